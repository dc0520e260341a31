import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AuditChainHead, AuditChainVerdict } from '../../core/schemas/clinic-admin';
import { sha256Hex } from '../crypto/sha256';
import type { Db } from '../db/client';
import { auditEvents, auditLegacy } from '../db/schema';
import { hmacHex, type AuditKey } from './key';
import { regionOfId } from '../db/regions';
import { rowMacChecks } from './row-mac';

// Each clinic's audit rows form a chain in id order: a row's link is an HMAC (under the Worker's
// audit key) over its own fields and the previous row's link, so changing, removing or reordering
// any sealed row breaks every link after it, and without the key nobody can compute new ones.
// Rows are written unsealed (often inside a batch with the change they record, where no HMAC is
// available in SQL) and sealed here, in id order, soon after.
//
// Rows written before the key existed (up to `audit_legacy.last_id`, counted only under its signed
// MAC) keep their plain SHA-256 links; the first keyed row of a clinic chains over the last of them,
// so from then on they too are covered by the key.

export const GENESIS_HASH = '0'.repeat(64);
export const KEYED_ALG = 'hmac-sha256';
const LEGACY_ALG = 'sha256';
const SEAL_PAGE = 500;
const SEAL_BATCH = 50;

// A row's link is written only while the row is unsealed and the row before it in the clinic still
// holds the link this one was computed from (?5; `IS` so that "no row before" matches null).
const SEAL_ROW_SQL = `UPDATE audit_events SET hash = ?1, hash_alg = ?2
  WHERE id = ?3 AND hash IS NULL
    AND (SELECT p.hash FROM audit_events p WHERE p.clinic_id = ?4 AND p.id < ?3 ORDER BY p.id DESC LIMIT 1) IS ?5
  RETURNING id`;

type AuditRow = typeof auditEvents.$inferSelect;

/** The canonical text of a legacy (pre-key) link. Fixed forever. */
function legacyLinkText(row: AuditRow, previousHash: string): string {
  return [row.id, row.clinicId, row.userId ?? '', row.patientId ?? '', row.action, row.entity, row.entityId ?? '', row.at.getTime(), previousHash].join('|');
}

/** The canonical text of a keyed link: every column but the link itself, and the previous link. Fixed forever. */
function keyedLinkText(row: AuditRow, previousHash: string): string {
  return JSON.stringify([
    'audit-chain-v2',
    row.id,
    row.clinicId,
    row.userId,
    row.patientId,
    row.action,
    row.entity,
    row.entityId,
    row.at.getTime(),
    row.detail,
    row.nonce,
    row.rowMac,
    previousHash,
  ]);
}

function link(key: AuditKey, row: AuditRow, previousHash: string, alg: string): Promise<string> {
  return alg === KEYED_ALG ? hmacHex(key, keyedLinkText(row, previousHash)) : sha256Hex(legacyLinkText(row, previousHash));
}

const legacyBoundaryText = (lastId: number) => JSON.stringify(['audit-legacy-v2', lastId]);

/**
 * The last pre-key row id, only as signed with the audit key (by the Worker's first seal before
 * issue 32, or by the operator: docs/security.md, Audit). Never signed here: whatever the database
 * holds when it is read would be signed, so someone with database access could null the MAC, move
 * the boundary over rows they rewrote with plain SHA-256 links, and have it signed for them.
 * An unsigned or wrongly signed boundary counts as 0: no row passes as pre-key, so every row with a
 * SHA-256 link is named by the check. A fresh install (0007 recorded 0) needs no signature.
 */
async function legacyBoundary(db: Db, key: AuditKey): Promise<number> {
  const row = await db.select().from(auditLegacy).where(eq(auditLegacy.id, 1)).get();
  if (!row?.mac) return 0;
  return row.mac === (await hmacHex(key, legacyBoundaryText(row.lastId))) ? row.lastId : 0;
}

// The boundary never moves once signed, so the sealer reads and checks it once per isolate and
// database (by key and region) instead of on every pass: one D1 read and one HMAC less per seal.
// The chain check (verifyAuditChain) still reads it every time, so a boundary moved in the
// database is still caught there.
const sealerBoundaries = new WeakMap<AuditKey, Map<string, Promise<number>>>();

function sealerBoundary(db: Db, key: AuditKey, clinicId: number): Promise<number> {
  const byRegion = sealerBoundaries.get(key) ?? new Map<string, Promise<number>>();
  sealerBoundaries.set(key, byRegion);
  const region = regionOfId(clinicId);
  let boundary = byRegion.get(region);
  if (!boundary) {
    boundary = legacyBoundary(db, key);
    byRegion.set(region, boundary);
    boundary.catch(() => byRegion.delete(region));
  }
  return boundary;
}

const algOf = (rowId: number, legacyLastId: number) => (rowId <= legacyLastId ? LEGACY_ALG : KEYED_ALG);

/**
 * Seals the clinic's unsealed rows, the one place links are written. Safe to run concurrently:
 * each row's link is written only while it is unsealed *and* the row before it in the clinic
 * still holds the link it was computed from (one conditional UPDATE per row, in one batch), so a
 * sealer working from a stale view of the chain writes nothing instead of a wrong link.
 * Returns how many rows it sealed.
 */
export async function sealAuditChain(db: Db, key: AuditKey, clinicId: number): Promise<number> {
  const legacyLastId = await sealerBoundary(db, key, clinicId);
  let sealed = 0;
  for (;;) {
    // Named index: SQLite would otherwise walk audit_events_clinic_id_idx (same columns) through
    // every sealed row of the clinic to find the few unsealed ones at its end.
    // One query, the page's ids in a subquery: no IN list of bound ids (D1 binds at most 100
    // parameters per statement, and an import leaves hundreds of rows to seal at once).
    const pending = await db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.id, sql`(SELECT id FROM audit_events INDEXED BY audit_events_unsealed_idx WHERE clinic_id = ${clinicId} AND hash IS NULL ORDER BY id LIMIT ${SEAL_PAGE})`))
      .orderBy(asc(auditEvents.id))
      .all();
    if (pending.length === 0) return sealed;
    const before = await db
      .select({ hash: auditEvents.hash })
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), lt(auditEvents.id, pending[0]!.id)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
      .get();
    const start = before?.hash ?? null;
    let previous = start ?? GENESIS_HASH;
    let previousStored: string | null = start;
    // One statement prepared once and bound per row: building a drizzle query per row was most of
    // a seal pass's CPU under a burst of list reads (bench/README.md).
    const update = db.$client.prepare(SEAL_ROW_SQL);
    const updates: D1PreparedStatement[] = [];
    for (const row of pending) {
      const alg = algOf(row.id, legacyLastId);
      const hash = await link(key, row, previous, alg);
      updates.push(update.bind(hash, alg, row.id, clinicId, previousStored));
      previous = hash;
      previousStored = hash;
    }
    // In batches of SEAL_BATCH rows: each batch is one transaction, and a short one holds the
    // database only briefly, so reads waiting behind it are not held up.
    for (let i = 0; i < updates.length; i += SEAL_BATCH) {
      const results = await db.$client.batch<{ id: number }>(updates.slice(i, i + SEAL_BATCH));
      const written = results.reduce((n, r) => n + r.results.length, 0);
      sealed += written;
      // Nothing written: another sealer got there first (or moved the chain); it finishes the job.
      if (written === 0) return sealed;
    }
    if (pending.length < SEAL_PAGE) return sealed;
  }
}

/** The newest sealed row of the clinic: the value to note down elsewhere to detect a later truncation. */
export async function auditChainHead(db: Db, key: AuditKey, clinicId: number): Promise<AuditChainHead> {
  await sealAuditChain(db, key, clinicId);
  const row = await db
    .select({ id: auditEvents.id, hash: auditEvents.hash, at: auditEvents.at })
    .from(auditEvents)
    .where(and(eq(auditEvents.clinicId, clinicId), sql`${auditEvents.hash} IS NOT NULL`))
    .orderBy(desc(auditEvents.id))
    .limit(1)
    .get();
  return row?.hash ? { id: row.id, hash: row.hash, at: row.at.toISOString() } : { id: null, hash: GENESIS_HASH, at: null };
}

/**
 * Seals, then recomputes the whole chain of the clinic from the first row: every link, and every
 * keyed row's own MAC (a row the Worker did not write fails it even once sealed into the chain).
 * Rows still unsealed at the very end (written since the seal) are not counted; an unsealed row
 * before a sealed one means a link was removed.
 */
export async function verifyAuditChain(db: Db, key: AuditKey, clinicId: number): Promise<AuditChainVerdict> {
  await sealAuditChain(db, key, clinicId);
  const legacyLastId = await legacyBoundary(db, key);
  let previous = GENESIS_HASH;
  let headId: number | null = null;
  let cursor = 0;
  let checked = 0;
  let unsealedAt: number | null = null;
  const verdict = (extra: Partial<AuditChainVerdict> = {}): AuditChainVerdict => ({ ok: true, checked, headHash: previous, headId, ...extra });
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), gt(auditEvents.id, cursor)))
      .orderBy(asc(auditEvents.id))
      .limit(SEAL_PAGE)
      .all();
    for (const row of rows) {
      if (row.hash === null) {
        unsealedAt ??= row.id;
        continue;
      }
      if (unsealedAt !== null) return verdict({ ok: false, brokenAtId: unsealedAt, problem: 'altered' });
      const alg = algOf(row.id, legacyLastId);
      const storedAlg = row.hashAlg ?? LEGACY_ALG;
      const expected = await link(key, row, previous, alg);
      if (storedAlg !== alg || row.hash !== expected) return verdict({ ok: false, brokenAtId: row.id, problem: 'altered' });
      const macOk = alg === LEGACY_ALG || (await rowMacChecks(key, { ...row, at: row.at.getTime(), detailText: row.detail }));
      if (!macOk) return verdict({ ok: false, brokenAtId: row.id, problem: 'not-written-by-server' });
      previous = expected;
      headId = row.id;
      checked++;
    }
    if (rows.length < SEAL_PAGE) return verdict();
    cursor = rows[rows.length - 1]!.id;
  }
}
