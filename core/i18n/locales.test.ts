import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, matchLocale } from './locales';

const fromHeader = (header: string | undefined) => matchLocale(acceptLanguageTags(header));

describe('matchLocale over Accept-Language and navigator.languages', () => {
  it('takes the first supported language by quality, regional variants included', () => {
    expect(fromHeader('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(fromHeader('es-ES,fr;q=0.7,en;q=0.5')).toBe('fr');
    expect(fromHeader('en;q=0.4,fr-CA;q=0.9')).toBe('fr');
    expect(matchLocale(['fr-BE', 'de'])).toBe('fr');
  });

  it('falls back to English when nothing matches or the header is absent', () => {
    expect(fromHeader('es,it;q=0.8')).toBe('en');
    expect(fromHeader(undefined)).toBe('en');
    expect(fromHeader('')).toBe('en');
    expect(fromHeader('de;q=0')).toBe('en');
  });
});
