import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredNotification } from '../../core/events';
import type { AuditEventView } from '../../core/schemas/clinic-admin';
import type { EscalationSettings } from '../../core/schemas/escalation';
import type { NotificationHub } from '../notifications/hub';
import { hubOf } from '../notifications/publish';
import { clinicMember, READS_EVERYTHING, signedInDoctor } from '../test/helpers';
import { authenticate, openSocket, settle } from '../test/live-client';
import { startPushService } from '../test/push-service';

const critical = [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' }];

let stopPush: (() => void) | undefined;
afterEach(() => {
  stopPush?.();
  stopPush = undefined;
});

/** Runs one round of re-alerts: every given hub's due escalation, as their alarms would. */
async function escalationRound(userIds: number[]) {
  for (const id of userIds) {
    const hub = hubOf(env, id);
    await runInDurableObject(hub, (_h: NotificationHub, state) => {
      state.storage.sql.exec('UPDATE schedule SET due_at = ?', Date.now() - 1000);
    });
    await runDurableObjectAlarm(hub);
  }
}

async function kept(user: { id: number; clinicId: number }) {
  return (await hubOf(env, user.id).listNotifications(user.clinicId, READS_EVERYTHING, 50)).notifications as StoredNotification[];
}

/** A clinic of an owner and two more doctors, and a patient with a critical result. */
async function clinicWithCriticalResult() {
  const owner = await signedInDoctor();
  const doctorA = await clinicMember(owner.client);
  const doctorB = await clinicMember(owner.client);
  const patient = (await (await owner.client.post('/api/patients', { fullName: 'Karen Critical', age: 70, gender: 'Female' })).json()) as { id: number };
  return { owner, doctorA, doctorB, patient };
}

describe('escalation settings', () => {
  it('owners set the hand-off count and an on-call doctor of their own clinic; members and bad values change nothing', async () => {
    const { owner, doctorA } = await clinicWithCriticalResult();
    const stranger = await signedInDoctor();
    const initial = (await (await owner.client.get('/api/clinic/escalation')).json()) as EscalationSettings;
    expect(initial).toMatchObject({ handoffAfter: 3, onCallUserId: null, intervalMinutes: 15 });
    expect(initial.doctors.map((d) => d.id)).toContain(doctorA.user.id);

    expect((await doctorA.client.get('/api/clinic/escalation')).status).toBe(403);
    expect((await doctorA.client.patch('/api/clinic/escalation', { handoffAfter: 1 })).status).toBe(403);
    const foreign = await owner.client.patch('/api/clinic/escalation', { onCallUserId: stranger.user.id, handoffAfter: 5 });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.onCallUserId).toEqual(['Choose a doctor of the clinic.']);
    const tooMany = await owner.client.patch('/api/clinic/escalation', { handoffAfter: 13 });
    expect(tooMany.status).toBe(400);
    // A member who is not a doctor cannot be on call.
    await env.DB.prepare(`UPDATE memberships SET role = 'nurse' WHERE user_id = ?`).bind(doctorA.user.id).run();
    expect((await owner.client.patch('/api/clinic/escalation', { onCallUserId: doctorA.user.id })).status).toBe(400);
    expect((await (await owner.client.get('/api/clinic/escalation')).json()) as EscalationSettings).toMatchObject({ handoffAfter: 3, onCallUserId: null });

    const saved = await owner.client.patch('/api/clinic/escalation', { handoffAfter: 2, onCallUserId: owner.user.id });
    expect(saved.status).toBe(200);
    expect((await saved.json()) as EscalationSettings).toMatchObject({ handoffAfter: 2, onCallUserId: owner.user.id });
    const cleared = (await (await owner.client.patch('/api/clinic/escalation', { onCallUserId: null })).json()) as EscalationSettings;
    expect(cleared).toMatchObject({ handoffAfter: 2, onCallUserId: null });
  });
});

describe('escalation that ends with a person', () => {
  it('after the clinic’s number of re-alerts an unreviewed result also goes to the on-call doctor, once, live, pushed and kept', async () => {
    const { owner, doctorA, doctorB, patient } = await clinicWithCriticalResult();
    await owner.client.patch('/api/clinic/escalation', { handoffAfter: 2, onCallUserId: doctorB.user.id });
    const service = await startPushService();
    stopPush = service.stop;
    await doctorB.client.post('/api/push/subscriptions', await service.subscription());
    const sock = await openSocket(doctorB.client);
    await authenticate(sock, doctorB.user.id);

    const result = (await (await doctorA.client.post('/api/lab-results', { patientId: patient.id, labName: 'Potassium panel', tests: critical })).json()) as { id: number };
    const doctors = [owner.user.id, doctorA.user.id, doctorB.user.id];
    await escalationRound(doctors);
    expect((await kept(doctorB.user)).filter((n) => n.type === 'critical_lab_result' && n.handoff)).toEqual([]);

    await escalationRound(doctors);
    await settle(100);
    const handedOver = sock.frames.filter((f) => f.type === 'critical_lab_result' && f.handoff);
    expect(handedOver).toHaveLength(1);
    expect(handedOver[0]).toMatchObject({ labResultId: result.id, escalation: 2, handoff: 'on-call' });
    // Three hubs reached the threshold; the on-call doctor is told once, and nobody else is.
    expect((await kept(doctorB.user)).filter((n) => n.type === 'critical_lab_result' && n.handoff)).toHaveLength(1);
    expect((await kept(owner.user)).filter((n) => n.type === 'critical_lab_result' && n.handoff)).toEqual([]);
    // Pushed: the first alert, two re-alerts and the hand-off.
    const pushes = await service.waitFor(4);
    expect(pushes.some((p) => String(p.payload.title).includes('you are on call') && p.payload.url === `/labs?result=${result.id}`)).toBe(true);
    expect(JSON.stringify(pushes.map((p) => p.payload))).not.toContain('Karen');
  });

  it('never hands a result off to an owner at the front desk, who may not see results', async () => {
    const { owner, doctorA, doctorB, patient } = await clinicWithCriticalResult();
    await env.DB.prepare(`UPDATE memberships SET role = 'front-desk' WHERE user_id = ?`).bind(owner.user.id).run();
    await owner.client.patch('/api/clinic/escalation', { handoffAfter: 1 });
    await doctorA.client.post('/api/lab-results', { patientId: patient.id, labName: 'Troponin', tests: critical });
    await escalationRound([doctorA.user.id, doctorB.user.id]);
    await escalationRound([doctorA.user.id, doctorB.user.id]);
    expect(await kept(owner.user)).toEqual([]);
    expect(await hubOf(env, owner.user.id).plannedFollowUps()).toEqual([]);
    expect((await kept(doctorB.user)).filter((n) => n.type === 'critical_lab_result')).toHaveLength(3);
  });

  it('a doctor demoted to the front desk (or disabled) after the alert is not re-alerted; their planned repeats go, the others keep theirs', async () => {
    const { owner, doctorA, doctorB, patient } = await clinicWithCriticalResult();
    const result = (await (await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'Troponin', tests: critical })).json()) as { id: number };
    expect((await hubOf(env, doctorA.user.id).plannedFollowUps()).map((f) => f.refId)).toEqual([result.id]);
    expect((await owner.client.patch(`/api/clinic/members/${doctorA.user.id}`, { role: 'front-desk' })).status).toBe(200);
    expect((await owner.client.post(`/api/clinic/members/${doctorB.user.id}/disable`)).status).toBe(200);
    const before = (await kept(doctorA.user)).length;
    await escalationRound([doctorA.user.id, doctorB.user.id, owner.user.id]);
    expect(await kept(doctorA.user)).toHaveLength(before); // nothing naming the patient reached the front desk
    expect(await hubOf(env, doctorA.user.id).plannedFollowUps()).toEqual([]);
    expect(await hubOf(env, doctorB.user.id).plannedFollowUps()).toEqual([]);
    const ownerRepeats = (await kept(owner.user)).filter((n) => n.type === 'critical_lab_result' && (n as { escalation?: number }).escalation === 1);
    expect(ownerRepeats).toHaveLength(1);
    expect((await hubOf(env, owner.user.id).plannedFollowUps()).map((f) => f.refId)).toEqual([result.id]);
  });

  it('with no one on call it goes to the owners, who are then re-alerted until someone reviews it; the audit trail shows every alert and the review', async () => {
    const { owner, doctorA, doctorB, patient } = await clinicWithCriticalResult();
    // An owner outside the care team (a medical director with read-only access) hears nothing of results until a hand-off.
    await env.DB.prepare(`UPDATE memberships SET role = 'read-only' WHERE user_id = ?`).bind(owner.user.id).run();
    await owner.client.patch('/api/clinic/escalation', { handoffAfter: 1 });
    const service = await startPushService();
    stopPush = service.stop;
    const ownerSub = await service.subscription();
    await owner.client.post('/api/push/subscriptions', ownerSub);

    const result = (await (await doctorA.client.post('/api/lab-results', { patientId: patient.id, labName: 'Troponin', tests: critical })).json()) as { id: number };
    expect(await kept(owner.user)).toEqual([]);
    const doctors = [doctorA.user.id, doctorB.user.id];
    await escalationRound(doctors);

    const ownerAlerts = await kept(owner.user);
    expect(ownerAlerts).toHaveLength(1);
    expect(ownerAlerts[0]).toMatchObject({ type: 'critical_lab_result', labResultId: result.id, handoff: 'owner', read: false, link: `/labs?result=${result.id}` });
    await service.waitFor(1);
    expect(service.received.find((p) => p.endpoint === ownerSub.endpoint)?.payload.title).toBe('Critical result unreviewed — escalated to you — open MedAssist');
    expect((await hubOf(env, owner.user.id).plannedFollowUps()).map((f) => ({ kind: f.kind, refId: f.refId, attempt: f.attempt }))).toEqual([
      { kind: 'escalation', refId: result.id, attempt: 1 },
    ]);

    await escalationRound([...doctors, owner.user.id]);
    const ownerNow = await kept(owner.user);
    expect(ownerNow).toHaveLength(2);
    expect(ownerNow[0]).toMatchObject({ labResultId: result.id, escalation: 2 });
    expect(ownerNow[0]).not.toHaveProperty('handoff');

    expect((await doctorB.client.patch(`/api/lab-results/${result.id}/review`)).status).toBe(200);
    expect(await hubOf(env, owner.user.id).plannedFollowUps()).toEqual([]);

    const trail = ((await (await owner.client.get(`/api/audit-events?patientId=${patient.id}`)).json()) as AuditEventView[]).filter((e) => e.entityId === result.id);
    const alerts = trail.filter((e) => e.action === 'alert').map((e) => ({ userId: e.userId, ...(JSON.parse(e.detail!) as object) }));
    expect(alerts).toEqual(
      expect.arrayContaining([
        { userId: doctorA.user.id, reason: 'critical' },
        { userId: doctorB.user.id, reason: 'critical' },
        { userId: doctorA.user.id, reason: 'escalation', escalation: 1 },
        { userId: doctorB.user.id, reason: 'escalation', escalation: 1 },
        { userId: owner.user.id, reason: 'owner', escalation: 1 },
        { userId: owner.user.id, reason: 'escalation', escalation: 2 },
      ]),
    );
    expect(alerts).toHaveLength(8);
    expect(trail.filter((e) => e.action === 'review').map((e) => e.userId)).toEqual([doctorB.user.id]);
    const verdict = (await (await owner.client.get('/api/audit-events/verify')).json()) as { ok: boolean };
    expect(verdict.ok).toBe(true);
  });
});
