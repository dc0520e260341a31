import { describe, expect, it } from 'vitest';
import { englishText } from '../../i18n/message';
import { DRUG_CLASSES, DRUGS } from '../drugs';
import { INTERACTION_RULES } from '../drug-interactions';
import { PATIENT_CHECKS } from './check-patient';
import { checkDuplication, DUPLICATION_CLASSES, DUPLICATIONS_IN_INTERACTION_TABLE, GROUPED_ENTRIES, SAME_INGREDIENT_EXCEPTIONS, type DuplicationClass } from './duplication';
import { checkInput, product } from './testing/patient';

const findings = (adding: ReturnType<typeof product>, ...active: ReturnType<typeof product>[]) => checkDuplication(checkInput(adding, active)).findings;

describe('the same ingredient twice', () => {
  it('is major when the new product holds what an active product holds', () => {
    const [finding, ...rest] = findings(product('Lisinopril 20 mg', 'lisinopril'), product('Zestril 10 mg', 'lisinopril'));
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ kind: 'duplication', ruleId: 'duplication.same-ingredient', level: 'major', drugs: ['Lisinopril', 'Lisinopril'] });
    expect(englishText(finding!.message)).toBe('Lisinopril is already taken in Zestril 10 mg: the same ingredient twice.');
    expect(finding!.basis).toEqual([{ name: 'Active medication', value: 'Zestril 10 mg', unit: '', date: null }]);
  });

  it('finds an ingredient inside an active combination, and only that one', () => {
    const result = findings(product('Lisinopril', 'lisinopril'), product('Zestoretic', 'lisinopril', 'hydrochlorothiazide'));
    expect(result.map((f) => [f.ruleId, f.drugs])).toEqual([['duplication.same-ingredient', ['Lisinopril', 'Lisinopril']]]);
  });

  it('finds a shared RxNorm ingredient across two catalogue entries (trimethoprim in co-trimoxazole)', () => {
    expect(findings(product('Trimethoprim', 'trimethoprim'), product('Bactrim DS', 'trimethoprim-sulfamethoxazole')).map((f) => f.ruleId)).toEqual(['duplication.same-ingredient']);
  });

  it('leaves a grouped catalogue entry and a labelled exception alone (two insulins; Paxlovid with a ritonavir regimen)', () => {
    expect(GROUPED_ENTRIES).toEqual(['insulin']);
    expect(findings(product('Insulin lispro', 'insulin'), product('Insulin glargine', 'insulin'))).toEqual([]);
    expect(findings(product('Paxlovid', 'nirmatrelvir-ritonavir'), product('Norvir', 'ritonavir'))).toEqual([]);
  });
});

describe('two drugs of one therapeutic class', () => {
  it('is moderate and names the class and the active product', () => {
    const [finding] = findings(product('Sertraline 50 mg', 'sertraline'), product('Prozac 20 mg', 'fluoxetine'));
    expect(finding).toMatchObject({ ruleId: 'duplication.class.ssri', level: 'moderate', drugs: ['Sertraline', 'Fluoxetine'] });
    expect(englishText(finding!.message)).toBe('Sertraline and Fluoxetine (Prozac 20 mg) are both SSRIs: therapeutic duplication.');
    expect(finding!.source).toContain('STOPP A3');
    expect(englishText(finding!.management!)).toContain('a second one only as needed');
  });

  it.each([
    ['enalapril', 'lisinopril', 'acei'],
    ['valsartan', 'losartan', 'arb'],
    ['atorvastatin', 'simvastatin', 'statin'],
    ['pantoprazole', 'omeprazole', 'ppi'],
    ['lorazepam', 'alprazolam', 'benzodiazepine'],
    ['glimepiride', 'glipizide', 'sulfonylurea'],
    ['duloxetine', 'venlafaxine', 'snri'],
    ['oxycodone', 'morphine', 'opioid'],
    ['quetiapine', 'haloperidol', 'antipsychotic'],
  ])('%s added to %s: %s', (added, taken, classId) => {
    expect(findings(product(added, added), product(taken, taken)).map((f) => f.ruleId)).toEqual([`duplication.class.${classId}`]);
  });

  it('does not compare a combination’s own ingredients with each other, nor drugs of different classes', () => {
    expect(findings(product('Zestoretic', 'lisinopril', 'hydrochlorothiazide'))).toEqual([]);
    expect(findings(product('Zestoretic', 'lisinopril', 'hydrochlorothiazide'), product('Norvasc', 'amlodipine'), product('Metformin', 'metformin'))).toEqual([]);
  });

  it('does not call a standard regimen a duplication (dual antiplatelet therapy, acetaminophen with an NSAID)', () => {
    expect(findings(product('Clopidogrel', 'clopidogrel'), product('Aspirin 81 mg', 'aspirin'))).toEqual([]);
    expect(findings(product('Ibuprofen', 'ibuprofen'), product('Tylenol', 'acetaminophen'))).toEqual([]);
  });
});

describe('pairs the interaction table already reports', () => {
  it.each([
    ['losartan', 'lisinopril', 'ACE inhibitor with an ARB'],
    ['naproxen', 'ibuprofen', 'two NSAIDs'],
    ['rivaroxaban', 'apixaban', 'two anticoagulants'],
    ['ticagrelor', 'clopidogrel', 'two P2Y12 inhibitors'],
    ['sacubitril-valsartan', 'valsartan', 'valsartan in Entresto with valsartan'],
  ])('%s added to %s (%s) is left to the interaction check', (added, taken) => {
    expect(findings(product(added, added), product(taken, taken))).toEqual([]);
  });

  it('names only rules that exist in the interaction table', () => {
    const ids = new Set(INTERACTION_RULES.map((rule) => rule.id));
    expect(DUPLICATIONS_IN_INTERACTION_TABLE.filter((id) => !ids.has(id))).toEqual([]);
  });
});

/** What is wrong with a class entry: no source, an unknown class, or no name. */
function problems(entry: DuplicationClass): string[] {
  const known = new Set<string>(DRUG_CLASSES.map((c) => c.id));
  return [...(entry.source.trim() ? [] : ['no source']), ...(known.has(entry.classId) ? [] : ['unknown class']), ...(entry.name.trim() ? [] : ['no name'])];
}

describe('the duplication data', () => {
  it('gives every class a source and a catalogue class, each once', () => {
    expect(DUPLICATION_CLASSES.flatMap((entry) => problems(entry).map((p) => `${entry.classId}: ${p}`))).toEqual([]);
    expect(new Set(DUPLICATION_CLASSES.map((e) => e.classId)).size).toBe(DUPLICATION_CLASSES.length);
    expect(problems({ classId: 'statin', name: 'statins', source: ' ' })).toEqual(['no source']);
  });

  it('runs with every patient check', () => {
    expect(PATIENT_CHECKS).toContain(checkDuplication);
  });

  it('names catalogue drugs in its exceptions, each with a source', () => {
    const ids = new Set(DRUGS.map((d) => d.id));
    for (const { drugs, source } of SAME_INGREDIENT_EXCEPTIONS) {
      expect(drugs.filter((id) => !ids.has(id))).toEqual([]);
      expect(source.trim()).not.toBe('');
    }
    expect(GROUPED_ENTRIES.filter((id) => !ids.has(id))).toEqual([]);
  });
});
