import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '../../../../core/i18n/msg';
import type { LabResult, LabResultCreate } from '../../../../core/schemas/lab-results';
import type { PublicUser } from '../../../../core/schemas/user';
import { api, unwrap } from '../../lib/api-client';
import type { ResultKindTab, ReviewFilter } from './labs.utils';
import { accountKeys, labResultKeys, statsKey } from '../../lib/query-keys';

/**
 * The result list as the server filters it. Spec §7: only the Pending filter is sent (pending=true);
 * Reviewed asks for everything and is narrowed on the client, so it shares All's cache entry.
 */
export const labResultListQuery = (filter: ReviewFilter, kind: ResultKindTab, q: string) => {
  const pending = filter === 'pending';
  return queryOptions({
    queryKey: labResultKeys.list(pending, kind, q),
    queryFn: () =>
      unwrap(
        api['lab-results'].$get({
          query: { ...(pending ? { pending: 'true' as const } : {}), ...(kind !== 'all' ? { kind } : {}), ...(q ? { q } : {}) },
        }),
      ),
  });
};

/** One result, for a deep link (/labs?result=<id>) to a result the current list does not hold. */
export const labResultQuery = (id: number) =>
  queryOptions({
    queryKey: labResultKeys.one(id),
    queryFn: () => unwrap(api['lab-results'][':id'].$get({ param: { id: String(id) } })),
  });

/**
 * The signed-in user as the access gate loaded it (the auth feature owns that query; features do not
 * import each other, so this only reads the cache and never fetches).
 */
export function useSignedInUserName(): string {
  return useQueryClient().getQueryData<PublicUser | null>(accountKeys.currentUser)?.name ?? '';
}

/** Spec §4: after a change the result lists and the dashboard figures are refetched everywhere. */
function useInvalidateLabResults() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: labResultKeys.all }),
      qc.invalidateQueries({ queryKey: statsKey }),
    ]);
}

/** 'Mark as Reviewed' (no way back): records the reviewer and time. */
export function useReviewLabResult() {
  const qc = useQueryClient();
  const invalidate = useInvalidateLabResults();
  return useMutation({
    mutationFn: (id: number) => unwrap(api['lab-results'][':id'].review.$patch({ param: { id: String(id) } })),
    onSuccess: (reviewed) => {
      // Show the answer at once, wherever the result is cached, while the refetch runs.
      qc.setQueryData(labResultQuery(reviewed.id).queryKey, reviewed);
      qc.setQueriesData<LabResult[]>({ queryKey: labResultKeys.all, predicate: (q) => Array.isArray(q.state.data) }, (list) =>
        list?.map((r) => (r.id === reviewed.id ? reviewed : r)),
      );
      return invalidate();
    },
  });
}

/** Enters a result; a critical one alerts every doctor of the clinic live (server side). */
export function useCreateLabResult() {
  const invalidate = useInvalidateLabResults();
  return useMutation({
    mutationFn: async (input: LabResultCreate) => {
      const created = await unwrap(api['lab-results'].$post({ json: input }));
      // Only a lab system's key gets the bare receipt; a signed-in user always gets the whole result.
      if (!('patientId' in created)) throw new Error(msg('The result was stored, but the server answered without it. Reload the page.'));
      return created;
    },
    onSuccess: invalidate,
  });
}

/** Results a lab sent for an MRN the clinic does not know, waiting for staff (worker/routes/unmatched-lab-results.ts). */
export const unmatchedResultsQuery = queryOptions({
  queryKey: labResultKeys.unmatched,
  queryFn: () => unwrap(api['unmatched-lab-results'].$get({ query: {} })),
});

/** Attaches an unmatched result to a patient (it becomes a normal result) or discards it with a reason. */
export function useResolveUnmatched() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (r: { id: number; patientId: number } | { id: number; reason: string }): Promise<unknown> =>
      'patientId' in r
        ? unwrap(api['unmatched-lab-results'][':id'].attach.$post({ param: { id: String(r.id) }, json: { patientId: r.patientId } }))
        : unwrap(api['unmatched-lab-results'][':id'].discard.$post({ param: { id: String(r.id) }, json: { reason: r.reason } })),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: unmatchedResultsQuery.queryKey });
      await qc.invalidateQueries({ queryKey: labResultKeys.all });
    },
  });
}
