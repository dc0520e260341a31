// Revocation holds everywhere (issue 16, docs/security.md "Revocation is immediate everywhere"). KV is eventually consistent: after a
// session is ended, another Cloudflare location may still read its KV entry for up to a minute.
// That location is simulated here by putting the session's old KV entry back before every request.
// Whichever way the session ended — logout, password change, password reset, revocation from the
// sessions list, disabling or removing the member — every route (lists, writes, AI, owner pages),
// the /ws upgrade and the idle refresh a minute later must refuse it with 401, change nothing, and
// bring nothing back: the user's hub (strongly consistent) decides, not KV.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_REFRESH_MS, sessionHandle } from '../auth/sessions';
import { hubOf } from '../notifications/publish';
import { clinicMember, sessionIdOf, TestClient } from '../test/helpers';
import { openSocket } from '../test/live-client';
import { buildClinic, dump, isApi, isMutation, newClient, ownPath, PUBLIC_ROUTES, ROUTES, send, unexpectedChanges, validBody, type ClinicWorld } from './support';

type Member = Awaited<ReturnType<typeof clinicMember>>;

/** A second signed-in session of `member` (another device). */
async function anotherDevice(member: Member): Promise<TestClient> {
  const client = newClient();
  expect((await client.post('/api/login', { username: member.user.username, password: member.password })).status).toBe(200);
  return client;
}

/**
 * Each way a session ends. `prepare` returns the session to end (its cookie); `end` ends it
 * through the API, as the user or their clinic owner would.
 */
const WAYS: [string, (world: ClinicWorld, member: Member) => Promise<{ victim: string; end: () => Promise<Response> }>][] = [
  ['logout', async (_world, member) => {
    const victim = member.client.cookie;
    return { victim, end: () => member.client.post('/api/logout') };
  }],
  ['a password change on another device', async (_world, member) => {
    const victim = (await anotherDevice(member)).cookie;
    return { victim, end: () => member.client.post('/api/user/password', { currentPassword: member.password, newPassword: 'a brand new passphrase 16' }) };
  }],
  ['a password reset', async (world, member) => {
    const { code } = (await (await world.owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    return { victim: member.client.cookie, end: () => newClient().post('/api/password-reset', { username: member.user.username, code, newPassword: 'reset passphrase 2026' }) };
  }],
  ['revocation from the sessions list', async (_world, member) => {
    const victim = (await anotherDevice(member)).cookie;
    const handle = await sessionHandle(sessionIdOf(victim));
    return { victim, end: () => member.client.delete(`/api/user/sessions/${handle}`) };
  }],
  ['disabling the member', async (world, member) => ({ victim: member.client.cookie, end: () => world.owner.client.post(`/api/clinic/members/${member.user.id}/disable`) })],
  ['removing the member', async (world, member) => ({ victim: member.client.cookie, end: () => world.owner.client.delete(`/api/clinic/members/${member.user.id}`) })],
];

const guarded = ROUTES.filter((r) => isApi(r) && !PUBLIC_ROUTES.has(r.key));

let world: ClinicWorld;
beforeAll(async () => {
  world = await buildClinic('Qzxrevoke');
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(WAYS)('a session ended by %s, whose old KV entry another location still serves', (_way, prepare) => {
  it('is refused with 401 by every route, the /ws upgrade and the idle refresh a minute later, and nothing brings it back', { timeout: 30_000 }, async () => {
    const member = await clinicMember(world.owner.client);
    const { victim, end } = await prepare(world, member);
    const victimClient = newClient();
    victimClient.cookie = victim;
    expect((await victimClient.get('/api/user')).status, 'live before').toBe(200);
    const handle = await sessionHandle(sessionIdOf(victim));
    const kvKey = `session:${handle}`;
    const staleEntry = (await env.SESSIONS.get(kvKey))!;
    expect(staleEntry).toContain(String(member.user.id));

    expect((await end()).status).toBe(200);
    expect(await env.SESSIONS.get(kvKey), 'deleted where it happened').toBeNull();

    // A minute later too: the old code's idle refresh would have written the stale record back.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_REFRESH_MS + 5_000);
    const asVictim = async (request: (client: TestClient) => Promise<Response | { status: number }>) => {
      await env.SESSIONS.put(kvKey, staleEntry);
      const client = newClient();
      client.cookie = victim;
      return request(client);
    };

    const before = await dump();
    for (const route of guarded) {
      const body = isMutation(route) ? await validBody(route, { world, params: {} }) : undefined;
      const res = await asVictim((client) => send(client, route.method, ownPath(world, route), body));
      expect(res.status, route.key).toBe(401);
    }
    expect((await asVictim((client) => openSocket(client))).status, 'GET /ws').toBe(401);
    expect(unexpectedChanges(before, await dump())).toEqual([]);

    // Nothing re-created: the hub knows no such session, and KV holds no copy a request wrote.
    expect((await hubOf(env, member.user.id).listSessions(Date.now())).map((s) => s.handle)).not.toContain(handle);
    expect(await env.SESSIONS.get(kvKey)).toBeNull();
  });
});
