import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/message';
import { alternativesFor, alternativeViews, SOURCED_ALTERNATIVES, type SourcedAlternative } from './alternatives';
import { INTERACTION_RULES, type InteractionSide } from './drug-interactions';
import { getDrugById, drugsInClass } from './drugs';
import { BEERS_ENTRIES } from './patient-checks/beers-data';

// An alternative is a clinical fact: it must come from a source the rule itself cites, name a drug
// the catalogue holds, and be one the rule's advice already mentions (so advice and data never part).

/** The rule an alternative hangs on: its cited source, its advice, and the catalogue drugs it is about. */
function ruleOf(alternative: SourcedAlternative): { source: string; advice: string; drugs: string[] } | null {
  const sideIds = (side: InteractionSide) => [...(side.drugs ?? []), ...(side.classes ?? []).flatMap((c) => drugsInClass(c).map((d) => d.id))];
  const interaction = INTERACTION_RULES.find((r) => r.id === alternative.ruleId);
  if (interaction) return { source: interaction.source, advice: interaction.management, drugs: [...sideIds(interaction.a), ...sideIds(interaction.b)] };
  const beers = BEERS_ENTRIES.find((e) => e.id === alternative.ruleId);
  if (beers) return { source: beers.source, advice: englishText(beers.recommendation), drugs: [...(beers.drugs ?? []), ...(beers.classes ?? []).flatMap((c) => drugsInClass(c).map((d) => d.id))] };
  return null;
}

describe('sourced alternatives (issue 36)', () => {
  it.each(SOURCED_ALTERNATIVES.map((a) => [`${a.ruleId}: ${a.drug}`, a] as const))('%s comes from the rule\'s own source, is in the catalogue and in the advice', (_name, alternative) => {
    const rule = ruleOf(alternative);
    expect(rule, `no rule ${alternative.ruleId}`).not.toBeNull();
    expect(alternative.source.trim().length).toBeGreaterThan(20);
    expect(rule!.source, 'the alternative\'s source must be one the rule cites').toContain(alternative.source);
    const drug = getDrugById(alternative.drug);
    expect(drug, `${alternative.drug} is not in the catalogue`).toBeDefined();
    expect(rule!.advice.toLowerCase(), 'the rule\'s advice must name the alternative').toContain(drug!.name.toLowerCase());
    expect(alternative.replaces.length).toBeGreaterThan(0);
    for (const id of alternative.replaces) {
      expect(getDrugById(id), `${id} is not in the catalogue`).toBeDefined();
      expect(rule!.drugs, `${id} is not a drug of ${alternative.ruleId}`).toContain(id);
    }
    expect(alternative.replaces).not.toContain(alternative.drug);
  });

  it('offers an alternative only for the drug it replaces', () => {
    expect(alternativesFor(['simvastatin-amlodipine'], ['simvastatin', 'amlodipine']).map((a) => a.drug)).toEqual(['atorvastatin', 'rosuvastatin']);
    expect(alternativesFor(['simvastatin-amlodipine'], ['amlodipine'])).toEqual([]);
    expect(alternativesFor(['warfarin-aspirin'], ['warfarin', 'aspirin'])).toEqual([]);
    // Glipizide is the short-acting sulfonylurea Beers prefers: no alternative for itself.
    expect(alternativesFor(['beers.t2.sulfonylureas'], ['glipizide'])).toEqual([]);
  });

  it('shows an alternative by catalogue names, with its RxNorm code, condition and source', () => {
    expect(alternativeViews(['simvastatin-amlodipine'], ['simvastatin'])[0]).toEqual({ replaces: 'Simvastatin', drug: 'Atorvastatin', rxnorm: '83367', source: expect.stringContaining('Circulation 2016') as string });
    expect(alternativeViews(['beers.t2.sulfonylureas'], ['glyburide'])).toEqual([{ replaces: 'Glyburide', drug: 'Glipizide', rxnorm: '4821', condition: 'if a sulfonylurea is still to be used', source: expect.stringContaining('Beers') as string }]);
  });
});
