import { msg } from '../../core/i18n/msg';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiKeyScope } from '../../core/schemas/clinic';
import { grantOfApiKey, type ApiKeyGrant } from '../db/queries/api-keys';
import { findInAnyRegion } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { requireSession } from './middleware';

/**
 * The clinic of the request's `Authorization: Bearer mak_…` key when the key carries `scope`:
 * 401 for a missing, malformed, unknown or revoked key, 403 for a live key without the scope.
 * Keys are looked up in every region (the clinic, hence its database, is not known yet).
 */
export async function clinicOfBearerKey(c: Context<AppEnv>, scope: ApiKeyScope): Promise<number> {
  return (await grantOfBearerKey(c, scope)).clinicId;
}

/** The grant of the request's bearer key when it carries `scope`; 401/403 as clinicOfBearerKey. */
async function grantOfBearerKey(c: Context<AppEnv>, scope: ApiKeyScope): Promise<ApiKeyGrant> {
  const key = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  const grant = key ? (await findInAnyRegion(c, (db) => grantOfApiKey(db, key)))?.value : null;
  if (!grant) throw new ApiException(401, msg('Invalid or revoked API key.'));
  if (!grant.scopes.includes(scope)) throw new ApiException(403, `This API key lacks the ${scope} scope.`);
  return grant;
}

/** Routes only systems use: a clinic API key with `scope` (see clinicOfBearerKey); sets `author` with userId null. */
export function requireApiKey(scope: ApiKeyScope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const grant = await grantOfBearerKey(c, scope);
    c.set('author', { clinicId: grant.clinicId, userId: null });
    c.set('apiKey', grant);
    await next();
  };
}

/**
 * Routes open to staff and systems: with an Authorization header, a clinic API key with `scope`
 * (userId null); without one, a signed-in session. Sets `author` either way.
 */
export function sessionOrApiKey(scope: ApiKeyScope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header('Authorization')) return requireApiKey(scope)(c, next);
    return requireSession(c, async () => {
      const { clinicId, userId } = c.get('session');
      c.set('author', { clinicId, userId });
      await next();
    });
  };
}
