import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { accountKeys } from './query-keys';

/**
 * The users of the signed-in user's clinic (GET /api/users): a message's recipients, an
 * appointment's doctors. One query for every feature that lists colleagues, so they share its cache.
 */
export const clinicUsersQuery = queryOptions({
  queryKey: accountKeys.users,
  queryFn: () => unwrap(api.users.$get()),
});
