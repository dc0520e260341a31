// The calculators' fields filled from a patient's record (issue 37: the SMART workspace fills them
// from the EHR's FHIR record): the latest dated value of each input by LOINC code, converted to the
// calculator's unit with core's one unit table, with the day it was measured and the code that gave
// it. Per calculator, which of its inputs the record gave and which it lacks. Nothing here computes
// a result or guesses a value: an undated value, or one in a unit the table does not know, is not
// offered, and the calculator names the input as missing.
import { ageInYears, parseCalendarDay } from '../../chart/age';
import {
  ALBUMIN_SERUM_LOINC, BILIRUBIN_TOTAL_MASS_LOINC, BILIRUBIN_TOTAL_MOLES_LOINC, CREATININE_BLOOD_MASS_LOINC, CREATININE_SERUM_MASS_LOINC, CREATININE_SERUM_MOLES_LOINC,
  EGFR_LOINCS, HBA1C_LOINC, HDL_CHOLESTEROL_LOINC, INR_BLOOD_LOINC, INR_PPP_LOINC, SODIUM_BLOOD_LOINC, SODIUM_SERUM_LOINC, TOTAL_CHOLESTEROL_LOINC,
} from '../../chart/lab-codes';
import { SYSTOLIC_LOINC, VITAL_SIGNS } from '../../chart/vital-signs';
import { latestMeasured, type PatientRecord } from '../../reference/patient-checks/build-context';
import { isFhirDateTime } from '../../schemas/fhir-dates';
import type { CalculatorSlug } from '../catalogue';
import type { RecordPrefillAnswers } from './record-answers';
import type { PrefillAnswerKey } from '../prefill-search';
import {
  TO_CM, TO_EGFR, TO_G_DL_ALBUMIN, TO_KG, TO_KG_M2, TO_MG_DL_BILIRUBIN, TO_MG_DL_CHOLESTEROL, TO_MG_DL_CREATININE, TO_MMHG, TO_MMOL_L, TO_PERCENT, TO_RATIO, type UnitConversions,
} from '../prefill-units';

/** The measured inputs a calculator field can be prefilled with, in the calculators' units. */
export const MEASURED_PREFILL_KEYS = [
  'weightKg', 'heightCm', 'systolicBpMmHg', 'creatinineMgDl', 'totalCholesterolMgDl', 'hdlCholesterolMgDl',
  'bmiKgM2', 'egfrMlMin173m2', 'hba1cPercent', 'bilirubinMgDl', 'inr', 'sodiumMmolL', 'albuminGDl',
] as const;
export type MeasuredPrefillKey = (typeof MEASURED_PREFILL_KEYS)[number];
export type PrefillKey = 'ageYears' | 'sex' | MeasuredPrefillKey;

/** One value from the record: in the calculator's unit, the day (YYYY-MM-DD) it was measured, and what gave it. */
export interface RecordValue<T = number> {
  value: T;
  at: string;
  /** "LOINC 2160-0", "Patient.birthDate 1961-05-14", "Patient.gender". */
  evidence: string;
}

export type RecordPrefillValues = { ageYears?: RecordValue; sex?: RecordValue<'female' | 'male'> } & { [K in MeasuredPrefillKey]?: RecordValue };

const vitalCodes = (key: string): string[] => VITAL_SIGNS.filter((v) => v.key === key).flatMap((v) => [v.loinc, ...v.alsoLoinc]);

/** Each measured input: the LOINC codes that give it (lab-codes.ts, vital-signs.ts) and its unit conversions. */
export const MEASURED_INPUTS: Readonly<Record<MeasuredPrefillKey, { codes: readonly string[]; unit: string; convert: UnitConversions }>> = {
  weightKg: { codes: vitalCodes('bodyWeight'), unit: 'kg', convert: TO_KG },
  heightCm: { codes: vitalCodes('bodyHeight'), unit: 'cm', convert: TO_CM },
  // The blood pressure panel's systolic component is read as an observation of its own (from-fhir.ts).
  systolicBpMmHg: { codes: [SYSTOLIC_LOINC], unit: 'mm[Hg]', convert: TO_MMHG },
  creatinineMgDl: { codes: [CREATININE_SERUM_MASS_LOINC, CREATININE_BLOOD_MASS_LOINC, CREATININE_SERUM_MOLES_LOINC], unit: 'mg/dL', convert: TO_MG_DL_CREATININE },
  totalCholesterolMgDl: { codes: [TOTAL_CHOLESTEROL_LOINC], unit: 'mg/dL', convert: TO_MG_DL_CHOLESTEROL },
  hdlCholesterolMgDl: { codes: [HDL_CHOLESTEROL_LOINC], unit: 'mg/dL', convert: TO_MG_DL_CHOLESTEROL },
  bmiKgM2: { codes: vitalCodes('bmi'), unit: 'kg/m2', convert: TO_KG_M2 },
  egfrMlMin173m2: { codes: EGFR_LOINCS, unit: 'mL/min/{1.73_m2}', convert: TO_EGFR },
  hba1cPercent: { codes: [HBA1C_LOINC], unit: '%', convert: TO_PERCENT },
  bilirubinMgDl: { codes: [BILIRUBIN_TOTAL_MASS_LOINC, BILIRUBIN_TOTAL_MOLES_LOINC], unit: 'mg/dL', convert: TO_MG_DL_BILIRUBIN },
  inr: { codes: [INR_PPP_LOINC, INR_BLOOD_LOINC], unit: '{INR}', convert: TO_RATIO },
  sodiumMmolL: { codes: [SODIUM_SERUM_LOINC, SODIUM_BLOOD_LOINC], unit: 'mmol/L', convert: TO_MMOL_L },
  albuminGDl: { codes: [ALBUMIN_SERUM_LOINC], unit: 'g/dL', convert: TO_G_DL_ALBUMIN },
};

/** Every LOINC code a prefill reads: what an observation search for the calculators must ask for. */
export const PREFILL_LOINCS: readonly string[] = [...new Set(Object.values(MEASURED_INPUTS).flatMap((m) => m.codes))];

/**
 * The calculators a record prefills and the inputs each takes from it (the chart's links take the
 * measured ones: web/src/app/chart-route.tsx). `needs` are required, an inner list meaning "one of"
 * (PREVENT takes eGFR or creatinine); `optional` fill a field when present and are never named
 * missing; `answers` are its yes/no fields (record-answers.ts), named missing when the record cannot tell.
 * ASCVD's "treated for high blood pressure" is read as PREVENT's antihypertensive use.
 */
export const RECORD_CALCULATORS: readonly { slug: CalculatorSlug; needs: readonly (PrefillKey | readonly PrefillKey[])[]; optional: readonly PrefillKey[]; answers: readonly PrefillAnswerKey[] }[] = [
  {
    slug: 'prevent', needs: ['ageYears', 'sex', 'totalCholesterolMgDl', 'hdlCholesterolMgDl', 'systolicBpMmHg', 'bmiKgM2', ['egfrMlMin173m2', 'creatinineMgDl']], optional: ['hba1cPercent'],
    answers: ['diabetes', 'smoking', 'antihypertensive', 'statin'],
  },
  { slug: 'ascvd', needs: ['ageYears', 'sex', 'systolicBpMmHg', 'totalCholesterolMgDl', 'hdlCholesterolMgDl'], optional: [], answers: ['antihypertensive', 'smoking', 'diabetes'] },
  { slug: 'chads2vasc', needs: ['ageYears', 'sex'], optional: [], answers: ['heartFailure', 'hypertension', 'diabetes', 'strokeTiaThromboembolism', 'vascularDisease'] },
  { slug: 'meld', needs: ['ageYears', 'sex', 'creatinineMgDl', 'bilirubinMgDl', 'inr', 'sodiumMmolL'], optional: ['albuminGDl'], answers: [] },
  { slug: 'creatinine', needs: ['ageYears', 'sex', 'weightKg', 'creatinineMgDl'], optional: [], answers: [] },
  // QT and the heart rate are the ECG's own: only the sex comes from a record.
  { slug: 'qtc', needs: ['sex'], optional: [], answers: [] },
  { slug: 'bmi', needs: ['weightKg', 'heightCm'], optional: ['ageYears'], answers: [] },
];

/** One calculator prefilled from the record: the values and yes/no answers it takes, and its inputs the record lacks. */
export interface RecordCalculatorPrefill {
  slug: CalculatorSlug;
  values: RecordPrefillValues;
  answers: RecordPrefillAnswers;
  /** Each entry one missing input, or alternatives of which none was recorded (["egfrMlMin173m2", "creatinineMgDl"]). */
  missing: (PrefillKey | PrefillAnswerKey)[][];
}

/**
 * The latest dated value of every input the record holds, as of `asOf` (YYYY-MM-DD, the day it was
 * read). A patient recorded as deceased gets no age: an age "as of today" would be wrong.
 */
export function recordPrefillValues(record: PatientRecord, asOf: string, deceased = false): RecordPrefillValues {
  const out: RecordPrefillValues = {};
  const birth = record.birthDate && isFhirDateTime(record.birthDate) && record.birthDate.length >= 10 ? record.birthDate.slice(0, 10) : null;
  if (birth && !deceased) out.ageYears = { value: ageInYears(birth, parseCalendarDay(asOf)), at: asOf, evidence: `Patient.birthDate ${birth}` };
  const gender = record.gender?.toLowerCase();
  if (gender === 'female' || gender === 'male') out.sex = { value: gender, at: asOf, evidence: 'Patient.gender' };
  // Only dated values: the field says the day it was measured.
  const dated = record.observations.filter((o) => o.date !== null && isFhirDateTime(o.date) && o.date.length >= 10);
  for (const key of MEASURED_PREFILL_KEYS) {
    const { codes, unit, convert } = MEASURED_INPUTS[key];
    const found = latestMeasured(dated, codes, (value, recorded) => {
      const f = convert[recorded];
      return f ? { value: f(value), unit } : null;
    });
    if (found?.date && found.value > 0) out[key] = { value: found.value, at: found.date, evidence: `LOINC ${found.loinc}` };
  }
  return out;
}

/** Each calculator of RECORD_CALCULATORS with the values and answers it takes from these and what it lacks. */
export function recordCalculatorPrefills(values: RecordPrefillValues, answers: RecordPrefillAnswers): RecordCalculatorPrefill[] {
  return RECORD_CALCULATORS.map(({ slug, needs, optional, answers: asks }) => {
    const picked: Record<string, RecordValue<unknown>> = {};
    const missing: RecordCalculatorPrefill['missing'] = [];
    for (const need of needs) {
      const keys = typeof need === 'string' ? [need] : need;
      const present = keys.filter((k) => values[k] !== undefined);
      for (const k of present) picked[k] = values[k]!;
      if (present.length === 0) missing.push([...keys]);
    }
    for (const k of optional) if (values[k] !== undefined) picked[k] = values[k]!;
    const answered: RecordPrefillAnswers = {};
    for (const k of asks) {
      if (answers[k]) answered[k] = answers[k];
      else missing.push([k]);
    }
    return { slug, values: picked as RecordPrefillValues, answers: answered, missing };
  });
}
