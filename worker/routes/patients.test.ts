import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { ORIGIN, signedInDoctor, TestClient, registration } from '../test/helpers';

const valid = { fullName: 'Maria Lopez', age: 54, gender: 'Female', condition: 'Type 2 diabetes mellitus', contactNumber: '+1 555 0100', email: 'maria@example.org' };

type P = { id: number; fullName: string; version: number; condition: string | null; email: string | null };

async function create(client: TestClient, body: Record<string, unknown> = valid): Promise<P> {
  const res = await client.post('/api/patients', body);
  expect(res.status).toBe(201);
  return res.json();
}

async function auditActions(patientId: number): Promise<string[]> {
  // The patient's own rows: its condition is also a problem, audited as one.
  const rows = await env.DB.prepare("SELECT action FROM audit_events WHERE patient_id = ? AND entity = 'patient' ORDER BY id").bind(patientId).all<{ action: string }>();
  return rows.results.map((r) => r.action);
}

describe('patient validation (spec §5)', () => {
  it.each([
    [{ fullName: 'Al' }, 'fullName', 'Name must be at least 3 characters.'],
    [{ age: 0 }, 'age', 'Age must be at least 1.'],
    [{ age: 121 }, 'age', 'Age must be less than 120.'],
    [{ gender: '' }, 'gender', 'Please select a gender.'],
    [{ gender: 'Unknown' }, 'gender', 'Please select a gender.'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email.'],
  ])('rejects %o with the spec message', async (override, field, message) => {
    const { client } = await signedInDoctor();
    const res = await client.post('/api/patients', { ...valid, ...override });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toContain(message);
    expect((await (await client.get('/api/patients')).json()) as unknown[]).toHaveLength(0);
  });

  it('accepts age 120, an empty e-mail and no optional fields', async () => {
    const { client } = await signedInDoctor();
    const p = await create(client, { fullName: 'Old Timer', age: 120, gender: 'Other', email: '' });
    expect(p.email).toBeNull();
    expect(p.condition).toBeNull();
  });

  it('ignores clinicId, id and version smuggled into a create body', async () => {
    const a = await signedInDoctor();
    const b = await signedInDoctor();
    const p = await create(a.client, { ...valid, clinicId: b.user.clinicId, id: 999999, version: 42 });
    expect(p.version).toBe(1);
    expect((await b.client.get(`/api/patients/${p.id}`)).status).toBe(404);
  });
});

describe('patient records', () => {
  it('creates, reads (audited), updates with the current version, and lists', async () => {
    const { client } = await signedInDoctor();
    const p = await create(client);
    const read = await client.get(`/api/patients/${p.id}`);
    expect(read.status).toBe(200);
    const upd = await client.patch(`/api/patients/${p.id}`, { ...valid, fullName: 'Maria L. Lopez', version: p.version });
    expect(upd.status).toBe(200);
    expect(((await upd.json()) as P).version).toBe(2);
    const list = (await (await client.get('/api/patients')).json()) as P[];
    expect(list.map((x) => x.fullName)).toEqual(['Maria L. Lopez']);
    expect(await auditActions(p.id)).toEqual(['create', 'view', 'update']);
  });

  it('refuses a stale version with 409 and the current record, changing nothing', async () => {
    const { client } = await signedInDoctor();
    const p = await create(client);
    expect((await client.patch(`/api/patients/${p.id}`, { ...valid, age: 55, version: 1 })).status).toBe(200);
    const stale = await client.patch(`/api/patients/${p.id}`, { ...valid, age: 99, version: 1 });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { message: string; current: { age: number; version: number } };
    expect(body.message).toMatch(/Someone else changed/);
    expect(body.current).toMatchObject({ age: 55, version: 2 });
    expect(await auditActions(p.id)).toEqual(['create', 'update']);
  });

  it('soft-deletes: gone from lists and reads; the owner can list and restore it, a member cannot', async () => {
    const { client, user } = await signedInDoctor();
    const p = await create(client);
    expect((await client.delete(`/api/patients/${p.id}`)).status).toBe(200);
    expect((await client.get(`/api/patients/${p.id}`)).status).toBe(404);
    expect((await (await client.get('/api/patients')).json()) as P[]).toHaveLength(0);
    expect((await client.delete(`/api/patients/${p.id}`)).status).toBe(404);
    const row = await env.DB.prepare('SELECT deleted_at FROM patients WHERE id = ?').bind(p.id).first<{ deleted_at: number }>();
    expect(row?.deleted_at).toBeGreaterThan(0);

    const deleted = (await (await client.get('/api/patients?deleted=true')).json()) as P[];
    expect(deleted.map((x) => x.id)).toEqual([p.id]);

    // A member of the same clinic may not restore.
    const { insertInvite } = await import('../db/queries/clinics');
    const { getDb } = await import('../db/client');
    const { auditKey } = await import('../audit/key');
    const { signAudit } = await import('../audit/row-mac');
    await insertInvite(getDb(env.DB), { clinicId: user.clinicId, code: `inv-${p.id}`, createdBy: user.id, expiresAt: new Date(Date.now() + 60_000), maxUses: 1, role: 'doctor' }, await signAudit(await auditKey(env), { clinicId: user.clinicId, userId: user.id, action: 'create', entity: 'invite' }));
    const member = new TestClient();
    expect((await member.post('/api/register', registration({ inviteCode: `inv-${p.id}` }))).status).toBe(201);
    expect((await member.post(`/api/patients/${p.id}/restore`)).status).toBe(403);
    expect((await member.get('/api/patients?deleted=true')).status).toBe(403);

    expect((await client.post(`/api/patients/${p.id}/restore`)).status).toBe(200);
    expect((await client.get(`/api/patients/${p.id}`)).status).toBe(200);
    expect(await auditActions(p.id)).toEqual(['create', 'delete', 'restore', 'view']);
  });

  it('never shows, reads, changes or deletes another clinic’s patient', async () => {
    const a = await signedInDoctor();
    const b = await signedInDoctor();
    const p = await create(a.client, { ...valid, fullName: 'Zebulon Private' });
    expect((await b.client.get(`/api/patients/${p.id}`)).status).toBe(404);
    expect((await b.client.get(`/api/patients/${p.id}/record`)).status).toBe(404);
    expect((await b.client.patch(`/api/patients/${p.id}`, { ...valid, version: 1 })).status).toBe(404);
    expect((await b.client.delete(`/api/patients/${p.id}`)).status).toBe(404);
    expect((await b.client.post('/api/clinical-notes', { patientId: p.id, noteContent: 'x' })).status).toBe(404);
    expect((await (await b.client.get('/api/patients')).json()) as P[]).toHaveLength(0);
    expect((await (await b.client.get('/api/patients?q=Zebulon')).json()) as P[]).toHaveLength(0);
    expect((await (await a.client.get('/api/patients?q=Zebulon')).json()) as P[]).toHaveLength(1);
    expect(await auditActions(p.id)).toEqual(['create']);
  });

  it('answers a malformed id with 404', async () => {
    const { client } = await signedInDoctor();
    expect((await client.get('/api/patients/abc')).status).toBe(404);
    expect((await client.get('/api/patients/-1')).status).toBe(404);
  });
});

describe('patient search', () => {
  it('finds by name prefix, by condition, by several words, case- and accent-insensitively', async () => {
    const { client } = await signedInDoctor();
    await create(client, { ...valid, fullName: 'José Álvarez', condition: 'Hypertension' });
    await create(client, { ...valid, fullName: 'Joseph Miller', condition: 'Asthma' });
    await create(client, { ...valid, fullName: 'Anna Josefsson', condition: 'Type 2 diabetes mellitus' });
    const names = async (q: string) =>
      ((await (await client.get(`/api/patients?q=${encodeURIComponent(q)}`)).json()) as P[]).map((p) => p.fullName).sort();
    expect(await names('jos')).toEqual(['Anna Josefsson', 'Joseph Miller', 'José Álvarez']);
    expect(await names('JOSEF')).toEqual(['Anna Josefsson']);
    expect(await names('josé')).toEqual(['Anna Josefsson', 'Joseph Miller', 'José Álvarez']);
    expect(await names('alvarez')).toEqual(['José Álvarez']);
    expect(await names('asth')).toEqual(['Joseph Miller']);
    expect(await names('diabetes anna')).toEqual(['Anna Josefsson']);
    expect(await names('nobody')).toEqual([]);
  });

  it('treats SQL and FTS syntax in the query as plain text', async () => {
    const { client } = await signedInDoctor();
    await create(client, { ...valid, fullName: "Robert'); DROP TABLE patients;--" });
    for (const q of ['" OR 1=1 --', "'; DROP TABLE patients; --", 'NEAR(a b)', '*', 'clinic_key:c1', '"']) {
      const res = await client.get(`/api/patients?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
    const hit = (await (await client.get(`/api/patients?q=${encodeURIComponent('DROP TABLE')}`)).json()) as P[];
    expect(hit.map((p) => p.fullName)).toEqual(["Robert'); DROP TABLE patients;--"]);
  });

  it('pages with limit and offset', async () => {
    const { client } = await signedInDoctor();
    for (const n of ['Aaron A', 'Bella B', 'Carl C', 'Dora D', 'Ed E']) await create(client, { ...valid, fullName: n });
    const page1 = (await (await client.get('/api/patients?limit=2')).json()) as P[];
    const page3 = (await (await client.get('/api/patients?limit=2&offset=4')).json()) as P[];
    expect(page1.map((p) => p.fullName)).toEqual(['Aaron A', 'Bella B']);
    expect(page3.map((p) => p.fullName)).toEqual(['Ed E']);
  });
});

describe('patient tabs', () => {
  it('Recent lists what this user viewed or changed, most recent first; Upcoming lists patients with appointments ahead', async () => {
    const { client, user } = await signedInDoctor();
    const a = await create(client, { ...valid, fullName: 'First Patient' });
    const b = await create(client, { ...valid, fullName: 'Second Patient' });
    await create(client, { ...valid, fullName: 'Third Patient' });
    await new Promise((r) => setTimeout(r, 5));
    await client.get(`/api/patients/${a.id}`);
    const recent = (await (await client.get('/api/patients?tab=recent')).json()) as P[];
    expect(recent[0]!.fullName).toBe('First Patient');
    expect(recent).toHaveLength(3);

    const start = new Date(Date.now() + 86_400_000);
    await client.post('/api/appointments', {
      patientId: b.id, doctorId: user.id, dateTime: start.toISOString(), endDateTime: new Date(start.getTime() + 1_800_000).toISOString(),
      purpose: 'Follow-up', type: 'Office Visit', status: 'Scheduled',
    });
    const upcoming = (await (await client.get('/api/patients?tab=upcoming')).json()) as (P & { nextAppointmentAt: string })[];
    expect(upcoming.map((p) => p.fullName)).toEqual(['Second Patient']);
    expect(upcoming[0]!.nextAppointmentAt).toBe(start.toISOString());
  });

  it('returns the whole record (notes, appointments, labs) in one read', async () => {
    const { client } = await signedInDoctor();
    const p = await create(client);
    await client.post('/api/clinical-notes', { patientId: p.id, noteContent: 'Seen today.' });
    const res = await client.get(`/api/patients/${p.id}/record`);
    const body = (await res.json()) as { patient: P; notes: { noteContent: string }[]; appointments: unknown[]; labResults: unknown[] };
    expect(body.patient.id).toBe(p.id);
    expect(body.notes.map((n) => n.noteContent)).toEqual(['Seen today.']);
    expect(body.appointments).toEqual([]);
    expect(body.labResults).toEqual([]);
  });
});

describe('patient list cost (bench/README.md, cost per route)', () => {
  it('reads the list and writes its audit row in one D1 batch: one round trip, not two', async () => {
    const doctor = await signedInDoctor();
    await create(doctor.client);
    // Every statement this request runs on its D1 session, grouped by the call that sent it.
    const calls: string[][] = [];
    const sqlOf = new WeakMap<object, string>();
    const real = new WeakMap<object, D1PreparedStatement>();
    const tracked = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
      const proxy = new Proxy(statement, {
        get(target, prop) {
          if (prop === 'bind') return (...values: unknown[]) => tracked(target.bind(...values), sql);
          if (prop === 'all' || prop === 'run' || prop === 'raw' || prop === 'first') {
            return (...args: unknown[]) => {
              calls.push([sql]);
              return (Reflect.get(target, prop) as (...a: unknown[]) => unknown).apply(target, args);
            };
          }
          const value = Reflect.get(target, prop) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      sqlOf.set(proxy, sql);
      real.set(proxy, statement);
      return proxy;
    };
    const watched = (session: D1DatabaseSession) =>
      new Proxy(session, {
        get(target, prop) {
          if (prop === 'prepare') return (sql: string) => tracked(target.prepare(sql), sql);
          if (prop === 'batch') {
            return (statements: D1PreparedStatement[]) => {
              calls.push(statements.map((s) => sqlOf.get(s) ?? '?'));
              return target.batch(statements.map((s) => real.get(s) ?? s));
            };
          }
          const value = Reflect.get(target, prop) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    const db = new Proxy(env.DB, { get: (target, prop) => (prop === 'withSession' ? (c?: string) => watched(target.withSession(c)) : Reflect.get(target, prop)) });
    const res = await app.request(`${ORIGIN}/api/patients?limit=50`, { headers: { Cookie: doctor.client.cookie } }, { ...env, DB: db });
    expect(res.status).toBe(200);
    expect(((await res.json()) as P[]).length).toBe(1);
    const listing = calls.filter((statements) => statements.some((sql) => /from "patients"/i.test(sql)));
    expect(listing).toHaveLength(1);
    expect(listing[0]!.some((sql) => /^insert into "audit_events"/i.test(sql))).toBe(true);
    // The rows come back as one JSON text SQLite builds, not as 50 rows the Worker converts and maps.
    expect(listing[0]!.filter((sql) => /from "patients"/i.test(sql)).every((sql) => /^select json_group_array\(json_object\(/i.test(sql))).toBe(true);
  });
});
