import { describe, expect, it } from 'vitest';
import { computeChads2Vasc } from '../../../../core/calculators/chads2vasc';
import type { CalculatorResult } from '../../../../core/calculators/types';
import { shownResult } from '../../lib/shown-result';
import { formatSummaryDate, resultSummaryLine, resultValueText } from './summary.utils';

const points = (display: string): CalculatorResult => ({
  label: 'Score', value: Number(display), unit: 'points', display, category: 'Low', severity: 'low', interpretation: 'Low.', barFraction: 0,
});

describe('result summary line', () => {
  const at = new Date(2026, 0, 5, 9, 7);

  it('formats the date unambiguously in local time', () => {
    expect(formatSummaryDate(at)).toBe('2026-01-05 09:07');
  });

  it('adds the unit to the figure only where the display text lacks it', () => {
    expect(resultValueText(shownResult(points('3')))).toBe('3 points');
    expect(resultValueText(shownResult(points('1')))).toBe('1 point');
    expect(resultValueText({ display: '5.4%', unit: '%' })).toBe('5.4%');
    expect(resultValueText({ display: '12.0%', unit: '% TBSA' })).toBe('12.0% TBSA');
    expect(resultValueText({ display: '80.0 mL/min', unit: 'mL/min' })).toBe('80.0 mL/min');
    expect(resultValueText({ display: '24.5' })).toBe('24.5');
  });

  it('names the calculator, date, inputs, result with category and the secondary figures on one line', () => {
    const result = computeChads2Vasc({
      female: true,
      ageBand: '65-74',
      congestiveHeartFailure: false,
      hypertension: false,
      diabetes: false,
      strokeTiaThromboembolism: false,
      vascularDisease: false,
    });
    const line = resultSummaryLine({ calculatorName: 'CHA2DS2-VASc Score', inputs: ['Sex female', 'Age 65-74'], result: shownResult(result), at });
    expect(line).toBe(
      'CHA2DS2-VASc Score (2026-01-05 09:07): Sex female; Age 65-74 → CHA2DS2-VASc score 2 points, Moderate; CHA2DS2-VA (ESC 2024, no sex point) 1; Annual stroke risk 2.2%',
    );
    expect(line).not.toContain('\n');
  });
});
