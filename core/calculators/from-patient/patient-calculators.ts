// The calculators that apply to one patient, computed from their record (issue 36: the CDS
// patient-view): PREVENT for ages 30-79 without ASCVD or heart failure, CHA2DS2-VASc with atrial
// fibrillation. Each answer names every input it used with its date (observation effective date,
// condition onset) and, when an input is missing or outside the equations' range, names it instead of
// a result. The formulas are the calculators' own (computePrevent, computeChads2Vasc): nothing here
// computes a risk. Structured data only: the CDS cards (worker/cds) put it into words.
import { buildPatientContext, latestMeasured, recordAge, ACTIVE_CONDITION_STATUSES, type Normaliser, type PatientRecord, type RecordCondition, type RecordObservation } from '../../reference/patient-checks/build-context';
import type { Drug } from '../../reference/drug-classes';
import type { MeasuredValue } from '../../reference/patient-checks/types';
import { isFhirDateTime } from '../../schemas/fhir-dates';
import { englishText } from '../../i18n/message';
import { chads2VascAgeBand, Chads2VascInputSchema, computeChads2Vasc } from '../chads2vasc';
import { computePrevent, PREVENT_CHOLESTEROL_MMOL_PER_MG_DL, PreventInputSchema } from '../prevent';
import type { CalculatorResult } from '../types';
import {
  ANTIHYPERTENSIVE_GROUPS, ASCVD, ATC, ATRIAL_FIBRILLATION, CURRENT_SMOKER_ANSWERS, DIABETES, HEART_FAILURE, HYPERTENSION, listHas, MEASUREMENTS, NON_SMOKER_ANSWERS,
  STATIN_GROUPS, STROKE_TIA_THROMBOEMBOLISM, VASCULAR_DISEASE, type CodeList,
} from './codes';

/** Ages the PREVENT equations were derived for (Khan 2024; PreventInputSchema's age range). */
export const PREVENT_AGES = { min: 30, max: 79 } as const;

export type PatientCalculatorId = 'prevent' | 'chads2vasc';

/** The inputs a calculator reads from the record. */
export type CalculatorInputKey =
  | 'age' | 'sex' | 'systolicBp' | 'totalCholesterol' | 'hdlCholesterol' | 'bmi' | 'egfr' | 'creatinine' | 'diabetes' | 'smoking' | 'antihypertensive' | 'statin'
  | 'atrialFibrillation' | 'heartFailure' | 'hypertension' | 'strokeTiaThromboembolism' | 'vascularDisease';

/** One input as the calculator used it: its value, its date, and the record entry that gave it. */
export interface CalculatorInputUsed {
  key: CalculatorInputKey;
  /** A number with `unit`, yes/no, or the recorded text ("female"). */
  value: number | boolean | string;
  unit?: string;
  /** YYYY-MM-DD the value was measured or the condition began; null when the record has no date (or none applies). */
  date: string | null;
  /** The record entry: "Atrial Fibrillation (SNOMED CT 49436004)", "LOINC 8480-6", "Lisinopril", "none recorded". */
  evidence: string;
}

/** An input the calculator could not use: absent, or present but outside the equations' range (`problem`). */
export interface MissingInput {
  key: CalculatorInputKey;
  problem?: string;
}

/** One calculator for this patient: its result, or what is missing instead. */
export interface PatientCalculation {
  calculator: PatientCalculatorId;
  /** Null when an input is missing: `missing` names it. */
  result: CalculatorResult | null;
  inputs: CalculatorInputUsed[];
  missing: MissingInput[];
  /** The condition that made it apply (atrial fibrillation for CHA2DS2-VASc), with its onset. */
  because?: CalculatorInputUsed;
}

/** Why a calculator's applicability could not be decided: the data that was not there. */
export interface UndecidedCalculator {
  calculator: PatientCalculatorId;
  missing: 'birth date' | 'conditions';
}

/** What the patient's record could tell, and whether each kind of data was available at all. */
export interface PatientCalculatorInput {
  record: PatientRecord;
  /** False when the EHR gave no data of that kind (not "none recorded"): absent data is never read as "no". */
  available: { conditions: boolean; medications: boolean };
  /** The active medications, with their catalogue ingredients (ATC codes). */
  medications: readonly { label: string; ingredients: readonly Drug[] }[];
  /** The clinic's today (YYYY-MM-DD). */
  asOf: string;
}

export interface PatientCalculators {
  calculations: PatientCalculation[];
  undecided: UndecidedCalculator[];
}

const SYSTEM_LABELS: Readonly<Record<string, string>> = { 'http://snomed.info/sct': 'SNOMED CT', 'http://hl7.org/fhir/sid/icd-10-cm': 'ICD-10-CM', 'http://loinc.org': 'LOINC' };
const dayOf = (date: string | null): string | null => (date && isFhirDateTime(date) ? date.slice(0, 10) : null);

/** The recorded condition of a list (the earliest onset when several), or null. */
function conditionIn(conditions: readonly RecordCondition[], list: CodeList): { condition: RecordCondition; evidence: string } | null {
  const matches = conditions.flatMap((c) => {
    const coding = c.codings.find((x) => listHas(list, x));
    return coding ? [{ condition: c, evidence: `${c.text ?? coding.display ?? coding.code} (${SYSTEM_LABELS[coding.system] ?? coding.system} ${coding.code})` }] : [];
  });
  return matches.sort((a, b) => (dayOf(a.condition.date) ?? '9999').localeCompare(dayOf(b.condition.date) ?? '9999'))[0] ?? null;
}

/** The evidence of a "no" that is the absence of a record, not a recorded no (the workspace translates both). */
export const NONE_RECORDED = 'none recorded';
export const NONE_ON_ACTIVE_LIST = 'none on the active list';

/** A yes/no input from the conditions: yes with the condition and its onset, or no ("none recorded"). */
function conditionInput(key: CalculatorInputKey, conditions: readonly RecordCondition[], list: CodeList): CalculatorInputUsed {
  const found = conditionIn(conditions, list);
  return found ? { key, value: true, date: dayOf(found.condition.date), evidence: found.evidence } : { key, value: false, date: null, evidence: NONE_RECORDED };
}

/** A yes/no input from the active medications: yes with the first one in the ATC groups, or no. */
function medicationInput(key: CalculatorInputKey, medications: PatientCalculatorInput['medications'], groups: CodeList): CalculatorInputUsed {
  const found = medications.find((m) => m.ingredients.some((d) => d.atc.some((code) => listHas(groups, { system: ATC, code }))));
  return found ? { key, value: true, date: null, evidence: found.label } : { key, value: false, date: null, evidence: NONE_ON_ACTIVE_LIST };
}

/** Antihypertensive and statin use from the active medications (PREVENT's two medication inputs). */
export const medicationInputs = (medications: PatientCalculatorInput['medications']): CalculatorInputUsed[] =>
  [medicationInput('antihypertensive', medications, ANTIHYPERTENSIVE_GROUPS), medicationInput('statin', medications, STATIN_GROUPS)];

/** Diabetes while active (PREVENT, CHA2DS2-VASc). */
export const diabetesInput = (active: readonly RecordCondition[]): CalculatorInputUsed => conditionInput('diabetes', active, DIABETES);

/** CHA2DS2-VASc's history: heart failure, hypertension and diabetes while active; a prior stroke or vascular event at any status. */
export function chads2vascHistory(conditions: readonly RecordCondition[], active: readonly RecordCondition[]): CalculatorInputUsed[] {
  return [
    conditionInput('heartFailure', active, HEART_FAILURE),
    conditionInput('hypertension', active, HYPERTENSION),
    diabetesInput(active),
    conditionInput('strokeTiaThromboembolism', conditions, STROKE_TIA_THROMBOEMBOLISM),
    conditionInput('vascularDisease', conditions, VASCULAR_DISEASE),
  ];
}

/** The conditions that hold now: not refuted or entered in error (from-fhir drops those) and active. */
export const activeConditions = (conditions: readonly RecordCondition[]): RecordCondition[] => conditions.filter((c) => ACTIVE_CONDITION_STATUSES.has(c.clinicalStatus ?? ''));

const normalisers = {
  systolic: (value, unit) => (/^mm\[?hg\]?$/i.test(unit) ? { value, unit: 'mmHg' } : null),
  cholesterol: (value, unit) => (/^mg\/dl$/i.test(unit) ? { value, unit: 'mg/dL' } : /^mmol\/l$/i.test(unit) ? { value, unit: 'mmol/L' } : null),
  bmi: (value, unit) => (/^kg\/m2$|^kg\/m\^2$|^kg\/m²$/i.test(unit) ? { value, unit: 'kg/m²' } : null),
} satisfies Record<string, Normaliser>;

/** The age from the birth date, dated the day it is counted to: the clinic's today, or the day of death (recordAge). */
function ageInput(record: PatientRecord, asOf: string): CalculatorInputUsed {
  const age = recordAge(record, asOf)!;
  return { key: 'age', value: age.years, unit: 'years', date: age.on, evidence: `birth date ${record.birthDate ?? ''}`.trim() };
}
/**
 * Patient.gender has no date of its own: like the age, it is dated the day the record was read, as the
 * calculator links carry it (record-prefill.ts `sex.at`), so the workspace and the calculator say the same.
 */
const sexInput = (sex: 'female' | 'male', asOf: string): CalculatorInputUsed => ({ key: 'sex', value: sex, date: asOf, evidence: 'Patient.gender' });

const measured = (key: CalculatorInputKey, v: MeasuredValue): CalculatorInputUsed => ({ key, value: v.value, unit: v.unit, date: v.date, evidence: `LOINC ${v.loinc ?? ''}`.trim() });

/** Current smoking from the latest smoking status with an answer the lists know, or null. */
export function smokingInput(observations: readonly RecordObservation[]): CalculatorInputUsed | null {
  const codes = MEASUREMENTS.smokingStatus.codes.map((c) => c.code);
  const answers = observations
    .filter((o) => o.status !== 'entered-in-error' && o.status !== 'cancelled' && o.loinc.some((c) => codes.includes(c)))
    .sort((a, b) => (dayOf(b.date) ?? '').localeCompare(dayOf(a.date) ?? ''));
  const latest = answers[0];
  if (!latest) return null;
  for (const coding of latest.valueCodings ?? []) {
    const smokes = listHas(CURRENT_SMOKER_ANSWERS, coding) ? true : listHas(NON_SMOKER_ANSWERS, coding) ? false : null;
    if (smokes !== null) return { key: 'smoking', value: smokes, date: dayOf(latest.date), evidence: `${coding.display ?? coding.code} (SNOMED CT ${coding.code})` };
  }
  return null;
}

/** The zod issue's field as the input it came from. */
const FIELD_INPUTS: Readonly<Record<string, CalculatorInputKey>> = {
  sex: 'sex', ageYears: 'age', totalCholesterol: 'totalCholesterol', hdlCholesterol: 'hdlCholesterol', systolicBpMmHg: 'systolicBp', bmiKgM2: 'bmi',
  egfrMlMin173m2: 'egfr', creatinineMgDl: 'creatinine', cholesterolUnit: 'totalCholesterol',
};

function prevent(input: PatientCalculatorInput, age: number, sex: 'female' | 'male' | null, active: readonly RecordCondition[]): PatientCalculation {
  const { record, available } = input;
  const context = buildPatientContext(record, input.asOf);
  const inputs: CalculatorInputUsed[] = [ageInput(record, input.asOf)];
  const missing: MissingInput[] = [];
  if (sex) inputs.push(sexInput(sex, input.asOf));
  else missing.push({ key: 'sex' });
  const obs = record.observations;
  const sbp = latestMeasured(obs, MEASUREMENTS.systolic.codes.map((c) => c.code), normalisers.systolic);
  const total = latestMeasured(obs, MEASUREMENTS.totalCholesterol.codes.map((c) => c.code), normalisers.cholesterol);
  const hdl = latestMeasured(obs, MEASUREMENTS.hdlCholesterol.codes.map((c) => c.code), normalisers.cholesterol);
  const bmi = latestMeasured(obs, MEASUREMENTS.bmi.codes.map((c) => c.code), normalisers.bmi);
  for (const [key, v] of [['systolicBp', sbp], ['totalCholesterol', total], ['hdlCholesterol', hdl], ['bmi', bmi]] as const) {
    if (v) inputs.push(measured(key, v));
    else missing.push({ key });
  }
  // Kidney function: the newer of eGFR and creatinine (PREVENT computes CKD-EPI 2021 from creatinine itself).
  const egfr = context.egfr;
  const creatinine = context.creatinineMgDl;
  const useEgfr = egfr && (!creatinine || (egfr.date ?? '') >= (creatinine.date ?? ''));
  if (useEgfr) inputs.push(measured('egfr', egfr));
  else if (creatinine) inputs.push(measured('creatinine', creatinine));
  else missing.push({ key: 'egfr' });
  if (available.conditions) inputs.push(diabetesInput(active));
  else missing.push({ key: 'diabetes' });
  const smoking = smokingInput(obs);
  if (smoking) inputs.push(smoking);
  else missing.push({ key: 'smoking' });
  if (available.medications) inputs.push(...medicationInputs(input.medications));
  else missing.push({ key: 'antihypertensive' }, { key: 'statin' });
  if (missing.length > 0) return { calculator: 'prevent', result: null, inputs, missing };

  // Both cholesterols in one unit: mg/dL unless both were recorded in mmol/L.
  const unit = total!.unit === 'mmol/L' && hdl!.unit === 'mmol/L' ? 'mmol/L' : 'mg/dL';
  const inUnit = (v: MeasuredValue) => (v.unit === unit ? v.value : v.value / PREVENT_CHOLESTEROL_MMOL_PER_MG_DL);
  const answer = (key: CalculatorInputKey) => inputs.find((i) => i.key === key)!.value === true;
  const parsed = PreventInputSchema.safeParse({
    sex, ageYears: age, cholesterolUnit: unit, totalCholesterol: inUnit(total!), hdlCholesterol: inUnit(hdl!), systolicBpMmHg: sbp!.value, bmiKgM2: bmi!.value,
    ...(useEgfr ? { egfrMlMin173m2: egfr.value } : { creatinineMgDl: creatinine!.value }),
    diabetes: answer('diabetes'), smoker: answer('smoking'), onAntihypertensive: answer('antihypertensive'), onStatin: answer('statin'),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => ({ key: FIELD_INPUTS[String(i.path[0])] ?? 'age', problem: englishText(i.message) }));
    return { calculator: 'prevent', result: null, inputs, missing: problems };
  }
  return { calculator: 'prevent', result: computePrevent(parsed.data), inputs, missing: [] };
}

function chads2vasc(record: PatientRecord, age: number | null, sex: 'female' | 'male' | null, active: readonly RecordCondition[], asOf: string, af: CalculatorInputUsed): PatientCalculation {
  const inputs: CalculatorInputUsed[] = [];
  const missing: MissingInput[] = [];
  if (age !== null) inputs.push(ageInput(record, asOf));
  else missing.push({ key: 'age' });
  if (sex) inputs.push(sexInput(sex, asOf));
  else missing.push({ key: 'sex' });
  const items = chads2vascHistory(record.conditions, active);
  inputs.push(...items);
  if (age === null || !sex) return { calculator: 'chads2vasc', result: null, inputs, missing, because: af };
  const has = (key: CalculatorInputKey) => items.find((i) => i.key === key)!.value === true;
  const parsed = Chads2VascInputSchema.parse({
    female: sex === 'female', ageBand: chads2VascAgeBand(age),
    congestiveHeartFailure: has('heartFailure'), hypertension: has('hypertension'), diabetes: has('diabetes'), strokeTiaThromboembolism: has('strokeTiaThromboembolism'), vascularDisease: has('vascularDisease'),
  });
  return { calculator: 'chads2vasc', result: computeChads2Vasc(parsed), inputs, missing, because: af };
}

/** The calculators that apply to this patient, each with its result or what it lacks. */
export function calculatorsForPatient(input: PatientCalculatorInput): PatientCalculators {
  const { record, available, asOf } = input;
  const context = buildPatientContext(record, asOf);
  const age = context.ageYears;
  const sex = context.sex;
  const conditions = record.conditions;
  const active = activeConditions(conditions);
  const calculations: PatientCalculation[] = [];
  const undecided: UndecidedCalculator[] = [];

  if (!available.conditions) {
    undecided.push({ calculator: 'chads2vasc', missing: 'conditions' });
  } else {
    const af = conditionIn(active, ATRIAL_FIBRILLATION);
    if (af) calculations.push(chads2vasc(record, age, sex, active, asOf, { key: 'atrialFibrillation', value: true, date: dayOf(af.condition.date), evidence: af.evidence }));
  }

  if (age === null) undecided.push({ calculator: 'prevent', missing: 'birth date' });
  else if (age >= PREVENT_AGES.min && age <= PREVENT_AGES.max) {
    if (!available.conditions) undecided.push({ calculator: 'prevent', missing: 'conditions' });
    // ASCVD at any status (a past stroke is still ASCVD); heart failure while active.
    else if (!conditionIn(conditions, ASCVD) && !conditionIn(active, HEART_FAILURE)) calculations.push(prevent(input, age, sex, active));
  }
  return { calculations, undecided };
}
