import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

/** Up to 20 of the clinic's patients matching `q` (name or condition), for choosing whose note to add. */
export const patientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['/api/patients', { q: q.trim(), limit: 20 }],
    queryFn: () => unwrap(api.patients.$get({ query: { ...(q.trim() ? { q: q.trim() } : {}), limit: '20' } })),
    staleTime: 30_000,
  });

/** Adds a calculator result as a clinical note to a patient of the clinic. */
export function useSaveCalculationNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: { patientId: number; noteContent: string }) => unwrap(api['clinical-notes'].$post({ json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/clinical-notes'] }),
  });
}
