import { englishResult } from './result-text';
import { describe, expect, it } from 'vitest';
import { GcsInputSchema, computeGcs, gcsSeverity } from './gcs';

// Results read in English, as the Worker and the AI tools read them (core/calculators/result-text.ts).
const computeGcsEnglish = (input: Parameters<typeof computeGcs>[0]) => englishResult(computeGcs(input));
describe('Glasgow Coma Scale', () => {
  it('adds eye, verbal and motor: E4 V5 M6 = 15 (mild), E1 V1 M1 = 3 (severe)', () => {
    const best = computeGcsEnglish({ eye: 4, verbal: 5, motor: 6 });
    expect(best.value).toBe(15);
    expect(best.display).toBe('15 (E4 V5 M6)');
    expect(best.category).toBe('Mild');
    const worst = computeGcsEnglish({ eye: 1, verbal: 1, motor: 1 });
    expect(worst.value).toBe(3);
    expect(worst.category).toBe('Severe');
    expect(worst.barFraction).toBe(0);
    expect(worst.recommendation).toContain('airway');
  });

  it('bands 13-15 mild, 9-12 moderate, 3-8 severe', () => {
    expect(gcsSeverity(13).category).toBe('Mild');
    expect(gcsSeverity(12).category).toBe('Moderate');
    expect(gcsSeverity(9).category).toBe('Moderate');
    expect(gcsSeverity(8).category).toBe('Severe');
  });

  it('names the components (E3 V4 M5 = 12)', () => {
    const r = computeGcsEnglish({ eye: 3, verbal: 4, motor: 5 });
    expect(r.value).toBe(12);
    expect(r.extras).toEqual([
      { label: 'Eye', value: '3: To sound (speech)' },
      { label: 'Verbal', value: '4: Confused' },
      { label: 'Motor', value: '5: Localising' },
    ]);
  });

  it('rejects out-of-range and fractional components', () => {
    expect(GcsInputSchema.safeParse({ eye: 5, verbal: 5, motor: 6 }).success).toBe(false);
    expect(GcsInputSchema.safeParse({ eye: 0, verbal: 5, motor: 6 }).success).toBe(false);
    expect(GcsInputSchema.safeParse({ eye: 4, verbal: 6, motor: 6 }).success).toBe(false);
    expect(GcsInputSchema.safeParse({ eye: 4, verbal: 5, motor: 7 }).success).toBe(false);
    expect(GcsInputSchema.safeParse({ eye: 3.5, verbal: 5, motor: 6 }).success).toBe(false);
    expect(GcsInputSchema.safeParse({ eye: 4, verbal: 5 }).error?.issues[0]?.message).toBe(
      'Motor response must be a whole number from 1 to 6.',
    );
  });
});
