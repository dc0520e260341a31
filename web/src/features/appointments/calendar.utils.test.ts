import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18nReady } from '../../i18n';
import {
  addDays, addMonths, countScheduled, daysToList, formatLongDate, formatRange, formatTimeRange, fromDateKey, groupByDay,
  isDateKey, monthGrid, patientDisplay, scheduledLabel, shiftDate, startOfWeek, toDateKey, weekdayOrder, weekDays,
} from './calendar.utils';

// The page waits for the i18n runtime (before-lazy-page.ts): the count is an ICU plural.
beforeAll(() => i18nReady());
afterAll(() => activateLocale('en'));

const at = (key: string, h: number, m = 0) => {
  const d = fromDateKey(key);
  d.setHours(h, m);
  return d.toISOString();
};

describe('appointment calendar days', () => {
  it('names local days by their date key and rejects impossible dates from the URL', () => {
    expect(toDateKey(new Date(2026, 2, 3, 23, 59))).toBe('2026-03-03');
    expect(isDateKey('2026-03-03')).toBe(true);
    expect(isDateKey('2024-02-29')).toBe(true);
    expect(isDateKey('2026-02-29')).toBe(false);
    expect(isDateKey('2026-3-3')).toBe(false);
    expect(isDateKey(null)).toBe(false);
  });

  it('steps over month and year ends and clamps a month step to the shorter month', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('starts weeks on Monday in German and French, Sunday staying first in English', async () => {
    for (const locale of ['de', 'fr'] as const) {
      await activateLocale(locale);
      expect(weekdayOrder()).toEqual([1, 2, 3, 4, 5, 6, 0]);
      expect(startOfWeek('2026-03-04')).toBe('2026-03-02');
      expect(startOfWeek('2026-03-01')).toBe('2026-02-23'); // a Sunday ends its week
      expect(weekDays('2026-03-01')).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']);
      expect(monthGrid('2026-02-14')[0]![0]).toBe('2026-01-26');
    }
    await activateLocale('en');
    expect(weekdayOrder()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('uses Sunday-first weeks in English, as the API’s default week view does', () => {
    expect(startOfWeek('2026-03-04')).toBe('2026-03-01');
    expect(startOfWeek('2026-03-01')).toBe('2026-03-01');
    expect(weekDays('2026-03-07')).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
  });

  it('lays every month out in six weeks starting on the Sunday on or before the 1st', () => {
    const feb = monthGrid('2026-02-14');
    expect(feb).toHaveLength(6);
    expect(feb[0]![0]).toBe('2026-02-01');
    expect(feb[5]![6]).toBe('2026-03-14');
    const nov = monthGrid('2024-11-30');
    expect(nov[0]![0]).toBe('2024-10-27');
    expect(nov.flat()).toContain('2024-11-30');
  });

  it('moves the selection by a day, a week or a month with the view', () => {
    expect(shiftDate('2026-03-03', 'day', 1)).toBe('2026-03-04');
    expect(shiftDate('2026-03-03', 'week', -1)).toBe('2026-02-24');
    expect(shiftDate('2026-03-31', 'month', -1)).toBe('2026-02-28');
  });

  it('titles the list with the long-form date and names what a week or month covers', () => {
    expect(formatLongDate('2026-03-03')).toBe('Tuesday, March 3, 2026');
    expect(formatRange('2026-03-03', 'day')).toBeNull();
    expect(formatRange('2026-03-03', 'week')).toBe('Mar 1 – Mar 7, 2026');
    expect(formatRange('2026-12-30', 'week')).toBe('Dec 27 – Jan 2, 2027');
    expect(formatRange('2026-03-03', 'month')).toBe('March 2026');
  });

  it('shows times in the viewer’s local zone', () => {
    expect(formatTimeRange(at('2026-03-03', 9), at('2026-03-03', 9, 30))).toBe('9:00 AM - 9:30 AM');
    expect(formatTimeRange(at('2026-03-03', 12, 45), at('2026-03-03', 13, 15))).toBe('12:45 PM - 1:15 PM');
  });
});

describe('appointment lists', () => {
  const appt = (key: string, h: number, status = 'Scheduled') => ({ dateTime: at(key, h), status });

  it('counts what still occupies a slot: a cancelled appointment is not scheduled', () => {
    expect(countScheduled([appt('2026-03-03', 9), appt('2026-03-03', 10, 'Cancelled'), appt('2026-03-03', 11, 'Completed')])).toBe(2);
    expect(scheduledLabel(0)).toBe('0 appointments scheduled');
    expect(scheduledLabel(1)).toBe('1 appointment scheduled');
  });

  it('says the count and the day in the interface language', async () => {
    await activateLocale('de');
    expect(scheduledLabel(1)).toBe('1 Termin geplant');
    expect(scheduledLabel(3)).toBe('3 Termine geplant');
    expect(formatLongDate('2026-03-03')).toBe('Dienstag, 3. März 2026');
    await activateLocale('en');
    expect(formatLongDate('2026-03-03')).toBe('Tuesday, March 3, 2026');
  });

  it('groups by the local start day in time order; a week lists all seven days, a month only its busy ones', () => {
    const byDay = groupByDay([appt('2026-03-05', 14), appt('2026-03-03', 9), appt('2026-03-05', 8)]);
    expect([...byDay.keys()]).toEqual(['2026-03-03', '2026-03-05']);
    expect(byDay.get('2026-03-05')!.map((a) => new Date(a.dateTime).getHours())).toEqual([8, 14]);
    expect(daysToList('2026-03-04', 'week', byDay)).toHaveLength(7);
    expect(daysToList('2026-03-04', 'month', byDay)).toEqual(['2026-03-03', '2026-03-05']);
    expect(daysToList('2026-03-04', 'day', byDay)).toEqual(['2026-03-04']);
  });

  it('shows an appointment whose patient is gone as Unknown Patient, age 0, no gender', () => {
    expect(patientDisplay({ patientName: null, patientAge: null, patientGender: null })).toEqual({ name: 'Unknown Patient', age: 0, gender: '' });
    expect(patientDisplay({ patientName: 'Ada Lovelace', patientAge: 36, patientGender: 'Female' })).toEqual({ name: 'Ada Lovelace', age: 36, gender: 'Female' });
  });
});
