import { z } from 'zod';
import { boundedInt } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

/** Sources: EASI definition and weights (Hanifin 2001) and severity strata (Leshem 2015). */
export const EASI_SOURCES: readonly CalculatorSource[] = [
  {
    citation:
      'Hanifin JM, Thurston M, Omoto M, Cherill R, Tofte SJ, Graeber M. The eczema area and severity index (EASI): assessment of reliability in atopic dermatitis. Exp Dermatol 2001;10:11-18.',
    url: 'https://doi.org/10.1034/j.1600-0625.2001.100102.x',
  },
  {
    citation:
      'Leshem YA, Hajar T, Hanifin JM, Simpson EL. What the Eczema Area and Severity Index score tells us about the severity of atopic dermatitis: an interpretability study. Br J Dermatol 2015;172:1353-1357.',
    url: 'https://doi.org/10.1111/bjd.13662',
  },
];

/** Formula text for the page's About section. */
export const EASI_FORMULA =
  'EASI = Σ over head/neck, trunk, upper limbs and lower limbs of weight × area score × (erythema + oedema/papulation + excoriation + lichenification). Area score: 0 none, 1 = 1-9%, 2 = 10-29%, 3 = 30-49%, 4 = 50-69%, 5 = 70-89%, 6 = 90-100% of the region; each sign 0-3. Weights age ≥8 y: 0.1, 0.3, 0.2, 0.4; age 0-7 y: 0.2, 0.3, 0.2, 0.3. Range 0-72.';

/** Maximum EASI. */
export const EASI_MAX = 72;

/** Area score labels, 0-6 (Hanifin 2001). */
export const EASI_AREA_SCORE_LABELS = ['0%', '1-9%', '10-29%', '30-49%', '50-69%', '70-89%', '90-100%'] as const;

/** Severity labels of each sign, 0-3. */
export const EASI_SEVERITY_LABELS = ['None', 'Mild', 'Moderate', 'Severe'] as const;

/** The four EASI regions in display order. */
export const EASI_REGIONS = [
  { id: 'headNeck', name: 'Head and Neck' },
  { id: 'trunk', name: 'Trunk' },
  { id: 'upperLimbs', name: 'Upper Limbs' },
  { id: 'lowerLimbs', name: 'Lower Limbs' },
] as const;

/** Id of an EASI region. */
export type EasiRegionId = (typeof EASI_REGIONS)[number]['id'];

/** Region weights in tenths (adult ≥8 y and child 0-7 y), kept as integers so the sum is exact. */
export const EASI_WEIGHT_TENTHS: Record<'adult' | 'child', Record<EasiRegionId, number>> = {
  adult: { headNeck: 1, trunk: 3, upperLimbs: 2, lowerLimbs: 4 },
  child: { headNeck: 2, trunk: 3, upperLimbs: 2, lowerLimbs: 3 },
};

/** Age group for the EASI weights: 'child' for 0-7 years (below 8), 'adult' from 8 years. */
export function easiAgeGroupForAge(ageYears: number): 'adult' | 'child' {
  return ageYears < 8 ? 'child' : 'adult';
}

const sign = (regionName: string, signName: string) =>
  boundedInt(0, 3, `${regionName}: ${signName} must be a whole number from 0 (none) to 3 (severe).`);

const regionSchema = (regionName: string) =>
  z.object(
    {
      areaScore: boundedInt(0, 6, `${regionName}: area score must be a whole number from 0 to 6.`),
      erythema: sign(regionName, 'erythema'),
      oedemaPapulation: sign(regionName, 'oedema/papulation'),
      excoriation: sign(regionName, 'excoriation'),
      lichenification: sign(regionName, 'lichenification'),
    },
    { error: `${regionName}: please score area and the four signs.` },
  );

/** Input: age group (default adult, ≥8 y) and, per region, area score 0-6 and four signs 0-3. */
export const EasiInputSchema = z.object({
  ageGroup: z
    .enum(['adult', 'child'], { error: "Age group must be 'adult' (8 years or older) or 'child' (0-7 years)." })
    .default('adult'),
  headNeck: regionSchema('Head and Neck'),
  trunk: regionSchema('Trunk'),
  upperLimbs: regionSchema('Upper Limbs'),
  lowerLimbs: regionSchema('Lower Limbs'),
});

/** Validated EASI input. */
export type EasiInput = z.infer<typeof EasiInputSchema>;

/** Severity stratum of Leshem 2015 on the 1-dp EASI (0 clear; ≤1.0 almost clear; ≤7.0 mild; ≤21.0 moderate; ≤50.0 severe; else very severe). */
export function easiBand(easi1dp: number): { category: string; severity: ResultSeverity } {
  if (easi1dp === 0) return { category: 'Clear', severity: 'low' };
  if (easi1dp <= 1) return { category: 'Almost clear', severity: 'low' };
  if (easi1dp <= 7) return { category: 'Mild', severity: 'low' };
  if (easi1dp <= 21) return { category: 'Moderate', severity: 'moderate' };
  if (easi1dp <= 50) return { category: 'Severe', severity: 'high' };
  return { category: 'Very severe', severity: 'very-high' };
}

/** Region scores and total in tenths of a point: integer arithmetic, so 0.2 × 3 × 10 is exactly 6.0. */
export function easiTenths(input: EasiInput): { regions: Record<EasiRegionId, number>; total: number } {
  const weights = EASI_WEIGHT_TENTHS[input.ageGroup];
  const regions = {} as Record<EasiRegionId, number>;
  let total = 0;
  for (const { id } of EASI_REGIONS) {
    const r = input[id];
    const tenths = weights[id] * r.areaScore * (r.erythema + r.oedemaPapulation + r.excoriation + r.lichenification);
    regions[id] = tenths;
    total += tenths;
  }
  return { regions, total };
}

const tenthsText = (tenths: number) => `${Math.trunc(tenths / 10)}.${tenths % 10}`;

/** EASI total (0-72, 1 dp) with per-region scores, classified on the 1-dp value per Leshem 2015 (DESIGN.md §6). */
export function computeEasi(input: EasiInput): CalculatorResult {
  const { regions, total } = easiTenths(input);
  const easi = total / 10;
  const { category, severity } = easiBand(easi);
  return {
    label: 'EASI score',
    value: easi,
    display: tenthsText(total),
    category,
    severity,
    interpretation: `${category} atopic dermatitis by EASI strata (Leshem 2015: 0 clear, 0.1-1.0 almost clear, 1.1-7.0 mild, 7.1-21.0 moderate, 21.1-50.0 severe, 50.1-72.0 very severe).`,
    barFraction: Math.min(easi / EASI_MAX, 1),
    extras: [
      ...EASI_REGIONS.map(({ id, name }) => ({ label: name, value: tenthsText(regions[id]) })),
      {
        label: 'Weights',
        value: input.ageGroup === 'adult' ? 'Age ≥8 y: 0.1 / 0.3 / 0.2 / 0.4' : 'Age 0-7 y: 0.2 / 0.3 / 0.2 / 0.3',
      },
    ],
  };
}
