import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales';
import { msg } from '../i18n/msg';
import type { StaffRole } from '../permissions';

/** Unit preferences (spec §3): defaults celsius, kg, cm, mmHg. */
export const UnitPreferencesSchema = z.object({
  temperature: z.enum(['celsius', 'fahrenheit']),
  weight: z.enum(['kg', 'lb']),
  height: z.enum(['cm', 'in']),
  bloodPressure: z.enum(['mmHg', 'kPa']),
});
export type UnitPreferences = z.infer<typeof UnitPreferencesSchema>;
export const DEFAULT_UNIT_PREFERENCES: UnitPreferences = {
  temperature: 'celsius',
  weight: 'kg',
  height: 'cm',
  bloodPressure: 'mmHg',
};

/** Clinic role: the registering user owns a new clinic; invitees are members. */
export const ClinicRoleSchema = z.enum(['owner', 'member']);
export type ClinicRole = z.infer<typeof ClinicRoleSchema>;

/** One entry of a profile's work experience. */
export const WorkExperienceSchema = z.object({
  title: z.string().trim().min(1, msg('Each position needs a title.')).max(120),
  organization: z.string().trim().max(120).default(''),
  from: z.string().trim().max(20).default(''),
  to: z.string().trim().max(20).default(''),
});
export type WorkExperience = z.infer<typeof WorkExperienceSchema>;

/** Images are kept in the app as data URLs: PNG, JPEG or WebP up to this size. */
export const PROFILE_IMAGE_MAX_BYTES = 512 * 1024;
const imageDataUrl = z
  .string()
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, msg('Please choose a PNG, JPEG or WebP image.'))
  .refine((v) => Math.floor(((v.length - v.indexOf(',') - 1) * 3) / 4) <= PROFILE_IMAGE_MAX_BYTES, msg('Please choose an image smaller than 512 KB.'));

// An absent field stays undefined (PATCH leaves it alone); an empty one clears it (null).
// Each field's message is written out whole (a translated text is a literal, core/i18n/msg.ts).
const optional = (max: number, message: string) =>
  z.string().trim().max(max, message).nullable().optional().transform((v) => (v === undefined ? undefined : v || null));

/** PATCH /api/user: the profile fields of spec §3 a user may change (never role, clinic or e-mail). */
export const ProfileUpdateSchema = z.object({
  name: z.string().trim().min(2, msg('Full name must be at least 2 characters.')).max(100, msg('Full name must be at most 100 characters.')).optional(),
  phoneNumber: optional(40, msg('Phone number must be at most 40 characters.')),
  assistantEmail: z.union([z.literal(''), z.email(msg('Please enter a valid email.'))]).nullable().optional().transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null)),
  speciality: optional(60, msg('Speciality must be at most 60 characters.')),
  secondarySpecialties: optional(300, msg('Secondary specialties must be at most 300 characters.')),
  countryOfPractice: optional(40, msg('Country of practice must be at most 40 characters.')),
  country: optional(40, msg('Country must be at most 40 characters.')),
  degrees: optional(300, msg('Degrees must be at most 300 characters.')),
  workExperience: z.array(WorkExperienceSchema).max(30, msg('At most 30 positions.')).optional(),
  professionalMemberships: optional(500, msg('Professional memberships must be at most 500 characters.')),
  biography: optional(4000, msg('Biography must be at most 4000 characters.')),
  languagesSpoken: optional(200, msg('Languages spoken must be at most 200 characters.')),
  timezone: z.string().trim().max(64).refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, msg('Please choose a valid time zone.')).nullable().optional(),
  unitPreferences: UnitPreferencesSchema.optional(),
  locale: z.enum(LOCALES, msg('Please choose English, German or French.')).optional(),
  profileImage: imageDataUrl.nullable().optional(),
  medicalLicenseImage: imageDataUrl.nullable().optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** POST /api/user/password: the current password proves it is really the user. */
export const PasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, msg('Please enter your current password.')).max(200),
  newPassword: z.string().min(8, msg('Password must be at least 8 characters.')).max(200, msg('Password must be at most 200 characters.')),
});

/** The profile details beyond the header fields (spec §3). */
export interface UserProfile {
  phoneNumber: string | null;
  assistantEmail: string | null;
  secondarySpecialties: string | null;
  countryOfPractice: string | null;
  degrees: string | null;
  workExperience: WorkExperience[];
  professionalMemberships: string | null;
  biography: string | null;
  languagesSpoken: string | null;
  medicalLicenseImage: string | null;
  createdAt: string;
}

/** The signed-in user as GET /api/user returns it (never the password hash). */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  name: string;
  /** Role in the active clinic (core/permissions.ts); `clinicRole` is the owner flag. */
  role: StaffRole;
  speciality: string | null;
  profileImage: string | null;
  country: string | null;
  timezone: string | null;
  /** Interface language (DESIGN.md §8). */
  locale: Locale;
  unitPreferences: UnitPreferences;
  /** The session's active clinic (issue 21: one account may belong to several). */
  clinicId: number;
  clinicRole: ClinicRole;
  clinicName: string;
  profile: UserProfile;
}

/** One of the signed-in user's clinics, as GET /api/user/clinics lists them. */
export interface UserClinic {
  id: number;
  name: string;
  region: string;
  role: StaffRole;
  owner: boolean;
  /** Disabled by an owner of that clinic: listed, but cannot be switched to. */
  disabled: boolean;
  /** The clinic this session works in. */
  active: boolean;
  joinedAt: string;
}

/** POST /api/user/clinic: switch this session's active clinic. */
export const SwitchClinicSchema = z.object({ clinicId: z.number(msg('Choose a clinic.')).int(msg('Choose a clinic.')).positive(msg('Choose a clinic.')) });

/** POST /api/user/clinics: join another clinic with an invite code, as the signed-in user. */
export const JoinClinicSchema = z.object({
  inviteCode: z.string(msg('Enter the invite code.')).trim().min(1, msg('Enter the invite code.')).max(64, msg('Invite code is not valid.')),
  /** Joining hands the account to another clinic's owners: only with the password, never with a session alone (issue 32). */
  currentPassword: z.string(msg('Please enter your current password.')).min(1, msg('Please enter your current password.')).max(200),
});

/** A colleague as GET /api/users lists them. */
export interface ClinicUser {
  id: number;
  name: string;
  role: StaffRole;
}
