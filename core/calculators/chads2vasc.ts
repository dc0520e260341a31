import { z } from 'zod';
import { message, type LocalText } from '../i18n/message';
import { msg } from '../i18n/msg';
import { finding } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

/** Sources: score definition (Lip 2010), stroke-rate table (Friberg 2012), CHA2DS2-VA (ESC 2024). */
export const CHADS2VASC_SOURCES: readonly CalculatorSource[] = [
  {
    citation:
      'Lip GYH, Nieuwlaat R, Pisters R, Lane DA, Crijns HJGM. Refining clinical risk stratification for predicting stroke and thromboembolism in atrial fibrillation using a novel risk factor-based approach: the Euro Heart Survey on Atrial Fibrillation. Chest 2010;137:263-272.',
    url: 'https://doi.org/10.1378/chest.09-1584',
  },
  {
    citation:
      'Friberg L, Rosenqvist M, Lip GYH. Evaluation of risk stratification schemes for ischaemic stroke and bleeding in 182 678 patients with atrial fibrillation: the Swedish Atrial Fibrillation cohort study. Eur Heart J 2012;33:1500-1510 (annual ischaemic stroke rate without anticoagulation).',
    url: 'https://doi.org/10.1093/eurheartj/ehr488',
  },
  {
    citation:
      'Van Gelder IC, Rienstra M, Bunting KV, et al. 2024 ESC Guidelines for the management of atrial fibrillation. Eur Heart J 2024;45:3314-3414 (CHA2DS2-VA; oral anticoagulation recommended at ≥2, to be considered at 1).',
  },
];

/** Formula text for the page's About section. */
export const CHADS2VASC_FORMULA = msg(
  'CHA2DS2-VASc = C (heart failure) 1 + H (hypertension) 1 + A2 (age ≥75) 2 + D (diabetes) 1 + S2 (prior stroke/TIA/thromboembolism) 2 + V (vascular disease: prior MI, PAD, aortic plaque) 1 + A (age 65-74) 1 + Sc (female sex) 1; range 0-9. CHA2DS2-VA is the same score without the sex point (range 0-8).',
);

/** Age bands of the score: under 65 (0 points), 65-74 (1 point), 75 or over (2 points). */
export const CHADS2VASC_AGE_BANDS = ['under-65', '65-74', '75-or-over'] as const;

/** Age band for an age in years: under 65, 65-74, or 75 or over. */
export function chads2VascAgeBand(ageYears: number): (typeof CHADS2VASC_AGE_BANDS)[number] {
  if (ageYears >= 75) return '75-or-over';
  if (ageYears >= 65) return '65-74';
  return 'under-65';
}

/** One row of the product's score table (spec §9): annual stroke risk %, category and the spec's recommendation wording. */
export interface Chads2VascTableRow {
  score: number;
  annualStrokeRiskPercent: number;
  category: 'Low' | 'Moderate' | 'Moderate-High' | 'High' | 'Very High';
  specRecommendation: string;
}

/**
 * The spec's table, kept exactly as data (spec §9; rates from Friberg 2012, ischaemic stroke without
 * anticoagulation). The spec's recommendation strings are sex-blind and are not shown as the
 * recommendation (DESIGN.md §6): `computeChads2Vasc` bases that on CHA2DS2-VA instead.
 */
export const CHADS2VASC_TABLE: readonly Chads2VascTableRow[] = [
  { score: 0, annualStrokeRiskPercent: 0.2, category: msg('Low'), specRecommendation: 'Anticoagulation not recommended' },
  { score: 1, annualStrokeRiskPercent: 0.6, category: msg('Low'), specRecommendation: 'Consider anticoagulation' },
  { score: 2, annualStrokeRiskPercent: 2.2, category: msg('Moderate'), specRecommendation: 'Consider oral anticoagulation' },
  { score: 3, annualStrokeRiskPercent: 3.2, category: msg('Moderate-High'), specRecommendation: 'Oral anticoagulation recommended' },
  { score: 4, annualStrokeRiskPercent: 4.8, category: msg('High'), specRecommendation: 'Oral anticoagulation recommended' },
  { score: 5, annualStrokeRiskPercent: 7.2, category: msg('High'), specRecommendation: 'Oral anticoagulation recommended' },
  { score: 6, annualStrokeRiskPercent: 9.7, category: msg('Very High'), specRecommendation: 'strongly recommended' },
  { score: 7, annualStrokeRiskPercent: 11.2, category: msg('Very High'), specRecommendation: 'strongly recommended' },
  { score: 8, annualStrokeRiskPercent: 10.8, category: msg('Very High'), specRecommendation: 'strongly recommended' },
  { score: 9, annualStrokeRiskPercent: 12.2, category: msg('Very High'), specRecommendation: 'strongly recommended' },
];

/** Input: sex, age band and the five history items (all yes/no). */
export const Chads2VascInputSchema = z.object({
  female: z.boolean({ error: msg('Please choose the patient’s sex.') }),
  ageBand: z.enum(CHADS2VASC_AGE_BANDS, { error: msg('Please choose an age band: under 65, 65-74 or 75 or over.') }),
  congestiveHeartFailure: finding('Heart failure'),
  hypertension: finding('Hypertension'),
  diabetes: finding('Diabetes'),
  strokeTiaThromboembolism: finding('Prior stroke, TIA or thromboembolism'),
  vascularDisease: finding('Vascular disease'),
});

/** Validated CHA2DS2-VASc input. */
export type Chads2VascInput = z.infer<typeof Chads2VascInputSchema>;

/** CHA2DS2-VA (ESC 2024): CHA2DS2-VASc without the sex point, 0-8. */
export function cha2ds2VaScore(input: Chads2VascInput): number {
  const agePoints = input.ageBand === '75-or-over' ? 2 : input.ageBand === '65-74' ? 1 : 0;
  return (
    (input.congestiveHeartFailure ? 1 : 0) +
    (input.hypertension ? 1 : 0) +
    agePoints +
    (input.diabetes ? 1 : 0) +
    (input.strokeTiaThromboembolism ? 2 : 0) +
    (input.vascularDisease ? 1 : 0)
  );
}

/** CHA2DS2-VASc (Lip 2010): CHA2DS2-VA plus 1 for female sex, 0-9. */
export function cha2ds2VascScore(input: Chads2VascInput): number {
  return cha2ds2VaScore(input) + (input.female ? 1 : 0);
}

const SEVERITY: Record<Chads2VascTableRow['category'], ResultSeverity> = {
  Low: 'low',
  Moderate: 'moderate',
  'Moderate-High': 'high',
  High: 'high',
  'Very High': 'very-high',
};

/**
 * Recommendation text from CHA2DS2-VA (ESC 2024: OAC recommended at ≥2, considered at 1). It is the
 * same as ESC 2020 / ACC/AHA/HRS 2023 reading CHA2DS2-VASc by sex (≥2 men, ≥3 women; consider at
 * 1 men, 2 women), so a woman whose only point is her sex gets no anticoagulation recommendation.
 */
export function chads2VaRecommendation(vaScore: number): LocalText {
  if (vaScore <= 0) {
    return msg('Anticoagulation not recommended (CHA2DS2-VA 0: no stroke risk factor besides sex).');
  }
  if (vaScore === 1) {
    return msg('Consider oral anticoagulation (CHA2DS2-VA 1), weighing bleeding risk and patient preference.');
  }
  return message(msg('Oral anticoagulation recommended (CHA2DS2-VA {score}, ≥2), unless contraindicated; assess and address bleeding risk factors.'), { score: vaScore });
}

/** Computes CHA2DS2-VASc with the spec's annual stroke risk and category, plus CHA2DS2-VA and the recommendation based on it. */
export function computeChads2Vasc(input: Chads2VascInput): CalculatorResult {
  const score = Math.min(cha2ds2VascScore(input), 9);
  const va = cha2ds2VaScore(input);
  const row = CHADS2VASC_TABLE[score] ?? CHADS2VASC_TABLE[9]!;
  return {
    label: msg('CHA2DS2-VASc score'),
    value: score,
    unit: msg('points'),
    display: String(score),
    category: row.category,
    severity: SEVERITY[row.category],
    interpretation: message(msg('Annual stroke risk about {risk}% without anticoagulation (Swedish AF cohort, Friberg 2012).'), { risk: row.annualStrokeRiskPercent }),
    recommendation: chads2VaRecommendation(va),
    barFraction: score / 9,
    extras: [
      { label: msg('CHA2DS2-VA (ESC 2024, no sex point)'), value: String(va) },
      { label: msg('Annual stroke risk'), value: message(msg('{risk}%'), { risk: row.annualStrokeRiskPercent }) },
    ],
    warnings: input.female
      ? [msg('Female sex adds a point to CHA2DS2-VASc but is a risk modifier, not a risk factor on its own; the recommendation uses CHA2DS2-VA.')]
      : undefined,
  };
}
