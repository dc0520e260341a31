import { and, eq, lt, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client';
import { idempotencyKeys } from '../schema';

/** An `Idempotency-Key` of one user (0 for a lab system's API key) in one clinic, with the request's fingerprint. */
export interface IdempotencyClaim {
  clinicId: number;
  userId: number;
  key: string;
  fingerprint: string;
  createdAt: Date;
}

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** The key's row, if a request with it already created its record or was answered. */
export async function findIdempotencyKey(db: Db, claim: Pick<IdempotencyClaim, 'clinicId' | 'userId' | 'key'>): Promise<IdempotencyRow | undefined> {
  return db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.clinicId, claim.clinicId), eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)))
    .get();
}

/**
 * The key, for the end of a create's D1 batch: it names the row the batch inserted (the newest
 * of `table`: a batch is one transaction and D1 has a single writer, so no other insert can come
 * between). A key already there makes the batch fail as a whole, so a record never exists twice.
 * `unsaved` is the part of the answer the record cannot give back later (a medication's safety
 * check, worked out against the chart as it was): it waits in `response`, with `status` still null,
 * until the whole answer is stored over it, so a retry after a lost answer can say it again.
 */
export function keyWithRecord(db: Db, claim: IdempotencyClaim, table: SQLiteTable, unsaved?: unknown) {
  return db.insert(idempotencyKeys).values({
    ...claim,
    recordId: sql`(SELECT max(id) FROM ${table})`,
    ...(unsaved === undefined ? {} : { response: JSON.stringify(unsaved) }),
  });
}

/**
 * `keyWithRecord` as raw SQL for a raw D1 batch whose insert is conditional: the key goes in only
 * if the statement before it changed a row (the record's audit row, written only with the record).
 */
export function keyWithRecordIfChangedSql(claim: IdempotencyClaim, table: string): { sql: string; binds: (string | number)[] } {
  return {
    sql: `INSERT INTO idempotency_keys (clinic_id, user_id, key, fingerprint, created_at, record_id)
          SELECT ?, ?, ?, ?, ?, (SELECT max(id) FROM "${table}") WHERE changes() > 0`,
    binds: [claim.clinicId, claim.userId, claim.key, claim.fingerprint, claim.createdAt.getTime()],
  };
}

/** Stores the answer under the key: on the row the create wrote, or a new one for an answer that created nothing (a refusal). */
export async function storeIdempotentAnswer(db: Db, claim: IdempotencyClaim, status: number, response: string): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({ ...claim, status, response })
    .onConflictDoUpdate({
      target: [idempotencyKeys.clinicId, idempotencyKeys.userId, idempotencyKeys.key],
      set: { status, response },
      setWhere: sql`${idempotencyKeys.status} IS NULL AND ${idempotencyKeys.fingerprint} = ${claim.fingerprint}`,
    });
}

/** Forgets keys created before `before`. */
export async function forgetIdempotencyKeys(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
