import { z } from 'zod';
import { message } from '../i18n/message';
import { msg } from '../i18n/msg';
import { finding, fixed } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

/** Sources: Wells 2000 (three-tier and dichotomised rule) and the Christopher Study (van Belle 2006). */
export const WELLS_PE_SOURCES: readonly CalculatorSource[] = [
  {
    citation:
      "Wells PS, Anderson DR, Rodger M, et al. Derivation of a simple clinical model to categorize patients' probability of pulmonary embolism: increasing the models utility with the SimpliRED D-dimer. Thromb Haemost 2000;83:416-420.",
  },
  {
    citation:
      'van Belle A, Büller HR, Huisman MV, et al. Effectiveness of managing suspected pulmonary embolism using an algorithm combining clinical probability, D-dimer testing, and computed tomography. JAMA 2006;295:172-179 (Christopher Study).',
    url: 'https://doi.org/10.1001/jama.295.2.172',
  },
];

/** Formula text for the page's About section. */
export const WELLS_PE_FORMULA = msg(
  "Clinical signs/symptoms of DVT 3; PE the most likely diagnosis (or equally likely) 3; heart rate >100/min 1.5; immobilisation ≥3 days or surgery in the previous 4 weeks 1.5; previous DVT/PE 1.5; haemoptysis 1; malignancy (treatment within 6 months or palliative) 1. Range 0-12.5. Three-tier: <2 low, 2-6 moderate, >6 high. Two-tier: ≤4 PE unlikely, >4 PE likely.",
);

/** Points per criterion (Wells 2000). */
export const WELLS_PE_POINTS = {
  clinicalSignsOfDvt: 3,
  peMostLikelyDiagnosis: 3,
  heartRateOver100: 1.5,
  immobilisationOrRecentSurgery: 1.5,
  previousDvtOrPe: 1.5,
  haemoptysis: 1,
  malignancy: 1,
} as const;

/** Input: the seven criteria, each yes/no. */
export const WellsPeInputSchema = z.object({
  clinicalSignsOfDvt: finding('Clinical signs and symptoms of DVT'),
  peMostLikelyDiagnosis: finding('PE the most likely diagnosis'),
  heartRateOver100: finding('Heart rate above 100/min'),
  immobilisationOrRecentSurgery: finding('Immobilisation ≥3 days or surgery in the previous 4 weeks'),
  previousDvtOrPe: finding('Previous DVT or PE'),
  haemoptysis: finding('Haemoptysis'),
  malignancy: finding('Malignancy (treatment within 6 months or palliative)'),
});

/** Validated Wells PE input. */
export type WellsPeInput = z.infer<typeof WellsPeInputSchema>;

/** Wells PE score, 0-12.5 in steps of 0.5 (exact in binary floating point). */
export function wellsPeScore(input: WellsPeInput): number {
  let score = 0;
  for (const key of Object.keys(WELLS_PE_POINTS) as (keyof typeof WELLS_PE_POINTS)[]) {
    if (input[key]) score += WELLS_PE_POINTS[key];
  }
  return score;
}

/** Three-tier probability (Wells 2000): <2 low, 2-6 moderate, >6 high. */
export function wellsPeThreeTier(score: number): { category: 'Low' | 'Moderate' | 'High'; severity: ResultSeverity } {
  if (score < 2) return { category: msg('Low'), severity: 'low' };
  if (score <= 6) return { category: msg('Moderate'), severity: 'moderate' };
  return { category: msg('High'), severity: 'high' };
}

/** Two-tier rule (Wells 2000; Christopher Study): ≤4 PE unlikely, >4 PE likely. */
export function wellsPeTwoTier(score: number): 'PE unlikely' | 'PE likely' {
  return score <= 4 ? msg('PE unlikely') : msg('PE likely');
}

const CATEGORY = { Low: msg('Low probability'), Moderate: msg('Moderate probability'), High: msg('High probability') } as const;

// Whole sentences for the combinations that occur (≤4 is low or moderate, >4 moderate or high),
// so each language words them naturally.
const INTERPRETATION = {
  'Low|PE unlikely': msg('Low clinical probability of PE (three-tier); PE unlikely (two-tier, score ≤4).'),
  'Moderate|PE unlikely': msg('Moderate clinical probability of PE (three-tier); PE unlikely (two-tier, score ≤4).'),
  'Moderate|PE likely': msg('Moderate clinical probability of PE (three-tier); PE likely (two-tier, score >4).'),
  'High|PE likely': msg('High clinical probability of PE (three-tier); PE likely (two-tier, score >4).'),
} as const;

/** Wells PE score with three-tier category (main) and the two-tier rule that drives the work-up. */
export function computeWellsPe(input: WellsPeInput): CalculatorResult {
  const score = wellsPeScore(input);
  const three = wellsPeThreeTier(score);
  const two = wellsPeTwoTier(score);
  return {
    label: msg("Wells' score for PE"),
    value: score,
    unit: msg('points'),
    display: message(msg('{value}'), { value: fixed(score, 1) }),
    category: CATEGORY[three.category],
    severity: three.severity,
    interpretation: INTERPRETATION[`${three.category}|${two}` as keyof typeof INTERPRETATION],
    recommendation:
      two === 'PE unlikely'
        ? msg('PE unlikely: measure D-dimer; a normal result excludes PE without imaging (Christopher Study). If D-dimer is raised, CT pulmonary angiography.')
        : msg('PE likely: CT pulmonary angiography (consider anticoagulation while awaiting imaging if bleeding risk allows); D-dimer alone cannot exclude PE.'),
    barFraction: score / 12.5,
    extras: [
      { label: msg('Three-tier'), value: three.category },
      { label: msg('Two-tier'), value: two },
    ],
  };
}
