// Every text the interface shows goes through `t`. The English text is the message id (the spec's
// wording, unchanged); German and French load lazily as one compiled chunk each (runtime.ts), so
// the first screen carries no i18n library at all. Why Lingui: docs/decisions/0005-i18n-with-lingui.md.
import { useSyncExternalStore } from 'react';
import { FIRST_DAY_OF_WEEK, INTL_TAG, isLocale, matchLocale, type Locale } from '../../../core/i18n/locales';
import { withoutContext } from '../../../core/i18n/msg';
import type { MessageValues, UiLocale } from './types';

let current: UiLocale = 'en';
let format: ((id: string, values?: MessageValues) => string) | undefined;
let ready: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * The text in the active language. `id` is the English text, written literally at the call
 * (`t('Patients')`) so the catalogue check finds it; texts declared elsewhere are marked with
 * `msg()` (core/i18n/msg.ts) and passed here. Call it while rendering, never at module load.
 */
export function t(id: string, values?: MessageValues): string {
  if (format) return withoutContext(format(id, values));
  // Before the runtime arrives only English shows (the first screen): its simple placeholders.
  return withoutContext(values ? id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : id);
}

/** The active language. */
export function activeLocale(): UiLocale {
  return current;
}

/** The Intl tag for dates, times and numbers in the active language (the pseudo-locale uses German
 *  formats: the longest of the three). */
export function intlTag(): string {
  return current === 'en-XA' ? INTL_TAG.de : INTL_TAG[current];
}

/** The day weeks start on in the active language: 0 Sunday (en), 1 Monday (de, fr; the pseudo-locale as German). */
export function firstDayOfWeek(): 0 | 1 {
  return FIRST_DAY_OF_WEEK[current === 'en-XA' ? 'de' : current];
}

/** Switches the interface language, loading the runtime and its catalogue first. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  if (locale === current && ready) return ready;
  const loading = import('./runtime').then((runtime) => runtime.createFormatter(locale));
  if (locale === current) {
    // A failed load (offline on a first visit) leaves plain English and lets the next page try again.
    ready = loading.then(
      (f) => void (format = f),
      () => void (ready = undefined),
    );
    return ready;
  }
  format = await loading;
  ready = Promise.resolve();
  current = locale;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Resolves once texts can be formatted in full (plurals included): lazy pages wait for it. */
export function i18nReady(): Promise<void> {
  return ready ?? activateLocale(current);
}

/** The language the browser asks for (the login and register pages follow it). */
export function browserLocale(): Locale {
  return matchLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

// A language forced for this tab (`?locale=en-XA` once), for the pseudo-locale test and translators.
const OVERRIDE_KEY = 'medassist.locale-override';

/**
 * The browser's storage, or null where it refuses it: inside an EHR's cross-site frame with
 * third-party storage blocked (the SMART workspace, lib/smart-frame.ts) reading it throws.
 */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

export function localeOverride(): UiLocale | undefined {
  if (typeof window === 'undefined') return undefined;
  const asked = new URLSearchParams(window.location.search).get('locale');
  const tab = storage('sessionStorage');
  if (asked && (isLocale(asked) || asked === 'en-XA')) tab?.setItem(OVERRIDE_KEY, asked);
  const kept = tab?.getItem(OVERRIDE_KEY) ?? asked;
  return kept && (isLocale(kept) || kept === 'en-XA') ? kept : undefined;
}

// The signed-in user's language, kept so the next start shows it at once (cleared on sign-out,
// when the login page follows the browser again).
const USER_LOCALE_KEY = 'medassist.locale';

export function rememberUserLocale(locale: Locale | undefined): void {
  if (locale) storage('localStorage')?.setItem(USER_LOCALE_KEY, locale);
  else storage('localStorage')?.removeItem(USER_LOCALE_KEY);
}

/** The language to start in: a forced one, else the last signed-in user's, else the browser's. */
export function startupLocale(): UiLocale {
  const kept = storage('localStorage')?.getItem(USER_LOCALE_KEY);
  return localeOverride() ?? (isLocale(kept) ? kept : browserLocale());
}

/** Re-renders its caller when the language changes. */
export function useLocale(): UiLocale {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => current,
  );
}
