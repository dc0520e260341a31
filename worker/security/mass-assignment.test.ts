// Issue #8, mass assignment: fields the server owns (ids, tenant, roles, authorship, review and
// read state, versions, timestamps, password hashes) are never taken from a request body. Every
// create/update endpoint gets a valid body plus all of them; whatever rows the request adds or
// changes must hold the server's values, never the smuggled ones.
import { env } from 'cloudflare:workers';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAiModelsForTesting } from '../ai/provider';
import { registration } from '../test/helpers';
import { bodyFields, buildClinic, changesBetween, dump, INPUTS, isApi, isMutation, newClient, ownPath, refresh, ROUTES, send, validBody, type Change, type ClinicWorld, type Route, WORLD_SETUP_TIMEOUT_MS } from './support';

const SENTINEL_AT = '2001-02-03T04:05:06.000Z';
const SENTINEL_MS = Date.parse(SENTINEL_AT);
const SENTINEL_ID = 999_999;
const SENTINEL_COUNT = 424_242;
const SENTINEL_HASH = 'pbkdf2-sha256$1$AAAA$smuggled';

let other: ClinicWorld;

/** Everything a client must not be able to set, pointing at another clinic where it is an id. */
function smuggled(...keep: string[]): Record<string, unknown> {
  const victim = other.owner.user.id;
  const all: Record<string, unknown> = {
    id: SENTINEL_ID,
    version: 77,
    clinicId: other.clinicId,
    clinic_id: other.clinicId,
    role: 'admin',
    clinicRole: 'owner',
    userId: victim,
    createdBy: victim,
    senderId: victim,
    fromId: victim,
    doctorId: victim,
    reviewedBy: victim,
    reviewedAt: SENTINEL_AT,
    createdAt: SENTINEL_AT,
    updatedAt: SENTINEL_AT,
    deletedAt: SENTINEL_AT,
    disabledAt: SENTINEL_AT,
    removedAt: SENTINEL_AT,
    revokedAt: SENTINEL_AT,
    sentAt: SENTINEL_AT,
    receivedAt: SENTINEL_AT,
    isRead: true,
    isReviewed: true,
    isCritical: true,
    uses: SENTINEL_COUNT,
    escalationCount: SENTINEL_COUNT,
    passwordHash: SENTINEL_HASH,
    email: 'smuggled@evil.example',
    username: 'smuggled',
  };
  for (const k of keep) delete all[k];
  return all;
}

/** The smuggled fields a route does not legitimately take (its own schema's fields are left out). */
function smuggledFor(route: Route): Record<string, unknown> {
  const own = new Set(bodyFields(route));
  return Object.fromEntries(Object.entries(smuggled()).filter(([k]) => !own.has(k)));
}

/** Columns that name a user (author, sender, reviewer, …). */
const USER_COLUMN = /(_by|^user_id|^from_id|^to_id|^doctor_id|^sender_id)$/;

/** Server-owned values a change must not have taken from the body. */
function violations(changes: Change[], actorClinic: number | 'new'): string[] {
  const foreignUsers = new Set([other.owner.user.id, other.member.user.id, SENTINEL_ID]);
  const out: string[] = [];
  for (const c of changes) {
    if (c.kind === 'removed') continue;
    const row = c.after!;
    const where = `${c.kind} ${c.table}#${c.rowid}`;
    for (const col of c.columns) {
      const v = row[col];
      const bad = (why: string) => out.push(`${where}.${col} = ${JSON.stringify(v)} (${why})`);
      if (col === 'clinic_id') {
        if (v === other.clinicId) bad("another clinic's id");
        else if (actorClinic !== 'new' && v !== actorClinic) bad('not the caller’s clinic');
      } else if (USER_COLUMN.test(col)) {
        if (foreignUsers.has(Number(v))) bad("another clinic's user, or a smuggled id");
      } else if (col === 'id' || col.endsWith('_id')) {
        if (v === SENTINEL_ID) bad('smuggled id');
      } else if (col === 'version') {
        const expected = c.kind === 'added' ? 1 : Number(c.before!.version) + 1;
        if (v !== expected) bad(`expected version ${expected}`);
      } else if (col.endsWith('_at')) {
        if (v === SENTINEL_MS) bad('smuggled time');
      } else if (col === 'role') {
        if (v === 'admin') bad('smuggled role');
      } else if (col === 'email' || col === 'username') {
        if (c.table === 'users' && c.kind === 'changed') bad('no request changes this of an existing user');
      } else if (col.startsWith('is_') && c.kind === 'added') {
        if (v === 1 || v === true) bad('smuggled flag');
      } else if (v === SENTINEL_COUNT || v === SENTINEL_HASH) {
        bad('smuggled value');
      }
    }
  }
  return out;
}

const mock = new MockLanguageModelV4({
  doGenerate: async () => ({ content: [{ type: 'text', text: 'ok' }], finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } }, warnings: [] }),
  doStream: async () => ({
    stream: new ReadableStream({
      start(c) {
        c.enqueue({ type: 'stream-start', warnings: [] });
        c.enqueue({ type: 'text-start', id: 't' });
        c.enqueue({ type: 'text-delta', id: 't', delta: 'ok' });
        c.enqueue({ type: 'text-end', id: 't' });
        c.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } } });
        c.close();
      },
    }),
  }),
});

beforeAll(async () => {
  setAiModelsForTesting({ text: mock });
  other = await buildClinic('Qzxvictim');
}, WORLD_SETUP_TIMEOUT_MS);
afterAll(() => setAiModelsForTesting(null));

/** Routes whose known-valid body is refused for a reason of its own (not the smuggled fields). */
const REFUSED_ANYWAY: Record<string, string> = { 'POST /api/password-reset': 'the reset code is not a real one' };

describe('the detector', () => {
  it('flags every kind of smuggled value (so a clean result above means something)', () => {
    const me = 5;
    const added = (after: Record<string, unknown>): Change => ({ db: 'DB', table: 't', rowid: 1, kind: 'added', after, columns: Object.keys(after) });
    const changed = (before: Record<string, unknown>, after: Record<string, unknown>): Change => ({ db: 'DB', table: 'users', rowid: 1, kind: 'changed', before, after, columns: Object.keys(after).filter((k) => after[k] !== before[k]) });
    const cases: Change[] = [
      added({ clinic_id: other.clinicId }),
      added({ clinic_id: 6 }),
      added({ id: SENTINEL_ID }),
      added({ created_by: other.owner.user.id }),
      added({ from_id: other.owner.user.id }),
      added({ reviewed_by: other.owner.user.id }),
      added({ version: 77 }),
      changed({ version: 3 }, { version: 77 }),
      added({ reviewed_at: SENTINEL_MS }),
      added({ role: 'admin' }),
      changed({ email: 'a@b.c' }, { email: 'smuggled@evil.example' }),
      added({ is_read: 1 }),
      added({ uses: SENTINEL_COUNT }),
      added({ password_hash: SENTINEL_HASH }),
    ];
    for (const c of cases) expect(violations([c], me), JSON.stringify(c.after)).toHaveLength(1);
    expect(violations([added({ clinic_id: me, version: 1, created_by: 7, is_read: 0 })], me)).toEqual([]);
  });
});

describe('every create/update endpoint ignores server-owned fields in its body', () => {
  const routes = ROUTES.filter((r) => isApi(r) && isMutation(r));
  let home: ClinicWorld;
  beforeAll(async () => {
    home = await buildClinic('Qzxmass');
  });

  it.each(routes.map((r) => [r.key, r] as [string, Route]))('%s', async (key, route) => {
    // Fresh records per endpoint: deletes, revocations and sign-outs of one case do not leak into the next.
    const world = await refresh(home);
    const isPublic = key === 'POST /api/register' || key === 'POST /api/login' || key === 'POST /api/password-reset';
    const client = isPublic ? newClient() : world.owner.client;
    const body = { ...((await validBody(route, { world, params: {} })) ?? {}), ...smuggledFor(route) };
    const before = await dump();
    const res = await send(client, route.method, ownPath(world, route), body);
    expect(res.status, await res.clone().text()).toBeLessThan(500);
    if (INPUTS[key]?.valid && !REFUSED_ANYWAY[key]) expect(res.status, `${key} refused a valid body with extra fields: ${await res.clone().text()}`).toBeLessThan(300);
    const changes = changesBetween(before, await dump());
    expect(violations(changes, key === 'POST /api/register' ? 'new' : world.clinicId)).toEqual([]);
  });
});

describe('the named fields, one by one', () => {
  let world: ClinicWorld;
  beforeAll(async () => {
    world = await buildClinic('Qzxnamed');
  });

  const row = <T,>(sql: string, ...binds: unknown[]) => env.DB.prepare(sql).bind(...binds).first<T>();

  it('register: role stays doctor; clinic and clinic role come from the invite code (or a new clinic), never the body', async () => {
    const viaInvite = await newClient().post('/api/register', registration({ ...smuggled('email', 'username'), inviteCode: world.inviteCode }));
    const joined = (await viaInvite.json()) as { id: number; role: string; clinicId: number; clinicRole: string };
    expect(viaInvite.status).toBe(201);
    expect(joined).toMatchObject({ role: 'doctor', clinicId: world.clinicId, clinicRole: 'member' });
    expect(joined.id).not.toBe(SENTINEL_ID);

    const fresh = (await (await newClient().post('/api/register', registration(smuggled('email', 'username')))).json()) as { clinicId: number; clinicRole: string; role: string };
    expect(fresh.role).toBe('doctor');
    expect(fresh.clinicRole).toBe('owner');
    expect([other.clinicId, world.clinicId]).not.toContain(fresh.clinicId);
  });

  it('profile: role, clinicRole, clinicId, id, e-mail, username and password hash are not profile fields', async () => {
    const before = await row<Record<string, unknown>>('SELECT * FROM users WHERE id = ?', world.owner.user.id);
    const res = await world.owner.client.patch('/api/user', { name: 'Dr Renamed', ...smuggled() });
    expect(res.status).toBe(200);
    const after = await row<Record<string, unknown>>('SELECT * FROM users WHERE id = ?', world.owner.user.id);
    expect(after!.name).toBe('Dr Renamed');
    for (const col of ['id', 'clinic_id', 'email', 'username', 'password_hash', 'created_at']) expect(after![col], col).toEqual(before![col]);
    const membership = await row<Record<string, unknown>>('SELECT role, owner, disabled_at FROM memberships WHERE user_id = ?', world.owner.user.id);
    expect(membership).toEqual({ role: 'doctor', owner: 1, disabled_at: null });
  });

  it('password change: a userId in the body cannot change anyone else’s password', async () => {
    const victimHash = await row<{ h: string }>('SELECT password_hash AS h FROM users WHERE id = ?', other.owner.user.id);
    const res = await world.owner.client.post('/api/user/password', { currentPassword: world.owner.password, newPassword: world.owner.password, userId: other.owner.user.id, id: other.owner.user.id });
    expect(res.status).toBe(200);
    expect(await row<{ h: string }>('SELECT password_hash AS h FROM users WHERE id = ?', other.owner.user.id)).toEqual(victimHash);
  });

  it('patient: id, clinicId, version and createdBy are the server’s on create and update', async () => {
    const created = (await (await world.owner.client.post('/api/patients', { ...smuggled('email'), fullName: 'Mass Assign', age: 30, gender: 'Male' })).json()) as { id: number; version: number };
    const stored = await row<Record<string, unknown>>('SELECT * FROM patients WHERE id = ?', created.id);
    expect(stored).toMatchObject({ clinic_id: world.clinicId, created_by: world.owner.user.id, version: 1, deleted_at: null });
    expect(created.id).not.toBe(SENTINEL_ID);
    const upd = await world.owner.client.patch(`/api/patients/${created.id}`, { ...smuggled('email'), fullName: 'Mass Assigned', age: 31, gender: 'Male', version: 1 });
    expect(upd.status).toBe(200);
    expect(await row('SELECT * FROM patients WHERE id = ?', created.id)).toMatchObject({ id: created.id, clinic_id: world.clinicId, created_by: world.owner.user.id, version: 2, full_name: 'Mass Assigned' });
  });

  it('clinical note: the author is the caller, whatever doctorId or userId says', async () => {
    const note = (await (await world.member.client.post('/api/clinical-notes', { ...smuggled(), patientId: world.patientId, noteContent: 'Mine.' })).json()) as { id: number };
    expect(await row('SELECT clinic_id, doctor_id, version FROM clinical_notes WHERE id = ?', note.id)).toEqual({ clinic_id: world.clinicId, doctor_id: world.member.user.id, version: 1 });
    await world.owner.client.patch(`/api/clinical-notes/${note.id}`, { ...smuggled(), noteContent: 'Edited.', version: 1 });
    expect(await row('SELECT doctor_id, version FROM clinical_notes WHERE id = ?', note.id)).toEqual({ doctor_id: world.member.user.id, version: 2 });
  });

  it('lab result: reviewedBy and reviewedAt come from who reviews and when, never the body', async () => {
    const lab = (await (await world.owner.client.post('/api/lab-results', { ...smuggled(), patientId: world.patientId, labName: 'Smuggle panel', tests: [{ name: 'Na', value: '140', status: 'normal' }] })).json()) as { id: number };
    expect(await row('SELECT clinic_id, is_reviewed, reviewed_by, reviewed_at FROM lab_results WHERE id = ?', lab.id)).toEqual({ clinic_id: world.clinicId, is_reviewed: 0, reviewed_by: null, reviewed_at: null });
    const t0 = Date.now();
    const res = await world.member.client.patch(`/api/lab-results/${lab.id}/review`, { ...smuggled() });
    expect(res.status).toBe(200);
    const reviewed = (await row<{ reviewed_by: number; reviewed_at: number }>('SELECT reviewed_by, reviewed_at FROM lab_results WHERE id = ?', lab.id))!;
    expect(reviewed.reviewed_by).toBe(world.member.user.id);
    expect(reviewed.reviewed_at).toBeGreaterThanOrEqual(t0 - 1000);
  });

  it('message: the sender is the caller (senderId, fromId, userId ignored); it arrives unread', async () => {
    const msg = (await (await world.member.client.post('/api/messages', { ...smuggled(), toId: world.owner.user.id, content: 'From me.' })).json()) as { id: number; fromId: number };
    expect(msg.fromId).toBe(world.member.user.id);
    expect(await row('SELECT clinic_id, from_id, is_read FROM messages WHERE id = ?', msg.id)).toEqual({ clinic_id: world.clinicId, from_id: world.member.user.id, is_read: 0 });
  });

  it('appointment: clinic, version and id are the server’s; an update keeps them', async () => {
    const start = new Date(Date.UTC(2032, 5, 1, 9));
    const appt = (await (
      await world.owner.client.post('/api/appointments', {
        ...smuggled(),
        patientId: world.patientId, doctorId: world.owner.user.id, dateTime: start.toISOString(), endDateTime: new Date(start.getTime() + 1_800_000).toISOString(),
        purpose: 'Check-up', type: 'Office Visit', status: 'Scheduled',
      })
    ).json()) as { id: number };
    expect(await row('SELECT clinic_id, version, doctor_id FROM appointments WHERE id = ?', appt.id)).toEqual({ clinic_id: world.clinicId, version: 1, doctor_id: world.owner.user.id });
  });
});
