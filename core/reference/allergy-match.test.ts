import { describe, expect, it } from 'vitest';
import { allergyMatchesDrug } from './allergy-match';
import { findDrug } from './drugs';

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
