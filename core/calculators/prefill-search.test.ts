import { describe, expect, it } from 'vitest';
import { ehrCalculatorPath, prefillSearch } from './prefill-search';

describe('the calculators’ prefill search', () => {
  it('opens a calculator with an EHR record’s values and answers, named by the EHR and with no patient', () => {
    const path = ehrCalculatorPath({
      slug: 'chads2vasc',
      values: { ageYears: { value: 76, at: '2026-12-02' }, sex: { value: 'female', at: '2026-12-02' } },
      answers: { hypertension: { value: true, at: '2010-01-01' }, heartFailure: { value: false, at: '2026-12-02', unrecorded: true }, diabetes: { value: true, at: null } },
    }, 'City Hospital EHR');
    const url = new URL(path, 'https://medassist.test');
    expect(url.pathname).toBe('/calculators/chads2vasc');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      source: 'City Hospital EHR', sex: 'female', 'sex.at': '2026-12-02', ageYears: '76', 'ageYears.at': '2026-12-02',
      diabetes: 'yes', 'diabetes.at': 'undated', heartFailure: 'none-recorded', 'heartFailure.at': '2026-12-02', hypertension: 'yes', 'hypertension.at': '2010-01-01',
    });
  });

  it('writes nothing it could not read back: an absence of record without the day it was read, or an unrecorded yes', () => {
    expect(prefillSearch({ diabetes: { value: false, at: null, unrecorded: true }, smoking: { value: true, at: '2026-01-01', unrecorded: true } })).toBe('');
  });
});
