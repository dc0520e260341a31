import { z } from 'zod';
import { msg } from '../i18n/msg';
import { StaffRoleSchema } from '../permissions';

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

/** POST /api/clinic/api-keys: a name to recognise the system by and what it may do (a lab system by default). */
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
});
