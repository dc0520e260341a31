import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RecordCalculatorPrefill } from '../../../core/calculators/from-patient/record-prefill';
import { ehrCalculatorPath } from '../../../core/calculators/prefill-search';
import type { EhrPatientForAssistant } from '../features/smart-launch/components/ask-assistant';
import SmartPatientPage from '../features/smart-launch/routes/smart-patient-page';

// The SMART workspace (/smart/patient) composed here, where features may meet: its calculator links
// carry the EHR record's values through the calculators' own URL format, labelled with the EHR's name
// so each field says "from <EHR>, <date>" (features/calculators/prefill.utils.ts). No patient id:
// nothing from an EHR launch is saved to the clinic's record. Its "Ask the AI assistant" opens the AI
// assistant feature's chat with the EHR's patient of the launch as context, loaded when first opened.

const EhrPatientAssistant = lazy(() => import('../features/ai-assistant/components/ehr-patient-assistant').then((m) => ({ default: m.EhrPatientAssistant })));

/** A calculator's page with the record's values and yes/no answers, and their EHR (as a CDS Hooks card's link opens it). */
export function smartCalculatorHref(prefill: RecordCalculatorPrefill, ehr: string): string {
  return ehrCalculatorPath(prefill, ehr);
}

/** The assistant with the launch's patient (one conversation per launch). */
export function smartAssistant(patient: EhrPatientForAssistant) {
  return (
    <Suspense fallback={<Skeleton h="40" />}>
      <EhrPatientAssistant key={patient.launch} patient={patient} />
    </Suspense>
  );
}

/** /smart/patient (loaded lazily, routes.tsx). */
export default function SmartPatientRoute() {
  return <SmartPatientPage calculatorHref={smartCalculatorHref} assistant={smartAssistant} />;
}
