import { t } from '../../i18n';
import { resultValueText, type ShownResult } from '../../lib/shown-result';

// The main figure with its unit lives with shownResult (web/src/lib), which the SMART workspace shares.
export { resultValueText };

/** Local date and time as 'YYYY-MM-DD HH:mm' (unambiguous in a clinical note). */
export function formatSummaryDate(at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())} ${p(at.getHours())}:${p(at.getMinutes())}`;
}

/**
 * The one-line summary for the clipboard and for a patient note, in the reader's language:
 * calculator, date, inputs, result (label, value, category) and its secondary figures, e.g.
 * 'CHA2DS2-VASc Score (2026-01-05 09:07): Sex female; Age 65-74 → CHA2DS2-VASc score 2 points, Moderate; Annual stroke risk 2.2%'.
 */
export function resultSummaryLine(args: { calculatorName: string; inputs: readonly string[]; result: ShownResult; at: Date }): string {
  const { calculatorName, inputs, result, at } = args;
  const inputText = inputs.length > 0 ? inputs.join('; ') : t('no findings');
  const extras = (result.extras ?? []).map((e) => `${e.label} ${e.value}`);
  const outcome = [`${result.label} ${resultValueText(result)}, ${result.category}`, ...extras].join('; ');
  return `${calculatorName} (${formatSummaryDate(at)}): ${inputText} → ${outcome}`.replace(/\s*\n\s*/g, ' ');
}
