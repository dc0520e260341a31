// README "The KV revocation delay": a disable deletes the member's sessions from KV at once where it
// happens, but another Cloudflare location may still serve the old record for up to a minute.
// Here that location is simulated by putting the member's KV records back after the disable:
// the session check (KV) then passes, and only D1 stands between them and the data.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { loadSession } from '../auth/sessions';
import { clinicMember, signedInDoctor } from '../test/helpers';

const sidOf = (cookie: string) => cookie.replace(/^sid=/, '');

/** The member's KV records as they were before the change, to restore afterwards. */
async function kvSnapshot(userId: number, sid: string): Promise<[string, string][]> {
  const keys = [`session:${sid}`, `user-session:${userId}:${sid}`];
  return Promise.all(keys.map(async (key): Promise<[string, string]> => [key, (await env.SESSIONS.get(key))!]));
}

async function patientWithRecords(owner: Awaited<ReturnType<typeof signedInDoctor>>) {
  const patient = (await (await owner.client.post('/api/patients', { fullName: 'Stale Session Patient', age: 61, gender: 'Male', condition: 'Angina' })).json()) as { id: number };
  const lab = (await (await owner.client.post('/api/lab-results', {
    patientId: patient.id, labName: 'Troponin', tests: [{ name: 'TnI', value: '0.01', unit: 'ng/mL', referenceRange: '<0.04', status: 'normal' }],
  })).json()) as { id: number };
  expect((await owner.client.post('/api/clinical-notes', { patientId: patient.id, noteContent: 'Chest pain at rest.' })).status).toBe(201);
  return { patientId: patient.id, labResultId: lab.id };
}

describe.each([
  ['disabled', (owner: Awaited<ReturnType<typeof signedInDoctor>>, memberId: number) => owner.client.post(`/api/clinic/members/${memberId}/disable`)],
  ['removed', (owner: Awaited<ReturnType<typeof signedInDoctor>>, memberId: number) => owner.client.delete(`/api/clinic/members/${memberId}`)],
])('a %s member whose session a KV location still holds', (_change, change) => {
  it('gets 401 from GET /api/user and from every audited read of patient data, which writes no audit row', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const { patientId, labResultId } = await patientWithRecords(owner);
    const reads = [`/api/patients/${patientId}`, `/api/patients/${patientId}/record`, `/api/lab-results/${labResultId}`, `/api/clinical-notes?patientId=${patientId}`];
    for (const path of reads) expect((await member.client.get(path)).status, `before: ${path}`).toBe(200);

    const sid = sidOf(member.client.cookie);
    const stale = await kvSnapshot(member.user.id, sid);
    expect((await change(owner, member.user.id)).status).toBe(200);
    expect(await env.SESSIONS.get(`session:${sid}`)).toBeNull();
    for (const [key, value] of stale) await env.SESSIONS.put(key, value);
    // The simulation holds: the KV session check alone would let this cookie in.
    expect(await loadSession(env.SESSIONS, sid)).toMatchObject({ userId: member.user.id });

    const viewsBefore = await memberViews(member.user.id);
    expect((await member.client.get('/api/user')).status).toBe(401);
    for (const path of reads) {
      const res = await member.client.get(path);
      expect(res.status, path).toBe(401);
      expect(await res.text(), path).not.toMatch(/Stale Session Patient|Troponin|Chest pain/);
    }
    expect(await memberViews(member.user.id)).toBe(viewsBefore);
    // Nor can they message a colleague: nothing is stored, nobody is notified.
    const sent = await member.client.post('/api/messages', { toId: owner.user.id, content: 'Sent after the disable' });
    expect(sent.status).toBe(401);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM messages WHERE content = ?').bind('Sent after the disable').first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });
});

async function memberViews(userId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM audit_events WHERE user_id = ? AND action = 'view'").bind(userId).first<{ n: number }>();
  return row!.n;
}
