import { z } from 'zod';
import { msg } from '../i18n/msg';

// Dates as FHIR R4 writes them (http://hl7.org/fhir/R4/datatypes.html#dateTime): a year, a month,
// a day, or a day with a time and a zone offset. The chart stores the string exactly as given (an
// import exports it unchanged) and sorts by the instant it starts at.

const DATE_TIME_RE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const BIRTH_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when a YYYY[-MM[-DD[Thh:mm[:ss[.s]](Z|±hh:mm)]]] string names a real calendar moment. */
export function isFhirDateTime(value: string): boolean {
  const m = DATE_TIME_RE.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi, s, zone] = m;
  const year = Number(y);
  if (year < 1800) return false;
  if (mo !== undefined && (Number(mo) < 1 || Number(mo) > 12)) return false;
  if (d !== undefined && (Number(d) < 1 || Number(d) > daysInMonth(year, Number(mo)))) return false;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || (s !== undefined && Number(s) > 59))) return false;
  if (zone && zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4, 6)) > 59)) return false;
  return true;
}

/** The UTC epoch milliseconds a FHIR date or dateTime starts at (a bare date starts at 00:00 UTC). */
export function fhirDateTimeStartMs(value: string): number {
  const m = DATE_TIME_RE.exec(value);
  if (!m) throw new RangeError(`Not a FHIR dateTime: ${value}`);
  const [, y, mo, d, h] = m;
  if (h !== undefined) return Date.parse(value);
  return Date.UTC(Number(y), mo ? Number(mo) - 1 : 0, d ? Number(d) : 1);
}

/** A FHIR date or dateTime (the exact string is kept). */
export const FhirDateTimeSchema = z
  .string({ error: msg('Please enter a date.') })
  .trim()
  .max(40, msg('Please enter a date as YYYY-MM-DD or a date and time.'))
  .refine(isFhirDateTime, msg('Please enter a date as YYYY-MM-DD or a date and time with its time zone.'));

/** True when `value` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = BIRTH_DATE_RE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return year >= 1800 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A calendar day, YYYY-MM-DD (FHIR date at day precision). */
export const CalendarDateSchema = z
  .string({ error: msg('Please enter a date as YYYY-MM-DD.') })
  .trim()
  .refine(isCalendarDate, msg('Please enter a real date as YYYY-MM-DD.'));
