// Codes that name a catalogue drug directly: RxNorm ingredient codes (TTY=IN, the catalogue's
// rxcuis) and ATC codes (the catalogue's atc field). Product codes (SCD, SBD, BN, GPCK) are not
// stored: they are read through the display text that comes with them.
import { DRUGS, type Drug } from '../drugs';

// Ingredient RxCUI → the single-ingredient catalogue drug that carries exactly that code.
const DRUG_BY_RXCUI = new Map<string, Drug>();
for (const drug of DRUGS) {
  if (drug.rxcuis.length === 1 && drug.rxcuis[0]) DRUG_BY_RXCUI.set(drug.rxcuis[0], drug);
}
for (const drug of DRUGS) {
  for (const code of drug.rxcuis) if (!DRUG_BY_RXCUI.has(code)) DRUG_BY_RXCUI.set(code, drug);
}

/** The catalogue drug whose ingredient RxCUI this is, if any. */
export function drugByRxcui(code: string): Drug | undefined {
  return DRUG_BY_RXCUI.get(code.trim());
}

/** An ATC code at substance level (5th level: "B01AA03") or any level above it ("B01AA"). */
const ATC_CODE = /^[A-Z]\d{2}(?:[A-Z](?:[A-Z](?:\d{2})?)?)?$/;

/** The catalogue drug with this 5th-level ATC code, if exactly one has it; a group code names no single drug. */
export function drugByAtc(code: string): Drug | undefined {
  const atc = code.trim().toUpperCase();
  if (!ATC_CODE.test(atc) || atc.length !== 7) return undefined;
  const matches = DRUGS.filter((drug) => drug.atc?.includes(atc));
  return matches.length === 1 ? matches[0] : undefined;
}
