import { beforeAll, describe, expect, it } from 'vitest';
import type { FhirResource } from '../../core/fhir/export-resources';
import { mapFhirBundle } from '../../core/fhir/import-bundle';
import { VALIDATION_TIMEOUT_MS } from '../../core/fhir/testing/fhir-validator';
import type { ImportAnswer } from '../fhir/import-bundle';
import { fhirProblemsOf, usCoreDropsOf } from '../test/fhir-validation';
import { SYNTHEA_SAMPLES } from '../test/fhir-samples';
import { signedInDoctor, type TestClient } from '../test/helpers';

// Issue 19's round trip, through the real routes and a real local D1: each shared Synthea sample
// is imported (POST /api/fhir/import) and read back (GET /fhir/R4/Patient/:id/$everything). What
// comes out is valid FHIR R4 and keeps the demographics, the active problems, the allergies, the
// active medications and every observation's code, value and time exactly as the source wrote them.
// Every resource that names a US Core 6.1 profile in meta.profile meets it (the validation service
// checks the claimed profiles too), and the US Core must-support elements the samples had and the
// export does not keep are exactly those docs/api.md lists.

type Fhir = Record<string, unknown>;
type Bundle = FhirResource & { total: number; entry: { fullUrl: string; resource: FhirResource }[] };

const codingOf = (concept: unknown) => ((concept as { coding?: unknown[] } | undefined)?.coding ?? []).map((c) => ({ ...(c as Fhir) }));
const valueOf = (element: Fhir) => {
  const q = element.valueQuantity as Fhir | undefined;
  if (q) return { value: q.value, code: q.code };
  if (element.valueCodeableConcept) return { coding: codingOf(element.valueCodeableConcept) };
  return { string: element.valueString };
};
/** An observation's code, value (and its components') and time, as FHIR writes them. */
const essence = (o: Fhir) =>
  JSON.stringify({
    code: codingOf(o.code),
    value: valueOf(o),
    components: ((o.component as Fhir[] | undefined) ?? []).map((c) => ({ code: codingOf(c.code), value: valueOf(c) })),
    time: o.effectiveDateTime,
  });

/** The US Core must-support elements the export does not keep (docs/api.md, "US Core 6.1"): what the samples have of them. */
const DROPPED_MUST_SUPPORT: Readonly<Record<string, readonly string[]>> = {
  Patient: ['Patient.telecom.use'],
  Condition: ['Condition.verificationStatus'],
  AllergyIntolerance: ['AllergyIntolerance.verificationStatus'],
  MedicationRequest: ['MedicationRequest.dosageInstruction.doseAndRate', 'MedicationRequest.dosageInstruction.doseAndRate.dose[x]', 'MedicationRequest.dosageInstruction.timing', 'MedicationRequest.encounter'],
  Encounter: ['Encounter.hospitalization', 'Encounter.hospitalization.dischargeDisposition', 'Encounter.participant', 'Encounter.participant.individual', 'Encounter.serviceProvider'],
};

let client: TestClient;
beforeAll(async () => {
  ({ client } = await signedInDoctor());
});

describe.each(Object.keys(SYNTHEA_SAMPLES) as (keyof typeof SYNTHEA_SAMPLES)[])('round trip of the %s sample: import → $everything', (name) => {
  const source = SYNTHEA_SAMPLES[name]();
  const sourceOf = (type: string) => source.entry.map((e) => e.resource).filter((r) => r.resourceType === type);
  let bundle: Bundle;
  let exported: FhirResource[];
  let answer: ImportAnswer;

  beforeAll(async () => {
    const res = await client.request('/api/fhir/import', { method: 'POST', headers: { 'Content-Type': 'application/fhir+json' }, body: JSON.stringify(source) });
    expect(res.status).toBe(200);
    answer = (await res.json()) as ImportAnswer;
    expect(answer.errors).toEqual([]);
    const read = await client.get(`/fhir/R4/Patient/${answer.patients[0]!.id}/$everything`);
    expect(read.status).toBe(200);
    bundle = (await read.json()) as Bundle;
    exported = bundle.entry.map((e) => e.resource);
  }, 120_000);

  it('answers only valid FHIR R4, each resource meeting the US Core profile it names', async () => {
    expect(bundle.total).toBe(exported.length);
    expect(await fhirProblemsOf([bundle, ...exported])).toEqual([]);
    const profiled = exported.filter((r) => ((r.meta as { profile?: string[] } | undefined)?.profile ?? []).length > 0);
    // Everything but the orders without a prescriber, reports without times and visits without a type.
    expect(profiled.length).toBeGreaterThan(exported.length / 2);
    expect(exported.filter((r) => r.resourceType === 'Patient' || r.resourceType === 'Condition').every((r) => profiled.includes(r))).toBe(true);
  }, VALIDATION_TIMEOUT_MS);

  it('gives back the name’s parts, the death and the US Core extensions; Patient?name=<family> finds it with its family name', async () => {
    const sourcePatient = sourceOf('Patient')[0]!;
    const official = (sourcePatient.name as Fhir[]).find((n) => n.use === 'official')!;
    const patient = exported.find((r) => r.resourceType === 'Patient')!;
    expect(patient.name).toEqual([{ use: 'official', text: [...(official.given as string[]), official.family].join(' '), family: official.family, given: official.given, ...(official.prefix ? { prefix: official.prefix } : {}), ...(official.suffix ? { suffix: official.suffix } : {}) }]);
    expect(patient.deceasedDateTime).toBe(sourcePatient.deceasedDateTime);
    const usCore = (sourcePatient.extension as { url: string }[]).filter((e) => e.url.startsWith('http://hl7.org/fhir/us/core/'));
    expect(patient.extension).toEqual(usCore);
    const found = (await (await client.get(`/fhir/R4/Patient?name=${encodeURIComponent(String(official.family))}`)).json()) as Bundle;
    expect(found.entry.map((e) => e.resource).find((r) => r.id === patient.id)?.name).toEqual(patient.name);
  });

  it('keeps the US Core must-support elements the sample had, but those docs/api.md lists as dropped', async () => {
    const dropped = await usCoreDropsOf(source.entry.map((e) => e.resource), exported);
    for (const [type, paths] of Object.entries(dropped)) expect(DROPPED_MUST_SUPPORT[type] ?? [], type).toEqual(expect.arrayContaining(paths));
    // Every sample has a phone with its use, which the chart does not keep: the comparison is not vacuous.
    expect(dropped.Patient).toEqual(['Patient.telecom.use']);
  }, VALIDATION_TIMEOUT_MS);

  it('keeps the demographics, the active problems, the allergies and the active medications', () => {
    const imported = mapFhirBundle(source).patients[0]!;
    const again = mapFhirBundle(bundle);
    expect(again.errors).toEqual([]);
    const back = again.patients[0]!;
    expect(back.patient).toEqual(imported.patient);
    const active = <T extends { item: { clinicalStatus: string } }>(xs: T[]) => xs.filter((x) => x.item.clinicalStatus === 'active').map((x) => x.item);
    expect(active(back.problems)).toEqual(active(imported.problems));
    expect(back.allergies.map((a) => a.item)).toEqual(imported.allergies.map((a) => a.item));
    const meds = (xs: typeof back.medications) => xs.filter((m) => m.item.status === 'active').map(({ item }) => ({ codings: item.codings, text: item.text, status: item.status, startDate: item.startDate }));
    expect(meds(back.medications)).toEqual(meds(imported.medications));
  });

  it('keeps every observation’s code, value and time exactly as the source bundle wrote them', () => {
    const out = exported.filter((r) => r.resourceType === 'Observation');
    expect(out).toHaveLength(sourceOf('Observation').length);
    expect(out.map(essence).sort()).toEqual(sourceOf('Observation').map(essence).sort());
  });

  it('includes the diagnostic reports (each result an Observation of the bundle), immunizations and visits', () => {
    for (const type of ['DiagnosticReport', 'Immunization', 'Encounter']) {
      expect(exported.filter((r) => r.resourceType === type), type).toHaveLength(answer.counts[type]?.created ?? 0);
      expect(answer.counts[type]?.created ?? 0, type).toBe(sourceOf(type).length);
    }
    const observationRefs = new Set(exported.filter((r) => r.resourceType === 'Observation').map((r) => `Observation/${r.id}`));
    const results = exported.filter((r) => r.resourceType === 'DiagnosticReport').flatMap((r) => ((r.result as { reference: string }[] | undefined) ?? []).map((x) => x.reference));
    expect(results.every((ref) => observationRefs.has(ref))).toBe(true);
    const sourceResults = sourceOf('DiagnosticReport').flatMap((r) => (r.result as unknown[] | undefined) ?? []);
    expect(results).toHaveLength(sourceResults.length);
  });
});

describe('imported identifiers', () => {
  it('are given back on the Patient and found by identifier search, exactly (system and case)', async () => {
    const source = SYNTHEA_SAMPLES.mao();
    const { client: own } = await signedInDoctor();
    const res = await own.request('/api/fhir/import', { method: 'POST', headers: { 'Content-Type': 'application/fhir+json' }, body: JSON.stringify(source) });
    const { patients } = (await res.json()) as ImportAnswer;
    const id = patients[0]!.id;
    const sourcePatient = source.entry.find((e) => e.resource.resourceType === 'Patient')!.resource as unknown as { identifier: { system: string; value: string; type?: unknown }[] };
    const other = sourcePatient.identifier.find((i) => !JSON.stringify(i.type ?? '').includes('"MR"'))!;
    const patient = (await (await own.get(`/fhir/R4/Patient/${id}`)).json()) as { identifier: { system?: string; value: string }[] };
    expect(patient.identifier).toContainEqual({ system: other.system, value: other.value });
    const found = async (q: string) => ((await (await own.get(`/fhir/R4/Patient?identifier=${encodeURIComponent(q)}`)).json()) as Bundle).entry?.map((e) => e.resource.id) ?? [];
    expect(await found(`${other.system}|${other.value}`)).toEqual([String(id)]);
    expect(await found(other.value)).toEqual([String(id)]);
    expect(await found(`${other.system}|`)).toEqual([String(id)]);
    expect(await found(`${other.system}|${other.value.toUpperCase() === other.value ? other.value.toLowerCase() : other.value.toUpperCase()}`)).toEqual([]);
    expect(await found(`http://elsewhere.example|${other.value}`)).toEqual([]);
    expect(await found(`${other.system.slice(0, -1)}%|${other.value}`)).toEqual([]);
  }, 120_000);
});

describe('a name changed in the form', () => {
  it('drops the imported parts (they named the old name) and the export says the parts are absent; the death date stays', async () => {
    const { client: own } = await signedInDoctor();
    const res = await own.request('/api/fhir/import', { method: 'POST', headers: { 'Content-Type': 'application/fhir+json' }, body: JSON.stringify(SYNTHEA_SAMPLES.christopher()) });
    const id = ((await res.json()) as ImportAnswer).patients[0]!.id;
    const before = (await (await own.get(`/fhir/R4/Patient/${id}`)).json()) as Fhir;
    expect(before.name).toMatchObject([{ family: 'Abshire', given: ['Christopher'] }]);
    const stored = (await (await own.get(`/api/patients/${id}`)).json()) as { version: number; birthDate: string; sex: string };
    // The same name again keeps the parts; another name drops them.
    expect((await own.patch(`/api/patients/${id}`, { fullName: 'Christopher Abshire', birthDate: stored.birthDate, sex: stored.sex, version: stored.version })).status).toBe(200);
    expect(((await (await own.get(`/fhir/R4/Patient/${id}`)).json()) as Fhir).name).toEqual(before.name);
    expect((await own.patch(`/api/patients/${id}`, { fullName: 'Chris Abshire-Smith', birthDate: stored.birthDate, sex: stored.sex, version: stored.version + 1 })).status).toBe(200);
    const after = (await (await own.get(`/fhir/R4/Patient/${id}`)).json()) as FhirResource;
    expect(after.name).toEqual([{ use: 'official', text: 'Chris Abshire-Smith', extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason', valueCode: 'unsupported' }] }]);
    expect(after.deceasedDateTime).toBe(before.deceasedDateTime);
    expect(await fhirProblemsOf([after])).toEqual([]);
  }, 120_000);
});
