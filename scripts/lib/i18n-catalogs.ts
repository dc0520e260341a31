// The translation catalogues, read and compiled at build time (Node only). English texts are the
// message ids (the spec's wording); each language keeps its translations in
// web/src/i18n/locales/<locale>/<area>.json (one file per area, so parallel work rarely collides).
// The Vite plugin below serves each language as compiled, lazily loaded chunks (CATALOG_PARTS); the catalogue
// test (web/src/i18n/catalogs.node.test.ts) checks every marked text has every translation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** Languages translated from English (English itself needs no catalogue). */
export const TRANSLATED_LOCALES = ['de', 'fr'] as const;
/** The pseudo-locale: English made longer and accented, to find text that overflows or is not translated. */
export const PSEUDO_LOCALE = 'en-XA';

const ROOT = join(import.meta.dirname, '..', '..');
const CATALOG_DIR = join(ROOT, 'web', 'src', 'i18n', 'locales');
/** Where translatable texts are written: `t('…')` in the web app, `msg('…')` anywhere. */
const SOURCE_DIRS = ['web/src', 'core', 'worker'];

type Compiled = ReturnType<typeof compileMessage>;

export interface Catalog {
  messages: Record<string, string>;
  /** Files read, for the dev server to watch. */
  files: string[];
  /** The same English text translated differently in two files. */
  conflicts: string[];
}

export function readCatalog(locale: string): Catalog {
  const dir = join(CATALOG_DIR, locale);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
  const messages: Record<string, string> = {};
  const conflicts: string[] = [];
  for (const file of files) {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(entries)) {
      if (id in messages && messages[id] !== text) conflicts.push(`${relative(ROOT, file)}: "${id}"`);
      messages[id] = text;
    }
  }
  return { messages, files, conflicts };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

// t('…') / tRich('…') / msg("…") / t(`…`) with a literal first argument (no ${} inside a template).
const CALL = /\b(?:t|tRich|msg)\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\$])*)`)/g;

/** Every literal text marked for translation in the source, with the first file that uses it. */
export function extractMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      // Comments may show examples of calls; they are not texts the interface shows.
      const source = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
        .join('\n');
      for (const m of source.matchAll(CALL)) {
        const raw = m[1] ?? m[2] ?? m[3] ?? '';
        const text = m[3] !== undefined ? raw.replace(/\\`/g, '`') : (JSON.parse(`"${raw.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string);
        if (!found.has(text)) found.set(text, relative(ROOT, file));
      }
    }
  }
  return found;
}

/** The placeholder names a message uses ({name}, {count, plural, …}), sorted. */
export function placeholders(compiled: Compiled): string[] {
  const names = new Set<string>();
  const walk = (tokens: Compiled) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const options = token[2];
      // A plural's options also hold `offset` (a number or undefined), not a branch.
      if (options && typeof options === 'object') for (const branch of Object.values(options)) if (Array.isArray(branch)) walk(branch as Compiled);
    }
  };
  walk(compiled);
  return [...names].sort();
}

const isPlain = (id: string, compiled: Compiled) => compiled.length === 1 && compiled[0] === id;

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'î', o: 'ö', u: 'ü', c: 'ç', n: 'ñ', A: 'Å', E: 'É', I: 'Î', O: 'Ö', U: 'Ü', C: 'Ç', N: 'Ñ' };

/** Accents every letter that has one and pads by ~40%, leaving placeholders and plural `#` alone. */
function pseudo(tokens: Compiled): Compiled {
  return tokens.map((token) => {
    if (typeof token === 'string') {
      if (token === '#' || !token.trim()) return token;
      const padded = [...token].map((ch) => ACCENTED[ch] ?? ch).join('');
      return padded + '·'.repeat(Math.ceil(token.length * 0.4));
    }
    const [name, type, options] = token;
    if (options && typeof options === 'object') {
      const branches = Object.fromEntries(Object.entries(options).map(([k, v]) => [k, Array.isArray(v) ? pseudo(v as Compiled) : v]));
      return [name, type, branches] as unknown as Compiled[number];
    }
    return token;
  }) as Compiled;
}

/** The compiled messages Lingui loads for one language. English holds only the messages that need
 *  compiling (placeholders, plurals): a plain English text is its own translation. */
export function compiledCatalog(locale: string): { messages: Record<string, Compiled>; files: string[] } {
  if (locale === 'en' || locale === PSEUDO_LOCALE) {
    // Every English text: those marked in the source, and those a catalogue already translates.
    const source = readCatalog(TRANSLATED_LOCALES[0]);
    const ids = new Set([...extractMessages().keys(), ...Object.keys(source.messages)]);
    const messages: Record<string, Compiled> = {};
    for (const id of ids) {
      const compiled = compileMessage(id);
      if (locale === PSEUDO_LOCALE) messages[id] = pseudo(compiled);
      else if (!isPlain(id, compiled)) messages[id] = compiled;
    }
    return { messages, files: source.files };
  }
  const catalog = readCatalog(locale);
  return {
    messages: Object.fromEntries(Object.entries(catalog.messages).map(([id, text]) => [id, compileMessage(text)])),
    files: catalog.files,
  };
}

const PREFIX = 'virtual:i18n/';

/**
 * Each translated language is served in this many parts, loaded together: one catalogue of the whole
 * interface outgrew the 40 KB budget of a lazy chunk (DESIGN.md §budgets). web/src/i18n/runtime.ts
 * imports every part; a test checks the two agree.
 */
export const CATALOG_PARTS = 4;

/** The messages of one part: every CATALOG_PARTS-th id in sorted order, so parts stay even as texts are added. */
export function catalogPart<T>(messages: Record<string, T>, part: number): Record<string, T> {
  const ids = Object.keys(messages).sort();
  return Object.fromEntries(ids.filter((_, i) => i % CATALOG_PARTS === part).map((id) => [id, messages[id]!]));
}

/** `import messages from 'virtual:i18n/de/0'`: one part of a language's compiled catalogue as a
 *  module (`virtual:i18n/en`, the English plurals and placeholders, is one module). */
export function i18nCatalogs(): Plugin {
  return {
    name: 'medassist-i18n-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale, part] = id.slice(PREFIX.length + 1).split('/');
      const { messages, files } = compiledCatalog(locale!);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(part === undefined ? messages : catalogPart(messages, Number(part)))};`;
    },
  };
}
