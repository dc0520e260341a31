import { englishResult } from './result-text';
import { describe, expect, it } from 'vitest';
import { WellsPeInputSchema, computeWellsPe, wellsPeScore, wellsPeThreeTier, wellsPeTwoTier, type WellsPeInput } from './wells-pe';

// Results read in English, as the Worker and the AI tools read them (core/calculators/result-text.ts).
const computeWellsPeEnglish = (input: Parameters<typeof computeWellsPe>[0]) => englishResult(computeWellsPe(input));
const none: WellsPeInput = {
  clinicalSignsOfDvt: false,
  peMostLikelyDiagnosis: false,
  heartRateOver100: false,
  immobilisationOrRecentSurgery: false,
  previousDvtOrPe: false,
  haemoptysis: false,
  malignancy: false,
};

describe("Wells' criteria for PE", () => {
  it('weights each criterion as Wells 2000 (3, 3, 1.5, 1.5, 1.5, 1, 1) and totals 12.5', () => {
    expect(wellsPeScore({ ...none, clinicalSignsOfDvt: true })).toBe(3);
    expect(wellsPeScore({ ...none, peMostLikelyDiagnosis: true })).toBe(3);
    expect(wellsPeScore({ ...none, heartRateOver100: true })).toBe(1.5);
    expect(wellsPeScore({ ...none, immobilisationOrRecentSurgery: true })).toBe(1.5);
    expect(wellsPeScore({ ...none, previousDvtOrPe: true })).toBe(1.5);
    expect(wellsPeScore({ ...none, haemoptysis: true })).toBe(1);
    expect(wellsPeScore({ ...none, malignancy: true })).toBe(1);
    const all = computeWellsPeEnglish(Object.fromEntries(Object.keys(none).map((k) => [k, true])) as WellsPeInput);
    expect(all.value).toBe(12.5);
    expect(all.barFraction).toBe(1);
    expect(all.display).toBe('12.5');
  });

  it('places three-tier edges: 1.5 low, 2 moderate, 6 moderate, 6.5 high', () => {
    expect(wellsPeThreeTier(1.5).category).toBe('Low');
    expect(wellsPeThreeTier(2).category).toBe('Moderate');
    expect(wellsPeThreeTier(6).category).toBe('Moderate');
    expect(wellsPeThreeTier(6.5).category).toBe('High');
    expect(computeWellsPeEnglish({ ...none, haemoptysis: true, malignancy: true }).category).toBe('Moderate probability');
    expect(computeWellsPeEnglish({ ...none, clinicalSignsOfDvt: true, peMostLikelyDiagnosis: true }).category).toBe('Moderate probability');
    expect(
      computeWellsPeEnglish({ ...none, clinicalSignsOfDvt: true, heartRateOver100: true, haemoptysis: true, malignancy: true }).category,
    ).toBe('High probability');
  });

  it('dichotomises at 4: 4 is PE unlikely (D-dimer first), 4.5 is PE likely (CT angiography)', () => {
    expect(wellsPeTwoTier(4)).toBe('PE unlikely');
    expect(wellsPeTwoTier(4.5)).toBe('PE likely');
    const four = computeWellsPeEnglish({ ...none, heartRateOver100: true, previousDvtOrPe: true, haemoptysis: true });
    expect(four.value).toBe(4);
    expect(four.extras).toContainEqual({ label: 'Two-tier', value: 'PE unlikely' });
    expect(four.recommendation).toMatch(/D-dimer/);
    const fourHalf = computeWellsPeEnglish({ ...none, peMostLikelyDiagnosis: true, heartRateOver100: true });
    expect(fourHalf.extras).toContainEqual({ label: 'Two-tier', value: 'PE likely' });
    expect(fourHalf.recommendation).toMatch(/^PE likely: CT pulmonary angiography/);
  });

  it('scores 0 (low, PE unlikely) with nothing ticked and rejects non-boolean answers', () => {
    const r = computeWellsPeEnglish(WellsPeInputSchema.parse({}));
    expect(r.value).toBe(0);
    expect(r.category).toBe('Low probability');
    expect(WellsPeInputSchema.safeParse({ haemoptysis: 'yes' }).success).toBe(false);
  });
});
