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

  it('names an unknown ingredient of a combination whose other ingredient is known, and not a brand written beside a coded product', () => {
    expect(ingredientsOf({ text: 'Zzyzxomab 5 MG / Bupropion 90 MG Oral Tablet', codings: [] })).toEqual({ drugs: [expect.objectContaining({ id: 'bupropion' })], notChecked: ['zzyzxomab'] });
    const coded = { text: 'Jantoven-ish 5', codings: [{ system: RXNORM, code: '855332', display: 'Warfarin Sodium 5 MG Oral Tablet' }] };
    expect(ingredientsOf(coded)).toEqual({ drugs: [expect.objectContaining({ id: 'warfarin' })], notChecked: [] });
  });

  it('blocks amoxicillin for a penicillin allergy (the allergy class)', () => {
    const { alerts } = checkMedicationSafety({ text: 'amoxicillin 500 MG Oral Capsule', codings: [] }, [], [allergy(9, 'Penicillin')]);
    expect(alerts[0]).toMatchObject({ kind: 'allergy', severity: 'major', allergyId: 9 });
  });
});

describe('medication safety alerts', () => {
  it('blocks warfarin with aspirin as a major interaction (the labels say avoid)', () => {
    const { alerts } = checkMedicationSafety({ text: 'Aspirin 81 mg', codings: [] }, [med(7, 'Warfarin 5 mg tablet')], []);
    const interaction = alerts.find((a) => a.kind === 'interaction');
    expect(interaction).toMatchObject({ severity: 'major', medicationId: 7 });
    expect(blocksSave(alerts)).toBe(true);
  });

  it('carries the alternatives the rule\'s source names, and none where it names none', () => {
    const { alerts } = checkMedicationSafety({ text: 'Simvastatin 40 mg', codings: [] }, [med(5, 'Amlodipine 10 mg')], []);
    const interaction = alerts.find((a) => a.kind === 'interaction')!;
    expect(interaction.alternatives?.map((a) => `${a.replaces} → ${a.drug} (${a.rxnorm})`)).toEqual(['Simvastatin → Atorvastatin (83367)', 'Simvastatin → Rosuvastatin (301542)']);
    expect(interaction.alternatives![0]!.source).toMatch(/Circulation 2016/);
    const { alerts: warfarin } = checkMedicationSafety({ text: 'Aspirin 81 mg', codings: [] }, [med(7, 'Warfarin 5 mg tablet')], []);
    expect(warfarin.find((a) => a.kind === 'interaction')).not.toHaveProperty('alternatives');
  });

  it('blocks a drug the patient is allergic to by name, and one of a class the allergy names', () => {
    const { alerts: byName } = checkMedicationSafety({ text: 'Ibuprofen 400 mg', codings: [] }, [], [allergy(3, 'Ibuprofen')]);
    expect(byName).toEqual([expect.objectContaining({ kind: 'allergy', severity: 'contraindicated', allergyId: 3 })]);
    const { alerts: byClass } = checkMedicationSafety({ text: 'Naproxen 500 mg', codings: [] }, [], [allergy(4, 'Allergy to NSAIDs')]);
    expect(byClass[0]).toMatchObject({ kind: 'allergy', severity: 'major', allergyId: 4 });
    expect(byClass[0]!.message).toContain('Hives');
  });

  it('speaks DESIGN.md §9\'s four levels and blocks on contraindicated and major only', () => {
    const contraindicated = checkMedicationSafety({ text: 'Paxlovid', codings: [] }, [med(1, 'Amiodarone 200 mg')], []).alerts;
    expect(contraindicated).toContainEqual(expect.objectContaining({ kind: 'interaction', severity: 'contraindicated' }));
    expect(blocksSave(contraindicated)).toBe(true);
    const moderate = checkMedicationSafety({ text: 'Simvastatin 40 mg', codings: [] }, [med(2, 'Amlodipine 5 mg')], []).alerts;
    expect(moderate).toEqual([expect.objectContaining({ kind: 'interaction', severity: 'moderate' })]);
    expect(blocksSave(moderate)).toBe(false);
    const minor = checkMedicationSafety({ text: 'Omeprazole 20 mg', codings: [] }, [med(3, 'Levothyroxine 50 mcg')], []).alerts;
    expect(minor).toEqual([expect.objectContaining({ kind: 'interaction', severity: 'minor' })]);
    expect(blocksSave(minor)).toBe(false);
  });

  it('never passes an unknown drug silently, and does not block on it', () => {
    const { alerts } = checkMedicationSafety({ text: 'Zzyzxomab', codings: [] }, [med(1, 'Warfarin')], [allergy(2, 'Ibuprofen')]);
    expect(alerts).toEqual([expect.objectContaining({ kind: 'unchecked', severity: 'moderate' })]);
    expect(blocksSave(alerts)).toBe(false);
    expect(checkMedicationSafety({ text: 'Zzyzxomab', codings: [] }, [], []).notChecked).toEqual(['Zzyzxomab']);
  });

  it('checks the known ingredients of a partly unknown combination and names the unknown one, in the drug added and in an active medication', () => {
    const adding = checkMedicationSafety({ text: 'Zzyzxomab 5 MG / Aspirin 81 MG Oral Tablet', codings: [] }, [med(7, 'Warfarin 5 mg tablet')], []);
    expect(adding.alerts).toContainEqual(expect.objectContaining({ kind: 'interaction', severity: 'major', drugs: ['Aspirin', 'Warfarin'] }));
    expect(adding.alerts).toContainEqual(expect.objectContaining({ kind: 'unchecked', message: expect.stringMatching(/^zzyzxomab \(in Zzyzxomab 5 MG/) }));
    expect(adding.notChecked).toEqual(['zzyzxomab']);
    const active = checkMedicationSafety({ text: 'Aspirin 81 mg', codings: [] }, [med(7, 'Zzyzxomab 5 MG / Warfarin 5 MG Oral Tablet')], []);
    expect(active.alerts).toContainEqual(expect.objectContaining({ kind: 'interaction', medicationId: 7 }));
    expect(active.alerts).toContainEqual(expect.objectContaining({ kind: 'unchecked', medicationId: 7 }));
    expect(active.notChecked).toEqual(['zzyzxomab']);
  });

  it('says which active medication and which drug allergy it could not check, and skips food allergies', () => {
    const { alerts } = checkMedicationSafety({ text: 'Metformin', codings: [] }, [med(5, 'Herbal tea blend')], [allergy(6, 'Allergy to mould', 'food'), allergy(8, 'Drug X', null)]);
    expect(alerts.map((a) => [a.kind, a.medicationId ?? a.allergyId])).toEqual([
      ['unchecked', 8],
      ['unchecked', 5],
    ]);
  });
});

describe('allergies as clinicians mean them, at the chart', () => {
  const recorded = (id: number, text: string, reaction: string | null) => ({ id, text, codings: [], category: 'medication', reaction });

  it('blocks sacubitril/valsartan after ACE-inhibitor angioedema, naming the label section, and only cautions an ARB', () => {
    const entresto = checkMedicationSafety({ text: 'Entresto 49 MG / 51 MG Oral Tablet', codings: [] }, [], [recorded(1, 'Lisinopril', 'Angioedema')]).alerts;
    expect(entresto).toEqual([expect.objectContaining({ kind: 'allergy', severity: 'contraindicated', allergyId: 1, source: expect.stringMatching(/Entresto .*§4/) })]);
    expect(blocksSave(entresto)).toBe(true);
    const losartan = checkMedicationSafety({ text: 'Losartan 50 mg', codings: [] }, [], [recorded(1, 'Lisinopril', 'Angioedema')]).alerts;
    expect(losartan).toEqual([expect.objectContaining({ kind: 'allergy', severity: 'moderate' })]);
    expect(blocksSave(losartan)).toBe(false);
  });

  it('does not block furosemide for a sulfamethoxazole allergy, but blocks Bactrim', () => {
    const furosemide = checkMedicationSafety({ text: 'Furosemide 40 mg', codings: [] }, [], [recorded(2, 'Sulfamethoxazole', 'Rash')]).alerts;
    expect(furosemide).toEqual([expect.objectContaining({ kind: 'allergy', severity: 'minor' })]);
    expect(blocksSave(furosemide)).toBe(false);
    expect(blocksSave(checkMedicationSafety({ text: 'Bactrim', codings: [] }, [], [recorded(2, 'Sulfamethoxazole', 'Rash')]).alerts)).toBe(true);
  });

  it('a codeine intolerance (nausea) blocks neither codeine nor morphine, and notes codeine only', () => {
    const morphine = checkMedicationSafety({ text: 'Morphine 10 mg', codings: [] }, [], [recorded(3, 'Codeine', 'Nausea')]).alerts;
    expect(morphine).toEqual([]);
    const codeine = checkMedicationSafety({ text: 'Codeine 30 mg', codings: [] }, [], [recorded(3, 'Codeine', 'Nausea')]).alerts;
    expect(codeine).toEqual([expect.objectContaining({ kind: 'allergy', severity: 'moderate', message: expect.stringContaining('intolerance') })]);
    expect(blocksSave(codeine)).toBe(false);
    // The same entry with hives is an allergy: the opioid class is blocked.
    expect(blocksSave(checkMedicationSafety({ text: 'Morphine 10 mg', codings: [] }, [], [recorded(3, 'Codeine', 'Hives')]).alerts)).toBe(true);
  });

  it('blocks ibuprofen after an aspirin reaction and phenytoin after a carbamazepine rash', () => {
    expect(blocksSave(checkMedicationSafety({ text: 'Ibuprofen 400 mg', codings: [] }, [], [recorded(4, 'Aspirin', 'Bronchospasm')]).alerts)).toBe(true);
    expect(blocksSave(checkMedicationSafety({ text: 'Phenytoin 100 mg', codings: [] }, [], [recorded(5, 'Carbamazepine', 'Rash')]).alerts)).toBe(true);
    expect(blocksSave(checkMedicationSafety({ text: 'Cephalexin 500 mg', codings: [] }, [], [recorded(6, 'Amoxicillin', 'Hives')]).alerts)).toBe(true);
  });
});
