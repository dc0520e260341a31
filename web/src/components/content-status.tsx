import { Box, List, Text } from '@chakra-ui/react';
import { changesFor, CONTENT_STATUS, contentStatusLabel, type ReferenceArea } from '../../../core/reference/content-changelog';
import { formatShortDate } from '../lib/format';
import { t } from '../i18n';

const isoDay = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  return formatShortDate(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
};

/**
 * Who wrote a reference area and whether a named clinician reviewed it ("Written 11/25/2026, not yet
 * reviewed" until someone signs off), with the dated list of content changes (issue 17).
 */
export function ContentStatusNote({ area }: { area: ReferenceArea }) {
  const label = contentStatusLabel(CONTENT_STATUS[area]);
  const changes = changesFor(area);
  return (
    <Box fontSize="sm" data-testid={`content-status-${area}`}>
      <Text data-testid="content-written">
        {label.by
          ? t('Reviewed {date} by {name}', { date: isoDay(label.date), name: label.by })
          : t('Written {date}: not yet reviewed by a named clinician', { date: isoDay(label.date) })}
      </Text>
      <Box as="details" mt="1">
        <Box as="summary" cursor="pointer" color="brand.fg" minH="11" display="flex" alignItems="center">{t('Content changes ({count})', { count: changes.length })}</Box>
        <List.Root as="ul" gap="1" ps="4" mt="1" data-testid="content-changelog" lang="en">
          {changes.map((entry) => (
            <List.Item key={`${entry.date}-${entry.change}`}>
              <Text as="span" fontWeight="medium">{isoDay(entry.date)}</Text> {entry.change}
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Box>
  );
}
