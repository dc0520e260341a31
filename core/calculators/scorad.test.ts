import { englishResult } from './result-text';
import { describe, expect, it } from 'vitest';
import { SCORAD_BODY_AREAS, ScoradInputSchema, computeScorad, scoradBand, scoradExtentPercent, type ScoradInput } from './scorad';

// Results read in English, as the Worker and the AI tools read them (core/calculators/result-text.ts).
const computeScoradEnglish = (input: Parameters<typeof computeScorad>[0]) => englishResult(computeScorad(input));
const zero: ScoradInput = {
  selectedAreas: [],
  erythema: 0,
  oedemaPapulation: 0,
  oozingCrusts: 0,
  excoriation: 0,
  lichenification: 0,
  dryness: 0,
  pruritus: 0,
  sleepLoss: 0,
};

/** Intensity items summing to `b` (0-18). */
function intensity(b: number) {
  const items = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < b; i++) items[i % 6]! += 1;
  const [erythema, oedemaPapulation, oozingCrusts, excoriation, lichenification, dryness] = items as [
    number, number, number, number, number, number,
  ];
  return { erythema, oedemaPapulation, oozingCrusts, excoriation, lichenification, dryness };
}

describe('SCORAD', () => {
  it('computes A/5 + 7B/2 + C (A 50, B 9, C 10 → 51.5, severe)', () => {
    const r = computeScoradEnglish({ ...zero, customExtentPercent: 50, ...intensity(9), pruritus: 6, sleepLoss: 4 });
    expect(r.value).toBe(51.5);
    expect(r.display).toBe('51.5');
    expect(r.category).toBe('Severe');
    expect(r.extras).toContainEqual({ label: 'Objective SCORAD (A/5 + 7B/2)', value: '41.5' });
  });

  it('reaches 103 at full extent, intensity and symptoms, and the bar is then full', () => {
    const r = computeScoradEnglish({ ...zero, customExtentPercent: 100, ...intensity(18), pruritus: 10, sleepLoss: 10 });
    expect(r.value).toBe(103);
    expect(r.barFraction).toBe(1);
  });

  it('is 0 (mild) with nothing entered', () => {
    const r = computeScoradEnglish(ScoradInputSchema.parse({ ...zero }));
    expect(r.value).toBe(0);
    expect(r.category).toBe('Mild');
    expect(r.display).toBe('0.0');
  });

  it('sums selected areas for the extent (head-neck 9 + anterior trunk 18 = 27 → A/5 = 5.4)', () => {
    const input = { ...zero, selectedAreas: ['head-neck', 'anterior-trunk'] as ScoradInput['selectedAreas'] };
    expect(scoradExtentPercent(input)).toBe(27);
    expect(computeScoradEnglish(input).value).toBe(5.4);
  });

  it('caps the selected extent at 100% (all areas sum to 100)', () => {
    const input = { ...zero, selectedAreas: SCORAD_BODY_AREAS.map((a) => a.id) };
    expect(scoradExtentPercent(input)).toBe(100);
  });

  it('puts exactly 25 and exactly 50 in the moderate band (Kunz 1997), 24.9 mild and 50.1 severe', () => {
    expect(computeScoradEnglish({ ...zero, ...intensity(4), pruritus: 6, sleepLoss: 5 }).category).toBe('Moderate'); // 14 + 11 = 25
    expect(computeScoradEnglish({ ...zero, customExtentPercent: 99.5, pruritus: 5 }).value).toBe(24.9);
    expect(computeScoradEnglish({ ...zero, customExtentPercent: 99.5, pruritus: 5 }).category).toBe('Mild');
    const fifty = computeScoradEnglish({ ...zero, ...intensity(10), pruritus: 8, sleepLoss: 7 }); // 35 + 15
    expect(fifty.value).toBe(50);
    expect(fifty.category).toBe('Moderate');
    const fiftyPointOne = computeScoradEnglish({ ...zero, customExtentPercent: 0.5, ...intensity(10), pruritus: 8, sleepLoss: 7 });
    expect(fiftyPointOne.value).toBe(50.1);
    expect(fiftyPointOne.category).toBe('Severe');
  });

  it('classifies the band functions on their edges', () => {
    expect(scoradBand(24.9).category).toBe('Mild');
    expect(scoradBand(25).category).toBe('Moderate');
    expect(scoradBand(50).category).toBe('Moderate');
    expect(scoradBand(50.1).category).toBe('Severe');
  });

  it('reports to one decimal (A/5 of 33% = 6.6)', () => {
    expect(computeScoradEnglish({ ...zero, customExtentPercent: 33, ...intensity(1) }).value).toBe(10.1);
  });

  it('rejects intensity above 3 or fractional, VAS above 10, extent above 100, and extent given twice', () => {
    expect(ScoradInputSchema.safeParse({ ...zero, erythema: 4 }).success).toBe(false);
    expect(ScoradInputSchema.safeParse({ ...zero, dryness: 1.5 }).success).toBe(false);
    expect(ScoradInputSchema.safeParse({ ...zero, pruritus: 11 }).success).toBe(false);
    expect(ScoradInputSchema.safeParse({ ...zero, customExtentPercent: 101 }).success).toBe(false);
    expect(ScoradInputSchema.safeParse({ ...zero, customExtentPercent: -1 }).success).toBe(false);
    expect(ScoradInputSchema.safeParse({ ...zero, selectedAreas: ['back'], customExtentPercent: 10 }).success).toBe(false);
    expect(ScoradInputSchema.safeParse({ ...zero, selectedAreas: ['back', 'back'] }).success).toBe(false);
    expect(ScoradInputSchema.safeParse({ ...zero, selectedAreas: ['tail'] }).success).toBe(false);
  });
});
