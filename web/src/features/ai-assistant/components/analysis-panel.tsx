import { Box, Button, Card, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { AnalyzeResultsRequestSchema, type AnalyzeResultsRequest } from '../../../../../core/schemas/ai';
import { FormField } from '../../../components/form-field';
import { FlaskIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { aiErrorText, ANALYSIS_FAILED_TOAST, applyToolChunk, type AttachedImage, type ToolCallView } from '../ai.utils';
import { streamAnalysis, streamAnalysisOfEhrPatient } from '../api';
import { aiContextBodyAtom, aiEhrPatientAtom, aiPatientAtom } from '../atoms';
import { PaperclipIcon } from './ai-icons';
import { ImagePreview, useImagePicker } from './image-attachment';
import { MarkdownText } from './markdown-text';
import { REFERENCE_TOOL_NAMES, ReferenceToolCard } from './reference-tool-card';
import { ToolCallCard } from './tool-call-card';

type Result = { state: 'idle' } | { state: 'running' | 'done'; text: string; toolCalls: ToolCallView[] } | { state: 'error'; text: string };

/**
 * Clinical Analysis (spec §4 Analysis): patient information plus results as text or an image;
 * 'Analyzing...' while the structured interpretation streams in; on error the error text in the
 * result area and a toast.
 */
export function AnalysisPanel() {
  const patient = useAtomValue(aiPatientAtom);
  const ehrPatient = useAtomValue(aiEhrPatientAtom);
  const context = useAtomValue(aiContextBodyAtom);
  const contextName = ehrPatient ? t('{name} — from {ehr}', { name: ehrPatient.name, ehr: ehrPatient.ehr }) : patient?.fullName;
  const form = useZodForm(AnalyzeResultsRequestSchema, { patientInfo: '', testResults: '' });
  const [image, setImage] = useState<AttachedImage | null>(null);
  const [result, setResult] = useState<Result>({ state: 'idle' });
  // The image is part of what is validated (results as text or an image), kept beside its preview.
  const attach = (next: AttachedImage | null) => {
    setImage(next);
    form.setField('imageData', next?.base64);
  };
  const picker = useImagePicker(attach);
  const running = result.state === 'running';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (running) return;
    if (!form.validate()) return;
    const { patientInfo, testResults } = form.values;
    const body: AnalyzeResultsRequest = { patientInfo, testResults, ...(image ? { imageData: image.base64 } : {}), ...context };
    setResult({ state: 'running', text: '', toolCalls: [] });
    try {
      await (ehrPatient ? streamAnalysisOfEhrPatient : streamAnalysis)(body, {
        onChunk: (chunk) =>
          setResult((r) => {
            if (r.state !== 'running') return r;
            if (chunk.type === 'text-delta' && chunk.delta) return { ...r, text: r.text + chunk.delta };
            if (chunk.type.startsWith('tool-')) return { ...r, toolCalls: applyToolChunk(r.toolCalls, chunk) };
            return r;
          }),
      });
      setResult((r) => (r.state === 'running' ? { ...r, state: 'done' } : r));
    } catch (err) {
      notify(t('Error'), t(ANALYSIS_FAILED_TOAST), 'error');
      setResult({ state: 'error', text: aiErrorText(err) });
    }
  };

  return (
    <Stack gap="4">
      <Card.Root>
        <Card.Body>
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <Stack gap="4">
              <FormField label={t('Patient Information')} required error={form.errors.patientInfo}
                helper={contextName ? t('The record of {name} is added as context.', { name: contextName }) : t('Age, sex, relevant history, medications and the clinical question.')}>
                <Textarea name="patientInfo" value={form.values.patientInfo} onChange={(e) => form.setField('patientInfo', e.target.value)} rows={3}
                  placeholder={t('e.g. 68-year-old man with type 2 diabetes on ramipril and metformin; fatigue for 2 weeks')} />
              </FormField>
              <FormField label={t('Test Results')} error={form.errors.testResults} helper={t('Paste values with units and reference ranges, or attach an image of the report.')}>
                <Textarea name="testResults" value={form.values.testResults} onChange={(e) => form.setField('testResults', e.target.value)} rows={6} fontFamily="mono" fontSize="sm"
                  placeholder={t('e.g.\nPotassium 6.1 mmol/L (3.5-5.1)\nCreatinine 1.9 mg/dL (0.7-1.3)')} />
              </FormField>
              {picker.input}
              {image && <ImagePreview image={image} onRemove={() => attach(null)} disabled={running} />}
              <Flex gap="2" wrap="wrap" justify="space-between">
                <Button variant="outline" onClick={picker.open} disabled={running}>
                  <PaperclipIcon /> {image ? t('Replace image') : t('Attach image')}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={running}>
                  <FlaskIcon /> {running ? t('Analyzing...') : t('Analyze Results')}
                </Button>
              </Flex>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>

      {result.state !== 'idle' && (
        <Card.Root data-testid="analysis-result" aria-live="polite">
          <Card.Body gap="3">
            <Heading as="h2" size="md">{t('Analysis')}</Heading>
            {result.state === 'error' ? (
              <Text color="fg.error" data-testid="analysis-error">{result.text}</Text>
            ) : (
              <>
                {result.toolCalls.map((c) => REFERENCE_TOOL_NAMES.has(c.toolName) ? <ReferenceToolCard key={c.toolCallId} call={c} /> : <ToolCallCard key={c.toolCallId} call={c} />)}
                {result.text ? <MarkdownText text={result.text} /> : running && <Text color="fg.muted" fontStyle="italic">{t('Analyzing...')}</Text>}
              </>
            )}
            <Box borderTopWidth="1px" pt="2">
              <Text fontSize="xs" color="fg.muted">{t('An AI interpretation to support, not replace, your clinical judgement. Check values against the original report.')}</Text>
            </Box>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
