// Muscle relaxants, NSAIDs, DMARDs and immunosuppressants of the catalogue, added for issue 34 so the
// catalogue knows every ingredient of the most-prescribed lists (coverage/top-prescribed.ts). Codes
// name their source (CODES); a class not given by the drug's ATC code names its source in
// classSources; enzyme roles cite the label section.
import type { Drug } from '../drug-classes';
import { CODES } from './code-sources';

/** Muscle relaxants, NSAIDs, DMARDs and immunosuppressants (issues 34 and 35). */
export const MUSCULOSKELETAL_DRUGS: readonly Drug[] = [
  { id: 'cyclobenzaprine', name: 'Cyclobenzaprine', rxcuis: ['21949'], atc: ['M03BX08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Flexeril', 'Amrix'], classes: ['serotonergic', 'muscle-relaxant'], classSources: { serotonergic: 'FDA label (cyclobenzaprine), Contraindications 4: MAOIs; Warnings 5: serotonin syndrome' } },
  { id: 'baclofen', name: 'Baclofen', rxcuis: ['1292'], atc: ['M03BX01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lioresal', 'Ozobax'], classes: ['muscle-relaxant'] },
  { id: 'methocarbamol', name: 'Methocarbamol', rxcuis: ['6845'], atc: ['M03BA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Robaxin'], classes: ['muscle-relaxant'] },
  { id: 'indomethacin', name: 'Indomethacin', rxcuis: ['5781'], atc: ['C01EB03', 'M01AB01', 'M02AA23', 'S01BC01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Indocin', 'Tivorbex'], classes: ['nsaid', 'analgesic'], aliases: ['indometacin'] },
  { id: 'etodolac', name: 'Etodolac', rxcuis: ['24605'], atc: ['M01AB08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lodine'], classes: ['nsaid', 'analgesic'] },
  { id: 'nabumetone', name: 'Nabumetone', rxcuis: ['31448'], atc: ['M01AX01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Relafen'], classes: ['nsaid', 'analgesic'] },
  { id: 'adalimumab', name: 'Adalimumab', rxcuis: ['327361'], atc: ['L04AB04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Humira'], classes: ['immunosuppressant'] },
  // Issue 35: teratogenic immunosuppressants the pregnancy rules must see. Mycophenolate is one entry for
  // both salts, as the recogniser reads them (CellCept is the mofetil ester, Myfortic mycophenolic acid):
  // PharmGKB gives 68149 for mycophenolate mofetil and 7145 for mycophenolic acid; WHO codes both L04AA06.
  { id: 'mycophenolate', name: 'Mycophenolate', rxcuis: ['68149', '7145'], atc: ['L04AA06'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['CellCept', 'Myfortic'], classes: ['immunosuppressant'], aliases: ['mycophenolate mofetil', 'mycophenolic acid', 'mycophenolate sodium'] },
  // WHO moved leflunomide from L04AA13 (PharmGKB's 2022 copy) to L04AK01 (dihydroorotate dehydrogenase inhibitors).
  { id: 'leflunomide', name: 'Leflunomide', rxcuis: ['27169'], atc: ['L04AK01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Arava'], classes: ['immunosuppressant', 'dmard'], classSources: { dmard: 'FDA label (leflunomide, Arava), Indications 1: active rheumatoid arthritis (disease-modifying antirheumatic drug)' } },
  // Issue 35: a Beers skeletal muscle relaxant; its label names CYP2C19 for its conversion to meprobamate.
  { id: 'carisoprodol', name: 'Carisoprodol', rxcuis: ['2101'], atc: ['M03BA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Soma'], classes: ['muscle-relaxant'], roles: [{ enzyme: 'CYP2C19', role: 'substrate', source: 'FDA label (carisoprodol, Soma), Drug Interactions 7 (CYP2C19 inhibitors and inducers) and Clinical Pharmacology 12.3: metabolised by CYP2C19 to meprobamate' }] },
];
