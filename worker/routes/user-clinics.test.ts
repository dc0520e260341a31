import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PublicUser, UserClinic } from '../../core/schemas/user';
import { regionOfId } from '../db/regions';
import { CRITICAL, json, signedInDoctor, TestClient, type registration } from '../test/helpers';
import { authenticate, openSocket, settle } from '../test/live-client';

// One account, several clinics (issue 21): a doctor who owns clinic A joins clinic B with B's
// invite code and switches back and forth; nothing of one clinic shows in the other.

async function invite(owner: TestClient, role = 'doctor'): Promise<string> {
  return (await json<{ code: string }>(owner.post('/api/clinic/invites', { maxUses: 1, expiresInDays: 1, role }), 201)).code;
}

/** Dr A owns clinic A (with patient Alice); Dr B owns clinic B (with patient Bob), in `regionB`; A joins B as `role`. */
async function twoClinics(role = 'doctor', regionB: Parameters<typeof registration>[0] = {}) {
  const a = await signedInDoctor();
  const b = await signedInDoctor(regionB);
  const alice = await json<{ id: number }>(a.client.post('/api/patients', { fullName: 'Alice Aclinic', age: 40, gender: 'Female' }), 201);
  const bob = await json<{ id: number }>(b.client.post('/api/patients', { fullName: 'Bob Bclinic', age: 50, gender: 'Male' }), 201);
  const joined = await json<UserClinic>(a.client.post('/api/user/clinics', { inviteCode: await invite(b.client, role), currentPassword: a.password }), 201);
  return { a, b, alice, bob, joined };
}

const switchTo = (client: TestClient, clinicId: number) => client.post('/api/user/clinic', { clinicId });
const names = async (client: TestClient, q = '') => (await json<{ fullName: string }[]>(client.get(`/api/patients?limit=50${q}`), 200)).map((p) => p.fullName);

describe('one account in two clinics', () => {
  it('joins with an invite code (the invite’s role), lists both clinics and switches back and forth: lists, search, records, GET /api/user', async () => {
    const { a, b, alice, bob, joined } = await twoClinics('nurse');
    expect(joined).toMatchObject({ id: b.user.clinicId, role: 'nurse', owner: false, active: false });

    const clinics = await json<UserClinic[]>(a.client.get('/api/user/clinics'), 200);
    expect(clinics.map((c) => [c.id, c.role, c.owner, c.active])).toEqual([
      [a.user.clinicId, 'doctor', true, true],
      [b.user.clinicId, 'nurse', false, false],
    ]);

    for (let round = 0; round < 2; round++) {
      const inB = await json<PublicUser>(switchTo(a.client, b.user.clinicId), 200);
      expect(inB).toMatchObject({ id: a.user.id, clinicId: b.user.clinicId, role: 'nurse', clinicRole: 'member' });
      expect(await json<PublicUser>(a.client.get('/api/user'), 200)).toMatchObject({ clinicId: b.user.clinicId, role: 'nurse' });
      expect(await names(a.client)).toEqual(['Bob Bclinic']);
      expect(await names(a.client, '&q=Alice')).toEqual([]);
      expect((await a.client.get(`/api/patients/${alice.id}`)).status).toBe(404);
      expect((await a.client.get(`/api/patients/${bob.id}`)).status).toBe(200);

      const inA = await json<PublicUser>(switchTo(a.client, a.user.clinicId), 200);
      expect(inA).toMatchObject({ clinicId: a.user.clinicId, role: 'doctor', clinicRole: 'owner' });
      expect(await names(a.client)).toEqual(['Alice Aclinic']);
      expect(await names(a.client, '&q=Bob')).toEqual([]);
      expect((await a.client.get(`/api/patients/${bob.id}`)).status).toBe(404);
    }
    // Each session has its own active clinic: a second sign-in starts at home.
    const other = new TestClient();
    await json(other.post('/api/login', { username: a.user.username, password: a.password }), 200);
    await json(switchTo(a.client, b.user.clinicId), 200);
    expect(await json<PublicUser>(other.get('/api/user'), 200)).toMatchObject({ clinicId: a.user.clinicId });
  });

  it('permissions follow the active clinic’s membership role', async () => {
    const { a, b } = await twoClinics('front-desk');
    // Owner and doctor at home: clinic administration and clinical notes are allowed.
    expect((await a.client.get('/api/clinic/members')).status).toBe(200);
    await json(switchTo(a.client, b.user.clinicId), 200);
    expect((await a.client.get('/api/clinic/members')).status).toBe(403);
    expect((await a.client.get('/api/lab-results')).status).toBe(403); // front desk: no clinical content
    expect((await a.client.get('/api/patients?limit=5')).status).toBe(200);
    // B's owner makes A a doctor: the very next request in B is judged by it.
    await json(b.client.patch(`/api/clinic/members/${a.user.id}`, { role: 'doctor' }), 200);
    expect((await a.client.get('/api/lab-results')).status).toBe(200);
  });

  it('refuses a clinic the user is not a member of (404) or is disabled in (403), audited, and keeps the session where it was', async () => {
    const { a, b } = await twoClinics();
    const stranger = await signedInDoctor();
    expect((await switchTo(a.client, stranger.user.clinicId)).status).toBe(404);
    expect((await switchTo(a.client, 999_999_999)).status).toBe(404);
    expect((await a.client.post('/api/user/clinic', { clinicId: 'x' })).status).toBe(400);

    await json(b.client.post(`/api/clinic/members/${a.user.id}/disable`), 200);
    const refused = await a.client.post('/api/user/clinic', { clinicId: b.user.clinicId });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/disabled/);
    expect(await json<PublicUser>(a.client.get('/api/user'), 200)).toMatchObject({ clinicId: a.user.clinicId });

    const audit = await env.DB.prepare(`SELECT action, entity_id AS entityId FROM audit_events WHERE clinic_id = ? AND user_id = ? AND action LIKE 'switch%' ORDER BY id`)
      .bind(a.user.clinicId, a.user.id)
      .all<{ action: string; entityId: number }>();
    expect(audit.results).toEqual([
      { action: 'switch_refused', entityId: stranger.user.clinicId },
      { action: 'switch_refused', entityId: 999_999_999 },
      { action: 'switch_refused', entityId: b.user.clinicId },
    ]);
  });

  it('disabling a member in one clinic ends only their sessions working there', async () => {
    const { a, b } = await twoClinics();
    const inB = new TestClient();
    await json(inB.post('/api/login', { username: a.user.username, password: a.password }), 200);
    await json(switchTo(inB, b.user.clinicId), 200);
    await json(b.client.post(`/api/clinic/members/${a.user.id}/disable`), 200);
    expect((await inB.get('/api/user')).status).toBe(401);
    expect((await a.client.get('/api/user')).status).toBe(200);
  });

  it('an invalid or used code answers like registration; joining twice is refused; the code’s use is kept', async () => {
    const { a, b } = await twoClinics();
    const bad = await a.client.post('/api/user/clinics', { inviteCode: 'not-a-code', currentPassword: a.password });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'This invite code is invalid, expired or already used.', fieldErrors: { inviteCode: ['This invite code is invalid, expired or already used.'] } });
    expect((await a.client.post('/api/user/clinics', {})).status).toBe(400);

    const code = await invite(b.client);
    const again = await a.client.post('/api/user/clinics', { inviteCode: code, currentPassword: a.password });
    expect(again.status).toBe(409);
    // The code was not spent on a member: a newcomer can still use it.
    const newcomer = await json<PublicUser>(new TestClient().post('/api/register', { email: `n${Date.now()}@example.org`, name: 'Dr New', country: 'us', specialty: 'cardiology', password: 'correct horse battery', inviteCode: code }), 201);
    expect(newcomer.clinicId).toBe(b.user.clinicId);
    expect((await a.client.post('/api/user/clinics', { inviteCode: code, currentPassword: a.password })).status).toBe(400);
  });

  it('notifications and the bell are per clinic; /ws hears only the active clinic and reconnects on a switch', async () => {
    const { a, b, alice, bob } = await twoClinics();
    const sock = await openSocket(a.client);
    await authenticate(sock, a.user.id);
    const closed = new Promise<number>((resolve) => sock.ws!.addEventListener('close', (e) => resolve(e.code)));

    // A critical result in B while A's session works in A: nothing live, not in A's bell.
    await json(b.client.post('/api/lab-results', { patientId: bob.id, labName: 'Potassium panel', tests: CRITICAL }), 201);
    await settle(100);
    expect(sock.frames.filter((f) => f.type === 'critical_lab_result')).toEqual([]);
    const bellA = await json<{ notifications: { type: string }[]; unread: number }>(a.client.get('/api/notifications'), 200);
    expect(bellA.notifications.filter((n) => n.type === 'critical_lab_result')).toEqual([]);

    // The switch closes this session's socket; the client reconnects into B and is replayed B's alert.
    await json(switchTo(a.client, b.user.clinicId), 200);
    expect(await closed).toBe(4000);
    const inB = await openSocket(a.client);
    await authenticate(inB, a.user.id, 0);
    expect(await inB.next('critical_lab_result')).toMatchObject({ patient: { id: bob.id } });
    const bellB = await json<{ notifications: { type: string; patient?: { id: number } }[]; unread: number }>(a.client.get('/api/notifications'), 200);
    expect(bellB.notifications.map((n) => n.patient?.id)).toContain(bob.id);

    // A critical result in A now: live only after switching back.
    await json(a.client.post('/api/notifications/read-all'), 200);
    await switchTo(a.client, a.user.clinicId);
    const back = await openSocket(a.client);
    await authenticate(back, a.user.id);
    // Someone else in A (A's owner is A itself: post through A's session in A).
    await json(a.client.post('/api/lab-results', { patientId: alice.id, labName: 'Potassium panel', tests: CRITICAL }), 201);
    expect(await back.next('critical_lab_result')).toMatchObject({ patient: { id: alice.id } });
    const bell = await json<{ notifications: { type: string; patient?: { id: number } }[]; unread: number }>(a.client.get('/api/notifications'), 200);
    expect(bell.notifications.map((n) => n.patient?.id).filter(Boolean)).toEqual([alice.id]);
    // B's alert was marked read in B only: A's own unread alert is still unread here.
    expect(bell.unread).toBeGreaterThan(0);
  });

  it('a clinic in another region: the membership lives there with a copy of the account (no password); sign-in still works', async () => {
    const { a, b, bob } = await twoClinics('doctor', { region: 'eu' });
    expect(regionOfId(b.user.clinicId)).toBe('eu');
    const copy = await env.DB_EU.prepare('SELECT name, password_hash AS hash FROM users WHERE id = ?').bind(a.user.id).first<{ name: string; hash: string }>();
    expect(copy).toMatchObject({ name: a.user.name });
    expect(copy!.hash).not.toMatch(/^pbkdf2/);
    const membership = await env.DB_EU.prepare('SELECT role FROM memberships WHERE user_id = ? AND clinic_id = ?').bind(a.user.id, b.user.clinicId).first();
    expect(membership).toEqual({ role: 'doctor' });

    await json(switchTo(a.client, b.user.clinicId), 200);
    expect(await names(a.client)).toEqual(['Bob Bclinic']);
    // A note written in the EU clinic names its author from the copy.
    await json(a.client.post('/api/clinical-notes', { patientId: bob.id, noteContent: 'Seen in the EU clinic.' }), 201);
    // The password lives with the account only: changing it from the EU clinic's session works, and sign-in uses it.
    await json(a.client.post('/api/user/password', { currentPassword: a.password, newPassword: 'another horse battery' }), 200);
    await json(new TestClient().post('/api/login', { username: a.user.username, password: 'another horse battery' }), 200);
    // A profile change reaches the copy.
    await json(a.client.patch('/api/user', { name: 'Dr Renamed Twice' }), 200);
    expect(await env.DB_EU.prepare('SELECT name FROM users WHERE id = ?').bind(a.user.id).first()).toEqual({ name: 'Dr Renamed Twice' });
  });

  it('an account of the other region copied into a clinic here does not move this region’s ids: the next sign-up here gets an id of this region', async () => {
    const euDoctor = await signedInDoctor({ region: 'eu' });
    const usOwner = await signedInDoctor();
    await json(euDoctor.client.post('/api/user/clinics', { inviteCode: await invite(usOwner.client), currentPassword: euDoctor.password }), 201);
    const next = await signedInDoctor();
    expect(regionOfId(next.user.id)).toBe('us');
    await json(new TestClient().post('/api/login', { username: next.user.username, password: next.password }), 200);
  });
});

describe('joining another clinic needs the current password (issue 32)', () => {
  it('no password or a wrong one: a clear 400, audited, nothing joined; five wrong ones (with the password change’s) then 429', async () => {
    const a = await signedInDoctor();
    const b = await signedInDoctor();
    const code = await invite(b.client);
    const missing = await a.client.post('/api/user/clinics', { inviteCode: code });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fieldErrors: { currentPassword: ['Please enter your current password.'] } });
    const wrong = await a.client.post('/api/user/clinics', { inviteCode: code, currentPassword: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Your current password is not correct.', fieldErrors: { currentPassword: ['Your current password is not correct.'] } });
    // One count of wrong passwords for the password change and the join: switching route buys no guesses.
    for (let i = 0; i < 3; i++) expect((await a.client.post('/api/user/password', { currentPassword: `guess ${i}`, newPassword: 'another horse battery' })).status).toBe(400);
    expect((await a.client.post('/api/user/clinics', { inviteCode: code, currentPassword: 'guess 4' })).status).toBe(400);
    const locked = await a.client.post('/api/user/clinics', { inviteCode: code, currentPassword: a.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);

    const clinics = await json<UserClinic[]>(a.client.get('/api/user/clinics'), 200);
    expect(clinics.map((c) => c.id)).toEqual([a.user.clinicId]);
    expect(await env.DB.prepare('SELECT multi_clinic_since AS since FROM users WHERE id = ?').bind(a.user.id).first()).toEqual({ since: null });
    const audit = await env.DB.prepare(`SELECT count(*) AS n FROM audit_events WHERE clinic_id = ? AND user_id = ? AND action = 'join_password_failed'`).bind(a.user.clinicId, a.user.id).first<{ n: number }>();
    expect(audit?.n).toBe(2);
    // The invite was not spent.
    await json(new TestClient().post('/api/register', { email: `n${Date.now()}@example.org`, name: 'Dr New', country: 'us', specialty: 'cardiology', password: 'correct horse battery', inviteCode: code }), 201);
  });

  it('with the password: marks the account’s own row before the membership (a reset code of the home clinic then refuses it)', async () => {
    const { a } = await twoClinics('doctor', { region: 'eu' });
    const mark = await env.DB.prepare('SELECT multi_clinic_since AS since FROM users WHERE id = ?').bind(a.user.id).first<{ since: number | null }>();
    expect(mark?.since).toBeGreaterThan(0);
    // The copy in the other region carries no mark: the account's own row decides.
    expect(await env.DB_EU.prepare('SELECT multi_clinic_since AS since FROM users WHERE id = ?').bind(a.user.id).first()).toEqual({ since: null });
  });
});
