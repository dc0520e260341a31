import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Allergy, Medication, MedicationCreated, MedicationSafetyConflict, Observation, PatientChart, Problem } from '../../core/schemas/chart';
import { LOINC, RXNORM, SNOMED_CT } from '../../core/schemas/coding';
import type { Patient } from '../../core/schemas/patients';
import { findDrug } from '../../core/reference/drugs';
import { clinicMember, json, signedInDoctor, type TestClient } from '../test/helpers';
import { expectNaltrexoneNamedOrAlerted, FIFTEEN_MEDICINES, LAST_PAIR, UNKNOWN_INGREDIENT } from '../test/medication-lists';

async function newPatient(client: TestClient, body: Record<string, unknown> = {}): Promise<Patient> {
  return json<Patient>(client.post('/api/patients', { fullName: 'Chart Patient', age: 60, gender: 'Female', ...body }), 201);
}

async function audit(patientId: number, entity: string) {
  const rows = await env.DB.prepare('SELECT action, entity, entity_id AS entityId, detail FROM audit_events WHERE patient_id = ? AND entity = ? ORDER BY id')
    .bind(patientId, entity)
    .all<{ action: string; entity: string; entityId: number; detail: string | null }>();
  return rows.results;
}

const BP_PANEL = {
  category: 'vital-signs',
  codings: [{ system: LOINC, code: '55284-4', display: 'Blood Pressure' }],
  text: 'Blood Pressure',
  effectiveAt: '2011-08-20T23:25:08+00:00',
  components: [
    { codings: [{ system: LOINC, code: '8462-4', display: 'Diastolic Blood Pressure' }], valueNumber: 79.59426017010344, unit: 'mm[Hg]' },
    { codings: [{ system: LOINC, code: '8480-6', display: 'Systolic Blood Pressure' }], valueNumber: 115.00609084631343, unit: 'mm[Hg]' },
  ],
};

describe('patient record fields (DESIGN.md §8)', () => {
  it('stores an estimated birth date from the spec form’s age, derives the age, numbers the record and makes the condition the first problem', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client, { condition: 'Type 2 diabetes mellitus' });
    expect(p.age).toBe(60);
    expect(p.birthDateEstimated).toBe(true);
    expect(Number(p.birthDate.slice(0, 4))).toBe(new Date().getUTCFullYear() - 60);
    expect(p.sex).toBe('female');
    expect(p.mrn).toBe('MA-000001');
    expect(p.allergyStatus).toBe('not-asked');
    const second = await newPatient(client);
    expect(second.mrn).toBe('MA-000002');
    const problems = await json<Problem[]>(client.get(`/api/patients/${p.id}/problems`), 200);
    expect(problems).toEqual([expect.objectContaining({ text: 'Type 2 diabetes mellitus', clinicalStatus: 'active', codings: [] })]);
    expect((await audit(p.id, 'problem')).map((a) => a.action)).toEqual(['create']);
  });

  it('takes a birth date, FHIR sex, address, language and emergency contact, and keeps an exact birth date when the spec form sends the same age', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client, {
      age: undefined,
      gender: undefined,
      birthDate: '1980-02-29',
      sex: 'unknown',
      mrn: 'H-77',
      address: { line: ['1 Main St'], city: 'Boston', postalCode: '02101', country: 'US' },
      preferredLanguage: 'es',
      emergencyContact: { name: 'Ana Lopez', relationship: 'daughter', phone: '+1 555 0101' },
    });
    expect(p).toMatchObject({ birthDate: '1980-02-29', birthDateEstimated: false, sex: 'unknown', gender: 'Other', mrn: 'H-77', preferredLanguage: 'es' });
    expect(p.emergencyContact?.name).toBe('Ana Lopez');
    const edited = await json<Patient>(client.patch(`/api/patients/${p.id}`, { fullName: 'Chart Patient', age: p.age, gender: 'Other', condition: '', version: p.version }), 200);
    expect(edited).toMatchObject({ birthDate: '1980-02-29', birthDateEstimated: false, sex: 'unknown', mrn: 'H-77', preferredLanguage: 'es' });
    expect(edited.address?.city).toBe('Boston');
    const aged = await json<Patient>(client.patch(`/api/patients/${p.id}`, { fullName: 'Chart Patient', age: 30, gender: 'Male', version: edited.version }), 200);
    expect(aged).toMatchObject({ age: 30, birthDateEstimated: true, sex: 'male' });
  });

  it('refuses a duplicate record number in the clinic, a birth date in the future, and neither age nor birth date', async () => {
    const { client } = await signedInDoctor();
    await newPatient(client, { mrn: 'X-1' });
    const dup = await json<{ fieldErrors: Record<string, string[]> }>(client.post('/api/patients', { fullName: 'Other One', age: 3, gender: 'Male', mrn: 'X-1' }), 409);
    expect(dup.fieldErrors.mrn).toEqual(['Another patient of this clinic already has this record number.']);
    const future = await json<{ message: string }>(client.post('/api/patients', { fullName: 'Not Born', birthDate: '2999-01-01', gender: 'Male' }), 400);
    expect(future.message).toBe('Date of birth cannot be in the future.');
    const none = await json<{ fieldErrors: Record<string, string[]> }>(client.post('/api/patients', { fullName: 'No Age', gender: 'Male' }), 400);
    expect(none.fieldErrors.age).toEqual(['Please enter an age or a date of birth.']);
  });

  it('skips a hand-given record number in the generated format when numbering the next patient', async () => {
    const { client } = await signedInDoctor();
    await newPatient(client, { mrn: 'MA-000005' });
    expect((await newPatient(client)).mrn).toBe('MA-000006');
  });

  it('finds patients by record number and by birth date, besides name and condition', async () => {
    const { client } = await signedInDoctor();
    const a = await newPatient(client, { fullName: 'Quentin Search', birthDate: '1971-05-04', age: undefined, condition: 'Gout' });
    await newPatient(client, { fullName: 'Other Person' });
    const ids = async (q: string) => (await json<Patient[]>(client.get(`/api/patients?q=${encodeURIComponent(q)}`), 200)).map((p) => p.id);
    expect(await ids(a.mrn)).toEqual([a.id]);
    expect(await ids('1971-05-04')).toEqual([a.id]);
    expect(await ids('gout')).toEqual([a.id]);
    expect(await ids('quent')).toEqual([a.id]);
  });

  it('edits the first problem when the spec form changes the condition, and makes it inactive when cleared', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client, { condition: 'Asthma' });
    const renamed = await json<Patient>(client.patch(`/api/patients/${p.id}`, { fullName: p.fullName, age: 60, gender: 'Female', condition: 'Severe asthma', version: p.version }), 200);
    expect(renamed.condition).toBe('Severe asthma');
    const cleared = await json<Patient>(client.patch(`/api/patients/${p.id}`, { fullName: p.fullName, age: 60, gender: 'Female', condition: '', version: renamed.version }), 200);
    expect(cleared.condition).toBeNull();
    const problems = await json<Problem[]>(client.get(`/api/patients/${p.id}/problems`), 200);
    expect(problems).toEqual([expect.objectContaining({ text: 'Severe asthma', clinicalStatus: 'inactive', version: 3 })]);
    // A stale form changes neither the patient nor the problem list.
    await json(client.patch(`/api/patients/${p.id}`, { fullName: p.fullName, age: 60, gender: 'Female', condition: 'Stale', version: p.version }), 409);
    expect((await json<Problem[]>(client.get(`/api/patients/${p.id}/problems`), 200)).map((x) => x.text)).toEqual(['Severe asthma']);
  });
});

describe('chart items', () => {
  it('adds, edits at the current version, refuses a stale edit with the current item, and soft-deletes a problem, each audited', async () => {
    const { client } = await signedInDoctor({ name: 'Dr Recorder' });
    const p = await newPatient(client);
    const code = { system: SNOMED_CT, code: '38341003', display: 'Hypertensive disorder' };
    const created = await json<Problem>(client.post(`/api/patients/${p.id}/problems`, { codings: [code], onsetDate: '2019-03' }), 201);
    expect(created).toMatchObject({ codings: [code], text: null, clinicalStatus: 'active', onsetDate: '2019-03', version: 1, recordedByName: 'Dr Recorder' });
    const edited = await json<Problem>(client.patch(`/api/patients/${p.id}/problems/${created.id}`, { clinicalStatus: 'resolved', abatementDate: '2024-01-02', version: 1 }), 200);
    expect(edited).toMatchObject({ clinicalStatus: 'resolved', abatementDate: '2024-01-02', version: 2, codings: [code] });
    const stale = await json<{ current: Problem }>(client.patch(`/api/patients/${p.id}/problems/${created.id}`, { text: 'Old edit', version: 1 }), 409);
    expect(stale.current.version).toBe(2);
    await json(client.delete(`/api/patients/${p.id}/problems/${created.id}`), 200);
    expect(await json<Problem[]>(client.get(`/api/patients/${p.id}/problems`), 200)).toEqual([]);
    const history = await json<Problem[]>(client.get(`/api/patients/${p.id}/problems?history=true`), 200);
    expect(history[0]?.deletedAt).toBeTruthy();
    await json(client.delete(`/api/patients/${p.id}/problems/${created.id}`), 404);
    expect((await audit(p.id, 'problem')).map((a) => `${a.action}:${a.entityId}`)).toEqual([`create:${created.id}`, `update:${created.id}`, `delete:${created.id}`]);
  });

  it('validates with the shared messages, and a PATCH cannot leave a problem without code or text', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    const bad = await json<{ message: string }>(client.post(`/api/patients/${p.id}/problems`, { text: '', clinicalStatus: 'active' }), 400);
    expect(bad.message).toBe('Please enter the problem or choose a code.');
    const badObs = await json<{ message: string }>(client.post(`/api/patients/${p.id}/observations`, { category: 'laboratory', text: 'Glucose', effectiveAt: '2026-13-01' }), 400);
    expect(badObs.message).toBe('Please enter a date as YYYY-MM-DD or a date and time with its time zone.');
    const item = await json<Problem>(client.post(`/api/patients/${p.id}/problems`, { text: 'Gout' }), 201);
    const emptied = await json<{ message: string }>(client.patch(`/api/patients/${p.id}/problems/${item.id}`, { text: null, version: 1 }), 400);
    expect(emptied.message).toBe('Please enter the problem or choose a code.');
  });

  it('keeps the allergy status in step: has-allergies while one is active, back to not-asked when the last goes; no-known-allergies is refused while one is active', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    const nka = await json<Patient>(client.patch(`/api/patients/${p.id}`, { fullName: p.fullName, age: 60, gender: 'Female', allergyStatus: 'no-known-allergies', version: p.version }), 200);
    expect(nka.allergyStatus).toBe('no-known-allergies');
    const allergy = await json<Allergy>(client.post(`/api/patients/${p.id}/allergies`, { text: 'Penicillin', reaction: 'Anaphylaxis', severity: 'severe', criticality: 'high', category: 'medication' }), 201);
    expect(allergy).toMatchObject({ text: 'Penicillin', severity: 'severe', criticality: 'high', clinicalStatus: 'active' });
    const withAllergy = await json<Patient>(client.get(`/api/patients/${p.id}`), 200);
    expect(withAllergy.allergyStatus).toBe('has-allergies');
    const refused = await json<{ fieldErrors: Record<string, string[]> }>(
      client.patch(`/api/patients/${p.id}`, { fullName: p.fullName, age: 60, gender: 'Female', allergyStatus: 'no-known-allergies', version: withAllergy.version }),
      409,
    );
    expect(refused.fieldErrors.allergyStatus).toHaveLength(1);
    await json(client.delete(`/api/patients/${p.id}/allergies/${allergy.id}`), 200);
    expect((await json<Patient>(client.get(`/api/patients/${p.id}`), 200)).allergyStatus).toBe('not-asked');
  });

  it('keeps an observation’s codes, values at full precision and its time exactly as given', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    const bp = await json<Observation>(client.post(`/api/patients/${p.id}/observations`, BP_PANEL), 201);
    expect(bp.effectiveAt).toBe('2011-08-20T23:25:08+00:00');
    expect(bp.components.map((c) => [c.codings[0]?.code, c.valueNumber, c.unit])).toEqual([
      ['8462-4', 79.59426017010344, 'mm[Hg]'],
      ['8480-6', 115.00609084631343, 'mm[Hg]'],
    ]);
    const smoker = await json<Observation>(
      client.post(`/api/patients/${p.id}/observations`, {
        category: 'survey',
        codings: [{ system: LOINC, code: '72166-2', display: 'Tobacco smoking status NHIS' }],
        valueCodings: [{ system: SNOMED_CT, code: '266919005', display: 'Never smoker' }],
        effectiveAt: '2011-08-20T23:25:08+00:00',
      }),
      201,
    );
    expect(smoker.valueCodings).toEqual([{ system: SNOMED_CT, code: '266919005', display: 'Never smoker' }]);
    const moved = await json<Observation>(client.patch(`/api/patients/${p.id}/observations/${bp.id}`, { effectiveAt: '2012-01-01T08:00:00-05:00', interpretation: 'N', version: 1 }), 200);
    expect(moved).toMatchObject({ effectiveAt: '2012-01-01T08:00:00-05:00', interpretation: 'N', version: 2 });
  });

  it('answers 404 for another patient’s item and for a patient of another clinic, in either region', async () => {
    const a = await signedInDoctor();
    const b = await signedInDoctor();
    const eu = await signedInDoctor({ region: 'eu' });
    const p = await newPatient(a.client);
    const q = await newPatient(a.client);
    const item = await json<Problem>(a.client.post(`/api/patients/${p.id}/problems`, { text: 'Gout' }), 201);
    await json(a.client.patch(`/api/patients/${q.id}/problems/${item.id}`, { text: 'Moved', version: 1 }), 404);
    await json(a.client.delete(`/api/patients/${q.id}/problems/${item.id}`), 404);
    for (const other of [b.client, eu.client]) {
      await json(other.get(`/api/patients/${p.id}/chart`), 404);
      const bodies: Record<string, unknown> = {
        problems: { text: 'Intruder' },
        allergies: { text: 'Intruder' },
        medications: { text: 'Intruder' },
        observations: { text: 'Intruder', category: 'laboratory', valueNumber: 1, effectiveAt: '2026-01-01' },
      };
      for (const [kind, body] of Object.entries(bodies)) {
        await json(other.get(`/api/patients/${p.id}/${kind}`), 404);
        await json(other.post(`/api/patients/${p.id}/${kind}`, body), 404);
        await json(other.delete(`/api/patients/${p.id}/${kind}/${item.id}`), 404);
      }
      await json(other.patch(`/api/patients/${p.id}/problems/${item.id}`, { text: 'Changed', version: 1 }), 404);
    }
    const still = await json<Problem[]>(a.client.get(`/api/patients/${p.id}/problems`), 200);
    expect(still).toEqual([expect.objectContaining({ text: 'Gout', version: 1 })]);
  });
});

describe('medication safety at the point of care', () => {
  async function patientOnWarfarin(client: TestClient) {
    const p = await newPatient(client);
    await json<MedicationCreated>(
      client.post(`/api/patients/${p.id}/medications`, { codings: [{ system: RXNORM, code: '855332', display: 'Warfarin Sodium 5 MG Oral Tablet' }], dose: '5 mg', frequency: 'once daily' }),
      201,
    );
    return p;
  }

  it('blocks a severe interaction with 409 and the alerts, storing nothing', async () => {
    const { client } = await signedInDoctor();
    const p = await patientOnWarfarin(client);
    const blocked = await json<MedicationSafetyConflict>(client.post(`/api/patients/${p.id}/medications`, { text: 'Aspirin 81 mg', dose: '81 mg' }), 409);
    expect(blocked.message).toContain('severe safety alert');
    expect(blocked.alerts).toContainEqual(expect.objectContaining({ kind: 'interaction', severity: 'major', drugs: ['Aspirin', 'Warfarin'] }));
    expect((await json<Medication[]>(client.get(`/api/patients/${p.id}/medications`), 200)).map((m) => m.text ?? m.codings[0]?.display)).toEqual(['Warfarin Sodium 5 MG Oral Tablet']);
    expect(await audit(p.id, 'medication')).toHaveLength(1);
  });

  it('stores it with an override reason and audits the override with the reason and the alerts', async () => {
    const { client } = await signedInDoctor();
    const p = await patientOnWarfarin(client);
    const saved = await json<MedicationCreated>(client.post(`/api/patients/${p.id}/medications`, { text: 'Aspirin 81 mg', overrideReason: 'Mechanical valve: cardiology advises both' }), 201);
    expect(saved.medication.overrideReason).toBe('Mechanical valve: cardiology advises both');
    expect(saved.alerts.some((a) => a.severity === 'major')).toBe(true);
    const rows = await audit(p.id, 'medication');
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ action: 'create', entityId: saved.medication.id });
    const detail = JSON.parse(last.detail!) as { overrideReason: string; overriddenAlerts: string };
    expect(detail.overrideReason).toBe('Mechanical valve: cardiology advises both');
    expect((JSON.parse(detail.overriddenAlerts) as { kind: string }[])[0]?.kind).toBe('interaction');
    // Every chart audit row (creates, the override's detail) carries the Worker's MAC and chains.
    const verdict = await json<{ ok: boolean; checked: number }>(client.get('/api/audit-events/verify'), 200);
    expect(verdict.ok).toBe(true);
    expect(verdict.checked).toBeGreaterThanOrEqual(3);
  });

  it('blocks amoxicillin for a recorded penicillin allergy', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    await json(client.post(`/api/patients/${p.id}/allergies`, { text: 'Penicillin', reaction: 'Anaphylaxis', category: 'medication' }), 201);
    const blocked = await json<MedicationSafetyConflict>(client.post(`/api/patients/${p.id}/medications`, { codings: [{ system: RXNORM, code: '308182', display: 'Amoxicillin 250 MG Oral Capsule' }] }), 409);
    expect(blocked.alerts[0]).toMatchObject({ kind: 'allergy', severity: 'major' });
    expect(blocked.alerts[0]!.message).toContain('Anaphylaxis');
  });

  it('blocks a drug the patient is allergic to (by name and by class)', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    await json(client.post(`/api/patients/${p.id}/allergies`, { text: 'NSAIDs', reaction: 'Bronchospasm', category: 'medication' }), 201);
    const blocked = await json<MedicationSafetyConflict>(client.post(`/api/patients/${p.id}/medications`, { text: 'Ibuprofen 400 MG Oral Tablet' }), 409);
    expect(blocked.alerts[0]).toMatchObject({ kind: 'allergy', severity: 'major' });
    expect(blocked.alerts[0]!.message).toContain('Bronchospasm');
  });

  it('blocks sacubitril/valsartan after ACE-inhibitor angioedema with the label as source; a codeine intolerance blocks no opioid', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    await json(client.post(`/api/patients/${p.id}/allergies`, { text: 'Lisinopril', reaction: 'Angioedema', category: 'medication' }), 201);
    await json(client.post(`/api/patients/${p.id}/allergies`, { text: 'Codeine', reaction: 'Nausea', category: 'medication' }), 201);
    const blocked = await json<MedicationSafetyConflict>(client.post(`/api/patients/${p.id}/medications`, { text: 'Entresto 49 MG / 51 MG Oral Tablet' }), 409);
    expect(blocked.alerts[0]).toMatchObject({ kind: 'allergy', severity: 'contraindicated', source: expect.stringMatching(/Entresto .*§4/) });
    const morphine = await json<MedicationCreated>(client.post(`/api/patients/${p.id}/medications`, { text: 'Morphine 15 MG Oral Tablet' }), 201);
    expect(morphine.alerts.filter((a) => a.kind === 'allergy')).toEqual([]);
  });

  it('returns moderate alerts with the 201 without blocking, and says when a drug could not be checked', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    await json(client.post(`/api/patients/${p.id}/medications`, { text: 'Simvastatin 40 mg' }), 201);
    const moderate = await json<MedicationCreated>(client.post(`/api/patients/${p.id}/medications`, { text: 'Amlodipine 10 mg' }), 201);
    expect(moderate.alerts.length).toBeGreaterThan(0);
    expect(moderate.alerts.every((a) => a.severity !== 'major' && a.severity !== 'contraindicated')).toBe(true);
    const unknown = await json<MedicationCreated>(client.post(`/api/patients/${p.id}/medications`, { text: 'Zzyzxomab 10 mg' }), 201);
    expect(unknown.alerts).toEqual([expect.objectContaining({ kind: 'unchecked' })]);
    expect(unknown.medication.overrideReason).toBeNull();
  });

  it('checks a 15-medicine list whole: the pair at its end blocks, and an unknown ingredient of a combination is named, not dropped', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    const [adding, ...rest] = [...FIFTEEN_MEDICINES].reverse();
    for (const text of rest.reverse()) expect((await client.post(`/api/patients/${p.id}/medications`, { text, overrideReason: 'Long-standing regimen' })).status).toBe(201);
    const blocked = await json<MedicationSafetyConflict>(client.post(`/api/patients/${p.id}/medications`, { text: adding }), 409);
    expect(blocked.alerts).toContainEqual(expect.objectContaining({ kind: 'interaction', severity: 'major', drugs: [...LAST_PAIR] }));
    expect(blocked.notChecked).toContain(UNKNOWN_INGREDIENT);
    expect(blocked.alerts).toContainEqual(expect.objectContaining({ kind: 'unchecked', message: expect.stringMatching(/^zzyzxomab \(in Ezetimibe 10 MG \/ Zzyzxomab/) }));
    // The chart checks the new drug against each active one: naltrexone is checked (once known) or named.
    if (!findDrug('naltrexone')) {
      expect(blocked.notChecked).toContain('naltrexone');
      expect(blocked.alerts).toContainEqual(expect.objectContaining({ kind: 'unchecked', message: expect.stringMatching(/^naltrexone \(in naltrexone 8 MG/) }));
    }
  });

  it('never drops an unknown ingredient of a combination being added: naltrexone / bupropion for a patient on oxycodone alerts or is named', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    await json(client.post(`/api/patients/${p.id}/medications`, { text: 'Oxycodone 5 MG Oral Tablet' }), 201);
    const res = await client.post(`/api/patients/${p.id}/medications`, { text: 'naltrexone / bupropion' });
    const answer = (await res.json()) as MedicationSafetyConflict;
    expect([201, 409]).toContain(res.status);
    expectNaltrexoneNamedOrAlerted(answer.notChecked, answer.alerts.filter((a) => a.kind === 'interaction').map((a) => a.drugs ?? []));
    // What could not be checked never blocks on its own.
    if (answer.alerts.every((a) => a.kind === 'unchecked')) expect(res.status).toBe(201);
  });

  it('does not check a medication recorded as already stopped, and stops one by PATCH', async () => {
    const { client } = await signedInDoctor();
    const p = await patientOnWarfarin(client);
    const old = await json<MedicationCreated>(client.post(`/api/patients/${p.id}/medications`, { text: 'Aspirin', status: 'stopped', stopDate: '2020-01-01' }), 201);
    expect(old.alerts).toEqual([]);
    const meds = await json<Medication[]>(client.get(`/api/patients/${p.id}/medications`), 200);
    const warfarin = meds.find((m) => m.status === 'active')!;
    const stopped = await json<Medication>(client.patch(`/api/patients/${p.id}/medications/${warfarin.id}`, { status: 'stopped', stopDate: '2026-11-01', version: warfarin.version }), 200);
    expect(stopped.status).toBe('stopped');
    const now = await json<MedicationCreated>(client.post(`/api/patients/${p.id}/medications`, { text: 'Aspirin 81 mg' }), 201);
    expect(now.alerts.filter((a) => a.kind === 'interaction')).toEqual([]);
  });
});

describe('the whole chart in one answer', () => {
  it('returns patient, items, latest vitals, results, notes and appointments; another member of the clinic reads it too', async () => {
    const { client, user } = await signedInDoctor();
    const member = await clinicMember(client);
    const p = await newPatient(client, { condition: 'Hypertension' });
    await json(client.post(`/api/patients/${p.id}/observations`, BP_PANEL), 201);
    await json(client.post(`/api/patients/${p.id}/observations`, { ...BP_PANEL, effectiveAt: '2020-05-01T10:00:00Z', codings: [{ system: LOINC, code: '85354-9' }] }), 201);
    await json(
      client.post(`/api/patients/${p.id}/observations`, { category: 'vital-signs', codings: [{ system: LOINC, code: '29463-7', display: 'Body Weight' }], valueNumber: 72.5, unit: 'kg', effectiveAt: '2019-01-01' }),
      201,
    );
    await json(client.post('/api/clinical-notes', { patientId: p.id, noteContent: 'Seen today.' }), 201);
    await json(
      client.post('/api/appointments', { patientId: p.id, doctorId: user.id, dateTime: '2031-03-01T09:00:00.000Z', endDateTime: '2031-03-01T09:30:00.000Z', purpose: 'Review', type: 'Office Visit', status: 'Scheduled' }),
      201,
    );
    const chart = await json<PatientChart>(member.client.get(`/api/patients/${p.id}/chart`), 200);
    expect(chart.patient.id).toBe(p.id);
    expect(chart.problems.map((x) => x.text)).toEqual(['Hypertension']);
    expect(chart.observations.map((o) => o.effectiveAt)).toEqual(['2020-05-01T10:00:00Z', '2019-01-01', '2011-08-20T23:25:08+00:00']);
    expect(chart.latestVitals.map((o) => [o.codings[0]?.code, o.effectiveAt])).toEqual([
      ['85354-9', '2020-05-01T10:00:00Z'],
      ['29463-7', '2019-01-01'],
    ]);
    expect(chart.notes).toHaveLength(1);
    expect(chart.appointments).toHaveLength(1);
    const views = await env.DB.prepare(`SELECT count(*) AS n FROM audit_events WHERE patient_id = ? AND action = 'view'`).bind(p.id).first<{ n: number }>();
    expect(views?.n).toBe(1);
    // The read's audit row is sealed into the hash chain right after the answer, like a patient read's.
    let sealed: { hash: string | null } | null = null;
    for (let i = 0; i < 40 && !sealed?.hash; i++) {
      await new Promise((r) => setTimeout(r, 50));
      sealed = await env.DB.prepare(`SELECT hash FROM audit_events WHERE patient_id = ? AND action = 'view'`).bind(p.id).first<{ hash: string | null }>();
    }
    expect(sealed?.hash).toMatch(/^[0-9a-f]{64}$/);
    // Built by SQLite for speed, the chart's observations are exactly what the list answers.
    expect(chart.observations).toEqual(await json<Observation[]>(member.client.get(`/api/patients/${p.id}/observations`), 200));
    expect(chart.latestVitals[1]).toEqual(chart.observations[1]);
  });
});

describe('lab results become observations (one source of truth for a value)', () => {
  it('creates one observation per line, linked to the result, with numbers, ranges, flags and LOINC codes, each audited', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    const tests = [
      { name: 'Potassium', code: '2823-3', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' },
      { name: 'Sodium', value: '140', unit: 'mmol/L', referenceRange: '135-145', status: 'normal' },
      { name: 'Hepatitis B surface antigen', value: 'positive', referenceRange: 'negative', status: 'abnormal' },
      // Enough lines that the inserts must be split under D1's 100 bound parameters per statement.
      ...Array.from({ length: 27 }, (_, i) => ({ name: `Analyte ${i}`, value: String(i), unit: 'mg/dL', referenceRange: '0-100', status: 'normal' })),
    ];
    const result = await json<{ id: number }>(client.post('/api/lab-results', { patientId: p.id, labName: 'Chemistry', collectionDate: '2026-11-20T08:15:00.000Z', tests }), 201);
    const chart = await json<PatientChart>(client.get(`/api/patients/${p.id}/chart`), 200);
    expect(chart.observations).toHaveLength(30);
    expect(chart.observations.every((o) => o.labResultId === result.id && o.category === 'laboratory' && o.effectiveAt === '2026-11-20T08:15:00.000Z')).toBe(true);
    const byName = new Map(chart.observations.map((o) => [o.text, o]));
    expect(byName.get('Potassium')).toMatchObject({ codings: [{ system: LOINC, code: '2823-3', display: 'Potassium' }], valueNumber: 6.9, unit: 'mmol/L', referenceRange: { low: 3.5, high: 5.1, text: '3.5-5.1' }, interpretation: 'HH' });
    expect(byName.get('Sodium')).toMatchObject({ valueNumber: 140, interpretation: 'N' });
    expect(byName.get('Hepatitis B surface antigen')).toMatchObject({ valueNumber: null, valueText: 'positive', interpretation: 'A' });
    expect(await audit(p.id, 'observation')).toHaveLength(30);
  });

  it('does the same for a result a lab system sends with the clinic’s API key', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    const key = await json<{ key: string }>(client.post('/api/clinic/api-keys', { name: 'Lab system' }), 201);
    const res = await client.request('/api/lab-results', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key.key}` },
      json: { patientId: p.id, labName: 'HbA1c', tests: [{ name: 'Hemoglobin A1c', code: '4548-4', value: '7.9', unit: '%', referenceRange: '<5.7', status: 'abnormal' }] },
    });
    expect(res.status).toBe(201);
    const obs = await json<Observation[]>(client.get(`/api/patients/${p.id}/observations`), 200);
    expect(obs).toEqual([expect.objectContaining({ valueNumber: 7.9, interpretation: 'H', recordedBy: null, referenceRange: { high: 5.7, text: '<5.7' } })]);
  });

  it('refuses a test code that is not a LOINC code and stores nothing', async () => {
    const { client } = await signedInDoctor();
    const p = await newPatient(client);
    const bad = await json<{ message: string }>(client.post('/api/lab-results', { patientId: p.id, labName: 'Panel', tests: [{ name: 'K', code: 'potassium', value: '4', status: 'normal' }] }), 400);
    expect(bad.message).toBe('The test code must be a LOINC code such as 2345-7.');
    expect(await json<Observation[]>(client.get(`/api/patients/${p.id}/observations`), 200)).toEqual([]);
  });
});
