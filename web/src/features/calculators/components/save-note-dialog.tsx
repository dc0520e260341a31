import { Box, Button, CloseButton, Dialog, Field, Input, Portal, RadioCard, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NoteCreateSchema } from '../../../../../core/schemas/clinical-notes';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { patientSearchQuery, useSaveCalculationNote } from '../api';
import { t } from '../../../i18n';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** Chooses one of the clinic's patients and adds the result line (editable) as a clinical note. */
export function SaveNoteDialog({ open, onOpenChange, summary }: { open: boolean; onOpenChange: (open: boolean) => void; summary: string }) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size={narrow ? 'full' : 'md'} scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open && <SaveNoteForm summary={summary} onDone={() => onOpenChange(false)} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SaveNoteForm({ summary, onDone }: { summary: string; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const patients = useQuery(patientSearchQuery(q));
  const [patientId, setPatientId] = useState<number | null>(null);
  const [note, setNote] = useState(summary);
  const [errors, setErrors] = useState<{ patientId?: string; noteContent?: string }>({});
  const save = useSaveCalculationNote();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = NoteCreateSchema.safeParse({ patientId: patientId ?? undefined, noteContent: note });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof typeof errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const patient = patients.data?.find((p) => p.id === parsed.data.patientId);
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify('Saved to patient note', patient ? `Added to ${patient.fullName}'s clinical notes.` : undefined, 'success');
        onDone();
      },
      onError: (err) => notify('Could not save the note', err instanceof ApiRequestError ? err.message : undefined, 'error'),
    });
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
      <Dialog.Header>
        <Dialog.Title>Save to patient note</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>Patient</Field.Label>
            <Input type="search" value={search} placeholder="Search patients by name or condition..." size={{ base: 'lg', md: 'md' }}
              onChange={(e) => setSearch(e.currentTarget.value)} aria-describedby="patient-search-status" />
          </Field.Root>
          <Box id="patient-search-status" aria-live="polite">
            {patients.isPending && <Spinner size="sm" aria-label="Loading patients" />}
            {patients.isError && (
              <Text color="fg.error" fontSize="sm">
                Patients could not be loaded{patients.error instanceof ApiRequestError ? `: ${patients.error.message}` : '.'}
              </Text>
            )}
            {patients.data && patients.data.length === 0 && <Text color="fg.muted" fontSize="sm">No patients found</Text>}
          </Box>
          {patients.data && patients.data.length > 0 && (
            <RadioCard.Root name="patientId" value={patientId === null ? null : String(patientId)} size="sm" colorPalette="brand"
              onValueChange={(d) => d.value && setPatientId(Number(d.value))} invalid={Boolean(errors.patientId)}>
              <RadioCard.Label srOnly>Patient</RadioCard.Label>
              <Stack gap="2" maxH="60" overflowY="auto" p="0.5">
                {patients.data.map((p) => (
                  <RadioCard.Item key={p.id} value={String(p.id)} minH="11">
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl py="2">
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>{p.fullName}</RadioCard.ItemText>
                        <RadioCard.ItemDescription opacity="1" color="fg.muted">
                          {p.age} y, {p.gender}{p.condition ? ` · ${p.condition}` : ''}
                        </RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </Stack>
            </RadioCard.Root>
          )}
          {errors.patientId && <Text color="fg.error" fontSize="sm">{t(errors.patientId)}</Text>}
          <Field.Root invalid={Boolean(errors.noteContent)}>
            <Field.Label>Note</Field.Label>
            <Textarea value={note} onChange={(e) => setNote(e.currentTarget.value)} rows={5} autoresize />
            {errors.noteContent && <Field.ErrorText>{t(errors.noteContent)}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" minH="11">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" minH="11" loading={save.isPending} loadingText="Saving...">Save note</Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </form>
  );
}
