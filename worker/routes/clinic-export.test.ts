import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { FhirResource } from '../../core/fhir/export-resources';
import { VALIDATION_TIMEOUT_MS } from '../../core/fhir/testing/fhir-validator';
import { LOINC, RXNORM, SNOMED_CT } from '../../core/schemas/coding';
import { RECORD_PAGE } from '../fhir/record';
import { fhirProblemsOf } from '../test/fhir-validation';
import { clinicMember, signedInDoctor, TestClient } from '../test/helpers';

describe('clinic data export (owners)', () => {
  it('downloads every kind of clinic data as JSON, without secrets or another clinic’s rows, and audits it', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const stranger = await signedInDoctor();
    await stranger.client.post('/api/patients', { fullName: 'Not Ours', age: 50, gender: 'Male', condition: 'Gout', contactNumber: '555', email: 'x@example.org' });
    const p = (await (await owner.client.post('/api/patients', { fullName: 'Ours Patient', age: 30, gender: 'Female', condition: 'Asthma', contactNumber: '555', email: 'o@example.org' })).json()) as { id: number };
    await owner.client.post('/api/clinical-notes', { patientId: p.id, noteContent: 'Wheeze improved.' });
    await owner.client.post('/api/messages', { toId: member.user.id, content: 'See Ours Patient', type: 'doctor' });
    const booked = await owner.client.post('/api/appointments', {
      patientId: p.id, doctorId: member.user.id, dateTime: '2031-04-02T10:00:00.000Z', endDateTime: '2031-04-02T10:30:00.000Z',
      purpose: 'Spirometry review', type: 'Office Visit', status: 'Scheduled',
    });
    expect(booked.status).toBe(201);
    const appointment = (await booked.json()) as { id: number };
    const entered = await owner.client.post('/api/lab-results', {
      patientId: p.id, labName: 'Peak flow', tests: [{ name: 'PEF', value: '410', unit: 'L/min', referenceRange: '400-600', status: 'normal' }],
    });
    expect(entered.status).toBe(201);
    const lab = (await entered.json()) as { id: number };
    await owner.client.delete(`/api/patients/${p.id}`);

    const res = await owner.client.get('/api/clinic/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="medassist-clinic-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text) as Record<'users' | 'patients' | 'clinicalNotes' | 'appointments' | 'labResults' | 'messages' | 'auditEvents', unknown[]> & { format: string; clinic: { id: number } };
    expect(data.format).toBe('medassist-clinic-export/1');
    expect(data.clinic.id).toBe(owner.user.clinicId);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['users', 'patients', 'clinicalNotes', 'appointments', 'labResults', 'messages', 'auditEvents']));
    expect(data.users).toHaveLength(2);
    expect(data.patients).toHaveLength(1);
    expect(data.patients[0]).toMatchObject({ fullName: 'Ours Patient' });
    expect((data.patients[0] as { deletedAt: unknown }).deletedAt).not.toBeNull(); // deleted records are exported, marked
    expect(data.clinicalNotes).toHaveLength(1);
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ id: appointment.id, patientId: p.id, doctorId: member.user.id, purpose: 'Spirometry review' });
    expect(data.labResults).toHaveLength(1);
    expect(data.labResults[0]).toMatchObject({ id: lab.id, patientId: p.id, labName: 'Peak flow' });
    expect(JSON.stringify(data.labResults[0])).toContain('"PEF"');
    // The staff message, and the new-result notice each of the clinic's two doctors got in their inbox.
    const messages = data.messages as { type: string; labResultId: number | null }[];
    expect(messages.map((m) => m.type).sort()).toEqual(['doctor', 'lab', 'lab']);
    expect(messages.filter((m) => m.type === 'lab').every((m) => m.labResultId === lab.id)).toBe(true);
    expect(text).not.toContain('Not Ours');
    expect(text).not.toMatch(/passwordHash|pbkdf2/i);
    expect(data.auditEvents.some((e) => (e as { action: string }).action === 'export')).toBe(true);
    expect((await member.client.get('/api/clinic/export')).status).toBe(403);
  });
});

describe('clinic FHIR bulk export (owners)', () => {
  type Line = { resourceType: string; id: string; subject?: { reference: string }; patient?: { reference: string } };

  it('streams every live record of the clinic as valid FHIR NDJSON, grouped by type, without another clinic’s rows, and audits it', async () => {
    const owner = await signedInDoctor();
    const stranger = await signedInDoctor();
    await stranger.client.post('/api/patients', { fullName: 'Not Ours', birthDate: '1960-01-01', sex: 'male' });
    const p = (await (await owner.client.post('/api/patients', { fullName: 'Ours Patient', birthDate: '1990-05-06', sex: 'female', condition: 'Asthma' })).json()) as { id: number };
    await owner.client.post(`/api/patients/${p.id}/allergies`, { codings: [{ system: SNOMED_CT, code: '91935009', display: 'Allergy to peanut' }], category: 'food' });
    await owner.client.post(`/api/patients/${p.id}/medications`, { codings: [{ system: RXNORM, code: '745679', display: 'albuterol inhaler' }], dose: '2 puffs' });
    await owner.client.post(`/api/patients/${p.id}/observations`, { category: 'vital-signs', codings: [{ system: LOINC, code: '19935-6', display: 'Peak expiratory flow' }], valueNumber: 410, unit: 'L/min', effectiveAt: '2026-11-01' });
    expect((await owner.client.post('/api/lab-results', { patientId: p.id, labName: 'Spirometry', tests: [{ name: 'FEV1', value: '2.9', unit: 'L', status: 'normal' }] })).status).toBe(201);
    const deleted = (await (await owner.client.post('/api/patients', { fullName: 'Deleted Patient', birthDate: '1950-01-01', sex: 'male', condition: 'Gout' })).json()) as { id: number };
    expect((await owner.client.delete(`/api/patients/${deleted.id}`)).status).toBe(200);
    // Enough patients for several read pages (straight into D1: creating them one request at a time would take minutes).
    const many = RECORD_PAGE * 2 + 3;
    await env.DB.prepare(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
       INSERT INTO patients (clinic_id, full_name, gender, sex, birth_date) SELECT ?, 'Bulk Patient ' || i, 'Other', 'unknown', '2000-01-01' FROM k`,
    )
      .bind(many, owner.user.clinicId)
      .run();

    const res = await owner.client.get('/api/clinic/export/fhir');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/fhir+ndjson');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="medassist-clinic-\d+-\d{4}-\d{2}-\d{2}\.ndjson"$/);
    expect(res.headers.get('Content-Length')).toBeNull();
    const text = await res.text();
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n').map((l) => JSON.parse(l) as Line);
    const types = lines.map((l) => l.resourceType);
    const order = ['Patient', 'Condition', 'AllergyIntolerance', 'MedicationRequest', 'Observation', 'DiagnosticReport'];
    expect([...new Set(types)]).toEqual(order);
    // Grouped: each type's lines follow one another.
    expect(types).toEqual([...types].sort((x, y) => order.indexOf(x) - order.indexOf(y)));
    const patients = lines.filter((l) => l.resourceType === 'Patient');
    expect(patients).toHaveLength(many + 1);
    expect(new Set(patients.map((l) => l.id)).size).toBe(many + 1);
    expect(patients.map((l) => l.id)).not.toContain(String(deleted.id));
    // Only the live patient's items: the deleted patient's condition (Gout) is not there.
    expect(lines.filter((l) => l.resourceType !== 'Patient').every((l) => (l.subject ?? l.patient)?.reference === `Patient/${p.id}`)).toBe(true);
    expect(text).not.toContain('Not Ours');
    expect(text).not.toContain('Gout');
    expect(await fhirProblemsOf(lines as unknown as FhirResource[])).toEqual([]);
    const audit = await env.DB.prepare("SELECT user_id AS userId, detail FROM audit_events WHERE clinic_id = ? AND action = 'export'").bind(owner.user.clinicId).all<{ userId: number; detail: string }>();
    expect(audit.results).toEqual([{ userId: owner.user.id, detail: JSON.stringify({ format: 'fhir-ndjson' }) }]);
  }, VALIDATION_TIMEOUT_MS);

  it('is for owners only', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    expect((await member.client.get('/api/clinic/export/fhir')).status).toBe(403);
    expect((await new TestClient().get('/api/clinic/export/fhir')).status).toBe(401);
  });

});

describe('clinic data export: secrets', () => {
  it('holds no secret and no hash of one: recovery code, reset codes, invite codes, API keys, passwords, trusted devices', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    for (const who of [owner, member]) expect((await new TestClient().post('/api/login', { username: who.user.username, password: who.password })).status).toBe(200);
    const invite = (await (await owner.client.post('/api/clinic/invites', { maxUses: 1, expiresInDays: 1, role: 'nurse' })).json()) as { code: string };
    const apiKey = (await (await owner.client.post('/api/clinic/api-keys', { name: 'Lab system' })).json()) as { key: string };
    const reset = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    const text = await (await owner.client.get('/api/clinic/export')).text();

    const column = async (query: string) => (await env.DB.prepare(query).bind(owner.user.clinicId).all<{ v: string }>()).results.map((r) => r.v);
    const hashes = [
      ...(await column('SELECT recovery_code_hash AS v FROM clinics WHERE id = ?1')),
      ...(await column('SELECT code_hash AS v FROM password_resets WHERE clinic_id = ?1')),
      ...(await column('SELECT code_hash AS v FROM clinic_invites WHERE clinic_id = ?1')),
      ...(await column('SELECT key_hash AS v FROM api_keys WHERE clinic_id = ?1')),
      ...(await column('SELECT u.password_hash AS v FROM users u JOIN memberships m ON m.user_id = u.id WHERE m.clinic_id = ?1')),
      ...(await column('SELECT t.token_hash AS v FROM trusted_devices t JOIN memberships m ON m.user_id = t.user_id WHERE m.clinic_id = ?1')),
    ];
    // At least one of each: the recovery code, the reset code, the invite, the key, two passwords, two devices.
    expect(hashes.length).toBeGreaterThanOrEqual(8);
    for (const secret of [...hashes, owner.user.recoveryCode, invite.code, apiKey.key, reset.code]) expect(text).not.toContain(secret);
    const clinic = (JSON.parse(text) as { clinic: Record<string, unknown> }).clinic;
    expect(Object.keys(clinic)).not.toEqual(expect.arrayContaining(['recoveryCodeHash']));
    expect(text).not.toMatch(/recoveryCode|codeHash|keyHash|tokenHash|passwordHash/);
  });
});
