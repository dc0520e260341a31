import { Alert, Card, Field, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Patient } from '../../../../../core/schemas/patients';
import { PatientSearchField } from '../../../components/patient-search-field';
import { PatientNotChecked, SafetyAlertItem } from '../../../components/safety-alert-item';
import { t } from '../../../i18n';
import { api, unwrap } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';
import { patientKeys } from '../../../lib/query-keys';

/**
 * The interaction checker for a patient of the clinic (signed-in clinical users): the patient-specific
 * checks (kidney function, pregnancy and breastfeeding, older age, duplicates, QT, potassium) of the
 * chosen drugs against that patient's chart and active medications, with the values and dates used,
 * and what the chart lacked. The interactions above stay built-in; this part asks the server.
 */
export function PatientFindings({ medications }: { medications: readonly string[] }) {
  const canRead = useCan('clinical:read');
  const [patient, setPatient] = useState<Patient | null>(null);
  const check = useQuery({
    queryKey: patientKeys.medicationCheck(patient?.id ?? 0, medications),
    queryFn: () => unwrap(api.patients[':id']['medication-check'].$post({ param: { id: String(patient!.id) }, json: { medications: [...medications] } })),
    enabled: patient !== null && medications.length > 0,
  });
  if (!canRead) return null;
  return (
    <Card.Root as="section" aria-labelledby="patient-findings-heading" data-testid="patient-findings">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="patient-findings-heading">{t('For a patient')}</Heading>
        <Field.Root>
          <Field.Label>{t('Patient')}</Field.Label>
          <PatientSearchField value={patient} onChange={setPatient} name="checkPatient" ariaLabel={t('Patient')} placeholder={t('No patient: search by name or condition...')} testId="check-patient-options" />
          <Field.HelperText>{t("Checks the chosen drugs against the patient's kidney function, pregnancy and breastfeeding, age, active medications, QTc and potassium from their chart.")}</Field.HelperText>
        </Field.Root>
        {patient && medications.length === 0 && <Text color="fg.muted" fontSize="sm">{t('Add a medication to check it for {name}.', { name: patient.fullName })}</Text>}
        {patient && check.isPending && medications.length > 0 && <Spinner size="sm" aria-label={t('Checking...')} />}
        {check.isError && (
          <Alert.Root status="error" size="sm"><Alert.Indicator /><Alert.Title fontWeight="normal">{check.error instanceof Error ? check.error.message : t('Failed to check the medications for this patient. Please try again.')}</Alert.Title></Alert.Root>
        )}
        {patient && check.data && (
          <Stack gap="3">
            {check.data.alerts.length === 0 ? (
              <Text fontSize="sm" data-testid="no-patient-findings">{t('No patient-specific finding for {name} in MedAssist\'s rules.', { name: patient.fullName })}</Text>
            ) : (
              <Stack gap="3" as="ul" listStyleType="none">{check.data.alerts.map((a) => <SafetyAlertItem key={`${a.kind}-${a.ruleId ?? ''}-${a.message}`} alert={a} />)}</Stack>
            )}
            <PatientNotChecked notChecked={check.data.patientNotChecked} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
