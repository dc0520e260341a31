import { describe, expect, it } from 'vitest';
import { parseCount, parseDateSearch, parseOffset, parsePatientReference, parseToken, parseTokens, searchQuery, SearchParamError } from './search-params';

describe('token search values (FHIR R4 search, token)', () => {
  it('reads code, system|code, system| and |code', () => {
    expect(parseToken('2823-3', 'code')).toEqual({ system: undefined, code: '2823-3' });
    expect(parseToken('http://loinc.org|2823-3', 'code')).toEqual({ system: 'http://loinc.org', code: '2823-3' });
    expect(parseToken('http://loinc.org|', 'code')).toEqual({ system: 'http://loinc.org', code: undefined });
    expect(parseToken('|2823-3', 'code')).toEqual({ system: null, code: '2823-3' });
  });

  it('keeps a system that itself contains no bar but a code with colons (urn:oid systems)', () => {
    expect(parseToken('urn:oid:2.16.840.1.113883.6.1|8867-4', 'code')).toEqual({ system: 'urn:oid:2.16.840.1.113883.6.1', code: '8867-4' });
  });

  it('refuses an empty token and splits alternatives on commas', () => {
    expect(() => parseToken('', 'code')).toThrow(SearchParamError);
    expect(() => parseToken('|', 'code')).toThrow(SearchParamError);
    expect(parseTokens('http://loinc.org|8867-4,8480-6', 'code')).toEqual([
      { system: 'http://loinc.org', code: '8867-4' },
      { system: undefined, code: '8480-6' },
    ]);
  });
});

describe('patient references', () => {
  it('takes Patient/id or a bare id, nothing else', () => {
    expect(parsePatientReference('Patient/42', 'patient')).toBe(42);
    expect(parsePatientReference('42', 'patient')).toBe(42);
    for (const bad of ['Practitioner/42', 'Patient/', 'abc', 'Patient/4 2', 'https://elsewhere.example/fhir/Patient/42']) {
      expect(() => parsePatientReference(bad, 'patient'), bad).toThrow(SearchParamError);
    }
  });
});

describe('birthdate searches name whole periods', () => {
  it('eq (the default) of a day, a month and a year', () => {
    expect(parseDateSearch('1970-03-04', 'birthdate')).toEqual({ from: '1970-03-04', before: '1970-03-05' });
    expect(parseDateSearch('eq1970-03', 'birthdate')).toEqual({ from: '1970-03', before: '1970-04' });
    expect(parseDateSearch('1970', 'birthdate')).toEqual({ from: '1970', before: '1971' });
  });

  it('rolls over month and year ends, leap days included', () => {
    expect(parseDateSearch('1970-12', 'birthdate')).toEqual({ from: '1970-12', before: '1971-01' });
    expect(parseDateSearch('1970-12-31', 'birthdate')).toEqual({ from: '1970-12-31', before: '1971-01-01' });
    expect(parseDateSearch('2024-02-29', 'birthdate')).toEqual({ from: '2024-02-29', before: '2024-03-01' });
  });

  it('ge, gt, le and lt bound by the start or the end of the period', () => {
    expect(parseDateSearch('ge1970', 'birthdate')).toEqual({ from: '1970' });
    expect(parseDateSearch('gt1970', 'birthdate')).toEqual({ from: '1971' });
    expect(parseDateSearch('le1970-03', 'birthdate')).toEqual({ before: '1970-04' });
    expect(parseDateSearch('lt1970-03-04', 'birthdate')).toEqual({ before: '1970-03-04' });
  });

  it('compares correctly with stored YYYY-MM-DD text', () => {
    const inRange = (day: string, r: { from?: string; before?: string }) => (!r.from || day >= r.from) && (!r.before || day < r.before);
    expect(inRange('1970-12-31', parseDateSearch('1970', 'b'))).toBe(true);
    expect(inRange('1971-01-01', parseDateSearch('1970', 'b'))).toBe(false);
    expect(inRange('1970-03-04', parseDateSearch('gt1970-03-03', 'b'))).toBe(true);
    expect(inRange('1970-03-03', parseDateSearch('gt1970-03-03', 'b'))).toBe(false);
  });

  it('refuses what is not a date, and prefixes it does not support', () => {
    for (const bad of ['1970-13', '1970-02-30', '70-01-01', 'ne1970', 'sa1970', '1970-03-04T10:00', '']) {
      expect(() => parseDateSearch(bad, 'birthdate'), bad).toThrow(SearchParamError);
    }
  });
});

describe('paging and the query as a whole', () => {
  it('_count within 1..max, _offset within 0..max', () => {
    expect(parseCount(undefined, 50, 100)).toBe(50);
    expect(parseCount('100', 50, 100)).toBe(100);
    for (const bad of ['0', '101', '-1', '1.5', 'x']) expect(() => parseCount(bad, 50, 100), bad).toThrow(SearchParamError);
    expect(parseOffset(undefined, 10_000)).toBe(0);
    expect(parseOffset('20', 10_000)).toBe(20);
    expect(() => parseOffset('10001', 10_000)).toThrow(SearchParamError);
  });

  it('refuses unknown parameters, modifiers and repeats instead of ignoring them', () => {
    expect([...searchQuery(new URLSearchParams('name=ana&_format=json'), ['name'])]).toEqual([['name', 'ana']]);
    expect(() => searchQuery(new URLSearchParams('family=ana'), ['name'])).toThrow(/family is not supported/);
    expect(() => searchQuery(new URLSearchParams('name:exact=ana'), ['name'])).toThrow(/name:exact is not supported/);
    expect(() => searchQuery(new URLSearchParams('name=a&name=b'), ['name'])).toThrow(/more than once/);
    expect(() => searchQuery(new URLSearchParams('_format=xml'), ['name'])).toThrow(/Only JSON/);
  });
});
