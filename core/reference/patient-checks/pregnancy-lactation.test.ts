import { describe, expect, it } from 'vitest';
import { SYNTHEA_INDEX, syntheaBundle } from '../../fhir/testing/synthea';
import { englishText } from '../../i18n/message';
import { LOINC, SNOMED_CT } from '../../schemas/coding';
import { isBlockingLevel } from '../clinical-levels';
import { LABEL_ACTIONS, LEVEL_OF_ACTION } from '../drug-interactions';
import { DRUGS, getDrugById } from '../drugs';
import { checkForPatient } from './check-patient';
import { checkPregnancyLactation } from './pregnancy-lactation';
import { CHILDBEARING_AGE, LACTATION_CODES, LACTATION_RULES, PREGNANCY_CODES, PREGNANCY_LACTATION_RULES, PREGNANCY_RULES } from './pregnancy-lactation-data';
import { ruleNamesDrug } from './rule-drugs';
import { patientContext, product } from './testing/patient';
import type { PatientContext, RecordedStatus } from './types';

const pregnant: RecordedStatus = { status: 'yes', date: '2026-10-01', evidence: 'Condition: Normal pregnancy (SNOMED 72892002)' };
const notPregnant: RecordedStatus = { status: 'no', date: '2026-10-01', evidence: 'Observation: Pregnancy status (LOINC 82810-3) = Not pregnant' };
const breastfeeding: RecordedStatus = { status: 'yes', date: '2026-11-20', evidence: 'Observation: Breastfeeding status (LOINC 63895-7) = Currently breastfeeding' };
const notBreastfeeding: RecordedStatus = { status: 'no', date: '2026-11-20', evidence: 'Observation: Breastfeeding status (LOINC 63895-7) = Not currently breastfeeding' };

/** A 30-year-old woman recorded as neither pregnant nor breastfeeding. */
const patient = (over: Partial<PatientContext> = {}): PatientContext =>
  patientContext({ asOf: '2026-12-02', ageYears: 30, sex: 'female', pregnancy: notPregnant, lactation: notBreastfeeding, ...over });
const adding = (...ids: string[]) => product(ids.join(' + '), ...ids);

const check = (ids: string[], over: Partial<PatientContext>) => checkPregnancyLactation({ adding: adding(...ids), active: [], patient: patient(over) });
const notChecked = (result: ReturnType<typeof check>) => result.notChecked.map(englishText);

describe('the pregnancy and breastfeeding rules are sourced data', () => {
  it.each(PREGNANCY_LACTATION_RULES.map((r) => [r.id, r] as const))('%s names its label section, an action, texts and catalogue drugs', (_id, rule) => {
    expect(rule.source).toMatch(/FDA (label|statin labels)/);
    expect(rule.source).toMatch(rule.applies === 'pregnancy' ? /Contraindications|Boxed Warning|8\.1/ : /8\.2 Lactation/);
    if (rule.applies === 'lactation') expect(rule.source).toMatch(/LactMed record/);
    expect(LABEL_ACTIONS).toContain(rule.action);
    expect(rule.reason.length).toBeGreaterThan(20);
    expect(rule.management.length).toBeGreaterThan(10);
    expect(DRUGS.filter((d) => ruleNamesDrug(rule, d)).length).toBeGreaterThan(0);
    for (const id of rule.drugs ?? []) expect(getDrugById(id), id).toBeDefined();
  });

  it('gives every rule a unique id of its family', () => {
    const ids = PREGNANCY_LACTATION_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of PREGNANCY_LACTATION_RULES) expect(r.id.startsWith(`${r.applies}.`)).toBe(true);
  });

  it('keeps a source and a meaning on every pregnancy and breastfeeding code', () => {
    for (const code of [...PREGNANCY_CODES, ...LACTATION_CODES]) {
      expect(code.source, code.code).toMatch(/\w{4,}/);
      expect([SNOMED_CT, LOINC, 'http://hl7.org/fhir/sid/icd-10-cm']).toContain(code.system);
      expect(code.role === 'question' ? code.status === undefined : code.status !== undefined, code.code).toBe(true);
    }
    expect(PREGNANCY_CODES.find((c) => c.code === '82810-3')?.role).toBe('question');
    expect(PREGNANCY_CODES.find((c) => c.code === 'LA15173-0')?.status).toBe('yes');
    expect(LACTATION_CODES.find((c) => c.code === '63895-7')?.role).toBe('question');
  });

  it('knows the pregnancy code the Synthea sample patients carry', () => {
    const pregnancyCodes = new Set(PREGNANCY_CODES.filter((c) => c.system === SNOMED_CT && c.status === 'yes').map((c) => c.code));
    const codings = SYNTHEA_INDEX.flatMap((row) =>
      syntheaBundle(row.path).entry.flatMap((e) => (e.resource.resourceType === 'Condition' ? ((e.resource.code as { coding?: { code: string; display?: string }[] } | undefined)?.coding ?? []) : [])),
    );
    const pregnancies = codings.filter((c) => /pregnan/i.test(c.display ?? '') && !/termination/i.test(c.display ?? ''));
    expect(pregnancies.length).toBeGreaterThan(0);
    for (const c of pregnancies) expect(pregnancyCodes.has(c.code), `${c.code} ${c.display}`).toBe(true);
  });
});

describe('pregnancy', () => {
  it.each(PREGNANCY_RULES.map((r) => [r.id, r] as const))('%s: fires in pregnancy at the label’s level, and not when not pregnant', (_id, rule) => {
    const drug = DRUGS.find((d) => ruleNamesDrug(rule, d))!;
    const found = check([drug.id], { pregnancy: pregnant }).findings.filter((f) => f.ruleId === rule.id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'pregnancy', level: LEVEL_OF_ACTION[rule.action], drugs: [drug.name], source: rule.source });
    expect(found[0]!.basis).toEqual([{ name: 'Pregnancy', value: pregnant.evidence, unit: '', date: '2026-10-01' }]);
    expect(check([drug.id], { pregnancy: notPregnant })).toEqual({ findings: [], notChecked: [] });
  });

  it('blocks the teratogens: warfarin and methotrexate contraindicated, valproate and every RAAS blocker major', () => {
    const level = (id: string) => check([id], { pregnancy: pregnant }).findings[0]?.level;
    expect(level('warfarin')).toBe('contraindicated');
    expect(level('methotrexate')).toBe('contraindicated');
    for (const id of ['valproate', 'lisinopril', 'losartan', 'sacubitril-valsartan', 'aliskiren']) {
      expect(level(id), id).toBe('major');
      expect(isBlockingLevel(level(id)!)).toBe(true);
    }
  });

  it('says what was found and what to do, in the label’s terms', () => {
    const [f] = check(['lisinopril'], { pregnancy: pregnant }).findings;
    expect(englishText(f!.message)).toBe('Lisinopril in pregnancy: drugs acting directly on the renin-angiotensin system reduce fetal kidney function and increase fetal and neonatal illness and death (oligohydramnios, skull hypoplasia, kidney failure).');
    expect(englishText(f!.management!)).toBe('Discontinue as soon as possible when pregnancy is detected.');
    expect(f!.source).toMatch(/Boxed Warning \(fetal toxicity\)/);
  });

  it('does not block statins: the FDA removed their pregnancy contraindication in 2021', () => {
    for (const statin of DRUGS.filter((d) => d.classes.includes('statin'))) {
      expect(check([statin.id], { pregnancy: pregnant }).findings, statin.id).toEqual([]);
    }
  });

  it('stays silent for a drug without a pregnancy rule', () => {
    expect(check(['acetaminophen'], { pregnancy: pregnant, lactation: breastfeeding })).toEqual({ findings: [], notChecked: [] });
    expect(check(['acetaminophen'], { pregnancy: null, lactation: null })).toEqual({ findings: [], notChecked: [] });
  });

  it('names an unrecorded pregnancy status for a woman who may be pregnant, never assuming "not pregnant"', () => {
    const result = check(['valproate'], { pregnancy: null });
    expect(result.findings).toEqual([]);
    expect(notChecked(result)).toEqual(['Pregnancy status not recorded: the pregnancy warnings of Valproate were not checked.']);
    expect(notChecked(check(['valproate'], { pregnancy: null, ageYears: null }))).toHaveLength(1);
    expect(notChecked(check(['valproate'], { pregnancy: null, sex: null }))).toHaveLength(1);
    expect(notChecked(check(['valproate'], { pregnancy: null, ageYears: CHILDBEARING_AGE.minYears }))).toHaveLength(1);
    expect(notChecked(check(['valproate'], { pregnancy: null, ageYears: CHILDBEARING_AGE.maxYears }))).toHaveLength(1);
  });

  it('asks nothing of a man, a girl under 12 or a woman over 55', () => {
    expect(check(['valproate'], { pregnancy: null, sex: 'male' })).toEqual({ findings: [], notChecked: [] });
    expect(check(['valproate'], { pregnancy: null, ageYears: 11 })).toEqual({ findings: [], notChecked: [] });
    expect(check(['valproate'], { pregnancy: null, ageYears: 56 })).toEqual({ findings: [], notChecked: [] });
  });
});

describe('breastfeeding', () => {
  it.each(LACTATION_RULES.map((r) => [r.id, r] as const))('%s: fires while breastfeeding, and not when not breastfeeding', (_id, rule) => {
    const drug = DRUGS.find((d) => ruleNamesDrug(rule, d))!;
    const found = check([drug.id], { lactation: breastfeeding }).findings.filter((f) => f.ruleId === rule.id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'lactation', level: LEVEL_OF_ACTION[rule.action], drugs: [drug.name] });
    expect(found[0]!.basis[0]).toMatchObject({ name: 'Breastfeeding', value: breastfeeding.evidence, date: '2026-11-20' });
    expect(check([drug.id], { lactation: notBreastfeeding }).findings.filter((f) => f.kind === 'lactation')).toEqual([]);
  });

  it('advises against a statin while breastfeeding although it does not block one in pregnancy', () => {
    const result = check(['atorvastatin'], { pregnancy: pregnant, lactation: breastfeeding });
    expect(result.findings.map((f) => [f.kind, f.level])).toEqual([['lactation', 'major']]);
    expect(englishText(result.findings[0]!.management!)).toBe('Breastfeeding is not recommended during treatment.');
  });

  it('names an unrecorded breastfeeding status for a woman who may be breastfeeding, not for a man', () => {
    expect(notChecked(check(['codeine'], { lactation: null }))).toEqual(['Breastfeeding status not recorded: the breastfeeding warnings of Codeine were not checked.']);
    expect(check(['codeine'], { lactation: null, sex: 'male' }).notChecked).toEqual([]);
  });

  it('names each ingredient of a combination the rule covers', () => {
    const result = check(['methotrexate', 'acetaminophen'], { pregnancy: pregnant, lactation: breastfeeding });
    expect(result.findings.map((f) => [f.ruleId, f.drugs])).toEqual([['pregnancy.methotrexate', ['Methotrexate']], ['lactation.methotrexate', ['Methotrexate']]]);
  });
});

it('runs through checkForPatient as one of the registered families', () => {
  const result = checkForPatient({ adding: adding('warfarin'), active: [], patient: patient({ pregnancy: pregnant }) });
  expect(result.findings.some((f) => f.ruleId === 'pregnancy.warfarin' && f.level === 'contraindicated')).toBe(true);
});
