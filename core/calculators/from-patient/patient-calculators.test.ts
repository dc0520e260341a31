import { describe, expect, it } from 'vitest';
import { syntheaBundle, SYNTHEA_INDEX } from '../../fhir/testing/synthea';
import { recogniseDrug } from '../../reference/drug-names/recognise';
import type { PatientRecord, RecordCondition, RecordObservation } from '../../reference/patient-checks/build-context';
import { patientRecordFromFhir } from '../../reference/patient-checks/from-fhir';
import { ICD_10_CM, SNOMED_CT } from '../../schemas/coding';
import { computeChads2Vasc } from '../chads2vasc';
import { computePrevent } from '../prevent';
import { calculatorsForPatient, type PatientCalculatorInput } from './patient-calculators';
import { recordPrefillValues } from './record-prefill';

const AS_OF = '2026-12-02';

const obs = (loinc: string, value: number, unit: string, date: string): RecordObservation => ({ loinc: [loinc], value, unit, date });
const smoking = (code: string, date: string): RecordObservation => ({ loinc: ['72166-2'], value: null, valueCodings: [{ system: SNOMED_CT, code }], unit: null, date });
const condition = (system: string, code: string, date: string, clinicalStatus = 'active'): RecordCondition => ({ codings: [{ system, code }], clinicalStatus, date });
const drug = (name: string) => ({ label: name, ingredients: [recogniseDrug(name)!] });

/** A 55-year-old woman with every PREVENT input recorded. */
function fullRecord(extra: Partial<PatientRecord> = {}): PatientRecord {
  return {
    birthDate: '1971-06-01',
    gender: 'female',
    observations: [
      obs('8480-6', 138, 'mm[Hg]', '2026-10-01'),
      obs('8480-6', 150, 'mm[Hg]', '2025-01-01'),
      obs('2093-3', 210, 'mg/dL', '2026-09-15'),
      obs('2085-9', 48, 'mg/dL', '2026-09-15'),
      obs('39156-5', 31.2, 'kg/m2', '2026-10-01'),
      obs('98979-8', 82, 'mL/min/{1.73_m2}', '2026-09-15'),
      smoking('449868002', '2026-10-01'),
    ],
    conditions: [condition(ICD_10_CM, 'E11.9', '2019-03-02')],
    ...extra,
  };
}

const input = (record: PatientRecord, more: Partial<PatientCalculatorInput> = {}): PatientCalculatorInput => ({
  record, available: { conditions: true, medications: true }, medications: [drug('lisinopril'), drug('metformin')], asOf: AS_OF, ...more,
});

describe('PREVENT from the record', () => {
  it('computes with the calculator itself and names every input with its date', () => {
    const { calculations } = calculatorsForPatient(input(fullRecord()));
    expect(calculations.map((c) => c.calculator)).toEqual(['prevent']);
    const [prevent] = calculations;
    expect(prevent!.missing).toEqual([]);
    const direct = computePrevent({ sex: 'female', ageYears: 55, cholesterolUnit: 'mg/dL', totalCholesterol: 210, hdlCholesterol: 48, systolicBpMmHg: 138, bmiKgM2: 31.2, egfrMlMin173m2: 82, diabetes: true, smoker: true, onAntihypertensive: true, onStatin: false });
    expect(prevent!.result).toEqual(direct);
    const byKey = Object.fromEntries(prevent!.inputs.map((i) => [i.key, i]));
    // The latest systolic value, not the older higher one, with the day it was measured.
    expect(byKey.systolicBp).toMatchObject({ value: 138, date: '2026-10-01', evidence: 'LOINC 8480-6' });
    expect(byKey.totalCholesterol).toMatchObject({ value: 210, date: '2026-09-15' });
    expect(byKey.diabetes).toMatchObject({ value: true, date: '2019-03-02', evidence: expect.stringContaining('ICD-10-CM E11.9') });
    expect(byKey.smoking).toMatchObject({ value: true, date: '2026-10-01' });
    expect(byKey.antihypertensive).toMatchObject({ value: true, evidence: 'lisinopril' });
    expect(byKey.statin).toMatchObject({ value: false });
  });

  it('names the missing input instead of a result', () => {
    const record = fullRecord();
    const without = { ...record, observations: record.observations.filter((o) => !o.loinc.includes('2085-9') && !o.loinc.includes('72166-2')) };
    const [prevent] = calculatorsForPatient(input(without)).calculations;
    expect(prevent!.result).toBeNull();
    expect(prevent!.missing.map((m) => m.key)).toEqual(['hdlCholesterol', 'smoking']);
  });

  it('does not read "smoker, current status unknown" as an answer', () => {
    const record = fullRecord();
    const unknown = { ...record, observations: [...record.observations.filter((o) => !o.loinc.includes('72166-2')), smoking('77176002', '2026-10-01')] };
    expect(calculatorsForPatient(input(unknown)).calculations[0]!.missing.map((m) => m.key)).toEqual(['smoking']);
  });

  it('names a value outside the equations’ range with the calculator’s own message', () => {
    const record = fullRecord();
    const high = { ...record, observations: [...record.observations, obs('8480-6', 196, 'mm[Hg]', '2026-11-20')] };
    const [prevent] = calculatorsForPatient(input(high)).calculations;
    expect(prevent!.result).toBeNull();
    expect(prevent!.missing).toEqual([{ key: 'systolicBp', problem: expect.stringContaining('between 90 and 180 mmHg') }]);
  });

  it('reads a systolic pressure that is a component of a blood pressure panel (FHIR)', () => {
    const record = patientRecordFromFhir({ resourceType: 'Patient', birthDate: '1971-06-01', gender: 'male' }, [
      { resourceType: 'Observation', status: 'final', code: { coding: [{ system: 'http://loinc.org', code: '85354-9' }] }, effectiveDateTime: '2026-10-01T09:00:00Z', component: [
        { code: { coding: [{ system: 'http://loinc.org', code: '8480-6' }] }, valueQuantity: { value: 128, code: 'mm[Hg]' } },
        { code: { coding: [{ system: 'http://loinc.org', code: '8462-4' }] }, valueQuantity: { value: 80, code: 'mm[Hg]' } },
      ] },
    ]);
    const [prevent] = calculatorsForPatient(input(record)).calculations;
    expect(prevent!.inputs.find((i) => i.key === 'systolicBp')).toMatchObject({ value: 128, date: '2026-10-01' });
  });

  it('does not apply with ASCVD (even resolved), heart failure, or outside 30-79', () => {
    expect(calculatorsForPatient(input(fullRecord({ conditions: [condition(SNOMED_CT, '230690007', '2013-07-21', 'resolved')] }))).calculations).toEqual([]);
    expect(calculatorsForPatient(input(fullRecord({ conditions: [condition(ICD_10_CM, 'I50.22', '2020-01-01')] }))).calculations).toEqual([]);
    expect(calculatorsForPatient(input(fullRecord({ birthDate: '1940-01-01' }))).calculations).toEqual([]);
    expect(calculatorsForPatient(input(fullRecord({ birthDate: '2000-01-01' }))).calculations).toEqual([]);
  });

  it('says it could not decide without a birth date or without the conditions, never assumes', () => {
    expect(calculatorsForPatient(input(fullRecord({ birthDate: null }))).undecided).toEqual([{ calculator: 'prevent', missing: 'birth date' }]);
    const noConditions = calculatorsForPatient(input(fullRecord(), { available: { conditions: false, medications: true } }));
    expect(noConditions.calculations).toEqual([]);
    expect(noConditions.undecided).toEqual([{ calculator: 'chads2vasc', missing: 'conditions' }, { calculator: 'prevent', missing: 'conditions' }]);
    const noMedications = calculatorsForPatient(input(fullRecord(), { available: { conditions: true, medications: false } }));
    expect(noMedications.calculations[0]!.missing.map((m) => m.key)).toEqual(['antihypertensive', 'statin']);
  });
});

describe('CHA2DS2-VASc from the record', () => {
  it('applies with atrial fibrillation and counts the recorded conditions with their onset', () => {
    const record: PatientRecord = {
      birthDate: '1950-02-01', gender: 'male', observations: [],
      conditions: [condition(SNOMED_CT, '49436004', '2024-05-05'), condition(ICD_10_CM, 'I10', '2010-01-01'), condition(SNOMED_CT, '22298006', '2015-03-03', 'resolved')],
    };
    const { calculations } = calculatorsForPatient(input(record));
    const cha = calculations.find((c) => c.calculator === 'chads2vasc')!;
    expect(cha.because).toMatchObject({ key: 'atrialFibrillation', date: '2024-05-05' });
    // 76 years (2), hypertension (1), prior myocardial infarction (1): 4.
    expect(cha.result).toEqual(computeChads2Vasc({ female: false, ageBand: '75-or-over', congestiveHeartFailure: false, hypertension: true, diabetes: false, strokeTiaThromboembolism: false, vascularDisease: true }));
    expect(cha.result!.value).toBe(4);
    expect(cha.inputs.find((i) => i.key === 'vascularDisease')).toMatchObject({ value: true, date: '2015-03-03' });
    expect(cha.inputs.find((i) => i.key === 'heartFailure')).toMatchObject({ value: false, evidence: 'none recorded' });
  });

  it('dates the sex the day the record was read, as the calculator links carry it (record-prefill.ts), not "undated"', () => {
    const record: PatientRecord = { birthDate: '1950-02-01', gender: 'female', observations: [], conditions: [condition(ICD_10_CM, 'I48.0', '2024-05-05')] };
    const cha = calculatorsForPatient(input(record)).calculations.find((c) => c.calculator === 'chads2vasc')!;
    expect(cha.inputs.find((i) => i.key === 'sex')).toEqual({ key: 'sex', value: 'female', date: AS_OF, evidence: 'Patient.gender' });
    expect(recordPrefillValues(record, AS_OF).sex).toEqual({ value: 'female', at: AS_OF, evidence: 'Patient.gender' });
  });

  it('names a missing sex instead of a score', () => {
    const record: PatientRecord = { birthDate: '1950-02-01', gender: 'unknown', observations: [], conditions: [condition(ICD_10_CM, 'I48.0', '2024-05-05')] };
    const cha = calculatorsForPatient(input(record)).calculations[0]!;
    expect(cha.result).toBeNull();
    expect(cha.missing).toEqual([{ key: 'sex' }]);
  });
});

describe('the six Synthea patients (as of 2026-12-02)', () => {
  const run = (name: string) => {
    const row = SYNTHEA_INDEX.find((r) => r.path.startsWith(name))!;
    const resources = syntheaBundle(row.path).entry.map((e) => e.resource);
    const patient = resources.find((r) => r.resourceType === 'Patient')!;
    return calculatorsForPatient(input(patientRecordFromFhir(patient, resources), { medications: [] }));
  };

  it('Elvina Lemke (73, no ASCVD): PREVENT from creatinine, dated', () => {
    const [prevent, ...rest] = run('Elvina').calculations;
    expect(rest).toEqual([]);
    expect(prevent!.calculator).toBe('prevent');
    expect(prevent!.missing).toEqual([]);
    expect(prevent!.result!.value).toBeGreaterThan(0);
    expect(prevent!.inputs.find((i) => i.key === 'creatinine')).toMatchObject({ date: '2020-11-03', evidence: 'LOINC 38483-4' });
    expect(prevent!.inputs.find((i) => i.key === 'systolicBp')).toMatchObject({ date: '2020-11-03' });
    // Prediabetes is not diabetes.
    expect(prevent!.inputs.find((i) => i.key === 'diabetes')).toMatchObject({ value: false });
  });

  it('Elsa Vargas (50): PREVENT names the missing eGFR', () => {
    const [prevent] = run('Elsa').calculations;
    expect(prevent!.result).toBeNull();
    expect(prevent!.missing).toEqual([{ key: 'egfr' }]);
  });

  it('Christin Stiedemann (84, atrial fibrillation): CHA2DS2-VASc 3, no PREVENT', () => {
    const { calculations } = run('Christin');
    expect(calculations.map((c) => [c.calculator, c.result?.value])).toEqual([['chads2vasc', 3]]);
  });

  it('Brant Jacobson (65, stroke): no PREVENT, no CHA2DS2-VASc; Mao Kilback (8): nothing', () => {
    expect(run('Brant').calculations).toEqual([]);
    expect(run('Mao')).toEqual({ calculations: [], undecided: [] });
  });

  it('Christopher Abshire (atrial fibrillation, hypertension, stroke, myocardial infarction): CHA2DS2-VASc 6', () => {
    expect(run('Christopher').calculations.map((c) => [c.calculator, c.result?.value])).toEqual([['chads2vasc', 6]]);
  });
});
