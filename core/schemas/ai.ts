import { z } from 'zod';
import type { CalculatorResult } from '../calculators/types';
import { sniffImageType } from '../image-signature';
import type { Locale } from '../i18n/locales';
import type { MessageDescriptor } from '../i18n/message';
import { msg } from '../i18n/msg';

// The limits' numbers are written out in their messages (a translated text is a literal); ai.test.ts
// checks each message names its limit.

/** Spec §9: the largest image the assistant accepts, in decoded bytes (5 MB). */
export const AI_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest chat question, in characters (about 2 000 words). */
export const AI_PROMPT_MAX_CHARS = 8000;
/** Longest pasted test results, in characters. */
export const AI_TEST_RESULTS_MAX_CHARS = 20_000;
/** Longest patient information text, in characters. */
export const AI_PATIENT_INFO_MAX_CHARS = 4000;
/** Earlier chat turns sent with a question (text only), newest last. */
export const AI_HISTORY_MAX_MESSAGES = 12;

/** Spec §5/§8 wording for image uploads. */
export const AI_IMAGE_TOO_LARGE = { title: msg('File too large'), message: msg('Please select an image smaller than 5MB.') } as const;
export const AI_IMAGE_NOT_IMAGE = { title: msg('Invalid file type'), message: msg('Please select an image file.') } as const;

/** Image formats the vision models read (checked by the file's own bytes on the server). */
export const AI_IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type AiImageMediaType = (typeof AI_IMAGE_MEDIA_TYPES)[number];

const imageData = z.string({ error: AI_IMAGE_NOT_IMAGE.message }).optional();
const patientId = z.number({ error: msg('Please select a patient.') }).int().min(1, msg('Please select a patient.')).optional();
/** A SMART launch of this session (GET /smart/patient?launch=N): the EHR's patient as context instead of a clinic patient. */
const smartLaunchId = z.number({ error: msg('Please open the assistant from the EHR patient’s workspace again.') }).int().min(1, msg('Please open the assistant from the EHR patient’s workspace again.')).optional();
const blank = (v: string | undefined) => !v || v.trim().length === 0;

/** The SMART workspace's assistant (POST /smart/api/ai/…): always the launch's EHR patient, never a clinic patient. */
export const AI_EHR_PATIENT_ONLY = msg('Please open the assistant from the EHR patient’s workspace again.');
const ehrPatientOnly = (v: { patientId?: number | undefined; smartLaunchId?: number | undefined }) => v.smartLaunchId !== undefined && v.patientId === undefined;

/** One patient as context: a clinic patient or the EHR's (SMART launch), never both. */
export const AI_ONE_PATIENT = msg('Choose either a patient of your clinic or the EHR’s patient as context, not both.');
const onePatient = (v: { patientId?: number | undefined; smartLaunchId?: number | undefined }) => v.patientId === undefined || v.smartLaunchId === undefined;

/** One earlier turn of the conversation, text only. */
export const AiHistoryMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(AI_PROMPT_MAX_CHARS, msg('Each earlier message must be at most 8000 characters.')),
});
export type AiHistoryMessage = z.infer<typeof AiHistoryMessageSchema>;

/**
 * POST /api/ai/medassist (and /stream): spec §7 `prompt` plus optional `imageData` (base64 without
 * the data-URL prefix); sending needs text or an image (spec §5). `patientId` gives the assistant
 * that patient's record from the caller's clinic, or `smartLaunchId` the EHR patient's record of the
 * session's SMART launch (one or the other); `history` carries earlier turns for follow-ups.
 */
export const MedAssistRequestSchema = z
  .object({
    prompt: z.string().max(AI_PROMPT_MAX_CHARS, msg('Please keep the question under 8000 characters.')).default(''),
    imageData,
    patientId,
    smartLaunchId,
    history: z.array(AiHistoryMessageSchema).max(AI_HISTORY_MAX_MESSAGES, msg('At most 12 earlier messages.')).optional(),
  })
  .refine((v) => !blank(v.prompt) || !blank(v.imageData), { message: msg('Please enter a question or attach an image.'), path: ['prompt'] })
  .refine(onePatient, { message: AI_ONE_PATIENT, path: ['smartLaunchId'] });
export type MedAssistRequest = z.input<typeof MedAssistRequestSchema>;
/** POST /smart/api/ai/medassist (and /stream): the same, with `smartLaunchId` required and no `patientId`. */
export const SmartMedAssistRequestSchema = MedAssistRequestSchema.refine(ehrPatientOnly, { message: AI_EHR_PATIENT_ONLY, path: ['smartLaunchId'] });

/** POST /api/ai/analyze-results (and /stream): patient information, and results as text or an image (spec §5); the patient context as for chat. */
export const AnalyzeResultsRequestSchema = z
  .object({
    testResults: z.string().max(AI_TEST_RESULTS_MAX_CHARS, msg('Please keep the test results under 20000 characters.')).default(''),
    patientInfo: z
      .string({ error: msg('Please enter the patient information.') })
      .trim()
      .min(1, msg('Please enter the patient information.'))
      .max(AI_PATIENT_INFO_MAX_CHARS, msg('Please keep the patient information under 4000 characters.')),
    imageData,
    patientId,
    smartLaunchId,
  })
  .refine((v) => !blank(v.testResults) || !blank(v.imageData), { message: msg('Please enter the test results or attach an image of them.'), path: ['testResults'] })
  .refine(onePatient, { message: AI_ONE_PATIENT, path: ['smartLaunchId'] });
export type AnalyzeResultsRequest = z.input<typeof AnalyzeResultsRequestSchema>;
/** POST /smart/api/ai/analyze-results (and /stream): the same, with `smartLaunchId` required and no `patientId`. */
export const SmartAnalyzeResultsRequestSchema = AnalyzeResultsRequestSchema.refine(ehrPatientOnly, { message: AI_EHR_PATIENT_ONLY, path: ['smartLaunchId'] });

/** What a calculator tool returns to the model and, through the answer, to the page. */
export type CalculatorToolOutput =
  | {
      ok: true;
      calculator: string;
      name: string;
      result: Pick<CalculatorResult<string>, 'label' | 'display' | 'category' | 'interpretation' | 'recommendation' | 'extras' | 'warnings'>;
    }
  | { ok: false; calculator: string; message: string; fieldErrors?: Record<string, string[]> };

/** A calculator the assistant ran, as the answer reports it: what it used and what it got. */
export interface AiToolCall {
  toolCallId: string;
  /** Catalogue slug, e.g. 'chads2vasc'. */
  calculator: string;
  input: unknown;
  output: unknown;
}

/** 200 of POST /api/ai/medassist. */
export interface MedAssistResponse {
  response: string;
  toolCalls: AiToolCall[];
}

/** The sections every analysis is written in (the analysis system prompt names them as headings). */
export const ANALYSIS_SECTIONS = {
  summary: 'Summary',
  flaggedValues: 'Flagged values',
  possibleCauses: 'Possible causes',
  suggestedFollowUp: 'Suggested follow-up',
  limitations: 'Limitations',
} as const;
export type AnalysisSections = Partial<Record<keyof typeof ANALYSIS_SECTIONS, string>>;

/** The same headings in each language the model is asked to answer in (worker/ai/prompts.ts), so a
 *  German or French analysis reads as one language and still splits into its sections. */
export const ANALYSIS_SECTION_TITLES: Record<Locale, Record<keyof typeof ANALYSIS_SECTIONS, string>> = {
  en: ANALYSIS_SECTIONS,
  de: { summary: 'Zusammenfassung', flaggedValues: 'Auffällige Werte', possibleCauses: 'Mögliche Ursachen', suggestedFollowUp: 'Empfohlenes weiteres Vorgehen', limitations: 'Einschränkungen' },
  fr: { summary: 'Synthèse', flaggedValues: 'Valeurs anormales', possibleCauses: 'Causes possibles', suggestedFollowUp: 'Suivi proposé', limitations: 'Limites' },
};

/** Splits an analysis into its sections by their headings (in any of the languages); text under any other heading is left out. */
export function parseAnalysisSections(text: string): AnalysisSections {
  const byTitle = new Map<string, keyof typeof ANALYSIS_SECTIONS>(
    Object.values(ANALYSIS_SECTION_TITLES).flatMap((titles) => Object.entries(titles).map(([k, t]) => [t.toLowerCase(), k as keyof typeof ANALYSIS_SECTIONS] as const)),
  );
  const out: AnalysisSections = {};
  let current: keyof typeof ANALYSIS_SECTIONS | undefined;
  const lines: string[] = [];
  const flush = () => {
    if (current && lines.join('').trim() !== '') out[current] = lines.join('\n').trim();
    lines.length = 0;
  };
  for (const line of text.split(/\r?\n/)) {
    const heading = /^#{1,4}\s+(.+?)\s*#*$/.exec(line.trim());
    if (heading) {
      flush();
      current = byTitle.get(heading[1]!.replace(/[*_:]/g, '').trim().toLowerCase());
      continue;
    }
    if (current) lines.push(line);
  }
  flush();
  return out;
}

/** 200 of POST /api/ai/analyze-results: the analysis as written, and the same text split into its sections. */
export interface AnalyzeResultsResponse {
  analysis: string;
  sections: AnalysisSections;
  toolCalls: AiToolCall[];
}

/** Error bodies of the AI routes may carry `response`: text the chat shows as the assistant's reply (spec §8). */
export interface AiErrorBody {
  message: string;
  /** See ApiError.template: `message` (and `response`) as a template with values, for the client to translate. */
  template?: MessageDescriptor;
  response?: string;
  fieldErrors?: Record<string, string[]>;
  requestId?: string;
}

/** Tool names the model sees: `calculator_<slug with underscores>`. */
export function calculatorToolName(slug: string): string {
  return `calculator_${slug.replace(/-/g, '_')}`;
}

/** The catalogue slug of a calculator tool name, or undefined for any other name. */
export function calculatorSlugOfTool(toolName: string): string | undefined {
  const m = /^calculator_([a-z0-9_]+)$/.exec(toolName);
  return m?.[1]?.replace(/_/g, '-');
}

export type ImageCheck =
  | { ok: true; bytes: Uint8Array; mediaType: AiImageMediaType }
  | { ok: false; status: 400 | 413; message: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decoded size in bytes of a base64 string (no whitespace), without decoding it. */
export function base64DecodedBytes(b64: string): number {
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

/**
 * Server-side image check (spec §5 rules, enforced again because a client can be bypassed):
 * base64 (a `data:` prefix is tolerated), at most 5 MB decoded (413), and really an image by its
 * bytes, whatever the client claimed (400).
 */
export function checkImageData(imageData: string): ImageCheck {
  const b64 = imageData.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (base64DecodedBytes(b64) > AI_IMAGE_MAX_BYTES) return { ok: false, status: 413, message: AI_IMAGE_TOO_LARGE.message };
  if (b64.length === 0 || b64.length % 4 === 1 || !BASE64.test(b64)) return { ok: false, status: 400, message: AI_IMAGE_NOT_IMAGE.message };
  let bytes: Uint8Array;
  try {
    const bin = atob(b64);
    bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  } catch {
    return { ok: false, status: 400, message: AI_IMAGE_NOT_IMAGE.message };
  }
  const mediaType = sniffImageType(bytes);
  if (!mediaType) return { ok: false, status: 400, message: AI_IMAGE_NOT_IMAGE.message };
  return { ok: true, bytes, mediaType };
}

/** Client-side check of a chosen file (spec §5): an image type and at most 5 MB; the toast's title and text when not. */
export function checkImageFile(file: { type: string; size: number }): { ok: true } | { ok: false; title: string; message: string } {
  if (!file.type.startsWith('image/')) return { ok: false, ...AI_IMAGE_NOT_IMAGE };
  if (file.size > AI_IMAGE_MAX_BYTES) return { ok: false, ...AI_IMAGE_TOO_LARGE };
  return { ok: true };
}
