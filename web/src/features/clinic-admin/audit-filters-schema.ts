import { z } from 'zod';
import { msg } from '../../../../core/i18n/msg';
import type { Patient } from '../../../../core/schemas/patients';

/** What the audit filters form holds: the picked patient is kept whole so its name stays in the picker. */
export type AuditFilterDraft = { userId: string; patient: Patient | null; from: string; to: string };

export const EMPTY_AUDIT_FILTER_DRAFT: AuditFilterDraft = { userId: '', patient: null, from: '', to: '' };

/**
 * The filters as the audit list asks for them. A reversed day range is refused under 'To' with the
 * same message as the server's AuditQuerySchema (core/schemas/clinic-admin.ts).
 */
export const AuditFilterDraftSchema = z
  .object({
    userId: z.string(),
    patient: z.custom<Patient | null>((v) => v === null || (typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number')),
    from: z.string(),
    to: z.string(),
  })
  .refine((d) => !d.from || !d.to || d.from <= d.to, { message: msg('The start date must be on or before the end date.'), path: ['to'] })
  // The list's AuditFilterValues (api.ts); left to inference, as useZodForm wants a plain object type.
  .transform((d) => ({ userId: d.userId, patientId: d.patient ? String(d.patient.id) : '', from: d.from, to: d.to }));
