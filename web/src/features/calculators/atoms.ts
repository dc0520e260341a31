import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LAB_UNITS, type LabUnits } from './units.utils';

/** Lab units the doctor last chose (no profile preference exists for them); kept in this browser only. */
export const labUnitsAtom = atomWithStorage<LabUnits>('medassist.calculators.labUnits', DEFAULT_LAB_UNITS, undefined, { getOnInit: true });
