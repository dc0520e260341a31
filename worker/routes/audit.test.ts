import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AuditChainVerdict, AuditEventView } from '../../core/schemas/clinic-admin';
import { behindTheTriggers } from '../test/behind-the-triggers';
import { clinicMember, signedInDoctor } from '../test/helpers';

// No condition: a condition is also a problem, audited as one (issue 18), and these tests count rows.
const patient = { fullName: 'Ada Audit', age: 40, gender: 'Female', contactNumber: '555-0100', email: 'ada@example.org' };

async function createPatient(client: Awaited<ReturnType<typeof signedInDoctor>>['client'], fullName = patient.fullName) {
  return (await (await client.post('/api/patients', { ...patient, fullName })).json()) as { id: number };
}

describe('audit trail (owners)', () => {
  it('shows who viewed or changed which patient, newest first, filterable by user and patient; members get 403', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const a = await createPatient(owner.client, 'Ada Audit');
    const b = await createPatient(owner.client, 'Bo Audit');
    await member.client.get(`/api/patients/${a.id}`);

    const all = (await (await owner.client.get('/api/audit-events')).json()) as AuditEventView[];
    expect(all[0]).toMatchObject({ userId: member.user.id, userName: member.user.name, patientId: a.id, patientName: 'Ada Audit', action: 'view', entity: 'patient' });
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((x, y) => y - x));

    const byMember = (await (await owner.client.get(`/api/audit-events?userId=${member.user.id}`)).json()) as AuditEventView[];
    expect(byMember.map((e) => e.action)).toEqual(['view']);
    const aboutB = (await (await owner.client.get(`/api/audit-events?patientId=${b.id}`)).json()) as AuditEventView[];
    expect(aboutB.map((e) => [e.action, e.patientName])).toEqual([['create', 'Bo Audit']]);
    expect((await member.client.get('/api/audit-events')).status).toBe(403);
  });

  it('filters by date and pages by id; rejects a reversed range with a clear message', async () => {
    const owner = await signedInDoctor();
    for (const name of ['P One', 'P Two', 'P Three']) await createPatient(owner.client, name);
    const today = new Date().toISOString().slice(0, 10);
    const page1 = (await (await owner.client.get(`/api/audit-events?from=${today}&to=${today}&limit=2`)).json()) as AuditEventView[];
    expect(page1).toHaveLength(2);
    const page2 = (await (await owner.client.get(`/api/audit-events?limit=2&before=${page1[1]!.id}`)).json()) as AuditEventView[];
    // The third patient, and the clinic's recovery code issued at registration.
    expect(page2.map((e) => e.action)).toEqual(['create', 'recovery_code']);
    expect((await (await owner.client.get('/api/audit-events?to=2000-01-01')).json()) as unknown[]).toHaveLength(0);
    const bad = await owner.client.get('/api/audit-events?from=2026-02-01&to=2026-01-01');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('The start date must be on or before the end date.');
  });

  it('exports the trail as CSV with formulas neutralised', async () => {
    const owner = await signedInDoctor();
    await createPatient(owner.client, '=HYPERLINK("http://evil")');
    const res = await owner.client.get('/api/audit-events?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    expect(res.headers.get('Content-Disposition')).toMatch(/attachment; filename="medassist-audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,userId,userName,apiKeyId,apiKeyName,patientId,patientName,action,entity,entityId,detail,hash');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('is append-only: no API route changes it and the database refuses updates and deletes', async () => {
    const owner = await signedInDoctor();
    await createPatient(owner.client);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const res = await owner.client.request('/api/audit-events', { method, json: {} });
      expect(res.status).toBe(404);
    }
    await owner.client.get('/api/audit-events'); // seals
    await expect(env.DB.prepare('DELETE FROM audit_events WHERE clinic_id = ?').bind(owner.user.clinicId).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("UPDATE audit_events SET action = 'view' WHERE clinic_id = ?").bind(owner.user.clinicId).run()).rejects.toThrow(/append-only/);
  });

  it('chains every row to the previous one: the check passes, and finds a row altered behind the triggers', async () => {
    const owner = await signedInDoctor();
    const p = await createPatient(owner.client);
    await owner.client.get(`/api/patients/${p.id}`);
    await owner.client.patch(`/api/patients/${p.id}`, { ...patient, contactNumber: '555-0199', version: 1 });
    const good = (await (await owner.client.get('/api/audit-events/verify')).json()) as AuditChainVerdict;
    // The recovery code issued at registration, then create, view and update.
    expect(good).toMatchObject({ ok: true, checked: 4 });
    expect(good.headHash).toMatch(/^[0-9a-f]{64}$/);

    // Someone with database access rewrites history: drop the guard, change who viewed it.
    const rows = (await (await owner.client.get('/api/audit-events')).json()) as AuditEventView[];
    const viewed = rows.find((r) => r.action === 'view')!;
    await behindTheTriggers(['audit_events_seal_only'], () => env.DB.prepare('UPDATE audit_events SET user_id = 999999 WHERE id = ?').bind(viewed.id).run());
    const bad = (await (await owner.client.get('/api/audit-events/verify')).json()) as AuditChainVerdict;
    expect(bad).toMatchObject({ ok: false, brokenAtId: viewed.id });
  });

  it('a fresh install verifies without ever signing the legacy boundary at run time (issue 32)', async () => {
    const owner = await signedInDoctor();
    await createPatient(owner.client);
    expect(await (await owner.client.get('/api/audit-events/verify')).json()).toMatchObject({ ok: true, checked: 2 });
    // Migration 0007 found no rows: nothing predates the key, and nothing needs signing.
    expect(await env.DB.prepare('SELECT last_id, mac FROM audit_legacy').all()).toMatchObject({ results: [{ last_id: 0, mac: null }] });
  });

  it('never shows another clinic’s rows', async () => {
    const a = await signedInDoctor();
    const b = await signedInDoctor();
    const p = await createPatient(a.client, 'Secret Person');
    const seen = (await (await b.client.get(`/api/audit-events?patientId=${p.id}`)).json()) as AuditEventView[];
    expect(seen).toEqual([]);
    expect(JSON.stringify(await (await b.client.get('/api/audit-events?format=csv')).text())).not.toContain('Secret Person');
  });
});

type AuditRow = { user_id: number | null; patient_id: number | null; action: string; entity: string; entity_id: number | null; detail?: string | null };

/** The audit rows of the clinic written while `act` ran (read straight from D1), with its answer. */
async function auditedDuring(clinicId: number, act: () => Promise<Response>): Promise<{ res: Response; rows: AuditRow[] }> {
  const last = await env.DB.prepare('SELECT coalesce(max(id), 0) AS id FROM audit_events WHERE clinic_id = ?').bind(clinicId).first<{ id: number }>();
  const res = await act();
  await res.arrayBuffer();
  const rows = await env.DB.prepare('SELECT user_id, patient_id, action, entity, entity_id, detail FROM audit_events WHERE clinic_id = ? AND id > ? ORDER BY id')
    .bind(clinicId, last!.id)
    .all<AuditRow & { detail: string | null }>();
  // Only list rows carry a detail: leave the field out elsewhere so each expectation stays short.
  return { res, rows: rows.results.map(({ detail, ...row }) => (detail === null ? row : { ...row, detail })) };
}

const labBody = (patientId: number) => ({ patientId, labName: 'Renal panel', tests: [{ name: 'Creatinine', value: '90', unit: 'umol/L', referenceRange: '60-110', status: 'normal' }] });

describe('what each read and change of patient data writes to the audit trail', () => {
  async function clinic() {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const p = await createPatient(owner.client);
    return { owner, member, p, clinicId: owner.user.clinicId };
  }

  it('reading one lab result writes one view row naming the reader, the result and its patient; a missing or foreign one writes none', async () => {
    const { owner, member, p, clinicId } = await clinic();
    const lab = (await (await owner.client.post('/api/lab-results', labBody(p.id))).json()) as { id: number };
    const read = await auditedDuring(clinicId, () => member.client.get(`/api/lab-results/${lab.id}`));
    expect(read.res.status).toBe(200);
    expect(read.rows).toEqual([{ user_id: member.user.id, patient_id: p.id, action: 'view', entity: 'lab_result', entity_id: lab.id }]);

    const stranger = await signedInDoctor();
    const foreign = await auditedDuring(clinicId, () => stranger.client.get(`/api/lab-results/${lab.id}`));
    expect(foreign.res.status).toBe(404);
    expect(foreign.rows).toEqual([]);
    expect((await auditedDuring(stranger.user.clinicId, () => stranger.client.get(`/api/lab-results/${lab.id}`))).rows).toEqual([]);
  });

  it('reading a patient’s notes writes one list row for that patient with the query; another clinic’s patient shows and writes nothing', async () => {
    const { owner, member, p, clinicId } = await clinic();
    await owner.client.post('/api/clinical-notes', { patientId: p.id, noteContent: 'Stable.' });
    const read = await auditedDuring(clinicId, () => member.client.get(`/api/clinical-notes?patientId=${p.id}`));
    expect(read.res.status).toBe(200);
    expect(read.rows).toEqual([{ user_id: member.user.id, patient_id: p.id, action: 'list', entity: 'clinical_note', entity_id: null, detail: JSON.stringify({ patientId: p.id, limit: 20 }) }]);

    const stranger = await signedInDoctor();
    const foreign = await auditedDuring(stranger.user.clinicId, () => stranger.client.get(`/api/clinical-notes?patientId=${p.id}`));
    expect(foreign.res.status).toBe(200);
    expect(foreign.rows).toEqual([]);
    expect((await auditedDuring(clinicId, () => stranger.client.get(`/api/clinical-notes?patientId=${p.id}`))).rows).toEqual([]);
  });

  it('creating and editing a note each write exactly one row; a stale edit writes none', async () => {
    const { member, p, clinicId } = await clinic();
    const created = await auditedDuring(clinicId, () => member.client.post('/api/clinical-notes', { patientId: p.id, noteContent: 'First visit.' }));
    const note = (await (await member.client.get(`/api/clinical-notes?patientId=${p.id}`)).json()) as { id: number; version: number }[];
    expect(created.res.status).toBe(201);
    expect(created.rows).toEqual([{ user_id: member.user.id, patient_id: p.id, action: 'create', entity: 'clinical_note', entity_id: note[0]!.id }]);

    const edited = await auditedDuring(clinicId, () => member.client.patch(`/api/clinical-notes/${note[0]!.id}`, { noteContent: 'First visit, corrected.', version: note[0]!.version }));
    expect(edited.res.status).toBe(200);
    expect(edited.rows).toEqual([{ user_id: member.user.id, patient_id: p.id, action: 'update', entity: 'clinical_note', entity_id: note[0]!.id }]);
    const stale = await auditedDuring(clinicId, () => member.client.patch(`/api/clinical-notes/${note[0]!.id}`, { noteContent: 'Overwrite?', version: note[0]!.version }));
    expect(stale.res.status).toBe(409);
    expect(stale.rows).toEqual([]);
  });

  it('booking and changing an appointment each write exactly one row with its patient', async () => {
    const { owner, member, p, clinicId } = await clinic();
    const slot = { dateTime: '2031-05-06T09:00:00.000Z', endDateTime: '2031-05-06T09:30:00.000Z' };
    const booked = await auditedDuring(clinicId, () =>
      member.client.post('/api/appointments', { patientId: p.id, doctorId: owner.user.id, ...slot, purpose: 'Review', type: 'Office Visit', status: 'Scheduled' }),
    );
    expect(booked.res.status).toBe(201);
    const [appointment] = (await (await member.client.get(`/api/appointments?patientId=${p.id}`)).json()) as { id: number; version: number }[];
    expect(booked.rows).toEqual([{ user_id: member.user.id, patient_id: p.id, action: 'create', entity: 'appointment', entity_id: appointment!.id }]);

    const changed = await auditedDuring(clinicId, () => member.client.patch(`/api/appointments/${appointment!.id}`, { status: 'Confirmed', version: appointment!.version }));
    expect(changed.res.status).toBe(200);
    expect(changed.rows).toEqual([{ user_id: member.user.id, patient_id: p.id, action: 'update', entity: 'appointment', entity_id: appointment!.id }]);
  });

  it('reviewing a lab result writes exactly one row; reviewing it again writes none', async () => {
    const { member, p, clinicId } = await clinic();
    const lab = (await (await member.client.post('/api/lab-results', labBody(p.id))).json()) as { id: number };
    const reviewed = await auditedDuring(clinicId, () => member.client.patch(`/api/lab-results/${lab.id}/review`));
    expect(reviewed.res.status).toBe(200);
    expect(reviewed.rows).toEqual([{ user_id: member.user.id, patient_id: p.id, action: 'review', entity: 'lab_result', entity_id: lab.id }]);
    const again = await auditedDuring(clinicId, () => member.client.patch(`/api/lab-results/${lab.id}/review`));
    expect(again.res.status).toBe(200);
    expect(again.rows).toEqual([]);
  });

  it('every list of patient data writes one list row with the query (filters as JSON, nothing else about patients)', async () => {
    const { owner, member, p, clinicId } = await clinic();
    await owner.client.post('/api/lab-results', labBody(p.id));
    const lists: Array<[string, Partial<AuditRow>]> = [
      ['/api/patients?q=ada&tab=all&limit=10', { patient_id: null, entity: 'patient', detail: JSON.stringify({ q: 'ada', tab: 'all', limit: 10 }) }],
      [`/api/lab-results?patientId=${p.id}`, { patient_id: p.id, entity: 'lab_result', detail: JSON.stringify({ patientId: p.id }) }],
      ['/api/lab-results?pending=true&q=renal', { patient_id: null, entity: 'lab_result', detail: JSON.stringify({ pending: 'true', q: 'renal' }) }],
      ['/api/clinical-notes?limit=5', { patient_id: null, entity: 'clinical_note', detail: JSON.stringify({ limit: 5 }) }],
      [`/api/appointments?patientId=${p.id}`, { patient_id: p.id, entity: 'appointment', detail: JSON.stringify({ patientId: p.id }) }],
      ['/api/appointments?date=2031-05-06T00:00:00.000Z&view=week', { patient_id: null, entity: 'appointment', detail: JSON.stringify({ date: '2031-05-06T00:00:00.000Z', view: 'week' }) }],
      ['/api/appointments/today?tz=Europe/Paris', { patient_id: null, entity: 'appointment', detail: JSON.stringify({ today: true, tz: 'Europe/Paris' }) }],
    ];
    for (const [path, expected] of lists) {
      const read = await auditedDuring(clinicId, () => member.client.get(path));
      expect(read.res.status, path).toBe(200);
      expect(read.rows, path).toEqual([{ user_id: member.user.id, action: 'list', entity_id: null, ...expected }]);
    }
    const listed = (await (await owner.client.get(`/api/audit-events?userId=${member.user.id}`)).json()) as AuditEventView[];
    expect(listed[0]).toMatchObject({ action: 'list', entity: 'appointment', detail: JSON.stringify({ today: true, tz: 'Europe/Paris' }) });
    // Lists stay JSON arrays.
    expect(Array.isArray(await (await member.client.get('/api/patients')).json())).toBe(true);
  });

  it('refuses a page larger than the cap with a clear 400 and writes nothing', async () => {
    const { member, clinicId } = await clinic();
    for (const [path, max] of [
      ['/api/patients', 200],
      ['/api/clinical-notes', 200],
      ['/api/lab-results', 200],
      ['/api/appointments', 1000],
    ] as const) {
      const ok = await auditedDuring(clinicId, () => member.client.get(`${path}?limit=${max}`));
      expect(ok.res.status, path).toBe(200);
      const tooMany = await auditedDuring(clinicId, () => member.client.get(`${path}?limit=${max + 1}`));
      expect(tooMany.res.status, path).toBe(400);
      const { message } = (await (await member.client.get(`${path}?limit=${max + 1}`)).json()) as { message: string };
      expect(message).toBe(`limit must be at most ${max}: ask for the next page instead.`);
      expect(tooMany.rows, path).toEqual([]);
    }
  });
});
