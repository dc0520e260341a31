import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import type { SmartImportAnswer } from '../../core/schemas/smart-launch';
import { clinicState, importBundle } from '../test/fhir-import-client';
import { SYNTHEA_SAMPLES } from '../test/fhir-samples';
import { clinicMember, json, signedInDoctor } from '../test/helpers';
import { startStandInEhr } from '../test/smart-ehr';
import { launch, launchIdOf, registerEhr } from '../test/smart-launch-client';

// "Import into clinic" from the SMART workspace (issue 37): the EHR record of a launch, read again on
// the server with the launch's sealed token, goes through the FHIR import and its matching rules.

let ehr: ReturnType<typeof startStandInEhr> | undefined;
afterEach(() => ehr?.stop());

const importPath = (launchId: number) => `/smart/api/launches/${launchId}/import`;
const importAudits = (clinicId: number) =>
  env.DB.prepare("SELECT user_id AS userId, patient_id AS patientId, entity_id AS entityId, detail FROM audit_events WHERE clinic_id = ? AND action = 'smart_import' ORDER BY id")
    .bind(clinicId).all<{ userId: number; patientId: number | null; entityId: number; detail: string }>().then((r) => r.results.map((a) => ({ ...a, detail: JSON.parse(a.detail) as Record<string, unknown> })));

describe('Import into clinic from a SMART launch', () => {
  it('stores nothing until asked; then creates the patient with the record read on the server, once: a second import adds nothing', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    const connectionId = await registerEhr(owner.client, ehr);
    const chart = ehr.openChart('brant');
    const { done } = await launch(owner.client, ehr, chart.launch);
    const launchId = launchIdOf(done);
    await json(owner.client.get(`/smart/api/launches/${launchId}`), 200);
    expect((await clinicState(owner.user.clinicId)).counts.patients).toBe(0);

    const fhirBefore = ehr.fhirRequests.length;
    const first = await json<SmartImportAnswer>(owner.client.post(importPath(launchId), {}), 200);
    // Read again from the EHR with the launch's token, not taken from the browser.
    expect(ehr.fhirRequests.length).toBeGreaterThan(fhirBefore);
    expect(ehr.fhirRequests.slice(fhirBefore).every((r) => r.authorization === `Bearer ${ehr!.issuedTokens[0]}`)).toBe(true);
    expect(first.patients).toEqual([{ id: expect.any(Number), fullName: 'Brant Jacobson' }]);
    expect(first.counts.Patient).toMatchObject({ created: 1, failed: 0 });
    expect(first.counts.Condition).toMatchObject({ created: expect.any(Number), failed: 0 });
    expect(first.counts.Condition!.created).toBeGreaterThan(0);
    expect(first.errors).toEqual([]);
    expect(first.notRead).toEqual({});
    const patientId = first.patients[0]!.id;
    const chartRes = await json<{ problems: unknown[] }>(owner.client.get(`/api/patients/${patientId}/chart`), 200);
    expect(chartRes.problems.length).toBe(first.counts.Condition!.created);

    const state = await clinicState(owner.user.clinicId);
    const again = await json<SmartImportAnswer>(owner.client.post(importPath(launchId), {}), 200);
    expect(again.patients).toEqual(first.patients);
    expect(again.counts.Patient).toMatchObject({ created: 0, unchanged: 1 });
    expect(Object.values(again.counts).every((c) => c.created === 0 && c.updated === 0)).toBe(true);
    expect(await clinicState(owner.user.clinicId)).toEqual(state);

    expect(await importAudits(owner.user.clinicId)).toEqual([
      { userId: owner.user.id, patientId, entityId: connectionId, detail: { launch: launchId, ehrPatientId: chart.patientId, patients: String(patientId), errors: 0 } },
      { userId: owner.user.id, patientId, entityId: connectionId, detail: { launch: launchId, ehrPatientId: chart.patientId, patients: String(patientId), errors: 0 } },
    ]);
  });

  it('matches a patient the clinic already has (imported from a file before) by identifier instead of adding a second one', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const fromFile = await importBundle(owner.client, SYNTHEA_SAMPLES.elsa());
    const { done } = await launch(owner.client, ehr, ehr.openChart('elsa').launch);
    const answer = await json<SmartImportAnswer>(owner.client.post(importPath(launchIdOf(done)), {}), 200);
    expect(answer.patients).toEqual(fromFile.patients);
    expect(answer.counts.Patient!.created).toBe(0);
    expect((await clinicState(owner.user.clinicId)).counts.patients).toBe(1);
  });

  it('is a prescriber’s: a nurse may open the workspace but not import; another session’s launch is not found', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const nurse = await clinicMember(owner.client, {}, 'nurse');
    const { done } = await launch(nurse.client, ehr, ehr.openChart('mao').launch);
    const launchId = launchIdOf(done);
    await json(nurse.client.get(`/smart/api/launches/${launchId}`), 200);
    expect((await nurse.client.post(importPath(launchId), {})).status).toBe(403);
    expect((await owner.client.post(importPath(launchId), {})).status).toBe(404);
    expect((await clinicState(owner.user.clinicId)).counts.patients).toBe(0);
    expect(await importAudits(owner.user.clinicId)).toEqual([]);
  });

  it('imports nothing once the EHR’s access has ended (410)', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const { done } = await launch(owner.client, ehr, ehr.openChart('christin').launch);
    ehr.expireTokens();
    expect((await owner.client.post(importPath(launchIdOf(done)), {})).status).toBe(410);
    expect((await clinicState(owner.user.clinicId)).counts.patients).toBe(0);
  });
});
