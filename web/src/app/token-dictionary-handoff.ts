// The hand-over of a Chakra token dictionary built ahead of createSystem (theme.ts, prepareAppSystem)
// to the client build's copy of Chakra, which takes it instead of building its own
// (scripts/lib/chakra-token-handoff.ts patches Chakra's createSystem to look here). A global slot,
// because the patched module is Chakra's and cannot import the app's; keyed by the config object,
// so a dictionary is only ever used by the createSystem call for exactly the config it was built from.

/** `Symbol.for` key of the slot on globalThis; the patch in scripts/lib/chakra-token-handoff.ts reads the same. */
export const TOKEN_DICTIONARY_HANDOFF_KEY = 'medassist.chakra-token-dictionary';

export interface TokenDictionaryHandoff<Config, Dictionary> {
  config: Config;
  dictionary: Dictionary;
}

/** Leaves `dictionary` for the next createSystem(config) call with this very `config` object. */
export function handOverTokenDictionary<Config, Dictionary>(config: Config, dictionary: Dictionary): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(TOKEN_DICTIONARY_HANDOFF_KEY)] = { config, dictionary } satisfies TokenDictionaryHandoff<Config, Dictionary>;
}
