import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { scopeToCurrentUser } from '../lib/user-scope';
import { followUserLocale } from '../lib/user-locale';
import { AppToaster } from '../lib/toaster';
import { appSystem, loadLateTheme } from './theme';

/** A query client whose per-user queries end with their user (lib/user-scope.ts), and whose user sets the language (lib/user-locale.ts). */
function createScopedQueryClient() {
  const queryClient = createQueryClient();
  scopeToCurrentUser(queryClient);
  followUserLocale(queryClient);
  return queryClient;
}

/**
 * Server state in TanStack Query, UI state in jotai, styling from Chakra. Jotai's store is one per
 * signed-in user, provided by the gates that bring the app shell (app/user-state.tsx), so the
 * first screen, which has no atoms, does not carry jotai.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createScopedQueryClient);
  return (
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster prepare={loadLateTheme} />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
