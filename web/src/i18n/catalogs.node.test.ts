// Every text marked for translation (`t('…')`, `msg('…')`) has a German and a French translation
// with the same placeholders, and no catalogue keeps a text nothing uses any more.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOG_PARTS, catalogPart, compiledCatalog, extractMessages, placeholders, PSEUDO_LOCALE, readCatalog, TRANSLATED_LOCALES } from '../../../scripts/lib/i18n-catalogs';

const used = extractMessages();

describe.each(TRANSLATED_LOCALES)('the %s catalogue', (locale) => {
  const catalog = readCatalog(locale);

  it('translates every marked text', () => {
    const missing = [...used].filter(([id]) => !(id in catalog.messages)).map(([id, file]) => `${file}: ${JSON.stringify(id)}`);
    expect(missing).toEqual([]);
  });

  it('keeps no text the source no longer uses, and one translation per text', () => {
    expect(Object.keys(catalog.messages).filter((id) => !used.has(id))).toEqual([]);
    expect(catalog.conflicts).toEqual([]);
  });

  it('keeps each message’s placeholders and compiles', () => {
    const wrong = Object.entries(catalog.messages).filter(([id, text]) => {
      try {
        return placeholders(compileMessage(id)).join() !== placeholders(compileMessage(text)).join();
      } catch {
        return true;
      }
    });
    expect(wrong).toEqual([]);
  });
});

describe('a language loads in parts', () => {
  const runtime = readFileSync(join(import.meta.dirname, 'runtime.ts'), 'utf8');

  it.each([...TRANSLATED_LOCALES, PSEUDO_LOCALE])('the runtime imports every part of %s, and the parts hold the whole catalogue once', (locale) => {
    const parts = Array.from({ length: CATALOG_PARTS }, (_, part) => part);
    expect(parts.filter((part) => !runtime.includes(`'virtual:i18n/${locale}/${part}'`))).toEqual([]);
    expect(runtime).not.toContain(`'virtual:i18n/${locale}/${CATALOG_PARTS}'`);
    const { messages } = compiledCatalog(locale);
    const split = parts.map((part) => catalogPart(messages, part));
    expect(split.reduce((n, part) => n + Object.keys(part).length, 0)).toBe(Object.keys(messages).length);
    expect(Object.assign({}, ...split)).toEqual(messages);
  });
});
