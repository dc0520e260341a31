import { z } from 'zod';
import { message } from '../i18n/message';
import { msg } from '../i18n/msg';
import { boundedInt, boundedNumber, fixed, roundHalfUp } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

/** Sources: the SCORAD index (European Task Force 1993) and its severity strata (Kunz 1997). */
export const SCORAD_SOURCES: readonly CalculatorSource[] = [
  {
    citation:
      'European Task Force on Atopic Dermatitis. Severity scoring of atopic dermatitis: the SCORAD index. Dermatology 1993;186:23-31.',
    url: 'https://doi.org/10.1159/000247298',
  },
  {
    citation:
      'Kunz B, Oranje AP, Labrèze L, Stalder JF, Ring J, Taïeb A. Clinical validation and guidelines for the SCORAD index: consensus report of the European Task Force on Atopic Dermatitis. Dermatology 1997;195:10-19 (mild <25, moderate 25-50, severe >50).',
  },
];

/** Formula text for the page's About section. */
export const SCORAD_FORMULA = msg(
  'SCORAD = A/5 + 7B/2 + C. A = extent of eczema, 0-100% of body surface (rule of nines); B = intensity, the sum of erythema, oedema/papulation, oozing/crusts, excoriation, lichenification and dryness, each 0-3 (0-18); C = pruritus + sleep loss, each 0-10 on a visual analogue scale over the last 3 days and nights (0-20). Range 0-103.',
);

/** Maximum SCORAD (100/5 + 7·18/2 + 20). */
export const SCORAD_MAX = 103;

/** Body areas for the extent, adult rule of nines as on the SCORAD sheet (sum 100%). */
export const SCORAD_BODY_AREAS = [
  { id: 'head-neck', name: msg('Head and neck'), percent: 9 },
  { id: 'anterior-trunk', name: msg('Anterior trunk'), percent: 18 },
  { id: 'back', name: msg('body area::Back'), percent: 18 },
  { id: 'left-upper-limb', name: msg('Left upper limb'), percent: 9 },
  { id: 'right-upper-limb', name: msg('Right upper limb'), percent: 9 },
  { id: 'left-lower-limb', name: msg('Left lower limb'), percent: 18 },
  { id: 'right-lower-limb', name: msg('Right lower limb'), percent: 18 },
  { id: 'genitals', name: msg('Genitals'), percent: 1 },
] as const;

/** Id of a SCORAD body area. */
export type ScoradBodyAreaId = (typeof SCORAD_BODY_AREAS)[number]['id'];

const AREA_IDS = SCORAD_BODY_AREAS.map((a) => a.id) as [ScoradBodyAreaId, ...ScoradBodyAreaId[]];

// Each message written out whole (not built from the item's name) so it can be translated.
const intensityItem = (message: string) => boundedInt(0, 3, message);
const vas = (message: string) => boundedNumber(0, 10, message);

/**
 * Input: extent either from selected body areas (sum capped at 100%) or a custom extent 0-100%
 * (not both: the page clears one when the other is set, spec §4); six intensity items 0-3; pruritus
 * and sleep loss 0-10.
 */
export const ScoradInputSchema = z
  .object({
    selectedAreas: z
      .array(z.enum(AREA_IDS, { error: msg('Unknown body area.') }))
      .refine((ids) => new Set(ids).size === ids.length, { error: msg('Each body area can be selected once.') })
      .default([]),
    customExtentPercent: boundedNumber(0, 100, msg('Custom extent must be between 0 and 100%.')).optional(),
    erythema: intensityItem(msg('Erythema must be a whole number from 0 to 3.')),
    oedemaPapulation: intensityItem(msg('Oedema/papulation must be a whole number from 0 to 3.')),
    oozingCrusts: intensityItem(msg('Oozing/crusts must be a whole number from 0 to 3.')),
    excoriation: intensityItem(msg('Excoriation must be a whole number from 0 to 3.')),
    lichenification: intensityItem(msg('Lichenification must be a whole number from 0 to 3.')),
    dryness: intensityItem(msg('Dryness must be a whole number from 0 to 3.')),
    pruritus: vas(msg('Pruritus must be between 0 and 10.')),
    sleepLoss: vas(msg('Sleep loss must be between 0 and 10.')),
  })
  .refine((v) => v.customExtentPercent === undefined || v.selectedAreas.length === 0, {
    error: msg('Give the extent either as selected body areas or as a custom percentage, not both.'),
    path: ['customExtentPercent'],
  });

/** Validated SCORAD input. */
export type ScoradInput = z.infer<typeof ScoradInputSchema>;

/** Extent A (% body surface): the custom value, else the sum of selected areas capped at 100. */
export function scoradExtentPercent(input: Pick<ScoradInput, 'selectedAreas' | 'customExtentPercent'>): number {
  if (input.customExtentPercent !== undefined) return input.customExtentPercent;
  const sum = SCORAD_BODY_AREAS.filter((a) => input.selectedAreas.includes(a.id)).reduce((s, a) => s + a.percent, 0);
  return Math.min(sum, 100);
}

/** Severity band (Kunz 1997) on the 1-dp SCORAD: below 25 mild, 25 to 50 moderate, above 50 severe. */
export function scoradBand(scorad1dp: number): { category: 'Mild' | 'Moderate' | 'Severe'; severity: ResultSeverity } {
  if (scorad1dp < 25) return { category: msg('Mild'), severity: 'low' };
  if (scorad1dp <= 50) return { category: msg('Moderate'), severity: 'moderate' };
  return { category: msg('Severe'), severity: 'high' };
}

const BAND_TEXT = {
  Mild: msg('Mild atopic dermatitis. Usually managed with emollients and, for flares, low- to mid-potency topical corticosteroids.'),
  Moderate: msg(
    'Moderate atopic dermatitis. Usually needs regular anti-inflammatory topical therapy (corticosteroids or calcineurin inhibitors), including proactive treatment of flare-prone sites.',
  ),
  Severe: msg(
    'Severe atopic dermatitis. Consider specialist management: phototherapy or systemic therapy, and look for infection or other triggers.',
  ),
} as const;

/** SCORAD index (0-103, 1 dp) with A, B, C and the objective SCORAD; severity per Kunz 1997 (DESIGN.md §6: exactly 50 is moderate). */
export function computeScorad(input: ScoradInput): CalculatorResult {
  const extent = scoradExtentPercent(input);
  const intensity =
    input.erythema +
    input.oedemaPapulation +
    input.oozingCrusts +
    input.excoriation +
    input.lichenification +
    input.dryness;
  const subjective = input.pruritus + input.sleepLoss;
  const objective = extent / 5 + (7 * intensity) / 2;
  const scorad = roundHalfUp(objective + subjective, 1);
  const { category, severity } = scoradBand(scorad);
  return {
    label: msg('SCORAD index'),
    value: scorad,
    display: message(msg('{value}'), { value: fixed(scorad, 1) }),
    category,
    severity,
    interpretation: BAND_TEXT[category],
    barFraction: Math.min(scorad / SCORAD_MAX, 1),
    extras: [
      { label: msg('A: extent'), value: message(msg('{value}%'), { value: fixed(extent, 1) }) },
      { label: msg('B: intensity'), value: `${intensity} / 18` },
      { label: msg('C: subjective symptoms'), value: message(msg('{value} / 20'), { value: fixed(subjective, 1) }) },
      { label: msg('Objective SCORAD (A/5 + 7B/2)'), value: message(msg('{value}'), { value: fixed(objective, 1) }) },
    ],
  };
}
