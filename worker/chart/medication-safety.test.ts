import { describe, expect, it } from 'vitest';
import { RXNORM } from '../../core/schemas/coding';
import { blocksSave, checkMedicationSafety, ingredientsOf } from './medication-safety';

const med = (id: number, text: string) => ({ id, text, codings: [] });
const allergy = (id: number, text: string, category: string | null = 'medication') => ({ id, text, codings: [], category, reaction: 'Hives' });

describe('mapping recorded medications to the checker', () => {
  it('finds the ingredient in an RxNorm-style name and in a brand in brackets', () => {
    expect(ingredientsOf({ text: 'Warfarin Sodium 5 MG Oral Tablet', codings: [] }).drugs.map((d) => d.id)).toEqual(['warfarin']);
    expect(ingredientsOf({ text: null, codings: [{ system: RXNORM, code: '855332', display: 'Warfarin Sodium 5 MG Oral Tablet [Coumadin]' }] }).drugs.map((d) => d.id)).toEqual(['warfarin']);
    expect(ingredientsOf({ text: 'Zzyzxomab 10 mg', codings: [] }).drugs).toEqual([]);
  });

  it('blocks amoxicillin for a penicillin allergy (the allergy class)', () => {
    const alerts = checkMedicationSafety({ text: 'amoxicillin 500 MG Oral Capsule', codings: [] }, [], [allergy(9, 'Penicillin')]);
    expect(alerts[0]).toMatchObject({ kind: 'allergy', severity: 'severe', allergyId: 9 });
  });
});

describe('medication safety alerts', () => {
  it('blocks warfarin with aspirin as a severe interaction', () => {
    const alerts = checkMedicationSafety({ text: 'Aspirin 81 mg', codings: [] }, [med(7, 'Warfarin 5 mg tablet')], []);
    const interaction = alerts.find((a) => a.kind === 'interaction');
    expect(interaction).toMatchObject({ severity: 'severe', medicationId: 7 });
    expect(blocksSave(alerts)).toBe(true);
  });

  it('blocks a drug the patient is allergic to by name, and one of a class the allergy names', () => {
    const byName = checkMedicationSafety({ text: 'Ibuprofen 400 mg', codings: [] }, [], [allergy(3, 'Ibuprofen')]);
    expect(byName).toEqual([expect.objectContaining({ kind: 'allergy', severity: 'severe', allergyId: 3 })]);
    const byClass = checkMedicationSafety({ text: 'Naproxen 500 mg', codings: [] }, [], [allergy(4, 'Allergy to NSAIDs')]);
    expect(byClass[0]).toMatchObject({ kind: 'allergy', severity: 'severe', allergyId: 4 });
    expect(byClass[0]!.message).toContain('Hives');
  });

  it('never passes an unknown drug silently, and does not block on it', () => {
    const alerts = checkMedicationSafety({ text: 'Zzyzxomab', codings: [] }, [med(1, 'Warfarin')], [allergy(2, 'Ibuprofen')]);
    expect(alerts).toEqual([expect.objectContaining({ kind: 'unchecked', severity: 'moderate' })]);
    expect(blocksSave(alerts)).toBe(false);
  });

  it('says which active medication and which drug allergy it could not check, and skips food allergies', () => {
    const alerts = checkMedicationSafety({ text: 'Metformin', codings: [] }, [med(5, 'Herbal tea blend')], [allergy(6, 'Allergy to mould', 'food'), allergy(8, 'Drug X', null)]);
    expect(alerts.map((a) => [a.kind, a.medicationId ?? a.allergyId])).toEqual([
      ['unchecked', 8],
      ['unchecked', 5],
    ]);
  });
});
