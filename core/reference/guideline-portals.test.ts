import { describe, expect, it } from 'vitest';
import { GUIDELINE_PORTALS, searchPortals } from './guideline-portals';
import { GUIDELINE_SPECIALTIES } from './guidelines-data';

const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

describe('guideline publisher portals', () => {
  it('lists the major publishers with unique kebab-case ids', () => {
    expect(GUIDELINE_PORTALS.length).toBeGreaterThanOrEqual(25);
    const all = ids(GUIDELINE_PORTALS);
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const required of ['esc', 'aha', 'acc', 'nice', 'who', 'ada', 'idsa', 'kdigo', 'uspstf', 'gina', 'gold']) {
      expect(all).toContain(required);
    }
  });

  it('gives every portal a well-formed https url, unique across portals', () => {
    for (const p of GUIDELINE_PORTALS) {
      const u = new URL(p.url);
      expect(u.protocol, p.id).toBe('https:');
      expect(u.hostname, p.id).toContain('.');
    }
    const urls = GUIDELINE_PORTALS.map((p) => p.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('fills every text field and uses the guideline specialty names', () => {
    for (const p of GUIDELINE_PORTALS) {
      expect(p.name.trim().length, p.id).toBeGreaterThan(0);
      expect(p.organization.trim().length, p.id).toBeGreaterThan(0);
      expect(p.description.trim().length, p.id).toBeGreaterThan(20);
      expect(p.specialties.length, p.id).toBeGreaterThan(0);
      for (const s of p.specialties) expect(GUIDELINE_SPECIALTIES, `${p.id}: ${s}`).toContain(s);
    }
  });

  it('has at least one portal for every guideline specialty', () => {
    for (const s of GUIDELINE_SPECIALTIES) expect(searchPortals(undefined, s).length, s).toBeGreaterThan(0);
  });
});

describe('searchPortals', () => {
  it('returns all portals, in order, with no arguments or blank ones', () => {
    expect(searchPortals()).toEqual([...GUIDELINE_PORTALS]);
    expect(searchPortals('')).toEqual([...GUIDELINE_PORTALS]);
    expect(searchPortals('   ', '  ')).toEqual([...GUIDELINE_PORTALS]);
  });

  it('matches name, organization, description and specialties, case-insensitively', () => {
    expect(ids(searchPortals('gold report'))).toEqual(['gold']); // name
    expect(ids(searchPortals('KIDNEY DISEASE: IMPROVING'))).toEqual(['kdigo']); // organization
    expect(ids(searchPortals('esmo-mcbs'))).toEqual(['esmo']); // description
    expect(ids(searchPortals('hepatology'))).toEqual(expect.arrayContaining(['aasld', 'easl'])); // specialties
    expect(ids(searchPortals('  Kdigo  '))).toEqual(['kdigo']); // trimmed
  });

  it('filters by specialty, case-insensitively, on the whole specialty name', () => {
    const cardio = searchPortals(undefined, 'cardiology');
    expect(ids(cardio)).toEqual(expect.arrayContaining(['esc', 'aha', 'acc', 'nice']));
    expect(cardio.every((p) => p.specialties.includes('Cardiology'))).toBe(true);
    expect(searchPortals(undefined, 'Cardio')).toEqual([]);
    expect(searchPortals(undefined, 'Astrology')).toEqual([]);
  });

  it('combines query and specialty', () => {
    expect(ids(searchPortals('asthma', 'Pulmonology'))).toEqual(['gina']);
    expect(searchPortals('asthma', 'Dermatology')).toEqual([]);
  });

  it('treats SQL-looking and regex-special text as plain text', () => {
    expect(() => searchPortals("'; DROP TABLE portals; --")).not.toThrow();
    expect(searchPortals("'; DROP TABLE portals; --")).toEqual([]);
    expect(searchPortals('.*')).toEqual([]);
    expect(searchPortals(undefined, "' OR 1=1 --")).toEqual([]);
  });
});
