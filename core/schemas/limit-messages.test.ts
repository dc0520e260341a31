import { describe, expect, it } from 'vitest';
import { RegisterSchema } from './auth';
import { AUDIT_PAGE_MAX, AuditQuerySchema } from './clinic-admin';
import { NOTE_DELETE_REASON_MAX, NOTE_MAX_CHARS, NoteDeleteSchema, NoteUpdateSchema } from './clinical-notes';
import { EscalationSettingsUpdateSchema, MAX_HANDOFF_AFTER } from './escalation';
import { MESSAGE_MAX_CHARS, MessageCreateSchema } from './messages';

// A translated message is a literal (core/i18n/msg.ts), so limits are written out in their
// messages; each must still name the limit its schema enforces.
const firstMessage = (r: { error?: { issues: { message: string }[] } | undefined }) => r.error?.issues[0]?.message ?? '';

describe('limit messages name the limits they enforce', () => {
  it('password, audit page, note, delete reason, re-alerts and message', () => {
    expect(firstMessage(RegisterSchema.shape.password.safeParse('x'))).toBe('Password must be at least 8 characters.');
    expect(firstMessage(RegisterSchema.shape.password.safeParse('x'.repeat(7)))).toBe(firstMessage(RegisterSchema.shape.password.safeParse('x')));
    expect(RegisterSchema.shape.password.safeParse('x'.repeat(8)).success).toBe(true);
    expect(firstMessage(AuditQuerySchema.safeParse({ limit: AUDIT_PAGE_MAX + 1 }))).toContain(String(AUDIT_PAGE_MAX));
    expect(firstMessage(NoteUpdateSchema.safeParse({ noteContent: 'x'.repeat(NOTE_MAX_CHARS + 1), version: 1 }))).toContain(NOTE_MAX_CHARS.toLocaleString('en-US'));
    expect(firstMessage(NoteDeleteSchema.safeParse({ reason: 'x'.repeat(NOTE_DELETE_REASON_MAX + 1) }))).toContain(String(NOTE_DELETE_REASON_MAX));
    expect(firstMessage(EscalationSettingsUpdateSchema.safeParse({ handoffAfter: MAX_HANDOFF_AFTER + 1 }))).toContain(String(MAX_HANDOFF_AFTER));
    expect(firstMessage(MessageCreateSchema.safeParse({ toId: 1, content: 'x'.repeat(MESSAGE_MAX_CHARS + 1) }))).toContain(String(MESSAGE_MAX_CHARS));
  });
});
