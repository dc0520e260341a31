import { z } from 'zod';
import { message, type LocalText } from '../i18n/message';
import { msg } from '../i18n/msg';
import { boundedNumber, fixed, roundHalfUp } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultExtra, ResultSeverity } from './types';

/** Sources: rule of nines (Wallace 1951), Lund–Browder chart (1944), Parkland formula (Baxter 1968). */
export const BURNS_SOURCES: readonly CalculatorSource[] = [
  {
    citation: 'Wallace AB. The exposure treatment of burns. Lancet 1951;1:501-504 (rule of nines, adults).',
    url: 'https://doi.org/10.1016/S0140-6736(51)91975-7',
  },
  {
    citation: 'Lund CC, Browder NC. The estimation of areas of burns. Surg Gynecol Obstet 1944;79:352-358 (age-specific chart for children).',
  },
  {
    citation:
      'Baxter CR, Shires T. Physiological response to crystalloid resuscitation of severe burns. Ann N Y Acad Sci 1968;150:874-894 (Parkland formula).',
    url: 'https://doi.org/10.1111/j.1749-6632.1968.tb14738.x',
  },
];

/** Formula text for the page's About section. */
export const BURNS_FORMULA = msg(
  'TBSA% = Σ region % × fraction of the region with partial- or full-thickness burn (superficial/first-degree burns are not counted). Adult rule of nines: head and neck 9, upper limbs 18 (9 each, hands included), trunk 36 (anterior 18, posterior 18), lower limbs 36 (18 each, feet included), genitalia/perineum 1; total 100. Palm method: the patient’s palm with fingers ≈ 1% TBSA, for scattered burns. Children: Lund–Browder chart by age. Parkland: 24-h Lactated Ringer’s = 4 mL × weight (kg) × TBSA%; half in the first 8 h from the time of burn, half over the next 16 h.',
);

/** Adult rule-of-nines regions (Wallace 1951), totalling 100%; hands sit inside the upper limbs. */
export const RULE_OF_NINES_REGIONS = [
  { id: 'headNeck', name: msg('Head and Neck'), percent: 9, invalid: msg('Head and Neck: burned part of the region must be between 0 and 100%.') },
  { id: 'upperLimbs', name: msg('Upper Limbs (both, incl. hands)'), percent: 18, invalid: msg('Upper Limbs (both, incl. hands): burned part of the region must be between 0 and 100%.') },
  { id: 'trunk', name: msg('Trunk (anterior 18 + posterior 18)'), percent: 36, invalid: msg('Trunk (anterior 18 + posterior 18): burned part of the region must be between 0 and 100%.') },
  { id: 'lowerLimbs', name: msg('Lower Limbs (both, incl. feet)'), percent: 36, invalid: msg('Lower Limbs (both, incl. feet): burned part of the region must be between 0 and 100%.') },
  { id: 'genitals', name: msg('Genitals/perineum'), percent: 1, invalid: msg('Genitals/perineum: burned part of the region must be between 0 and 100%.') },
] as const;

/** Area of the patient's palm including fingers, % TBSA (the spec's "hands 1%", DESIGN.md §6). */
export const PALM_PERCENT_TBSA = 1;

/** Lund–Browder age columns: 0, 1, 5, 10, 15 years and adult. */
export const LUND_BROWDER_COLUMNS = ['0', '1', '5', '10', '15', 'adult'] as const;

/** A Lund–Browder age column. */
export type LundBrowderColumn = (typeof LUND_BROWDER_COLUMNS)[number];

/** Age-dependent Lund–Browder parts by column: A half of head, B half of one thigh, C half of one lower leg (%). */
export const LUND_BROWDER_AGE_PARTS: Record<LundBrowderColumn, { a: number; b: number; c: number }> = {
  '0': { a: 9.5, b: 2.75, c: 2.5 },
  '1': { a: 8.5, b: 3.25, c: 2.5 },
  '5': { a: 6.5, b: 4, c: 2.75 },
  '10': { a: 5.5, b: 4.25, c: 3 },
  '15': { a: 4.5, b: 4.5, c: 3.25 },
  adult: { a: 3.5, b: 4.75, c: 3.5 },
};

/** Lund–Browder regions; `percent` is the fixed share, or the age part doubled (front + back) for head, thighs and lower legs. */
export const LUND_BROWDER_REGIONS = [
  { id: 'head', name: msg('Head'), part: 'a', invalid: msg('Head: burned part of the region must be between 0 and 100%.') },
  { id: 'neck', name: msg('Neck'), percent: 2, invalid: msg('Neck: burned part of the region must be between 0 and 100%.') },
  { id: 'anteriorTrunk', name: msg('Anterior trunk'), percent: 13, invalid: msg('Anterior trunk: burned part of the region must be between 0 and 100%.') },
  { id: 'posteriorTrunk', name: msg('Posterior trunk'), percent: 13, invalid: msg('Posterior trunk: burned part of the region must be between 0 and 100%.') },
  { id: 'rightButtock', name: msg('Right buttock'), percent: 2.5, invalid: msg('Right buttock: burned part of the region must be between 0 and 100%.') },
  { id: 'leftButtock', name: msg('Left buttock'), percent: 2.5, invalid: msg('Left buttock: burned part of the region must be between 0 and 100%.') },
  { id: 'genitals', name: msg('Genitalia'), percent: 1, invalid: msg('Genitalia: burned part of the region must be between 0 and 100%.') },
  { id: 'rightUpperArm', name: msg('Right upper arm'), percent: 4, invalid: msg('Right upper arm: burned part of the region must be between 0 and 100%.') },
  { id: 'leftUpperArm', name: msg('Left upper arm'), percent: 4, invalid: msg('Left upper arm: burned part of the region must be between 0 and 100%.') },
  { id: 'rightForearm', name: msg('Right forearm'), percent: 3, invalid: msg('Right forearm: burned part of the region must be between 0 and 100%.') },
  { id: 'leftForearm', name: msg('Left forearm'), percent: 3, invalid: msg('Left forearm: burned part of the region must be between 0 and 100%.') },
  { id: 'rightHand', name: msg('Right hand'), percent: 2.5, invalid: msg('Right hand: burned part of the region must be between 0 and 100%.') },
  { id: 'leftHand', name: msg('Left hand'), percent: 2.5, invalid: msg('Left hand: burned part of the region must be between 0 and 100%.') },
  { id: 'rightThigh', name: msg('Right thigh'), part: 'b', invalid: msg('Right thigh: burned part of the region must be between 0 and 100%.') },
  { id: 'leftThigh', name: msg('Left thigh'), part: 'b', invalid: msg('Left thigh: burned part of the region must be between 0 and 100%.') },
  { id: 'rightLowerLeg', name: msg('Right lower leg'), part: 'c', invalid: msg('Right lower leg: burned part of the region must be between 0 and 100%.') },
  { id: 'leftLowerLeg', name: msg('Left lower leg'), part: 'c', invalid: msg('Left lower leg: burned part of the region must be between 0 and 100%.') },
  { id: 'rightFoot', name: msg('Right foot'), percent: 3.5, invalid: msg('Right foot: burned part of the region must be between 0 and 100%.') },
  { id: 'leftFoot', name: msg('Left foot'), percent: 3.5, invalid: msg('Left foot: burned part of the region must be between 0 and 100%.') },
] as const;

/** Id of a Lund–Browder region. */
export type LundBrowderRegionId = (typeof LUND_BROWDER_REGIONS)[number]['id'];

/** % TBSA of one Lund–Browder region in the given age column (head = 2A, each thigh = 2B, each lower leg = 2C). */
export function lundBrowderRegionPercent(region: LundBrowderRegionId, column: LundBrowderColumn): number {
  const def = LUND_BROWDER_REGIONS.find((r) => r.id === region);
  if (!def) throw new Error(`Unknown Lund–Browder region ${region}`);
  if ('percent' in def) return def.percent;
  return 2 * LUND_BROWDER_AGE_PARTS[column][def.part];
}

/**
 * Lund–Browder column for an age in years: the last column at or below the age (under 1 → 0,
 * 1-4 → 1, 5-9 → 5, 10-14 → 10, 15-17 → 15, 18 and over → adult; the adult cut-off is a product choice).
 */
export function lundBrowderColumnForAge(ageYears: number): LundBrowderColumn {
  if (ageYears < 1) return '0';
  if (ageYears < 5) return '1';
  if (ageYears < 10) return '5';
  if (ageYears < 15) return '10';
  if (ageYears < 18) return '15';
  return 'adult';
}

// Each region names itself in its message (one literal per region, so every language has it whole).
const regionPercent = (invalid: string) => boundedNumber(0, 100, invalid).default(0);

const weightKg = boundedNumber(1, 300, msg('Weight must be between 1 and 300 kg.'));
const HOURS_MESSAGE = msg(
  'Hours since the burn must be from 0 to under 8 (the Parkland first half is due by hour 8 after the burn).',
);
const hoursSinceBurn = z
  .number({ error: HOURS_MESSAGE })
  .min(0, { error: HOURS_MESSAGE })
  .lt(8, { error: HOURS_MESSAGE });

const fluidFields = {
  weightKg: weightKg.optional(),
  hoursSinceBurn: hoursSinceBurn.optional(),
};

const ruleOfNinesShape = Object.fromEntries(RULE_OF_NINES_REGIONS.map((r) => [r.id, regionPercent(r.invalid)])) as Record<
  (typeof RULE_OF_NINES_REGIONS)[number]['id'],
  ReturnType<typeof regionPercent>
>;

const lundBrowderShape = Object.fromEntries(LUND_BROWDER_REGIONS.map((r) => [r.id, regionPercent(r.invalid)])) as Record<
  LundBrowderRegionId,
  ReturnType<typeof regionPercent>
>;

const BURNED_AREA_MESSAGE = msg('Burned area must be between 0 and 100% TBSA.');

const palmAreas = boundedNumber(0, 100, msg('Palm areas must be between 0 and 100 (each palm ≈ 1% TBSA).')).default(0);

/**
 * Input, by method: 'rule-of-nines' (adults; % of each region burned plus scattered palm-sized areas),
 * 'lund-browder' (children; age column and % of each region burned), or 'manual' (a TBSA % 0-100).
 * Weight (kg) adds Parkland fluids; hours since burn adds the first-period rate.
 */
export const BurnsInputSchema = z
  .discriminatedUnion(
    'method',
    [
      z.object({
        method: z.literal('rule-of-nines'),
        regionsPercentBurned: z.object(ruleOfNinesShape).default({
          headNeck: 0,
          upperLimbs: 0,
          trunk: 0,
          lowerLimbs: 0,
          genitals: 0,
        }),
        palmAreas,
        ...fluidFields,
      }),
      z.object({
        method: z.literal('lund-browder'),
        ageColumn: z.enum(LUND_BROWDER_COLUMNS, {
          error: msg("Age column must be one of '0', '1', '5', '10', '15' or 'adult'."),
        }),
        regionsPercentBurned: z.object(lundBrowderShape),
        ...fluidFields,
      }),
      z.object({
        method: z.literal('manual'),
        tbsaPercent: boundedNumber(0, 100, BURNED_AREA_MESSAGE),
        ...fluidFields,
      }),
    ],
    { error: msg("Method must be 'rule-of-nines', 'lund-browder' or 'manual'.") },
  )
  .refine((v) => v.method !== 'rule-of-nines' || ruleOfNinesTbsa(v.regionsPercentBurned, v.palmAreas) <= 100 + 1e-9, {
    error: msg('Total burned area cannot exceed 100% TBSA; palm areas must not repeat regions already counted.'),
    path: ['palmAreas'],
  });

/** Validated burn-area input. */
export type BurnsInput = z.infer<typeof BurnsInputSchema>;

/** TBSA % by the adult rule of nines: Σ region % × burned fraction, plus 1% per palm area. */
export function ruleOfNinesTbsa(
  regionsPercentBurned: Record<(typeof RULE_OF_NINES_REGIONS)[number]['id'], number>,
  palms = 0,
): number {
  const regions = RULE_OF_NINES_REGIONS.reduce((s, r) => s + (r.percent * regionsPercentBurned[r.id]) / 100, 0);
  return regions + palms * PALM_PERCENT_TBSA;
}

/** TBSA % by the Lund–Browder chart in the given age column. */
export function lundBrowderTbsa(
  column: LundBrowderColumn,
  regionsPercentBurned: Record<LundBrowderRegionId, number>,
): number {
  return LUND_BROWDER_REGIONS.reduce(
    (s, r) => s + (lundBrowderRegionPercent(r.id, column) * regionsPercentBurned[r.id]) / 100,
    0,
  );
}

/** Parkland input: weight (kg), TBSA % of partial- and full-thickness burns, optional hours since the burn. */
export const ParklandInputSchema = z.object({
  weightKg,
  tbsaPercent: boundedNumber(0, 100, BURNED_AREA_MESSAGE),
  hoursSinceBurn: hoursSinceBurn.optional(),
});

/** Validated Parkland input. */
export type ParklandInput = z.infer<typeof ParklandInputSchema>;

/** Parkland volumes (mL, whole) and rates (mL/h, whole). */
export interface ParklandResult {
  totalMl: number;
  firstHalfMl: number;
  secondHalfMl: number;
  /** Rate to finish the first half by hour 8 after the burn (from `hoursSinceBurn`, default 0). */
  firstPeriodRateMlPerH: number;
  /** Rate over hours 8-24. */
  secondPeriodRateMlPerH: number;
}

/** Parkland formula (Baxter 1968): 4 mL × kg × TBSA% Lactated Ringer's over 24 h, half in the first 8 h from the burn, half in the next 16 h. */
export function computeParkland(input: ParklandInput): ParklandResult {
  const total = 4 * input.weightKg * input.tbsaPercent;
  const half = total / 2;
  const hoursLeft = 8 - (input.hoursSinceBurn ?? 0);
  return {
    totalMl: roundHalfUp(total),
    firstHalfMl: roundHalfUp(half),
    secondHalfMl: roundHalfUp(half),
    firstPeriodRateMlPerH: roundHalfUp(half / hoursLeft),
    secondPeriodRateMlPerH: roundHalfUp(half / 16),
  };
}

function tbsaBand(tbsa: number): { category: string; severity: ResultSeverity } {
  if (tbsa < 10) return { category: msg('Under 10% TBSA'), severity: 'low' };
  if (tbsa < 20) return { category: msg('10-19% TBSA'), severity: 'moderate' };
  return { category: msg('20% TBSA or more'), severity: 'high' };
}

/** The method line of the result: which chart (and age column) gave the area. */
function methodText(input: BurnsInput): LocalText {
  if (input.method === 'rule-of-nines') return msg('Rule of nines (adult)');
  if (input.method === 'manual') return msg('Manual entry');
  return input.ageColumn === 'adult'
    ? msg('Lund–Browder, adult column')
    : message(msg('Lund–Browder, age {age} column'), { age: Number(input.ageColumn) });
}

/** Burned area (% TBSA, 1 dp) by rule of nines, Lund–Browder or manual entry, with Parkland fluids when weight is given. */
export function computeBurns(input: BurnsInput): CalculatorResult {
  const raw =
    input.method === 'rule-of-nines'
      ? ruleOfNinesTbsa(input.regionsPercentBurned, input.palmAreas)
      : input.method === 'lund-browder'
        ? lundBrowderTbsa(input.ageColumn, input.regionsPercentBurned)
        : input.tbsaPercent;
  const tbsa = Math.min(roundHalfUp(raw, 1), 100);
  const shown = fixed(tbsa, 1);
  const { category, severity } = tbsaBand(tbsa);
  const child = input.method === 'lund-browder' && input.ageColumn !== 'adult';
  const extras: ResultExtra[] = [{ label: msg('Method'), value: methodText(input) }];
  const warnings: LocalText[] = [];
  if (input.method === 'rule-of-nines' && input.palmAreas > 0) {
    extras.push({ label: msg('Palm areas (1% each)'), value: message(msg('{value}'), { value: fixed(input.palmAreas, 1) }) });
  }
  if (input.weightKg !== undefined && tbsa > 0) {
    const p = computeParkland({ weightKg: input.weightKg, tbsaPercent: tbsa, hoursSinceBurn: input.hoursSinceBurn });
    extras.push(
      { label: msg('Parkland 24-h Lactated Ringer’s'), value: message(msg('{volume} mL'), { volume: p.totalMl }) },
      {
        label: input.hoursSinceBurn
          ? message(msg('First 8 h from burn (from hour {hour})'), { hour: fixed(input.hoursSinceBurn, 1) })
          : msg('First 8 h from burn'),
        value: message(msg('{volume} mL at {rate} mL/h'), { volume: p.firstHalfMl, rate: p.firstPeriodRateMlPerH }),
      },
      { label: msg('Next 16 h'), value: message(msg('{volume} mL at {rate} mL/h'), { volume: p.secondHalfMl, rate: p.secondPeriodRateMlPerH }) },
    );
    warnings.push(
      msg('Parkland volumes are a starting estimate: titrate to urine output. Current ATLS/ABA guidance starts adults at 2 mL/kg/%TBSA (3 mL children, 4 mL electrical injury).'),
    );
    if (child) warnings.push(msg('Children also need maintenance fluid with glucose on top of the resuscitation volume.'));
    if (input.hoursSinceBurn) warnings.push(msg('The first-period rate assumes no fluid has been given yet; subtract any already given.'));
  }
  if (input.method === 'rule-of-nines') {
    warnings.push(msg('The rule of nines is inaccurate in children (larger head); use the Lund–Browder chart under about 15 years.'));
  }
  return {
    label: msg('Burned area'),
    value: tbsa,
    unit: msg('% TBSA'),
    display: message(msg('{value}%'), { value: shown }),
    category,
    severity,
    interpretation: message(
      msg('{tbsa}% of total body surface area with partial- or full-thickness burns (superficial burns excluded). Formal fluid resuscitation is usually indicated from 20% TBSA in adults and 10-15% in children; partial-thickness burns over 10% TBSA meet burn-centre referral criteria.'),
      { tbsa: shown },
    ),
    barFraction: tbsa / 100,
    extras,
    warnings: warnings.length > 0 ? warnings : undefined,
  };
}
