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

/** The signed-in user's clinics (issue 21), the session's active one marked `active`. */
export const myClinicsQuery = queryOptions({
  queryKey: accountKeys.clinics,
  queryFn: () => unwrap(api.user.clinics.$get()),
});

/**
 * Switches this session to another clinic. The answer is the user in that clinic: putting it in the
 * cache is a change of whose state the page holds (lib/user-scope.ts), so every query, the UI state
 * and the live channel of the clinic left behind are dropped, exactly as at sign-out. That remounts
 * the shell, and with it the component that asked, so what follows a switch (`onSwitched`: where to
 * go, what to say) runs here first: callbacks given to `mutate` would die with the component.
 */
export function useSwitchClinic(onSwitched: (user: PublicUser) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (clinicId: number) => unwrap(api.user.clinic.$post({ json: { clinicId } })),
    onSuccess: (user) => {
      onSwitched(user);
      qc.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

/** Joins another clinic with an invite code and the account's password, as the signed-in user (no second account). */
export function useJoinClinic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { inviteCode: string; currentPassword: string }) => unwrap(api.user.clinics.$post({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: myClinicsQuery.queryKey }),
  });
}
