import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { accountKeys } from '../lib/query-keys';
import { renderInSlices } from '../lib/render-in-slices';
import { inNextTask, occupyMainThread, until } from '../test/in-slices-harness';
import { PublicOnly } from './public-only';
import { appSystem } from './theme';

// Issue 22: the session's answer (signed out) arrives as an urgent update; the login page behind
// PublicOnly then rendered in one task. A timer queued as the answer arrives stands for the
// browser's next task (an input, a paint): it runs before the page is in only if React renders it
// in slices (lib/in-slices.ts).

const FIELDS = 40;
const FIELD_MS = 3;

/** A part of the login page that costs FIELD_MS of main-thread work to render. */
function SlowField({ n }: { n: number }) {
  occupyMainThread(FIELD_MS);
  return <p data-testid="field">{n}</p>;
}

const fieldsIn = (host: Element) => host.querySelectorAll('[data-testid=field]').length;

let host: HTMLElement | undefined;
afterEach(() => {
  host?.remove();
  vi.unstubAllGlobals();
});

describe('PublicOnly', () => {
  it('renders the login page in slices once the session answers "signed out", the loading screen meanwhile', async () => {
    // The session request stays open: the test hands the answer to the query itself.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    host = document.createElement('div');
    document.body.appendChild(host);
    const el = host;
    renderInSlices(
      el,
      <ChakraProvider value={appSystem()}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/login']}>
            <Routes>
              <Route element={<PublicOnly />}>
                <Route path="/login" element={<>{Array.from({ length: FIELDS }, (_, n) => <SlowField key={n} n={n} />)}</>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ChakraProvider>,
    );
    await until(() => el.querySelector('[role=status]') !== null);

    queryClient.setQueryData(accountKeys.currentUser, null);
    const seenByTheNextTask = await inNextTask(() => ({ fields: fieldsIn(el), loading: el.querySelector('[role=status]') !== null }));
    expect(seenByTheNextTask).toEqual({ fields: 0, loading: true });
    await until(() => fieldsIn(el) === FIELDS);
    expect(fieldsIn(el)).toBe(FIELDS);
    expect(el.querySelector('[role=status]')).toBeNull();
  });
});
