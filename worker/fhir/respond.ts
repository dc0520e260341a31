import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { FhirResource } from '../../core/fhir/export-resources';
import { errorOutcome, type IssueType } from '../../core/fhir/operation-outcome';
import { SearchParamError } from '../../core/fhir/search-params';
import { DB_BUSY_MESSAGE, DB_RETRY_AFTER_SECONDS, isTransientDbError } from '../db/transient';
import type { AppEnv } from '../env';

/** FHIR's JSON media type (http://hl7.org/fhir/R4/http.html#mime-type). */
export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** A resource as the answer, in FHIR's media type. */
export function fhirJson(c: Context<AppEnv>, resource: FhirResource, status: ContentfulStatusCode = 200): Response {
  return c.body(JSON.stringify(resource), status, { 'Content-Type': FHIR_JSON });
}

/** The issue type of an error status (http://hl7.org/fhir/R4/valueset-issue-type.html). */
const ISSUE_OF_STATUS: Partial<Record<number, IssueType>> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  410: 'deleted',
  413: 'too-costly',
  429: 'throttled',
  // A 503 is always worth retrying (a busy database, an export's status not readable just now): Bulk Data asks for a transient code.
  503: 'transient',
};

function outcome(c: Context<AppEnv>, status: ContentfulStatusCode, diagnostics: string, headers: Record<string, string> = {}): Response {
  const issue = ISSUE_OF_STATUS[status] ?? (status >= 500 ? 'exception' : 'processing');
  const extra: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer realm="MedAssist FHIR"' } : {};
  return c.body(JSON.stringify(errorOutcome(issue, diagnostics)), status, { 'Content-Type': FHIR_JSON, ...extra, ...headers });
}

/**
 * The error handler of /fhir/R4: every error is an OperationOutcome with the status the API would
 * give (bad search 400, no session or key 401, not allowed 403, unknown 404, deleted 410), the
 * request id in a header, never a stack, SQL or patient data.
 */
export function fhirError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof SearchParamError) return outcome(c, 400, err.message);
  if (err instanceof ZodError) return outcome(c, 400, err.issues[0]?.message ?? 'Invalid request.');
  if (err instanceof HTTPException) {
    const headers = (err as HTTPException & { headers?: Record<string, string> }).headers;
    return outcome(c, err.status, err.message || 'Request failed.', headers);
  }
  const requestId = c.get('requestId') ?? '';
  if (isTransientDbError(err)) {
    console.warn(JSON.stringify({ level: 'warn', requestId, path: new URL(c.req.url).pathname, error: 'transient-db' }));
    return outcome(c, 503, DB_BUSY_MESSAGE, { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) });
  }
  console.error(JSON.stringify({ level: 'error', requestId, path: new URL(c.req.url).pathname, error: err.name }));
  return outcome(c, 500, 'Something went wrong on our side. Please try again.');
}

/** An unknown path under /fhir/R4 (or an interaction not supported on a known type). */
export function fhirNotFound(c: Context<AppEnv>): Response {
  return outcome(c, 404, `${c.req.method} ${new URL(c.req.url).pathname} is not supported by this server (see /fhir/R4/metadata).`);
}
