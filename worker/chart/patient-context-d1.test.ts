import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { MedicationCreated, MedicationSafetyConflict, Observation } from '../../core/schemas/chart';
import { LOINC, SNOMED_CT } from '../../core/schemas/coding';
import type { Patient } from '../../core/schemas/patients';
import { getDb } from '../db/client';
import { medicationCheckBatch } from '../db/queries/chart-batches';
import { getPatient } from '../db/queries/patients';
import { regionDatabase, regionOfId } from '../db/regions';
import { json, signedInDoctor, type TestClient } from '../test/helpers';
import { chartPatientContext } from './patient-safety';

// The patient-specific checks' context as the chart's save reads it from real local D1: one batch,
// the newest readable value per code, nothing entered in error, deleted or of another patient.

const lab = (code: string, valueNumber: number, unit: string, effectiveAt: string, extra: Record<string, unknown> = {}) => ({
  category: 'laboratory',
  codings: [{ system: LOINC, code }],
  valueNumber,
  unit,
  effectiveAt,
  ...extra,
});

async function contextOf(clinicId: number, patientId: number) {
  const db = getDb(regionDatabase(env, regionOfId(clinicId)));
  const patient = (await getPatient(db, clinicId, patientId))!;
  const [meds, allergies, problems, latest] = await medicationCheckBatch(db, clinicId, patientId);
  return { meds, allergies, context: chartPatientContext(patient, latest, problems) };
}

const post = (client: TestClient, patientId: number, body: Record<string, unknown>) => json<Observation>(client.post(`/api/patients/${patientId}/observations`, body), 201);

describe('the chart patient context read in one D1 batch', () => {
  it('reads the newest value of each code, skips entered-in-error, deleted and other patients’ values, and active problems only', async () => {
    const { client, user } = await signedInDoctor();
    const p = await json<Patient>(client.post('/api/patients', { fullName: 'Renal Patient', birthDate: '1950-03-01', gender: 'Female' }), 201);
    const other = await json<Patient>(client.post('/api/patients', { fullName: 'Other Patient', age: 40, gender: 'Male' }), 201);
    await post(client, p.id, lab('33914-3', 58, 'mL/min/{1.73_m2}', '2025-01-10'));
    await post(client, p.id, lab('98979-8', 22, 'mL/min/{1.73_m2}', '2026-11-03'));
    await post(client, p.id, lab('98979-8', 9, 'mL/min/{1.73_m2}', '2026-11-04', { status: 'entered-in-error' }));
    const deleted = await post(client, p.id, lab('98979-8', 7, 'mL/min/{1.73_m2}', '2026-11-05'));
    expect((await client.delete(`/api/patients/${p.id}/observations/${deleted.id}`)).status).toBe(200);
    await post(client, p.id, lab('14682-9', 221, 'umol/L', '2026-11-01'));
    await post(client, p.id, lab('2823-3', 5.9, 'mmol/L', '2026-11-02', { referenceRange: { low: 3.5, high: 5.1 } }));
    await post(client, other.id, lab('98979-8', 5, 'mL/min/{1.73_m2}', '2026-11-20'));
    await post(client, p.id, { category: 'vital-signs', codings: [{ system: LOINC, code: '29463-7' }], valueNumber: 61, unit: 'kg', effectiveAt: '2026-10-01' });
    await json(client.post(`/api/patients/${p.id}/problems`, { codings: [{ system: SNOMED_CT, code: '72892002', display: 'Normal pregnancy' }], clinicalStatus: 'resolved', onsetDate: '2020-01-01' }), 201);
    await json(client.post(`/api/patients/${p.id}/problems`, { text: 'Type 2 diabetes mellitus', clinicalStatus: 'active' }), 201);

    const { context } = await contextOf(user.clinicId, p.id);
    expect(context.sex).toBe('female');
    expect(context.egfr).toEqual({ value: 22, unit: 'mL/min/{1.73_m2}', date: '2026-11-03', loinc: '98979-8' });
    expect(context.creatinineMgDl).toEqual({ value: 2.5, unit: 'mg/dL', date: '2026-11-01', loinc: '14682-9' });
    expect(context.potassium).toEqual({ value: 5.9, unit: 'mmol/L', date: '2026-11-02', loinc: '2823-3', referenceHigh: 5.1 });
    expect(context.weightKg).toMatchObject({ value: 61, date: '2026-10-01' });
    expect(context.qtcMs).toBeNull();
    expect(context.pregnancy).toBeNull();
    expect(context.conditions).toEqual([{ codings: [], text: 'Type 2 diabetes mellitus' }]);
  });

  it('an empty chart gives a context of nulls, and the medication save answers the patient checks’ gaps beside its alerts', async () => {
    const { client, user } = await signedInDoctor();
    const p = await json<Patient>(client.post('/api/patients', { fullName: 'Empty Chart', age: 60, gender: 'Male' }), 201);
    const { context } = await contextOf(user.clinicId, p.id);
    expect(context).toMatchObject({ ageYears: 60, sex: 'male', egfr: null, creatinineMgDl: null, weightKg: null, qtcMs: null, potassium: null, pregnancy: null, lactation: null, conditions: [] });
    const saved = await json<MedicationCreated>(client.post(`/api/patients/${p.id}/medications`, { text: 'Atorvastatin 20 mg' }), 201);
    expect(Array.isArray(saved.patientNotChecked)).toBe(true);
    expect(saved.notChecked).toEqual(expect.arrayContaining(saved.patientNotChecked.map(() => expect.any(String))));
  });

  it('the interaction checker’s POST /medication-check answers the patient checks of the chosen drugs, refuses a bad list, and another clinic’s patient is not found', async () => {
    const { client } = await signedInDoctor();
    const p = await json<Patient>(client.post('/api/patients', { fullName: 'Checker Patient', age: 70, gender: 'Female' }), 201);
    const answer = await json<{ alerts: unknown[]; notChecked: string[]; patientNotChecked: unknown[] }>(client.post(`/api/patients/${p.id}/medication-check`, { medications: ['Metformin', 'Lisinopril'] }), 200);
    expect(answer).toEqual({ alerts: expect.any(Array), notChecked: expect.any(Array), patientNotChecked: expect.any(Array) });
    expect(answer.notChecked).toHaveLength(answer.patientNotChecked.length);
    expect((await client.post(`/api/patients/${p.id}/medication-check`, { medications: [] })).status).toBe(400);
    expect((await client.post(`/api/patients/${p.id}/medication-check`, { medications: Array.from({ length: 11 }, (_, i) => `Drug ${i}`) })).status).toBe(400);
    const { client: stranger } = await signedInDoctor();
    expect((await stranger.post(`/api/patients/${p.id}/medication-check`, { medications: ['Metformin'] })).status).toBe(404);
  });

  it('the chart’s save blocks metformin at an eGFR of 22 with the renal rule, the value and its date; an override saves it; an eGFR of 80 says nothing; none is named', async () => {
    const { client } = await signedInDoctor();
    const today = new Date().toISOString().slice(0, 10);
    const patient = async (egfr: number | null) => {
      const p = await json<Patient>(client.post('/api/patients', { fullName: 'Renal Save', age: 60, gender: 'Female' }), 201);
      if (egfr !== null) await post(client, p.id, lab('98979-8', egfr, 'mL/min/{1.73_m2}', today));
      return p;
    };
    const low = await patient(22);
    const blocked = await json<MedicationSafetyConflict>(client.post(`/api/patients/${low.id}/medications`, { text: 'Metformin 500 mg tablet' }), 409);
    expect(blocked.alerts).toContainEqual(
      expect.objectContaining({
        kind: 'renal',
        severity: 'contraindicated',
        ruleId: 'renal.metformin.egfr-lt-30',
        drugs: ['Metformin'],
        template: expect.objectContaining({ text: expect.any(String) }),
        basis: [expect.objectContaining({ value: 22, unit: 'mL/min/{1.73_m2}', date: today })],
        source: expect.stringContaining('Glucophage'),
      }),
    );
    const saved = await json<MedicationCreated>(client.post(`/api/patients/${low.id}/medications`, { text: 'Metformin 500 mg tablet', overrideReason: 'Nephrology agreed: short course, stops on Friday' }), 201);
    expect(saved.medication.overrideReason).toBe('Nephrology agreed: short course, stops on Friday');
    expect(saved.alerts.some((a) => a.kind === 'renal' && a.severity === 'contraindicated')).toBe(true);

    const normal = await patient(80);
    const fine = await json<MedicationCreated>(client.post(`/api/patients/${normal.id}/medications`, { text: 'Metformin 500 mg tablet' }), 201);
    expect(fine.alerts.filter((a) => a.kind === 'renal')).toEqual([]);

    const unknown = await patient(null);
    const unchecked = await json<MedicationCreated>(client.post(`/api/patients/${unknown.id}/medications`, { text: 'Metformin 500 mg tablet' }), 201);
    expect(unchecked.notChecked.some((n) => /eGFR/.test(n) && /metformin/i.test(n))).toBe(true);
    expect(unchecked.patientNotChecked.length).toBeGreaterThan(0);
  });
});
