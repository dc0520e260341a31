import { Alert, Box, Button, Flex, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditChainVerdict, AuditEventView } from '../../../../../core/schemas/clinic-admin';
import { CopyButton } from '../../../components/copy-button';
import { DownloadIcon, LockIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { SettingsSection } from '../../../components/settings-section';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { auditCsvHref, auditEventsQuery, auditHeadQuery, useVerifyAuditChain, type AuditFilterValues } from '../api';
import { describeAuditEvent } from '../audit-labels';
import { AuditFilters, NO_FILTERS } from '../components/audit-filters';
import { useCurrentOwner } from '../use-current-owner';

const COLUMNS = { base: '1fr', md: '11rem minmax(8rem, 1fr) minmax(10rem, 1.4fr) minmax(8rem, 1fr)' };

/** /clinic/audit: who viewed or changed which patient's data and when; CSV export and an integrity check. */
export default function AuditPage() {
  const owner = useCurrentOwner();
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  return (
    <>
      <PageHeader title={t('Audit trail')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Settings'), to: '/settings' }, { label: t('Clinic'), to: '/clinic' }, { label: t('Audit trail') }]}
        actions={owner.isOwner ? <Button asChild variant="outline" minH="11"><a href={auditCsvHref(filters)} download data-testid="audit-csv"><DownloadIcon /> {t('Download CSV')}</a></Button> : undefined} />
      {owner.isPending ? (
        <Skeleton h="64" />
      ) : !owner.isOwner ? (
        <Text color="fg.muted">{t('Only the clinic owner can see the audit trail.')}</Text>
      ) : (
        <Stack gap="6">
          <SettingsSection title={t('Filter')}>
            <AuditFilters onApply={setFilters} />
          </SettingsSection>
          <AuditList filters={filters} />
          <SettingsSection title={t('Integrity')} icon={<LockIcon boxSize="5" color="fg.muted" />}
            description={t('Every entry is signed by the server as it is written and chained to the one before it with a keyed hash (HMAC-SHA-256), so a changed, removed, reordered or slipped-in entry is detected.')}>
            <Stack gap="5">
              <ChainHead />
              <ChainCheck />
            </Stack>
          </SettingsSection>
        </Stack>
      )}
    </>
  );
}

function AuditList({ filters }: { filters: AuditFilterValues }) {
  const audit = useInfiniteQuery(auditEventsQuery(filters));
  if (audit.isPending) return <Stack gap="2"><Skeleton h="12" /><Skeleton h="12" /><Skeleton h="12" /></Stack>;
  if (audit.isError) return <Text color="fg.error">{audit.error.message}</Text>;
  const rows = audit.data.pages.flat();
  if (rows.length === 0) return <Text color="fg.muted">{t('No audit entries match these filters.')}</Text>;
  return (
    <Stack gap="3">
      <Box borderWidth="1px" rounded="md" overflow="hidden" role="table" aria-label={t('Audit entries')}>
        <Grid templateColumns={COLUMNS} display={{ base: 'none', md: 'grid' }} gap="3" px="4" py="2" bg="bg.muted" fontSize="sm" fontWeight="semibold" role="row">
          <Text role="columnheader">{t('When')}</Text>
          <Text role="columnheader">{t('Who')}</Text>
          <Text role="columnheader">{t('What')}</Text>
          <Text role="columnheader">{t('Patient')}</Text>
        </Grid>
        {rows.map((e) => <AuditRow key={e.id} event={e} />)}
      </Box>
      {audit.hasNextPage && (
        <Button variant="outline" minH="11" alignSelf="center" loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>{t('Load more')}</Button>
      )}
    </Stack>
  );
}

function AuditRow({ event: e }: { event: AuditEventView }) {
  return (
    <Grid templateColumns={COLUMNS} gap={{ base: '0.5', md: '3' }} px="4" py="3" borderTopWidth="1px" fontSize="sm" role="row" data-testid="audit-row">
      <Text role="cell" color="fg.muted">{formatDateTime(e.at)}</Text>
      <Text role="cell" fontWeight={{ base: 'semibold', md: 'normal' }} overflowWrap="anywhere">{e.userName ?? (e.userId ? t('User #{id}', { id: e.userId }) : e.apiKeyId ? t('API key “{name}”', { name: e.apiKeyName ?? `#${e.apiKeyId}` }) : t('Lab system'))}</Text>
      <Text role="cell" overflowWrap="anywhere">{describeAuditEvent(e)}</Text>
      <Text role="cell" overflowWrap="anywhere">{e.patientName ?? (e.patientId ? t('Patient #{id}', { id: e.patientId }) : '—')}</Text>
    </Grid>
  );
}

/** The newest sealed entry's hash, with a copy button: kept elsewhere, it shows if the log is ever cut short. */
function ChainHead() {
  const head = useQuery(auditHeadQuery);
  if (head.isPending) return <Skeleton h="16" />;
  if (head.isError) return <Text color="fg.error">{head.error.message}</Text>;
  const { id, hash, at } = head.data;
  return (
    <Stack gap="2" data-testid="audit-head">
      <Text fontWeight="semibold">{t('Current head')}</Text>
      {id === null || at === null ? (
        <Text color="fg.muted">{t('No entries yet.')}</Text>
      ) : (
        <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Stack gap="0.5" minW="0" flex="1">
            <Text fontSize="sm" color="fg.muted">{t('Entry #{id}, {date}', { id, date: formatDateTime(at) })}</Text>
            <Text fontFamily="mono" fontSize="xs" overflowWrap="anywhere">{hash}</Text>
          </Stack>
          <CopyButton value={t('MedAssist audit head: entry #{id} at {at}, hash {hash}', { id, at, hash })} label={t('Copy head')} what={t('The audit head: keep it somewhere outside MedAssist.')} />
        </Flex>
      )}
      <Text fontSize="xs" color="fg.muted">{t('Keep a copy outside MedAssist from time to time (a note, an e-mail to yourself): if the log were ever cut short, that entry would no longer match.')}</Text>
    </Stack>
  );
}

function ChainCheck() {
  const verify = useVerifyAuditChain();
  const verdict = verify.data;
  return (
    <Stack gap="3">
      <Button variant="outline" minH="11" alignSelf="flex-start" loading={verify.isPending} loadingText={t('Checking...')} onClick={() => verify.mutate()}>{t('Check integrity')}</Button>
      {verify.isError && <Text color="fg.error">{verify.error.message}</Text>}
      {verdict && (
        <Alert.Root status={verdict.ok ? 'success' : 'error'} data-testid="audit-verdict">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{verdict.ok ? t('The audit trail is intact') : t('The audit trail has been tampered with')}</Alert.Title>
            <Alert.Description>
              <Flex direction="column" gap="1">
                <Text>{verdictText(verdict)}</Text>
                <Text fontFamily="mono" fontSize="xs" overflowWrap="anywhere">{t('Latest hash: {hash}', { hash: verdict.headHash })}</Text>
              </Flex>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

function verdictText(v: AuditChainVerdict): string {
  if (v.ok) return t('{count, plural, one {# entry checked} other {# entries checked}}; every signature and hash matches.', { count: v.checked });
  if (v.problem === 'not-written-by-server') return t('Entry #{id} was not written by MedAssist (its signature does not match): it was inserted or changed directly in the database.', { id: v.brokenAtId });
  return t('Entry #{id} does not match its hash: it or an entry before it was changed or removed.', { id: v.brokenAtId });
}
