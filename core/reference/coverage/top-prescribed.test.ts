import { describe, expect, it } from 'vitest';
import { findDrug } from '../drugs';
import { catalogueDrugFor, formatCoverage, listCoverage } from './coverage';
import { TOP_PRESCRIBED_LISTS } from './top-prescribed';

// The known-ingredient count each list reached (issue 34; goal: all of it). A change that makes the
// catalogue forget an ingredient of a list fails here and names it.
const RECORDED_KNOWN: Record<string, number> = {
  'us-clincalc-top300-2023': 293,
  'de-progenerika-gkv-ddd-2019': 10,
  'de-wido-gkv-prescriptions-2010': 9,
  'fr-assurance-maladie-top20-2023': 13,
};

describe('the most-prescribed lists (issue 34)', () => {
  it.each(TOP_PRESCRIBED_LISTS.map((list) => [list.id, list] as const))('%s names its publisher, year, rank range, URL and what was not verified', (_id, list) => {
    for (const field of [list.title, list.publisher, list.dataYear, list.measure, list.rankRange, list.transcription, list.unverified]) {
      expect(field.trim().length).toBeGreaterThan(3);
    }
    expect(list.url).toMatch(/^https?:\/\//);
    expect(list.entries.length).toBeGreaterThan(0);
    for (const entry of list.entries) {
      // An entry names ingredients, or says why it names none.
      expect(entry.ingredients.length > 0 || (entry.group ?? '').length > 10, entry.asListed).toBe(true);
    }
  });

  it('holds the whole ClinCalc Top 300: ranks 1 to 300, each once', () => {
    const us = TOP_PRESCRIBED_LISTS.find((list) => list.id === 'us-clincalc-top300-2023');
    expect(us?.entries.map((entry) => entry.rank)).toEqual(Array.from({ length: 300 }, (_, index) => index + 1));
  });

  it.each(Object.entries(RECORDED_KNOWN))('%s: the catalogue knows at least the recorded number of ingredients', (id, recorded) => {
    const list = TOP_PRESCRIBED_LISTS.find((candidate) => candidate.id === id);
    expect(list, id).toBeDefined();
    if (!list) return;
    const coverage = listCoverage(list, catalogueDrugFor);
    console.info(`coverage ${id}: ${formatCoverage(coverage)}; groups counted apart: ${coverage.groups.join(', ') || 'none'}; unknown: ${coverage.unknown.join(', ') || 'none'}`);
    expect(coverage.known, `${id}: the catalogue no longer knows ${coverage.unknown.join(', ')}`).toBeGreaterThanOrEqual(recorded);
  });

  it('knows an ingredient sold only inside a combination by that combination, not by an alias', () => {
    expect(catalogueDrugFor('sacubitril')?.id).toBe('sacubitril-valsartan');
    expect(catalogueDrugFor('Nirmatrelvir')?.id).toBe('nirmatrelvir-ritonavir');
    expect(catalogueDrugFor('clavulanate')?.id).toBe('amoxicillin-clavulanate');
    expect(findDrug('sacubitril')).toBeUndefined();
    expect(catalogueDrugFor('paracetamol')?.id).toBe('acetaminophen');
    expect(catalogueDrugFor('unobtainium')).toBeUndefined();
  });

  it('records a figure for every list', () => {
    expect(Object.keys(RECORDED_KNOWN).sort()).toEqual(TOP_PRESCRIBED_LISTS.map((list) => list.id).sort());
  });

  it('counts an ingredient as unknown when the lookup does not resolve it, and keeps group entries apart', () => {
    const list = { ...TOP_PRESCRIBED_LISTS[0]!, entries: [
      { rank: 1, asListed: 'Atorvastatin', ingredients: ['atorvastatin'] },
      { rank: 2, asListed: 'Unobtainium; Atorvastatin', ingredients: ['unobtainium', 'atorvastatin'] },
      { rank: 3, asListed: 'Magnesium Salts', ingredients: [], group: 'a group of salts' },
    ] };
    const coverage = listCoverage(list, findDrug);
    expect(coverage).toEqual({ id: list.id, total: 2, known: 1, unknown: ['unobtainium'], groups: ['Magnesium Salts'] });
    expect(formatCoverage(coverage)).toBe('1/2 (50.0%)');
  });
});
