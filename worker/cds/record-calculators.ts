import { calculatorsForPatient } from '../../core/calculators/from-patient/patient-calculators';
import { recordPrefillAnswers } from '../../core/calculators/from-patient/record-answers';
import { recordCalculatorPrefills, recordPrefillValues } from '../../core/calculators/from-patient/record-prefill';
import { patientRecordFromFhir } from '../../core/reference/patient-checks/from-fhir';
import { conceptLabel } from '../../core/schemas/coding';
import type { SmartRecordCalculators } from '../../core/schemas/smart-launch';
import { ingredientsOf } from '../chart/medication-safety';
import { activeMedications, deceasedOn, resourcesOf } from './prefetch';
import type { PrefetchKey } from './discovery';
import type { FhirResource } from './service-request';

// The calculators of an EHR's record, for the SMART workspace and the CDS patient-view alike: every
// calculator's fields filled with the record's latest dated values (core's record-prefill.ts) and
// its yes/no answers (record-answers.ts), the prefill both open a calculator with, and PREVENT and
// CHA2DS2-VASc computed where they apply (calculatorsForPatient).

/** `data`: the record by prefetch key (service-answer.ts's PatientData). */
export function recordCalculators(data: Partial<Record<PrefetchKey, FhirResource | null>>, asOf: string): SmartRecordCalculators {
  const patient = resourcesOf(data.patient).find((r) => r.resourceType === 'Patient');
  const deceased = deceasedOn(patient);
  const record = patientRecordFromFhir(patient ?? { resourceType: 'Patient' }, [...resourcesOf(data.observations), ...resourcesOf(data.conditions)]);
  const input = {
    record,
    available: { conditions: !!data.conditions, medications: !!data.medications },
    medications: activeMedications(resourcesOf(data.medications)).map((m) => ({ label: conceptLabel({ text: m.text, codings: [...m.codings] }), ingredients: ingredientsOf(m).drugs })),
    asOf,
  };
  const prefills = recordCalculatorPrefills(recordPrefillValues(record, asOf, deceased !== null), recordPrefillAnswers(input));
  // A risk estimate or a stroke score for a patient recorded as deceased would mislead: none is computed.
  if (deceased) return { prefills, results: [], undecided: [], deceased };
  const { calculations, undecided } = calculatorsForPatient(input);
  return { prefills, results: calculations, undecided, deceased: null };
}
