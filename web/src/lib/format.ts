import { activeLocale } from '../i18n';
import { dateTimeFormat, numberFormat } from './intl-formats';

// Dates, times and numbers in the active language's conventions (web/src/i18n `intlTag()`):
// English keeps the spec's exact US formats; German shows dd.mm.yyyy and a 24-hour clock, French
// dd/mm/yyyy. Every screen formats through here, never with a hand-picked locale. Formatters are
// made once per language and options (intl-formats.ts), not per call.

// German and French clinics write dates as digits with a four-digit year (dd.mm.yyyy, dd/mm/yyyy).
const NUMERIC_DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, h:mm a' in the viewer's local time, e.g. 'Nov 22, 3:05 PM' (spec §9); '22. Nov., 15:05' in German. */
export function formatNotificationTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (activeLocale() !== 'en') {
    return dateTimeFormat({ month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d);
  }
  const h = d.getHours() % 12 || 12;
  const m = String(d.getMinutes()).padStart(2, '0');
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${h}:${m} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Cuts text to `max` characters with an ellipsis (spec §9: message notifications at 40). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Short date: '11/22/2026' (spec: lab dates), '22.11.2026', '22/11/2026'. */
export function formatShortDate(value: string | number | Date): string {
  return dateTimeFormat(activeLocale() === 'en' ? undefined : NUMERIC_DATE).format(new Date(value));
}

/** 'Mar 3, 2026, 4:05 PM'; '03.03.2026, 16:05' in German, '03/03/2026 16:05' in French. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat(activeLocale() === 'en' ? { dateStyle: 'medium', timeStyle: 'short' } : { ...NUMERIC_DATE, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** 'Mar 3, 2026'; '03.03.2026' in German, '03/03/2026' in French. */
export function formatDate(iso: string): string {
  return dateTimeFormat(activeLocale() === 'en' ? { dateStyle: 'medium' } : NUMERIC_DATE).format(new Date(iso));
}

/** Time of day: '3:05 PM', '15:05'. */
export function formatTime(value: string | number | Date): string {
  return dateTimeFormat({ hour: 'numeric', minute: '2-digit' }).format(new Date(value));
}

/** A number with the active language's decimal mark: '1,234.5', '1.234,5', '1 234,5'; `minimumFractionDigits` keeps '3.0'. */
export function formatNumber(value: number, maximumFractionDigits = 2, minimumFractionDigits = 0): string {
  return numberFormat({ maximumFractionDigits, minimumFractionDigits }).format(value);
}

/** A number with exactly `decimals` places in the active language, already rounded by the caller: '93.3', '93,3'. */
export function formatDecimals(value: number, decimals: number): string {
  return numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** A number as the text of a field the user edits: the active language's decimal mark ('154.3', '154,3'), no grouping, at most `decimals` places. */
export function formatFieldNumber(value: number, decimals: number): string {
  return numberFormat({ useGrouping: false, maximumFractionDigits: decimals }).format(value);
}

/** A percentage (given in percent, e.g. 9 for 9%) in the active language: '9%', '9 %'. */
export function formatPercent(percent: number, decimals = 0): string {
  return numberFormat({ style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(percent / 100);
}
