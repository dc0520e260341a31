import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { onUserLeft } from '../lib/user-scope';

// The UI state in jotai atoms (the AI chat and its patient, the open conversation, notifications,
// the side menu...) lives in one store per signed-in user, so none of it reaches whoever uses the
// browser next, and an atom added later is covered without being listed anywhere. The store
// outlives moving between pages (both gates use it), not a change of user or of clinic.

let current: { owner: string | null; store: ReturnType<typeof createStore> } | null = null;

function storeOf(owner: string | null) {
  if (current?.owner !== owner) current = { owner, store: createStore() };
  return current.store;
}

// Sign-out, a 401 or another user: the old store is dropped at once, not at the next render.
onUserLeft(() => {
  current = null;
});

/**
 * The jotai store of `owner` (a user in a clinic, lib/user-scope.ts `userScopeKey`, or null when
 * signed out) around `children`, which remount when the owner changes: component state goes with
 * the atoms, and the shell's live channel reconnects for the new clinic.
 */
export function UserState({ owner, children }: { owner: string | null; children: ReactNode }) {
  return (
    <Provider key={owner ?? 'signed-out'} store={storeOf(owner)}>
      {children}
    </Provider>
  );
}
