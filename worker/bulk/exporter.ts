import type { MiddlewareHandler } from 'hono';
import { BULK_TYPES, type BulkType } from '../../core/fhir/bulk-request';
import { grantOfBearerKey } from '../auth/api-key';
import { loadSession, sessionIdFrom } from '../auth/sessions';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { bearerIsAccessToken, verifyAccessToken, type SmartAccess } from '../oauth/access-token';

/** The types a backend service's token may export: those a `system/` scope lets it read. */
export function systemReadableTypes(smart: SmartAccess): BulkType[] {
  return BULK_TYPES.filter((type) => smart.scope.resources.some((r) => r.context === 'system' && r.read && (r.resourceType === '*' || r.resourceType === type)));
}

const INSUFFICIENT_SCOPE = { 'WWW-Authenticate': 'Bearer realm="MedAssist FHIR", error="insufficient_scope"' };

/**
 * Who starts, polls and reads Bulk Data exports: a backend service's SMART access token with
 * `system/` read scopes (worker/oauth/access-token.ts; it exports only the types those scopes read,
 * and acts with its registering owner's live role), or an owner's session. The routes'
 * `allow('clinic:export')` then checks the role: an owner with a clinical role, as the one-stream
 * export. A job belongs to who started it: `app:<clientId>` (any later token of the same app reads
 * it) or `user:<id>`. A clinic API key is refused: it reads records, never the whole clinic.
 */
export const requireBulkExporter: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (bearerIsAccessToken(c)) {
    const smart = await verifyAccessToken(c);
    const types = systemReadableTypes(smart);
    if (types.length === 0) throw new ApiException(403, 'Bulk export needs a backend service token with system/ read scopes (e.g. system/*.rs).', undefined, INSUFFICIENT_SCOPE);
    c.set('fhirReader', { clinicId: smart.clinicId, userId: smart.userId, apiKeyId: null, smart });
    c.set('bulkExporter', { clinicId: smart.clinicId, owner: `app:${smart.clientId}`, userId: smart.userId, types, smartApp: { id: smart.appId, name: smart.appName } });
    return next();
  }
  if (c.req.header('Authorization') !== undefined) {
    // 401 for a key that is unknown or revoked, 403 for one without fhir:read, as on every /fhir/R4 read; then 403 for any key.
    await grantOfBearerKey(c, 'fhir:read');
    throw new ApiException(403, 'A clinic API key reads records one search at a time; it cannot export the whole clinic (an owner’s session can).');
  }
  const id = sessionIdFrom(c);
  const session = id ? await loadSession(c.env, id) : null;
  if (!session) throw new ApiException(401, 'Not authenticated.');
  c.set('session', session);
  c.set('bulkExporter', { clinicId: session.clinicId, owner: `user:${session.userId}`, userId: session.userId, types: BULK_TYPES, smartApp: null });
  await next();
};
