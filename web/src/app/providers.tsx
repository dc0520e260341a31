import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { AppToaster } from '../lib/toaster';
import { system } from './theme';

/** Server state in TanStack Query, UI state in jotai, styling from Chakra. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider>
          {children}
          <AppToaster />
        </JotaiProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
