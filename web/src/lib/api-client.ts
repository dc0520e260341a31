import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '../../../core/schemas/errors';
import type { AppType, SmartApiType } from '../../../worker/app';
import { isMessageDescriptor } from '../../../core/i18n/message';
import { msg } from '../../../core/i18n/msg';
import { t } from '../i18n';
import { localText } from './local-text';
import { nextTask } from './next-task';
import { resilientFetch } from './resilient-fetch';

const unauthorizedListeners = new Set<() => void>();

/** Runs `listener` at every 401 answer to any API call (the session is over); returns an unsubscribe. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const forbiddenListeners = new Set<() => void>();

/**
 * Runs `listener` at every 403 answer to any API call (the user's role or owner flag may have
 * changed since the page loaded it); returns an unsubscribe.
 */
export function onForbidden(listener: () => void): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

/** A fetch that tells the 401 and 403 listeners; queries, mutations and the AI streams all pass here. */
function reportingUnauthorized(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const res = await base(input, init);
    if (res.status === 401) for (const listener of unauthorizedListeners) listener();
    if (res.status === 403) for (const listener of forbiddenListeners) listener();
    return res;
  };
}

/**
 * A fetch that starts in a task of its own. A page's queries all start in the one task that runs
 * React's effects; each request's set-up (headers, the browser's fetch through the service worker)
 * then added to it, which a phone at 4x slower CPU turned into a long task (issue 33: total blocking
 * time). Started one task later each, they interleave with paint and input instead.
 */
function inItsOwnTask(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    await nextTask();
    return base(input, init);
  };
}

const apiFetch = inItsOwnTask(reportingUnauthorized(resilientFetch()));

/** The typed API client: paths, bodies and answers come from the Worker's own route types. */
export const api = hc<AppType>('/api', { init: { credentials: 'same-origin' }, fetch: apiFetch });

/**
 * The SMART workspace's own calls (worker/routes/smart-api.ts): under /smart, where the session cookie
 * of a sign-in inside an EHR's frame (Path=/smart) is sent, and the ordinary one too.
 */
export const smartApi = hc<SmartApiType>('/smart/api', { init: { credentials: 'same-origin' }, fetch: apiFetch });

/**
 * A failed API call: the server's message (spec §8 wording) plus field errors and the status. The
 * Worker answers in English, its texts marked with `msg()`; here, the one place an API error becomes
 * a text, it is translated, so every screen and toast shows it in the user's language. Field errors
 * stay English: FormField translates them where it shows them.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The spec's generic query error text: 'status: body' (or the status text). */
    readonly display = `${status}: ${message}`,
    /** The parsed error body (e.g. `current` on a 409 version conflict). */
    readonly body: Record<string, unknown> = {},
  ) {
    // A message with figures comes with its template (ApiError.template): translated with its values.
    super(isMessageDescriptor(body.template) ? localText(body.template) : t(message));
  }
}

/**
 * What a client call answers when it succeeds, as the Worker's route declares it (its `c.json`
 * with a 2xx status); the route's error answers (a 409 with the current record, say) and its
 * non-JSON answers (the audit trail as CSV) are left out.
 */
export type SuccessData<R> = R extends ClientResponse<infer T, infer S, infer F> ? (S extends SuccessStatusCode ? (F extends 'json' ? T : never) : never) : never;

/** The typed data of an API call that succeeded, e.g. `ApiData<typeof api.users.$get>` for GET /api/users. */
export type ApiData<F extends (...args: never[]) => Promise<unknown>> = SuccessData<Awaited<ReturnType<F>>>;

/**
 * Awaits a client call and returns its JSON, typed by the route's successful answer; or throws
 * ApiRequestError with the server's message.
 */
export async function unwrap<R extends ClientResponse<unknown, number>>(call: Promise<R>): Promise<SuccessData<R>> {
  let res;
  try {
    res = await call;
  } catch {
    throw new ApiRequestError(0, msg('You appear to be offline. Check your connection and try again.'));
  }
  // The route's types say which body a 2xx carries; the runtime check is the status itself.
  if (res.ok) return (await res.json()) as SuccessData<R>;
  const text = await res.text().catch(() => '');
  let body: Partial<ApiError> = {};
  try {
    body = JSON.parse(text) as ApiError;
  } catch {
    // not JSON: keep the raw text
  }
  throw new ApiRequestError(res.status, body.message ?? (text || res.statusText), body.fieldErrors ?? {}, `${res.status}: ${text || res.statusText}`, body as Record<string, unknown>);
}
