import { englishResult } from './result-text';
import { describe, expect, it } from 'vitest';
import { QTC_FORMULAS, QtcInputSchema, computeQtc, qtcAll, qtcCategory } from './qtc';

// Results read in English, as the Worker and the AI tools read them (core/calculators/result-text.ts).
const computeQtcEnglish = (input: Parameters<typeof computeQtc>[0]) => englishResult(computeQtc(input));
describe('Corrected QT', () => {
  it('equals QT in every formula at 60 beats/min (RR 1 s)', () => {
    const all = qtcAll({ qtMs: 400, heartRateBpm: 60 });
    for (const f of QTC_FORMULAS) expect(all[f]).toBeCloseTo(400, 10);
  });

  it('corrects QT 400 ms at 100 beats/min: Bazett 516, Fridericia 474, Framingham 462, Hodges 470', () => {
    const all = qtcAll({ qtMs: 400, heartRateBpm: 100 });
    expect(all.bazett).toBeCloseTo(516.3978, 4);
    expect(all.fridericia).toBeCloseTo(474.2524, 4);
    expect(all.framingham).toBeCloseTo(461.6, 10);
    expect(all.hodges).toBeCloseTo(470, 10);
    const r = computeQtcEnglish({ qtMs: 400, heartRateBpm: 100, sex: 'male', formula: 'bazett' });
    expect(r.value).toBe(516);
    expect(r.category).toBe('Markedly prolonged (≥500 ms)');
    expect(r.extras).toEqual([
      { label: 'Fridericia', value: '474 ms' },
      { label: 'Framingham', value: '462 ms' },
      { label: 'Hodges', value: '470 ms' },
    ]);
    expect(r.warnings?.[0]).toContain('Bazett over-corrects');
  });

  it('rounds half up to the nearest ms (Framingham 438.5 → 439 at RR 750 ms; Hodges 403.5 → 404 at 62/min)', () => {
    expect(computeQtcEnglish({ qtMs: 400, rrMs: 750, sex: 'male', formula: 'framingham' }).value).toBe(439);
    expect(computeQtcEnglish({ qtMs: 400, heartRateBpm: 62, sex: 'male', formula: 'hodges' }).value).toBe(404);
  });

  it('uses a measured RR interval in place of 60/HR (RR 1200 ms: Bazett 400/√1.2 = 365)', () => {
    const r = computeQtcEnglish({ qtMs: 400, rrMs: 1200, sex: 'female', formula: 'bazett' });
    expect(r.value).toBe(365);
    expect(r.category).toBe('Short (≤390 ms)');
    expect(qtcAll({ qtMs: 400, rrMs: 1200 }).hodges).toBeCloseTo(400 + 1.75 * (50 - 60), 10);
  });

  it('uses sex-specific prolongation thresholds: 455 ms is prolonged for a man, normal for a woman', () => {
    expect(qtcCategory(449, 'male').category).toBe('Normal');
    expect(qtcCategory(450, 'male').category).toBe('Prolonged (≥450 ms)');
    expect(qtcCategory(455, 'female').category).toBe('Normal');
    expect(qtcCategory(460, 'female').category).toBe('Prolonged (≥460 ms)');
    expect(qtcCategory(499, 'female').severity).toBe('high');
    expect(qtcCategory(500, 'female').severity).toBe('very-high');
    expect(qtcCategory(390, 'male').category).toBe('Short (≤390 ms)');
    expect(qtcCategory(391, 'male').category).toBe('Normal');
  });

  it('defaults to Bazett and requires exactly one of heart rate and RR interval', () => {
    expect(QtcInputSchema.parse({ qtMs: 400, heartRateBpm: 70, sex: 'male' }).formula).toBe('bazett');
    expect(QtcInputSchema.safeParse({ qtMs: 400, sex: 'male' }).success).toBe(false);
    expect(QtcInputSchema.safeParse({ qtMs: 400, heartRateBpm: 60, rrMs: 1000, sex: 'male' }).success).toBe(false);
  });

  it('rejects QT and heart rates outside plausible ranges', () => {
    expect(QtcInputSchema.safeParse({ qtMs: 150, heartRateBpm: 70, sex: 'male' }).success).toBe(false);
    expect(QtcInputSchema.safeParse({ qtMs: 400, heartRateBpm: 0, sex: 'male' }).success).toBe(false);
    expect(QtcInputSchema.safeParse({ qtMs: 400, heartRateBpm: 300, sex: 'male' }).success).toBe(false);
  });
});
