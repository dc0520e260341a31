import { z } from 'zod';
import { message, type LocalText } from '../i18n/message';
import { msg } from '../i18n/msg';
import { boundedInt, boundedNumber, finding, fixed, roundHalfUp } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

// DESIGN.md §6: the spec's linear formula matches no published model; this is the published
// International IgAN Prediction Tool (Barbour 2019), full model without race.

/** Sources: the International IgAN Prediction Tool (Barbour 2019) and its KDIGO 2021 context. */
export const IGAN_SOURCES: readonly CalculatorSource[] = [
  {
    citation:
      'Barbour SJ, Coppo R, Zhang H, et al. Evaluating a New International Risk-Prediction Tool in IgA Nephropathy. JAMA Intern Med 2019;179(7):942-952 (full model without race).',
    url: 'https://doi.org/10.1001/jamainternmed.2019.0600',
  },
  {
    citation:
      'KDIGO 2021 Clinical Practice Guideline for the Management of Glomerular Diseases. Kidney Int 2021;100(4S):S1-S276 (use of the tool for risk stratification, not for choosing treatment).',
  },
];

/** Formula text for the page's About section. */
export const IGAN_FORMULA = msg(
  'LP = −0.320(√eGFR − 8.8) + 0.002(MAP − 97) − 0.035(ln P − 0.09) + 0.004(MAP·ln P − 8.73) + 0.201·M1 − 0.035·E1 + 0.084·S1 + 0.700·T1 + 1.237·T2 + 0.101·T1·ln P − 0.321·T2·ln P − 0.017(age − 38) + 0.118·RASB + 0.166·RASB·ln P − 0.266·IS; S0(t) = 1.0003754 − 0.1131641·x² + 0.0964763·x²·ln x with x = (t + 0.1)/100, t in months; risk(t) = 1 − S0(t)^exp(LP). eGFR (CKD-EPI) mL/min/1.73 m², P = proteinuria g/day, MAP mmHg, age in years, all at biopsy.',
);

/** Outcome the model predicts, to be stated beside every result. */
export const IGAN_OUTCOME = msg('50% decline in eGFR or ESKD');

/** The spec's validation message for an incomplete or invalid IgAN form (spec §5 and §8). */
export const IGAN_INCOMPLETE_INPUT_MESSAGE = msg('Please fill in all fields with valid values');

/** Default prediction horizon: 5 years after biopsy. */
export const IGAN_DEFAULT_HORIZON_MONTHS = 60;
/** Shortest horizon offered (the baseline-survival polynomial exceeds 1 below about 3 months). */
export const IGAN_MIN_HORIZON_MONTHS = 12;
/** Longest horizon offered: 7 years, the span the tool's validation reports cover. */
export const IGAN_MAX_HORIZON_MONTHS = 84;

/** Input: all values at the time of kidney biopsy, adults with biopsy-proven primary IgAN. */
export const IganInputSchema = z.object({
  ageYears: boundedNumber(18, 100, msg('Age at biopsy must be between 18 and 100 years (the tool is for adults).')),
  egfrMlMin173M2: boundedNumber(
    15,
    150,
    msg('eGFR at biopsy must be between 15 and 150 mL/min/1.73 m² (CKD-EPI).'),
  ),
  meanArterialPressureMmHg: boundedNumber(
    40,
    200,
    msg('Mean arterial pressure at biopsy must be between 40 and 200 mmHg.'),
  ),
  proteinuriaGPerDay: boundedNumber(
    0.01,
    20,
    msg('Proteinuria at biopsy must be between 0.01 and 20 g/day.'),
  ),
  mesangialHypercellularity: boundedInt(0, 1, msg('M (mesangial hypercellularity) must be 0 or 1.')),
  endocapillaryHypercellularity: boundedInt(0, 1, msg('E (endocapillary hypercellularity) must be 0 or 1.')),
  segmentalSclerosis: boundedInt(0, 1, msg('S (segmental sclerosis) must be 0 or 1.')),
  tubularAtrophyInterstitialFibrosis: boundedInt(
    0,
    2,
    msg('T (tubular atrophy/interstitial fibrosis) must be 0, 1 or 2.'),
  ),
  rasBlockadeAtBiopsy: finding('RAS blockade (ACE inhibitor or ARB) at biopsy'),
  immunosuppressionAtBiopsy: finding('Immunosuppression at or before biopsy'),
  horizonMonths: boundedInt(
    IGAN_MIN_HORIZON_MONTHS,
    IGAN_MAX_HORIZON_MONTHS,
    // The bounds written out (they are the two constants above) so the message can be translated.
    msg('Prediction horizon must be a whole number of months between 12 and 84 (1 to 7 years).'),
  ).default(IGAN_DEFAULT_HORIZON_MONTHS),
});

/** Validated IgAN input. */
export type IganInput = z.infer<typeof IganInputSchema>;

/** Mean arterial pressure (mmHg) from systolic and diastolic pressure: DBP + (SBP − DBP)/3. */
export function meanArterialPressure(systolicMmHg: number, diastolicMmHg: number): number {
  return diastolicMmHg + (systolicMmHg - diastolicMmHg) / 3;
}

/** Linear predictor of the Barbour 2019 full model without race (dimensionless). */
export function iganLinearPredictor(input: IganInput): number {
  const lnP = Math.log(input.proteinuriaGPerDay);
  const map = input.meanArterialPressureMmHg;
  const t1 = input.tubularAtrophyInterstitialFibrosis === 1 ? 1 : 0;
  const t2 = input.tubularAtrophyInterstitialFibrosis === 2 ? 1 : 0;
  const rasb = input.rasBlockadeAtBiopsy ? 1 : 0;
  return (
    -0.32 * (Math.sqrt(input.egfrMlMin173M2) - 8.8) +
    0.002 * (map - 97) -
    0.035 * (lnP - 0.09) +
    0.004 * (map * lnP - 8.73) +
    0.201 * input.mesangialHypercellularity -
    0.035 * input.endocapillaryHypercellularity +
    0.084 * input.segmentalSclerosis +
    0.7 * t1 +
    1.237 * t2 +
    0.101 * t1 * lnP -
    0.321 * t2 * lnP -
    0.017 * (input.ageYears - 38) +
    0.118 * rasb +
    0.166 * rasb * lnP -
    0.266 * (input.immunosuppressionAtBiopsy ? 1 : 0)
  );
}

/** Baseline survival S0(t) of the model without race at `months` after biopsy. */
export function iganBaselineSurvival(months: number): number {
  const x = (months + 0.1) / 100;
  return 1.0003754 - 0.1131641 * x * x + 0.0964763 * x * x * Math.log(x);
}

/** Risk category from the risk % (spec §9 cut-offs): under 10 Low, under 30 Moderate, under 60 High, else Very High. */
export function iganRiskCategory(riskPercent: number): { category: string; severity: ResultSeverity } {
  if (riskPercent < 10) return { category: msg('Low'), severity: 'low' };
  if (riskPercent < 30) return { category: msg('Moderate'), severity: 'moderate' };
  if (riskPercent < 60) return { category: msg('High'), severity: 'high' };
  return { category: msg('Very High'), severity: 'very-high' };
}

// Singular and plural as separate templates (message templates have no plural rules).
function horizonText(months: number): LocalText {
  if (months % 12 === 0) {
    const years = months / 12;
    return years === 1 ? msg('1 year') : message(msg('{years} years'), { years });
  }
  return message(msg('{months} months'), { months });
}

/** Predicted risk (%, 1 dp) of a 50% eGFR decline or ESKD within the horizon after biopsy (Barbour 2019, without race). */
export function computeIgan(input: IganInput): CalculatorResult {
  const lp = iganLinearPredictor(input);
  const s0 = iganBaselineSurvival(input.horizonMonths);
  const riskPercent = roundHalfUp((1 - s0 ** Math.exp(lp)) * 100, 1);
  const { category, severity } = iganRiskCategory(riskPercent);
  const horizon = horizonText(input.horizonMonths);
  return {
    label: message(msg('Risk of {outcome} within {horizon}'), { outcome: IGAN_OUTCOME, horizon }),
    value: riskPercent,
    unit: '%',
    display: message(msg('{value}%'), { value: fixed(riskPercent, 1) }),
    category,
    severity,
    interpretation: message(
      msg('Predicted risk of a {outcome} within {horizon} of biopsy: {risk}% (International IgAN Prediction Tool, full model without race).'),
      { outcome: IGAN_OUTCOME, horizon, risk: fixed(riskPercent, 1) },
    ),
    recommendation: msg(
      'Use for prognosis and risk discussion; the tool does not show the benefit of any particular treatment (KDIGO 2021). Apply only with values from the time of biopsy.',
    ),
    barFraction: Math.min(riskPercent / 100, 1),
    extras: [
      { label: msg('Horizon'), value: message(msg('{months} months after biopsy'), { months: input.horizonMonths }) },
      { label: msg('Outcome'), value: IGAN_OUTCOME },
      { label: msg('Linear predictor'), value: message(msg('{value}'), { value: fixed(lp, 3) }) },
      { label: message(msg('Baseline survival S0({months} mo)'), { months: input.horizonMonths }), value: message(msg('{value}'), { value: fixed(s0, 4) }) },
      { label: msg('Model'), value: msg('Barbour 2019, full model without race') },
    ],
  };
}
