import { Badge, Box, Button, Flex, Link as ChakraLink, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '../../../../../core/schemas/appointments';
import { NoteCreateSchema, type ClinicalNote } from '../../../../../core/schemas/clinical-notes';
import type { LabResult } from '../../../../../core/schemas/lab-results';
import { TOUCH_LINK } from '../../../components/touch-link';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { useAddChartNote } from '../api';
import { ChartSection, EmptyText } from './chart-section';
import { AppointmentLine } from '../../../components/appointment-line';
import { t } from '../../../i18n';

/** Clinical notes, newest first, with a box for a new one. */
export function NotesSection({ patientId, notes }: { patientId: number; notes: readonly ClinicalNote[] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddChartNote(patientId);
  const save = () => {
    const parsed = NoteCreateSchema.safeParse({ patientId, noteContent: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => { setText(''); notify(t('Note added'), undefined, 'success'); },
      onError: (err) => notify(t('Error'), err.message ? t(err.message) : t('Failed to save the note. Please try again.'), 'error'),
    });
  };
  return (
    <ChartSection title={t('Notes')} count={notes.length} testId="notes-section">
      <Textarea aria-label={t('New clinical note')} placeholder={t('Add a clinical note...')} value={text} onChange={(e) => setText(e.target.value)} rows={3} />
      {error && <Text color="fg.error" fontSize="sm" mt="1">{t(error)}</Text>}
      <Flex justify="flex-end" mt="2" mb="3">
        <Button size="sm" colorPalette="brand" onClick={save} loading={add.isPending}>{t('Add note')}</Button>
      </Flex>
      {notes.length === 0 ? <EmptyText>{t('No notes yet.')}</EmptyText> : (
        <Stack as="ol" gap="3" listStyleType="none" borderStartWidth="2px" ps="3">
          {notes.map((n) => (
            <Box as="li" key={n.id}>
              <Text fontSize="xs" color="fg.muted">{formatDateTime(n.createdAt)} · {n.doctorName}</Text>
              <Text whiteSpace="pre-wrap" fontSize="sm" overflowWrap="anywhere">{n.noteContent}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </ChartSection>
  );
}

/** The patient's appointments, newest first. */
export function AppointmentsSection({ appointments }: { appointments: readonly Appointment[] }) {
  return (
    <ChartSection title={t('Appointments')} count={appointments.length} testId="appointments-section">
      {appointments.length === 0 ? <EmptyText>{t('No appointments.')}</EmptyText> : (
        <Stack gap="2">
          {appointments.map((a) => <AppointmentLine key={a.id} appointment={a} />)}
        </Stack>
      )}
    </ChartSection>
  );
}

/** Lab and imaging reports as received, with critical and unreviewed ones marked; details on /labs. */
export function ResultsSection({ results }: { results: readonly LabResult[] }) {
  return (
    <ChartSection title={t('Results')} count={results.length} testId="results-section"
      actions={<ChakraLink asChild color="brand.fg" fontSize="sm" {...TOUCH_LINK}><Link to="/labs">{t('Open lab results')}</Link></ChakraLink>}>
      {results.length === 0 ? <EmptyText>{t('No results.')}</EmptyText> : (
        <Stack gap="2">
          {results.map((r) => (
            <Flex key={r.id} gap="2" wrap="wrap" align="center" fontSize="sm">
              <Text fontWeight="medium">{r.labName}</Text>
              <Text color="fg.muted">{formatShortDate(r.receivedAt)}</Text>
              {r.kind === 'imaging' && <Badge>{t('imaging')}</Badge>}
              {r.isCritical && <Badge colorPalette="red">{t('Critical')}</Badge>}
              {!r.isReviewed && <Badge colorPalette="orange">{t('Pending Review')}</Badge>}
            </Flex>
          ))}
        </Stack>
      )}
    </ChartSection>
  );
}
