import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_CHARS, MessageCreateSchema } from './messages';

describe('MessageCreateSchema', () => {
  it('names the real limit in its too-long message (the text is written out for translation)', () => {
    const r = MessageCreateSchema.safeParse({ toId: 2, content: 'x'.repeat(MESSAGE_MAX_CHARS + 1) });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(`Message must be at most ${MESSAGE_MAX_CHARS} characters.`);
  });
});
