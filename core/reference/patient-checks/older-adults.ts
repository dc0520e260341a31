// Older-adult checks (issue 35, DESIGN.md §9): the product being added against the AGS Beers
// Criteria 2023 (beers-data.ts) at 65 and over. Table 2 applies to every older adult, Table 3 only
// when the chart holds the condition. Every Beers finding is moderate (DESIGN.md §9). An unknown age
// is never taken as "under 65": a drug with a Beers entry is then named as not checked.
import { message, type MessageDescriptor } from '../../i18n/message';
import { msg } from '../../i18n/msg';
import { type Coding, conceptLabel, ICD_10_CM, SNOMED_CT } from '../../schemas/coding';
import { BEERS_ENTRIES, BEERS_MIN_AGE, type BeersCondition, type BeersEntry } from './beers-data';
import { ingredientsNamed } from './rule-drugs';
import type { FindingBasis, PatientCheck, PatientContext, PatientFinding } from './types';

type ChartCondition = PatientContext['conditions'][number];

const icdKey = (code: string) => code.replace('.', '').toUpperCase();

// An ICD-10-CM entry names a category or a code and every code under it: "I50" holds I50.9, "G47.0" holds G47.00.
function codingMatches(condition: BeersCondition, coding: Coding): boolean {
  if (coding.system === SNOMED_CT) return condition.snomed.includes(coding.code);
  if (coding.system === ICD_10_CM) return condition.icd10.some((code) => icdKey(coding.code).startsWith(icdKey(code)));
  return false;
}

/** The chart's first condition that is the Beers condition, by code or by its words. */
export function chartCondition(condition: BeersCondition, conditions: PatientContext['conditions']): ChartCondition | undefined {
  return conditions.find(
    (c) => c.codings.some((coding) => codingMatches(condition, coding)) || [c.text, ...c.codings.map((coding) => coding.display)].some((words) => !!words && condition.text.test(words)),
  );
}

function applies(entry: BeersEntry, patient: PatientContext): ChartCondition | true | undefined {
  if (entry.sex && patient.sex && patient.sex !== entry.sex) return undefined;
  return entry.condition ? chartCondition(entry.condition, patient.conditions) : true;
}

function finding(entry: BeersEntry, drugs: readonly string[], patient: PatientContext, age: number, held: ChartCondition | true): PatientFinding {
  const drug = drugs.join(' + ');
  const basis: FindingBasis[] = [{ name: msg('Age'), value: age, unit: 'a', date: patient.asOf }];
  let text: MessageDescriptor;
  if (held === true || !entry.condition) {
    text = message(msg('{drug} at age {age} (AGS Beers Criteria 2023, potentially inappropriate in older adults): {rationale}'), { drug, age, rationale: entry.rationale });
  } else {
    basis.push({ name: msg('Condition'), value: conceptLabel(held), unit: '', date: null });
    text = message(msg('{drug} with {condition} at age {age} (AGS Beers Criteria 2023, drug–disease interaction): {rationale}'), { drug, condition: entry.condition.name, age, rationale: entry.rationale });
  }
  return { kind: 'older-adult', ruleId: entry.id, level: 'moderate', drugs, message: text, management: message(entry.recommendation, {}), source: entry.source, basis };
}

/** The Beers findings for the product being added. */
export const checkOlderAdults: PatientCheck = ({ adding, patient }) => {
  const findings: PatientFinding[] = [];
  const notChecked: MessageDescriptor[] = [];
  const age = patient.ageYears;
  const named = BEERS_ENTRIES.map((entry) => ({ entry, drugs: ingredientsNamed(entry, adding.ingredients).map((d) => d.name) })).filter((m) => m.drugs.length > 0);
  if (named.length === 0) return { findings, notChecked };
  if (age === null) {
    const drugs = [...new Set(named.flatMap((m) => m.drugs))].join(' + ');
    notChecked.push(message(msg('Age not recorded: the AGS Beers Criteria 2023 for {drug} were not checked.'), { drug: drugs }));
    return { findings, notChecked };
  }
  if (age < BEERS_MIN_AGE) return { findings, notChecked };
  for (const { entry, drugs } of named) {
    const held = applies(entry, patient);
    if (held) findings.push(finding(entry, drugs, patient, age, held));
  }
  return { findings, notChecked };
};
