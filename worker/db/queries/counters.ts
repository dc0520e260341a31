import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateCounters } from '../schema';
import type { SignedAuditEntry } from '../../audit/row-mac';
import { auditInsert } from './audit';

/** The fixed window `now` falls in, for windows of `windowMs` aligned to the epoch (a UTC day for 86 400 000). */
export function windowOf(windowMs: number, now = Date.now()): { start: number; retryAfterSeconds: number } {
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/** How many times `key` was counted in the window starting at `windowStart` (0 in a newer window). */
export async function counted(db: Db, key: string, windowStart: number): Promise<number> {
  const row = await db.select({ count: rateCounters.count, windowStart: rateCounters.windowStart }).from(rateCounters).where(sql`${rateCounters.key} = ${key}`).get();
  return row && row.windowStart === windowStart ? row.count : 0;
}

/**
 * The statement that counts one more for `key` in the window starting at `windowStart` (a newer
 * window starts again from 1), atomically in one upsert, returning the new count. Returned
 * unawaited so it can join a batch.
 */
export function countOne(db: Db, key: string, windowStart: number) {
  return db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`CASE WHEN ${rateCounters.windowStart} = excluded.window_start THEN ${rateCounters.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateCounters.count });
}

/** Counts one more for `key` in the window starting at `windowStart`; returns the new count. */
export async function addCount(db: Db, key: string, windowStart: number): Promise<number> {
  return (await countOne(db, key, windowStart).get())!.count;
}

/** Counts one more for `key` and writes its audit row in the same batch (both or neither). */
export async function countWithAudit(db: Db, key: string, windowStart: number, audit: SignedAuditEntry): Promise<void> {
  await db.batch([countOne(db, key, windowStart), auditInsert(db, audit)]);
}
