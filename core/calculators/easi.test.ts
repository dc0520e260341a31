import { describe, expect, it } from 'vitest';
import { EasiInputSchema, computeEasi as computeEasiResult, easiAgeGroupForAge, easiBand, type EasiInput } from './easi';
import { englishResult } from './result-text';

/** The result as the Worker and these expectations read it: in English. */
const computeEasi = (input: EasiInput) => englishResult(computeEasiResult(input));

type Region = EasiInput['headNeck'];
const clear: Region = { areaScore: 0, erythema: 0, oedemaPapulation: 0, excoriation: 0, lichenification: 0 };

/** A region with the given area score and signs summing to `signs` (0-12). */
function region(areaScore: number, signs: number): Region {
  const s = [0, 0, 0, 0];
  for (let i = 0; i < signs; i++) s[i % 4]! += 1;
  return { areaScore, erythema: s[0]!, oedemaPapulation: s[1]!, excoriation: s[2]!, lichenification: s[3]! };
}

function adult(parts: Partial<Record<'headNeck' | 'trunk' | 'upperLimbs' | 'lowerLimbs', Region>>): EasiInput {
  return { ageGroup: 'adult', headNeck: clear, trunk: clear, upperLimbs: clear, lowerLimbs: clear, ...parts };
}

describe('EASI', () => {
  it('weights adult regions 0.1 / 0.3 / 0.2 / 0.4 (Hanifin 2001)', () => {
    expect(computeEasi(adult({ headNeck: region(6, 12) })).value).toBe(7.2);
    expect(computeEasi(adult({ trunk: region(6, 12) })).value).toBe(21.6);
    expect(computeEasi(adult({ upperLimbs: region(6, 12) })).value).toBe(14.4);
    expect(computeEasi(adult({ lowerLimbs: region(6, 12) })).value).toBe(28.8);
  });

  it('reaches 72 at maximum in adults and in children, with a full bar', () => {
    const max = region(6, 12);
    const a = computeEasi(adult({ headNeck: max, trunk: max, upperLimbs: max, lowerLimbs: max }));
    expect(a.value).toBe(72);
    expect(a.barFraction).toBe(1);
    expect(a.category).toBe('Very severe');
    const c = computeEasi({ ageGroup: 'child', headNeck: max, trunk: max, upperLimbs: max, lowerLimbs: max });
    expect(c.value).toBe(72);
  });

  it('uses child weights 0.2 / 0.3 / 0.2 / 0.3 for ages 0-7', () => {
    const input: EasiInput = { ageGroup: 'child', headNeck: region(3, 10), trunk: clear, upperLimbs: clear, lowerLimbs: region(1, 1) };
    // 0.2 × 3 × 10 = 6.0 (6.000000000000001 in naive floating point) + 0.3 × 1 × 1 = 0.3
    const r = computeEasi(input);
    expect(r.value).toBe(6.3);
    expect(r.extras).toContainEqual({ label: 'Head and Neck', value: '6.0' });
    expect(easiAgeGroupForAge(7.9)).toBe('child');
    expect(easiAgeGroupForAge(8)).toBe('adult');
  });

  it('gives exactly 6.0 for 0.2 × 3 × 10, where IEEE doubles give 6.000000000000001', () => {
    expect(0.2 * 3 * 10).not.toBe(6);
    const r = computeEasi({ ageGroup: 'child', headNeck: region(3, 10), trunk: clear, upperLimbs: clear, lowerLimbs: clear });
    expect(r.value).toBe(6);
    expect(r.display).toBe('6.0');
  });

  it('keeps a score of exactly 7.0 mild even when naive float arithmetic gives 7.000000000000001', () => {
    expect(0.2 * 1 * 5 + 0.4 * 3 * 5).toBeGreaterThan(7);
    const r = computeEasi(adult({ upperLimbs: region(1, 5), lowerLimbs: region(3, 5) }));
    expect(r.value).toBe(7);
    expect(r.display).toBe('7.0');
    expect(r.category).toBe('Mild');
  });

  it('keeps exactly 21.0 moderate and exactly 50.0 severe (Leshem 2015: edges belong to the lower band)', () => {
    expect(0.2 * 1 * 9 + 0.4 * 4 * 12).toBeGreaterThan(21);
    const r21 = computeEasi(adult({ upperLimbs: region(1, 9), lowerLimbs: region(4, 12) }));
    expect(r21.value).toBe(21);
    expect(r21.category).toBe('Moderate');
    const r50 = computeEasi(adult({ trunk: region(5, 12), upperLimbs: region(4, 7), lowerLimbs: region(6, 11) }));
    expect(r50.value).toBe(50);
    expect(r50.category).toBe('Severe');
  });

  it('classifies 7.1, 21.1 and 50.1 in the upper band', () => {
    expect(easiBand(7.1).category).toBe('Moderate');
    expect(easiBand(21.1).category).toBe('Severe');
    expect(easiBand(50.1).category).toBe('Very severe');
    const r = computeEasi(adult({ headNeck: region(1, 1), upperLimbs: region(1, 5), lowerLimbs: region(3, 5) }));
    expect(r.value).toBe(7.1);
    expect(r.category).toBe('Moderate');
  });

  it('reports clear at 0 and almost clear from 0.1 to 1.0, mild from 1.1', () => {
    expect(computeEasi(adult({})).category).toBe('Clear');
    expect(computeEasi(adult({ headNeck: region(1, 1) })).value).toBe(0.1);
    expect(computeEasi(adult({ headNeck: region(1, 1) })).category).toBe('Almost clear');
    const one = computeEasi(adult({ headNeck: region(1, 1), upperLimbs: region(1, 3) }));
    expect(one.value).toBe(0.7);
    expect(computeEasi(adult({ headNeck: region(2, 5) })).value).toBe(1);
    expect(computeEasi(adult({ headNeck: region(2, 5) })).category).toBe('Almost clear');
    expect(computeEasi(adult({ headNeck: region(1, 11) })).value).toBe(1.1);
    expect(computeEasi(adult({ headNeck: region(1, 11) })).category).toBe('Mild');
  });

  it('defaults to adult weights when no age group is given', () => {
    const parsed = EasiInputSchema.parse({ headNeck: clear, trunk: clear, upperLimbs: clear, lowerLimbs: region(1, 1) });
    expect(parsed.ageGroup).toBe('adult');
    expect(computeEasi(parsed).value).toBe(0.4);
  });

  it('rejects area scores above 6, signs above 3, half steps and missing regions', () => {
    expect(EasiInputSchema.safeParse(adult({ trunk: { ...clear, areaScore: 7 } })).success).toBe(false);
    expect(EasiInputSchema.safeParse(adult({ trunk: { ...clear, erythema: 4 } })).success).toBe(false);
    expect(EasiInputSchema.safeParse(adult({ trunk: { ...clear, erythema: 1.5 } })).success).toBe(false);
    const { trunk: _t, ...noTrunk } = adult({});
    expect(EasiInputSchema.safeParse(noTrunk).success).toBe(false);
  });
});
