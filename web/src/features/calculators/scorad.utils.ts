import { SCORAD_BODY_AREAS, type ScoradBodyAreaId } from '../../../../core/calculators/scorad';
import { parseNumberText } from './evaluate.utils';

/** The SCORAD page's state: the extent (areas or custom text), six intensity items 0-3, two VAS 0-10. */
export interface ScoradFormState {
  selectedAreas: ScoradBodyAreaId[];
  customExtentText: string;
  erythema: number;
  oedemaPapulation: number;
  oozingCrusts: number;
  excoriation: number;
  lichenification: number;
  dryness: number;
  pruritus: number;
  sleepLoss: number;
}

/** Spec §4: Reset clears everything to zero. */
export const SCORAD_INITIAL_STATE: ScoradFormState = {
  selectedAreas: [],
  customExtentText: '',
  erythema: 0,
  oedemaPapulation: 0,
  oozingCrusts: 0,
  excoriation: 0,
  lichenification: 0,
  dryness: 0,
  pruritus: 0,
  sleepLoss: 0,
};

/** Spec §4: selecting a body area toggles it and clears the custom extent text. */
export function toggleScoradArea(state: ScoradFormState, id: ScoradBodyAreaId): ScoradFormState {
  const selected = state.selectedAreas.includes(id)
    ? state.selectedAreas.filter((a) => a !== id)
    : SCORAD_BODY_AREAS.map((a) => a.id).filter((a) => a === id || state.selectedAreas.includes(a));
  return { ...state, selectedAreas: selected, customExtentText: '' };
}

/** Spec §4: typing a non-empty custom extent clears all area selections. */
export function setScoradCustomExtent(state: ScoradFormState, text: string): ScoradFormState {
  return { ...state, customExtentText: text, selectedAreas: text.trim() === '' ? state.selectedAreas : [] };
}

/** The SCORAD schema's input from the page state (custom extent only when typed). */
export function scoradInputFromState(state: ScoradFormState) {
  const { customExtentText, ...rest } = state;
  const custom = parseNumberText(customExtentText);
  return { ...rest, customExtentPercent: custom };
}
