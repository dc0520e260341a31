import type { MiddlewareHandler } from 'hono';
import { sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { sealAuditChain } from './chain';
import { auditKey } from './key';
import { logFailure } from '../errors';

// Requests that may have written audit rows: every signed-in mutation, and every read of patient
// data (a patient or the patient list, their record, lab results, notes, appointments, the lists of
// notifications and messages; not their polled unread counts, which write none).
const AUDITED_READ = /^\/api\/((patients|lab-results|clinical-notes|appointments)(\/|$)|(notifications|messages)\/?$)/;

// One sealer per clinic per isolate. Under a burst, every audited request used to start its own
// sealer, and each re-read and re-MACed the same pending rows (50 concurrent list reads: 50 sealers
// over ~50 rows each, most of them then writing nothing). A request that finds one running asks it
// for one more pass instead, so its rows are still sealed by a pass that starts after they exist.
// It does not wait for that pass: the pass belongs to the first request's waitUntil, and a promise
// settled in another request's context is not one to await.
// Sealers in other isolates stay safe: sealAuditChain's conditional writes never write a wrong link.
const running = new Map<number, { again: boolean }>();

/**
 * A sealer stops after this many passes even if asked for more; the next audited request starts a
 * fresh one. It runs in one request's waitUntil, which the platform cuts off after 30 s: a sealer
 * cut off mid-loop would never clear its entry and this isolate would stop sealing the clinic.
 */
export const SEAL_MAX_PASSES = 50;

/** A pass asked for while one runs starts this long after the running one started (50 passes: 12.5 s, within waitUntil's 30 s). */
export const SEAL_SPACING_MS = 250;

/**
 * Runs `seal` for the clinic now, or has the pass already running in this isolate run once more,
 * `spacingMs` after that one started.
 */
export function sealCoalesced(clinicId: number, seal: () => Promise<unknown>, spacingMs = SEAL_SPACING_MS): Promise<void> {
  const current = running.get(clinicId);
  if (current) {
    current.again = true;
    return Promise.resolve();
  }
  const state = { again: false };
  running.set(clinicId, state);
  return (async () => {
    try {
      for (let pass = 1; ; pass++) {
        state.again = false;
        const started = Date.now();
        await seal();
        if (!state.again || pass >= SEAL_MAX_PASSES) return;
        // Rows that came during a pass are sealed together by the next one, SEAL_SPACING_MS after
        // this one started: under a burst, one pass (two reads and a few batched writes) per quarter
        // second instead of three D1 round trips per request or two.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + spacingMs - Date.now())));
      }
    } finally {
      running.delete(clinicId);
    }
  })();
}

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
  const db = sessionDb(c);
  const seal = sealCoalesced(session.clinicId, async () => sealAuditChain(db, await auditKey(c.env), session.clinicId));
  ctx.waitUntil(seal.catch((err: unknown) => logFailure('audit seal', err)));
};
