import { api, unwrap } from './api-client';

/** Web Push needs a service worker, the Push API and notification permission (iOS: only when installed). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** This browser's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Asks for permission (only ever from a user's action: Settings, the install prompt, the first
 * critical alert), subscribes with the server's VAPID key and registers the subscription.
 * Answers false when the user declines or the browser cannot.
 */
export async function subscribeToPush(): Promise<boolean> {
  const reg = await registration();
  if (!reg) return false;
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const { publicKey } = await unwrap(api.push['vapid-public-key'].$get());
  const subscription = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
  await unwrap(api.push.subscriptions.$post({ json }));
  return true;
}

/**
 * Registers this browser's existing subscription again for the signed-in session. The server ends
 * a subscription with the session that registered it (sign-out, revocation, a password change
 * elsewhere), so a device signed in again gets its pushes back. Never asks for permission: only a
 * browser that subscribed and still allows notifications.
 */
export async function renewPushSubscription(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return;
  const json = subscription.toJSON() as { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
  await api.push.subscriptions.$post({ json }).catch(() => undefined);
}

/** Ends this browser's subscription here and on the server (sign-out, or switched off in Settings). */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return;
  // The server forgets it first (while the session still exists), then the browser.
  await api.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
