import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { registration, sessionIdOf, signedInDoctor, TestClient } from '../test/helpers';
import { REGISTER_PERIOD_SECONDS } from './auth';

describe('registration', () => {
  it('creates a doctor who owns a new clinic and signs them in', async () => {
    const client = new TestClient();
    const res = await client.post('/api/register', registration({ role: 'admin' }));
    expect(res.status).toBe(201);
    const user = (await res.json()) as Record<string, unknown>;
    expect(user.role).toBe('doctor');
    expect(user.clinicRole).toBe('owner');
    expect(user).not.toHaveProperty('passwordHash');
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email address.'],
    ['name', { name: 'A' }, 'Full name must be at least 2 characters.'],
    ['country', { country: 'x' }, 'Country is required.'],
    ['specialty', { specialty: '' }, 'Specialty is required.'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters.'],
  ])('rejects a bad %s with the spec message', async (field, override, message) => {
    const res = await new TestClient().post('/api/register', registration(override));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toContain(message);
    expect(body.message).toBe(message);
  });

  it('gives colliding e-mail local parts distinct usernames', async () => {
    const a = await new TestClient().post('/api/register', registration({ email: 'sam@clinic-a.org', username: 'sam' }));
    const b = await new TestClient().post('/api/register', registration({ email: 'sam@clinic-b.org', username: 'sam' }));
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    const [ua, ub] = [(await a.json()) as { username: string }, (await b.json()) as { username: string }];
    expect(ua.username).toBe('sam');
    expect(ub.username).toBe('sam2');
  });

  it('answers a duplicate e-mail with a clear 409', async () => {
    const body = registration();
    expect((await new TestClient().post('/api/register', body)).status).toBe(201);
    const again = await new TestClient().post('/api/register', { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/already exists/);
  });

  it('joins an existing clinic with an invite code, once', async () => {
    const { user: owner } = await signedInDoctor();
    const { insertInvite } = await import('../db/queries/clinics');
    const { getDb } = await import('../db/client');
    const { auditKey } = await import('../audit/key');
    const { signAudit } = await import('../audit/row-mac');
    await insertInvite(getDb(env.DB), { clinicId: owner.clinicId, code: 'JOIN-ME-123', createdBy: owner.id, expiresAt: new Date(Date.now() + 60_000), maxUses: 1, role: 'doctor' }, await signAudit(await auditKey(env), { clinicId: owner.clinicId, userId: owner.id, action: 'create', entity: 'invite' }));
    const joined = await new TestClient().post('/api/register', registration({ inviteCode: 'JOIN-ME-123' }));
    expect(joined.status).toBe(201);
    const member = (await joined.json()) as { clinicId: number; clinicRole: string };
    expect(member.clinicId).toBe(owner.clinicId);
    expect(member.clinicRole).toBe('member');
    const second = await new TestClient().post('/api/register', registration({ inviteCode: 'JOIN-ME-123' }));
    expect(second.status).toBe(400);
  });
});

describe('registration throttling', () => {
  it('allows 10 registrations a minute from one client address, then 429 with Retry-After; other addresses are not affected', async () => {
    // The limiter counts in fixed minutes: start clear of a minute's end.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 8_000) await new Promise((r) => setTimeout(r, left + 50));
    const address = '192.0.2.210';
    for (let i = 0; i < 10; i++) expect((await new TestClient(address).post('/api/register', registration())).status, `registration ${i + 1}`).toBe(201);
    const body = registration();
    const refused = await new TestClient(address).post('/api/register', body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(REGISTER_PERIOD_SECONDS));
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many registrations/);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email = ?').bind(body.email).first<{ n: number }>();
    expect(stored!.n).toBe(0);
    expect((await new TestClient().post('/api/register', registration())).status).toBe(201);
  }, 30_000);
});

describe('login and logout', () => {
  it('signs in by username or e-mail and issues a fresh session id each time', async () => {
    const { user, password, client: first } = await signedInDoctor();
    const firstCookie = first.cookie;
    const byName = await first.post('/api/login', { username: user.username, password });
    expect(byName.status).toBe(200);
    expect(first.cookie).not.toBe(firstCookie);
    // The session the login replaced is gone (no fixation).
    const stale = new TestClient();
    stale.cookie = firstCookie;
    expect((await stale.get('/api/user')).status).toBe(401);

    const byEmail = await new TestClient().post('/api/login', { username: user.email.toUpperCase(), password });
    expect(byEmail.status).toBe(200);
  });

  it('on https sets the session cookie as __Host-sid: HttpOnly, SameSite=Lax, Secure, Path=/, no Domain', async () => {
    const res = await new TestClient().post('/api/register', registration());
    const cookie = res.headers.getSetCookie().find((c) => c.includes('sid=')) ?? '';
    expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('on https honours only the __Host- cookie: the same id under the bare name (which a subdomain or plain-http page could set) is no session', async () => {
    const { client } = await signedInDoctor();
    const bare = new TestClient();
    bare.cookie = `sid=${sessionIdOf(client.cookie)}`;
    expect((await bare.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('on plain http (localhost) keeps the bare name sid without Secure, since __Host- requires Secure', async () => {
    const local = 'http://127.0.0.1:8787';
    const registered = await exports.default.fetch(
      new Request(`${local}/api/register`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.77' }, body: JSON.stringify(registration()) }),
    );
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie().find((c) => c.includes('sid=')) ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).not.toMatch(/Secure/i);
    const sid = cookie.split(';')[0]!;
    expect((await exports.default.fetch(new Request(`${local}/api/user`, { headers: { Cookie: sid } }))).status).toBe(200);
    const loggedOut = await exports.default.fetch(new Request(`${local}/api/logout`, { method: 'POST', headers: { Cookie: sid, 'Content-Type': 'application/json' } }));
    expect(loggedOut.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/^sid=;/);
  });

  it('answers unknown user and wrong password identically', async () => {
    const { user } = await signedInDoctor();
    const wrong = await new TestClient().post('/api/login', { username: user.username, password: 'wrong password!' });
    const unknown = await new TestClient().post('/api/login', { username: 'nobody-here', password: 'wrong password!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [(await wrong.json()) as { message: string }, (await unknown.json()) as { message: string }];
    expect(a.message).toBe('Invalid username or password');
    expect(b.message).toBe(a.message);
  });

  it.each([
    [{ username: '', password: 'x' }, 'Username is required.'],
    [{ username: 'someone', password: '' }, 'Password is required.'],
  ])('validates the login form %#', async (body, message) => {
    const res = await new TestClient().post('/api/login', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it('throttles repeated failures for one account from one address with 429 and Retry-After; the owner signs in from elsewhere', async () => {
    const { user, password } = await signedInDoctor();
    const attacker = new TestClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attacker.post('/api/login', { username: user.username, password: 'nope-nope' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await attacker.post('/api/login', { username: user.username, password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await new TestClient().post('/api/login', { username: user.username, password })).status).toBe(200);
  });

  it('throttles one client address trying many accounts', async () => {
    const client = new TestClient();
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await client.post('/api/login', { username: `ghost${i}`, password: 'nope-nope' })).status;
    expect(last).toBe(429);
  });

  it('logout ends the session and clears the cookie', async () => {
    const { client } = await signedInDoctor();
    const cookie = client.cookie;
    const res = await client.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toMatch(/__Host-sid=;/);
    const replay = new TestClient();
    replay.cookie = cookie;
    expect((await replay.get('/api/user')).status).toBe(401);
  });
});

describe('the session probe (GET /api/session)', () => {
  it('answers 200 with the signed-in user, and 200 with user null when there is no session or it has ended; GET /api/user keeps its 401', async () => {
    const { client, user } = await signedInDoctor();
    const signedIn = await client.get('/api/session');
    expect(signedIn.status).toBe(200);
    const body = (await signedIn.json()) as { user: { id: number } };
    expect(body).toEqual({ user: await (await client.get('/api/user')).json() });
    expect(body.user.id).toBe(user.id);

    const nobody = await new TestClient().get('/api/session');
    expect(nobody.status).toBe(200);
    expect(await nobody.json()).toEqual({ user: null });

    const ended = new TestClient();
    ended.cookie = client.cookie;
    await client.post('/api/logout');
    expect(await (await ended.get('/api/session')).json()).toEqual({ user: null });
    expect((await ended.get('/api/user')).status).toBe(401);
    expect((await new TestClient().get('/api/user')).status).toBe(401);
  });
});

describe('clinic users', () => {
  it('lists only the users of the caller’s clinic', async () => {
    const a = await signedInDoctor();
    const b = await signedInDoctor();
    const list = (await (await a.client.get('/api/users')).json()) as { id: number; name: string; role: string }[];
    expect(list.map((u) => u.id)).toContain(a.user.id);
    expect(list.map((u) => u.id)).not.toContain(b.user.id);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'name', 'role']);
  });
});
