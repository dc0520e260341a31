import { describe, expect, it } from 'vitest';
import {
  AI_HISTORY_MAX_MESSAGES,
  AI_IMAGE_MAX_BYTES,
  AI_PATIENT_INFO_MAX_CHARS,
  AI_PROMPT_MAX_CHARS,
  AI_TEST_RESULTS_MAX_CHARS,
  AnalyzeResultsRequestSchema,
  base64DecodedBytes,
  calculatorSlugOfTool,
  calculatorToolName,
  checkImageData,
  checkImageFile,
  MedAssistRequestSchema,
  parseAnalysisSections,
} from './ai';

const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('AI request rules (spec §5)', () => {
  it('needs text or an image to send a chat message', () => {
    expect(MedAssistRequestSchema.safeParse({ prompt: ' \n ' }).error?.issues[0]?.message).toBe('Please enter a question or attach an image.');
    expect(MedAssistRequestSchema.safeParse({ prompt: 'Dose?' }).success).toBe(true);
    expect(MedAssistRequestSchema.safeParse({ imageData: 'abcd' }).success).toBe(true);
  });

  it('needs patient information plus results as text or an image for an analysis', () => {
    expect(AnalyzeResultsRequestSchema.safeParse({ testResults: 'Hb 9' }).error?.issues[0]?.message).toBe('Please enter the patient information.');
    expect(AnalyzeResultsRequestSchema.safeParse({ patientInfo: 'F 40' }).error?.issues[0]?.message).toBe('Please enter the test results or attach an image of them.');
    expect(AnalyzeResultsRequestSchema.safeParse({ patientInfo: 'F 40', imageData: 'abcd' }).success).toBe(true);
  });
});

describe('image checks', () => {
  it('computes the decoded size of base64 without decoding it', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 100]) expect(base64DecodedBytes(btoa('x'.repeat(n)))).toBe(n);
  });

  it('accepts a real image, with or without a data-URL prefix', () => {
    const jpeg = b64([0xff, 0xd8, 0xff, 0xdb, 0, 0]);
    expect(checkImageData(jpeg)).toMatchObject({ ok: true, mediaType: 'image/jpeg' });
    expect(checkImageData(`data:image/jpeg;base64,${jpeg}`)).toMatchObject({ ok: true, mediaType: 'image/jpeg' });
  });

  it('answers 413 over 5 MB and 400 for anything that is not an image', () => {
    const tooBig = 'A'.repeat(Math.ceil((AI_IMAGE_MAX_BYTES + 1) / 3) * 4);
    expect(checkImageData(tooBig)).toEqual({ ok: false, status: 413, message: 'Please select an image smaller than 5MB.' });
    expect(checkImageData(btoa('hello'))).toEqual({ ok: false, status: 400, message: 'Please select an image file.' });
    expect(checkImageData('***')).toEqual({ ok: false, status: 400, message: 'Please select an image file.' });
  });

  it('checks a chosen file on the client by type, then size, with the spec titles', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toEqual({ ok: false, title: 'Invalid file type', message: 'Please select an image file.' });
    expect(checkImageFile({ type: 'image/png', size: AI_IMAGE_MAX_BYTES + 1 })).toEqual({ ok: false, title: 'File too large', message: 'Please select an image smaller than 5MB.' });
    expect(checkImageFile({ type: 'image/png', size: AI_IMAGE_MAX_BYTES })).toEqual({ ok: true });
  });
});

describe('calculator tool names', () => {
  it('round-trips a catalogue slug through the tool name the model sees', () => {
    expect(calculatorToolName('wells-pe')).toBe('calculator_wells_pe');
    expect(calculatorSlugOfTool('calculator_wells_pe')).toBe('wells-pe');
    expect(calculatorSlugOfTool('something_else')).toBeUndefined();
  });
});

describe('parseAnalysisSections', () => {
  it('splits an analysis by its section headings, whatever their level or emphasis, ignoring others', () => {
    const text = 'Preamble\n## Summary\nIron deficiency likely.\n### **Flagged values**\n- Ferritin 8 ng/mL: low\n## Possible causes:\n- Menorrhagia\n## Aside\nnot a section\n## Suggested follow-up\n1. Coeliac serology\n';
    expect(parseAnalysisSections(text)).toEqual({
      summary: 'Iron deficiency likely.',
      flaggedValues: '- Ferritin 8 ng/mL: low',
      possibleCauses: '- Menorrhagia',
      suggestedFollowUp: '1. Coeliac serology',
    });
  });
});

describe('limit messages', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
  it('name the limit they enforce (written out, since a translated message is a literal)', () => {
    expect(firstMessage(MedAssistRequestSchema.safeParse({ prompt: 'x'.repeat(AI_PROMPT_MAX_CHARS + 1) }))).toContain(String(AI_PROMPT_MAX_CHARS));
    const turns = Array.from({ length: AI_HISTORY_MAX_MESSAGES + 1 }, () => ({ role: 'user', content: 'x' }));
    expect(firstMessage(MedAssistRequestSchema.safeParse({ prompt: 'q', history: turns }))).toContain(String(AI_HISTORY_MAX_MESSAGES));
    expect(firstMessage(MedAssistRequestSchema.safeParse({ prompt: 'q', history: [{ role: 'user', content: 'x'.repeat(AI_PROMPT_MAX_CHARS + 1) }] }))).toContain(String(AI_PROMPT_MAX_CHARS));
    expect(firstMessage(AnalyzeResultsRequestSchema.safeParse({ patientInfo: 'p', testResults: 'x'.repeat(AI_TEST_RESULTS_MAX_CHARS + 1) }))).toContain(String(AI_TEST_RESULTS_MAX_CHARS));
    expect(firstMessage(AnalyzeResultsRequestSchema.safeParse({ patientInfo: 'x'.repeat(AI_PATIENT_INFO_MAX_CHARS + 1), testResults: 'r' }))).toContain(String(AI_PATIENT_INFO_MAX_CHARS));
  });
});
