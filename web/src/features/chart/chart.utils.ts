import {
  TO_CM, TO_EGFR, TO_G_DL_ALBUMIN, TO_KG, TO_KG_M2, TO_MG_DL_BILIRUBIN, TO_MG_DL_CHOLESTEROL, TO_MG_DL_CREATININE, TO_MMHG, TO_MMOL_L, TO_PERCENT, TO_RATIO, type UnitConversions,
} from '../../../../core/calculators/prefill-units';
import {
  ALBUMIN_SERUM_LOINC,
  BILIRUBIN_TOTAL_MASS_LOINC,
  BILIRUBIN_TOTAL_MOLES_LOINC,
  CREATININE_BLOOD_MASS_LOINC,
  CREATININE_SERUM_MASS_LOINC,
  CREATININE_SERUM_MOLES_LOINC,
  EGFR_LOINCS,
  HBA1C_LOINC,
  HDL_CHOLESTEROL_LOINC,
  INR_BLOOD_LOINC,
  INR_PPP_LOINC,
  SODIUM_BLOOD_LOINC,
  SODIUM_SERUM_LOINC,
  TOTAL_CHOLESTEROL_LOINC,
} from '../../../../core/chart/lab-codes';
import { DIASTOLIC_LOINC, SYSTOLIC_LOINC, vitalSignOfLoinc, type VitalSign } from '../../../../core/chart/vital-signs';
import { toPreferredUnit } from '../../../../core/chart/vital-units';
import type { Allergy, Interpretation, Medication, Observation, ObservationComponent, PatientChart, Problem, ReferenceRange } from '../../../../core/schemas/chart';
import { conceptLabel, LOINC, type Coding } from '../../../../core/schemas/coding';
import { fhirDateTimeStartMs } from '../../../../core/schemas/fhir-dates';
import type { AllergyStatus } from '../../../../core/schemas/patients';
import type { UnitPreferences } from '../../../../core/schemas/user';
import { msg } from '../../../../core/i18n/msg';
import { dateTimeFormat, numberFormat } from '../../lib/intl-formats';

// Pure helpers of the chart page: which allergies to emphasise, how the lists split, labs grouped
// into trends, vitals in the user's units, and the latest values a calculator is prefilled with.

/** The LOINC code of an item, if it has one. */
export function loincOf(item: { codings: readonly Coding[] }): string | undefined {
  return item.codings.find((c) => c.system === LOINC)?.code;
}

/** An allergy the banner emphasises: severe reactions or high criticality (FHIR: risk of a life-threatening reaction). */
export function isHighRiskAllergy(a: Pick<Allergy, 'severity' | 'criticality'>): boolean {
  return a.severity === 'severe' || a.criticality === 'high';
}

/** What the allergy banner says: the active allergies (high-risk first), or which kind of "none" it is. */
export type AllergyBanner =
  | { kind: 'allergies'; allergies: Allergy[] }
  | { kind: 'no-known-allergies' }
  | { kind: 'none-active' }
  | { kind: 'not-recorded' };

export function allergyBanner(status: AllergyStatus, allergies: readonly Allergy[]): AllergyBanner {
  const active = allergies.filter((a) => a.clinicalStatus === 'active');
  if (active.length > 0) return { kind: 'allergies', allergies: [...active].sort((a, b) => Number(isHighRiskAllergy(b)) - Number(isHighRiskAllergy(a))) };
  if (status === 'no-known-allergies') return { kind: 'no-known-allergies' };
  // Allergies were recorded once but none is active now: not the same as never asked.
  if (status === 'has-allergies' || allergies.length > 0) return { kind: 'none-active' };
  return { kind: 'not-recorded' };
}

/** Active problems first, then resolved and inactive (the server already sorts; this keeps the split explicit). */
export function splitProblems(problems: readonly Problem[]): { active: Problem[]; inactive: Problem[] } {
  return { active: problems.filter((p) => p.clinicalStatus === 'active'), inactive: problems.filter((p) => p.clinicalStatus !== 'active') };
}

export function splitMedications(medications: readonly Medication[]): { active: Medication[]; stopped: Medication[] } {
  return { active: medications.filter((m) => m.status === 'active'), stopped: medications.filter((m) => m.status !== 'active') };
}

/** Epoch ms of a FHIR date or dateTime, or NaN when it cannot be read (then it sorts last). */
export function instantOf(value: string): number {
  try {
    return fhirDateTimeStartMs(value);
  } catch {
    return Number.NaN;
  }
}

/** One measured value of a trend. */
export interface TrendPoint {
  at: string;
  ms: number;
  value: number;
  interpretation: Interpretation | null;
}

/** The values of one analyte over time (one unit), oldest first. */
export interface AnalyteSeries {
  key: string;
  name: string;
  loinc: string | undefined;
  unit: string | null;
  points: TrendPoint[];
  /** The newest value's reference range (labs may change theirs over the years). */
  referenceRange: ReferenceRange | null;
}

/**
 * Numeric observations other than vital signs grouped by analyte (LOINC code, else the name) and
 * unit, oldest first within a series; the series with the newest value comes first. Values in
 * different units stay in different series: a trend never mixes mg/dL and µmol/L.
 */
export function labSeries(observations: readonly Observation[]): AnalyteSeries[] {
  const groups = new Map<string, AnalyteSeries & { newest: number }>();
  for (const o of observations) {
    if (o.category === 'vital-signs' || o.valueNumber === null || o.status === 'entered-in-error') continue;
    const loinc = loincOf(o);
    const name = conceptLabel(o);
    const key = `${loinc ?? `text:${name.toLowerCase()}`}|${o.unit ?? ''}`;
    const ms = instantOf(o.effectiveAt);
    let group = groups.get(key);
    if (!group) {
      group = { key, name, loinc, unit: o.unit, points: [], referenceRange: null, newest: Number.NEGATIVE_INFINITY };
      groups.set(key, group);
    }
    group.points.push({ at: o.effectiveAt, ms, value: o.valueNumber, interpretation: o.interpretation });
    if (ms > group.newest || group.referenceRange === null) {
      if (ms > group.newest) group.newest = ms;
      group.referenceRange = o.referenceRange ?? group.referenceRange;
    }
  }
  return [...groups.values()]
    .map(({ newest, ...series }) => ({ ...series, points: series.points.sort((a, b) => a.ms - b.ms), newest }))
    .sort((a, b) => b.newest - a.newest || a.name.localeCompare(b.name))
    .map(({ newest: _newest, ...series }) => series);
}

/** Observations with no number to plot (text or coded answers), newest first, vital signs excepted. */
export function otherObservations(observations: readonly Observation[]): Observation[] {
  return observations.filter((o) => o.category !== 'vital-signs' && o.valueNumber === null);
}

/** A number as a person reads it: at most `digits` decimals, no trailing zeros. */
export function formatValue(value: number, digits = 2): string {
  return numberFormat({ maximumFractionDigits: digits }).format(Number(value.toFixed(digits)));
}

const componentOf = (o: Observation, loinc: string): ObservationComponent | undefined => o.components.find((c) => loincOf(c) === loinc);

/** A latest vital sign as shown in the chart, in the user's units. */
export interface VitalReading {
  vital: VitalSign | undefined;
  /** The English name (marked with msg(), or the observation's own text): shown through t(). */
  name: string;
  text: string;
  at: string;
  interpretation: Interpretation | null;
}

/** The reading of a vital-sign observation in the user's units ("120/80 mmHg", "98.6 °F", "154.3 lb"). */
export function vitalReading(o: Observation, prefs: UnitPreferences): VitalReading {
  const code = loincOf(o);
  const vital = code ? vitalSignOfLoinc(code) : undefined;
  const name = vital && vital.key !== 'bloodPressure' ? vital.name : vital ? msg('Blood pressure') : conceptLabel(o);
  const systolic = componentOf(o, SYSTOLIC_LOINC);
  const diastolic = componentOf(o, DIASTOLIC_LOINC);
  if (systolic?.valueNumber != null && diastolic?.valueNumber != null) {
    const s = toPreferredUnit(systolic.valueNumber, systolic.unit ?? 'mm[Hg]', prefs);
    const d = toPreferredUnit(diastolic.valueNumber, diastolic.unit ?? 'mm[Hg]', prefs);
    const digits = s.ucum === 'kPa' ? 1 : 0;
    return { vital, name, text: `${formatValue(s.value, digits)}/${formatValue(d.value, digits)} ${s.unitLabel}`, at: o.effectiveAt, interpretation: o.interpretation ?? systolic.interpretation ?? diastolic.interpretation };
  }
  if (o.valueNumber !== null) {
    const shown = toPreferredUnit(o.valueNumber, o.unit ?? '', prefs);
    const text = `${formatValue(shown.value, 1)}${shown.unitLabel ? (shown.unitLabel.startsWith('°') || shown.unitLabel === '%' ? '' : ' ') + shown.unitLabel : ''}`;
    return { vital, name, text, at: o.effectiveAt, interpretation: o.interpretation };
  }
  return { vital, name, text: o.valueText ?? o.valueCodings.map((c) => c.display ?? c.code).join(', '), at: o.effectiveAt, interpretation: o.interpretation };
}

/** The calendar day of a FHIR date or dateTime as written (its first ten characters). */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/** A value from the chart with the day it was measured. */
export interface DatedValue<T = number> {
  value: T;
  /** YYYY-MM-DD. */
  at: string;
}

/** The latest chart values a calculator takes, in the calculators' units (kg, cm, mmHg, mg/dL). */
export interface ChartCalculatorValues {
  patientId: number;
  ageYears?: DatedValue;
  sex?: DatedValue<'female' | 'male'>;
  weightKg?: DatedValue;
  heightCm?: DatedValue;
  systolicBpMmHg?: DatedValue;
  creatinineMgDl?: DatedValue;
  totalCholesterolMgDl?: DatedValue;
  hdlCholesterolMgDl?: DatedValue;
  bmiKgM2?: DatedValue;
  egfrMlMin173m2?: DatedValue;
  hba1cPercent?: DatedValue;
  bilirubinMgDl?: DatedValue;
  inr?: DatedValue;
  sodiumMmolL?: DatedValue;
  albuminGDl?: DatedValue;
}

// Stored unit → calculator unit: core's one table (a value in a unit not listed is not offered).
type Candidate = { value: number; unit: string | null; at: string };

function newest(observations: readonly Observation[], pick: (o: Observation) => Candidate | undefined, convert: UnitConversions): DatedValue | undefined {
  // observations arrive newest first (PatientChart); the first convertible value wins.
  for (const o of observations) {
    if (o.status === 'entered-in-error') continue;
    const c = pick(o);
    // A missing unit is looked up as '': only a dimensionless ratio (INR) accepts it.
    const f = convert[c?.unit ?? ''];
    if (c && f) return { value: f(c.value), at: dayOf(c.at) };
  }
  return undefined;
}

const byCode = (codes: readonly string[]) => (o: Observation): Candidate | undefined => {
  const code = loincOf(o);
  return code && codes.includes(code) && o.valueNumber !== null ? { value: o.valueNumber, unit: o.unit, at: o.effectiveAt } : undefined;
};

const valueOf = (o: Observation): Candidate | undefined => (o.valueNumber !== null ? { value: o.valueNumber, unit: o.unit, at: o.effectiveAt } : undefined);

const systolicOf = (o: Observation): Candidate | undefined => {
  if (loincOf(o) === SYSTOLIC_LOINC && o.valueNumber !== null) return { value: o.valueNumber, unit: o.unit, at: o.effectiveAt };
  const c = componentOf(o, SYSTOLIC_LOINC);
  return c?.valueNumber != null ? { value: c.valueNumber, unit: c.unit, at: o.effectiveAt } : undefined;
};

/** The chart's latest values for the calculators, each with its date; `today` is the user's local day (YYYY-MM-DD) the age is reckoned on. */
export function chartCalculatorValues(chart: PatientChart, today: string): ChartCalculatorValues {
  // Each time parsed once, not in every comparison: a long chart has a thousand or more.
  const obs = chart.observations
    .map((o) => ({ o, ms: instantOf(o.effectiveAt) }))
    .sort((a, b) => b.ms - a.ms)
    .map(({ o }) => o);
  const vitals = (key: string) => obs.filter((o) => { const c = loincOf(o); return c !== undefined && vitalSignOfLoinc(c)?.key === key; });
  const out: ChartCalculatorValues = { patientId: chart.patient.id, ageYears: { value: chart.patient.age, at: today } };
  if (chart.patient.sex === 'female' || chart.patient.sex === 'male') out.sex = { value: chart.patient.sex, at: today };
  const weight = newest(vitals('bodyWeight'), valueOf, TO_KG);
  if (weight) out.weightKg = weight;
  const height = newest(vitals('bodyHeight'), valueOf, TO_CM);
  if (height) out.heightCm = height;
  const sbp = newest(obs, systolicOf, TO_MMHG);
  if (sbp) out.systolicBpMmHg = sbp;
  const creatinine = newest(obs, byCode([CREATININE_SERUM_MASS_LOINC, CREATININE_BLOOD_MASS_LOINC, CREATININE_SERUM_MOLES_LOINC]), TO_MG_DL_CREATININE);
  if (creatinine) out.creatinineMgDl = creatinine;
  const total = newest(obs, byCode([TOTAL_CHOLESTEROL_LOINC]), TO_MG_DL_CHOLESTEROL);
  if (total) out.totalCholesterolMgDl = total;
  const hdl = newest(obs, byCode([HDL_CHOLESTEROL_LOINC]), TO_MG_DL_CHOLESTEROL);
  if (hdl) out.hdlCholesterolMgDl = hdl;
  const more = {
    bmiKgM2: newest(vitals('bmi'), valueOf, TO_KG_M2),
    egfrMlMin173m2: newest(obs, byCode(EGFR_LOINCS), TO_EGFR),
    hba1cPercent: newest(obs, byCode([HBA1C_LOINC]), TO_PERCENT),
    bilirubinMgDl: newest(obs, byCode([BILIRUBIN_TOTAL_MASS_LOINC, BILIRUBIN_TOTAL_MOLES_LOINC]), TO_MG_DL_BILIRUBIN),
    inr: newest(obs, byCode([INR_PPP_LOINC, INR_BLOOD_LOINC]), TO_RATIO),
    sodiumMmolL: newest(obs, byCode([SODIUM_SERUM_LOINC, SODIUM_BLOOD_LOINC]), TO_MMOL_L),
    albuminGDl: newest(obs, byCode([ALBUMIN_SERUM_LOINC]), TO_G_DL_ALBUMIN),
  };
  for (const [key, value] of Object.entries(more)) if (value) out[key as keyof typeof more] = value;
  return out;
}

/**
 * A FHIR date or dateTime for display: a bare day is that calendar day wherever the reader is
 * (not shifted by their time zone), a year or month stays as written, a time is local.
 */
export function formatFhirDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  if (/^\d{4}(-\d{2})?$/.test(value)) return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : dateTimeFormat({ dateStyle: 'medium' }).format(ms);
}

/** Like formatFhirDate, with the local time when the value has one (vitals taken today differ by the hour). */
export function formatFhirDateTime(value: string): string {
  if (!value.includes('T')) return formatFhirDate(value);
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}
