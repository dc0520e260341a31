import { describe, expect, it } from 'vitest';
import { DRUG_CLASSES, getDrugById } from '../drugs';
import { inRenalRange } from './renal';
import { describeRenalRange, RENAL_CRITERIA_RULES, RENAL_RULES, RENAL_UNCONFIRMED, renalRuleSummaries, type RenalRule } from './renal-data';

/** A label section or named part of a label, and the year of the label read. */
const CITES_SECTION = /(\b\d+(\.\d+)?\s+[A-Z]|Contraindications|Dosage and Administration|Boxed Warning|KDIGO)/;
const CITES_YEAR = /\b(19|20)\d{2}\b/;

/** What is wrong with a rule as data: every rule names its source (section and year), its threshold and what to do. */
function problems(rule: RenalRule): string[] {
  const found: string[] = [];
  if (!rule.source.trim()) found.push('no source');
  else {
    if (!CITES_SECTION.test(rule.source)) found.push('source names no section');
    if (!CITES_YEAR.test(rule.source)) found.push('source names no year');
  }
  const bounds = [rule.range.below, rule.range.atMost, rule.range.atLeast, rule.range.above].filter((b) => b !== undefined);
  if (bounds.length === 0) found.push('no threshold');
  if (bounds.some((b) => !Number.isFinite(b) || b < 0)) found.push('a threshold that is not a clearance');
  if (rule.range.below !== undefined && rule.range.atMost !== undefined) found.push('two upper bounds');
  if (rule.range.atLeast !== undefined && rule.range.above !== undefined) found.push('two lower bounds');
  if (!rule.management.trim()) found.push('no management');
  if (rule.level !== undefined && !rule.levelReason) found.push('a level other than its action’s, without a reason');
  if (rule.drugs.length === 0 && !rule.classes?.length) found.push('no drug');
  if (!/^renal\.[a-z0-9-]+\.[a-z0-9-]+$/.test(rule.id)) found.push('id not renal.<drug>.<range>');
  return found;
}

describe('the renal rules as data', () => {
  it('each names its source with a section and year, a threshold and a management', () => {
    expect(RENAL_RULES.filter((rule) => problems(rule).length > 0).map((rule) => [rule.id, problems(rule)])).toEqual([]);
    for (const rule of RENAL_CRITERIA_RULES) {
      expect(rule.source).toMatch(CITES_SECTION);
      expect(rule.source).toMatch(CITES_YEAR);
      expect(rule.minimumMet).toBeGreaterThan(0);
    }
  });

  it('the check fails a rule without a source or a threshold', () => {
    const rule = RENAL_RULES[0]!;
    expect(problems({ ...rule, source: '' })).toContain('no source');
    expect(problems({ ...rule, source: 'Somebody said so' })).toEqual(['source names no section', 'source names no year']);
    expect(problems({ ...rule, range: {} })).toContain('no threshold');
  });

  it('has unique ids', () => {
    const all = [...RENAL_RULES, ...RENAL_CRITERIA_RULES].map((rule) => rule.id);
    expect(all.length).toBe(new Set(all).size);
  });

  it('names catalogue drugs and classes', () => {
    const drugs = [...RENAL_RULES, ...RENAL_CRITERIA_RULES].flatMap((rule) => [...rule.drugs, ...('except' in rule ? (rule.except ?? []) : [])]);
    expect(drugs.filter((id) => !getDrugById(id))).toEqual([]); // a rule for a drug the catalogue lacks could never fire
    const classes = new Set<string>(DRUG_CLASSES.map((c) => c.id));
    expect(RENAL_RULES.flatMap((rule) => rule.classes ?? []).filter((c) => !classes.has(c))).toEqual([]);
  });

  it('lists as unconfirmed only catalogue drugs that have no rule, each with the reason', () => {
    const ruled = new Set([...RENAL_RULES, ...RENAL_CRITERIA_RULES].flatMap((rule) => rule.drugs));
    expect(RENAL_UNCONFIRMED.filter((entry) => !getDrugById(entry.drug) || ruled.has(entry.drug) || !entry.why.trim())).toEqual([]);
  });

  it('never gives one drug two limits for the same value (bands do not overlap)', () => {
    const overlaps: string[] = [];
    const byDrugAndMeasure = new Map<string, RenalRule[]>();
    for (const rule of RENAL_RULES) {
      for (const drug of [...rule.drugs, ...(rule.classes ?? [])]) {
        const key = `${drug} ${rule.measure}`;
        byDrugAndMeasure.set(key, [...(byDrugAndMeasure.get(key) ?? []), rule]);
      }
    }
    for (const [key, rules] of byDrugAndMeasure) {
      for (let value = 0; value <= 200; value += 0.1) {
        const hits = rules.filter((rule) => inRenalRange(Math.round(value * 10) / 10, rule.range));
        if (hits.length > 1) overlaps.push(`${key} at ${value.toFixed(1)}: ${hits.map((h) => h.id).join(', ')}`);
      }
    }
    expect(overlaps).toEqual([]);
  });

  it('lists every rule for the README with drug, threshold, level and source', () => {
    const rows = renalRuleSummaries();
    expect(rows).toHaveLength(RENAL_RULES.length + RENAL_CRITERIA_RULES.length);
    expect(rows.find((r) => r.id === 'renal.metformin.egfr-lt-30')).toEqual({
      id: 'renal.metformin.egfr-lt-30',
      drugs: ['metformin'],
      threshold: 'eGFR < 30 mL/min/1.73 m²',
      level: 'contraindicated',
      source: expect.stringContaining('Glucophage'),
    });
    expect(describeRenalRange('crcl', { atLeast: 15, atMost: 50 })).toBe('CrCl (Cockcroft-Gault) ≥ 15 and ≤ 50 mL/min');
    expect(rows.find((r) => r.id === 'renal.nsaid.egfr-lt-30')!.drugs).toEqual(['class: nsaid']);
  });
});
