import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import type { WireMessage } from '../../../../../core/i18n/wire-message';
import type { MedicationSafetyAlert } from '../../../../../core/schemas/chart';
import { PatientNotChecked, SafetyAlertItem } from '../../../components/safety-alert-item';
import { t } from '../../../i18n';

/**
 * The medication-safety findings for a drug being added: severity, what it is, why, what to do, the
 * patient values a patient-specific finding used (with dates), and what the patient checks could not read.
 */
export function MedicationAlerts({ alerts, blocking, notChecked = [] }: { alerts: readonly MedicationSafetyAlert[]; blocking: boolean; notChecked?: readonly WireMessage[] }) {
  return (
    <Alert.Root status={blocking ? 'error' : 'warning'} data-testid="medication-alerts" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>{blocking ? t('Not saved: severe safety alert') : t('Safety alerts')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1" as="ul" listStyleType="none">
            {alerts.map((a) => <SafetyAlertItem key={`${a.kind}-${a.ruleId ?? ''}-${a.message}`} alert={a} />)}
          </Stack>
          <Box mt="2"><PatientNotChecked notChecked={notChecked} /></Box>
          {blocking && <Text mt="2" fontSize="sm" fontWeight="medium">{t('To prescribe it anyway, give your reason for the override below; it is stored with the medication and audited.')}</Text>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
