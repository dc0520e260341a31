import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { WireMessage } from '../../../core/i18n/wire-message';
import type { MedicationSafetyAlert } from '../../../core/schemas/chart';
import { t } from '../i18n';
import { AlternativesNote } from './alternatives-note';
import { localText } from '../lib/local-text';
import { alertManagement, alertMessage, basisText, LEVEL_LABEL, LEVEL_PALETTE, SAFETY_KIND_LABEL } from '../lib/safety-alert-text';

/**
 * One medication-safety alert (the chart's add-medication dialog, the interaction checker with a
 * patient chosen): level, kind, drugs, the finding in the reader's language, the patient values it
 * used with their dates, what to do, the alternatives its source names, and the source.
 */
export function SafetyAlertItem({ alert }: { alert: MedicationSafetyAlert }) {
  const management = alertManagement(alert);
  return (
    <Stack as="li" gap="0.5" data-testid="medication-alert" data-severity={alert.severity} data-kind={alert.kind}>
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={LEVEL_PALETTE[alert.severity]} variant="solid">{t(LEVEL_LABEL[alert.severity])}</Badge>
        <Badge variant="outline">{t(SAFETY_KIND_LABEL[alert.kind])}</Badge>
        {alert.drugs && alert.drugs.length > 0 && <Text fontSize="sm" fontWeight="medium">{alert.drugs.join(' + ')}</Text>}
      </Flex>
      <Text fontSize="sm">{alertMessage(alert)}</Text>
      {alert.basis && alert.basis.length > 0 && <Text fontSize="sm" data-testid="alert-basis">{t('Based on: {values}', { values: alert.basis.map(basisText).join('; ') })}</Text>}
      {management && <Text fontSize="sm" color="fg.muted">{t('What to do: {management}', { management })}</Text>}
      <AlternativesNote alternatives={alert.alternatives ?? []} />
      {alert.source && <Text fontSize="xs" color="fg.muted">{t('Source: {source}', { source: alert.source })}</Text>}
    </Stack>
  );
}

/** What the patient-specific checks could not read, each line in the reader's language. */
export function PatientNotChecked({ notChecked }: { notChecked: readonly WireMessage[] }) {
  if (notChecked.length === 0) return null;
  return (
    <Stack gap="0.5" data-testid="patient-not-checked">
      <Text fontSize="sm" fontWeight="medium">{t('Not checked for this patient:')}</Text>
      {notChecked.map((n) => <Text key={JSON.stringify(n)} fontSize="sm">{localText(n)}</Text>)}
    </Stack>
  );
}
