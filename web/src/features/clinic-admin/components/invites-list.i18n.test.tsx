import { afterAll, describe, expect, it } from 'vitest';
import type { ClinicInvite } from '../../../../../core/schemas/clinic-admin';
import { activateLocale } from '../../../i18n';
import { clinicKeys } from '../../../lib/query-keys';
import { renderWithProviders } from '../../../test/render-with-providers';
import { InvitesList } from './invites-list';

// Issue #23: an invite (like an API key) is revoked ("Widerrufen", "Révoquer"), not ended like a
// session ("Beenden", "Déconnecter"): the button's text carries the context 'access::Revoke'.


const INVITE: ClinicInvite = {
  id: 4, maxUses: 5, role: 'doctor', uses: 1, status: 'active',
  createdAt: '2026-11-20T08:00:00.000Z', expiresAt: '2026-12-04T08:00:00.000Z', revokedAt: null,
  createdBy: { id: 1, name: 'Dr Owner' },
};

function revokeButton(): HTMLButtonElement {
  return renderWithProviders(<InvitesList />, { data: [[clinicKeys.invites, [INVITE]]] }).querySelector('button')!;
}

afterAll(() => activateLocale('en'));

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
