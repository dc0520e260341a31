import { describe, expect, it } from 'vitest';
import { fromChartLabel, prefillSearch, readPrefill } from './prefill.utils';

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
});
