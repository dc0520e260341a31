import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

// The one way web tests mount a component: inside the providers the app gives every page
// (React Query, Chakra, a router), so a test only says what it renders and at which address.

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; host: HTMLElement }[] = [];

/** Unmounts what the test rendered: each test starts from an empty page (test/fresh-page.ts runs it after every test). */
export function unmountRendered(): void {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
}

export interface RenderOptions {
  /** The address the router starts at (default "/"). */
  url?: string;
  /** Answers already in the query cache, as [key, data]: the component reads them without a request. */
  data?: ReadonlyArray<readonly [QueryKey, unknown]>;
}

/** Renders `ui` into a fresh element attached to the document and returns that element. */
export function renderWithProviders(ui: ReactNode, { url = '/', data = [] }: RenderOptions = {}): HTMLElement {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  mounted.push({ root, host });
  // A test's data is what it put in the cache: never stale, and a request that fails is not retried.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of data) queries.setQueryData(key, value);
  act(() => {
    root.render(
      <QueryClientProvider client={queries}>
        <ChakraProvider value={defaultSystem}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </ChakraProvider>
      </QueryClientProvider>,
    );
  });
  return host;
}
