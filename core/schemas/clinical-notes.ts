import { z } from 'zod';

export const NOTE_MAX_CHARS = 20_000;

const noteContent = z
  .string()
  .trim()
  .min(1, 'Note cannot be empty.')
  .max(NOTE_MAX_CHARS, `Note must be at most ${NOTE_MAX_CHARS.toLocaleString('en-US')} characters.`);

/** POST /api/clinical-notes. */
export const NoteCreateSchema = z.object({
  patientId: z.number({ error: 'Please select a patient.' }).int().min(1, 'Please select a patient.'),
  noteContent,
});

/** PATCH /api/clinical-notes/:id: new text plus the version the editor started from. */
export const NoteUpdateSchema = z.object({ noteContent, version: z.number().int().min(1) });

export const NoteListQuerySchema = z.object({
  patientId: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

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
