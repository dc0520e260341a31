import { scopeWords } from '../../core/oauth/scopes';
import { toBase64Url } from '../../core/web-push/base64url';
import { ID_TOKEN_ALG, idTokenKey, type IdTokenKeyEnv } from './id-token-key';
import { ID_TOKEN_TTL_MS } from './lifetimes';

// The OpenID Connect id_token of a grant with `openid` (SMART App Launch 2.2 "Scopes for requesting
// identity data"; OpenID Connect Core §2, §3.1.3.3): signed RS256 with the key published at
// /.well-known/jwks.json. `iss` is the issuer smart-configuration and openid-configuration name
// (this origin: `{iss}/.well-known/openid-configuration` is where an app finds `jwks_uri`), `aud` the
// app's client_id, `sub` the MedAssist user, and with `fhirUser` the absolute URL of that user's
// Practitioner, readable at /fhir/R4/Practitioner/:id.

/** Who and what the id_token is for. */
export interface IdTokenSubject {
  /** This Worker's origin: the issuer. */
  origin: string;
  clientId: string;
  userId: number;
  /** The granted scope (space-separated): `fhirUser` adds its claim. */
  scope: string;
  /** The authorization request's nonce, given back unchanged (OIDC Core §3.1.2.1). */
  nonce: string | null;
}

export const wantsIdToken = (scope: string) => scopeWords(scope).includes('openid');

/** The user's Practitioner, as the `fhirUser` claim names it. */
export function practitionerUrl(origin: string, userId: number): string {
  return `${origin}/fhir/R4/Practitioner/${userId}`;
}

const encode = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

/** A signed id_token (compact JWS) for the subject, valid for a few minutes from `nowMs`. */
export async function signIdToken(env: IdTokenKeyEnv, s: IdTokenSubject, nowMs = Date.now()): Promise<string> {
  const key = await idTokenKey(env);
  const iat = Math.floor(nowMs / 1000);
  const claims = {
    iss: s.origin,
    sub: String(s.userId),
    aud: s.clientId,
    iat,
    exp: iat + ID_TOKEN_TTL_MS / 1000,
    ...(scopeWords(s.scope).includes('fhirUser') ? { fhirUser: practitionerUrl(s.origin, s.userId) } : {}),
    ...(s.nonce !== null ? { nonce: s.nonce } : {}),
  };
  const input = `${encode({ alg: ID_TOKEN_ALG, kid: key.kid, typ: 'JWT' })}.${encode(claims)}`;
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key.privateKey, new TextEncoder().encode(input));
  return `${input}.${toBase64Url(new Uint8Array(signature))}`;
}
