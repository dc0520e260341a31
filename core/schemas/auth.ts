import { z } from 'zod';
import { msg } from '../i18n/msg';
import { LOCALES } from '../i18n/locales';
import { COUNTRY_CODES, SPECIALTY_SLUGS } from './options';

/** Login body (spec §5): username may also be the e-mail address. */
export const LoginSchema = z.object({
  username: z.string().trim().min(1, msg('Username is required.')).max(254, msg('Username is too long.')),
  password: z.string().min(1, msg('Password is required.')).max(200, msg('Password is too long.')),
});
export type LoginInput = z.infer<typeof LoginSchema>;

// The password messages below name this number in their (translated) text.
const PASSWORD_MIN = 8;

/** Registration body as the server accepts it (spec §5, §7); role is always forced to doctor. */
export const RegisterSchema = z.object({
  username: z.string().trim().max(64, msg('Username is too long.')).optional(),
  email: z.string().trim().toLowerCase().max(254, msg('Invalid email address.')).pipe(z.email(msg('Invalid email address.'))),
  name: z.string().trim().min(2, msg('Full name must be at least 2 characters.')).max(100, msg('Full name must be at most 100 characters.')),
  country: z.string().trim().min(2, msg('Country is required.')).max(40, msg('Country is required.')),
  specialty: z.string().trim().min(2, msg('Specialty is required.')).max(60, msg('Specialty is required.')),
  password: z
    .string()
    .min(PASSWORD_MIN, msg('Password must be at least 8 characters.'))
    .max(200, msg('Password must be at most 200 characters.')),
  role: z.string().optional(),
  inviteCode: z.string().trim().max(64, msg('Invite code is not valid.')).optional(),
  /** Where a new clinic's data is stored (data residency); ignored when joining with an invite. Default: nearest to the client. */
  region: z.enum(['us', 'eu'], msg('Region must be US or EU.')).optional(),
  /** The language the register page was shown in (a forced `?locale=` too); default: Accept-Language. */
  locale: z.enum(LOCALES, msg('Please choose English, German or French.')).optional(),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** The register form adds a confirmation field that never leaves the browser. */
export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: z.string().min(PASSWORD_MIN, msg('Please confirm your password.')),
}).refine((v) => v.password === v.confirmPassword, {
  message: msg('Passwords do not match'),
  path: ['confirmPassword'],
});
export type RegisterFormInput = z.infer<typeof RegisterFormSchema>;

/** The spec derives the username from the e-mail's local part; the server makes it unique. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local.toLowerCase().replace(/[^a-z0-9._-]/g, '');
  return cleaned.length > 0 ? cleaned.slice(0, 48) : 'user';
}

export { COUNTRY_CODES, SPECIALTY_SLUGS };
