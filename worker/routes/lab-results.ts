import { msg } from '../../core/i18n/msg';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { LabResultCreateSchema, LabResultListQuerySchema, type LabResult, type LabResultReceipt } from '../../core/schemas/lab-results';
import { auditKey } from '../audit/key';
import { sessionOrApiKey } from '../auth/api-key';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { clinicDb, sessionDb } from '../db/request-db';
import { createLabResult, getLabResult, listLabResults, readLabResultAudited, reviewLabResult, toLabResult } from '../db/queries/lab-results';
import { auditedList, queryDetail } from '../db/queries/audit';
import { getPatient } from '../db/queries/patients';
import type { AppEnv } from '../env';
import { idempotent, REPLAYED_HEADER } from '../middleware/idempotency';
import { ApiException } from '../errors';
import { announceLabResult, stopEscalation } from '../notifications/alerts';
import { deliverCriticalAlerts } from '../notifications/critical-outbox';
import { validate } from '../validation';
import { labResultObservations } from '../chart/lab-observations';
import { resultDataOf } from '../chart/lab-result-data';
import { shownOrRefused } from '../http/audited-read';
import { pathId } from '../http/params';

/** The create's answer: a signed-in user gets the result as stored, a lab system (API key) only its receipt (no patient data). */
function createdAnswer(c: Context<AppEnv>, result: LabResult): LabResult | LabResultReceipt {
  if (c.get('author').userId !== null) return result;
  return { id: result.id, receivedAt: result.receivedAt, isCritical: result.isCritical };
}

/**
 * A replayed create (same Idempotency-Key) stores nothing, but its client may be retrying because
 * the first answer was lost: whatever alert of the clinic is still pending goes out now.
 */
const alertsAfterReplay: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.headers.get(REPLAYED_HEADER) === 'true') await deliverCriticalAlerts(c.env, c.get('author').clinicId);
};

/** Lab and imaging results (spec §7, DESIGN.md §4): list, enter (staff, or a lab system with a `lab:write` key), review. */
export const labResultRoutes = new Hono<AppEnv>()
  .get('/', requireSession, allow('clinical:read'), validate('query', LabResultListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const { clinicId, userId } = c.get('session');
    const db = sessionDb(c);
    const list = listLabResults(db, clinicId, {
      pending: q.pending === 'true',
      ...(q.kind ? { kind: q.kind } : {}),
      ...(q.patientId ? { patientId: q.patientId } : {}),
      ...(q.q ? { q: q.q } : {}),
      ...(q.limit ? { limit: q.limit } : {}),
    });
    const audit = { clinicId, userId, patientId: q.patientId ?? null, entity: 'lab_result' as const, detail: queryDetail(q) };
    return c.json(shownOrRefused(await auditedList(db, await auditKey(c.env), audit, list), 'Lab result not found.'), 200);
  })
  .get('/:id', requireSession, allow('clinical:read'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const read = await readLabResultAudited(sessionDb(c), await auditKey(c.env), clinicId, userId, pathId(c.req.param('id'), 'Lab result'));
    return c.json(shownOrRefused(read, 'Lab result not found.'), 200);
  })
  .post('/', sessionOrApiKey('lab:write'), allow('results:write'), alertsAfterReplay, idempotent(async (c, id) => {
    const result = await getLabResult(clinicDb(c, c.get('author').clinicId), c.get('author').clinicId, id);
    return result && createdAnswer(c, result);
  }), validate('json', LabResultCreateSchema), async (c) => {
    const { clinicId, userId, apiKeyId } = c.get('author');
    const input = c.req.valid('json');
    const db = clinicDb(c, clinicId);
    const patient = await getPatient(db, clinicId, input.patientId);
    if (!patient) throw new ApiException(404, msg('Patient not found.'), { patientId: ['Patient not found.'] });
    const resultData = resultDataOf(input, patient.fullName);
    const isCritical = resultData.critical;
    const receivedAt = new Date();
    const lines = labResultObservations(input, receivedAt.toISOString());
    const stored = await createLabResult(db, await auditKey(c.env), clinicId, { userId, apiKeyId }, { patientId: patient.id, labName: input.labName, kind: input.kind, resultData, isCritical, receivedAt }, lines, c.get('idempotencyClaim'));
    // The row as stored is the result: announcing it reads nothing the batch did not already read.
    const result = toLabResult({ r: stored.row, patientName: patient.fullName, reviewedByName: null });
    return c.json(createdAnswer(c, await announceLabResult(c.env, db, clinicId, result, stored)), 201);
  })
  .patch('/:id/review', requireSession, allow('results:write'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'Lab result');
    const db = sessionDb(c);
    const outcome = await reviewLabResult(db, await auditKey(c.env), clinicId, userId, id);
    if (outcome === 'not-found') throw new ApiException(404, msg('Lab result not found.'));
    if (outcome === 'reviewed') await stopEscalation(c.env, db, clinicId, id);
    return c.json((await getLabResult(db, clinicId, id))!, 200);
  });
