import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatientInput } from '../../../../core/schemas/patients';
import { api, unwrap } from '../../lib/api-client';
import { clinicalNoteKeys, patientKeys, statsKey } from '../../lib/query-keys';

export type PatientTab = 'all' | 'recent' | 'upcoming';
export const PATIENT_PAGE_SIZE = 50;

/** One tab of the patient list, optionally searched, fetched page by page. */
export const patientListQuery = (tab: PatientTab, q: string) =>
  infiniteQueryOptions({
    queryKey: patientKeys.list(tab, q),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      unwrap(api.patients.$get({ query: { tab, ...(q ? { q } : {}), limit: String(PATIENT_PAGE_SIZE), offset: String(pageParam) } })),
    getNextPageParam: (last, all) => (last.length === PATIENT_PAGE_SIZE ? all.length * PATIENT_PAGE_SIZE : undefined),
  });

/** Deleted patients, newest first (owners: the 'Recently deleted' tab), page by page. */
export const deletedPatientsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: patientKeys.deleted(q),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      unwrap(api.patients.$get({ query: { deleted: 'true', ...(q ? { q } : {}), limit: String(PATIENT_PAGE_SIZE), offset: String(pageParam) } })),
    getNextPageParam: (last, all) => (last.length === PATIENT_PAGE_SIZE ? all.length * PATIENT_PAGE_SIZE : undefined),
  });

/** A patient's whole record (demographics, notes, appointments, results) in one request. */
export const patientRecordQuery = (id: number) =>
  queryOptions({
    queryKey: patientKeys.record(id),
    queryFn: () => unwrap(api.patients[':id'].record.$get({ param: { id: String(id) } })),
  });

/** One patient's demographics (roles without clinical access open this instead of the record). */
export const patientQuery = (id: number) =>
  queryOptions({
    queryKey: patientKeys.one(id),
    queryFn: () => unwrap(api.patients[':id'].$get({ param: { id: String(id) } })),
  });

/** After any change the lists, the record and the dashboard figures are refetched. */
function useInvalidatePatients() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: patientKeys.all }),
      qc.invalidateQueries({ queryKey: clinicalNoteKeys.all }),
      qc.invalidateQueries({ queryKey: statsKey }),
    ]);
}

export function useCreatePatient() {
  const invalidate = useInvalidatePatients();
  return useMutation({
    mutationFn: (input: PatientInput) => unwrap(api.patients.$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useUpdatePatient() {
  const invalidate = useInvalidatePatients();
  return useMutation({
    mutationFn: ({ id, version, input }: { id: number; version: number; input: PatientInput }) =>
      unwrap(api.patients[':id'].$patch({ param: { id: String(id) }, json: { ...input, version } })),
    onSettled: invalidate,
  });
}

export function useDeletePatient() {
  const invalidate = useInvalidatePatients();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.patients[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: invalidate,
  });
}

/** The owner brings a deleted patient back (audited by the server). */
export function useRestorePatient() {
  const invalidate = useInvalidatePatients();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.patients[':id'].restore.$post({ param: { id: String(id) } })),
    onSuccess: invalidate,
  });
}

export function useAddNote() {
  const invalidate = useInvalidatePatients();
  return useMutation({
    mutationFn: (body: { patientId: number; noteContent: string }) => unwrap(api['clinical-notes'].$post({ json: body })),
    onSuccess: invalidate,
  });
}
