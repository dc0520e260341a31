import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';

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
