// Potassium-raising drugs and the serum potassium their labels set a limit at (issue 35, DESIGN.md
// §9). One entry per drug or class, each limit with its source: the label's own figure where it
// gives one (eplerenone > 5.5, finerenone > 5.0, amiloride > 5.5 mEq/L), else "hyperkalemia", read
// as above the record's reference range, or above 5.0 mmol/L when the record gives none. The level
// follows the label's action: contraindicated or do not start → major, monitor → moderate.
import { msg } from '../../i18n/msg';
import type { ClinicalLevel } from '../clinical-levels';
import type { DrugClassId } from '../drug-classes';

/** What the label says to do above the limit. */
export type PotassiumAction = 'contraindicated' | 'avoid' | 'monitor';

/** DESIGN.md §9: potassium above the label's threshold is major where the label contraindicates (or says not to start), else moderate. */
export const LEVEL_OF_POTASSIUM_ACTION: Record<PotassiumAction, ClinicalLevel> = {
  contraindicated: 'major',
  avoid: 'major',
  monitor: 'moderate',
};

/** Above 5.0 mmol/L when the record gives no reference range. */
export const DEFAULT_POTASSIUM_UPPER_LIMIT = {
  mmolL: 5.0,
  source: 'ESC 2021 heart failure guidelines (McDonagh et al., Eur Heart J 2021;42:3599-726): hyperkalaemia is a serum potassium above 5.0 mmol/L',
} as const;

/** One limit of one entry: above `above` mmol/L (mEq/L), or above the reference range when 'reference'. */
export interface PotassiumRule {
  /** Stable part of the finding's rule id ("gt-5.5", "above-range"). */
  id: string;
  above: number | 'reference';
  action: PotassiumAction;
  /** What the label says, msg()-marked, one sentence. */
  says: string;
  source: string;
}

/** A potassium-raising drug (by catalogue id) or class, and its limits, most severe first. */
export interface PotassiumEntry {
  id: string;
  drugs?: readonly string[];
  classes?: readonly DrugClassId[];
  rules: readonly PotassiumRule[];
}

const label = (product: string, section: string): string => `FDA label (${product}), ${section}`;
const CONTRAINDICATED_IN_HYPERKALEMIA = msg('Its label contraindicates it in hyperkalemia.');
const RAISES_POTASSIUM = msg('It raises potassium; its label warns of hyperkalemia and asks for potassium monitoring.');

const monitorAboveRange = (source: string): PotassiumRule => ({ id: 'above-range', above: 'reference', action: 'monitor', says: RAISES_POTASSIUM, source });

/** Drug entries first: the first entry that names a drug (by id, then by class) is the one that applies. */
export const POTASSIUM_ENTRIES: readonly PotassiumEntry[] = [
  {
    id: 'eplerenone',
    drugs: ['eplerenone'],
    rules: [
      { id: 'gt-5.5', above: 5.5, action: 'contraindicated', says: msg('Its label contraindicates starting it with a serum potassium above 5.5 mmol/L.'), source: label('eplerenone, Inspra', 'Contraindications 4: serum potassium > 5.5 mEq/L at initiation') },
      monitorAboveRange(label('eplerenone, Inspra', 'Warnings and Precautions 5: hyperkalemia, monitor serum potassium')),
    ],
  },
  {
    id: 'spironolactone',
    drugs: ['spironolactone'],
    rules: [{ id: 'above-range', above: 'reference', action: 'contraindicated', says: CONTRAINDICATED_IN_HYPERKALEMIA, source: label('spironolactone, Aldactone', 'Contraindications 4: hyperkalemia') }],
  },
  {
    id: 'finerenone',
    drugs: ['finerenone'],
    rules: [
      { id: 'gt-5.0', above: 5.0, action: 'avoid', says: msg('Its label says not to start it with a serum potassium above 5.0 mmol/L.'), source: label('finerenone, Kerendia', 'Dosage and Administration 2: do not initiate if serum potassium > 5.0 mEq/L') },
    ],
  },
  {
    id: 'amiloride',
    drugs: ['amiloride'],
    rules: [
      { id: 'gt-5.5', above: 5.5, action: 'contraindicated', says: msg('Its label contraindicates it with a serum potassium above 5.5 mmol/L.'), source: label('amiloride, Midamor', 'Contraindications: hyperkalemia, serum potassium > 5.5 mEq/L') },
      monitorAboveRange(label('amiloride, Midamor', 'boxed warning: hyperkalemia, monitor serum potassium')),
    ],
  },
  {
    id: 'triamterene',
    drugs: ['triamterene'],
    rules: [{ id: 'above-range', above: 'reference', action: 'contraindicated', says: CONTRAINDICATED_IN_HYPERKALEMIA, source: label('triamterene, Dyrenium', 'Contraindications: elevated serum potassium (hyperkalemia)') }],
  },
  {
    id: 'potassium-supplement',
    classes: ['potassium'],
    rules: [{ id: 'above-range', above: 'reference', action: 'contraindicated', says: CONTRAINDICATED_IN_HYPERKALEMIA, source: label('potassium chloride extended-release', 'Contraindications: hyperkalemia') }],
  },
  { id: 'trimethoprim', drugs: ['trimethoprim', 'trimethoprim-sulfamethoxazole'], rules: [monitorAboveRange(label('sulfamethoxazole and trimethoprim, Bactrim', 'Precautions: hyperkalemia with trimethoprim, monitor serum potassium'))] },
  { id: 'drospirenone', drugs: ['drospirenone'], rules: [monitorAboveRange(label('drospirenone and ethinyl estradiol, Yasmin', 'Warnings and Precautions 5: hyperkalemia'))] },
  { id: 'acei', classes: ['acei'], rules: [monitorAboveRange(label('ACE inhibitors, e.g. lisinopril', 'Warnings and Precautions 5: hyperkalemia'))] },
  { id: 'arb', classes: ['arb'], rules: [monitorAboveRange(label('angiotensin receptor blockers, e.g. losartan', 'Warnings and Precautions 5: hyperkalemia'))] },
  { id: 'arni', classes: ['arni'], rules: [monitorAboveRange(label('sacubitril and valsartan, Entresto', 'Warnings and Precautions 5: hyperkalemia, monitor serum potassium'))] },
  { id: 'aliskiren', classes: ['renin-inhibitor'], rules: [monitorAboveRange(label('aliskiren, Tekturna', 'Warnings and Precautions 5: hyperkalemia'))] },
  { id: 'calcineurin-inhibitor', classes: ['calcineurin-inhibitor'], rules: [monitorAboveRange(label('tacrolimus, Prograf', 'Warnings and Precautions 5: hyperkalemia') + '; ' + label('cyclosporine, Neoral', 'Warnings: hyperkalemia'))] },
  { id: 'nsaid', classes: ['nsaid'], rules: [monitorAboveRange(label('NSAIDs (class labeling)', 'Warnings and Precautions 5: renal toxicity and hyperkalemia'))] },
];

/** Drug ids above that the catalogue does not hold yet: their entries apply once it does (a test keeps this list true). */
export const AWAITING_CATALOGUE: readonly string[] = [];
