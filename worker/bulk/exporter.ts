import type { MiddlewareHandler } from 'hono';
import { grantOfBearerKey } from '../auth/api-key';
import { loadSession, sessionIdFrom } from '../auth/sessions';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';

/**
 * Who starts, polls and reads Bulk Data exports: today an owner's session with a clinical role (the
 * routes' `allow('clinic:export')`, as the one-stream export, checks the role). This one middleware is where a backend
 * service's SMART token (`system/*.rs`, its registering owner's role) plugs in: it sets the same
 * `bulkExporter` with `owner` = `app:<clientId>`. A clinic API key is refused: it reads records,
 * never the whole clinic.
 */
export const requireBulkExporter: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('Authorization') !== undefined) {
    // 401 for a key that is unknown or revoked, 403 for one without fhir:read, as on every /fhir/R4 read; then 403 for any key.
    await grantOfBearerKey(c, 'fhir:read');
    throw new ApiException(403, 'A clinic API key reads records one search at a time; it cannot export the whole clinic (an owner’s session can).');
  }
  const id = sessionIdFrom(c);
  const session = id ? await loadSession(c.env, id) : null;
  if (!session) throw new ApiException(401, 'Not authenticated.');
  c.set('session', session);
  c.set('bulkExporter', { clinicId: session.clinicId, owner: `user:${session.userId}`, userId: session.userId });
  await next();
};
