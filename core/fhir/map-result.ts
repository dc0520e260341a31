// The answer of one resource mapper: the item, a deliberate skip (e.g. entered in error), or the
// reason it cannot be mapped; and zod issues turned into that reason.

import type { z } from 'zod';

/** What mapping one resource gives. */
export type MapResult<T> = { ok: true; item: T } | { ok: false; skip: true; reason: string } | { ok: false; skip: false; reason: string };

/** A mapped item. */
export function mapped<T>(item: T): MapResult<T> {
  return { ok: true, item };
}

/** Deliberately not kept (counted as skipped, not an error). */
export function skipped<T>(reason: string): MapResult<T> {
  return { ok: false, skip: true, reason };
}

/** Cannot be mapped: reported as an error with this reason. */
export function failed<T>(reason: string): MapResult<T> {
  return { ok: false, skip: false, reason };
}

/** Checks a candidate against a chart input schema: the parsed item, or its first issue as the reason. */
export function checked<S extends z.ZodType>(schema: S, candidate: unknown, what: string): MapResult<z.output<S>> {
  const result = schema.safeParse(candidate);
  if (result.success) return mapped(result.data);
  const issue = result.error.issues[0];
  const path = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return failed(`${what}${path}: ${issue?.message ?? 'not valid'}`);
}
