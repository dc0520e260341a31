import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n';
import { formatDate, formatNumber } from './format';
import { dateTimeFormat, numberFormat } from './intl-formats';

const day = new Date(2026, 2, 3, 16, 5).toISOString();

describe('Intl formatters are made once per language and options (issue 22)', () => {
  afterAll(() => activateLocale('en'));

  it('reuses the formatter for equal options instead of building one per call', async () => {
    await activateLocale('en');
    expect(dateTimeFormat({ dateStyle: 'medium' })).toBe(dateTimeFormat({ dateStyle: 'medium' }));
    expect(numberFormat({ maximumFractionDigits: 1 })).toBe(numberFormat({ maximumFractionDigits: 1 }));
    expect(dateTimeFormat({ dateStyle: 'medium' })).not.toBe(dateTimeFormat({ dateStyle: 'long' }));
    expect(numberFormat({ maximumFractionDigits: 1 })).not.toBe(numberFormat({ maximumFractionDigits: 2 }));
  });

  it('never hands one language the formatter of another', async () => {
    await activateLocale('en');
    const english = dateTimeFormat({ dateStyle: 'medium' });
    expect(formatDate(day)).toBe('Mar 3, 2026');
    await activateLocale('de');
    expect(dateTimeFormat({ dateStyle: 'medium' })).not.toBe(english);
    expect(dateTimeFormat({ dateStyle: 'medium' }).resolvedOptions().locale).toBe('de-DE');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    await activateLocale('fr');
    expect(formatDate(day)).toBe('03/03/2026');
    await activateLocale('en');
    expect(dateTimeFormat({ dateStyle: 'medium' })).toBe(english);
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('formats with an explicit tag when asked', () => {
    expect(dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }, 'en-US').format(Date.UTC(2026, 2, 3))).toBe('Mar 3, 2026');
  });
});
