import { Badge, Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { Observation } from '../../../../../core/schemas/chart';
import type { UnitPreferences } from '../../../../../core/schemas/user';
import { formatFhirDateTime, vitalReading } from '../chart.utils';
import { ChartSection, EmptyText } from './chart-section';
import { t } from '../../../i18n';

const FLAGGED = new Set(['H', 'L', 'HH', 'LL', 'A', 'AA']);

/** The newest value of each vital sign, in the user's units (Settings: kg/lb, cm/in, °C/°F, mmHg/kPa). */
export function VitalsSection({ latest, prefs, onAdd }: { latest: readonly Observation[]; prefs: UnitPreferences; onAdd?: (() => void) | undefined }) {
  const readings = latest.map((o) => ({ id: o.id, ...vitalReading(o, prefs) }));
  return (
    <ChartSection title={t('Latest vitals')} addLabel={t('Record vitals')} onAdd={onAdd} testId="vitals-section">
      {readings.length === 0 ? <EmptyText>{t('No vital signs recorded.')}</EmptyText> : (
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
          {readings.map((r) => (
            <Box key={r.id} p="2" borderWidth="1px" rounded="md" data-testid="vital-reading" minW="0">
              <Text fontSize="xs" color="fg.muted" truncate>{t(r.name)}</Text>
              <Text fontWeight="bold" fontSize="lg" color={r.interpretation && FLAGGED.has(r.interpretation) ? 'fg.error' : undefined}>
                {r.text}
                {r.interpretation && FLAGGED.has(r.interpretation) && <Badge ms="1" colorPalette="red" size="sm">{r.interpretation}</Badge>}
              </Text>
              <Text fontSize="xs" color="fg.muted">{formatFhirDateTime(r.at)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </ChartSection>
  );
}
