import { isFixedNumber, type LocalText } from '../../../core/i18n/message';
import { t } from '../i18n';
import { numberFormat } from './intl-formats';

// Figures inside messages keep the digits their source rounds to ('25.0', not '25') and no
// thousands separator, so English reads exactly as core's englishText; only the decimal mark follows
// the language ('27,4' in German and French).
const plainNumber = (value: number, decimals?: number) =>
  numberFormat(decimals === undefined
    ? { useGrouping: false, maximumFractionDigits: 20 }
    : { useGrouping: false, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

/**
 * A core text (core/i18n/message.ts) in the active language: a marked text through t(), a template
 * through t(template, values) with its figures in the locale's number format and its text values
 * translated first. Call it while rendering.
 */
export function localText(text: LocalText): string {
  if (typeof text === 'string') return t(text);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.values)) {
    values[name] = typeof value === 'number' ? plainNumber(value) : isFixedNumber(value) ? plainNumber(value.fixed, value.decimals) : localText(value);
  }
  return t(text.text, values);
}
