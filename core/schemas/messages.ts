import { z } from 'zod';
import { msg } from '../i18n/msg';

/** Inbox categories (spec §9: all, lab, imaging, doctor, patient). */
export const MESSAGE_TYPES = ['lab', 'imaging', 'doctor', 'patient', 'pharmacy'] as const;
export const MESSAGE_PRIORITIES = ['normal', 'urgent'] as const;
export const MESSAGE_MAX_CHARS = 5000;

/** POST /api/messages. */
export const MessageCreateSchema = z.object({
  toId: z.number({ error: msg('Please choose a recipient.') }).int().min(1, msg('Please choose a recipient.')),
  // The limit is written out in the text so translations can carry it (MESSAGE_MAX_CHARS).
  content: z.string().trim().min(1, msg('Message cannot be empty.')).max(MESSAGE_MAX_CHARS, msg('Message must be at most 5000 characters.')),
  type: z.enum(MESSAGE_TYPES).default('doctor'),
  priority: z.enum(MESSAGE_PRIORITIES).default('normal'),
  /** An attached reference to a patient or a result of the clinic. */
  patientId: z.number().int().min(1).optional(),
  labResultId: z.number().int().min(1).optional(),
});
export type MessageCreate = z.input<typeof MessageCreateSchema>;

export const MessageListQuerySchema = z.object({
  category: z.enum(['all', 'lab', 'imaging', 'doctor', 'patient']).optional(),
  q: z.string().trim().max(100).optional(),
  withUser: z.coerce.number().int().min(1).optional(),
});

/** A message as the API returns it. `fromId` null = sent by MedAssist itself (e.g. a result alert). */
export interface Message {
  id: number;
  fromId: number | null;
  fromName: string;
  toId: number;
  toName: string;
  content: string;
  sentAt: string;
  isRead: boolean;
  type: string;
  priority: string;
  patientId: number | null;
  patientName: string | null;
  labResultId: number | null;
}

/** Case-insensitive substring match on sender or content (spec §5 message search). */
export function messageMatches(m: Pick<Message, 'fromName' | 'content'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || m.fromName.toLowerCase().includes(q) || m.content.toLowerCase().includes(q);
}
