import type { MiddlewareHandler } from 'hono';
import { sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { sealAuditChain } from './chain';

// Requests that may have written audit rows: every signed-in mutation, and reading one patient.
const PATIENT_READ = /^\/api\/patients\/\d+$/;

/** After such a request answers, seal the clinic's new audit rows in the background (waitUntil). */
export const sealAuditAfterRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const session = c.get('session');
  if (!session || c.res.status >= 500) return;
  if (c.req.method === 'GET' && !PATIENT_READ.test(c.req.path)) return;
  let ctx: { waitUntil(promise: Promise<unknown>): void };
  try {
    ctx = c.executionCtx;
  } catch {
    return; // no execution context (e.g. app.request in a unit test): the next read seals instead
  }
  ctx.waitUntil(sealAuditChain(sessionDb(c), session.clinicId).catch((err) => console.error('audit seal failed', err instanceof Error ? err.message : 'unknown')));
};
