// Lingui and the compiled catalogues: loaded after the first screen (login needs only plain English
// texts and simple placeholders, which index.ts fills in without it) and before any lazy page.
import { setupI18n, type Messages } from '@lingui/core';
import english from 'virtual:i18n/en';
import type { MessageValues, UiLocale } from '.';

const catalogs: Record<Exclude<UiLocale, 'en'>, () => Promise<{ default: Messages }>> = {
  de: () => import('virtual:i18n/de'),
  fr: () => import('virtual:i18n/fr'),
  'en-XA': () => import('virtual:i18n/en-XA'),
};

/** A formatter for one language: ICU placeholders, plurals and selects, with English underneath
 *  for anything a catalogue does not (yet) translate. */
export async function createFormatter(locale: UiLocale): Promise<(id: string, values?: MessageValues) => string> {
  const messages = locale === 'en' ? english : { ...english, ...(await catalogs[locale]()).default };
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // A plain English text is its own translation; only compiled messages go through Lingui.
  return (id, values) => (id in messages ? i18n._(id, values) : id);
}
