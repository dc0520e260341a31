import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FhirResource } from '../../core/fhir/export-resources';
import { VALIDATION_TIMEOUT_MS } from '../../core/fhir/testing/fhir-validator';
import type { Observation } from '../../core/schemas/chart';
import { LOINC, RXNORM, SNOMED_CT } from '../../core/schemas/coding';
import type { Patient } from '../../core/schemas/patients';
import { RECORD_PAGE } from '../fhir/record';
import { fhirProblemsOf } from '../test/fhir-validation';
import { clinicMember, json, signedInDoctor, TestClient } from '../test/helpers';

type Bundle = FhirResource & { total?: number; link: { relation: string; url: string }[]; entry?: { fullUrl: string; resource: FhirResource; search: { mode: string } }[] };
type Outcome = { resourceType: 'OperationOutcome'; issue: { severity: string; code: string; diagnostics: string }[] };

async function fhir<T = FhirResource>(client: TestClient, path: string, status = 200, headers: Record<string, string> = {}): Promise<T> {
  const res = await client.request(path, { headers });
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('Content-Type')).toBe('application/fhir+json; charset=utf-8');
  return JSON.parse(text) as T;
}

const resources = (bundle: Bundle) => (bundle.entry ?? []).map((e) => e.resource);
const ids = (bundle: Bundle) => resources(bundle).map((r) => `${r.resourceType}/${r.id}`);

async function auditRows(clinicId: number) {
  const rows = await env.DB.prepare('SELECT user_id AS userId, patient_id AS patientId, action, entity, entity_id AS entityId, detail FROM audit_events WHERE clinic_id = ? ORDER BY id').bind(clinicId).all<{ userId: number | null; patientId: number | null; action: string; entity: string; entityId: number | null; detail: string | null }>();
  return rows.results.map((r) => ({ ...r, detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : null }));
}

const K_SERUM = { system: LOINC, code: '2823-3', display: 'Potassium [Moles/volume] in Serum or Plasma' };
const BP = {
  category: 'vital-signs',
  codings: [{ system: LOINC, code: '85354-9', display: 'Blood pressure panel' }],
  effectiveAt: '2026-11-20T09:30:00-05:00',
  components: [
    { codings: [{ system: LOINC, code: '8480-6', display: 'Systolic blood pressure' }], valueNumber: 128, unit: 'mm[Hg]' },
    { codings: [{ system: LOINC, code: '8462-4', display: 'Diastolic blood pressure' }], valueNumber: 82, unit: 'mm[Hg]' },
  ],
};

/** A clinic with one patient whose chart has an item of every kind, and a second patient. */
async function clinicWithChart(region: 'us' | 'eu' = 'us') {
  const doctor = await signedInDoctor({ region });
  const { client } = doctor;
  const patient = await json<Patient>(client.post('/api/patients', { fullName: 'Ana María Rivera', birthDate: '1970-03-04', sex: 'female', mrn: 'H-1001', condition: 'Hypertension', contactNumber: '+1 555 0100' }), 201);
  const other = await json<Patient>(client.post('/api/patients', { fullName: 'Boris Hypertension Smith', birthDate: '1985-12-31', sex: 'male' }), 201);
  await json(client.post(`/api/patients/${patient.id}/problems`, { codings: [{ system: SNOMED_CT, code: '44054006', display: 'Diabetes mellitus type 2' }], onsetDate: '2019-03' }), 201);
  await json(client.post(`/api/patients/${patient.id}/allergies`, { codings: [{ system: SNOMED_CT, code: '764146007', display: 'Penicillin' }], reaction: 'Hives', severity: 'moderate', category: 'medication', criticality: 'high' }), 201);
  await json(client.post(`/api/patients/${patient.id}/medications`, { codings: [{ system: RXNORM, code: '860975', display: 'metformin 500 MG Extended Release Oral Tablet' }], dose: '500 mg', route: 'oral', frequency: 'twice daily', startDate: '2019-03-10' }), 201);
  const potassium = await json<Observation>(client.post(`/api/patients/${patient.id}/observations`, { category: 'laboratory', codings: [K_SERUM], valueNumber: 6.8, unit: 'mmol/L', referenceRange: { low: 3.5, high: 5.1 }, interpretation: 'HH', effectiveAt: '2026-11-21T08:00:00Z' }), 201);
  const bp = await json<Observation>(client.post(`/api/patients/${patient.id}/observations`, BP), 201);
  const gone = await json<Observation>(client.post(`/api/patients/${patient.id}/observations`, { category: 'laboratory', codings: [K_SERUM], valueNumber: 4.0, unit: 'mmol/L', effectiveAt: '2026-10-01' }), 201);
  expect((await client.delete(`/api/patients/${patient.id}/observations/${gone.id}`)).status).toBe(200);
  return { ...doctor, patient, other, potassium, bp };
}

let a: Awaited<ReturnType<typeof clinicWithChart>>;
let b: Awaited<ReturnType<typeof clinicWithChart>>;
let eu: Awaited<ReturnType<typeof clinicWithChart>>;

beforeAll(async () => {
  // Each region's database numbers its own rows: the EU one starts far above, so an id of one clinic
  // never names a record of the other region's clinic by coincidence (which would test nothing).
  await env.DB_EU.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('patients', 500000), ('observations', 500000)").run();
  a = await clinicWithChart();
  b = await clinicWithChart();
  eu = await clinicWithChart('eu');
}, 120_000);

describe('GET /fhir/R4/metadata', () => {
  it('answers without a session a valid CapabilityStatement of exactly the supported reads', async () => {
    const statement = await fhir<FhirResource & { fhirVersion: string; rest: { resource: { type: string }[] }[]; implementation: { url: string } }>(new TestClient(), '/fhir/R4/metadata');
    expect(statement.resourceType).toBe('CapabilityStatement');
    expect(statement.fhirVersion).toBe('4.0.1');
    expect(statement.implementation.url).toBe('https://medassist.test/fhir/R4');
    expect(statement.rest[0]!.resource.map((r) => r.type)).toEqual(['Patient', 'Observation', 'Practitioner', 'Condition', 'AllergyIntolerance', 'MedicationRequest', 'DiagnosticReport', 'Immunization', 'Encounter']);
    expect(await fhirProblemsOf([statement])).toEqual([]);
  }, VALIDATION_TIMEOUT_MS);
});

describe('authentication and errors as OperationOutcome', () => {
  it('answers 401 without a session, on every read, with an OperationOutcome and a Bearer challenge', async () => {
    for (const path of [`/fhir/R4/Patient/${a.patient.id}`, '/fhir/R4/Patient?name=ana', `/fhir/R4/Patient/${a.patient.id}/$everything`, `/fhir/R4/Observation?patient=${a.patient.id}`, `/fhir/R4/Practitioner/${a.user.id}`]) {
      const res = await new TestClient().get(path);
      expect(res.status, path).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
      const body = (await res.json()) as Outcome;
      expect(body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'login' }] });
    }
  });

  it('answers an unknown id 404, a malformed one 404, and a deleted patient 410 Gone', async () => {
    const unknown = await fhir<Outcome>(a.client, '/fhir/R4/Patient/987654321', 404);
    expect(unknown.issue[0]).toMatchObject({ code: 'not-found', diagnostics: 'Patient/987654321 is not known here.' });
    await fhir(a.client, '/fhir/R4/Patient/abc', 404);
    const doomed = await json<Patient>(a.client.post('/api/patients', { fullName: 'Deleted Person', birthDate: '1990-01-01', sex: 'other' }), 201);
    expect((await a.client.delete(`/api/patients/${doomed.id}`)).status).toBe(200);
    const gone = await fhir<Outcome>(a.client, `/fhir/R4/Patient/${doomed.id}`, 410);
    expect(gone.issue[0]!.code).toBe('deleted');
    await fhir(a.client, `/fhir/R4/Patient/${doomed.id}/$everything`, 410);
    const search = await fhir<Bundle>(a.client, `/fhir/R4/Patient?name=Deleted`);
    expect(search.total).toBe(0);
    expect(await fhirProblemsOf([unknown, gone, search])).toEqual([]);
  }, VALIDATION_TIMEOUT_MS);

  it('answers an unsupported path, type or interaction 404 and a request from another site 403, both as OperationOutcome', async () => {
    expect((await fhir<Outcome>(a.client, '/fhir/R4/Encounter?patient=1', 404)).issue[0]!.code).toBe('not-found');
    const post = await a.client.request('/fhir/R4/Patient', { method: 'POST', headers: { 'Content-Type': 'application/fhir+json' }, body: '{"resourceType":"Patient"}' });
    expect(post.status).toBe(404);
    expect(((await post.json()) as Outcome).resourceType).toBe('OperationOutcome');
    const cross = await fhir<Outcome>(a.client, `/fhir/R4/Patient/${a.patient.id}`, 403, { 'Sec-Fetch-Site': 'cross-site' });
    expect(cross.issue[0]!.code).toBe('forbidden');
  });

  it('sends no-store and nosniff, like every answer with patient data', async () => {
    const res = await a.client.get(`/fhir/R4/Patient/${a.patient.id}`);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('GET /fhir/R4/Patient/:id', () => {
  it('answers a valid Patient with the clinic’s record number, and audits the read as a FHIR view', async () => {
    const patient = await fhir<FhirResource & { identifier: { system: string; value: string }[]; name: { text: string }[]; birthDate: string; gender: string }>(a.client, `/fhir/R4/Patient/${a.patient.id}`);
    expect(patient).toMatchObject({ resourceType: 'Patient', id: String(a.patient.id), birthDate: '1970-03-04', gender: 'female', name: [{ text: 'Ana María Rivera' }] });
    expect(patient.identifier[0]).toMatchObject({ system: `urn:medassist:clinic:${a.user.clinicId}:mrn`, value: 'H-1001' });
    expect(await fhirProblemsOf([patient])).toEqual([]);
    const last = (await auditRows(a.user.clinicId)).at(-1)!;
    expect(last).toEqual({ userId: a.user.id, patientId: a.patient.id, action: 'view', entity: 'patient', entityId: a.patient.id, detail: { api: 'fhir' } });
  }, VALIDATION_TIMEOUT_MS);

  it("answers another clinic's patient, in the same region or the other, exactly like an unknown one, and audits nothing", async () => {
    const before = (await auditRows(b.user.clinicId)).length;
    for (const [viewer, owner] of [[b, a], [eu, a], [a, eu]] as const) {
      const theirs = await fhir<Outcome>(viewer.client, `/fhir/R4/Patient/${owner.patient.id}`, 404);
      const unknown = await fhir<Outcome>(viewer.client, '/fhir/R4/Patient/987654321', 404);
      expect(JSON.stringify(theirs).replaceAll(String(owner.patient.id), 'ID')).toBe(JSON.stringify(unknown).replaceAll('987654321', 'ID'));
      await fhir(viewer.client, `/fhir/R4/Patient/${owner.patient.id}/$everything`, 404);
    }
    expect((await auditRows(b.user.clinicId)).length).toBe(before);
  });
});

describe('GET /fhir/R4/Patient (search)', () => {
  const search = (client: TestClient, query: string) => fhir<Bundle>(client, `/fhir/R4/Patient?${query}`);

  it('finds by the start of any word of the name, case- and accent-insensitively, and not by the condition', async () => {
    expect(ids(await search(a.client, 'name=rive'))).toEqual([`Patient/${a.patient.id}`]);
    expect(ids(await search(a.client, 'name=MARIA'))).toEqual([`Patient/${a.patient.id}`]);
    expect(ids(await search(a.client, 'name=ana%20riv'))).toEqual([`Patient/${a.patient.id}`]);
    expect(ids(await search(a.client, 'name=ivera'))).toEqual([]);
    // Ana's condition is Hypertension; only Boris has the word in his name.
    expect(ids(await search(a.client, 'name=hypert'))).toEqual([`Patient/${a.other.id}`]);
  });

  it('finds by birth date (a day, a month, a year, or a bound) and by record number (with or without the clinic’s system)', async () => {
    expect(ids(await search(a.client, 'birthdate=1970-03-04'))).toEqual([`Patient/${a.patient.id}`]);
    expect(ids(await search(a.client, 'birthdate=1970-03'))).toEqual([`Patient/${a.patient.id}`]);
    expect(ids(await search(a.client, 'birthdate=1985'))).toEqual([`Patient/${a.other.id}`]);
    expect(ids(await search(a.client, 'birthdate=ge1980-01-01'))).toEqual([`Patient/${a.other.id}`]);
    expect(ids(await search(a.client, 'birthdate=1970-03-05'))).toEqual([]);
    expect(ids(await search(a.client, 'identifier=H-1001'))).toEqual([`Patient/${a.patient.id}`]);
    const system = encodeURIComponent(`urn:medassist:clinic:${a.user.clinicId}:mrn|H-1001`);
    expect(ids(await search(a.client, `identifier=${system}`))).toEqual([`Patient/${a.patient.id}`]);
    expect(ids(await search(a.client, `identifier=${encodeURIComponent('http://hospital.example/mrn|H-1001')}`))).toEqual([]);
    expect(ids(await search(a.client, 'name=ana&birthdate=1985'))).toEqual([]);
  });

  it('answers a valid searchset with fullUrls, a self link, the total, and audits the search with its query', async () => {
    const bundle = await search(a.client, 'name=ana&birthdate=1970');
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1, link: [{ relation: 'self', url: 'https://medassist.test/fhir/R4/Patient?name=ana&birthdate=1970' }] });
    expect(bundle.entry![0]).toMatchObject({ fullUrl: `https://medassist.test/fhir/R4/Patient/${a.patient.id}`, search: { mode: 'match' } });
    expect(await fhirProblemsOf([bundle])).toEqual([]);
    const last = (await auditRows(a.user.clinicId)).at(-1)!;
    expect(last).toEqual({ userId: a.user.id, patientId: null, action: 'list', entity: 'patient', entityId: null, detail: { api: 'fhir', name: 'ana', birthdate: '1970' } });
  }, VALIDATION_TIMEOUT_MS);

  it('pages with _count and a next link; the total is given on the last page', async () => {
    const first = await search(a.client, '_count=1');
    expect(first.entry).toHaveLength(1);
    expect(first.total).toBeUndefined();
    const next = first.link.find((l) => l.relation === 'next')!.url;
    expect(next).toBe('https://medassist.test/fhir/R4/Patient?_count=1&_offset=1');
    const all = await search(a.client, '');
    const second = await fhir<Bundle>(a.client, next.replace('https://medassist.test', ''));
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 2));
  });

  it("never shows another clinic's patients, even when the search names them", async () => {
    for (const [viewer, owner] of [[b, a], [eu, a], [a, eu]] as const) {
      const bundle = await search(viewer.client, `identifier=H-1001&name=${encodeURIComponent(owner.patient.fullName)}`);
      expect(ids(bundle)).toEqual([`Patient/${viewer.patient.id}`]);
    }
  });

  it('refuses unknown parameters, modifiers, repeats, bad dates and page sizes with 400', async () => {
    for (const query of ['family=Rivera', 'name:exact=Ana', 'name=a&name=b', 'birthdate=1970-02-30', 'birthdate=ne1970', '_count=0', '_count=101', '_format=xml', '_offset=-1']) {
      const outcome = await fhir<Outcome>(a.client, `/fhir/R4/Patient?${query}`, 400);
      expect(outcome.issue[0]!.code, query).toBe('invalid');
    }
  });
});

describe('GET /fhir/R4/Patient/:id/$everything', () => {
  it('answers a valid searchset of the Patient and every live chart item, codings and values exactly as entered', async () => {
    const bundle = await fhir<Bundle>(a.client, `/fhir/R4/Patient/${a.patient.id}/$everything`);
    const types = resources(bundle).map((r) => r.resourceType);
    expect(types).toEqual(['Patient', 'Condition', 'Condition', 'AllergyIntolerance', 'MedicationRequest', 'Observation', 'Observation']);
    expect(bundle.total).toBe(7);
    const potassium = resources(bundle).find((r) => r.resourceType === 'Observation' && r.id === String(a.potassium.id))!;
    expect(potassium).toMatchObject({ code: { coding: [K_SERUM] }, valueQuantity: { value: 6.8, unit: 'mmol/L' }, effectiveDateTime: '2026-11-21T08:00:00Z', interpretation: [{ coding: [{ code: 'HH' }] }] });
    const bp = resources(bundle).find((r) => r.resourceType === 'Observation' && r.id === String(a.bp.id)) as FhirResource & { component: unknown[] };
    expect(bp.component).toHaveLength(2);
    expect(bp).toMatchObject({ effectiveDateTime: BP.effectiveAt, component: [{ valueQuantity: { value: 128 } }, { valueQuantity: { value: 82 } }] });
    expect(await fhirProblemsOf([bundle, ...resources(bundle)])).toEqual([]);
    const last = (await auditRows(a.user.clinicId)).at(-1)!;
    expect(last).toEqual({ userId: a.user.id, patientId: a.patient.id, action: 'view', entity: 'patient', entityId: a.patient.id, detail: { api: 'fhir', operation: 'everything' } });
  }, VALIDATION_TIMEOUT_MS);

  it('streams a record larger than one read page whole, in id order, with the right total', async () => {
    const big = await json<Patient>(a.client.post('/api/patients', { fullName: 'Long History', birthDate: '1950-01-01', sex: 'male' }), 201);
    const n = RECORD_PAGE * 2 + 7;
    // Years of lab values, written straight into D1 (creating them one request at a time would take minutes here).
    await env.DB.prepare(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
       INSERT INTO observations (clinic_id, patient_id, codings, text, recorded_at, category, status, code, value_number, unit, effective_at, effective_ms)
       SELECT ?, ?, '[{"system":"http://loinc.org","code":"2345-7","display":"Glucose"}]', 'Glucose', '2020-01-01', 'laboratory', 'final', '2345-7', 90 + i % 40, 'mg/dL',
         strftime('%Y-%m-%dT%H:%M:%SZ', 1577836800 + i * 86400, 'unixepoch'), (1577836800 + i * 86400) * 1000 FROM k`,
    )
      .bind(n, a.user.clinicId, big.id)
      .run();
    const res = await a.client.get(`/fhir/R4/Patient/${big.id}/$everything`);
    expect(res.headers.get('Content-Length')).toBeNull();
    const bundle = (await res.json()) as Bundle;
    expect(bundle.total).toBe(n + 1);
    expect(bundle.entry).toHaveLength(n + 1);
    const observationIds = resources(bundle).filter((r) => r.resourceType === 'Observation').map((r) => Number(r.id));
    expect(observationIds).toEqual([...observationIds].sort((x, y) => x - y));
    expect(new Set(observationIds).size).toBe(n);
  });

  it('gives a result entered in the app as a final DiagnosticReport whose results are its observations', async () => {
    const p = await json<Patient>(a.client.post('/api/patients', { fullName: 'Result Person', birthDate: '1960-06-01', sex: 'female' }), 201);
    const lab = await json<{ id: number }>(a.client.post('/api/lab-results', { patientId: p.id, labName: 'Basic metabolic panel', tests: [{ name: 'Sodium', value: '139', unit: 'mmol/L', referenceRange: '135-145', status: 'normal' }, { name: 'Potassium', value: '4.1', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'normal' }] }), 201);
    const bundle = await fhir<Bundle>(a.client, `/fhir/R4/Patient/${p.id}/$everything`);
    const report = resources(bundle).find((r) => r.resourceType === 'DiagnosticReport') as FhirResource & { result: { reference: string }[] };
    expect(report).toMatchObject({ id: String(lab.id), status: 'final', code: { text: 'Basic metabolic panel' }, category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB' }] }], subject: { reference: `Patient/${p.id}` } });
    const observations = resources(bundle).filter((r) => r.resourceType === 'Observation').map((r) => `Observation/${r.id}`);
    expect(observations).toHaveLength(2);
    expect(report.result.map((r) => r.reference)).toEqual(observations);
    expect(bundle.total).toBe(4);
    expect(await fhirProblemsOf([bundle, ...resources(bundle)])).toEqual([]);
  }, VALIDATION_TIMEOUT_MS);

  it('takes no search parameters it does not support', async () => {
    await fhir(a.client, `/fhir/R4/Patient/${a.patient.id}/$everything?_since=2020-01-01`, 400);
  });
});

describe('GET /fhir/R4/Observation (search)', () => {
  const search = (client: TestClient, query: string) => fhir<Bundle>(client, `/fhir/R4/Observation?${query}`);

  it('needs the patient, as patient or subject, and finds by code or system|code (comma for either)', async () => {
    expect((await fhir<Outcome>(a.client, '/fhir/R4/Observation?code=2823-3', 400)).issue[0]!.diagnostics).toMatch(/needs patient/);
    await fhir(a.client, '/fhir/R4/Observation?patient=Practitioner/1', 400);
    const all = await search(a.client, `patient=${a.patient.id}`);
    // Newest first (the potassium of 21 November, then the blood pressure of the 20th); the deleted one is not there.
    expect(ids(all)).toEqual([`Observation/${a.potassium.id}`, `Observation/${a.bp.id}`]);
    expect(ids(await search(a.client, `subject=Patient/${a.patient.id}&code=2823-3`))).toEqual([`Observation/${a.potassium.id}`]);
    expect(ids(await search(a.client, `patient=Patient/${a.patient.id}&code=${encodeURIComponent(`${LOINC}|85354-9`)}`))).toEqual([`Observation/${a.bp.id}`]);
    expect(ids(await search(a.client, `patient=${a.patient.id}&code=${encodeURIComponent(`http://snomed.info/sct|2823-3`)}`))).toEqual([]);
    expect(ids(await search(a.client, `patient=${a.patient.id}&code=2823-3,85354-9`))).toEqual([`Observation/${a.potassium.id}`, `Observation/${a.bp.id}`]);
    const last = (await auditRows(a.user.clinicId)).at(-1)!;
    expect(last).toMatchObject({ userId: a.user.id, patientId: a.patient.id, action: 'list', entity: 'observation', detail: { api: 'fhir', patient: String(a.patient.id), code: '2823-3,85354-9' } });
    // A component's code is not the observation's code (that would be component-code).
    expect(ids(await search(a.client, `patient=${a.patient.id}&code=8480-6`))).toEqual([]);
    expect(await fhirProblemsOf([all])).toEqual([]);
  }, VALIDATION_TIMEOUT_MS);

  it('refuses more code alternatives than one D1 statement can bind (60) with an OperationOutcome, and searches 40 (the cap) with every system|code', async () => {
    const codes = (n: number) => [...Array(n - 1).keys()].map((i) => encodeURIComponent(`${LOINC}|0000${i}-0`)).concat('2823-3').join(',');
    const refused = await fhir<Outcome>(a.client, `/fhir/R4/Observation?patient=${a.patient.id}&code=${codes(60)}`, 400);
    expect(refused.resourceType).toBe('OperationOutcome');
    expect(refused.issue[0]!.diagnostics).toBe('code lists 60 alternatives; at most 40 are searched at once. Split the search into several requests.');
    expect(ids(await search(a.client, `patient=${a.patient.id}&code=${codes(40)}`))).toEqual([`Observation/${a.potassium.id}`]);
  });

  it('pages with _count', async () => {
    const first = await search(a.client, `patient=${a.patient.id}&_count=1`);
    expect(ids(first)).toEqual([`Observation/${a.potassium.id}`]);
    const second = await fhir<Bundle>(a.client, first.link.find((l) => l.relation === 'next')!.url.replace('https://medassist.test', ''));
    expect(ids(second)).toEqual([`Observation/${a.bp.id}`]);
    expect(second.link.find((l) => l.relation === 'next')).toBeUndefined();
    expect(second.total).toBe(2);
  });

  it("answers another clinic's patient with the same empty searchset as an unknown one", async () => {
    for (const [viewer, owner] of [[b, a], [eu, a], [a, eu]] as const) {
      const theirs = await search(viewer.client, `patient=${owner.patient.id}`);
      const unknown = await search(viewer.client, 'patient=987654321');
      expect(theirs.total).toBe(0);
      expect({ ...theirs, timestamp: '', link: [] }).toEqual({ ...unknown, timestamp: '', link: [] });
    }
  });
});

describe('who may read', () => {
  it('a colleague in the same clinic reads the patient; their reads are audited under their own name', async () => {
    const colleague = await clinicMember(a.client);
    await fhir(colleague.client, `/fhir/R4/Patient/${a.patient.id}`);
    expect((await auditRows(a.user.clinicId)).at(-1)).toMatchObject({ userId: colleague.user.id, action: 'view', patientId: a.patient.id });
  });
});

describe('roles (DESIGN.md §8): FHIR reads are clinical reads', () => {
  it('front desk is refused with 403 as an OperationOutcome; read-only and nurse read', async () => {
    const frontDesk = await clinicMember(a.client, {}, 'front-desk');
    for (const path of [`/fhir/R4/Patient/${a.patient.id}`, `/fhir/R4/Patient/${a.patient.id}/$everything`, '/fhir/R4/Patient?name=ana', `/fhir/R4/Observation?patient=${a.patient.id}`]) {
      expect((await fhir<Outcome>(frontDesk.client, path, 403)).issue[0]!.code, path).toBe('forbidden');
    }
    for (const role of ['read-only', 'nurse']) {
      const member = await clinicMember(a.client, {}, role);
      await fhir(member.client, `/fhir/R4/Patient/${a.patient.id}/$everything`);
    }
  });
});

describe('a clinic API key with the fhir:read scope', () => {
  type KeyInfo = { id: number; key: string };
  const createKey = async (owner: TestClient, scopes: string[]) => json<KeyInfo>(owner.post('/api/clinic/api-keys', { name: 'EHR reader', scopes }), 201);
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

  it('reads the clinic’s patients without a session; each read is audited as the key’s, with no user', async () => {
    const { key } = await createKey(a.client, ['fhir:read']);
    const system = new TestClient();
    const patient = await fhir(system, `/fhir/R4/Patient/${a.patient.id}`, 200, bearer(key));
    expect(patient.id).toBe(String(a.patient.id));
    expect((await auditRows(a.user.clinicId)).at(-1)).toEqual({ userId: null, patientId: a.patient.id, action: 'view', entity: 'patient', entityId: a.patient.id, detail: { api: 'fhir', apiKey: true } });
    const everything = await fhir<Bundle>(system, `/fhir/R4/Patient/${a.patient.id}/$everything`, 200, bearer(key));
    expect(everything.total).toBe(7);
    expect(ids(await fhir<Bundle>(system, '/fhir/R4/Patient?identifier=H-1001', 200, bearer(key)))).toEqual([`Patient/${a.patient.id}`]);
    expect(ids(await fhir<Bundle>(system, `/fhir/R4/Observation?patient=${a.patient.id}&code=2823-3`, 200, bearer(key)))).toEqual([`Observation/${a.potassium.id}`]);
    expect((await auditRows(a.user.clinicId)).at(-1)).toMatchObject({ userId: null, action: 'list', entity: 'observation', detail: { api: 'fhir', apiKey: true } });
  });

  it('refuses a lab key (403, no fhir:read scope), an unknown or revoked key (401), and a key does not open the app’s API', async () => {
    const lab = await createKey(a.client, ['lab:write']);
    const refused = await fhir<Outcome>(new TestClient(), `/fhir/R4/Patient/${a.patient.id}`, 403, bearer(lab.key));
    expect(refused.issue[0]).toMatchObject({ code: 'forbidden', diagnostics: 'This API key lacks the fhir:read scope.' });
    await fhir(new TestClient(), `/fhir/R4/Patient/${a.patient.id}`, 401, bearer('mak_unknownunknownunknownunknown'));
    const reader = await createKey(a.client, ['fhir:read']);
    expect((await a.client.delete(`/api/clinic/api-keys/${reader.id}`)).status).toBeLessThan(300);
    await fhir(new TestClient(), `/fhir/R4/Patient/${a.patient.id}`, 401, bearer(reader.key));
    const live = await createKey(a.client, ['fhir:read']);
    expect((await new TestClient().request(`/api/patients/${a.patient.id}`, { headers: bearer(live.key) })).status).toBe(401);
  });

  it("sees only its own clinic: another clinic's patient (same region or the other) is unknown, and searches never show one", async () => {
    for (const [viewer, owner] of [[b, a], [eu, a], [a, eu]] as const) {
      const { key } = await createKey(viewer.client, ['fhir:read']);
      const system = new TestClient();
      await fhir(system, `/fhir/R4/Patient/${owner.patient.id}`, 404, bearer(key));
      await fhir(system, `/fhir/R4/Patient/${owner.patient.id}/$everything`, 404, bearer(key));
      expect((await fhir<Bundle>(system, `/fhir/R4/Observation?patient=${owner.patient.id}`, 200, bearer(key))).total).toBe(0);
      expect(ids(await fhir<Bundle>(system, `/fhir/R4/Patient?name=${encodeURIComponent(owner.patient.fullName)}`, 200, bearer(key)))).toEqual([`Patient/${viewer.patient.id}`]);
    }
  });
});
