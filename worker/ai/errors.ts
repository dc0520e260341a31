import { APICallError, RetryError } from 'ai';
import type { LocalText } from '../../core/i18n/message';
import { msg } from '../../core/i18n/msg';
import { notConfiguredMessage, WORKERS_AI_LOCAL_DETAIL } from './provider';

/**
 * How a failed AI call is answered. `response` is text the chat shows as the assistant's reply
 * (spec §8): set for problems a person can act on (configuration, key, funds, quota), left out for
 * anything else, where the page shows its generic apology. Never the provider's own wording: it is
 * not ours to show and may echo the request.
 */
export interface AiFailure {
  status: 502 | 503;
  message: LocalText;
  response?: LocalText;
}

const failure = (status: AiFailure['status'], message: LocalText, withResponse = true): AiFailure =>
  withResponse ? { status, message, response: message } : { status, message };

export const AI_KEY_REJECTED = msg('The AI provider rejected the API key. An administrator needs to check AI_API_KEY (see worker/ai/README.md).');
export const AI_INSUFFICIENT_FUNDS = msg('The AI provider reports insufficient funds on the account. An administrator needs to top it up.');
export const AI_QUOTA_REACHED = msg("The AI provider's usage limit or quota has been reached. Please try again later.");
export const AI_UNREACHABLE =
  msg('The AI assistant cannot reach its provider right now. Please try again later; if this persists, an administrator needs to check the AI configuration (worker/ai/README.md).');
export const AI_LICENCE_NEEDED =
  msg("The AI model's licence has not been accepted on this Cloudflare account yet. An administrator needs to accept it once (see worker/ai/README.md).");
export const AI_FAILED = msg('The AI assistant could not answer. Please try again later.');

/** Maps any error of an AI call to the status and text the API answers with. */
export function classifyAiError(err: unknown): AiFailure {
  if (RetryError.isInstance(err)) return classifyAiError(err.lastError);
  const text = err instanceof Error ? err.message : String(err);

  if (/needs to be run remotely/i.test(text)) return failure(503, notConfiguredMessage(WORKERS_AI_LOCAL_DETAIL));

  if (APICallError.isInstance(err)) {
    const status = err.statusCode;
    const body = `${err.responseBody ?? ''} ${text}`;
    if (status === undefined) return failure(503, AI_UNREACHABLE);
    if (status === 401 || status === 403) return failure(502, AI_KEY_REJECTED);
    if (status === 402 || /insufficient[ _-]?(funds|credit|balance)/i.test(body)) return failure(502, AI_INSUFFICIENT_FUNDS);
    if (status === 429 || /quota/i.test(body)) return failure(503, AI_QUOTA_REACHED);
    return failure(502, AI_FAILED, false);
  }

  // Workers AI binding errors carry a numeric code in their message.
  if (/\b5016\b|submit the prompt 'agree'/i.test(text)) return failure(503, AI_LICENCE_NEEDED);
  if (/\b3036\b|neurons|daily free allocation|account limited/i.test(text)) return failure(503, AI_QUOTA_REACHED);
  if (/\b(3040|3043)\b|capacity/i.test(text)) return failure(503, AI_UNREACHABLE);
  if (/network connection lost|fetch failed|ECONNREFUSED|cannot connect/i.test(text)) return failure(503, AI_UNREACHABLE);
  return failure(502, AI_FAILED, false);
}
