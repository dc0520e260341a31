import { Alert, Box, Button, Flex, IconButton, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClinicalNote } from '../../../../../core/schemas/clinical-notes';
import { AppDialog } from '../../../components/app-dialog';
import { CopyIcon, EditIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { recentNotesQuery, useUpdateNote } from '../api';
import { PanelCard } from './panel-card';
import { copyText } from '../../../lib/clipboard';

function EditNoteDialog({ note, onClose }: { note: ClinicalNote | null; onClose: () => void }) {
  const [text, setText] = useState(note?.noteContent ?? '');
  const [version, setVersion] = useState(note?.version ?? 1);
  const [conflict, setConflict] = useState<string | null>(null);
  const update = useUpdateNote();
  const save = () => {
    if (!note) return;
    update.mutate({ id: note.id, version, noteContent: text }, {
      onSuccess: () => {
        notify('Note updated', undefined, 'success');
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && err.status === 409) {
          const current = err.body.current as ClinicalNote | undefined;
          if (current) {
            setConflict(text);
            setText(current.noteContent);
            setVersion(current.version);
          }
        }
        notify('Error', err.message, 'error');
      },
    });
  };
  return (
    <AppDialog open={note !== null} onClose={onClose} title={note ? `Note — ${note.patientName}` : 'Note'} keepOpenOnOutside
      footer={<><Button variant="outline" onClick={onClose}>Cancel</Button><Button colorPalette="brand" onClick={save} loading={update.isPending}>Save</Button></>}>
      <Stack gap="3">
        {conflict !== null && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Someone else changed this note. The current text is shown below.</Alert.Title>
              <Alert.Description whiteSpace="pre-wrap">Your text (not saved): {conflict}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Textarea aria-label="Note text" rows={8} value={text} onChange={(e) => setText(e.target.value)} />
      </Stack>
    </AppDialog>
  );
}

/** Spec §2 'Recent Clinical Notes': edit opens the note, copy puts its text on the clipboard. */
export function RecentNotes() {
  const notes = useQuery(recentNotesQuery);
  const [editing, setEditing] = useState<ClinicalNote | null>(null);
  const copy = async (n: ClinicalNote) => {
    if (await copyText(n.noteContent)) notify('Copied to clipboard', `Note for ${n.patientName}`, 'success');
    else notify('Copy failed', 'Your browser did not allow access to the clipboard.', 'error');
  };
  return (
    <PanelCard title="Recent Clinical Notes" linkLabel="View All" linkTo="/patients">
      {notes.isPending ? (
        <Stack gap="3">{[0, 1, 2].map((i) => <Skeleton key={i} h="16" rounded="md" />)}</Stack>
      ) : notes.data?.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">No clinical notes yet. Add one from a patient's record.</Text>
      ) : (
        <Stack gap="3">
          {notes.data?.map((n) => (
            <Box key={n.id} p="3" borderWidth="1px" rounded="md" data-testid="recent-note">
              <Flex justify="space-between" align="flex-start" gap="2">
                <Box minW="0">
                  <Text fontWeight="semibold">{n.patientName}</Text>
                  <Text fontSize="xs" color="fg.muted">{new Date(n.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })} · {n.doctorName}</Text>
                </Box>
                <Flex gap="1">
                  <IconButton size="sm" variant="ghost" aria-label={`Edit note for ${n.patientName}`} onClick={() => setEditing(n)}><EditIcon /></IconButton>
                  <IconButton size="sm" variant="ghost" aria-label={`Copy note for ${n.patientName}`} onClick={() => void copy(n)}><CopyIcon /></IconButton>
                </Flex>
              </Flex>
              <Text fontSize="sm" mt="1" lineClamp={3} whiteSpace="pre-wrap">{n.noteContent}</Text>
            </Box>
          ))}
        </Stack>
      )}
      {editing && <EditNoteDialog key={editing.id} note={editing} onClose={() => setEditing(null)} />}
    </PanelCard>
  );
}
