import { asc, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Problem, ProblemInputSchema, ProblemUpdateSchema } from '../../../core/schemas/chart';
import type { Db } from '../client';
import { problems } from '../schema';
import { chartAudit, itemBase, signChartAudit, itemScope, nowFhir, softDeleteItem, syncCondition, updateItem, type ItemOutcome, type Recorder } from './chart-items';
import { keyWithRecord, type IdempotencyClaim } from './idempotency';

export type ProblemRow = typeof problems.$inferSelect;
type ProblemCreate = z.output<typeof ProblemInputSchema>;
type ProblemChange = Omit<z.output<typeof ProblemUpdateSchema>, 'version'>;

/** The API's view of a problem row. */
export function toProblem(row: ProblemRow, names: ReadonlyMap<number, string>): Problem {
  return {
    ...itemBase(row, row.recordedBy === null ? null : (names.get(row.recordedBy) ?? null)),
    codings: row.codings,
    text: row.text,
    clinicalStatus: row.clinicalStatus,
    onsetDate: row.onsetDate,
    abatementDate: row.abatementDate,
  };
}

/** A patient's problems, active first, then in the order recorded; `history` adds deleted ones. */
export function problemsQuery(db: Db, clinicId: number, patientId: number, opts: { history?: boolean } = {}) {
  return db
    .select()
    .from(problems)
    .where(itemScope(problems, clinicId, patientId, opts))
    .orderBy(sql`${problems.clinicalStatus} != 'active'`, asc(problems.id));
}

/** problemsQuery, run on its own. */
export function listProblems(db: Db, clinicId: number, patientId: number, opts: { history?: boolean } = {}): Promise<ProblemRow[]> {
  return problemsQuery(db, clinicId, patientId, opts).all();
}

/** The insert of a new problem (for a batch); `patientIdSql` lets a patient created in the same batch be named. */
export function insertProblem(db: Db, clinicId: number, userId: number | null, patientId: number | SQL, input: ProblemCreate) {
  return db
    .insert(problems)
    .values({
      clinicId,
      patientId,
      codings: input.codings,
      text: input.text ?? null,
      clinicalStatus: input.clinicalStatus,
      onsetDate: input.onsetDate ?? null,
      abatementDate: input.abatementDate ?? null,
      recordedAt: input.recordedAt ?? nowFhir(),
      recordedBy: userId,
    })
    .returning();
}

/**
 * Records a problem with its audit row, and keeps the patient's condition in step, in one batch;
 * with an Idempotency-Key, the key goes in the same batch (middleware/idempotency.ts).
 */
export async function createProblem(db: Db, r: Recorder, input: ProblemCreate, claim?: IdempotencyClaim): Promise<ProblemRow> {
  const [inserted] = await db.batch([
    insertProblem(db, r.clinicId, r.userId, r.patientId, input),
    chartAudit(db, await signChartAudit(r, 'problems', { action: 'create' })),
    ...(claim ? [keyWithRecord(db, claim, problems)] : []),
    syncCondition(db, r.clinicId, r.patientId),
  ]);
  return inserted[0]!;
}

/** Changes a problem at `version` (409 data when stale). */
export function updateProblem(db: Db, e: Recorder & { itemId: number; version: number }, change: ProblemChange): Promise<ItemOutcome<ProblemRow>> {
  return updateItem(db, 'problems', problems, e, change, [syncCondition(db, e.clinicId, e.patientId)]);
}

/** Soft-deletes a problem. */
export function deleteProblem(db: Db, e: Recorder & { itemId: number }): Promise<boolean> {
  return softDeleteItem(db, 'problems', e, [syncCondition(db, e.clinicId, e.patientId)]);
}
