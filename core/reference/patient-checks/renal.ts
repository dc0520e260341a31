// The renal family of patient-specific checks (issue 35, DESIGN.md §9): each ingredient of the drug
// being added against its label's renal limits (renal-data.ts), read with the kidney value that
// label uses. Creatinine clearance is Cockcroft-Gault from the latest creatinine, age, sex and weight;
// eGFR is the latest recorded one, else CKD-EPI 2021 from creatinine, age and sex (named as
// calculated). A value the rule needs but the chart lacks becomes a notChecked line, never "normal".
// Only the drug being added is judged: a patient-view caller passes each active drug as `adding`.
import { ckdEpi2021Egfr, cockcroftGaultMlMin } from '../../calculators/creatinine-clearance';
import { roundHalfUp } from '../../calculators/numeric';
import { message, type LocalText, type MessageDescriptor } from '../../i18n/message';
import { msg } from '../../i18n/msg';
import type { Drug } from '../drug-classes';
import { basisOf, notCheckedFor, staleness } from './basis';
import { LEVEL_OF_RENAL_ACTION, RENAL_CRITERIA_RULES, RENAL_RULES, RENAL_UNCONFIRMED, renalRuleLevel, type RenalAction, type RenalCriteriaRule, type RenalMeasure, type RenalRange, type RenalRule } from './renal-data';
import { ruleNamesDrug } from './rule-drugs';
import type { FindingBasis, PatientCheck, PatientContext, PatientFinding } from './types';

/** UCUM units of the values this check calculates. */
const CRCL_UNIT = 'mL/min';
const EGFR_UNIT = 'mL/min/{1.73_m2}';
/** Both equations are for adults (core/calculators/creatinine-clearance.ts), as are the labels' renal tables. */
const ADULT_AGE = 18;

/** A kidney value ready to compare, and how to state it with a rule's maximum age. */
interface KidneyValue {
  value: number;
  /** The value's basis lines; the first is the kidney value itself. */
  basis: (maxAgeDays: number | undefined) => FindingBasis[];
}

/** What a rule could not read: each missing value, or "under 18". */
type Reading = KidneyValue | { missing: LocalText[] } | { child: true };

function ageBasis(patient: PatientContext, ageYears: number): FindingBasis {
  return { name: msg('Age'), value: ageYears, unit: 'a', date: patient.ageOn ?? patient.asOf };
}

/** The latest recorded eGFR, else CKD-EPI 2021 from creatinine, age and sex. */
function readEgfr(patient: PatientContext): Reading {
  const { egfr, creatinineMgDl: creatinine, ageYears, sex } = patient;
  if (ageYears !== null && ageYears < ADULT_AGE) return { child: true };
  if (egfr) {
    return { value: egfr.value, basis: (maxAgeDays) => [basisOf(msg('eGFR'), egfr, { asOf: patient.asOf, maxAgeDays })] };
  }
  if (!creatinine) return { missing: [msg('eGFR or creatinine')] };
  const missing = [...(ageYears === null ? [msg('age')] : []), ...(sex === null ? [msg('sex')] : [])];
  if (ageYears === null || sex === null) return { missing };
  const value = ckdEpi2021Egfr({ ageYears, sex, creatinineMgDl: creatinine.value });
  return {
    value,
    basis: (maxAgeDays) => [
      withStaleness({ name: msg('eGFR (CKD-EPI 2021, calculated from creatinine, age and sex)'), value, unit: EGFR_UNIT, date: creatinine.date }, patient, maxAgeDays),
      basisOf(msg('Creatinine'), creatinine),
      ageBasis(patient, ageYears),
    ],
  };
}

/** Cockcroft-Gault creatinine clearance from the latest creatinine, age, sex and weight. */
function readCrcl(patient: PatientContext): Reading {
  const { creatinineMgDl: creatinine, ageYears, sex, weightKg: weight } = patient;
  if (ageYears !== null && ageYears < ADULT_AGE) return { child: true };
  const missing: LocalText[] = [
    ...(creatinine ? [] : [msg('creatinine')]),
    ...(ageYears === null ? [msg('age')] : []),
    ...(sex === null ? [msg('sex')] : []),
    ...(weight ? [] : [msg('weight')]),
  ];
  if (!creatinine || ageYears === null || sex === null || !weight) return { missing };
  // Compared as shown (one decimal, as the calculator page shows it), so the finding and its basis agree.
  const value = roundHalfUp(cockcroftGaultMlMin({ ageYears, sex, weightKg: weight.value, creatinineMgDl: creatinine.value }), 1);
  return {
    value,
    basis: (maxAgeDays) => [
      withStaleness({ name: msg('Creatinine clearance (Cockcroft-Gault, calculated)'), value, unit: CRCL_UNIT, date: creatinine.date }, patient, maxAgeDays),
      basisOf(msg('Creatinine'), creatinine),
      basisOf(msg('Weight'), weight),
      ageBasis(patient, ageYears),
    ],
  };
}

function withStaleness(basis: FindingBasis, patient: PatientContext, maxAgeDays: number | undefined): FindingBasis {
  if (maxAgeDays === undefined) return basis;
  const stale = staleness({ date: basis.date }, patient.asOf, maxAgeDays);
  return stale ? { ...basis, stale } : basis;
}

const READ: Record<RenalMeasure, (patient: PatientContext) => Reading> = { crcl: readCrcl, egfr: readEgfr };

/** Whether a value lies in a rule's range (every bound it names). */
export function inRenalRange(value: number, range: RenalRange): boolean {
  return (
    (range.below === undefined || value < range.below) &&
    (range.atMost === undefined || value <= range.atMost) &&
    (range.atLeast === undefined || value >= range.atLeast) &&
    (range.above === undefined || value > range.above)
  );
}

// With their article: the translations carry the gender it takes (la clairance, le DFGe).
const MEASURE_NAME: Record<RenalMeasure, string> = { crcl: msg('the creatinine clearance'), egfr: msg('the eGFR') };
const MEASURE_UNIT: Record<RenalMeasure, string> = { crcl: msg('mL/min'), egfr: msg('mL/min/1.73 m²') };

/** "the eGFR is below 30 mL/min/1.73 m²", "the creatinine clearance is 15 to 50 mL/min". */
export function rangeText(measure: RenalMeasure, range: RenalRange): MessageDescriptor {
  const values = { measure: MEASURE_NAME[measure], unit: MEASURE_UNIT[measure] };
  const low = range.atLeast ?? range.above;
  const high = range.below ?? range.atMost;
  if (low === undefined && high === undefined) throw new Error('A renal range needs a bound.');
  if (low === undefined) {
    const text = range.below !== undefined ? msg('{measure} is below {high} {unit}') : msg('{measure} is {high} {unit} or less');
    return message(text, { ...values, high: high! });
  }
  if (high === undefined) {
    const text = range.above !== undefined ? msg('{measure} is above {low} {unit}') : msg('{measure} is {low} {unit} or more');
    return message(text, { ...values, low });
  }
  const text =
    range.atLeast !== undefined
      ? range.below !== undefined
        ? msg('{measure} is {low} to under {high} {unit}')
        : msg('{measure} is {low} to {high} {unit}')
      : range.below !== undefined
        ? msg('{measure} is above {low} and under {high} {unit}')
        : msg('{measure} is above {low} and at most {high} {unit}');
  return message(text, { ...values, low, high });
}

const FINDING_TEXT: Record<RenalAction, string> = {
  contraindicated: msg('{drug} is contraindicated when {limit} (this patient: {value}).'),
  avoid: msg('{drug} is not recommended when {limit} (this patient: {value}).'),
  adjust: msg('{drug} needs a renal dose adjustment when {limit} (this patient: {value}).'),
};

function rangeFinding(rule: RenalRule, drug: Drug, reading: KidneyValue): PatientFinding {
  const value = message(msg('{value} {unit}'), { value: reading.value, unit: MEASURE_UNIT[rule.measure] });
  return {
    kind: 'renal',
    ruleId: rule.id,
    level: renalRuleLevel(rule),
    drugs: [drug.name],
    message: message(FINDING_TEXT[rule.action], { drug: drug.name, limit: rangeText(rule.measure, rule.range), value }),
    management: message(rule.management, { drug: drug.name }),
    source: rule.source,
    basis: reading.basis(rule.maxAgeDays),
  };
}

function adultsOnly(drug: Drug): MessageDescriptor {
  return message(msg('The renal limits of {drug} are for adults and were not checked for a patient under 18.'), { drug: drug.name });
}

function notCheckedLines(drug: Drug, reading: Exclude<Reading, KidneyValue>): MessageDescriptor[] {
  if ('child' in reading) return [adultsOnly(drug)];
  const what = message(msg('the renal dosing of {drug}'), { drug: drug.name });
  return reading.missing.map((value) => notCheckedFor(value, what));
}

/** Apixaban's count of dose-reduction criteria; the criteria still unknown are said when they could decide. */
function criteriaResult(rule: RenalCriteriaRule, drug: Drug, patient: PatientContext): { finding?: PatientFinding; notChecked: MessageDescriptor[] } {
  const { ageYears, weightKg: weight, creatinineMgDl: creatinine } = patient;
  const { ageAtLeast, weightKgAtMost, creatinineMgDlAtLeast } = rule.criteria;
  const known: { met: boolean; basis: FindingBasis }[] = [];
  const unknown: LocalText[] = [];
  if (ageYears === null) unknown.push(msg('age'));
  else known.push({ met: ageYears >= ageAtLeast, basis: ageBasis(patient, ageYears) });
  if (!weight) unknown.push(msg('weight'));
  else known.push({ met: weight.value <= weightKgAtMost, basis: basisOf(msg('Weight'), weight) });
  if (!creatinine) unknown.push(msg('creatinine'));
  else known.push({ met: creatinine.value >= creatinineMgDlAtLeast, basis: basisOf(msg('Creatinine'), creatinine) });
  const met = known.filter((k) => k.met).length;
  if (met >= rule.minimumMet) {
    return {
      finding: {
        kind: 'renal',
        ruleId: rule.id,
        level: LEVEL_OF_RENAL_ACTION[rule.action],
        drugs: [drug.name],
        message: message(
          msg('{drug}: {met} of the label’s dose-reduction criteria are met (age 80 years or more, weight 60 kg or less, serum creatinine 1.5 mg/dL or more).'),
          { drug: drug.name, met },
        ),
        management: message(rule.management, { drug: drug.name }),
        source: rule.source,
        basis: known.map((k) => k.basis),
      },
      notChecked: [],
    };
  }
  if (met + unknown.length < rule.minimumMet) return { notChecked: [] };
  const what = message(msg('the renal dosing of {drug}'), { drug: drug.name });
  return { notChecked: unknown.map((value) => notCheckedFor(value, what)) };
}

/** The renal check: findings for the drug being added, and the kidney values it lacked. */
export const checkRenal: PatientCheck = ({ adding, patient }) => {
  const findings: PatientFinding[] = [];
  const notChecked: MessageDescriptor[] = [];
  const said = new Set<string>();
  const say = (lines: readonly MessageDescriptor[]) => {
    for (const line of lines) {
      const key = JSON.stringify(line);
      if (!said.has(key)) {
        said.add(key);
        notChecked.push(line);
      }
    }
  };
  for (const drug of adding.ingredients) {
    if (RENAL_UNCONFIRMED.some((entry) => entry.drug === drug.id)) {
      say([message(msg('The label of {drug} adjusts its dose to kidney function, but its limits are not in the checked rules yet: check the label.'), { drug: drug.name })]);
    }
    const rules = RENAL_RULES.filter((rule) => ruleNamesDrug(rule, drug));
    for (const measure of new Set(rules.map((rule) => rule.measure))) {
      const reading = READ[measure](patient);
      if (!('value' in reading)) {
        say(notCheckedLines(drug, reading));
        continue;
      }
      for (const rule of rules) {
        if (rule.measure === measure && inRenalRange(reading.value, rule.range)) findings.push(rangeFinding(rule, drug, reading));
      }
    }
    for (const rule of RENAL_CRITERIA_RULES.filter((rule) => ruleNamesDrug(rule, drug))) {
      if (patient.ageYears !== null && patient.ageYears < ADULT_AGE) {
        say([adultsOnly(drug)]);
        continue;
      }
      const result = criteriaResult(rule, drug, patient);
      if (result.finding) findings.push(result.finding);
      say(result.notChecked);
    }
  }
  return { findings, notChecked };
};
