// OBX-5 read by its value type OBX-2 (HL7 v2.5.1 chapter 7, section 7.4.2, and chapter 2A for the
// data types), with the units (OBX-6) and reference range (OBX-7), into the chart's value fields.

import type { ReferenceRange } from '../schemas/chart';
import type { Coding } from '../schemas/coding';
import { parseReferenceRange } from '../chart/lab-values';
import { fhirSystemOf } from './coding-systems';

/** The value of one OBX as the chart stores it, plus the text a result line shows. */
export interface Hl7ObservationValue {
  valueNumber: number | null;
  valueText: string | null;
  valueCodings: Coding[];
  /** The value as a person reads it ("50", "<0.5", "Bordetella pertussis"). */
  display: string;
}

/** Value types read as numbers, text and codes; others are kept as text. */
export const NUMERIC_TYPES = ['NM', 'SN'] as const;
export const TEXT_TYPES = ['ST', 'TX', 'FT'] as const;
export const CODED_TYPES = ['CE', 'CWE', 'CNE'] as const;

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Codings of a CE/CWE/CNE (identifier^text^system^alt identifier^alt text^alt system): one per triplet that has a code, in order. */
export function codingsOf(components: readonly string[]): Coding[] {
  const out: Coding[] = [];
  for (const start of [0, 3]) {
    const code = components[start] ?? '';
    if (!code) continue;
    const display = components[start + 1] ?? '';
    out.push({ system: fhirSystemOf(components[start + 2] ?? ''), code, ...(display ? { display } : {}) });
  }
  return out;
}

/** The text of a coded element: its text component, else its alternate text, else the code. */
export function codedText(components: readonly string[]): string {
  return components[1] || components[4] || components[0] || '';
}

function structuredNumeric(components: readonly string[]): Hl7ObservationValue {
  // SN: comparator ^ num1 ^ separator/suffix ^ num2 (e.g. "<^0.5", "^100^-^200", "^1^:^128").
  const [comparator = '', num1 = '', separator = '', num2 = ''] = components;
  const display = `${comparator}${num1}${separator}${num2}`;
  if (!comparator && !separator && !num2 && NUMBER_RE.test(num1)) return { valueNumber: Number(num1), valueText: null, valueCodings: [], display: num1 };
  return { valueNumber: null, valueText: display || null, valueCodings: [], display };
}

/** OBX-5 (every repetition, as components) read as `valueType`; an NM that is not a plain number is kept as text ("<0.5" is common). */
export function readObservationValue(valueType: string, repetitions: readonly string[][]): Hl7ObservationValue {
  const first = repetitions[0] ?? [];
  const type = valueType.toUpperCase();
  if (type === 'NM') {
    const raw = (first[0] ?? '').trim();
    if (NUMBER_RE.test(raw)) return { valueNumber: Number(raw), valueText: null, valueCodings: [], display: raw };
    return { valueNumber: null, valueText: raw || null, valueCodings: [], display: raw };
  }
  if (type === 'SN') return structuredNumeric(first);
  if ((CODED_TYPES as readonly string[]).includes(type)) {
    const codings = repetitions.flatMap(codingsOf);
    const text = repetitions.map(codedText).filter(Boolean).join('; ');
    return { valueNumber: null, valueText: text || null, valueCodings: codings, display: text };
  }
  // ST, TX, FT (repetitions are lines of text) and any other type: the value as written, components joined by spaces.
  const text = repetitions.map((rep) => rep.filter(Boolean).join(' ')).join('\n').trim();
  return { valueNumber: null, valueText: text || null, valueCodings: [], display: text };
}

/** OBX-6: the unit's identifier (UCUM code when the sender uses UCUM) and whether it is UCUM. */
export function readUnit(components: readonly string[]): { unit: string | null; isUcum: boolean } {
  const unit = (components[0] || components[1] || '').trim();
  return { unit: unit || null, isUcum: (components[2] ?? '').trim().toUpperCase() === 'UCUM' };
}

// HL7 ranges often carry a unit or a comment after the numbers ("3.5-5.1 mmol/L", "<9 mcg/dL: ...").
const LEADING_RANGE = /^\s*((?:<=|>=|<|>|≤|≥)\s*\d*\.?\d+|[-+]?\d*\.?\d+\s*(?:-|–|—|to)\s*[-+]?\d*\.?\d+)(?=[\s:;,]|$)/i;

/** OBX-7 as a reference range: the chart's own reading of "3.5-5.5", "<200" or ">60" (also when a unit or comment follows); the text is kept as written, up to 80 characters. */
export function readReferenceRange(text: string): ReferenceRange | null {
  const raw = text.trim();
  if (!raw) return null;
  const kept = raw.length > 80 ? `${raw.slice(0, 79)}…` : raw;
  const lead = LEADING_RANGE.exec(raw);
  const bounds = lead?.[1] ? parseReferenceRange(lead[1]) : null;
  return { ...(bounds?.low !== undefined ? { low: bounds.low } : {}), ...(bounds?.high !== undefined ? { high: bounds.high } : {}), text: kept };
}
