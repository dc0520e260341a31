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

  it('refuses a brand of a drug already selected, an 11th drug and unknown names, keeping the rest', () => {
    const eleven = ['Warfarin', 'Coumadin', 'Aspirin', 'Simvastatin', 'Amlodipine', 'Lisinopril', 'Losartan', 'Metformin', 'Furosemide', 'Levothyroxine', 'Omeprazole', 'Atorvastatin', 'zzz'];
    const { selected, refused } = buildSelection(eleven);
    expect(selected).toHaveLength(10);
    expect(refused).toEqual([
      { name: 'Coumadin', reason: 'duplicate' },
      { name: 'Atorvastatin', reason: 'limit' },
      { name: 'zzz', reason: 'unknown' },
    ]);
  });

  it('says why an add was refused', () => {
    expect(refusalMessage('Coumadin', 'duplicate')).toBe('Coumadin is a brand of Warfarin, which is already in the list.');
    expect(refusalMessage('aspirin', 'duplicate')).toBe('Aspirin is already in the list.');
    expect(refusalMessage('Aspirin', 'limit')).toBe('At most 10 medications can be checked at once. Remove one before adding Aspirin.');
    expect(refusalMessage('NSAIDs', 'unknown')).toContain('is a drug class');
    expect(refusalMessage('Foo', 'unknown')).toContain('not in the built-in drug list');
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
});
