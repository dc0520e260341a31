import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { UnmatchedAttachSchema, UnmatchedDiscardSchema, UnmatchedListQuerySchema } from '../../core/schemas/lab-results';
import { auditKey } from '../audit/key';
import { requireSession } from '../auth/middleware';
import { auditedList, queryDetail } from '../db/queries/audit';
import { getLabResult } from '../db/queries/lab-results';
import { getPatient } from '../db/queries/patients';
import { attachUnmatchedLabResult, countUnmatchedLabResults, discardUnmatchedLabResult, listUnmatchedLabResults } from '../db/queries/unmatched-lab-results';
import { sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { announceLabResult } from '../notifications/alerts';
import { validate } from '../validation';
import { shownOrRefused } from '../http/audited-read';
import { pathId } from '../http/params';
import { allow } from '../auth/permissions';

const RESOLVED = msg('This result was already attached or discarded.');

/**
 * Results a lab sent for an MRN the clinic does not know (routes/hl7.ts): listed for staff, who
 * attach each to the right patient (it then becomes a normal result, alerting when critical) or
 * discard it with a reason. Never matched by guess.
 */
export const unmatchedLabResultRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('clinical:read'), validate('query', UnmatchedListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const { clinicId, userId } = c.get('session');
    const db = sessionDb(c);
    const audit = { clinicId, userId, patientId: null, entity: 'unmatched_lab_result' as const, detail: queryDetail(q) };
    const list = await auditedList(db, await auditKey(c.env), audit, listUnmatchedLabResults(db, clinicId, q.resolved === 'true'));
    return c.json(shownOrRefused(list, 'Unmatched result not found.'), 200);
  })
  .get('/count', allow('clinical:read'), async (c) => c.json({ waiting: await countUnmatchedLabResults(sessionDb(c), c.get('session').clinicId) }, 200))
  .post('/:id/attach', allow('results:write'), validate('json', UnmatchedAttachSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'Unmatched result');
    const db = sessionDb(c);
    const patient = await getPatient(db, clinicId, c.req.valid('json').patientId);
    if (!patient) throw new ApiException(404, msg('Patient not found.'), { patientId: ['Patient not found.'] });
    const outcome = await attachUnmatchedLabResult(db, await auditKey(c.env), clinicId, userId, id, patient);
    if (outcome === 'not-found') throw new ApiException(404, msg('Unmatched result not found.'));
    if (outcome === 'resolved') throw new ApiException(409, RESOLVED);
    const result = (await getLabResult(db, clinicId, outcome.labResultId))!;
    await announceLabResult(c.env, db, clinicId, result);
    return c.json((await getLabResult(db, clinicId, outcome.labResultId))!, 200);
  })
  .post('/:id/discard', allow('results:write'), validate('json', UnmatchedDiscardSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'Unmatched result');
    const outcome = await discardUnmatchedLabResult(sessionDb(c), await auditKey(c.env), clinicId, userId, id, c.req.valid('json').reason);
    if (outcome === 'not-found') throw new ApiException(404, msg('Unmatched result not found.'));
    if (outcome === 'resolved') throw new ApiException(409, RESOLVED);
    return c.json({ message: 'Result discarded.' }, 200);
  });
