import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { ApiError } from '../../core/schemas/errors';
import { DB_BUSY_MESSAGE, DB_RETRY_AFTER_SECONDS, isTransientDbError } from '../db/transient';
import type { AppEnv } from '../env';
import { ApiException, errorClass, validationError } from '../errors';

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
  // A 409 on a stale version carries the current record (http/params.ts staleVersion).
  const current = (err as ApiException & { current?: unknown }).current;
  if (current !== undefined) body.current = current;
  return c.json(body, err.status, err.headers);
}
