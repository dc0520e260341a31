import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, t } from '../i18n';
import { datePlaceholder, parseDay, parseTime, shownDay, typesLocalDates } from './date-input';

afterAll(() => activateLocale('en'));

describe('dates and times typed in the user language', () => {
  it('English keeps the native inputs; German, French and the pseudo-locale type text', () => {
    expect(typesLocalDates('en')).toBe(false);
    expect(typesLocalDates('de')).toBe(true);
    expect(typesLocalDates('fr')).toBe(true);
    expect(typesLocalDates('en-XA')).toBe(true);
  });

  it('shows an ISO day as the language writes it, other text as it is', () => {
    expect(shownDay('2026-11-26', 'de')).toBe('26.11.2026');
    expect(shownDay('2026-11-26', 'fr')).toBe('26/11/2026');
    expect(shownDay('26.11', 'de')).toBe('26.11');
    expect(shownDay('', 'de')).toBe('');
    expect(datePlaceholder('de')).toBe('TT.MM.JJJJ');
    expect(datePlaceholder('fr')).toBe('JJ/MM/AAAA');
  });

  it('reads a typed day, day first, into ISO; refuses what is no real date', () => {
    expect(parseDay('26.11.2026')).toBe('2026-11-26');
    expect(parseDay(' 1.2.2026 ')).toBe('2026-02-01');
    expect(parseDay('26/11/2026')).toBe('2026-11-26');
    expect(parseDay('2026-11-26')).toBe('2026-11-26');
    expect(parseDay('29.02.2024')).toBe('2024-02-29');
    expect(parseDay('29.02.2026')).toBeNull();
    expect(parseDay('31.04.2026')).toBeNull();
    expect(parseDay('26.11.26')).toBeNull();
    expect(parseDay('11/26/2026')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('reads a 24-hour time', () => {
    expect(parseTime('16:05')).toBe('16:05');
    expect(parseTime('9.30')).toBe('09:30');
    expect(parseTime('16h05')).toBe('16:05');
    expect(parseTime('1605')).toBe('16:05');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('4 PM')).toBeNull();
  });

  it('a refused date asks for it in the format the field shows, not the ISO one', async () => {
    const refusals = ['Please enter a date as YYYY-MM-DD.', 'Please enter a real date as YYYY-MM-DD.', 'Please enter a date as YYYY-MM-DD or a date and time.', 'Please enter a date as YYYY-MM-DD or a date and time with its time zone.'];
    for (const locale of ['de', 'fr'] as const) {
      await activateLocale(locale);
      for (const refusal of refusals) expect(t(refusal), `${locale}: ${refusal}`).toContain(datePlaceholder(locale));
    }
  });
});
