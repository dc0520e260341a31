import { describe, expect, it } from 'vitest';
import { checkMedicationList } from './interaction-check';
import { searchGuidelineCatalogue } from './guideline-lookup';
import { noInteractionHeadline } from './drug-interactions';

describe('checking a medication list in one call', () => {
  it('reports the same pair as the checker, on the four levels of the wire, with its source', () => {
    const check = checkMedicationList([{ text: 'Paxlovid' }, { text: 'amiodarone 200 MG Oral Tablet' }]);
    expect(check.interactions).toHaveLength(1);
    expect(check.interactions[0]).toMatchObject({ severity: 'contraindicated' });
    expect(check.interactions[0]?.sources.join(' ')).toMatch(/Contraindications/);
    expect(check.headline).toMatch(/^1 interaction found in MedAssist's list \(1 contraindicated or major\)/);
    expect(checkMedicationList([{ text: 'Warfarin' }, { text: 'Aspirin' }]).interactions[0]).toMatchObject({ severity: 'major' });
    expect(checkMedicationList([{ text: 'Levothyroxine' }, { text: 'Omeprazole' }]).interactions[0]).toMatchObject({ severity: 'minor' });
  });

  it('says what it checked against when nothing is found, and names what it could not check', () => {
    const check = checkMedicationList([{ text: 'Acetaminophen' }, { text: 'Ezetimibe' }, { text: 'Unobtainium 5 MG' }]);
    expect(check.interactions).toEqual([]);
    expect(check.headline).toBe(`${noInteractionHeadline()}. Not checked (not in the list): unobtainium.`);
    expect(check.notChecked).toEqual(['unobtainium']);
    expect(check.medications[2]).toEqual({ entered: 'Unobtainium 5 MG', checkedAs: [] });
  });
});

describe('guideline catalogue lookup by words', () => {
  it('finds entries by the words of a phrase and flags unverified ones', () => {
    const hits = searchGuidelineCatalogue('acute ischemic stroke management');
    expect(hits[0]?.title).toMatch(/Acute Ischemic Stroke/);
    expect(hits[0]?.unverified).toBe(true);
    expect(searchGuidelineCatalogue('atrial fibrillation').some((hit) => /atrial fibrillation/i.test(hit.title) && !hit.unverified)).toBe(true);
    expect(searchGuidelineCatalogue('a an')).toEqual([]);
  });
});

describe('checking a German medication list as written on the box', () => {
  it('finds the interactions of "ASS 100" with "Marcumar" and "Xarelto 20 mg" and names Insidon\'s opipramol as not checked', () => {
    const check = checkMedicationList([{ text: 'ASS 100' }, { text: 'L-Thyroxin 75 Henning' }, { text: 'Marcumar 3 mg' }, { text: 'Insidon 50 mg' }, { text: 'Xarelto 20 mg Filmtabletten' }]);
    expect(check.medications.map((m) => m.checkedAs)).toEqual([['Aspirin'], ['Levothyroxine'], ['Phenprocoumon'], [], ['Rivaroxaban']]);
    expect(check.interactions.map((i) => [...i.drugs].sort())).toContainEqual(['Aspirin', 'Rivaroxaban']);
    expect(check.interactions.find((i) => i.drugs.includes('Aspirin') && i.drugs.includes('Phenprocoumon'))).toMatchObject({ severity: 'major' });
    expect(check.notChecked).toEqual(['opipramol']);
  });
});
