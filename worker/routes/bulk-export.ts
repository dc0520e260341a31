import { Hono, type Context } from 'hono';
import { every } from 'hono/combine';
import { parseBulkRequest, preferences } from '../../core/fhir/bulk-request';
import { errorOutcome, operationOutcome } from '../../core/fhir/operation-outcome';
import { sealAuditChain } from '../audit/chain';
import { auditKey } from '../audit/key';
import { allow } from '../auth/permissions';
import { signAudit } from '../audit/row-mac';
import { bulkExportsOf } from '../bulk/clinic-exports';
import { BULK_FILE_NAME, bulkFileKey, exportBucket } from '../bulk/files';
import { requireBulkExporter } from '../bulk/exporter';
import { IGNORED_FILE, manifestOf, progressOf } from '../bulk/job';
import { auditInsert } from '../db/queries/audit';
import { clinicDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { FHIR_JSON } from '../fhir/respond';
import { csrfGuard } from '../middleware/security';

/** Seconds a client is asked to wait between polls (Retry-After) and before kicking off again when the clinic's export is busy. */
const POLL_SECONDS = 2;
const BUSY_SECONDS = 60;
const JOB_ID = /^[0-9a-f]{32}$/;

const NOT_FOUND = 'No such export: it was never started by you, was cancelled, or its files have expired.';

function exportsOf(c: Context<AppEnv>) {
  return bulkExportsOf(c.env, c.get('bulkExporter').clinicId);
}

function base(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}/fhir/R4`;
}

/** The caller's job of the path, or 404 (another clinic's or another person's job is unknown here, as an expired one). */
async function pathJob(c: Context<AppEnv>) {
  const id = c.req.param('job') ?? '';
  const job = JOB_ID.test(id) ? await exportsOf(c).job(id, c.get('bulkExporter').owner) : null;
  if (!job) throw new ApiException(404, NOT_FOUND);
  return job;
}

async function kickOff(c: Context<AppEnv>, level: 'system' | 'patient') {
  const prefer = preferences(c.req.header('Prefer'));
  if (!prefer.has('respond-async')) throw new ApiException(400, '$export runs asynchronously: send the header Prefer: respond-async.');
  const accept = c.req.header('Accept');
  if (accept && !/application\/fhir\+json|application\/json|\*\/\*/.test(accept)) throw new ApiException(400, 'Accept must be application/fhir+json (the kick-off answers errors as an OperationOutcome).');
  const query = new URL(c.req.url).searchParams;
  const request = parseBulkRequest(query, prefer.has('handling=lenient'));
  const exporter = c.get('bulkExporter');
  // A backend service exports what its system/ scopes read: asking for more is refused, asking for nothing exports just that.
  const beyond = request.types.filter((t) => !exporter.types.includes(t));
  if (beyond.length && query.has('_type')) {
    throw new ApiException(403, `The access token's scopes do not allow reading ${beyond.join(', ')}.`, undefined, { 'WWW-Authenticate': 'Bearer realm="MedAssist FHIR", error="insufficient_scope"' });
  }
  request.types = request.types.filter((t) => exporter.types.includes(t));
  const started = await exportsOf(c).start(exporter.owner, c.req.url, request);
  if ('busy' in started) throw new ApiException(429, 'An export of this clinic is already running; one runs at a time. Try again when it is done.', undefined, { 'Retry-After': String(BUSY_SECONDS) });
  const db = clinicDb(c, exporter.clinicId, { primary: true });
  const key = await auditKey(c.env);
  await auditInsert(db, await signAudit(key, { clinicId: exporter.clinicId, userId: exporter.userId, action: 'export', entity: 'clinic', entityId: exporter.clinicId, detail: { format: 'fhir-bulk', level, ...(exporter.smartApp !== null ? { smartApp: exporter.smartApp } : {}), job: started.started, types: request.types.join(','), ...(request.since ? { since: request.since } : {}) } }));
  await sealAuditChain(db, key, exporter.clinicId);
  const outcome = operationOutcome([{ severity: 'information', code: 'informational', diagnostics: 'Export started; poll the Content-Location URL.' }]);
  return c.body(JSON.stringify(outcome), 202, { 'Content-Type': FHIR_JSON, 'Content-Location': `${base(c)}/$export-status/${started.started}` });
}

/**
 * The Patient-level kick-off, GET /Patient/$export. routes/fhir.ts hands it over from its
 * GET /Patient/:id: a literal route beside that parameter would send the whole app to Hono's slow
 * router (worker/http/router-shape.test.ts).
 */
export const patientExportKickOff = every(requireBulkExporter, allow('clinic:export'), (c: Context<AppEnv>) => kickOff(c, 'patient'));

/**
 * FHIR Bulk Data 2.0 export (https://hl7.org/fhir/uv/bulkdata/STU2/export.html): kick-off at system
 * and Patient level (the same data here: every record of the clinic is a patient's), status polling,
 * cancel, and the files. Every answer is limited to the exporter's clinic and to the jobs they started.
 * Mounted in routes/fhir.ts, whose error handler answers every error as an OperationOutcome.
 */
export const bulkExportRoutes = new Hono<AppEnv>()
  .get('/$export', requireBulkExporter, allow('clinic:export'), (c) => kickOff(c, 'system'))

  .get('/$export-status/:job', requireBulkExporter, allow('clinic:export'), async (c) => {
    const job = await pathJob(c);
    if (job.state === 'running') return c.body(null, 202, { 'X-Progress': progressOf(job), 'Retry-After': String(POLL_SECONDS) });
    if (job.state === 'failed') return c.body(JSON.stringify(errorOutcome('exception', 'The export failed after repeated attempts; start a new one.')), 500, { 'Content-Type': FHIR_JSON });
    const manifest = manifestOf(job, (name) => `${base(c)}/$export-file/${job.id}/${name}`);
    return c.json(manifest, 200, { Expires: new Date(job.expiresAt!).toUTCString() });
  })

  // A Bulk Data client sends no body; a browser's cross-site DELETE is refused as on /api.
  .delete('/$export-status/:job', csrfGuard, requireBulkExporter, allow('clinic:export'), async (c) => {
    const id = c.req.param('job');
    if (!JOB_ID.test(id) || !(await exportsOf(c).cancel(id, c.get('bulkExporter').owner))) throw new ApiException(404, NOT_FOUND);
    return c.body(null, 202);
  })

  .get('/$export-file/:job/:name', requireBulkExporter, allow('clinic:export'), async (c) => {
    const job = await pathJob(c);
    const name = c.req.param('name');
    const known = job.state === 'done' && (job.output.some((f) => f.name === name) || (job.ignored.length > 0 && name === IGNORED_FILE));
    if (!BULK_FILE_NAME.test(name) || !known) throw new ApiException(404, NOT_FOUND);
    const file = await exportBucket(c.env, job.clinicId).get(bulkFileKey(job.clinicId, job.id, name));
    if (!file) throw new ApiException(404, NOT_FOUND);
    return c.body(file.body, 200, { 'Content-Type': 'application/fhir+ndjson', 'Content-Length': String(file.size), 'Cache-Control': 'no-store' });
  });
