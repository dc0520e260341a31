import { Field } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { PatientSearchField } from '../../../components/patient-search-field';
import { t } from '../../../i18n';
import { aiPatientAtom } from '../atoms';

/**
 * Optional patient context: search the user's own clinic (GET /api/patients?q=&limit=20) and pick a
 * patient whose chart and recent results the assistant may use.
 */
export function PatientContextPicker() {
  const [patient, setPatient] = useAtom(aiPatientAtom);
  return (
    <Field.Root>
      <Field.Label>{t('Patient context (optional)')}</Field.Label>
      <PatientSearchField value={patient} onChange={setPatient} name="patientContext" ariaLabel={t('Patient context')}
        placeholder={t('No patient: search by name or condition...')} testId="ai-patient-options" />
      <Field.HelperText>
        {patient
          ? t("The assistant sees {name}'s chart (problems, allergies, medications, vitals, lab values) and recent results, not their name, record number or contact details.", { name: patient.fullName })
          : t('Only patients of your clinic. Leave empty for general questions.')}
      </Field.HelperText>
    </Field.Root>
  );
}
