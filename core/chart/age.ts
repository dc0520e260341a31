// Age from a birth date, as of a calendar day the caller passes in ("today" in the user's time
// zone: a patient born on 2000-03-01 is 26 in Sydney a day before they are in Los Angeles).
import { zonedParts } from '../time';

/** A calendar day (month 1-12). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Parses YYYY-MM-DD into its parts (no validation beyond the shape; see isCalendarDate). */
export function parseCalendarDay(value: string): CalendarDay {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** YYYY-MM-DD of a calendar day. */
export function formatCalendarDay(d: CalendarDay): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** The local calendar day of an instant in an IANA time zone. */
export function localDay(utcMs: number, timeZone: string): CalendarDay {
  const p = zonedParts(utcMs, timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

/**
 * Completed years between a birth date and `today` (both calendar days). Someone born on 29
 * February turns a year older on 1 March in common years (the legal convention in most
 * jurisdictions, e.g. UK Family Law Reform Act 1969 s.9 reckons age by the anniversary of birth;
 * a 29 February anniversary falls on 1 March when February has 28 days).
 */
export function ageInYears(birthDate: string, today: CalendarDay): number {
  const b = parseCalendarDay(birthDate);
  let years = today.year - b.year;
  const beforeBirthday = today.month < b.month || (today.month === b.month && today.day < b.day);
  if (beforeBirthday) years -= 1;
  return Math.max(0, years);
}

/**
 * The birth date estimated from an age in whole years: today minus `age` years (29 February
 * becomes 28 February in a common year), so the derived age equals `age` today and grows with time.
 */
export function estimatedBirthDate(age: number, today: CalendarDay): string {
  const year = today.year - age;
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = today.month === 2 && today.day === 29 && !isLeap ? 28 : today.day;
  return formatCalendarDay({ year, month: today.month, day });
}
