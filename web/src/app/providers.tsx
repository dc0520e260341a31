import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { AppToaster } from '../lib/toaster';
import { loadLateTheme, system } from './theme';

/**
 * Server state in TanStack Query, UI state in jotai, styling from Chakra. Jotai runs provider-less
 * (its default store, one per page like a root Provider would be), so the first screen, which has
 * no atoms, does not carry jotai.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster prepare={loadLateTheme} />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
