import { describe, expect, it } from 'vitest';
import { ICD_10_CM, SNOMED_CT } from '../../schemas/coding';
import { ALL_CODE_LISTS, ASCVD, ATC, ATRIAL_FIBRILLATION, CALCULATOR_LOINCS, DIABETES, listHas, STATIN_GROUPS, type CodeList } from './codes';

/** The codes of a list whose system has no source line in that list. */
const unsourced = (list: CodeList) => list.codes.filter((c) => !list.sources[c.system]?.trim());

describe('the calculators’ code lists', () => {
  it('name a source for every code system a list uses', () => {
    for (const list of ALL_CODE_LISTS) expect(unsourced(list), list.id).toEqual([]);
  });

  it('fail the source check for a code whose system has no source line', () => {
    const broken: CodeList = { id: 'x', codes: [{ system: ICD_10_CM, code: 'I48.0', display: 'Paroxysmal atrial fibrillation' }], sources: { [SNOMED_CT]: 'SNOMED CT' } };
    expect(unsourced(broken)).toHaveLength(1);
  });

  it('list each code once per list, with a display', () => {
    for (const list of ALL_CODE_LISTS) {
      const keys = list.codes.map((c) => `${c.system}|${c.code}`);
      expect(new Set(keys).size, list.id).toBe(keys.length);
      for (const c of list.codes) expect(c.display.trim(), `${list.id} ${c.code}`).not.toBe('');
    }
  });

  it('match ICD-10-CM subcodes and ATC codes below a group, SNOMED CT exactly', () => {
    expect(listHas(DIABETES, { system: ICD_10_CM, code: 'E11.9' })).toBe(true);
    expect(listHas(DIABETES, { system: ICD_10_CM, code: 'E110' })).toBe(false);
    expect(listHas(ATRIAL_FIBRILLATION, { system: ICD_10_CM, code: 'I48.11' })).toBe(true);
    // Atrial flutter is not atrial fibrillation.
    expect(listHas(ATRIAL_FIBRILLATION, { system: ICD_10_CM, code: 'I48.92' })).toBe(false);
    expect(listHas(ASCVD, { system: ICD_10_CM, code: 'I25.10' })).toBe(true);
    expect(listHas(STATIN_GROUPS, { system: ATC, code: 'C10AA05' })).toBe(true);
    expect(listHas(STATIN_GROUPS, { system: ATC, code: 'C10AB05' })).toBe(false);
    expect(listHas(DIABETES, { system: SNOMED_CT, code: '15777000' })).toBe(false);
  });

  it('ask for systolic pressure, the blood pressure panels, lipids, BMI and smoking status', () => {
    expect(CALCULATOR_LOINCS).toEqual(expect.arrayContaining(['8480-6', '85354-9', '55284-4', '2093-3', '2085-9', '39156-5', '72166-2']));
  });
});
