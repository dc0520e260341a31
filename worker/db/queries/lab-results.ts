import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LabResult } from '../../../core/schemas/lab-results';
import type { Db } from '../client';
import { labResults, patients } from '../schema';

type LabRow = typeof labResults.$inferSelect;

/** The API's view of a lab result row. */
export function toLabResult(r: LabRow): LabResult {
  return {
    id: r.id,
    patientId: r.patientId,
    labName: r.labName,
    kind: r.kind,
    resultData: r.resultData,
    receivedAt: r.receivedAt.toISOString(),
    isReviewed: r.isReviewed,
    isCritical: r.isCritical,
    notifiedAt: r.notifiedAt?.toISOString() ?? null,
    reviewedBy: r.reviewedBy,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

/** One patient's results, newest first. */
export async function listLabResultsForPatient(db: Db, clinicId: number, patientId: number): Promise<LabResult[]> {
  const rows = await db
    .select()
    .from(labResults)
    .where(and(eq(labResults.clinicId, clinicId), eq(labResults.patientId, patientId)))
    .orderBy(desc(labResults.receivedAt))
    .limit(200)
    .all();
  return rows.map(toLabResult);
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
