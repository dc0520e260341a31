import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AuditEventView, AuditFilters } from '../../../core/schemas/clinic-admin';
import type { Db } from '../client';
import { auditEvents, patients, users } from '../schema';

export const AUDIT_ACTIONS = ['view', 'create', 'update', 'delete', 'restore', 'review', 'ai', 'export', 'disable', 'enable', 'remove', 'reset_code', 'password_reset'] as const;
export const AUDIT_ENTITIES = ['patient', 'clinical_note', 'appointment', 'lab_result', 'message', 'ai', 'clinic', 'user'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface AuditEntry {
  clinicId: number;
  userId: number | null;
  patientId?: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: number | null;
}

/** An audit row insert, to run on its own or inside a batch with the change it records. */
export function auditInsert(db: Db, e: AuditEntry) {
  return db.insert(auditEvents).values({
    clinicId: e.clinicId,
    userId: e.userId,
    patientId: e.patientId ?? null,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId ?? null,
    at: new Date(),
  });
}

/** What an audited read found: the data, nothing (missing or another clinic's), or a reader D1 says is disabled. */
export type AuditedRead<T> = T | 'not-found' | 'reader-disabled';

/**
 * Records a read of patient data (a 'view' row), only while the reader's account is active in D1.
 * A disabled or removed member's session can outlive the disable in KV at another Cloudflare
 * location for up to a minute (README, "The KV revocation delay"); every audited read writes this
 * row anyway, so making the insert conditional checks D1 without another round trip.
 * False: the reader may no longer read, nothing was written, and nothing must be shown.
 */
export async function auditRead(db: Db, e: Omit<AuditEntry, 'action' | 'userId'> & { userId: number }): Promise<boolean> {
  const written = await db.run(sql`INSERT INTO audit_events (clinic_id, user_id, patient_id, action, entity, entity_id, at)
    SELECT ${e.clinicId}, ${e.userId}, ${e.patientId ?? null}, 'view', ${e.entity}, ${e.entityId ?? null}, ${Date.now()}
    FROM users WHERE id = ${e.userId} AND clinic_id = ${e.clinicId} AND disabled_at IS NULL`);
  return written.meta.changes > 0;
}

// The two conditional forms below are parameter-free SQL (drizzle cannot batch raw SQL with
// bound parameters on D1): every value is a number we coerce or one of our own fixed words.
const ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);
const ENTITIES: ReadonlySet<string> = new Set(AUDIT_ENTITIES);

function literal(n: number | null | undefined): string {
  return n === null || n === undefined ? 'NULL' : String(Math.trunc(Number(n)));
}

function auditValues(e: AuditEntry, patient: string, entity: string): string {
  if (!ACTIONS.has(e.action) || !ENTITIES.has(e.entity)) throw new Error('unknown audit action or entity');
  return `${literal(e.clinicId)}, ${literal(e.userId)}, ${patient}, '${e.action}', '${e.entity}', ${entity}, ${Date.now()}`;
}

/**
 * SQL for an audit row that is written only if the statement just before it in the same batch
 * changed a row (`changes() > 0`): a refused (stale or foreign) update leaves no trace of a change.
 * `entityIsNew` takes the entity id from that statement's insert (`last_insert_rowid()`).
 */
export function auditIfChangedSql(e: AuditEntry & { entityIsNew?: boolean; patientIsNew?: boolean }): string {
  const entity = e.entityIsNew ? 'last_insert_rowid()' : literal(e.entityId);
  const patient = e.patientIsNew ? 'last_insert_rowid()' : literal(e.patientId);
  return `INSERT INTO audit_events (clinic_id, user_id, patient_id, action, entity, entity_id, at)
    SELECT ${auditValues(e, patient, entity)} WHERE changes() > 0`;
}

/** `auditIfChangedSql` as a drizzle statement for `db.batch`. */
export function auditIfChanged(db: Db, e: AuditEntry & { entityIsNew?: boolean; patientIsNew?: boolean }) {
  return db.run(sql.raw(auditIfChangedSql(e)));
}

/** An audit row for the row inserted just before it in the same batch. */
export function auditLastInsert(db: Db, e: Omit<AuditEntry, 'entityId'> & { patientIsNew?: boolean }) {
  return auditIfChanged(db, { ...e, entityIsNew: true });
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
    .select({ event: auditEvents, userName: users.name, patientName: patients.fullName })
    .from(auditEvents)
    // Names are joined within the clinic only, so a foreign id can never leak a name.
    .leftJoin(users, and(eq(users.id, auditEvents.userId), eq(users.clinicId, clinicId)))
    .leftJoin(patients, and(eq(patients.id, auditEvents.patientId), eq(patients.clinicId, clinicId)))
    .where(and(...filters))
    .orderBy(desc(auditEvents.id))
    .limit(q.limit)
    .all();
  return rows.map(({ event: e, userName, patientName }) => ({
    id: e.id,
    at: e.at.toISOString(),
    userId: e.userId,
    userName,
    patientId: e.patientId,
    patientName,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    hash: e.hash,
  }));
}
