import { describe, expect, it } from 'vitest';
import { englishText } from '../../i18n/message';
import { msg } from '../../i18n/msg';
import { ageInDays, ageInMonths, ageText, basisOf, limitText, notCheckedFor, staleness } from './basis';
import type { MeasuredValue } from './types';

const potassium = (date: string | null): MeasuredValue => ({ value: 5.8, unit: 'mmol/L', date, referenceHigh: 5.1 });

describe('the age of a value', () => {
  it('counts whole calendar days to the check date, across a leap day, never below zero', () => {
    expect(ageInDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(ageInDays('2023-03-01', '2024-03-01')).toBe(366);
    expect(ageInDays('2024-03-01T23:59:00Z', '2024-03-01')).toBe(0);
    expect(ageInDays('2024-03-05', '2024-03-01')).toBe(0);
  });

  it('is unknown for a value without a date or with an unreadable one', () => {
    expect(ageInDays(null, '2024-03-01')).toBeNull();
    expect(ageInDays('March 2024', '2024-03-01')).toBeNull();
  });
});

describe('durations in words', () => {
  it('says a value’s age in days under three calendar months, in whole months after', () => {
    expect(englishText(ageText('2024-02-29', '2024-03-01')!)).toBe('1 day');
    expect(englishText(ageText('2023-12-02', '2024-03-01')!)).toBe('90 days');
    expect(englishText(ageText('2023-12-01', '2024-03-01')!)).toBe('3 months');
    expect(ageInMonths('2023-01-31', '2024-03-01')).toBe(13);
    expect(ageInMonths('2023-01-01', '2024-03-01')).toBe(14);
  });

  it('keeps a source’s limit exact: months only when the days are a whole number of them', () => {
    expect(englishText(limitText(365))).toBe('12 months');
    expect(englishText(limitText(90))).toBe('3 months');
    expect(englishText(limitText(100))).toBe('100 days');
    expect(englishText(limitText(30))).toBe('30 days');
    expect(englishText(limitText(1))).toBe('1 day');
  });
});

describe('a value older than its source allows', () => {
  it('says how old it is and what the source asks for', () => {
    expect(englishText(staleness(potassium('2023-01-01'), '2024-03-01', 365)!)).toBe('measured 14 months ago; the source asks for a value within 12 months');
    // 382 days rounds down to 12 whole months: said in days, never as if within the 12-month limit.
    expect(englishText(staleness(potassium('2023-02-13'), '2024-03-01', 365)!)).toBe('measured 382 days ago; the source asks for a value within 12 months');
  });

  it('is not stale on the last day the source allows, and is the day after', () => {
    expect(staleness(potassium('2023-03-02'), '2024-03-01', 365)).toBeUndefined();
    expect(staleness(potassium('2023-03-01'), '2024-03-01', 365)).toBeDefined();
  });

  it('says an undated value cannot be shown recent enough', () => {
    expect(englishText(staleness(potassium(null), '2024-03-01', 90)!)).toBe('undated; the source asks for a value within 3 months');
  });
});

describe('the basis of a finding', () => {
  it('carries the value as read with its date, and the staleness when a limit is given', () => {
    expect(basisOf(msg('Potassium'), potassium('2024-02-20'))).toEqual({ name: 'Potassium', value: 5.8, unit: 'mmol/L', date: '2024-02-20' });
    expect(basisOf(msg('Potassium'), potassium('2024-02-20'), { asOf: '2024-03-01', maxAgeDays: 30 }).stale).toBeUndefined();
    const old = basisOf(msg('Potassium'), potassium('2023-12-01'), { asOf: '2024-03-01', maxAgeDays: 30 });
    expect(englishText(old.stale!)).toBe('measured 3 months ago; the source asks for a value within 30 days');
  });
});

describe('what could not be checked', () => {
  it('names the missing value and the limit left unchecked', () => {
    expect(englishText(notCheckedFor(msg('Potassium'), 'the potassium limit of Eplerenone'))).toBe('No Potassium in the chart: the potassium limit of Eplerenone was not checked.');
  });
});
