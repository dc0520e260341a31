import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_MODULE, globalCssOf, loadAppSystem, withoutRuntimeGlobalCss } from './chakra-static-css.ts';

const chakraSystemModule = join(
  createRequire(import.meta.url).resolve('@chakra-ui/react').replace(/[\\/]dist[\\/].*$/, ''),
  'dist/esm/styled-system/system.js',
);

describe("Chakra's global CSS made at build time (issue 22)", () => {
  it('is the stylesheet ChakraProvider inserted at start: layer order, reset, global styles, every token variable', async () => {
    const system = await loadAppSystem();
    const css = globalCssOf(system);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    for (const layer of ['reset', 'base', 'tokens']) expect(css).toContain(`@layer ${layer}{`);
    // The app's own global styles and tokens (web/src/app/theme.ts), light and dark.
    expect(css).toContain('overflow-wrap:anywhere;');
    expect(css).toContain('--chakra-colors-brand-500:#0b6e99;');
    expect(css).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-700);');
    expect(css).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-400);');
    // Every token's CSS variable (but a blank one, `blurs.none`, which emotion drops in the browser too).
    const base = system.tokens.cssVarMap.get('base') ?? new Map<string, string>();
    const variables = [...base].filter(([, value]) => String(value).trim() !== '').map(([name]) => name);
    expect(variables.length).toBeGreaterThan(300);
    expect(variables.filter((name) => !css.includes(`${name}:`))).toEqual([]);
  }, 120_000);

  it("takes the start's CSS work out of Chakra's createSystem", () => {
    const source = readFileSync(chakraSystemModule, 'utf8');
    expect(CHAKRA_SYSTEM_MODULE.test(chakraSystemModule)).toBe(true);
    const patched = withoutRuntimeGlobalCss(source);
    expect(patched).toContain('const _global = [];');
    expect(patched).not.toMatch(/_global = \[.*getTokenCss\(\)/);
    // Everything else is Chakra's module as shipped.
    expect(patched.length).toBe(source.length - 'getPreflightCss(), getGlobalCss(), getTokenCss()'.length);
  });

  it('fails the build when a Chakra upgrade moved the line, rather than shipping the CSS twice or not at all', () => {
    expect(() => withoutRuntimeGlobalCss('const _global = [getTokenCss()];')).toThrow(/update scripts\/lib\/chakra-static-css\.ts/);
  });
});
