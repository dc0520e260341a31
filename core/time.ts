// Calendar arithmetic in a named time zone (IANA), without a date library: appointments are
// stored in UTC, and "a day" is the user's local day, which is 23 or 25 hours across DST changes.

export type CalendarView = 'day' | 'week' | 'month';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(tz, f);
  }
  return f;
}

/** True when `tz` is a time zone this runtime knows. */
export function isValidTimeZone(tz: string): boolean {
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock parts of an instant in `tz`. */
export function zonedParts(utcMs: number, tz: string): { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number } {
  const parts = Object.fromEntries(formatter(tz).formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year, month, day,
    hour: Number(parts.hour) % 24, minute: Number(parts.minute), second: Number(parts.second),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** Offset of `tz` from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(utcMs: number, tz: string): number {
  const p = zonedParts(utcMs, tz);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The UTC instant of local midnight starting the given calendar date in `tz` (month 1-12; overflow allowed). */
export function zonedMidnightUtc(year: number, month: number, day: number, tz: string): number {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - zoneOffsetMs(guess, tz);
  const second = guess - zoneOffsetMs(first, tz);
  return second;
}

/**
 * The [start, end) UTC range of the local day, week (starting on `weekStart`: Sunday by default, as
 * en-US) or calendar month that contains `instant` in `tz`.
 */
export function zonedRange(instant: number, tz: string, view: CalendarView = 'day', weekStart = 0): { start: number; end: number } {
  const p = zonedParts(instant, tz);
  if (view === 'month') {
    return { start: zonedMidnightUtc(p.year, p.month, 1, tz), end: zonedMidnightUtc(p.year, p.month + 1, 1, tz) };
  }
  if (view === 'week') {
    // weekStart: 0 Sunday (en-US), 1 Monday (de, fr: core/i18n/locales.ts FIRST_DAY_OF_WEEK).
    const startDay = p.day - ((p.weekday - weekStart + 7) % 7);
    return { start: zonedMidnightUtc(p.year, p.month, startDay, tz), end: zonedMidnightUtc(p.year, p.month, startDay + 7, tz) };
  }
  return { start: zonedMidnightUtc(p.year, p.month, p.day, tz), end: zonedMidnightUtc(p.year, p.month, p.day + 1, tz) };
}
