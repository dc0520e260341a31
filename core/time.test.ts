import { describe, expect, it } from 'vitest';
import { zonedMidnightUtc, zonedRange } from './time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('local days in a time zone', () => {
  it('puts New York midnight at 05:00 UTC in winter and 04:00 UTC in summer', () => {
    expect(iso(zonedMidnightUtc(2026, 1, 15, 'America/New_York'))).toBe('2026-01-15T05:00:00.000Z');
    expect(iso(zonedMidnightUtc(2026, 7, 15, 'America/New_York'))).toBe('2026-07-15T04:00:00.000Z');
  });

  it('makes the spring-forward day 23 hours and the fall-back day 25 hours long', () => {
    const spring = zonedRange(Date.parse('2026-03-08T15:00:00Z'), 'America/New_York');
    expect((spring.end - spring.start) / 3_600_000).toBe(23);
    const fall = zonedRange(Date.parse('2026-11-01T15:00:00Z'), 'America/New_York');
    expect((fall.end - fall.start) / 3_600_000).toBe(25);
  });

  it('assigns 23:30 local time to the local day, not the UTC day', () => {
    // 2026-11-22 23:30 in Los Angeles is 2026-11-23 07:30 UTC.
    const r = zonedRange(Date.parse('2026-11-23T07:30:00Z'), 'America/Los_Angeles');
    expect(iso(r.start)).toBe('2026-11-22T08:00:00.000Z');
    expect(iso(r.end)).toBe('2026-11-23T08:00:00.000Z');
  });

  it('handles zones east of Greenwich and half-hour offsets', () => {
    expect(iso(zonedMidnightUtc(2026, 11, 22, 'Asia/Kolkata'))).toBe('2026-11-21T18:30:00.000Z');
    expect(iso(zonedMidnightUtc(2026, 11, 22, 'Pacific/Auckland'))).toBe('2026-11-21T11:00:00.000Z');
  });

  it('starts weeks on Sunday (or the weekday asked for) and months on the 1st', () => {
    const week = zonedRange(Date.parse('2026-11-25T12:00:00Z'), 'UTC', 'week'); // a Wednesday
    expect(iso(week.start)).toBe('2026-11-22T00:00:00.000Z');
    expect(iso(week.end)).toBe('2026-11-29T00:00:00.000Z');
    // A German or French week starts on Monday; a Sunday is the last day of its week, not the first.
    const monday = zonedRange(Date.parse('2026-11-25T12:00:00Z'), 'UTC', 'week', 1);
    expect([iso(monday.start), iso(monday.end)]).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    const sunday = zonedRange(Date.parse('2026-11-29T12:00:00Z'), 'Europe/Berlin', 'week', 1);
    expect([iso(sunday.start), iso(sunday.end)]).toEqual(['2026-11-22T23:00:00.000Z', '2026-11-29T23:00:00.000Z']);
    const month = zonedRange(Date.parse('2026-12-31T23:00:00Z'), 'Europe/Berlin', 'month'); // already Jan 1 in Berlin
    expect(iso(month.start)).toBe('2026-12-31T23:00:00.000Z');
    expect(iso(month.end)).toBe('2027-01-31T23:00:00.000Z');
  });
});
