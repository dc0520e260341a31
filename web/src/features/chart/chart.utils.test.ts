import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import type { Allergy, Observation, PatientChart } from '../../../../core/schemas/chart';
import { LOINC } from '../../../../core/schemas/coding';
import type { Patient } from '../../../../core/schemas/patients';
import { DEFAULT_UNIT_PREFERENCES } from '../../../../core/schemas/user';
import { allergyBanner, chartCalculatorValues, formatFhirDate, formatFhirDateTime, labSeries, vitalReading } from './chart.utils';

const base = { patientId: 1, version: 1, recordedAt: '2026-01-01T00:00:00Z', recordedBy: null, recordedByName: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
let nextId = 1;
const allergy = (text: string, extra: Partial<Allergy> = {}): Allergy => ({
  ...base, id: nextId++, codings: [], text, reaction: null, severity: null, criticality: null, category: 'medication', clinicalStatus: 'active', onsetDate: null, ...extra,
});
const obs = (code: string, value: number | null, unit: string, at: string, extra: Partial<Observation> = {}): Observation => ({
  ...base, id: nextId++, category: 'laboratory', status: 'final', codings: [{ system: LOINC, code }], text: null, valueNumber: value, valueText: null, valueCodings: [],
  unit, referenceRange: null, interpretation: null, components: [], effectiveAt: at, labResultId: null, ...extra,
});
const imperial = { temperature: 'fahrenheit', weight: 'lb', height: 'in', bloodPressure: 'kPa' } as const;

describe('allergy banner', () => {
  it('tells "No known allergies" (asked) from "not recorded" (never asked)', () => {
    expect(allergyBanner('no-known-allergies', []).kind).toBe('no-known-allergies');
    expect(allergyBanner('not-asked', []).kind).toBe('not-recorded');
  });

  it('lists active allergies with severe or high-criticality ones first, leaving resolved ones out', () => {
    const banner = allergyBanner('has-allergies', [
      allergy('Latex', { severity: 'mild' }),
      allergy('Penicillin', { criticality: 'high' }),
      allergy('Codeine', { clinicalStatus: 'resolved', severity: 'severe' }),
    ]);
    expect(banner.kind === 'allergies' && banner.allergies.map((a) => a.text)).toEqual(['Penicillin', 'Latex']);
  });

  it('says none are active when every recorded allergy was resolved (not "not asked")', () => {
    expect(allergyBanner('has-allergies', [allergy('Codeine', { clinicalStatus: 'resolved' })]).kind).toBe('none-active');
  });
});

describe('labs grouped by test', () => {
  it('groups creatinine values by LOINC code, oldest first, and keeps a value in another unit in its own series', () => {
    const series = labSeries([
      obs('2160-0', 1.4, 'mg/dL', '2026-03-01'),
      obs('2160-0', 1.0, 'mg/dL', '2026-01-01'),
      obs('2160-0', 1.2, 'mg/dL', '2026-02-01T08:00:00-05:00', { referenceRange: { low: 0.6, high: 1.3 } }),
      obs('14682-9', 97, 'umol/L', '2025-12-01'),
      obs('8867-4', 72, '/min', '2026-03-02', { category: 'vital-signs' }),
    ]);
    expect(series.map((s) => s.loinc)).toEqual(['2160-0', '14682-9']);
    expect(series[0]!.points.map((p) => p.value)).toEqual([1.0, 1.2, 1.4]);
    expect(series[0]!.referenceRange).toEqual({ low: 0.6, high: 1.3 });
  });
});

describe('vitals in the user’s units', () => {
  it('shows blood pressure as systolic/diastolic in mmHg, or kPa when preferred', () => {
    const bp = obs('85354-9', null, '', '2026-03-01', {
      category: 'vital-signs',
      components: [
        { codings: [{ system: LOINC, code: '8480-6' }], text: null, valueNumber: 120, valueText: null, valueCodings: [], unit: 'mm[Hg]', referenceRange: null, interpretation: null },
        { codings: [{ system: LOINC, code: '8462-4' }], text: null, valueNumber: 80, valueText: null, valueCodings: [], unit: 'mm[Hg]', referenceRange: null, interpretation: null },
      ],
    });
    expect(vitalReading(bp, DEFAULT_UNIT_PREFERENCES).text).toBe('120/80 mmHg');
    expect(vitalReading(bp, imperial).text).toBe('16/10.7 kPa');
  });

  it('shows 37 °C as 98.6°F and 70 kg as 154.3 lb for a doctor who prefers them', () => {
    expect(vitalReading(obs('8310-5', 37, 'Cel', '2026-03-01', { category: 'vital-signs' }), imperial).text).toBe('98.6°F');
    expect(vitalReading(obs('29463-7', 70, 'kg', '2026-03-01', { category: 'vital-signs' }), imperial).text).toBe('154.3 lb');
    expect(vitalReading(obs('29463-7', 70, 'kg', '2026-03-01', { category: 'vital-signs' }), DEFAULT_UNIT_PREFERENCES).text).toBe('70 kg');
  });
});

describe('calculator values from the chart', () => {
  const patient = { id: 7, age: 63, sex: 'female' } as Patient;
  const chart = (observations: Observation[]) => ({ patient, observations } as unknown as PatientChart);

  it('takes the newest value of each, converted to the calculators’ units, with the day it was measured', () => {
    const values = chartCalculatorValues(chart([
      obs('2160-0', 1.1, 'mg/dL', '2026-01-10'),
      obs('14682-9', 110.525, 'umol/L', '2026-03-05T09:30:00+01:00'),
      obs('29463-7', 154.32358, '[lb_av]', '2026-02-01', { category: 'vital-signs' }),
      obs('2093-3', 5.2, 'mmol/L', '2026-02-02'),
    ]), '2026-11-25');
    expect(values.ageYears).toEqual({ value: 63, at: '2026-11-25' });
    expect(values.sex).toEqual({ value: 'female', at: '2026-11-25' });
    expect(values.creatinineMgDl?.at).toBe('2026-03-05');
    expect(values.creatinineMgDl?.value).toBeCloseTo(1.25, 2);
    expect(values.weightKg?.value).toBeCloseTo(70, 3);
    expect(values.totalCholesterolMgDl?.value).toBeCloseTo(201.08, 2);
    expect(values.heightCm).toBeUndefined();
  });

  it('takes MELD’s and PREVENT’s labs too: bilirubin and albumin converted from SI units, a unitless INR, sodium, eGFR, HbA1c and BMI', () => {
    const values = chartCalculatorValues(chart([
      obs('14631-6', 34.2, 'umol/L', '2026-04-02'),
      obs('6301-6', 1.8, '', '2026-04-02', { unit: null }),
      obs('2947-0', 131, 'mmol/L', '2026-04-01'),
      obs('1751-7', 28, 'g/L', '2026-04-01'),
      obs('98979-8', 54, 'mL/min/{1.73_m2}', '2026-03-30'),
      obs('4548-4', 7.1, '%', '2026-02-14'),
      obs('39156-5', 27.4, 'kg/m2', '2026-01-20', { category: 'vital-signs' }),
    ]), '2026-11-25');
    expect(values.bilirubinMgDl?.value).toBeCloseTo(2, 3);
    expect(values.bilirubinMgDl?.at).toBe('2026-04-02');
    expect(values.inr).toEqual({ value: 1.8, at: '2026-04-02' });
    expect(values.sodiumMmolL).toEqual({ value: 131, at: '2026-04-01' });
    expect(values.albuminGDl?.value).toBeCloseTo(2.8, 3);
    expect(values.egfrMlMin173m2).toEqual({ value: 54, at: '2026-03-30' });
    expect(values.hba1cPercent).toEqual({ value: 7.1, at: '2026-02-14' });
    expect(values.bmiKgM2).toEqual({ value: 27.4, at: '2026-01-20' });
  });

  it('never offers a value whose unit it cannot convert', () => {
    expect(chartCalculatorValues(chart([obs('2160-0', 1.1, 'mg/L', '2026-01-10')]), '2026-11-25').creatinineMgDl).toBeUndefined();
  });
});

describe('dates', () => {
  it('shows a bare date as that calendar day, a year as written', () => {
    expect(formatFhirDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatFhirDate('2019')).toBe('2019');
    expect(formatFhirDateTime('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatFhirDateTime('2026-03-01T14:05:00Z')).toMatch(/^Mar 1, 2026, \d{1,2}:05 (AM|PM)$/);
  });

  it('follows the interface language (German: day first, decimal comma)', async () => {
    await activateLocale('de');
    try {
      expect(formatFhirDate('2026-03-01')).toBe('01.03.2026');
      expect(vitalReading(obs('8310-5', 37.25, 'Cel', '2026-03-01'), DEFAULT_UNIT_PREFERENCES).text).toBe('37,3°C');
    } finally {
      await activateLocale('en');
    }
  });
});
