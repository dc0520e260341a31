import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, vi } from 'vitest';
import { renderInSlices } from '../lib/render-in-slices';

// The one way web tests check that React renders in slices (issue 22: total blocking time). Unlike
// renderWithProviders, which finishes every render inside act(), this mounts with the app's real
// scheduling, so a timer queued while React works stands for the browser's next task (an input, a
// paint) and shows whether the work was split. Requests stay pending: the test hands answers in.

// Real scheduling, not act()'s: act() would finish every render before the test could look.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** Keeps the main thread busy for `ms`: the cost of rendering a few styled Chakra elements on a phone. */
export function occupyMainThread(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

/** Resolves once `done()` holds (checked every 10 ms), or after 10 s. */
export async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

/** What the next task sees: `look()` run in a timer queued now. */
export function inNextTask<T>(look: () => T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(look()), 0));
}

const mounted: { unmount(): void; queryClient: QueryClient; host: HTMLElement }[] = [];

// Unmounted and its queries dropped after each test: a panel left mounted refetched later, and that
// request went to happy-dom's origin (127.0.0.1:3000) once fetch was no longer stubbed.
afterEach(() => {
  for (const m of mounted.splice(0)) {
    m.unmount();
    m.queryClient.clear();
    m.host.remove();
  }
});
// Left stubbed until every test is done: a query refetching after its test must not reach the network.
afterAll(() => vi.unstubAllGlobals());

/**
 * Mounts `ui` as the app does (lib/render-in-slices.ts: the first render a transition) inside the
 * providers every page has, every request left pending; returns the element and the query client
 * the test answers through (`queryClient.setQueryData`).
 */
export function mountInSlices(ui: ReactNode, url = '/'): { host: HTMLElement; queryClient: QueryClient } {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = renderInSlices(
    host,
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  mounted.push({ unmount: () => root.unmount(), queryClient, host });
  return { host, queryClient };
}
