import { PREFILL_LOINCS } from '../../core/calculators/from-patient/record-prefill';
import { CALCULATOR_LOINCS } from '../../core/calculators/from-patient/codes';
import { CONTEXT_LOINCS } from '../../core/reference/patient-checks/build-context';
import { observationSearch, PREFETCH_TEMPLATES, type PrefetchKey } from '../cds/discovery';

/**
 * The searches the SMART workspace reads the EHR's record with: the CDS prefetch searches, and
 * observations by every code the checks read and every code a calculator is prefilled from (MELD's
 * bilirubin, INR, sodium, albumin; height; HbA1c), which a CDS prefetch does not ask for.
 */
export const SMART_RECORD_SEARCHES: Readonly<Record<PrefetchKey, string>> = {
  ...PREFETCH_TEMPLATES,
  observations: observationSearch([...CONTEXT_LOINCS, ...CALCULATOR_LOINCS, ...PREFILL_LOINCS]),
};
