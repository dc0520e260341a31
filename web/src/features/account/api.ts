import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, PublicUser } from '../../../../core/schemas/user';
import { api, unwrap, type ApiData } from '../../lib/api-client';
import { currentUserQuery, useCurrentUser } from '../../lib/current-user';
import { accountKeys } from '../../lib/query-keys';

/** The signed-in user (null when signed out): the app-wide entry, so a saved profile updates the header and the calculators' unit defaults at once. */
export { currentUserQuery as accountUserQuery, useCurrentUser as useAccountUser };

/**
 * Saves the profile through PATCH /api/user, one body after another (see profilePatches), and puts
 * the returned user in the cache, also when a later body fails after an earlier one was saved.
 */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (patches: ProfileUpdate[]): Promise<PublicUser> => {
      let user: PublicUser | undefined;
      try {
        for (const json of patches) user = await unwrap(api.user.$patch({ json }));
      } catch (err) {
        if (user) qc.setQueryData(currentUserQuery.queryKey, user);
        throw err;
      }
      if (!user) throw new Error('Nothing to save.');
      return user;
    },
    onSuccess: (user) => qc.setQueryData(currentUserQuery.queryKey, user),
  });
}

/** One signed-in session as GET /api/user/sessions answers it. */
export type SessionInfo = ApiData<typeof api.user.sessions.$get>[number];

/** The user's signed-in sessions (this one marked `current`). */
export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: () => unwrap(api.user.sessions.$get()),
});

/** Signs one session out. */
export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) => unwrap(api.user.sessions[':handle'].$delete({ param: { handle } })),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

/** Changes the password; the server ends every other session. */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: { currentPassword: string; newPassword: string }) =>
      unwrap(api.user.password.$post({ json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
