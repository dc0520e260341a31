import { describe, expect, it } from 'vitest';
import { signedInDoctor, TestClient } from '../test/helpers';

type A = { id: number; dateTime: string; endDateTime: string; status: string; version: number; patientName: string | null; doctorName: string };

async function setup() {
  const doc = await signedInDoctor();
  const res = await doc.client.post('/api/patients', { fullName: 'Pat Example', age: 40, gender: 'Female' });
  const patient = (await res.json()) as { id: number };
  const book = (start: string, minutes = 30, extra: Record<string, unknown> = {}) =>
    doc.client.post('/api/appointments', {
      patientId: patient.id, doctorId: doc.user.id, dateTime: start,
      endDateTime: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
      purpose: 'Follow-up visit', type: 'Office Visit', status: 'Scheduled', ...extra,
    });
  return { ...doc, patient, book };
}

describe('scheduling validation (spec §5)', () => {
  it.each([
    [{ patientId: 0 }, 'patientId', 'Please select a patient.'],
    [{ doctorId: 0 }, 'doctorId', 'Please select a doctor.'],
    [{ dateTime: '' }, 'dateTime', 'Please select a date.'],
    [{ purpose: 'ab' }, 'purpose', 'Purpose must be at least 3 characters.'],
    [{ type: 'Home Visit' }, 'type', 'Please select an appointment type.'],
    [{ status: 'Unknown' }, 'status', 'Please select a status.'],
  ])('rejects %o with the spec message', async (override, field, message) => {
    const { client, user, patient } = await setup();
    const start = '2027-03-01T09:00:00.000Z';
    const res = await client.post('/api/appointments', {
      patientId: patient.id, doctorId: user.id, dateTime: start, endDateTime: '2027-03-01T09:30:00.000Z',
      purpose: 'Check-up', type: 'Office Visit', status: 'Scheduled', ...override,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toContain(message);
  });

  it('rejects a duration under 15 minutes', async () => {
    const { book } = await setup();
    const res = await book('2027-03-01T09:00:00.000Z', 10);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Duration must be at least 15 minutes.');
  });

  it('refuses a patient or doctor of another clinic', async () => {
    const a = await setup();
    const b = await setup();
    const foreignPatient = await a.client.post('/api/appointments', {
      patientId: b.patient.id, doctorId: a.user.id, dateTime: '2027-03-01T09:00:00.000Z', endDateTime: '2027-03-01T09:30:00.000Z',
      purpose: 'Check-up', type: 'Office Visit', status: 'Scheduled',
    });
    expect(foreignPatient.status).toBe(400);
    const foreignDoctor = await a.client.post('/api/appointments', {
      patientId: a.patient.id, doctorId: b.user.id, dateTime: '2027-03-01T09:00:00.000Z', endDateTime: '2027-03-01T09:30:00.000Z',
      purpose: 'Check-up', type: 'Office Visit', status: 'Scheduled',
    });
    expect(foreignDoctor.status).toBe(400);
  });
});

describe('double booking', () => {
  it('refuses an overlapping appointment for the same doctor with a clear 409, allows back-to-back', async () => {
    const { book } = await setup();
    expect((await book('2027-03-01T09:00:00.000Z', 30)).status).toBe(201);
    const overlap = await book('2027-03-01T09:15:00.000Z', 30);
    expect(overlap.status).toBe(409);
    expect(((await overlap.json()) as { message: string }).message).toMatch(/already has an appointment/);
    expect((await book('2027-03-01T09:30:00.000Z', 30)).status).toBe(201);
    expect((await book('2027-03-01T08:30:00.000Z', 30)).status).toBe(201);
  });

  it('lets exactly one of many concurrent requests for the same slot succeed', async () => {
    const { book } = await setup();
    const results = await Promise.all(Array.from({ length: 8 }, () => book('2027-04-01T10:00:00.000Z', 45)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
  });

  it('frees the slot when an appointment is cancelled, and blocks rescheduling into a busy slot', async () => {
    const { book, client } = await setup();
    const first = (await (await book('2027-05-01T10:00:00.000Z')).json()) as A;
    const second = (await (await book('2027-05-01T11:00:00.000Z')).json()) as A;
    const moveIntoBusy = await client.patch(`/api/appointments/${second.id}`, {
      version: second.version, dateTime: '2027-05-01T10:15:00.000Z', endDateTime: '2027-05-01T10:45:00.000Z',
    });
    expect(moveIntoBusy.status).toBe(409);
    const cancel = await client.patch(`/api/appointments/${first.id}`, { version: first.version, status: 'Cancelled' });
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as A).status).toBe('Cancelled');
    const moved = await client.patch(`/api/appointments/${second.id}`, {
      version: second.version, dateTime: '2027-05-01T10:15:00.000Z', endDateTime: '2027-05-01T10:45:00.000Z',
    });
    expect(moved.status).toBe(200);
    const stale = await client.patch(`/api/appointments/${second.id}`, { version: second.version, status: 'Confirmed' });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { current: A }).current.version).toBe(second.version + 1);
  });
});

describe('listing by local day', () => {
  it('uses the caller’s time zone for the day boundary', async () => {
    const { book, client } = await setup();
    // 23:30 on 1 June in Los Angeles is 06:30 UTC on 2 June.
    await book('2027-06-02T06:30:00.000Z');
    await book('2027-06-02T16:00:00.000Z'); // 09:00 on 2 June in LA
    const la = (day: string) => client.get(`/api/appointments?date=${encodeURIComponent(day)}&tz=America/Los_Angeles`);
    const june1 = (await (await la('2027-06-01T07:00:00.000Z')).json()) as A[];
    const june2 = (await (await la('2027-06-02T07:00:00.000Z')).json()) as A[];
    expect(june1.map((a) => a.dateTime)).toEqual(['2027-06-02T06:30:00.000Z']);
    expect(june2.map((a) => a.dateTime)).toEqual(['2027-06-02T16:00:00.000Z']);
    // The same instants in UTC fall on one day.
    const utc = (await (await client.get('/api/appointments?date=2027-06-02T00:00:00.000Z&tz=UTC')).json()) as A[];
    expect(utc).toHaveLength(2);
  });

  it('lists a week and a month with view=week|month, with patient names joined', async () => {
    const { book, client } = await setup();
    await book('2027-07-05T10:00:00.000Z'); // Monday
    await book('2027-07-10T10:00:00.000Z'); // Saturday, same week
    await book('2027-07-20T10:00:00.000Z'); // later in the month
    const get = async (view: string) => (await (await client.get(`/api/appointments?date=2027-07-06T12:00:00.000Z&tz=UTC&view=${view}`)).json()) as A[];
    expect(await get('day')).toHaveLength(0);
    expect(await get('week')).toHaveLength(2);
    // A week starting on Monday (de, fr) from Sunday 11 July: Monday 5th to Sunday 11th, not Sunday 11th to Saturday 17th.
    const mondayWeek = (await (await client.get('/api/appointments?date=2027-07-11T12:00:00.000Z&tz=UTC&view=week&weekStart=1')).json()) as A[];
    expect(mondayWeek.map((a) => a.dateTime)).toEqual(['2027-07-05T10:00:00.000Z', '2027-07-10T10:00:00.000Z']);
    const month = await get('month');
    expect(month).toHaveLength(3);
    expect(month[0]!.patientName).toBe('Pat Example');
  });

  it('lists today’s appointments of the signed-in doctor', async () => {
    const { book, client } = await setup();
    const soon = new Date();
    soon.setUTCHours(12, 0, 0, 0);
    await book(soon.toISOString());
    const today = (await (await client.get('/api/appointments/today?tz=UTC')).json()) as A[];
    expect(today).toHaveLength(1);
    const stats = (await (await client.get('/api/stats?tz=UTC')).json()) as { appointments: number; messages: number; labResults: number };
    expect(stats).toEqual({ appointments: 1, messages: 0, labResults: 0 });
  });

  it('keeps another clinic’s appointments out of lists and refuses to change them', async () => {
    const a = await setup();
    const b = await setup();
    const appt = (await (await a.book('2027-08-01T10:00:00.000Z')).json()) as A;
    const other = (await (await b.client.get('/api/appointments?date=2027-08-01T00:00:00.000Z&tz=UTC')).json()) as A[];
    expect(other).toHaveLength(0);
    expect((await b.client.patch(`/api/appointments/${appt.id}`, { version: 1, status: 'Cancelled' })).status).toBe(404);
    expect((await b.client.delete(`/api/appointments/${appt.id}`)).status).toBe(404);
    expect((await a.client.delete(`/api/appointments/${appt.id}`)).status).toBe(200);
  });

  it('shows a deleted patient’s appointment without the patient’s details', async () => {
    const { book, client, patient } = await setup();
    await book('2027-09-01T10:00:00.000Z');
    await client.delete(`/api/patients/${patient.id}`);
    const list = (await (await client.get('/api/appointments?date=2027-09-01T00:00:00.000Z&tz=UTC')).json()) as A[];
    expect(list[0]!.patientName).toBeNull();
  });
});

describe('clinical notes', () => {
  it('adds, lists (recent and per patient), edits with version check, deletes', async () => {
    const { client, patient } = await setup();
    const created = await client.post('/api/clinical-notes', { patientId: patient.id, noteContent: '  BP 130/85.  ' });
    expect(created.status).toBe(201);
    const note = (await created.json()) as { id: number; version: number; noteContent: string; patientName: string };
    expect(note.noteContent).toBe('BP 130/85.');
    expect(note.patientName).toBe('Pat Example');
    expect((await client.post('/api/clinical-notes', { patientId: patient.id, noteContent: '   ' })).status).toBe(400);
    const recent = (await (await client.get('/api/clinical-notes')).json()) as unknown[];
    expect(recent).toHaveLength(1);
    const edited = await client.patch(`/api/clinical-notes/${note.id}`, { noteContent: 'BP 128/84.', version: note.version });
    expect(edited.status).toBe(200);
    const stale = await client.patch(`/api/clinical-notes/${note.id}`, { noteContent: 'lost?', version: note.version });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { current: { noteContent: string } }).current.noteContent).toBe('BP 128/84.');
    expect((await client.request(`/api/clinical-notes/${note.id}`, { method: 'DELETE', json: { reason: 'Entered twice.' } })).status).toBe(200);
    expect((await (await client.get(`/api/clinical-notes?patientId=${patient.id}`)).json()) as unknown[]).toHaveLength(0);
  });

  it('keeps notes inside the clinic', async () => {
    const a = await setup();
    const b = new TestClient();
    const other = await signedInDoctor();
    const note = (await (await a.client.post('/api/clinical-notes', { patientId: a.patient.id, noteContent: 'private' })).json()) as { id: number };
    expect((await (await other.client.get('/api/clinical-notes')).json()) as unknown[]).toHaveLength(0);
    expect((await other.client.patch(`/api/clinical-notes/${note.id}`, { noteContent: 'x', version: 1 })).status).toBe(404);
    expect((await other.client.request(`/api/clinical-notes/${note.id}`, { method: 'DELETE', json: { reason: 'Not ours.' } })).status).toBe(404);
    expect((await b.get('/api/clinical-notes')).status).toBe(401);
  });
});
