import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n';
import { formatDate, formatDateTime, formatNotificationTime, formatNumber, formatShortDate, formatTime } from './format';

// Local times: the test machine's zone does not matter for a Date built from its parts.
const afternoon = new Date(2026, 2, 3, 16, 5);

describe('formats follow the active language', () => {
  afterAll(() => activateLocale('en'));

  it('English keeps the spec’s US formats exactly', async () => {
    await activateLocale('en');
    expect(formatNotificationTime(afternoon)).toBe('Mar 3, 4:05 PM');
    expect(formatShortDate(afternoon)).toBe('3/3/2026');
    expect(formatDate(afternoon.toISOString())).toBe('Mar 3, 2026');
    expect(formatDateTime(afternoon.toISOString())).toMatch(/^Mar 3, 2026, 4:05\sPM$/);
    expect(formatTime(afternoon)).toMatch(/^4:05\sPM$/);
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('German: dd.mm.yyyy, 24-hour clock, decimal comma', async () => {
    await activateLocale('de');
    expect(formatShortDate(afternoon)).toBe('03.03.2026');
    expect(formatDate(afternoon.toISOString())).toBe('03.03.2026');
    expect(formatDateTime(afternoon.toISOString())).toBe('03.03.2026, 16:05');
    expect(formatTime(afternoon)).toBe('16:05');
    expect(formatNotificationTime(afternoon)).not.toMatch(/PM/);
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });

  it('French: dd/mm/yyyy, 24-hour clock, decimal comma', async () => {
    await activateLocale('fr');
    expect(formatDate(afternoon.toISOString())).toBe('03/03/2026');
    expect(formatDateTime(afternoon.toISOString())).toBe('03/03/2026 16:05');
    expect(formatTime(afternoon)).toBe('16:05');
    expect(formatNumber(1234.5)).toMatch(/^1\s234,5$/);
  });
});
