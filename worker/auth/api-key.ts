import { msg } from '../../core/i18n/msg';
import type { Context, MiddlewareHandler } from 'hono';
import { scopesInForce, type ApiKeyScope } from '../../core/schemas/clinic';
import { findApiKeyGrant, LAST_USED_RESOLUTION_MS, markApiKeyUsed, type ApiKeyGrant } from '../db/queries/api-keys';
import { findInAnyRegion } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { apiKeyLockedFor, API_KEY_LOCK_SECONDS, recordApiKeyFailure } from './api-key-throttle';
import { requireSession } from './middleware';

export const INVALID_API_KEY = msg('Invalid or revoked API key.');
export const EXPIRED_API_KEY = msg('This API key has expired: ask the clinic for a new one.');
export const CREATOR_LOST_RIGHT = msg('The member who created this API key may no longer do this in the clinic (their role changed, or they left): ask the clinic for a new key.');


function tooMany(seconds: number): never {
  throw new ApiException(429, `Too many failed API key attempts from your network. Please wait ${seconds} seconds and try again.`, undefined, { 'Retry-After': String(seconds) });
}

/**
 * The clinic of the request's `Authorization: Bearer mak_…` key when the key may use `scope`:
 * 401 for a missing, malformed, unknown, revoked or expired key, 403 for a live key without the
 * scope or whose creator's current role no longer holds its right (a key carries its creator's
 * clinical rights: core/schemas/clinic.ts scopesInForce), 429 once an address has failed too often.
 * Keys are looked up in every region (the clinic, hence its database, is not known yet) with reads
 * only; `last_used_at` is written at most every LAST_USED_RESOLUTION_MS.
 */
export async function grantOfBearerKey(c: Context<AppEnv>, scope: ApiKeyScope, now = Date.now()): Promise<ApiKeyGrant> {
  const key = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  const [locked, found] = await Promise.all([
    apiKeyLockedFor(c.env, c.req.raw, now),
    key ? findInAnyRegion(c, (db) => findApiKeyGrant(db, key)) : null,
  ]);
  if (locked > 0) tooMany(locked);
  const grant = found?.value;
  const expired = grant?.expiresAt != null && grant.expiresAt.getTime() <= now;
  if (!grant || grant.revokedAt || expired) {
    if (await recordApiKeyFailure(c.env, c.req.raw, now)) tooMany(API_KEY_LOCK_SECONDS);
    throw new ApiException(401, expired && !grant?.revokedAt ? EXPIRED_API_KEY : INVALID_API_KEY);
  }
  if (!grant.scopes.includes(scope)) throw new ApiException(403, `This API key lacks the ${scope} scope.`);
  if (!scopesInForce([scope], grant.creator).includes(scope)) throw new ApiException(403, CREATOR_LOST_RIGHT);
  if (!grant.lastUsedAt || grant.lastUsedAt.getTime() < now - LAST_USED_RESOLUTION_MS) await markApiKeyUsed(found!.db, grant.id, now);
  return grant;
}

/** Routes only systems use: a clinic API key with `scope` (see grantOfBearerKey); sets `author` with userId null and the key's id, and `apiKey`. */
export function requireApiKey(scope: ApiKeyScope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const grant = await grantOfBearerKey(c, scope);
    c.set('author', { clinicId: grant.clinicId, userId: null, apiKeyId: grant.id });
    c.set('apiKey', grant);
    await next();
  };
}

/**
 * Routes open to staff and systems: with an Authorization header, a clinic API key with `scope`
 * (userId null, apiKeyId the key's); without one, a signed-in session (apiKeyId null). Sets `author` either way.
 */
export function sessionOrApiKey(scope: ApiKeyScope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header('Authorization')) return requireApiKey(scope)(c, next);
    return requireSession(c, async () => {
      const { clinicId, userId } = c.get('session');
      c.set('author', { clinicId, userId, apiKeyId: null });
      await next();
    });
  };
}
