import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_CHANGED_CLOSE, type StoredNotification } from '../../core/events';
import type { Message } from '../../core/schemas/messages';
import { clinicMember, CRITICAL, json, signedInDoctor } from '../test/helpers';
import { authenticate, openSocket, settle } from '../test/live-client';

// What a member reads is decided by their CURRENT role in the clinic (issue 32): a doctor demoted to
// the front desk no longer reads the results their notifications and inbox announce, through any
// door (the bell's list and unread count, the /ws replay, the inbox, its unread count and the
// dashboard's); promoted back, everything is there again, since nothing was deleted. The list reads
// are audited.

type List = { notifications: StoredNotification[]; unread: number };

/** An owner's clinic with a doctor who has a critical result's alert and messages and a colleague's plain message. */
async function doctorWithResultNews() {
  const owner = await signedInDoctor();
  const doctor = await clinicMember(owner.client);
  const patient = await json<{ id: number }>(owner.client.post('/api/patients', { fullName: 'Petra Quillfeather', age: 61, gender: 'Female' }), 201);
  const result = await json<{ id: number }>(owner.client.post('/api/lab-results', { patientId: patient.id, labName: 'Potassium panel', tests: CRITICAL }), 201);
  await json(owner.client.post('/api/messages', { toId: doctor.user.id, content: 'Petra’s potassium: see the result', labResultId: result.id }), 201);
  const plain = await json<Message>(owner.client.post('/api/messages', { toId: doctor.user.id, content: 'Staff meeting moved to 3 pm' }), 201);
  // The critical alert, the result's inbox message and the two messages' notifications.
  await vi.waitFor(async () => expect((await json<List>(doctor.client.get('/api/notifications'), 200)).notifications).toHaveLength(3));
  return { owner, doctor, result, plain };
}

const setRole = async (owner: { client: { patch: (path: string, body: unknown) => Promise<Response> } }, userId: number, role: string) =>
  json(owner.client.patch(`/api/clinic/members/${userId}`, { role }), 200);

/** Everything the member reads about their news: the bell, the inbox and the counts. */
async function whatTheyRead(client: Awaited<ReturnType<typeof clinicMember>>['client']) {
  const bell = await json<List>(client.get('/api/notifications'), 200);
  const inbox = await json<Message[]>(client.get('/api/messages'), 200);
  return {
    bell: bell.notifications.map((n) => (n.type === 'message' ? `message:${n.message}` : n.type)).sort(),
    bellUnread: bell.unread,
    inbox: inbox.map((m) => m.content).sort(),
    inboxUnread: (await json<{ count: number }>(client.get('/api/messages/unread-count'), 200)).count,
    dashboardUnread: (await json<{ messages: number }>(client.get('/api/stats'), 200)).messages,
  };
}

describe('a demoted member reads only what their current role may', () => {
  it('hides result alerts and result messages from the bell, the inbox and every count after a demotion, and shows them again after a promotion', async () => {
    const { owner, doctor, result } = await doctorWithResultNews();
    const asDoctor = await whatTheyRead(doctor.client);
    expect(asDoctor).toEqual({
      bell: ['critical_lab_result', 'message:Petra’s potassium: see the result', 'message:Staff meeting moved to 3 pm'],
      bellUnread: 3,
      inbox: ['CRITICAL result: Potassium panel for Petra Quillfeather. Requires immediate attention.', 'Petra’s potassium: see the result', 'Staff meeting moved to 3 pm'],
      inboxUnread: 3,
      dashboardUnread: 3,
    });

    await setRole(owner, doctor.user.id, 'front-desk');
    expect(await whatTheyRead(doctor.client)).toEqual({ bell: ['message:Staff meeting moved to 3 pm'], bellUnread: 1, inbox: ['Staff meeting moved to 3 pm'], inboxUnread: 1, dashboardUnread: 1 });
    const resultMessage = (await json<Message[]>(owner.client.get(`/api/messages?withUser=${doctor.user.id}`), 200)).find((m) => m.labResultId === result.id)!;
    expect((await doctor.client.get(`/api/messages/by-id/${resultMessage.id}`)).status).toBe(404);
    expect((await doctor.client.patch(`/api/messages/${resultMessage.id}/read`)).status).toBe(404);
    // Marking all read marks only what they see: the hidden ones come back unread.
    await json(doctor.client.post('/api/notifications/read-all', {}), 200);

    await setRole(owner, doctor.user.id, 'doctor');
    const promoted = await whatTheyRead(doctor.client);
    expect(promoted).toEqual({ ...asDoctor, bellUnread: 2 });
  });

  it('replays over /ws only what the current role may see, and sends no result to a demoted member live', async () => {
    const { owner, doctor, result } = await doctorWithResultNews();
    await setRole(owner, doctor.user.id, 'front-desk');
    const sock = await openSocket(doctor.client);
    await authenticate(sock, doctor.user.id, 0);
    await settle(200);
    expect(sock.frames.filter((f) => f.type !== 'auth_success').map((f) => [f.type, f.message])).toEqual([['message', 'Staff meeting moved to 3 pm']]);

    // A colleague attaching the result to a message while they are connected: kept, not sent to this role.
    await json(owner.client.post('/api/messages', { toId: doctor.user.id, content: 'Potassium again', labResultId: result.id }), 201);
    await json(owner.client.post('/api/messages', { toId: doctor.user.id, content: 'Lunch?' }), 201);
    await vi.waitFor(() => expect(sock.frames.map((f) => f.message)).toContain('Lunch?'));
    expect(sock.frames.some((f) => f.message === 'Potassium again')).toBe(false);
    sock.ws!.close();

    await setRole(owner, doctor.user.id, 'doctor');
    const again = await openSocket(doctor.client);
    await authenticate(again, doctor.user.id, 0);
    await vi.waitFor(() => expect(again.frames.filter((f) => f.type !== 'auth_success')).toHaveLength(5));
    expect(again.frames.map((f) => f.type)).toContain('critical_lab_result');
    again.ws!.close();
  });

  it('closes the open pages’ sockets when the role changes, so they drop what the old role read; a change of nothing closes none', async () => {
    const { owner, doctor } = await doctorWithResultNews();
    const connected = async () => {
      const sock = await openSocket(doctor.client);
      const closed = new Promise<number>((resolve) => sock.ws!.addEventListener('close', (e) => resolve(e.code)));
      await authenticate(sock, doctor.user.id);
      return { sock, closed };
    };
    const first = await connected();
    await setRole(owner, doctor.user.id, 'doctor'); // the role it already has
    await settle(200);
    expect(first.sock.ws!.readyState).toBe(WebSocket.OPEN);

    await setRole(owner, doctor.user.id, 'front-desk');
    expect(await first.closed).toBe(ROLE_CHANGED_CLOSE);
    // Reconnected under the new role: replayed only what it may see; promoted back, closed once more.
    const second = await connected();
    await setRole(owner, doctor.user.id, 'nurse');
    expect(await second.closed).toBe(ROLE_CHANGED_CLOSE);
  });

  it('refuses a role that may not read results attaching one to a message (403, nothing sent)', async () => {
    const { owner, doctor, result } = await doctorWithResultNews();
    const desk = await clinicMember(owner.client, {}, 'front-desk');
    const res = await desk.client.post('/api/messages', { toId: doctor.user.id, content: 'Which one is this?', labResultId: result.id });
    expect(res.status).toBe(403);
    expect((await json<Message[]>(doctor.client.get('/api/messages'), 200)).some((m) => m.content === 'Which one is this?')).toBe(false);
  });

  it('audits the notification and inbox list reads with their query', async () => {
    const { doctor } = await doctorWithResultNews();
    await json(doctor.client.get('/api/notifications?limit=20'), 200);
    await json(doctor.client.get('/api/messages?category=lab'), 200);
    const rows = await env.DB.prepare(`SELECT action, entity, detail FROM audit_events WHERE user_id = ? AND action = 'list' ORDER BY id`).bind(doctor.user.id).all();
    expect(rows.results).toEqual(
      expect.arrayContaining([
        { action: 'list', entity: 'notification', detail: JSON.stringify({ limit: 20 }) },
        { action: 'list', entity: 'message', detail: JSON.stringify({ category: 'lab' }) },
      ]),
    );
    // Sealed into the clinic's chain after the reads that wrote them, like every audited read's rows.
    const unsealed = () => env.DB.prepare(`SELECT count(*) AS n FROM audit_events WHERE user_id = ? AND action = 'list' AND hash IS NULL`).bind(doctor.user.id).first<number>('n');
    await vi.waitFor(async () => expect(await unsealed()).toBe(0));
  });

  it('audits a /ws replay like the bell’s list (the client names the cursor), and replays nothing to a member D1 no longer lists as active', async () => {
    const { doctor } = await doctorWithResultNews();
    const replayRows = async () =>
      (await env.DB.prepare(`SELECT detail, hash FROM audit_events WHERE user_id = ? AND action = 'list' AND entity = 'notification' AND json_extract(detail, '$.replayedAfter') IS NOT NULL ORDER BY id`).bind(doctor.user.id).all<{ detail: string; hash: string | null }>()).results;
    const replayed = (sock: Awaited<ReturnType<typeof openSocket>>) => sock.frames.filter((f) => f.type !== 'auth_success');

    // Up to date (no cursor: what came after the upgrade): nothing is read, nothing recorded.
    const upToDate = await openSocket(doctor.client);
    await authenticate(upToDate, doctor.user.id);
    await settle(200);
    expect(replayed(upToDate)).toEqual([]);
    expect(await replayRows()).toEqual([]);
    upToDate.ws!.close();

    // Cursor 0 reads the newest kept notifications, as the bell's list would: one 'list' row, sealed.
    const fromStart = await openSocket(doctor.client);
    await authenticate(fromStart, doctor.user.id, 0);
    await vi.waitFor(() => expect(replayed(fromStart)).toHaveLength(3));
    await vi.waitFor(async () => expect(await replayRows()).toEqual([{ detail: JSON.stringify({ replayedAfter: 0 }), hash: expect.any(String) }]));
    fromStart.ws!.close();

    // Disabled in D1 while the hub still holds the session (the second check every audited read makes): no replay.
    await env.DB.prepare(`UPDATE memberships SET disabled_at = ? WHERE user_id = ? AND clinic_id = ?`).bind(Date.now(), doctor.user.id, doctor.user.clinicId).run();
    const disabled = await openSocket(doctor.client);
    await authenticate(disabled, doctor.user.id, 0);
    await settle(200);
    expect(replayed(disabled)).toEqual([]);
    expect(await replayRows()).toHaveLength(1);
    disabled.ws!.close();
  });
});
