import { Alert, Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { MedicationSafetyAlert } from '../../../../../core/schemas/chart';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { codeText } from '../chart-labels';

const KIND_LABEL: Record<MedicationSafetyAlert['kind'], string> = { interaction: msg('Interaction'), allergy: msg('Allergy'), unchecked: msg('Not checked') };
const SEVERITY_PALETTE: Record<string, string> = { contraindicated: 'red', severe: 'red', major: 'red', moderate: 'orange', minor: 'yellow', mild: 'yellow' };

/** The medication-safety findings for a drug being added: severity, what it is, why, and what to do. */
export function MedicationAlerts({ alerts, blocking }: { alerts: readonly MedicationSafetyAlert[]; blocking: boolean }) {
  return (
    <Alert.Root status={blocking ? 'error' : 'warning'} data-testid="medication-alerts" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{blocking ? t('Not saved: severe safety alert') : t('Safety alerts')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1" as="ul" listStyleType="none">
            {alerts.map((a) => (
              <Stack as="li" key={`${a.kind}-${a.message}`} gap="0.5" data-testid="medication-alert" data-severity={a.severity}>
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge colorPalette={SEVERITY_PALETTE[a.severity] ?? 'gray'} variant="solid">{t(codeText(a.severity))}</Badge>
                  <Badge variant="outline">{t(KIND_LABEL[a.kind])}</Badge>
                  {a.drugs && a.drugs.length > 0 && <Text fontSize="sm" fontWeight="medium">{a.drugs.join(' + ')}</Text>}
                </Flex>
                <Text fontSize="sm">{a.message}</Text>
                {a.management && <Text fontSize="sm" color="fg.muted">{t('What to do: {management}', { management: a.management })}</Text>}
                {a.source && <Text fontSize="xs" color="fg.muted">{t('Source: {source}', { source: a.source })}</Text>}
              </Stack>
            ))}
          </Stack>
          {blocking && <Text mt="2" fontSize="sm" fontWeight="medium">{t('To prescribe it anyway, give your reason for the override below; it is stored with the medication and audited.')}</Text>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
