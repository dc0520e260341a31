import { msg } from '../../../../core/i18n/msg';
import { COUNTRIES } from '../../../../core/schemas/options';
import {
  PROFILE_IMAGE_MAX_BYTES, type ProfileUpdate, type PublicUser, type UnitPreferences, type WorkExperience,
} from '../../../../core/schemas/user';
import { t } from '../../i18n';
import { formatNumber } from '../../lib/format';

// Pure helpers of the Profile and Settings screens (no React, no fetch): tested in account.utils.test.ts.

/** The image types the server stores (core/schemas/user.ts imageDataUrl). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
export const IMAGE_HINT = msg('PNG, JPEG or WebP, up to 512 KB.');

/** A byte count for people: '900 bytes', '513 KB' (rounded up, so a rejected file never reads '512 KB'), '1.2 MB' ('1,2 MB' in German). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return t('{count} bytes', { count: bytes });
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1, 1)} MB`;
}

/** Why a chosen file cannot be a profile or licence image (schema wording, in the user's language), or null when it can. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return t('Please choose a PNG, JPEG or WebP image.');
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return t('Please choose an image smaller than 512 KB (this one is {size}).', { size: formatBytes(file.size) });
  return null;
}

/**
 * The optional text fields of PATCH /api/user. The server's schema turns an absent one into null
 * (it clears it), so every PATCH carries all of them with their current values.
 */
export const PROFILE_TEXT_FIELDS = [
  'phoneNumber', 'assistantEmail', 'speciality', 'secondarySpecialties', 'countryOfPractice', 'country',
  'degrees', 'professionalMemberships', 'biography', 'languagesSpoken',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];
export type ProfileTextValues = Record<ProfileTextField, string>;

/** The user's current optional text fields ('' when unset). */
export function profileTextValues(user: PublicUser): ProfileTextValues {
  const p = user.profile;
  return {
    phoneNumber: p.phoneNumber ?? '',
    assistantEmail: p.assistantEmail ?? '',
    speciality: user.speciality ?? '',
    secondarySpecialties: p.secondarySpecialties ?? '',
    countryOfPractice: p.countryOfPractice ?? '',
    country: user.country ?? '',
    degrees: p.degrees ?? '',
    professionalMemberships: p.professionalMemberships ?? '',
    biography: p.biography ?? '',
    languagesSpoken: p.languagesSpoken ?? '',
  };
}

/** Everything the Edit Profile dialog edits, as form state. */
export interface ProfileFormValues extends ProfileTextValues {
  name: string;
  workExperience: WorkExperience[];
  timezone: string | null;
  unitPreferences: UnitPreferences;
  profileImage: string | null;
  medicalLicenseImage: string | null;
}

export function profileFormValues(user: PublicUser): ProfileFormValues {
  return {
    name: user.name,
    ...profileTextValues(user),
    workExperience: user.profile.workExperience.map((w) => ({ title: w.title, organization: w.organization ?? '', from: w.from ?? '', to: w.to ?? '' })),
    timezone: user.timezone,
    unitPreferences: { ...user.unitPreferences },
    profileImage: user.profileImage,
    medicalLicenseImage: user.profile.medicalLicenseImage,
  };
}

export const EMPTY_POSITION: WorkExperience = { title: '', organization: '', from: '', to: '' };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The PATCH /api/user bodies that save `values`: the name and every text field always (see
 * PROFILE_TEXT_FIELDS), the rest only when changed. Two new images (each up to 512 KB, a third more
 * as base64) would pass the API's 1 MB body limit together, so the licence image then goes in a second request.
 */
export function profilePatches(initial: ProfileFormValues, values: ProfileFormValues): ProfileUpdate[] {
  const base: ProfileUpdate = { name: values.name };
  for (const key of PROFILE_TEXT_FIELDS) base[key] = values[key];
  for (const key of ['workExperience', 'timezone', 'unitPreferences'] as const) {
    if (!same(initial[key], values[key])) Object.assign(base, { [key]: values[key] });
  }
  const profileImageChanged = initial.profileImage !== values.profileImage;
  const licenceChanged = initial.medicalLicenseImage !== values.medicalLicenseImage;
  if (profileImageChanged) base.profileImage = values.profileImage;
  if (!licenceChanged) return [base];
  if (profileImageChanged && values.profileImage && values.medicalLicenseImage) {
    const textOnly: ProfileUpdate = { name: values.name };
    for (const key of PROFILE_TEXT_FIELDS) textOnly[key] = values[key];
    return [base, { ...textOnly, medicalLicenseImage: values.medicalLicenseImage }];
  }
  return [{ ...base, medicalLicenseImage: values.medicalLicenseImage }];
}

/**
 * Server field errors use dotted paths ('workExperience.0.title'); the form shows the first message
 * per top-level field too, so a row's problem also appears under its section.
 */
export function withTopLevelErrors(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  const out = { ...fieldErrors };
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const top = key.split('.')[0]!;
    if (top !== key && !out[top]) out[top] = messages;
  }
  return out;
}

export type UnitKey = keyof UnitPreferences;

/** The four unit choices of spec §3, in the order Settings shows them. */
export const UNIT_CHOICES: { key: UnitKey; label: string; options: { value: string; label: string }[] }[] = [
  { key: 'temperature', label: msg('Temperature'), options: [{ value: 'celsius', label: '°C' }, { value: 'fahrenheit', label: '°F' }] },
  { key: 'weight', label: msg('Weight'), options: [{ value: 'kg', label: 'kg' }, { value: 'lb', label: 'lb' }] },
  { key: 'height', label: msg('Height'), options: [{ value: 'cm', label: 'cm' }, { value: 'in', label: 'in' }] },
  { key: 'bloodPressure', label: msg('Blood pressure'), options: [{ value: 'mmHg', label: 'mmHg' }, { value: 'kPa', label: 'kPa' }] },
];

/** '°C · kg · cm · mmHg'. */
export function unitSummary(prefs: UnitPreferences): string {
  return UNIT_CHOICES.map((c) => c.options.find((o) => o.value === prefs[c.key])?.label ?? prefs[c.key]).join(' · ');
}

/** This browser's IANA time zone, or UTC when the runtime cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The runtime's IANA zones (Intl.supportedValuesOf), or [] on older browsers. */
export function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * Select options for time zones: the supported list plus UTC and any zone in `include` (a saved
 * zone or the browser's may be an alias the list omits, e.g. Asia/Calcutta), sorted, labelled
 * without underscores.
 */
export function timeZoneOptions(supported: readonly string[], include: readonly (string | null | undefined)[]): [string, string][] {
  const zones = new Set(supported);
  zones.add('UTC');
  for (const z of include) if (z) zones.add(z);
  return [...zones].sort((a, b) => a.localeCompare(b)).map((z) => [z, z.replaceAll('_', ' ')]);
}

/** Options for a select whose saved value may be free text from before: keep it selectable. */
export function optionsWithCurrent(options: readonly (readonly [string, string])[], current: string): (readonly [string, string])[] {
  return current && !options.some(([v]) => v === current) ? [...options, [current, current]] : [...options];
}

/** Country label for a stored code ('uk' → 'United Kingdom', in the user's language); unknown text as it is. */
export function countryLabel(code: string | null | undefined): string {
  if (!code) return '';
  const known = COUNTRIES.find(([c]) => c === code);
  return known ? t(known[1]) : code;
}


/** 'Jan 2015 – present' style span of a position; '' when neither end is known. */
export function positionSpan(w: Pick<WorkExperience, 'from' | 'to'>): string {
  if (!w.from && !w.to) return '';
  return `${w.from || '?'} – ${w.to || t('present')}`;
}
