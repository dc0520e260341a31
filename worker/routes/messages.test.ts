import { describe, expect, it } from 'vitest';
import { registration, signedInDoctor, TestClient } from '../test/helpers';
import { authenticate, openSocket } from '../test/live-client';

async function twoColleagues() {
  const a = await signedInDoctor();
  const invite = (await (await a.client.post('/api/clinic/invites', {})).json()) as { code: string };
  const b = new TestClient();
  const bUser = (await (await b.post('/api/register', registration({ inviteCode: invite.code, name: 'Dr Bea Colleague' }))).json()) as { id: number; name: string };
  return { a, b, bUser };
}

describe('messages', () => {
  it('sends to a colleague, pushes it live, counts it unread, and marks it read', async () => {
    const { a, b, bUser } = await twoColleagues();
    const sock = await openSocket(b);
    await authenticate(sock, bUser.id);
    const sent = await a.client.post('/api/messages', { toId: bUser.id, content: 'Please review the potassium for bed 4 before noon today.', priority: 'urgent' });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as { id: number; fromName: string };
    expect(message.fromName).toBe(a.user.name);
    expect(await sock.next('message')).toMatchObject({ from: a.user.name, message: 'Please review the potassium for bed 4 before noon today.' });
    expect(await (await b.get('/api/messages/unread-count')).json()).toEqual({ count: 1 });
    expect(((await (await b.get('/api/stats')).json()) as { messages: number }).messages).toBe(1);
    const inbox = (await (await b.get('/api/messages')).json()) as { id: number; isRead: boolean; priority: string }[];
    expect(inbox[0]).toMatchObject({ id: message.id, isRead: false, priority: 'urgent' });
    // Only the recipient can mark it read.
    expect((await a.client.patch(`/api/messages/${message.id}/read`)).status).toBe(404);
    expect((await b.patch(`/api/messages/${message.id}/read`)).status).toBe(200);
    expect(await (await b.get('/api/messages/unread-count')).json()).toEqual({ count: 0 });
  });

  it('opens one message by id for its sender and recipient only (a notification’s link), 404 for anyone else', async () => {
    const { a, b, bUser } = await twoColleagues();
    const third = await signedInDoctor();
    const message = (await (await a.client.post('/api/messages', { toId: bUser.id, content: 'About bed 4' })).json()) as { id: number };
    expect((await (await b.get(`/api/messages/by-id/${message.id}`)).json()) as object).toMatchObject({ id: message.id, fromId: a.user.id, toId: bUser.id, content: 'About bed 4' });
    expect((await a.client.get(`/api/messages/by-id/${message.id}`)).status).toBe(200);
    expect((await third.client.get(`/api/messages/by-id/${message.id}`)).status).toBe(404);
    expect((await b.get('/api/messages/by-id/999999999')).status).toBe(404);
  });

  it('shows a conversation both ways, searches sender or content, filters by category', async () => {
    const { a, b, bUser } = await twoColleagues();
    await a.client.post('/api/messages', { toId: bUser.id, content: 'MRI booked for Tuesday', type: 'imaging' });
    await b.post('/api/messages', { toId: a.user.id, content: 'Thanks, noted.' });
    const convo = (await (await b.get(`/api/messages?withUser=${a.user.id}`)).json()) as { content: string }[];
    expect(convo.map((m) => m.content)).toEqual(['Thanks, noted.', 'MRI booked for Tuesday']);
    expect(((await (await b.get('/api/messages?q=mri')).json()) as unknown[])).toHaveLength(1);
    expect(((await (await b.get(`/api/messages?q=${encodeURIComponent(a.user.name.slice(0, 6))}`)).json()) as unknown[])).toHaveLength(1);
    expect(((await (await b.get('/api/messages?category=imaging')).json()) as unknown[])).toHaveLength(1);
    expect(((await (await b.get('/api/messages?category=lab')).json()) as unknown[])).toHaveLength(0);
  });

  it('refuses recipients, patients and results of another clinic', async () => {
    const { a } = await twoColleagues();
    const stranger = await signedInDoctor();
    expect((await a.client.post('/api/messages', { toId: stranger.user.id, content: 'hi' })).status).toBe(400);
    const foreign = (await (await stranger.client.post('/api/patients', { fullName: 'Foreign Person', age: 30, gender: 'Male' })).json()) as { id: number };
    expect((await a.client.post('/api/messages', { toId: a.user.id, content: 'see patient', patientId: foreign.id })).status).toBe(404);
    expect((await a.client.post('/api/messages', { toId: a.user.id, content: '   ' })).status).toBe(400);
  });
});
