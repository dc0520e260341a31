import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_CATALOGUE,
  DEFAULT_DASHBOARD_CALCULATOR_IDS,
  calculatorsForSpecialty,
  findCatalogueEntry,
  searchCatalogue,
} from './catalogue';
import { CALCULATOR_CATEGORIES } from './types';

describe('calculator catalogue', () => {
  it('names ids 1-11 exactly as the spec table, plus the burn-area calculator as 12 and PREVENT as 13', () => {
    expect(CALCULATOR_CATALOGUE.map((c) => [c.id, c.name])).toEqual([
      [1, 'ASCVD Risk Calculator'],
      [2, 'CHA2DS2-VASc Score'],
      [3, 'MELD Score'],
      [4, 'Creatinine Clearance'],
      [5, "Wells' Criteria for PE"],
      [6, 'BMI Calculator'],
      [7, 'Corrected QT Interval'],
      [8, 'Glasgow Coma Scale'],
      [9, 'IgAN Prediction Tool'],
      [10, 'SCORAD Calculator'],
      [11, 'EASI Calculator'],
      [12, 'Burn Area Calculator'],
      [13, 'PREVENT Risk Calculator'],
    ]);
  });

  it('links each calculator to its spec route, and the slug is the route’s last segment', () => {
    expect(CALCULATOR_CATALOGUE.map((c) => c.url)).toEqual([
      '/calculators/ascvd',
      '/calculators/chads2vasc',
      '/calculators/meld',
      '/calculators/creatinine',
      '/calculators/wells-pe',
      '/calculators/bmi',
      '/calculators/qtc',
      '/calculators/gcs',
      '/calculators/igan-prediction',
      '/calculators/scorad',
      '/calculators/easi',
      '/calculators/burns',
      '/calculators/prevent',
    ]);
    for (const c of CALCULATOR_CATALOGUE) expect(c.url).toBe(`/calculators/${c.slug}`);
  });

  it('makes only SCORAD and EASI public', () => {
    expect(CALCULATOR_CATALOGUE.filter((c) => c.isPublic).map((c) => c.id)).toEqual([10, 11]);
  });

  it('uses only the catalogue chip categories and gives every entry a description', () => {
    for (const c of CALCULATOR_CATALOGUE) {
      expect(CALCULATOR_CATEGORIES).toContain(c.category);
      expect(c.description.length).toBeGreaterThan(20);
    }
  });

  it('finds entries by id, slug or numeric string', () => {
    expect(findCatalogueEntry(9)?.slug).toBe('igan-prediction');
    expect(findCatalogueEntry('EASI')?.id).toBe(11);
    expect(findCatalogueEntry('3')?.slug).toBe('meld');
    expect(findCatalogueEntry('nope')).toBeUndefined();
  });

  it('searches name and description case-insensitively and filters by category', () => {
    expect(searchCatalogue('qt').map((c) => c.id)).toContain(7);
    expect(searchCatalogue('ATRIAL').map((c) => c.id)).toEqual([2]);
    expect(searchCatalogue('', 'Dermatology').map((c) => c.id)).toEqual([10, 11, 12]);
    expect(searchCatalogue('', 'All')).toHaveLength(13);
    expect(searchCatalogue('zzz')).toEqual([]);
    // A translated page finds the text it shows as well as the English one.
    const german = (text: string) => (text === 'Creatinine Clearance' ? 'Kreatinin-Clearance' : text);
    expect(searchCatalogue('kreatinin', 'All', german).map((c) => c.id)).toEqual([4]);
    expect(searchCatalogue('creatinine', 'All', german).map((c) => c.id)).toContain(4);
  });
});

describe('calculators for a specialty', () => {
  it('shows the four linked calculators (2, 9, 10, 11) when no specialty is set', () => {
    expect(DEFAULT_DASHBOARD_CALCULATOR_IDS).toEqual([2, 9, 10, 11]);
    expect(calculatorsForSpecialty(null).map((c) => c.id)).toEqual([2, 9, 10, 11]);
    expect(calculatorsForSpecialty(undefined).map((c) => c.id)).toEqual([2, 9, 10, 11]);
    expect(calculatorsForSpecialty('').map((c) => c.id)).toEqual([2, 9, 10, 11]);
  });

  it('falls back to the four linked calculators for an unknown specialty or one without calculators', () => {
    expect(calculatorsForSpecialty('astrology').map((c) => c.id)).toEqual([2, 9, 10, 11]);
    expect(calculatorsForSpecialty('ophthalmology').map((c) => c.id)).toEqual([2, 9, 10, 11]);
  });

  it('maps specialties to their calculators', () => {
    expect(calculatorsForSpecialty('cardiology').map((c) => c.id)).toEqual([13, 1, 2, 7, 5]);
    expect(calculatorsForSpecialty('dermatology').map((c) => c.id)).toEqual([10, 11, 12]);
    expect(calculatorsForSpecialty('nephrology').map((c) => c.id)).toEqual([4, 9, 13]);
    expect(calculatorsForSpecialty('gastroenterology').map((c) => c.id)).toEqual([3]);
    expect(calculatorsForSpecialty('hepatology').map((c) => c.id)).toEqual([3]);
    expect(calculatorsForSpecialty('neurology').map((c) => c.id)).toContain(8);
    expect(calculatorsForSpecialty('pulmonology').map((c) => c.id)).toEqual([5]);
    expect(calculatorsForSpecialty('endocrinology').map((c) => c.id)).toContain(6);
    expect(calculatorsForSpecialty('hematology').map((c) => c.id)).toContain(5);
    expect(calculatorsForSpecialty('oncology').map((c) => c.id)).toContain(4);
    expect(calculatorsForSpecialty('emergency-medicine').map((c) => c.id)).toEqual([8, 5, 2, 7, 12]);
    expect(calculatorsForSpecialty('critical-care').map((c) => c.id)).toContain(3);
    expect(calculatorsForSpecialty('internal-medicine').map((c) => c.id)).toEqual([13, 1, 2, 3, 4, 5, 6, 7]);
    expect(calculatorsForSpecialty('family-medicine').map((c) => c.id)).toContain(13);
  });

  it('accepts labels and loose spellings of a specialty', () => {
    expect(calculatorsForSpecialty('Emergency Medicine').map((c) => c.id)).toEqual([8, 5, 2, 7, 12]);
    expect(calculatorsForSpecialty('  Critical Care Medicine ').map((c) => c.id)).toContain(8);
    expect(calculatorsForSpecialty('Allergy & Immunology').map((c) => c.id)).toEqual([10, 11]);
  });
});
