import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ClinicalNote, NoteHistory } from '../../../core/schemas/clinical-notes';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { clinicalNotes, noteVersions, patients, users } from '../schema';
import { auditIfChanged, auditLastInsert, auditRead, type AuditedRead } from './audit';
import { keyWithRecord, type IdempotencyClaim } from './idempotency';
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

/** What a notes list asked for: one patient's notes, or the clinic's most recent (dashboard). */
export interface NoteListQuery {
  patientId?: number;
  limit: number;
}

/**
 * A notes list with the read recorded in the audit trail (a 'list' row with the query). A missing
 * or another clinic's patient simply has no notes here (as the list always answered): nothing to record.
 */
export async function listNotesAudited(db: Db, key: AuditKey, clinicId: number, userId: number, q: NoteListQuery): Promise<AuditedRead<ClinicalNote[]>> {
  const entry = await signAudit(key, {
    clinicId,
    userId,
    patientId: q.patientId ?? null,
    action: 'list',
    entity: 'clinical_note',
    detail: { ...(q.patientId ? { patientId: q.patientId } : {}), limit: q.limit },
  });
  const [patient, notes] = await Promise.all([q.patientId ? getPatient(db, clinicId, q.patientId) : true, listNotes(db, clinicId, q)]);
  if (!patient) return [];
  if (!(await auditRead(db, entry))) return 'reader-disabled';
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
export async function createNote(db: Db, key: AuditKey, clinicId: number, userId: number, patientId: number, noteContent: string, claim?: IdempotencyClaim): Promise<ClinicalNote> {
  const [inserted] = await db.batch([
    db.insert(clinicalNotes).values({ clinicId, patientId, doctorId: userId, noteContent }).returning({ id: clinicalNotes.id }),
    auditLastInsert(db, await signAudit(key, { clinicId, userId, patientId, action: 'create', entity: 'clinical_note' })),
    ...(claim ? [keyWithRecord(db, claim, clinicalNotes)] : []),
  ]);
  return (await getNote(db, clinicId, inserted[0]!.id))!;
}

/** Who is changing a note: only its author or a clinic owner may edit or delete it. */
export interface NoteEditor {
  userId: number;
  isOwner: boolean;
}

const mayChange = (note: ClinicalNote, editor: NoteEditor) => editor.isOwner || note.doctorId === editor.userId;

export type NoteChangeOutcome = UpdateOutcome<ClinicalNote> | { ok: false; reason: 'forbidden' };

const live = (id: number, clinicId: number) => and(eq(clinicalNotes.id, id), eq(clinicalNotes.clinicId, clinicId), isNull(clinicalNotes.deletedAt));

/**
 * Edits a note if its version is current, keeping the text it replaces (who wrote it and when) in
 * note_versions; otherwise returns the current note. The copy, the update and the audit row are one
 * batch, each conditional on the same version, so a stale edit changes and keeps nothing.
 */
export async function updateNote(db: Db, key: AuditKey, clinicId: number, editor: NoteEditor, id: number, version: number, noteContent: string): Promise<NoteChangeOutcome> {
  const existing = await getNote(db, clinicId, id);
  if (!existing) return { ok: false, reason: 'not-found' };
  if (!mayChange(existing, editor)) return { ok: false, reason: 'forbidden' };
  const current = and(live(id, clinicId), eq(clinicalNotes.version, version));
  const [, updated] = await db.batch([
    db.insert(noteVersions).select(
      db
        .select({
          id: sql<number>`NULL`.as('id'),
          clinicId: clinicalNotes.clinicId,
          noteId: clinicalNotes.id,
          version: clinicalNotes.version,
          noteContent: clinicalNotes.noteContent,
          writtenBy: sql<number>`coalesce(${clinicalNotes.updatedBy}, ${clinicalNotes.doctorId})`.as('written_by'),
          writtenAt: clinicalNotes.updatedAt,
        })
        .from(clinicalNotes)
        .where(current),
    ),
    db
      .update(clinicalNotes)
      .set({ noteContent, version: sql`${clinicalNotes.version} + 1`, updatedAt: new Date(), updatedBy: editor.userId })
      .where(current)
      .returning({ id: clinicalNotes.id }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId: editor.userId, patientId: existing.patientId, action: 'update', entity: 'clinical_note', entityId: id })),
  ]);
  const now = (await getNote(db, clinicId, id))!;
  return updated[0] ? { ok: true, row: now } : { ok: false, reason: 'conflict', current: now };
}

/** Soft-deletes a note with the reason given (kept with the note, seen by owners in its history). */
export async function deleteNote(db: Db, key: AuditKey, clinicId: number, editor: NoteEditor, id: number, reason: string): Promise<'deleted' | 'not-found' | 'forbidden'> {
  const existing = await getNote(db, clinicId, id);
  if (!existing) return 'not-found';
  if (!mayChange(existing, editor)) return 'forbidden';
  const [deleted] = await db.batch([
    db
      .update(clinicalNotes)
      .set({ deletedAt: new Date(), deletedBy: editor.userId, deleteReason: reason })
      .where(live(id, clinicId))
      .returning({ id: clinicalNotes.id }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId: editor.userId, patientId: existing.patientId, action: 'delete', entity: 'clinical_note', entityId: id })),
  ]);
  return deleted.length > 0 ? 'deleted' : 'not-found';
}

/**
 * A note's texts, oldest first, ending with the current one, with the read audited ('view' of the
 * note). A deleted note's history is shown to owners only, with who deleted it and why.
 */
export async function readNoteHistoryAudited(db: Db, key: AuditKey, clinicId: number, reader: NoteEditor, id: number): Promise<AuditedRead<NoteHistory>> {
  const writer = alias(users, 'writer');
  const deleter = alias(users, 'deleter');
  const note = await db
    .select({ note: clinicalNotes, writerName: writer.name, deleterName: deleter.name })
    .from(clinicalNotes)
    .innerJoin(patients, and(eq(patients.id, clinicalNotes.patientId), isNull(patients.deletedAt)))
    .innerJoin(writer, eq(writer.id, sql`coalesce(${clinicalNotes.updatedBy}, ${clinicalNotes.doctorId})`))
    .leftJoin(deleter, eq(deleter.id, clinicalNotes.deletedBy))
    .where(and(eq(clinicalNotes.id, id), eq(clinicalNotes.clinicId, clinicId)))
    .get();
  if (!note || (note.note.deletedAt && !reader.isOwner)) return 'not-found';
  const entry = await signAudit(key, { clinicId, userId: reader.userId, patientId: note.note.patientId, action: 'view', entity: 'clinical_note', entityId: id });
  const [earlier, allowed] = await Promise.all([
    db
      .select({ v: noteVersions, writerName: users.name })
      .from(noteVersions)
      .innerJoin(users, eq(users.id, noteVersions.writtenBy))
      .where(and(eq(noteVersions.noteId, id), eq(noteVersions.clinicId, clinicId)))
      .orderBy(asc(noteVersions.version))
      .all(),
    auditRead(db, entry),
  ]);
  if (!allowed) return 'reader-disabled';
  const n = note.note;
  return {
    noteId: n.id,
    patientId: n.patientId,
    versions: [
      ...earlier.map(({ v, writerName }) => ({ version: v.version, noteContent: v.noteContent, writtenById: v.writtenBy, writtenByName: writerName, writtenAt: v.writtenAt.toISOString() })),
      { version: n.version, noteContent: n.noteContent, writtenById: n.updatedBy ?? n.doctorId, writtenByName: note.writerName, writtenAt: n.updatedAt.toISOString() },
    ],
    deleted: n.deletedAt ? { at: n.deletedAt.toISOString(), byName: note.deleterName ?? '', reason: n.deleteReason ?? '' } : null,
  };
}
