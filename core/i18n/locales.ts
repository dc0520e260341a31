// The languages MedAssist speaks (DESIGN.md §8 `locale`). English is the source: its texts are the
// spec's wording, used as the message ids; German and French are translations of them.

export const LOCALES = ['en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tags for Intl formats: the US conventions the spec fixes for English, and the country
 *  a German or French clinic works in (dd.mm.yyyy / dd/mm/yyyy, decimal comma, 24-hour clock). */
export const INTL_TAG: Record<Locale, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

/** The day a week starts on (0 Sunday, 1 Monday) where each language's clinics work: Sunday in the
 *  US, Monday in Germany and France. Source: Unicode CLDR supplemental weekData (`firstDay`: US sun,
 *  DE mon, FR mon), the weeks of ISO 8601 and DIN 1355-1. A table, not `Intl.Locale#getWeekInfo`,
 *  because Firefox has no week info and the language, not the browser, decides here. */
export const FIRST_DAY_OF_WEEK: Record<Locale, 0 | 1> = { en: 0, de: 1, fr: 1 };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language among preferred language tags, best first (`navigator.languages`,
 *  or a parsed `Accept-Language`); regional variants match their language (de-AT → de); else English. */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return 'en';
}

/** An `Accept-Language` header's tags, best first ("de-CH,de;q=0.9,en;q=0.8"); q=0 means "not this". */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((p) => p.tag && p.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((p) => p.tag);
}
