import { beforeAll, describe, expect, it } from 'vitest';
import { searchsetBundle } from './export-bundle';
import { allergyToFhir, diagnosticReportToFhir, encounterToFhir, immunizationToFhir, medicationToFhir, observationToFhir, patientToFhir, problemToFhir, type FhirResource } from './export-resources';
import { mapFhirBundle } from './import-bundle';
import { fhirProblems, loadFhirDefinitions, VALIDATION_TIMEOUT_MS } from './testing/fhir-validator';
import { storeImport, type StoredPatientRecord } from './testing/identity-storage';
import { SYNTHEA_INDEX, syntheaBundle } from './testing/synthea';

const BASE = 'https://medassist.example/fhir/R4';

beforeAll(loadFhirDefinitions, VALIDATION_TIMEOUT_MS);

/** What $everything will answer for a stored patient. */
function everything(record: StoredPatientRecord): FhirResource[] {
  return [
    patientToFhir(record.patient, { mrnSystem: 'urn:medassist:clinic:1:mrn', sourceIdentifiers: record.sourceIdentifiers }),
    ...record.problems.map(problemToFhir),
    ...record.allergies.map(allergyToFhir),
    ...record.medications.map(medicationToFhir),
    ...record.observations.map(observationToFhir),
    ...record.diagnosticReports.map(diagnosticReportToFhir),
    ...record.immunizations.map(immunizationToFhir),
    ...record.encounters.map(encounterToFhir),
  ];
}

type Fhir = Record<string, unknown>;
const codingOf = (concept: unknown) => ((concept as { coding?: unknown[] } | undefined)?.coding ?? []).map((c) => ({ ...(c as Fhir) }));
const valueOf = (element: Fhir) => {
  const q = element.valueQuantity as Fhir | undefined;
  if (q) return { value: q.value, code: q.code };
  if (element.valueCodeableConcept) return { coding: codingOf(element.valueCodeableConcept) };
  return { string: element.valueString };
};
/** An observation's code, value (and components') and time, as FHIR writes them. */
const essence = (o: Fhir) => ({
  code: codingOf(o.code),
  value: valueOf(o),
  components: ((o.component as Fhir[] | undefined) ?? []).map((c) => ({ code: codingOf(c.code), value: valueOf(c) })),
  time: o.effectiveDateTime,
});

describe.each(SYNTHEA_INDEX.map((row) => [row.path.split('_').slice(0, 2).join(' '), row.path] as const))('round trip of %s: import → store → $everything → import', (_name, path) => {
  const source = syntheaBundle(path);
  const imported = mapFhirBundle(source).patients[0]!;
  const record = storeImport(imported);
  const exported = everything(record);
  const bundle = searchsetBundle({ baseUrl: BASE, selfUrl: `${BASE}/Patient/${record.patient.id}/$everything`, timestamp: '2026-11-25T12:00:00Z', matches: exported });
  const again = mapFhirBundle(bundle);

  it('exports only valid FHIR R4 (every resource and the searchset Bundle)', () => {
    const problems = [...exported, bundle].flatMap((r) => fhirProblems(r).map((p) => `${r.resourceType}/${r.id ?? ''} ${p}`));
    expect(problems).toEqual([]);
  }, VALIDATION_TIMEOUT_MS);

  it('imports its own export without errors', () => {
    expect(again.errors).toEqual([]);
    expect(again.patients).toHaveLength(1);
  });

  it('keeps the demographics', () => {
    expect(again.patients[0]!.patient).toEqual(imported.patient);
  });

  it('keeps the active problems, the allergies and the active medications', () => {
    const p = again.patients[0]!;
    const active = <T extends { item: { clinicalStatus: string } }>(xs: T[]) => xs.filter((x) => x.item.clinicalStatus === 'active').map((x) => x.item);
    expect(active(p.problems)).toEqual(active(imported.problems));
    expect(p.allergies.map((a) => a.item)).toEqual(imported.allergies.map((a) => a.item));
    const meds = (xs: typeof p.medications) => xs.filter((m) => m.item.status === 'active').map(({ item }) => ({ codings: item.codings, text: item.text, status: item.status, startDate: item.startDate, prescriber: item.prescriber }));
    expect(meds(p.medications)).toEqual(meds(imported.medications));
  });

  it('keeps every observation’s code, value and time exactly as the source bundle wrote them', () => {
    const original = source.entry.map((x) => x.resource).filter((r) => r.resourceType === 'Observation');
    const out = exported.filter((r) => r.resourceType === 'Observation');
    expect(out).toHaveLength(original.length);
    expect(out.map(essence)).toEqual(original.map(essence));
    expect(again.patients[0]!.observations.map((o) => o.item)).toEqual(imported.observations.map((o) => o.item));
  });

  it('keeps the diagnostic reports with their results', () => {
    const reports = again.patients[0]!.diagnosticReports.map((d) => ({ codings: d.item.codings, results: d.item.resultKeys.length, effectiveAt: d.item.effectiveAt }));
    expect(reports).toEqual(imported.diagnosticReports.map((d) => ({ codings: d.item.codings, results: d.item.resultKeys.length, effectiveAt: d.item.effectiveAt })));
  });
});
