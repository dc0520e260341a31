import { Badge, Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format';
import { bulkExportsQuery, type BulkExportSummary } from '../api';
import { t } from '../../../i18n';

function StateBadge({ state }: { state: BulkExportSummary['state'] }) {
  if (state === 'running') return <Badge colorPalette="blue">{t('Running')}</Badge>;
  if (state === 'failed') return <Badge colorPalette="red">{t('export state::Failed')}</Badge>;
  if (state === 'cancelled') return <Badge colorPalette="gray">{t('export state::Cancelled')}</Badge>;
  return <Badge colorPalette="green">{t('Done')}</Badge>;
}

/** Who sent the DELETE: the member, and the app whose token it was (a backend service acts for its registering owner). */
function cancellerOf(cancelled: NonNullable<BulkExportSummary['cancelled']>): string {
  const user = cancelled.userName ?? (cancelled.userId !== null ? t('User #{id}', { id: cancelled.userId }) : null);
  if (cancelled.app && user) return t('the app “{app}” for {user}', { app: cancelled.app, user });
  if (cancelled.app) return t('the app “{app}”', { app: cancelled.app });
  return user ?? '—';
}

/** When its files went: a cancel (or an early DELETE of a finished export's files) says by whom; else the retention's end. */
function FilesLine({ job }: { job: BulkExportSummary }) {
  if (job.cancelled) {
    const values = { time: formatDateTime(job.cancelled.at), who: cancellerOf(job.cancelled) };
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="bulk-export-cancelled">
        {job.state === 'cancelled' ? t('Cancelled {time} by {who}; its files were deleted then.', values) : t('Files deleted early {time} at the request of {who}.', values)}
      </Text>
    );
  }
  return job.expiresAt ? <Text fontSize="xs" color="fg.muted">{t('Files deleted {time}', { time: formatDateTime(job.expiresAt) })}</Text> : null;
}

/**
 * The clinic's FHIR Bulk Data exports ($export, started by a system or an owner through the FHIR
 * API): running, finished or cancelled, how many resources and files so far, and when the files
 * are (or were) deleted.
 */
export function BulkExportsList() {
  const jobs = useQuery(bulkExportsQuery);
  if (jobs.isPending) return <Skeleton h="12" />;
  if (jobs.isError) return <Text color="fg.error">{t(jobs.error.message)}</Text>;
  return (
    <Stack gap="2" data-testid="bulk-exports">
      <Text fontSize="sm">
        {t('Exports through the FHIR Bulk Data API ($export). Their files can be downloaded by whoever started them and are deleted 24 hours after the export finishes.')}
      </Text>
      {jobs.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">{t('No Bulk Data exports in the last 24 hours.')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {jobs.data.map((job) => (
            <Box as="li" key={job.id} borderWidth="1px" borderRadius="md" p="3" data-testid="bulk-export">
              <Stack gap="1">
                <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
                  <StateBadge state={job.state} />
                  <Text fontSize="sm" fontWeight="medium">{t('Started {time}', { time: formatDateTime(job.startedAt) })}</Text>
                </Box>
                <Text fontSize="sm">
                  {t('{resources, plural, one {# resource} other {# resources}} in {files, plural, one {# file} other {# files}}', { resources: job.resources, files: job.files })}
                  {job.since ? ` · ${t('changed since {time}', { time: formatDateTime(job.since) })}` : ''}
                </Text>
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">{job.types.join(', ')}</Text>
                <FilesLine job={job} />
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
