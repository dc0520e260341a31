// Issue 32 "wrong-patient matching": a source id is matched only within its source (the entry's
// fullUrl base, else meta.source, else the source the importer names), a bare reference never names
// a MedAssist patient, a match that differs in birth date or family name is a conflict that changes
// nothing, and two concurrent imports of one patient make one patient.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PatientChart } from '../../core/schemas/chart';
import { clinicState, importBundle } from '../test/fhir-import-client';
import { SYNTHEA_SAMPLES } from '../test/fhir-samples';
import { signedInDoctor } from '../test/helpers';

const bundle = (entry: unknown[]) => ({ resourceType: 'Bundle', type: 'collection', entry });
const person = (family: string, birthDate: string, extra: Record<string, unknown> = {}) => ({ resourceType: 'Patient', id: '1', name: [{ use: 'official', family, given: ['Alex'] }], birthDate, ...extra });
const condition = (id: string, text: string, subject = 'Patient/1') => ({ resourceType: 'Condition', id, code: { text }, subject: { reference: subject }, clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] } });
const bare = (...resources: unknown[]) => bundle(resources.map((resource) => ({ resource })));

async function chartOf(client: Awaited<ReturnType<typeof signedInDoctor>>['client'], id: number) {
  return (await (await client.get(`/api/patients/${id}/chart`)).json()) as PatientChart;
}

describe('source ids are namespaced by their source (issue 32)', () => {
  it('two sources that both send Patient/1 make two patients: by the source named on import, by meta.source, by fullUrl base', async () => {
    const { client, user } = await signedInDoctor();
    const a = await importBundle(client, bare(person('Smith', '1970-01-01'), condition('c1', 'Asthma')), 200, undefined, 'Lab A');
    const b = await importBundle(client, bare(person('Jones', '1980-02-02'), condition('c1', 'Gout')), 200, undefined, 'Lab B');
    expect(b.counts.Patient).toMatchObject({ created: 1 });
    expect(b.patients[0]!.id).not.toBe(a.patients[0]!.id);
    const meta = (source: string) => ({ meta: { source } });
    const c = await importBundle(client, bare(person('Brown', '1990-03-03', meta('https://ehr-c.example/fhir'))));
    const d = await importBundle(client, bundle([{ fullUrl: 'https://ehr-d.example/fhir/Patient/1', resource: person('Green', '2000-04-04') }]));
    expect(new Set([a, b, c, d].map((x) => x.patients[0]!.id)).size).toBe(4);
    expect((await clinicState(user.clinicId)).counts.patients).toBe(4);
    expect((await chartOf(client, a.patients[0]!.id)).problems.map((p) => p.text)).toEqual(['Asthma']);
    expect((await chartOf(client, b.patients[0]!.id)).problems.map((p) => p.text)).toEqual(['Gout']);

    // The same source again is the same patient: nothing new.
    const again = await importBundle(client, bare(person('Smith', '1970-01-01'), condition('c1', 'Asthma')), 200, undefined, 'Lab A');
    expect(again.patients).toEqual(a.patients);
    expect(again.counts.Patient).toMatchObject({ created: 0, unchanged: 1 });
  });

  it('asks for the source (400, nothing stored) when a bundle has neither fullUrl bases nor meta.source and none is named', async () => {
    const { client, user } = await signedInDoctor();
    const before = await clinicState(user.clinicId);
    const refused = await importBundle(client, bare(person('Smith', '1970-01-01'), condition('c1', 'Asthma')), 400);
    expect(refused.message).toBe('This bundle names its records only by type and id (such as Patient/1), which another system may use for another person. Name the system it comes from under Source system and import it again.');
    expect(refused.fieldErrors?.source).toEqual([refused.message]);
    expect(await clinicState(user.clinicId)).toEqual(before);
  });

  it('never resolves a bare Patient/<n> to MedAssist’s own patient n, and a Patient with that id is a patient of its own', async () => {
    const { client, user } = await signedInDoctor();
    const own = (await (await client.post('/api/patients', { fullName: 'Own Patient', age: 50, gender: 'Female' })).json()) as { id: number };
    const chartBefore = await chartOf(client, own.id);
    const orphan = await importBundle(client, bare(condition('c9', 'Stroke', `Patient/${own.id}`)), 200, undefined, 'Lab A');
    expect(orphan.counts.Condition).toMatchObject({ created: 0, failed: 1 });
    expect(orphan.errors[0]?.reason).toMatch(/neither in the bundle nor a patient of this clinic/);
    const named = await importBundle(client, bare({ ...person('Other', '1961-06-06'), id: String(own.id) }, condition('c9', 'Stroke', `Patient/${own.id}`)), 200, undefined, 'Lab A');
    expect(named.patients[0]!.id).not.toBe(own.id);
    expect(await chartOf(client, own.id)).toEqual(chartBefore);
    expect((await clinicState(user.clinicId)).counts.patients).toBe(2);
  });
});

describe('a match that is not the same person is a conflict (issue 32)', () => {
  it.each([
    ['birth date', person('Smith', '1971-01-01')],
    ['family name', person('Smyth', '1970-01-01')],
  ])('a different %s: reported, and nothing of that patient is changed or added', async (what, changed) => {
    const { client, user } = await signedInDoctor();
    const first = await importBundle(client, bare(person('Smith', '1970-01-01', { gender: 'female' }), condition('c1', 'Asthma')), 200, undefined, 'Lab A');
    const id = first.patients[0]!.id;
    const before = await clinicState(user.clinicId);
    const answer = await importBundle(client, bare({ ...changed, gender: 'male' }, condition('c2', 'Diabetes')), 200, undefined, 'Lab A');
    expect(answer.patients).toEqual([]);
    expect(answer.counts.Patient).toMatchObject({ created: 0, updated: 0, failed: 1 });
    expect(answer.counts.Condition).toMatchObject({ created: 0, failed: 1 });
    expect(answer.errors[0]).toEqual({ resourceType: 'Patient', id: 'Patient/1', reason: expect.stringContaining(`Conflict: this record matches patient ${id} of this clinic by its source id or identifier, but the ${what} differs; nothing of that patient was changed or added.`) });
    expect(await clinicState(user.clinicId)).toEqual(before);
  });

  it('a patient matched by an identifier from another source is checked the same way', async () => {
    const { client, user } = await signedInDoctor();
    const identifier = [{ system: 'http://hospital.example/mrn', value: 'H-77' }];
    await importBundle(client, bare(person('Smith', '1970-01-01', { identifier })), 200, undefined, 'Lab A');
    const before = await clinicState(user.clinicId);
    const answer = await importBundle(client, bare(person('Jones', '1970-01-01', { identifier }), condition('c1', 'Gout')), 200, undefined, 'Lab B');
    expect(answer.errors[0]?.reason).toMatch(/^Conflict: .* family name differs/);
    expect(await clinicState(user.clinicId)).toEqual(before);
  });
});

describe('concurrent imports of one patient (issue 32)', () => {
  it('two imports of the same bundle in parallel make one patient with one chart, and a third creates nothing', async () => {
    const { client, user } = await signedInDoctor();
    const [one, two] = await Promise.all([importBundle(client, SYNTHEA_SAMPLES.mao()), importBundle(client, SYNTHEA_SAMPLES.mao())]);
    expect(two.patients.map((p) => p.id)).toEqual(one.patients.map((p) => p.id));
    const state = await clinicState(user.clinicId);
    expect(state.counts.patients).toBe(1);
    const encounters = SYNTHEA_SAMPLES.mao().entry.filter((e) => e.resource.resourceType === 'Encounter').length;
    expect(state.counts.encounters).toBe(encounters);
    const rows = await env.DB.prepare("SELECT count(DISTINCT entity_id) AS n FROM fhir_sources WHERE clinic_id = ? AND entity = 'patient'").bind(user.clinicId).first<{ n: number }>();
    expect(rows!.n).toBe(1);
    const third = await importBundle(client, SYNTHEA_SAMPLES.mao());
    for (const [type, c] of Object.entries(third.counts)) expect(c.created, type).toBe(0);
    expect((await clinicState(user.clinicId)).counts).toEqual(state.counts);
  });

  it('also when the patient has no record number to collide on (only the source id is unique)', async () => {
    const { client, user } = await signedInDoctor();
    const one = bundle([
      { fullUrl: 'urn:uuid:0b7e1d52-0000-4000-8000-000000000001', resource: person('Smith', '1970-01-01') },
      { fullUrl: 'urn:uuid:0b7e1d52-0000-4000-8000-000000000002', resource: condition('c1', 'Asthma', 'urn:uuid:0b7e1d52-0000-4000-8000-000000000001') },
    ]);
    const answers = await Promise.all([importBundle(client, one), importBundle(client, one), importBundle(client, one)]);
    expect(new Set(answers.map((a) => a.patients[0]?.id)).size).toBe(1);
    const state = await clinicState(user.clinicId);
    expect(state.counts.patients).toBe(1);
    expect(state.counts.problems).toBe(1);
  });
});
