import { runCalculator, type CalculatorSlug } from '../../../../core/calculators/registry';
import type { CalculatorResult } from '../../../../core/calculators/types';
import { activeLocale, intlTag, t } from '../../i18n';

/**
 * A number field's text as a number: undefined when empty, NaN when not a number (so the
 * schema's own message shows). A decimal comma is accepted ('1,2' = 1.2).
 */
export function parseNumberText(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return undefined;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(t)) return Number.NaN;
  return Number(t);
}

/** Outcome of checking a page's current input: a result, or which fields are missing and which are wrong. */
export type Evaluation =
  | { status: 'ok'; result: CalculatorResult }
  | {
      status: 'incomplete' | 'invalid';
      /** Schema messages for fields the doctor has filled in wrongly, by dotted path ('form' for the whole input). */
      errors: Record<string, string>;
      /** Dotted paths of required fields not filled in yet. */
      missing: string[];
      /** The schema's message for every failing path, missing ones included (shown after an explicit 'Calculate'). */
      messages: Record<string, string>;
    };

function valueAt(input: unknown, path: string): unknown {
  if (path === 'form') return input;
  return path.split('.').reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), input);
}

/**
 * Runs the registered calculator on the page's input (undefined for empty fields). Field errors
 * on empty fields count as "missing" rather than wrong, so a half-filled form shows no red text;
 * a result is returned only when the whole input is valid (never a result from invalid input).
 */
export function evaluateCalculator(slug: CalculatorSlug, input: unknown): Evaluation {
  const outcome = runCalculator(slug, input);
  if (outcome.ok) return { status: 'ok', result: outcome.result };
  if (outcome.reason === 'unknown-calculator') throw new Error(outcome.message);
  const errors: Record<string, string> = {};
  const missing: string[] = [];
  const all: Record<string, string> = {};
  for (const [path, messages] of Object.entries(outcome.fieldErrors)) {
    all[path] = messages[0] ?? outcome.message;
    if (valueAt(input, path) === undefined) missing.push(path);
    else errors[path] = all[path];
  }
  return { status: Object.keys(errors).length > 0 ? 'invalid' : 'incomplete', errors, missing, messages: all };
}

/** The error message to show under a field, if any. */
export function fieldError(evaluation: Evaluation, path: string): string | undefined {
  return evaluation.status === 'ok' ? undefined : evaluation.errors[path];
}

/**
 * What the result panel says while there is no result: what is still missing, or that a field needs
 * correcting. `labels` name the fields as msg()-marked English ('the QT interval'), translated here.
 */
export function pendingMessage(evaluation: Evaluation, labels: Record<string, string>): string {
  if (evaluation.status === 'ok') return '';
  if (evaluation.status === 'invalid') return t('Correct the highlighted field to see the result.');
  const names = evaluation.missing.map((p) => t(labels[p] ?? p));
  if (names.length === 0) return t('Complete the form to see the result.');
  return t('Enter {list} to see the result.', { list: listText(names) });
}

/** 'a, b and c' (the spec's English, no serial comma); German and French by their own rules ('a, b und c', 'a, b et c'). */
function listText(names: readonly string[]): string {
  if (activeLocale() !== 'en') return new Intl.ListFormat(intlTag(), { type: 'conjunction' }).format(names);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
