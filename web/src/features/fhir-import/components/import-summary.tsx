import { Box, Table } from '@chakra-ui/react';
import type { StoredImportCounts } from '../../../../../core/fhir/import-types';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';

const COLUMNS: { key: keyof StoredImportCounts; label: string }[] = [
  { key: 'created', label: msg('New') },
  { key: 'updated', label: msg('Updated') },
  { key: 'unchanged', label: msg('Unchanged') },
  { key: 'skipped', label: msg('Not kept') },
  { key: 'failed', label: msg('Failed') },
];

/** Per FHIR resource type: how many were created, updated, already there, not kept or failed. */
export function ImportSummary({ rows }: { rows: { type: string; counts: StoredImportCounts }[] }) {
  return (
    // The table scrolls inside its box on a phone instead of widening the page.
    <Box overflowX="auto" maxW="100%">
      <Table.Root size="sm" variant="outline" data-testid="import-summary">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader whiteSpace="nowrap">{t('Resource')}</Table.ColumnHeader>
            {COLUMNS.map((c) => <Table.ColumnHeader key={c.key} textAlign="end" whiteSpace="nowrap">{t(c.label)}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.type}>
              {/* FHIR resource types (Patient, Observation…) are the standard's own names, the same in every language. */}
              <Table.Cell fontWeight="medium" lang="en">{r.type}</Table.Cell>
              {COLUMNS.map((c) => (
                <Table.Cell key={c.key} textAlign="end" color={c.key === 'failed' && r.counts.failed > 0 ? 'fg.error' : r.counts[c.key] === 0 ? 'fg.muted' : undefined}>
                  {r.counts[c.key]}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
