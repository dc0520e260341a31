import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readPrefill, type CalculatorPrefill } from '../prefill.utils';

/** The values this calculator was opened with from a chart (read once: later edits are the doctor's). */
export function usePrefill(): CalculatorPrefill {
  const [params] = useSearchParams();
  const [prefill] = useState(() => readPrefill(params));
  return prefill;
}
