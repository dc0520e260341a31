import { fhirBaseOf, isLoopbackHttp } from '../../core/schemas/cds-clients';

// The EHR's `.well-known/smart-configuration` (SMART App Launch 2.2, "Conformance"), read only for a
// FHIR base the user's clinic registered (the caller checks that first). No redirect is followed
// and every endpoint must be https (plain http only on this machine, in a local run).

/** How long the EHR may take to answer its configuration or a token request. */
export const EHR_TIMEOUT_MS = 5000;

/** SMART v2 scopes (`.rs`) when the EHR lists `permission-v2`; v1 (`.read`) otherwise. */
export type ScopeVersion = 'v2' | 'v1';

export interface SmartConfiguration {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  scopeVersion: ScopeVersion;
  /** Where the EHR publishes the keys its ID tokens are signed with; null when it names none (no ID token is then trusted). */
  jwksUri: string | null;
  /** The OpenID issuer its ID tokens name (`issuer`; SMART requires it with sso-openid-connect), else the FHIR base. */
  issuer: string | null;
}

/** An address MedAssist may send a user or a request to: https, or loopback http in a local run. */
export function reachableUrl(value: unknown, allowLocalHttp: boolean): string | null {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.username || url.password || url.hash) return null;
  return url.protocol === 'https:' || (allowLocalHttp && isLoopbackHttp(url)) ? url.href : null;
}

/** The configuration's address for a FHIR base (`iss`). */
export const configurationUrl = (iss: string) => `${fhirBaseOf(iss)}/.well-known/smart-configuration`;

/** Reads and checks the EHR's configuration: the two endpoints, PKCE S256, the scope version; or what is wrong. */
export async function readSmartConfiguration(iss: string, allowLocalHttp: boolean, fetcher: typeof fetch = fetch): Promise<{ ok: true; config: SmartConfiguration } | { ok: false; problem: string }> {
  let body: unknown;
  try {
    const res = await fetcher(configurationUrl(iss), { headers: { Accept: 'application/json' }, redirect: 'manual', signal: AbortSignal.timeout(EHR_TIMEOUT_MS) });
    if (!res.ok) return { ok: false, problem: `the EHR answered HTTP ${res.status} for its SMART configuration` };
    body = await res.json();
  } catch {
    return { ok: false, problem: 'the EHR’s SMART configuration could not be read' };
  }
  return checkConfiguration(body, allowLocalHttp);
}

/** The parts of a configuration document a launch needs, checked. */
export function checkConfiguration(body: unknown, allowLocalHttp: boolean): { ok: true; config: SmartConfiguration } | { ok: false; problem: string } {
  if (typeof body !== 'object' || body === null) return { ok: false, problem: 'the EHR’s SMART configuration is not a JSON object' };
  const doc = body as Record<string, unknown>;
  const authorizationEndpoint = reachableUrl(doc.authorization_endpoint, allowLocalHttp);
  const tokenEndpoint = reachableUrl(doc.token_endpoint, allowLocalHttp);
  if (!authorizationEndpoint || !tokenEndpoint) return { ok: false, problem: 'the EHR’s SMART configuration names no usable https authorization and token endpoints' };
  // SMART 2.x requires the list and S256 in it; a server that predates the list is still asked with S256.
  const methods = doc.code_challenge_methods_supported;
  if (Array.isArray(methods) && !methods.includes('S256')) return { ok: false, problem: 'the EHR does not offer PKCE with S256' };
  const capabilities = Array.isArray(doc.capabilities) ? doc.capabilities : [];
  return {
    ok: true,
    config: {
      authorizationEndpoint, tokenEndpoint, scopeVersion: capabilities.includes('permission-v2') ? 'v2' : 'v1',
      jwksUri: reachableUrl(doc.jwks_uri, allowLocalHttp),
      issuer: typeof doc.issuer === 'string' && doc.issuer.length <= 500 ? doc.issuer : null,
    },
  };
}

/** The FHIR resources the workspace reads, each asked for as a patient-level scope. */
const READ_RESOURCES = ['Patient', 'Condition', 'MedicationRequest', 'AllergyIntolerance', 'Observation'] as const;

/** The scopes of DESIGN.md §9: `launch` (EHR launch) or `launch/patient` (standalone), identity, and reads of the patient's record. */
export function launchScopes(kind: 'ehr' | 'standalone', version: ScopeVersion): string {
  const reads = READ_RESOURCES.map((r) => `patient/${r}.${version === 'v2' ? 'rs' : 'read'}`);
  return [kind === 'ehr' ? 'launch' : 'launch/patient', 'openid', 'fhirUser', ...reads].join(' ');
}
