import { z } from 'zod';
import type { FixedNumber } from '../i18n/message';

/**
 * Rounds half away from zero at `decimals` places, as a person rounding the decimal value would:
 * 1.005 → 1.01 and 0.2 * 3 * 10 (= 6.000000000000001 in IEEE doubles) → 6. Floating-point noise
 * below 15 significant digits is discarded before rounding.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const shifted = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(shifted) / factor;
  return value < 0 ? -rounded : rounded;
}

/** Formats a number with exactly `decimals` places after rounding half up (e.g. 5 → '5.0'). */
export function formatFixed(value: number, decimals: number): string {
  return roundHalfUp(value, decimals).toFixed(decimals);
}

/** A figure for a message (core/i18n/message.ts): rounded half up at `decimals`, shown with exactly that many. */
export function fixed(value: number, decimals: number): FixedNumber {
  return { fixed: roundHalfUp(value, decimals), decimals };
}

/** Limits `value` to [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A finite number within [min, max]; every failure (missing, not a number, out of range) answers `message`. */
export function boundedNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** A whole number within [min, max]; every failure answers `message`. */
export function boundedInt(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** A yes/no clinical finding, false when left out. */
export function finding(label: string) {
  return z.boolean({ error: `${label} must be yes or no.` }).default(false);
}
