import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { ApiError } from '../core/schemas/errors';
import { DB_BUSY_MESSAGE, DB_RETRY_AFTER_SECONDS, isTransientDbError } from './db/transient';
import type { AppEnv } from './env';

/** An HTTP error with the API's JSON shape; thrown from handlers, rendered by `onError`. */
export class ApiException extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
  }
}

/** Turns zod issues into `{ field: [messages] }`, keeping the spec's wording. */
export function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The first message of a validation failure: what a toast shows. */
export function validationError(error: ZodError): ApiException {
  const fieldErrors = fieldErrorsOf(error);
  const first = error.issues[0]?.message ?? 'Invalid request.';
  return new ApiException(400, first, fieldErrors);
}

/**
 * What a log line may say about an error: its class name only. D1's messages quote SQL, table
 * names and bound values (patient data), so no message text ever reaches a log.
 */
export function errorClass(err: unknown): string {
  return err instanceof Error && /^[A-Za-z]{1,64}$/.test(err.name) ? err.name : 'Error';
}

/** One JSON log line for a failure outside the request's answer (background work): where, and the error's class. */
export function logFailure(where: string, err: unknown): void {
  console.error(JSON.stringify({ level: 'error', where, error: errorClass(err) }));
}

/** The one error handler: one JSON shape, a request id, never a stack, SQL or patient data. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  const requestId = c.get('requestId') ?? crypto.randomUUID();
  if (err instanceof ZodError) return renderError(c, validationError(err), requestId);
  if (err instanceof ApiException) return renderError(c, err, requestId);
  if (err instanceof HTTPException) {
    // hono's own (e.g. body-limit) exceptions carry their status; keep our shape.
    const status = err.status;
    const message = status === 413 ? 'Request body is too large.' : err.message || 'Request failed.';
    return c.json({ message, requestId } satisfies ApiError, status);
  }
  if (isTransientDbError(err)) {
    console.warn(JSON.stringify({ level: 'warn', requestId, path: new URL(c.req.url).pathname, error: 'transient-db' }));
    return c.json({ message: DB_BUSY_MESSAGE, requestId } satisfies ApiError, 503, { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) });
  }
  // Only the error's class name is logged: messages from D1 may contain SQL or values.
  console.error(JSON.stringify({ level: 'error', requestId, path: new URL(c.req.url).pathname, error: errorClass(err) }));
  return c.json({ message: 'Something went wrong on our side. Please try again.', requestId } satisfies ApiError, 500);
}

function renderError(c: Context<AppEnv>, err: ApiException, requestId: string): Response {
  const body: ApiError & { current?: unknown } = { message: err.message, requestId };
  if (err.fieldErrors) body.fieldErrors = err.fieldErrors;
  // A 409 on a stale version carries the current record (see routes/params.ts staleVersion).
  const current = (err as ApiException & { current?: unknown }).current;
  if (current !== undefined) body.current = current;
  return c.json(body, err.status, err.headers);
}
