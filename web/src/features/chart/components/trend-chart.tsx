import { Box, chakra, Table, Text } from '@chakra-ui/react';
import { unitLabel } from '../../../../../core/chart/vital-units';
import { formatFhirDate as formatDate, formatValue, type AnalyteSeries } from '../chart.utils';
import { trendGeometry } from '../trend.utils';
import { t } from '../../../i18n';

const BOX = { width: 320, height: 140, left: 44, right: 12, top: 10, bottom: 22 };
const FLAGGED = new Set(['H', 'L', 'HH', 'LL', 'A', 'AA']);

const rangeText = (s: AnalyteSeries) => {
  const r = s.referenceRange;
  if (!r) return null;
  if (r.low !== undefined && r.high !== undefined) return `${formatValue(r.low)}–${formatValue(r.high)}`;
  if (r.high !== undefined) return `≤ ${formatValue(r.high)}`;
  if (r.low !== undefined) return `≥ ${formatValue(r.low)}`;
  return r.text ?? null;
};

/**
 * One analyte over time: an SVG line chart (scales with its box, no library: docs/decisions/0010,
 * 2026-11-25) with the reference range as a band, and the same values as a table, which is the
 * chart's text alternative for screen readers and the exact figures for everyone.
 */
export function TrendChart({ series }: { series: AnalyteSeries }) {
  const g = trendGeometry(series.points, series.referenceRange, BOX);
  const unit = series.unit ? unitLabel(series.unit) : '';
  const first = series.points[0];
  const last = series.points[series.points.length - 1];
  const range = rangeText(series);
  const values = `${series.points.map((p) => `${formatValue(p.value)}${p.interpretation && FLAGGED.has(p.interpretation) ? ` (${p.interpretation})` : ''}`).join(', ')} ${unit}`;
  const summary = range
    ? t('{name} trend, {count} values from {from} to {to}: {values}; reference range {range} {unit}.', { name: series.name, count: series.points.length, from: first ? formatDate(first.at) : '', to: last ? formatDate(last.at) : '', values, range, unit })
    : t('{name} trend, {count} values from {from} to {to}: {values}.', { name: series.name, count: series.points.length, from: first ? formatDate(first.at) : '', to: last ? formatDate(last.at) : '', values });
  return (
    <Box data-testid="trend-chart" data-points={series.points.length}>
      <chakra.svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} w="full" maxW="lg" h="auto" role="img" aria-label={summary} display="block"
        fontSize="10px" color="fg.muted">
        {g.band && <chakra.rect x={g.plot.x0} width={g.plot.x1 - g.plot.x0} y={g.band.y} height={g.band.height} fill="green.subtle" data-testid="trend-band" />}
        <line x1={g.plot.x0} x2={g.plot.x0} y1={g.plot.y0} y2={g.plot.y1} stroke="currentColor" strokeOpacity="0.4" />
        <line x1={g.plot.x0} x2={g.plot.x1} y1={g.plot.y1} y2={g.plot.y1} stroke="currentColor" strokeOpacity="0.4" />
        {g.ticks.map((t) => (
          <text key={t.y} x={g.plot.x0 - 4} y={t.y + 3} textAnchor="end" fill="currentColor">{formatValue(t.value, 3)}</text>
        ))}
        {first && <text x={g.plot.x0} y={BOX.height - 6} fill="currentColor">{formatDate(first.at)}</text>}
        {last && last !== first && <text x={g.plot.x1} y={BOX.height - 6} textAnchor="end" fill="currentColor">{formatDate(last.at)}</text>}
        {g.path && <chakra.path d={g.path} fill="none" stroke="brand.solid" strokeWidth="2" strokeLinejoin="round" />}
        {g.dots.map((d) => {
          const flagged = d.point.interpretation !== null && FLAGGED.has(d.point.interpretation);
          return <chakra.circle key={`${d.point.at}-${d.x}`} cx={d.x} cy={d.y} r={flagged ? 4.5 : 3.5} fill={flagged ? 'red.solid' : 'brand.solid'} stroke="bg" strokeWidth="1.5" data-testid="trend-point" />;
        })}
      </chakra.svg>
      <Table.ScrollArea maxH="48" mt="2" borderWidth="1px" rounded="md">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{t('{name} values', { name: series.name })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('Date')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{unit ? t('Value ({unit})', { unit }) : t('Value')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Flag')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...series.points].reverse().map((p) => (
              <Table.Row key={`${p.at}-${p.value}`}>
                <Table.Cell>{formatDate(p.at)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{formatValue(p.value, 3)}</Table.Cell>
                <Table.Cell color={p.interpretation && FLAGGED.has(p.interpretation) ? 'fg.error' : undefined} fontWeight={p.interpretation && FLAGGED.has(p.interpretation) ? 'bold' : undefined}>
                  {p.interpretation && p.interpretation !== 'N' ? p.interpretation : ''}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {range && <Text fontSize="xs" color="fg.muted" mt="1">{t('Reference range {range} {unit}', { range, unit })}</Text>}
    </Box>
  );
}
