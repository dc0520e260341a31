import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { answerHelper, answerLabel, fromChartLabel, prefillSearch, prefillText, readPrefill } from './prefill.utils';

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

  it('round-trips yes/no answers: a recorded yes or no with its day or undated, and an absence of record with the day it was read', () => {
    const search = prefillSearch({
      source: 'City Hospital EHR',
      hypertension: { value: true, at: '2010-01-01' },
      antihypertensive: { value: true, at: null },
      smoking: { value: false, at: '2020-08-22' },
      diabetes: { value: false, at: '2026-12-02', unrecorded: true },
    });
    expect(search).toContain('diabetes=none-recorded&diabetes.at=2026-12-02');
    expect(search).toContain('antihypertensive=yes&antihypertensive.at=undated');
    const from = { source: 'City Hospital EHR' };
    expect(readPrefill(new URLSearchParams(search))).toEqual({
      ...from,
      hypertension: { value: true, at: '2010-01-01', ...from },
      antihypertensive: { value: true, at: null, ...from },
      smoking: { value: false, at: '2020-08-22', ...from },
      diabetes: { value: false, at: '2026-12-02', unrecorded: true, ...from },
    });
  });

  it('ignores a malformed answer: another word, no day, a bad day, an absence without the day it was read, an unknown key', () => {
    const p = readPrefill(new URLSearchParams([
      'diabetes=true&diabetes.at=2026-01-01', 'smoking=yes', 'statin=no&statin.at=01/02/2026', 'hypertension=none-recorded&hypertension.at=undated',
      'heartFailure=YES&heartFailure.at=2026-01-01', 'pregnant=yes&pregnant.at=2026-01-01', 'vascularDisease=yes&vascularDisease.at=2026-01-01T10:00',
    ].join('&')));
    expect(p).toEqual({});
    // Nothing is written that could not be read back: an absence needs the day it was read.
    expect(prefillSearch({ diabetes: { value: false, at: null, unrecorded: true } })).toBe('');
  });

  it('labels a recorded answer like a measured value, and an absence as nothing recorded, never as a recorded no', () => {
    expect(answerLabel('hypertension', { value: true, at: '2010-01-01', source: 'City EHR' })).toBe('from City EHR, Jan 1, 2010');
    expect(answerLabel('antihypertensive', { value: true, at: null, source: 'City EHR' })).toBe('from City EHR, undated');
    expect(answerLabel('diabetes', { value: false, at: '2026-12-02', unrecorded: true, source: 'City EHR' })).toBe('none recorded in City EHR as of Dec 2, 2026');
    expect(answerLabel('statin', { value: false, at: '2026-12-02', unrecorded: true, source: 'City EHR' })).toBe('none on the active list in City EHR as of Dec 2, 2026');
    expect(answerLabel('diabetes', { value: false, at: '2026-12-02', unrecorded: true })).toBe('none recorded in the chart as of Dec 2, 2026');
    expect(answerLabel('smoking', { value: false, at: null })).toBe('from chart, undated');
    // Once the doctor changes the answer, the note goes.
    expect(answerHelper('diabetes', { value: true, at: '2019-03-02' }, false)).toBeUndefined();
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
