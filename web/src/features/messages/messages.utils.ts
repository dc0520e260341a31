import { msg } from '../../../../core/i18n/msg';
import type { Message } from '../../../../core/schemas/messages';
import { activeLocale, t } from '../../i18n';
import { formatShortDate, formatTime } from '../../lib/format';
import { dateTimeFormat } from '../../lib/intl-formats';

/** Spec §9: the inbox's category filters, in order, with their button labels. */
export const CATEGORY_FILTERS = [
  { value: 'all', label: msg('All') },
  { value: 'lab', label: msg('Lab') },
  { value: 'imaging', label: msg('Imaging') },
  { value: 'doctor', label: msg('Doctors') },
  { value: 'patient', label: msg('Patients') },
] as const;
export type MessageCategory = (typeof CATEGORY_FILTERS)[number]['value'];

/** Spec §9: loading placeholders shown while the inbox loads. */
export const MESSAGE_LOADING_PLACEHOLDERS = 5;
/** Spec §9: how far one press of a category scroll arrow moves the row. */
export const CATEGORY_SCROLL_PX = 100;

/** Who the conversation is with, seen from the signed-in user; id null = MedAssist itself. */
export interface Partner {
  id: number | null;
  name: string;
}

/** The other party of a message: the recipient of what I sent, otherwise the sender. */
export function partnerOf(m: Pick<Message, 'fromId' | 'fromName' | 'toId' | 'toName'>, meId: number): Partner {
  return m.fromId === meId ? { id: m.toId, name: m.toName } : { id: m.fromId, name: m.fromName };
}

/** Automatic messages (result alerts, fromId null) have nobody to answer them. */
export function canReply(partner: Partner): boolean {
  return partner.id !== null;
}

/** What can ride along with a message being written: one patient, or one result (with its patient). */
export type Attachment =
  | { kind: 'patient'; patientId: number; patientName: string }
  | { kind: 'result'; labResultId: number; resultKind: 'lab' | 'imaging'; labName: string; patientId: number; patientName: string | null };

/** The inbox category a sent message files under: a result's kind, 'patient' for a patient, else 'doctor'. */
export function messageTypeFor(attachment: Attachment | null): 'lab' | 'imaging' | 'patient' | 'doctor' {
  if (!attachment) return 'doctor';
  return attachment.kind === 'result' ? attachment.resultKind : 'patient';
}

/** Ids of messages addressed to me that are still unread (opening them marks them read). */
export function unreadReceivedIds(messages: readonly Pick<Message, 'id' | 'toId' | 'isRead'>[], meId: number): number[] {
  return messages.filter((m) => m.toId === meId && !m.isRead).map((m) => m.id);
}

/** Up to two initials, skipping a leading 'Dr'/'Dr.' title: 'Dr Jane Smith' → 'JS'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const rest = words.length > 1 && /^dr\.?$/i.test(words[0]!) ? words.slice(1) : words;
  if (rest.length === 0) return '?';
  const first = rest[0]!.charAt(0);
  const last = rest.length > 1 ? rest[rest.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * A message's time in the inbox list, in the viewer's local time: '3:05 PM' today, 'Yesterday',
 * 'Nov 20' earlier this year, 'Nov 20, 2025' before (the spec's English); in German '15:05',
 * 'Gestern', '20. Nov.', '20.11.2025'. `now` is passed in so tests can pin it.
 */
export function formatListTime(iso: string, now: Date): string {
  const d = new Date(iso);
  const english = activeLocale() === 'en';
  if (sameDay(d, now)) {
    if (!english) return formatTime(d);
    const h = d.getHours() % 12 || 12;
    return `${h}:${String(d.getMinutes()).padStart(2, '0')} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
  }
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(d, yesterday)) return t('Yesterday');
  if (!english) return d.getFullYear() === now.getFullYear() ? dateTimeFormat({ day: 'numeric', month: 'short' }).format(d) : formatShortDate(d);
  const day = `${MONTHS[d.getMonth()]} ${d.getDate()}`;
  return d.getFullYear() === now.getFullYear() ? day : `${day}, ${d.getFullYear()}`;
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) adds a line (spec §4 chat rule). */
export function isSendKey(e: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return e.key === 'Enter' && !e.shiftKey && !e.isComposing;
}

/** The message id of a notification's link (`/messages?message=<id>`); anything else is null. */
export function parseMessageId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
