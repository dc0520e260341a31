import { englishText, type LocalText } from '../i18n/message';
import type { CalculatorResult } from './types';

/** The result with every text formatted by `format` (English here, the reader's language on the web). */
export function mapResultTexts<Text>(result: CalculatorResult, format: (text: LocalText) => Text): CalculatorResult<Text> {
  const { label, unit, display, category, interpretation, recommendation, extras, warnings, ...figures } = result;
  return {
    ...figures,
    label: format(label),
    ...(unit !== undefined ? { unit: format(unit) } : {}),
    display: format(display),
    category: format(category),
    interpretation: format(interpretation),
    ...(recommendation !== undefined ? { recommendation: format(recommendation) } : {}),
    ...(extras !== undefined ? { extras: extras.map((e) => ({ label: format(e.label), value: format(e.value) })) } : {}),
    ...(warnings !== undefined ? { warnings: warnings.map(format) } : {}),
  };
}

/** The result in English: what the Worker sends (AI tools, reference routes) and what core tests read. */
export function englishResult(result: CalculatorResult): CalculatorResult<string> {
  return mapResultTexts(result, englishText);
}
