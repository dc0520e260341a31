import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredNotification } from '../../core/events';
import type { NotificationHub } from '../notifications/hub';
import { NOTIFICATION_RETENTION_MS } from '../notifications/hub';
import { hubOf } from '../notifications/publish';
import { SESSION_IDLE_MS } from '../auth/sessions';
import { clinicMember, signedInDoctor, TestClient } from '../test/helpers';
import { authenticate, openSocket, settle } from '../test/live-client';
import { startPushService } from '../test/push-service';

type List = { notifications: StoredNotification[]; unread: number };
const criticalResult = [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' }];

let stopPush: (() => void) | undefined;
afterEach(() => {
  stopPush?.();
  stopPush = undefined;
});
async function pushService() {
  const service = await startPushService();
  stopPush = service.stop;
  return service;
}

describe('kept notification centre', () => {
  it('lists a user’s notifications newest first with read state and a link to what each is about', async () => {
    const { client, user } = await signedInDoctor();
    const hub = hubOf(env, user.id);
    const a = await hub.notify({ type: 'critical_lab_result', labResultId: 41, patient: { id: 7, name: 'Karen' }, labName: 'BMP' });
    const b = await hub.notify({ type: 'message', messageId: 9, from: 'Dr X', message: 'hello' });
    const c = await hub.notify({ type: 'appointment_reminder', appointmentId: 5, patientName: 'Ann', dateTime: '2026-12-01T09:30:00.000Z' });
    const res = await client.get('/api/notifications');
    expect(res.status).toBe(200);
    const list = (await res.json()) as List;
    expect(list.unread).toBe(3);
    expect(list.notifications.map((n) => [n.id, n.type, n.read, n.link])).toEqual([
      [c.id, 'appointment_reminder', false, `/appointments?date=2026-12-01&appointment=5`],
      [b.id, 'message', false, '/messages?message=9'],
      [a.id, 'critical_lab_result', false, '/labs?result=41'],
    ]);
    expect(list.notifications[2]).toMatchObject({ timestamp: a.timestamp, patient: { id: 7, name: 'Karen' }, labName: 'BMP' });
    // Paging: older than b.
    const older = (await (await client.get(`/api/notifications?before=${b.id}&limit=5`)).json()) as List;
    expect(older.notifications.map((n) => n.id)).toEqual([a.id]);
    expect((await client.get('/api/notifications?limit=0')).status).toBe(400);
  });

  it('marks one and all read, and a read on one device reaches the user’s other devices over /ws', async () => {
    const { client, user } = await signedInDoctor();
    const hub = hubOf(env, user.id);
    const a = await hub.notify({ type: 'message', messageId: 1, from: 'Dr X', message: 'one' });
    const b = await hub.notify({ type: 'message', messageId: 2, from: 'Dr X', message: 'two' });
    const phone = await openSocket(client);
    await authenticate(phone, user.id, b.id);

    expect((await client.patch(`/api/notifications/${a.id}/read`)).status).toBe(200);
    expect(await phone.next('notifications_read')).toMatchObject({ ids: [a.id] });
    let list = (await (await client.get('/api/notifications')).json()) as List;
    expect(list.unread).toBe(1);
    expect(list.notifications.find((n) => n.id === a.id)?.read).toBe(true);

    expect(await (await client.post('/api/notifications/read-all')).json()).toEqual({ marked: 1 });
    expect(await phone.next('notifications_read')).toMatchObject({ upTo: b.id });
    list = (await (await client.get('/api/notifications')).json()) as List;
    expect(list.unread).toBe(0);
    expect(list.notifications.every((n) => n.read)).toBe(true);
    expect((await client.patch(`/api/notifications/999999/read`)).status).toBe(404);
    expect((await client.patch(`/api/notifications/abc/read`)).status).toBe(404);
  });

  it('a user never reads or marks another user’s notifications, in the same clinic or another', async () => {
    const owner = await signedInDoctor();
    const colleague = await clinicMember(owner.client);
    const stranger = await signedInDoctor();
    const mine = await hubOf(env, owner.user.id).notify({ type: 'critical_lab_result', labResultId: 1, patient: { id: 1, name: 'Secret Patient' }, labName: 'CBC' });
    for (const other of [colleague.client, stranger.client]) {
      const listed = JSON.stringify(await (await other.get('/api/notifications')).json());
      expect(listed).not.toContain('Secret Patient');
      // The other user's hub has no notification with that id (or a different one): never the owner's.
      await other.patch(`/api/notifications/${mine.id}/read`);
    }
    const ownList = (await (await owner.client.get('/api/notifications')).json()) as List;
    expect(ownList.notifications.find((n) => n.id === mine.id)?.read).toBe(false);
  });

  it('keeps notifications 90 days, and ids keep increasing after old ones are dropped', async () => {
    const { client, user } = await signedInDoctor();
    const hub = hubOf(env, user.id);
    const old = await hub.notify({ type: 'message', messageId: 1, from: 'Dr X', message: 'old' });
    await runInDurableObject(hub, (_h: NotificationHub, state) => {
      state.storage.sql.exec('UPDATE notifications SET created_at = ? WHERE id = ?', Date.now() - NOTIFICATION_RETENTION_MS - 1000, old.id);
    });
    const fresh = await hub.notify({ type: 'message', messageId: 2, from: 'Dr X', message: 'new' });
    expect(fresh.id).toBeGreaterThan(old.id);
    const list = (await (await client.get('/api/notifications')).json()) as List;
    expect(list.notifications.map((n) => n.id)).toEqual([fresh.id]);
  });

  it('replays from the stored ids exactly once across reconnects and devices', async () => {
    const { client, user } = await signedInDoctor();
    const hub = hubOf(env, user.id);
    const a = await hub.notify({ type: 'message', messageId: 1, from: 'Dr X', message: 'one' });
    const b = await hub.notify({ type: 'message', messageId: 2, from: 'Dr X', message: 'two' });
    // A second device that saw `a` gets only `b`; a reload that saw both gets nothing.
    const tablet = await openSocket(client);
    await authenticate(tablet, user.id, a.id);
    const reload = await openSocket(client);
    await authenticate(reload, user.id, b.id);
    await settle(100);
    expect(tablet.frames.filter((f) => f.type === 'message').map((f) => f.id)).toEqual([b.id]);
    expect(reload.frames.filter((f) => f.type === 'message')).toHaveLength(0);
  });

  it('push preferences per type; critical results cannot be switched off', async () => {
    const { client } = await signedInDoctor();
    expect(await (await client.get('/api/push/preferences')).json()).toEqual({ critical_lab_result: true, message: true, appointment_reminder: true });
    const res = await client.patch('/api/push/preferences', { message: false, critical_lab_result: false });
    expect(await res.json()).toEqual({ critical_lab_result: true, message: false, appointment_reminder: true });
    expect((await client.patch('/api/push/preferences', { message: 'no' })).status).toBe(400);
  });
});

describe('Web Push', () => {
  it('serves the VAPID public key to signed-in users', async () => {
    const { client } = await signedInDoctor();
    expect(await (await client.get('/api/push/vapid-public-key')).json()).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
  });

  it('accepts https and local stand-in endpoints, refuses others and malformed keys', async () => {
    const { client, user } = await signedInDoctor();
    const service = await pushService();
    const sub = await service.subscription();
    expect((await client.post('/api/push/subscriptions', { ...sub, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' })).status).toBe(201);
    expect((await client.post('/api/push/subscriptions', sub)).status).toBe(201);
    for (const endpoint of ['http://example.com/push', 'http://127.0.0.2:9000/push', 'http://localhost:9000/x', 'ftp://127.0.0.1:21/x', 'not a url']) {
      expect((await client.post('/api/push/subscriptions', { ...sub, endpoint })).status, endpoint).toBe(400);
    }
    expect((await client.post('/api/push/subscriptions', { ...sub, keys: { p256dh: 'abc', auth: sub.keys.auth } })).status).toBe(400);
    expect(await hubOf(env, user.id).pushEndpoints()).toEqual(['https://fcm.googleapis.com/fcm/send/abc', sub.endpoint]);
    const del = await client.request('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: sub.endpoint } });
    expect(del.status).toBe(200);
    expect(await hubOf(env, user.id).pushEndpoints()).toEqual(['https://fcm.googleapis.com/fcm/send/abc']);
  });

  it('a critical result reaches the doctor’s push service encrypted, VAPID-signed and without patient identifiers', async () => {
    const owner = await signedInDoctor();
    const service = await pushService();
    const sub = await service.subscription();
    await owner.client.post('/api/push/subscriptions', sub);
    const patient = (await (await owner.client.post('/api/patients', { fullName: 'Karen Critical', age: 70, gender: 'Female' })).json()) as { id: number };
    const result = (await (await owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'Potassium panel', tests: criticalResult })).json()) as { id: number };
    const [push] = await service.waitFor(1);
    expect(push!.vapid).toMatchObject({ publicKey: env.VAPID_PUBLIC_KEY, claims: { aud: service.origin, sub: 'mailto:tests@medassist.invalid' } });
    expect(push!.vapid!.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push!.headers.get('Content-Encoding')).toBe('aes128gcm');
    expect(push!.headers.get('Urgency')).toBe('high');
    expect(push!.payload).toMatchObject({ title: 'Critical result waiting — open MedAssist', url: `/labs?result=${result.id}` });
    const text = JSON.stringify(push!.payload);
    expect(text).not.toContain('Karen');
    expect(text).not.toContain('Potassium');
  });

  it('a push speaks its recipient’s language (#23), also after a change in Settings; English keeps the spec’s words', async () => {
    const owner = await signedInDoctor({ locale: 'de' });
    const colleague = await clinicMember(owner.client);
    const service = await pushService();
    await owner.client.post('/api/push/subscriptions', await service.subscription());
    await colleague.client.post('/api/push/subscriptions', await service.subscription());
    await owner.client.post('/api/messages', { toId: colleague.user.id, content: 'Hello' });
    expect((await service.waitFor(1))[0]!.payload).toMatchObject({ title: 'New message — open MedAssist', body: 'You have a new message.' });
    await colleague.client.post('/api/messages', { toId: owner.user.id, content: 'Hallo' });
    expect((await service.waitFor(2))[1]!.payload).toMatchObject({ title: 'Neue Nachricht — MedAssist öffnen', body: 'Sie haben eine neue Nachricht.' });
    expect((await colleague.client.patch('/api/user', { locale: 'fr' })).status).toBe(200);
    await owner.client.post('/api/messages', { toId: colleague.user.id, content: 'Bonjour' });
    expect((await service.waitFor(3))[2]!.payload).toMatchObject({ title: 'Nouveau message — ouvrir MedAssist', body: 'Vous avez un nouveau message.' });
  });

  it('messages push only while no socket of the user is open, and not when switched off', async () => {
    const owner = await signedInDoctor();
    const colleague = await clinicMember(owner.client);
    const service = await pushService();
    await colleague.client.post('/api/push/subscriptions', await service.subscription());
    await owner.client.post('/api/messages', { toId: colleague.user.id, content: 'Call me about bed 4' });
    const [push] = await service.waitFor(1);
    expect(push!.payload).toMatchObject({ title: 'New message — open MedAssist' });
    expect(JSON.stringify(push!.payload)).not.toContain('bed 4');

    const sock = await openSocket(colleague.client);
    await authenticate(sock, colleague.user.id);
    await owner.client.post('/api/messages', { toId: colleague.user.id, content: 'Seen live' });
    await sock.next('message');
    sock.ws!.close(1000);
    await settle(100);
    await colleague.client.patch('/api/push/preferences', { message: false });
    await owner.client.post('/api/messages', { toId: colleague.user.id, content: 'Switched off' });
    await settle(300);
    expect(service.received).toHaveLength(1);
  });

  it('removes a subscription the push service answers 410 Gone for', async () => {
    const { user } = await signedInDoctor();
    const service = await pushService();
    const hub = hubOf(env, user.id);
    const live = await service.subscription();
    const expired = await service.subscription();
    await hub.addPushSubscription({ endpoint: live.endpoint, ...live.keys }, 'a-session');
    await hub.addPushSubscription({ endpoint: expired.endpoint, ...expired.keys }, 'a-session');
    service.expire(expired.endpoint);
    await hub.notify({ type: 'critical_lab_result', labResultId: 3, patient: { id: 1, name: 'P' }, labName: 'CBC' });
    await service.waitFor(1);
    await settle(100);
    expect(await hub.pushEndpoints()).toEqual([live.endpoint]);
  });
});

describe('Web Push subscriptions: where, how many, and for how long (issue 32)', () => {
  const keysOf = async () => (await (await pushService()).subscription()).keys;

  it('takes only the browsers’ push services (and the local stand-in); any other host is a 400 saying so', async () => {
    const { client, user } = await signedInDoctor();
    const keys = await keysOf();
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com/wp/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx0abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ];
    for (const endpoint of accepted) expect((await client.post('/api/push/subscriptions', { endpoint, keys })).status, endpoint).toBe(201);
    const refused = [
      'https://example.com/push',
      'https://medassist.test/api/patients',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilpush.apple.com/x',
      'https://push.apple.com/x',
      'https://notify.windows.com/w/',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data',
    ];
    for (const endpoint of refused) {
      const res = await client.post('/api/push/subscriptions', { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.stringContaining('browser push service') });
    }
    expect(await hubOf(env, user.id).pushEndpoints()).toEqual(accepted);
  });

  it('keeps at most 10 devices: an 11th replaces the one registered longest ago (a new phone always gets alerts)', async () => {
    const { client, user } = await signedInDoctor();
    const keys = await keysOf();
    const endpoints = Array.from({ length: 11 }, (_, i) => `https://fcm.googleapis.com/fcm/send/device-${i}`);
    for (const endpoint of endpoints) expect((await client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(201);
    expect(await hubOf(env, user.id).pushEndpoints()).toEqual(endpoints.slice(1));
  });

  /** A doctor signed in on two devices, each with its own subscription to the stand-in push service. */
  async function twoDevices() {
    const doctor = await signedInDoctor();
    const service = await pushService();
    const phone = new TestClient();
    expect((await phone.post('/api/login', { username: doctor.user.username, password: doctor.password })).status).toBe(200);
    const laptopSub = await service.subscription();
    const phoneSub = await service.subscription();
    await doctor.client.post('/api/push/subscriptions', laptopSub);
    await phone.post('/api/push/subscriptions', phoneSub);
    const hub = hubOf(env, doctor.user.id);
    expect(await hub.pushEndpoints()).toEqual([laptopSub.endpoint, phoneSub.endpoint]);
    return { doctor, laptop: doctor.client, phone, hub, laptopSub, phoneSub, service };
  }

  it('signing a device out ends its subscription, and only its own', async () => {
    const { phone, hub, laptopSub } = await twoDevices();
    expect((await phone.post('/api/logout')).status).toBe(200);
    expect(await hub.pushEndpoints()).toEqual([laptopSub.endpoint]);
  });

  it('revoking a device’s session from another ends that device’s subscription', async () => {
    const { laptop, hub, laptopSub } = await twoDevices();
    const sessions = (await (await laptop.get('/api/user/sessions')).json()) as { handle: string; current: boolean }[];
    const phoneSession = sessions.find((s) => !s.current)!;
    expect((await laptop.delete(`/api/user/sessions/${phoneSession.handle}`)).status).toBe(200);
    expect(await hub.pushEndpoints()).toEqual([laptopSub.endpoint]);
  });

  it('a password change ends every other device’s subscription; this one keeps its alerts', async () => {
    const { doctor, laptop, hub, laptopSub } = await twoDevices();
    const res = await laptop.post('/api/user/password', { currentPassword: doctor.password, newPassword: 'a new horse battery staple' });
    expect(res.status).toBe(200);
    expect(await hub.pushEndpoints()).toEqual([laptopSub.endpoint]);
  });

  it('disabling or removing a member ends the subscriptions their sessions in that clinic registered', async () => {
    const owner = await signedInDoctor();
    const service = await pushService();
    for (const change of ['disable', 'remove']) {
      const member = await clinicMember(owner.client);
      await member.client.post('/api/push/subscriptions', await service.subscription());
      expect(await hubOf(env, member.user.id).pushEndpoints()).toHaveLength(1);
      const path = `/api/clinic/members/${member.user.id}`;
      expect((await (change === 'disable' ? owner.client.post(`${path}/disable`) : owner.client.delete(path))).status).toBe(200);
      expect(await hubOf(env, member.user.id).pushEndpoints(), change).toEqual([]);
    }
  });

  it('a session that only expires keeps its device’s subscription: the on-call phone still gets the critical alert', async () => {
    const { phone, hub, laptopSub, phoneSub, service } = await twoDevices();
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(t0 + SESSION_IDLE_MS + 60_000);
      expect((await phone.get('/api/user')).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect(await hub.pushEndpoints()).toEqual([laptopSub.endpoint, phoneSub.endpoint]);
    await hub.notify({ type: 'critical_lab_result', labResultId: 7, patient: { id: 1, name: 'P' }, labName: 'K+' });
    const pushes = await service.waitFor(2);
    expect(pushes.map((p) => p.endpoint).sort()).toEqual([laptopSub.endpoint, phoneSub.endpoint].sort());
  });
});
