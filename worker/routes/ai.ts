import {
  createUIMessageStreamResponse,
  generateText,
  InvalidToolInputError,
  NoSuchToolError,
  stepCountIs,
  streamText,
  type LanguageModel,
  type ModelMessage,
  type ToolSet,
  type UIMessageChunk,
} from 'ai';
import type { Context, MiddlewareHandler } from 'hono';
import type { Locale } from '../../core/i18n/locales';
import { englishText, message, type LocalText } from '../../core/i18n/message';
import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  AI_IMAGE_TOO_LARGE,
  AnalyzeResultsRequestSchema,
  checkImageData,
  MedAssistRequestSchema,
  parseAnalysisSections,
  SmartAnalyzeResultsRequestSchema,
  SmartMedAssistRequestSchema,
  type AiErrorBody,
  type AiToolCall,
  type AnalyzeResultsResponse,
  type CalculatorToolOutput,
  type MedAssistResponse,
} from '../../core/schemas/ai';
import { classifyAiError } from '../ai/errors';
import { analysisMessages, analysisSystemPrompt, chatMessages, chatSystemPrompt, withPatientRecord, PATIENT_CONTEXT_LAB_VALUES, type PatientContext, type PromptImage } from '../ai/prompts';
import { resolveAi } from '../ai/provider';
import { calculatorTools, toolCallsOf } from '../ai/tools';
import { referenceTools } from '../ai/reference-tools';
import { checkActiveMedications } from '../chart/medication-safety';
import { chartPatientContext } from '../chart/patient-safety';
import { requireSession } from '../auth/middleware';
import { requireSmartSession } from '../smart-app/frame-session';
import { allow } from '../auth/permissions';
import { sessionDb } from '../db/request-db';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { addCount, counted, windowOf } from '../db/queries/counters';
import { auditInsert } from '../db/queries/audit';
import { patientContextBatch } from '../db/queries/chart-batches';
import { listLabResultsForPatient } from '../db/queries/lab-results';
import { toAllergy } from '../db/queries/allergies';
import { toMedication } from '../db/queries/medications';
import { latestVitalsJson, toObservation } from '../db/queries/observations';
import { getPatient, toPatient } from '../db/queries/patients';
import { toProblem } from '../db/queries/problems';
import { userLocale } from '../db/queries/users';
import type { Observation } from '../../core/schemas/chart';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { recordAiContext } from '../smart-app/record-ai-context';
import { auditRecordRead, readLaunchRecord, type LaunchRecord } from '../smart-app/record-read';
import { validate } from '../validation';

/** Largest body of an AI request: a 5 MB image is about 6.7 MB as base64, plus the text fields. */
export const AI_MAX_BODY_BYTES = 7.5 * 1024 * 1024;
/** The AI_LIMITER window (wrangler.toml `period`), sent as Retry-After. */
export const AI_RATE_PERIOD_SECONDS = 60;
export const AI_RATE_LIMITED = msg('You are sending questions to the AI assistant too quickly. Please wait a minute and try again.');
export const AI_PATIENT_NOT_FOUND = msg('The selected patient was not found in your clinic.');

/** A clinic's AI requests per UTC day (env AI_DAILY_QUOTA_PER_CLINIC, default 500): an open sign-up cannot run up the bill. */
export function aiDailyQuota(env: Env): number {
  const quota = Number(env.AI_DAILY_QUOTA_PER_CLINIC ?? 500);
  return Number.isInteger(quota) && quota >= 0 ? quota : 500;
}
/** The daily quota's refusal, with its limit, as a template the client shows in the user's language. */
export const aiQuotaUsed = (quota: number) =>
  message(msg("Your clinic has used today's {limit} AI assistant requests. Try again tomorrow (the count restarts at midnight UTC)."), { limit: quota });
const DAY_MS = 24 * 60 * 60 * 1000;

/** Calls stop after a calculator round or two; an answer is capped in length and time. */
const CALL_SETTINGS = { maxRetries: 1, temperature: 0.2, maxOutputTokens: 1500, timeout: { totalMs: 90_000 }, stopWhen: stepCountIs(4) } as const;

/**
 * An error body of the AI routes: `response` repeats a message the chat should show as the reply
 * (spec §8). A text with values goes out in English and as its template (ApiError.template).
 */
function aiError(c: Context<AppEnv>, status: ContentfulStatusCode, text: LocalText, extra: { fieldErrors?: Record<string, string[]>; headers?: Record<string, string>; response?: boolean } = {}) {
  const english = englishText(text);
  const body: AiErrorBody = { message: english, requestId: c.get('requestId') };
  if (typeof text !== 'string') body.template = text;
  if (extra.response !== false) body.response = english;
  if (extra.fieldErrors) body.fieldErrors = extra.fieldErrors;
  return c.json(body, status, extra.headers);
}

/** Per-user limit on AI calls (Workers rate limiting binding), before the body is even read. */
const aiRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { success } = await c.env.AI_LIMITER.limit({ key: `user:${c.get('session').userId}` });
  if (!success) return aiError(c, 429, AI_RATE_LIMITED, { headers: { 'Retry-After': String(AI_RATE_PERIOD_SECONDS) } });
  await next();
};

/** The AI routes' own body limit (the API's 1 MB one skips them): an oversized body is an oversized image. */
const aiBodyLimit = bodyLimit({
  maxSize: AI_MAX_BODY_BYTES,
  onError: (c) => aiError(c as Context<AppEnv>, 413, AI_IMAGE_TOO_LARGE.message, { fieldErrors: { imageData: [AI_IMAGE_TOO_LARGE.message] } }),
});

interface PreparedCall {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  tools?: ToolSet;
}

interface CallInput {
  imageData?: string | undefined;
  patientId?: number | undefined;
  smartLaunchId?: number | undefined;
}

/** The EHR patient of the session's SMART launch as context, read live from the EHR (the workspace's read, audited as one), or the refusal. */
async function ehrPatient(c: Context<AppEnv>, launchId: number): Promise<{ ok: true; patient: PatientContext; audit: { entityId: number; detail: Record<string, string | number> } } | { ok: false; res: Response }> {
  let read: LaunchRecord;
  try {
    read = await readLaunchRecord(c, launchId);
  } catch (err) {
    if (!(err instanceof ApiException)) throw err;
    return { ok: false, res: aiError(c, err.status, err.message, { fieldErrors: { smartLaunchId: [err.message] } }) };
  }
  await auditRecordRead(c, read);
  return {
    ok: true,
    patient: recordAiContext(read.resolved, read.ehrName, read.fetchedAt),
    audit: { entityId: read.launch.cdsClientId, detail: { launch: read.launch.id, ehr: read.ehrName, ehrPatientId: read.patientId } },
  };
}

/**
 * Everything before the model is called: the image (413/400), the provider (503), the patient
 * context from the caller's clinic only (404) or from the EHR of the session's own SMART launch
 * (404, 410 once the EHR's access ended), the clinic's daily quota (429, checked before any patient
 * is read and counted once the call is sure to reach the model), and the audit row (who,
 * clinic, patient or EHR connection and launch; no content).
 */
async function prepare(
  c: Context<AppEnv>,
  input: CallInput,
  build: (image: PromptImage | null, locale: Locale) => { system: string; messages: ModelMessage[] },
): Promise<{ ok: true; call: PreparedCall } | { ok: false; res: Response }> {
  let image: PromptImage | null = null;
  if (input.imageData && input.imageData.trim() !== '') {
    const checked = checkImageData(input.imageData);
    if (!checked.ok) return { ok: false, res: aiError(c, checked.status, checked.message, { fieldErrors: { imageData: [checked.message] } }) };
    image = { bytes: checked.bytes, mediaType: checked.mediaType };
  }

  const setup = resolveAi(c.env);
  if (!setup.ok) return { ok: false, res: aiError(c, 503, setup.message) };

  const { clinicId, userId } = c.get('session');
  const db = sessionDb(c);
  // A clinic over its quota is refused before any patient is read: no EHR request, no audit row for nothing.
  const quota = aiDailyQuota(c.env);
  const day = windowOf(DAY_MS);
  const overQuota = () => ({ ok: false as const, res: aiError(c, 429, aiQuotaUsed(quota), { headers: { 'Retry-After': String(day.retryAfterSeconds) } }) });
  if ((await counted(db, `ai:${clinicId}`, day.start)) >= quota) return overQuota();
  let patient: PatientContext | null = null;
  let fromEhr: { entityId: number; detail: Record<string, string | number> } | null = null;
  if (input.smartLaunchId !== undefined) {
    const found = await ehrPatient(c, input.smartLaunchId);
    if (!found.ok) return found;
    patient = found.patient;
    fromEhr = found.audit;
  } else if (input.patientId !== undefined) {
    const row = await getPatient(db, clinicId, input.patientId);
    if (!row) return { ok: false, res: aiError(c, 404, AI_PATIENT_NOT_FOUND, { fieldErrors: { patientId: [AI_PATIENT_NOT_FOUND] } }) };
    // The structured chart (DESIGN.md §8) in one D1 batch beside the results; recorders' names are not sent.
    const none = new Map<number, string>();
    const [[problems, allergies, medications, labValues, vitals, latestCoded], labResults] = await Promise.all([
      patientContextBatch(db, clinicId, row.id, PATIENT_CONTEXT_LAB_VALUES),
      listLabResultsForPatient(db, clinicId, row.id),
    ]);
    const shown = toPatient(row);
    const chartAllergies = allergies.map((x) => toAllergy(x, none));
    const chartMedications = medications.map((x) => toMedication(x, none));
    patient = {
      age: shown.age,
      sex: shown.sex,
      allergyStatus: row.allergyStatus,
      problems: problems.map((x) => toProblem(x, none)),
      allergies: chartAllergies,
      medications: chartMedications,
      // The checker runs here, whatever the model can do: an image model may call no tools.
      medicationCheck: checkActiveMedications(
        chartMedications.filter((m) => m.status === 'active'),
        chartAllergies.filter((a) => a.clinicalStatus === 'active'),
        { context: chartPatientContext(row, latestCoded, problems) },
      ),
      latestVitals: JSON.parse(latestVitalsJson(vitals)) as Observation[],
      labValues: labValues.map((x) => toObservation(x, none)),
      labResults,
    };
  }

  // Counted once the request is sure to reach the model. One atomic upsert at the primary (AI
  // routes are POSTs): exact across every location, which a rate-limiting binding is not (the check
  // above is only the early refusal; requests racing past it are refused here).
  if ((await addCount(db, `ai:${clinicId}`, day.start)) > quota) return overQuota();

  // A launch's patient is no clinic patient: the row names the EHR connection (entity cds_client) and the launch.
  await auditInsert(db, await signAudit(await auditKey(c.env), fromEhr
    ? { clinicId, userId, patientId: null, action: 'ai', entity: 'cds_client', entityId: fromEhr.entityId, detail: fromEhr.detail }
    : { clinicId, userId, patientId: patient ? input.patientId : null, action: 'ai', entity: 'ai' }));

  // The answer's language is the user's (worker/ai/prompts.ts languageRule).
  const locale = await userLocale(db, userId);
  const { system, messages } = withPatientRecord(build(image, locale), patient);
  return {
    ok: true,
    call: {
      // The vision model takes the image, with the same tools when it can call them (AiModels.visionTools).
      model: image ? setup.models.vision : setup.models.text,
      system,
      messages,
      ...(!image || setup.models.visionTools ? { tools: { ...calculatorTools(), ...referenceTools() } } : {}),
    },
  };
}

/** A model that answered only with calculator results still gives the clinician a readable reply. */
function fallbackText(toolCalls: AiToolCall[]): string {
  const lines = toolCalls.map((t) => {
    const out = t.output as CalculatorToolOutput;
    return out.ok ? `${out.name}: ${out.result.display} (${out.result.category}). ${out.result.interpretation}` : `${t.calculator}: ${out.message}`;
  });
  return [...lines, 'This supports, and does not replace, your clinical judgement.'].join('\n\n');
}

async function answer(c: Context<AppEnv>, call: PreparedCall): Promise<{ ok: true; text: string; toolCalls: AiToolCall[] } | { ok: false; res: Response }> {
  try {
    const result = await generateText({ ...CALL_SETTINGS, ...call, abortSignal: c.req.raw.signal });
    const toolCalls = toolCallsOf(result.steps);
    const text = result.text.trim() || (toolCalls.length > 0 ? fallbackText(toolCalls) : '');
    return { ok: true, text, toolCalls };
  } catch (err) {
    const f = classifyAiError(err);
    return { ok: false, res: aiError(c, f.status, f.message, { response: f.response !== undefined }) };
  }
}

const CONTENT_CHUNKS: ReadonlySet<UIMessageChunk['type']> = new Set(['text-delta', 'reasoning-delta', 'tool-input-start', 'tool-input-available', 'finish']);

/**
 * Streams the answer as the AI SDK's UI message stream (server-sent events: text deltas, calculator
 * inputs and outputs, errors). The stream is held until its first content: a call that fails
 * before writing anything (no provider, rejected key) answers with an ordinary JSON error status.
 */
async function streamAnswer(c: Context<AppEnv>, call: PreparedCall): Promise<Response> {
  let failure: unknown;
  const result = streamText({
    ...CALL_SETTINGS,
    ...call,
    abortSignal: c.req.raw.signal,
    // The default handler prints the error (which may quote the request) to the log.
    onError: () => {},
  });
  const chunks = result
    .toUIMessageStream({
      sendReasoning: false,
      onError: (err) => {
        if (InvalidToolInputError.isInstance(err)) return msg('The calculator did not accept these inputs.');
        if (NoSuchToolError.isInstance(err)) return msg('There is no such calculator.');
        failure ??= err;
        return englishText(classifyAiError(err).message);
      },
    })
    .getReader();

  const head: UIMessageChunk[] = [];
  for (;;) {
    const next = await chunks.read();
    if (next.done) break;
    head.push(next.value);
    if (next.value.type === 'error' && failure !== undefined) {
      await chunks.cancel();
      const f = classifyAiError(failure);
      return aiError(c, f.status, f.message, { response: f.response !== undefined });
    }
    if (CONTENT_CHUNKS.has(next.value.type)) break;
  }

  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      const next = await chunks.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => chunks.cancel(reason),
  });
  return createUIMessageStreamResponse({ stream });
}

const chatPrompt = (body: { prompt: string; history?: { role: 'user' | 'assistant'; content: string }[] | undefined }) => (image: PromptImage | null, locale: Locale) => ({
  system: chatSystemPrompt(locale),
  messages: chatMessages(body.prompt, image, body.history),
});

const analysisPrompt = (body: { patientInfo: string; testResults: string }) => (image: PromptImage | null, locale: Locale) => ({
  system: analysisSystemPrompt(locale),
  messages: analysisMessages(body.patientInfo, body.testResults, image),
});

/**
 * The AI clinical assistant (spec §4 Chat and Analysis, §7): chat and lab-result analysis, each as
 * one JSON answer or streamed. Nothing of a prompt, image or answer is logged; each call leaves an
 * audit row without content. `auth` finds the session; `schemas` are the bodies' rules.
 */
function assistantRoutes(auth: MiddlewareHandler<AppEnv>, schemas: { chat: typeof MedAssistRequestSchema; analysis: typeof AnalyzeResultsRequestSchema }) {
  return new Hono<AppEnv>()
    .use(auth, aiRateLimit, aiBodyLimit)
    .post('/medassist', allow('ai:use'), validate('json', schemas.chat), async (c) => {
      const body = c.req.valid('json');
      const prep = await prepare(c, body, chatPrompt(body));
      if (!prep.ok) return prep.res;
      const out = await answer(c, prep.call);
      if (!out.ok) return out.res;
      return c.json({ response: out.text, toolCalls: out.toolCalls } satisfies MedAssistResponse, 200);
    })
    .post('/medassist/stream', allow('ai:use'), validate('json', schemas.chat), async (c) => {
      const body = c.req.valid('json');
      const prep = await prepare(c, body, chatPrompt(body));
      if (!prep.ok) return prep.res;
      return streamAnswer(c, prep.call);
    })
    .post('/analyze-results', allow('ai:use'), validate('json', schemas.analysis), async (c) => {
      const body = c.req.valid('json');
      const prep = await prepare(c, body, analysisPrompt(body));
      if (!prep.ok) return prep.res;
      const out = await answer(c, prep.call);
      if (!out.ok) return out.res;
      return c.json({ analysis: out.text, sections: parseAnalysisSections(out.text), toolCalls: out.toolCalls } satisfies AnalyzeResultsResponse, 200);
    })
    .post('/analyze-results/stream', allow('ai:use'), validate('json', schemas.analysis), async (c) => {
      const body = c.req.valid('json');
      const prep = await prepare(c, body, analysisPrompt(body));
      if (!prep.ok) return prep.res;
      return streamAnswer(c, prep.call);
    });
}

/** /api/ai: the assistant of the app, with a clinic patient or an EHR launch as context. */
export const aiRoutes = assistantRoutes(requireSession, { chat: MedAssistRequestSchema, analysis: AnalyzeResultsRequestSchema });

/**
 * /smart/api/ai: the SMART workspace's assistant, which also answers inside an EHR's frame (either
 * session cookie, smart-app/frame-session.ts), with the launch's EHR patient only: the framed
 * session reaches no clinic patient through it.
 */
export const smartAiRoutes = assistantRoutes(requireSmartSession, { chat: SmartMedAssistRequestSchema, analysis: SmartAnalyzeResultsRequestSchema });
