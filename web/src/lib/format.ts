const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, h:mm a' in the viewer's local time, e.g. 'Nov 22, 3:05 PM' (spec §9). */
export function formatNotificationTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const h = d.getHours() % 12 || 12;
  const m = String(d.getMinutes()).padStart(2, '0');
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${h}:${m} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Cuts text to `max` characters with an ellipsis (spec §9: message notifications at 40). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** en-US short date, e.g. '11/22/2026' (spec: lab dates). */
export function formatShortDate(value: string | number | Date): string {
  return new Date(value).toLocaleDateString('en-US');
}

/** 'Mar 3, 2026, 4:05 PM' in the viewer's locale conventions (en-US, like the rest of the app). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** 'Mar 3, 2026'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}
