import { z } from 'zod';
import { msg } from '../i18n/msg';
import { pageLimit } from './paging';

export const NOTE_MAX_CHARS = 20_000;

const noteContent = z
  .string()
  .trim()
  .min(1, msg('Note cannot be empty.'))
  .max(NOTE_MAX_CHARS, msg('Note must be at most 20,000 characters.'));

/** POST /api/clinical-notes. */
export const NoteCreateSchema = z.object({
  patientId: z.number({ error: msg('Please select a patient.') }).int().min(1, msg('Please select a patient.')),
  noteContent,
});

/** PATCH /api/clinical-notes/:id: new text plus the version the editor started from. */
export const NoteUpdateSchema = z.object({ noteContent, version: z.number().int().min(1) });

export const NoteListQuerySchema = z.object({
  patientId: z.coerce.number().int().min(1).optional(),
  limit: pageLimit(),
});

export const NOTE_DELETE_REASON_MAX = 500;

/** DELETE /api/clinical-notes/:id: a note is removed only with a reason (kept with the note). */
export const NoteDeleteSchema = z.object({
  reason: z
    .string({ error: msg('A reason is required to delete a note.') })
    .trim()
    .min(1, msg('A reason is required to delete a note.'))
    .max(NOTE_DELETE_REASON_MAX, msg('The reason must be at most 500 characters.')),
});

/** One text a note has had: the original, each amendment, and last the current text. */
export interface NoteVersion {
  version: number;
  noteContent: string;
  writtenById: number;
  writtenByName: string;
  writtenAt: string;
}

/** GET /api/clinical-notes/:id/history. */
export interface NoteHistory {
  noteId: number;
  patientId: number;
  /** Oldest first; the last one is the current text. */
  versions: NoteVersion[];
  /** Set when the note was deleted (only owners can see a deleted note's history). */
  deleted: { at: string; byName: string; reason: string } | null;
}

/** A clinical note as the API returns it. */
export interface ClinicalNote {
  id: number;
  patientId: number;
  patientName: string;
  doctorId: number;
  doctorName: string;
  noteContent: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}
