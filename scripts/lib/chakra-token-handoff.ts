// Chakra's createSystem merges the configs, builds the token dictionary (the app's ~650 tokens
// through Chakra's transforms) and then its style functions in one call: one task of ~35 ms in
// Chromium here, ~140 ms at a phone's 4x CPU, of which all but 50 ms counted as blocking (issue 33:
// total blocking time). The client build's copy of Chakra takes a dictionary built beforehand in a
// task of its own (web/src/app/theme.ts, prepareAppSystem) when one was handed over for exactly the
// config object createSystem is given (web/src/app/token-dictionary-handoff.ts); otherwise, and on
// the dev server and in tests, which run Chakra as shipped, it builds its own as before.
// scripts/lib/chakra-token-handoff.test.ts checks the patch and that both ways make the same system.
import type { Plugin } from 'vite';
import { TOKEN_DICTIONARY_HANDOFF_KEY } from '../../web/src/app/token-dictionary-handoff.ts';
import { CHAKRA_SYSTEM_MODULE } from './chakra-static-css.ts';

/** The line of Chakra 3's createSystem that starts building the token dictionary. */
const BUILDS_TOKEN_DICTIONARY = 'const tokens = createTokenDictionary({';

/** Reads (and empties) the hand-over slot, for a createSystem call with the one config it was built for. */
const TAKE_HANDED_OVER = `
function takeHandedOverTokens(configs) {
  const key = Symbol.for(${JSON.stringify(TOKEN_DICTIONARY_HANDOFF_KEY)});
  const handed = globalThis[key];
  if (!handed || configs.length !== 1 || handed.config !== configs[0]) return undefined;
  delete globalThis[key];
  return handed.dictionary;
}
`;

/**
 * Chakra's system module taking a handed-over token dictionary. Throws if the module no longer has
 * exactly one such line (a Chakra upgrade): the build must not silently drop the split.
 */
export function takingHandedOverTokens(source: string): string {
  const at = source.indexOf(BUILDS_TOKEN_DICTIONARY);
  if (at < 0 || source.indexOf(BUILDS_TOKEN_DICTIONARY, at + 1) >= 0) {
    throw new Error(`Chakra's styled-system/system.js no longer has exactly one '${BUILDS_TOKEN_DICTIONARY}': update scripts/lib/chakra-token-handoff.ts for this Chakra version`);
  }
  return source.replace(BUILDS_TOKEN_DICTIONARY, 'const tokens = takeHandedOverTokens(configs) ?? createTokenDictionary({') + TAKE_HANDED_OVER;
}

/** The Vite plugin: the client build's Chakra takes the dictionary theme.ts built ahead. */
export function chakraTokenHandoff(): Plugin {
  return {
    name: 'medassist:chakra-token-handoff',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      return CHAKRA_SYSTEM_MODULE.test(id) ? { code: takingHandedOverTokens(code), map: null } : undefined;
    },
  };
}
