import { describe, expect, it } from 'vitest';
import { answerLabel, fromChartLabel, readPrefill } from '../features/calculators/prefill.utils';
import { smartCalculatorHref } from './smart-patient-route';

describe('the SMART workspace’s calculator links', () => {
  it('open the calculator with the record’s values, each labelled "from <EHR>, <date>", and no patient to save to', () => {
    const href = smartCalculatorHref({
      slug: 'meld',
      values: { creatinineMgDl: { value: 0.7343095583, at: '2020-11-03', evidence: 'LOINC 38483-4' }, sex: { value: 'female', at: '2026-12-02', evidence: 'Patient.gender' } },
      answers: {},
      missing: [['bilirubinMgDl'], ['inr']],
    }, 'City Hospital EHR');
    const url = new URL(href, 'https://medassist.test');
    expect(url.pathname).toBe('/calculators/meld');
    const prefill = readPrefill(url.searchParams);
    expect(prefill.patientId).toBeUndefined();
    expect(prefill.creatinineMgDl).toEqual({ value: 0.734, at: '2020-11-03', source: 'City Hospital EHR' });
    expect(fromChartLabel(prefill.creatinineMgDl!)).toBe('from City Hospital EHR, Nov 3, 2020');
    expect(url.searchParams.get('creatinineMgDl.evidence')).toBeNull();
  });

  it('carry the record’s yes/no answers, an absence of record still marked as one', () => {
    const href = smartCalculatorHref({
      slug: 'chads2vasc',
      values: {},
      answers: {
        hypertension: { value: true, at: '2010-01-01', evidence: 'Essential hypertension (SNOMED CT 59621000)' },
        heartFailure: { value: false, at: '2026-12-02', evidence: 'none recorded', unrecorded: true },
      },
      missing: [],
    }, 'City Hospital EHR');
    const prefill = readPrefill(new URL(href, 'https://medassist.test').searchParams);
    expect(prefill.hypertension).toEqual({ value: true, at: '2010-01-01', source: 'City Hospital EHR' });
    expect(answerLabel('heartFailure', prefill.heartFailure!)).toBe('none recorded in City Hospital EHR as of Dec 2, 2026');
    expect(href).not.toContain('evidence');
  });
});
