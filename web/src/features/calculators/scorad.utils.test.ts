import { describe, expect, it } from 'vitest';
import { englishText } from '../../../../core/i18n/message';
import { computeScorad, ScoradInputSchema } from '../../../../core/calculators/scorad';
import { SCORAD_INITIAL_STATE, scoradInputFromState, setScoradCustomExtent, toggleScoradArea } from './scorad.utils';

describe('SCORAD extent state', () => {
  it('selecting a body area clears the custom extent text', () => {
    const typed = setScoradCustomExtent(SCORAD_INITIAL_STATE, '40');
    const next = toggleScoradArea(typed, 'back');
    expect(next.customExtentText).toBe('');
    expect(next.selectedAreas).toEqual(['back']);
  });

  it('typing a non-empty custom extent clears all area selections; clearing the text keeps them', () => {
    const withAreas = toggleScoradArea(toggleScoradArea(SCORAD_INITIAL_STATE, 'back'), 'head-neck');
    expect(setScoradCustomExtent(withAreas, '').selectedAreas).toEqual(['head-neck', 'back']);
    expect(setScoradCustomExtent(withAreas, '35').selectedAreas).toEqual([]);
  });

  it('selecting a selected area again unselects it', () => {
    const once = toggleScoradArea(SCORAD_INITIAL_STATE, 'genitals');
    expect(toggleScoradArea(once, 'genitals').selectedAreas).toEqual([]);
  });

  it('gives the schema a valid input whichever way the extent was entered', () => {
    const areas = toggleScoradArea(toggleScoradArea(SCORAD_INITIAL_STATE, 'back'), 'anterior-trunk');
    const parsed = ScoradInputSchema.parse(scoradInputFromState({ ...areas, erythema: 2, pruritus: 5 }));
    // A = 36, B = 2, C = 5: 36/5 + 7·2/2 + 5 = 19.2
    expect(englishText(computeScorad(parsed).display)).toBe('19.2');
    const custom = ScoradInputSchema.parse(scoradInputFromState(setScoradCustomExtent(SCORAD_INITIAL_STATE, '50')));
    expect(englishText(computeScorad(custom).display)).toBe('10.0');
  });
});
