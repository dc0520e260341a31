import { z } from 'zod';
import { msg } from '../i18n/msg';
import { parseScope, scopeWords } from '../oauth/scopes';
import { serverUrl, usableJwks, type CdsJwkSet } from './cds-clients';

// Registering an app that reads the clinic's record through MedAssist's FHIR API (DESIGN.md §9
// "SMART server"): where it may be sent back to, the most it may ask for, where the chart launches
// it, and, for a confidential app, the public keys its client assertions are signed with.

const NAME_MISSING = msg('Give the app a name (the one users will see when they consent).');
export const REDIRECT_URIS_MISSING = msg('Give at least one redirect URI (where MedAssist sends the user back to the app).');
export const SCOPES_MISSING = msg('Give the scopes the app may ask for, e.g. launch/patient patient/Patient.rs patient/Observation.rs.');
export const SCOPES_NO_RESOURCE = msg('Give at least one resource scope (e.g. patient/Patient.rs): without one the app can read nothing.');
export const SCOPES_SYSTEM_NEEDS_KEYS = msg('system/ scopes are for backend services: give the app’s public keys (JWK Set or its address).');
export const KEYS_NOT_BOTH = msg('Give the app’s public keys either as a JWK Set or as the address it publishes them at, not both.');
const scopeUnoffered = (words: string[]) => `MedAssist does not offer ${words.join(', ')}: its FHIR API reads only (scopes .rs, .r, .s, v1 .read) the types Patient, Observation, Condition, AllergyIntolerance, MedicationRequest, Immunization, Procedure, Encounter and DiagnosticReport (and Practitioner with user/ or system/), plus launch, launch/patient, offline_access, online_access, openid and fhirUser.`;

export const SmartAppCreateFieldsSchema = z.object({
  name: z.string(NAME_MISSING).trim().min(2, NAME_MISSING).max(60, msg('Name must be at most 60 characters.')),
  redirectUris: z.array(serverUrl({ query: true }), REDIRECT_URIS_MISSING).min(1, REDIRECT_URIS_MISSING).max(10, msg('Give at most 10 redirect URIs.')),
  /** Space-separated SMART scopes: the most the app may ask for. */
  scopes: z.string(SCOPES_MISSING).trim().min(1, SCOPES_MISSING).max(2000, msg('The scopes must be at most 2000 characters.')),
  launchUrl: serverUrl({ query: false }).optional(),
  jwks: z.unknown().optional(),
  jwksUrl: serverUrl({ query: true }).optional(),
});

/** POST /api/clinic/smart-apps: scopes MedAssist offers only; public (no keys) or confidential (JWK Set or its URL). */
export const SmartAppCreateSchema = SmartAppCreateFieldsSchema.transform((v, ctx) => {
  const words = scopeWords(v.scopes);
  const parsed = words.map(parseScope);
  const unoffered = words.filter((_, i) => parsed[i] === null);
  if (unoffered.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['scopes'], message: scopeUnoffered(unoffered) });
    return z.NEVER;
  }
  if (!parsed.some((p) => p?.kind === 'resource')) {
    ctx.addIssue({ code: 'custom', path: ['scopes'], message: SCOPES_NO_RESOURCE });
    return z.NEVER;
  }
  if (v.jwks !== undefined && v.jwksUrl !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['jwks'], message: KEYS_NOT_BOTH });
    return z.NEVER;
  }
  const system = parsed.some((p) => p?.kind === 'resource' && p.context === 'system');
  if (system && v.jwks === undefined && v.jwksUrl === undefined) {
    ctx.addIssue({ code: 'custom', path: ['jwks'], message: SCOPES_SYSTEM_NEEDS_KEYS });
    return z.NEVER;
  }
  let jwks: CdsJwkSet | undefined;
  if (v.jwks !== undefined) {
    const keys = usableJwks(v.jwks);
    if (!keys.ok) {
      ctx.addIssue({ code: 'custom', path: ['jwks'], message: keys.message });
      return z.NEVER;
    }
    jwks = keys.jwks;
  }
  return { ...v, redirectUris: [...new Set(v.redirectUris)], scopes: words.join(' '), jwks };
});
export type SmartAppCreate = z.input<typeof SmartAppCreateSchema>;

/** PATCH /api/clinic/smart-apps/:id. */
export const SmartAppPatchSchema = z.object({ disabled: z.boolean(msg('disabled must be true or false.')) });

/** A registered app as GET /api/clinic/smart-apps lists it (never a token). */
export interface SmartAppView {
  id: number;
  name: string;
  clientId: string;
  redirectUris: string[];
  scopes: string;
  launchUrl: string | null;
  /** public: PKCE only; confidential: private_key_jwt with these keys. */
  clientType: 'public' | 'confidential';
  keyIds: string[] | null;
  jwksUrl: string | null;
  disabled: boolean;
  createdAt: string;
  createdBy: { id: number; name: string | null };
  /** Its FHIR reads: how many, and the last one's time (ISO) and user. */
  activity: { reads: number; lastReadAt: string | null; lastUser: string | null };
}
