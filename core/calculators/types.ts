import type { LocalText } from '../i18n/message';
import { msg } from '../i18n/msg';

/** Catalogue categories, in the order of the catalogue's chip row (spec §2). */
export const CALCULATOR_CATEGORIES = [
  msg('Cardiovascular'),
  msg('Pulmonary'),
  msg('Neurology'),
  msg('Nephrology'),
  msg('Gastroenterology'),
  msg('Endocrinology'),
  msg('Hematology'),
  msg('Oncology'),
  msg('Dermatology'),
] as const;

/** One of the catalogue's clinical categories (spec §2 chip row). */
export type CalculatorCategory = (typeof CALCULATOR_CATEGORIES)[number];

/** Colour band of a result, from reassuring ('low') to alarming ('very-high'). */
export type ResultSeverity = 'low' | 'moderate' | 'high' | 'very-high';

/** A secondary figure shown beside the main result (e.g. CHA2DS2-VA, MELD-Na, Fridericia QTc). */
export interface ResultExtra<Text = LocalText> {
  label: Text;
  value: Text;
}

/**
 * The one result shape every calculator returns, so pages and the AI assistant can render any of
 * them generically: `value` is the main figure (unit in `unit`), `display` its formatted text.
 * Texts are `LocalText` (msg()-marked English, or a template with values: core/i18n/message.ts);
 * `englishResult` (result-text.ts) gives the all-English strings the Worker and tests read, the
 * web app's `shownResult` the same in the reader's language.
 */
export interface CalculatorResult<Text = LocalText> {
  /** Name of the main figure, e.g. 'CHA2DS2-VASc score', 'MELD 3.0', '10-year ASCVD risk'. */
  label: Text;
  /** The main figure, already rounded as the source prescribes. */
  value: number;
  /** Unit of `value`, e.g. '%', 'points', 'mL/min', 'ms', 'kg/m²'. */
  unit?: Text;
  /** `value` formatted for display, with its unit where that reads naturally (e.g. '5.4%'). */
  display: Text;
  /** Named result category, e.g. 'Low', 'Moderate', 'Obesity class I'. */
  category: Text;
  /** Colour band of `category`. */
  severity: ResultSeverity;
  /** What the figure means, in one or two sentences. */
  interpretation: Text;
  /** What guidance says to do at this figure, where the source gives any. */
  recommendation?: Text;
  /** Fill of the result bar, 0..1. */
  barFraction: number;
  /** Secondary figures. */
  extras?: ResultExtra<Text>[];
  /** Caveats that apply to this particular input (e.g. a lab value bounded by the formula). */
  warnings?: Text[];
}

/** A primary source behind a calculator: a citation and, where stable, a link (DOI or official page). */
export interface CalculatorSource {
  citation: string;
  url?: string;
}
