// The push services a browser's PushSubscription.endpoint may name (Web Push, RFC 8030). The hub
// POSTs to whatever endpoint it holds, so an endpoint elsewhere would make the Worker send requests
// to a host of the caller's choosing; only these hosts are taken. Reviewable data: each entry says
// which browsers use it and where that is written down. Checked 2026-12 against the sources below.

/** One push service: its exact host, or every subdomain of `suffix`. */
export interface PushService {
  name: string;
  host?: string;
  suffix?: string;
  browsers: string;
  source: string;
}

export const PUSH_SERVICES: readonly PushService[] = [
  {
    name: 'Google Firebase Cloud Messaging',
    host: 'fcm.googleapis.com',
    browsers: 'Chrome, Edge on Android, Opera, Samsung Internet',
    source: 'Chromium components/push_messaging/push_messaging_constants.cc (kPushMessagingGcmEndpoint https://fcm.googleapis.com/fcm/send/, kPushMessagingWebpushEndpoint https://fcm.googleapis.com/wp/)',
  },
  {
    name: 'Mozilla Push Service (autopush)',
    host: 'updates.push.services.mozilla.com',
    browsers: 'Firefox',
    source: 'mozilla-services/autopush-rs, docs/src/http.md and the endpoint hostname in its config (updates.push.services.mozilla.com)',
  },
  {
    name: 'Mozilla Push Service (other hosts)',
    suffix: '.push.services.mozilla.com',
    browsers: 'Firefox',
    source: 'mozilla-services/autopush-rs: the service runs under push.services.mozilla.com',
  },
  {
    name: 'Apple Push Notification service (web push)',
    suffix: '.push.apple.com',
    browsers: 'Safari on macOS 13+, iOS and iPadOS 16.4+ (web.push.apple.com)',
    source: 'developer.apple.com/documentation/usernotifications/sending-web-push-notifications-in-web-apps-and-browsers ("allow URLs from *.push.apple.com")',
  },
  {
    name: 'Windows Push Notification Services',
    suffix: '.notify.windows.com',
    browsers: 'Edge on Windows (wns2-*.notify.windows.com)',
    source: 'learn.microsoft.com, Windows Push Notification Services overview (channel URIs under *.notify.windows.com)',
  },
];

/** Whether `hostname` (lower-case, as URL gives it) is one of the push services above. */
export function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICES.some((s) => (s.host !== undefined ? hostname === s.host : hostname.endsWith(s.suffix!) && hostname.length > s.suffix!.length));
}
