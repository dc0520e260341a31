// Each pair carries its own label's action (issue 34, DESIGN.md §9): a class rule must not spread
// one member's contraindication to the class. The table gives, per pair, the strongest action of
// the rules that match it and the label section that states it; the must-not-flag pairs are ones a
// class rule once over-reached to.
import { describe, expect, it } from 'vitest';
import { getInteraction, INTERACTION_RULES, LABEL_ACTIONS, type LabelAction } from './drug-interactions';

const FDA = (product: string, section: string) => `FDA label (${product}), ${section}`;

/** The strongest action among the rules that match the pair, or 'none'. */
function strongestAction(a: string, b: string): LabelAction | 'none' {
  const interaction = getInteraction(a, b);
  if (!interaction) return 'none';
  const actions = interaction.ruleIds.map((id) => INTERACTION_RULES.find((entry) => entry.id === id)!.action);
  return LABEL_ACTIONS.find((action) => actions.includes(action)) ?? 'none';
}

/** [drug, drug, the strongest action its label states, where]. */
const LABEL_ACTION_OF_PAIR: readonly (readonly [string, string, LabelAction, string])[] = [
  // Mineralocorticoid receptor antagonists: eplerenone's hypertension contraindication is its own.
  ['Eplerenone', 'Potassium chloride', 'contraindicated', FDA('eplerenone', 'Contraindications 4')],
  ['Spironolactone', 'Potassium chloride', 'avoid', FDA('spironolactone', 'Drug Interactions 7.1: in general, do not use potassium supplements')],
  ['Eplerenone', 'Spironolactone', 'contraindicated', FDA('spironolactone', 'Contraindications 4: eplerenone')],
  ['Eplerenone', 'Clarithromycin', 'contraindicated', FDA('eplerenone', 'Contraindications 4: strong CYP3A4 inhibitors')],
  ['Spironolactone', 'Lisinopril', 'monitor', FDA('spironolactone', 'Drug Interactions 7.1: check potassium')],
];

/** Pairs a class rule must not reach: [drug, drug, the action it must stay below or 'none', why]. */
const MUST_NOT_REACH: readonly (readonly [string, string, LabelAction | 'none', string])[] = [
  ['Spironolactone', 'Potassium chloride', 'contraindicated', 'the contraindication is in the eplerenone label only'],
  ['Spironolactone', 'Clarithromycin', 'none', 'spironolactone is not a CYP3A4 substrate; the contraindication is eplerenone\'s'],
];

describe('each pair carries its own label\'s action', () => {
  it.each(LABEL_ACTION_OF_PAIR)('%s + %s: %s (%s)', (a, b, action) => {
    expect(strongestAction(a, b)).toBe(action);
  });
});

describe('a member\'s contraindication does not spread to its class', () => {
  it.each(MUST_NOT_REACH)('%s + %s stays below %s (%s)', (a, b, ceiling) => {
    const found = strongestAction(a, b);
    if (ceiling === 'none') expect(found).toBe('none');
    else expect(LABEL_ACTIONS.indexOf(found as LabelAction)).toBeGreaterThan(LABEL_ACTIONS.indexOf(ceiling));
  });
});
