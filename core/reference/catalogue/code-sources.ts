// Where each drug's RxNorm ingredient RxCUI and ATC codes were confirmed (issue 34: never an invented
// identifier). A drug's `codeSource` names the tables its codes were found in; a code found in none
// is marked `rxcuiUnverified` / `atcUnverified` and must be confirmed in RxNav / the WHO index.

/** The public tables the catalogue's codes were checked against. */
export const CODES = {
  /** PharmGKB drugs.tsv, columns "RxNorm Identifiers" and "ATC Identifiers" (2022 copy in github.com/dna-seq/gero-drugs-module). */
  pharmgkb: 'RxCUI in PharmGKB drugs.tsv (RxNorm Identifiers, 2022 copy: github.com/dna-seq/gero-drugs-module)',
  /** CPIC's drug table (github.com/cpicpgx/cpic-data, src/main/resources/db/migration). */
  cpic: "RxCUI in CPIC's drug table (github.com/cpicpgx/cpic-data, db/migration V35__opioid_release.sql)",
  /** A public analysis script that lists the GLP-1 receptor agonist ingredient RxCUIs by name. */
  glp1List: 'RxCUI in a public TriNetX GLP-1 cohort script that names each GLP-1 ingredient code (found with the code index; not RxNav)',
  /** The catalogue's first codes, cross-checked on 2026-11-25 (docs/decisions/0008). */
  earlierCheck: "RxCUI cross-checked 2026-11-25 against CPIC's drug table, an ATC→RxNorm ingredient table and VSAC value sets (decision 0008)",
  /** No public table confirmed an RxCUI. */
  none: 'no RxCUI confirmed in a public table (rxcuiUnverified)',
  /** WHO ATC/DDD Index: codes whose WHO name is this substance (fabkury/atcd copy, "WHO ATC-DDD 2026-04-25.csv"). */
  whoAtc: 'ATC from the WHO ATC/DDD Index by substance name (copy of 2026-04-25: github.com/fabkury/atcd)',
} as const;
