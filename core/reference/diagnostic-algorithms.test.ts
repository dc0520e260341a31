import { describe, expect, it } from 'vitest';
import { CALCULATOR_CATALOGUE } from '../calculators/catalogue';
import {
  ALGORITHM_TABS,
  DIAGNOSTIC_ALGORITHMS,
  algorithmsByTab,
  getAlgorithm,
  getAlgorithmNode,
} from './diagnostic-algorithms';
import type { DiagnosticAlgorithm } from './diagnostic-algorithms';
import { GUIDELINES, isGuidelineUnverified } from './guidelines-data';

const CALCULATOR_ROUTES = [
  '/calculators/wells-pe',
  '/calculators/chads2vasc',
  '/calculators/gcs',
  '/calculators/qtc',
  '/calculators/ascvd',
  '/calculators/creatinine',
  '/calculators/meld',
  '/calculators/bmi',
];

const successors = (algorithm: DiagnosticAlgorithm, nodeId: string): string[] => {
  const node = getAlgorithmNode(algorithm, nodeId);
  if (!node) return [];
  return [...(node.options ?? []).map((option) => option.next), ...(node.next ? [node.next] : [])];
};

const reachableFromStart = (algorithm: DiagnosticAlgorithm): Set<string> => {
  const seen = new Set<string>();
  const stack = [algorithm.start];
  while (stack.length > 0) {
    const id = stack.pop();
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    stack.push(...successors(algorithm, id));
  }
  return seen;
};

const hasCycle = (algorithm: DiagnosticAlgorithm): boolean => {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string): boolean => {
    if (state.get(id) === 'visiting') return true;
    if (state.get(id) === 'done') return false;
    state.set(id, 'visiting');
    const cyclic = successors(algorithm, id).some(visit);
    state.set(id, 'done');
    return cyclic;
  };
  return visit(algorithm.start);
};

const cases = DIAGNOSTIC_ALGORITHMS.map((algorithm) => [algorithm.id, algorithm] as const);

describe('algorithm catalogue (spec §2)', () => {
  it('has 16 algorithms with unique ids and titles', () => {
    expect(DIAGNOSTIC_ALGORITHMS).toHaveLength(16);
    expect(new Set(DIAGNOSTIC_ALGORITHMS.map((algorithm) => algorithm.id)).size).toBe(16);
    expect(new Set(DIAGNOSTIC_ALGORITHMS.map((algorithm) => algorithm.title)).size).toBe(16);
  });

  it('shows the four tabs of the spec with four cards each', () => {
    expect(ALGORITHM_TABS).toEqual(['Cardiac', 'Respiratory', 'Neurological', 'Infectious']);
    for (const tab of ALGORITHM_TABS) {
      const onTab = algorithmsByTab(tab);
      expect(onTab, tab).toHaveLength(4);
      for (const algorithm of onTab) expect(algorithm.tab).toBe(tab);
    }
  });

  it('covers the key presentations of each tab', () => {
    const titles = (tab: (typeof ALGORITHM_TABS)[number]): string => algorithmsByTab(tab).map((a) => a.title).join(' | ');
    expect(titles('Cardiac')).toMatch(/chest pain.*heart failure.*syncope.*atrial fibrillation/is);
    expect(titles('Respiratory')).toMatch(/pulmonary embolism.*dyspnoea.*pneumonia.*asthma/is);
    expect(titles('Neurological')).toMatch(/stroke.*headache.*seizure.*consciousness/is);
    expect(titles('Infectious')).toMatch(/sepsis.*traveller.*meningitis.*urinary/is);
  });

  it('finds an algorithm and its nodes by id', () => {
    const pe = getAlgorithm('suspected-pulmonary-embolism');
    expect(pe?.title).toBe('Suspected Pulmonary Embolism');
    expect(pe && getAlgorithmNode(pe, pe.start)?.kind).toBe('question');
    expect(getAlgorithm('no-such-algorithm')).toBeUndefined();
  });
});

describe.each(cases)('%s', (_id, algorithm) => {
  it('has unique node ids and a start node that exists', () => {
    const nodeIds = algorithm.nodes.map((node) => node.id);
    expect(new Set(nodeIds).size).toBe(nodeIds.length);
    expect(nodeIds).toContain(algorithm.start);
  });

  it('gives every node the links its kind needs, pointing only at existing nodes', () => {
    const nodeIds = new Set(algorithm.nodes.map((node) => node.id));
    for (const node of algorithm.nodes) {
      expect(node.text.trim(), node.id).not.toBe('');
      if (node.kind === 'question') {
        expect(node.options?.length ?? 0, node.id).toBeGreaterThanOrEqual(2);
        expect(node.next, node.id).toBeUndefined();
        const labels = (node.options ?? []).map((option) => option.label);
        expect(new Set(labels).size, node.id).toBe(labels.length);
      }
      if (node.kind === 'action') {
        expect(node.next, node.id).toBeDefined();
        expect(node.options, node.id).toBeUndefined();
      }
      if (node.kind === 'outcome') {
        expect(node.next, node.id).toBeUndefined();
        expect(node.options, node.id).toBeUndefined();
      }
      for (const next of successors(algorithm, node.id)) expect(nodeIds.has(next), `${node.id} -> ${next}`).toBe(true);
    }
  });

  it('reaches every node from the start, has no loops, and ends every path in an outcome', () => {
    const reachable = reachableFromStart(algorithm);
    expect(algorithm.nodes.filter((node) => !reachable.has(node.id)).map((node) => node.id)).toEqual([]);
    expect(hasCycle(algorithm)).toBe(false);
    // Acyclic, and only outcomes have no successors, so every path ends in an outcome.
    const deadEnds = algorithm.nodes.filter((node) => node.kind !== 'outcome' && successors(algorithm, node.id).length === 0);
    expect(deadEnds.map((node) => node.id)).toEqual([]);
    expect(algorithm.nodes.some((node) => node.kind === 'outcome')).toBe(true);
  });

  it('links only to existing calculator routes, named as in the catalogue', () => {
    for (const calculator of algorithm.calculators) {
      expect(CALCULATOR_ROUTES).toContain(calculator.href);
      expect(CALCULATOR_CATALOGUE.find((entry) => entry.url === calculator.href)?.name).toBe(calculator.name);
    }
  });

  it('cites its guidelines by organisation or authors, title and year', () => {
    expect(algorithm.sources.length).toBeGreaterThanOrEqual(2);
    for (const source of algorithm.sources) expect(source).toMatch(/\b(19|20)\d{2}\b/);
    expect(algorithm.description.trim()).not.toBe('');
  });
});

describe('clinical content spot checks', () => {
  it('uses the two-level Wells score, D-dimer and CTPA for suspected PE, and links the Wells calculator', () => {
    const pe = getAlgorithm('suspected-pulmonary-embolism');
    const texts = pe?.nodes.map((node) => `${node.text} ${node.detail ?? ''}`).join(' ') ?? '';
    expect(texts).toMatch(/Wells/);
    expect(texts).toMatch(/D-dimer/);
    expect(texts).toMatch(/CT pulmonary angiography/);
    expect(pe?.calculators.map((calculator) => calculator.href)).toContain('/calculators/wells-pe');
  });

  it('grades pneumonia with CURB-65 bands 0-1, 2 and 3-5', () => {
    const cap = getAlgorithm('community-acquired-pneumonia');
    const curb = cap && getAlgorithmNode(cap, 'curb65');
    expect(curb?.options?.map((option) => option.label)).toEqual(['0-1', '2', '3-5']);
  });

  it('gives antimicrobials within 1 hour for possible septic shock (Surviving Sepsis 2021)', () => {
    const sepsis = getAlgorithm('sepsis-recognition');
    const shock = sepsis && getAlgorithmNode(sepsis, 'shock-treat');
    expect(shock?.text).toMatch(/within 1 hour/);
    expect(sepsis?.sources.some((source) => source.includes('Surviving sepsis campaign') && source.includes('2021'))).toBe(true);
  });

  it('links the CHA2DS2-VASc calculator from new atrial fibrillation and the GCS from altered consciousness', () => {
    expect(getAlgorithm('new-atrial-fibrillation')?.calculators.map((c) => c.href)).toContain('/calculators/chads2vasc');
    expect(getAlgorithm('altered-consciousness')?.calculators.map((c) => c.href)).toContain('/calculators/gcs');
  });
});

describe('stroke: tenecteplase dose and short-term dual antiplatelet therapy (issue 34)', () => {
  const stroke = getAlgorithm('suspected-stroke-tia')!;
  const detail = (id: string) => `${getAlgorithmNode(stroke, id)?.text ?? ''} ${getAlgorithmNode(stroke, id)?.detail ?? ''}`;

  it('gives the stroke dose of tenecteplase, 0.25 mg/kg with a 25 mg maximum, and warns against the myocardial-infarction dose', () => {
    expect(detail('lysis')).toMatch(/tenecteplase 0\.25 mg\/kg as a single intravenous bolus \(maximum 25 mg\)/);
    expect(detail('lysis')).toMatch(/myocardial-infarction dose.*50 mg/);
    expect(detail('lysis')).toMatch(/0\.4 mg\/kg is not recommended/);
  });

  it('gives aspirin plus clopidogrel within 24 hours for 21 days after minor stroke (NIHSS ≤ 3) and high-risk TIA (ABCD2 ≥ 4), citing CHANCE and POINT', () => {
    expect(detail('tia')).toMatch(/ABCD2 ≥ 4.*aspirin plus clopidogrel.*within 24 hours.*21 days/);
    expect(detail('stroke-unit')).toMatch(/NIHSS ≤ 3.*aspirin plus clopidogrel.*within 24 hours.*21 days/);
    for (const trial of ['CHANCE', 'POINT', '2021 Guideline for the Prevention of Stroke']) expect(stroke.sources.join(' ')).toContain(trial);
  });
});

describe('current editions (issue 17)', () => {
  const CURRENT: readonly [string, RegExp, string][] = [
    ['stroke', /stroke/i, 'aha-asa-acute-ischemic-stroke-2026'],
    ['sepsis', /sepsis/i, 'surviving-sepsis-campaign-adults-2026'],
    ['asthma', /asthma/i, 'gina-asthma-strategy-2026'],
    ['COPD (breathlessness)', /breath|dyspn/i, 'gold-copd-report-2026'],
  ];
  it.each(CURRENT)('the %s algorithm cites the catalogue\'s current edition, marked unverified', (_name, title, slug) => {
    const entry = GUIDELINES.find((guideline) => guideline.slug === slug);
    expect(entry, slug).toBeDefined();
    expect(isGuidelineUnverified(entry?.publicationDate ?? '')).toBe(true);
    const algorithm = DIAGNOSTIC_ALGORITHMS.find((a) => title.test(a.title) && a.sources.some((source) => source.includes(slug)));
    expect(algorithm, slug).toBeDefined();
    expect(algorithm?.sources.find((source) => source.includes(slug))).toMatch(/unverified/);
  });

  it('cites NICE NG51 in its current (2024) form for sepsis', () => {
    const sepsis = DIAGNOSTIC_ALGORITHMS.find((a) => /sepsis/i.test(a.title));
    expect(sepsis?.sources.some((source) => source.includes('NG51') && source.includes('2024'))).toBe(true);
  });
});
