import { msg } from '../../core/i18n/msg';
import type { Context } from 'hono';
import { reach, type SmartResourceType } from '../../core/oauth/scopes';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';

// SMART scopes on /fhir/R4 (DESIGN.md §9 "SMART server"): a token reads a resource type only
// through a scope that grants it, and through patient/ scopes only the patient in its context. A
// Practitioner (a MedAssist user) is outside every patient's compartment: user/ or system/ scopes
// read the clinic's, and `openid fhirUser` the token's own user, whom its id_token names.
// A session or a clinic API key is not scoped here (its role or key scope was checked already).

const outsideScopes = (type: string, how: 'read' | 'search') => `The access token's scopes do not allow ${how === 'read' ? 'reading' : 'searching'} ${type}.`;
export const OTHER_PATIENT = msg('The access token is for one patient only: this is another patient.');

function forbidden(message: string): never {
  throw new ApiException(403, message, undefined, { 'WWW-Authenticate': 'Bearer realm="MedAssist FHIR", error="insufficient_scope"' });
}

/** 403 unless the reader may `how` resources of `type` of patient `patientId`. */
export function requireScope(c: Context<AppEnv>, type: SmartResourceType, how: 'read' | 'search', patientId: number): void {
  const smart = c.get('fhirReader').smart;
  if (!smart) return;
  const r = reach(smart.scope, type, how);
  if (r === null) forbidden(outsideScopes(type, how));
  if (r === 'patient' && smart.patientId !== patientId) forbidden(OTHER_PATIENT);
}

/**
 * For a Patient search: the one patient a patient/-scoped token may find (its context patient), or
 * null when the search is not narrowed (a session, a key, a user/ or system/ scope); 403 without a scope.
 */
export function patientSearchLimit(c: Context<AppEnv>): number | null {
  const smart = c.get('fhirReader').smart;
  if (!smart) return null;
  const r = reach(smart.scope, 'Patient', 'search');
  if (r === null) forbidden(outsideScopes('Patient', 'search'));
  if (r === 'patient') return smart.patientId ?? forbidden(OTHER_PATIENT);
  return null;
}

/** Whether Patient/$everything of `patientId` may carry resources of `type` (read scope for it, and that patient for patient/ scopes). */
export function mayInclude(c: Context<AppEnv>, type: SmartResourceType, patientId: number): boolean {
  const smart = c.get('fhirReader').smart;
  if (!smart) return true;
  const r = reach(smart.scope, type, 'read');
  return r === 'clinic' || (r === 'patient' && smart.patientId === patientId);
}

/** 403 unless the reader may read Practitioner `userId`: a user/ or system/ scope for Practitioner (or `*`), or `openid fhirUser` for the token's own user. */
export function requirePractitionerScope(c: Context<AppEnv>, userId: number): void {
  const smart = c.get('fhirReader').smart;
  if (!smart) return;
  if (reach(smart.scope, 'Practitioner', 'read') === 'clinic') return;
  if (smart.userId === userId && smart.scope.words.includes('openid') && smart.scope.words.includes('fhirUser')) return;
  forbidden(outsideScopes('Practitioner', 'read'));
}
