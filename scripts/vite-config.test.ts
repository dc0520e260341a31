import { describe, expect, it } from 'vitest';
import config from '../vite.config.ts';

describe('the build (vite.config.ts)', () => {
  it('adds no modulepreload links on lazy imports (issue 22: ~1 ms each in Chromium, in the render task)', () => {
    expect(config.build?.modulePreload).toBe(false);
  });
});
