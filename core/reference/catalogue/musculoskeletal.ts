// Muscle relaxants, NSAIDs and biologic DMARDs of the catalogue, added for issue 34 so the
// catalogue knows every ingredient of the most-prescribed lists (coverage/top-prescribed.ts). Codes
// name their source (CODES); a class not given by the drug's ATC code names its source in
// classSources; enzyme roles cite the label section.
import type { Drug } from '../drug-classes';
import { CODES } from './code-sources';

/** Muscle relaxants, NSAIDs and biologic DMARDs (issue 34). */
export const MUSCULOSKELETAL_DRUGS: readonly Drug[] = [
  { id: 'cyclobenzaprine', name: 'Cyclobenzaprine', rxcuis: ['21949'], atc: ['M03BX08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Flexeril', 'Amrix'], classes: ['serotonergic', 'muscle-relaxant'], classSources: { serotonergic: 'FDA label (cyclobenzaprine), Contraindications 4: MAOIs; Warnings 5: serotonin syndrome' } },
  { id: 'baclofen', name: 'Baclofen', rxcuis: ['1292'], atc: ['M03BX01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lioresal', 'Ozobax'], classes: ['muscle-relaxant'] },
  { id: 'methocarbamol', name: 'Methocarbamol', rxcuis: ['6845'], atc: ['M03BA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Robaxin'], classes: ['muscle-relaxant'] },
  { id: 'indomethacin', name: 'Indomethacin', rxcuis: ['5781'], atc: ['C01EB03', 'M01AB01', 'M02AA23', 'S01BC01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Indocin', 'Tivorbex'], classes: ['nsaid', 'analgesic'], aliases: ['indometacin'] },
  { id: 'etodolac', name: 'Etodolac', rxcuis: ['24605'], atc: ['M01AB08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lodine'], classes: ['nsaid', 'analgesic'] },
  { id: 'nabumetone', name: 'Nabumetone', rxcuis: ['31448'], atc: ['M01AX01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Relafen'], classes: ['nsaid', 'analgesic'] },
  { id: 'adalimumab', name: 'Adalimumab', rxcuis: ['327361'], atc: ['L04AB04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Humira'], classes: ['immunosuppressant'] },
];
