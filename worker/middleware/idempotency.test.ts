import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { clinicMember, signedInDoctor } from '../test/helpers';
import { setAfterCreateForTesting } from './idempotency';

const patient = { fullName: 'Retry Patient', age: 50, gender: 'Male', condition: 'COPD', contactNumber: '555-0100', email: 'r@example.org' };
const key = () => `k-${crypto.randomUUID()}`;
/** A record's id; a medication answers `{ medication, alerts }`. */
const idOf = (answer: unknown) => {
  const a = answer as { id?: number; medication?: { id: number } };
  return a.id ?? a.medication!.id;
};

/** The four chart-item creates under a patient (issue 18). */
const chartCreates = (patientId: number): [string, string, unknown][] => [
  ['problems', `/api/patients/${patientId}/problems`, { text: 'Gout', clinicalStatus: 'active' }],
  ['allergies', `/api/patients/${patientId}/allergies`, { text: 'Latex', reaction: 'Rash' }],
  ['medications', `/api/patients/${patientId}/medications`, { text: 'Paracetamol 500 mg', dose: '500 mg' }],
  ['observations', `/api/patients/${patientId}/observations`, { category: 'vital-signs', codings: [{ system: 'http://loinc.org', code: '8867-4', display: 'Heart rate' }], valueNumber: 72, unit: '/min', effectiveAt: '2026-01-01T08:00:00Z' }],
];

async function countRows(table: string, clinicId: number) {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE clinic_id = ?`).bind(clinicId).first<{ n: number }>())!.n;
}

describe('idempotency keys on creates', () => {
  it('a retried create with the same key answers the first result again and stores one record, for every kind of record (chart items too)', async () => {
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
      ...chartCreates(p.id),
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

describe('idempotency keys after a crash (issue #16)', () => {
  afterEach(() => setAfterCreateForTesting(null));

  /** Every create, as in the first test, for a fresh clinic. */
  async function creates() {
    const { client, user } = await signedInDoctor();
    const member = await clinicMember(client);
    const p = (await (await client.post('/api/patients', patient)).json()) as { id: number };
    const later = new Date(Date.now() + 2 * 86_400_000);
    later.setUTCHours(9, 0, 0, 0);
    const list: [string, string, unknown][] = [
      ['patients', '/api/patients', patient],
      ['clinical_notes', '/api/clinical-notes', { patientId: p.id, noteContent: 'Written once.' }],
      ['appointments', '/api/appointments', { patientId: p.id, doctorId: user.id, dateTime: later.toISOString(), endDateTime: new Date(later.getTime() + 1_800_000).toISOString(), purpose: 'Check', type: 'Office Visit', status: 'Scheduled' }],
      ['lab_results', '/api/lab-results', { patientId: p.id, labName: 'CBC', kind: 'lab', tests: [{ name: 'Hb', value: '13', unit: 'g/dL', referenceRange: '12-16', status: 'normal' }] }],
      ['messages', '/api/messages', { toId: member.user.id, content: 'Sent once.', type: 'doctor' }],
      ...chartCreates(p.id),
    ];
    return { client, user, list };
  }

  it('a request that failed after creating its record, before its answer was stored: the retry answers that record, and there is one (chart items too: the key is in the insert\'s batch)', async () => {
    const { client, user, list } = await creates();
    for (const [table, path, body] of list) {
      const before = await countRows(table, user.clinicId);
      const k = key();
      setAfterCreateForTesting(() => {
        throw new Error('the Worker stopped here');
      });
      const lost = await client.request(path, { method: 'POST', json: body, headers: { 'Idempotency-Key': k } });
      expect(lost.status, path).toBe(500);
      expect(await countRows(table, user.clinicId), `${path}: the record was created`).toBe(before + 1);
      setAfterCreateForTesting(null);

      const retry = await client.request(path, { method: 'POST', json: body, headers: { 'Idempotency-Key': k } });
      expect(retry.status, `${path}: ${await retry.clone().text()}`).toBe(201);
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
      const recordId = idOf(await retry.json());
      const newest = await env.DB.prepare(`SELECT max(id) AS id FROM ${table} WHERE clinic_id = ?`).bind(user.clinicId).first<{ id: number }>();
      expect(recordId, path).toBe(newest!.id);
      // And from then on, the same answer every time.
      const again = await client.request(path, { method: 'POST', json: body, headers: { 'Idempotency-Key': k } });
      expect(again.status).toBe(201);
      expect(idOf(await again.json())).toBe(recordId);
      expect(await countRows(table, user.clinicId), path).toBe(before + 1);
    }
  });

  it('a medication whose answer was lost answers the retry with the first answer\'s alerts and not-checked names, not an empty check', async () => {
    const { client } = await signedInDoctor();
    const p = (await (await client.post('/api/patients', patient)).json()) as { id: number };
    const path = `/api/patients/${p.id}/medications`;
    expect((await client.post(path, { text: 'Warfarin 5 mg' })).status).toBe(201);
    // Aspirin with warfarin is major (it blocks without a reason); opipramol is not in the catalogue.
    const body = { text: 'Aspirin 100 mg / opipramol 50 mg', overrideReason: 'Mechanical valve, per cardiology' };
    const k = key();
    setAfterCreateForTesting(() => {
      throw new Error('the Worker stopped here');
    });
    expect((await client.request(path, { method: 'POST', json: body, headers: { 'Idempotency-Key': k } })).status).toBe(500);
    setAfterCreateForTesting(null);
    // Meanwhile the chart changes: the retry still gives the answer the prescriber would have seen.
    expect((await client.post(path, { text: 'Ibuprofen 400 mg', overrideReason: 'Short course, with a PPI' })).status).toBe(201);

    const retry = await client.request(path, { method: 'POST', json: body, headers: { 'Idempotency-Key': k } });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    const answer = (await retry.json()) as { alerts: { kind: string; severity: string; message: string }[]; notChecked: string[] };
    expect(answer.notChecked).toEqual(['opipramol']);
    expect(answer.alerts.filter((a) => a.kind !== 'unchecked').map((a) => a.severity)).toEqual(['major']);
    expect(answer.alerts.map((a) => a.message).join(' ')).toMatch(/Warfarin/);
    expect(answer.alerts.map((a) => a.message).join(' ')).not.toMatch(/Ibuprofen/);
    // The stored answer from then on is the same.
    const again = await client.request(path, { method: 'POST', json: body, headers: { 'Idempotency-Key': k } });
    expect(await again.json()).toEqual(answer);
  });

  it('two requests with one key at the same time make one record; the loser is told to retry and then gets the record', async () => {
    const { client, user } = await signedInDoctor();
    const k = key();
    const send = () => client.request('/api/patients', { method: 'POST', json: patient, headers: { 'Idempotency-Key': k } });
    const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    for (const s of statuses) expect([201, 409]).toContain(s);
    expect(await countRows('patients', user.clinicId)).toBe(1);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(await countRows('patients', user.clinicId)).toBe(1);
  });

  it('never answers "still being processed" for a key whose create committed, however old', async () => {
    const { client, user } = await signedInDoctor();
    const k = key();
    setAfterCreateForTesting(() => {
      throw new Error('the Worker stopped here');
    });
    expect((await client.request('/api/patients', { method: 'POST', json: patient, headers: { 'Idempotency-Key': k } })).status).toBe(500);
    setAfterCreateForTesting(null);
    await env.DB.prepare('UPDATE idempotency_keys SET created_at = created_at - 3600000 WHERE clinic_id = ?').bind(user.clinicId).run();
    const retry = await client.request('/api/patients', { method: 'POST', json: patient, headers: { 'Idempotency-Key': k } });
    expect(retry.status).toBe(201);
    expect(await countRows('patients', user.clinicId)).toBe(1);
  });
});
