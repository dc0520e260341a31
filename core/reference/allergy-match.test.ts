import { describe, expect, it } from 'vitest';
import { ALLERGY_LEVELS, CROSS_REACTIVITY_GROUPS } from './allergy-cross-reactivity';
import { allergyMatchesDrug, isIntolerance } from './allergy-match';
import { findDrug, getDrugById, getDrugClass } from './drugs';

describe('allergy checks by ingredient and class', () => {
  const drug = (name: string) => {
    const found = findDrug(name);
    if (!found) throw new Error(name);
    return found;
  };

  it('flags amoxicillin and Augmentin for a penicillin allergy, by class', () => {
    expect(allergyMatchesDrug({ text: 'Penicillin' }, drug('amoxicillin'))).toMatchObject({ matches: true, by: 'class', classId: 'penicillin' });
    expect(allergyMatchesDrug({ text: 'Allergy to penicillin' }, drug('Augmentin'))).toMatchObject({ matches: true, by: 'class' });
    expect(allergyMatchesDrug({ text: 'Amoxicillin' }, drug('penicillin V'))).toMatchObject({ matches: true, by: 'class', classId: 'penicillin' });
  });

  it('flags the same ingredient by name or RxCUI, including inside a combination', () => {
    expect(allergyMatchesDrug({ text: 'amoxicillin' }, drug('amoxicillin'))).toMatchObject({ matches: true, by: 'ingredient' });
    expect(allergyMatchesDrug({ code: '723' }, drug('Augmentin'))).toMatchObject({ matches: true, by: 'ingredient' });
  });

  it('flags sulfonamide antibiotics for "Sulfa drugs" and only notes non-antibiotic sulfonamides', () => {
    expect(allergyMatchesDrug({ text: 'Sulfa drugs' }, drug('Bactrim'))).toMatchObject({ matches: true, by: 'class', classId: 'sulfonamide-antibacterial' });
    const furosemide = allergyMatchesDrug({ text: 'Sulfa drugs' }, drug('furosemide'));
    expect(furosemide.matches).toBe(false);
    expect(furosemide.note).toMatch(/non-antibiotic sulfonamide/);
  });

  it('notes, but does not flag, a cephalosporin for a penicillin allergy; unrelated drugs are clear', () => {
    const cephalexin = allergyMatchesDrug({ text: 'Penicillin' }, drug('cephalexin'));
    expect(cephalexin.matches).toBe(false);
    expect(cephalexin.note).toMatch(/cephalosporin/);
    expect(allergyMatchesDrug({ text: 'Penicillin' }, drug('warfarin'))).toEqual({ matches: false });
  });

  it('says when an allergy names nothing it knows (not checked)', () => {
    expect(allergyMatchesDrug({ text: 'Shellfish allergy' }, drug('warfarin'))).toEqual({ matches: false, notChecked: true });
  });
});

describe('cross-reactivity groups (allergy-cross-reactivity.ts)', () => {
  const drug = (name: string) => {
    const found = findDrug(name);
    if (!found) throw new Error(name);
    return found;
  };

  it('every group names its source, a note and a level, and every drug it names is in the catalogue or awaited', () => {
    // Members the catalogue does not carry yet: the groups take effect for them once it does.
    const awaited = new Set(['eslicarbazepine', 'fosphenytoin', 'phenobarbital', 'ampicillin', 'ampicillin-sulbactam', 'cefaclor', 'cefadroxil', 'cefprozil', 'cephradine']);
    for (const group of CROSS_REACTIVITY_GROUPS) {
      expect(group.source.length, group.id).toBeGreaterThan(20);
      expect(group.note.length, group.id).toBeGreaterThan(20);
      expect(ALLERGY_LEVELS, group.id).toContain(group.level);
      for (const set of [group.allergen, group.affects]) {
        for (const id of [...(set.drugs ?? []), ...(set.except ?? [])]) expect(getDrugById(id) !== undefined || awaited.has(id), `${group.id}: ${id}`).toBe(true);
        for (const id of set.classes ?? []) expect(getDrugClass(id), `${group.id}: ${id}`).toBeDefined();
      }
    }
    expect(new Set(CROSS_REACTIVITY_GROUPS.map((group) => group.id)).size).toBe(CROSS_REACTIVITY_GROUPS.length);
  });

  it('aspirin and COX-1 NSAIDs cross-react (major); a COX-2 inhibitor is a caution; paracetamol is clear', () => {
    expect(allergyMatchesDrug({ text: 'Aspirin', reaction: 'Wheezing' }, drug('ibuprofen'))).toMatchObject({ matches: true, by: 'cross-reactivity', groupId: 'nsaid-cox1', level: 'major' });
    expect(allergyMatchesDrug({ text: 'Ibuprofen' }, drug('aspirin'))).toMatchObject({ matches: true, level: 'major' });
    expect(allergyMatchesDrug({ text: 'NSAIDs' }, drug('naproxen'))).toMatchObject({ matches: true, level: 'major' });
    const celecoxib = allergyMatchesDrug({ text: 'Aspirin', reaction: 'Bronchospasm' }, drug('celecoxib'));
    expect(celecoxib).toMatchObject({ matches: false, groupId: 'nsaid-cox2-selective', level: 'moderate' });
    expect(celecoxib.source).toMatch(/practice parameter/);
    expect(allergyMatchesDrug({ text: 'Aspirin' }, drug('acetaminophen'))).toEqual({ matches: false });
  });

  it('ACE-inhibitor angioedema contraindicates sacubitril/valsartan and makes an ARB a caution', () => {
    expect(allergyMatchesDrug({ text: 'Lisinopril', reaction: 'Angioedema of the lips' }, drug('Entresto'))).toMatchObject({ matches: true, groupId: 'raas-angioedema-arni', level: 'contraindicated', source: expect.stringMatching(/Entresto .*§4/) });
    expect(allergyMatchesDrug({ text: 'ACE inhibitors', reaction: 'Rash' }, drug('Entresto'))).toMatchObject({ matches: true, level: 'major' });
    expect(allergyMatchesDrug({ text: 'Losartan', reaction: 'Tongue swelling' }, drug('Entresto'))).toMatchObject({ matches: true, level: 'contraindicated' });
    expect(allergyMatchesDrug({ text: 'Enalapril', reaction: 'Angioedema' }, drug('losartan'))).toMatchObject({ matches: false, groupId: 'acei-angioedema-arb', level: 'moderate' });
    expect(allergyMatchesDrug({ text: 'Enalapril', reaction: 'Angioedema' }, drug('ramipril'))).toMatchObject({ matches: true, by: 'class', classId: 'acei' });
    expect(allergyMatchesDrug({ text: 'Enalapril', reaction: 'Angioedema' }, drug('amlodipine'))).toEqual({ matches: false });
  });

  it('aromatic anticonvulsants cross-react; a non-aromatic one is clear', () => {
    expect(allergyMatchesDrug({ text: 'Carbamazepine', reaction: 'DRESS' }, drug('phenytoin'))).toMatchObject({ matches: true, groupId: 'aromatic-anticonvulsant', level: 'major' });
    expect(allergyMatchesDrug({ text: 'Dilantin', reaction: 'Rash' }, drug('lamotrigine'))).toMatchObject({ matches: true, groupId: 'aromatic-anticonvulsant' });
    // Oxcarbazepine's label: 25-30% of carbamazepine-hypersensitive patients react to it.
    expect(allergyMatchesDrug({ text: 'Tegretol', reaction: 'Rash' }, drug('oxcarbazepine'))).toMatchObject({ matches: true, groupId: 'aromatic-anticonvulsant', level: 'major' });
    expect(allergyMatchesDrug({ text: 'Phenytoin', reaction: 'DRESS' }, drug('primidone'))).toMatchObject({ matches: true, groupId: 'aromatic-anticonvulsant' });
    expect(allergyMatchesDrug({ text: 'Carbamazepine', reaction: 'Rash' }, drug('levetiracetam'))).toEqual({ matches: false });
    expect(allergyMatchesDrug({ text: 'Carbamazepine', reaction: 'Rash' }, drug('valproate'))).toEqual({ matches: false });
  });

  it('penicillins and cephalosporins by R1 side chain: amoxicillin ↔ cephalexin major, a dissimilar side chain minor', () => {
    expect(allergyMatchesDrug({ text: 'Amoxicillin', reaction: 'Hives' }, drug('cephalexin'))).toMatchObject({ matches: true, groupId: 'aminopenicillin-r1-cephalosporin', level: 'major' });
    expect(allergyMatchesDrug({ text: 'Keflex', reaction: 'Hives' }, drug('Augmentin'))).toMatchObject({ matches: true, groupId: 'r1-cephalosporin-aminopenicillin', level: 'major' });
    expect(allergyMatchesDrug({ text: 'Amoxicillin', reaction: 'Hives' }, drug('ceftriaxone'))).toMatchObject({ matches: false, groupId: 'penicillin-cephalosporin', level: 'minor' });
    expect(allergyMatchesDrug({ text: 'Penicillin', reaction: 'Hives' }, drug('cephalexin'))).toMatchObject({ matches: false, level: 'moderate' });
    expect(allergyMatchesDrug({ text: 'Ceftriaxone', reaction: 'Hives' }, drug('amoxicillin'))).toEqual({ matches: false });
  });

  it('a sulfamethoxazole allergy blocks sulfonamide antibiotics, not furosemide, HCTZ or celecoxib', () => {
    expect(allergyMatchesDrug({ text: 'Sulfamethoxazole', reaction: 'Rash' }, drug('Bactrim'))).toMatchObject({ matches: true, by: 'ingredient' });
    for (const name of ['furosemide', 'hydrochlorothiazide', 'celecoxib']) {
      const match = allergyMatchesDrug({ text: 'Sulfamethoxazole', reaction: 'Rash' }, drug(name));
      expect(match, name).toMatchObject({ matches: false, groupId: 'sulfonamide-non-antibiotic', level: 'minor' });
      expect(match.source, name).toMatch(/Strom/);
    }
    // Trimethoprim is Bactrim's other ingredient, not a sulfonamide.
    expect(allergyMatchesDrug({ text: 'Trimethoprim' }, drug('furosemide'))).toEqual({ matches: false });
  });
});

describe('an intolerance is not an allergy', () => {
  const drug = (name: string) => findDrug(name)!;

  it('codeine with nausea notes codeine only, and blocks no other opioid', () => {
    expect(isIntolerance({ text: 'Codeine', reaction: 'Nausea and vomiting' })).toBe(true);
    const same = allergyMatchesDrug({ text: 'Codeine', reaction: 'Nausea' }, drug('codeine'));
    expect(same).toMatchObject({ matches: false, by: 'ingredient', level: 'moderate', intolerance: true });
    expect(allergyMatchesDrug({ text: 'Codeine', reaction: 'Nausea' }, drug('morphine'))).toEqual({ matches: false, intolerance: true });
    expect(allergyMatchesDrug({ text: 'Codeine', type: 'intolerance' }, drug('oxycodone'))).toEqual({ matches: false, intolerance: true });
    expect(allergyMatchesDrug({ text: 'Codeine intolerance' }, drug('oxycodone'))).toEqual({ matches: false, intolerance: true });
  });

  it('a codeine allergy with hives (or with nausea and hives, or no reaction) still blocks the class', () => {
    expect(isIntolerance({ text: 'Codeine', reaction: 'Nausea, hives' })).toBe(false);
    expect(allergyMatchesDrug({ text: 'Codeine', reaction: 'Hives' }, drug('morphine'))).toMatchObject({ matches: true, by: 'class', classId: 'opioid' });
    expect(allergyMatchesDrug({ text: 'Codeine' }, drug('morphine'))).toMatchObject({ matches: true, by: 'class' });
    expect(allergyMatchesDrug({ text: 'Codeine', reaction: 'Nausea', type: 'allergy' }, drug('morphine'))).toMatchObject({ matches: true });
  });

  it('an ACE-inhibitor cough does not reach sacubitril/valsartan or the ARBs', () => {
    expect(allergyMatchesDrug({ text: 'Lisinopril', reaction: 'Dry cough' }, drug('Entresto'))).toEqual({ matches: false, intolerance: true });
    expect(allergyMatchesDrug({ text: 'Lisinopril', reaction: 'Cough' }, drug('ramipril'))).toEqual({ matches: false, intolerance: true });
  });
});
