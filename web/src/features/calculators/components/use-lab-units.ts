import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { labUnitsAtom } from '../atoms';
import { sanitizeLabUnits, type LabQuantity, type LabUnits, type UnitOf } from '../units.utils';

/** The doctor's remembered lab units and a setter for one quantity. */
export function useLabUnits(): [LabUnits, <Q extends LabQuantity>(quantity: Q, unit: UnitOf<Q>) => void] {
  const [stored, setStored] = useAtom(labUnitsAtom);
  const units = sanitizeLabUnits(stored);
  const setUnit = useCallback(
    <Q extends LabQuantity>(quantity: Q, unit: UnitOf<Q>) => setStored((prev) => ({ ...sanitizeLabUnits(prev), [quantity]: unit })),
    [setStored],
  );
  return [units, setUnit];
}
