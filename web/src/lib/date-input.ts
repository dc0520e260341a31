import { activeLocale } from '../i18n';
import type { UiLocale } from '../i18n/types';

// Dates and times typed in the user's language (issue #23). A native <input type="date"|"time">
// shows the browser's format, not the chosen language's (Chromium ignores `lang`: a German doctor on
// an English browser reads 11/26/2026 and 04:05 PM), so in German and French the forms take text in
// the language's own format and hand the form the same ISO values the native inputs give
// ('2026-11-26', '16:05'); English keeps the native inputs (the spec's US formats).

/** Whether date and time fields are typed as text in the language's format (not English). */
export function typesLocalDates(locale: UiLocale = activeLocale()): boolean {
  return locale !== 'en';
}

/** How a date is written in the active language; the order of its parts, and their separator. */
function dateShape(locale: UiLocale): { separator: string; placeholder: string } {
  return locale === 'fr' ? { separator: '/', placeholder: 'JJ/MM/AAAA' } : { separator: '.', placeholder: 'TT.MM.JJJJ' };
}

/** The field's hint: 'TT.MM.JJJJ' in German (and the pseudo-locale), 'JJ/MM/AAAA' in French. */
export function datePlaceholder(locale: UiLocale = activeLocale()): string {
  return dateShape(locale).placeholder;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO day ('2026-11-26') as the language writes it ('26.11.2026', '26/11/2026'); anything else as it is. */
export function shownDay(iso: string, locale: UiLocale = activeLocale()): string {
  const m = ISO_DAY.exec(iso);
  return m ? [m[3], m[2], m[1]].join(dateShape(locale).separator) : iso;
}

/** A typed day ('26.11.2026', '1.2.2026', '26/11/2026', or ISO) as an ISO day, or null when it is not a real date. */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const m = iso ? [iso[0], iso[3], iso[2], iso[1]] : /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A typed time of day on the 24-hour clock ('16:05', '9.30', '16h05', '1605') as 'HH:MM', or null. */
export function parseTime(text: string): string | null {
  const m = /^(\d{1,2})(?:[:.h]?)(\d{2})$/i.exec(text.trim());
  if (!m) return null;
  const [hours, minutes] = [Number(m[1]), Number(m[2])];
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, '0')}:${m[2]}` : null;
}
