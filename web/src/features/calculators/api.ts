import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import type { ObservationInput } from '../../../../core/schemas/chart';
import { clinicalNoteKeys, patientKeys } from '../../lib/query-keys';

/** Up to 20 of the clinic's patients matching `q` (name or condition), for choosing whose note to add. */
export const patientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: patientKeys.noteTarget(q.trim(), 20),
    queryFn: () => unwrap(api.patients.$get({ query: { ...(q.trim() ? { q: q.trim() } : {}), limit: '20' } })),
    staleTime: 30_000,
  });

/** Adds a calculator result as a clinical note to a patient of the clinic. */
export function useSaveCalculationNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: { patientId: number; noteContent: string }) => unwrap(api['clinical-notes'].$post({ json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: clinicalNoteKeys.all }),
  });
}

/** A calculator result saved back to the chart it was opened from: a note, and for a score also an observation. */
export function useSaveToChart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ patientId, noteContent, observation }: { patientId: number; noteContent: string; observation: ObservationInput | null }) => {
      await unwrap(api['clinical-notes'].$post({ json: { patientId, noteContent } }));
      if (observation) await unwrap(api.patients[':id'].observations.$post({ param: { id: String(patientId) }, json: observation }));
    },
    // The chart lives under the patients key; its notes under clinical-notes.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: patientKeys.all }), qc.invalidateQueries({ queryKey: clinicalNoteKeys.all })]),
  });
}
