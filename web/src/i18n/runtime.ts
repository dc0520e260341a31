// Lingui and the compiled catalogues: loaded after the first screen (login needs only plain English
// texts and simple placeholders, which index.ts fills in without it) and before any lazy page.
import { setupI18n, type Messages } from '@lingui/core';
import english from 'virtual:i18n/en';
import type { MessageValues, UiLocale } from './types';

// Each language in CATALOG_PARTS parts (scripts/lib/i18n-catalogs.ts), fetched in parallel: one
// chunk for the whole interface would exceed a lazy chunk's 40 KB budget.
const catalogs: Record<Exclude<UiLocale, 'en'>, () => Promise<Array<{ default: Messages }>>> = {
  de: () => Promise.all([import('virtual:i18n/de/0'), import('virtual:i18n/de/1'), import('virtual:i18n/de/2'), import('virtual:i18n/de/3')]),
  fr: () => Promise.all([import('virtual:i18n/fr/0'), import('virtual:i18n/fr/1'), import('virtual:i18n/fr/2'), import('virtual:i18n/fr/3')]),
  'en-XA': () => Promise.all([import('virtual:i18n/en-XA/0'), import('virtual:i18n/en-XA/1'), import('virtual:i18n/en-XA/2'), import('virtual:i18n/en-XA/3')]),
};

/** A formatter for one language: ICU placeholders, plurals and selects, with English underneath
 *  for anything a catalogue does not (yet) translate. */
export async function createFormatter(locale: UiLocale): Promise<(id: string, values?: MessageValues) => string> {
  const messages = locale === 'en' ? english : Object.assign({}, english, ...(await catalogs[locale]()).map((part) => part.default));
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // A plain English text is its own translation; only compiled messages go through Lingui.
  return (id, values) => (id in messages ? i18n._(id, values) : id);
}
