import { describe, expect, it } from 'vitest';
import { isWithin, parseScope, reach, scopeGrant, unofferedScopes } from './scopes';

// SMART App Launch 2.2 scope grammar (scopes-and-launch-context.md) as MedAssist reads it.

describe('SMART scopes', () => {
  it('reads v2 .rs/.r/.s and v1 .read as read and search; refuses write, unknown types and granular queries', () => {
    expect(parseScope('patient/Observation.rs')).toMatchObject({ kind: 'resource', context: 'patient', resourceType: 'Observation', read: true, search: true });
    expect(parseScope('user/Patient.r')).toMatchObject({ read: true, search: false });
    expect(parseScope('system/*.s')).toMatchObject({ resourceType: '*', read: false, search: true });
    expect(parseScope('patient/*.read')).toMatchObject({ read: true, search: true });
    // Practitioner (a MedAssist user) is outside the Patient compartment: user/ and system/ only.
    for (const refused of ['patient/Patient.cruds', 'patient/Patient.write', 'patient/Patient.sr', 'patient/Patient.', 'patient/Goal.rs', 'patient/Observation.rs?category=laboratory', 'patient/Practitioner.rs', 'profile', 'launch/encounter']) {
      expect(parseScope(refused), refused).toBeNull();
    }
    expect(parseScope('user/Practitioner.r')).toMatchObject({ context: 'user', resourceType: 'Practitioner', read: true, search: false });
    expect(parseScope('openid')).toEqual({ kind: 'plain', scope: 'openid' });
    expect(parseScope('fhirUser')).toEqual({ kind: 'plain', scope: 'fhirUser' });
    expect(unofferedScopes('launch  patient/Patient.rs openid fhirUser profile')).toEqual(['profile']);
  });

  it('a user/ or system/ scope reaches the clinic; a patient/ scope only its patient; nothing else reaches anything', () => {
    const grant = scopeGrant('patient/Observation.rs user/Patient.r launch/patient');
    expect(reach(grant, 'Patient', 'read')).toBe('clinic');
    expect(reach(grant, 'Patient', 'search')).toBeNull();
    expect(reach(grant, 'Observation', 'search')).toBe('patient');
    expect(reach(grant, 'Condition', 'read')).toBeNull();
    expect(reach(scopeGrant('system/*.rs'), 'Condition', 'read')).toBe('clinic');
  });

  it('an app may ask for less than it registered: a narrower type or permission of the same context, never more or another context', () => {
    const registered = ['launch/patient', 'patient/*.rs', 'user/Patient.r', 'offline_access'];
    for (const within of ['launch/patient', 'offline_access', 'patient/*.rs', 'patient/Observation.rs', 'patient/Observation.r', 'patient/*.s', 'patient/Condition.read', 'user/Patient.r']) {
      expect(isWithin(registered, within), within).toBe(true);
    }
    for (const beyond of ['launch', 'online_access', 'user/Patient.rs', 'user/Patient.s', 'user/Observation.r', 'user/*.r', 'system/Patient.r', 'patient/Goal.rs', 'patient/Patient.cruds', 'openid']) {
      expect(isWithin(registered, beyond), beyond).toBe(false);
    }
    // v1 .read is .rs: within a registered .rs, beyond a registered .r.
    expect(isWithin(['user/Patient.r'], 'user/Patient.read')).toBe(false);
    expect(isWithin(['user/Patient.rs'], 'user/Patient.read')).toBe(true);
  });
});
