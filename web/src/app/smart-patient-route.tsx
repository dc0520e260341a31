import type { RecordCalculatorPrefill } from '../../../core/calculators/from-patient/record-prefill';
import { prefillSearch } from '../features/calculators/prefill.utils';
import SmartPatientPage from '../features/smart-launch/routes/smart-patient-page';

// The SMART workspace (/smart/patient) composed here, where features may meet: its calculator links
// carry the EHR record's values through the calculators' own URL format, labelled with the EHR's name
// so each field says "from <EHR>, <date>" (features/calculators/prefill.utils.ts). No patient id:
// nothing from an EHR launch is saved to the clinic's record.

/** A calculator's page with the record's values and their EHR. */
export function smartCalculatorHref(prefill: RecordCalculatorPrefill, ehr: string): string {
  return `/calculators/${prefill.slug}${prefillSearch({ ...prefill.values, source: ehr })}`;
}

/** /smart/patient (loaded lazily, routes.tsx). */
export default function SmartPatientRoute() {
  return <SmartPatientPage calculatorHref={smartCalculatorHref} />;
}
