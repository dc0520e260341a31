import { z } from 'zod';
import { ApiException } from '../errors';

const IdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A path id, or 404 (a malformed id is as unknown as a missing one). */
export function pathId(raw: string | undefined, what = 'Record'): number {
  const parsed = IdSchema.safeParse(raw);
  if (!parsed.success) throw new ApiException(404, `${what} not found.`);
  return parsed.data;
}

/** 409 with the current record so the client can show it instead of overwriting it silently. */
export function staleVersion<T>(current: T, what: string): ApiException {
  const ex = new ApiException(409, `Someone else changed this ${what} while you were editing. The current version is shown; review it and apply your changes again.`);
  (ex as ApiException & { current?: T }).current = current;
  return ex;
}
