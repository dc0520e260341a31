import { Alert, Badge, Box, Button, Field, Flex, IconButton, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NoteDeleteSchema, type ClinicalNote } from '../../../core/schemas/clinical-notes';
import { ApiRequestError } from '../lib/api-client';
import { mayChangeNote, noteHistoryQuery, useDeleteNote, useUpdateNote, wasEdited } from '../lib/clinical-notes';
import { useCurrentUser } from '../lib/current-user';
import { formatDateTime } from '../lib/format';
import { notify } from '../lib/toaster';
import { AppDialog } from './app-dialog';
import { EditIcon, TrashIcon } from './icons';
import { t } from '../i18n';

type Open = 'edit' | 'delete' | 'history' | null;

/**
 * A note's controls wherever it is shown: an 'Edited' marker that opens its amendment history,
 * and Edit and Delete for its author or a clinic owner only (the server refuses anyone else).
 */
export function NoteControls({ note, children }: { note: ClinicalNote; children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const may = mayChangeNote(note, user);
  return (
    <Flex gap="1" align="center" justify="flex-end" flexShrink="0" ms="auto">
      {wasEdited(note) && (
        <Button size="xs" variant="ghost" onClick={() => setOpen('history')} aria-label={t('Edited: show the history of the note for {name}', { name: note.patientName })} data-testid="note-edited">
          <Badge variant="subtle">{t('Edited')}</Badge>
        </Button>
      )}
      {may && <IconButton size="sm" variant="ghost" aria-label={t('Edit note for {name}', { name: note.patientName })} onClick={() => setOpen('edit')}><EditIcon /></IconButton>}
      {may && <IconButton size="sm" variant="ghost" aria-label={t('Delete note for {name}', { name: note.patientName })} onClick={() => setOpen('delete')}><TrashIcon /></IconButton>}
      {children}
      {open === 'edit' && <EditNoteDialog note={note} onClose={close} />}
      {open === 'delete' && <DeleteNoteDialog note={note} onClose={close} />}
      {open === 'history' && <NoteHistoryDialog note={note} onClose={close} />}
    </Flex>
  );
}

function EditNoteDialog({ note, onClose }: { note: ClinicalNote; onClose: () => void }) {
  const [text, setText] = useState(note.noteContent);
  const [version, setVersion] = useState(note.version);
  const [conflict, setConflict] = useState<string | null>(null);
  const update = useUpdateNote();
  const save = () => {
    update.mutate({ id: note.id, version, noteContent: text }, {
      onSuccess: () => {
        notify(t('Note updated'), t('The previous text is kept in the note’s history.'), 'success');
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
        notify(t('Error'), err.message, 'error');
      },
    });
  };
  return (
    <AppDialog open onClose={onClose} title={t('Note — {name}', { name: note.patientName })} keepOpenOnOutside
      footer={<><Button variant="outline" onClick={onClose}>{t('Cancel')}</Button><Button colorPalette="brand" onClick={save} loading={update.isPending}>{t('Save')}</Button></>}>
      <Stack gap="3">
        {conflict !== null && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('Someone else changed this note. The current text is shown below.')}</Alert.Title>
              <Alert.Description whiteSpace="pre-wrap" overflowWrap="anywhere">{t('Your text (not saved): {text}', { text: conflict })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Textarea aria-label={t('Note text')} rows={8} value={text} onChange={(e) => setText(e.target.value)} />
      </Stack>
    </AppDialog>
  );
}

function DeleteNoteDialog({ note, onClose }: { note: ClinicalNote; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteNote();
  const confirm = () => {
    const parsed = NoteDeleteSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    remove.mutate({ id: note.id, reason: parsed.data.reason }, {
      onSuccess: () => {
        notify(t('Note deleted'), t('It is kept, with your reason, for the clinic owner.'), 'success');
        onClose();
      },
      onError: (err) => notify(t('Error'), err.message, 'error'),
    });
  };
  return (
    <AppDialog open onClose={onClose} title={t('Delete this note?')} size="md" keepOpenOnOutside
      footer={<><Button variant="outline" onClick={onClose}>{t('Cancel')}</Button><Button colorPalette="red" onClick={confirm} loading={remove.isPending}>{t('Delete note')}</Button></>}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">{t('The note leaves {name}’s record. It is not erased: the clinic owner can still read it and why it was deleted.', { name: note.patientName })}</Text>
        <Box p="3" borderWidth="1px" rounded="md" maxH="32" overflowY="auto">
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">{note.noteContent}</Text>
        </Box>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>{t('Reason')}</Field.Label>
          <Textarea placeholder={t('e.g. Written in the wrong patient’s record')} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

function NoteHistoryDialog({ note, onClose }: { note: ClinicalNote; onClose: () => void }) {
  const history = useQuery(noteHistoryQuery(note.id));
  return (
    <AppDialog open onClose={onClose} title={t('History — {name}', { name: note.patientName })} footer={<Button variant="outline" onClick={onClose}>{t('Close')}</Button>}>
      {history.isPending ? (
        <Stack gap="3"><Skeleton h="16" /><Skeleton h="16" /></Stack>
      ) : history.isError ? (
        <Text color="fg.error">{history.error.message}</Text>
      ) : (
        <Stack gap="3" data-testid="note-history">
          {[...history.data.versions].reverse().map((v, i) => (
            <Box key={v.version} p="3" borderWidth="1px" rounded="md">
              <Flex gap="2" wrap="wrap" align="center" mb="1">
                <Badge colorPalette={i === 0 ? 'green' : 'gray'}>{i === 0 ? t('Current') : v.version === 1 ? t('Original') : t('Version {version}', { version: v.version })}</Badge>
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">{formatDateTime(v.writtenAt)} · {v.writtenByName}</Text>
              </Flex>
              <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">{v.noteContent}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </AppDialog>
  );
}
