import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../core/schemas/user';
import { api, ApiRequestError, unwrap } from './api-client';

/**
 * The signed-in user; null when signed out (a 401 means signed out, spec §4). One query for the
 * whole app: sign-in stores it, a saved profile replaces it, every feature reads the same entry.
 */
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
