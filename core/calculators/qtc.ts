import { z } from 'zod';
import { message, type LocalText } from '../i18n/message';
import { msg } from '../i18n/msg';
import { boundedNumber, roundHalfUp } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

/** Sources: the four correction formulas and the AHA/ACCF/HRS 2009 thresholds. */
export const QTC_SOURCES: readonly CalculatorSource[] = [
  { citation: 'Bazett HC. An analysis of the time-relations of electrocardiograms. Heart 1920;7:353-370.' },
  { citation: 'Fridericia LS. Die Systolendauer im Elektrokardiogramm bei normalen Menschen und bei Herzkranken. Acta Med Scand 1920;53:469-486.' },
  {
    citation:
      'Sagie A, Larson MG, Goldberg RJ, Bengtson JR, Levy D. An improved method for adjusting the QT interval for heart rate (the Framingham Heart Study). Am J Cardiol 1992;70:797-801.',
  },
  { citation: 'Hodges M, Salerno D, Erlien D. Bazett’s QT correction reviewed: evidence that a linear QT correction for heart rate is better. J Am Coll Cardiol 1983;1:694 (abstract).' },
  {
    citation:
      'Rautaharju PM, Surawicz B, Gettes LS. AHA/ACCF/HRS recommendations for the standardization and interpretation of the electrocardiogram, part IV: the ST segment, T and U waves, and the QT interval. Circulation 2009;119:e241-e250 (prolonged ≥450 ms men, ≥460 ms women; short ≤390 ms).',
  },
];

/** Formula text for the page's About section. */
export const QTC_FORMULA = msg(
  'RR (s) = 60 / heart rate, or the measured RR interval. Bazett QTc = QT / √RR; Fridericia QTc = QT / ∛RR; Framingham QTc = QT + 154 × (1 − RR); Hodges QTc = QT + 1.75 × (heart rate − 60). QT and QTc in ms.',
);

/** The four correction formulas. */
export const QTC_FORMULAS = ['bazett', 'fridericia', 'framingham', 'hodges'] as const;

/** A QT correction formula. */
export type QtcFormula = (typeof QTC_FORMULAS)[number];

const FORMULA_NAMES: Record<QtcFormula, string> = {
  bazett: 'Bazett',
  fridericia: 'Fridericia',
  framingham: 'Framingham',
  hodges: 'Hodges',
};

/** Input: QT (ms), heart rate (bpm) OR a measured RR interval (ms), sex (for the thresholds), and the formula to lead with. */
export const QtcInputSchema = z
  .object({
    qtMs: boundedNumber(200, 800, msg('QT interval must be between 200 and 800 ms.')),
    heartRateBpm: boundedNumber(20, 250, msg('Heart rate must be between 20 and 250 beats/min.')).optional(),
    rrMs: boundedNumber(240, 3000, msg('RR interval must be between 240 and 3000 ms.')).optional(),
    sex: z.enum(['female', 'male'], { error: msg('Please choose the patient’s sex (the prolonged-QTc threshold differs).') }),
    formula: z
      .enum(QTC_FORMULAS, { error: msg("Formula must be 'bazett', 'fridericia', 'framingham' or 'hodges'.") })
      .default('bazett'),
  })
  .refine((v) => (v.heartRateBpm === undefined) !== (v.rrMs === undefined), {
    error: msg('Give either the heart rate or the measured RR interval (one of them).'),
    path: ['heartRateBpm'],
  });

/** Validated QTc input. */
export type QtcInput = z.infer<typeof QtcInputSchema>;

/** Unrounded QTc (ms) by all four formulas. */
export function qtcAll(input: Pick<QtcInput, 'qtMs' | 'heartRateBpm' | 'rrMs'>): Record<QtcFormula, number> {
  const rrS = input.rrMs !== undefined ? input.rrMs / 1000 : 60 / (input.heartRateBpm ?? 60);
  const hr = input.rrMs !== undefined ? 60 / rrS : (input.heartRateBpm ?? 60);
  const qt = input.qtMs;
  return {
    bazett: qt / Math.sqrt(rrS),
    fridericia: qt / Math.cbrt(rrS),
    framingham: qt + 154 * (1 - rrS),
    hodges: qt + 1.75 * (hr - 60),
  };
}

/** QTc category (AHA/ACCF/HRS 2009): ≥500 ms markedly prolonged; ≥450 men / ≥460 women prolonged; ≤390 short. */
export function qtcCategory(qtcMs: number, sex: QtcInput['sex']): { category: string; severity: ResultSeverity } {
  if (qtcMs >= 500) return { category: msg('Markedly prolonged (≥500 ms)'), severity: 'very-high' };
  if (qtcMs >= (sex === 'female' ? 460 : 450)) {
    return { category: sex === 'female' ? msg('Prolonged (≥460 ms)') : msg('Prolonged (≥450 ms)'), severity: 'high' };
  }
  if (qtcMs <= 390) return { category: msg('Short (≤390 ms)'), severity: 'moderate' };
  return { category: msg('Normal'), severity: 'low' };
}

// One sentence per category and sex, so each language words them naturally.
const INTERPRETATION: Record<string, Record<QtcInput['sex'], string>> = {
  'Prolonged (≥460 ms)': {
    female: msg('QTc {value} ms: prolonged (≥460 ms) for a woman.'),
    male: msg('QTc {value} ms: prolonged (≥460 ms) for a man.'),
  },
  'Prolonged (≥450 ms)': {
    female: msg('QTc {value} ms: prolonged (≥450 ms) for a woman.'),
    male: msg('QTc {value} ms: prolonged (≥450 ms) for a man.'),
  },
  'Short (≤390 ms)': { female: msg('QTc {value} ms: short (≤390 ms) for a woman.'), male: msg('QTc {value} ms: short (≤390 ms) for a man.') },
  Normal: { female: msg('QTc {value} ms: normal for a woman.'), male: msg('QTc {value} ms: normal for a man.') },
};

/** Corrected QT (ms, nearest integer) by the chosen formula, with the other three beside it. */
export function computeQtc(input: QtcInput): CalculatorResult {
  const all = qtcAll(input);
  const value = roundHalfUp(all[input.formula]);
  const { category, severity } = qtcCategory(value, input.sex);
  const hr = input.rrMs !== undefined ? 60000 / input.rrMs : (input.heartRateBpm ?? 60);
  const warnings: LocalText[] = [];
  if (input.formula === 'bazett' && (hr > 90 || hr < 60)) {
    warnings.push(msg('Bazett over-corrects at fast heart rates and under-corrects at slow ones; Fridericia or Framingham is preferred here.'));
  }
  return {
    label: `QTc (${FORMULA_NAMES[input.formula]})`,
    value,
    unit: 'ms',
    display: message(msg('{value} ms'), { value }),
    category,
    severity,
    interpretation: message(
      severity === 'very-high' ? msg('QTc {value} ms: markedly prolonged; high risk of torsades de pointes.') : INTERPRETATION[category]![input.sex],
      { value },
    ),
    recommendation:
      value >= 500
        ? msg('Review and stop QT-prolonging drugs where possible, correct potassium and magnesium, and monitor the ECG.')
        : severity === 'high'
          ? msg('Review QT-prolonging drugs and electrolytes (potassium, magnesium).')
          : undefined,
    // The bar spans QTc 300-600 ms.
    barFraction: Math.min(Math.max((value - 300) / 300, 0), 1),
    extras: QTC_FORMULAS.filter((f) => f !== input.formula).map((f) => ({
      label: FORMULA_NAMES[f],
      value: message(msg('{value} ms'), { value: roundHalfUp(all[f]) }),
    })),
    warnings: warnings.length > 0 ? warnings : undefined,
  };
}
