// Issue #8, sessions (DESIGN.md §3): a new random id at every sign-in whatever cookie the browser
// brought (no fixation); logout, idle expiry (30 min) and absolute expiry (12 h) end a session on
// the server; a password change ends every other session of the user and closes their sockets.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionHandle } from '../auth/sessions';
import { hubOf } from '../notifications/publish';
import { registration, sessionCookie, sessionIdOf } from '../test/helpers';
import { authenticate, openSocket, settle } from '../test/live-client';
import { newClient, signUp, type Actor } from './support';

const sidOf = sessionIdOf;
/** The KV entry of a session (who it belongs to), found by its handle. */
const kvEntry = async (cookie: string) => env.SESSIONS.get(`session:${await sessionHandle(sidOf(cookie))}`);
/** The handles of a user's live sessions, as their hub holds them. */
const liveHandles = async (userId: number) => (await hubOf(env, userId).listSessions(Date.now())).map((s) => s.handle);

async function login(actor: Actor, cookie = ''): Promise<{ res: Response; cookie: string }> {
  const client = newClient();
  client.cookie = cookie;
  const res = await client.post('/api/login', { username: actor.user.username, password: actor.password });
  return { res, cookie: client.cookie };
}

/** A socket that reports how it closed. */
async function liveSocket(actor: { client: { cookie: string } } & { user: { id: number } }, client = newClient()) {
  client.cookie = actor.client.cookie;
  const sock = await openSocket(client);
  await authenticate(sock, actor.user.id);
  let code: number | null = null;
  sock.ws!.addEventListener('close', (e) => {
    code = e.code;
  });
  return { sock, closedWith: () => code };
}

let doctor: Actor;
beforeAll(async () => {
  doctor = await signUp();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('no session fixation', () => {
  it('ignores an id planted in the cookie: sign-in issues a new one, and the planted id never becomes a session', async () => {
    const planted = sessionCookie('Fixated_by_attacker_'.padEnd(43, 'x'));
    const { res, cookie } = await login(doctor, planted);
    expect(res.status).toBe(200);
    expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}$/);
    expect(cookie).not.toBe(planted);
    const attacker = newClient();
    attacker.cookie = planted;
    expect((await attacker.get('/api/user')).status).toBe(401);
    expect(await kvEntry(planted)).toBeNull();
  });

  it('replaces (and ends) a live session the browser already had, so its old holder gains nothing', async () => {
    const attacker = await signUp();
    const attackerSid = attacker.client.cookie;
    // The victim signs in on a browser carrying the attacker's session cookie.
    const { res, cookie } = await login(doctor, attackerSid);
    expect(res.status).toBe(200);
    expect(cookie).not.toBe(attackerSid);
    const replay = newClient();
    replay.cookie = attackerSid;
    const who = await replay.get('/api/user');
    expect(who.status).toBe(401);
    const victim = newClient();
    victim.cookie = cookie;
    expect(((await (await victim.get('/api/user')).json()) as { id: number }).id).toBe(doctor.user.id);
  });

  it('issues a fresh 256-bit id at every sign-in and sign-up, as __Host-sid with HttpOnly, SameSite=Lax, Secure, Path=/ and no Domain', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { res, cookie } = await login(doctor, i % 2 ? '' : sessionCookie('p'.repeat(43)));
      const sid = res.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='));
      expect(sid).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}; /);
      for (const attribute of [/; HttpOnly/i, /; SameSite=Lax/i, /; Secure/i, /; Path=\/(;|$)/]) expect(sid).toMatch(attribute);
      expect(sid).not.toMatch(/; Domain=/i);
      ids.add(cookie);
    }
    const fresh = newClient();
    fresh.cookie = sessionCookie('q'.repeat(43));
    await fresh.post('/api/register', registration());
    ids.add(fresh.cookie);
    expect(ids.size).toBe(5);
  });

  it('keeps nothing secret in KV: the entry is named by the session’s handle and holds only its user id', async () => {
    const { cookie } = await login(doctor);
    expect(JSON.parse((await kvEntry(cookie))!)).toEqual({ userId: doctor.user.id });
    const keys = (await env.SESSIONS.list({ prefix: 'session:' })).keys.map((k) => k.name);
    expect(keys.some((k) => k.includes(sidOf(cookie)))).toBe(false);
  });
});

describe('a session ends on the server', () => {
  it('at logout: the cookie is dead on replay, its records are gone, and only its own sockets close', async () => {
    const a = await login(doctor);
    const b = await login(doctor);
    const aClient = newClient();
    aClient.cookie = a.cookie;
    const aSock = await liveSocket({ client: aClient, user: doctor.user });
    const bSock = await liveSocket({ client: { cookie: b.cookie }, user: doctor.user });

    const out = await aClient.post('/api/logout');
    expect(out.status).toBe(200);
    await settle(100);
    expect(aSock.closedWith()).toBe(4000);
    expect(bSock.closedWith()).toBeNull();

    const replay = newClient();
    replay.cookie = a.cookie;
    expect((await replay.get('/api/user')).status).toBe(401);
    expect(await kvEntry(a.cookie)).toBeNull();
    expect(await liveHandles(doctor.user.id)).not.toContain(await sessionHandle(sidOf(a.cookie)));
    const stillIn = newClient();
    stillIn.cookie = b.cookie;
    expect((await stillIn.get('/api/user')).status).toBe(200);
    bSock.sock.ws!.close(1000);
  });

  it('after 30 minutes idle (and not a second before), and the expired record is deleted', async () => {
    const { cookie } = await login(doctor);
    const client = newClient();
    client.cookie = cookie;
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0 + SESSION_IDLE_MS - 2_000);
    expect((await client.get('/api/user')).status).toBe(200);
    // That request counted as activity: idle time starts again from here.
    vi.setSystemTime(t0 + 2 * SESSION_IDLE_MS - 3_000);
    expect((await client.get('/api/user')).status).toBe(200);
    vi.setSystemTime(t0 + 3 * SESSION_IDLE_MS);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(await kvEntry(cookie)).toBeNull();
    expect(await liveHandles(doctor.user.id)).not.toContain(await sessionHandle(sidOf(cookie)));
    // Going back in time does not revive it.
    vi.setSystemTime(t0 + 60_000);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('after 12 hours even when used every few minutes', async () => {
    const { cookie } = await login(doctor);
    const client = newClient();
    client.cookie = cookie;
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    const step = SESSION_IDLE_MS - 60_000;
    let t = t0;
    while (t + step < t0 + SESSION_ABSOLUTE_MS - 1_000) {
      t += step;
      vi.setSystemTime(t);
      expect((await client.get('/api/user')).status, `at +${Math.round((t - t0) / 60_000)} min`).toBe(200);
    }
    vi.setSystemTime(t0 + SESSION_ABSOLUTE_MS - 1_000);
    expect((await client.get('/api/user')).status).toBe(200);
    vi.setSystemTime(t0 + SESSION_ABSOLUTE_MS + 1_000);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(await kvEntry(cookie)).toBeNull();
  });

  it('at idle or absolute expiry, that session’s open socket hears nothing more and is closed; other sessions keep theirs', async () => {
    const user = await signUp();
    const other = await login(user);
    const expiring = await liveSocket(user);
    const staying = await liveSocket({ client: { cookie: other.cookie }, user: user.user });
    // The session of `expiring` runs out while its socket stays open; the other one is used meanwhile.
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0 + SESSION_IDLE_MS - 60_000);
    const stillUsed = newClient();
    stillUsed.cookie = other.cookie;
    expect((await stillUsed.get('/api/user')).status).toBe(200);
    vi.setSystemTime(t0 + SESSION_IDLE_MS + 60_000);

    await hubOf(env, user.user.id).notify({ type: 'message', from: 'Dr Test', message: 'For live sessions only' } as never);
    await settle(100);
    expect(expiring.closedWith()).toBe(4001);
    expect(expiring.sock.frames.some((f) => f.message === 'For live sessions only')).toBe(false);
    expect(staying.closedWith()).toBeNull();
    expect(staying.sock.frames.some((f) => f.message === 'For live sessions only')).toBe(true);
  });

  it('past its idle expiry with no request in between, the next notification closes that socket', async () => {
    const user = await signUp();
    const socket = await liveSocket(user);
    await hubOf(env, user.user.id).notify({ type: 'message', from: 'Dr Test', message: 'While live' } as never);
    await settle(50);
    expect(socket.sock.frames.some((f) => f.message === 'While live')).toBe(true);
    // No request in between: the session's idle limit passes while its socket stays open.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 60_000);
    await hubOf(env, user.user.id).notify({ type: 'message', from: 'Dr Test', message: 'After expiry' } as never);
    await settle(100);
    expect(socket.closedWith()).toBe(4001);
    expect(socket.sock.frames.some((f) => f.message === 'After expiry')).toBe(false);
  });

  it('a sign-in on a browser closes the live socket of the session it replaces (a colleague signing in on a shared computer hears nothing of the first)', async () => {
    const first = await signUp();
    const socket = await liveSocket(first);
    const colleague = await signUp();
    expect((await login(colleague, first.client.cookie)).res.status).toBe(200);
    await settle(50);
    expect(socket.closedWith()).toBe(4000);
  });

  it('a sign-in on another device right after a notification is heard at the next one', async () => {
    const user = await signUp();
    const first = await liveSocket(user);
    await hubOf(env, user.user.id).notify({ type: 'message', from: 'Dr Test', message: 'First' } as never);
    await settle(50);
    const other = await login(user);
    const second = await liveSocket({ client: { cookie: other.cookie }, user: user.user });
    await hubOf(env, user.user.id).notify({ type: 'message', from: 'Dr Test', message: 'Second' } as never);
    await settle(100);
    expect(second.closedWith()).toBeNull();
    expect(second.sock.frames.some((f) => f.message === 'Second')).toBe(true);
    expect(first.sock.frames.some((f) => f.message === 'Second')).toBe(true);
  });
});

describe('a password change', () => {
  it('ends every other session of the user and closes their sockets; keeps this one, its socket, and other users’ sessions', async () => {
    const user = await signUp();
    const bystander = await signUp();
    const others = [await login(user), await login(user)];
    const otherSockets = await Promise.all(others.map((o) => liveSocket({ client: { cookie: o.cookie }, user: user.user })));
    const ownSocket = await liveSocket(user);
    const bystanderSocket = await liveSocket(bystander);

    const res = await user.client.post('/api/user/password', { currentPassword: user.password, newPassword: 'a completely new passphrase' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { endedSessions: number }).endedSessions).toBe(2);
    await settle(100);

    for (const [i, o] of others.entries()) {
      const c = newClient();
      c.cookie = o.cookie;
      expect((await c.get('/api/user')).status, `other session ${i}`).toBe(401);
      expect(otherSockets[i]!.closedWith(), `other socket ${i}`).toBe(4000);
    }
    expect((await user.client.get('/api/user')).status).toBe(200);
    expect(ownSocket.closedWith()).toBeNull();
    expect(await liveHandles(user.user.id)).toEqual([await sessionHandle(sidOf(user.client.cookie))]);
    for (const o of others) expect(await kvEntry(o.cookie)).toBeNull();
    expect((await bystander.client.get('/api/user')).status).toBe(200);
    expect(bystanderSocket.closedWith()).toBeNull();
    expect((await login(user)).res.status, 'the old password no longer works').toBe(401);
    ownSocket.sock.ws!.close(1000);
    bystanderSocket.sock.ws!.close(1000);
  });

  it('refused (wrong current password) ends nothing', async () => {
    const user = await signUp();
    const other = await login(user);
    const res = await user.client.post('/api/user/password', { currentPassword: 'not my password', newPassword: 'a completely new passphrase' });
    expect(res.status).toBe(400);
    const c = newClient();
    c.cookie = other.cookie;
    expect((await c.get('/api/user')).status).toBe(200);
  });
});

describe('revoking one session from the sessions list', () => {
  it('ends that session and closes only its socket', async () => {
    const user = await signUp();
    const phone = await login(user);
    const phoneSocket = await liveSocket({ client: { cookie: phone.cookie }, user: user.user });
    const ownSocket = await liveSocket(user);
    const list = (await (await user.client.get('/api/user/sessions')).json()) as { handle: string; current: boolean }[];
    expect(JSON.stringify(list)).not.toContain(sidOf(phone.cookie));
    const handle = list.find((s) => !s.current)!.handle;
    expect((await user.client.delete(`/api/user/sessions/${handle}`)).status).toBe(200);
    await settle(100);
    expect(phoneSocket.closedWith()).toBe(4000);
    expect(ownSocket.closedWith()).toBeNull();
    const c = newClient();
    c.cookie = phone.cookie;
    expect((await c.get('/api/user')).status).toBe(401);
    ownSocket.sock.ws!.close(1000);
  });
});
