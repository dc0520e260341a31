import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { ObservationInputSchema } from '../../../core/schemas/chart';
import type { LabResult, ResultData } from '../../../core/schemas/lab-results';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { labResults, patients, users } from '../schema';
import { auditIfChanged, auditLastInsert, auditRead, type Actor, type AuditedRead } from './audit';
import { keyWithRecord, type IdempotencyClaim } from './idempotency';
import { insertLabResultObservations, observationValues } from './observations';
import { pendingFirstAlertQuery, type PendingAlert } from './critical-alerts';
import { clinicResultRecipientsQuery } from './users';

type ObservationCreate = z.output<typeof ObservationInputSchema>;
type LabRow = typeof labResults.$inferSelect;
const reviewer = alias(users, 'reviewer');

const selection = { r: labResults, patientName: patients.fullName, reviewedByName: reviewer.name };

/** The API's view of a lab result row. */
export function toLabResult(row: { r: LabRow; patientName: string | null; reviewedByName: string | null }): LabResult {
  const { r } = row;
  const data = r.resultData as unknown as ResultData;
  return {
    id: r.id,
    patientId: r.patientId,
    patientName: row.patientName,
    labName: r.labName,
    kind: r.kind,
    resultData: { ...data, patientName: data.patientName ?? row.patientName ?? '' },
    receivedAt: r.receivedAt.toISOString(),
    isReviewed: r.isReviewed,
    isCritical: r.isCritical,
    notifiedAt: r.notifiedAt?.toISOString() ?? null,
    reviewedBy: r.reviewedBy,
    reviewedByName: row.reviewedByName,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

function joined(db: Db) {
  return db
    .select(selection)
    .from(labResults)
    .innerJoin(patients, eq(patients.id, labResults.patientId))
    .leftJoin(reviewer, eq(reviewer.id, labResults.reviewedBy));
}

/** The clinic's results (of patients not deleted), newest first, filtered by review state, kind, patient or text. */
export async function listLabResults(
  db: Db,
  clinicId: number,
  f: { pending?: boolean; kind?: 'lab' | 'imaging'; patientId?: number; q?: string; limit?: number } = {},
): Promise<LabResult[]> {
  const q = f.q?.trim().slice(0, 40).replace(/[%_\\]/g, (ch) => `\\${ch}`);
  const rows = await joined(db)
    .where(
      and(
        eq(labResults.clinicId, clinicId),
        isNull(patients.deletedAt),
        f.pending ? eq(labResults.isReviewed, false) : undefined,
        f.kind ? eq(labResults.kind, f.kind) : undefined,
        f.patientId ? eq(labResults.patientId, f.patientId) : undefined,
        q ? or(sql`${patients.fullName} LIKE ${`%${q}%`} ESCAPE '\\'`, sql`${labResults.labName} LIKE ${`%${q}%`} ESCAPE '\\'`) : undefined,
      ),
    )
    .orderBy(desc(labResults.receivedAt), desc(labResults.id))
    .limit(f.limit ?? 200)
    .all();
  return rows.map(toLabResult);
}

/** One patient's results, newest first. */
export function listLabResultsForPatient(db: Db, clinicId: number, patientId: number): Promise<LabResult[]> {
  return listLabResults(db, clinicId, { patientId });
}

/** One result of the clinic. */
export async function getLabResult(db: Db, clinicId: number, id: number): Promise<LabResult | undefined> {
  const row = await joined(db).where(and(eq(labResults.id, id), eq(labResults.clinicId, clinicId), isNull(patients.deletedAt))).get();
  return row ? toLabResult(row) : undefined;
}

/** One result of the clinic, with the read recorded in the audit trail. */
export async function readLabResultAudited(db: Db, key: AuditKey, clinicId: number, userId: number, id: number): Promise<AuditedRead<LabResult>> {
  const result = await getLabResult(db, clinicId, id);
  if (!result) return 'not-found';
  if (!(await auditRead(db, await signAudit(key, { clinicId, userId, patientId: result.patientId, action: 'view', entity: 'lab_result', entityId: id })))) return 'reader-disabled';
  return result;
}

/** What a new result is: where it comes from and its content (the caller checked the patient is the clinic's). */
export interface LabResultValues {
  patientId: number;
  labName: string;
  kind: 'lab' | 'imaging';
  resultData: ResultData;
  isCritical: boolean;
  receivedAt: Date;
}

/**
 * The result just stored, as SQL for the statements after its insert in the same batch (a
 * transaction): AUTOINCREMENT gives a new row an id above every id the table ever had, so it is the
 * table's largest, found on the primary key alone. (The clinic's largest id was the same row, but
 * SQLite found it by reading every result of the clinic in its index.)
 */
export const newLabResultId = () => sql`(SELECT max(${labResults.id}) FROM ${labResults})`;

/**
 * The statements (for a D1 batch) storing a result and its lines as chart observations, each
 * audited (naming the key when a lab system sent it); the result's insert comes first and returns its row.
 */
export async function labResultStatements(db: Db, key: AuditKey, clinicId: number, by: Actor, v: LabResultValues, lines: ObservationCreate[]) {
  const { userId, apiKeyId } = by;
  const rows = lines.map((line) => observationValues(clinicId, userId, v.patientId, line));
  return [
    db
      .insert(labResults)
      .values({ clinicId, patientId: v.patientId, labName: v.labName, kind: v.kind, resultData: v.resultData as unknown as Record<string, unknown>, isCritical: v.isCritical, receivedAt: v.receivedAt })
      .returning(),
    auditLastInsert(db, await signAudit(key, { clinicId, userId, apiKeyId, patientId: v.patientId, action: 'create', entity: 'lab_result' })),
    ...(await insertLabResultObservations(db, { key, clinicId, userId, apiKeyId, patientId: v.patientId }, rows, newLabResultId())),
  ] as const;
}

/**
 * A stored result's row, and what announcing it needs, read in the transaction that stored it:
 * its pending first alert (a critical result's, written by the outbox trigger) and the clinic's
 * result recipients. The request delivers the alert without reading any of it again.
 */
export interface StoredLabResult {
  row: LabRow;
  firstAlert: PendingAlert | undefined;
  recipients: number[];
}

/** Stores a result and its observations (labResultStatements) in one transaction, with the request's idempotency key. */
export async function createLabResult(db: Db, key: AuditKey, clinicId: number, by: Actor, v: LabResultValues, lines: ObservationCreate[], claim?: IdempotencyClaim): Promise<StoredLabResult> {
  const [insert, ...rest] = await labResultStatements(db, key, clinicId, by, v, lines);
  // The reads go last: each audit row and the key look at the statement just before them (changes(), the last insert).
  const alertRead = v.isCritical ? [pendingFirstAlertQuery(db, clinicId, newLabResultId())] : [];
  const done = await db.batch([insert, ...(claim ? [keyWithRecord(db, claim, labResults)] : []), ...rest, ...alertRead, clinicResultRecipientsQuery(db, clinicId)]);
  const recipients = done.at(-1) as { id: number }[];
  const firstAlert = v.isCritical ? (done.at(-2) as PendingAlert[])[0] : undefined;
  return { row: done[0][0]!, firstAlert, recipients: recipients.map((r) => r.id) };
}

/** Marks the time the clinic's doctors were alerted (first alert and each escalation). */
export async function markNotified(db: Db, clinicId: number, id: number, escalation: boolean): Promise<void> {
  await db
    .update(labResults)
    .set({ notifiedAt: new Date(), ...(escalation ? { escalationCount: sql`${labResults.escalationCount} + 1` } : {}) })
    .where(and(eq(labResults.id, id), eq(labResults.clinicId, clinicId)));
}

/** Records who reviewed a result and when; a reviewed result stays reviewed (no way back). */
export async function reviewLabResult(db: Db, key: AuditKey, clinicId: number, userId: number, id: number): Promise<'reviewed' | 'already' | 'not-found'> {
  const existing = await getLabResult(db, clinicId, id);
  if (!existing) return 'not-found';
  const [updated] = await db.batch([
    db
      .update(labResults)
      .set({ isReviewed: true, reviewedBy: userId, reviewedAt: new Date() })
      .where(and(eq(labResults.id, id), eq(labResults.clinicId, clinicId), eq(labResults.isReviewed, false)))
      .returning({ id: labResults.id }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId, patientId: existing.patientId, action: 'review', entity: 'lab_result', entityId: id })),
  ]);
  return updated.length > 0 ? 'reviewed' : 'already';
}

/** Results of the clinic awaiting review (of patients not deleted). */
export async function countPendingLabResults(db: Db, clinicId: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(labResults)
    .innerJoin(patients, eq(patients.id, labResults.patientId))
    .where(and(eq(labResults.clinicId, clinicId), eq(labResults.isReviewed, false), isNull(patients.deletedAt)))
    .get();
  return row?.n ?? 0;
}

/** Whether a result still needs attention (for escalation): exists, critical, not reviewed. */
export async function isUnreviewedCritical(db: Db, clinicId: number, id: number): Promise<boolean> {
  const row = await db
    .select({ id: labResults.id })
    .from(labResults)
    .where(and(eq(labResults.id, id), eq(labResults.clinicId, clinicId), eq(labResults.isCritical, true), eq(labResults.isReviewed, false)))
    .get();
  return row !== undefined;
}
