import { describe, expect, it } from 'vitest';
import { signedInDoctor, TestClient } from '../test/helpers';
import { authenticate, openSocket } from '../test/live-client';

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
