// Potassium (issue 35, DESIGN.md §9): a potassium-raising drug being added when the latest serum
// potassium is already above its label's limit (potassium-data.ts). Without a potassium in the
// chart, each such drug's limit is named as not checked.
import { fixed } from '../../calculators/numeric';
import { message, type LocalText } from '../../i18n/message';
import { msg } from '../../i18n/msg';
import type { Drug } from '../drug-classes';
import { basisOf, notCheckedFor } from './basis';
import { DEFAULT_POTASSIUM_UPPER_LIMIT, LEVEL_OF_POTASSIUM_ACTION, POTASSIUM_ENTRIES, type PotassiumEntry, type PotassiumRule } from './potassium-data';
import type { MeasuredValue, PatientCheck, PatientFinding } from './types';

// Serum potassium is reported in mmol/L or mEq/L: the same figure for a monovalent ion.
const POTASSIUM_UNITS = new Set(['mmol/l', 'meq/l']);

/** The entry that applies to a drug: one naming it by id, else one naming a class of it. */
export function potassiumEntryFor(drug: Drug): PotassiumEntry | undefined {
  return POTASSIUM_ENTRIES.find((entry) => entry.drugs?.includes(drug.id)) ?? POTASSIUM_ENTRIES.find((entry) => entry.classes?.some((id) => drug.classes.includes(id)));
}

/** The limit a rule sets for this record, and how to name it. */
function limitOf(rule: PotassiumRule, potassium: MeasuredValue): { limit: number; text: LocalText; source?: string } {
  if (rule.above !== 'reference') return { limit: rule.above, text: message(msg('{limit} mmol/L, the label’s limit'), { limit: fixed(rule.above, 1) }) };
  if (potassium.referenceHigh !== undefined) return { limit: potassium.referenceHigh, text: message(msg('{limit} mmol/L, the top of the record’s reference range'), { limit: potassium.referenceHigh }) };
  const limit = DEFAULT_POTASSIUM_UPPER_LIMIT.mmolL;
  return { limit, text: message(msg('{limit} mmol/L, the usual upper limit (the record gives no reference range)'), { limit: fixed(limit, 1) }), source: DEFAULT_POTASSIUM_UPPER_LIMIT.source };
}

const MANAGEMENT = {
  major: msg('Do not start it at this potassium: find and treat the cause of the hyperkalemia, recheck, and start only once potassium is within the limit.'),
  moderate: msg('Recheck potassium before and soon after starting, and review the other potassium-raising drugs and supplements.'),
} as const;

function potassiumFinding(drug: Drug, entry: PotassiumEntry, potassium: MeasuredValue): PatientFinding | undefined {
  for (const rule of entry.rules) {
    const { limit, text, source } = limitOf(rule, potassium);
    if (!(potassium.value > limit)) continue;
    const level = LEVEL_OF_POTASSIUM_ACTION[rule.action];
    return {
      kind: 'potassium',
      ruleId: `potassium.${entry.id}.${rule.id}`,
      level,
      drugs: [drug.name],
      message: message(msg('{drug}: the latest potassium, {value} mmol/L, is above {limit}. {says}'), { drug: drug.name, value: potassium.value, limit: text, says: rule.says }),
      management: message(level === 'major' ? MANAGEMENT.major : MANAGEMENT.moderate, {}),
      source: source ? `${rule.source}; ${source}` : rule.source,
      basis: [basisOf(msg('Potassium'), potassium)],
    };
  }
  return undefined;
}

/** The potassium limits of each potassium-raising drug in the product being added. */
export const checkPotassium: PatientCheck = ({ adding, patient }) => {
  const findings: PatientFinding[] = [];
  const notChecked = [];
  for (const drug of adding.ingredients) {
    const entry = potassiumEntryFor(drug);
    if (!entry) continue;
    const what = message(msg('the potassium limit of {drug}'), { drug: drug.name });
    const potassium = patient.potassium;
    if (potassium === null || !POTASSIUM_UNITS.has(potassium.unit.toLowerCase())) {
      notChecked.push(notCheckedFor(potassium === null ? msg('potassium') : message(msg('potassium in mmol/L (the record has {unit})'), { unit: potassium.unit }), what));
      continue;
    }
    const finding = potassiumFinding(drug, entry, potassium);
    if (finding) findings.push(finding);
  }
  return { findings, notChecked };
};
