// The member's role travels with the session (issue 16's budget, issue 21's roles): the user's hub
// answers every request's session check with the role and owner flag in the session's clinic, and
// every change updates that answer at once, exactly as revocation does. No request reads the role
// from the database, so a role change, a stale KV copy or a sign-in racing a change must never let a
// request be judged by an old role.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SessionRegistry } from '../auth/session-registry';
import { sessionHandle } from '../auth/sessions';
import type { NotificationHub } from '../notifications/hub';
import { hubOf } from '../notifications/publish';
import { clinicMember, sessionIdOf, signedInDoctor, TestClient } from '../test/helpers';

type Member = Awaited<ReturnType<typeof clinicMember>>;

async function secondDevice(member: Member): Promise<TestClient> {
  const client = new TestClient();
  expect((await client.post('/api/login', { username: member.user.username, password: member.password })).status).toBe(200);
  return client;
}

const handleOf = async (client: TestClient) => sessionHandle(sessionIdOf(client.cookie));

describe('a role change reaches every live session of the member at once', () => {
  it('judges the very next request on every device by the new role, and a stale KV copy of the session brings nothing back', async () => {
    const owner = await signedInDoctor();
    const doctor = await clinicMember(owner.client);
    const laptop = await secondDevice(doctor);
    const kvKey = `session:${await handleOf(laptop)}`;
    const staleEntry = (await env.SESSIONS.get(kvKey))!;
    expect((await doctor.client.get('/api/clinical-notes')).status).toBe(200);
    expect((await laptop.get('/api/clinical-notes')).status).toBe(200);

    expect((await owner.client.patch(`/api/clinic/members/${doctor.user.id}`, { role: 'front-desk' })).status).toBe(200);
    // Another location still serving the session's KV entry as it was before the change.
    await env.SESSIONS.put(kvKey, staleEntry);
    expect((await laptop.get('/api/clinical-notes')).status).toBe(403);
    expect((await doctor.client.get('/api/clinical-notes')).status).toBe(403);

    expect((await owner.client.patch(`/api/clinic/members/${doctor.user.id}`, { role: 'doctor', owner: true })).status).toBe(200);
    expect((await laptop.get('/api/clinical-notes')).status).toBe(200);
    expect((await laptop.get('/api/clinic/members')).status).toBe(200);
    expect((await owner.client.patch(`/api/clinic/members/${doctor.user.id}`, { owner: false })).status).toBe(200);
    expect((await laptop.get('/api/clinic/members')).status).toBe(403);
  });

  it('is carried in the hub’s answer to the session check, updated by the change', async () => {
    const owner = await signedInDoctor();
    const nurse = await clinicMember(owner.client, {}, 'nurse');
    const hub = hubOf(env, nurse.user.id);
    const handle = await handleOf(nurse.client);
    expect((await hub.touchSession(handle, Date.now()))?.member).toEqual({ role: 'nurse', owner: false });
    expect((await owner.client.patch(`/api/clinic/members/${nurse.user.id}`, { role: 'read-only', owner: true })).status).toBe(200);
    expect((await hub.touchSession(handle, Date.now()))?.member).toEqual({ role: 'read-only', owner: true });
  });

  it('decides the request from the hub’s answer, with no database read of the role on the way', async () => {
    const owner = await signedInDoctor();
    const desk = await clinicMember(owner.client, {}, 'front-desk');
    // Written behind the Worker's back (no route changes a role without telling the hub): a request
    // that still read the role from D1 would let this front-desk session read clinical notes.
    await env.DB.prepare(`UPDATE memberships SET role = 'doctor' WHERE user_id = ?`).bind(desk.user.id).run();
    expect((await desk.client.get('/api/clinical-notes')).status).toBe(403);
  });
});

describe('a sign-in racing a membership change', () => {
  it('is refused by the hub when a role change, disabling or removal landed after it read the role, so it reads again', async () => {
    const owner = await signedInDoctor();
    const doctor = await clinicMember(owner.client);
    const hub = hubOf(env, doctor.user.id);
    const session = (handle: string) => ({ handle, clinicId: doctor.user.clinicId, createdAt: Date.now(), lastSeenAt: Date.now(), member: { role: 'doctor' as const, owner: false } });

    const seenBeforeRoleChange = await hub.membershipChanges();
    await hub.changeMembership(doctor.user.clinicId, { role: 'front-desk', owner: false });
    expect(await hub.startSession(session('raced-role-change'), seenBeforeRoleChange, Date.now())).toBe(false);

    const seenBeforeEnding = await hub.membershipChanges();
    await hub.endSessions({}, 'account disabled', Date.now());
    expect(await hub.startSession(session('raced-disable'), seenBeforeEnding, Date.now())).toBe(false);

    expect(await hub.touchSession('raced-role-change', Date.now())).toBeNull();
    expect(await hub.touchSession('raced-disable', Date.now())).toBeNull();
    expect(await hub.startSession(session('in-time'), await hub.membershipChanges(), Date.now())).toBe(true);
    expect((await hub.touchSession('in-time', Date.now()))?.member).toEqual({ role: 'doctor', owner: false });
  });
});

describe('sessions registered before the role was kept with them', () => {
  it('end (the user signs in again) instead of being let through with a guessed role', async () => {
    const owner = await signedInDoctor();
    const hub = hubOf(env, owner.user.id);
    const now = Date.now();
    await runInDurableObject(hub, (_hub: NotificationHub, state) => {
      const sql = state.storage.sql;
      sql.exec(`DROP TABLE sessions`);
      sql.exec(`CREATE TABLE sessions (handle TEXT PRIMARY KEY, clinic_id INTEGER NOT NULL, created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL)`);
      sql.exec(`INSERT INTO sessions VALUES ('legacy', ?, ?, ?)`, owner.user.clinicId, now, now);
      const registry = new SessionRegistry(sql);
      expect(registry.touch('legacy', now)).toBeNull();
      expect(registry.start({ handle: 'new', clinicId: owner.user.clinicId, createdAt: now, lastSeenAt: now, member: { role: 'doctor', owner: true } }, registry.changeCount(), now)).toBe(true);
      expect(registry.touch('new', now)?.member).toEqual({ role: 'doctor', owner: true });
    });
  });
});
