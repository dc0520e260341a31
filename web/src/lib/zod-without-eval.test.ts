import { describe, expect, it } from 'vitest';
import './zod-without-eval';

describe('zod under the CSP', () => {
  it('never tries to compile parsers with new Function (a CSP eval violation in the browser)', async () => {
    const { z } = await import('zod');
    const { util } = await import('zod/v4/core');
    expect(z.config().jitless).toBe(true);
    expect(util.allowsEval.value).toBe(false);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
