import { roundHalfUp } from '../../../../core/calculators/numeric';
import { formatFieldNumber } from '../../lib/format';
import {
  albuminGDlToGL,
  albuminGLToGDl,
  bilirubinMgDlToUmolL,
  bilirubinUmolLToMgDl,
  cholesterolMgDlToMmolL,
  cholesterolMmolLToMgDl,
  cmToIn,
  creatinineMgDlToUmolL,
  creatinineUmolLToMgDl,
  inToCm,
  kpaToMmHg,
  kgToLb,
  lbToKg,
  mmHgToKpa,
} from '../../../../core/calculators/units';
import { parseNumberText } from './evaluate.utils';

// Switchable units on calculator pages. Every calculator computes in its source's units (the
// "canonical" unit, first in each list); the page converts at the edge with core/calculators/units.

interface QuantityDef<U extends string> {
  /** Canonical unit first. */
  units: readonly [U, U];
  /** Decimals shown after converting an entered value into this unit. */
  decimals: Record<U, number>;
  /** The other unit → canonical unit. */
  toCanonical: (value: number) => number;
  /** Canonical unit → the other unit. */
  fromCanonical: (value: number) => number;
}

const def = <U extends string>(d: QuantityDef<U>) => d;

/** The quantities a doctor can switch, with the core conversion for each. */
export const QUANTITIES = {
  weight: def({ units: ['kg', 'lb'], decimals: { kg: 1, lb: 1 }, toCanonical: lbToKg, fromCanonical: kgToLb }),
  height: def({ units: ['cm', 'in'], decimals: { cm: 1, in: 1 }, toCanonical: inToCm, fromCanonical: cmToIn }),
  bloodPressure: def({ units: ['mmHg', 'kPa'], decimals: { mmHg: 0, kPa: 1 }, toCanonical: kpaToMmHg, fromCanonical: mmHgToKpa }),
  creatinine: def({
    units: ['mg/dL', 'µmol/L'],
    decimals: { 'mg/dL': 2, 'µmol/L': 0 },
    toCanonical: creatinineUmolLToMgDl,
    fromCanonical: creatinineMgDlToUmolL,
  }),
  bilirubin: def({
    units: ['mg/dL', 'µmol/L'],
    decimals: { 'mg/dL': 1, 'µmol/L': 0 },
    toCanonical: bilirubinUmolLToMgDl,
    fromCanonical: bilirubinMgDlToUmolL,
  }),
  albumin: def({ units: ['g/dL', 'g/L'], decimals: { 'g/dL': 1, 'g/L': 0 }, toCanonical: albuminGLToGDl, fromCanonical: albuminGDlToGL }),
  cholesterol: def({
    units: ['mg/dL', 'mmol/L'],
    decimals: { 'mg/dL': 0, 'mmol/L': 2 },
    toCanonical: cholesterolMmolLToMgDl,
    fromCanonical: cholesterolMgDlToMmolL,
  }),
} as const;

/** A switchable quantity. */
export type Quantity = keyof typeof QUANTITIES;
/** A unit of one quantity, e.g. UnitOf<'weight'> = 'kg' | 'lb'. */
export type UnitOf<Q extends Quantity> = (typeof QUANTITIES)[Q]['units'][number];

/** Lab quantities: no profile preference exists for them, so the page remembers the doctor's last choice. */
export type LabQuantity = 'creatinine' | 'bilirubin' | 'albumin' | 'cholesterol';
/** The remembered lab units. */
export type LabUnits = { [Q in LabQuantity]: UnitOf<Q> };
/** Conventional (US) lab units until the doctor switches. */
export const DEFAULT_LAB_UNITS: LabUnits = { creatinine: 'mg/dL', bilirubin: 'mg/dL', albumin: 'g/dL', cholesterol: 'mg/dL' };

/** `value` in `unit` converted to the quantity's canonical unit (kg, cm, mg/dL, g/dL). */
export function toCanonical<Q extends Quantity>(quantity: Q, value: number, unit: UnitOf<Q>): number {
  const q = QUANTITIES[quantity];
  return unit === q.units[0] ? value : q.toCanonical(value);
}

/** `value` in the quantity's canonical unit converted to `unit`. */
export function fromCanonical<Q extends Quantity>(quantity: Q, value: number, unit: UnitOf<Q>): number {
  const q = QUANTITIES[quantity];
  return unit === q.units[0] ? value : q.fromCanonical(value);
}

/**
 * Entered text of a field converted from one unit to another, rounded to the new unit's usual
 * precision ('1.0' mg/dL creatinine → '88' µmol/L); empty or unparseable text is kept as typed.
 */
export function convertText<Q extends Quantity>(quantity: Q, text: string, from: UnitOf<Q>, to: UnitOf<Q>): string {
  const value = parseNumberText(text);
  if (from === to || value === undefined || !Number.isFinite(value)) return text;
  const converted = fromCanonical(quantity, toCanonical(quantity, value, from), to);
  const decimals = (QUANTITIES[quantity].decimals as Record<string, number>)[to] ?? 1;
  return formatFieldNumber(roundHalfUp(converted, decimals), decimals);
}

/** Canonical value of entered text, or undefined when empty (NaN when not a number, so the schema reports it). */
export function textToCanonical<Q extends Quantity>(quantity: Q, text: string, unit: UnitOf<Q>): number | undefined {
  const value = parseNumberText(text);
  if (value === undefined || !Number.isFinite(value)) return value;
  return toCanonical(quantity, value, unit);
}

/** Stored lab units made safe: anything unknown (an old or edited value) falls back to the default. */
export function sanitizeLabUnits(stored: unknown): LabUnits {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const pick = <Q extends LabQuantity>(q: Q): UnitOf<Q> =>
    (QUANTITIES[q].units as readonly string[]).includes(s[q] as string) ? (s[q] as UnitOf<Q>) : DEFAULT_LAB_UNITS[q];
  return { creatinine: pick('creatinine'), bilirubin: pick('bilirubin'), albumin: pick('albumin'), cholesterol: pick('cholesterol') };
}

/** A canonical value (kg, cm, mmHg, mg/dL; e.g. prefilled from a chart) as the text of a field shown in `unit`, at that unit's usual precision; '' for none. */
export function canonicalText<Q extends Quantity>(quantity: Q, value: number | undefined, unit: UnitOf<Q>): string {
  if (value === undefined) return '';
  const decimals = (QUANTITIES[quantity].decimals as Record<string, number>)[unit] ?? 1;
  return formatFieldNumber(roundHalfUp(fromCanonical(quantity, value, unit), decimals), decimals);
}
