import { z } from 'zod';
import { msg } from '../i18n/msg';
import { StaffRoleSchema, type StaffRole } from '../permissions';
import type { ClinicRole } from './user';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** PATCH /api/clinic: the clinic's name and contact details (owners). */
export const ClinicUpdateSchema = z.object({
  name: z.string().trim().min(2, msg('Clinic name must be at least 2 characters.')).max(100, msg('Clinic name must be at most 100 characters.')).optional(),
  address: optionalText(300, msg('Address must be at most 300 characters.')),
  phone: optionalText(40, msg('Phone must be at most 40 characters.')),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, msg('Invalid email address.'))
    .refine((v) => v === '' || z.email().safeParse(v).success, msg('Invalid email address.'))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type ClinicUpdate = z.input<typeof ClinicUpdateSchema>;

export interface ClinicDetails {
  id: number;
  name: string;
  region: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}

/** A user of the clinic as the owner's members list shows them. */
export interface ClinicMember {
  id: number;
  name: string;
  username: string;
  email: string;
  role: StaffRole;
  clinicRole: ClinicRole;
  speciality: string | null;
  disabledAt: string | null;
  createdAt: string;
}

/** An invite code as the owner's list shows it (the code itself was shown once and is stored hashed). */
export interface ClinicInvite {
  id: number;
  maxUses: number;
  role: StaffRole;
  uses: number;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
  /** The owner who created it (an owner's unused invites are revoked when they stop being one). */
  createdBy: { id: number; name: string | null };
  status: 'active' | 'used up' | 'expired' | 'revoked';
}

/** PATCH /api/clinic/members/:id: the owner changes a member's role and/or owner flag. */
export const MemberUpdateSchema = z
  .object({ role: StaffRoleSchema.optional(), owner: z.boolean(msg('Owner must be true or false.')).optional() })
  .refine((v) => v.role !== undefined || v.owner !== undefined, { message: msg('Give a role or the owner flag to change.'), path: ['role'] });
export type MemberUpdate = z.infer<typeof MemberUpdateSchema>;

/** How long an owner-issued password reset code stays valid. */
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;

/** POST /api/password-reset: a member sets a new password with the one-time code from their owner. */
/**
 * How an account is recovered: a reset code another owner issued for this member, or (an owner
 * only) the clinic recovery code shown once when the clinic was created or renewed in /clinic.
 */
export const RESET_METHODS = ['reset-code', 'recovery-code'] as const;
export type ResetMethod = (typeof RESET_METHODS)[number];

export const PasswordResetSchema = z.object({
  username: z.string().trim().min(1, msg('Username is required.')).max(254, msg('Username is too long.')),
  method: z.enum(RESET_METHODS, msg('Choose a reset code or the clinic recovery code.')).default('reset-code'),
  code: z.string().trim().min(1, msg('Enter the code.')).max(64, msg('This code is not valid.')),
  newPassword: z.string().min(8, msg('Password must be at least 8 characters.')).max(200, msg('Password must be at most 200 characters.')),
});
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;

/** The reset form adds a confirmation that never leaves the browser. */
export const PasswordResetFormSchema = PasswordResetSchema.extend({
  confirmPassword: z.string().min(1, msg('Please confirm your password.')),
}).refine((v) => v.newPassword === v.confirmPassword, { message: msg('Passwords do not match'), path: ['confirmPassword'] });

export const AUDIT_PAGE_MAX = 500;

/** GET /api/audit-events filters: by user, patient and day range (clinic-local dates YYYY-MM-DD, UTC). */
export const AuditQuerySchema = z
  .object({
    userId: z.coerce.number().int().positive(msg('Choose a user.')).optional(),
    patientId: z.coerce.number().int().positive(msg('Choose a patient.')).optional(),
    from: z.iso.date(msg('Use a date like 2026-01-31.')).optional(),
    to: z.iso.date(msg('Use a date like 2026-01-31.')).optional(),
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX, msg('At most 500 rows per page.')).default(100),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: msg('The start date must be on or before the end date.'), path: ['to'] });
export type AuditQuery = z.input<typeof AuditQuerySchema>;
export type AuditFilters = z.output<typeof AuditQuerySchema>;

export interface AuditEventView {
  id: number;
  at: string;
  userId: number | null;
  userName: string | null;
  /** The clinic API key that caused the row (a lab system, a FHIR reader), and its name. */
  apiKeyId: number | null;
  apiKeyName: string | null;
  patientId: number | null;
  patientName: string | null;
  action: string;
  entity: string;
  entityId: number | null;
  /** JSON with more about the event: for a `list` read what was asked for (search text, filters, page size); for a medication saved over a severe alert, the reason and the alerts. */
  detail: string | null;
  hash: string | null;
}

export interface AuditChainVerdict {
  ok: boolean;
  checked: number;
  headHash: string;
  headId: number | null;
  brokenAtId?: number;
  /** 'altered': the row (or one before it) was changed, removed or reordered; 'not-written-by-server': its own MAC does not check out (inserted directly). */
  problem?: 'altered' | 'not-written-by-server';
}

/** GET /api/audit-events/head: the newest sealed row's link, to note down outside MedAssist. */
export interface AuditChainHead {
  /** Null while the clinic's trail is empty (then `hash` is the chain's all-zero start). */
  id: number | null;
  hash: string;
  at: string | null;
}
