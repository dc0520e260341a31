import { z } from 'zod';
import { msg } from '../i18n/msg';
import { can, StaffRoleSchema, type Membership, type Permission } from '../permissions';

/** POST /api/clinic/invites: how many sign-ups a code admits, for how long, and as what role. */
export const InviteCreateSchema = z.object({
  maxUses: z.number().int().min(1, msg('An invite admits at least one person.')).max(100, msg('An invite admits at most 100 people.')).default(1),
  expiresInDays: z.number().int().min(1, msg('An invite lasts at least one day.')).max(30, msg('An invite lasts at most 30 days.')).default(7),
  /** The role of whoever joins with the code. */
  role: StaffRoleSchema.default('doctor'),
});

/** What a clinic API key may do: post lab results (JSON and HL7 v2), read the FHIR API (DESIGN.md §8). */
export const API_KEY_SCOPES = ['lab:write', 'fhir:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets the key holder do, in words for the owner choosing them. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'lab:write': msg('Send lab results (JSON and HL7 v2)'),
  'fhir:read': msg('Read patient records through the FHIR API'),
};

/**
 * The clinical right each scope uses (core/permissions.ts): a key carries its creator's rights, so
 * an owner may only give a key a scope their own role holds, and the key loses the scope when its
 * creator's role no longer holds it (or they leave the clinic).
 */
export const API_KEY_SCOPE_PERMISSIONS: Record<ApiKeyScope, Permission> = {
  'lab:write': 'results:write',
  'fhir:read': 'clinical:read',
};

/** How long a new key lives: the owner picks one; `null` (never) only for a key that only sends lab results. */
export const API_KEY_LIFETIMES_DAYS = [30, 90, 365] as const;
export const API_KEY_DEFAULT_LIFETIME_DAYS = 365;

/** POST /api/clinic/api-keys: a name to recognise the system by, what it may do (a lab system by default) and how long it lives. */
export const ApiKeyCreateSchema = z.object({
  name: z.string().trim().min(2, msg('Give the key a name (e.g. the lab system it is for).')).max(60, msg('Name must be at most 60 characters.')),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: msg('Unknown scope: choose lab:write or fhir:read.') }))
    .min(1, msg('Choose at least one thing the key may do.'))
    .transform((s) => [...new Set(s)])
    .default(['lab:write']),
  /**
   * For a lab key: the PID-3 assigning authority (CX-4 namespace id or universal id, e.g. ACME or an
   * OID) whose MRNs are this clinic's MRNs. Without one, HL7 results match only MRNs sent without an
   * authority (routes/hl7.ts); an MRN of another authority never matches.
   */
  assigningAuthority: z
    .string()
    .trim()
    .max(100, msg('Assigning authority must be at most 100 characters.'))
    .regex(/^[^|^~\\&]*$/, msg('Assigning authority cannot contain HL7 separator characters.'))
    .optional()
    .transform((v) => v || null),
  /** Days until the key stops working; null: never (a lab interface that must not stop sending results). */
  expiresInDays: z
    .number(msg('Choose how long the key lives.'))
    .int(msg('Choose how long the key lives.'))
    .min(1, msg('A key lives at least one day.'))
    .max(365, msg('A key lives at most 365 days, or never for a lab system.'))
    .nullable()
    .default(API_KEY_DEFAULT_LIFETIME_DAYS),
}).refine((v) => v.expiresInDays !== null || (v.scopes.length === 1 && v.scopes[0] === 'lab:write'), {
  message: msg('Only a key that just sends lab results may never expire: a key that reads records needs an end date.'),
  path: ['expiresInDays'],
});

/**
 * The scopes a key may use now: those its creator's current membership still holds the right for
 * (API_KEY_SCOPE_PERMISSIONS). None when the creator was disabled or removed (`creator` undefined).
 */
export function scopesInForce(scopes: readonly ApiKeyScope[], creator: Membership | undefined): ApiKeyScope[] {
  return scopes.filter((scope) => can(creator, API_KEY_SCOPE_PERMISSIONS[scope]));
}
