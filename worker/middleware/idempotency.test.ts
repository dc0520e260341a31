import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { clinicMember, signedInDoctor } from '../test/helpers';

const patient = { fullName: 'Retry Patient', age: 50, gender: 'Male', condition: 'COPD', contactNumber: '555-0100', email: 'r@example.org' };
const key = () => `k-${crypto.randomUUID()}`;

async function countRows(table: string, clinicId: number) {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE clinic_id = ?`).bind(clinicId).first<{ n: number }>())!.n;
}

describe('idempotency keys on creates', () => {
  it('a retried create with the same key answers the first result again and stores one record, for every kind of record', async () => {
    const { client, user } = await signedInDoctor();
    const member = await clinicMember(client);
    const p = (await (await client.post('/api/patients', patient)).json()) as { id: number };
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setUTCHours(10, 0, 0, 0);
    const creates: [string, string, unknown][] = [
      ['patients', '/api/patients', patient],
      ['clinical_notes', '/api/clinical-notes', { patientId: p.id, noteContent: 'Once only.' }],
      ['appointments', '/api/appointments', { patientId: p.id, doctorId: user.id, dateTime: tomorrow.toISOString(), endDateTime: new Date(tomorrow.getTime() + 1_800_000).toISOString(), purpose: 'Follow-up', type: 'Office Visit', status: 'Scheduled' }],
      ['lab_results', '/api/lab-results', { patientId: p.id, labName: 'CBC', kind: 'lab', tests: [{ name: 'Hb', value: '13', unit: 'g/dL', referenceRange: '12-16', status: 'normal' }] }],
      ['messages', '/api/messages', { toId: member.user.id, content: 'Once.', type: 'doctor' }],
    ];
    for (const [table, path, body] of creates) {
      const before = await countRows(table, user.clinicId);
      const k = key();
      const first = await client.request(path, { method: 'POST', json: body, headers: { 'Idempotency-Key': k } });
      expect(first.status, `${path}: ${await first.clone().text()}`).toBe(201);
      const again = await client.request(path, { method: 'POST', json: body, headers: { 'Idempotency-Key': k } });
      expect(again.status).toBe(201);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      expect(await countRows(table, user.clinicId)).toBe(before + 1);
    }
  });

  it('refuses a reused key with a different body; keys are per user; no key means no deduplication', async () => {
    const a = await signedInDoctor();
    const k = key();
    expect((await a.client.request('/api/patients', { method: 'POST', json: patient, headers: { 'Idempotency-Key': k } })).status).toBe(201);
    const other = await a.client.request('/api/patients', { method: 'POST', json: { ...patient, fullName: 'Someone Else' }, headers: { 'Idempotency-Key': k } });
    expect(other.status).toBe(422);
    const b = await signedInDoctor();
    expect((await b.client.request('/api/patients', { method: 'POST', json: patient, headers: { 'Idempotency-Key': k } })).status).toBe(201);
    await a.client.post('/api/patients', patient);
    await a.client.post('/api/patients', patient);
    expect(await countRows('patients', a.user.clinicId)).toBe(3);
    const bad = await a.client.request('/api/patients', { method: 'POST', json: patient, headers: { 'Idempotency-Key': 'has spaces' } });
    expect(bad.status).toBe(400);
  });

  it('replays a validation error too, so a retry never turns a refusal into a record', async () => {
    const { client, user } = await signedInDoctor();
    const k = key();
    const first = await client.request('/api/patients', { method: 'POST', json: { ...patient, fullName: 'A' }, headers: { 'Idempotency-Key': k } });
    expect(first.status).toBe(400);
    const again = await client.request('/api/patients', { method: 'POST', json: { ...patient, fullName: 'A' }, headers: { 'Idempotency-Key': k } });
    expect(again.status).toBe(400);
    expect(await countRows('patients', user.clinicId)).toBe(0);
  });
});
