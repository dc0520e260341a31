// Calculators opened from a patient's chart arrive prefilled through the URL's search params
// (one mechanism for every calculator, written by core/calculators/prefill-search.ts): `?patient=12&weightKg=80.5&weightKg.at=2026-03-01`.
// Values are in the calculators' own units (kg, cm, mmHg, mg/dL); each carries the day it was
// measured, shown beside the field as "from chart, <date>". Values from an EHR's record (the SMART
// workspace) name it instead: `?source=City%20EHR&…`, shown as "from City EHR, <date>", with no
// patient (nothing is saved to the clinic's record). Yes/no inputs read from a record's conditions,
// smoking status and medications travel as `?diabetes=yes&diabetes.at=2019-03-02`: `.at` is the day of
// the evidence or `undated` (a condition without onset, an active medication), and `none-recorded`
// is a no that is only the absence of a record, dated the day the record was read. Bad params are
// ignored, never guessed.
import { NONE_RECORDED_ANSWER as NONE_RECORDED, PREFILL_ANSWER_KEYS as ANSWERS, PREFILL_NUMBER_KEYS as NUMERIC, UNDATED, type PrefillAnswer, type PrefillAnswerKey, type PrefillNumberKey as NumericKey, type PrefillValue } from '../../../../core/calculators/prefill-search';
import { t } from '../../i18n';
import { formatDate, formatFieldNumber } from '../../lib/format';

/** A value taken from the chart and the day (YYYY-MM-DD) it was measured. */
export interface Prefilled<T = number> extends PrefillValue<T> {
  /** The EHR the value came from; none for the clinic's own chart. */
  source?: string;
}

/** A yes/no from a record (for an unrecorded no, `at` is the day the record was read), and the EHR it came from. */
export interface PrefilledAnswer extends PrefillAnswer {
  source?: string;
}

export type AnswerKey = PrefillAnswerKey;
/** Read from the active medication list: an absence is "none on the active list". */
const FROM_MEDICATIONS: ReadonlySet<AnswerKey> = new Set(['antihypertensive', 'statin']);

export interface CalculatorPrefill extends Partial<Record<AnswerKey, PrefilledAnswer>> {
  /** The chart the values came from: results may be saved back to it. */
  patientId?: number;
  /** The EHR the values came from (its name as the clinic registered it). */
  source?: string;
  ageYears?: Prefilled;
  sex?: Prefilled<'female' | 'male'>;
  weightKg?: Prefilled;
  heightCm?: Prefilled;
  systolicBpMmHg?: Prefilled;
  creatinineMgDl?: Prefilled;
  totalCholesterolMgDl?: Prefilled;
  hdlCholesterolMgDl?: Prefilled;
  bmiKgM2?: Prefilled;
  egfrMlMin173m2?: Prefilled;
  hba1cPercent?: Prefilled;
  bilirubinMgDl?: Prefilled;
  inr?: Prefilled;
  sodiumMmolL?: Prefilled;
  albuminGDl?: Prefilled;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An EHR connection's name is at most this long (core/schemas/cds-clients.ts allows 100). */
const SOURCE_MAX = 100;

/** The search string ("?…") that opens a calculator with these values (built in core: the CDS cards' links are the same). */
export { prefillSearch } from '../../../../core/calculators/prefill-search';

/** A prefilled number as its field's text, in the language's decimal mark (INR '1,2' in German); '' for none. */
export function prefillText(entry: Prefilled | undefined): string {
  return entry ? formatFieldNumber(entry.value, 3) : '';
}

/** The prefilled values in a calculator page's search params (anything malformed is left out). */
export function readPrefill(params: URLSearchParams): CalculatorPrefill {
  const out: CalculatorPrefill = {};
  const patient = Number(params.get('patient'));
  if (Number.isInteger(patient) && patient > 0) out.patientId = patient;
  const source = params.get('source')?.trim();
  if (source && source.length <= SOURCE_MAX) out.source = source;
  const from = out.source ? { source: out.source } : {};
  const dayOf = (key: string) => {
    const at = params.get(`${key}.at`);
    return at && DAY.test(at) ? at : undefined;
  };
  const sex = params.get('sex');
  const sexAt = dayOf('sex');
  if ((sex === 'female' || sex === 'male') && sexAt) out.sex = { value: sex, at: sexAt, ...from };
  for (const key of NUMERIC) {
    const text = params.get(key);
    const at = dayOf(key);
    const value = text === null || text.trim() === '' ? Number.NaN : Number(text);
    if (at && Number.isFinite(value) && value > 0) (out as Record<NumericKey, Prefilled>)[key] = { value, at, ...from };
  }
  for (const key of ANSWERS) {
    const answer = params.get(key);
    const at = params.get(`${key}.at`);
    if (answer === NONE_RECORDED && at && DAY.test(at)) out[key] = { value: false, at, unrecorded: true, ...from };
    else if ((answer === 'yes' || answer === 'no') && at && (DAY.test(at) || at === UNDATED)) out[key] = { value: answer === 'yes', at: at === UNDATED ? null : at, ...from };
  }
  return out;
}

/** "from chart, Mar 1, 2026" for a prefilled value ("aus der Akte, 01.03.2026"); "from City EHR, Mar 1, 2026" for an EHR's. */
export function fromChartLabel(p: Prefilled<unknown>): string {
  // Noon local time without an offset: the recorded calendar day in every time zone.
  const date = formatDate(`${p.at}T12:00:00`);
  return p.source ? t('from {ehr}, {date}', { ehr: p.source, date }) : t('from chart, {date}', { date });
}

/** The helper under a prefilled field while it still holds the chart's value; `otherwise` after the doctor changes it. */
export function chartHelper(p: Prefilled<unknown> | undefined, unchanged: boolean, otherwise?: string): string | undefined {
  return p && unchanged ? fromChartLabel(p) : otherwise;
}

/**
 * The note under a prefilled yes/no: "from City EHR, Mar 2, 2019" as a measured value's, "from City
 * EHR, undated", or for an absence "none recorded in City EHR as of Dec 3, 2026" (never a recorded no).
 */
export function answerLabel(key: AnswerKey, p: PrefilledAnswer): string {
  if (p.unrecorded && p.at) {
    const date = formatDate(`${p.at}T12:00:00`);
    if (FROM_MEDICATIONS.has(key)) return p.source ? t('none on the active list in {ehr} as of {date}', { ehr: p.source, date }) : t('none on the chart’s active list as of {date}', { date });
    return p.source ? t('none recorded in {ehr} as of {date}', { ehr: p.source, date }) : t('none recorded in the chart as of {date}', { date });
  }
  if (p.at) return fromChartLabel({ value: p.value, at: p.at, source: p.source });
  return p.source ? t('from {ehr}, undated', { ehr: p.source }) : t('from chart, undated');
}

/** The helper under a prefilled yes/no while it still holds the record's answer. */
export function answerHelper(key: AnswerKey, p: PrefilledAnswer | undefined, unchanged: boolean): string | undefined {
  return p && unchanged ? answerLabel(key, p) : undefined;
}
