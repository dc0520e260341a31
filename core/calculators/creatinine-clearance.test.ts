import { describe, expect, it } from 'vitest';
import {
  CreatinineClearanceInputSchema,
  ckdEpi2021Egfr,
  ckdEpi2021EgfrRaw,
  cockcroftGaultMlMin,
  computeCreatinineClearance as computeLocal,
  kdigoGfrCategory,
  type CreatinineClearanceInput,
} from './creatinine-clearance';
import { creatinineUmolLToMgDl } from './units';
import { englishResult } from './result-text';

/** The result as the Worker and the AI read it: English. */
const computeCreatinineClearance = (input: Parameters<typeof computeLocal>[0]) => englishResult(computeLocal(input));

const man: CreatinineClearanceInput = { ageYears: 60, sex: 'male', weightKg: 72, creatinineMgDl: 1 };

describe('Cockcroft–Gault creatinine clearance', () => {
  it('gives (140 − 60) × 72 / (72 × 1.0) = 80.0 mL/min for a man', () => {
    expect(cockcroftGaultMlMin(man)).toBeCloseTo(80, 10);
    const r = computeCreatinineClearance(man);
    expect(r.value).toBe(80);
    expect(r.display).toBe('80.0 mL/min');
    expect(r.category).toBe('Mildly decreased (60-89 mL/min)');
  });

  it('multiplies by 0.85 for a woman (68.0 mL/min)', () => {
    expect(computeCreatinineClearance({ ...man, sex: 'female' }).value).toBe(68);
  });

  it('computes an 85-year-old woman of 58 kg with creatinine 1.4 as 26.9 mL/min (severely decreased)', () => {
    const input: CreatinineClearanceInput = { ageYears: 85, sex: 'female', weightKg: 58, creatinineMgDl: 1.4 };
    expect(cockcroftGaultMlMin(input)).toBeCloseTo(26.8998, 3);
    const r = computeCreatinineClearance(input);
    expect(r.value).toBe(26.9);
    expect(r.severity).toBe('high');
  });

  it('accepts creatinine converted from µmol/L with the 88.42 factor', () => {
    const fromSi = { ...man, creatinineMgDl: creatinineUmolLToMgDl(88.42) };
    expect(computeCreatinineClearance(fromSi).value).toBe(80);
  });
});

describe('CKD-EPI 2021 eGFR beside it', () => {
  it('gives 86 for a 60-year-old man with creatinine 1.0 mg/dL', () => {
    expect(ckdEpi2021EgfrRaw(man)).toBeCloseTo(86.1626, 3);
    expect(ckdEpi2021Egfr(man)).toBe(86);
  });

  it('gives 99 for a 60-year-old woman at the κ knot (creatinine 0.7)', () => {
    expect(ckdEpi2021Egfr({ ageYears: 60, sex: 'female', creatinineMgDl: 0.7 })).toBe(99);
  });

  it('uses the α exponent below κ and −1.200 above it', () => {
    expect(ckdEpi2021Egfr({ ageYears: 40, sex: 'male', creatinineMgDl: 0.6 })).toBe(125);
    expect(ckdEpi2021Egfr({ ageYears: 50, sex: 'female', creatinineMgDl: 1.2 })).toBe(55);
    expect(ckdEpi2021Egfr({ ageYears: 80, sex: 'male', creatinineMgDl: 2.5 })).toBe(25);
  });

  it('shows eGFR and its KDIGO category as extras', () => {
    expect(computeCreatinineClearance(man).extras).toEqual([
      { label: 'eGFR (CKD-EPI 2021, race-free)', value: '86 mL/min/1.73 m²' },
      { label: 'KDIGO GFR category', value: 'G2 (mildly decreased)' },
    ]);
  });

  it('places KDIGO category edges at 90, 60, 45, 30 and 15', () => {
    expect(kdigoGfrCategory(90)).toMatch(/^G1/);
    expect(kdigoGfrCategory(89)).toMatch(/^G2/);
    expect(kdigoGfrCategory(60)).toMatch(/^G2/);
    expect(kdigoGfrCategory(59)).toMatch(/^G3a/);
    expect(kdigoGfrCategory(45)).toMatch(/^G3a/);
    expect(kdigoGfrCategory(44)).toMatch(/^G3b/);
    expect(kdigoGfrCategory(30)).toMatch(/^G3b/);
    expect(kdigoGfrCategory(29)).toMatch(/^G4/);
    expect(kdigoGfrCategory(15)).toMatch(/^G4/);
    expect(kdigoGfrCategory(14)).toMatch(/^G5/);
  });
});

describe('Creatinine clearance input', () => {
  it('rejects children, zero creatinine and implausible weight', () => {
    expect(CreatinineClearanceInputSchema.safeParse({ ...man, ageYears: 17 }).success).toBe(false);
    expect(CreatinineClearanceInputSchema.safeParse({ ...man, creatinineMgDl: 0 }).success).toBe(false);
    expect(CreatinineClearanceInputSchema.safeParse({ ...man, weightKg: 5 }).success).toBe(false);
    expect(CreatinineClearanceInputSchema.safeParse({ ...man, sex: 'x' }).success).toBe(false);
  });
});
