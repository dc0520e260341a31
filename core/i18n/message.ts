/**
 * Texts that carry figures (a calculator's interpretation: "BMI 27.4 kg/m²: Pre-obesity …") as
 * message descriptors: an English ICU template marked with msg() plus its values, so each reader
 * formats them in its own language. The web app renders them with t() and the locale's number
 * format (web/src/i18n/local-text.ts); the Worker (AI tools, reference routes) speaks English
 * through `englishText`. Templates use simple `{name}` placeholders only: English has no
 * formatter for plurals here, so a calculator picks the singular or plural template itself.
 */

import { withoutContext } from './msg';

/** A figure shown with a fixed number of decimals, already rounded as its source prescribes. */
export interface FixedNumber {
  readonly fixed: number;
  readonly decimals: number;
}

/** A placeholder's value: a number (shown as is), a fixed-decimal figure, or a text translated before insertion. */
export type MessageValue = number | FixedNumber | LocalText;

/** An msg()-marked English template and the values of its placeholders. */
export interface MessageDescriptor {
  readonly text: string;
  readonly values: Readonly<Record<string, MessageValue>>;
}

/** A text to show in the reader's language: an msg()-marked English text, or a template with values. */
export type LocalText = string | MessageDescriptor;

/** A template with its values; `text` must be a literal msg('…') at the call so the catalogue check finds it. */
export function message(text: string, values: Readonly<Record<string, MessageValue>>): MessageDescriptor {
  return { text, values };
}

/** A descriptor read from JSON (an API error's `template`): a template and values of the kinds above. */
export function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const { text, values } = value as { text?: unknown; values?: unknown };
  if (typeof text !== 'string' || typeof values !== 'object' || values === null) return false;
  return Object.values(values).every(
    (v) => typeof v === 'number' || typeof v === 'string' || isMessageDescriptor(v) || (typeof v === 'object' && v !== null && typeof (v as FixedNumber).fixed === 'number' && typeof (v as FixedNumber).decimals === 'number'),
  );
}

export function isFixedNumber(value: MessageValue): value is FixedNumber {
  return typeof value === 'object' && 'fixed' in value;
}

/** Fills `{name}` placeholders of a template with already formatted values (unknown names stay). */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The English text: figures as the source rounds them ('25.0'), nested texts in English, without a context ('skin::Clear' → 'Clear'). */
export function englishText(text: LocalText): string {
  if (typeof text === 'string') return withoutContext(text);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.values)) {
    values[name] = typeof value === 'number' ? String(value) : isFixedNumber(value) ? value.fixed.toFixed(value.decimals) : englishText(value);
  }
  return fillTemplate(withoutContext(text.text), values);
}
