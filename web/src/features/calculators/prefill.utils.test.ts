import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { fromChartLabel, prefillSearch, prefillText, readPrefill } from './prefill.utils';

afterAll(() => activateLocale('en'));

describe('calculator prefill from the chart', () => {
  it('round-trips the chart values through the URL, each with the day it was measured', () => {
    const search = prefillSearch({
      patientId: 12,
      ageYears: { value: 63, at: '2026-11-25' },
      sex: { value: 'female', at: '2026-11-25' },
      weightKg: { value: 70.30681, at: '2026-10-01' },
      creatinineMgDl: { value: 1.1, at: '2026-09-30' },
    });
    expect(readPrefill(new URLSearchParams(search))).toEqual({
      patientId: 12,
      ageYears: { value: 63, at: '2026-11-25' },
      sex: { value: 'female', at: '2026-11-25' },
      weightKg: { value: 70.307, at: '2026-10-01' },
      creatinineMgDl: { value: 1.1, at: '2026-09-30' },
    });
  });

  it('ignores a value without its date, a non-number, a negative or a sex other than female/male', () => {
    const p = readPrefill(new URLSearchParams('patient=abc&weightKg=80&heightCm=x&heightCm.at=2026-01-01&creatinineMgDl=-1&creatinineMgDl.at=2026-01-01&sex=other&sex.at=2026-01-01'));
    expect(p).toEqual({});
  });

  it('labels a value "from chart, <date>" on the day it was measured, whatever the reader’s time zone', () => {
    expect(fromChartLabel({ value: 1, at: '2026-03-01' })).toBe('from chart, Mar 1, 2026');
  });

  it('carries the EHR a value came from: every value is labelled "from <EHR>, <date>", and no patient is named', () => {
    const search = prefillSearch({ source: 'City Hospital EHR', sex: { value: 'male', at: '2026-12-02' }, creatinineMgDl: { value: 0.734309, at: '2020-11-03' } });
    const p = readPrefill(new URLSearchParams(search));
    expect(p).toEqual({
      source: 'City Hospital EHR',
      sex: { value: 'male', at: '2026-12-02', source: 'City Hospital EHR' },
      creatinineMgDl: { value: 0.734, at: '2020-11-03', source: 'City Hospital EHR' },
    });
    expect(fromChartLabel(p.creatinineMgDl!)).toBe('from City Hospital EHR, Nov 3, 2020');
    expect(readPrefill(new URLSearchParams(`source=${'x'.repeat(101)}&inr=1.2&inr.at=2026-01-01`))).toEqual({ inr: { value: 1.2, at: '2026-01-01' } });
  });

  it('fills a field with the language\'s decimal mark, which the field reads back', async () => {
    await activateLocale('de');
    expect(prefillText({ value: 1.2, at: '2026-11-25' })).toBe('1,2');
    expect(prefillText({ value: 63, at: '2026-11-25' })).toBe('63');
    expect(prefillText(undefined)).toBe('');
    await activateLocale('en');
    expect(prefillText({ value: 1.2, at: '2026-11-25' })).toBe('1.2');
  });
});
