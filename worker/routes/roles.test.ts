import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ClinicMember } from '../../core/schemas/clinic-admin';
import type { Patient } from '../../core/schemas/patients';
import type { PublicUser } from '../../core/schemas/user';
import { auditKey } from '../audit/key';
import { updateMembership } from '../db/queries/members';
import { clinicMember, signedInDoctor, userDb } from '../test/helpers';
import { authenticate, openSocket, settle } from '../test/live-client';

// Roles (DESIGN.md §8): what invites, the owner's member changes and the role-shaped answers do.
// Which route each role may call at all is the generated suite's (worker/permissions.test.ts).

async function clinicWithPatient() {
  const owner = await signedInDoctor();
  const created = await owner.client.post('/api/patients', { fullName: 'Quentin Zephyr', age: 50, gender: 'Male', condition: 'Hypertension' });
  expect(created.status).toBe(201);
  return { owner, patient: (await created.json()) as Patient };
}

describe('roles come from the invite', () => {
  it('joins as the role the invite names, shown by GET /api/user and /api/users', async () => {
    const owner = await signedInDoctor();
    const nurse = await clinicMember(owner.client, {}, 'nurse');
    const me = (await (await nurse.client.get('/api/user')).json()) as PublicUser;
    expect(me).toMatchObject({ role: 'nurse', clinicRole: 'member' });
    const users = (await (await owner.client.get('/api/users')).json()) as { id: number; role: string }[];
    expect(users.find((u) => u.id === nurse.user.id)?.role).toBe('nurse');
    expect(users.find((u) => u.id === owner.user.id)?.role).toBe('doctor');
  });

  it('refuses an unknown role with a clear message', async () => {
    const owner = await signedInDoctor();
    const res = await owner.client.post('/api/clinic/invites', { role: 'surgeon' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.role?.[0]).toMatch(/Choose a role/);
  });
});

describe('owners change roles and the owner flag', () => {
  it('changes a role, which applies on the very next request', async () => {
    const owner = await signedInDoctor();
    const doctor = await clinicMember(owner.client);
    expect((await doctor.client.get('/api/clinical-notes')).status).toBe(200);
    const res = await owner.client.patch(`/api/clinic/members/${doctor.user.id}`, { role: 'front-desk' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ClinicMember).role).toBe('front-desk');
    expect((await doctor.client.get('/api/clinical-notes')).status).toBe(403);
    const audit = await env.DB.prepare(`SELECT action FROM audit_events WHERE clinic_id = ? AND entity = 'user' AND entity_id = ?`).bind(owner.user.clinicId, doctor.user.id).all();
    expect(audit.results).toContainEqual({ action: 'update' });
  });

  it('makes a member an owner, who may then administer the clinic', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client, {}, 'nurse');
    expect((await member.client.get('/api/clinic/members')).status).toBe(403);
    expect((await owner.client.patch(`/api/clinic/members/${member.user.id}`, { owner: true })).status).toBe(200);
    expect((await member.client.get('/api/clinic/members')).status).toBe(200);
  });

  it('is for owners only', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    expect((await member.client.patch(`/api/clinic/members/${member.user.id}`, { owner: true })).status).toBe(403);
  });

  it('cannot reach a member of another clinic (404)', async () => {
    const owner = await signedInDoctor();
    const stranger = await signedInDoctor();
    expect((await owner.client.patch(`/api/clinic/members/${stranger.user.id}`, { role: 'nurse' })).status).toBe(404);
  });
});

describe('a clinic keeps at least one owner', () => {
  it('refuses anyone changing their own role or owner flag (403, nothing changed), the last owner included', async () => {
    const owner = await signedInDoctor();
    for (const change of [{ owner: false }, { role: 'nurse' }, { role: 'doctor', owner: true }]) {
      const res = await owner.client.patch(`/api/clinic/members/${owner.user.id}`, change);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('You cannot change your own role or owner flag: another owner of the clinic has to.');
    }
    expect((await (await owner.client.get('/api/user')).json()) as PublicUser).toMatchObject({ role: 'doctor', clinicRole: 'owner' });
  });

  it('a front-desk owner cannot make themself a doctor (and so cannot reach charts through a role of their own choosing)', async () => {
    const first = await signedInDoctor();
    const desk = await clinicMember(first.client, {}, 'front-desk');
    expect((await first.client.patch(`/api/clinic/members/${desk.user.id}`, { owner: true })).status).toBe(200);
    expect((await desk.client.patch(`/api/clinic/members/${desk.user.id}`, { role: 'doctor' })).status).toBe(403);
    expect((await (await desk.client.get('/api/user')).json()) as PublicUser).toMatchObject({ role: 'front-desk', clinicRole: 'owner' });
  });

  it('another owner demotes an owner who steps down; the remaining owner then cannot be removed, disabled or demoted', async () => {
    const first = await signedInDoctor();
    const second = await clinicMember(first.client);
    expect((await first.client.patch(`/api/clinic/members/${second.user.id}`, { owner: true })).status).toBe(200);
    expect((await second.client.patch(`/api/clinic/members/${first.user.id}`, { owner: false })).status).toBe(200);
    // `second` is now the only owner; `first`, a plain member, is no longer allowed to act at all…
    expect((await first.client.patch(`/api/clinic/members/${second.user.id}`, { owner: false })).status).toBe(403);
    // …and `second` cannot demote, disable or remove themself.
    expect((await second.client.patch(`/api/clinic/members/${second.user.id}`, { owner: false })).status).toBe(403);
    expect((await second.client.post(`/api/clinic/members/${second.user.id}/disable`)).status).toBe(409);
    expect((await second.client.delete(`/api/clinic/members/${second.user.id}`)).status).toBe(409);
  });

  it('lets one owner disable or remove another while one stays; a disabled owner does not count as the one that stays', async () => {
    const first = await signedInDoctor();
    const second = await clinicMember(first.client);
    expect((await first.client.patch(`/api/clinic/members/${second.user.id}`, { owner: true })).status).toBe(200);
    expect((await first.client.post(`/api/clinic/members/${second.user.id}/disable`)).status).toBe(200);
    // No route lets `first` demote themself any more: the query's own guard is what keeps the last active owner.
    const key = await auditKey(env);
    expect(await updateMembership(userDb(first.user.id), key, first.user.clinicId, second.user.id, first.user.id, { owner: false })).toBeUndefined();
    expect((await (await first.client.get('/api/user')).json()) as PublicUser).toMatchObject({ clinicRole: 'owner' });
  });
});

describe('front desk sees demographics, never clinical content', () => {
  it('gets patients without their condition or allergy status, and cannot find them by condition', async () => {
    const { owner, patient } = await clinicWithPatient();
    const desk = await clinicMember(owner.client, {}, 'front-desk');
    const one = (await (await desk.client.get(`/api/patients/${patient.id}`)).json()) as Patient;
    expect(one).toMatchObject({ fullName: 'Quentin Zephyr', condition: null });
    expect(one).not.toHaveProperty('allergyStatus');
    const list = (await (await desk.client.get('/api/patients')).json()) as Patient[];
    expect(list.map((p) => p.condition)).toEqual([null]);
    expect(await (await desk.client.get('/api/patients?q=Hypert')).json()).toEqual([]);
    expect(((await (await desk.client.get('/api/patients?q=Quentin')).json()) as Patient[]).map((p) => p.id)).toEqual([patient.id]);
    // The doctor still finds the patient by condition.
    expect(((await (await owner.client.get('/api/patients?q=Hypert')).json()) as Patient[]).map((p) => p.id)).toEqual([patient.id]);
  });

  it('gets no pending-results count from /api/stats, which clinical roles do get', async () => {
    const { owner, patient } = await clinicWithPatient();
    const desk = await clinicMember(owner.client, {}, 'front-desk');
    const nurse = await clinicMember(owner.client, {}, 'nurse');
    expect((await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'CBC', tests: [{ name: 'Hb', value: '9', status: 'abnormal' }] })).status).toBe(201);
    expect(await (await desk.client.get('/api/stats')).json()).toMatchObject({ labResults: null });
    expect(await (await nurse.client.get('/api/stats')).json()).toMatchObject({ labResults: 1 });
  });

  it('gets no result message or critical alert; a nurse gets both, like a doctor', async () => {
    const { owner, patient } = await clinicWithPatient();
    const desk = await clinicMember(owner.client, {}, 'front-desk');
    const reader = await clinicMember(owner.client, {}, 'read-only');
    const nurse = await clinicMember(owner.client, {}, 'nurse');
    const nurseSock = await openSocket(nurse.client);
    await authenticate(nurseSock, nurse.user.id);
    const deskSock = await openSocket(desk.client);
    await authenticate(deskSock, desk.user.id);

    const critical = [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' }];
    const result = (await (await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'Basic Metabolic Panel', tests: critical })).json()) as { id: number };
    expect(await nurseSock.next('critical_lab_result')).toMatchObject({ labResultId: result.id, patient: { name: 'Quentin Zephyr' } });
    const nurseInbox = (await (await nurse.client.get('/api/messages?category=lab')).json()) as { labResultId: number }[];
    expect(nurseInbox.map((m) => m.labResultId)).toEqual([result.id]);

    await settle(100);
    expect(deskSock.frames.filter((f) => f.type !== 'auth_success')).toEqual([]);
    for (const member of [desk, reader]) {
      expect(await (await member.client.get('/api/messages?category=lab')).json()).toEqual([]);
      expect(((await (await member.client.get('/api/notifications')).json()) as { notifications: unknown[] }).notifications).toEqual([]);
    }
  });

  it('registers a patient but may not record a condition', async () => {
    const owner = await signedInDoctor();
    const desk = await clinicMember(owner.client, {}, 'front-desk');
    const refused = await desk.client.post('/api/patients', { fullName: 'Rita Vance', age: 30, gender: 'Female', condition: 'Asthma' });
    expect(refused.status).toBe(403);
    const created = await desk.client.post('/api/patients', { fullName: 'Rita Vance', age: 30, gender: 'Female' });
    expect(created.status).toBe(201);
  });
});

describe('read-only reads are audited', () => {
  it('writes a view row for a read-only member reading a patient', async () => {
    const { owner, patient } = await clinicWithPatient();
    const reader = await clinicMember(owner.client, {}, 'read-only');
    expect((await reader.client.get(`/api/patients/${patient.id}`)).status).toBe(200);
    expect((await reader.client.patch(`/api/patients/${patient.id}`, { version: patient.version, fullName: 'X Y' })).status).toBe(403);
    const rows = await env.DB.prepare(`SELECT action FROM audit_events WHERE user_id = ? AND patient_id = ?`).bind(reader.user.id, patient.id).all();
    expect(rows.results).toContainEqual({ action: 'view' });
  });
});
