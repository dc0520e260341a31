import type { AnalyzeResultsRequest, MedAssistRequest } from '../../../../core/schemas/ai';
import { msg } from '../../../../core/i18n/msg';
import { api, ApiRequestError, smartApi } from '../../lib/api-client';
import { createSseParser, type UiChunk } from './ai.utils';

/** Reacts to a streamed answer as it is written. */
export interface StreamHandlers {
  /** Every event: text deltas, calculator inputs and outputs. */
  onChunk(chunk: UiChunk): void;
}

const OFFLINE = msg('You appear to be offline. Check your connection and try again.');

/** The parts of a fetch response the stream reader uses (hono's client types its own Response). */
type StreamResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'body' | 'text'>;

async function failure(res: StreamResponse): Promise<ApiRequestError> {
  const text = await res.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: keep the raw text
  }
  const message = typeof body.message === 'string' ? body.message : text || res.statusText;
  const fieldErrors = (body.fieldErrors as Record<string, string[]> | undefined) ?? {};
  return new ApiRequestError(res.status, message, fieldErrors, `${res.status}: ${text || res.statusText}`, body);
}

/**
 * Reads a streamed answer (the AI SDK's UI message stream) chunk by chunk as it arrives. Throws
 * ApiRequestError for an error status (its body may carry `response`) or an error event.
 */
async function readStream(call: Promise<StreamResponse>, handlers: StreamHandlers): Promise<void> {
  let res: StreamResponse;
  try {
    res = await call;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiRequestError(0, OFFLINE);
  }
  if (!res.ok) throw await failure(res);
  if (!res.body) throw new ApiRequestError(res.status, msg('The answer was empty.'));

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  const handle = (chunks: UiChunk[]) => {
    for (const chunk of chunks) {
      if (chunk.type === 'error') throw new ApiRequestError(502, chunk.errorText ?? msg('The answer stopped.'), {}, `502: ${chunk.errorText ?? ''}`);
      handlers.onChunk(chunk);
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      handle(parser.push(value));
    }
    handle(parser.end());
  } catch (err) {
    await reader.cancel().catch(() => {});
    if (err instanceof ApiRequestError || (err instanceof DOMException && err.name === 'AbortError')) throw err;
    throw new ApiRequestError(0, OFFLINE);
  }
}

/** POST /api/ai/medassist/stream: the chat answer, streamed. */
export function streamChat(body: MedAssistRequest, handlers: StreamHandlers, signal?: AbortSignal): Promise<void> {
  return readStream(api.ai.medassist.stream.$post({ json: body }, { init: { signal: signal ?? null } }), handlers);
}

/** POST /api/ai/analyze-results/stream: the structured analysis, streamed. */
export function streamAnalysis(body: AnalyzeResultsRequest, handlers: StreamHandlers, signal?: AbortSignal): Promise<void> {
  return readStream(api.ai['analyze-results'].stream.$post({ json: body }, { init: { signal: signal ?? null } }), handlers);
}

/**
 * The same two from the SMART workspace, with the launch's EHR patient (`smartLaunchId`): under
 * /smart/api, where the session of a sign-in inside the EHR's frame reaches (worker/routes/smart-api.ts).
 */
export function streamChatAboutEhrPatient(body: MedAssistRequest, handlers: StreamHandlers, signal?: AbortSignal): Promise<void> {
  return readStream(smartApi.ai.medassist.stream.$post({ json: body }, { init: { signal: signal ?? null } }), handlers);
}

export function streamAnalysisOfEhrPatient(body: AnalyzeResultsRequest, handlers: StreamHandlers, signal?: AbortSignal): Promise<void> {
  return readStream(smartApi.ai['analyze-results'].stream.$post({ json: body }, { init: { signal: signal ?? null } }), handlers);
}
