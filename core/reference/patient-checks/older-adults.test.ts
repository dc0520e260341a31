import { describe, expect, it } from 'vitest';
import { englishText } from '../../i18n/message';
import { ICD_10_CM, SNOMED_CT } from '../../schemas/coding';
import { DRUGS, getDrugById } from '../drugs';
import { BEERS_CONDITIONS, BEERS_ENTRIES, BEERS_MIN_AGE, BEERS_TABLE_2, BEERS_TABLE_3, type BeersCondition } from './beers-data';
import { checkForPatient } from './check-patient';
import { chartCondition, checkOlderAdults } from './older-adults';
import { ruleNamesDrug } from './rule-drugs';
import { patientContext, product } from './testing/patient';
import type { PatientContext } from './types';

/** A 78-year-old woman with nothing else in the chart. */
const patient = (over: Partial<PatientContext> = {}): PatientContext => patientContext({ asOf: '2026-12-02', ageYears: 78, sex: 'female', ...over });
const adding = (...ids: string[]) => product(ids.join(' + '), ...ids);

const check = (ids: string[], over: Partial<PatientContext> = {}) => checkOlderAdults({ adding: adding(...ids), active: [], patient: patient(over) });
const ruleIds = (ids: string[], over: Partial<PatientContext> = {}) => check(ids, over).findings.map((f) => f.ruleId);

/** The chart holding the condition by its first code (SNOMED CT, else ICD-10-CM), as an import writes it. */
const coded = (c: BeersCondition) =>
  c.snomed.length > 0 ? { codings: [{ system: SNOMED_CT, code: c.snomed[0]! }] } : { codings: [{ system: ICD_10_CM, code: c.icd10[0]! }] };

describe('the Beers criteria are sourced data', () => {
  it.each(BEERS_ENTRIES.map((e) => [e.id, e] as const))('%s names its table and heading, its rationale and recommendation, and catalogue drugs', (_id, entry) => {
    expect(entry.source).toMatch(new RegExp(`^AGS Beers Criteria 2023 \\(J Am Geriatr Soc 2023;71:2052-2081\\), Table ${entry.table}: \\S`));
    expect(entry.rationale.length).toBeGreaterThan(10);
    expect(entry.recommendation).toMatch(/^Avoid/);
    expect(entry.table === 3).toBe(entry.condition !== undefined);
    expect(DRUGS.filter((d) => ruleNamesDrug(entry, d)).length).toBeGreaterThan(0);
    for (const id of [...(entry.drugs ?? []), ...(entry.except ?? [])]) expect(getDrugById(id), id).toBeDefined();
  });

  it('gives every criterion a unique id', () => {
    const ids = BEERS_ENTRIES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(Object.values(BEERS_CONDITIONS).map((c) => [c.id, c] as const))('condition %s has codes with their source and words to match', (_id, c) => {
    expect(c.snomed.length + c.icd10.length).toBeGreaterThan(0);
    expect(c.source).toMatch(/SNOMED CT|ICD-10-CM/);
    for (const code of c.snomed) expect(code).toMatch(/^\d{6,18}$/);
    for (const code of c.icd10) expect(code).toMatch(/^[A-Z]\d\d(\.\d{1,2})?$/);
  });
});

describe('Table 2 at 65 and over', () => {
  it.each(BEERS_TABLE_2.map((e) => [e.id, e] as const))('%s: a moderate finding at 78 with the Beers source, none at 64 or 60', (_id, entry) => {
    const drug = DRUGS.find((d) => ruleNamesDrug(entry, d))!;
    const found = check([drug.id]).findings.filter((f) => f.ruleId === entry.id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'older-adult', level: 'moderate', drugs: [drug.name], source: entry.source });
    expect(found[0]!.basis).toEqual([{ name: 'Age', value: 78, unit: 'a', date: '2026-12-02' }]);
    expect(check([drug.id], { ageYears: 64 })).toEqual({ findings: [], notChecked: [] });
    expect(check([drug.id], { ageYears: 60 })).toEqual({ findings: [], notChecked: [] });
  });

  it('applies from the 65th birthday', () => {
    expect(BEERS_MIN_AGE).toBe(65);
    expect(ruleIds(['zolpidem'], { ageYears: 65 })).toEqual(['beers.t2.z-drugs']);
  });

  it('gives the rationale and the recommendation, and says what the chart cannot tell', () => {
    const [ppi] = check(['omeprazole']).findings;
    expect(englishText(ppi!.message)).toBe('Omeprazole at age 78 (AGS Beers Criteria 2023, potentially inappropriate in older adults): risk of Clostridioides difficile infection, pneumonia, gastrointestinal malignancies, bone loss and fractures.');
    expect(englishText(ppi!.management!)).toMatch(/more than 8 weeks .* The chart does not record how long it will be taken\.$/);
    expect(englishText(check(['digoxin']).findings[0]!.management!)).toMatch(/0\.125 mg\/day \(the dose was not checked\)/);
  });

  it('stays silent for a drug without a Beers entry, at any age or none', () => {
    expect(check(['apixaban'])).toEqual({ findings: [], notChecked: [] });
    expect(check(['apixaban'], { ageYears: null })).toEqual({ findings: [], notChecked: [] });
  });

  it('names an unrecorded age once for a drug with a Beers entry, never assuming "under 65"', () => {
    const result = check(['diphenhydramine'], { ageYears: null });
    expect(result.findings).toEqual([]);
    expect(result.notChecked.map(englishText)).toEqual(['Age not recorded: the AGS Beers Criteria 2023 for Diphenhydramine were not checked.']);
  });

  it('does not count a second-generation antihistamine or a selective alpha blocker', () => {
    expect(check(['loratadine', 'cetirizine', 'tamsulosin'])).toEqual({ findings: [], notChecked: [] });
  });
});

describe('Table 3 where the chart holds the condition', () => {
  it.each(BEERS_TABLE_3.map((e) => [e.id, e] as const))('%s: fires with the coded condition, not without it, not at 64', (_id, entry) => {
    const drug = DRUGS.find((d) => ruleNamesDrug(entry, d))!;
    const sex = entry.sex ?? 'female';
    const conditions = [coded(entry.condition!)];
    const found = check([drug.id], { sex, conditions }).findings.filter((f) => f.ruleId === entry.id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ level: 'moderate', source: entry.source });
    expect(found[0]!.basis[1]).toMatchObject({ name: 'Condition' });
    expect(ruleIds([drug.id], { sex })).not.toContain(entry.id);
    expect(ruleIds([drug.id], { sex, conditions, ageYears: 64 })).toEqual([]);
  });

  it('matches heart failure by SNOMED CT, by ICD-10-CM under the category, and by words', () => {
    const hf = BEERS_CONDITIONS.heartFailure;
    expect(chartCondition(hf, [{ codings: [{ system: SNOMED_CT, code: '88805009', display: 'Chronic congestive heart failure' }] }])).toBeDefined();
    expect(chartCondition(hf, [{ codings: [{ system: ICD_10_CM, code: 'I50.22' }] }])).toBeDefined();
    expect(chartCondition(hf, [{ codings: [], text: 'Congestive heart failure' }])).toBeDefined();
    expect(chartCondition(hf, [{ codings: [{ system: ICD_10_CM, code: 'I51.9' }], text: 'Heart disease' }])).toBeUndefined();
    expect(chartCondition(BEERS_CONDITIONS.ulcer, [{ codings: [], text: 'Diabetic foot ulcer' }])).toBeUndefined();
  });

  it('says which condition and age it used', () => {
    const [f] = check(['diltiazem'], { conditions: [{ codings: [{ system: SNOMED_CT, code: '88805009', display: 'Chronic congestive heart failure' }] }] }).findings;
    expect(englishText(f!.message)).toBe('Diltiazem with heart failure at age 78 (AGS Beers Criteria 2023, drug–disease interaction): may promote fluid retention and worsen heart failure.');
    expect(f!.basis).toEqual([
      { name: 'Age', value: 78, unit: 'a', date: '2026-12-02' },
      { name: 'Condition', value: 'Chronic congestive heart failure', unit: '', date: null },
    ]);
  });

  it('keeps quetiapine out of the Parkinson criterion and the other sex out of sex-specific ones', () => {
    const parkinson = [coded(BEERS_CONDITIONS.parkinson)];
    expect(ruleIds(['quetiapine'], { conditions: parkinson })).not.toContain('beers.t3.parkinson.dopamine-antagonists');
    expect(ruleIds(['haloperidol'], { conditions: parkinson })).toContain('beers.t3.parkinson.dopamine-antagonists');
    expect(ruleIds(['diphenhydramine'], { sex: 'female', conditions: [coded(BEERS_CONDITIONS.bph)] })).not.toContain('beers.t3.bph-luts.anticholinergics');
    expect(ruleIds(['oxybutynin'], { sex: 'male', conditions: [coded(BEERS_CONDITIONS.bph)] })).toEqual([]);
  });

  it('finds a history of falls from a fracture the chart lists by name', () => {
    expect(ruleIds(['sertraline'], { conditions: [{ codings: [{ system: SNOMED_CT, code: '16114001', display: 'Fracture of ankle' }] }] })).toEqual(['beers.t3.falls.cns']);
  });
});

it('runs through checkForPatient as one of the registered families', () => {
  const result = checkForPatient({ adding: adding('lorazepam'), active: [], patient: patient() });
  expect(result.findings.map((f) => f.ruleId)).toContain('beers.t2.benzodiazepines');
});
