import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, PublicUser } from '../../../../core/schemas/user';
import { api, ApiRequestError, unwrap } from '../../lib/api-client';

/**
 * The signed-in user (null when signed out). The same key and fetch as the app-wide current user,
 * so a saved profile updates the header and the calculators' unit defaults at once.
 */
export const accountUserQuery = queryOptions({
  queryKey: ['/api/user'],
  queryFn: async (): Promise<PublicUser | null> => {
    try {
      return await unwrap(api.user.$get());
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) return null;
      throw err;
    }
  },
});

export function useAccountUser() {
  return useQuery(accountUserQuery);
}

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
        for (const json of patches) user = (await unwrap(api.user.$patch({ json }))) as PublicUser;
      } catch (err) {
        if (user) qc.setQueryData(accountUserQuery.queryKey, user);
        throw err;
      }
      if (!user) throw new Error('Nothing to save.');
      return user;
    },
    onSuccess: (user) => qc.setQueryData(accountUserQuery.queryKey, user),
  });
}

export interface SessionInfo {
  handle: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The user's signed-in sessions (this one marked `current`). */
export const sessionsQuery = queryOptions({
  queryKey: ['/api/user/sessions'],
  queryFn: () => unwrap(api.user.sessions.$get()) as Promise<SessionInfo[]>,
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
      unwrap(api.user.password.$post({ json })) as Promise<{ message: string; endedSessions: number }>,
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export interface CreatedInvite {
  code: string;
  expiresAt: string;
  maxUses: number;
}

/** Owners: a code colleagues register with to join the clinic. */
export function useCreateInvite() {
  return useMutation({
    mutationFn: (json: { maxUses: number; expiresInDays: number }) => unwrap(api.clinic.invites.$post({ json })) as Promise<CreatedInvite>,
  });
}

export interface ApiKeyInfo {
  id: number;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Owners: the clinic's lab-integration keys (never the secrets). */
export const apiKeysQuery = queryOptions({
  queryKey: ['/api/clinic/api-keys'],
  queryFn: () => unwrap(api.clinic['api-keys'].$get()) as Promise<ApiKeyInfo[]>,
});

/** Creates a key; the answer holds the secret, shown once. */
export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      unwrap(api.clinic['api-keys'].$post({ json: { name } })) as Promise<{ id: number; key: string; prefix: string; message: string }>,
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.clinic['api-keys'][':id'].$delete({ param: { id: String(id) } })),
    onSettled: () => qc.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
