import { env } from 'cloudflare:workers';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Patient } from '../../core/schemas/patients';
import { getDb } from '../db/client';
import { apiToday, toPatient } from '../db/queries/patients';
import { regionDatabase, regionOfId } from '../db/regions';
import { patients } from '../db/schema';
import { clinicMember, signedInDoctor, type TestClient } from '../test/helpers';

// The patient list is JSON text built by SQLite (db/queries/patients.ts) and sent as it is. These
// tests hold it to the answer the Worker gave when it mapped rows itself, byte for byte: the text
// must equal JSON.stringify of toPatient over the same rows (and, for a role without clinical
// access, of the former route's `shownTo`), for awkward values: nulls, JSON columns, unicode,
// characters JSON must escape, large numbers, a fractional time stamp, birthdays around today.

const clinicDb = (clinicId: number) => getDb(regionDatabase(env, regionOfId(clinicId)));

const pad = (n: number) => String(n).padStart(2, '0');

/** A birth date `years` ago whose birthday is `dayOffset` days from today (UTC). */
function birthday(years: number, dayOffset: number): string {
  const today = apiToday();
  const d = new Date(Date.UTC(today.year - years, today.month - 1, today.day + dayOffset));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Patients with awkward values, written straight into the clinic's table (as imports and old rows can be). */
async function awkwardPatients(clinicId: number): Promise<void> {
  const db = clinicDb(clinicId);
  const base = { clinicId, gender: 'Other', sex: 'unknown' as const };
  await db.insert(patients).values([
    // Nothing optional set; the record number cleared below (rows from before it was required).
    { ...base, fullName: 'Aaa Plain', birthDate: birthday(40, 0) },
    {
      ...base,
      fullName: 'Bøb "Quoted" \\ Back\u00e9\u0301 李小龙 😀',
      birthDate: '1984-02-29',
      birthDateEstimated: true,
      gender: 'Male',
      sex: 'male',
      mrn: 'MRN/ü-1',
      condition: 'Line one\nline two\ttab \u0001\u001f\u007f \u2028 </script> \u{1F9EA}',
      contactNumber: '+49 (0) 30 ½',
      email: 'zoë@example.org',
      address: { line: ['Straße 1', 'Hof "B"'], city: 'Zürich', postalCode: '8000', country: 'CH' },
      preferredLanguage: 'de-CH',
      emergencyContact: { name: 'Ève Dupont', relationship: 'sœur', phone: '+41 44 000 00 00' },
      allergyStatus: 'no-known-allergies',
      version: 2_147_483_647,
    },
    { ...base, fullName: 'Ccc Birthday Tomorrow', birthDate: birthday(30, 1), address: { line: [] }, allergyStatus: 'has-allergies' },
    { ...base, fullName: 'Ddd Birthday Yesterday', birthDate: birthday(30, -1), condition: '' },
    { ...base, fullName: 'Eee Newborn', birthDate: birthday(0, 0) },
  ]);
  await env.DB.exec(`UPDATE patients SET mrn = NULL WHERE clinic_id = ${clinicId} AND full_name = 'Aaa Plain'`);
  // A time stamp as the column's default (unixepoch('subsec') * 1000) can store it: with a fraction.
  await env.DB.exec(`UPDATE patients SET updated_at = 1764123456789.75 WHERE clinic_id = ${clinicId} AND full_name = 'Eee Newborn'`);
}

/** The clinic's live rows in the list's order, as the Worker used to map them. */
async function mappedRows(clinicId: number): Promise<Patient[]> {
  const rows = await clinicDb(clinicId)
    .select()
    .from(patients)
    .where(and(eq(patients.clinicId, clinicId)))
    .orderBy(asc(patients.fullName), asc(patients.id))
    .all();
  return rows.filter((r) => !r.deletedAt).map((r) => toPatient(r));
}

async function listText(client: TestClient, query = ''): Promise<string> {
  const res = await client.get(`/api/patients${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json');
  return res.text();
}

describe('the patient list as JSON built by SQLite', () => {
  it('is byte for byte the JSON of the mapped rows, for awkward values', async () => {
    const { client, user } = await signedInDoctor();
    await awkwardPatients(user.clinicId);
    const expected = await mappedRows(user.clinicId);
    expect(expected).toHaveLength(5);
    // The values the cases are about really are in the rows compared.
    expect(expected.map((p) => p.mrn)).toContain('');
    expect(expected.find((p) => p.fullName === 'Eee Newborn')!.updatedAt).toBe('2025-11-26T02:17:36.789Z');
    expect(expected.find((p) => p.fullName === 'Aaa Plain')!.age).toBe(40);

    expect(await listText(client, '?limit=50')).toBe(JSON.stringify(expected));
    expect(await listText(client, '?limit=2&offset=1')).toBe(JSON.stringify(expected.slice(1, 3)));
    expect(await listText(client, `?q=${encodeURIComponent('Birthday')}`)).toBe(JSON.stringify(expected.slice(2, 4)));
    expect(await listText(client, '?q=zzzzzz')).toBe('[]');
    expect(await listText(client, `?q=${encodeURIComponent('%%%')}`)).toBe('[]');
  });

  it('withholds the condition and allergy status from a role without clinical access, as the route did', async () => {
    const owner = await signedInDoctor();
    const desk = await clinicMember(owner.client, {}, 'front-desk');
    await awkwardPatients(owner.user.clinicId);
    const shown = (await mappedRows(owner.user.clinicId)).map((p) => {
      const { allergyStatus: _withheld, ...demographics } = p;
      return { ...demographics, condition: null };
    });
    expect(await listText(desk.client)).toBe(JSON.stringify(shown));
  });

  it('adds deletedAt for the owner\'s deleted list and nextAppointmentAt for the upcoming tab', async () => {
    const { client, user } = await signedInDoctor();
    await awkwardPatients(user.clinicId);
    const [plain, quoted] = await mappedRows(user.clinicId);
    expect((await client.delete(`/api/patients/${quoted!.id}`)).status).toBe(200);
    const deletedRow = (await clinicDb(user.clinicId).select().from(patients).where(eq(patients.id, quoted!.id)).get())!;
    expect(await listText(client, '?deleted=true')).toBe(JSON.stringify([toPatient(deletedRow)]));

    const start = new Date(Date.now() + 86_400_000);
    const booked = await client.post('/api/appointments', {
      patientId: plain!.id, doctorId: user.id, dateTime: start.toISOString(), endDateTime: new Date(start.getTime() + 1_800_000).toISOString(),
      purpose: 'Follow-up', type: 'Office Visit', status: 'Scheduled',
    });
    expect(booked.status).toBe(201);
    const plainRow = (await clinicDb(user.clinicId).select().from(patients).where(eq(patients.id, plain!.id)).get())!;
    expect(await listText(client, '?tab=upcoming')).toBe(JSON.stringify([toPatient(plainRow, { nextAppointmentAt: start.getTime() })]));

    await client.get(`/api/patients/${plain!.id}`);
    expect(await listText(client, '?tab=recent')).toBe(JSON.stringify([toPatient(plainRow)]));
  });

  it('fills the plain page\'s SQL, built once per shape, with each request\'s own clinic and page', async () => {
    // The plain page's SQL is kept per shape and day (db/queries/patients.ts): interleaved reads of
    // two clinics, pages and shapes must each get their own rows, never the previous request's.
    const a = await signedInDoctor();
    const b = await signedInDoctor();
    const deskOfA = await clinicMember(a.client, {}, 'front-desk');
    await awkwardPatients(a.user.clinicId);
    await awkwardPatients(b.user.clinicId);
    const rowsA = await mappedRows(a.user.clinicId);
    const rowsB = await mappedRows(b.user.clinicId);
    expect(rowsA.map((p) => p.id)).not.toEqual(rowsB.map((p) => p.id));
    for (const [limit, offset] of [[2, 0], [3, 2], [50, 0], [1, 4]] as const) {
      expect(await listText(a.client, `?limit=${limit}&offset=${offset}`)).toBe(JSON.stringify(rowsA.slice(offset, offset + limit)));
      expect(await listText(b.client, `?limit=${limit}&offset=${offset}`)).toBe(JSON.stringify(rowsB.slice(offset, offset + limit)));
      const desk = JSON.parse(await listText(deskOfA.client, `?limit=${limit}&offset=${offset}`)) as Patient[];
      expect(desk.map((p) => [p.id, p.condition, 'allergyStatus' in p])).toEqual(rowsA.slice(offset, offset + limit).map((p) => [p.id, null, false]));
    }
  });
});
