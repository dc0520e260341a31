import { describe, expect, it } from 'vitest';
import { recogniseDrug } from '../../reference/drug-names/recognise';
import type { PatientRecord, RecordCondition, RecordObservation } from '../../reference/patient-checks/build-context';
import { ICD_10_CM, SNOMED_CT } from '../../schemas/coding';
import { calculatorsForPatient, type PatientCalculatorInput } from './patient-calculators';
import { recordPrefillAnswers } from './record-answers';
import { recordCalculatorPrefills, recordPrefillValues } from './record-prefill';

const AS_OF = '2026-12-02';

const smoking = (code: string, date: string): RecordObservation => ({ loinc: ['72166-2'], value: null, valueCodings: [{ system: SNOMED_CT, code }], unit: null, date });
const condition = (system: string, code: string, date: string | null, clinicalStatus = 'active'): RecordCondition => ({ codings: [{ system, code }], clinicalStatus, date });
const drug = (name: string) => ({ label: name, ingredients: [recogniseDrug(name)!] });

/** 76, male, atrial fibrillation, hypertension without an onset, a resolved myocardial infarction, type 2 diabetes resolved; a never smoker on lisinopril. */
const record: PatientRecord = {
  birthDate: '1950-02-01', gender: 'male',
  observations: [smoking('266919005', '2026-10-01')],
  conditions: [
    condition(SNOMED_CT, '49436004', '2024-05-05'),
    condition(ICD_10_CM, 'I10', null),
    condition(SNOMED_CT, '22298006', '2015-03-03', 'resolved'),
    condition(ICD_10_CM, 'E11.9', '2019-03-02', 'resolved'),
  ],
};
const input = (more: Partial<PatientCalculatorInput> = {}): PatientCalculatorInput => ({
  record, available: { conditions: true, medications: true }, medications: [drug('lisinopril')], asOf: AS_OF, ...more,
});

describe('the calculators’ yes/no answers from a record', () => {
  it('gives each yes with its evidence and day, a recorded no as recorded, and an absence as unrecorded, dated the day it was read', () => {
    const answers = recordPrefillAnswers(input());
    expect(answers.hypertension).toEqual({ value: true, at: null, evidence: 'I10 (ICD-10-CM I10)' });
    // A prior myocardial infarction counts at any status; a resolved diabetes does not count.
    expect(answers.vascularDisease).toMatchObject({ value: true, at: '2015-03-03' });
    expect(answers.diabetes).toEqual({ value: false, at: AS_OF, evidence: 'none recorded', unrecorded: true });
    expect(answers.heartFailure).toEqual({ value: false, at: AS_OF, evidence: 'none recorded', unrecorded: true });
    expect(answers.smoking).toEqual({ value: false, at: '2026-10-01', evidence: expect.stringContaining('SNOMED CT 266919005') });
    expect(answers.antihypertensive).toEqual({ value: true, at: null, evidence: 'lisinopril' });
    expect(answers.statin).toEqual({ value: false, at: AS_OF, evidence: 'none on the active list', unrecorded: true });
  });

  it('says the same as the workspace’s computed CHA2DS2-VASc for every history item', () => {
    const answers = recordPrefillAnswers(input());
    const cha = calculatorsForPatient(input()).calculations.find((c) => c.calculator === 'chads2vasc')!;
    for (const used of cha.inputs.filter((i) => typeof i.value === 'boolean')) {
      expect(answers[used.key as keyof typeof answers], used.key).toMatchObject({ value: used.value, evidence: used.evidence });
    }
  });

  it('leaves out what the record cannot tell: conditions or medications the EHR did not give, a smoking status it does not know', () => {
    const none = recordPrefillAnswers(input({ available: { conditions: false, medications: false }, record: { ...record, observations: [smoking('449868002', '2026-10-01')] } }));
    expect(Object.keys(none)).toEqual(['smoking']);
    expect(none.smoking).toMatchObject({ value: true, at: '2026-10-01' });
    expect(recordPrefillAnswers(input({ record: { ...record, observations: [] } })).smoking).toBeUndefined();
    // "Smoker, current status unknown": neither yes nor no.
    expect(recordPrefillAnswers(input({ record: { ...record, observations: [smoking('77176002', '2026-10-01')] } })).smoking).toBeUndefined();
  });

  it('gives each calculator only its own answers, and names an answer the record cannot tell as missing', () => {
    const answers = recordPrefillAnswers(input({ available: { conditions: true, medications: false } }));
    const byCalc = Object.fromEntries(recordCalculatorPrefills(recordPrefillValues(record, AS_OF), answers).map((c) => [c.slug, c]));
    expect(Object.keys(byCalc.chads2vasc!.answers).sort()).toEqual(['diabetes', 'heartFailure', 'hypertension', 'strokeTiaThromboembolism', 'vascularDisease']);
    expect(Object.keys(byCalc.ascvd!.answers).sort()).toEqual(['diabetes', 'smoking']);
    expect(byCalc.ascvd!.missing).toEqual([['systolicBpMmHg'], ['totalCholesterolMgDl'], ['hdlCholesterolMgDl'], ['antihypertensive']]);
    expect(byCalc.prevent!.missing).toContainEqual(['statin']);
    expect(byCalc.meld!.answers).toEqual({});
  });
});
