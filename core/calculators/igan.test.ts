import { englishResult } from './result-text';
import { describe, expect, it } from 'vitest';
import {
  IGAN_INCOMPLETE_INPUT_MESSAGE,
  IganInputSchema,
  computeIgan,
  iganBaselineSurvival,
  iganLinearPredictor,
  iganRiskCategory,
  meanArterialPressure,
  type IganInput,
} from './igan';

// Results read in English, as the Worker and the AI tools read them (core/calculators/result-text.ts).
const computeIganEnglish = (input: Parameters<typeof computeIgan>[0]) => englishResult(computeIgan(input));
const base: IganInput = {
  ageYears: 38,
  egfrMlMin173M2: 80,
  meanArterialPressureMmHg: 95,
  proteinuriaGPerDay: 1,
  mesangialHypercellularity: 0,
  endocapillaryHypercellularity: 0,
  segmentalSclerosis: 0,
  tubularAtrophyInterstitialFibrosis: 0,
  rasBlockadeAtBiopsy: false,
  immunosuppressionAtBiopsy: false,
  horizonMonths: 60,
};

const lesions: IganInput = {
  ageYears: 30,
  egfrMlMin173M2: 50,
  meanArterialPressureMmHg: 110,
  proteinuriaGPerDay: 1.2,
  mesangialHypercellularity: 1,
  endocapillaryHypercellularity: 1,
  segmentalSclerosis: 1,
  tubularAtrophyInterstitialFibrosis: 1,
  rasBlockadeAtBiopsy: true,
  immunosuppressionAtBiopsy: false,
  horizonMonths: 60,
};

describe('IgAN prediction (Barbour 2019, full model without race)', () => {
  it('has baseline survival 0.94176 at 5 years, so the reference patient (LP 0) has a 5.8% risk', () => {
    expect(iganBaselineSurvival(60)).toBeCloseTo(0.9417575, 7);
    const reference = { ...base, egfrMlMin173M2: 8.8 ** 2, meanArterialPressureMmHg: 97, proteinuriaGPerDay: Math.exp(0.09) };
    expect(iganLinearPredictor(reference)).toBeCloseTo(0, 12);
    expect(computeIganEnglish(reference).value).toBe(5.8);
  });

  it('rates the unremarkable patient of DESIGN.md §6 at about 5% over 5 years (Low), not the spec formula’s 63%', () => {
    const r = computeIganEnglish(base);
    expect(iganLinearPredictor(base)).toBeCloseTo(-0.081937, 6);
    expect(r.value).toBe(5.4);
    expect(r.display).toBe('5.4%');
    expect(r.category).toBe('Low');
    expect(r.severity).toBe('low');
    expect(r.label).toBe('Risk of 50% decline in eGFR or ESKD within 5 years');
  });

  it('computes a patient with M1 E1 S1 T1 on RAS blockade at 1, 5 and 7 years', () => {
    expect(iganLinearPredictor(lesions)).toBeCloseTo(1.874008, 6);
    expect(computeIganEnglish({ ...lesions, horizonMonths: 12 }).value).toBe(2.7);
    expect(computeIganEnglish(lesions).value).toBe(32.4);
    expect(computeIganEnglish(lesions).category).toBe('High');
    expect(computeIganEnglish({ ...lesions, horizonMonths: 84 }).value).toBe(46.5);
    expect(computeIganEnglish({ ...lesions, horizonMonths: 84 }).label).toContain('7 years');
  });

  it('uses the T2 and immunosuppression terms (T2 with proteinuria interaction)', () => {
    const t2: IganInput = {
      ageYears: 45,
      egfrMlMin173M2: 25,
      meanArterialPressureMmHg: 120,
      proteinuriaGPerDay: 4,
      mesangialHypercellularity: 1,
      endocapillaryHypercellularity: 0,
      segmentalSclerosis: 1,
      tubularAtrophyInterstitialFibrosis: 2,
      rasBlockadeAtBiopsy: true,
      immunosuppressionAtBiopsy: true,
      horizonMonths: 60,
    };
    expect(iganLinearPredictor(t2)).toBeCloseTo(2.887255, 6);
    const r = computeIganEnglish(t2);
    expect(r.value).toBe(65.9);
    expect(r.category).toBe('Very High');
  });

  it('computes a 3-year horizon for a young patient with little proteinuria', () => {
    const r = computeIganEnglish({
      ...base,
      ageYears: 25,
      egfrMlMin173M2: 100,
      meanArterialPressureMmHg: 85,
      proteinuriaGPerDay: 0.3,
      rasBlockadeAtBiopsy: true,
      horizonMonths: 36,
    });
    expect(r.value).toBe(1.4);
    expect(r.label).toContain('3 years');
  });

  it('puts the spec cut-offs 10, 30 and 60 in the higher category', () => {
    expect(iganRiskCategory(9.9).category).toBe('Low');
    expect(iganRiskCategory(10).category).toBe('Moderate');
    expect(iganRiskCategory(29.9).category).toBe('Moderate');
    expect(iganRiskCategory(30).category).toBe('High');
    expect(iganRiskCategory(59.9).category).toBe('High');
    expect(iganRiskCategory(60).category).toBe('Very High');
  });

  it('defaults to a 5-year horizon and states the outcome', () => {
    const { horizonMonths: _omit, ...rest } = base;
    const parsed = IganInputSchema.parse(rest);
    expect(parsed.horizonMonths).toBe(60);
    const r = computeIganEnglish(parsed);
    expect(r.interpretation).toContain('50% decline in eGFR or ESKD');
    expect(r.extras).toContainEqual({ label: 'Horizon', value: '60 months after biopsy' });
  });

  it('computes mean arterial pressure as DBP + (SBP − DBP)/3', () => {
    expect(meanArterialPressure(120, 90)).toBe(100);
  });

  it('rejects children, eGFR below 15, zero proteinuria, T3 and horizons beyond 7 years', () => {
    expect(IganInputSchema.safeParse({ ...base, ageYears: 17 }).success).toBe(false);
    expect(IganInputSchema.safeParse({ ...base, egfrMlMin173M2: 14 }).success).toBe(false);
    expect(IganInputSchema.safeParse({ ...base, proteinuriaGPerDay: 0 }).success).toBe(false);
    expect(IganInputSchema.safeParse({ ...base, tubularAtrophyInterstitialFibrosis: 3 }).success).toBe(false);
    expect(IganInputSchema.safeParse({ ...base, horizonMonths: 85 }).success).toBe(false);
    expect(IganInputSchema.safeParse({ ...base, horizonMonths: 6 }).success).toBe(false);
    expect(IganInputSchema.safeParse({ ...base, segmentalSclerosis: 0.5 }).success).toBe(false);
  });

  it('rejects missing fields with a field message, and keeps the spec form message', () => {
    const r = IganInputSchema.safeParse({ ...base, egfrMlMin173M2: undefined });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain('eGFR');
    expect(IGAN_INCOMPLETE_INPUT_MESSAGE).toBe('Please fill in all fields with valid values');
  });
});
