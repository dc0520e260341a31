import { atom } from 'jotai';
import type { Patient } from '../../../../core/schemas/patients';
import type { AttachedImage, ChatMessage } from './ai.utils';

// UI state of the assistant page, kept in memory only (never in browser storage: it may hold
// patient details). It survives moving between pages, not a reload.

/** The conversation shown in the chat panel. */
export const chatMessagesAtom = atom<ChatMessage[]>([]);
/** True while a chat answer is being requested or streamed (sending is blocked meanwhile). */
export const chatPendingAtom = atom(false);
/** The text in the chat box. */
export const chatDraftAtom = atom('');
/** The patient whose record the assistant may use, chosen by the user; null for none. */
export const aiPatientAtom = atom<Patient | null>(null);

/** The EHR's patient of a SMART launch (the workspace /smart/patient): the Worker reads their record from the EHR. */
export interface AiEhrPatient {
  launch: number;
  name: string;
  ehr: string;
}
/** Set instead of aiPatientAtom where the assistant opens from the SMART workspace (its own store: components/ehr-patient-assistant.tsx). */
export const aiEhrPatientAtom = atom<AiEhrPatient | null>(null);

/** The request's patient context: the EHR's launch, else the clinic patient, else none. */
export const aiContextBodyAtom = atom((get): { smartLaunchId: number } | { patientId: number } | Record<string, never> => {
  const ehr = get(aiEhrPatientAtom);
  if (ehr) return { smartLaunchId: ehr.launch };
  const patient = get(aiPatientAtom);
  return patient ? { patientId: patient.id } : {};
});
/** The image attached to the next chat message (cleared after a successful send, spec §4). */
export const chatImageAtom = atom<AttachedImage | null>(null);
