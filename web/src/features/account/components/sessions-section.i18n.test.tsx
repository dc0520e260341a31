import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { accountKeys } from '../../../lib/query-keys';
import type { SessionInfo } from '../api';
import { SessionsSection } from './sessions-section';

// Issue #23: a session is ended ("Beenden", "Déconnecter"), not revoked like an invite or API key
// ("Widerrufen", "Révoquer"): the button's text carries the context 'session::Revoke'.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;

const SESSIONS: SessionInfo[] = [
  { handle: 'a', current: true, createdAt: '2026-11-20T08:00:00.000Z', lastSeenAt: '2026-11-26T08:00:00.000Z' },
  { handle: 'b', current: false, createdAt: '2026-11-21T09:30:00.000Z', lastSeenAt: '2026-11-25T17:00:00.000Z' },
] as SessionInfo[];

function revokeButton(): HTMLButtonElement {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queries.setQueryData(accountKeys.sessions, SESSIONS);
  act(() => root!.render(
    <QueryClientProvider client={queries}>
      <ChakraProvider value={defaultSystem}>
        <SessionsSection />
      </ChakraProvider>
    </QueryClientProvider>,
  ));
  return host.querySelector('button')!;
}

afterAll(() => activateLocale('en'));
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

describe('ending another session', () => {
  it.each([
    ['de', 'Beenden'],
    ['fr', 'Déconnecter'],
    ['en', 'Revoke'],
  ] as const)('reads as ending it in %s', async (locale, text) => {
    await activateLocale(locale);
    expect(revokeButton().textContent).toBe(text);
  });
});
