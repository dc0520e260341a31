import { describe, expect, it } from 'vitest';
import { convertText, textToCanonical, toCanonical } from './units.utils';

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
