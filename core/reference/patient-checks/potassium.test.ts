import { describe, expect, it } from 'vitest';
import { englishText } from '../../i18n/message';
import { DRUG_CLASSES, DRUGS, getDrugById } from '../drugs';
import { PATIENT_CHECKS } from './check-patient';
import { checkPotassium, potassiumEntryFor } from './potassium';
import { AWAITING_CATALOGUE, DEFAULT_POTASSIUM_UPPER_LIMIT, LEVEL_OF_POTASSIUM_ACTION, POTASSIUM_ENTRIES, type PotassiumEntry } from './potassium-data';
import { checkInput, measured, patientContext, product } from './testing/patient';
import type { MeasuredValue } from './types';

const withK = (value: number, over: Partial<MeasuredValue> = {}) => patientContext({ potassium: measured(value, 'mmol/L', { referenceHigh: 5.1, ...over }) });
const check = (patient: ReturnType<typeof patientContext>, ...ids: string[]) => checkPotassium(checkInput(product(ids.join(' + '), ...ids), [], patient));

describe('a label with its own potassium limit', () => {
  it('eplerenone above 5.5 mmol/L: contraindicated by its label, major, with the value and date', () => {
    const { findings, notChecked } = check(withK(5.6), 'eplerenone');
    expect(notChecked).toEqual([]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: 'potassium', ruleId: 'potassium.eplerenone.gt-5.5', level: 'major', drugs: ['Eplerenone'], basis: [{ name: 'Potassium', value: 5.6, unit: 'mmol/L', date: '2026-11-01' }] });
    expect(englishText(findings[0]!.message)).toBe(
      'Eplerenone: the latest potassium, 5.6 mmol/L, is above 5.5 mmol/L, the label’s limit. Its label contraindicates starting it with a serum potassium above 5.5 mmol/L.',
    );
    expect(findings[0]!.source).toContain('Inspra');
  });

  it('eplerenone at exactly 5.5 is not above the label’s limit but above the range: moderate; 5.0 is neither', () => {
    expect(check(withK(5.5), 'eplerenone').findings.map((f) => [f.ruleId, f.level])).toEqual([['potassium.eplerenone.above-range', 'moderate']]);
    expect(check(withK(5.0), 'eplerenone').findings).toEqual([]);
  });

  it('amiloride above 5.5 mmol/L is major', () => {
    expect(check(withK(5.7), 'amiloride').findings.map((f) => [f.ruleId, f.level])).toEqual([['potassium.amiloride.gt-5.5', 'major']]);
  });
});

describe('a label that contraindicates the drug in hyperkalemia', () => {
  it('spironolactone above the record’s reference range is major; at the top of the range it is not', () => {
    const [finding] = check(withK(5.2), 'spironolactone').findings;
    expect(finding).toMatchObject({ ruleId: 'potassium.spironolactone.above-range', level: 'major' });
    expect(englishText(finding!.message)).toContain('above 5.1 mmol/L, the top of the record’s reference range');
    expect(check(withK(5.1), 'spironolactone').findings).toEqual([]);
  });

  it('uses 5.0 mmol/L when the record has no reference range, and cites where that comes from', () => {
    const noRange = patientContext({ potassium: measured(5.05, 'mmol/L') });
    const [finding] = check(noRange, 'potassium-chloride').findings;
    expect(finding).toMatchObject({ ruleId: 'potassium.potassium-supplement.above-range', level: 'major' });
    expect(englishText(finding!.message)).toContain('5.0 mmol/L, the usual upper limit (the record gives no reference range)');
    expect(finding!.source).toContain(DEFAULT_POTASSIUM_UPPER_LIMIT.source);
    expect(check(patientContext({ potassium: measured(5.0, 'mmol/L') }), 'potassium-chloride').findings).toEqual([]);
  });
});

describe('a drug whose label asks for potassium monitoring', () => {
  it.each(['lisinopril', 'losartan', 'sacubitril-valsartan', 'aliskiren', 'trimethoprim', 'tacrolimus', 'ibuprofen'])('%s above the range is moderate', (id) => {
    const [finding, ...rest] = check(withK(5.4), id).findings;
    expect(rest).toEqual([]);
    expect(finding?.level).toBe('moderate');
    expect(finding?.ruleId).toMatch(/\.above-range$/);
  });

  it('reads mEq/L as mmol/L', () => {
    expect(check(patientContext({ potassium: measured(5.4, 'mEq/L', { referenceHigh: 5.0 }) }), 'lisinopril').findings).toHaveLength(1);
  });
});

describe('what does not alert', () => {
  it('a normal potassium with every potassium-raising drug, and a high one with a drug that does not raise it', () => {
    for (const id of ['eplerenone', 'spironolactone', 'amiloride', 'triamterene', 'potassium-chloride', 'lisinopril', 'trimethoprim-sulfamethoxazole']) {
      expect(check(withK(4.2), id)).toEqual({ findings: [], notChecked: [] });
    }
    expect(check(withK(6.2), 'amlodipine', 'furosemide')).toEqual({ findings: [], notChecked: [] });
  });
});

describe('without a usable potassium', () => {
  it('names each potassium-raising drug’s limit as not checked, never assumed normal', () => {
    const { findings, notChecked } = check(patientContext(), 'lisinopril', 'hydrochlorothiazide');
    expect(findings).toEqual([]);
    expect(notChecked.map(englishText)).toEqual(['No potassium in the chart: the potassium limit of Lisinopril was not checked.']);
  });

  it('does not compare a value in another unit', () => {
    const { findings, notChecked } = check(patientContext({ potassium: measured(20, 'mg/dL') }), 'spironolactone');
    expect(findings).toEqual([]);
    expect(notChecked.map(englishText)).toEqual(['No potassium in mmol/L (the record has mg/dL) in the chart: the potassium limit of Spironolactone was not checked.']);
  });
});

/** What is wrong with an entry: no rules, a rule without a source or a limit, a drug or class the catalogue lacks. */
function problems(entry: PotassiumEntry): string[] {
  const drugs = new Set(DRUGS.map((d) => d.id));
  const classes = new Set<string>(DRUG_CLASSES.map((c) => c.id));
  return [
    ...(entry.rules.length ? [] : ['no rules']),
    ...entry.rules.flatMap((rule) => [
      ...(rule.source.trim() ? [] : [`${rule.id}: no source`]),
      ...(rule.above === 'reference' || (Number.isFinite(rule.above) && rule.above > 0) ? [] : [`${rule.id}: no limit`]),
      ...(rule.says.trim() ? [] : [`${rule.id}: no text`]),
    ]),
    ...(entry.drugs ?? []).filter((id) => !drugs.has(id) && !AWAITING_CATALOGUE.includes(id)).map((id) => `unknown drug ${id}`),
    ...(entry.classes ?? []).filter((id) => !classes.has(id)).map((id) => `unknown class ${id}`),
    ...(entry.drugs?.length || entry.classes?.length ? [] : ['matches nothing']),
  ];
}

describe('the potassium data', () => {
  it('gives every rule a source, a limit and a level, and names catalogue drugs and classes', () => {
    expect(POTASSIUM_ENTRIES.flatMap((entry) => problems(entry).map((p) => `${entry.id}: ${p}`))).toEqual([]);
    expect(new Set(POTASSIUM_ENTRIES.map((e) => e.id)).size).toBe(POTASSIUM_ENTRIES.length);
    for (const entry of POTASSIUM_ENTRIES) for (const rule of entry.rules) expect(LEVEL_OF_POTASSIUM_ACTION[rule.action]).toBeDefined();
    const bad: PotassiumEntry = { id: 'x', drugs: ['lisinopril'], rules: [{ id: 'r', above: 5.5, action: 'monitor', says: 'x', source: '' }] };
    expect(problems(bad)).toEqual(['r: no source']);
  });

  it('runs with every patient check', () => {
    expect(PATIENT_CHECKS).toContain(checkPotassium);
  });

  it('keeps its list of drugs awaiting the catalogue true', () => {
    expect(AWAITING_CATALOGUE.filter((id) => getDrugById(id))).toEqual([]);
  });

  it('matches a drug by its own entry before its class (eplerenone before any MRA entry)', () => {
    expect(potassiumEntryFor(getDrugById('eplerenone')!)?.id).toBe('eplerenone');
    expect(potassiumEntryFor(getDrugById('enalapril')!)?.id).toBe('acei');
    expect(potassiumEntryFor(getDrugById('metformin')!)).toBeUndefined();
  });
});
