import { formatShortDate } from '../../lib/format';

/** An ISO calendar day ('YYYY-MM-DD') in en-US short form ('11/22/2026'), read as a local day so no time zone shifts it. */
export function formatIsoDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return formatShortDate(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}
