import { describe, expect, it } from 'vitest';
import { englishText, message } from './message';
import { wireMessage } from './wire-message';

describe('wireMessage', () => {
  it('keeps a template three levels deep as it is, and sends anything deeper as its English text', () => {
    const stale = message('measured {age} ago; the source asks for a value within {limit}', { age: message('{n} months', { n: 14 }), limit: { fixed: 12, decimals: 0 } });
    expect(wireMessage(stale)).toEqual(stale);
    const deep = message('a {b}', { b: message('b {c}', { c: message('c {d}', { d: message('d {e}', { e: 5 }) }) }) });
    expect(wireMessage(deep)).toEqual({ text: 'a {b}', values: { b: { text: 'b {c}', values: { c: { text: 'c {d}', values: { d: 'd 5' } } } } } });
    expect(englishText(wireMessage(deep))).toBe(englishText(deep));
  });
});
