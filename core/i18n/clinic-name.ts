import type { Locale } from './locales';

/**
 * The name a new clinic gets at registration, in its owner's language: stored text the owner sees
 * (and may rename on /clinic), so it is made once, in the Worker, where no catalogue is loaded;
 * hence this small table instead of a message. English is the spec's "Dr X's clinic"; German and
 * French name a practice the way its sign does ("Praxis Dr. X", "Cabinet Dr X").
 */
const DEFAULT_CLINIC_NAME: Record<Locale, (owner: string) => string> = {
  en: (owner) => `${owner}'s clinic`,
  de: (owner) => `Praxis ${owner}`,
  fr: (owner) => `Cabinet ${owner}`,
};

export function defaultClinicName(owner: string, locale: Locale): string {
  return DEFAULT_CLINIC_NAME[locale](owner);
}
