import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './numeric';
import {
  albuminGDlToGL,
  albuminGLToGDl,
  celsiusToFahrenheit,
  bilirubinMgDlToUmolL,
  bilirubinUmolLToMgDl,
  cholesterolMgDlToMmolL,
  cholesterolMmolLToMgDl,
  cmToIn,
  creatinineMgDlToUmolL,
  creatinineUmolLToMgDl,
  fahrenheitToCelsius,
  inToCm,
  kgToLb,
  kpaToMmHg,
  lbToKg,
  mmHgToKpa,
} from './units';

describe('unit conversions', () => {
  it('converts body temperature between °C and °F (37 °C = 98.6 °F, water freezes at 0 °C = 32 °F)', () => {
    expect(celsiusToFahrenheit(37)).toBeCloseTo(98.6, 10);
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(fahrenheitToCelsius(98.6)).toBeCloseTo(37, 10);
    expect(fahrenheitToCelsius(-40)).toBe(-40);
    expect(fahrenheitToCelsius(celsiusToFahrenheit(38.25))).toBeCloseTo(38.25, 12);
  });

  it('converts creatinine with 88.42 µmol/L per mg/dL', () => {
    expect(creatinineMgDlToUmolL(1)).toBeCloseTo(88.42, 10);
    expect(creatinineUmolLToMgDl(176.84)).toBeCloseTo(2, 10);
  });

  it('converts cholesterol with 38.67 mg/dL per mmol/L (213 mg/dL = 5.51 mmol/L)', () => {
    expect(cholesterolMmolLToMgDl(1)).toBeCloseTo(38.67, 10);
    expect(cholesterolMgDlToMmolL(213)).toBeCloseTo(5.508, 3);
  });

  it('converts bilirubin with 17.1 µmol/L per mg/dL and albumin g/dL × 10 = g/L', () => {
    expect(bilirubinMgDlToUmolL(2)).toBeCloseTo(34.2, 10);
    expect(bilirubinUmolLToMgDl(34.2)).toBeCloseTo(2, 10);
    expect(albuminGDlToGL(3.5)).toBeCloseTo(35, 10);
    expect(albuminGLToGDl(35)).toBeCloseTo(3.5, 10);
  });

  it('converts weight and length with the exact international pound and inch', () => {
    expect(lbToKg(1)).toBe(0.45359237);
    expect(kgToLb(0.45359237)).toBeCloseTo(1, 12);
    expect(inToCm(1)).toBe(2.54);
    expect(cmToIn(254)).toBeCloseTo(100, 12);
  });

  it('converts blood pressure with the standard atmosphere (760 mmHg = 101.325 kPa; 120 mmHg = 16.0 kPa)', () => {
    expect(mmHgToKpa(760)).toBeCloseTo(101.325, 10);
    expect(roundHalfUp(mmHgToKpa(120), 1)).toBe(16);
    expect(kpaToMmHg(101.325)).toBeCloseTo(760, 10);
  });

  it('round-trips every conversion', () => {
    for (const [to, from] of [
      [creatinineMgDlToUmolL, creatinineUmolLToMgDl],
      [cholesterolMgDlToMmolL, cholesterolMmolLToMgDl],
      [bilirubinMgDlToUmolL, bilirubinUmolLToMgDl],
      [albuminGDlToGL, albuminGLToGDl],
      [kgToLb, lbToKg],
      [cmToIn, inToCm],
      [mmHgToKpa, kpaToMmHg],
    ] as const) {
      expect(from(to(123.4))).toBeCloseTo(123.4, 10);
    }
  });
});

describe('roundHalfUp', () => {
  it('rounds decimal halves up despite binary representation (1.005 → 1.01, 2.675 → 2.68, 262.5 → 263)', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(262.5)).toBe(263);
    expect(roundHalfUp(0.2 * 3 * 10, 1)).toBe(6);
    expect(roundHalfUp(2.0522, 1)).toBe(2.1);
    expect(roundHalfUp(-2.5)).toBe(-3);
  });
});
