import { useSyncExternalStore } from 'react';

// Issue 20: push permission is asked for after the app is installed or after the first critical
// alert arrives, never on first load. Those two moments happen in different features (pwa,
// notifications); they raise this one flag, and the offer in the signed-in shell shows it.

const EVENT = 'medassist:push-offer';
let requested = false;

/** Something happened that makes push worth offering now (install accepted, a critical alert). */
export function requestPushOffer(): void {
  if (requested) return;
  requested = true;
  window.dispatchEvent(new Event(EVENT));
}

/** The offer was answered or dismissed for this page's life. */
export function settlePushOffer(): void {
  requested = false;
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

/** Whether an offer has been asked for and not yet settled. */
export function usePushOfferRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested, () => false);
}
