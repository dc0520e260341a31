// The search string that opens a calculator prefilled (one format for every calculator, read back by
// web/src/features/calculators/prefill.utils.ts readPrefill): `?patient=12&weightKg=80.5&weightKg.at=2026-03-01`.
// Values are in the calculators' own units, each with the day it was measured. Values from an EHR's
// record name it (`source=City%20EHR`) and no patient. Yes/no answers travel as `diabetes=yes|no`
// with `.at` the day of the evidence or `undated`, and `none-recorded` for a no that is only the
// absence of a record, dated the day the record was read. Built here, in core, because three places
// open calculators: the clinic's chart and the SMART workspace (web) and the CDS Hooks cards (worker).
// Nothing here loads a record reader: the calculator pages import it.

/** The measured fields a calculator page takes from its URL. */
export const PREFILL_NUMBER_KEYS = [
  'ageYears', 'weightKg', 'heightCm', 'systolicBpMmHg', 'creatinineMgDl', 'totalCholesterolMgDl', 'hdlCholesterolMgDl',
  'bmiKgM2', 'egfrMlMin173m2', 'hba1cPercent', 'bilirubinMgDl', 'inr', 'sodiumMmolL', 'albuminGDl',
] as const;
export type PrefillNumberKey = (typeof PREFILL_NUMBER_KEYS)[number];

/** The yes/no fields (the input names of from-patient/patient-calculators.ts, read by record-answers.ts). */
export const PREFILL_ANSWER_KEYS = [
  'diabetes', 'smoking', 'antihypertensive', 'statin', 'heartFailure', 'hypertension', 'strokeTiaThromboembolism', 'vascularDisease',
] as const;
export type PrefillAnswerKey = (typeof PREFILL_ANSWER_KEYS)[number];

/** `.at` of an answer the record dates nothing for (a condition without onset, an active medication). */
export const UNDATED = 'undated';
/** The answer of a no that is only the absence of a record. */
export const NONE_RECORDED_ANSWER = 'none-recorded';

/** A value and the day (YYYY-MM-DD) it was measured. */
export interface PrefillValue<T = number> {
  value: T;
  at: string;
}

/** A yes/no: its day (null: undated), and whether the no is only that nothing was recorded. */
export interface PrefillAnswer {
  value: boolean;
  at: string | null;
  unrecorded?: boolean;
}

/** What a calculator page is opened with. */
export type PrefillQuery = {
  /** The clinic's chart the values came from: results may be saved back to it. */
  patientId?: number;
  /** The EHR the values came from, as the clinic registered it. */
  source?: string;
  sex?: PrefillValue<'female' | 'male'>;
} & { [K in PrefillNumberKey]?: PrefillValue } & { [K in PrefillAnswerKey]?: PrefillAnswer };

/** The search string ("?…", or '' for nothing) that opens a calculator with these values. */
export function prefillSearch(p: PrefillQuery): string {
  const params = new URLSearchParams();
  if (p.patientId !== undefined) params.set('patient', String(p.patientId));
  if (p.source) params.set('source', p.source);
  if (p.sex) {
    params.set('sex', p.sex.value);
    params.set('sex.at', p.sex.at);
  }
  for (const key of PREFILL_NUMBER_KEYS) {
    const v = p[key];
    if (!v) continue;
    // Three decimals keep a converted value (µmol/L → mg/dL, lb → kg) honest without float noise.
    params.set(key, String(Number(v.value.toFixed(3))));
    params.set(`${key}.at`, v.at);
  }
  for (const key of PREFILL_ANSWER_KEYS) {
    const a = p[key];
    // An absence is dated the day it was read; without that day it is not offered.
    if (!a || (a.unrecorded && (a.value || !a.at))) continue;
    params.set(key, a.unrecorded ? NONE_RECORDED_ANSWER : a.value ? 'yes' : 'no');
    params.set(`${key}.at`, a.at ?? UNDATED);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * A calculator's path and search with an EHR record's values and yes/no answers (from-patient/record-prefill.ts
 * recordCalculatorPrefills), labelled with the EHR's name and no patient: nothing from an EHR is saved to the
 * clinic's record. The SMART workspace's links and the CDS Hooks calculator cards' links are both this.
 */
export function ehrCalculatorPath(prefill: { slug: string; values: PrefillQuery; answers: PrefillQuery }, ehr: string): string {
  return `/calculators/${prefill.slug}${prefillSearch({ ...prefill.values, ...prefill.answers, source: ehr })}`;
}
