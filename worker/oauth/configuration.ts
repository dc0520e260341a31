import type { Context } from 'hono';
import { parseScope, SMART_PLAIN_SCOPES, SMART_RESOURCE_TYPES } from '../../core/oauth/scopes';
import type { AppEnv } from '../env';
import { ID_TOKEN_ALG } from './id-token-key';

// GET /fhir/R4/.well-known/smart-configuration (SMART App Launch 2.2 conformance.md) and GET
// /.well-known/openid-configuration (OpenID Connect Discovery 1.0, where an app verifying an
// id_token looks from its `iss`): only what MedAssist really offers. The issuer is this origin, as in
// SMART's sample configuration; id_tokens are signed RS256 with the keys at /.well-known/jwks.json.
// No `authorize-post`, no dynamic registration, no introspection, no UserInfo: apps are registered
// by an owner and learn the user from the id_token's fhirUser. No `permission-online`: an
// `online_access` grant gets no refresh token (it is accepted, and means nothing more).

/** This Worker's FHIR base: `aud` must name it, and EHR launches pass it as `iss`. */
export function fhirBaseUrl(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}/fhir/R4`;
}

/** Every scope MedAssist grants: the plain ones and each context's `.rs` per type (patient/ only for types in the Patient compartment). */
function scopesSupported(): string[] {
  const resources = ['patient', 'user', 'system'].flatMap((context) => ['*', ...SMART_RESOURCE_TYPES].map((type) => `${context}/${type}.rs`));
  return [...SMART_PLAIN_SCOPES, ...resources.filter((s) => parseScope(s) !== null)];
}

/** What both documents say alike. */
function endpoints(origin: string) {
  return {
    issuer: origin,
    jwks_uri: `${origin}/.well-known/jwks.json`,
    authorization_endpoint: `${origin}/oauth/authorize`,
    token_endpoint: `${origin}/oauth/token`,
    revocation_endpoint: `${origin}/oauth/revoke`,
    grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: scopesSupported(),
    id_token_signing_alg_values_supported: [ID_TOKEN_ALG],
  };
}

export function smartConfiguration(c: Context<AppEnv>) {
  return {
    ...endpoints(new URL(c.req.url).origin),
    capabilities: [
      'launch-ehr', 'launch-standalone', 'client-public', 'client-confidential-asymmetric', 'context-ehr-patient', 'context-standalone-patient',
      'sso-openid-connect', 'permission-offline', 'permission-patient', 'permission-user', 'permission-v1', 'permission-v2',
    ],
  };
}

/** OpenID Connect Discovery 1.0 §3: the required members and those SMART's profile of it uses. */
export function openidConfiguration(c: Context<AppEnv>) {
  return {
    ...endpoints(new URL(c.req.url).origin),
    subject_types_supported: ['public'],
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'nonce', 'fhirUser'],
  };
}
