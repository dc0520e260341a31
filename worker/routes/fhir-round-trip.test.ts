import { beforeAll, describe, expect, it } from 'vitest';
import type { FhirResource } from '../../core/fhir/export-resources';
import { mapFhirBundle } from '../../core/fhir/import-bundle';
import { VALIDATION_TIMEOUT_MS } from '../../core/fhir/testing/fhir-validator';
import type { ImportAnswer } from '../fhir/import-bundle';
import { fhirProblemsOf } from '../test/fhir-validation';
import { SYNTHEA_SAMPLES } from '../test/fhir-samples';
import { signedInDoctor, type TestClient } from '../test/helpers';

// Issue 19's round trip, through the real routes and a real local D1: each shared Synthea sample
// is imported (POST /api/fhir/import) and read back (GET /fhir/R4/Patient/:id/$everything). What
// comes out is valid FHIR R4 and keeps the demographics, the active problems, the allergies, the
// active medications and every observation's code, value and time exactly as the source wrote them.

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

  it('answers only valid FHIR R4: the searchset and every resource in it', async () => {
    expect(bundle.total).toBe(exported.length);
    expect(await fhirProblemsOf([bundle, ...exported])).toEqual([]);
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
