/** localStorage: the user said "Not now" to the push offer on this browser; Settings still offers push. */
export const PUSH_OFFER_DECLINED_KEY = 'medassist-push-offer-declined';

/**
 * Whether to show the push offer: only once asked for (install, first critical alert), only where
 * push works, never after "Not now" or a browser-level "Block", and not when this device already
 * receives pushes.
 */
export function shouldOfferPush(s: { requested: boolean; supported: boolean; permission: NotificationPermission | null; subscribed: boolean | null; declined: boolean }): boolean {
  return s.requested && s.supported && s.permission !== 'denied' && s.permission !== null && s.subscribed === false && !s.declined;
}
