// The calculators' yes/no fields filled from a patient's record (issue 37: PREVENT, ASCVD and
// CHA2DS2-VASc opened from the SMART workspace), read exactly as the workspace's own results read them
// (patient-calculators.ts): diabetes and CHA2DS2-VASc's history from the conditions, current smoking
// from the latest smoking status, antihypertensive and statin use from the active medications. A no
// that is only the absence of a record is marked `unrecorded`, never passed off as a recorded no; an
// input the record cannot tell (no conditions from the EHR, no smoking status) is left out, so the
// calculator keeps its own default and names it missing.
import {
  activeConditions, chads2vascHistory, medicationInputs, NONE_ON_ACTIVE_LIST, NONE_RECORDED, smokingInput,
  type CalculatorInputKey, type CalculatorInputUsed, type PatientCalculatorInput,
} from './patient-calculators';
import { PREFILL_ANSWER_KEYS, type PrefillAnswerKey } from '../prefill-search';

// The URL's yes/no names (prefill-search.ts) are patient-calculators.ts's input keys.
PREFILL_ANSWER_KEYS satisfies readonly CalculatorInputKey[];

/** A yes/no from the record. */
export interface RecordAnswer {
  value: boolean;
  /**
   * YYYY-MM-DD: the condition's onset or the smoking status's day; for an `unrecorded` no, the day the
   * record was read. Null when the record dates nothing (a condition without onset, an active medication).
   */
  at: string | null;
  /** The record entry: "Hypertension (SNOMED CT 38341003)", "Never smoker (SNOMED CT 266919005)", "Lisinopril", "none recorded". */
  evidence: string;
  /** True when the no is only that nothing was recorded ("none recorded", "none on the active list"). */
  unrecorded?: true;
}

export type RecordPrefillAnswers = { [K in PrefillAnswerKey]?: RecordAnswer };

function answerOf(input: CalculatorInputUsed, asOf: string): RecordAnswer {
  if (input.value === false && (input.evidence === NONE_RECORDED || input.evidence === NONE_ON_ACTIVE_LIST)) return { value: false, at: asOf, evidence: input.evidence, unrecorded: true };
  return { value: input.value === true, at: input.date, evidence: input.evidence };
}

/** Every yes/no the record tells, as of `asOf` (YYYY-MM-DD, the day it was read). */
export function recordPrefillAnswers({ record, available, medications, asOf }: PatientCalculatorInput): RecordPrefillAnswers {
  const inputs: CalculatorInputUsed[] = [];
  // CHA2DS2-VASc's history includes diabetes (while active), as PREVENT reads it.
  if (available.conditions) inputs.push(...chads2vascHistory(record.conditions, activeConditions(record.conditions)));
  const smoking = smokingInput(record.observations);
  if (smoking) inputs.push(smoking);
  if (available.medications) inputs.push(...medicationInputs(medications));
  const out: RecordPrefillAnswers = {};
  for (const input of inputs) if ((PREFILL_ANSWER_KEYS as readonly string[]).includes(input.key)) out[input.key as PrefillAnswerKey] = answerOf(input, asOf);
  return out;
}
