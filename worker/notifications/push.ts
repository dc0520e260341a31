// Web Push from a user's hub: which notifications go out as pushes, what they say (never a patient
// identifier: the app fetches details after the doctor opens it and signs in), and the request to
// the push service (RFC 8030) with an RFC 8291 body and an RFC 8292 VAPID header.
import { notificationLink, type LiveNotification, type NotificationType } from '../../core/events';
import type { Locale } from '../../core/i18n/locales';
import { encryptPayload } from '../../core/web-push/encryption';
import { vapidAuthorization } from '../../core/web-push/vapid';
import { isPushServiceHost } from './push-services';
import { PUSH_TEXTS } from './push-texts';

export interface PushSubscriptionRecord {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Push on or off per type; critical results always push (the setting is not offered). */
export type PushPreferences = Record<NotificationType, boolean>;
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = { critical_lab_result: true, message: true, appointment_reminder: true };

/** What the push environment reads: VAPID secrets and the local-run switch. */
export type PushEnv = { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string; PUSH_ALLOW_LOCAL_HTTP?: string };

export function vapidConfigured(env: PushEnv): boolean {
  return Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY);
}

/**
 * Critical results (and their escalations) always push; messages and reminders push only when
 * the user has no open socket (the app shows them live otherwise) and has not switched them off.
 */
export function shouldPush(n: LiveNotification, hasOpenSocket: boolean, prefs: PushPreferences): boolean {
  if (n.type === 'critical_lab_result') return true;
  return !hasOpenSocket && prefs[n.type];
}

/** The push's text (in the recipient's language) and deep link: no names, no values, no patient ids beyond an opaque record id in the link. */
export function pushPayload(n: LiveNotification, locale: Locale = 'en'): { title: string; body: string; url: string; tag: string; id: number } {
  const url = notificationLink(n);
  const text = PUSH_TEXTS[locale];
  switch (n.type) {
    case 'critical_lab_result':
      if (n.handoff) {
        const title = n.handoff === 'on-call' ? text.criticalOnCall : text.criticalEscalated;
        return { title, body: text.criticalHandoffBody, url, tag: `critical-${n.labResultId}`, id: n.id };
      }
      return { title: n.escalation ? text.criticalStillWaiting : text.criticalWaiting, body: text.criticalBody, url, tag: `critical-${n.labResultId}`, id: n.id };
    case 'message':
      return { title: text.message, body: text.messageBody, url, tag: 'message', id: n.id };
    case 'appointment_reminder':
      return { title: text.appointment, body: text.appointmentBody, url, tag: `appointment-${n.appointmentId}`, id: n.id };
  }
}

/**
 * Only a known push service's https endpoint (push-services.ts), on its default port; a local run
 * (PUSH_ALLOW_LOCAL_HTTP=on: npm start, tests) also http://127.0.0.1:<port>, so a stand-in push
 * service on the machine can receive them.
 */
export function acceptableEndpoint(env: PushEnv, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.port === '' && isPushServiceHost(url.hostname);
  return env.PUSH_ALLOW_LOCAL_HTTP === 'on' && url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.port !== '';
}

/** At most this many devices per user get pushes; a new one replaces the one registered longest ago (docs/features.md, Web Push). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** Seconds a push service keeps an undelivered push: a critical alert is still worth a day later, a message an hour. */
function ttlOf(n: LiveNotification): number {
  return n.type === 'critical_lab_result' ? 24 * 3600 : 3600;
}

/** Sends one push; answers the push service's status (404/410 mean the subscription is gone). */
export async function sendPush(env: PushEnv, subscription: PushSubscriptionRecord, n: LiveNotification, locale: Locale = 'en'): Promise<number> {
  const keys = { publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! };
  const body = await encryptPayload(new TextEncoder().encode(JSON.stringify(pushPayload(n, locale))), subscription);
  const res = await fetch(subscription.endpoint, {
    method: 'POST',
    headers: {
      Authorization: await vapidAuthorization(subscription.endpoint, keys, env.VAPID_SUBJECT || 'mailto:admin@medassist.invalid'),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: String(ttlOf(n)),
      Urgency: n.type === 'critical_lab_result' ? 'high' : 'normal',
    },
    body,
  });
  // The body is not needed; release the connection.
  await res.body?.cancel();
  return res.status;
}
