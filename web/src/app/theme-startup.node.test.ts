import { describe, expect, it, vi } from 'vitest';

// Issue 22: Chakra's createSystem is about half of the entry's start-up script time. Made while
// the entry chunk is evaluated, it lengthened that one long task; the system is made on first use
// (the Providers' first render, a task of its own) instead.
const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof import('@chakra-ui/react')>();
  return {
    ...chakra,
    createSystem: (...configs: Parameters<typeof chakra.createSystem>) => {
      created.count += 1;
      return chakra.createSystem(...configs);
    },
  };
});

describe('the Chakra system', () => {
  it('is not made when the theme module loads, and made once on first use', async () => {
    const { appSystem } = await import('./theme');
    expect(created.count).toBe(0);
    const system = appSystem();
    expect(system.isRecipe('button')).toBe(true);
    expect(appSystem()).toBe(system);
    expect(created.count).toBe(1);
  });

  it('made ahead of the first render in the build, in several tasks, is the same system', async () => {
    const { appSystem: oneGo } = await import('./theme');
    const expected = oneGo();
    vi.resetModules();
    vi.stubEnv('PROD', true);
    try {
      const before = created.count;
      const { prepareAppSystem, appSystem } = await import('./theme');
      const prepared = prepareAppSystem();
      expect(created.count).toBe(before); // nothing made in the caller's task
      await prepared;
      expect(created.count).toBe(before + 1);
      const system = appSystem();
      expect(created.count).toBe(before + 1);
      const output = (s: typeof system) => JSON.stringify([s.getTokenCss(), s.getGlobalCss(), s.css({ color: 'fg.error', p: '4', bg: 'colorPalette.solid', colorPalette: 'brand' }), s.isRecipe('button'), s.isSlotRecipe('card')]);
      expect(output(system)).toBe(output(expected));
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
