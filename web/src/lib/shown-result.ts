import { mapResultTexts } from '../../../core/calculators/result-text';
import type { CalculatorResult } from '../../../core/calculators/types';
import { englishText } from '../../../core/i18n/message';
import { msg } from '../../../core/i18n/msg';
import { localText } from './local-text';

/** A calculator result as the reader sees it (its page, and the AI assistant's calculator cards): every text in the active language, figures in its number format. */
export type ShownResult = CalculatorResult<string>;

/** The result in the active language ('1 point', not '1 points', decided before translating). Call while rendering. */
export function shownResult(result: CalculatorResult): ShownResult {
  const singular = result.unit === 'points' && englishText(result.display) === '1';
  return mapResultTexts(singular ? { ...result, unit: msg('point') } : result, localText);
}

/** The main figure with its unit where the display text lacks it: '3 points', '5.4%', '12.0% TBSA'. */
export function resultValueText(result: Pick<ShownResult, 'display' | 'unit'>): string {
  const { display, unit } = result;
  if (!unit || display.includes(unit)) return display;
  if (unit.startsWith('%') && display.endsWith('%')) return `${display}${unit.slice(1)}`;
  return `${display} ${unit}`;
}
