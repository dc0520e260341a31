import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ChartItemBase } from '../../../core/schemas/chart';
import type { Db } from '../client';
import { anyMemberOf } from './memberships';
import { allergies, medications, memberships, observations, problems, users } from '../schema';
import type { AuditKey } from '../../audit/key';
import { signAudit, type SignedAuditEntry } from '../../audit/row-mac';
import { ApiException } from '../../errors';
import type { AuditEntity } from '../../audit/entry';
import { auditIfChanged, auditInsertWhen } from './audit';

// What the four chart-item tables share: clinic scoping, versions, soft delete and audit rows in
// the same batch as the change. Raw SQL here is parameter-free (drizzle cannot batch raw SQL with
// bound parameters on D1): every value is a number we coerce or one of our own fixed words.

export type ChartTable = typeof problems | typeof allergies | typeof medications | typeof observations;

/** The table and audit entity of each kind of chart item. */
export const CHART_TABLES = {
  problems: { table: problems, entity: 'problem', name: 'problems' },
  allergies: { table: allergies, entity: 'allergy', name: 'allergies' },
  medications: { table: medications, entity: 'medication', name: 'medications' },
  observations: { table: observations, entity: 'observation', name: 'observations' },
} as const satisfies Record<string, { table: ChartTable; entity: AuditEntity; name: string }>;

const int = (n: number | null | undefined) => (n === null || n === undefined ? 'NULL' : String(Math.trunc(Number(n))));

/** Who records a chart change, and with which audit key. */
export interface Recorder {
  key: AuditKey;
  clinicId: number;
  userId: number | null;
  /** The clinic API key a lab system sent the item with (userId then null). */
  apiKeyId?: number | null;
  patientId: number;
}

/**
 * An audit row written only if the statement just before it in the batch changed a row; a
 * 'create' row's entity id is that statement's insert (`last_insert_rowid()`, bound when sealed).
 * Signed by the Worker (worker/audit/row-mac.ts). A row with detail is written through a bound
 * INSERT … SELECT (its JSON text is arbitrary), the others through the shared raw form.
 */
export function chartAudit(db: Db, signed: SignedAuditEntry) {
  if (signed.detailText === null) return auditIfChanged(db, signed);
  return auditInsertWhen(db, signed, sql`changes() > 0`);
}

/** The signed audit entry of a chart change (sign first: a batch statement must not be awaited). */
export function signChartAudit(
  r: Recorder,
  kind: keyof typeof CHART_TABLES,
  e: { action: 'create' | 'update' | 'delete'; itemId?: number; detail?: Record<string, string | number | boolean | null> },
): Promise<SignedAuditEntry> {
  return signAudit(r.key, {
    clinicId: r.clinicId,
    userId: r.userId,
    apiKeyId: r.apiKeyId ?? null,
    patientId: r.patientId,
    action: e.action,
    entity: CHART_TABLES[kind].entity,
    ...(e.itemId !== undefined ? { entityId: e.itemId } : {}),
    ...(e.detail ? { detail: e.detail } : {}),
  });
}

/**
 * Keeps patients.condition (the spec's single condition: lists, search index, older screens) equal
 * to the text of the patient's first active problem.
 */
export function syncConditionSql(clinicId: number, patientIdSql: string): string {
  return `UPDATE patients SET condition = (
      SELECT coalesce(nullif(text, ''), json_extract(codings, '$[0].display'), json_extract(codings, '$[0].code'))
      FROM problems WHERE problems.clinic_id = ${int(clinicId)} AND problems.patient_id = patients.id
        AND problems.deleted_at IS NULL AND problems.clinical_status = 'active'
      ORDER BY problems.id LIMIT 1)
    WHERE id = ${patientIdSql} AND clinic_id = ${int(clinicId)}`;
}

/** `syncConditionSql` for a known patient, as a batch statement. */
export function syncCondition(db: Db, clinicId: number, patientId: number) {
  return db.run(sql.raw(syncConditionSql(clinicId, int(patientId))));
}

/**
 * Keeps patients.allergy_status in step with the allergy list: 'has-allergies' while one is active;
 * when the last one goes, back to 'not-asked' (the patient must be asked again, never assumed
 * allergy-free); a recorded 'no-known-allergies' stays.
 */
export function syncAllergyStatus(db: Db, clinicId: number, patientId: number) {
  return db.run(
    sql.raw(`UPDATE patients SET allergy_status = CASE
        WHEN EXISTS (SELECT 1 FROM allergies WHERE allergies.clinic_id = ${int(clinicId)} AND allergies.patient_id = patients.id
          AND allergies.deleted_at IS NULL AND allergies.clinical_status = 'active') THEN 'has-allergies'
        WHEN allergy_status = 'has-allergies' THEN 'not-asked'
        ELSE allergy_status END
      WHERE id = ${int(patientId)} AND clinic_id = ${int(clinicId)}`),
  );
}

/** The fields every chart item answers with, from its row and the recorder's name. */
export function itemBase(row: { id: number; patientId: number; version: number; recordedAt: string; recordedBy: number | null; createdAt: Date; updatedAt: Date; deletedAt: Date | null }, recordedByName: string | null): ChartItemBase {
  return {
    id: row.id,
    patientId: row.patientId,
    version: row.version,
    recordedAt: row.recordedAt,
    recordedBy: row.recordedBy,
    recordedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.deletedAt ? { deletedAt: row.deletedAt.toISOString() } : {}),
  };
}

/** The names of the clinic's members who recorded items, by id (one small query per chart read). */
export async function recorderNames(db: Db, clinicId: number, ids: Iterable<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(memberships, anyMemberOf(clinicId))
    .where(inArray(users.id, wanted))
    .orderBy(asc(users.id))
    .all();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every member's name of the clinic, current and removed (recorders stay named), for a batch. */
export function clinicMemberNamesQuery(db: Db, clinicId: number) {
  return db.select({ id: users.id, name: users.name }).from(users).innerJoin(memberships, anyMemberOf(clinicId));
}

/** Where clause: one live (or, with history, any) item of the patient in the clinic. */
export function itemScope(table: ChartTable, clinicId: number, patientId: number, opts: { itemId?: number; history?: boolean } = {}) {
  return and(
    eq(table.clinicId, clinicId),
    eq(table.patientId, patientId),
    opts.itemId !== undefined ? eq(table.id, opts.itemId) : undefined,
    opts.history ? undefined : isNull(table.deletedAt),
  );
}

/** The current time as FHIR dateTime (UTC, milliseconds), for items recorded now. */
export function nowFhir(now = Date.now()): string {
  return new Date(now).toISOString();
}

export type ItemOutcome<T> = { ok: true; row: T } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'conflict'; current: T };

type Batchable = Parameters<Db['batch']>[0][number];

/**
 * Updates one item only if nobody changed it since `version` (optimistic concurrency), with its
 * audit row and any follow-up statements (`after`: e.g. keeping the patient's condition in step)
 * in the same batch. A stale version yields the current item instead.
 */
export async function updateItem<T extends ChartTable>(
  db: Db,
  kind: keyof typeof CHART_TABLES,
  table: T,
  e: Recorder & { itemId: number; version: number },
  set: Partial<T['$inferInsert']>,
  after: Batchable[] = [],
): Promise<ItemOutcome<T['$inferSelect']>> {
  const t = table as ChartTable;
  const audit = chartAudit(db, await signChartAudit(e, kind, { action: 'update', itemId: e.itemId }));
  const [updated] = (await db.batch([
    db
      .update(t)
      .set({ ...(set as object), version: sql`${t.version} + 1`, updatedAt: new Date() })
      .where(and(itemScope(t, e.clinicId, e.patientId, { itemId: e.itemId }), eq(t.version, e.version)))
      .returning(),
    audit,
    ...after,
  ])) as unknown as [T['$inferSelect'][]];
  if (updated[0]) return { ok: true, row: updated[0] };
  const current = (await db.select().from(t).where(itemScope(t, e.clinicId, e.patientId, { itemId: e.itemId })).get()) as T['$inferSelect'] | undefined;
  return current ? { ok: false, reason: 'conflict', current } : { ok: false, reason: 'not-found' };
}

/** Soft-deletes one live item (kept for history and audit), with its audit row and follow-ups in one batch. */
export async function softDeleteItem(
  db: Db,
  kind: keyof typeof CHART_TABLES,
  e: Recorder & { itemId: number },
  after: Batchable[] = [],
): Promise<boolean> {
  const t: ChartTable = CHART_TABLES[kind].table;
  const audit = chartAudit(db, await signChartAudit(e, kind, { action: 'delete', itemId: e.itemId }));
  const [deleted] = (await db.batch([
    db
      .update(t)
      .set({ deletedAt: new Date(), version: sql`${t.version} + 1`, updatedAt: new Date() })
      .where(itemScope(t, e.clinicId, e.patientId, { itemId: e.itemId }))
      .returning({ id: t.id }),
    audit,
    ...after,
  ])) as unknown as [{ id: number }[]];
  return deleted.length > 0;
}

/**
 * 400 when an edit would leave an item with neither a code nor text (the create schemas require
 * one; a PATCH may clear either, so the stored item decides).
 */
export async function keepsCodeOrText(
  db: Db,
  kind: keyof typeof CHART_TABLES,
  scope: { clinicId: number; patientId: number; itemId: number },
  change: { codings?: unknown[] | undefined; text?: string | null | undefined },
  message: string,
): Promise<void> {
  if (change.text !== null && change.codings?.length !== 0) return;
  const t: ChartTable = CHART_TABLES[kind].table;
  const current = await db.select({ codings: t.codings, text: t.text }).from(t).where(itemScope(t, scope.clinicId, scope.patientId, { itemId: scope.itemId })).get();
  if (!current) return;
  const codings = change.codings ?? current.codings;
  const text = change.text === undefined ? current.text : change.text;
  if (codings.length === 0 && !text) throw new ApiException(400, message, { text: [message] });
}
