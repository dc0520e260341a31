// A lab line as entered on /labs (name, value, unit, reference range, status) read as structured
// data for the chart's observations: numbers, numeric ranges and an HL7 interpretation flag.
import type { Interpretation, ReferenceRange } from '../schemas/chart';

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** The number a result value states, or null for text values ("positive", "<0.01", "see comment"). */
export function parseLabNumber(value: string): number | null {
  const v = value.trim();
  return NUMBER.test(v) ? Number(v) : null;
}

/**
 * A reference range as written: "3.5-5.1" or "3.5 – 5.1" gives low and high; "<200" or "≤ 200"
 * gives high; ">40" gives low; the text is always kept. Empty text gives null.
 */
export function parseReferenceRange(text: string): ReferenceRange | null {
  const t = text.trim();
  if (!t) return null;
  const between = /^([-+]?\d*\.?\d+)\s*(?:-|–|—|to)\s*([-+]?\d*\.?\d+)$/i.exec(t);
  if (between) return { low: Number(between[1]), high: Number(between[2]), text: t };
  const upper = /^(?:<|≤|<=)\s*(\d*\.?\d+)$/.exec(t);
  if (upper) return { high: Number(upper[1]), text: t };
  const lower = /^(?:>|≥|>=)\s*(\d*\.?\d+)$/.exec(t);
  if (lower) return { low: Number(lower[1]), text: t };
  return { text: t };
}

/**
 * The HL7 v2 / FHIR interpretation flag of a line (http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation):
 * normal → N; abnormal → H or L when the number is above or below the range, else A; critical →
 * HH or LL likewise, else AA.
 */
export function interpretationOf(status: 'normal' | 'abnormal' | 'critical', value: number | null, range: ReferenceRange | null): Interpretation {
  if (status === 'normal') return 'N';
  const above = value !== null && range?.high !== undefined && value > range.high;
  const below = value !== null && range?.low !== undefined && value < range.low;
  if (status === 'critical') return above ? 'HH' : below ? 'LL' : 'AA';
  return above ? 'H' : below ? 'L' : 'A';
}
