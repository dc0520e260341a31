import { Field, Input } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { PatientSearchField } from '../../../components/patient-search-field';
import { t } from '../../../i18n';
import { aiEhrPatientAtom, aiPatientAtom } from '../atoms';

/**
 * Optional patient context: search the user's own clinic (GET /api/patients?q=&limit=20) and pick a
 * patient whose chart and recent results the assistant may use. Opened from the SMART workspace, the
 * context is the EHR's patient of that launch instead, shown as "<name> — from <EHR>".
 */
export function PatientContextPicker() {
  const [patient, setPatient] = useAtom(aiPatientAtom);
  const ehrPatient = useAtomValue(aiEhrPatientAtom);
  if (ehrPatient) {
    return (
      <Field.Root readOnly>
        <Field.Label>{t('Patient context')}</Field.Label>
        <Input name="patientContext" value={t('{name} — from {ehr}', { name: ehrPatient.name, ehr: ehrPatient.ehr })} readOnly data-testid="ai-ehr-patient" />
        <Field.HelperText>
          {t('The assistant sees the record {ehr} gives for this patient (problems, allergies, active medications, lab values with their dates), read from the EHR for each question; not their name or identifiers. Nothing is stored in the clinic’s record.', { ehr: ehrPatient.ehr })}
        </Field.HelperText>
      </Field.Root>
    );
  }
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
