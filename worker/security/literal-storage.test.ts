// Issue #8: SQL-ish and HTML text is data. Stored exactly as sent (no escaping, no entity
// encoding, no truncation), read back identically through every endpoint that shows it, found by
// search as plain text — and the tables it names are still there afterwards.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../test/helpers';
import { buildClinic, newClient, type ClinicWorld } from './support';

/** No leading/trailing spaces: the API trims those on purpose. */
const NASTY = [
  "'); DROP TABLE patients;--",
  '<img src=x onerror=alert(1)>',
  '" OR 1=1 --',
  '<script>alert("x")</script>',
  "Robert'); DELETE FROM users WHERE ('1'='1",
  '%_\\ 100% _under_ LIKE',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7} `whoami`',
  'NEAR(a b) OR "*" clinic_key:c1',
  'Zoë 🩺 ‮evil‬ &amp; &lt;b&gt;',
];

const fits = (max: number) => NASTY.filter((s) => s.length <= max);

let world: ClinicWorld;
let tablesBefore: string[];

async function tables(): Promise<string[]> {
  const rows = await env.DB.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all<{ name: string }>();
  return rows.results.map((r) => r.name);
}

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  const r = await res;
  expect(r.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(r.status, await r.clone().text()).toBeLessThan(300);
  return (await r.json()) as T;
}

const dbValue = async (table: string, column: string, id: number) => (await env.DB.prepare(`SELECT "${column}" AS v FROM "${table}" WHERE id = ?`).bind(id).first<{ v: string }>())?.v;

beforeAll(async () => {
  tablesBefore = await tables();
  world = await buildClinic('Qzxliteral');
});

describe('SQL-ish and HTML text is stored literally and read back identically', () => {
  it('patients: name, condition and contact number — stored, read, listed, searched, updated', async () => {
    const c = world.owner.client;
    for (const s of NASTY) {
      const name = s.length >= 3 ? s : `${s}xyz`;
      const contact = s.slice(0, 40);
      const p = await json<{ id: number; fullName: string; condition: string; contactNumber: string; version: number }>(c.post('/api/patients', { fullName: name, age: 33, gender: 'Other', condition: s, contactNumber: contact }));
      expect(p).toMatchObject({ fullName: name, condition: s, contactNumber: contact });
      expect(await dbValue('patients', 'full_name', p.id)).toBe(name);
      expect(await dbValue('patients', 'condition', p.id)).toBe(s);
      expect(await json(c.get(`/api/patients/${p.id}`))).toMatchObject({ fullName: name, condition: s, contactNumber: contact });
      const listed = await json<{ id: number; fullName: string }[]>(c.get('/api/patients?limit=200'));
      expect(listed.find((x) => x.id === p.id)?.fullName).toBe(name);
      const found = await json<{ id: number }[]>(c.get(`/api/patients?q=${encodeURIComponent(s)}`));
      if (/[\p{L}\p{N}]/u.test(s)) expect(found.map((x) => x.id), `search for ${s}`).toContain(p.id);
      const upd = await json<{ fullName: string; condition: string }>(c.patch(`/api/patients/${p.id}`, { fullName: `${name} v2`, age: 34, gender: 'Other', condition: `${s} v2`, version: p.version }));
      expect(upd).toMatchObject({ fullName: `${name} v2`, condition: `${s} v2` });
      expect(await dbValue('patients', 'condition', p.id)).toBe(`${s} v2`);
    }
  });

  it('clinical notes and appointment purposes', async () => {
    const c = world.owner.client;
    const everything = NASTY.join('\n');
    const note = await json<{ id: number; noteContent: string; version: number }>(c.post('/api/clinical-notes', { patientId: world.patientId, noteContent: everything }));
    expect(note.noteContent).toBe(everything);
    expect(await dbValue('clinical_notes', 'note_content', note.id)).toBe(everything);
    for (const s of NASTY) {
      const edited = await json<{ noteContent: string; version: number }>(c.patch(`/api/clinical-notes/${note.id}`, { noteContent: s, version: (await dbValue('clinical_notes', 'version', note.id)) as unknown as number }));
      expect(edited.noteContent).toBe(s);
      const listed = await json<{ id: number; noteContent: string }[]>(c.get(`/api/clinical-notes?patientId=${world.patientId}`));
      expect(listed.find((n) => n.id === note.id)?.noteContent).toBe(s);
    }
    const record = await json<{ notes: { noteContent: string }[] }>(c.get(`/api/patients/${world.patientId}/record`));
    expect(record.notes.map((n) => n.noteContent)).toContain(NASTY.at(-1));

    for (const [i, s] of fits(300).entries()) {
      const start = new Date(Date.UTC(2033, 0, 1 + i, 9));
      const purpose = s.length >= 3 ? s : `${s}abc`;
      const appt = await json<{ id: number; purpose: string }>(
        c.post('/api/appointments', { patientId: world.patientId, doctorId: world.owner.user.id, dateTime: start.toISOString(), endDateTime: new Date(start.getTime() + 1_800_000).toISOString(), purpose, type: 'Telehealth', status: 'Scheduled' }),
      );
      expect(appt.purpose).toBe(purpose);
      expect(await dbValue('appointments', 'purpose', appt.id)).toBe(purpose);
      const listed = await json<{ id: number; purpose: string }[]>(c.get(`/api/appointments?patientId=${world.patientId}`));
      expect(listed.find((a) => a.id === appt.id)?.purpose).toBe(purpose);
    }
  });

  it('lab results: every text field of the result document, read and searched', async () => {
    const c = world.owner.client;
    for (const s of NASTY) {
      const labName = s.length >= 2 ? s : `${s}lab`;
      const test = { name: s, value: s, unit: s.slice(0, 40), referenceRange: s.slice(0, 80), status: 'normal' };
      const lab = await json<{ id: number; labName: string; resultData: { tests: unknown[]; interpretation: string; comments: string; physician: string } }>(
        c.post('/api/lab-results', { patientId: world.patientId, labName, physician: s, tests: [test], interpretation: s, comments: s }),
      );
      const read = await json<typeof lab>(c.get(`/api/lab-results/${lab.id}`));
      for (const r of [lab, read]) {
        expect(r.labName).toBe(labName);
        expect(r.resultData).toMatchObject({ physician: s, interpretation: s, comments: s, tests: [test] });
      }
      expect(await dbValue('lab_results', 'lab_name', lab.id)).toBe(labName);
      const found = await json<{ id: number }[]>(c.get(`/api/lab-results?q=${encodeURIComponent(labName)}`));
      expect(found.map((x) => x.id), `search for ${labName}`).toContain(lab.id);
    }
  });

  it('messages: content, as sent, received and searched', async () => {
    for (const s of NASTY) {
      const sent = await json<{ id: number; content: string }>(world.member.client.post('/api/messages', { toId: world.owner.user.id, content: s }));
      expect(sent.content).toBe(s);
      expect(await dbValue('messages', 'content', sent.id)).toBe(s);
      const inbox = await json<{ id: number; content: string }[]>(world.owner.client.get('/api/messages'));
      expect(inbox.find((m) => m.id === sent.id)?.content).toBe(s);
      const found = await json<{ id: number }[]>(world.owner.client.get(`/api/messages?q=${encodeURIComponent(s.slice(0, 40))}`));
      expect(found.map((m) => m.id), `search for ${s}`).toContain(sent.id);
    }
  });

  it('registration, profile and API key names', async () => {
    for (const s of fits(40)) {
      const text = s.length >= 2 ? s : `${s}xy`;
      const client = newClient();
      const user = await json<{ name: string; speciality: string; country: string }>(client.post('/api/register', registration({ name: text, specialty: text, country: text })));
      expect(user).toMatchObject({ name: text, speciality: text, country: text });
      expect(await json(client.get('/api/user'))).toMatchObject({ name: text, speciality: text, country: text });
    }
    for (const s of fits(100)) {
      const name = s.length >= 2 ? s : `${s}Dr`;
      const me = await json<{ name: string; profile: { biography: string; degrees: string } }>(world.member.client.patch('/api/user', { name, biography: s, degrees: s }));
      expect(me).toMatchObject({ name, profile: { biography: s, degrees: s } });
      expect(await json(world.member.client.get('/api/user'))).toMatchObject({ name, profile: { biography: s } });
      const users = await json<{ id: number; name: string }[]>(world.owner.client.get('/api/users'));
      expect(users.find((u) => u.id === world.member.user.id)?.name).toBe(name);
    }
    for (const s of fits(60)) {
      const key = await json<{ id: number }>(world.owner.client.post('/api/clinic/api-keys', { name: s.length >= 2 ? s : `${s}k` }));
      const keys = await json<{ id: number; name: string }[]>(world.owner.client.get('/api/clinic/api-keys'));
      expect(keys.find((k) => k.id === key.id)?.name).toBe(s.length >= 2 ? s : `${s}k`);
    }
  });

  it('left every table in place, and the search tables answer plain text', async () => {
    expect(await tables()).toEqual(tablesBefore);
    for (const path of ['/api/patients?q=', '/api/messages?q=', '/api/lab-results?q=', '/api/clinical-guidelines?query=']) {
      for (const s of NASTY) expect((await world.owner.client.get(path + encodeURIComponent(s.slice(0, 100)))).status, path + s).toBe(200);
    }
    expect((await env.DB.prepare('SELECT count(*) AS n FROM users').first<{ n: number }>())!.n).toBeGreaterThan(1);
  });
});
