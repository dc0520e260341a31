import { describe, expect, it } from 'vitest';
import { formatHl7Time, hl7DateToCalendarDate, hl7TimeToFhir } from './hl7-time';

describe('hl7TimeToFhir', () => {
  it.each([
    ['2024', '2024'],
    ['202408', '2024-08'],
    ['20240815', '2024-08-15'],
    ['2024081512', '2024-08-15T12:00:00+00:00'],
    ['202408151230', '2024-08-15T12:30:00+00:00'],
    ['20240815123045', '2024-08-15T12:30:45+00:00'],
    ['20240815123045.1234', '2024-08-15T12:30:45.1234+00:00'],
    ['200808151030-0700', '2008-08-15T10:30:00-07:00'],
    ['20240815123045+0530', '2024-08-15T12:30:45+05:30'],
  ])('%s → %s', (hl7, fhir) => {
    expect(hl7TimeToFhir(hl7)).toBe(fhir);
  });

  it('reads a time without offset in the given offset', () => {
    expect(hl7TimeToFhir('202408151230', '-05:00')).toBe('2024-08-15T12:30:00-05:00');
  });

  it.each(['', 'garbage', '20241315', '20240230', '2024081525', '20240815-0500x'])('is null for %j', (hl7) => {
    expect(hl7TimeToFhir(hl7)).toBeNull();
  });
});

describe('hl7DateToCalendarDate', () => {
  it('reads the day of a birth date sent with or without a time', () => {
    expect(hl7DateToCalendarDate('20070526')).toBe('2007-05-26');
    expect(hl7DateToCalendarDate('20050715050000')).toBe('2005-07-15');
    expect(hl7DateToCalendarDate('2007')).toBeNull();
    expect(hl7DateToCalendarDate('20070231')).toBeNull();
  });
});

describe('formatHl7Time', () => {
  it('writes UTC with seconds and offset', () => {
    expect(formatHl7Time(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102030405+0000');
  });
});
