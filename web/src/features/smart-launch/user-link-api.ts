import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { smartApi, unwrap } from '../../lib/api-client';
import { smartKeys } from '../../lib/query-keys';

const linkKey = smartKeys.userLink;

/** The launch's EHR user and its link to MedAssist users (worker/routes/smart-user-link.ts). */
export const userLinkQuery = (launch: number) =>
  queryOptions({ queryKey: linkKey(launch), queryFn: () => unwrap(smartApi['user-links'][':id'].$get({ param: { id: String(launch) } })) });

/** Links the launch's EHR user to the signed-in MedAssist user (once). */
export function useLinkEhrUser(launch: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(smartApi['user-links'][':id'].$post({ param: { id: String(launch) } })),
    onSuccess: (view) => qc.setQueryData(linkKey(launch), view),
  });
}

/** Removes the signed-in user's link on the launch's EHR connection. */
export function useUnlinkEhrUser(launch: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(smartApi['user-links'][':id'].$delete({ param: { id: String(launch) } })),
    onSuccess: (view) => qc.setQueryData(linkKey(launch), view),
  });
}
