// Helpers every family of patient-specific checks shares (DESIGN.md §9): the value a finding used,
// with its date, and said as too old when the source asks for a more recent one; and the one
// sentence for a value the chart lacks, so a check never goes silent.
import { message, type LocalText, type MessageDescriptor } from '../../i18n/message';
import { msg } from '../../i18n/msg';
import type { FindingBasis, MeasuredValue } from './types';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function utcDay(iso: string): number | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(time) ? null : time / DAY_MS;
}

/** Whole days from `date` to `asOf` (0 for a value dated later); null when either date is missing or unreadable. */
export function ageInDays(date: string | null, asOf: string): number | null {
  if (date === null) return null;
  const from = utcDay(date);
  const to = utcDay(asOf);
  if (from === null || to === null) return null;
  return Math.max(0, Math.round(to - from));
}

/** Whole calendar months from `date` to `asOf` (2023-01-01 → 2024-03-01 is 14); null as ageInDays. */
export function ageInMonths(date: string | null, asOf: string): number | null {
  const from = date === null ? null : ISO_DATE.exec(date);
  const to = ISO_DATE.exec(asOf);
  if (!from || !to || ageInDays(date, asOf) === null) return null;
  const [fy, fm, fd] = from.slice(1, 4).map(Number) as [number, number, number];
  const [ty, tm, td] = to.slice(1, 4).map(Number) as [number, number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
}

function daysText(days: number): LocalText {
  return days === 1 ? msg('1 day') : message(msg('{n} days'), { n: days });
}

function monthsText(months: number): LocalText {
  return message(msg('{n} months'), { n: months });
}

/** A source's limit in words: months when the days are a whole number of them (365 = 12 months, 90 = 3 months), else days. */
export function limitText(days: number): LocalText {
  if (days >= 60 && days % 365 === 0) return monthsText((days / 365) * 12);
  if (days >= 60 && days % 30 === 0) return monthsText(days / 30);
  return daysText(days);
}

/** A value's age in words: whole calendar months from 3 months on, else days. */
export function ageText(date: string, asOf: string): LocalText | null {
  const days = ageInDays(date, asOf);
  const months = ageInMonths(date, asOf);
  if (days === null || months === null) return null;
  return months >= 3 ? monthsText(months) : daysText(days);
}

/**
 * Said when a value is older than the source allows ("measured 14 months ago; the source asks for a
 * value within 12 months") or has no date to tell; undefined when it is recent enough.
 */
export function staleness(value: Pick<MeasuredValue, 'date'>, asOf: string, maxAgeDays: number): MessageDescriptor | undefined {
  const limit = limitText(maxAgeDays);
  const days = ageInDays(value.date, asOf);
  const months = ageInMonths(value.date, asOf);
  if (days === null || months === null) return message(msg('undated; the source asks for a value within {limit}'), { limit });
  if (days <= maxAgeDays) return undefined;
  // Whole months round down: 382 days is "12 months", which would read as within a 12-month limit.
  const age = months * 30 > maxAgeDays ? ageText(value.date!, asOf)! : daysText(days);
  return message(msg('measured {age} ago; the source asks for a value within {limit}'), { age, limit });
}

/**
 * The value a finding used: `name` an msg()-marked text ("eGFR"), the value, unit and date as read,
 * and `stale` when `maxAgeDays` is given and the value is older (or undated).
 */
export function basisOf(name: string, value: MeasuredValue, options: { asOf?: string; maxAgeDays?: number } = {}): FindingBasis {
  const basis: FindingBasis = { name, value: value.value, unit: value.unit, date: value.date };
  if (options.maxAgeDays !== undefined && options.asOf !== undefined) {
    const stale = staleness(value, options.asOf, options.maxAgeDays);
    if (stale) basis.stale = stale;
  }
  return basis;
}

/** "No {value} in the chart: {what} was not checked." — `value` an msg()-marked name, `what` the limit not checked. */
export function notCheckedFor(value: LocalText, what: LocalText): MessageDescriptor {
  return message(msg('No {value} in the chart: {what} was not checked.'), { value, what });
}
