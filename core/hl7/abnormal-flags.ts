// OBX-8 abnormal flags (HL7 table 0078, HL7 v2.5.1 chapter 7) as the chart's interpretation and the
// lab-result line status. Critical means the lab said so: HH, LL or AA. This codebase keeps no
// critical limits per test (core/schemas/lab-results.ts has only the lab's per-line status), so a
// value is never judged critical here from its number alone.

import type { Interpretation } from '../schemas/chart';
import type { LabTest } from '../schemas/lab-results';

/** Flags that make a result critical (critical high, critical low, critical abnormal). */
export const CRITICAL_FLAGS: ReadonlySet<string> = new Set(['HH', 'LL', 'AA']);

const TO_INTERPRETATION: Readonly<Record<string, Interpretation>> = {
  H: 'H',
  L: 'L',
  HH: 'HH',
  LL: 'LL',
  A: 'A',
  AA: 'AA',
  N: 'N',
  // Off scale ("below/above absolute low/high"): past the instrument's range, so beyond the normal range too.
  '<': 'L',
  '>': 'H',
};

const ABNORMAL_FLAGS: ReadonlySet<string> = new Set(['H', 'L', 'A', '<', '>', 'HU', 'LU', 'U', 'D', 'B', 'W', 'R', 'I', 'S', 'MS', 'VS']);

/** The chart interpretation of a set of OBX-8 flags: the most severe one the chart knows, or null. */
export function interpretationOf(flags: readonly string[]): Interpretation | null {
  const known = flags.map((f) => TO_INTERPRETATION[f]).filter((i): i is Interpretation => i !== undefined);
  const rank: Interpretation[] = ['AA', 'HH', 'LL', 'A', 'H', 'L', 'N'];
  return rank.find((r) => known.includes(r)) ?? null;
}

/** The spec's status of one test line: critical (HH/LL/AA), abnormal (any other abnormal flag), else normal. */
export function lineStatusOf(flags: readonly string[]): LabTest['status'] {
  if (flags.some((f) => CRITICAL_FLAGS.has(f))) return 'critical';
  if (flags.some((f) => ABNORMAL_FLAGS.has(f))) return 'abnormal';
  return 'normal';
}
