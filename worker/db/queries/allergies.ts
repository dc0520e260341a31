import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Allergy, AllergyInputSchema, AllergyUpdateSchema } from '../../../core/schemas/chart';
import type { Db } from '../client';
import { allergies } from '../schema';
import { chartAudit, itemBase, signChartAudit, itemScope, nowFhir, softDeleteItem, syncAllergyStatus, updateItem, type ItemOutcome, type Recorder } from './chart-items';
import { keyWithRecord, type IdempotencyClaim } from './idempotency';

export type AllergyRow = typeof allergies.$inferSelect;
type AllergyCreate = z.output<typeof AllergyInputSchema>;
type AllergyChange = Omit<z.output<typeof AllergyUpdateSchema>, 'version'>;

/** The API's view of an allergy row. */
export function toAllergy(row: AllergyRow, names: ReadonlyMap<number, string>): Allergy {
  return {
    ...itemBase(row, row.recordedBy === null ? null : (names.get(row.recordedBy) ?? null)),
    codings: row.codings,
    text: row.text,
    reaction: row.reaction,
    severity: row.severity,
    criticality: row.criticality,
    category: row.category,
    clinicalStatus: row.clinicalStatus,
    onsetDate: row.onsetDate,
  };
}

/** A patient's allergies, active first, then in the order recorded. */
export function allergiesQuery(db: Db, clinicId: number, patientId: number, opts: { history?: boolean } = {}) {
  return db
    .select()
    .from(allergies)
    .where(itemScope(allergies, clinicId, patientId, opts))
    .orderBy(sql`${allergies.clinicalStatus} != 'active'`, asc(allergies.id));
}

/** allergiesQuery, run on its own. */
export function listAllergies(db: Db, clinicId: number, patientId: number, opts: { history?: boolean } = {}): Promise<AllergyRow[]> {
  return allergiesQuery(db, clinicId, patientId, opts).all();
}

/** Records an allergy with its audit row, the patient's allergy status and any Idempotency-Key, in one batch. */
export async function createAllergy(db: Db, r: Recorder, input: AllergyCreate, claim?: IdempotencyClaim): Promise<AllergyRow> {
  const { clinicId, userId, patientId } = r;
  const [inserted] = await db.batch([
    db
      .insert(allergies)
      .values({
        clinicId,
        patientId,
        codings: input.codings,
        text: input.text ?? null,
        reaction: input.reaction ?? null,
        severity: input.severity ?? null,
        criticality: input.criticality ?? null,
        category: input.category ?? null,
        clinicalStatus: input.clinicalStatus,
        onsetDate: input.onsetDate ?? null,
        recordedAt: input.recordedAt ?? nowFhir(),
        recordedBy: userId,
      })
      .returning(),
    chartAudit(db, await signChartAudit(r, 'allergies', { action: 'create' })),
    ...(claim ? [keyWithRecord(db, claim, allergies)] : []),
    syncAllergyStatus(db, clinicId, patientId),
  ]);
  return inserted[0]!;
}

/** Changes an allergy at `version`. */
export function updateAllergy(db: Db, e: Recorder & { itemId: number; version: number }, change: AllergyChange): Promise<ItemOutcome<AllergyRow>> {
  return updateItem(db, 'allergies', allergies, e, change, [syncAllergyStatus(db, e.clinicId, e.patientId)]);
}

/** Soft-deletes an allergy (the patient's status goes back to 'not-asked' when none is left). */
export function deleteAllergy(db: Db, e: Recorder & { itemId: number }): Promise<boolean> {
  return softDeleteItem(db, 'allergies', e, [syncAllergyStatus(db, e.clinicId, e.patientId)]);
}
