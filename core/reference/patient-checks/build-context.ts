// The one builder of the patient-specific checks' PatientContext (DESIGN.md §9), from a neutral
// record: the chart maps its D1 rows to it (worker), the CDS Hooks service its FHIR R4 resources
// (from-fhir.ts). Latest value per analyte by date; pregnancy and breastfeeding through the codes of
// pregnancy-lactation-data.ts; values entered in error or cancelled, and
// conditions no longer active, are not read. Nothing here knows D1 or the Worker.
import { ageInYears, parseCalendarDay } from '../../chart/age';
import { CREATININE_BLOOD_MASS_LOINC, CREATININE_SERUM_MASS_LOINC, CREATININE_SERUM_MOLES_LOINC, EGFR_LOINCS } from '../../chart/lab-codes';
import { ICD_10_CM, LOINC, SNOMED_CT, type Coding } from '../../schemas/coding';
import { fhirDateTimeStartMs, isFhirDateTime } from '../../schemas/fhir-dates';
import { LACTATION_CODES, PREGNANCY_CODES, type StatusCode } from './pregnancy-lactation-data';
import type { MeasuredValue, PatientContext, RecordedStatus } from './types';

/** One observation as the builder reads it. */
export interface RecordObservation {
  /** Its LOINC codes (any of them may name the analyte). */
  loinc: readonly string[];
  value: number | null;
  /** The coded answer (pregnancy status "Pregnant"), when the value is coded. */
  valueCodings?: readonly Coding[];
  /** UCUM unit as recorded. */
  unit: string | null;
  /** FHIR date or dateTime it was measured (effective), null when the record has none. */
  date: string | null;
  referenceHigh?: number | null;
  /** FHIR observation status; 'entered-in-error' and 'cancelled' are not read. */
  status?: string | null;
}

/** One condition (problem) as the builder reads it. */
export interface RecordCondition {
  codings: readonly Coding[];
  text?: string | null;
  /** FHIR clinical status: only active ones (active, recurrence, relapse) are read. */
  clinicalStatus: string | null;
  /** Onset date, else the date it was recorded. */
  date: string | null;
}

/** What the builder reads about one patient. */
export interface PatientRecord {
  /** YYYY-MM-DD, null when unknown. */
  birthDate: string | null;
  /** FHIR administrative gender (or the chart's sex): 'female' and 'male' are read, anything else is unknown. */
  gender: string | null;
  observations: readonly RecordObservation[];
  conditions: readonly RecordCondition[];
  /**
   * Recorded as deceased (FHIR Patient.deceased[x]): `on` the day of death (YYYY-MM-DD), null when
   * only a yes says so. Absent or null: not recorded as deceased.
   */
  deceased?: { on: string | null } | null;
}

// ── The codes the checks read (LOINC, https://loinc.org; SNOMED CT) ──

/** Body weight (LOINC 29463-7, kg). */
export const WEIGHT_LOINC = '29463-7';
/** QTc: Q-T interval corrected (LOINC 8636-3, ms). */
export const QTC_LOINCS: readonly string[] = ['8636-3'];
/** Potassium [Moles/volume] in Serum or Plasma (2823-3), in Blood (6298-4; Synthea's code), mmol/L. */
export const POTASSIUM_LOINCS: readonly string[] = ['2823-3', '6298-4'];
/** Creatinine in mg/dL (2160-0 serum/plasma, 38483-4 blood) and µmol/L (14682-9). */
export const CREATININE_LOINCS: readonly string[] = [CREATININE_SERUM_MASS_LOINC, CREATININE_BLOOD_MASS_LOINC, CREATININE_SERUM_MOLES_LOINC];
/** The LOINC questions whose coded answer gives a status (pregnancy status 82810-3, 11449-6; breastfeeding status 63895-7). */
const questionsOf = (codes: readonly StatusCode[]) => codes.filter((c) => c.role === 'question' && c.system === LOINC).map((c) => c.code);

/** Every LOINC code the builder reads: what the chart's query and a CDS prefetch ask for. */
export const CONTEXT_LOINCS: readonly string[] = [...EGFR_LOINCS, ...CREATININE_LOINCS, WEIGHT_LOINC, ...QTC_LOINCS, ...POTASSIUM_LOINCS, ...questionsOf(PREGNANCY_CODES), ...questionsOf(LACTATION_CODES)];

/** µmol/L per mg/dL of creatinine (molar mass 113.12 g/mol; the factor CKD-EPI's papers use). */
export const CREATININE_UMOL_PER_MG_DL = 88.42;

const IGNORED_OBSERVATION_STATUSES = new Set(['entered-in-error', 'cancelled']);
/** FHIR condition clinical statuses that mean the condition holds now. */
export const ACTIVE_CONDITION_STATUSES: ReadonlySet<string> = new Set(['active', 'recurrence', 'relapse']);

/** The sort key of a record date (unknown dates sort oldest). */
const when = (date: string | null): number => (date && isFhirDateTime(date) ? fhirDateTimeStartMs(date) : Number.NEGATIVE_INFINITY);
const dayOf = (date: string | null): string | null => (date && isFhirDateTime(date) ? date.slice(0, 10) : null);

/** A value in the unit the checks read, or null when its unit is not one the analyte is read in. */
export type Normaliser = (value: number, unit: string) => { value: number; unit: string } | null;

const normalisers = {
  egfr: (value, unit) => (/^ml\/min/i.test(unit) ? { value, unit } : null),
  creatinine: (value, unit) => {
    if (/^mg\/dl$/i.test(unit)) return { value, unit: 'mg/dL' };
    if (/^(µ|u|μ)mol\/l$/i.test(unit)) return { value: Math.round((value / CREATININE_UMOL_PER_MG_DL) * 100) / 100, unit: 'mg/dL' };
    return null;
  },
  weight: (value, unit) => (unit === 'kg' ? { value, unit } : unit === '[lb_av]' ? { value: Math.round(value * 0.45359237 * 10) / 10, unit: 'kg' } : null),
  qtc: (value, unit) => (unit === 'ms' ? { value, unit } : unit === 's' ? { value: value * 1000, unit: 'ms' } : null),
  potassium: (value, unit) => (/^(mmol|meq)\/l$/i.test(unit) ? { value, unit: 'mmol/L' } : null),
} satisfies Record<string, Normaliser>;

const readable = (o: RecordObservation) => !IGNORED_OBSERVATION_STATUSES.has(o.status ?? '');
const newestFirst = <T extends { date: string | null }>(items: readonly T[]) => [...items].sort((a, b) => when(b.date) - when(a.date));

/** The latest numeric value of any of `codes`, in the unit the checks read. */
export function latestMeasured(observations: readonly RecordObservation[], codes: readonly string[], normalise: Normaliser): MeasuredValue | null {
  for (const o of newestFirst(observations.filter((x) => readable(x) && x.value !== null && x.loinc.some((c) => codes.includes(c))))) {
    const read = normalise(o.value!, o.unit ?? '');
    if (!read) continue;
    const loinc = o.loinc.find((c) => codes.includes(c))!;
    // A range is kept only for a value read as recorded (a converted value's range is in the other unit).
    const high = o.referenceHigh ?? null;
    return { value: read.value, unit: read.unit, date: dayOf(o.date), loinc, ...(high !== null && read.value === o.value ? { referenceHigh: high } : {}) };
  }
  return null;
}

const SYSTEM_NAMES: Readonly<Record<string, string>> = { [SNOMED_CT]: 'SNOMED', [LOINC]: 'LOINC', [ICD_10_CM]: 'ICD-10-CM' };
const codingsLabel = (codings: readonly Coding[], text?: string | null) => {
  const c = codings.find((x) => x.system === SNOMED_CT) ?? codings[0];
  return c ? `${text ?? c.display ?? c.code} (${SYSTEM_NAMES[c.system] ?? c.system} ${c.code})` : (text ?? '');
};

const statusOf = (codes: readonly StatusCode[], role: StatusCode['role'], coding: Coding) => {
  const known = codes.find((c) => c.role === role && c.system === coding.system && c.code === coding.code);
  return known?.status === 'yes' || known?.status === 'no' ? known.status : null;
};

/**
 * The latest recorded status: a coded answer to one of the codes' questions, or an active condition
 * coded with one of their findings (pregnancy-lactation-data.ts); "unknown" answers are not read.
 */
function status(observations: readonly RecordObservation[], conditions: readonly RecordCondition[], codes: readonly StatusCode[]): RecordedStatus | null {
  const questions = questionsOf(codes);
  const candidates: (RecordedStatus & { at: number })[] = [];
  for (const o of observations) {
    if (!readable(o) || !o.loinc.some((c) => questions.includes(c))) continue;
    for (const coding of o.valueCodings ?? []) {
      const said = statusOf(codes, 'answer', coding);
      if (said) candidates.push({ status: said, date: dayOf(o.date), evidence: `Observation: ${codingsLabel([coding])}`, at: when(o.date) });
    }
  }
  for (const c of conditions) {
    for (const coding of c.codings) {
      const said = statusOf(codes, 'finding', coding);
      if (said) candidates.push({ status: said, date: dayOf(c.date), evidence: `Condition: ${codingsLabel([coding], c.text)}`, at: when(c.date) });
    }
  }
  const newest = candidates.sort((a, b) => b.at - a.at)[0];
  if (!newest) return null;
  const { at: _at, ...recorded } = newest;
  return recorded;
}

/**
 * The record's age as of `asOf` and the day it is counted to: for a patient recorded as deceased,
 * the age at death (an age never grows past it); none when the record says the patient died but not
 * when (deceasedBoolean), so no check or calculator uses an age for them. Null without a birth date.
 */
export function recordAge(record: Pick<PatientRecord, 'birthDate' | 'deceased'>, asOf: string): { years: number; on: string } | null {
  if (!record.birthDate || !isFhirDateTime(record.birthDate)) return null;
  if (record.deceased && record.deceased.on === null) return null;
  const died = record.deceased?.on;
  const on = died && died < asOf ? died : asOf;
  return { years: ageInYears(record.birthDate.slice(0, 10), parseCalendarDay(on)), on };
}

/** The PatientContext the checks read, as of `asOf` (YYYY-MM-DD, the clinic's today). */
export function buildPatientContext(record: PatientRecord, asOf: string): PatientContext {
  const observations = record.observations;
  const conditions = record.conditions.filter((c) => ACTIVE_CONDITION_STATUSES.has(c.clinicalStatus ?? ''));
  const gender = record.gender?.toLowerCase();
  const age = recordAge(record, asOf);
  return {
    asOf,
    ageYears: age?.years ?? null,
    ...(age && age.on !== asOf ? { ageOn: age.on } : {}),
    sex: gender === 'female' || gender === 'male' ? gender : null,
    weightKg: latestMeasured(observations, [WEIGHT_LOINC], normalisers.weight),
    egfr: latestMeasured(observations, EGFR_LOINCS, normalisers.egfr),
    creatinineMgDl: latestMeasured(observations, CREATININE_LOINCS, normalisers.creatinine),
    qtcMs: latestMeasured(observations, QTC_LOINCS, normalisers.qtc),
    potassium: latestMeasured(observations, POTASSIUM_LOINCS, normalisers.potassium),
    pregnancy: status(observations, conditions, PREGNANCY_CODES),
    lactation: status(observations, conditions, LACTATION_CODES),
    conditions: conditions.map((c) => ({ codings: c.codings, text: c.text ?? null })),
  };
}
