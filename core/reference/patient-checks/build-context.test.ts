import { describe, expect, it } from 'vitest';
import { SYNTHEA_INDEX, syntheaBundle } from '../../fhir/testing/synthea';
import { LOINC, SNOMED_CT } from '../../schemas/coding';
import { buildPatientContext, CONTEXT_LOINCS, recordAge, type PatientRecord, type RecordObservation } from './build-context';
import { patientRecordFromFhir } from './from-fhir';

const obs = (loinc: string, value: number | null, unit: string | null, date: string, extra: Partial<RecordObservation> = {}): RecordObservation => ({ loinc: [loinc], value, unit, date, ...extra });
const record = (over: Partial<PatientRecord> = {}): PatientRecord => ({ birthDate: '1950-06-15', gender: 'female', observations: [], conditions: [], ...over });
const answer = (code: string, display: string) => ({ valueCodings: [{ system: LOINC, code, display }] });

describe('buildPatientContext', () => {
  it('reads age to the asOf day, sex, and nothing else from an empty chart (never assumed normal)', () => {
    const ctx = buildPatientContext(record(), '2026-06-14');
    expect(ctx).toEqual({ asOf: '2026-06-14', ageYears: 75, sex: 'female', weightKg: null, egfr: null, creatinineMgDl: null, qtcMs: null, potassium: null, pregnancy: null, lactation: null, conditions: [] });
    expect(buildPatientContext(record(), '2026-06-15').ageYears).toBe(76);
    expect(buildPatientContext(record({ birthDate: null, gender: 'unknown' }), '2026-06-15')).toMatchObject({ ageYears: null, sex: null });
  });

  it('takes the latest value per analyte by date across its codes, with its date and code', () => {
    const ctx = buildPatientContext(
      record({
        observations: [
          obs('98979-8', 58, 'mL/min/{1.73_m2}', '2025-01-10'),
          obs('33914-3', 22, 'mL/min/{1.73_m2}', '2026-11-03T09:00:00Z'),
          obs('62238-1', 40, 'mL/min/{1.73_m2}', '2026-02-01'),
          obs('29463-7', 71.5, 'kg', '2026-10-01'),
          obs('8636-3', 472, 'ms', '2026-09-09'),
          obs('2823-3', 5.8, 'mmol/L', '2026-11-02', { referenceHigh: 5.1 }),
          obs('6298-4', 4.1, 'mmol/L', '2026-03-02'),
        ],
      }),
      '2026-11-04',
    );
    expect(ctx.egfr).toEqual({ value: 22, unit: 'mL/min/{1.73_m2}', date: '2026-11-03', loinc: '33914-3' });
    expect(ctx.weightKg).toEqual({ value: 71.5, unit: 'kg', date: '2026-10-01', loinc: '29463-7' });
    expect(ctx.qtcMs).toMatchObject({ value: 472, unit: 'ms', date: '2026-09-09' });
    expect(ctx.potassium).toEqual({ value: 5.8, unit: 'mmol/L', date: '2026-11-02', loinc: '2823-3', referenceHigh: 5.1 });
  });

  it('converts creatinine in µmol/L to mg/dL (÷ 88.42) and takes it when it is the newest', () => {
    const ctx = buildPatientContext(record({ observations: [obs('2160-0', 1.0, 'mg/dL', '2026-01-01'), obs('14682-9', 221, 'umol/L', '2026-05-01', { referenceHigh: 90 })] }), '2026-06-01');
    expect(ctx.creatinineMgDl).toEqual({ value: 2.5, unit: 'mg/dL', date: '2026-05-01', loinc: '14682-9' });
    expect(buildPatientContext(record({ observations: [obs('14682-9', 88.42, 'µmol/L', '2026-05-01')] }), '2026-06-01').creatinineMgDl?.value).toBe(1);
  });

  it('skips values entered in error or cancelled, and values in a unit it cannot read, for the next newest', () => {
    const ctx = buildPatientContext(
      record({
        observations: [
          obs('33914-3', 25, 'mL/min/{1.73_m2}', '2026-01-01'),
          obs('33914-3', 12, 'mL/min/{1.73_m2}', '2026-03-01', { status: 'entered-in-error' }),
          obs('33914-3', 13, 'mL/min/{1.73_m2}', '2026-03-02', { status: 'cancelled' }),
          obs('2160-0', 3, 'g/L', '2026-03-03'),
        ],
      }),
      '2026-06-01',
    );
    expect(ctx.egfr?.value).toBe(25);
    expect(ctx.creatinineMgDl).toBeNull();
  });

  it('reads pregnancy from the status observation or an active coded condition, the newest winning; resolved conditions are not read', () => {
    const pregnant = { codings: [{ system: SNOMED_CT, code: '72892002', display: 'Normal pregnancy' }], clinicalStatus: 'active', date: '2026-04-01' };
    expect(buildPatientContext(record({ conditions: [pregnant] }), '2026-06-01').pregnancy).toEqual({ status: 'yes', date: '2026-04-01', evidence: 'Condition: Normal pregnancy (SNOMED 72892002)' });
    expect(buildPatientContext(record({ conditions: [{ ...pregnant, clinicalStatus: 'resolved' }] }), '2026-06-01')).toMatchObject({ pregnancy: null, conditions: [] });
    const notPregnantLater = obs('82810-3', null, null, '2026-05-01', answer('LA26683-5', 'Not pregnant'));
    expect(buildPatientContext(record({ conditions: [pregnant], observations: [notPregnantLater] }), '2026-06-01').pregnancy).toEqual({ status: 'no', date: '2026-05-01', evidence: 'Observation: Not pregnant (LOINC LA26683-5)' });
    const unknown = obs('82810-3', null, null, '2026-05-02', answer('LA4489-6', 'Unknown'));
    expect(buildPatientContext(record({ observations: [unknown] }), '2026-06-01').pregnancy).toBeNull();
  });

  it('reads lactation from the breastfeeding status observation', () => {
    const ctx = buildPatientContext(record({ observations: [obs('63895-7', null, null, '2026-05-01', answer('LA29252-6', 'Currently breastfeeding'))] }), '2026-06-01');
    expect(ctx.lactation).toMatchObject({ status: 'yes', date: '2026-05-01' });
  });

  it('lists every code it reads, for the chart query and CDS prefetch', () => {
    expect(CONTEXT_LOINCS).toEqual(expect.arrayContaining(['98979-8', '62238-1', '33914-3', '2160-0', '38483-4', '14682-9', '29463-7', '8636-3', '2823-3', '6298-4', '82810-3', '63895-7']));
  });
});

describe('patientRecordFromFhir on the Synthea samples', () => {
  const contextOf = (name: string, asOf: string) => {
    const row = SYNTHEA_INDEX.find((r) => r.path.startsWith(name))!;
    const resources = syntheaBundle(row.path).entry.map((e) => e.resource);
    const patient = resources.find((r) => r.resourceType === 'Patient')!;
    return buildPatientContext(patientRecordFromFhir(patient, resources), asOf);
  };

  it('Brant Jacobson: the latest eGFR (33914-3) and weight of 2020-05-17', () => {
    const ctx = contextOf('Brant_Jacobson', '2021-01-01');
    expect(ctx).toMatchObject({ ageYears: 59, sex: 'male', creatinineMgDl: null, potassium: null, pregnancy: null });
    expect(ctx.egfr).toMatchObject({ unit: 'mL/min/{1.73_m2}', date: '2020-05-17', loinc: '33914-3' });
    expect(ctx.egfr!.value).toBeCloseTo(117.99, 2);
    expect(ctx.weightKg).toMatchObject({ unit: 'kg', date: '2020-05-17' });
  });

  it('Elvina Lemke: creatinine in blood (38483-4) and potassium in blood (6298-4) of 2020-11-03', () => {
    const ctx = contextOf('Elvina_Lemke', '2021-01-01');
    expect(ctx).toMatchObject({ ageYears: 67, sex: 'female', egfr: null });
    expect(ctx.creatinineMgDl).toMatchObject({ unit: 'mg/dL', date: '2020-11-03', loinc: '38483-4' });
    expect(ctx.creatinineMgDl!.value).toBeCloseTo(0.734, 3);
    expect(ctx.potassium).toMatchObject({ unit: 'mmol/L', date: '2020-11-03', loinc: '6298-4' });
    expect(ctx.potassium!.value).toBeCloseTo(5.147, 3);
  });

  it('Christopher Abshire (born 1920-04-23, died 2016-12-10): the age at death, never an age that keeps growing to today', () => {
    const row = SYNTHEA_INDEX.find((r) => r.path.startsWith('Christopher_Abshire'))!;
    const resources = syntheaBundle(row.path).entry.map((e) => e.resource);
    const patient = resources.find((r) => r.resourceType === 'Patient')!;
    const record = patientRecordFromFhir(patient, resources);
    expect(record.deceased).toEqual({ on: '2016-12-10' });
    // Alive he would be 106 on 2026-12-02; he died at 96.
    expect(recordAge(record, '2026-12-02')).toEqual({ years: 96, on: '2016-12-10' });
    expect(buildPatientContext(record, '2026-12-02')).toMatchObject({ ageYears: 96, ageOn: '2016-12-10' });
    // Before the day of death the age is counted to that day as for anyone.
    expect(recordAge(record, '2010-05-01')).toEqual({ years: 90, on: '2010-05-01' });
    // Only deceasedBoolean (or a dateTime without its day): when he died is unknown, so no age is used.
    const { deceasedDateTime: _died, ...undated } = patient;
    for (const p of [{ ...undated, deceasedBoolean: true }, { ...undated, deceasedDateTime: '2016' }]) {
      const r = patientRecordFromFhir(p, resources);
      expect(r.deceased).toEqual({ on: null });
      expect(recordAge(r, '2026-12-02')).toBeNull();
      expect(buildPatientContext(r, '2026-12-02').ageYears).toBeNull();
    }
    // deceasedBoolean false is a living patient.
    expect(recordAge(patientRecordFromFhir({ ...undated, deceasedBoolean: false }, resources), '2026-12-02')).toEqual({ years: 106, on: '2026-12-02' });
  });

  it('Elsa Vargas: a resolved Normal pregnancy is not a pregnancy; only active conditions are read', () => {
    const ctx = contextOf('Elsa_Vargas', '2021-01-01');
    expect(ctx.pregnancy).toBeNull();
    expect(ctx.conditions.length).toBeGreaterThan(0);
    expect(ctx.conditions.some((c) => c.codings.some((x) => x.code === '72892002'))).toBe(false);
  });

  it('maps a refuted condition to nothing and a FHIR observation in µmol/L through the same conversion', () => {
    const patient = { resourceType: 'Patient', gender: 'male', birthDate: '1960-01-01' };
    const creatinine = { resourceType: 'Observation', status: 'final', code: { coding: [{ system: LOINC, code: '14682-9' }] }, valueQuantity: { value: 176.84, unit: 'µmol/L', code: 'umol/L' }, effectiveDateTime: '2026-01-02T08:00:00Z' };
    const refuted = { resourceType: 'Condition', clinicalStatus: { coding: [{ code: 'active' }] }, verificationStatus: { coding: [{ code: 'refuted' }] }, code: { coding: [{ system: SNOMED_CT, code: '77386006' }] } };
    const ctx = buildPatientContext(patientRecordFromFhir(patient, [creatinine, refuted]), '2026-02-01');
    expect(ctx.creatinineMgDl).toEqual({ value: 2, unit: 'mg/dL', date: '2026-01-02', loinc: '14682-9' });
    expect(ctx.conditions).toEqual([]);
  });
});
