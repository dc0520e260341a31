import { describe, expect, it } from 'vitest';
import { syntheaBundle, SYNTHEA_INDEX } from '../../fhir/testing/synthea';
import type { RecordObservation } from '../../reference/patient-checks/build-context';
import { patientRecordFromFhir } from '../../reference/patient-checks/from-fhir';
import { creatinineUmolLToMgDl } from '../units';
import { recordPrefillAnswers } from './record-answers';
import { MEASURED_INPUTS, MEASURED_PREFILL_KEYS, PREFILL_LOINCS, RECORD_CALCULATORS, recordCalculatorPrefills, recordPrefillValues } from './record-prefill';

const AS_OF = '2026-12-02';

function sampleRecord(first: string) {
  const row = SYNTHEA_INDEX.find((r) => r.path.startsWith(first))!;
  const resources = syntheaBundle(row.path).entry.map((e) => e.resource);
  const patient = resources.find((r) => r.resourceType === 'Patient')!;
  return { record: patientRecordFromFhir(patient, resources), deceased: typeof patient.deceasedDateTime === 'string' };
}

/** A sample's values, read as the SMART workspace reads the EHR's resources. */
function sample(first: string) {
  const { record, deceased } = sampleRecord(first);
  return recordPrefillValues(record, AS_OF, deceased);
}

/** A sample's calculators, its conditions and (empty) active medications read as well. */
function prefills(first: string) {
  const { record } = sampleRecord(first);
  return recordCalculatorPrefills(sample(first), recordPrefillAnswers({ record, available: { conditions: true, medications: true }, medications: [], asOf: AS_OF }));
}

const obs = (loinc: string, value: number, unit: string | null, date: string | null): RecordObservation => ({ loinc: [loinc], value, unit, date });
const record = (observations: RecordObservation[]) => ({ birthDate: '1970-01-15', gender: 'female', observations, conditions: [] });

describe('calculator values from the six Synthea patients', () => {
  it('Brant (male, 65): the latest of each input with its day and LOINC code; the BP panel gives the systolic value', () => {
    const v = sample('Brant');
    expect(v.ageYears).toEqual({ value: 65, at: AS_OF, evidence: 'Patient.birthDate 1961-05-14' });
    expect(v.sex).toEqual({ value: 'male', at: AS_OF, evidence: 'Patient.gender' });
    expect(v.systolicBpMmHg).toMatchObject({ at: '2020-05-17', evidence: 'LOINC 8480-6' });
    expect(v.systolicBpMmHg!.value).toBeCloseTo(155.887, 3);
    expect(v.totalCholesterolMgDl).toMatchObject({ at: '2019-11-03', evidence: 'LOINC 2093-3' });
    expect(v.egfrMlMin173m2).toMatchObject({ at: '2020-05-17', evidence: 'LOINC 33914-3' });
    expect(v.heightCm!.value).toBeCloseTo(178.27, 2);
    expect(v.creatinineMgDl).toBeUndefined();
  });

  it('Elvina: Synthea’s blood creatinine and sodium codes fill MELD, which then lacks bilirubin and INR', () => {
    const v = sample('Elvina');
    expect(v.creatinineMgDl).toMatchObject({ at: '2020-11-03', evidence: 'LOINC 38483-4' });
    expect(v.sodiumMmolL).toMatchObject({ at: '2020-11-03', evidence: 'LOINC 2947-0' });
    expect(v.hba1cPercent).toMatchObject({ evidence: 'LOINC 4548-4' });
    const byCalc = Object.fromEntries(prefills('Elvina').map((c) => [c.slug, c]));
    expect(byCalc.meld!.missing).toEqual([['bilirubinMgDl'], ['inr']]);
    expect(Object.keys(byCalc.meld!.values).sort()).toEqual(['ageYears', 'creatinineMgDl', 'sex', 'sodiumMmolL']);
    // PREVENT takes eGFR or creatinine, and the optional HbA1c when there is one.
    expect(byCalc.prevent!.missing).toEqual([]);
    expect(byCalc.prevent!.values.creatinineMgDl).toBeDefined();
    expect(byCalc.prevent!.values.hba1cPercent).toBeDefined();
    expect(byCalc.creatinine!.missing).toEqual([]);
  });

  it('Christopher (deceased): no age "as of today", so every calculator needing one names it missing', () => {
    const v = sample('Christopher');
    expect(v.ageYears).toBeUndefined();
    const missing = Object.fromEntries(prefills('Christopher').map((c) => [c.slug, c.missing]));
    expect(missing.ascvd).toEqual([['ageYears']]);
    expect(missing.qtc).toEqual([]);
  });

  it('Mao (8): no lipids, no kidney function; each calculator names what it lacks, one-of inputs together', () => {
    const missing = Object.fromEntries(prefills('Mao').map((c) => [c.slug, c.missing]));
    expect(missing.prevent).toEqual([['totalCholesterolMgDl'], ['hdlCholesterolMgDl'], ['egfrMlMin173m2', 'creatinineMgDl']]);
    expect(missing.ascvd).toEqual([['totalCholesterolMgDl'], ['hdlCholesterolMgDl']]);
    expect(missing.bmi).toEqual([]);
  });

  it('every sample gives each calculator only the inputs it takes, each dated YYYY-MM-DD', () => {
    for (const row of SYNTHEA_INDEX) {
      const first = row.path.split('_')[0]!;
      for (const calc of prefills(first)) {
        const { needs, optional, answers } = RECORD_CALCULATORS.find((c) => c.slug === calc.slug)!;
        expect(needs.flat().concat(optional)).toEqual(expect.arrayContaining(Object.keys(calc.values)));
        expect(answers).toEqual(expect.arrayContaining(Object.keys(calc.answers)));
        for (const value of Object.values(calc.values)) expect(value!.at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(sample(first).sex).toBeDefined();
    }
  });
});

describe('reading a record', () => {
  it('converts to the calculator’s unit with the unit table (µmol/L creatinine → mg/dL, lb → kg)', () => {
    const v = recordPrefillValues(record([obs('14682-9', 88.42, 'umol/L', '2026-05-01'), obs('29463-7', 176, '[lb_av]', '2026-05-02')]), AS_OF);
    expect(v.creatinineMgDl).toEqual({ value: creatinineUmolLToMgDl(88.42), at: '2026-05-01', evidence: 'LOINC 14682-9' });
    expect(v.weightKg!.value).toBeCloseTo(79.83, 2);
  });

  it('offers no value in an unknown unit, none undated, and takes the newest dated one', () => {
    const v = recordPrefillValues(record([
      obs('2093-3', 5.2, 'mmol/mol', '2026-06-01'),
      obs('2085-9', 50, 'mg/dL', null),
      obs('8302-2', 160, 'cm', '2024-01-01'),
      obs('8302-2', 161, 'cm', '2025-01-01T10:00:00Z'),
    ]), AS_OF);
    expect(v.totalCholesterolMgDl).toBeUndefined();
    expect(v.hdlCholesterolMgDl).toBeUndefined();
    expect(v.heightCm).toEqual({ value: 161, at: '2025-01-01', evidence: 'LOINC 8302-2' });
  });

  it('accepts an INR sent without a unit (a ratio)', () => {
    expect(recordPrefillValues(record([obs('6301-6', 1.3, null, '2026-01-01')]), AS_OF).inr).toMatchObject({ value: 1.3 });
  });

  it('asks for every code it reads, and reads every prefilled input by a listed code', () => {
    for (const key of MEASURED_PREFILL_KEYS) expect(MEASURED_INPUTS[key].codes.length).toBeGreaterThan(0);
    expect(PREFILL_LOINCS).toEqual(expect.arrayContaining(['8302-2', '1975-2', '6301-6', '2947-0', '1751-7', '4548-4', '38483-4']));
  });
});
