import { Badge, Box, Button, DataList, Flex, Heading, Separator, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { NoteCreateSchema } from '../../../../../core/schemas/clinical-notes';
import type { Patient } from '../../../../../core/schemas/patients';
import { AppDialog } from '../../../components/app-dialog';
import { NoteControls } from '../../../components/note-controls';
import { EditIcon, FileTextIcon, TrashIcon } from '../../../components/icons';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import { AppointmentLine } from '../../../components/appointment-line';
import { t } from '../../../i18n';
import { genderLabel } from '../../../lib/gender-labels';
import { useCan } from '../../../lib/permissions';
import { notify } from '../../../lib/toaster';
import { patientQuery, patientRecordQuery, useAddNote } from '../api';

/**
 * 'Patient Information': demographics, notes (with a new-note box), appointments and results; Edit and Delete.
 * A role without clinical access (front desk) gets the demographics alone, and only the actions it may take.
 */
export function PatientRecordDialog({ patientId, initial, onClose, onEdit, onDelete }: {
  patientId: number | null;
  /** The list row, shown while the full record loads. */
  initial?: Patient | undefined;
  onClose: () => void;
  onEdit: (p: Patient) => void;
  onDelete: (p: Patient) => void;
}) {
  const clinical = useCan('clinical:read');
  const canSign = useCan('notes:sign');
  const canEdit = useCan('patients:write');
  const canDelete = useCan('patients:delete');
  const record = useQuery({ ...patientRecordQuery(patientId ?? 0), enabled: patientId !== null && clinical });
  const demographics = useQuery({ ...patientQuery(patientId ?? 0), enabled: patientId !== null && !clinical });
  const addNote = useAddNote();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const current = record.data?.patient ?? demographics.data ?? initial;

  const saveNote = () => {
    if (!current) return;
    const parsed = NoteCreateSchema.safeParse({ patientId: current.id, noteContent: note });
    if (!parsed.success) return setNoteError(parsed.error.issues[0]?.message);
    setNoteError(undefined);
    addNote.mutate(parsed.data, {
      onSuccess: () => {
        setNote('');
        notify(t('Note added'), t("Saved to {name}'s record.", { name: current.fullName }), 'success');
      },
      onError: (err) => notify(t('Error'), err.message ? t(err.message) : t('Failed to save the note. Please try again.'), 'error'),
    });
  };

  return (
    <AppDialog open={patientId !== null} onClose={onClose} title={t('Patient Information')} size="xl"
      footer={current && (
        <>
          {canDelete && <Button variant="outline" colorPalette="red" onClick={() => onDelete(current)}><TrashIcon /> {t('Delete')}</Button>}
          {canEdit && <Button variant="outline" onClick={() => onEdit(current)}><EditIcon /> {t('Edit')}</Button>}
          {clinical && <Button asChild colorPalette="brand"><Link to={`/patients/${current.id}`}><FileTextIcon /> {t('Open chart')}</Link></Button>}
        </>
      )}>
      {record.isError && <Text color="fg.error">{t(record.error.message)}</Text>}
      {demographics.isError && <Text color="fg.error">{t(demographics.error.message)}</Text>}
      {current && (
        <Stack gap="5">
          <Box>
            <Heading size="lg">{current.fullName}</Heading>
            <DataList.Root orientation="horizontal" size="sm" mt="3">
              {([
                [t('Age'), String(current.age)],
                [t('Gender'), genderLabel(current.gender)],
                ...(clinical ? [[t('Condition'), current.condition ?? '—'] as const] : []),
                [t('Contact'), current.contactNumber ?? '—'],
                [t('Email'), current.email ?? '—'],
              ] as const).map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Box>
          {clinical && <>
          <Separator />
          <Box>
            <Heading size="md" mb="2">{t('Clinical notes')}</Heading>
            {canSign && <>
            <Textarea aria-label={t('New clinical note')} placeholder={t('Add a clinical note...')} value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
            {noteError && <Text color="fg.error" fontSize="sm" mt="1">{t(noteError)}</Text>}
            <Flex justify="flex-end" mt="2">
              <Button size="sm" colorPalette="brand" onClick={saveNote} loading={addNote.isPending}>{t('Add note')}</Button>
            </Flex>
            </>}
            {record.isPending ? (
              <Skeleton h="12" mt="2" />
            ) : record.data?.notes.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">{t('No notes yet.')}</Text>
            ) : (
              <Stack gap="2" mt="2">
                {record.data?.notes.map((n) => (
                  <Box key={n.id} p="3" borderWidth="1px" rounded="md" data-testid="record-note">
                    <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                      <Text fontSize="xs" color="fg.muted" flex="1 1 10rem" minW="0" overflowWrap="anywhere">{formatDateTime(n.createdAt)} · {n.doctorName}</Text>
                      <NoteControls note={n} />
                    </Flex>
                    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">{n.noteContent}</Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
          <Separator />
          <Box>
            <Heading size="md" mb="2">{t('Appointments')}</Heading>
            {record.data?.appointments.length === 0 && <Text color="fg.muted" fontSize="sm">{t('No appointments.')}</Text>}
            <Stack gap="2">
              {record.data?.appointments.map((a) => <AppointmentLine key={a.id} appointment={a} />)}
            </Stack>
          </Box>
          <Separator />
          <Box>
            <Heading size="md" mb="2">{t('Lab & imaging results')}</Heading>
            {record.data?.labResults.length === 0 && <Text color="fg.muted" fontSize="sm">{t('No results.')}</Text>}
            <Stack gap="2">
              {record.data?.labResults.map((r) => (
                <Flex key={r.id} gap="2" wrap="wrap" align="center" fontSize="sm">
                  <Text fontWeight="medium">{r.labName}</Text>
                  <Text color="fg.muted">{formatShortDate(r.receivedAt)}</Text>
                  {r.isCritical && <Badge colorPalette="red">{t('Critical')}</Badge>}
                  {!r.isReviewed && <Badge colorPalette="orange">{t('Pending Review')}</Badge>}
                </Flex>
              ))}
            </Stack>
          </Box>
          </>}
        </Stack>
      )}
    </AppDialog>
  );
}
