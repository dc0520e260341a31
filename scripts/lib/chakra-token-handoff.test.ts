import { rmSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { handOverTokenDictionary } from '../../web/src/app/token-dictionary-handoff.ts';
import { CHAKRA_SYSTEM_MODULE } from './chakra-static-css.ts';
import { takingHandedOverTokens } from './chakra-token-handoff.ts';

const styledSystem = join(createRequire(import.meta.url).resolve('@chakra-ui/react').replace(/[\\/]dist[\\/].*$/, ''), 'dist/esm/styled-system');
const chakraSystemModule = join(styledSystem, 'system.js');
// The patched module beside Chakra's own, so its relative imports are Chakra's modules.
const patchedModule = join(styledSystem, `system.handoff-test-${process.pid}.js`);
afterAll(() => rmSync(patchedModule, { force: true }));

type System = { tokens: unknown; getTokenCss: () => unknown; css: (style: Record<string, unknown>) => unknown; token: (path: string) => unknown };
type CreateSystem = (...configs: unknown[]) => System;

async function chakraModules() {
  writeFileSync(patchedModule, takingHandedOverTokens(readFileSync(chakraSystemModule, 'utf8')));
  const patched = (await import(pathToFileURL(patchedModule).href)) as { createSystem: CreateSystem };
  const shipped = (await import(pathToFileURL(chakraSystemModule).href)) as { createSystem: CreateSystem };
  const { createTokenDictionary } = (await import(pathToFileURL(join(styledSystem, 'token-dictionary.js')).href)) as { createTokenDictionary: (o: object) => unknown };
  const { mergeConfigs } = (await import(pathToFileURL(join(styledSystem, 'merge-config.js')).href)) as { mergeConfigs: (...c: object[]) => { theme: Record<string, unknown> } };
  const { defaultConfig } = (await import('@chakra-ui/react')) as unknown as { defaultConfig: object };
  return { patched, shipped, createTokenDictionary, mergeConfigs, defaultConfig };
}

/** What a system renders: every token's CSS variable, a style with tokens and the palette, a token's value. */
const output = (system: System) => JSON.stringify([system.getTokenCss(), system.css({ color: 'fg.muted', p: '4', bg: 'colorPalette.solid', colorPalette: 'red' }), system.token('colors.red.500')]);

describe("Chakra's token dictionary built ahead of createSystem (issue 33: total blocking time)", () => {
  it('patches the one line of createSystem that builds the dictionary', () => {
    const source = readFileSync(chakraSystemModule, 'utf8');
    expect(CHAKRA_SYSTEM_MODULE.test(chakraSystemModule)).toBe(true);
    const patched = takingHandedOverTokens(source);
    expect(patched).toContain('const tokens = takeHandedOverTokens(configs) ?? createTokenDictionary({');
    expect(patched).toContain('function takeHandedOverTokens(configs)');
  });

  it('fails the build when a Chakra upgrade moved the line, rather than shipping without the split', () => {
    expect(() => takingHandedOverTokens('const tokens = makeTokens();')).toThrow(/update scripts\/lib\/chakra-token-handoff\.ts/);
  });

  it('makes the same system with the handed-over dictionary, used once and only for its own config', async () => {
    const { patched, shipped, createTokenDictionary, mergeConfigs, defaultConfig } = await chakraModules();
    const merged = mergeConfigs(defaultConfig);
    const theme = merged.theme;
    const dictionary = createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: 'chakra' });

    // Another config object: the patched createSystem builds its own.
    handOverTokenDictionary(merged, dictionary);
    expect(patched.createSystem(mergeConfigs(defaultConfig)).tokens).not.toBe(dictionary);

    const handedOver = patched.createSystem(merged);
    expect(handedOver.tokens).toBe(dictionary);
    expect(output(handedOver)).toBe(output(shipped.createSystem(defaultConfig)));
    // The slot is emptied: a second call builds its own again.
    expect(patched.createSystem(merged).tokens).not.toBe(dictionary);
  }, 60_000);
});
