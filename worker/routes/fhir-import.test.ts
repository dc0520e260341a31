import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PatientChart } from '../../core/schemas/chart';
import { LOINC } from '../../core/schemas/coding';
import { SYNTHEA_SAMPLES } from '../test/fhir-samples';
import { ORIGIN, signedInDoctor } from '../test/helpers';
import { clinicState, importBundle } from '../test/fhir-import-client';
import type { ImportAnswer } from '../fhir/import-bundle';

const created = (a: ImportAnswer, type: string) => a.counts[type]?.created ?? 0;

describe('POST /api/fhir/import (DESIGN.md §8)', () => {
  it('imports all six Synthea samples: every kept resource created, Claims and the like skipped, nothing failed', async () => {
    const { client, user } = await signedInDoctor();
    for (const [name, sample] of Object.entries(SYNTHEA_SAMPLES)) {
      const bundle = sample();
      const answer = await importBundle(client, bundle);
      expect(answer.errors, name).toEqual([]);
      expect(answer.patients).toHaveLength(1);
      const byType = (type: string) => bundle.entry.filter((e) => e.resource.resourceType === type).length;
      for (const type of ['Patient', 'Condition', 'Observation', 'DiagnosticReport', 'Encounter', 'Immunization', 'Procedure']) {
        const c = answer.counts[type];
        expect(c ? c.created + c.skipped : 0, `${name} ${type}`).toBe(byType(type));
      }
      expect(answer.counts.Claim?.skipped, name).toBe(byType('Claim'));
      expect(answer.counts.ExplanationOfBenefit?.created ?? 0).toBe(0);
    }
    const state = await clinicState(user.clinicId);
    expect(state.counts.patients).toBe(6);
    expect(state.counts.encounters).toBeGreaterThan(50);
    expect(state.counts.immunizations).toBeGreaterThan(30);
    expect(state.counts.procedures).toBeGreaterThan(10);
    // Six whole bundles: like the round trip's imports, past the default 30 s on a loaded machine.
  }, 120_000);

  it('answers the patients and their chart: demographics, codings exactly, full-precision values, reports linked to their observations', async () => {
    const { client, user } = await signedInDoctor();
    const bundle = SYNTHEA_SAMPLES.elvina();
    const answer = await importBundle(client, bundle, 200, 'application/json');
    const [patient] = answer.patients;
    expect(patient?.fullName).toBe('Elvina Lemke');
    const chart = (await (await client.get(`/api/patients/${patient!.id}/chart`)).json()) as PatientChart;
    expect(chart.patient.birthDate).toBe('1953-06-02');
    expect(chart.patient.sex).toBe('female');
    const bp = chart.observations.find((o) => o.effectiveAt === '2012-02-14T14:59:16+00:00' && o.codings[0]?.code === '55284-4');
    expect(bp?.components.map((c) => c.valueNumber)).toEqual([85.92963082090773, 111.5516510226502]);
    expect(bp?.codings).toEqual([{ system: LOINC, code: '55284-4', display: 'Blood Pressure' }]);

    const report = await env.DB.prepare("SELECT id, report_codings AS codings, report_status AS status, result_data AS data FROM lab_results WHERE clinic_id = ? AND report_codings LIKE '%51990-0%' ORDER BY id LIMIT 1")
      .bind(user.clinicId)
      .first<{ id: number; codings: string; status: string; data: string }>();
    expect(JSON.parse(report!.codings)).toEqual([{ system: LOINC, code: '51990-0', display: 'Basic Metabolic Panel' }]);
    expect(report!.status).toBe('final');
    const linked = await env.DB.prepare('SELECT count(*) AS n FROM observations WHERE lab_result_id = ?').bind(report!.id).first<{ n: number }>();
    const tests = (JSON.parse(report!.data) as { tests: unknown[] }).tests;
    expect(linked!.n).toBeGreaterThan(0);
    expect(linked!.n).toBe(tests.length);

    const encounter = await env.DB.prepare('SELECT codings, class_coding AS cls, start_at AS startAt, start_ms AS startMs FROM encounters WHERE patient_id = ? ORDER BY start_ms LIMIT 1')
      .bind(patient!.id)
      .first<{ codings: string; cls: string; startAt: string; startMs: number }>();
    const firstEncounter = bundle.entry
      .map((e) => e.resource)
      .filter((r) => r.resourceType === 'Encounter')
      .sort((a, b) => Date.parse((a.period as { start: string }).start) - Date.parse((b.period as { start: string }).start))[0]!;
    expect(encounter!.startAt).toBe((firstEncounter.period as { start: string }).start);
    expect(JSON.parse(encounter!.codings)).toEqual((firstEncounter.type as { coding: unknown[] }[])[0]!.coding);
    expect(JSON.parse(encounter!.cls)).toEqual(firstEncounter.class);
  });

  it('importing the same bundle again creates and changes nothing', async () => {
    const { client, user } = await signedInDoctor();
    const first = await importBundle(client, SYNTHEA_SAMPLES.elvina());
    const before = await clinicState(user.clinicId);
    const again = await importBundle(client, SYNTHEA_SAMPLES.elvina());
    expect(again.patients).toEqual(first.patients);
    for (const [type, c] of Object.entries(again.counts)) {
      expect(c.created, type).toBe(0);
      expect(c.updated, type).toBe(0);
      expect(c.unchanged, type).toBe(first.counts[type]!.created);
    }
    expect(await clinicState(user.clinicId)).toEqual(before);
  });

  it('an edited bundle updates what changed and only that', async () => {
    const { client, user } = await signedInDoctor();
    const first = await importBundle(client, SYNTHEA_SAMPLES.mao());
    const patientId = first.patients[0]!.id;
    const edited = SYNTHEA_SAMPLES.mao();
    const patient = edited.entry.find((e) => e.resource.resourceType === 'Patient')!.resource as unknown as { telecom: { value: string }[] };
    patient.telecom[0]!.value = '555-000-1234';
    const observation = edited.entry.find((e) => e.resource.resourceType === 'Observation' && (e.resource as unknown as { valueQuantity?: unknown }).valueQuantity)!;
    (observation.resource as unknown as { valueQuantity: { value: number } }).valueQuantity.value = 42.5;
    const before = await clinicState(user.clinicId);

    const answer = await importBundle(client, edited);
    expect(answer.counts.Patient).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(answer.counts.Observation).toMatchObject({ created: 0, updated: 1, unchanged: first.counts.Observation!.created - 1 });
    expect(answer.counts.Encounter).toMatchObject({ created: 0, updated: 0 });
    expect((await clinicState(user.clinicId)).counts).toEqual(before.counts);

    const chart = (await (await client.get(`/api/patients/${patientId}/chart`)).json()) as PatientChart;
    expect(chart.patient.contactNumber).toBe('555-000-1234');
    const stored = chart.observations.find((o) => o.effectiveAt === (observation.resource as unknown as { effectiveDateTime: string }).effectiveDateTime && o.valueNumber === 42.5);
    expect(stored?.version).toBe(2);
  });

  it('keeps clinics apart: the same bundle in another clinic is that clinic’s own patient, and a reference to another clinic’s patient (by this server’s URL) is refused', async () => {
    const a = await signedInDoctor();
    const b = await signedInDoctor();
    const inA = await importBundle(a.client, SYNTHEA_SAMPLES.mao());
    const stateA = await clinicState(a.user.clinicId);
    const inB = await importBundle(b.client, SYNTHEA_SAMPLES.mao());
    expect(inB.counts.Patient?.created).toBe(1);
    expect(inB.patients[0]!.id).not.toBe(inA.patients[0]!.id);
    expect(await clinicState(a.user.clinicId)).toEqual(stateA);

    const report = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ fullUrl: 'urn:uuid:6f1c2a8e-0000-4000-8000-000000000001', resource: { resourceType: 'Procedure', id: 'p1', status: 'completed', code: { text: 'Suture' }, subject: { reference: `${ORIGIN}/fhir/R4/Patient/${inA.patients[0]!.id}` }, performedDateTime: '2020-01-01' } }],
    };
    const refused = await importBundle(b.client, report);
    expect(refused.counts.Procedure).toMatchObject({ created: 0, failed: 1 });
    expect(refused.errors[0]?.reason).toMatch(/neither in the bundle nor a patient of this clinic/);
    const accepted = await importBundle(a.client, report);
    expect(accepted.counts.Procedure).toMatchObject({ created: 1 });
    expect(accepted.patients).toEqual([inA.patients[0]]);
  });

  it('reports a resource it cannot map and imports the rest', async () => {
    const { client } = await signedInDoctor();
    const bundle = SYNTHEA_SAMPLES.mao();
    const broken = bundle.entry.find((e) => e.resource.resourceType === 'Observation')!.resource;
    delete broken.effectiveDateTime;
    delete broken.issued;
    const answer = await importBundle(client, bundle);
    expect(answer.errors).toEqual([{ resourceType: 'Observation', id: broken.id, reason: expect.stringMatching(/no effective time/) }]);
    expect(answer.counts.Observation?.failed).toBe(1);
    expect(created(answer, 'Observation')).toBe(bundle.entry.filter((e) => e.resource.resourceType === 'Observation').length - 1);
    expect(created(answer, 'Patient')).toBe(1);
  });

  it('writes nothing for a patient whose own record fails, and imports the other patients of the bundle', async () => {
    const { client, user } = await signedInDoctor();
    const good = SYNTHEA_SAMPLES.mao();
    const bad = SYNTHEA_SAMPLES.elsa();
    const badPatient = bad.entry.find((e) => e.resource.resourceType === 'Patient')!.resource;
    badPatient.birthDate = '2999-01-01';
    const answer = await importBundle(client, { resourceType: 'Bundle', type: 'batch', entry: [...bad.entry, ...good.entry] });
    expect(answer.patients.map((p) => p.fullName)).toEqual(['Mao Kilback']);
    expect(answer.errors).toEqual([{ resourceType: 'Patient', id: badPatient.id, reason: 'Date of birth cannot be in the future.' }]);
    expect(answer.counts.Patient).toMatchObject({ created: 1, failed: 1 });
    const state = await clinicState(user.clinicId);
    expect(state.counts.patients).toBe(1);
    expect(state.counts.encounters).toBe(good.entry.filter((e) => e.resource.resourceType === 'Encounter').length);
  });

  it('refuses what is not an importable bundle with a clear message and stores nothing', async () => {
    const { client, user } = await signedInDoctor();
    const before = await clinicState(user.clinicId);
    expect((await importBundle(client, '{"resourceType": "Bundle", ', 400)).message).toBe('The file is not valid JSON, so it cannot be a FHIR Bundle.');
    expect((await importBundle(client, { resourceType: 'Patient', id: 'x' }, 400)).message).toBe('Expected a FHIR Bundle, got a Patient.');
    expect((await importBundle(client, { resourceType: 'Bundle', type: 'history', entry: [] }, 400)).message).toMatch(/Bundle type history cannot be imported/);
    expect((await importBundle(client, SYNTHEA_SAMPLES.mao(), 415, 'text/plain')).message).toMatch(/JSON/);
    expect(await clinicState(user.clinicId)).toEqual(before);
  });

  it('audits every record it creates or changes, and the audit chain still verifies', async () => {
    const { client, user } = await signedInDoctor();
    const answer = await importBundle(client, SYNTHEA_SAMPLES.mao());
    const patientId = answer.patients[0]!.id;
    const rows = await env.DB.prepare('SELECT action, entity, count(*) AS n, count(DISTINCT entity_id) AS ids, min(entity_id) AS minId FROM audit_events WHERE clinic_id = ? AND patient_id = ? GROUP BY action, entity')
      .bind(user.clinicId, patientId)
      .all<{ action: string; entity: string; n: number; ids: number; minId: number | null }>();
    const byEntity = Object.fromEntries(rows.results.map((r) => [`${r.action} ${r.entity}`, r]));
    expect(byEntity['import patient']).toMatchObject({ n: 1, minId: patientId });
    expect(byEntity['import encounter']?.n).toBe(answer.counts.Encounter!.created);
    expect(byEntity['import encounter']?.ids).toBe(answer.counts.Encounter!.created);
    expect(byEntity['import immunization']?.n).toBe(answer.counts.Immunization!.created);
    expect(byEntity['import observation']?.n).toBe(answer.counts.Observation!.created);
    expect(byEntity['import lab_result']?.n).toBe(answer.counts.DiagnosticReport!.created);

    const edited = SYNTHEA_SAMPLES.mao();
    const encounter = edited.entry.find((e) => e.resource.resourceType === 'Encounter')!.resource as unknown as { status: string };
    encounter.status = 'cancelled';
    await importBundle(client, edited);
    const updates = await env.DB.prepare("SELECT entity, entity_id AS entityId FROM audit_events WHERE clinic_id = ? AND patient_id = ? AND action = 'update'").bind(user.clinicId, patientId).all<{ entity: string; entityId: number }>();
    expect(updates.results.map((u) => u.entity)).toEqual(['encounter']);

    // verify seals what is pending first, then checks every link and row MAC.
    const verdict = (await (await client.get('/api/audit-events/verify')).json()) as { ok: boolean };
    expect(verdict.ok).toBe(true);
  });
});
