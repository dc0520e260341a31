import { Box, Button, CloseButton, Dialog, Field, Input, Portal, RadioCard, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NoteCreateSchema } from '../../../../../core/schemas/clinical-notes';
import { ApiRequestError } from '../../../lib/api-client';
import { genderLabel } from '../../../lib/gender-labels';
import { notify } from '../../../lib/toaster';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useZodForm } from '../../../lib/use-zod-form';
import { patientSearchQuery, useSaveCalculationNote } from '../api';
import { t } from '../../../i18n';

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
  const q = useDebouncedValue(search, 300);
  const patients = useQuery(patientSearchQuery(q));
  // patientId 0: none chosen yet, which the schema refuses with its 'Please select a patient.'
  const form = useZodForm(NoteCreateSchema, { patientId: 0, noteContent: summary });
  const { errors } = form;
  const save = useSaveCalculationNote();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    const patient = patients.data?.find((p) => p.id === data.patientId);
    save.mutate(data, {
      onSuccess: () => {
        notify(t('Saved to patient note'), patient ? t("Added to {name}'s clinical notes.", { name: patient.fullName }) : undefined, 'success');
        onDone();
      },
      onError: (err) => notify(t('Could not save the note'), err instanceof ApiRequestError ? t(err.message) : undefined, 'error'),
    });
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
      <Dialog.Header>
        <Dialog.Title>{t('Save to patient note')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>{t('Patient')}</Field.Label>
            <Input type="search" value={search} placeholder={t('Search patients by name or condition...')} size={{ base: 'lg', md: 'md' }}
              onChange={(e) => setSearch(e.currentTarget.value)} aria-describedby="patient-search-status" />
          </Field.Root>
          <Box id="patient-search-status" aria-live="polite">
            {patients.isPending && <Spinner size="sm" aria-label={t('Loading patients')} />}
            {patients.isError && (
              <Text color="fg.error" fontSize="sm">
                {patients.error instanceof ApiRequestError
                  ? t('Patients could not be loaded: {reason}', { reason: t(patients.error.message) })
                  : t('Patients could not be loaded.')}
              </Text>
            )}
            {patients.data && patients.data.length === 0 && <Text color="fg.muted" fontSize="sm">{t('No patients found')}</Text>}
          </Box>
          {patients.data && patients.data.length > 0 && (
            <RadioCard.Root name="patientId" value={form.values.patientId === 0 ? null : String(form.values.patientId)} size="sm" colorPalette="brand"
              onValueChange={(d) => d.value && form.setField('patientId', Number(d.value))} invalid={Boolean(errors.patientId)}>
              <RadioCard.Label srOnly>{t('Patient')}</RadioCard.Label>
              <Stack gap="2" maxH="60" overflowY="auto" p="0.5">
                {patients.data.map((p) => (
                  <RadioCard.Item key={p.id} value={String(p.id)} minH="11">
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl py="2">
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>{p.fullName}</RadioCard.ItemText>
                        <RadioCard.ItemDescription opacity="1" color="fg.muted">
                          {t('{age} y', { age: p.age })}, {genderLabel(p.gender)}{p.condition ? ` · ${p.condition}` : ''}
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
            <Field.Label>{t('Note')}</Field.Label>
            <Textarea value={form.values.noteContent} onChange={(e) => form.setField('noteContent', e.currentTarget.value)} rows={5} autoresize />
            {errors.noteContent && <Field.ErrorText>{t(errors.noteContent)}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" minH="11">{t('Cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" minH="11" loading={save.isPending} loadingText={t('Saving...')}>{t('Save note')}</Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('Close')} />
      </Dialog.CloseTrigger>
    </form>
  );
}
