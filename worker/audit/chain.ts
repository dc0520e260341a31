import { and, asc, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { sha256Hex } from '../auth/random';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

// Each clinic's audit rows form a hash chain in id order: a row's hash covers its own fields and
// the previous row's hash, so changing, removing or reordering any sealed row breaks every hash
// after it. Rows are written unsealed (often inside a batch with the change they record, where
// no hash function is available in SQL) and sealed here, in id order, soon after.

export const GENESIS_HASH = '0'.repeat(64);
const SEAL_PAGE = 500;

type AuditRow = typeof auditEvents.$inferSelect;

/** The canonical text a row's hash is taken over (field order and separators are fixed forever). */
export function auditRowText(row: AuditRow, previousHash: string): string {
  return [row.id, row.clinicId, row.userId ?? '', row.patientId ?? '', row.action, row.entity, row.entityId ?? '', row.at.getTime(), previousHash].join('|');
}

export function auditRowHash(row: AuditRow, previousHash: string): Promise<string> {
  return sha256Hex(auditRowText(row, previousHash));
}

/**
 * Seals the clinic's unsealed rows. Safe to run concurrently: the hashes are deterministic and
 * each update only applies to a still-unsealed row. Returns how many rows it sealed.
 */
export async function sealAuditChain(db: Db, clinicId: number): Promise<number> {
  let sealed = 0;
  for (;;) {
    const pending = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), isNull(auditEvents.hash)))
      .orderBy(asc(auditEvents.id))
      .limit(SEAL_PAGE)
      .all();
    if (pending.length === 0) return sealed;
    const last = await db
      .select({ hash: auditEvents.hash })
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), isNotNull(auditEvents.hash)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
      .get();
    let previous = last?.hash ?? GENESIS_HASH;
    const updates = [];
    for (const row of pending) {
      previous = await auditRowHash(row, previous);
      updates.push(db.update(auditEvents).set({ hash: previous }).where(and(eq(auditEvents.id, row.id), isNull(auditEvents.hash))));
    }
    await db.batch(updates as [(typeof updates)[0], ...typeof updates]);
    sealed += pending.length;
    if (pending.length < SEAL_PAGE) return sealed;
  }
}

export interface ChainVerdict {
  ok: boolean;
  /** Rows checked. */
  checked: number;
  /** Hash of the newest row: note it down to detect a later truncation of the log. */
  headHash: string;
  headId: number | null;
  /** The first row whose stored hash does not match its contents and predecessor. */
  brokenAtId?: number;
}

/** Seals, then recomputes the whole chain of the clinic from the first row. */
export async function verifyAuditChain(db: Db, clinicId: number): Promise<ChainVerdict> {
  await sealAuditChain(db, clinicId);
  let previous = GENESIS_HASH;
  let afterId = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), gt(auditEvents.id, afterId)))
      .orderBy(asc(auditEvents.id))
      .limit(SEAL_PAGE)
      .all();
    for (const row of rows) {
      const expected = await auditRowHash(row, previous);
      if (row.hash !== expected) return { ok: false, checked, headHash: previous, headId: afterId || null, brokenAtId: row.id };
      previous = expected;
      afterId = row.id;
      checked++;
    }
    if (rows.length < SEAL_PAGE) return { ok: true, checked, headHash: previous, headId: afterId || null };
  }
}
