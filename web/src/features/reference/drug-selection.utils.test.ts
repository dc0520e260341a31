import { describe, expect, it } from 'vitest';
import { buildSelection, canonicalName, drugSuggestions, enteredAs, refusalMessage, resolutionNote } from './drug-selection.utils';

describe('drug checker selection', () => {
  it('resolves a brand name to its generic and remembers the brand the doctor typed', () => {
    expect(buildSelection(['warfarin', 'LIPITOR']).selected).toEqual([
      { generic: 'Warfarin' },
      { generic: 'Atorvastatin', enteredAs: 'Lipitor' },
    ]);
    expect(canonicalName('coumadin')).toBe('Coumadin');
    expect(canonicalName('aspirin')).toBe('Aspirin');
    expect(enteredAs('paracetamol')).toBe('paracetamol');
    expect(resolutionNote('coumadin')).toBe('Coumadin is a brand of Warfarin: checked as Warfarin.');
    expect(resolutionNote('paracetamol')).toBe('paracetamol is another name for Acetaminophen: checked as Acetaminophen.');
    expect(resolutionNote('Warfarin')).toBeUndefined();
  });

  it('refuses a brand of a drug already selected and an 11th drug, keeping the rest', () => {
    const eleven = ['Warfarin', 'Coumadin', 'Aspirin', 'Simvastatin', 'Amlodipine', 'Lisinopril', 'Losartan', 'Metformin', 'Furosemide', 'Levothyroxine', 'Omeprazole', 'Atorvastatin', 'zzz'];
    const { selected, refused } = buildSelection(eleven);
    expect(selected).toHaveLength(10);
    expect(refused).toEqual([
      { name: 'Coumadin', reason: 'duplicate' },
      { name: 'Atorvastatin', reason: 'limit' },
      { name: 'zzz', reason: 'limit' },
    ]);
  });

  it('keeps a name outside the list as "not checked" instead of dropping it, and reads product names', () => {
    expect(buildSelection(['Warfarin', 'Unobtainium']).selected).toEqual([{ generic: 'Warfarin' }, { generic: 'Unobtainium', unchecked: true }]);
    expect(buildSelection(['Unobtainium', 'unobtainium']).refused).toEqual([{ name: 'unobtainium', reason: 'duplicate' }]);
    expect(buildSelection(['amoxicillin 500 MG Oral Capsule']).selected).toEqual([{ generic: 'Amoxicillin', enteredAs: 'amoxicillin 500 MG Oral Capsule' }]);
    expect(buildSelection(['Percocet']).selected).toEqual([
      { generic: 'Acetaminophen', enteredAs: 'Percocet' },
      { generic: 'Oxycodone', enteredAs: 'Percocet' },
    ]);
    expect(buildSelection(['Acetaminophen 300 MG / doxylamine succinate 6.25 MG Oral Tablet']).selected).toEqual([
      { generic: 'Acetaminophen', enteredAs: 'Acetaminophen 300 MG / doxylamine succinate 6.25 MG Oral Tablet' },
      { generic: 'doxylamine', unchecked: true },
    ]);
    expect(buildSelection(['NSAIDs']).refused).toEqual([{ name: 'NSAIDs', reason: 'unknown' }]);
  });

  it('says why an add was refused', () => {
    expect(refusalMessage('Coumadin', 'duplicate')).toBe('Coumadin is a brand of Warfarin, which is already in the list.');
    expect(refusalMessage('aspirin', 'duplicate')).toBe('Aspirin is already in the list.');
    expect(refusalMessage('Aspirin', 'limit')).toBe('At most 10 medications can be checked at once. Remove one before adding Aspirin.');
    expect(refusalMessage('NSAIDs', 'unknown')).toContain('is a drug class');
    expect(refusalMessage('Foo', 'unknown')).toBe('"Foo" is not in MedAssist\'s list: it is shown as not checked.');
  });

  it('suggests nothing without text, matches brands and classes, and leaves selected drugs out', () => {
    expect(drugSuggestions('  ', [])).toEqual([]);
    expect(drugSuggestions('warf', [])).toEqual([{ name: 'Warfarin' }]);
    expect(drugSuggestions('eliqu', [])).toEqual([{ name: 'Apixaban', via: 'brand: Eliquis' }]);
    const nsaids = drugSuggestions('nsaid', []);
    expect(nsaids.map((s) => s.name)).toContain('Ibuprofen');
    expect(nsaids.every((s) => s.via === 'NSAID')).toBe(true);
    expect(drugSuggestions('paracetamol', [])).toEqual([{ name: 'Acetaminophen', via: 'also called paracetamol' }]);
    expect(drugSuggestions('warf', ['Coumadin'])).toEqual([]);
  });

  it('reads German, French and US product names the doctor types, and says how each was read', () => {
    expect(buildSelection(['Doliprane 1000 mg', 'ASS 100', 'Toprol XL', 'Marcumar', 'Insidon']).selected).toEqual([
      { generic: 'Acetaminophen', enteredAs: 'Doliprane 1000 mg' },
      { generic: 'Aspirin', enteredAs: 'ASS 100' },
      { generic: 'Metoprolol', enteredAs: 'Toprol XL' },
      { generic: 'Phenprocoumon', enteredAs: 'Marcumar' },
      { generic: 'Insidon', unchecked: true },
    ]);
    expect(buildSelection(['Paracetamol', 'Doliprane']).refused).toEqual([{ name: 'Doliprane', reason: 'duplicate' }]);
    expect(resolutionNote('Doliprane')).toBe('Doliprane is a brand of Acetaminophen: checked as Acetaminophen.');
    expect(resolutionNote('salbutamol')).toBe('salbutamol is another name for Albuterol: checked as Albuterol.');
    expect(resolutionNote('Marcumar')).toBe('Marcumar is a brand of Phenprocoumon: checked as Phenprocoumon.');
    expect(resolutionNote('Insidon')).toBeUndefined();
    expect(refusalMessage('Doliprane', 'duplicate')).toBe('Doliprane is a brand of Acetaminophen, which is already in the list.');
  });

  it('suggests the drug behind a German or French brand as it is typed', () => {
    expect(drugSuggestions('dolipr', [])).toEqual([{ name: 'Acetaminophen', via: 'brand: Doliprane' }]);
    expect(drugSuggestions('pantoz', [])).toEqual([{ name: 'Pantoprazole', via: 'brand: Pantozol' }]);
    // Matched without accents, shown as written.
    expect(drugSuggestions('kardeg', [])).toEqual([{ name: 'Aspirin', via: 'brand: Kardégic' }]);
    expect(drugSuggestions('Kardég', [])).toEqual([{ name: 'Aspirin', via: 'brand: Kardégic' }]);
    expect(drugSuggestions('primp', [])).toEqual([{ name: 'Metoclopramide', via: 'brand: Primpéran' }]);
    expect(drugSuggestions('acetylsalicyls', [])).toEqual([{ name: 'Aspirin', via: 'also called Acetylsalicylsäure' }]);
    expect(drugSuggestions('neoral', [])).toEqual([{ name: 'Cyclosporine', via: 'brand: Neoral' }]);
    expect(drugSuggestions('néoral', [])).toEqual([{ name: 'Cyclosporine', via: 'brand: Neoral' }]);
    expect(drugSuggestions('dolipr', ['Acetaminophen'])).toEqual([]);
  });
});
