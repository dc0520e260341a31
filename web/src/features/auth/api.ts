import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '../../../../core/schemas/auth';
import type { PasswordResetInput } from '../../../../core/schemas/clinic-admin';
import { api, smartApi, unwrap } from '../../lib/api-client';
import { currentUserQuery, useCurrentUser } from '../../lib/current-user';
import { accountKeys } from '../../lib/query-keys';
import { keepNewClinicRecoveryCode } from './new-clinic-recovery-code';

export { currentUserQuery, useCurrentUser };

/** Sign in; stores the returned user. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => unwrap(api.login.$post({ json: input })),
    onSuccess: (user) => qc.setQueryData(currentUserQuery.queryKey, user),
  });
}

/**
 * Sign in inside an EHR's frame (worker/routes/smart-api.ts): the same sign-in, its session in the
 * cookie only /smart receives. Answers the user the framed pages now see, null when the browser kept
 * no cookie in the frame (it refuses partitioned cookies).
 */
export function useFramedLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      await unwrap(smartApi.login.$post({ json: input }));
      return (await unwrap(smartApi.session.$get())).user;
    },
    onSuccess: (user) => qc.setQueryData(currentUserQuery.queryKey, user),
  });
}

/** Ends the framed session (sign-out inside the EHR's frame). */
export function useFramedLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(smartApi.logout.$post()),
    onSettled: () => qc.setQueryData(currentUserQuery.queryKey, null),
  });
}

/**
 * Register (role is always doctor; the server enforces it too); stores the returned user. A new
 * clinic's recovery code (issue 21) is kept apart, never in the cached user, until its dialog has
 * shown it once.
 */
export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => unwrap(api.register.$post({ json: { ...input, role: 'doctor' } })),
    onSuccess: (answer) => {
      const { recoveryCode, ...user } = { recoveryCode: undefined, ...answer };
      if (typeof recoveryCode === 'string') keepNewClinicRecoveryCode(recoveryCode);
      qc.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

/**
 * Sign out. This browser's push subscription ends first (a signed-out phone must not keep
 * receiving this user's pushes). Nobody is signed in afterwards, and that alone drops every other
 * query, the UI state and the service worker's non-code caches (lib/user-scope.ts), so no patient
 * data outlives the session.
 */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Loaded here, not with /login's entry chunk: signing out happens inside the app, which has it already.
      await (await import('../../lib/push-subscription')).unsubscribeFromPush();
      return unwrap(api.logout.$post());
    },
    onSuccess: () => qc.setQueryData(currentUserQuery.queryKey, null),
  });
}

/** The visitor's country option from the edge (spec §2 register pre-selection); 'us' on failure. */
export const geoQuery = queryOptions({
  queryKey: accountKeys.geo,
  queryFn: async () => {
    try {
      return (await unwrap(api.geo.$get())).country;
    } catch {
      return 'us';
    }
  },
});

/** "Forgot password?": a new password with the one-time code another owner issued, or (an owner) the clinic recovery code. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (json: PasswordResetInput) =>
      unwrap(api['password-reset'].$post({ json })),
  });
}
