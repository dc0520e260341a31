import { describe, expect, it } from 'vitest';
import { PANEL_CATEGORIES, PANEL_QUICK_LINKS, PANEL_RECENT_SEARCHES } from '../../../../core/reference/panel-data';
import { searchPanel } from './panel-search';

const titles = (query: string) => searchPanel(query).map((hit) => hit.title);
const hrefs = (query: string) => searchPanel(query).map((hit) => hit.href);

describe('reference panel search', () => {
  it('finds something for every fixed recent search, quick link and category of the panel', () => {
    for (const query of [...PANEL_RECENT_SEARCHES, ...PANEL_QUICK_LINKS.map((link) => link.name), ...PANEL_CATEGORIES]) {
      expect(searchPanel(query).length, query).toBeGreaterThan(0);
    }
  });

  it('leads the fixed items to the useful page', () => {
    expect(hrefs('metformin side effects')[0]).toBe('/reference/drug-interactions?drug=Metformin');
    expect(hrefs('Common Drug Interactions')[0]).toBe('/reference/drug-interactions');
    expect(titles('Common Drug Interactions')).toContain('Aspirin + Warfarin');
    expect(hrefs('troponin normal ranges')[0]).toBe('/reference/diagnostic-algorithms?algorithm=acute-chest-pain');
    expect(titles('Lab Value Reference')).toEqual(expect.arrayContaining(['Troponin: normal ranges and interpretation', 'Creatinine clearance and eGFR']));
    expect(titles('CT scan protocols')).toContain('CT pulmonary angiography (CTPA)');
    expect(searchPanel('hypertension treatment guidelines')[0]?.category).toBe('Guidelines');
    expect(searchPanel('Antibiotic Guidelines')[0]?.category).toBe('Guidelines');
  });

  it('searches calculators, drugs by brand, algorithms and literature; each page once', () => {
    expect(titles('wells')).toEqual(expect.arrayContaining(["Wells' Criteria for PE", 'Suspected Pulmonary Embolism']));
    expect(titles('coumadin')).toContain('Warfarin');
    expect(titles('SPRINT').some((title) => title.includes('Intensive versus Standard Blood-Pressure Control'))).toBe(true);
    const warfarin = searchPanel('warfarin aspirin').map((hit) => `${hit.href} ${hit.title}`);
    expect(new Set(warfarin).size).toBe(warfarin.length);
    expect(titles('warfarin aspirin').filter((title) => title === 'Aspirin + Warfarin')).toHaveLength(1);
  });

  it('finds nothing for nonsense or blank text', () => {
    expect(searchPanel('qwertyuiop')).toEqual([]);
    expect(searchPanel('   ')).toEqual([]);
  });
});
