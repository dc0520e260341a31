// Push tap → sign in → that result (issue 20), without the shared-computer leak of commit 7d1e120:
// only a link a notification click opened (the service worker adds `from=push`) is returned to
// after sign-in. A page the previous session happened to be on when it ended carries no marker,
// so the next person signing in on that computer lands on the dashboard as the spec says.

/** The query parameter the service worker adds to a notification's link (web/public/service-worker.js). */
export const PUSH_MARKER = ['from', 'push'] as const;

/** Where sign-in goes when there is no notification link to return to. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** A same-origin path of this app ('/labs?result=12'), or null for anything else (other origin, scheme-relative, the auth pages). */
export function inAppPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || /^\/(login|register|reset-password)(\/|$)/.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The location without the push marker, when it carries one: the link a notification click opened. */
export function withoutPushMarker(location: { pathname: string; search: string; hash?: string }): string | null {
  const params = new URLSearchParams(location.search);
  if (params.get(PUSH_MARKER[0]) !== PUSH_MARKER[1]) return null;
  params.delete(PUSH_MARKER[0]);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash ?? ''}`;
}

/**
 * The sign-in page's state when a signed-out visitor is sent to it: the link to come back to, but
 * only when a notification click opened it. Any other page (one a session ended on) gives none.
 */
export function signInState(location: { pathname: string; search: string; hash?: string }): { returnTo: string } | undefined {
  const link = withoutPushMarker(location);
  return link === null ? undefined : { returnTo: link };
}

/** Where to go after signing in: the notification link in the sign-in page's state, if it is an in-app path; else the dashboard. */
export function afterSignIn(state: unknown, origin: string): string {
  return inAppPath((state as { returnTo?: unknown } | null)?.returnTo, origin) ?? DEFAULT_AFTER_SIGN_IN;
}

/**
 * After sign-in, whether to resume a SMART launch from an EHR: the Worker sent the signed-out
 * visitor to `/login?after=smart-launch` and keeps the launch itself server-side (worker/routes/smart.ts),
 * so only the fixed path `/smart/launch` is ever returned to, as a full page load (the Worker answers it).
 */
export const SMART_LAUNCH_RESUME = '/smart/launch';
export function resumesSmartLaunch(search: string): boolean {
  return new URLSearchParams(search).get('after') === 'smart-launch';
}

/**
 * An app's authorization request (MedAssist's SMART server) sends a signed-out visitor to
 * `/login?after=authorize&authorize=<its query>` (worker/routes/oauth.ts): after sign-in the same
 * request runs again at the fixed path `/oauth/authorize`, as a full page load (the Worker checks it anew).
 */
export function authorizeResume(search: string): string | null {
  const params = new URLSearchParams(search);
  const query = params.get('authorize');
  return params.get('after') === 'authorize' && query !== null ? `/oauth/authorize?${new URLSearchParams(query)}` : null;
}
