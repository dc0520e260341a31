import { describe, expect, it } from 'vitest';
import { ageInYears, estimatedBirthDate, localDay, parseCalendarDay } from './age';

const day = (s: string) => parseCalendarDay(s);

describe('age from a birth date', () => {
  it('counts completed years: one day before the birthday the patient is still the younger age', () => {
    expect(ageInYears('1980-06-15', day('2026-06-14'))).toBe(45);
    expect(ageInYears('1980-06-15', day('2026-06-15'))).toBe(46);
    expect(ageInYears('1980-06-15', day('2026-12-31'))).toBe(46);
  });

  it('ages someone born on 29 February on 1 March in common years and on 29 February in leap years', () => {
    expect(ageInYears('2000-02-29', day('2025-02-28'))).toBe(24);
    expect(ageInYears('2000-02-29', day('2025-03-01'))).toBe(25);
    expect(ageInYears('2000-02-29', day('2028-02-28'))).toBe(27);
    expect(ageInYears('2000-02-29', day('2028-02-29'))).toBe(28);
  });

  it('gives a newborn age 0, and never a negative age for a birth date after today', () => {
    expect(ageInYears('2026-11-25', day('2026-11-25'))).toBe(0);
    expect(ageInYears('2026-12-01', day('2026-11-25'))).toBe(0);
  });

  it('takes "today" in the user’s time zone: Sydney reaches the birthday before Los Angeles', () => {
    const instant = Date.parse('2026-03-01T02:00:00Z'); // 13:00 on 1 March in Sydney, 18:00 on 28 Feb in Los Angeles
    expect(ageInYears('2000-03-01', localDay(instant, 'Australia/Sydney'))).toBe(26);
    expect(ageInYears('2000-03-01', localDay(instant, 'America/Los_Angeles'))).toBe(25);
  });
});

describe('birth date estimated from an age', () => {
  it('is today minus the age, so the derived age equals the age entered', () => {
    expect(estimatedBirthDate(45, day('2026-11-25'))).toBe('1981-11-25');
    expect(ageInYears(estimatedBirthDate(45, day('2026-11-25')), day('2026-11-25'))).toBe(45);
  });

  it('moves 29 February to 28 February when the estimated year is not a leap year', () => {
    expect(estimatedBirthDate(1, day('2028-02-29'))).toBe('2027-02-28');
    expect(estimatedBirthDate(4, day('2028-02-29'))).toBe('2024-02-29');
    expect(ageInYears(estimatedBirthDate(1, day('2028-02-29')), day('2028-02-29'))).toBe(1);
  });

  it('grows with time: a patient entered as 40 is 41 a year later', () => {
    expect(ageInYears(estimatedBirthDate(40, day('2026-11-25')), day('2027-11-25'))).toBe(41);
  });
});
