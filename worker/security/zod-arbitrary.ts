// fast-check arbitraries derived from the API's zod schemas (core/schemas): for each field, values
// of the right shape (enum members, ids of real records, ISO dates, strings around the length
// limits) mixed with arbitrary JSON, so fuzzing reaches both the handlers and the validators.
import fc from 'fast-check';
import type { z } from 'zod';

/** The parts of a zod 4 definition this file reads (zod's own types are per-kind). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  format?: string;
  coerce?: boolean;
  checks?: { _zod: { def: { check: string; maximum?: number; minimum?: number; value?: number; format?: string } } }[];
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Strips optional/nullable/default/pipe wrappers down to the schema that describes the value. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const d = defOf(s);
    const next = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
    if (!next) return s;
    s = next;
  }
  return s;
}

/** The members of an enum field (through its wrappers), or undefined. */
export function enumOptions(schema: z.ZodType): string[] | undefined {
  const d = defOf(unwrap(schema));
  if (d.type === 'enum' && d.entries) return Object.values(d.entries).map(String);
  if (d.type === 'literal' && d.values) return d.values.map(String);
  return undefined;
}

function lengthBounds(d: Def): { min: number; max: number } {
  let min = 0;
  let max = 60;
  for (const c of d.checks ?? []) {
    const cd = c._zod.def;
    if (cd.check === 'max_length' && cd.maximum !== undefined) max = cd.maximum;
    if (cd.check === 'min_length' && cd.minimum !== undefined) min = cd.minimum;
  }
  return { min, max };
}

/** Strings that have broken parsers, queries and pages elsewhere. */
export const NASTY_STRINGS = [
  "'); DROP TABLE patients;--",
  '" OR 1=1 --',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '%_\\',
  'NEAR(a b) OR "',
  '\u0000',
  '\u202eevil',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🩺',
  '__proto__',
  'constructor',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-00-00',
  'Europe/Nowhere',
  '../../etc/passwd',
];

export const nastyString = fc.constantFrom(...NASTY_STRINGS);

/** Arbitrary JSON of any shape, small enough to stay fast. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Values a client might send for any field: anything at all, with the classic troublemakers weighted in. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: anyJson },
  { weight: 2, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -0, true, false, null, [], {}) },
);

export interface Hints {
  /** Ids of real records (own and another clinic's) for fields named like `…Id`. */
  ids: number[];
}

const isoDates = fc.oneof(
  fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2030-02-29', '2031-06-15T09:00:00Z', '2031-06-15', '+275760-09-13T00:00:00.000Z', '1970-01-01T00:00:00.000Z'),
);

/** Values of the schema's shape; each one may or may not pass the schema's checks. */
export function plausible(schema: z.ZodType, name: string, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  switch (d.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return fc.option(plausible(d.innerType!, name, hints, depth), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(plausible(d.innerType!, name, hints, depth), { nil: null, freq: 4 });
    case 'pipe':
      return plausible(d.in!, name, hints, depth);
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries!));
    case 'literal':
      return fc.constantFrom(...d.values!);
    case 'boolean':
      return fc.boolean();
    case 'number':
    case 'int':
    case 'bigint': {
      const n = /id$/i.test(name) && hints.ids.length > 0 ? fc.oneof(fc.constantFrom(...hints.ids), fc.integer({ min: -2, max: 2_000_000 })) : fc.integer({ min: -5, max: 200 });
      return d.coerce ? fc.oneof(n, n.map(String)) : n;
    }
    case 'string': {
      if (d.format === 'email' || /email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constant(''));
      if (/date|time|^from$|^to$|At$/i.test(name) && !/zone|tz/i.test(name)) return isoDates;
      if (/^(tz|timezone)$/i.test(name)) return fc.constantFrom('UTC', 'Europe/London', 'America/New_York', 'Mars/Olympus', '');
      const { min, max } = lengthBounds(d);
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: Math.min(min, 30), maxLength: Math.min(Math.max(min, 30), max) }) },
        { weight: 1, arbitrary: fc.string({ minLength: Math.max(0, max - 1), maxLength: max + 1, unit: 'grapheme-ascii' }) },
        { weight: 1, arbitrary: nastyString },
      );
    }
    case 'array':
      if (depth > 2) return fc.constant([]);
      return fc.array(plausible(d.element!, name, hints, depth + 1), { maxLength: 3 });
    case 'object':
      if (depth > 2) return fc.constant({});
      return objectOf(d.shape!, hints, depth + 1);
    case 'union':
      return fc.oneof(...d.options!.map((o) => plausible(o, name, hints, depth)));
    default:
      return anyJson;
  }
}

/**
 * Bodies for a schema. With a known-valid `base`, most are that base with zero to two fields
 * changed (a plausible value, an arbitrary one, or the field left out) — near-valid input reaches
 * the handler's own checks — and some are generated field by field from the schema alone.
 */
export function objectOf(shape: Record<string, z.ZodType>, hints: Hints, depth = 0, base?: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fresh = fc.record(
    Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, fc.oneof({ weight: 4, arbitrary: plausible(schema, key, hints, depth) }, { weight: 1, arbitrary: anyValue })])),
    { requiredKeys: [] },
  );
  if (!base) return fresh;
  const keys = [...new Set([...Object.keys(shape), ...Object.keys(base)])];
  const change = (key: string): fc.Arbitrary<[string, unknown]> =>
    fc
      .oneof(
        { weight: 3, arbitrary: shape[key] ? plausible(shape[key], key, hints, depth) : anyValue },
        { weight: 2, arbitrary: anyValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
      .map((v) => [key, v]);
  const perturbed = fc
    .uniqueArray(fc.constantFrom(...keys), { maxLength: 2 })
    .chain((chosen) => fc.tuple(...chosen.map(change)))
    .map((changes) => {
      const out: Record<string, unknown> = { ...base };
      for (const [k, v] of changes) {
        if (v === undefined) delete out[k];
        else out[k] = v;
      }
      return out;
    });
  return fc.oneof({ weight: 3, arbitrary: perturbed }, { weight: 1, arbitrary: fresh });
}
