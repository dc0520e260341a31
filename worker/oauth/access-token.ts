import { msg } from '../../core/i18n/msg';
import type { Context } from 'hono';
import { scopeGrant } from '../../core/oauth/scopes';
import { apiKeyLockedFor, API_KEY_LOCK_SECONDS, recordApiKeyFailure } from '../auth/api-key-throttle';
import { findAccessToken, looksLike } from '../db/queries/oauth-tokens';
import { findInAnyRegion } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import type { SmartAccess } from './smart-access';

export type { SmartAccess } from './smart-access';

// The one check of a SMART access token MedAssist issued (decision 0025), for every resource server
// in this Worker: /fhir/R4 (worker/fhir/reader.ts) and Bulk Data's $export.

export const INVALID_ACCESS_TOKEN = msg('The access token is unknown, expired or revoked: ask for a new one.');
export const TOKEN_USER_GONE = msg('The user who authorised this app can no longer use the clinic: the token ends.');

/** Whether the request's bearer token is a MedAssist access token (rather than a clinic API key). */
export function bearerIsAccessToken(c: Context<AppEnv>): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  return token !== undefined && looksLike('access', token);
}

function invalidToken(message: string): never {
  throw new ApiException(401, message, undefined, { 'WWW-Authenticate': 'Bearer realm="MedAssist FHIR", error="invalid_token"' });
}

/**
 * The request's `Authorization: Bearer msat_…` access token, verified: known, unexpired, not
 * revoked, its app enabled, its user still an enabled member of the token's clinic (401 otherwise,
 * with `WWW-Authenticate: Bearer error="invalid_token"`; 429 once an address has failed too often,
 * shared with API keys). Looked up by hash in every region, with reads only. The caller still
 * checks the scope and the member's role for what is asked (worker/fhir/scope-guard.ts).
 */
export async function verifyAccessToken(c: Context<AppEnv>, now = Date.now()): Promise<SmartAccess> {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  const [locked, found] = await Promise.all([
    apiKeyLockedFor(c.env, c.req.raw, now),
    token ? findInAnyRegion(c, (db) => findAccessToken(db, token, new Date(now))) : null,
  ]);
  if (locked > 0) throw new ApiException(429, `Too many failed attempts from your network. Please wait ${locked} seconds and try again.`, undefined, { 'Retry-After': String(locked) });
  const row = found?.value;
  if (!row) {
    if (await recordApiKeyFailure(c.env, c.req.raw, now)) {
      throw new ApiException(429, `Too many failed attempts from your network. Please wait ${API_KEY_LOCK_SECONDS} seconds and try again.`, undefined, { 'Retry-After': String(API_KEY_LOCK_SECONDS) });
    }
    invalidToken(INVALID_ACCESS_TOKEN);
  }
  if (!row.member) invalidToken(TOKEN_USER_GONE);
  return {
    clinicId: row.clinicId, appId: row.appId, appName: row.appName, clientId: row.clientId, userId: row.userId, member: row.member, patientId: row.patientId,
    scope: scopeGrant(row.scope),
  };
}
