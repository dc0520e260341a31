import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { StoredNotification } from '../../core/events';
import type { UserClinic } from '../../core/schemas/user';
import { regionOfId } from '../db/regions';
import type { NotificationHub } from './hub';
import { hubOf } from './publish';
import { CRITICAL, json, signedInDoctor } from '../test/helpers';
import { authenticate, openSocket } from '../test/live-client';

// Decision 0019: a member's hub lives in their account's region. An EU clinic's notifications to a
// US-homed member keep the patient's name and the message text in the EU: the US hub keeps only
// kinds and ids, and the member's list fills the rest in from the EU clinic's database.

/** Everything the user's hub keeps about notifications, as stored (what its region holds). */
async function keptBodies(userId: number): Promise<string[]> {
  return runInDurableObject(hubOf(env, userId), (_h: NotificationHub, state) =>
    state.storage.sql.exec<{ body: string }>('SELECT body FROM notifications ORDER BY id').toArray().map((r) => r.body),
  );
}

/** A US account (Dr A, own clinic with Alice) who is a doctor of an EU clinic (Dr B's, with Bob). */
async function usMemberOfEuClinic() {
  const a = await signedInDoctor({ region: 'us' });
  const b = await signedInDoctor({ region: 'eu' });
  expect([regionOfId(a.user.id), regionOfId(b.user.clinicId)]).toEqual(['us', 'eu']);
  const alice = await json<{ id: number }>(a.client.post('/api/patients', { fullName: 'Alice Aclinic', age: 40, gender: 'Female' }), 201);
  const bob = await json<{ id: number }>(b.client.post('/api/patients', { fullName: 'Bob Bclinic', age: 50, gender: 'Male' }), 201);
  const { code } = await json<{ code: string }>(b.client.post('/api/clinic/invites', { maxUses: 1, expiresInDays: 1, role: 'doctor' }), 201);
  await json<UserClinic>(a.client.post('/api/user/clinics', { inviteCode: code, currentPassword: a.password }), 201);
  return { a, b, alice, bob };
}

describe('notification residency across regions', () => {
  it('keeps an EU clinic’s patient names and message text out of a US member’s hub; the member’s list still shows them', async () => {
    const { a, b, bob } = await usMemberOfEuClinic();
    await json(a.client.post('/api/user/clinic', { clinicId: b.user.clinicId }), 200);
    const sock = await openSocket(a.client);
    await authenticate(sock, a.user.id);

    const result = await json<{ id: number }>(b.client.post('/api/lab-results', { patientId: bob.id, labName: 'Potassium panel', tests: CRITICAL }), 201);
    await json(b.client.post('/api/messages', { toId: a.user.id, content: 'Bob’s potassium is 6.9, call me', type: 'doctor' }), 201);

    // The live frames say what kind of notification waits, never whom it is about.
    expect(await sock.next('critical_lab_result')).toMatchObject({ labResultId: result.id, patient: { id: bob.id, name: '' }, withheld: true });
    expect(await sock.next('message')).toMatchObject({ from: '', message: '', withheld: true });
    sock.ws!.close();

    await vi.waitFor(async () => expect((await keptBodies(a.user.id)).length).toBeGreaterThanOrEqual(2));
    const kept = (await keptBodies(a.user.id)).join('\n');
    expect(kept).toContain(`"labResultId":${result.id}`);
    for (const secret of ['Bob Bclinic', 'potassium is 6.9', b.user.name]) expect(kept).not.toContain(secret);

    const list = await json<{ notifications: StoredNotification[] }>(a.client.get('/api/notifications'), 200);
    const alert = list.notifications.find((n) => n.type === 'critical_lab_result');
    const message = list.notifications.find((n) => n.type === 'message');
    expect(alert).toMatchObject({ labResultId: result.id, patient: { id: bob.id, name: 'Bob Bclinic' }, link: `/labs?result=${result.id}` });
    expect(message).toMatchObject({ from: b.user.name, message: 'Bob’s potassium is 6.9, call me' });
    expect(list.notifications.some((n) => n.withheld)).toBe(false);
  });

  it('keeps a same-region clinic’s notifications whole in the member’s hub', async () => {
    const { a, alice } = await usMemberOfEuClinic();
    const result = await json<{ id: number }>(a.client.post('/api/lab-results', { patientId: alice.id, labName: 'Potassium panel', tests: CRITICAL }), 201);
    await vi.waitFor(async () => expect((await keptBodies(a.user.id)).join('\n')).toContain(`"labResultId":${result.id}`));
    const kept = (await keptBodies(a.user.id)).map((b) => JSON.parse(b) as StoredNotification);
    expect(kept.find((n) => n.type === 'critical_lab_result')).toMatchObject({ patient: { id: alice.id, name: 'Alice Aclinic' } });
    expect(kept.some((n) => n.withheld)).toBe(false);
  });
});
