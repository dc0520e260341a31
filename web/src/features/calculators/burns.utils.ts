import {
  LUND_BROWDER_REGIONS,
  RULE_OF_NINES_REGIONS,
  lundBrowderColumnForAge,
  type LundBrowderColumn,
  type LundBrowderRegionId,
} from '../../../../core/calculators/burns';
import { clamp } from '../../../../core/calculators/numeric';
import { parseNumberText } from './evaluate.utils';
import { textToCanonical, type UnitOf } from './units.utils';

/** Burn-area methods offered on the page. */
export type BurnsMethod = 'rule-of-nines' | 'lund-browder' | 'manual';

type RuleOfNinesId = (typeof RULE_OF_NINES_REGIONS)[number]['id'];

/** The burns page's state: texts as typed, per method, plus the fluid inputs. */
export interface BurnsFormState {
  method: BurnsMethod;
  /** % of each rule-of-nines region burned, as typed. */
  ruleOfNines: Record<RuleOfNinesId, string>;
  palmAreasText: string;
  /** Patient age in years for the Lund–Browder column (a column can also be chosen directly). */
  lundBrowderAgeText: string;
  lundBrowderColumn: LundBrowderColumn | '';
  lundBrowder: Record<LundBrowderRegionId, string>;
  manualTbsaText: string;
  weightText: string;
  weightUnit: UnitOf<'weight'>;
  hoursSinceBurnText: string;
}

/** Empty state (weight unit from the doctor's preference). */
export function initialBurnsState(weightUnit: UnitOf<'weight'>): BurnsFormState {
  return {
    method: 'rule-of-nines',
    ruleOfNines: Object.fromEntries(RULE_OF_NINES_REGIONS.map((r) => [r.id, ''])) as Record<RuleOfNinesId, string>,
    palmAreasText: '',
    lundBrowderAgeText: '',
    lundBrowderColumn: '',
    lundBrowder: Object.fromEntries(LUND_BROWDER_REGIONS.map((r) => [r.id, ''])) as Record<LundBrowderRegionId, string>,
    manualTbsaText: '',
    weightText: '',
    weightUnit,
    hoursSinceBurnText: '',
  };
}

/** Spec §5: the manual percentage is clamped to 0-100 as it is typed (other text is kept for the schema to reject). */
export function clampPercentText(text: string): string {
  const value = parseNumberText(text);
  if (value === undefined || Number.isNaN(value)) return text;
  const clamped = clamp(value, 0, 100);
  return clamped === value ? text : String(clamped);
}

/** Lund–Browder column in use: chosen directly, else from the age, else none yet. */
export function effectiveLundBrowderColumn(state: Pick<BurnsFormState, 'lundBrowderColumn' | 'lundBrowderAgeText'>): LundBrowderColumn | undefined {
  if (state.lundBrowderColumn) return state.lundBrowderColumn;
  const age = parseNumberText(state.lundBrowderAgeText);
  if (age === undefined || !Number.isFinite(age) || age < 0 || age > 120) return undefined;
  return lundBrowderColumnForAge(age);
}

const regionValue = (text: string) => parseNumberText(text) ?? 0;

/** The burns schema's input from the page state: blank regions count as unburned; weight in kg. */
export function burnsInputFromState(state: BurnsFormState) {
  const fluids = {
    weightKg: textToCanonical('weight', state.weightText, state.weightUnit),
    hoursSinceBurn: parseNumberText(state.hoursSinceBurnText),
  };
  if (state.method === 'rule-of-nines') {
    return {
      method: 'rule-of-nines' as const,
      regionsPercentBurned: Object.fromEntries(Object.entries(state.ruleOfNines).map(([id, t]) => [id, regionValue(t)])),
      palmAreas: regionValue(state.palmAreasText),
      ...fluids,
    };
  }
  if (state.method === 'lund-browder') {
    return {
      method: 'lund-browder' as const,
      ageColumn: effectiveLundBrowderColumn(state),
      regionsPercentBurned: Object.fromEntries(Object.entries(state.lundBrowder).map(([id, t]) => [id, regionValue(t)])),
      ...fluids,
    };
  }
  return { method: 'manual' as const, tbsaPercent: parseNumberText(state.manualTbsaText), ...fluids };
}
