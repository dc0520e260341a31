import { describe, expect, it } from 'vitest';
import { BurnsInputSchema, computeBurns } from '../../../../core/calculators/burns';
import { englishResult } from '../../../../core/calculators/result-text';
import { burnsInputFromState, clampPercentText, effectiveLundBrowderColumn, initialBurnsState } from './burns.utils';

describe('burn area page state', () => {
  it('clamps the manual percentage to 0-100 and leaves other text for the schema', () => {
    expect(clampPercentText('150')).toBe('100');
    expect(clampPercentText('-5')).toBe('0');
    expect(clampPercentText('42.5')).toBe('42.5');
    expect(clampPercentText('')).toBe('');
    expect(clampPercentText('abc')).toBe('abc');
  });

  it('counts blank regions as unburned and converts a weight in lb to kg for Parkland', () => {
    const state = initialBurnsState('lb');
    state.ruleOfNines.trunk = '50';
    state.ruleOfNines.upperLimbs = '100';
    state.weightText = '154.3';
    const result = englishResult(computeBurns(BurnsInputSchema.parse(burnsInputFromState(state))));
    // 36 × 0.5 + 18 = 36% TBSA; Parkland 4 × 70 kg × 36 ≈ 10 080 mL
    expect(result.display).toBe('36.0%');
    expect(result.extras?.find((e) => e.label.startsWith('Parkland'))?.value).toBe('10078 mL');
  });

  it('takes the Lund–Browder column from the age unless one is chosen', () => {
    expect(effectiveLundBrowderColumn({ lundBrowderColumn: '', lundBrowderAgeText: '' })).toBeUndefined();
    expect(effectiveLundBrowderColumn({ lundBrowderColumn: '', lundBrowderAgeText: '3' })).toBe('1');
    expect(effectiveLundBrowderColumn({ lundBrowderColumn: 'adult', lundBrowderAgeText: '3' })).toBe('adult');
  });

  it('uses the manual TBSA as typed', () => {
    const state = { ...initialBurnsState('kg'), method: 'manual' as const, manualTbsaText: '25' };
    expect(englishResult(computeBurns(BurnsInputSchema.parse(burnsInputFromState(state)))).display).toBe('25.0%');
  });
});
