// Every text marked for translation (`t('…')`, `msg('…')`) has a German and a French translation
// with the same placeholders, and no catalogue keeps a text nothing uses any more.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { extractMessages, placeholders, readCatalog, TRANSLATED_LOCALES } from '../../../scripts/lib/i18n-catalogs';

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
