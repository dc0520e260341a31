import { isWithin, parseScope, scopeWords } from '../../core/oauth/scopes';
import type { AuthorizeProblem } from '../../core/schemas/oauth';
import type { Db } from '../db/client';
import { findSmartAppByClientId, type SmartAppRecord } from '../db/queries/smart-apps';
import type { Region } from '../db/regions';

// An authorization request (RFC 6749 §4.1.1, SMART App Launch 2.2 "Obtain authorization code"),
// checked the same way by GET /oauth/authorize and by the consent it leads to.

/** The parameters as the app sent them. */
export interface AuthorizeParams {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  aud?: string;
  launch?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  /** OpenID Connect: given back in the id_token. */
  nonce?: string;
}

export const AUTHORIZE_PARAMS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'aud', 'launch', 'code_challenge', 'code_challenge_method', 'nonce'] as const;

/** A request MedAssist can ask the user to consent to. */
export interface CheckedAuthorize {
  app: SmartAppRecord;
  db: Db;
  redirectUri: string;
  state: string;
  /** The requested scopes, each within the app's registered ones (core/oauth/scopes.ts `isWithin`). */
  scopes: string[];
  codeChallenge: string;
  launch: string | null;
  nonce: string | null;
}

/**
 * What is wrong: before the redirect URI is known to be the app's, only a page of MedAssist can say
 * it (`page`, RFC 6749 §4.1.2.1: never redirect to an unverified URI); after, the app hears it as
 * `error=` on its redirect URI (`redirect`).
 */
export type AuthorizeRefusal =
  | { kind: 'page'; problem: AuthorizeProblem }
  | { kind: 'redirect'; redirectUri: string; state: string | undefined; error: 'invalid_request' | 'unsupported_response_type' | 'invalid_scope' | 'unauthorized_client'; description: string };

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** A nonce is the app's random value: generous, but bounded (it is stored with the grant). */
const MAX_NONCE_LENGTH = 500;

/**
 * Checks an authorization request against the registered app: client_id, redirect_uri (exactly one
 * registered), response_type `code`, PKCE S256, state, aud (this server's FHIR base), scopes (each
 * within the app's registered ones; no system/ scope in a user's flow; `fhirUser` with `openid`),
 * `launch` with the `launch` scope, and an OpenID Connect `nonce` of bounded length.
 */
export async function checkAuthorize(
  p: AuthorizeParams,
  fhirBase: string,
  findApp: (find: (db: Db) => Promise<SmartAppRecord | null>) => Promise<{ db: Db; region: Region; value: SmartAppRecord } | null>,
): Promise<{ ok: true; request: CheckedAuthorize } | { ok: false; refusal: AuthorizeRefusal }> {
  const page = (problem: AuthorizeProblem) => ({ ok: false as const, refusal: { kind: 'page' as const, problem } });
  if (!p.client_id) return page('client');
  const found = await findApp((db) => findSmartAppByClientId(db, p.client_id!));
  if (!found) return page('client');
  const app = found.value;
  if (!p.redirect_uri || !app.redirectUris.includes(p.redirect_uri)) return page('redirect');
  if (app.disabled) return page('disabled');
  const redirect = (error: Extract<AuthorizeRefusal, { kind: 'redirect' }>['error'], description: string) => ({
    ok: false as const,
    refusal: { kind: 'redirect' as const, redirectUri: p.redirect_uri!, state: p.state, error, description },
  });
  if (p.response_type !== 'code') return redirect('unsupported_response_type', 'response_type must be code.');
  if (!p.state) return redirect('invalid_request', 'state is required.');
  if (p.code_challenge_method !== 'S256' || !p.code_challenge || !PKCE_CHALLENGE.test(p.code_challenge)) {
    return redirect('invalid_request', 'PKCE is required: code_challenge (43 base64url characters) with code_challenge_method=S256.');
  }
  if (!p.aud || p.aud.replace(/\/+$/, '') !== fhirBase) return redirect('invalid_request', `aud must be this server's FHIR base, ${fhirBase}.`);
  const registered = scopeWords(app.scopes);
  const scopes = scopeWords(p.scope ?? '');
  if (scopes.length === 0) return redirect('invalid_scope', 'scope is required.');
  const outside = scopes.filter((s) => !isWithin(registered, s));
  if (outside.length > 0) return redirect('invalid_scope', `The app is not registered for: ${outside.join(' ')}.`);
  if (scopes.some((s) => { const parsed = parseScope(s); return parsed?.kind === 'resource' && parsed.context === 'system'; })) {
    return redirect('invalid_scope', 'system/ scopes are granted only to backend services (client_credentials).');
  }
  if (p.launch !== undefined && !scopes.includes('launch')) return redirect('invalid_scope', 'A launch needs the launch scope.');
  if (scopes.includes('launch') && p.launch === undefined) return redirect('invalid_request', 'The launch scope needs the launch parameter from the EHR launch.');
  // SMART: fhirUser is a claim of the id_token, which only openid asks for.
  if (scopes.includes('fhirUser') && !scopes.includes('openid')) return redirect('invalid_scope', 'fhirUser needs openid (it is a claim of the id_token).');
  if (p.nonce !== undefined && (p.nonce === '' || p.nonce.length > MAX_NONCE_LENGTH)) return redirect('invalid_request', `nonce must be 1 to ${MAX_NONCE_LENGTH} characters.`);
  return { ok: true, request: { app, db: found.db, redirectUri: p.redirect_uri, state: p.state, scopes, codeChallenge: p.code_challenge, launch: p.launch ?? null, nonce: p.nonce ?? null } };
}

/** The app's redirect URI with OAuth's answer added (`code` or `error`, and `state`). */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}
