import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Encounter, Immunization, Procedure } from '../../../core/schemas/chart';
import type { Db } from '../client';
import { encounters, immunizations, procedures } from '../schema';
import { itemBase } from './chart-items';

// The history an import brings (encounters, immunizations, procedures): read for the chart, newest
// first (undated ones last), live items only.

type EncounterRow = typeof encounters.$inferSelect;
type ImmunizationRow = typeof immunizations.$inferSelect;
type ProcedureRow = typeof procedures.$inferSelect;

const recorder = (row: { recordedBy: number | null }, names: ReadonlyMap<number, string>) => (row.recordedBy === null ? null : (names.get(row.recordedBy) ?? null));

/** The API's view of an encounter row. */
export function toEncounter(row: EncounterRow, names: ReadonlyMap<number, string>): Encounter {
  return { ...itemBase(row, recorder(row, names)), codings: row.codings, text: row.text, status: row.status, classCoding: row.classCoding ?? null, reasons: row.reasons, startAt: row.startAt, endAt: row.endAt };
}

/** The API's view of an immunization row. */
export function toImmunization(row: ImmunizationRow, names: ReadonlyMap<number, string>): Immunization {
  return { ...itemBase(row, recorder(row, names)), codings: row.codings, text: row.text, status: row.status, occurredAt: row.occurredAt, primarySource: row.primarySource };
}

/** The API's view of a procedure row. */
export function toProcedure(row: ProcedureRow, names: ReadonlyMap<number, string>): Procedure {
  return { ...itemBase(row, recorder(row, names)), codings: row.codings, text: row.text, status: row.status, performedAt: row.performedAt, performedEndAt: row.performedEndAt };
}

/** A patient's encounters, newest start first (encounters_patient_time_idx). */
export function encountersQuery(db: Db, clinicId: number, patientId: number) {
  return db
    .select()
    .from(encounters)
    .where(and(eq(encounters.clinicId, clinicId), eq(encounters.patientId, patientId), isNull(encounters.deletedAt)))
    .orderBy(desc(encounters.startMs), desc(encounters.id));
}

/** A patient's immunizations, newest first. */
export function immunizationsQuery(db: Db, clinicId: number, patientId: number) {
  return db
    .select()
    .from(immunizations)
    .where(and(eq(immunizations.clinicId, clinicId), eq(immunizations.patientId, patientId), isNull(immunizations.deletedAt)))
    .orderBy(desc(immunizations.occurredMs), desc(immunizations.id));
}

/** A patient's procedures, newest first. */
export function proceduresQuery(db: Db, clinicId: number, patientId: number) {
  return db
    .select()
    .from(procedures)
    .where(and(eq(procedures.clinicId, clinicId), eq(procedures.patientId, patientId), isNull(procedures.deletedAt)))
    .orderBy(desc(procedures.performedMs), desc(procedures.id));
}
