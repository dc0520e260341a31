import { describe, expect, it } from 'vitest';
import { checkIganForm, IGAN_INITIAL_STATE, iganInputKey, iganMapFromState, type IganFormState } from './igan.utils';

const complete: IganFormState = {
  ...IGAN_INITIAL_STATE,
  ageText: '38',
  egfrText: '80',
  mapText: '95',
  proteinuriaText: '1',
  m: '0',
  e: '0',
  s: '0',
  t: '0',
  rasBlockade: false,
  immunosuppression: false,
};

describe('IgAN form check (Calculate Risk)', () => {
  it('computes a low 5-year risk for the unremarkable patient of DESIGN.md §6', () => {
    const { complete: ok, evaluation } = checkIganForm(complete);
    expect(ok).toBe(true);
    expect(evaluation.status === 'ok' && evaluation.result.category).toBe('Low');
  });

  it('an empty form is incomplete, with a message under every field', () => {
    const { complete: ok, errors } = checkIganForm(IGAN_INITIAL_STATE);
    expect(ok).toBe(false);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'ageYears',
        'egfrMlMin173M2',
        'meanArterialPressureMmHg',
        'proteinuriaGPerDay',
        'mesangialHypercellularity',
        'endocapillaryHypercellularity',
        'segmentalSclerosis',
        'tubularAtrophyInterstitialFibrosis',
        'rasBlockadeAtBiopsy',
        'immunosuppressionAtBiopsy',
      ].sort(),
    );
    expect(errors.ageYears).toBe('Age at biopsy must be between 18 and 100 years (the tool is for adults).');
  });

  it('does not read an unanswered treatment question as "no"', () => {
    const { complete: ok, errors } = checkIganForm({ ...complete, rasBlockade: undefined });
    expect(ok).toBe(false);
    expect(errors).toEqual({ rasBlockadeAtBiopsy: 'Please answer yes or no.' });
  });

  it('derives MAP from systolic and diastolic pressure, and rejects systolic not above diastolic', () => {
    const bp = { ...complete, mapMode: 'bp' as const, systolicText: '125', diastolicText: '80' };
    expect(checkIganForm(bp).complete).toBe(true);
    expect(checkIganForm({ ...bp, systolicText: '80', diastolicText: '90' }).errors.meanArterialPressureMmHg).toBe(
      'Systolic pressure must be higher than diastolic pressure.',
    );
  });

  it('changes its input key when any input changes, so a shown result can be marked out of date', () => {
    expect(iganInputKey(complete)).toBe(iganInputKey({ ...complete }));
    expect(iganInputKey(complete)).not.toBe(iganInputKey({ ...complete, egfrText: '81' }));
  });

  it('takes pressures in kPa when the doctor prefers kPa, and gives the model the same mmHg', () => {
    // 12.7 kPa = 95.3 mmHg; 16/10.7 kPa = 120.0/80.3 mmHg → MAP 93.5 mmHg.
    expect(iganMapFromState({ ...complete, bpUnit: 'kPa', mapText: '12.7' })).toBeCloseTo(95.26, 2);
    expect(iganMapFromState({ ...complete, bpUnit: 'kPa', mapMode: 'bp', systolicText: '16', diastolicText: '10.7' })).toBeCloseTo(93.51, 2);
    const inMmHg = checkIganForm({ ...complete, mapText: '95.26' }).evaluation;
    const inKpa = checkIganForm({ ...complete, bpUnit: 'kPa', mapText: '12.7' }).evaluation;
    expect(inKpa.status === 'ok' && inMmHg.status === 'ok' && inKpa.result.value).toBe(inMmHg.status === 'ok' && inMmHg.result.value);
  });
});
