import { describe, expect, it } from 'vitest';
import { englishText } from '../../i18n/message';
import { checkForPatient, PATIENT_CHECKS } from './check-patient';
import { checkRenal, inRenalRange } from './renal';
import { RENAL_CRITERIA_RULES, RENAL_RULES, type RenalRule } from './renal-data';
import { measured as measuredValue, patientContext, product } from './testing/patient';
import type { MeasuredValue, PatientContext, PatientFinding } from './types';

const AS_OF = '2026-12-02';

/** A value measured on 2026-11-20 (twelve days before AS_OF) unless told otherwise. */
const measured = (value: number, unit: string, date: string | null = '2026-11-20'): MeasuredValue => measuredValue(value, unit, { date });

/** A 60-year-old man of 72 kg with nothing else in the chart. */
const patient = (overrides: Partial<PatientContext> = {}): PatientContext => patientContext({ asOf: AS_OF, weightKg: measured(72, 'kg'), ...overrides });

/** Cockcroft-Gault for 60 years, male, 72 kg: CrCl = 80 / creatinine, so creatinine 80 / x gives x mL/min. */
const withCrcl = (crcl: number, overrides: Partial<PatientContext> = {}) => patient({ creatinineMgDl: measured(80 / crcl, 'mg/dL'), ...overrides });
const withEgfr = (egfr: number, overrides: Partial<PatientContext> = {}) => patient({ egfr: measured(egfr, 'mL/min/{1.73_m2}'), ...overrides });

const adding = (...ids: string[]) => product(ids.join(' / '), ...ids);
const run = (ids: string | string[], p: PatientContext) => checkRenal({ adding: adding(...[ids].flat()), active: [], patient: p });
const ids = (findings: readonly PatientFinding[]) => findings.map((f) => f.ruleId);

/** The drugs a rule covers, a class rule by one member of the class. */
function drugsOf(rule: RenalRule): string[] {
  return rule.drugs.length > 0 ? [...rule.drugs] : rule.classes!.map((c) => (c === 'nsaid' ? 'ibuprofen' : c));
}

const read = (rule: RenalRule, value: number) => (rule.measure === 'egfr' ? withEgfr(value) : withCrcl(value));

describe('the renal check, by the label’s kidney value', () => {
  it('blocks metformin at an eGFR of 22 (contraindicated) and names the eGFR and its date', () => {
    const { findings, notChecked } = run('metformin', withEgfr(22));
    expect(notChecked).toEqual([]);
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding).toMatchObject({ kind: 'renal', ruleId: 'renal.metformin.egfr-lt-30', level: 'contraindicated', drugs: ['Metformin'] });
    expect(englishText(finding!.message)).toBe('Metformin is contraindicated when the eGFR is below 30 mL/min/1.73 m² (this patient: 22 mL/min/1.73 m²).');
    expect(finding!.source).toMatch(/Glucophage.*4 Contraindications/);
    expect(finding!.basis).toEqual([{ name: 'eGFR', value: 22, unit: 'mL/min/{1.73_m2}', date: '2026-11-20' }]);
  });

  it('flags starting metformin at an eGFR of 30-44 as not recommended (major), and not at 45', () => {
    expect(run('metformin', withEgfr(30)).findings.map((f) => [f.ruleId, f.level])).toEqual([['renal.metformin.egfr-30-45', 'major']]);
    expect(run('metformin', withEgfr(44)).findings.map((f) => f.level)).toEqual(['major']);
    expect(run('metformin', withEgfr(29)).findings.map((f) => f.level)).toEqual(['contraindicated']);
    expect(run('metformin', withEgfr(45)).findings).toEqual([]);
  });

  it('contraindicates nitrofurantoin for an 84-year-old woman with a creatinine clearance of 25, from Cockcroft-Gault with its inputs', () => {
    // (140 - 84) × 50 kg / (72 × 1.32 mg/dL) × 0.85 = 25.05 mL/min
    const p = patient({ ageYears: 84, sex: 'female', weightKg: measured(50, 'kg', '2026-10-01'), creatinineMgDl: measured(1.32, 'mg/dL', '2026-11-15') });
    const { findings } = run('nitrofurantoin', p);
    expect(findings.map((f) => [f.ruleId, f.level])).toEqual([['renal.nitrofurantoin.crcl-lt-60', 'contraindicated']]);
    expect(englishText(findings[0]!.message)).toBe('Nitrofurantoin is contraindicated when the creatinine clearance is below 60 mL/min (this patient: 25 mL/min).');
    expect(findings[0]!.basis).toEqual([
      { name: 'Creatinine clearance (Cockcroft-Gault, calculated)', value: 25, unit: 'mL/min', date: '2026-11-15' },
      { name: 'Creatinine', value: 1.32, unit: 'mg/dL', date: '2026-11-15' },
      { name: 'Weight', value: 50, unit: 'kg', date: '2026-10-01' },
      { name: 'Age', value: 84, unit: 'a', date: AS_OF },
    ]);
    // A deceased patient's age is dated the day of death it was counted to (build-context.ts recordAge).
    const died = run('nitrofurantoin', { ...p, ageOn: '2016-12-10' });
    expect(died.findings[0]!.basis.at(-1)).toEqual({ name: 'Age', value: 84, unit: 'a', date: '2016-12-10' });
  });

  it('uses the latest recorded eGFR before calculating one, and says when it calculated it (CKD-EPI 2021)', () => {
    const recorded = run('metformin', withEgfr(50, { creatinineMgDl: measured(3, 'mg/dL') }));
    expect(recorded.findings).toEqual([]);
    // CKD-EPI 2021, 60-year-old man, creatinine 3.0 mg/dL → 23 mL/min/1.73 m².
    const calculated = run('metformin', patient({ creatinineMgDl: measured(3, 'mg/dL', '2026-11-01') }));
    expect(calculated.findings.map((f) => f.level)).toEqual(['contraindicated']);
    expect(calculated.findings[0]!.basis[0]).toEqual({ name: 'eGFR (CKD-EPI 2021, calculated from creatinine, age and sex)', value: 23, unit: 'mL/min/{1.73_m2}', date: '2026-11-01' });
  });

  it('doses by creatinine clearance, not eGFR, where the label does (a DOAC with only an eGFR is not checked)', () => {
    const { findings, notChecked } = run('rivaroxaban', withEgfr(20, { weightKg: null }));
    expect(findings).toEqual([]);
    expect(notChecked.map(englishText)).toEqual([
      'No creatinine in the chart: the renal dosing of Rivaroxaban was not checked.',
      'No weight in the chart: the renal dosing of Rivaroxaban was not checked.',
    ]);
  });

  it('gives the label’s adjusted dose as the management', () => {
    const [finding] = run('enoxaparin', withCrcl(25)).findings;
    expect(finding!.level).toBe('moderate');
    expect(englishText(finding!.management!)).toBe('Prophylaxis: 30 mg subcutaneously once daily; treatment: 1 mg/kg subcutaneously once daily.');
    expect(englishText(run('eplerenone', withCrcl(25)).findings[0]!.management!)).toBe('Do not use Eplerenone.');
  });

  it('checks every ingredient of a combination', () => {
    expect(ids(run(['sitagliptin', 'metformin'], withEgfr(40)).findings).sort()).toEqual(['renal.metformin.egfr-30-45', 'renal.sitagliptin.egfr-30-44']);
  });

  it('applies a class limit to every member but the one with a limit of its own', () => {
    expect(ids(run('naproxen', withEgfr(25)).findings)).toEqual(['renal.nsaid.egfr-lt-30']);
    expect(ids(run('ketorolac', withEgfr(25)).findings)).toEqual(['renal.ketorolac.egfr-lt-30']);
    expect(run('ketorolac', withEgfr(25)).findings[0]!.level).toBe('contraindicated');
  });

  it('says when a drug’s label doses by kidney function but its limits are not in the data', () => {
    const { findings, notChecked } = run('digoxin', withEgfr(92));
    expect(findings).toEqual([]);
    expect(notChecked.map(englishText)).toEqual(['The label of Digoxin adjusts its dose to kidney function, but its limits are not in the checked rules yet: check the label.']);
  });

  it('says nothing for a drug without a renal limit', () => {
    expect(run('atorvastatin', withEgfr(10))).toEqual({ findings: [], notChecked: [] });
  });
});

describe('apixaban’s dose-reduction criteria', () => {
  it('fires with two of age ≥ 80, weight ≤ 60 kg and creatinine ≥ 1.5 mg/dL, and names them', () => {
    const p = patient({ ageYears: 80, weightKg: measured(60, 'kg'), creatinineMgDl: measured(1.0, 'mg/dL') });
    const { findings } = run('apixaban', p);
    expect(findings.map((f) => [f.ruleId, f.level])).toEqual([['renal.apixaban.af-dose-criteria', 'moderate']]);
    expect(englishText(findings[0]!.message)).toContain('Apixaban: 2 of the label’s dose-reduction criteria are met');
    expect(findings[0]!.basis.map((b) => b.name)).toEqual(['Age', 'Weight', 'Creatinine']);
  });

  it('does not fire with one criterion, nor at 79 years, 61 kg and 1.4 mg/dL', () => {
    expect(run('apixaban', patient({ ageYears: 85, weightKg: measured(70, 'kg'), creatinineMgDl: measured(1.2, 'mg/dL') })).findings).toEqual([]);
    expect(run('apixaban', patient({ ageYears: 79, weightKg: measured(61, 'kg'), creatinineMgDl: measured(1.4, 'mg/dL') })).findings).toEqual([]);
  });

  it('names a missing criterion only when it could decide', () => {
    const undecided = run('apixaban', patient({ ageYears: 85, weightKg: null, creatinineMgDl: measured(1.0, 'mg/dL') }));
    expect(undecided.findings).toEqual([]);
    expect(undecided.notChecked.map(englishText)).toEqual(['No weight in the chart: the renal dosing of Apixaban was not checked.']);
    expect(run('apixaban', patient({ ageYears: 85, weightKg: measured(55, 'kg'), creatinineMgDl: null })).findings).toHaveLength(1);
    expect(run('apixaban', patient({ creatinineMgDl: null }))).toEqual({ findings: [], notChecked: [] });
  });
});

describe('missing and old values are said, never taken as normal', () => {
  it('names the missing eGFR or creatinine', () => {
    const { findings, notChecked } = run('metformin', patient());
    expect(findings).toEqual([]);
    expect(notChecked.map(englishText)).toEqual(['No eGFR or creatinine in the chart: the renal dosing of Metformin was not checked.']);
  });

  it('names age and sex when the eGFR must be calculated without them', () => {
    const { notChecked } = run('metformin', patient({ ageYears: null, sex: null, creatinineMgDl: measured(1, 'mg/dL') }));
    expect(notChecked.map(englishText)).toEqual([
      'No age in the chart: the renal dosing of Metformin was not checked.',
      'No sex in the chart: the renal dosing of Metformin was not checked.',
    ]);
  });

  it('names each Cockcroft-Gault input that is missing', () => {
    const { notChecked } = run('nitrofurantoin', patient({ weightKg: null, creatinineMgDl: null }));
    expect(notChecked.map(englishText)).toEqual([
      'No creatinine in the chart: the renal dosing of Nitrofurantoin was not checked.',
      'No weight in the chart: the renal dosing of Nitrofurantoin was not checked.',
    ]);
  });

  it('does not apply the adult limits to a child', () => {
    const { findings, notChecked } = run('gabapentin', withCrcl(20, { ageYears: 12 }));
    expect(findings).toEqual([]);
    expect(notChecked.map(englishText)).toEqual(['The renal limits of Gabapentin are for adults and were not checked for a patient under 18.']);
  });

  it('states an eGFR older than the metformin label’s yearly check as stale, and a recent one not', () => {
    const old = run('metformin', withEgfr(25, { egfr: measured(25, 'mL/min/{1.73_m2}', '2025-10-01') })).findings[0]!;
    expect(old.basis[0]!.stale && englishText(old.basis[0]!.stale)).toBe('measured 14 months ago; the source asks for a value within 12 months');
    expect(run('metformin', withEgfr(25)).findings[0]!.basis[0]!.stale).toBeUndefined();
    const undated = run('metformin', withEgfr(25, { egfr: measured(25, 'mL/min/{1.73_m2}', null) })).findings[0]!;
    expect(undated.basis[0]!.stale).toBeDefined();
  });

  it('states a calculated eGFR from an old creatinine as stale too', () => {
    const { findings } = run('metformin', patient({ creatinineMgDl: measured(3, 'mg/dL', '2024-06-01') }));
    expect(findings[0]!.basis[0]!.stale).toBeDefined();
  });
});

describe('every rule, at its edges and with normal kidneys', () => {
  // A step just across each bound: eGFR is reported in whole numbers, CrCl to one decimal.
  const step = (rule: RenalRule) => (rule.measure === 'egfr' ? 1 : 0.1);

  const edges = RENAL_RULES.flatMap((rule) => {
    const { below, atMost, atLeast, above } = rule.range;
    const s = step(rule);
    const cases: [number, boolean][] = [];
    if (below !== undefined) cases.push([below - s, true], [below, false]);
    if (atMost !== undefined) cases.push([atMost, true], [atMost + s, false]);
    if (atLeast !== undefined) cases.push([atLeast, true], [atLeast - s, false]);
    if (above !== undefined) cases.push([above + s, true], [above, false]);
    return cases.map(([value, fires]) => ({ rule, value: Math.round(value * 10) / 10, fires }));
  });

  it.each(edges.map((e) => [e.rule.id, e.value, e.fires, e] as const))('%s at %s fires: %s', (_id, _value, fires, { rule, value }) => {
    for (const id of drugsOf(rule)) {
      const { findings } = run(id, read(rule, value));
      expect(ids(findings).includes(rule.id)).toBe(fires);
    }
  });

  it('reads the CrCl the tests construct as constructed (80 / creatinine)', () => {
    expect(run('enoxaparin', withCrcl(29.9)).findings[0]!.basis[0]!.value).toBe(29.9);
  });

  const everyDrug = [...new Set([...RENAL_RULES.flatMap(drugsOf), ...RENAL_CRITERIA_RULES.flatMap((r) => r.drugs)])];

  it.each(everyDrug)('%s: no finding and nothing unchecked for a 60-year-old with normal kidneys (eGFR 92, CrCl 92)', (id) => {
    const p = patient({ egfr: measured(92, 'mL/min/{1.73_m2}'), creatinineMgDl: measured(80 / 92, 'mg/dL') });
    expect(run(id, p)).toEqual({ findings: [], notChecked: [] });
  });

  it('runs through checkForPatient', () => {
    expect(PATIENT_CHECKS).toContain(checkRenal);
    const result = checkForPatient({ adding: adding('metformin'), active: [], patient: withEgfr(22) });
    expect(result.findings.map((f) => f.ruleId)).toContain('renal.metformin.egfr-lt-30');
  });
});

describe('inRenalRange', () => {
  it('keeps the label’s strict and inclusive bounds apart', () => {
    expect(inRenalRange(30, { below: 30 })).toBe(false);
    expect(inRenalRange(30, { atMost: 30 })).toBe(true);
    expect(inRenalRange(15, { above: 15, below: 30 })).toBe(false);
    expect(inRenalRange(15, { atLeast: 15, below: 30 })).toBe(true);
  });
});
