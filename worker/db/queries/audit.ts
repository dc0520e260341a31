import { and, desc, eq, getTableColumns, gte, lt, sql, type Query, type SQL } from 'drizzle-orm';
import type { AuditEventView, AuditFilters } from '../../../core/schemas/clinic-admin';
import type { Db } from '../client';
import { apiKeys, auditEvents, memberships, patients, users } from '../schema';
import type { AuditKey } from '../../audit/key';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from '../../audit/entry';
import { signAudit, type SignedAuditEntry } from '../../audit/row-mac';

/** Who acts: a member (apiKeyId null), or a system by a clinic API key (userId null). */
export interface Actor {
  userId: number | null;
  apiKeyId: number | null;
}

/** An audit row insert (signed: worker/audit/row-mac.ts), to run on its own or inside a batch with the change it records. */
export function auditInsert(db: Db, e: SignedAuditEntry) {
  return db.insert(auditEvents).values({
    clinicId: e.clinicId,
    userId: e.userId,
    apiKeyId: e.apiKeyId ?? null,
    patientId: e.patientId ?? null,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId ?? null,
    at: new Date(e.at),
    detail: e.detailText,
    nonce: e.nonce,
    rowMac: e.rowMac,
  });
}

/** What an audited read found: the data, nothing (missing or another clinic's), or a reader D1 says is disabled. */
export type AuditedRead<T> = T | 'not-found' | 'reader-disabled';

// The statement's text is the same for every read, so it is built once per isolate and only bound per
// read: building it with drizzle on every audited read was ~6 % of a list read's Worker CPU (issue 16).
// Every column of the table, in its order (an INSERT ... SELECT names them all).
const AUDIT_COLUMNS = Object.entries(getTableColumns(auditEvents)) as [keyof typeof auditEvents.$inferInsert, { name: string }][];
/** Columns the row leaves NULL: the id SQLite assigns, and the chain link the seal writes later. */
const UNSET_AT_READ = new Set<string>(['id', 'hash', 'hashAlg']);
const AUDIT_READ_SQL =
  `INSERT INTO "audit_events" (${AUDIT_COLUMNS.map(([, column]) => `"${column.name}"`).join(', ')}) ` +
  `SELECT ${AUDIT_COLUMNS.map(([key]) => (UNSET_AT_READ.has(key) ? 'NULL' : '?')).join(', ')} ` +
  'FROM memberships WHERE user_id = ? AND clinic_id = ? AND disabled_at IS NULL AND removed_at IS NULL';
const BOUND_COLUMNS = AUDIT_COLUMNS.map(([key]) => key).filter((key) => !UNSET_AT_READ.has(key));

/**
 * Records a read of patient data (a 'view' of one record or a 'list'), only while the reader's
 * account is active in D1. Disabling or removing a member ends their sessions in their hub at once
 * (docs/security.md, "Revocation is immediate everywhere"); this is a second check behind that one, free
 * because every audited read writes this row anyway (the insert is conditional).
 * Its result's `meta.changes` is 0 when the reader may no longer read: nothing was written, and
 * nothing must be shown. A prepared D1 statement, so it can share a D1 batch with the read it records.
 */
function auditReadStatement(db: Db, e: SignedAuditEntry & { userId: number; action: 'view' | 'list' }): D1PreparedStatement {
  // The record type makes a column added to the schema a compile error here rather than a shifted value.
  const row: Record<keyof typeof auditEvents.$inferInsert, string | number | null> = {
    id: null,
    clinicId: e.clinicId,
    userId: e.userId,
    apiKeyId: e.apiKeyId ?? null,
    patientId: e.patientId ?? null,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId ?? null,
    at: e.at,
    detail: e.detailText,
    nonce: e.nonce,
    rowMac: e.rowMac,
    hash: null,
    hashAlg: null,
  };
  return db.$client.prepare(AUDIT_READ_SQL).bind(...BOUND_COLUMNS.map((key) => row[key]), e.userId, e.clinicId);
}

/** `auditReadStatement` on its own: false when the reader may no longer read (nothing written). */
export async function auditRead(db: Db, e: SignedAuditEntry & { userId: number; action: 'view' | 'list' }): Promise<boolean> {
  const written = await auditReadStatement(db, e).run();
  return written.meta.changes > 0;
}

/**
 * A list read of patient data (rows, or a page of them with its counts) and its 'list' audit row
 * (with the query as `detail`), only while the reader may read (`auditReadStatement`).
 */
export async function auditedList<T>(
  db: Db,
  key: AuditKey,
  e: Pick<AuditEntry, 'clinicId' | 'patientId' | 'entity' | 'detail'> & { userId: number },
  list: Promise<T> | T,
): Promise<AuditedRead<T>> {
  const entry = await signAudit(key, { ...e, action: 'list' });
  const [rows, allowed] = await Promise.all([list, auditRead(db, entry)]);
  return allowed ? rows : 'reader-disabled';
}

/** A list query not yet run (SQL and its parameters) that answers one row `{ j }`: the list as JSON text built by SQLite (json_group_array). */
export type PendingJsonList = Query;

/**
 * A list read answered as JSON text built by SQLite, and its 'list' audit row: one D1 batch (one
 * round trip, and the list is read in the same transaction that records it). An answer known
 * without asking (a search with no searchable words) is still recorded.
 */
export async function auditedJsonList(
  db: Db,
  key: AuditKey,
  e: Pick<AuditEntry, 'clinicId' | 'patientId' | 'entity' | 'detail'> & { userId: number },
  list: PendingJsonList | string,
): Promise<AuditedRead<string>> {
  const entry = await signAudit(key, { ...e, action: 'list' });
  if (typeof list === 'string') return (await auditRead(db, entry)) ? list : 'reader-disabled';
  // D1's own batch: drizzle's cannot batch raw SQL with bound parameters (the search text is one),
  // and its row mapping has nothing to do for one text column.
  const d1 = db.$client;
  const [written, page] = await d1.batch<{ j?: string }>([auditReadStatement(db, entry), d1.prepare(list.sql).bind(...list.params)]);
  if (!written!.meta.changes) return 'reader-disabled';
  // json_group_array answers one row, '[]' for no rows.
  const text = page!.results[0]?.j;
  if (typeof text !== 'string') throw new Error('a JSON list query answered no text');
  return text;
}

/** A list query as audit detail: only the parameters that were given. */
export function queryDetail(q: Record<string, string | number | boolean | undefined>): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(q).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined));
}

// The two conditional forms below are parameter-free SQL (drizzle cannot batch raw SQL with
// bound parameters on D1): every value is a number we coerce, one of our own fixed words or hex.
const ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);
const ENTITIES: ReadonlySet<string> = new Set(AUDIT_ENTITIES);
const HEX = /^[0-9a-f]+$/;

function literal(n: number | null | undefined): string {
  return n === null || n === undefined ? 'NULL' : String(Math.trunc(Number(n)));
}

/**
 * SQL for an audit row that is written only if the statement just before it in the same batch
 * changed a row (`changes() > 0`): a refused (stale or foreign) update leaves no trace of a change.
 * A 'create' row takes its entity id (and a new patient's id) from that statement's insert
 * (`last_insert_rowid()`): the row MAC leaves those out, the seal binds them (worker/audit/row-mac.ts).
 */
export function auditIfChangedSql(e: SignedAuditEntry): string {
  if (!ACTIONS.has(e.action) || !ENTITIES.has(e.entity) || !HEX.test(e.nonce) || !HEX.test(e.rowMac)) throw new Error('unknown audit action or entity');
  if (e.detailText !== null) throw new Error('a conditional audit row carries no detail');
  const created = e.action === 'create';
  const entity = created ? 'last_insert_rowid()' : literal(e.entityId);
  const patient = created && e.entity === 'patient' ? 'last_insert_rowid()' : literal(e.patientId);
  return `INSERT INTO audit_events (clinic_id, user_id, api_key_id, patient_id, action, entity, entity_id, at, nonce, row_mac)
    SELECT ${literal(e.clinicId)}, ${literal(e.userId)}, ${literal(e.apiKeyId)}, ${patient}, '${e.action}', '${e.entity}', ${entity}, ${literal(e.at)}, '${e.nonce}', '${e.rowMac}' WHERE changes() > 0`;
}

/**
 * An audit row written only when `condition` holds as its statement runs in the batch (`changes() > 0`:
 * the statement just before it changed a row). A bound INSERT … SELECT, so it may carry detail; a
 * 'create' row's entity id is that statement's insert (`last_insert_rowid()`, bound when sealed).
 */
export function auditInsertWhen(db: Db, signed: SignedAuditEntry, condition: SQL) {
  return db.insert(auditEvents).select(
    db
      .select({
        id: sql`NULL`.as('id'),
        clinicId: sql`${signed.clinicId}`.as('clinic_id'),
        userId: sql`${signed.userId}`.as('user_id'),
        apiKeyId: sql`${signed.apiKeyId ?? null}`.as('api_key_id'),
        patientId: sql`${signed.patientId ?? null}`.as('patient_id'),
        action: sql`${signed.action}`.as('action'),
        entity: sql`${signed.entity}`.as('entity'),
        entityId: (signed.action === 'create' ? sql`last_insert_rowid()` : sql`${signed.entityId ?? null}`).as('entity_id'),
        at: sql`${signed.at}`.as('at'),
        detail: sql`${signed.detailText}`.as('detail'),
        nonce: sql`${signed.nonce}`.as('nonce'),
        rowMac: sql`${signed.rowMac}`.as('row_mac'),
        hash: sql`NULL`.as('hash'),
        hashAlg: sql`NULL`.as('hash_alg'),
      })
      .from(sql`(SELECT 1)`)
      .where(condition),
  );
}

/** `auditIfChangedSql` as a drizzle statement for `db.batch`. */
export function auditIfChanged(db: Db, e: SignedAuditEntry) {
  return db.run(sql.raw(auditIfChangedSql(e)));
}

/** The audit row of a 'create' whose INSERT runs just before it in the same batch. */
export function auditLastInsert(db: Db, e: SignedAuditEntry & { action: 'create' }) {
  return auditIfChanged(db, e);
}

const DAY_MS = 86_400_000;

/** The clinic's audit rows, newest first, filtered by user, patient and UTC day range; `before` pages by id. */
export async function listAuditEvents(
  db: Db,
  clinicId: number,
  q: Pick<AuditFilters, 'userId' | 'patientId' | 'from' | 'to' | 'before'> & { limit: number },
): Promise<AuditEventView[]> {
  const filters = [eq(auditEvents.clinicId, clinicId)];
  if (q.userId) filters.push(eq(auditEvents.userId, q.userId));
  if (q.patientId) filters.push(eq(auditEvents.patientId, q.patientId));
  if (q.from) filters.push(gte(auditEvents.at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) filters.push(lt(auditEvents.at, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)));
  if (q.before) filters.push(lt(auditEvents.id, q.before));
  const rows = await db
    .select({ event: auditEvents, userName: users.name, apiKeyName: apiKeys.name, patientName: patients.fullName })
    .from(auditEvents)
    // Names are joined within the clinic only, so a foreign id can never leak a name.
    .leftJoin(memberships, and(eq(memberships.userId, auditEvents.userId), eq(memberships.clinicId, clinicId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .leftJoin(apiKeys, and(eq(apiKeys.id, auditEvents.apiKeyId), eq(apiKeys.clinicId, clinicId)))
    .leftJoin(patients, and(eq(patients.id, auditEvents.patientId), eq(patients.clinicId, clinicId)))
    .where(and(...filters))
    .orderBy(desc(auditEvents.id))
    .limit(q.limit)
    .all();
  return rows.map(({ event: e, userName, apiKeyName, patientName }) => ({
    id: e.id,
    at: e.at.toISOString(),
    userId: e.userId,
    userName,
    apiKeyId: e.apiKeyId,
    apiKeyName,
    patientId: e.patientId,
    patientName,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    detail: e.detail,
    hash: e.hash,
  }));
}
