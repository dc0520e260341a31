// Pregnancy and breastfeeding checks (issue 35, DESIGN.md §9): the product being added against the
// rules of pregnancy-lactation-data.ts when the chart records the patient as pregnant or
// breastfeeding. A status the chart does not hold is never taken as "no": for someone who may be
// pregnant (CHILDBEARING_AGE, not male) the rules that would apply are named as not checked.
import { message, type MessageDescriptor } from '../../i18n/message';
import { msg } from '../../i18n/msg';
import { LEVEL_OF_ACTION } from '../drug-interactions';
import { CHILDBEARING_AGE, LACTATION_RULES, PREGNANCY_RULES, type PregnancyLactationRule } from './pregnancy-lactation-data';
import { ingredientsNamed } from './rule-drugs';
import type { PatientCheck, PatientContext, PatientFinding, RecordedStatus } from './types';

/** True unless the chart shows the patient cannot be pregnant or breastfeeding (male, or outside CHILDBEARING_AGE). */
export function mayBePregnant(patient: PatientContext): boolean {
  if (patient.sex === 'male') return false;
  const age = patient.ageYears;
  return age === null || (age >= CHILDBEARING_AGE.minYears && age <= CHILDBEARING_AGE.maxYears);
}

const FAMILY = {
  pregnancy: {
    status: (p: PatientContext) => p.pregnancy,
    basisName: msg('Pregnancy'),
    found: (drug: string, reason: string) => message(msg('{drug} in pregnancy: {reason}'), { drug, reason }),
    missing: (drug: string) => message(msg('Pregnancy status not recorded: the pregnancy warnings of {drug} were not checked.'), { drug }),
  },
  lactation: {
    status: (p: PatientContext) => p.lactation,
    basisName: msg('Breastfeeding'),
    found: (drug: string, reason: string) => message(msg('{drug} while breastfeeding: {reason}'), { drug, reason }),
    missing: (drug: string) => message(msg('Breastfeeding status not recorded: the breastfeeding warnings of {drug} were not checked.'), { drug }),
  },
} as const;

function finding(rule: PregnancyLactationRule, drugs: readonly string[], status: RecordedStatus): PatientFinding {
  const family = FAMILY[rule.applies];
  return {
    kind: rule.applies,
    ruleId: rule.id,
    level: LEVEL_OF_ACTION[rule.action],
    drugs,
    message: family.found(drugs.join(' + '), rule.reason),
    management: message(rule.management, {}),
    source: rule.source,
    basis: [{ name: family.basisName, value: status.evidence, unit: '', date: status.date }],
  };
}

/** The pregnancy and breastfeeding findings for the product being added. */
export const checkPregnancyLactation: PatientCheck = ({ adding, patient }) => {
  const findings: PatientFinding[] = [];
  const notChecked: MessageDescriptor[] = [];
  for (const rule of [...PREGNANCY_RULES, ...LACTATION_RULES]) {
    const drugs = ingredientsNamed(rule, adding.ingredients).map((d) => d.name);
    if (drugs.length === 0) continue;
    const status = FAMILY[rule.applies].status(patient);
    if (status?.status === 'yes') findings.push(finding(rule, drugs, status));
    else if (status === null && mayBePregnant(patient)) notChecked.push(FAMILY[rule.applies].missing(drugs.join(' + ')));
  }
  return { findings, notChecked };
};
