import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ClinicInvite } from '../../../../../core/schemas/clinic-admin';
import { activateLocale } from '../../../i18n';
import { clinicKeys } from '../../../lib/query-keys';
import { InvitesList } from './invites-list';

// Issue #23: an invite (like an API key) is revoked ("Widerrufen", "Révoquer"), not ended like a
// session ("Beenden", "Déconnecter"): the button's text carries the context 'access::Revoke'.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;

const INVITE: ClinicInvite = {
  id: 4, maxUses: 5, role: 'doctor', uses: 1, status: 'active',
  createdAt: '2026-11-20T08:00:00.000Z', expiresAt: '2026-12-04T08:00:00.000Z', revokedAt: null,
};

function revokeButton(): HTMLButtonElement {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queries.setQueryData(clinicKeys.invites, [INVITE]);
  act(() => root!.render(
    <QueryClientProvider client={queries}>
      <ChakraProvider value={defaultSystem}>
        <InvitesList />
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

describe('revoking an invite', () => {
  it.each([
    ['de', 'Widerrufen'],
    ['fr', 'Révoquer'],
    ['en', 'Revoke'],
  ] as const)('reads as revoking it in %s', async (locale, text) => {
    await activateLocale(locale);
    expect(revokeButton().textContent).toBe(text);
  });
});
