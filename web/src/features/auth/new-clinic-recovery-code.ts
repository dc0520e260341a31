import { useSyncExternalStore } from 'react';

// The recovery code of a clinic just registered (POST /api/register answers it once). Kept in this
// page's memory only, never in the query cache or any storage, until its owner has seen and closed it.

let pending: string | null = null;
const listeners = new Set<() => void>();

function set(code: string | null) {
  pending = code;
  for (const listener of listeners) listener();
}

/** Keeps the code registration answered, for the dialog on the first signed-in page. */
export function keepNewClinicRecoveryCode(code: string) {
  set(code);
}

/** The code still to show (null when none), and the way to drop it for good once shown. */
export function useNewClinicRecoveryCode(): [string | null, () => void] {
  const code = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
  return [code, () => set(null)];
}
