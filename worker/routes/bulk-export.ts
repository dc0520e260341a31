import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { kickOffParameters, parseBulkRequest, preferences, type BulkLevel, type BulkRequest } from '../../core/fhir/bulk-request';
import { errorOutcome, operationOutcome } from '../../core/fhir/operation-outcome';
import { SearchParamError } from '../../core/fhir/search-params';
import { sealAuditChain } from '../audit/chain';
import type { AuditEntry } from '../audit/entry';
import { auditKey } from '../audit/key';
import { allow } from '../auth/permissions';
import { signAudit } from '../audit/row-mac';
import { bulkExportsOf } from '../bulk/clinic-exports';
import { BULK_FILE_NAME, bulkFileKey, exportBucket } from '../bulk/files';
import { requireBulkExporter } from '../bulk/exporter';
import { IGNORED_FILE, manifestOf, progressOf, type BulkJob } from '../bulk/job';
import { auditInsert } from '../db/queries/audit';
import { livePatientIds } from '../db/queries/patients';
import { clinicDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException, logFailure } from '../errors';
import { FHIR_JSON } from '../fhir/respond';
import { csrfGuard } from '../middleware/security';

/** Seconds a client is asked to wait between polls (Retry-After) and before kicking off again when the clinic's export is busy. */
const POLL_SECONDS = 2;
const BUSY_SECONDS = 60;
const JOB_ID = /^[0-9a-f]{32}$/;
/** A POST kick-off's Parameters body: room for MAX_PATIENTS references and the other parameters. */
const KICK_OFF_MAX_BYTES = 256 * 1024;
/** D1 binds at most 100 parameters a statement: patients are checked in slices. */
const PATIENT_CHECK_SLICE = 90;

const NOT_FOUND = 'No such export: it was never started by you, was cancelled, or its files have expired.';
const INSUFFICIENT_SCOPE = { 'WWW-Authenticate': 'Bearer realm="MedAssist FHIR", error="insufficient_scope"' };

function exportsOf(c: Context<AppEnv>) {
  return bulkExportsOf(c.env, c.get('bulkExporter').clinicId);
}

function base(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}/fhir/R4`;
}

/**
 * The caller's job of the path, or 404 (another clinic's or another person's job is unknown here,
 * as an expired or cancelled one). A status poll (`poll`) also counts against the job's poll budget.
 */
async function pathJob(c: Context<AppEnv>, { poll = false } = {}): Promise<BulkJob> {
  const id = c.req.param('job') ?? '';
  const { owner } = c.get('bulkExporter');
  let job: BulkJob | 'too-frequent' | null;
  try {
    job = !JOB_ID.test(id) ? null : poll ? await exportsOf(c).poll(id, owner) : await exportsOf(c).job(id, owner);
  } catch (err) {
    // The clinic's object could not answer (evicted, overloaded): the job itself is fine; Bulk Data asks for a transient code.
    logFailure('bulk export status', err);
    throw new ApiException(503, 'The export’s status could not be read just now; ask again shortly.', undefined, { 'Retry-After': String(POLL_SECONDS * 5) });
  }
  if (!job) throw new ApiException(404, NOT_FOUND);
  if (job === 'too-frequent') throw new ApiException(429, `Polling too often: wait the Retry-After seconds (${POLL_SECONDS}) between status requests.`, undefined, { 'Retry-After': String(POLL_SECONDS) });
  // Bulk Data: status and file requests need a token whose scopes cover every type being exported (a later, narrower token of the same app does not).
  const uncovered = job.types.filter((t) => !c.get('bulkExporter').types.includes(t));
  if (uncovered.length) throw new ApiException(403, `The access token's scopes do not cover ${uncovered.join(', ')}, which this export holds.`, undefined, INSUFFICIENT_SCOPE);
  return job;
}

/** One audit row of the exporter (the member, and the SMART app whose token it was), sealed before the answer. */
async function auditBulk(c: Context<AppEnv>, detail: NonNullable<AuditEntry['detail']>): Promise<void> {
  const exporter = c.get('bulkExporter');
  const db = clinicDb(c, exporter.clinicId, { primary: true });
  const key = await auditKey(c.env);
  const app: Record<string, string | number> = exporter.smartApp ? { smartApp: exporter.smartApp.id, smartAppName: exporter.smartApp.name } : {};
  await auditInsert(db, await signAudit(key, { clinicId: exporter.clinicId, userId: exporter.userId, action: 'export', entity: 'clinic', entityId: exporter.clinicId, detail: { format: 'fhir-bulk', ...app, ...detail } }));
  await sealAuditChain(db, key, exporter.clinicId);
}

/** The kick-off's parameters: a GET's query, or a POST's Parameters body (Bulk Data 2.0 lets a server take either; both are taken here). */
async function kickOffRequest(c: Context<AppEnv>, level: BulkLevel, lenient: boolean): Promise<BulkRequest> {
  const url = new URL(c.req.url);
  if (c.req.method === 'GET') return parseBulkRequest(url.searchParams, lenient, { method: 'GET', level });
  if (url.search) throw new SearchParamError('A POST kick-off takes its parameters in the Parameters body, not in the URL.');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new SearchParamError('A POST kick-off’s body must be a FHIR Parameters resource in JSON.');
  }
  const request = parseBulkRequest(kickOffParameters(body), lenient, { method: 'POST', level });
  if (request.patients) await requireKnownPatients(c, request.patients);
  return request;
}

/** Bulk Data: a `patient` the server does not hold is an error the client is told about. */
async function requireKnownPatients(c: Context<AppEnv>, ids: string[]): Promise<void> {
  const { clinicId } = c.get('bulkExporter');
  const db = clinicDb(c, clinicId);
  const numeric = ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  const live = new Set<number>();
  for (let i = 0; i < numeric.length; i += PATIENT_CHECK_SLICE) for (const id of await livePatientIds(db, clinicId, numeric.slice(i, i + PATIENT_CHECK_SLICE))) live.add(id);
  const unknown = ids.filter((id) => !live.has(Number(id)));
  if (unknown.length) throw new SearchParamError(`patient names ${unknown.slice(0, 10).map((id) => `Patient/${id}`).join(', ')}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}, not a patient of this clinic.`);
}

async function kickOff(c: Context<AppEnv>, level: BulkLevel) {
  const prefer = preferences(c.req.header('Prefer'));
  if (!prefer.has('respond-async')) throw new ApiException(400, '$export runs asynchronously: send the header Prefer: respond-async.');
  const accept = c.req.header('Accept');
  if (accept && !/application\/fhir\+json|application\/json|\*\/\*/.test(accept)) throw new ApiException(400, 'Accept must be application/fhir+json (the kick-off answers errors as an OperationOutcome).');
  const request = await kickOffRequest(c, level, prefer.has('handling=lenient'));
  const exporter = c.get('bulkExporter');
  // A backend service exports what its system/ scopes read: asking for more is refused, asking for nothing exports just that.
  const beyond = request.types.filter((t) => !exporter.types.includes(t));
  if (beyond.length && request.typeAsked) {
    throw new ApiException(403, `The access token's scopes do not allow reading ${beyond.join(', ')}.`, undefined, INSUFFICIENT_SCOPE);
  }
  request.types = request.types.filter((t) => exporter.types.includes(t));
  // The manifest's `request`: the kick-off URL (for a POST, without parameters, as Bulk Data says).
  const started = await exportsOf(c).start(exporter.owner, c.req.url, request);
  if ('busy' in started) throw new ApiException(429, 'An export of this clinic is already running; one runs at a time. Try again when it is done.', undefined, { 'Retry-After': String(BUSY_SECONDS) });
  await auditBulk(c, {
    level, method: c.req.method, job: started.started, types: request.types.join(','),
    ...(request.since ? { since: request.since } : {}), ...(request.elements ? { elements: request.elements.join(',') } : {}), ...(request.patients ? { patients: request.patients.length } : {}),
  });
  const outcome = operationOutcome([{ severity: 'information', code: 'informational', diagnostics: 'Export started; poll the Content-Location URL.' }]);
  return c.body(JSON.stringify(outcome), 202, { 'Content-Type': FHIR_JSON, 'Content-Location': `${base(c)}/$export-status/${started.started}` });
}

/** Whether a file request's Accept takes NDJSON (Bulk Data: optional, application/fhir+ndjson by default). FHIR JSON clients that send their usual Accept are served too. */
function acceptsNdjson(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.split(',').some((range) => /^\s*(\*\/\*|application\/\*|application\/(fhir\+)?n?d?json|ndjson)\s*(;|$)/i.test(range));
}

const kickOffGuards = [requireBulkExporter, allow('clinic:export')] as const;
const postGuards = [
  csrfGuard,
  bodyLimit({
    maxSize: KICK_OFF_MAX_BYTES,
    onError: () => {
      throw new ApiException(413, 'The kick-off’s Parameters body is too large.');
    },
  }),
] as const;

/**
 * The Patient-level kick-off, GET /Patient/$export. routes/fhir.ts hands it over from its
 * GET /Patient/:id: a literal route beside that parameter would send the whole app to Hono's slow
 * router (worker/http/router-shape.test.ts).
 */
export const patientExportKickOff = every(...kickOffGuards, (c: Context<AppEnv>) => kickOff(c, 'patient'));

/**
 * FHIR Bulk Data 2.0 export (https://hl7.org/fhir/uv/bulkdata/STU2/export.html): kick-off at system
 * and Patient level by GET or POST (the same data here: every record of the clinic is a patient's),
 * status polling, cancel, and the files. Every answer is limited to the exporter's clinic and to the
 * jobs they started; every file read and every cancel is audited as the kick-off is.
 * Mounted in routes/fhir.ts, whose error handler answers every error as an OperationOutcome.
 */
export const bulkExportRoutes = new Hono<AppEnv>()
  .get('/$export', ...kickOffGuards, (c) => kickOff(c, 'system'))
  .post('/$export', ...postGuards, ...kickOffGuards, (c) => kickOff(c, 'system'))
  .post('/Patient/$export', ...postGuards, ...kickOffGuards, (c) => kickOff(c, 'patient'))

  .get('/$export-status/:job', ...kickOffGuards, async (c) => {
    const job = await pathJob(c, { poll: true });
    if (job.state === 'running') return c.body(null, 202, { 'X-Progress': progressOf(job), 'Retry-After': String(POLL_SECONDS) });
    if (job.state === 'failed') return c.body(JSON.stringify(errorOutcome('exception', 'The export failed after repeated attempts; start a new one.')), 500, { 'Content-Type': FHIR_JSON });
    const manifest = manifestOf(job, (name) => `${base(c)}/$export-file/${job.id}/${name}`);
    return c.json(manifest, 200, { Expires: new Date(job.expiresAt!).toUTCString() });
  })

  // A Bulk Data client sends no body; a browser's cross-site DELETE is refused as on /api.
  .delete('/$export-status/:job', csrfGuard, ...kickOffGuards, async (c) => {
    const { id } = await pathJob(c);
    const exporter = c.get('bulkExporter');
    const cancelled = await exportsOf(c).cancel(id, exporter.owner, { userId: exporter.userId, app: exporter.smartApp?.name ?? null });
    if (!cancelled) throw new ApiException(404, NOT_FOUND);
    await auditBulk(c, { job: id, cancelled: cancelled.state === 'cancelled' ? 'running' : 'files' });
    const outcome = operationOutcome([{ severity: 'information', code: 'informational', diagnostics: cancelled.state === 'cancelled' ? 'Export cancelled; its files are deleted.' : 'The export’s files are deleted.' }]);
    return c.body(JSON.stringify(outcome), 202, { 'Content-Type': FHIR_JSON });
  })

  // A file is a read of patient records: each download is audited (who, through which app, which file) before it is served.
  .get('/$export-file/:job/:name', ...kickOffGuards, async (c) => {
    if (!acceptsNdjson(c.req.header('Accept'))) throw new ApiException(406, 'Export files are application/fhir+ndjson; send that Accept (or none).');
    const job = await pathJob(c);
    const name = c.req.param('name');
    const listed = job.output.find((f) => f.name === name);
    const known = job.state === 'done' && (listed !== undefined || (job.ignored.length > 0 && name === IGNORED_FILE) || (job.deleted ?? []).some((f) => f.name === name));
    if (!BULK_FILE_NAME.test(name) || !known) throw new ApiException(404, NOT_FOUND);
    const file = await exportBucket(c.env, job.clinicId).get(bulkFileKey(job.clinicId, job.id, name));
    if (!file) throw new ApiException(404, NOT_FOUND);
    await auditBulk(c, { job: job.id, file: name, ...(listed ? { count: listed.count } : {}) });
    return c.body(file.body, 200, { 'Content-Type': 'application/fhir+ndjson', 'Content-Length': String(file.size), 'Cache-Control': 'no-store' });
  });
