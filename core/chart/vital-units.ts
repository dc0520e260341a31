// A vital sign in the user's units (Settings: kg/lb, cm/in, °C/°F, mmHg/kPa). Values are stored in
// the UCUM unit they were measured in; these convert at the edge, both ways.
import { celsiusToFahrenheit, cmToIn, fahrenheitToCelsius, inToCm, kgToLb, kpaToMmHg, lbToKg, mmHgToKpa } from '../calculators/units';
import type { UnitPreferences } from '../schemas/user';

/** A value and the unit it is shown in. */
export interface DisplayValue {
  value: number;
  /** UCUM code of the shown unit. */
  ucum: string;
  /** The unit as a person writes it. */
  unitLabel: string;
}

type Conversion = { to: string; label: string; convert: (v: number) => number; pref: (p: UnitPreferences) => boolean };

// From a stored UCUM unit to the unit a preference asks for; a unit not listed is shown as stored.
const CONVERSIONS: Readonly<Record<string, Conversion>> = {
  kg: { to: '[lb_av]', label: 'lb', convert: kgToLb, pref: (p) => p.weight === 'lb' },
  '[lb_av]': { to: 'kg', label: 'kg', convert: lbToKg, pref: (p) => p.weight === 'kg' },
  cm: { to: '[in_i]', label: 'in', convert: cmToIn, pref: (p) => p.height === 'in' },
  '[in_i]': { to: 'cm', label: 'cm', convert: inToCm, pref: (p) => p.height === 'cm' },
  Cel: { to: '[degF]', label: '°F', convert: celsiusToFahrenheit, pref: (p) => p.temperature === 'fahrenheit' },
  '[degF]': { to: 'Cel', label: '°C', convert: fahrenheitToCelsius, pref: (p) => p.temperature === 'celsius' },
  'mm[Hg]': { to: 'kPa', label: 'kPa', convert: mmHgToKpa, pref: (p) => p.bloodPressure === 'kPa' },
  kPa: { to: 'mm[Hg]', label: 'mmHg', convert: kpaToMmHg, pref: (p) => p.bloodPressure === 'mmHg' },
};

const LABELS: Readonly<Record<string, string>> = { kg: 'kg', '[lb_av]': 'lb', cm: 'cm', '[in_i]': 'in', Cel: '°C', '[degF]': '°F', 'mm[Hg]': 'mmHg', kPa: 'kPa', '/min': '/min', '%': '%', 'kg/m2': 'kg/m²', 'mL/min/{1.73_m2}': 'mL/min/1.73 m²' };

/** The label of a UCUM unit for display ('mm[Hg]' → 'mmHg'); unknown units are shown as written. */
export function unitLabel(ucum: string): string {
  return LABELS[ucum] ?? ucum;
}

/** A stored value in the unit the user prefers (unchanged when the preference already matches or does not apply). */
export function toPreferredUnit(value: number, ucum: string, prefs: UnitPreferences): DisplayValue {
  const c = CONVERSIONS[ucum];
  if (c && c.pref(prefs)) return { value: c.convert(value), ucum: c.to, unitLabel: c.label };
  return { value, ucum, unitLabel: unitLabel(ucum) };
}

/** The UCUM unit a new vital in `ucum` (the profile's unit) is entered in under the user's preferences. */
export function preferredEntryUnit(ucum: string, prefs: UnitPreferences): string {
  return toPreferredUnit(0, ucum, prefs).ucum;
}
