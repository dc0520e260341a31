import { and, eq, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { sha256Hex } from '../auth/random';
import { clinicDb } from '../db/request-db';
import { idempotencyKeys } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';

// Creates on flaky mobile networks (issue #10): a client that did not hear the answer retries with
// the same `Idempotency-Key` header and gets the first answer again, never a second record.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{1,100}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;

/** Who the key belongs to: set by requireSession (a user) or the lab results' API-key check. */
function scopeOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): { clinicId: number; userId: number } {
  const author = c.get('author');
  if (author) return { clinicId: author.clinicId, userId: author.userId ?? 0 };
  const { clinicId, userId } = c.get('session');
  return { clinicId, userId };
}

/** For create routes, after authentication: replays the stored answer of a repeated key. */
export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!KEY_FORMAT.test(key)) throw new ApiException(400, 'Idempotency-Key must be 1 to 100 letters, digits, dots, colons, dashes or underscores.');
  const scope = scopeOf(c);
  const db = clinicDb(c, scope.clinicId, { primary: true });
  const fingerprint = await sha256Hex(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
  const now = Date.now();

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...scope, key, fingerprint, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
    .get();

  if (!claimed) {
    const first = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.clinicId, scope.clinicId), eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, key)))
      .get();
    if (!first) throw new ApiException(409, 'The same request is still being processed. Try again in a moment.', undefined, { 'Retry-After': '1' });
    if (first.fingerprint !== fingerprint) throw new ApiException(422, 'This Idempotency-Key was already used for a different request.');
    if (first.status === null) throw new ApiException(409, 'The same request is still being processed. Try again in a moment.', undefined, { 'Retry-After': '1' });
    return new Response(first.response, {
      status: first.status,
      headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Idempotent-Replayed': 'true', 'Cache-Control': 'no-store' },
    });
  }

  await next();
  if (c.res.status >= 500) {
    // Nothing final was said: free the key so the retry runs for real.
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id));
    return;
  }
  const response = await c.res.clone().text();
  await db.update(idempotencyKeys).set({ status: c.res.status, response }).where(eq(idempotencyKeys.id, claimed.id));
  // Now and then, forget keys older than a day.
  if (claimed.id % 100 === 0) await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - KEEP_MS)));
};
