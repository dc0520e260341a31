import { Button, Card, Flex, Input, InputGroup, Stack, Tabs, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Patient } from '../../../../../core/schemas/patients';
import { PlusIcon, SearchIcon, UploadIcon, UsersIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { patientListQuery, type PatientTab } from '../api';
import { DeletedPatientList } from '../components/deleted-patient-list';
import { PatientList } from '../components/patient-list';
import { useCan } from '../../../lib/permissions';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';

// The add/edit form loads when New Patient or Edit is first pressed, as /labs' add-result form does:
// its module builds the patient zod schema and the form's parts, ~48 ms of a /patients start on a
// slow phone that most visits never use (issue 22). The service worker precaches it with every
// page's code, so it opens offline too; a chunk that cannot load is the page's error (router.tsx).
const PatientFormDialog = lazy(async () => ({ default: (await import('../components/patient-form-dialog')).PatientFormDialog }));
// Likewise the record (its note form and schema) and the delete question: opened from a row, or at
// once for a ?patient= link, never needed to draw the list.
const PatientRecordDialog = lazy(async () => ({ default: (await import('../components/patient-record-dialog')).PatientRecordDialog }));
const DeletePatientDialog = lazy(async () => ({ default: (await import('../components/delete-patient-dialog')).DeletePatientDialog }));

const TABS: { value: PatientTab; label: string; empty: string }[] = [
  { value: 'all', label: msg('All Patients'), empty: msg('Try a different search term or add a new patient.') },
  { value: 'recent', label: msg('Recent'), empty: msg('Patients you view or change appear here.') },
  { value: 'upcoming', label: msg('Upcoming Appointments'), empty: msg('No patients have appointments ahead.') },
];

/** The list tabs, and the owner's 'Recently deleted' (which lists deleted patients, with Restore). */
type PageTab = PatientTab | 'deleted';
const DELETED_TAB = { value: 'deleted' as const, label: msg('Recently deleted'), empty: '' };

/** The dialog on top: add, edit or delete. Edit and delete may stack on the open record. */
type Dialog = { kind: 'add' } | { kind: 'edit'; patient: Patient } | { kind: 'delete'; patient: Patient } | null;

/** /patients (spec §2): search, tabs, rows with View/Edit/Delete, and the four dialogs. */
export default function PatientsPage() {
  const [tab, setTab] = useState<PageTab>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const [dialog, setDialog] = useState<Dialog>(null);
  // ?patient=<id> (links from messages and elsewhere) opens that patient's record.
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('patient'));
  const [viewing, setViewingState] = useState<{ id: number; initial?: Patient } | null>(Number.isInteger(linked) && linked > 0 ? { id: linked } : null);
  const setViewing = (p: Patient | null) => {
    setViewingState(p ? { id: p.id, initial: p } : null);
    if (!p && params.has('patient')) setParams({}, { replace: true });
  };
  const list = useInfiniteQuery({ ...patientListQuery(tab === 'deleted' ? 'all' : tab, q), enabled: tab !== 'deleted' });
  // One array per answer: the list renders a new one in slices (lib/in-slices.ts).
  const patients = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const close = () => setDialog(null);
  const canAdd = useCan('patients:write');
  const canImport = useCan('records:import');
  const canRestore = useCan('patients:restore');
  const tabs: { value: PageTab; label: string; empty: string }[] = canRestore ? [...TABS, DELETED_TAB] : TABS;
  const tabInfo = tabs.find((candidate) => candidate.value === tab) ?? TABS[0]!;
  const clinical = useCan('clinical:read');

  return (
    <>
      <PageHeader title={t('Patients')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Patients') }]}
        actions={
          <Flex gap="2" wrap="wrap">
            {canImport && <Button asChild variant="outline" colorPalette="brand"><Link to="/patients/import"><UploadIcon /> {t('Import')}</Link></Button>}
            {canAdd && <Button colorPalette="brand" onClick={() => setDialog({ kind: 'add' })}><PlusIcon /> {t('New Patient')}</Button>}
          </Flex>
        } />
      <Card.Root>
        <Card.Body gap="4">
          <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
            <Input placeholder={clinical ? t('Search patients by name or condition...') : t('Search patients by name...')} aria-label={t('Search patients')} value={search} onChange={(e) => setSearch(e.target.value)} />
          </InputGroup>
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as PageTab)} variant="line">
            <Tabs.List overflowX="auto" overflowY="hidden">
              {tabs.map((item) => <Tabs.Trigger key={item.value} value={item.value} flexShrink="0">{t(item.label)}</Tabs.Trigger>)}
            </Tabs.List>
            {/* The list is the selected tab's panel, so the tab names the panel it controls (aria-controls). */}
            <Tabs.Content value={tab} pt="4">
              {tab === 'deleted' ? (
                <DeletedPatientList q={q} />
              ) : list.isError ? (
                <Text color="fg.error">{t(list.error.message)}</Text>
              ) : !list.isPending && patients.length === 0 ? (
                <Stack align="center" py="10" gap="2" textAlign="center" data-testid="patients-empty">
                  <UsersIcon boxSize="10" color="fg.subtle" />
                  <Text fontWeight="semibold">{t('No patients found')}</Text>
                  <Text color="fg.muted">{t(tabInfo.empty)}</Text>
                  {tab === 'all' && canAdd && <Button mt="2" colorPalette="brand" variant="outline" onClick={() => setDialog({ kind: 'add' })}><PlusIcon /> {t('Add Patient')}</Button>}
                </Stack>
              ) : (
                <Stack gap="4">
                  <PatientList patients={patients} loading={list.isPending}
                    onView={setViewing}
                    onEdit={(p) => setDialog({ kind: 'edit', patient: p })}
                    onDelete={(p) => setDialog({ kind: 'delete', patient: p })} />
                  {list.hasNextPage && (
                    <Flex justify="center">
                      <Button variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>{t('Load more')}</Button>
                    </Flex>
                  )}
                </Stack>
              )}
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <Suspense fallback={null}>
          <PatientFormDialog key={dialog.kind === 'edit' ? dialog.patient.id : 'new'} open onClose={close} {...(dialog.kind === 'edit' ? { patient: dialog.patient } : {})} />
        </Suspense>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <PatientRecordDialog patientId={viewing.id} initial={viewing.initial} onClose={() => setViewing(null)}
            onEdit={(p) => setDialog({ kind: 'edit', patient: p })} onDelete={(p) => setDialog({ kind: 'delete', patient: p })} />
        </Suspense>
      )}
      {dialog?.kind === 'delete' && (
        <Suspense fallback={null}>
          <DeletePatientDialog patient={dialog.patient} onClose={close} onDeleted={() => { close(); setViewing(null); }} />
        </Suspense>
      )}
    </>
  );
}
