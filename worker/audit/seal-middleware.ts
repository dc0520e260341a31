import type { MiddlewareHandler } from 'hono';
import { sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { sealAuditChain } from './chain';
import { auditKey } from './key';

// Requests that may have written audit rows: every signed-in mutation, and every read of patient
// data (a patient or the patient list, their record, lab results, notes, appointments).
const AUDITED_READ = /^\/api\/(patients|lab-results|clinical-notes|appointments)(\/|$)/;

/** After such a request answers, seal the clinic's new audit rows in the background (waitUntil). */
export const sealAuditAfterRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const session = c.get('session');
  if (!session || c.res.status >= 500) return;
  if (c.req.method === 'GET' && !AUDITED_READ.test(c.req.path)) return;
  let ctx: { waitUntil(promise: Promise<unknown>): void };
  try {
    ctx = c.executionCtx;
  } catch {
    return; // no execution context (e.g. app.request in a unit test): the next read seals instead
  }
  const seal = auditKey(c.env).then((key) => sealAuditChain(sessionDb(c), key, session.clinicId));
  ctx.waitUntil(seal.catch((err) => console.error('audit seal failed', err instanceof Error ? err.message : 'unknown')));
};
