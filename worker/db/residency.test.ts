import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { clinicMember, signedInDoctor, TestClient } from '../test/helpers';
import { authenticate, openSocket } from '../test/live-client';
import { REGION_ID_BASE } from './regions';

const patient = (fullName: string) => ({ fullName, age: 44, gender: 'Female', condition: 'Asthma', contactNumber: '555-0100', email: 'p@example.org' });

async function rowsIn(db: D1Database, sql: string, ...binds: unknown[]) {
  return (await db.prepare(sql).bind(...binds).all()).results;
}

describe('data residency: one database per region', () => {
  it('keeps an EU clinic’s rows only in the EU database and a US clinic’s only in the US one; each sees only its own', async () => {
    const eu = await signedInDoctor({ region: 'eu' });
    const us = await signedInDoctor({ region: 'us' });
    expect(eu.user.clinicId).toBeGreaterThan(REGION_ID_BASE.eu);
    expect(us.user.clinicId).toBeLessThan(REGION_ID_BASE.eu);

    const euPatient = (await (await eu.client.post('/api/patients', patient('Élodie Europe'))).json()) as { id: number };
    const usPatient = (await (await us.client.post('/api/patients', patient('Una States'))).json()) as { id: number };
    await eu.client.post('/api/clinical-notes', { patientId: euPatient.id, noteContent: 'EU note' });

    for (const table of ['clinics', 'users']) {
      expect(await rowsIn(env.DB_EU, `SELECT id FROM ${table} WHERE id = ?`, table === 'clinics' ? eu.user.clinicId : eu.user.id)).toHaveLength(1);
      expect(await rowsIn(env.DB, `SELECT id FROM ${table} WHERE id = ?`, table === 'clinics' ? eu.user.clinicId : eu.user.id)).toHaveLength(0);
    }
    for (const table of ['patients', 'clinical_notes', 'audit_events']) {
      expect((await rowsIn(env.DB_EU, `SELECT id FROM ${table} WHERE clinic_id = ?`, eu.user.clinicId)).length).toBeGreaterThan(0);
      expect(await rowsIn(env.DB, `SELECT id FROM ${table} WHERE clinic_id = ?`, eu.user.clinicId)).toHaveLength(0);
      expect(await rowsIn(env.DB_EU, `SELECT id FROM ${table} WHERE clinic_id = ?`, us.user.clinicId)).toHaveLength(0);
    }
    expect(await rowsIn(env.DB, 'SELECT id FROM patients WHERE full_name = ?', 'Élodie Europe')).toHaveLength(0);

    const euList = (await (await eu.client.get('/api/patients')).json()) as { fullName: string }[];
    const usList = (await (await us.client.get('/api/patients')).json()) as { fullName: string }[];
    expect(euList.map((p) => p.fullName)).toEqual(['Élodie Europe']);
    expect(usList.map((p) => p.fullName)).toEqual(['Una States']);
    // Patient ids of the two databases may coincide; each clinic still sees only its own record.
    expect((await us.client.get(`/api/patients/${euPatient.id}`)).status).toBe(euPatient.id === usPatient.id ? 200 : 404);
    if (euPatient.id === usPatient.id) expect(((await (await us.client.get(`/api/patients/${euPatient.id}`)).json()) as { fullName: string }).fullName).toBe('Una States');
  });

  it('finds an EU account at sign-in, lets colleagues join the EU clinic by invite, and reaches an EU user’s live hub', async () => {
    const eu = await signedInDoctor({ region: 'eu' });
    const again = new TestClient();
    expect((await again.post('/api/login', { username: eu.user.username, password: eu.password })).status).toBe(200);
    const member = await clinicMember(eu.client);
    expect(member.user.clinicId).toBe(eu.user.clinicId);
    expect(member.user.id).toBeGreaterThan(REGION_ID_BASE.eu);
    expect(await rowsIn(env.DB, 'SELECT id FROM users WHERE id = ?', member.user.id)).toHaveLength(0);

    const sock = await openSocket(member.client);
    await authenticate(sock, member.user.id);
    await eu.client.post('/api/messages', { toId: member.user.id, content: 'Bonjour', type: 'doctor' });
    expect((await sock.next('message')).message).toBe('Bonjour');
    sock.ws!.close();
  });

  it('keeps e-mails unique across regions and refuses an unknown region with a clear message', async () => {
    const eu = await signedInDoctor({ region: 'eu' });
    const dup = await new TestClient().post('/api/register', { email: eu.user.email, name: 'Dr Dup', country: 'us', specialty: 'cardiology', password: 'correct horse battery', region: 'us' });
    expect(dup.status).toBe(409);
    const bad = await new TestClient().post('/api/register', { email: `x${Date.now()}@example.org`, name: 'Dr Mars', country: 'us', specialty: 'cardiology', password: 'correct horse battery', region: 'mars' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.region).toEqual(['Region must be US or EU.']);
  });
});

describe('D1 sessions: read-your-writes with a bookmark cookie', () => {
  it('hands back a bookmark after each request and reads the user’s own write on the next one', async () => {
    const { client } = await signedInDoctor({ region: 'eu' });
    expect(client.bookmark).toMatch(/^eu~[0-9a-f-]+$/);
    const before = client.bookmark;
    const created = (await (await client.post('/api/patients', patient('Fresh Write'))).json()) as { id: number };
    expect(client.bookmark).not.toBe(before); // the write advanced it
    const read = await client.get(`/api/patients/${created.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { fullName: string }).fullName).toBe('Fresh Write');
  });

  it.each([
    ['missing', ''],
    ['malformed', 'eu~<script>'],
    ['for another region', 'us~00000001-00000000-00000000-0000000000000000'],
    ['forged', 'eu~ffffffff-ffffffff-ffffffff-ffffffffffffffff'],
  ])('is harmless when the bookmark is %s', async (_what, forged) => {
    const { client } = await signedInDoctor({ region: 'eu' });
    await client.post('/api/patients', patient('Still Here'));
    client.bookmark = forged;
    const res = await client.get('/api/patients');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { fullName: string }[]).map((p) => p.fullName)).toEqual(['Still Here']);
  });
});
