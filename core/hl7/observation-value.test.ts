import { describe, expect, it } from 'vitest';
import { readReferenceRange, readUnit } from './observation-value';

describe('readReferenceRange', () => {
  it.each([
    ['3.5-5.1', { low: 3.5, high: 5.1, text: '3.5-5.1' }],
    ['70 - 100', { low: 70, high: 100, text: '70 - 100' }],
    ['3.5-5.1 mmol/L', { low: 3.5, high: 5.1, text: '3.5-5.1 mmol/L' }],
    ['<200', { high: 200, text: '<200' }],
    ['<9 mcg/dL:  Acceptable background lead exposure', { high: 9, text: '<9 mcg/dL:  Acceptable background lead exposure' }],
    ['>60', { low: 60, text: '>60' }],
    ['Negative', { text: 'Negative' }],
    ['1:128 or less', { text: '1:128 or less' }],
  ])('%j', (text, range) => {
    expect(readReferenceRange(text)).toEqual(range);
  });

  it('is null when empty and keeps at most 80 characters of text', () => {
    expect(readReferenceRange('  ')).toBeNull();
    expect(readReferenceRange('x'.repeat(120))!.text).toHaveLength(80);
  });
});

describe('readUnit', () => {
  it('takes the identifier and says whether it is UCUM', () => {
    expect(readUnit(['ug/dL', 'micro-gram per deci-liter', 'UCUM'])).toEqual({ unit: 'ug/dL', isUcum: true });
    expect(readUnit(['', 'mmol/L', 'L'])).toEqual({ unit: 'mmol/L', isUcum: false });
    expect(readUnit([])).toEqual({ unit: null, isUcum: false });
  });
});
