import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicUser } from '../../../core/schemas/user';
import { api, ApiRequestError, smartApi, unwrap } from './api-client';
import { inSmartFrame } from './smart-frame';
import { rememberSignedIn } from './signed-in-hint';
import { accountKeys } from './query-keys';

/**
 * The signed-in user; null when signed out. One query for the whole app: sign-in stores it, a
 * saved profile replaces it, every feature reads the same entry. Asked of GET /api/session, which
 * answers 200 `{ user: null }` when signed out, so the signed-out first visit logs no failed request
 * (GET /api/user answers the spec's 401, which the browser logs as an error in the console); a 401
 * still means signed out, should it come.
 */
export const currentUserQuery = queryOptions({
  queryKey: accountKeys.currentUser,
  // A failed check (offline) is not repeated by each component that reads the user as it mounts:
  // each repeat would put the gates back on 'Loading...' and unmount that component, forever.
  // The offline page asks again when the connection is back (app/offline-gate.tsx).
  retryOnMount: false,
  queryFn: async (): Promise<PublicUser | null> => {
    try {
      // Inside an EHR's frame only /smart receives a session cookie (lib/smart-frame.ts).
      return (await unwrap(inSmartFrame() ? smartApi.session.$get() : api.session.$get())).user;
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) return null;
      throw err;
    }
  },
});

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  const known = query.data !== undefined;
  const signedIn = Boolean(query.data);
  useEffect(() => {
    if (known) rememberSignedIn(signedIn);
  }, [known, signedIn]);
  return query;
}

/** The user could not be asked for because the network is down (not a 401, not a server error). */
export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 0;
}
