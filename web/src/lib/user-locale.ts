import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../core/schemas/user';
import { activateLocale, browserLocale, localeOverride, rememberUserLocale } from '../i18n';
import { currentUserQuery } from './current-user';

// The interface speaks the signed-in user's language (DESIGN.md §8 `locale`): after sign-in, on
// load and when they change it in Settings. Signed out, the login and register pages follow the
// browser again, and the next start on this browser no longer shows the previous user's language.
// A tab's `?locale=` override (pseudo-locale tests, translators) wins over both.

/** Keeps the interface language on the current user's, for this query client (once, at start); returns an undo. */
export function followUserLocale(queryClient: QueryClient): () => void {
  const userHash = hashKey(currentUserQuery.queryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== userHash) return;
    const user = event.query.state.data as PublicUser | null | undefined;
    if (user === undefined) return;
    rememberUserLocale(user?.locale);
    void activateLocale(localeOverride() ?? user?.locale ?? browserLocale());
  });
}
