// What one synchronous FHIR import takes (DESIGN.md §8, issue 32 "memory bombs"). A Worker has
// 128 MB: JSON.parse of 6 MB of empty entries (`{},{},…`) alone needs all of it, so the body's
// shape is measured on its text first (one pass, no allocation) and a bundle beyond a cap is
// refused before it is parsed or mapped, with how to split it. Ordinary FHIR is ~8 000 objects
// and ~10 000 values per MB (the Synthea samples), so the caps admit 10 MB of real records.

/** The caps of one import request. */
export const FHIR_IMPORT_LIMITS = {
  /** Bytes of the body. */
  bytes: 10 * 1024 * 1024,
  /** Bundle.entry items. */
  entries: 5_000,
  /** Patients: those in the bundle and those its items refer to (each is one D1 batch and a few reads). */
  patients: 100,
  /** JSON objects and arrays anywhere in the body (each costs tens of bytes once parsed). */
  containers: 200_000,
  /** JSON values anywhere in the body (objects, arrays and the items between commas). */
  values: 500_000,
  /** Nesting depth (a Synthea bundle nests 11 deep). */
  depth: 40,
  /** Errors listed in the answer; the rest are counted in a last line. */
  errors: 100,
} as const;

/** A bundle beyond a cap: answered 413 (400 for nesting), nothing stored. */
export class FhirImportTooLarge extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 413,
  ) {
    super(message);
    this.name = 'FhirImportTooLarge';
  }
}

/** 12000 → "12 000" (the thousands separator every language of the app reads). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

const SPLIT = 'Split it by patient and import each part.';

function tooMany(count: number, what: string, cap: number): FhirImportTooLarge {
  return new FhirImportTooLarge(`This bundle has ${grouped(count)} ${what}; MedAssist imports at most ${grouped(cap)} per request. ${SPLIT}`);
}

/** The shape of a JSON text, counted without parsing it: root `entry` items, objects and arrays, values, deepest nesting. */
export interface JsonShape {
  entries: number;
  containers: number;
  values: number;
  depth: number;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_OBJECT = 123;
const OPEN_ARRAY = 91;
const CLOSE_OBJECT = 125;
const CLOSE_ARRAY = 93;
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** Counts the shape of a JSON text in one pass (strings skipped, escapes honoured); the text need not be valid JSON. */
export function measureJson(text: string): JsonShape {
  let containers = 0;
  let commas = 0;
  let depth = 0;
  let deepest = 0;
  // The last string seen directly in the root object (a key before its value), and the root's entry array.
  let rootString = '';
  let inEntry = false;
  let entryCommas = 0;
  let entryHasItem = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i + 1;
      for (i = start; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
      if (depth === 1) rootString = text.slice(start, Math.min(i, start + 8));
      else if (inEntry && depth === 2) entryHasItem = true;
      continue;
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (inEntry && depth === 2) entryHasItem = true;
      containers++;
      depth++;
      if (depth > deepest) deepest = depth;
      if (depth === 2 && c === OPEN_ARRAY && rootString === 'entry') inEntry = true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth === 2 && inEntry) inEntry = false;
      depth--;
    } else if (c === COMMA) {
      commas++;
      if (inEntry && depth === 2) entryCommas++;
    } else if (inEntry && depth === 2 && !isSpace(c)) entryHasItem = true;
  }
  return { entries: entryHasItem ? entryCommas + 1 : 0, containers, values: containers + commas, depth: deepest };
}

/** Refuses a bundle text beyond a cap (before it is parsed). */
export function checkBundleText(text: string): void {
  const shape = measureJson(text);
  const caps = FHIR_IMPORT_LIMITS;
  if (shape.depth > caps.depth) throw new FhirImportTooLarge(`This bundle nests ${shape.depth} levels deep; FHIR resources need far fewer, so MedAssist reads at most ${caps.depth}.`, 400);
  checkEntryCount(shape.entries);
  if (shape.containers > caps.containers) throw tooMany(shape.containers, 'JSON objects and arrays', caps.containers);
  if (shape.values > caps.values) throw tooMany(shape.values, 'JSON values', caps.values);
}

/** Refuses a bundle with more entries than one request imports. */
export function checkEntryCount(entries: number): void {
  if (entries > FHIR_IMPORT_LIMITS.entries) throw tooMany(entries, 'entries', FHIR_IMPORT_LIMITS.entries);
}

/** Refuses a bundle with more patients than one request imports (those in it, or those its items refer to). */
export function checkPatientCount(patients: number): void {
  if (patients > FHIR_IMPORT_LIMITS.patients) throw tooMany(patients, 'patients', FHIR_IMPORT_LIMITS.patients);
}

/** The errors an answer lists: the first ones, then one line counting the rest (never silently dropped). */
export function listedErrors<E extends { resourceType: string; id: string; reason: string }>(errors: readonly E[]): { resourceType: string; id: string; reason: string }[] {
  const cap = FHIR_IMPORT_LIMITS.errors;
  if (errors.length <= cap) return [...errors];
  const rest = errors.length - cap;
  return [...errors.slice(0, cap), { resourceType: 'Bundle', id: '', reason: `…and ${grouped(rest)} more (not listed; fix these and import the bundle again to see them).` }];
}
