import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../core/schemas/user';
import { activateLocale, activeLocale, startupLocale } from '../i18n';
import { currentUserQuery } from './current-user';
import { followUserLocale } from './user-locale';

const german = { id: 1, name: 'Dr. Weber', locale: 'de' } as PublicUser;
const french = { id: 2, name: 'Dr Martin', locale: 'fr' } as PublicUser;

describe('the interface speaks the signed-in user’s language', () => {
  let qc: QueryClient;
  let stop: () => void;

  beforeEach(async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    await activateLocale('en');
    qc = new QueryClient();
    stop = followUserLocale(qc);
  });
  afterAll(() => activateLocale('en'));
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('after sign-in, and at the next start on this browser', async () => {
    qc.setQueryData(currentUserQuery.queryKey, german);
    await vi.waitFor(() => expect(activeLocale()).toBe('de'), { timeout: 10_000 });
    expect(startupLocale()).toBe('de');
  });

  it('follows a change made in Settings', async () => {
    qc.setQueryData(currentUserQuery.queryKey, german);
    await vi.waitFor(() => expect(activeLocale()).toBe('de'), { timeout: 10_000 });
    qc.setQueryData(currentUserQuery.queryKey, { ...german, locale: 'fr' } as PublicUser);
    await vi.waitFor(() => expect(activeLocale()).toBe('fr'), { timeout: 10_000 });
  });

  it('at sign-out the browser’s language returns and the user’s is forgotten', async () => {
    qc.setQueryData(currentUserQuery.queryKey, french);
    await vi.waitFor(() => expect(activeLocale()).toBe('fr'), { timeout: 10_000 });
    qc.setQueryData(currentUserQuery.queryKey, null);
    await vi.waitFor(() => expect(activeLocale()).toBe('en'), { timeout: 10_000 });
    expect(startupLocale()).toBe('en');
  });

  it('a tab’s forced language wins over the user’s', async () => {
    sessionStorage.setItem('medassist.locale-override', 'en-XA');
    qc.setQueryData(currentUserQuery.queryKey, german);
    await vi.waitFor(() => expect(activeLocale()).toBe('en-XA'), { timeout: 10_000 });
  });
});
