import { msg } from '../../core/i18n/msg';
import type { Context, MiddlewareHandler } from 'hono';
import { sha256Hex } from '../crypto/sha256';
import { forgetIdempotencyKeys, findIdempotencyKey, storeIdempotentAnswer, type IdempotencyClaim } from '../db/queries/idempotency';
import { clinicDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';

// Creates on flaky mobile networks (issue #10): a client that did not hear the answer retries with
// the same `Idempotency-Key` header and gets the first answer again, never a second record.
// The key is written in the same D1 batch as the record it creates (db/queries/idempotency.ts), so
// there is no state in which a key is taken but its outcome unknown: a Worker that dies after the
// batch leaves the key with its record (a retry answers that record), one that dies before leaves
// nothing (a retry runs for real). Issue #16: a separate claim used to block such a key for 24 h.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{1,100}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;
const STILL_RUNNING = msg('The same request is still being processed. Try again in a moment.');

/** Who the key belongs to: set by requireSession (a user) or the lab results' API-key check. */
function scopeOf(c: Context<AppEnv>): { clinicId: number; userId: number } {
  const author = c.get('author');
  if (author) return { clinicId: author.clinicId, userId: author.userId ?? 0 };
  const { clinicId, userId } = c.get('session');
  return { clinicId, userId };
}

/** A batch refused for its Idempotency-Key (the database's message, possibly wrapped by drizzle). */
function keyTaken(err: Error): boolean {
  const text = `${err.message} ${err.cause instanceof Error ? err.cause.message : ''}`;
  return text.includes('UNIQUE constraint failed: idempotency_keys');
}

/** Marks an answer that repeats an earlier one (nothing was created this time). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const replayHeaders = { [REPLAYED_HEADER]: 'true', 'Cache-Control': 'no-store' };

/** Test hook: runs after the create's batch, before its answer is stored (a Worker stopping there). */
let afterCreateForTesting: (() => void) | null = null;
export function setAfterCreateForTesting(hook: (() => void) | null): void {
  afterCreateForTesting = hook;
}

/**
 * For create routes, after authentication: replays the stored answer of a repeated key, or, for a
 * record a first request created without storing its answer, that record as `readCreated` reads
 * it (a 201 like the first answer), given what the create batch kept beside the key (`unsaved`:
 * keyWithRecord). The route passes `c.get('idempotencyClaim')` to its create batch.
 */
export function idempotent(readCreated: (c: Context<AppEnv>, recordId: number, unsaved: unknown) => Promise<unknown>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_FORMAT.test(key)) throw new ApiException(400, msg('Idempotency-Key must be 1 to 100 letters, digits, dots, colons, dashes or underscores.'));
    const db = clinicDb(c, scopeOf(c).clinicId, { primary: true });
    const claim: IdempotencyClaim = {
      ...scopeOf(c),
      key,
      fingerprint: await sha256Hex(`${c.req.method} ${c.req.path}\n${await c.req.text()}`),
      createdAt: new Date(),
    };

    const first = await findIdempotencyKey(db, claim);
    if (first) {
      if (first.fingerprint !== claim.fingerprint) throw new ApiException(422, msg('This Idempotency-Key was already used for a different request.'));
      if (first.status !== null) {
        return new Response(first.response, { status: first.status, headers: { 'Content-Type': 'application/json; charset=UTF-8', ...replayHeaders } });
      }
      if (first.recordId !== null) {
        const record = await readCreated(c, first.recordId, first.response === null ? undefined : JSON.parse(first.response));
        if (record === undefined) throw new ApiException(404, msg('The record this request created has since been deleted.'));
        return c.json(record, 201, replayHeaders);
      }
      // Only a claim taken before keys were written with their records (migration 0010) looks like this.
      throw new ApiException(409, STILL_RUNNING, undefined, { 'Retry-After': '1' });
    }

    c.set('idempotencyClaim', claim);
    await next();
    // The same key's create committed first while this one ran: its batch failed on the key, creating nothing.
    if (c.error && keyTaken(c.error)) {
      c.error = undefined;
      throw new ApiException(409, STILL_RUNNING, undefined, { 'Retry-After': '1' });
    }
    // Nothing final was said (and a committed create already holds its key): a retry finds the record or runs again.
    if (c.res.status >= 500) return;
    afterCreateForTesting?.();
    await storeIdempotentAnswer(db, claim, c.res.status, await c.res.clone().text());
    // Now and then, forget keys older than a day.
    if (Math.random() < 0.01) await forgetIdempotencyKeys(db, new Date(claim.createdAt.getTime() - KEEP_MS));
  };
}
