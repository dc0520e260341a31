import { IGAN_DEFAULT_HORIZON_MONTHS, meanArterialPressure } from '../../../../core/calculators/igan';
import { msg } from '../../../../core/i18n/msg';
import { evaluateCalculator, parseNumberText, type Evaluation } from './evaluate.utils';
import { textToCanonical, type UnitOf } from './units.utils';

/** The IgAN page's state: texts as typed, MEST-T grades, the two treatment questions and the horizon. */
export interface IganFormState {
  ageText: string;
  egfrText: string;
  mapMode: 'map' | 'bp';
  /** The unit the pressures are typed in (the doctor's preference); the model takes mmHg. */
  bpUnit: UnitOf<'bloodPressure'>;
  mapText: string;
  systolicText: string;
  diastolicText: string;
  proteinuriaText: string;
  m: '0' | '1' | null;
  e: '0' | '1' | null;
  s: '0' | '1' | null;
  t: '0' | '1' | '2' | null;
  rasBlockade: boolean | undefined;
  immunosuppression: boolean | undefined;
  horizonMonths: string;
}

/** Spec §4: Reset clears everything (horizon back to 5 years). */
export const IGAN_INITIAL_STATE: IganFormState = {
  ageText: '',
  egfrText: '',
  mapMode: 'map',
  bpUnit: 'mmHg',
  mapText: '',
  systolicText: '',
  diastolicText: '',
  proteinuriaText: '',
  m: null,
  e: null,
  s: null,
  t: null,
  rasBlockade: undefined,
  immunosuppression: undefined,
  horizonMonths: String(IGAN_DEFAULT_HORIZON_MONTHS),
};

// English texts marked for translation; the page shows them through t().
const ANSWER = msg('Please answer yes or no.');
const GRADE = msg('Please choose a grade.');

const grade = (v: string | null) => (v === null ? undefined : Number(v));

/** MAP (mmHg) entered directly or from systolic/diastolic; undefined when not given, NaN when unusable. */
export function iganMapFromState(state: IganFormState): number | undefined {
  if (state.mapMode === 'map') return textToCanonical('bloodPressure', state.mapText, state.bpUnit);
  const sbp = textToCanonical('bloodPressure', state.systolicText, state.bpUnit);
  const dbp = textToCanonical('bloodPressure', state.diastolicText, state.bpUnit);
  if (sbp === undefined || dbp === undefined) return undefined;
  if (!Number.isFinite(sbp) || !Number.isFinite(dbp) || sbp <= dbp) return Number.NaN;
  return meanArterialPressure(sbp, dbp);
}

/** The IgAN schema's input from the page state. */
export function iganInputFromState(state: IganFormState) {
  return {
    ageYears: parseNumberText(state.ageText),
    egfrMlMin173M2: parseNumberText(state.egfrText),
    meanArterialPressureMmHg: iganMapFromState(state),
    proteinuriaGPerDay: parseNumberText(state.proteinuriaText),
    mesangialHypercellularity: grade(state.m),
    endocapillaryHypercellularity: grade(state.e),
    segmentalSclerosis: grade(state.s),
    tubularAtrophyInterstitialFibrosis: grade(state.t),
    rasBlockadeAtBiopsy: state.rasBlockade,
    immunosuppressionAtBiopsy: state.immunosuppression,
    horizonMonths: Number(state.horizonMonths),
  };
}

/**
 * Checks the form as 'Calculate Risk' does (spec §5: every field required and valid). The schema
 * lets M/E/S/T be read as 0 and the treatments as "no" when left out; the page asks for them all,
 * so nothing is assumed. Returns the evaluation and a message per field that is missing or wrong.
 */
export function checkIganForm(state: IganFormState): { evaluation: Evaluation; errors: Record<string, string>; complete: boolean } {
  const input = iganInputFromState(state);
  const evaluation = evaluateCalculator('igan-prediction', input);
  const errors: Record<string, string> = evaluation.status === 'ok' ? {} : { ...evaluation.messages };
  for (const [key, value] of [
    ['mesangialHypercellularity', state.m],
    ['endocapillaryHypercellularity', state.e],
    ['segmentalSclerosis', state.s],
    ['tubularAtrophyInterstitialFibrosis', state.t],
  ] as const) {
    if (value === null) errors[key] ??= GRADE;
  }
  if (state.rasBlockade === undefined) errors.rasBlockadeAtBiopsy = ANSWER;
  if (state.immunosuppression === undefined) errors.immunosuppressionAtBiopsy = ANSWER;
  if (state.mapMode === 'bp' && errors.meanArterialPressureMmHg) {
    const sbp = parseNumberText(state.systolicText);
    const dbp = parseNumberText(state.diastolicText);
    if (sbp !== undefined && dbp !== undefined && Number.isFinite(sbp) && Number.isFinite(dbp) && sbp <= dbp) {
      errors.meanArterialPressureMmHg = msg('Systolic pressure must be higher than diastolic pressure.');
    }
  }
  return { evaluation, errors, complete: evaluation.status === 'ok' && Object.keys(errors).length === 0 };
}

/** A stable key of the inputs, to tell when a shown result no longer matches the form. */
export function iganInputKey(state: IganFormState): string {
  return JSON.stringify(iganInputFromState(state));
}
