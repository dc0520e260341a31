import { z } from 'zod';
import { message } from '../i18n/message';
import { msg } from '../i18n/msg';
import { boundedNumber, clamp, fixed, roundHalfUp } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

/** Sources: OPTN Policy 9.1.D and the three models (Kamath 2001, Kim 2008, Kim 2021); mortality strata (Wiesner 2003). */
export const MELD_SOURCES: readonly CalculatorSource[] = [
  {
    citation: 'OPTN/UNOS Policy 9.1.D: MELD, MELD-Na and MELD 3.0 as used for liver allocation (candidates aged 12 or older).',
    url: 'https://optn.transplant.hrsa.gov/policies-bylaws/policies/',
  },
  {
    citation: 'Kamath PS, Wiesner RH, Malinchoc M, et al. A model to predict survival in patients with end-stage liver disease. Hepatology 2001;33:464-470.',
    url: 'https://doi.org/10.1053/jhep.2001.22172',
  },
  {
    citation: 'Kim WR, Biggins SW, Kremers WK, et al. Hyponatremia and mortality among patients on the liver-transplant waiting list. N Engl J Med 2008;359:1018-1026 (MELD-Na).',
    url: 'https://doi.org/10.1056/NEJMoa0801209',
  },
  {
    citation: 'Kim WR, Mannalithara A, Heimbach JK, et al. MELD 3.0: the Model for End-Stage Liver Disease updated for the modern era. Gastroenterology 2021;161:1887-1895.',
    url: 'https://doi.org/10.1053/j.gastro.2021.08.050',
  },
  {
    citation:
      'Martin P, DiMartini A, Feng S, Brown R Jr, Fallon M. Evaluation for liver transplantation in adults: 2013 practice guideline by the AASLD and the American Society of Transplantation. Hepatology 2014;59:1144-1165 (referral at MELD ≥15).',
  },
  {
    citation: 'Wiesner R, Edwards E, Freeman R, et al. Model for end-stage liver disease (MELD) and allocation of donor livers. Gastroenterology 2003;124:91-96 (3-month mortality by MELD stratum).',
  },
];

/** Formula text for the page's About section. */
export const MELD_FORMULA = msg(
  'MELD(i) = 0.957 ln(Cr) + 0.378 ln(bilirubin) + 1.120 ln(INR) + 0.643, labs below 1.0 set to 1.0, Cr above 4.0 (or dialysis ≥2 times or 24 h CVVHD in the prior week) set to 4.0; round to the tenth and × 10. MELD-Na: if MELD(i) > 11, MELD(i) + 1.32 (137 − Na) − 0.033 MELD(i) (137 − Na), Na bounded 125-137; round to an integer. MELD 3.0 = 1.33 (female) + 4.56 ln(bilirubin) + 0.82 (137 − Na) − 0.24 (137 − Na) ln(bilirubin) + 9.09 ln(INR) + 11.14 ln(Cr) + 1.85 (3.5 − albumin) − 1.83 (3.5 − albumin) ln(Cr) + 6, with Cr capped at 3.0 and albumin bounded 1.5-3.5 g/dL; round to an integer. All capped at 40. Units: Cr and bilirubin mg/dL, Na mmol/L, albumin g/dL.',
);

/** Input: current labs in US units; values outside the formula bounds are accepted and bounded as OPTN does. */
export const MeldInputSchema = z.object({
  ageYears: boundedNumber(12, 120, msg('MELD applies to patients aged 12 years or older (use PELD under 12).')),
  sex: z.enum(['female', 'male'], { error: msg('Please choose the patient’s sex (MELD 3.0 adds 1.33 for female).') }),
  creatinineMgDl: boundedNumber(0.1, 30, msg('Creatinine must be between 0.1 and 30 mg/dL (8.8-2653 µmol/L).')),
  bilirubinMgDl: boundedNumber(0.1, 80, msg('Bilirubin must be between 0.1 and 80 mg/dL (1.7-1368 µmol/L).')),
  inr: boundedNumber(0.5, 20, msg('INR must be between 0.5 and 20.')),
  sodiumMmolL: boundedNumber(100, 180, msg('Sodium must be between 100 and 180 mmol/L.')),
  albuminGDl: boundedNumber(0.5, 7, msg('Albumin must be between 0.5 and 7 g/dL (5-70 g/L).')).optional(),
  dialysisTwiceInPastWeek: z
    .boolean({ error: msg('Please say whether the patient had dialysis at least twice (or 24 h of CVVHD) in the past week.') })
    .default(false),
});

/** Validated MELD input. */
export type MeldInput = z.infer<typeof MeldInputSchema>;

/** MELD(i) as OPTN rounds it: the raw score rounded to the tenth, × 10 (an integer, uncapped). */
export function meldI(input: Pick<MeldInput, 'creatinineMgDl' | 'bilirubinMgDl' | 'inr' | 'dialysisTwiceInPastWeek'>): number {
  const cr = input.dialysisTwiceInPastWeek ? 4 : clamp(input.creatinineMgDl, 1, 4);
  const bili = Math.max(input.bilirubinMgDl, 1);
  const inr = Math.max(input.inr, 1);
  const raw = 0.957 * Math.log(cr) + 0.378 * Math.log(bili) + 1.12 * Math.log(inr) + 0.643;
  return Math.round(roundHalfUp(raw, 1) * 10);
}

/** Original UNOS MELD: MELD(i) capped at 40. */
export function meldOriginal(input: Pick<MeldInput, 'creatinineMgDl' | 'bilirubinMgDl' | 'inr' | 'dialysisTwiceInPastWeek'>): number {
  return Math.min(meldI(input), 40);
}

/** MELD-Na (OPTN 2016): sodium step only when the ×10 integer MELD(i) is above 11; Na bounded 125-137; rounded; max 40. */
export function meldNa(input: Pick<MeldInput, 'creatinineMgDl' | 'bilirubinMgDl' | 'inr' | 'dialysisTwiceInPastWeek' | 'sodiumMmolL'>): number {
  const mi = meldI(input);
  if (mi <= 11) return Math.min(mi, 40);
  const naGap = 137 - clamp(input.sodiumMmolL, 125, 137);
  return Math.min(roundHalfUp(mi + 1.32 * naGap - 0.033 * mi * naGap), 40);
}

/** MELD 3.0 (Kim 2021, OPTN 2023), rounded to an integer and NOT capped (allocation caps it at 40). */
export function meld3Uncapped(input: MeldInput & { albuminGDl: number }): number {
  const cr = input.dialysisTwiceInPastWeek ? 3 : clamp(input.creatinineMgDl, 1, 3);
  const lnBili = Math.log(Math.max(input.bilirubinMgDl, 1));
  const lnInr = Math.log(Math.max(input.inr, 1));
  const lnCr = Math.log(cr);
  const naGap = 137 - clamp(input.sodiumMmolL, 125, 137);
  const albGap = 3.5 - clamp(input.albuminGDl, 1.5, 3.5);
  const raw =
    (input.sex === 'female' ? 1.33 : 0) +
    4.56 * lnBili +
    0.82 * naGap -
    0.24 * naGap * lnBili +
    9.09 * lnInr +
    11.14 * lnCr +
    1.85 * albGap -
    1.83 * albGap * lnCr +
    6;
  return roundHalfUp(raw);
}

/** Approximate 3-month mortality by MELD stratum (Wiesner 2003, original MELD, waiting-list patients). */
export function meldMortalityStratum(score: number): { category: string; severity: ResultSeverity; mortality: string } {
  if (score <= 9) return { category: 'MELD ≤9', severity: 'low', mortality: '1.9%' };
  if (score <= 19) return { category: 'MELD 10-19', severity: 'moderate', mortality: '6.0%' };
  if (score <= 29) return { category: 'MELD 20-29', severity: 'high', mortality: '19.6%' };
  if (score <= 39) return { category: 'MELD 30-39', severity: 'very-high', mortality: '52.6%' };
  return { category: 'MELD ≥40', severity: 'very-high', mortality: '71.3%' };
}

/** A stratum's mortality ('19.6%') as a figure for a message, so each language writes its own decimal mark. */
const mortalityFigure = (mortality: string) => fixed(Number.parseFloat(mortality), 1);

/** MELD 3.0 (when albumin is given, else MELD-Na) as the main figure, with original MELD and MELD-Na beside it; OPTN bounds and rounding order. */
export function computeMeld(input: MeldInput): CalculatorResult {
  const original = meldOriginal(input);
  const withNa = meldNa(input);
  const m3 = input.albuminGDl !== undefined ? meld3Uncapped({ ...input, albuminGDl: input.albuminGDl }) : undefined;
  const main = m3 !== undefined ? Math.min(m3, 40) : withNa;
  const label = m3 !== undefined ? 'MELD 3.0' : 'MELD-Na';
  const stratum = meldMortalityStratum(main);

  const warnings: string[] = [];
  if (input.dialysisTwiceInPastWeek) {
    warnings.push(msg('Dialysis in the past week: creatinine set to 4.0 mg/dL for MELD/MELD-Na and 3.0 mg/dL for MELD 3.0.'));
  } else if (input.creatinineMgDl > 3) {
    warnings.push(msg('Creatinine above the formula bound: capped at 4.0 mg/dL for MELD/MELD-Na and 3.0 mg/dL for MELD 3.0.'));
  }
  if (input.creatinineMgDl < 1 || input.bilirubinMgDl < 1 || input.inr < 1) {
    warnings.push(msg('Creatinine, bilirubin or INR below 1.0 is set to 1.0, as the formulas require.'));
  }
  if (input.sodiumMmolL < 125 || input.sodiumMmolL > 137) warnings.push(msg('Sodium is bounded to 125-137 mmol/L.'));
  if (input.albuminGDl !== undefined && (input.albuminGDl < 1.5 || input.albuminGDl > 3.5)) {
    warnings.push(msg('Albumin is bounded to 1.5-3.5 g/dL for MELD 3.0.'));
  }
  if (m3 === undefined) warnings.push(msg('Albumin not given: MELD 3.0 (current OPTN allocation score) not calculated.'));

  // Score names (MELD-Na, MELD 3.0) and integer scores read the same in every language.
  const extras = [
    { label: msg('MELD (original UNOS)'), value: String(original) },
    { label: 'MELD-Na', value: String(withNa) },
  ];
  if (m3 !== undefined) {
    extras.push({ label: 'MELD 3.0', value: String(Math.min(m3, 40)) });
    if (m3 > 40) extras.push({ label: msg('MELD 3.0 uncapped'), value: String(m3) });
  }
  return {
    label,
    value: main,
    unit: msg('points'),
    display: String(main),
    category: stratum.category,
    severity: stratum.severity,
    interpretation: message(msg('{label} {score}. Approximate 3-month mortality in this MELD stratum: {mortality}% (Wiesner 2003, original MELD).'), {
      label,
      score: main,
      mortality: mortalityFigure(stratum.mortality),
    }),
    recommendation:
      main >= 15
        ? msg('MELD ≥15: refer for liver-transplant evaluation if otherwise a candidate (AASLD/AST 2013 practice guideline).')
        : undefined,
    barFraction: Math.min(main, 40) / 40,
    extras,
    warnings: warnings.length > 0 ? warnings : undefined,
  };
}
