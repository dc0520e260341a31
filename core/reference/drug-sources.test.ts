import { describe, expect, it } from 'vitest';
import { DRUG_CLASSES, DRUGS, ENZYMES } from './drugs';
import type { Drug, DrugClassId, DrugClassInfo } from './drugs';

// Every fact of the catalogue names its source (issue 34, DESIGN.md §9): the codes' tables, each
// class membership (the drug's ATC group, the class's membership criterion or the drug's own
// citation) and each enzyme role. Codes no public table confirmed are flagged and listed here.

const CLASS_BY_ID = new Map<string, DrugClassInfo>(DRUG_CLASSES.map((drugClass) => [drugClass.id, drugClass]));

/** Why a drug belongs to a class, or undefined when nothing says so. */
function membershipSource(drug: Drug, classId: DrugClassId): string | undefined {
  const drugClass = CLASS_BY_ID.get(classId);
  const atcGroup = drugClass?.atc?.find((prefix) => drug.atc.some((code) => code.startsWith(prefix)));
  if (atcGroup) return `WHO ATC ${atcGroup}`;
  return drug.classSources?.[classId] ?? drugClass?.membership;
}

// The drugs whose RxCUI or ATC code no public table confirmed (to be confirmed in RxNav / the WHO index).
const RXCUI_UNVERIFIED = [
  'acyclovir', 'bisacodyl', 'canagliflozin', 'docusate', 'finerenone', 'fluticasone', 'icosapent-ethyl', 'lactobacillus-acidophilus', 'levocetirizine', 'linaclotide',
  'linagliptin', 'nirmatrelvir-ritonavir', 'omega-3-acid-ethyl-esters', 'phloroglucinol', 'polyethylene-glycol-3350', 'polymyxin-b',
  'rimegepant', 'senna', 'thyroid', 'umeclidinium', 'valacyclovir', 'vilanterol',
];
const ATC_UNVERIFIED = ['butalbital', 'icosapent-ethyl', 'lactobacillus-acidophilus'];

describe('catalogue sources (issue 34)', () => {
  it.each(DRUGS.map((drug) => [drug.id, drug] as const))('%s: codes are well formed and name the table they were confirmed in', (_id, drug) => {
    expect(drug.codeSource.trim().length).toBeGreaterThan(10);
    for (const rxcui of drug.rxcuis) expect(rxcui).toMatch(/^\d{1,8}$/);
    for (const code of drug.atc) expect(code).toMatch(/^[A-Z]\d\d[A-Z][A-Z]\d\d$/);
    if (!drug.rxcuiUnverified) expect(drug.rxcuis.length).toBeGreaterThan(0);
    if (!drug.atcUnverified) expect(drug.atc.length).toBeGreaterThan(0);
  });

  it('lists every drug whose codes are unconfirmed, so none goes unnoticed', () => {
    expect(DRUGS.filter((drug) => drug.rxcuiUnverified).map((drug) => drug.id).sort()).toEqual([...RXCUI_UNVERIFIED].sort());
    expect(DRUGS.filter((drug) => drug.atcUnverified).map((drug) => drug.id).sort()).toEqual([...ATC_UNVERIFIED].sort());
  });

  it('gives every class membership a source', () => {
    const unsourced = DRUGS.flatMap((drug) => drug.classes.filter((classId) => !membershipSource(drug, classId)).map((classId) => `${drug.id} in ${classId}`));
    expect(unsourced).toEqual([]);
  });

  it('cites only classes the drug belongs to', () => {
    const stray = DRUGS.flatMap((drug) => Object.keys(drug.classSources ?? {}).filter((classId) => !drug.classes.includes(classId as DrugClassId)).map((classId) => `${drug.id}: ${classId}`));
    expect(stray).toEqual([]);
  });

  it('gives every enzyme or transporter role a source', () => {
    for (const drug of DRUGS) {
      for (const role of drug.roles ?? []) {
        expect(ENZYMES, drug.id).toContain(role.enzyme);
        expect(role.source.trim().length, `${drug.id} ${role.enzyme} ${role.role}`).toBeGreaterThan(10);
      }
    }
  });

  it('fails a membership that nothing supports', () => {
    const invented: Drug = { id: 'x', name: 'X', rxcuis: ['1'], atc: ['C10AA01'], codeSource: 'test table', brandNames: [], classes: ['statin', 'opioid'] };
    expect(membershipSource(invented, 'statin')).toBe('WHO ATC C10AA');
    expect(membershipSource(invented, 'opioid')).toBeUndefined();
    expect(membershipSource({ ...invented, classSources: { opioid: 'FDA label (x), 12.1' } }, 'opioid')).toBe('FDA label (x), 12.1');
  });
});
