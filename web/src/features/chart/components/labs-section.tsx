import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { unitLabel } from '../../../../../core/chart/vital-units';
import type { Observation } from '../../../../../core/schemas/chart';
import { conceptLabel } from '../../../../../core/schemas/coding';
import { formatFhirDate, formatValue, labSeries, otherObservations } from '../chart.utils';
import { ChartSection, EmptyText } from './chart-section';
import { TrendChart } from './trend-chart';
import { t } from '../../../i18n';

/** Lab values grouped by test, each with its trend; values without a number listed below. */
export function LabsSection({ observations, onAdd }: { observations: readonly Observation[]; onAdd?: (() => void) | undefined }) {
  const series = labSeries(observations);
  const others = otherObservations(observations);
  return (
    <ChartSection title={t('Labs')} count={series.length} addLabel={t('Add lab value')} onAdd={onAdd} testId="labs-section">
      {series.length === 0 && others.length === 0 && <EmptyText>{t('No lab values recorded.')}</EmptyText>}
      <Stack gap="6">
        {series.map((s) => {
          const last = s.points[s.points.length - 1]!;
          return (
            <Box key={s.key} as="section" aria-label={s.name} data-testid="lab-series">
              <Heading as="h3" size="sm">{s.name}</Heading>
              <Text fontSize="sm" color="fg.muted" mb="2">
                {t('Latest {value} {unit} on {date}', { value: formatValue(last.value, 3), unit: s.unit ? unitLabel(s.unit) : '', date: formatFhirDate(last.at) })}{s.loinc && <Text as="span" whiteSpace="nowrap"> · LOINC {s.loinc}</Text>}
              </Text>
              <TrendChart series={s} />
            </Box>
          );
        })}
        {others.length > 0 && (
          <Box>
            <Heading as="h3" size="sm" mb="1">{t('Other results')}</Heading>
            {others.map((o) => (
              <Text key={o.id} fontSize="sm">
                <Text as="span" fontWeight="medium">{conceptLabel(o)}:</Text> {o.valueText ?? o.valueCodings.map((c) => c.display ?? c.code).join(', ')} <Text as="span" color="fg.muted">({formatFhirDate(o.effectiveAt)})</Text>
              </Text>
            ))}
          </Box>
        )}
      </Stack>
    </ChartSection>
  );
}
