import { describe, expect, it } from 'vitest';
import {
  CHADS2VASC_TABLE,
  Chads2VascInputSchema,
  cha2ds2VaScore,
  cha2ds2VascScore,
  chads2VascAgeBand,
  computeChads2Vasc as computeLocal,
  type Chads2VascInput,
} from './chads2vasc';
import { englishResult } from './result-text';

/** The result as the Worker and the AI read it: English. */
const computeChads2Vasc = (input: Parameters<typeof computeLocal>[0]) => englishResult(computeLocal(input));

const none: Chads2VascInput = {
  female: false,
  ageBand: 'under-65',
  congestiveHeartFailure: false,
  hypertension: false,
  diabetes: false,
  strokeTiaThromboembolism: false,
  vascularDisease: false,
};
const all: Chads2VascInput = {
  female: true,
  ageBand: '75-or-over',
  congestiveHeartFailure: true,
  hypertension: true,
  diabetes: true,
  strokeTiaThromboembolism: true,
  vascularDisease: true,
};

describe('CHA2DS2-VASc', () => {
  it('keeps the spec table exactly: annual risk by score 0-9 and its categories', () => {
    expect(CHADS2VASC_TABLE.map((r) => r.annualStrokeRiskPercent)).toEqual([0.2, 0.6, 2.2, 3.2, 4.8, 7.2, 9.7, 11.2, 10.8, 12.2]);
    expect(CHADS2VASC_TABLE.map((r) => r.category)).toEqual([
      'Low', 'Low', 'Moderate', 'Moderate-High', 'High', 'High', 'Very High', 'Very High', 'Very High', 'Very High',
    ]);
    expect(CHADS2VASC_TABLE.map((r) => r.specRecommendation)).toEqual([
      'Anticoagulation not recommended',
      'Consider anticoagulation',
      'Consider oral anticoagulation',
      'Oral anticoagulation recommended',
      'Oral anticoagulation recommended',
      'Oral anticoagulation recommended',
      'strongly recommended',
      'strongly recommended',
      'strongly recommended',
      'strongly recommended',
    ]);
  });

  it('scores each item with its published weight (stroke and age ≥75 count 2)', () => {
    expect(cha2ds2VascScore(none)).toBe(0);
    expect(cha2ds2VascScore({ ...none, congestiveHeartFailure: true })).toBe(1);
    expect(cha2ds2VascScore({ ...none, hypertension: true })).toBe(1);
    expect(cha2ds2VascScore({ ...none, ageBand: '75-or-over' })).toBe(2);
    expect(cha2ds2VascScore({ ...none, diabetes: true })).toBe(1);
    expect(cha2ds2VascScore({ ...none, strokeTiaThromboembolism: true })).toBe(2);
    expect(cha2ds2VascScore({ ...none, vascularDisease: true })).toBe(1);
    expect(cha2ds2VascScore({ ...none, ageBand: '65-74' })).toBe(1);
    expect(cha2ds2VascScore({ ...none, female: true })).toBe(1);
  });

  it('reaches the maximum of 9 with every item, and CHA2DS2-VA 8', () => {
    const r = computeChads2Vasc(all);
    expect(r.value).toBe(9);
    expect(r.category).toBe('Very High');
    expect(r.barFraction).toBe(1);
    expect(r.interpretation).toContain('12.2%');
    expect(cha2ds2VaScore(all)).toBe(8);
  });

  it('shows the spec risk and category for a man aged 70 with hypertension (score 2)', () => {
    const r = computeChads2Vasc({ ...none, ageBand: '65-74', hypertension: true });
    expect(r.value).toBe(2);
    expect(r.category).toBe('Moderate');
    expect(r.interpretation).toContain('2.2%');
    expect(r.barFraction).toBeCloseTo(2 / 9, 12);
    expect(r.recommendation).toMatch(/^Oral anticoagulation recommended/);
  });

  it('does not recommend anticoagulation for a woman whose only point is her sex', () => {
    const r = computeChads2Vasc({ ...none, female: true });
    expect(r.value).toBe(1);
    expect(r.category).toBe('Low');
    expect(r.extras).toContainEqual({ label: 'CHA2DS2-VA (ESC 2024, no sex point)', value: '0' });
    expect(r.recommendation).toMatch(/^Anticoagulation not recommended/);
  });

  it('asks to consider anticoagulation for a woman with one risk factor (VASc 2, VA 1), not to start it', () => {
    const r = computeChads2Vasc({ ...none, female: true, hypertension: true });
    expect(r.value).toBe(2);
    expect(r.category).toBe('Moderate');
    expect(r.recommendation).toMatch(/^Consider oral anticoagulation/);
  });

  it('recommends anticoagulation for a woman with two risk factors (VASc 3, VA 2)', () => {
    const r = computeChads2Vasc({ ...none, female: true, hypertension: true, diabetes: true });
    expect(r.value).toBe(3);
    expect(r.category).toBe('Moderate-High');
    expect(r.recommendation).toMatch(/^Oral anticoagulation recommended/);
  });

  it('asks to consider anticoagulation for a man with one risk factor', () => {
    expect(computeChads2Vasc({ ...none, diabetes: true }).recommendation).toMatch(/^Consider oral anticoagulation/);
  });

  it('maps category edges 1/2, 3/4, 5/6 as the spec says', () => {
    expect(computeChads2Vasc({ ...none, diabetes: true }).category).toBe('Low');
    expect(computeChads2Vasc({ ...none, strokeTiaThromboembolism: true, diabetes: true }).category).toBe('Moderate-High');
    expect(computeChads2Vasc({ ...none, strokeTiaThromboembolism: true, ageBand: '75-or-over' }).category).toBe('High');
    expect(
      computeChads2Vasc({ ...none, strokeTiaThromboembolism: true, ageBand: '75-or-over', diabetes: true }).category,
    ).toBe('High');
    expect(
      computeChads2Vasc({ ...none, strokeTiaThromboembolism: true, ageBand: '75-or-over', diabetes: true, hypertension: true })
        .category,
    ).toBe('Very High');
  });

  it('bands age at 65 and 75 (64 → under 65, 65 and 74 → 65-74, 75 → 75 or over)', () => {
    expect(chads2VascAgeBand(64.9)).toBe('under-65');
    expect(chads2VascAgeBand(65)).toBe('65-74');
    expect(chads2VascAgeBand(74.9)).toBe('65-74');
    expect(chads2VascAgeBand(75)).toBe('75-or-over');
  });

  it('rejects a missing sex and an unknown age band', () => {
    expect(Chads2VascInputSchema.safeParse({ ageBand: '65-74' }).success).toBe(false);
    const r = Chads2VascInputSchema.safeParse({ female: false, ageBand: '60-64' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain('age band');
  });

  it('treats unanswered history items as absent', () => {
    const r = Chads2VascInputSchema.parse({ female: false, ageBand: 'under-65' });
    expect(cha2ds2VascScore(r)).toBe(0);
  });
});
