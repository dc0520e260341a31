import { describe, expect, it } from 'vitest';
import {
  BurnsInputSchema,
  LUND_BROWDER_COLUMNS,
  LUND_BROWDER_REGIONS,
  ParklandInputSchema,
  RULE_OF_NINES_REGIONS,
  computeBurns,
  computeParkland,
  lundBrowderColumnForAge,
  lundBrowderRegionPercent,
  lundBrowderTbsa,
  type LundBrowderRegionId,
} from './burns';
import { englishResult } from './result-text';

const allLundBrowder = (pct: number) =>
  Object.fromEntries(LUND_BROWDER_REGIONS.map((r) => [r.id, pct])) as Record<LundBrowderRegionId, number>;

describe('Burn area: rule of nines', () => {
  it('totals 100% over its regions (hands inside the upper limbs)', () => {
    expect(RULE_OF_NINES_REGIONS.reduce((s, r) => s + r.percent, 0)).toBe(100);
    const r = computeBurns(
      BurnsInputSchema.parse({
        method: 'rule-of-nines',
        regionsPercentBurned: { headNeck: 100, upperLimbs: 100, trunk: 100, lowerLimbs: 100, genitals: 100 },
      }),
    );
    expect(r.value).toBe(100);
    expect(r.barFraction).toBe(1);
  });

  it('weights the burned part of each region (half the trunk 18 + half the arms 9 = 27%)', () => {
    const r = englishResult(computeBurns(
      BurnsInputSchema.parse({ method: 'rule-of-nines', regionsPercentBurned: { trunk: 50, upperLimbs: 50 } }),
    ));
    expect(r.value).toBe(27);
    expect(r.display).toBe('27.0%');
    expect(r.category).toBe('20% TBSA or more');
  });

  it('adds 1% per palm-sized area for scattered burns', () => {
    const r = computeBurns(BurnsInputSchema.parse({ method: 'rule-of-nines', palmAreas: 3 }));
    expect(r.value).toBe(3);
    expect(r.category).toBe('Under 10% TBSA');
  });

  it('bands at 10 and 20% TBSA', () => {
    const at = (tbsaPercent: number) => computeBurns(BurnsInputSchema.parse({ method: 'manual', tbsaPercent })).category;
    expect(at(9.9)).toBe('Under 10% TBSA');
    expect(at(10)).toBe('10-19% TBSA');
    expect(at(19.9)).toBe('10-19% TBSA');
    expect(at(20)).toBe('20% TBSA or more');
  });

  it('rejects a total above 100% and region percentages outside 0-100', () => {
    const over = BurnsInputSchema.safeParse({
      method: 'rule-of-nines',
      regionsPercentBurned: { headNeck: 100, upperLimbs: 100, trunk: 100, lowerLimbs: 100, genitals: 100 },
      palmAreas: 1,
    });
    expect(over.success).toBe(false);
    expect(BurnsInputSchema.safeParse({ method: 'rule-of-nines', regionsPercentBurned: { trunk: 120 } }).success).toBe(false);
    expect(BurnsInputSchema.safeParse({ method: 'manual', tbsaPercent: 101 }).success).toBe(false);
    expect(BurnsInputSchema.safeParse({ method: 'manual', tbsaPercent: -1 }).success).toBe(false);
    expect(BurnsInputSchema.safeParse({ method: 'nines' }).success).toBe(false);
  });
});

describe('Burn area: Lund–Browder', () => {
  it('sums to 100% in every age column', () => {
    for (const column of LUND_BROWDER_COLUMNS) {
      expect(lundBrowderTbsa(column, allLundBrowder(100))).toBeCloseTo(100, 10);
    }
  });

  it('uses the published age-dependent parts: head 19% at birth, 7% in adults; thigh 5.5% and 9.5%; lower leg 5% and 7%', () => {
    expect(lundBrowderRegionPercent('head', '0')).toBe(19);
    expect(lundBrowderRegionPercent('head', 'adult')).toBe(7);
    expect(lundBrowderRegionPercent('rightThigh', '0')).toBe(5.5);
    expect(lundBrowderRegionPercent('leftThigh', '10')).toBe(8.5);
    expect(lundBrowderRegionPercent('leftThigh', 'adult')).toBe(9.5);
    expect(lundBrowderRegionPercent('rightLowerLeg', '0')).toBe(5);
    expect(lundBrowderRegionPercent('rightLowerLeg', '5')).toBe(5.5);
    expect(lundBrowderRegionPercent('rightLowerLeg', 'adult')).toBe(7);
  });

  it('computes a 1-year-old with the whole head and anterior trunk burned as 30%', () => {
    const regions = { ...allLundBrowder(0), head: 100, anteriorTrunk: 100 };
    const r = computeBurns(BurnsInputSchema.parse({ method: 'lund-browder', ageColumn: '1', regionsPercentBurned: regions }));
    expect(r.value).toBe(30);
  });

  it('rounds TBSA to one decimal (half a thigh at age 0 = 1.375 → 1.4%)', () => {
    const r = computeBurns(
      BurnsInputSchema.parse({ method: 'lund-browder', ageColumn: '0', regionsPercentBurned: { rightThigh: 25 } }),
    );
    expect(r.value).toBe(1.4);
  });

  it('picks the age column at or below the age', () => {
    expect(lundBrowderColumnForAge(0.5)).toBe('0');
    expect(lundBrowderColumnForAge(1)).toBe('1');
    expect(lundBrowderColumnForAge(4.9)).toBe('1');
    expect(lundBrowderColumnForAge(5)).toBe('5');
    expect(lundBrowderColumnForAge(14)).toBe('10');
    expect(lundBrowderColumnForAge(15)).toBe('15');
    expect(lundBrowderColumnForAge(18)).toBe('adult');
  });

  it('rejects an unknown age column', () => {
    expect(BurnsInputSchema.safeParse({ method: 'lund-browder', ageColumn: '3', regionsPercentBurned: {} }).success).toBe(false);
  });
});

describe('Parkland formula', () => {
  it('gives 4 mL × kg × %TBSA, half in the first 8 h and half over the next 16 h', () => {
    const p = computeParkland({ weightKg: 70, tbsaPercent: 30 });
    expect(p.totalMl).toBe(8400);
    expect(p.firstHalfMl).toBe(4200);
    expect(p.secondHalfMl).toBe(4200);
    expect(p.firstPeriodRateMlPerH).toBe(525);
    expect(p.secondPeriodRateMlPerH).toBe(263); // 262.5 rounds half up
  });

  it('counts the first 8 h from the time of burn: arriving at hour 3 leaves 5 h for the first half', () => {
    const p = computeParkland({ weightKg: 80, tbsaPercent: 25, hoursSinceBurn: 3 });
    expect(p.totalMl).toBe(8000);
    expect(p.firstPeriodRateMlPerH).toBe(800);
    expect(p.secondPeriodRateMlPerH).toBe(250);
  });

  it('adds the fluid plan to the burn result when weight is given', () => {
    const r = englishResult(computeBurns(
      BurnsInputSchema.parse({ method: 'rule-of-nines', regionsPercentBurned: { trunk: 50, upperLimbs: 50 }, weightKg: 70 }),
    ));
    expect(r.extras).toContainEqual({ label: 'Parkland 24-h Lactated Ringer’s', value: '7560 mL' });
    expect(r.extras).toContainEqual({ label: 'First 8 h from burn', value: '3780 mL at 473 mL/h' });
    expect(r.extras).toContainEqual({ label: 'Next 16 h', value: '3780 mL at 236 mL/h' });
  });

  it('rejects 8 hours or more since the burn, and weights outside 1-300 kg', () => {
    expect(ParklandInputSchema.safeParse({ weightKg: 70, tbsaPercent: 30, hoursSinceBurn: 8 }).success).toBe(false);
    expect(ParklandInputSchema.safeParse({ weightKg: 0, tbsaPercent: 30 }).success).toBe(false);
    expect(ParklandInputSchema.safeParse({ weightKg: 301, tbsaPercent: 30 }).success).toBe(false);
  });
});
