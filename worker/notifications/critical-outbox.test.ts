import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { StoredNotification } from '../../core/events';
import type { AuditEventView } from '../../core/schemas/clinic-admin';
import type { NotificationHub } from './hub';
import { hubOf, outboxOf, sweepOf } from './publish';
import { clinicMember, READS_EVERYTHING, signedInDoctor, TestClient } from '../test/helpers';

const critical = [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' }];

// A hub that really fails (not a mock): its notifications table is moved away, so storing an alert
// throws inside the object, as a broken or unreachable hub would; moving it back mends it.
async function breakHub(userId: number) {
  await runInDurableObject(hubOf(env, userId), (_h: NotificationHub, state) => void state.storage.sql.exec('ALTER TABLE notifications RENAME TO notifications_down'));
}
async function mendHub(userId: number) {
  await runInDurableObject(hubOf(env, userId), (_h: NotificationHub, state) => void state.storage.sql.exec('ALTER TABLE notifications_down RENAME TO notifications'));
}

/** The critical alerts about a result a user keeps (first alerts only, not re-alerts). */
async function alertsOf(user: { id: number; clinicId: number }, labResultId: number) {
  const { notifications } = await hubOf(env, user.id).listNotifications(user.clinicId, READS_EVERYTHING, 100);
  return (notifications as StoredNotification[]).filter((n) => n.type === 'critical_lab_result' && n.labResultId === labResultId && n.escalation === undefined);
}

/** Time passes: every pending alert of the clinic is due for its next attempt now. */
async function retryDue(clinicId: number) {
  await env.DB.prepare('UPDATE critical_alert_outbox SET next_attempt_at = 0 WHERE clinic_id = ? AND delivered_at IS NULL').bind(clinicId).run();
}

async function outboxRows(labResultId: number) {
  const alert = await env.DB.prepare('SELECT * FROM critical_alert_outbox WHERE lab_result_id = ?').bind(labResultId).first<{ id: number; attempts: number; delivered_at: number | null; last_error: string | null }>();
  const recipients = (await env.DB.prepare('SELECT user_id, delivered_at, attempts FROM critical_alert_recipients WHERE outbox_id = ?').bind(alert?.id ?? 0).all<{ user_id: number; delivered_at: number | null; attempts: number }>()).results;
  return { alert, recipients };
}

/** An owner and two more doctors, a patient, and a lab key whose MRNs are of assigning authority ACME. */
async function clinic() {
  const owner = await signedInDoctor();
  const doctorA = await clinicMember(owner.client);
  const doctorB = await clinicMember(owner.client);
  const patient = (await (await owner.client.post('/api/patients', { fullName: 'Karen Critical', birthDate: '1956-03-12', gender: 'Female', mrn: 'MRN-77' })).json()) as { id: number };
  const key = ((await (await owner.client.post('/api/clinic/api-keys', { name: 'Acme LIS', assigningAuthority: 'ACME' })).json()) as { key: string }).key;
  return { owner, doctorA, doctorB, patient, key, clinicId: owner.user.clinicId, everyone: [owner.user, doctorA.user, doctorB.user] };
}

describe('critical results are alerted through an outbox (issue 32)', () => {
  it('the request that stores a critical result delivers it from what its batch read, and still records, audits and closes it', async () => {
    const { owner, doctorA, patient, everyone } = await clinic();
    const res = await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'Potassium panel', tests: critical });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: number; notifiedAt: string | null };
    // The answer is built from the stored row and the delivery, not read again: it is the result as stored.
    expect(answer.notifiedAt).not.toBeNull();
    expect(answer).toEqual(await (await owner.client.get(`/api/lab-results/${answer.id}`)).json());
    for (const user of everyone) expect(await alertsOf(user, answer.id)).toHaveLength(1);

    const { alert, recipients } = await outboxRows(answer.id);
    expect(alert).toMatchObject({ attempts: 0, last_error: null });
    expect(alert?.delivered_at).toBe(Date.parse(answer.notifiedAt!));
    expect(recipients.map((r) => r.user_id).sort()).toEqual(everyone.map((u) => u.id).sort());
    for (const r of recipients) expect(r.delivered_at).toBe(alert?.delivered_at);
    const trail = ((await (await owner.client.get(`/api/audit-events?patientId=${patient.id}`)).json()) as AuditEventView[]).filter((e) => e.action === 'alert' && e.entityId === answer.id);
    expect(trail.map((e) => e.userId).sort()).toEqual(everyone.map((u) => u.id).sort());
    // Each recipient's inbox message, written in one batch.
    const inbox = (await (await doctorA.client.get('/api/messages?category=lab')).json()) as { labResultId: number; priority: string }[];
    expect(inbox).toMatchObject([{ labResultId: answer.id, priority: 'urgent' }]);
  });

  it('when the request cannot record the delivery after the frames went out, the alert stays pending and the outbox finishes it without alerting anyone twice', async () => {
    const { owner, patient, clinicId, everyone } = await clinic();
    // A real failure of the record batch (not a mock): the recipients' table is away.
    await env.DB.prepare('ALTER TABLE critical_alert_recipients RENAME TO critical_alert_recipients_down').run();
    let res: Response;
    try {
      res = await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'Potassium panel', tests: critical });
    } finally {
      await env.DB.prepare('ALTER TABLE critical_alert_recipients_down RENAME TO critical_alert_recipients').run();
    }
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: number; notifiedAt: string | null };
    expect(answer.notifiedAt).toBeNull();
    for (const user of everyone) expect(await alertsOf(user, answer.id)).toHaveLength(1);
    expect((await outboxRows(answer.id)).alert).toMatchObject({ delivered_at: null });

    await retryDue(clinicId);
    expect(await runDurableObjectAlarm(outboxOf(env, clinicId))).toBe(true);
    const { alert, recipients } = await outboxRows(answer.id);
    expect(alert?.delivered_at).not.toBeNull();
    expect(recipients).toHaveLength(everyone.length);
    for (const user of everyone) expect(await alertsOf(user, answer.id)).toHaveLength(1);
    expect(((await (await owner.client.get(`/api/lab-results/${answer.id}`)).json()) as { notifiedAt: string | null }).notifiedAt).not.toBeNull();
  });

  it('with one doctor’s hub failing, the result is stored and the others are alerted; the failing one is alerted once the hub works, and nobody twice', async () => {
    const { owner, doctorA, doctorB, patient, clinicId, everyone } = await clinic();
    await breakHub(doctorB.user.id);

    const res = await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'Potassium panel', tests: critical });
    expect(res.status).toBe(201);
    const result = (await res.json()) as { id: number; notifiedAt: string | null };
    expect(result.notifiedAt).toBeNull(); // not everyone has it yet
    expect(await alertsOf(owner.user, result.id)).toHaveLength(1);
    expect(await alertsOf(doctorA.user, result.id)).toHaveLength(1);
    // The working doctors' re-alerts started with their delivery.
    expect((await hubOf(env, doctorA.user.id).plannedFollowUps()).map((f) => f.refId)).toEqual([result.id]);
    const pending = await outboxRows(result.id);
    expect(pending.alert).toMatchObject({ attempts: 1, delivered_at: null, last_error: expect.any(String) });
    expect(pending.recipients.find((r) => r.user_id === doctorB.user.id)).toMatchObject({ delivered_at: null, attempts: 1 });

    // Still failing at the next attempt: still pending, the others are not alerted again.
    await retryDue(clinicId);
    expect(await runDurableObjectAlarm(outboxOf(env, clinicId))).toBe(true);
    expect((await outboxRows(result.id)).alert).toMatchObject({ attempts: 2, delivered_at: null });

    await mendHub(doctorB.user.id);
    await retryDue(clinicId);
    expect(await runDurableObjectAlarm(outboxOf(env, clinicId))).toBe(true);
    for (const user of everyone) expect(await alertsOf(user, result.id)).toHaveLength(1);
    expect((await hubOf(env, doctorB.user.id).plannedFollowUps()).map((f) => f.refId)).toEqual([result.id]);
    expect((await outboxRows(result.id)).alert?.delivered_at).not.toBeNull();
    const stored = (await (await owner.client.get(`/api/lab-results/${result.id}`)).json()) as { notifiedAt: string | null };
    expect(stored.notifiedAt).not.toBeNull();

    // An answer lost after the hub kept the alert (the outbox never heard): the retry alerts nobody twice.
    await env.DB.prepare('UPDATE critical_alert_recipients SET delivered_at = NULL').run();
    await env.DB.prepare('UPDATE critical_alert_outbox SET delivered_at = NULL, next_attempt_at = 0 WHERE lab_result_id = ?').bind(result.id).run();
    await outboxOf(env, clinicId).deliver();
    for (const user of everyone) expect(await alertsOf(user, result.id)).toHaveLength(1);
    expect((await outboxRows(result.id)).alert?.delivered_at).not.toBeNull();

    const trail = ((await (await owner.client.get(`/api/audit-events?patientId=${patient.id}`)).json()) as AuditEventView[]).filter((e) => e.action === 'alert' && e.entityId === result.id);
    expect(trail.map((e) => e.userId).sort()).toEqual(everyone.map((u) => u.id).sort());
  });

  it('a replay of the same POST (Idempotency-Key) stores nothing twice and alerts nobody twice, but delivers the alert that was lost', async () => {
    const { owner, doctorA, doctorB, patient, key, clinicId, everyone } = await clinic();
    await breakHub(doctorA.user.id);
    const lab = new TestClient();
    const post = () =>
      lab.request('/api/lab-results', {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': 'acme-0001' },
        json: { patientId: patient.id, labName: 'Potassium panel', tests: critical },
      });
    const first = await post();
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    expect(await alertsOf(doctorB.user, id)).toHaveLength(1);

    await mendHub(doctorA.user.id);
    await retryDue(clinicId);
    const replay = await post();
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    for (const user of everyone) expect(await alertsOf(user, id)).toHaveLength(1);
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(1);
  });

  it('an HL7 resend of the same message stores nothing twice and alerts nobody twice, but delivers the alert that was lost', async () => {
    const { owner, doctorA, key, clinicId, everyone } = await clinic();
    const message = [
      'MSH|^~\\&|ACMELAB|ACME|MEDASSIST|CLINIC|20261125101500||ORU^R01|K-OUTBOX-1|P|2.3',
      'PID|1||MRN-77^^^ACME^MR||Critical^Karen||19560312|F',
      'OBR|1|PL-77|FL-88|80048^Basic Metabolic Panel^C4|||20261125090000',
      'OBX|1|NM|2823-3^Potassium^LN||6.9|mmol/L|3.5-5.1|HH|||F',
    ].join('\r');
    const send = () => new TestClient().request('/api/hl7/v2', { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'x-application/hl7-v2+er7' }, body: message });
    await breakHub(doctorA.user.id);
    expect(await (await send()).text()).toContain('MSA|AA|K-OUTBOX-1');
    const results = (await (await owner.client.get('/api/lab-results')).json()) as { id: number }[];
    expect(results).toHaveLength(1);
    const id = results[0]!.id;

    await mendHub(doctorA.user.id);
    await retryDue(clinicId);
    expect(await (await send()).text()).toContain('MSA|AA|K-OUTBOX-1');
    for (const user of everyone) expect(await alertsOf(user, id)).toHaveLength(1);
    expect((await (await owner.client.get('/api/lab-results')).json()) as unknown[]).toHaveLength(1);
  });

  it('the region’s sweep alerts about a critical result nobody was alerted about (stored before the outbox, or never handed to it)', async () => {
    const { doctorA, patient, clinicId, everyone } = await clinic();
    const insert = env.DB.prepare(
      `INSERT INTO lab_results (clinic_id, patient_id, lab_name, kind, result_data, is_critical) VALUES (?, ?, 'Troponin', 'lab', '{"tests":[],"critical":true}', 1) RETURNING id`,
    );
    // Written around every route: the trigger still gave it a pending alert, which nothing has asked to deliver.
    const stuck = (await insert.bind(clinicId, patient.id).first<{ id: number }>())!.id;
    expect((await outboxRows(stuck)).alert).toMatchObject({ delivered_at: null, attempts: 0 });
    // As if stored before the outbox existed: no alert row at all.
    const legacy = (await insert.bind(clinicId, patient.id).first<{ id: number }>())!.id;
    await env.DB.prepare('DELETE FROM critical_alert_outbox WHERE lab_result_id = ?').bind(legacy).run();

    const sweep = sweepOf(env, 'us');
    await sweep.ensureArmed();
    expect(await runDurableObjectAlarm(sweep)).toBe(true);
    for (const user of everyone) {
      expect(await alertsOf(user, stuck)).toHaveLength(1);
      expect(await alertsOf(user, legacy)).toHaveLength(1);
    }
    // The next sweep finds nothing left to do.
    expect(await runDurableObjectAlarm(sweep)).toBe(true);
    expect(await alertsOf(doctorA.user, legacy)).toHaveLength(1);
  });
});
