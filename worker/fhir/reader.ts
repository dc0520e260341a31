import { msg } from '../../core/i18n/msg';
import type { Context, MiddlewareHandler } from 'hono';
import { sealCoalesced } from '../audit/seal-middleware';
import { sealAuditChain } from '../audit/chain';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { grantOfBearerKey } from '../auth/api-key';
import { loadSession, sessionIdFrom } from '../auth/sessions';
import type { AuditEntry } from '../audit/entry';
import { auditInsert, auditRead } from '../db/queries/audit';
import { clinicDb } from '../db/request-db';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { ApiException, logFailure } from '../errors';
import { bearerIsAccessToken, verifyAccessToken } from '../oauth/access-token';

/**
 * /fhir/R4 outside metadata. With an Authorization header: a SMART app's access token (`msat_…`,
 * worker/oauth/access-token.ts: its scopes are checked per route by fhir/scope-guard.ts), or a
 * clinic API key with the `fhir:read` scope (401 unknown or revoked, 403 without the scope; a lab's
 * `lab:write` key reads nothing).
 * Without one: a live session (the cookie a signed-in browser sends; Path=/ so it reaches /fhir).
 * Else 401. Sets `fhirReader` (and `session`, or `author` for a key).
 */
export const requireFhirReader: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (bearerIsAccessToken(c)) {
    const smart = await verifyAccessToken(c);
    c.set('fhirReader', { clinicId: smart.clinicId, userId: smart.userId, apiKeyId: null, smart });
    return next();
  }
  if (c.req.header('Authorization') !== undefined) {
    const grant = await grantOfBearerKey(c, 'fhir:read');
    c.set('author', { clinicId: grant.clinicId, userId: null, apiKeyId: grant.id });
    c.set('fhirReader', { clinicId: grant.clinicId, userId: null, apiKeyId: grant.id });
    return next();
  }
  const id = sessionIdFrom(c);
  const session = id ? await loadSession(c.env, id) : null;
  if (!session) throw new ApiException(401, msg('Not authenticated.'));
  c.set('session', session);
  c.set('fhirReader', { clinicId: session.clinicId, userId: session.userId, apiKeyId: null });
  await next();
};

/**
 * The reader's clinic database. The D1 bookmark cookie (read-your-writes, db/request-db.ts) is
 * scoped to /api and never reaches /fhir, so a signed-in reader starts at the primary: what they
 * just entered in the app is in what FHIR answers. A system's key may read from a replica.
 */
export function readerDb(c: Context<AppEnv>): Db {
  const reader = c.get('fhirReader');
  return clinicDb(c, reader.clinicId, { primary: reader.userId !== null });
}

/**
 * Records a FHIR read of patient data, marked `api: 'fhir'` in its detail (and `apiKey: true`, with
 * no user and the key's id, for a system's key; for a SMART app's token, its user and `smartApp`,
 * the app's id, and `smartAppName`: owners see each app's reads, worker/db/queries/smart-apps.ts). False when a member reader's account is disabled or removed
 * (nothing was written, nothing must be shown), as for every read.
 */
export async function auditFhirRead(c: Context<AppEnv>, db: Db, e: Omit<AuditEntry, 'clinicId' | 'userId'> & { action: 'view' | 'list' }): Promise<boolean> {
  const reader = c.get('fhirReader');
  const key = await auditKey(c.env);
  if (reader.userId === null) {
    // The key was checked live (not revoked) a moment ago; there is no member account to check.
    await auditInsert(db, await signAudit(key, { ...e, clinicId: reader.clinicId, userId: null, apiKeyId: reader.apiKeyId, detail: { api: 'fhir', apiKey: true, ...e.detail } }));
    return true;
  }
  const app: Record<string, string | number> = reader.smart ? { smartApp: reader.smart.appId, smartAppName: reader.smart.appName } : {};
  return auditRead(db, await signAudit(key, { ...e, clinicId: reader.clinicId, userId: reader.userId, detail: { api: 'fhir', ...app, ...e.detail } }));
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
  ctx.waitUntil(seal.catch((err: unknown) => logFailure('audit seal', err)));
};
