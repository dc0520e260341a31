import { asc, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Medication, MedicationCreated, MedicationInputSchema, MedicationUpdateSchema } from '../../../core/schemas/chart';
import { isBlockingLevel } from '../../../core/reference/clinical-levels';
import type { Db } from '../client';
import { medications } from '../schema';
import { chartAudit, itemBase, signChartAudit, itemScope, nowFhir, softDeleteItem, updateItem, type ItemOutcome, type Recorder } from './chart-items';
import { keyWithRecord, type IdempotencyClaim } from './idempotency';

export type MedicationRow = typeof medications.$inferSelect;
type MedicationCreate = z.output<typeof MedicationInputSchema>;
type MedicationChange = Omit<z.output<typeof MedicationUpdateSchema>, 'version'>;

/** The API's view of a medication row. */
export function toMedication(row: MedicationRow, names: ReadonlyMap<number, string>): Medication {
  return {
    ...itemBase(row, row.recordedBy === null ? null : (names.get(row.recordedBy) ?? null)),
    codings: row.codings,
    text: row.text,
    dose: row.dose,
    route: row.route,
    frequency: row.frequency,
    status: row.status,
    startDate: row.startDate,
    stopDate: row.stopDate,
    prescriber: row.prescriber,
    overrideReason: row.overrideReason,
  };
}

/** A patient's medications: active first, newest start first within each. */
export function medicationsQuery(db: Db, clinicId: number, patientId: number, opts: { history?: boolean } = {}) {
  return db
    .select()
    .from(medications)
    .where(itemScope(medications, clinicId, patientId, opts))
    .orderBy(sql`${medications.status} != 'active'`, desc(sql`coalesce(${medications.startDate}, ${medications.recordedAt})`), asc(medications.id));
}

/** medicationsQuery, run on its own. */
export function listMedications(db: Db, clinicId: number, patientId: number, opts: { history?: boolean } = {}): Promise<MedicationRow[]> {
  return medicationsQuery(db, clinicId, patientId, opts).all();
}

/** The safety check a create answers with beside the medication. */
export type MedicationCheckAnswer = Omit<MedicationCreated, 'medication'>;

/**
 * Records a medication with its audit row in one batch. When it was saved over blocking alerts the
 * audit row's detail holds the prescriber's reason and those alerts (JSON). Any Idempotency-Key goes
 * in the same batch, with the check the answer gives, so a retry after a lost answer gives it again.
 */
export async function createMedication(db: Db, r: Recorder, input: MedicationCreate, check: MedicationCheckAnswer, claim?: IdempotencyClaim): Promise<MedicationRow> {
  const { clinicId, userId, patientId } = r;
  const overridden = check.alerts.filter((a) => isBlockingLevel(a.severity));
  const override = overridden.length > 0 && input.overrideReason ? input.overrideReason : null;
  const signed = await signChartAudit(r, 'medications', {
    action: 'create',
    ...(override ? { detail: { overrideReason: override, overriddenAlerts: JSON.stringify(overridden) } } : {}),
  });
  const [inserted] = await db.batch([
    db
      .insert(medications)
      .values({
        clinicId,
        patientId,
        codings: input.codings,
        text: input.text ?? null,
        dose: input.dose ?? null,
        route: input.route ?? null,
        frequency: input.frequency ?? null,
        status: input.status,
        startDate: input.startDate ?? null,
        stopDate: input.stopDate ?? null,
        prescriber: input.prescriber ?? null,
        overrideReason: override,
        overriddenAlerts: override ? overridden : null,
        recordedAt: input.recordedAt ?? nowFhir(),
        recordedBy: userId,
      })
      .returning(),
    chartAudit(db, signed),
    ...(claim ? [keyWithRecord(db, claim, medications, check)] : []),
  ]);
  return inserted[0]!;
}

/** Changes a medication at `version` (dose, status, dates; the drug itself is not changed). */
export function updateMedication(db: Db, e: Recorder & { itemId: number; version: number }, change: MedicationChange): Promise<ItemOutcome<MedicationRow>> {
  return updateItem(db, 'medications', medications, e, change);
}

/** Soft-deletes a medication (entered in error; a medication the patient stopped is PATCHed to 'stopped'). */
export function deleteMedication(db: Db, e: Recorder & { itemId: number }): Promise<boolean> {
  return softDeleteItem(db, 'medications', e);
}
