import { z } from 'zod';
import { msg } from '../i18n/msg';
import { CalendarDateSchema } from './fhir-dates';
import { pageLimit } from './paging';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const PATIENT_AGE_MIN = 1;
export const PATIENT_AGE_MAX = 120;

/** FHIR administrative gender (http://hl7.org/fhir/R4/valueset-administrative-gender.html). */
export const SEXES = ['male', 'female', 'other', 'unknown'] as const;
export type Sex = (typeof SEXES)[number];

/** The spec's gender for a FHIR sex, and back: the spec form keeps its three choices. */
export const GENDER_OF_SEX: Readonly<Record<Sex, (typeof GENDERS)[number]>> = { male: 'Male', female: 'Female', other: 'Other', unknown: 'Other' };
export const SEX_OF_GENDER: Readonly<Record<(typeof GENDERS)[number], Sex>> = { Male: 'male', Female: 'female', Other: 'other' };

/**
 * Whether the patient was asked about allergies: 'no-known-allergies' is a recorded answer,
 * distinct from 'not-asked'; 'has-allergies' is derived (the patient has an active allergy).
 */
export const ALLERGY_STATUSES = ['not-asked', 'no-known-allergies', 'has-allergies'] as const;
export type AllergyStatus = (typeof ALLERGY_STATUSES)[number];
/** The allergy statuses a person records; 'has-allergies' follows from the allergy list. */
export const RECORDED_ALLERGY_STATUSES = ['not-asked', 'no-known-allergies'] as const;

/** The record number format: letters, digits and - . / _ (imports keep theirs, e.g. a UUID). */
export const MRN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

const maybeText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** A postal address (FHIR Address: line, city, state, postalCode, country). */
export const PatientAddressSchema = z.object({
  line: z.array(z.string().trim().max(120, msg('Each address line must be at most 120 characters.'))).max(4, msg('At most 4 address lines.')).default([]),
  city: z.string().trim().max(80, msg('City must be at most 80 characters.')).optional(),
  state: z.string().trim().max(80, msg('State or region must be at most 80 characters.')).optional(),
  postalCode: z.string().trim().max(20, msg('Postal code must be at most 20 characters.')).optional(),
  country: z.string().trim().max(80, msg('Country must be at most 80 characters.')).optional(),
});
export type PatientAddress = z.infer<typeof PatientAddressSchema>;

/** Who to call in an emergency. */
export const EmergencyContactSchema = z.object({
  name: z.string().trim().min(2, msg('Emergency contact name must be at least 2 characters.')).max(120, msg('Emergency contact name must be at most 120 characters.')),
  relationship: z.string().trim().max(60, msg('Relationship must be at most 60 characters.')).optional(),
  phone: z.string().trim().max(40, msg('Emergency contact phone must be at most 40 characters.')).optional(),
});
export type EmergencyContact = z.infer<typeof EmergencyContactSchema>;

/**
 * Patient add/edit (spec §5, DESIGN.md §8), shared by the form and the server. The spec's form
 * sends `age` and `gender`; the chart's form may send `birthDate` and `sex` instead. An age
 * without a birth date stores an estimated birth date (flagged `birthDateEstimated`). On PATCH a
 * field left out is kept; null clears it.
 */
const PatientFieldsSchema = z.object({
  fullName: z.string().trim().min(3, msg('Name must be at least 3 characters.')).max(120, msg('Name must be at most 120 characters.')),
  age: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: msg('Age must be a number.') })
      .int(msg('Age must be a whole number.'))
      .min(PATIENT_AGE_MIN, msg('Age must be at least 1.'))
      .max(PATIENT_AGE_MAX, msg('Age must be less than 120.'))
      .optional(),
  ),
  birthDate: CalendarDateSchema.nullable().optional(),
  /** True when the birth date is an estimate (from an age); imports and the chart form send false. */
  birthDateEstimated: z.boolean().optional(),
  gender: z.enum(GENDERS, { error: msg('Please select a gender.') }).optional(),
  sex: z.enum(SEXES, { error: msg('Please select the sex: male, female, other or unknown.') }).optional(),
  condition: maybeText(200, msg('Condition must be at most 200 characters.')),
  contactNumber: maybeText(40, msg('Contact number must be at most 40 characters.')),
  email: z
    .union([z.literal(''), z.email(msg('Please enter a valid email.')).max(254, msg('Please enter a valid email.'))])
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null)),
  mrn: z
    .string()
    .trim()
    .max(64, msg('Record number must be at most 64 characters.'))
    .refine((v) => v === '' || MRN_PATTERN.test(v), msg('Record number may use letters, digits and - . / _ only.'))
    .nullable()
    .optional()
    .transform((v) => (v ? v : undefined)),
  address: PatientAddressSchema.nullable().optional(),
  preferredLanguage: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(v), msg('Preferred language must be a language code such as en, de or es-MX.'))
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  emergencyContact: EmergencyContactSchema.nullable().optional(),
  allergyStatus: z.enum(RECORDED_ALLERGY_STATUSES, { error: msg("Allergy status must be 'not-asked' or 'no-known-allergies'.") }).optional(),
});

/** Either an age or a birth date, and either the spec's gender or a FHIR sex. */
function requireAgeAndSex(v: { age?: number | undefined; birthDate?: string | null | undefined; gender?: string | undefined; sex?: string | undefined }, ctx: z.RefinementCtx): void {
  if (v.age === undefined && !v.birthDate) ctx.addIssue({ code: 'custom', path: ['age'], message: msg('Please enter an age or a date of birth.') });
  if (v.gender === undefined && v.sex === undefined) ctx.addIssue({ code: 'custom', path: ['gender'], message: msg('Please select a gender.') });
}

export const PatientInputSchema = PatientFieldsSchema.superRefine(requireAgeAndSex);
export type PatientInput = z.input<typeof PatientInputSchema>;
export type PatientInputParsed = z.output<typeof PatientInputSchema>;

/** PATCH body: the same fields plus the version the editor started from. */
export const PatientUpdateSchema = PatientFieldsSchema.extend({
  version: z.number({ error: msg('The record version is required.') }).int().min(1),
}).superRefine(requireAgeAndSex);

/** GET /api/patients query: `q` searches name, condition, record number or birth date (YYYY-MM-DD); tabs and paging are optional. */
export const PatientListQuerySchema = z.object({
  q: z.string().trim().max(100, msg('Search text is too long.')).optional(),
  tab: z.enum(['all', 'recent', 'upcoming']).optional(),
  deleted: z.enum(['true', 'false']).optional(),
  limit: pageLimit(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});

/** A patient as the API returns it. */
export interface Patient {
  id: number;
  fullName: string;
  /** Whole years as of the server's today in the user's time zone, from birthDate. */
  age: number;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** The birth date was estimated from an age: show it as "approx.". */
  birthDateEstimated: boolean;
  /** The spec's gender ('Male' | 'Female' | 'Other'), kept beside sex for the spec's screens. */
  gender: string;
  sex: Sex;
  /** Medical record number, unique in the clinic (generated 'MA-000123' when not given). */
  mrn: string;
  /** The first active problem's text (the spec's single condition); the problem list has them all. Null for roles without clinical access. */
  condition: string | null;
  /** The patient's phone. */
  contactNumber: string | null;
  email: string | null;
  address: PatientAddress | null;
  /** BCP 47 language tag, e.g. 'es'. */
  preferredLanguage: string | null;
  emergencyContact: EmergencyContact | null;
  /** Left out for roles without clinical access (front desk: core/permissions.ts). */
  allergyStatus?: AllergyStatus;
  version: number;
  updatedAt: string;
  nextAppointmentAt?: string | null;
  deletedAt?: string | null;
}
