import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ObservationInputSchema } from '../../../core/schemas/chart';
import type { UnmatchedLabResult } from '../../../core/schemas/lab-results';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import { resultDataOf, type LabResultBody } from '../../chart/lab-result-data';
import type { Db } from '../client';
import { unmatchedLabResults, users } from '../schema';
import { auditIfChanged } from './audit';
import { labResultStatements, newLabResultId } from './lab-results';

type Row = typeof unmatchedLabResults.$inferSelect;
type Stored = { body: LabResultBody; observations: z.output<typeof ObservationInputSchema>[] };

function toView(r: Row, resolvedByName: string | null): UnmatchedLabResult {
  const stored = r.result as unknown as Stored;
  return {
    id: r.id, mrn: r.mrn, patientName: r.patientName, birthDate: r.birthDate, sex: r.sex, labName: r.labName, isCritical: r.isCritical,
    tests: stored.body.tests, collectionDate: stored.body.collectionDate ?? null, source: r.source, matchIssue: r.matchIssue, receivedAt: r.receivedAt.toISOString(),
    status: r.status, resolvedBy: r.resolvedBy, resolvedByName, resolvedAt: r.resolvedAt?.toISOString() ?? null,
    discardReason: r.discardReason, labResultId: r.labResultId,
  };
}

/** The clinic's unmatched results, newest first: those waiting, or (`resolved`) those attached or discarded. */
export async function listUnmatchedLabResults(db: Db, clinicId: number, resolved = false): Promise<UnmatchedLabResult[]> {
  const rows = await db
    .select({ r: unmatchedLabResults, resolvedByName: users.name })
    .from(unmatchedLabResults)
    .leftJoin(users, eq(users.id, unmatchedLabResults.resolvedBy))
    .where(and(eq(unmatchedLabResults.clinicId, clinicId), resolved ? sql`${unmatchedLabResults.status} != 'waiting'` : eq(unmatchedLabResults.status, 'waiting')))
    .orderBy(desc(unmatchedLabResults.receivedAt), desc(unmatchedLabResults.id))
    .limit(200)
    .all();
  return rows.map((row) => toView(row.r, row.resolvedByName));
}

/** How many of the clinic's unmatched results wait for staff. */
export async function countUnmatchedLabResults(db: Db, clinicId: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(unmatchedLabResults)
    .where(and(eq(unmatchedLabResults.clinicId, clinicId), eq(unmatchedLabResults.status, 'waiting')))
    .get();
  return row?.n ?? 0;
}

function waiting(db: Db, clinicId: number, id: number) {
  return db.select().from(unmatchedLabResults).where(and(eq(unmatchedLabResults.id, id), eq(unmatchedLabResults.clinicId, clinicId))).get();
}

/**
 * Attaches a waiting result to a patient the caller checked is the clinic's: in one transaction it
 * becomes a normal result with its observations (audited), and the unmatched row records who, when
 * and which result. A row no longer waiting makes the whole batch fail, so two people attaching at
 * once cannot create the result twice.
 */
export async function attachUnmatchedLabResult(
  db: Db,
  key: AuditKey,
  clinicId: number,
  userId: number,
  id: number,
  patient: { id: number; fullName: string },
): Promise<{ labResultId: number } | 'not-found' | 'resolved'> {
  const row = await waiting(db, clinicId, id);
  if (!row) return 'not-found';
  if (row.status !== 'waiting') return 'resolved';
  const stored = row.result as unknown as Stored;
  const resultData = resultDataOf(stored.body, patient.fullName);
  const [insert, ...rest] = await labResultStatements(
    db, key, clinicId, { userId, apiKeyId: null },
    { patientId: patient.id, labName: stored.body.labName, kind: stored.body.kind, resultData, isCritical: resultData.critical, receivedAt: row.receivedAt },
    stored.observations,
  );
  try {
    const [, , , inserted] = await db.batch([
      db
        .update(unmatchedLabResults)
        .set({ status: 'attached', resolvedBy: userId, resolvedAt: new Date() })
        .where(and(eq(unmatchedLabResults.id, id), eq(unmatchedLabResults.clinicId, clinicId), eq(unmatchedLabResults.status, 'waiting'))),
      // json() of text that is not JSON raises an error, which rolls the batch back: the guard for "someone resolved it first".
      db.run(sql`SELECT CASE WHEN changes() = 0 THEN json('already resolved') END`),
      auditIfChanged(db, await signAudit(key, { clinicId, userId, patientId: patient.id, action: 'attach', entity: 'unmatched_lab_result', entityId: id })),
      insert,
      ...rest,
      db.update(unmatchedLabResults).set({ labResultId: newLabResultId() }).where(and(eq(unmatchedLabResults.id, id), eq(unmatchedLabResults.clinicId, clinicId))),
    ]);
    return { labResultId: inserted[0]!.id };
  } catch (err) {
    if (/malformed JSON/i.test(`${String(err)} ${String((err as { cause?: unknown }).cause ?? '')}`)) return 'resolved';
    throw err;
  }
}

/** Discards a waiting result with the reason; 'resolved' when someone resolved it first. */
export async function discardUnmatchedLabResult(db: Db, key: AuditKey, clinicId: number, userId: number, id: number, reason: string): Promise<'discarded' | 'not-found' | 'resolved'> {
  const row = await waiting(db, clinicId, id);
  if (!row) return 'not-found';
  const [updated] = await db.batch([
    db
      .update(unmatchedLabResults)
      .set({ status: 'discarded', resolvedBy: userId, resolvedAt: new Date(), discardReason: reason })
      .where(and(eq(unmatchedLabResults.id, id), eq(unmatchedLabResults.clinicId, clinicId), eq(unmatchedLabResults.status, 'waiting')))
      .returning({ id: unmatchedLabResults.id }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId, action: 'discard', entity: 'unmatched_lab_result', entityId: id })),
  ]);
  return updated.length > 0 ? 'discarded' : 'resolved';
}
