import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '../../core/schemas/user';
import { registration, signedInDoctor, TestClient } from '../test/helpers';
import { authenticate, openSocket } from '../test/live-client';
import { PASSWORD_CHANGE_LIMIT } from './account';

afterEach(() => {
  vi.useRealTimers();
});

const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('profile', () => {
  it('saves profile fields and returns them; never role, clinic or e-mail', async () => {
    const { client, user } = await signedInDoctor();
    const res = await client.patch('/api/user', {
      name: 'Dr Ada Lovelace', phoneNumber: '+44 20 7946 0000', biography: 'Cardiologist.', timezone: 'Europe/London',
      unitPreferences: { temperature: 'fahrenheit', weight: 'lb', height: 'in', bloodPressure: 'mmHg' },
      workExperience: [{ title: 'Consultant', organization: 'St Elsewhere', from: '2015', to: '' }],
      profileImage: PNG_1PX,
      role: 'admin', clinicId: 999, email: 'hijack@example.org', clinicRole: 'owner',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { name: string; role: string; clinicId: number; email: string; timezone: string; profileImage: string; unitPreferences: { weight: string }; profile: { biography: string; workExperience: unknown[] } };
    expect(body).toMatchObject({ name: 'Dr Ada Lovelace', role: 'doctor', clinicId: user.clinicId, email: user.email, timezone: 'Europe/London', profileImage: PNG_1PX });
    expect(body.unitPreferences.weight).toBe('lb');
    expect(body.profile.biography).toBe('Cardiologist.');
    expect(body.profile.workExperience).toHaveLength(1);
  });

  it('changes only the fields sent: a partial save never erases the others', async () => {
    const { client } = await signedInDoctor({ specialty: 'cardiology', country: 'uk' });
    await client.patch('/api/user', { phoneNumber: '+44 1', biography: 'Bio' });
    const after = (await (await client.patch('/api/user', { unitPreferences: { temperature: 'celsius', weight: 'lb', height: 'cm', bloodPressure: 'mmHg' } })).json()) as {
      speciality: string; country: string; profile: { phoneNumber: string; biography: string };
    };
    expect(after).toMatchObject({ speciality: 'cardiology', country: 'uk', profile: { phoneNumber: '+44 1', biography: 'Bio' } });
    // An empty string clears a field on purpose.
    const cleared = (await (await client.patch('/api/user', { phoneNumber: '' })).json()) as { profile: { phoneNumber: string | null; biography: string } };
    expect(cleared.profile).toMatchObject({ phoneNumber: null, biography: 'Bio' });
  });

  it.each([
    [{ name: 'A' }, 'Full name must be at least 2 characters.'],
    [{ timezone: 'Mars/Olympus' }, 'Please choose a valid time zone.'],
    [{ profileImage: 'data:text/html;base64,PGgxPg==' }, 'Please choose a PNG, JPEG or WebP image.'],
    [{ assistantEmail: 'nope' }, 'Please enter a valid email.'],
  ])('rejects %o with a clear message', async (body, message) => {
    const { client } = await signedInDoctor();
    const res = await client.patch('/api/user', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });
});

describe('language (DESIGN.md §8 locale)', () => {
  async function registerWith(acceptLanguage: string | undefined) {
    const client = new TestClient();
    const headers = acceptLanguage ? { 'Accept-Language': acceptLanguage } : undefined;
    const res = await client.request('/api/register', { method: 'POST', json: registration(), headers });
    expect(res.status).toBe(201);
    return { client, user: (await res.json()) as { locale: string } };
  }

  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR', 'fr'],
    ['es-ES,fr;q=0.5', 'fr'],
    ['de;q=0,en-GB', 'en'],
    ['ja', 'en'],
    [undefined, 'en'],
  ])('registration with Accept-Language %s starts in %s, and the session says so', async (header, locale) => {
    const { client, user } = await registerWith(header);
    expect(user.locale).toBe(locale);
    expect(((await (await client.get('/api/user')).json()) as { locale: string }).locale).toBe(locale);
    expect(((await (await client.get('/api/session')).json()) as { user: { locale: string } }).user.locale).toBe(locale);
  });

  it.each([
    ['de-DE,de;q=0.9', undefined, 'de', 'Praxis {owner}'],
    ['fr-FR', undefined, 'fr', 'Cabinet {owner}'],
    [undefined, undefined, 'en', "{owner}'s clinic"],
    // The register page sends the language it was shown in (a forced ?locale=de on an English browser).
    ['en-US', 'de', 'de', 'Praxis {owner}'],
  ])('Accept-Language %s with locale %s in the body: a new clinic named in %s, %s', async (acceptLanguage, locale, expected, clinicName) => {
    const client = new TestClient();
    const headers = acceptLanguage ? { 'Accept-Language': acceptLanguage } : undefined;
    const body = registration(locale ? { locale } : {});
    const res = await client.request('/api/register', { method: 'POST', json: body, headers });
    expect(res.status).toBe(201);
    const user = (await res.json()) as { locale: string; clinicName: string; name: string };
    expect(user.locale).toBe(expected);
    expect(user.clinicName).toBe(clinicName.replace('{owner}', body.name));
  });

  it('refuses a register body with a language MedAssist does not speak', async () => {
    const res = await new TestClient().post('/api/register', registration({ locale: 'es' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Please choose English, German or French.');
  });

  it('PATCH /api/user changes the language and nothing else', async () => {
    const { client } = await registerWith('en-US');
    const res = await client.patch('/api/user', { locale: 'fr' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { locale: string }).locale).toBe('fr');
    expect(((await (await client.get('/api/user')).json()) as { locale: string }).locale).toBe('fr');
  });

  it('refuses a language MedAssist does not speak, and keeps the one set', async () => {
    const { client } = await registerWith('de');
    const res = await client.patch('/api/user', { locale: 'es' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Please choose English, German or French.');
    expect(((await (await client.get('/api/user')).json()) as { locale: string }).locale).toBe('de');
  });
});

/** A base64 data URL of `size` bytes that start with `head` (the rest is filler). */
function dataUrl(type: string, head: number[], size: number): string {
  const bytes = new Uint8Array(size).fill(0x41);
  bytes.set(head);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/${type};base64,${btoa(binary)}`;
}
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const WEBP_HEAD = [...'RIFF'].map((ch) => ch.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((ch) => ch.charCodeAt(0)));

describe('profile images (checked on the server, not only in the form)', () => {
  type Saved = { name: string; profileImage: string | null; profile: { medicalLicenseImage: string | null } };

  it('refuses an image over 512 KB with a field error and saves nothing of that request; one just under is fine', async () => {
    const { client } = await signedInDoctor();
    expect((await client.patch('/api/user', { profileImage: PNG_1PX })).status).toBe(200);

    const tooBig = await client.patch('/api/user', { name: 'Dr Renamed', profileImage: dataUrl('png', PNG_HEAD, PROFILE_IMAGE_MAX_BYTES + 1) });
    expect(tooBig.status).toBe(400);
    expect(((await tooBig.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ profileImage: ['Please choose an image smaller than 512 KB.'] });
    const after = (await (await client.get('/api/user')).json()) as Saved;
    expect(after.profileImage).toBe(PNG_1PX);
    expect(after.name).not.toBe('Dr Renamed');

    const justUnder = dataUrl('png', PNG_HEAD, PROFILE_IMAGE_MAX_BYTES - 1024);
    expect((await client.patch('/api/user', { profileImage: justUnder })).status).toBe(200);
    expect(((await (await client.get('/api/user')).json()) as Saved).profileImage).toBe(justUnder);
  });

  it.each([
    ['text behind a PNG prefix', 'profileImage', `data:image/png;base64,${btoa('<svg onload="alert(1)"></svg>')}`],
    ['JPEG bytes declared as PNG', 'profileImage', dataUrl('png', JPEG_HEAD, 64)],
    ['PNG bytes declared as WebP', 'medicalLicenseImage', dataUrl('webp', PNG_HEAD, 64)],
    ['a RIFF file that is not WebP', 'medicalLicenseImage', dataUrl('webp', [...'RIFF....WAVE'].map((ch) => ch.charCodeAt(0)), 64)],
    ['too few bytes to be an image', 'profileImage', 'data:image/jpeg;base64,/9g='],
  ])('refuses %s (the bytes, not the prefix, decide) and saves nothing', async (_what, field, image) => {
    const { client } = await signedInDoctor();
    const res = await client.patch('/api/user', { biography: 'Should not be saved', [field]: image });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ [field]: ['Please choose a PNG, JPEG or WebP image.'] });
    const after = (await (await client.get('/api/user')).json()) as Saved & { profile: { biography: string | null } };
    expect([after.profileImage, after.profile.medicalLicenseImage, after.profile.biography]).toEqual([null, null, null]);
  });

  it.each([
    ['png', PNG_HEAD],
    ['jpeg', JPEG_HEAD],
    ['webp', WEBP_HEAD],
  ])('accepts a real %s as profile and licence image', async (type, head) => {
    const { client } = await signedInDoctor();
    const image = dataUrl(type, head, 256);
    const res = await client.patch('/api/user', { profileImage: image, medicalLicenseImage: image });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ profileImage: image, profile: { medicalLicenseImage: image } });
  });
});

describe('password and sessions', () => {
  it('changes the password only with the current one, ending other sessions and their sockets but not this one', async () => {
    const { client, user, password } = await signedInDoctor();
    const other = new TestClient();
    expect((await other.post('/api/login', { username: user.username, password })).status).toBe(200);
    const otherSock = await openSocket(other);
    await authenticate(otherSock, user.id);
    const closed = new Promise<number>((resolve) => otherSock.ws!.addEventListener('close', (e) => resolve(e.code)));

    const wrong = await client.post('/api/user/password', { currentPassword: 'not it', newPassword: 'a brand new passphrase' });
    expect(wrong.status).toBe(400);
    const ok = await client.post('/api/user/password', { currentPassword: password, newPassword: 'a brand new passphrase' });
    expect(ok.status).toBe(200);
    expect(await closed).toBe(4000);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await new TestClient().post('/api/login', { username: user.username, password })).status).toBe(401);
    expect((await new TestClient().post('/api/login', { username: user.username, password: 'a brand new passphrase' })).status).toBe(200);
  });

  it(`allows ${PASSWORD_CHANGE_LIMIT.max} wrong current passwords per ${PASSWORD_CHANGE_LIMIT.windowMs / 60_000} minutes, then 429 with Retry-After even for the right one; each failure is audited`, async () => {
    const { client, user, password } = await signedInDoctor();
    // Pinned just after a window starts, so the run of guesses cannot straddle two windows.
    const start = Math.ceil(Date.now() / PASSWORD_CHANGE_LIMIT.windowMs) * PASSWORD_CHANGE_LIMIT.windowMs + 1_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.max; i++) {
      expect((await client.post('/api/user/password', { currentPassword: `guess ${i}`, newPassword: 'a brand new passphrase' })).status, `guess ${i}`).toBe(400);
    }
    const throttled = await client.post('/api/user/password', { currentPassword: password, newPassword: 'a brand new passphrase' });
    expect(throttled.status).toBe(429);
    const retry = Number(throttled.headers.get('Retry-After'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(PASSWORD_CHANGE_LIMIT.windowMs / 1000);
    expect(((await throttled.json()) as { message: string }).message).toMatch(/Too many wrong passwords/);
    // Nothing changed: the old password still signs in.
    expect((await new TestClient().post('/api/login', { username: user.username, password })).status).toBe(200);
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM audit_events WHERE user_id = ? AND action = 'password_change_failed' AND entity_id = ?").bind(user.id, user.id).first<{ n: number }>();
    expect(audit!.n).toBe(PASSWORD_CHANGE_LIMIT.max);
    // The next window lets the owner of the session try again.
    vi.setSystemTime(start + PASSWORD_CHANGE_LIMIT.windowMs);
    expect((await client.post('/api/user/password', { currentPassword: password, newPassword: 'a brand new passphrase' })).status).toBe(200);
  });

  it('lists the user’s sessions without their secrets and revokes one', async () => {
    const { client, user, password } = await signedInDoctor();
    const phone = new TestClient();
    await phone.post('/api/login', { username: user.username, password });
    const list = (await (await client.get('/api/user/sessions')).json()) as { handle: string; current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(client.cookie.slice(4));
    const phoneHandle = list.find((s) => !s.current)!.handle;
    expect((await client.delete(`/api/user/sessions/${phoneHandle}`)).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await client.delete('/api/user/sessions/unknown')).status).toBe(404);
  });
});
