import { describe, expect, it } from 'vitest';
import { hubOf } from '../notifications/publish';
import { signedInDoctor, TestClient } from '../test/helpers';
import { authenticate, openSocket, settle } from '../test/live-client';
import { env } from 'cloudflare:workers';

describe('/ws live channel', () => {
  it('refuses an upgrade without a session cookie (401) or from a foreign Origin (403)', async () => {
    expect((await openSocket(new TestClient())).status).toBe(401);
    const { client } = await signedInDoctor();
    expect((await openSocket(client, 'https://evil.example')).status).toBe(403);
    expect((await openSocket(client, null)).status).toBe(403);
  });

  it('answers auth with auth_success only when the user id matches the session', async () => {
    const { client, user } = await signedInDoctor();
    const good = await openSocket(client);
    expect(good.status).toBe(101);
    const ok = await authenticate(good, user.id);
    expect(ok).toMatchObject({ type: 'auth_success', userId: user.id });

    const bad = await openSocket(client);
    bad.ws!.send(JSON.stringify({ type: 'auth', userId: user.id + 1000 }));
    const closed = new Promise<number>((resolve) => bad.ws!.addEventListener('close', (e) => resolve(e.code)));
    expect(await closed).toBe(4401);
    expect(bad.frames.some((f) => f.type === 'auth_success')).toBe(false);
  });

  it('declines permessage-deflate, which every browser offers (wrangler.toml: no_web_socket_compression)', async () => {
    const { client, user } = await signedInDoctor();
    const sock = await openSocket(client, undefined, { 'Sec-WebSocket-Extensions': 'permessage-deflate; client_max_window_bits' });
    expect(sock.status).toBe(101);
    expect(sock.headers.get('Sec-WebSocket-Extensions')).toBeNull();
    expect(await authenticate(sock, user.id)).toMatchObject({ type: 'auth_success' });
  });

  it('replays what a reconnecting client missed, exactly once and in order', async () => {
    const { client, user } = await signedInDoctor();
    const first = await openSocket(client);
    await authenticate(first, user.id);
    const hub = hubOf(env, user.id);
    const a = await hub.notify({ type: 'appointment_reminder', appointmentId: 1, patientName: 'A', dateTime: new Date().toISOString() });
    expect((await first.next('appointment_reminder')).id).toBe(a.id);
    first.ws!.close(1000);
    await settle();
    // Missed while offline:
    const b = await hub.notify({ type: 'message', messageId: 1, from: 'Dr X', message: 'one' });
    const c = await hub.notify({ type: 'message', messageId: 2, from: 'Dr X', message: 'two' });
    const again = await openSocket(client);
    await authenticate(again, user.id, a.id);
    await settle(100);
    const replayed = again.frames.filter((f) => f.type === 'message').map((f) => f.id);
    expect(replayed).toEqual([b.id, c.id]);
    // A second reconnect from the newest cursor replays nothing.
    const third = await openSocket(client);
    await authenticate(third, user.id, c.id);
    await settle(100);
    expect(third.frames.filter((f) => f.type === 'message')).toHaveLength(0);
  });

  it('replays a critical result that arrived during the first drop, to a client that had seen no notification (cursor from auth_success), once', async () => {
    const { client, user } = await signedInDoctor();
    const patient = (await (await client.post('/api/patients', { fullName: 'Gap Patient', age: 60, gender: 'Male' })).json()) as { id: number };
    const first = await openSocket(client);
    const hello = await authenticate(first, user.id);
    expect(hello.lastEventId, 'auth_success carries a cursor even before any notification').toBe(0);
    const cursor = hello.lastEventId as number;
    first.ws!.close(1000);
    await settle();

    const critical = { name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' };
    const posted = await client.post('/api/lab-results', { patientId: patient.id, labName: 'BMP', tests: [critical] });
    expect(posted.status).toBe(201);
    const result = (await posted.json()) as { id: number };

    const again = await openSocket(client);
    const back = await authenticate(again, user.id, cursor);
    await settle(100);
    const replayed = again.frames.filter((f) => f.type === 'critical_lab_result');
    expect(replayed).toHaveLength(1);
    expect(replayed[0]).toMatchObject({ labResultId: result.id, patient: { name: 'Gap Patient' } });
    expect(back.lastEventId).toBe(replayed[0]!.id);

    // From the replayed id on, a further reconnect has nothing more to send.
    const third = await openSocket(client);
    await authenticate(third, user.id, replayed[0]!.id as number);
    await settle(100);
    expect(third.frames.filter((f) => f.type !== 'auth_success')).toHaveLength(0);
  });

  it('auth_success names the newest id, and a cursor-less client still gets what arrived between its upgrade and its auth', async () => {
    const { client, user } = await signedInDoctor();
    const hub = hubOf(env, user.id);
    const before = await hub.notify({ type: 'message', messageId: 1, from: 'Dr X', message: 'before the page opened' });
    const sock = await openSocket(client);
    const during = await hub.notify({ type: 'message', messageId: 2, from: 'Dr X', message: 'while authenticating' });
    const hello = await authenticate(sock, user.id);
    expect(hello.lastEventId).toBe(during.id);
    await settle(100);
    expect(sock.frames.filter((f) => f.type === 'message').map((f) => f.id)).toEqual([during.id]);
    expect(during.id).toBeGreaterThan(before.id);
  });

  it('closes the user’s sockets at logout', async () => {
    const { client, user } = await signedInDoctor();
    const sock = await openSocket(client);
    await authenticate(sock, user.id);
    const closed = new Promise<number>((resolve) => sock.ws!.addEventListener('close', (e) => resolve(e.code)));
    await client.post('/api/logout');
    expect(await closed).toBe(4000);
    expect(await hubOf(env, user.id).socketCount()).toBe(0);
  });
});
