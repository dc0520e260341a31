import type { Appointment } from '../../../../core/schemas/appointments';
import { msg } from '../../../../core/i18n/msg';
import { firstDayOfWeek, t } from '../../i18n';
import { dateTimeFormat } from '../../lib/intl-formats';

// Calendar arithmetic in the viewer's own time zone. A day is named by its local date key
// 'YYYY-MM-DD' (what the picker, the URL and the form hold); instants stay ISO strings in UTC.

export type CalendarView = 'day' | 'week' | 'month';
export const CALENDAR_VIEWS: readonly { value: CalendarView; label: string }[] = [
  { value: 'day', label: msg('Day') },
  { value: 'week', label: msg('Week') },
  { value: 'month', label: msg('Month') },
];

// Indexed by Date#getDay() (0 Sunday); a week's columns start where the language's week does (weekdayOrder).
export const WEEKDAYS_SHORT = [msg('Su'), msg('Mo'), msg('Tu'), msg('We'), msg('Th'), msg('Fr'), msg('Sa')] as const;
export const WEEKDAYS_LONG = [msg('Sunday'), msg('Monday'), msg('Tuesday'), msg('Wednesday'), msg('Thursday'), msg('Friday'), msg('Saturday')] as const;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of an instant as 'YYYY-MM-DD'. */
export function toDateKey(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** True for a well-formed key naming a real date ('2026-02-30' is not one). */
export function isDateKey(key: string | null | undefined): key is string {
  const m = key ? DATE_KEY.exec(key) : null;
  if (!m) return false;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toDateKey(d) === key;
}

/** Local midnight starting the day named by `key`. */
export function fromDateKey(key: string): Date {
  const m = DATE_KEY.exec(key);
  if (!m) throw new Error(`not a date key: ${key}`);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The day `n` days after `key` (negative goes back); calendar days, so DST changes do not shift it. */
export function addDays(key: string, n: number): string {
  const d = fromDateKey(key);
  d.setDate(d.getDate() + n);
  return toDateKey(d);
}

/** The same day `n` months later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(key: string, n: number): string {
  const d = fromDateKey(key);
  const target = new Date(d.getFullYear(), d.getMonth() + n, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(d.getDate(), lastDay));
  return toDateKey(target);
}

/** 'YYYY-MM' of a day key. */
export const monthOf = (key: string): string => key.slice(0, 7);

/** The weekdays (Date#getDay() numbers) in the order the active language's week runs: Sunday first in
 *  English, Monday first in German and French (core/i18n/locales.ts FIRST_DAY_OF_WEEK). */
export function weekdayOrder(first: number = firstDayOfWeek()): number[] {
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

/** The first day (Sunday in English, Monday in German and French) of the week that contains `key`. */
export function startOfWeek(key: string, first: number = firstDayOfWeek()): string {
  return addDays(key, -((fromDateKey(key).getDay() - first + 7) % 7));
}

/** The seven days, in the language's order, of the week containing `key`. */
export function weekDays(key: string): string[] {
  const first = startOfWeek(key);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/**
 * The picker's grid for the month containing `key`: six weeks in the language's order (always six, so the
 * picker keeps its height from month to month), including the neighbouring months' days.
 */
export function monthGrid(key: string): string[][] {
  const first = startOfWeek(`${monthOf(key)}-01`);
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(first, w * 7 + d)));
}

/** The day, week or month after (step 1) or before (step -1) the one containing `key`, as the selected day. */
export function shiftDate(key: string, view: CalendarView, step: 1 | -1): string {
  if (view === 'month') return addMonths(key, step);
  return addDays(key, view === 'week' ? 7 * step : step);
}

/** The instant the API's `date` parameter names: local midnight of the selected day, as ISO. */
export function dayStartIso(key: string): string {
  return fromDateKey(key).toISOString();
}

// Formats in the interface language, each formatter made once per language (lib/intl-formats.ts).
const longDate = () => dateTimeFormat({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const monthYear = () => dateTimeFormat({ year: 'numeric', month: 'long' });
const shortDate = () => dateTimeFormat({ month: 'short', day: 'numeric' });
const dayHeading = () => dateTimeFormat({ weekday: 'long', month: 'long', day: 'numeric' });
const time = () => dateTimeFormat({ hour: 'numeric', minute: '2-digit' });

/** 'Tuesday, March 3, 2026' (the list's title). */
export const formatLongDate = (key: string): string => longDate().format(fromDateKey(key));

/** 'March 2026'. */
export const formatMonthYear = (key: string): string => monthYear().format(fromDateKey(key));

/** 'Tuesday, March 3' (a day's heading inside the week and month views). */
export const formatDayHeading = (key: string): string => dayHeading().format(fromDateKey(key));

/** What the week or month view covers, e.g. 'Mar 1 – Mar 7, 2026' or 'March 2026'; null for a day. */
export function formatRange(key: string, view: CalendarView): string | null {
  if (view === 'day') return null;
  if (view === 'month') return formatMonthYear(key);
  const days = weekDays(key);
  const last = fromDateKey(days[6]!);
  return `${shortDate().format(fromDateKey(days[0]!))} – ${shortDate().format(last)}, ${last.getFullYear()}`;
}

/** '9:00 AM - 9:30 AM' in the viewer's local time. */
export function formatTimeRange(startIso: string, endIso: string): string {
  return `${time().format(new Date(startIso))} - ${time().format(new Date(endIso))}`;
}

/** Appointments that still occupy their slot (everything except Cancelled): what the count reports. */
export function countScheduled(list: readonly Pick<Appointment, 'status'>[]): number {
  return list.filter((a) => a.status !== 'Cancelled').length;
}

/** '1 appointment scheduled', '3 appointments scheduled'. */
export function scheduledLabel(n: number): string {
  return t('{count, plural, one {# appointment scheduled} other {# appointments scheduled}}', { count: n });
}

/** Appointments by the local day they start on, each day's in start order. */
export function groupByDay<T extends Pick<Appointment, 'dateTime'>>(list: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const a of [...list].sort((x, y) => Date.parse(x.dateTime) - Date.parse(y.dateTime))) {
    const key = toDateKey(new Date(a.dateTime));
    const day = out.get(key);
    if (day) day.push(a);
    else out.set(key, [a]);
  }
  return out;
}

/** The days a view lists: all seven of a week (empty ones too), only the busy days of a month, the day itself. */
export function daysToList(key: string, view: CalendarView, byDay: Map<string, unknown[]>): string[] {
  if (view === 'day') return [key];
  if (view === 'week') return weekDays(key);
  return [...byDay.keys()].filter((k) => monthOf(k) === monthOf(key)).sort();
}

/** An appointment with the spec's fallback for a patient the list cannot name (spec §8). */
export function patientDisplay(a: Pick<Appointment, 'patientName' | 'patientAge' | 'patientGender'>): { name: string; age: number; gender: string } {
  if (a.patientName === null) return { name: t('Unknown Patient'), age: 0, gender: '' };
  return { name: a.patientName, age: a.patientAge ?? 0, gender: a.patientGender ?? '' };
}
