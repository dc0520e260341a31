import type { Context } from 'hono';
import { can } from '../../core/permissions';
import { isWithin, parseScope, scopeWords } from '../../core/oauth/scopes';
import { codeChallenge } from '../smart-app/pkce';
import { liveMembership, newGrantId, pruneAppTokens, spendToken, tokenInsert, type TokenGrant } from '../db/queries/oauth-tokens';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import type { AuthenticatedClient } from './client-auth';
import { wantsIdToken } from './id-token';
import { ACCESS_TTL_MS, REFRESH_TTL_MS } from './lifetimes';

// POST /oauth/token's grants (RFC 6749 §4.1.3, §6, §4.4; SMART App Launch 2.2): an authorization
// code with its PKCE verifier, a refresh token (rotated: each is spent once and replaced), and
// client_credentials for a backend service's system/ scopes. A grant with `openid` answers an
// id_token too, at the code exchange and at every refresh (OpenID Connect Core §3.1.3.3, §12.2).

/** An OAuth error answer (RFC 6749 §5.2). */
export interface TokenError {
  error: 'invalid_request' | 'invalid_grant' | 'invalid_scope' | 'unauthorized_client' | 'unsupported_grant_type';
  error_description: string;
}

/** The success answer (RFC 6749 §5.1 with SMART's launch context). */
export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  patient?: string;
  refresh_token?: string;
  id_token?: string;
}

/** Signs the grant's id_token (worker/oauth/id-token.ts, with the request's origin and the app's client_id). */
export type IdTokenSigner = (grant: TokenGrant) => Promise<string>;

const fail = (error: TokenError['error'], error_description: string): TokenError => ({ error, error_description });

/**
 * An access token (and a refresh token with `offline_access`, an id_token with `openid`) for the
 * grant, with the app's old rows pruned in the same batch. The id_token is signed first: a Worker
 * that cannot sign stores nothing.
 */
async function issue(db: Db, grant: TokenGrant, now: number, refresh: boolean, signIdToken?: IdTokenSigner): Promise<TokenAnswer> {
  const idToken = signIdToken && wantsIdToken(grant.scope) ? await signIdToken(grant) : undefined;
  const access = await tokenInsert(db, 'access', grant, new Date(now + ACCESS_TTL_MS));
  const renewal = refresh ? await tokenInsert(db, 'refresh', grant, new Date(now + REFRESH_TTL_MS)) : null;
  await db.batch([access.statement, ...(renewal ? [renewal.statement] : []), pruneAppTokens(db, grant.clinicId, grant.appId, new Date(now))]);
  return {
    access_token: access.token, token_type: 'Bearer', expires_in: ACCESS_TTL_MS / 1000, scope: grant.scope,
    ...(grant.patientId !== null ? { patient: String(grant.patientId) } : {}),
    ...(renewal ? { refresh_token: renewal.token } : {}),
    ...(idToken !== undefined ? { id_token: idToken } : {}),
  };
}

const wantsRefresh = (scope: string) => scopeWords(scope).includes('offline_access');

/** grant_type=authorization_code: the code is spent first, so a wrong verifier or redirect URI burns it too. */
export async function exchangeCode(client: AuthenticatedClient, form: Record<string, string>, signIdToken: IdTokenSigner, now = Date.now()): Promise<TokenAnswer | TokenError> {
  if (!form.code || !form.redirect_uri || !form.code_verifier) return fail('invalid_request', 'code, redirect_uri and code_verifier are required.');
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(form.code_verifier)) return fail('invalid_request', 'code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636).');
  const row = await spendToken(client.db, 'code', client.app.id, form.code, new Date(now));
  if (!row) return fail('invalid_grant', 'The code is unknown, expired or already used.');
  if (row.redirectUri !== form.redirect_uri) return fail('invalid_grant', 'redirect_uri is not the one the code was issued for.');
  if (row.codeChallenge !== (await codeChallenge(form.code_verifier))) return fail('invalid_grant', 'code_verifier does not match the code_challenge.');
  const grant: TokenGrant = { clinicId: row.clinicId, appId: row.appId, grantId: row.grantId, userId: row.userId, patientId: row.patientId, scope: row.scope, nonce: row.nonce };
  return issue(client.db, grant, now, wantsRefresh(row.scope), signIdToken);
}

/** grant_type=refresh_token: the token is spent and replaced; `scope` may narrow, never widen. */
export async function refresh(client: AuthenticatedClient, form: Record<string, string>, signIdToken: IdTokenSigner, now = Date.now()): Promise<TokenAnswer | TokenError> {
  if (!form.refresh_token) return fail('invalid_request', 'refresh_token is required.');
  const row = await spendToken(client.db, 'refresh', client.app.id, form.refresh_token, new Date(now));
  if (!row) return fail('invalid_grant', 'The refresh token is unknown, expired, revoked or already used.');
  const granted = scopeWords(row.scope);
  const asked = form.scope === undefined ? granted : scopeWords(form.scope);
  if (asked.some((s) => !isWithin(granted, s))) return fail('invalid_scope', 'A refresh may narrow the granted scope, never widen it.');
  // The app's grant ends with its user's membership (their role is re-checked on every read, too).
  if (!(await liveMembership(client.db, row.clinicId, row.userId))) return fail('invalid_grant', 'The user who authorised this app can no longer use the clinic.');
  const scope = asked.join(' ');
  return issue(client.db, { clinicId: row.clinicId, appId: row.appId, grantId: row.grantId, userId: row.userId, patientId: row.patientId, scope, nonce: row.nonce }, now, wantsRefresh(scope), signIdToken);
}

/**
 * grant_type=client_credentials (SMART Backend Services): a confidential app, system/ scopes only,
 * acting with its registering owner's role, which must still read clinical data.
 */
export async function clientCredentials(client: AuthenticatedClient, form: Record<string, string>, now = Date.now()): Promise<TokenAnswer | TokenError> {
  if (!client.confidential) return fail('unauthorized_client', 'client_credentials needs a confidential app (private_key_jwt).');
  const registered = scopeWords(client.app.scopes);
  const asked = scopeWords(form.scope ?? '');
  if (asked.length === 0) return fail('invalid_scope', 'scope is required.');
  const bad = asked.filter((s) => { const p = parseScope(s); return !isWithin(registered, s) || p?.kind !== 'resource' || p.context !== 'system'; });
  if (bad.length > 0) return fail('invalid_scope', `Only the app's registered system/ scopes may be asked for here: ${bad.join(' ')}.`);
  const owner = await liveMembership(client.db, client.app.clinicId, client.app.createdBy);
  if (!owner || !can(owner, 'clinical:read')) return fail('unauthorized_client', 'The owner who registered this app no longer holds a clinical role in the clinic.');
  const grant: TokenGrant = { clinicId: client.app.clinicId, appId: client.app.id, grantId: newGrantId(), userId: client.app.createdBy, patientId: null, scope: asked.join(' '), nonce: null };
  return issue(client.db, grant, now, false);
}

/** The form body of an OAuth endpoint (application/x-www-form-urlencoded), or null for any other body. */
export async function oauthForm(c: Context<AppEnv>): Promise<Record<string, string> | null> {
  if (!/^application\/x-www-form-urlencoded(\s*;|$)/i.test(c.req.header('Content-Type') ?? '')) return null;
  const body = await c.req.arrayBuffer();
  if (body.byteLength > 16_384) return null;
  const text = new TextDecoder().decode(body);
  const form: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    // RFC 6749 §3.2: parameters must not be repeated.
    if (k in form) return null;
    form[k] = v;
  }
  return form;
}
