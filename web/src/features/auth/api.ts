import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '../../../../core/schemas/auth';
import type { PublicUser } from '../../../../core/schemas/user';
import { api, ApiRequestError, unwrap } from '../../lib/api-client';

/** The signed-in user; null when signed out (a 401 means signed out, spec §4). */
export const currentUserQuery = queryOptions({
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

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** Sign in; stores the returned user. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => unwrap(api.login.$post({ json: input })),
    onSuccess: (user) => qc.setQueryData(currentUserQuery.queryKey, user),
  });
}

/** Register (role is always doctor; the server enforces it too); stores the returned user. */
export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => unwrap(api.register.$post({ json: { ...input, role: 'doctor' } })),
    onSuccess: (user) => qc.setQueryData(currentUserQuery.queryKey, user),
  });
}

/** Sign out; drops every cached query so no patient data outlives the session in memory. */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.logout.$post()),
    onSuccess: () => {
      qc.clear();
      qc.setQueryData(currentUserQuery.queryKey, null);
    },
  });
}

/** The visitor's country option from the edge (spec §2 register pre-selection); 'us' on failure. */
export const geoQuery = queryOptions({
  queryKey: ['/api/geo'],
  queryFn: async () => {
    try {
      return (await unwrap(api.geo.$get())).country;
    } catch {
      return 'us';
    }
  },
});
