import { describe, expect, it } from 'vitest';
import {
  DRUG_CLASSES,
  DRUGS,
  MAX_MEDICATIONS,
  SUGGESTED_DRUGS,
  addMedication,
  findDrug,
  getDrugById,
  removeMedication,
  resolveDrug,
  suggestDrugs,
} from './drugs';
import { CLINICAL_LEVELS } from './clinical-levels';
import {
  INTERACTION_RULES,
  INTERACTION_TABLE,
  LABEL_ACTIONS,
  LEVEL_OF_ACTION,
  SEVERITY_OF_ACTION,
  SEVERITY_OF_LEVEL,
  NO_INTERACTIONS_MESSAGE,
  SEVERITIES,
  findInteractions,
  getInteraction,
} from './drug-interactions';

const SPEC_INTERACTIONS = [
  { drugs: ['Warfarin', 'Aspirin'], severity: 'severe', mentions: [/bleeding/i] },
  { drugs: ['Simvastatin', 'Amlodipine'], severity: 'moderate', mentions: [/simvastatin levels/i] },
  // The spec grades this pair moderate; the labels say "in general, avoid combined use of RAS
  // inhibitors", so the one severity rule makes it severe (docs/decisions/0008, 2026-11-25).
  { drugs: ['Lisinopril', 'Losartan'], severity: 'severe', mentions: [/hypotension/i, /hyperkal/i, /renal impairment/i] },
  { drugs: ['Metformin', 'Furosemide'], severity: 'mild', mentions: [/lactic acidosis/i] },
  { drugs: ['Levothyroxine', 'Omeprazole'], severity: 'mild', mentions: [/absorption/i] },
] as const;

const names = (list: readonly { name: string }[]): string[] => list.map((drug) => drug.name);

describe("the spec's five built-in interactions (spec §9)", () => {
  it.each(SPEC_INTERACTIONS)('$drugs.0 + $drugs.1 is $severity and describes the risk the spec names', ({ drugs, severity, mentions }) => {
    const interaction = getInteraction(drugs[0], drugs[1]);
    expect(interaction?.severity).toBe(severity);
    for (const pattern of mentions) expect(interaction?.description).toMatch(pattern);
  });

  it.each(SPEC_INTERACTIONS)('$drugs.0 + $drugs.1 shows when both are selected, in either order', ({ drugs, severity }) => {
    for (const selection of [[drugs[0], drugs[1]], [drugs[1], drugs[0]]]) {
      const results = findInteractions(selection);
      expect(results).toHaveLength(1);
      expect(results[0]?.severity).toBe(severity);
      expect([...(results[0]?.drugNames ?? [])].sort()).toEqual([...drugs].sort());
    }
  });

  it('looks a pair up symmetrically and case-insensitively', () => {
    expect(getInteraction('Aspirin', 'Warfarin')).toBe(getInteraction('Warfarin', 'Aspirin'));
    expect(getInteraction('WARFARIN', ' aspirin ')).toBe(getInteraction('Warfarin', 'Aspirin'));
  });

  it('has no interaction of a drug with itself or with an unknown name', () => {
    expect(getInteraction('Warfarin', 'Coumadin')).toBeUndefined();
    expect(getInteraction('Warfarin', 'not-a-drug')).toBeUndefined();
  });
});

describe('brand, alias and class names', () => {
  it('resolves brand names and international aliases to the generic drug', () => {
    expect(findDrug('Coumadin')?.id).toBe('warfarin');
    expect(findDrug('zocor')?.id).toBe('simvastatin');
    expect(findDrug('Norvasc')?.id).toBe('amlodipine');
    expect(findDrug('paracetamol')?.id).toBe('acetaminophen');
    expect(findDrug('frusemide')?.id).toBe('furosemide');
  });

  it('finds the interaction when brand names are used', () => {
    expect(getInteraction('Coumadin', 'Ecotrin')?.severity).toBe('severe');
    expect(getInteraction('Zocor', 'Norvasc')?.severity).toBe('moderate');
    expect(findInteractions(['Synthroid', 'Prilosec']).map((result) => result.severity)).toEqual(['mild']);
  });

  it('resolves a class name to every drug of the class', () => {
    expect(names(resolveDrug('statins')).sort()).toEqual(['Atorvastatin', 'Lovastatin', 'Pravastatin', 'Rosuvastatin', 'Simvastatin']);
    expect(names(resolveDrug('ACE inhibitors')).sort()).toEqual(['Benazepril', 'Captopril', 'Enalapril', 'Lisinopril', 'Ramipril']);
    expect(names(resolveDrug('NSAID'))).toEqual(expect.arrayContaining(['Ibuprofen', 'Naproxen', 'Diclofenac']));
  });

  it('prefers the drug when a name is both a drug and a class, and returns [] for unknown text', () => {
    expect(names(resolveDrug('Warfarin'))).toEqual(['Warfarin']);
    expect(resolveDrug('')).toEqual([]);
    expect(resolveDrug('unobtainium')).toEqual([]);
  });

  it('gives every generic, brand and alias name exactly one drug', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const drug of DRUGS) {
      for (const name of new Set([drug.id, drug.name, ...drug.brandNames, ...(drug.aliases ?? [])].map((n) => n.toLowerCase()))) {
        const previous = owner.get(name);
        if (previous && previous !== drug.id) clashes.push(`${name}: ${previous} / ${drug.id}`);
        owner.set(name, drug.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('gives every class id, name and alias exactly one class', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const drugClass of DRUG_CLASSES) {
      for (const name of new Set([drugClass.id, drugClass.name, ...drugClass.aliases].map((n) => n.toLowerCase()))) {
        const previous = owner.get(name);
        if (previous && previous !== drugClass.id) clashes.push(`${name}: ${previous} / ${drugClass.id}`);
        owner.set(name, drugClass.id);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('suggestions (spec §5)', () => {
  it('has a built-in list of 20 distinct common drugs that all resolve, including the spec pairs', () => {
    expect(SUGGESTED_DRUGS).toHaveLength(20);
    expect(new Set(SUGGESTED_DRUGS).size).toBe(20);
    for (const name of SUGGESTED_DRUGS) expect(findDrug(name), name).toBeDefined();
    for (const { drugs } of SPEC_INTERACTIONS) expect(SUGGESTED_DRUGS).toEqual(expect.arrayContaining([...drugs]));
  });

  it('suggests nothing until text is typed', () => {
    expect(suggestDrugs('', [])).toEqual([]);
    expect(suggestDrugs('   ', [])).toEqual([]);
  });

  it('matches by case-insensitive substring, anywhere in the name', () => {
    expect(suggestDrugs('war', [])).toContain('Warfarin');
    expect(suggestDrugs('WAR', [])).toContain('Warfarin');
    const statins = suggestDrugs('statin', []);
    expect(statins).toEqual(expect.arrayContaining(['Simvastatin', 'Atorvastatin']));
    for (const name of statins) expect(name.toLowerCase()).toContain('statin');
  });

  it('lists the built-in suggestions first and leaves out drugs already selected', () => {
    expect(suggestDrugs('statin', []).slice(0, 2)).toEqual(['Simvastatin', 'Atorvastatin']);
    expect(suggestDrugs('war', ['Warfarin'])).not.toContain('Warfarin');
    expect(suggestDrugs('war', ['Coumadin'])).not.toContain('Warfarin');
  });

  it('returns at most 10 suggestions by default', () => {
    expect(suggestDrugs('a', []).length).toBeLessThanOrEqual(10);
  });
});

describe('selecting medications (spec §4, §5)', () => {
  it('adds by generic or brand name and stores the generic name', () => {
    expect(addMedication([], 'warfarin')).toEqual({ ok: true, medications: ['Warfarin'] });
    expect(addMedication(['Warfarin'], 'Zocor')).toEqual({ ok: true, medications: ['Warfarin', 'Simvastatin'] });
  });

  it('refuses duplicates, including a brand of a drug already selected', () => {
    expect(addMedication(['Warfarin'], 'Warfarin')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addMedication(['Warfarin'], 'WARFARIN')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addMedication(['Warfarin'], 'Coumadin')).toEqual({ ok: false, reason: 'duplicate' });
  });

  it(`allows at most ${MAX_MEDICATIONS} medications`, () => {
    expect(MAX_MEDICATIONS).toBe(10);
    const ten = SUGGESTED_DRUGS.slice(0, 10);
    let selected: string[] = [];
    for (const name of ten) {
      const result = addMedication(selected, name);
      expect(result.ok).toBe(true);
      if (result.ok) selected = result.medications;
    }
    expect(selected).toHaveLength(10);
    expect(addMedication(selected, SUGGESTED_DRUGS[10] ?? 'Atorvastatin')).toEqual({ ok: false, reason: 'limit' });
  });

  it('refuses names that are not in the catalogue', () => {
    expect(addMedication([], 'unobtainium')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('removes a medication by generic or brand name', () => {
    expect(removeMedication(['Warfarin', 'Aspirin'], 'Coumadin')).toEqual(['Aspirin']);
    expect(removeMedication(['Warfarin', 'Aspirin'], 'Aspirin')).toEqual(['Warfarin']);
  });
});

describe('finding interactions (spec §4, §5, §8)', () => {
  it('looks nothing up with fewer than 2 distinct drugs selected', () => {
    expect(findInteractions([])).toEqual([]);
    expect(findInteractions(['Warfarin'])).toEqual([]);
    expect(findInteractions(['Warfarin', 'Coumadin'])).toEqual([]);
  });

  it('returns [] for drugs that do not interact, for which the page shows the spec text', () => {
    expect(findInteractions(['Ezetimibe', 'Metformin'])).toEqual([]);
    expect(NO_INTERACTIONS_MESSAGE).toBe('No drug interactions found between the selected medications.');
  });

  it('lists each interacting pair once, most severe first', () => {
    const results = findInteractions(['Warfarin', 'Aspirin', 'Simvastatin', 'Amlodipine', 'Metformin', 'Furosemide']);
    const keys = results.map((result) => result.drugs.join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    const ranks = results.map((result) => SEVERITIES.indexOf(result.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(results.map((result) => result.severity)).toEqual(expect.arrayContaining(['severe', 'moderate', 'mild']));
  });
});

describe('data integrity', () => {
  it('has at least 80 drugs with unique ids', () => {
    expect(DRUGS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(DRUGS.map((drug) => drug.id)).size).toBe(DRUGS.length);
  });

  it('has at least 150 interacting pairs, each of two different known drugs in sorted order, without duplicates', () => {
    expect(INTERACTION_TABLE.length).toBeGreaterThanOrEqual(150);
    const keys = new Set<string>();
    for (const pair of INTERACTION_TABLE) {
      const [a, b] = pair.drugs;
      expect(getDrugById(a), a).toBeDefined();
      expect(getDrugById(b), b).toBeDefined();
      expect(a < b, `${a}|${b}`).toBe(true);
      keys.add(`${a}|${b}`);
      expect(SEVERITIES).toContain(pair.severity);
      expect(pair.description.trim()).not.toBe('');
      expect(pair.management.trim()).not.toBe('');
    }
    expect(keys.size).toBe(INTERACTION_TABLE.length);
    // 2 580 pairs, about seven checks each: over 5 s on the shared 2-core machine under load.
  }, 20_000);

  it('references only known drugs and classes in its rules, with unique rule ids', () => {
    const classIds = new Set<string>(DRUG_CLASSES.map((drugClass) => drugClass.id));
    expect(new Set(INTERACTION_RULES.map((rule) => rule.id)).size).toBe(INTERACTION_RULES.length);
    for (const rule of INTERACTION_RULES) {
      for (const side of [rule.a, rule.b]) {
        for (const id of side.drugs ?? []) expect(getDrugById(id), `${rule.id}: ${id}`).toBeDefined();
        for (const id of side.classes ?? []) expect(classIds.has(id), `${rule.id}: ${id}`).toBe(true);
      }
    }
  });

  it('uses every rule in at least one pair (no rule is silently shadowed)', () => {
    const used = new Set(INTERACTION_TABLE.flatMap((pair) => pair.ruleIds));
    expect(INTERACTION_RULES.filter((rule) => !used.has(rule.id)).map((rule) => rule.id)).toEqual([]);
  });

  it('does not define the same explicit drug pair twice for the same topic', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const rule of INTERACTION_RULES) {
      for (const a of rule.a.drugs ?? []) {
        for (const b of rule.b.drugs ?? []) {
          const key = `${[a, b].sort().join('|')}#${rule.topic}`;
          const previous = seen.get(key);
          if (previous) repeats.push(`${key}: ${previous} / ${rule.id}`);
          else seen.set(key, rule.id);
        }
      }
    }
    expect(repeats).toEqual([]);
  });
});

describe('the one severity rule (issue 17)', () => {
  it('maps contraindicated/avoid to severe, adjust/monitor to moderate and minor to mild', () => {
    expect(SEVERITY_OF_ACTION).toEqual({ contraindicated: 'severe', avoid: 'severe', adjust: 'moderate', monitor: 'moderate', minor: 'mild' });
    expect([...LABEL_ACTIONS].sort()).toEqual(Object.keys(SEVERITY_OF_ACTION).sort());
  });

  it.each(INTERACTION_RULES.map((rule) => [rule.id, rule] as const))('%s: severity follows its action, it names a source, and its advice agrees', (_id, rule) => {
    expect(rule.severity).toBe(SEVERITY_OF_ACTION[rule.action]);
    expect(rule.source.trim().length).toBeGreaterThan(10);
    if (rule.severity === 'severe') {
      // A severe rule tells the prescriber not to combine, in the label's own word.
      expect(rule.management).toMatch(/\b(avoid|contraindicated)\b/i);
    } else {
      // A moderate or mild rule must not tell the prescriber to avoid the pair (the clopidogrel + omeprazole fault).
      expect(rule.management).not.toMatch(/\bavoid|contraindicat/i);
    }
  });

  it('rates every pair of the expanded table by its most serious rule and keeps every rule\'s source', () => {
    const byId = new Map(INTERACTION_RULES.map((rule) => [rule.id, rule]));
    for (const entry of INTERACTION_TABLE) {
      const rules = entry.ruleIds.map((id) => byId.get(id));
      const worst = Math.min(...rules.map((rule) => SEVERITIES.indexOf(rule?.severity ?? 'mild')));
      expect(entry.severity, entry.drugs.join('+')).toBe(SEVERITIES[worst]);
      expect(entry.sources).toEqual(rules.map((rule) => rule?.source));
    }
  });
});

describe('four levels on the wire (DESIGN.md §9)', () => {
  it('maps contraindicated → contraindicated, avoid → major, adjust and monitor → moderate, minor → minor; the page shows contraindicated and major as severe', () => {
    expect(LEVEL_OF_ACTION).toEqual({ contraindicated: 'contraindicated', avoid: 'major', adjust: 'moderate', monitor: 'moderate', minor: 'minor' });
    for (const action of LABEL_ACTIONS) expect(SEVERITY_OF_LEVEL[LEVEL_OF_ACTION[action]]).toBe(SEVERITY_OF_ACTION[action]);
  });

  it('gives every pair the level of its most serious rule, which agrees with the label the page shows', () => {
    const byId = new Map(INTERACTION_RULES.map((rule) => [rule.id, rule]));
    for (const entry of INTERACTION_TABLE) {
      const worst = Math.min(...entry.ruleIds.map((id) => CLINICAL_LEVELS.indexOf(byId.get(id)!.level)));
      expect(entry.level, entry.drugs.join('+')).toBe(CLINICAL_LEVELS[worst]);
      expect(SEVERITY_OF_LEVEL[entry.level], entry.drugs.join('+')).toBe(entry.severity);
    }
    expect(getInteraction('Paxlovid', 'Amiodarone')?.level).toBe('contraindicated');
    expect(getInteraction('Warfarin', 'Aspirin')?.level).toBe('major');
    expect(getInteraction('Simvastatin', 'Amlodipine')?.level).toBe('moderate');
    expect(getInteraction('Levothyroxine', 'Omeprazole')?.level).toBe('minor');
  });
});
