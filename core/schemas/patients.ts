import { z } from 'zod';
import { pageLimit } from './paging';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const PATIENT_AGE_MIN = 1;
export const PATIENT_AGE_MAX = 120;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** Patient add/edit (spec §5), shared by the form and the server. */
export const PatientInputSchema = z.object({
  fullName: z.string().trim().min(3, 'Name must be at least 3 characters.').max(120, 'Name must be at most 120 characters.'),
  age: z.coerce
    .number({ error: 'Age must be a number.' })
    .int('Age must be a whole number.')
    .min(PATIENT_AGE_MIN, 'Age must be at least 1.')
    .max(PATIENT_AGE_MAX, 'Age must be less than 120.'),
  gender: z.enum(GENDERS, { error: 'Please select a gender.' }),
  condition: optionalText(200, 'Condition must be at most 200 characters.'),
  contactNumber: optionalText(40, 'Contact number must be at most 40 characters.'),
  email: z
    .union([z.literal(''), z.email('Please enter a valid email.').max(254, 'Please enter a valid email.')])
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type PatientInput = z.input<typeof PatientInputSchema>;

/** PATCH body: the same fields plus the version the editor started from. */
export const PatientUpdateSchema = PatientInputSchema.extend({
  version: z.number({ error: 'The record version is required.' }).int().min(1),
});

/** GET /api/patients query: `q` searches name or condition; tabs and paging are optional. */
export const PatientListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text is too long.').optional(),
  tab: z.enum(['all', 'recent', 'upcoming']).optional(),
  deleted: z.enum(['true', 'false']).optional(),
  limit: pageLimit(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});

/** A patient as the API returns it. */
export interface Patient {
  id: number;
  fullName: string;
  age: number;
  gender: string;
  condition: string | null;
  contactNumber: string | null;
  email: string | null;
  version: number;
  updatedAt: string;
  nextAppointmentAt?: string | null;
  deletedAt?: string | null;
}
