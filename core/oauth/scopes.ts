// SMART App Launch 2.2 scopes (scopes-and-launch-context.md): what an app may ask MedAssist for
// and what a granted scope string lets a token read. MedAssist's FHIR API only reads, so a
// resource scope grants `r` (read by id) and `s` (search); v1 `.read` means `.rs`.

/** The FHIR resource types /fhir/R4 serves (directly or inside Patient/$everything); Practitioner is a MedAssist user of the clinic. */
export const SMART_RESOURCE_TYPES = [
  'Patient', 'Observation', 'Condition', 'AllergyIntolerance', 'MedicationRequest', 'Immunization', 'Procedure', 'Encounter', 'DiagnosticReport', 'Practitioner',
] as const;
/** Types outside the Patient compartment (http://hl7.org/fhir/R4/compartmentdefinition-patient.html): no patient/ scope names them. */
const NOT_IN_PATIENT_COMPARTMENT: readonly string[] = ['Practitioner'];
export type SmartResourceType = (typeof SMART_RESOURCE_TYPES)[number];

export const SMART_CONTEXTS = ['patient', 'user', 'system'] as const;
export type SmartContext = (typeof SMART_CONTEXTS)[number];

/**
 * The scopes that are not resource scopes and that MedAssist grants. `openid` yields an id_token
 * (worker/oauth/id-token.ts), `fhirUser` its claim naming the user's Practitioner (with `openid` only).
 */
export const SMART_PLAIN_SCOPES = ['launch', 'launch/patient', 'offline_access', 'online_access', 'openid', 'fhirUser'] as const;
export type SmartPlainScope = (typeof SMART_PLAIN_SCOPES)[number];

/** One resource scope: context, resource type (`*` = every type served) and which of read/search it grants. */
export interface ResourceScope {
  scope: string;
  context: SmartContext;
  resourceType: SmartResourceType | '*';
  read: boolean;
  search: boolean;
}

export type ParsedScope = { kind: 'plain'; scope: SmartPlainScope } | ({ kind: 'resource' } & ResourceScope);

const RESOURCE = /^(patient|user|system)\/([A-Za-z]+|\*)\.([a-z*]+)$/;

/**
 * One scope as MedAssist understands it, or null when it is not offered: write permissions
 * (`c`, `u`, `d`, v1 `write`), a resource type not served, a granular `?` query, or any other word.
 */
export function parseScope(scope: string): ParsedScope | null {
  if ((SMART_PLAIN_SCOPES as readonly string[]).includes(scope)) return { kind: 'plain', scope: scope as SmartPlainScope };
  const m = RESOURCE.exec(scope);
  if (!m) return null;
  const [, context, type, permissions] = m as unknown as [string, SmartContext, string, string];
  if (type !== '*' && !(SMART_RESOURCE_TYPES as readonly string[]).includes(type)) return null;
  if (context === 'patient' && NOT_IN_PATIENT_COMPARTMENT.includes(type)) return null;
  const resourceType = type as SmartResourceType | '*';
  if (permissions === 'read') return { kind: 'resource', scope, context, resourceType, read: true, search: true };
  // v2: the letters c r u d s, in that order, each at most once; only r and s are offered here.
  if (!/^(r?s?)$/.test(permissions) || permissions === '') return null;
  return { kind: 'resource', scope, context, resourceType, read: permissions.includes('r'), search: permissions.includes('s') };
}

/** The words of a space-separated scope string (OAuth 2.0 §3.3), each once, in order. */
export function scopeWords(scope: string): string[] {
  return [...new Set(scope.split(' ').filter((w) => w !== ''))];
}

/** The words of `scope` MedAssist does not offer (empty: every word is understood). */
export function unofferedScopes(scope: string): string[] {
  return scopeWords(scope).filter((w) => parseScope(w) === null);
}

/**
 * Whether `asked` is within `allowed` (an app's registered scopes, or a grant a refresh narrows): the
 * same word, or a resource scope that asks no more than one allowed scope of its context gives —
 * the same type or `*`, and of read and search only what that scope has. SMART apps ask for the
 * narrowest scopes they need (scopes-and-launch-context.md), so an app registered for
 * `patient/*.rs` may ask for `patient/Observation.r`.
 */
export function isWithin(allowed: readonly string[], asked: string): boolean {
  if (allowed.includes(asked)) return true;
  const want = parseScope(asked);
  if (want?.kind !== 'resource') return false;
  return allowed.some((word) => {
    const have = parseScope(word);
    return have?.kind === 'resource' && have.context === want.context && (have.resourceType === '*' || have.resourceType === want.resourceType)
      && (have.read || !want.read) && (have.search || !want.search);
  });
}

/** A granted scope string, read once per request. */
export interface ScopeGrant {
  words: string[];
  resources: ResourceScope[];
}

export function scopeGrant(scope: string): ScopeGrant {
  const words = scopeWords(scope);
  const resources = words.map(parseScope).filter((p): p is { kind: 'resource' } & ResourceScope => p?.kind === 'resource');
  return { words, resources };
}

/**
 * How far the grant lets its holder `read` (by id) or `search` resources of `type`: 'clinic' through
 * a user/ or system/ scope (every patient the user, or the system, may read), 'patient' through a
 * patient/ scope only (the patient in the token's context), null not at all.
 */
export function reach(grant: ScopeGrant, type: SmartResourceType, how: 'read' | 'search'): 'clinic' | 'patient' | null {
  const fits = grant.resources.filter((r) => (r.resourceType === '*' || r.resourceType === type) && r[how]);
  if (fits.some((r) => r.context !== 'patient')) return 'clinic';
  return fits.length > 0 ? 'patient' : null;
}
