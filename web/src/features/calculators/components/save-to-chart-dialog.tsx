import { Button, Checkbox, Field, Stack, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { CalculatorSlug } from '../../../../../core/calculators/registry';
import { ObservationInputSchema, type ObservationInput } from '../../../../../core/schemas/chart';
import { NoteCreateSchema } from '../../../../../core/schemas/clinical-notes';
import { LOINC } from '../../../../../core/schemas/coding';
import { AppDialog } from '../../../components/app-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveToChart } from '../api';
import { SCORE_OBSERVATIONS } from '../score-observations';
import type { ShownResult } from '../../../lib/shown-result';
import { t } from '../../../i18n';

/** The result as a survey observation of the chart (LOINC-coded where a code exists). */
export function scoreObservation(slug: CalculatorSlug, result: ShownResult, at: Date): ObservationInput | null {
  const score = SCORE_OBSERVATIONS[slug];
  if (!score) return null;
  return {
    category: 'survey',
    status: 'final',
    codings: score.loinc ? [{ system: LOINC, code: score.loinc.code, display: score.loinc.display }] : [],
    text: result.label,
    valueNumber: result.value,
    // UCUM: '%' for a risk, the annotation {score} for points.
    unit: result.unit === '%' ? '%' : '{score}',
    effectiveAt: at.toISOString(),
  };
}

/** Saves the result to the chart the calculator was opened from: a note, and the score as an observation. */
export function SaveToChartDialog({ patientId, slug, result, summary, onClose }: {
  patientId: number;
  slug: CalculatorSlug;
  result: ShownResult;
  summary: string;
  onClose: () => void;
}) {
  const formId = useId();
  const form = useZodForm(NoteCreateSchema, { patientId, noteContent: summary });
  const observation = scoreObservation(slug, result, new Date());
  const [withObservation, setWithObservation] = useState(observation !== null);
  const [observationError, setObservationError] = useState<string>();
  const error = form.errors.noteContent ?? form.errors.patientId ?? observationError;
  const save = useSaveToChart();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const note = form.validate();
    if (!note) return;
    const parsedObservation = withObservation && observation ? ObservationInputSchema.safeParse(observation) : null;
    if (parsedObservation && !parsedObservation.success) return setObservationError(parsedObservation.error.issues[0]?.message);
    setObservationError(undefined);
    save.mutate({ patientId, noteContent: note.noteContent, observation: parsedObservation?.success ? (parsedObservation.data as ObservationInput) : null }, {
      onSuccess: () => {
        notify(t('Saved to the chart'), withObservation && observation ? t('Note and {score} added.', { score: result.label }) : t('Note added.'), 'success');
        onClose();
      },
      onError: (err) => notify(t('Could not save to the chart'), err instanceof ApiRequestError ? t(err.message) : undefined, 'error'),
    });
  };
  return (
    <AppDialog open onClose={onClose} title={t('Save to chart')} size="md" keepOpenOnOutside
      footer={<>
        <Button variant="outline" onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" form={formId} colorPalette="brand" loading={save.isPending} loadingText={t('Saving...')}>{t('Save')}</Button>
      </>}>
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t('Note')}</Field.Label>
            <Textarea value={form.values.noteContent} onChange={(e) => form.setField('noteContent', e.currentTarget.value)} rows={5} autoresize />
            {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
          </Field.Root>
          {observation && (
            <Checkbox.Root checked={withObservation} onCheckedChange={(d) => setWithObservation(d.checked === true)} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {observation.codings?.[0]
                  ? t('Also record {score} ({value}) as an observation (LOINC {code})', { score: result.label, value: result.display, code: observation.codings[0].code })
                  : t('Also record {score} ({value}) as an observation', { score: result.label, value: result.display })}
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}
