import type { Context } from 'hono';
import { SMART_RESOURCE_TYPES } from '../../core/oauth/scopes';
import type { AppEnv } from '../env';

// GET /fhir/R4/.well-known/smart-configuration (SMART App Launch 2.2 conformance.md): only what
// MedAssist really offers. No `openid`/`fhirUser` (no id_token is issued), no
// `authorize-post`, no dynamic registration, no introspection: apps are registered by an owner. No
// `permission-online`: an `online_access` grant gets no refresh token (it is accepted, and means nothing more).

/** This Worker's FHIR base: `aud` must name it, and EHR launches pass it as `iss`. */
export function fhirBaseUrl(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}/fhir/R4`;
}

export function smartConfiguration(c: Context<AppEnv>) {
  const origin = new URL(c.req.url).origin;
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/oauth/authorize`,
    token_endpoint: `${origin}/oauth/token`,
    revocation_endpoint: `${origin}/oauth/revoke`,
    grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [
      'launch', 'launch/patient', 'offline_access',
      ...['patient', 'user', 'system'].flatMap((context) => ['*', ...SMART_RESOURCE_TYPES].map((type) => `${context}/${type}.rs`)),
    ],
    capabilities: [
      'launch-ehr', 'launch-standalone', 'client-public', 'client-confidential-asymmetric', 'context-ehr-patient', 'context-standalone-patient',
      'permission-offline', 'permission-patient', 'permission-user', 'permission-v1', 'permission-v2',
    ],
  };
}
