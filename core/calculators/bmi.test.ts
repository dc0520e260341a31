import { describe, expect, it } from 'vitest';
import { BMI_IMPERIAL_FACTOR, BmiInputSchema, bmiRaw, computeBmi, whoBmiClass } from './bmi';
import { englishResult } from './result-text';
import { cmToIn, kgToLb } from './units';

const metric = (weightKg: number, heightCm = 200) => englishResult(computeBmi({ units: 'metric', weightKg, heightCm }));

describe('BMI', () => {
  it('computes 70 kg, 175 cm as 22.9 kg/m² (normal weight)', () => {
    const r = metric(70, 175);
    expect(r.value).toBe(22.9);
    expect(r.display).toBe('22.9 kg/m²');
    expect(r.category).toBe('Normal weight');
  });

  it('puts every WHO cut-point in the upper class (inclusive lower bounds), at 2.00 m height', () => {
    expect(metric(63.96).category).toBe('Underweight (severe thinness)'); // 15.99
    expect(metric(64).category).toBe('Underweight (moderate thinness)'); // 16.0
    expect(metric(68).category).toBe('Underweight (mild thinness)'); // 17.0
    expect(metric(74).category).toBe('Normal weight'); // 18.5
    expect(metric(100).category).toBe('Pre-obesity (overweight)'); // 25.0
    expect(metric(120).category).toBe('Obesity class I'); // 30.0
    expect(metric(140).category).toBe('Obesity class II'); // 35.0
    expect(metric(160).category).toBe('Obesity class III'); // 40.0
  });

  it('classifies on the unrounded value: 24.9975 shows 25.0 but is normal weight, with a note', () => {
    const r = metric(99.99);
    expect(r.display).toBe('25.0 kg/m²');
    expect(r.category).toBe('Normal weight');
    expect(r.warnings?.[0]).toContain('unrounded');
    expect(whoBmiClass(18.49).category).toBe('Underweight (mild thinness)');
    expect(whoBmiClass(29.99).category).toBe('Pre-obesity (overweight)');
  });

  it('uses the exact imperial factor 703.0696, so unit switching never changes the value', () => {
    expect(BMI_IMPERIAL_FACTOR).toBeCloseTo(703.0696, 4);
    const kg = 81.3;
    const cm = 178;
    expect(bmiRaw({ units: 'imperial', weightLb: kgToLb(kg), heightIn: cmToIn(cm) })).toBeCloseTo(
      bmiRaw({ units: 'metric', weightKg: kg, heightCm: cm }),
      10,
    );
  });

  it('computes 150 lb at 65 in as 24.96 (shown 25.0, normal weight; CDC 703 gives 24.96 too)', () => {
    const r = englishResult(computeBmi({ units: 'imperial', weightLb: 150, heightIn: 65 }));
    expect(bmiRaw({ units: 'imperial', weightLb: 150, heightIn: 65 })).toBeCloseTo(24.961, 3);
    expect(r.display).toBe('25.0 kg/m²');
    expect(r.category).toBe('Normal weight');
  });

  it('rejects children, implausible heights and unknown units', () => {
    expect(BmiInputSchema.safeParse({ units: 'metric', weightKg: 30, heightCm: 130, ageYears: 10 }).error?.issues[0]?.message).toContain(
      'adults',
    );
    expect(BmiInputSchema.safeParse({ units: 'metric', weightKg: 70, heightCm: 17.5 }).success).toBe(false);
    expect(BmiInputSchema.safeParse({ units: 'imperial', weightLb: 150, heightIn: 165 }).success).toBe(false);
    expect(BmiInputSchema.safeParse({ units: 'stone', weightKg: 70, heightCm: 175 }).success).toBe(false);
  });
});
