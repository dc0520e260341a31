// Pure helpers for the guideline pages: dates, the empty-state wording (spec §8), the specialty
// toggle (spec §4) and the debug page's raw-text printing (spec §7).
import { t } from '../../i18n';
import { dateTimeFormat } from '../../lib/intl-formats';

/** Refetch delay after the search text stops changing on /reference/clinical-guidelines (spec §9). */
export const GUIDELINE_SEARCH_DELAY_MS = 500;
/** Skeleton cards while the guidelines load (spec §9). */
export const GUIDELINE_SKELETON_COUNT = 6;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO date ('2024-08-30') or timestamp as 'Aug 30, 2024'. A bare day is read as that calendar
 * day everywhere: parsed as UTC and printed in UTC, so a viewer west of Greenwich does not see the
 * day before.
 */
export function formatGuidelineDate(iso: string): string {
  const d = new Date(ISO_DAY.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateTimeFormat({ year: 'numeric', month: 'short', day: 'numeric', ...(ISO_DAY.test(iso) ? { timeZone: 'UTC' } : {}) }).format(d);
}

/**
 * The line under 'No guidelines found' (spec §8): names the specialty and the search text that
 * matched nothing, or suggests adjusting the filters when neither is set.
 */
export function emptyGuidelinesHint(specialty: string | null, searchText: string): string {
  const text = searchText.trim();
  if (!specialty && !text) return t('Try adjusting your filters or search term');
  if (specialty && text) return t('No guidelines found for {specialty} matching "{text}"', { specialty: t(specialty), text });
  if (specialty) return t('No guidelines found for {specialty}', { specialty: t(specialty) });
  return t('No guidelines found matching "{text}"', { text });
}

/** Choosing the active specialty again clears the filter (spec §4); null means all. */
export function toggleSpecialty(current: string | null, chosen: string | null): string | null {
  return chosen === current ? null : chosen;
}

/** A response body for the debug page: pretty-printed when it is valid JSON, else as received. */
export function printRawBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The host name of a portal or source address, for showing where a link goes. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
