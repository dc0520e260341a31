import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ClinicalNote } from '../../../core/schemas/clinical-notes';
import type { Db } from '../client';
import { clinicalNotes, patients, users } from '../schema';
import { auditIfChanged, auditLastInsert, auditRead, type AuditedRead } from './audit';
import { getPatient, type UpdateOutcome } from './patients';

const noteSelection = {
  note: clinicalNotes,
  patientName: patients.fullName,
  doctorName: users.name,
};

type NoteJoinRow = { note: typeof clinicalNotes.$inferSelect; patientName: string; doctorName: string };

function toNote(r: NoteJoinRow): ClinicalNote {
  return {
    id: r.note.id,
    patientId: r.note.patientId,
    patientName: r.patientName,
    doctorId: r.note.doctorId,
    doctorName: r.doctorName,
    noteContent: r.note.noteContent,
    createdAt: r.note.createdAt.toISOString(),
    updatedAt: r.note.updatedAt.toISOString(),
    version: r.note.version,
  };
}

function joined(db: Db) {
  return db
    .select(noteSelection)
    .from(clinicalNotes)
    .innerJoin(patients, eq(patients.id, clinicalNotes.patientId))
    .innerJoin(users, eq(users.id, clinicalNotes.doctorId));
}

/** Notes of one patient, or the clinic's most recent notes (dashboard), newest first; never of deleted patients. */
export async function listNotes(db: Db, clinicId: number, opts: { patientId?: number; limit?: number }): Promise<ClinicalNote[]> {
  const rows = await joined(db)
    .where(
      and(
        eq(clinicalNotes.clinicId, clinicId),
        isNull(clinicalNotes.deletedAt),
        isNull(patients.deletedAt),
        opts.patientId ? eq(clinicalNotes.patientId, opts.patientId) : undefined,
      ),
    )
    .orderBy(desc(clinicalNotes.createdAt), desc(clinicalNotes.id))
    .limit(opts.limit ?? 50)
    .all();
  return rows.map(toNote);
}

/**
 * One patient's notes, newest first, with the read recorded in the audit trail. A missing or
 * another clinic's patient simply has no notes here (as the unaudited list always answered): nothing to record.
 */
export async function listPatientNotesAudited(db: Db, clinicId: number, userId: number, patientId: number, limit: number): Promise<AuditedRead<ClinicalNote[]>> {
  const [patient, notes] = await Promise.all([getPatient(db, clinicId, patientId), listNotes(db, clinicId, { patientId, limit })]);
  if (!patient) return [];
  if (!(await auditRead(db, { clinicId, userId, patientId, entity: 'clinical_note' }))) return 'reader-disabled';
  return notes;
}

/** One live note of the clinic. */
export async function getNote(db: Db, clinicId: number, id: number): Promise<ClinicalNote | undefined> {
  const row = await joined(db)
    .where(and(eq(clinicalNotes.id, id), eq(clinicalNotes.clinicId, clinicId), isNull(clinicalNotes.deletedAt), isNull(patients.deletedAt)))
    .get();
  return row ? toNote(row) : undefined;
}

/** Adds a note (the caller has checked the patient belongs to the clinic) with its audit row. */
export async function createNote(db: Db, clinicId: number, userId: number, patientId: number, noteContent: string): Promise<ClinicalNote> {
  const [inserted] = await db.batch([
    db.insert(clinicalNotes).values({ clinicId, patientId, doctorId: userId, noteContent }).returning({ id: clinicalNotes.id }),
    auditLastInsert(db, { clinicId, userId, patientId, action: 'create', entity: 'clinical_note' }),
  ]);
  return (await getNote(db, clinicId, inserted[0]!.id))!;
}

/** Edits a note if its version is current; otherwise returns the current note. */
export async function updateNote(db: Db, clinicId: number, userId: number, id: number, version: number, noteContent: string): Promise<UpdateOutcome<ClinicalNote>> {
  const existing = await getNote(db, clinicId, id);
  if (!existing) return { ok: false, reason: 'not-found' };
  const [updated] = await db.batch([
    db
      .update(clinicalNotes)
      .set({ noteContent, version: sql`${clinicalNotes.version} + 1`, updatedAt: new Date() })
      .where(and(eq(clinicalNotes.id, id), eq(clinicalNotes.clinicId, clinicId), eq(clinicalNotes.version, version), isNull(clinicalNotes.deletedAt)))
      .returning({ id: clinicalNotes.id }),
    auditIfChanged(db, { clinicId, userId, patientId: existing.patientId, action: 'update', entity: 'clinical_note', entityId: id }),
  ]);
  const current = (await getNote(db, clinicId, id))!;
  return updated[0] ? { ok: true, row: current } : { ok: false, reason: 'conflict', current };
}

/** Soft-deletes a note. */
export async function deleteNote(db: Db, clinicId: number, userId: number, id: number): Promise<boolean> {
  const existing = await getNote(db, clinicId, id);
  if (!existing) return false;
  const [deleted] = await db.batch([
    db
      .update(clinicalNotes)
      .set({ deletedAt: new Date() })
      .where(and(eq(clinicalNotes.id, id), eq(clinicalNotes.clinicId, clinicId), isNull(clinicalNotes.deletedAt)))
      .returning({ id: clinicalNotes.id }),
    auditIfChanged(db, { clinicId, userId, patientId: existing.patientId, action: 'delete', entity: 'clinical_note', entityId: id }),
  ]);
  return deleted.length > 0;
}
