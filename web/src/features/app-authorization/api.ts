import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ConsentDecision } from '../../../../core/schemas/oauth';
import { api, unwrap } from '../../lib/api-client';
import { appAuthorizationKeys } from '../../lib/query-keys';

/** What an app's authorization request asks for, checked again for the signed-in user (worker/routes/oauth-consent.ts). */
export const consentQuery = (request: Record<string, string>) =>
  queryOptions({
    queryKey: appAuthorizationKeys.consent(request),
    queryFn: () => unwrap(api.oauth.consent.$get({ query: request })),
  });

/** The clinic's patients matching `q` (for the patient a standalone launch may read). */
export const patientChoicesQuery = (q: string) =>
  queryOptions({
    queryKey: appAuthorizationKeys.patients(q),
    queryFn: () => unwrap(api.patients.$get({ query: { ...(q ? { q } : {}), limit: '20' } })),
  });

/** The clinic's apps the chart can launch on a patient (enabled, with a launch URL). */
export const launchableAppsQuery = queryOptions({
  queryKey: appAuthorizationKeys.launchable,
  queryFn: () => unwrap(api.oauth.apps.$get()),
});

/** The user's answer: where the browser goes next (the app, with a code or error=access_denied). */
export function useAnswerConsent() {
  return useMutation({ mutationFn: (json: ConsentDecision) => unwrap(api.oauth.consent.$post({ json })) });
}
