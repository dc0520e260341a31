import { describe, expect, it } from 'vitest';
import {
  PANEL_CATEGORIES,
  PANEL_QUICK_LINKS,
  PANEL_RECENT_SEARCHES,
  REFERENCE_SEARCH_LIMIT,
  searchReference,
} from './panel-data';
import type { GuidelineSource, ReferenceHit } from './panel-data';

const GUIDELINES: GuidelineSource[] = [
  {
    slug: 'hypertension-adults',
    title: 'Hypertension in Adults',
    organization: 'NICE',
    specialty: 'Cardiology',
    summary: 'Diagnosis and treatment of high blood pressure in adults.',
    tags: ['blood pressure', 'antihypertensive'],
  },
  {
    slug: 'antibiotic-stewardship',
    title: 'Antimicrobial Stewardship',
    organization: 'WHO',
    specialty: 'Infectious Disease',
    summary: 'Principles for prudent antibiotic prescribing.',
    tags: ['antibiotic', 'resistance'],
  },
];

const EXTRA: ReferenceHit[] = [
  { title: 'Troponin', category: 'Lab Tests', snippet: 'Cardiac troponin reference intervals.', href: '/labs/troponin' },
  { title: 'CT Head', category: 'Imaging', snippet: 'Non-contrast CT head protocol.', href: '/imaging/ct-head' },
];

const titles = (hits: readonly ReferenceHit[]): string[] => hits.map((hit) => hit.title);

describe('static panel data (platform spec §2, §9)', () => {
  it('has the spec categories, recent searches and quick links', () => {
    expect(PANEL_CATEGORIES).toEqual(['Conditions', 'Medications', 'Procedures', 'Lab Tests', 'Imaging', 'Guidelines']);
    expect(PANEL_RECENT_SEARCHES).toEqual([
      'hypertension treatment guidelines',
      'metformin side effects',
      'troponin normal ranges',
      'CT scan protocols',
    ]);
    expect(PANEL_QUICK_LINKS).toEqual([
      { name: 'Antibiotic Guidelines', category: 'Guidelines' },
      { name: 'Diabetes Management', category: 'Conditions' },
      { name: 'Common Drug Interactions', category: 'Medications' },
      { name: 'Lab Value Reference', category: 'Lab Tests' },
    ]);
  });
});

describe('searchReference', () => {
  it('does nothing for empty or whitespace-only text (platform spec §5)', () => {
    expect(searchReference('')).toEqual([]);
    expect(searchReference('   ')).toEqual([]);
  });

  it('returns [] when nothing matches', () => {
    expect(searchReference('zzzqqq', { guidelines: GUIDELINES, extra: EXTRA })).toEqual([]);
  });

  it('finds drugs by generic or brand name and links to the interaction checker', () => {
    const [first] = searchReference('Coumadin');
    expect(first).toEqual(
      expect.objectContaining({ title: 'Warfarin', category: 'Medications', href: '/reference/drug-interactions?drug=Warfarin' }),
    );
    expect(titles(searchReference('statins'))).toEqual(
      expect.arrayContaining(['Simvastatin', 'Atorvastatin', 'Rosuvastatin', 'Pravastatin', 'Lovastatin']),
    );
  });

  it('finds an interaction when both drugs are named, with a link that selects both', () => {
    const hits = searchReference('warfarin aspirin');
    const pair = hits.find((hit) => hit.category === 'Drug Interactions');
    expect(pair).toEqual(
      expect.objectContaining({
        title: 'Aspirin + Warfarin',
        href: '/reference/drug-interactions?drug=Aspirin&drug=Warfarin',
      }),
    );
    expect(pair?.snippet).toMatch(/^Severe: /);
  });

  it('finds diagnostic algorithms and literature, with their page links', () => {
    expect(searchReference('pulmonary embolism')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Suspected Pulmonary Embolism',
          category: 'Conditions',
          href: '/reference/diagnostic-algorithms?algorithm=suspected-pulmonary-embolism',
        }),
      ]),
    );
    const sprint = searchReference('SPRINT').find((hit) => hit.category === 'Literature');
    expect(sprint?.href).toBe(
      `/reference/medical-literature?q=${encodeURIComponent('A Randomized Trial of Intensive versus Standard Blood-Pressure Control')}`,
    );
  });

  it('searches the guidelines passed in and links to the guideline', () => {
    const hits = searchReference('antibiotic', { guidelines: GUIDELINES });
    expect(hits[0]).toEqual(
      expect.objectContaining({
        title: 'Antimicrobial Stewardship',
        category: 'Guidelines',
        href: '/reference/clinical-guidelines?guideline=antibiotic-stewardship',
      }),
    );
    expect(titles(searchReference('hypertension treatment', { guidelines: GUIDELINES }))).toContain('Hypertension in Adults');
  });

  it('searches the extra entries', () => {
    expect(searchReference('troponin', { extra: EXTRA })[0]).toEqual(EXTRA[0]);
  });

  it('requires every word of the query to match, case- and accent-insensitively', () => {
    for (const hit of searchReference('SIMVASTATIN amlodipine')) {
      expect(`${hit.title} ${hit.snippet}`.toLowerCase()).toMatch(/simvastatin|amlodipine|zocor|norvasc/);
    }
    expect(titles(searchReference('simvastatin amlodipine'))).toContain('Amlodipine + Simvastatin');
    expect(titles(searchReference('guerin prone'))).toEqual(['Prone Positioning in Severe Acute Respiratory Distress Syndrome']);
    expect(searchReference('warfarin zzzqqq')).toEqual([]);
  });

  it('ranks an exact title first, then other title matches, then matches elsewhere', () => {
    const hits = searchReference('warfarin');
    expect(hits[0]?.title).toBe('Warfarin');
    const firstNonTitle = hits.findIndex((hit) => !hit.title.toLowerCase().includes('warfarin'));
    if (firstNonTitle >= 0) {
      expect(hits.slice(firstNonTitle).every((hit) => !hit.title.toLowerCase().includes('warfarin'))).toBe(true);
    }
    const sepsis = searchReference('sepsis');
    expect(sepsis[0]?.title).toBe('Sepsis Recognition');
  });

  it(`returns at most ${REFERENCE_SEARCH_LIMIT} hits`, () => {
    expect(REFERENCE_SEARCH_LIMIT).toBe(30);
    expect(searchReference('warfarin')).toHaveLength(30);
  });

  it("returns a category's items when the query names one of the categories", () => {
    const medications = searchReference('Medications');
    expect(medications.length).toBeGreaterThan(0);
    expect(medications.every((hit) => hit.category === 'Medications')).toBe(true);

    const conditions = searchReference('conditions');
    expect(conditions).toHaveLength(16);
    expect(conditions.every((hit) => hit.category === 'Conditions')).toBe(true);

    expect(searchReference('Guidelines', { guidelines: GUIDELINES }).map((hit) => hit.category)).toEqual(['Guidelines', 'Guidelines']);
    expect(searchReference('Lab Tests', { extra: EXTRA })).toEqual([EXTRA[0]]);
    expect(searchReference(' imaging ', { extra: EXTRA })).toEqual([EXTRA[1]]);
    expect(searchReference('Procedures')).toEqual([]);
  });

  it('keeps snippets short', () => {
    for (const hit of searchReference('heart')) expect(hit.snippet.length).toBeLessThanOrEqual(181);
  });
});
