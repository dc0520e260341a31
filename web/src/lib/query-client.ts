import { QueryClient } from '@tanstack/react-query';

/** Spec §9: no retries, data never goes stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a query runs even when the browser says it is offline, because the service
      // worker may answer it (the guidelines), and a failed one must fail at once (the sign-in check
      // then shows the offline page) rather than wait, paused, on 'Loading...' until the network is back.
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
