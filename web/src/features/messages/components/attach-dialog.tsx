import { Badge, Box, Flex, Input, InputGroup, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { SearchIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { formatShortDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { attachPatientsQuery, attachResultsQuery } from '../api';
import type { Attachment } from '../messages.utils';

/** The attach button's dialog: a reference to one patient, or to one result of the clinic, rides along with the message. */
export function AttachDialog({ open, onClose, onAttach }: { open: boolean; onClose: () => void; onAttach: (a: Attachment) => void }) {
  const [tab, setTab] = useState<'patient' | 'result'>('patient');
  return (
    <AppDialog open={open} onClose={onClose} title={t('Attach to message')} size="md">
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as 'patient' | 'result')} variant="line" lazyMount>
        <Tabs.List mb="3">
          <Tabs.Trigger value="patient" minH="11">{t('Patient')}</Tabs.Trigger>
          <Tabs.Trigger value="result" minH="11">{t('Lab or imaging result')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="patient" p="0">
          <PatientChoices onAttach={onAttach} />
        </Tabs.Content>
        <Tabs.Content value="result" p="0">
          <ResultChoices onAttach={onAttach} />
        </Tabs.Content>
      </Tabs.Root>
    </AppDialog>
  );
}

function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (v: string) => void }) {
  return (
    <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
      <Input placeholder={placeholder} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
    </InputGroup>
  );
}

function Choices<T extends { id: number }>({ query, empty, render, onChoose, testId }: {
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; error: Error | null };
  empty: string;
  render: (item: T) => ReactNode;
  onChoose: (item: T) => void;
  testId: string;
}) {
  if (query.isPending) return <Stack gap="2">{[0, 1, 2].map((i) => <Skeleton key={i} h="12" rounded="md" />)}</Stack>;
  if (query.isError) return <Text color="fg.error">{query.error?.message}</Text>;
  if (!query.data?.length) return <Text color="fg.muted" py="4" textAlign="center">{empty}</Text>;
  return (
    <Box as="ul" listStyleType="none" borderWidth="1px" rounded="md" maxH="20rem" overflowY="auto">
      {query.data.map((item) => (
        <Box as="li" key={item.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <Flex asChild w="full" textAlign="start" align="center" gap="3" px="3" py="2" minH="12"
            cursor="pointer" _hover={{ bg: 'bg.muted' }} focusVisibleRing="inside" data-testid={testId}>
            <button type="button" onClick={() => onChoose(item)}>{render(item)}</button>
          </Flex>
        </Box>
      ))}
    </Box>
  );
}

function PatientChoices({ onAttach }: { onAttach: (a: Attachment) => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const patients = useQuery({ ...attachPatientsQuery(q), placeholderData: keepPreviousData });
  return (
    <Stack gap="3">
      <SearchBox label={t('Search patients')} placeholder={t('Search patients by name or condition...')} value={search} onChange={setSearch} />
      <Choices query={patients} empty={t('No patients found')} testId="attach-patient-option"
        onChoose={(p) => onAttach({ kind: 'patient', patientId: p.id, patientName: p.fullName })}
        render={(p) => (
          <Box as="span" display="block" minW="0">
            <Text as="span" display="block" fontWeight="medium" truncate>{p.fullName}</Text>
            <Text as="span" display="block" fontSize="xs" color="fg.muted" truncate>{[t('{age} y', { age: p.age }), p.gender && t(p.gender), p.condition].filter(Boolean).join(' · ')}</Text>
          </Box>
        )} />
    </Stack>
  );
}

function ResultChoices({ onAttach }: { onAttach: (a: Attachment) => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const results = useQuery({ ...attachResultsQuery(q), placeholderData: keepPreviousData });
  return (
    <Stack gap="3">
      <SearchBox label={t('Search results')} placeholder={t('Search by patient or test...')} value={search} onChange={setSearch} />
      <Choices query={results} empty={t('No results found')} testId="attach-result-option"
        onChoose={(r) => onAttach({ kind: 'result', labResultId: r.id, resultKind: r.kind, labName: r.labName, patientId: r.patientId, patientName: r.patientName })}
        render={(r) => (
          <Box as="span" display="block" minW="0" flex="1">
            <Flex as="span" gap="2" align="center">
              <Text as="span" display="block" fontWeight="medium" truncate flex="1" minW="0">{r.labName}</Text>
              {r.isCritical && <Badge colorPalette="red" size="sm">{t('Critical')}</Badge>}
              {!r.isReviewed && <Badge colorPalette="orange" size="sm">{t('Pending Review')}</Badge>}
            </Flex>
            <Text as="span" display="block" fontSize="xs" color="fg.muted" truncate>
              {[r.patientName, r.kind === 'imaging' ? t('Imaging') : t('Lab'), formatShortDate(r.receivedAt)].filter(Boolean).join(' · ')}
            </Text>
          </Box>
        )} />
    </Stack>
  );
}
