import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18nReady } from '../../i18n';
import { ProfileUpdateSchema, type PublicUser } from '../../../../core/schemas/user';
import {
  countryLabel, formatBytes, imageFileProblem, optionsWithCurrent, positionSpan, PROFILE_TEXT_FIELDS, profileFormValues, profilePatches,
  timeZoneOptions, unitSummary, withTopLevelErrors,
} from './account.utils';

beforeAll(() => i18nReady());
afterAll(() => activateLocale('en'));

const USER: PublicUser = {
  id: 7, username: 'ada', email: 'ada@example.org', name: 'Dr Ada', role: 'doctor', speciality: 'cardiology',
  profileImage: null, country: 'uk', timezone: null, locale: 'en',
  unitPreferences: { temperature: 'celsius', weight: 'kg', height: 'cm', bloodPressure: 'mmHg' },
  clinicId: 3, clinicRole: 'owner', clinicName: 'Ada clinic',
  profile: {
    phoneNumber: '+44 20 7946 0000', assistantEmail: null, secondarySpecialties: null, countryOfPractice: 'uk', degrees: 'MB BS',
    workExperience: [{ title: 'Registrar', organization: 'Barts', from: '2010', to: '2015' }], professionalMemberships: null,
    biography: 'Cardiologist.', languagesSpoken: 'English', medicalLicenseImage: null, createdAt: '2026-01-02T03:04:05.000Z',
  },
};
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('image checks before upload', () => {
  it('accepts a PNG, JPEG or WebP of at most 512 KB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 512 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('rejects other types and larger files with the size it saw', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('Please choose a PNG, JPEG or WebP image.');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('Please choose a PNG, JPEG or WebP image.');
    expect(imageFileProblem({ type: 'image/png', size: 512 * 1024 + 1 })).toBe('Please choose an image smaller than 512 KB (this one is 513 KB).');
    expect(imageFileProblem({ type: 'image/png', size: 3 * 1024 * 1024 })).toContain('3.0 MB');
  });

  it('formats sizes for people', () => {
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1_258_291)).toBe('1.2 MB');
  });
});

describe('profile patches', () => {
  it('always carries every optional text field, so the server never clears one that was not edited', () => {
    const initial = profileFormValues(USER);
    const [patch, ...rest] = profilePatches(initial, { ...initial, name: 'Dr Ada Lovelace' });
    expect(rest).toHaveLength(0);
    for (const key of PROFILE_TEXT_FIELDS) expect(patch).toHaveProperty(key);
    expect(patch).toMatchObject({ name: 'Dr Ada Lovelace', phoneNumber: '+44 20 7946 0000', speciality: 'cardiology', degrees: 'MB BS' });
    expect(patch).not.toHaveProperty('workExperience');
    expect(patch).not.toHaveProperty('profileImage');
    expect(ProfileUpdateSchema.parse(patch)).toMatchObject({ phoneNumber: '+44 20 7946 0000', assistantEmail: null });
  });

  it('sends changed rows, zone, units and images', () => {
    const initial = profileFormValues(USER);
    const next = {
      ...initial, timezone: 'Europe/London', profileImage: PNG,
      workExperience: [...initial.workExperience, { title: 'Consultant', organization: '', from: '2015', to: '' }],
    };
    const [patch] = profilePatches(initial, next);
    expect(patch).toMatchObject({ timezone: 'Europe/London', profileImage: PNG });
    expect(patch?.workExperience).toHaveLength(2);
    expect(patch).not.toHaveProperty('unitPreferences');
  });

  it('splits two new images over two requests (1 MB body limit), each with the text fields', () => {
    const initial = profileFormValues(USER);
    const patches = profilePatches(initial, { ...initial, profileImage: PNG, medicalLicenseImage: PNG });
    expect(patches).toHaveLength(2);
    expect(patches[0]).toMatchObject({ profileImage: PNG });
    expect(patches[0]).not.toHaveProperty('medicalLicenseImage');
    expect(patches[1]).toMatchObject({ medicalLicenseImage: PNG, phoneNumber: '+44 20 7946 0000' });
    expect(patches[1]).not.toHaveProperty('profileImage');
  });

  it('removing an image sends null', () => {
    const initial = { ...profileFormValues(USER), medicalLicenseImage: PNG };
    expect(profilePatches(initial, { ...initial, medicalLicenseImage: null })).toEqual([expect.objectContaining({ medicalLicenseImage: null })]);
  });
});

describe('other helpers', () => {
  it('lifts dotted server errors to their section', () => {
    expect(withTopLevelErrors({ 'workExperience.0.title': ['Each position needs a title.'] })).toEqual({
      'workExperience.0.title': ['Each position needs a title.'], workExperience: ['Each position needs a title.'],
    });
  });

  it('lists time zones with UTC and the saved or browser zone even when the runtime list omits them', () => {
    const options = timeZoneOptions(['Europe/London', 'America/New_York'], ['Asia/Calcutta', null]);
    expect(options.map(([v]) => v)).toEqual(['America/New_York', 'Asia/Calcutta', 'Europe/London', 'UTC']);
    expect(options[0]).toEqual(['America/New_York', 'America/New York']);
  });

  it('keeps a free-text saved value selectable', () => {
    expect(optionsWithCurrent([['us', 'United States']], 'Narnia')).toEqual([['us', 'United States'], ['Narnia', 'Narnia']]);
    expect(optionsWithCurrent([['us', 'United States']], 'us')).toHaveLength(1);
  });

  it('builds the unit summary', () => {
    expect(unitSummary({ temperature: 'fahrenheit', weight: 'lb', height: 'in', bloodPressure: 'kPa' })).toBe('°F · lb · in · kPa');
  });
});

describe('in the user language', () => {
  it('explains a rejected image, names countries and open-ended positions in German, with a decimal comma', async () => {
    await activateLocale('de');
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('Bitte wählen Sie ein PNG-, JPEG- oder WebP-Bild.');
    expect(imageFileProblem({ type: 'image/png', size: 1.5 * 1024 * 1024 })).toBe('Bitte wählen Sie ein Bild unter 512 KB (dieses hat 1,5 MB).');
    expect(countryLabel('de')).toBe('Deutschland');
    expect(countryLabel('Atlantis')).toBe('Atlantis');
    expect(positionSpan({ from: '2015', to: '' })).toBe('2015 – heute');
    await activateLocale('en');
    expect(countryLabel('de')).toBe('Germany');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
