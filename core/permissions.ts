import { z } from 'zod';
import { msg } from './i18n/msg';

// The permission matrix of DESIGN.md §8 "Roles", written once: the server enforces it on every route
// (worker/auth/permissions.ts, checked by worker/permissions.test.ts, generated from this table and
// the route table) and the web app hides what a role cannot do from the same table.

/** A membership's role in its clinic. The owner flag is separate: an owner may hold any role. */
export const STAFF_ROLES = ['doctor', 'nurse', 'front-desk', 'read-only'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES, 'Choose a role: doctor, nurse, front desk or read-only.');
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** Each role's name, in English; the web app shows it through `t()`. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  doctor: msg('Doctor'),
  nurse: msg('Nurse'),
  'front-desk': msg('Front desk'),
  'read-only': msg('Read-only'),
};

/** What a signed-in member is in the active clinic: the two inputs of every permission check. */
export interface Membership {
  role: StaffRole;
  owner: boolean;
}

const EVERYONE: readonly StaffRole[] = STAFF_ROLES;
const STAFF_WHO_WRITE: readonly StaffRole[] = ['doctor', 'nurse', 'front-desk'];
const CLINICAL_READERS: readonly StaffRole[] = ['doctor', 'nurse', 'read-only'];
const CARE_TEAM: readonly StaffRole[] = ['doctor', 'nurse'];

interface Rule {
  roles: readonly StaffRole[];
  /** Also needs the owner flag (clinic administration). */
  owner?: true;
}

/**
 * Permission -> who holds it. Front desk: demographics and scheduling, never clinical content
 * (notes, results, chart items, the patient's condition, AI). Nurse: a doctor's rights except
 * prescribing (medication orders) and signing notes (a saved note is signed). Read-only: reads.
 */
export const PERMISSIONS = {
  /** One's own account: profile, password, sessions, notifications, push, marking one's messages read. */
  'account:self': { roles: EVERYONE },
  /** The clinic's name and its members' names and roles. */
  'clinic:read': { roles: EVERYONE },
  /** Patients' demographics (name, birth date, contact details, record number). */
  'patients:read': { roles: EVERYONE },
  'patients:write': { roles: STAFF_WHO_WRITE },
  'patients:delete': { roles: CARE_TEAM },
  'patients:restore': { roles: STAFF_WHO_WRITE, owner: true },
  /** The patient's condition and allergy status, chart items, notes, results, observations. */
  'clinical:read': { roles: CLINICAL_READERS },
  /** Problems, allergies, observations (vital signs), imported records. */
  'chart:write': { roles: CARE_TEAM },
  /** Medication orders: adding, changing or stopping a medication. */
  'medications:prescribe': { roles: ['doctor'] },
  /** Importing a FHIR bundle: it may carry medication orders, so it is a prescriber's (DESIGN.md §8: doctors). */
  'records:import': { roles: ['doctor'] },
  /** Writing, editing or deleting a clinical note (a saved note is signed by its author). */
  'notes:sign': { roles: ['doctor'] },
  /** Entering lab and imaging results and marking them reviewed. */
  'results:write': { roles: CARE_TEAM },
  'appointments:read': { roles: EVERYONE },
  'appointments:write': { roles: STAFF_WHO_WRITE },
  'messages:read': { roles: EVERYONE },
  'messages:send': { roles: STAFF_WHO_WRITE },
  /** The AI assistant and results analysis (they see clinical text). */
  'ai:use': { roles: CARE_TEAM },
  /** Clinic settings, members and their roles, invites, API keys, the audit trail. */
  'clinic:admin': { roles: EVERYONE, owner: true },
  /** The full export holds every clinical record. */
  'clinic:export': { roles: CLINICAL_READERS, owner: true },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/** Whether a member holds `permission` (the one check both the server and the UI make). */
export function can(member: Membership | null | undefined, permission: Permission): boolean {
  if (!member) return false;
  const rule: Rule = PERMISSIONS[permission];
  return rule.roles.includes(member.role) && (!rule.owner || member.owner);
}
