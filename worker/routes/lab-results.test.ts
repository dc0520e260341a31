import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NotificationHub } from '../notifications/hub';
import { hubOf } from '../notifications/publish';
import { registration, signedInDoctor, TestClient } from '../test/helpers';
import { authenticate, openSocket, settle } from '../test/live-client';

const tests = [
  { name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' },
  { name: 'Sodium', value: '139', unit: 'mmol/L', referenceRange: '135-145', status: 'normal' },
];

async function clinicWithColleague() {
  const owner = await signedInDoctor();
  const invite = (await (await owner.client.post('/api/clinic/invites', { maxUses: 1 })).json()) as { code: string };
  const colleague = new TestClient();
  const res = await colleague.post('/api/register', registration({ inviteCode: invite.code }));
  const colleagueUser = (await res.json()) as { id: number };
  const patient = (await (await owner.client.post('/api/patients', { fullName: 'Karen Critical', age: 70, gender: 'Female' })).json()) as { id: number };
  return { owner, colleague, colleagueUser, patient };
}

/** Moves a hub's planned follow-ups into the past so its alarm runs them now. */
async function makeDue(userId: number) {
  await runInDurableObject(hubOf(env, userId), (_hub: NotificationHub, state) => {
    state.storage.sql.exec('UPDATE schedule SET due_at = ?', Date.now() - 1000);
  });
}

describe('lab results', () => {
  it('validates a result body with clear messages and stores nothing on failure', async () => {
    const { owner, patient } = await clinicWithColleague();
    const bad = await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'CMP', tests: [] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Add at least one test result.');
    const badStatus = await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'CMP', tests: [{ ...tests[0], status: 'high' }] });
    expect(((await badStatus.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors['tests.0.status']).toEqual(['Test status must be normal, abnormal or critical.']);
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(0);
  });

  it('accepts a result from a lab system with the clinic’s API key, refuses a wrong or revoked key', async () => {
    const { owner, patient } = await clinicWithColleague();
    const key = (await (await owner.client.post('/api/clinic/api-keys', { name: 'Acme Lab' })).json()) as { id: number; key: string };
    const lab = new TestClient();
    const post = (k: string) => lab.request('/api/lab-results', { method: 'POST', headers: { Authorization: `Bearer ${k}` }, json: { patientId: patient.id, labName: 'Lipid panel', tests: [{ ...tests[1] }] } });
    expect((await post(key.key)).status).toBe(201);
    expect((await post('mak_not-a-real-key')).status).toBe(401);
    expect((await owner.client.delete(`/api/clinic/api-keys/${key.id}`)).status).toBe(200);
    expect((await post(key.key)).status).toBe(401);
    // Keys never come back in listings.
    const listed = JSON.stringify(await (await owner.client.get('/api/clinic/api-keys')).json());
    expect(listed).not.toContain(key.key);
  });

  it('answers a lab key with the result’s id and status only, never the patient’s name (also on an Idempotency-Key replay); staff get the whole result', async () => {
    const { owner, patient } = await clinicWithColleague();
    const key = (await (await owner.client.post('/api/clinic/api-keys', { name: 'Acme Lab' })).json()) as { key: string };
    const lab = new TestClient();
    const body = { patientId: patient.id, labName: 'Potassium', tests: [{ ...tests[0] }] };
    const post = (idempotencyKey: string) =>
      lab.request('/api/lab-results', { method: 'POST', headers: { Authorization: `Bearer ${key.key}`, 'Idempotency-Key': idempotencyKey }, json: body });
    for (const res of [await post('lab-1'), await post('lab-1')]) {
      expect(res.status).toBe(201);
      const text = await res.text();
      expect(text).not.toContain('Karen');
      expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['id', 'isCritical', 'receivedAt']);
      expect(JSON.parse(text)).toMatchObject({ isCritical: true });
    }
    const staff = (await (await owner.client.post('/api/lab-results', body)).json()) as { patientName: string; resultData: { patientName: string } };
    expect(staff).toMatchObject({ patientName: 'Karen Critical', resultData: { patientName: 'Karen Critical' } });
  });

  it('a lab key of one clinic cannot post results for another clinic’s patient', async () => {
    const a = await clinicWithColleague();
    const b = await clinicWithColleague();
    const key = (await (await a.owner.client.post('/api/clinic/api-keys', { name: 'Acme' })).json()) as { key: string };
    const res = await new TestClient().request('/api/lab-results', { method: 'POST', headers: { Authorization: `Bearer ${key.key}` }, json: { patientId: b.patient.id, labName: 'CBC', tests } });
    expect(res.status).toBe(404);
  });

  it('pushes a critical result live to every doctor of the clinic and to nobody else, with an inbox message', async () => {
    const { owner, colleague, colleagueUser, patient } = await clinicWithColleague();
    const stranger = await signedInDoctor();
    const colleagueSock = await openSocket(colleague);
    await authenticate(colleagueSock, colleagueUser.id);
    const strangerSock = await openSocket(stranger.client);
    await authenticate(strangerSock, stranger.user.id);

    const res = await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'Basic Metabolic Panel', tests });
    expect(res.status).toBe(201);
    const result = (await res.json()) as { id: number; isCritical: boolean; notifiedAt: string | null; resultData: { patientName: string } };
    expect(result.isCritical).toBe(true);
    expect(result.notifiedAt).not.toBeNull();
    expect(result.resultData.patientName).toBe('Karen Critical');

    const alert = await colleagueSock.next('critical_lab_result');
    expect(alert).toMatchObject({ labResultId: result.id, patient: { name: 'Karen Critical' } });
    await settle(100);
    expect(strangerSock.frames.filter((f) => f.type !== 'auth_success')).toHaveLength(0);

    const inbox = (await (await colleague.get('/api/messages?category=lab')).json()) as { priority: string; labResultId: number; fromName: string }[];
    expect(inbox[0]).toMatchObject({ priority: 'urgent', labResultId: result.id, fromName: 'MedAssist Results' });
    expect((await (await stranger.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(0);
  });

  it('escalates an unreviewed critical result when its time comes, and stops once reviewed', async () => {
    const { owner, colleague, colleagueUser, patient } = await clinicWithColleague();
    const result = (await (await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'Troponin', tests })).json()) as { id: number };
    const hub = hubOf(env, colleagueUser.id);
    expect((await hub.plannedFollowUps()).map((s) => s.kind)).toEqual(['escalation']);
    const due = (await hub.plannedFollowUps())[0]!.dueAt;
    expect(due - Date.now()).toBeGreaterThan(14 * 60_000); // configured 15 minutes

    const sock = await openSocket(colleague);
    await authenticate(sock, colleagueUser.id);
    await makeDue(colleagueUser.id);
    expect(await runDurableObjectAlarm(hub)).toBe(true);
    const escalated = await sock.next('critical_lab_result');
    expect(escalated).toMatchObject({ labResultId: result.id, escalation: 1 });
    expect((await hub.plannedFollowUps())[0]!.attempt).toBe(1);

    const reviewed = await colleague.patch(`/api/lab-results/${result.id}/review`);
    expect(reviewed.status).toBe(200);
    expect((await reviewed.json()) as { isReviewed: boolean; reviewedBy: number }).toMatchObject({ isReviewed: true, reviewedBy: colleagueUser.id });
    expect(await hub.plannedFollowUps()).toEqual([]);
    expect(await hubOf(env, (await (await owner.client.get('/api/user')).json() as { id: number }).id).plannedFollowUps()).toEqual([]);
  });

  it('review records who and when, cannot be undone, updates the pending count, and is clinic-scoped', async () => {
    const { owner, patient } = await clinicWithColleague();
    const stranger = await signedInDoctor();
    const result = (await (await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'CBC', kind: 'lab', tests: [tests[1]] })).json()) as { id: number };
    expect(((await (await owner.client.get('/api/stats')).json()) as { labResults: number }).labResults).toBe(1);
    expect((await (await owner.client.get('/api/lab-results?pending=true')).json()) as unknown[]).toHaveLength(1);
    expect((await stranger.client.patch(`/api/lab-results/${result.id}/review`)).status).toBe(404);
    const first = (await (await owner.client.patch(`/api/lab-results/${result.id}/review`)).json()) as { reviewedAt: string };
    const second = (await (await owner.client.patch(`/api/lab-results/${result.id}/review`)).json()) as { reviewedAt: string; isReviewed: boolean };
    expect(second.isReviewed).toBe(true);
    expect(second.reviewedAt).toBe(first.reviewedAt);
    expect(((await (await owner.client.get('/api/stats')).json()) as { labResults: number }).labResults).toBe(0);
    expect((await (await owner.client.get('/api/lab-results?pending=true')).json()) as unknown[]).toHaveLength(0);
  });

  it('filters imaging from lab results by kind', async () => {
    const { owner, patient } = await clinicWithColleague();
    await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'CBC', kind: 'lab', tests: [tests[1]] });
    await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'Chest X-ray', kind: 'imaging', tests: [{ name: 'CXR', value: 'Clear lungs', status: 'normal' }] });
    const imaging = (await (await owner.client.get('/api/lab-results?kind=imaging')).json()) as { labName: string }[];
    expect(imaging.map((r) => r.labName)).toEqual(['Chest X-ray']);
  });
});

describe('appointment reminders', () => {
  it('reminds the doctor before the appointment through the hub alarm, and not after a cancellation', async () => {
    const { client, user } = await signedInDoctor();
    const patient = (await (await client.post('/api/patients', { fullName: 'Remy Reminder', age: 50, gender: 'Male' })).json()) as { id: number };
    const start = new Date(Date.now() + 2 * 3_600_000);
    const appt = (await (await client.post('/api/appointments', {
      patientId: patient.id, doctorId: user.id, dateTime: start.toISOString(), endDateTime: new Date(start.getTime() + 1_800_000).toISOString(),
      purpose: 'Review', type: 'Telehealth', status: 'Scheduled',
    })).json()) as { id: number; version: number };
    const hub = hubOf(env, user.id);
    const planned = await hub.plannedFollowUps();
    expect(planned).toMatchObject([{ kind: 'reminder', refId: appt.id }]);
    expect(start.getTime() - planned[0]!.dueAt).toBe(15 * 60_000);

    const sock = await openSocket(client);
    await authenticate(sock, user.id);
    await makeDue(user.id);
    await runDurableObjectAlarm(hub);
    expect(await sock.next('appointment_reminder')).toMatchObject({ appointmentId: appt.id, patientName: 'Remy Reminder' });

    // A second appointment, cancelled before its reminder: nothing is sent.
    const later = new Date(Date.now() + 5 * 3_600_000);
    const second = (await (await client.post('/api/appointments', {
      patientId: patient.id, doctorId: user.id, dateTime: later.toISOString(), endDateTime: new Date(later.getTime() + 1_800_000).toISOString(),
      purpose: 'Second', type: 'Office Visit', status: 'Scheduled',
    })).json()) as { id: number; version: number };
    await client.patch(`/api/appointments/${second.id}`, { version: second.version, status: 'Cancelled' });
    expect(await hub.plannedFollowUps()).toEqual([]);
  });
});
