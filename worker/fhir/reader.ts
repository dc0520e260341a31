import type { Context, MiddlewareHandler } from 'hono';
import { sealCoalesced } from '../audit/seal-middleware';
import { sealAuditChain } from '../audit/chain';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { loadSession, sessionIdFrom } from '../auth/sessions';
import { auditRead, type AuditEntry } from '../db/queries/audit';
import { clinicDb } from '../db/request-db';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';

/** Who reads through the FHIR API: a signed-in member (session cookie). */
export interface FhirReader {
  clinicId: number;
  userId: number;
}

/**
 * /fhir/R4 outside metadata: a live session (the cookie a signed-in browser sends; Path=/ so it
 * reaches /fhir) or 401 as an OperationOutcome. Sets `fhirReader` (and `session`).
 */
export const requireFhirReader: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('Authorization') !== undefined) throw new ApiException(401, 'API keys are not accepted by the FHIR API; sign in.');
  const id = sessionIdFrom(c);
  const session = id ? await loadSession(c.env, id) : null;
  if (!session) throw new ApiException(401, 'Not authenticated.');
  c.set('session', session);
  c.set('fhirReader', { clinicId: session.clinicId, userId: session.userId });
  await next();
};

/**
 * The reader's clinic database. The D1 bookmark cookie (read-your-writes, db/request-db.ts) is
 * scoped to /api and never reaches /fhir, so a signed-in reader starts at the primary: what they
 * just entered in the app is in what FHIR answers.
 */
export function readerDb(c: Context<AppEnv>): Db {
  return clinicDb(c, c.get('fhirReader').clinicId, { primary: true });
}

/**
 * Records a FHIR read of patient data, marked `api: 'fhir'` in its detail. False when the reader's
 * account is disabled or removed (nothing was written, nothing must be shown), as for every read.
 */
export async function auditFhirRead(c: Context<AppEnv>, db: Db, e: Omit<AuditEntry, 'clinicId' | 'userId'> & { action: 'view' | 'list' }): Promise<boolean> {
  const reader = c.get('fhirReader');
  const entry = await signAudit(await auditKey(c.env), { ...e, clinicId: reader.clinicId, userId: reader.userId, detail: { api: 'fhir', ...e.detail } });
  return auditRead(db, entry);
}

/** After a FHIR read answered, seal the clinic's new audit rows in the background (as worker/audit/seal-middleware.ts does for /api). */
export const sealAfterFhirRead: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const reader = c.get('fhirReader');
  if (!reader || c.res.status >= 500) return;
  let ctx: { waitUntil(promise: Promise<unknown>): void };
  try {
    ctx = c.executionCtx;
  } catch {
    return; // no execution context (app.request in a unit test): the next audited request seals
  }
  const db = readerDb(c);
  const seal = sealCoalesced(reader.clinicId, async () => sealAuditChain(db, await auditKey(c.env), reader.clinicId));
  ctx.waitUntil(seal.catch((err) => console.error('audit seal failed', err instanceof Error ? err.message : 'unknown')));
};
