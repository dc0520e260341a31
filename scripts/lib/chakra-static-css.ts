// Chakra's global CSS (its cascade layers, the CSS reset, the app's global styles and one CSS
// variable per theme token), generated at BUILD time and written into index.html, instead of being
// computed in the browser at every start. Chakra's `createSystem` builds that CSS as style objects
// (`system._global`: every token's variable run through its style pipeline, ~70 % of createSystem)
// and emotion then serialises and parses it again (~37 KB of CSS); on a phone at 4x CPU all of that
// is main-thread time before the first screen (issue 22). Here Node does it once per build with
// the app's own theme (web/src/app/theme.ts) and emotion's own serialiser, so the stylesheet is the
// text the browser used to insert, and the client build's copy of Chakra skips the runtime work.
// The dev server (`npm run dev`) keeps Chakra's runtime CSS, so theme edits show without a restart.
// scripts/lib/chakra-static-css.test.ts checks the generated CSS and the patch of Chakra's module.
import { join } from 'node:path';
import createCache from '@emotion/cache';
import { serializeStyles, type CSSInterpolation } from '@emotion/serialize';
import { runnerImport, type Plugin } from 'vite';
import { chakraInternalAlias } from '../../web/chakra-alias.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const THEME_MODULE = join(ROOT, 'web', 'src', 'app', 'theme.ts');

/** Chakra's system module, where `createSystem` computes the global CSS. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
/** The line of Chakra 3's createSystem that builds the global CSS (reset, global styles, token variables). */
const RUNTIME_GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** The parts of the app's Chakra system the stylesheet is made from (what ChakraProvider renders as <Global>). */
export interface SystemGlobals {
  layers: { atRule: string };
  _global: CSSInterpolation[];
  _config: { disableLayers?: boolean };
  tokens: { cssVarMap: Map<string, Map<string, string>> };
}

/**
 * Chakra's system module without the global CSS computed at start: `_global` (which ChakraProvider
 * renders through emotion's <Global>) is empty, the stylesheet being in index.html. Throws if the
 * module no longer has the line (a Chakra upgrade): the build must not silently ship both or neither.
 */
export function withoutRuntimeGlobalCss(source: string): string {
  const at = source.indexOf(RUNTIME_GLOBAL_CSS);
  if (at < 0 || source.indexOf(RUNTIME_GLOBAL_CSS, at + 1) >= 0) {
    throw new Error(`Chakra's styled-system/system.js no longer has exactly one '${RUNTIME_GLOBAL_CSS}': update scripts/lib/chakra-static-css.ts for this Chakra version`);
  }
  return source.replace(RUNTIME_GLOBAL_CSS, 'const _global = [];');
}

/** The app's Chakra system (web/src/app/theme.ts), loaded in Node through Vite's module runner (for the alias). */
export async function loadAppSystem(): Promise<SystemGlobals> {
  const { module } = await runnerImport<{ appSystem: () => SystemGlobals }>(THEME_MODULE, {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: [chakraInternalAlias] },
  });
  return module.appSystem();
}

/**
 * The CSS ChakraProvider inserts at start for `system`: its layer order, then `_global`, each
 * serialised as emotion's <Global> does (emotion's serialiser, its default stylis plugins). Run in
 * Node (no `document`), where emotion's cache returns the rules instead of inserting them.
 */
export function globalCssOf(system: SystemGlobals): string {
  const cache = createCache({ key: 'css' });
  const globals: CSSInterpolation[] = system._config.disableLayers ? [system._global] : [system.layers.atRule, system._global];
  // Global's serialisation: serializeStyles([styles], registered = undefined, theme = {}).
  const rules = globals.map((styles) => cache.insert('', serializeStyles([styles], undefined, {}), cache.sheet, false));
  if (rules.some((rule) => typeof rule !== 'string' || rule === '')) throw new Error('emotion returned no CSS for Chakra’s global styles');
  return rules.join('');
}

/** The Vite plugin: the client build's index.html gets the stylesheet, its Chakra skips computing it. */
export function chakraStaticCss(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'medassist:chakra-static-css',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      return CHAKRA_SYSTEM_MODULE.test(id) ? { code: withoutRuntimeGlobalCss(code), map: null } : undefined;
    },
    async transformIndexHtml() {
      css ??= loadAppSystem().then(globalCssOf);
      // In <head> before the app's script: applied from the first paint, no request of its own.
      return [{ tag: 'style', attrs: { 'data-chakra': 'global' }, children: await css, injectTo: 'head' }];
    },
  };
}
