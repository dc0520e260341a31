import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ClinicInvite, ClinicMember } from '../../core/schemas/clinic-admin';
import { clinicMember, registration, signedInDoctor, TestClient } from '../test/helpers';
import { authenticate, openSocket } from '../test/live-client';
import type { NotificationHub } from '../notifications/hub';
import { hubOf } from '../notifications/publish';

describe('clinic members (owners)', () => {
  it('lists the clinic’s members without secrets; members may not see the list', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const list = (await (await owner.client.get('/api/clinic/members')).json()) as ClinicMember[];
    expect(list.map((m) => [m.id, m.clinicRole]).sort()).toEqual([[owner.user.id, 'owner'], [member.user.id, 'member']].sort());
    expect(JSON.stringify(list)).not.toMatch(/password|hash/i);
    expect((await member.client.get('/api/clinic/members')).status).toBe(403);
  });

  it('disabling a member ends their sessions and sockets at once and stops sign-in; enabling lets them back', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const sock = await openSocket(member.client);
    await authenticate(sock, member.user.id);
    const closed = new Promise<number>((resolve) => sock.ws!.addEventListener('close', (e) => resolve(e.code)));

    const res = await owner.client.post(`/api/clinic/members/${member.user.id}/disable`);
    expect(res.status).toBe(200);
    expect(await closed).toBe(4000);
    expect((await member.client.get('/api/patients')).status).toBe(401);
    const login = await new TestClient().post('/api/login', { username: member.user.username, password: member.password });
    expect(login.status).toBe(401);
    expect(((await (await owner.client.get('/api/users')).json()) as { id: number }[]).map((u) => u.id)).not.toContain(member.user.id);

    expect((await owner.client.post(`/api/clinic/members/${member.user.id}/enable`)).status).toBe(200);
    expect((await new TestClient().post('/api/login', { username: member.user.username, password: member.password })).status).toBe(200);
  });

  it('removes a member from the list for good, and refuses to change the owner or another clinic’s user', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const stranger = await signedInDoctor();
    expect((await owner.client.delete(`/api/clinic/members/${member.user.id}`)).status).toBe(200);
    const list = (await (await owner.client.get('/api/clinic/members')).json()) as ClinicMember[];
    expect(list.map((m) => m.id)).toEqual([owner.user.id]);
    expect((await member.client.get('/api/user')).status).toBe(401);
    expect((await owner.client.post(`/api/clinic/members/${owner.user.id}/disable`)).status).toBe(409);
    expect((await owner.client.post(`/api/clinic/members/${stranger.user.id}/disable`)).status).toBe(404);
    expect((await stranger.client.get('/api/user')).status).toBe(200);
  });

  it('removing a member closes their open socket at once, and it cannot reconnect', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const sock = await openSocket(member.client);
    await authenticate(sock, member.user.id);
    const closed = new Promise<number>((resolve) => sock.ws!.addEventListener('close', (e) => resolve(e.code)));

    expect((await owner.client.delete(`/api/clinic/members/${member.user.id}`)).status).toBe(200);
    expect(await closed).toBe(4000);
    expect((await openSocket(member.client)).status).toBe(401);
  });
});

describe('invite codes', () => {
  it('lists invites with their status (never the code) and revokes one so it no longer admits anyone', async () => {
    const owner = await signedInDoctor();
    const { code } = (await (await owner.client.post('/api/clinic/invites', { maxUses: 3, expiresInDays: 2 })).json()) as { code: string };
    const [invite] = (await (await owner.client.get('/api/clinic/invites')).json()) as ClinicInvite[];
    expect(invite).toMatchObject({ maxUses: 3, uses: 0, status: 'active', revokedAt: null });
    expect(JSON.stringify(invite)).not.toContain(code);
    expect((await owner.client.delete(`/api/clinic/invites/${invite!.id}`)).status).toBe(200);
    const [after] = (await (await owner.client.get('/api/clinic/invites')).json()) as ClinicInvite[];
    expect(after!.status).toBe('revoked');
    const reg = await new TestClient().post('/api/register', { email: `late${Date.now()}@example.org`, name: 'Dr Late', country: 'us', specialty: 'cardiology', password: 'correct horse battery', inviteCode: code });
    expect(reg.status).toBe(400);
    const stranger = await signedInDoctor();
    expect((await stranger.client.delete(`/api/clinic/invites/${invite!.id}`)).status).toBe(404);
  });

  it('refuses an invite past its expiry, whatever uses it has left', async () => {
    const owner = await signedInDoctor();
    const { code } = (await (await owner.client.post('/api/clinic/invites', { maxUses: 5, expiresInDays: 1 })).json()) as { code: string };
    // A day goes by: the stored expiry moves a second into the past.
    await env.DB.prepare('UPDATE clinic_invites SET expires_at = ? WHERE clinic_id = ?').bind(Date.now() - 1000, owner.user.clinicId).run();
    const reg = await new TestClient().post('/api/register', registration({ inviteCode: code }));
    expect(reg.status).toBe(400);
    expect(((await reg.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ inviteCode: ['This invite code is invalid, expired or already used.'] });
    const [invite] = (await (await owner.client.get('/api/clinic/invites')).json()) as ClinicInvite[];
    expect(invite).toMatchObject({ status: 'expired', uses: 0 });
    expect(((await (await owner.client.get('/api/clinic/members')).json()) as ClinicMember[]).map((m) => m.id)).toEqual([owner.user.id]);
  });

  it('admits as many people as maxUses into the inviting clinic, then refuses the next', async () => {
    const owner = await signedInDoctor();
    const { code } = (await (await owner.client.post('/api/clinic/invites', { maxUses: 2, expiresInDays: 1 })).json()) as { code: string };
    for (let i = 0; i < 2; i++) {
      const reg = await new TestClient().post('/api/register', registration({ inviteCode: code }));
      expect(reg.status, `registration ${i + 1}`).toBe(201);
      expect(await reg.json()).toMatchObject({ clinicId: owner.user.clinicId, clinicRole: 'member' });
    }
    const third = await new TestClient().post('/api/register', registration({ inviteCode: code }));
    expect(third.status).toBe(400);
    const [invite] = (await (await owner.client.get('/api/clinic/invites')).json()) as ClinicInvite[];
    expect(invite).toMatchObject({ uses: 2, maxUses: 2, status: 'used up' });
    expect((await (await owner.client.get('/api/clinic/members')).json()) as ClinicMember[]).toHaveLength(3);
  });
});

describe('clinic details', () => {
  it('lets the owner set name and contact details, with clear messages for bad input; members cannot', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const ok = await owner.client.patch('/api/clinic', { name: 'Riverside Clinic', address: '1 River Rd', phone: '+1 555 0100', email: 'Front@Riverside.example' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ name: 'Riverside Clinic', address: '1 River Rd', phone: '+1 555 0100', email: 'front@riverside.example' });
    const bad = await owner.client.patch('/api/clinic', { name: 'R', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toMatchObject({
      name: ['Clinic name must be at least 2 characters.'],
      email: ['Invalid email address.'],
    });
    expect((await member.client.patch('/api/clinic', { name: 'Hijacked' })).status).toBe(403);
    expect(((await (await member.client.get('/api/clinic')).json()) as { name: string }).name).toBe('Riverside Clinic');
  });
});

describe('role changes reach the member’s sessions before D1 can say less (issue 32)', () => {
  /** The member's role in D1 and what their live session may do now (results need a clinical role). */
  async function rightsOf(member: { client: TestClient; user: { id: number; clinicId: number } }) {
    const row = await env.DB.prepare('SELECT role FROM memberships WHERE user_id = ? AND clinic_id = ?').bind(member.user.id, member.user.clinicId).first<{ role: string }>();
    return { d1Role: row!.role, seesResults: (await member.client.get('/api/lab-results')).status === 200 };
  }
  // The hub's change counter moved away: a role change there fails inside the object, as an unreachable hub's would.
  const hubSql = (userId: number, statement: string) =>
    runInDurableObject(hubOf(env, userId), (_h: NotificationHub, state) => void state.storage.sql.exec(statement));

  it('a demotion whose hub update fails changes nothing (503); it never leaves a session with more rights than D1', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    expect(await rightsOf(member)).toEqual({ d1Role: 'doctor', seesResults: true });

    await hubSql(member.user.id, 'ALTER TABLE membership_changes RENAME TO membership_changes_down');
    const failed = await owner.client.patch(`/api/clinic/members/${member.user.id}`, { role: 'front-desk' });
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { message: string }).message).toMatch(/nothing was changed/);
    await hubSql(member.user.id, 'ALTER TABLE membership_changes_down RENAME TO membership_changes');
    expect(await rightsOf(member)).toEqual({ d1Role: 'doctor', seesResults: true });

    expect((await owner.client.patch(`/api/clinic/members/${member.user.id}`, { role: 'front-desk' })).status).toBe(200);
    expect(await rightsOf(member)).toEqual({ d1Role: 'front-desk', seesResults: false });
  });

  it('a promotion whose hub update fails is saved in D1 and leaves the session with fewer rights, never more', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client, {}, 'front-desk');
    await hubSql(member.user.id, 'ALTER TABLE membership_changes RENAME TO membership_changes_down');
    expect((await owner.client.patch(`/api/clinic/members/${member.user.id}`, { role: 'doctor' })).status).toBe(200);
    expect(await rightsOf(member)).toEqual({ d1Role: 'doctor', seesResults: false });
  });

  it('a change that both takes and gives rights (front desk to read-only) ends the member’s sessions in the clinic', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client, {}, 'front-desk');
    expect((await owner.client.patch(`/api/clinic/members/${member.user.id}`, { role: 'read-only' })).status).toBe(200);
    expect((await member.client.get('/api/patients')).status).toBe(401);
    const again = new TestClient();
    expect((await again.post('/api/login', { username: member.user.username, password: member.password })).status).toBe(200);
    expect((await again.get('/api/lab-results')).status).toBe(200);
  });
});
