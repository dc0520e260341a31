import { z } from 'zod';
import { message, type LocalText } from '../i18n/message';
import { msg } from '../i18n/msg';
import { boundedInt, fixed } from './numeric';
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
export const EASI_FORMULA = msg(
  'EASI = Σ over head/neck, trunk, upper limbs and lower limbs of weight × area score × (erythema + oedema/papulation + excoriation + lichenification). Area score: 0 none, 1 = 1-9%, 2 = 10-29%, 3 = 30-49%, 4 = 50-69%, 5 = 70-89%, 6 = 90-100% of the region; each sign 0-3. Weights age ≥8 y: 0.1, 0.3, 0.2, 0.4; age 0-7 y: 0.2, 0.3, 0.2, 0.3. Range 0-72.',
);

/** Maximum EASI. */
export const EASI_MAX = 72;

/** Area score labels, 0-6 (Hanifin 2001). */
export const EASI_AREA_SCORE_LABELS = [msg('0%'), msg('1-9%'), msg('10-29%'), msg('30-49%'), msg('50-69%'), msg('70-89%'), msg('90-100%')] as const;

/** Severity labels of each sign, 0-3. */
export const EASI_SEVERITY_LABELS = [msg('None'), msg('Mild'), msg('Moderate'), msg('Severe')] as const;

/** The four EASI regions in display order. */
export const EASI_REGIONS = [
  { id: 'headNeck', name: msg('Head and Neck') },
  { id: 'trunk', name: msg('Trunk') },
  { id: 'upperLimbs', name: msg('Upper Limbs') },
  { id: 'lowerLimbs', name: msg('Lower Limbs') },
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

// Every message names its region and sign, written out whole so each language has the sentence entire.
const REGION_MESSAGES: Record<EasiRegionId, Record<'region' | 'areaScore' | SignId, string>> = {
  headNeck: {
    region: msg('Head and Neck: please score area and the four signs.'),
    areaScore: msg('Head and Neck: area score must be a whole number from 0 to 6.'),
    erythema: msg('Head and Neck: erythema must be a whole number from 0 (none) to 3 (severe).'),
    oedemaPapulation: msg('Head and Neck: oedema/papulation must be a whole number from 0 (none) to 3 (severe).'),
    excoriation: msg('Head and Neck: excoriation must be a whole number from 0 (none) to 3 (severe).'),
    lichenification: msg('Head and Neck: lichenification must be a whole number from 0 (none) to 3 (severe).'),
  },
  trunk: {
    region: msg('Trunk: please score area and the four signs.'),
    areaScore: msg('Trunk: area score must be a whole number from 0 to 6.'),
    erythema: msg('Trunk: erythema must be a whole number from 0 (none) to 3 (severe).'),
    oedemaPapulation: msg('Trunk: oedema/papulation must be a whole number from 0 (none) to 3 (severe).'),
    excoriation: msg('Trunk: excoriation must be a whole number from 0 (none) to 3 (severe).'),
    lichenification: msg('Trunk: lichenification must be a whole number from 0 (none) to 3 (severe).'),
  },
  upperLimbs: {
    region: msg('Upper Limbs: please score area and the four signs.'),
    areaScore: msg('Upper Limbs: area score must be a whole number from 0 to 6.'),
    erythema: msg('Upper Limbs: erythema must be a whole number from 0 (none) to 3 (severe).'),
    oedemaPapulation: msg('Upper Limbs: oedema/papulation must be a whole number from 0 (none) to 3 (severe).'),
    excoriation: msg('Upper Limbs: excoriation must be a whole number from 0 (none) to 3 (severe).'),
    lichenification: msg('Upper Limbs: lichenification must be a whole number from 0 (none) to 3 (severe).'),
  },
  lowerLimbs: {
    region: msg('Lower Limbs: please score area and the four signs.'),
    areaScore: msg('Lower Limbs: area score must be a whole number from 0 to 6.'),
    erythema: msg('Lower Limbs: erythema must be a whole number from 0 (none) to 3 (severe).'),
    oedemaPapulation: msg('Lower Limbs: oedema/papulation must be a whole number from 0 (none) to 3 (severe).'),
    excoriation: msg('Lower Limbs: excoriation must be a whole number from 0 (none) to 3 (severe).'),
    lichenification: msg('Lower Limbs: lichenification must be a whole number from 0 (none) to 3 (severe).'),
  },
};

type SignId = 'erythema' | 'oedemaPapulation' | 'excoriation' | 'lichenification';

const regionSchema = (region: EasiRegionId) => {
  const messages = REGION_MESSAGES[region];
  return z.object(
    {
      areaScore: boundedInt(0, 6, messages.areaScore),
      erythema: boundedInt(0, 3, messages.erythema),
      oedemaPapulation: boundedInt(0, 3, messages.oedemaPapulation),
      excoriation: boundedInt(0, 3, messages.excoriation),
      lichenification: boundedInt(0, 3, messages.lichenification),
    },
    { error: messages.region },
  );
};

/** Input: age group (default adult, ≥8 y) and, per region, area score 0-6 and four signs 0-3. */
export const EasiInputSchema = z.object({
  ageGroup: z
    .enum(['adult', 'child'], { error: msg("Age group must be 'adult' (8 years or older) or 'child' (0-7 years).") })
    .default('adult'),
  headNeck: regionSchema('headNeck'),
  trunk: regionSchema('trunk'),
  upperLimbs: regionSchema('upperLimbs'),
  lowerLimbs: regionSchema('lowerLimbs'),
});

/** Validated EASI input. */
export type EasiInput = z.infer<typeof EasiInputSchema>;

/**
 * Severity stratum of Leshem 2015 on the 1-dp EASI (0 clear; ≤1.0 almost clear; ≤7.0 mild; ≤21.0
 * moderate; ≤50.0 severe; else very severe), with the stratum and the disease as one phrase for the
 * interpretation (German and French inflect the adjective, so each is a whole text).
 */
export function easiBand(easi1dp: number): { category: string; severity: ResultSeverity; phrase: string } {
  // 'Clear' carries a context: the bare word is a button ('Zurücksetzen', 'Effacer') elsewhere.
  if (easi1dp === 0) return { category: msg('skin::Clear'), severity: 'low', phrase: msg('Clear atopic dermatitis') };
  if (easi1dp <= 1) return { category: msg('Almost clear'), severity: 'low', phrase: msg('Almost clear atopic dermatitis') };
  if (easi1dp <= 7) return { category: msg('Mild'), severity: 'low', phrase: msg('Mild atopic dermatitis') };
  if (easi1dp <= 21) return { category: msg('Moderate'), severity: 'moderate', phrase: msg('Moderate atopic dermatitis') };
  if (easi1dp <= 50) return { category: msg('Severe'), severity: 'high', phrase: msg('Severe atopic dermatitis') };
  return { category: msg('Very severe'), severity: 'very-high', phrase: msg('Very severe atopic dermatitis') };
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

/** A score kept in tenths as a figure with one decimal (exact: 63 → 6.3). */
const tenthsFigure = (tenths: number) => message(msg('{value}'), { value: fixed(tenths / 10, 1) });

/** EASI total (0-72, 1 dp) with per-region scores, classified on the 1-dp value per Leshem 2015 (DESIGN.md §6). */
export function computeEasi(input: EasiInput): CalculatorResult {
  const { regions, total } = easiTenths(input);
  const easi = total / 10;
  const { category, severity, phrase } = easiBand(easi);
  const weights: LocalText = input.ageGroup === 'adult' ? msg('Age ≥8 y: 0.1 / 0.3 / 0.2 / 0.4') : msg('Age 0-7 y: 0.2 / 0.3 / 0.2 / 0.3');
  return {
    label: msg('EASI score'),
    value: easi,
    display: tenthsFigure(total),
    category,
    severity,
    interpretation: message(
      msg('{severity} by EASI strata (Leshem 2015: 0 clear, 0.1-1.0 almost clear, 1.1-7.0 mild, 7.1-21.0 moderate, 21.1-50.0 severe, 50.1-72.0 very severe).'),
      { severity: phrase },
    ),
    barFraction: Math.min(easi / EASI_MAX, 1),
    extras: [
      ...EASI_REGIONS.map(({ id, name }) => ({ label: name, value: tenthsFigure(regions[id]) })),
      { label: msg('Weights'), value: weights },
    ],
  };
}
