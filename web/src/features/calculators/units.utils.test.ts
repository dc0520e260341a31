import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { canonicalText, convertText, textToCanonical, toCanonical } from './units.utils';

afterAll(() => activateLocale('en'));

describe('unit switching on calculator pages', () => {
  it('converts an entered creatinine between mg/dL and µmol/L at lab precision', () => {
    expect(convertText('creatinine', '1.0', 'mg/dL', 'µmol/L')).toBe('88');
    expect(convertText('creatinine', '88', 'µmol/L', 'mg/dL')).toBe('1');
    expect(convertText('creatinine', '1,5', 'mg/dL', 'µmol/L')).toBe('133');
  });

  it('converts weight, height and cholesterol', () => {
    expect(convertText('weight', '70', 'kg', 'lb')).toBe('154.3');
    expect(convertText('weight', '154.3', 'lb', 'kg')).toBe('70');
    expect(convertText('height', '70', 'in', 'cm')).toBe('177.8');
    expect(convertText('cholesterol', '200', 'mg/dL', 'mmol/L')).toBe('5.17');
    expect(convertText('cholesterol', '5.17', 'mmol/L', 'mg/dL')).toBe('200');
  });

  it('writes a converted or prefilled value with the decimal mark of the language, which the field reads back', async () => {
    await activateLocale('de');
    expect(convertText('weight', '70', 'kg', 'lb')).toBe('154,3');
    expect(convertText('cholesterol', '200', 'mg/dL', 'mmol/L')).toBe('5,17');
    expect(canonicalText('creatinine', 1.234, 'mg/dL')).toBe('1,23');
    expect(canonicalText('weight', 12_345.6, 'kg')).toBe('12345,6');
    expect(textToCanonical('weight', convertText('weight', '70', 'kg', 'lb'), 'lb')).toBeCloseTo(69.99, 2);
    await activateLocale('en');
    expect(canonicalText('weight', 12_345.6, 'kg')).toBe('12345.6');
  });

  it('keeps empty or unparseable text as typed', () => {
    expect(convertText('weight', '', 'kg', 'lb')).toBe('');
    expect(convertText('weight', 'abc', 'kg', 'lb')).toBe('abc');
  });

  it('gives the calculator its canonical unit (kg, mg/dL), undefined when empty and NaN when not a number', () => {
    expect(textToCanonical('weight', '100', 'lb')).toBeCloseTo(45.359237, 6);
    expect(textToCanonical('creatinine', '176.84', 'µmol/L')).toBeCloseTo(2, 6);
    expect(textToCanonical('albumin', '35', 'g/L')).toBeCloseTo(3.5, 6);
    expect(textToCanonical('weight', '', 'kg')).toBeUndefined();
    expect(textToCanonical('weight', '7o', 'kg')).toBeNaN();
    expect(toCanonical('height', 180, 'cm')).toBe(180);
  });
});

describe('remembered lab units', () => {
  it('falls back to conventional units for anything unknown in storage', async () => {
    const { sanitizeLabUnits } = await import('./units.utils');
    expect(sanitizeLabUnits({ creatinine: 'µmol/L', cholesterol: 'mmol/L', bilirubin: 'grains' })).toEqual({
      creatinine: 'µmol/L',
      bilirubin: 'mg/dL',
      albumin: 'g/dL',
      cholesterol: 'mmol/L',
    });
    expect(sanitizeLabUnits('nonsense')).toEqual({ creatinine: 'mg/dL', bilirubin: 'mg/dL', albumin: 'g/dL', cholesterol: 'mg/dL' });
  });
});
