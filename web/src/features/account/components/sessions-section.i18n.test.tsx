import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { accountKeys } from '../../../lib/query-keys';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { SessionInfo } from '../api';
import { SessionsSection } from './sessions-section';

// Issue #23: a session is ended ("Beenden", "Déconnecter"), not revoked like an invite or API key
// ("Widerrufen", "Révoquer"): the button's text carries the context 'session::Revoke'.


const SESSIONS: SessionInfo[] = [
  { handle: 'a', current: true, createdAt: '2026-11-20T08:00:00.000Z', lastSeenAt: '2026-11-26T08:00:00.000Z' },
  { handle: 'b', current: false, createdAt: '2026-11-21T09:30:00.000Z', lastSeenAt: '2026-11-25T17:00:00.000Z' },
] as SessionInfo[];

function revokeButton(): HTMLButtonElement {
  return renderWithProviders(<SessionsSection />, { data: [[accountKeys.sessions, SESSIONS]] }).querySelector('button')!;
}

afterAll(() => activateLocale('en'));

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
