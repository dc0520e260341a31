import type { MiddlewareHandler } from 'hono';
import { sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { sealAuditChain } from './chain';

// Requests that may have written audit rows: every signed-in mutation, and the audited reads of
// patient data (a patient, their record, one lab result, one patient's notes).
const AUDITED_READ = /^\/api\/(patients\/\d+(\/record)?|lab-results\/\d+)$/;
const writesViewRow = (path: string, patientId: string | undefined) => AUDITED_READ.test(path) || (path === '/api/clinical-notes' && patientId !== undefined);

/** After such a request answers, seal the clinic's new audit rows in the background (waitUntil). */
export const sealAuditAfterRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const session = c.get('session');
  if (!session || c.res.status >= 500) return;
  if (c.req.method === 'GET' && !writesViewRow(c.req.path, c.req.query('patientId'))) return;
  let ctx: { waitUntil(promise: Promise<unknown>): void };
  try {
    ctx = c.executionCtx;
  } catch {
    return; // no execution context (e.g. app.request in a unit test): the next read seals instead
  }
  ctx.waitUntil(sealAuditChain(sessionDb(c), session.clinicId).catch((err) => console.error('audit seal failed', err instanceof Error ? err.message : 'unknown')));
};
