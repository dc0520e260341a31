import { afterAll, describe, expect, it } from 'vitest';
import { PatientInputSchema } from '../../../core/schemas/patients';
import { activateLocale, t } from '../i18n';
import { ApiRequestError } from './api-client';

describe('an API error reads in the user’s language', () => {
  afterAll(() => activateLocale('en'));

  it('the Worker’s English message, translated where the error is made; field errors stay for FormField', async () => {
    await activateLocale('de');
    const error = new ApiRequestError(404, 'Patient not found.', { id: ['Patient not found.'] });
    expect(error.message).toBe('Patient nicht gefunden.');
    expect(error.fieldErrors.id).toEqual(['Patient not found.']);
  });

  it('a text without a translation shows as sent, and English stays the spec’s', async () => {
    await activateLocale('fr');
    expect(new ApiRequestError(429, 'Too many sign-in attempts. Please wait 30 seconds and try again.').message).toBe('Too many sign-in attempts. Please wait 30 seconds and try again.');
    expect(new ApiRequestError(0, 'You appear to be offline. Check your connection and try again.').message).toBe('Vous semblez être hors ligne. Vérifiez votre connexion et réessayez.');
    await activateLocale('en');
    expect(new ApiRequestError(404, 'Patient not found.').message).toBe('Patient not found.');
  });

  it('a 400 answer carrying a schema message (the first zod issue) reads translated, and so does the same message under its field', async () => {
    await activateLocale('de');
    const parsed = PatientInputSchema.safeParse({ fullName: 'A' });
    expect(parsed.success).toBe(false);
    const first = parsed.error!.issues[0]!.message;
    expect(first).toBe('Name must be at least 3 characters.');
    expect(new ApiRequestError(400, first, { fullName: [first] }).message).toBe('Der Name muss mindestens 3 Zeichen lang sein.');
    expect(t(first)).toBe('Der Name muss mindestens 3 Zeichen lang sein.');
    await activateLocale('en');
  });
});
