import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../core/schemas/user';
import { onForbidden, onUnauthorized } from './api-client';
import { currentUserQuery } from './current-user';
import { tellServiceWorker } from './service-worker';
import { rememberSignedIn } from './signed-in-hint';

// A shared computer (issue #16): whatever one user saw must be gone before the next one signs in.
// Everything a user's session put in this page hangs off one fact, who the current user is (the
// '/api/user' query, and the clinic that user works in): when that stops being a given user in a
// given clinic (sign-out, any 401, another user, a switch to another clinic, issue 21), every
// other query is dropped, sessionStorage is emptied, and listeners (the jotai store of the UI
// state, app/user-state.tsx) start afresh. One place decides, so a new cache or atom cannot be
// forgotten by a list of resets.

type Listener = () => void;
const leftListeners = new Set<Listener>();

/** Runs `listener` whenever the signed-in user leaves this page (sign-out, 401, another user signing in, a clinic switch); returns an unsubscribe. */
export function onUserLeft(listener: Listener): () => void {
  leftListeners.add(listener);
  return () => leftListeners.delete(listener);
}

/**
 * Whose state the page holds: a user in one clinic (`<user id>@<clinic id>`), so one clinic's
 * patients, atoms and live frames never outlive a switch to another.
 */
export const userScopeKey = (user: Pick<PublicUser, 'id' | 'clinicId'>) => `${user.id}@${user.clinicId}`;

/** The identity of the '/api/user' answer: a user in a clinic, null when signed out, undefined while unknown. */
const identityOf = (data: PublicUser | null | undefined) => (data === undefined ? undefined : data ? userScopeKey(data) : null);

/**
 * The member's role in this clinic changed while the page was open (the live channel says so): every
 * query but the user's is emptied and the shown ones are read again under the new role, so nothing
 * the old role read (the bell's list, the inbox, an open result) stays on screen; the user is
 * reloaded, so menus and page gates follow the new role. The UI state stays: it is the same person.
 */
export function forgetWhatTheOldRoleRead(queryClient: QueryClient): void {
  const userHash = hashKey(currentUserQuery.queryKey);
  void queryClient.resetQueries({ predicate: (q) => q.queryHash !== userHash });
  void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey, exact: true });
}

/** Ties the page's per-user state to the current user, for this query client (once, at start); returns an undo. */
export function scopeToCurrentUser(queryClient: QueryClient): () => void {
  const userHash = hashKey(currentUserQuery.queryKey);
  let owner: string | null | undefined;

  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== userHash) return;
    const next = identityOf(event.query.state.data as PublicUser | null | undefined);
    if (next === undefined || next === owner) return;
    const left = typeof owner === 'string';
    owner = next;
    if (!left) return;
    queryClient.removeQueries({ predicate: (q) => q.queryHash !== userHash });
    try {
      sessionStorage.clear();
    } catch {
      // storage disabled: nothing was kept there either
    }
    rememberSignedIn(next !== null);
    tellServiceWorker('logout');
    for (const listener of leftListeners) listener();
  });

  // Any request the server answers 401 means this page's session is over, whatever asked.
  const stopListening = onUnauthorized(() => queryClient.setQueryData(currentUserQuery.queryKey, null));
  // A 403 may mean an owner changed this user's role meanwhile: reload the user, so menus, buttons
  // and page gates follow the role the server now enforces.
  const stopForbidden = onForbidden(() => void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey, exact: true }));
  return () => {
    stopWatching();
    stopListening();
    stopForbidden();
  };
}
