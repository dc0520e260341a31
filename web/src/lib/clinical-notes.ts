import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicalNote } from '../../../core/schemas/clinical-notes';
import { can } from '../../../core/permissions';
import type { PublicUser } from '../../../core/schemas/user';
import { membershipOf } from './permissions';
import { api, unwrap } from './api-client';
import { clinicalNoteKeys, patientKeys } from './query-keys';

// Changing one clinical note, wherever notes are shown (dashboard, a patient's record): the server
// lets only the note's author or a clinic owner edit or delete it (worker/routes/clinical-notes.ts).

/** Whether `user` may edit or delete `note` (a role that signs notes, and its author or an owner): the buttons are shown only then. */
export function mayChangeNote(note: Pick<ClinicalNote, 'doctorId'>, user: Pick<PublicUser, 'id' | 'clinicRole' | 'role'> | null | undefined): boolean {
  return Boolean(user) && can(membershipOf(user), 'notes:sign') && (user!.clinicRole === 'owner' || user!.id === note.doctorId);
}

/** A note has been edited once its version moved past the first. */
export const wasEdited = (note: Pick<ClinicalNote, 'version'>) => note.version > 1;

/** Every list or record that shows notes refetches after a change. */
function useRefreshNotes() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: clinicalNoteKeys.all }), qc.invalidateQueries({ queryKey: patientKeys.all })]);
}

/** Edits a note (versioned); on a conflict the server answers 409 with the current note. */
export function useUpdateNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: ({ id, version, noteContent }: { id: number; version: number; noteContent: string }) =>
      unwrap(api['clinical-notes'][':id'].$patch({ param: { id: String(id) }, json: { noteContent, version } })),
    onSettled: refresh,
  });
}

/** Deletes a note (soft, with the reason the doctor gives). */
export function useDeleteNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => unwrap(api['clinical-notes'][':id'].$delete({ param: { id: String(id) }, json: { reason } })),
    onSettled: refresh,
  });
}

/** A note's texts, oldest first (GET /api/clinical-notes/:id/history, audited). */
export const noteHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: clinicalNoteKeys.history(id),
    queryFn: () => unwrap(api['clinical-notes'][':id'].history.$get({ param: { id: String(id) } })),
  });
