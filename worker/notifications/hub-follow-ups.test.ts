import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NotificationHub } from './hub';
import { hubOf } from './publish';
import { clinicMember, READS_EVERYTHING, signedInDoctor } from '../test/helpers';

const critical = [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' }];

/** Moves a hub's planned follow-ups into the past so its alarm runs them now. */
async function makeDue(hub: DurableObjectStub<NotificationHub>) {
  await runInDurableObject(hub, (_h: NotificationHub, state) => void state.storage.sql.exec('UPDATE schedule SET due_at = ?', Date.now() - 1000));
}

describe('a hub’s follow-ups go only to someone it can name and who may still see them (issue 32)', () => {
  it('an escalation in a hub that cannot name its user (not user:<id>) alerts nobody and is dropped', async () => {
    const { client, user } = await signedInDoctor();
    const patient = (await (await client.post('/api/patients', { fullName: 'Nora Nameless', age: 61, gender: 'Female' })).json()) as { id: number };
    const result = (await (await client.post('/api/lab-results', { patientId: patient.id, labName: 'Troponin', tests: critical })).json()) as { id: number };
    const stray = env.NOTIFICATIONS.getByName(`stray-hub-${crypto.randomUUID()}`) as DurableObjectStub<NotificationHub>;
    await stray.schedule('escalation', result.id, user.clinicId, Date.now() - 1000);
    expect(await runDurableObjectAlarm(stray)).toBe(true);
    expect((await stray.listNotifications(user.clinicId, READS_EVERYTHING, 50)).notifications).toEqual([]);
    expect(await stray.plannedFollowUps()).toEqual([]);
  });

  it('an appointment reminder is not sent to a doctor who was disabled or demoted out of the clinic since it was planned', async () => {
    const owner = await signedInDoctor();
    const doctor = await clinicMember(owner.client);
    const patient = (await (await owner.client.post('/api/patients', { fullName: 'Remy Reminder', age: 50, gender: 'Male' })).json()) as { id: number };
    const start = new Date(Date.now() + 2 * 3_600_000);
    await owner.client.post('/api/appointments', {
      patientId: patient.id, doctorId: doctor.user.id, dateTime: start.toISOString(), endDateTime: new Date(start.getTime() + 1_800_000).toISOString(),
      purpose: 'Review', type: 'Office Visit', status: 'Scheduled',
    });
    const hub = hubOf(env, doctor.user.id);
    expect((await hub.plannedFollowUps()).map((f) => f.kind)).toEqual(['reminder']);
    expect((await owner.client.post(`/api/clinic/members/${doctor.user.id}/disable`)).status).toBe(200);
    await makeDue(hub);
    await runDurableObjectAlarm(hub);
    expect((await hub.listNotifications(doctor.user.clinicId, READS_EVERYTHING, 50)).notifications).toEqual([]);
    expect(await hub.plannedFollowUps()).toEqual([]);
  });
});
