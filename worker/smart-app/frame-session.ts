import { msg } from '../../core/i18n/msg';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { loadSession, SESSION_ABSOLUTE_MS, sessionIdFrom, type SessionRecord } from '../auth/sessions';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { isHttps } from '../http/https';

// The MedAssist session inside an EHR's iframe (DESIGN.md §9 "SMART app", docs/security.md). A
// cross-site frame never receives the SameSite=Lax session cookie, so a sign-in inside the frame
// (POST /smart/api/login) puts the same kind of session — the hub's, with its idle and absolute
// expiry and its sign-out — in a second cookie: SameSite=None so the framed pages receive it,
// Partitioned (CHIPS) so the browser keeps it only under the EHR's top-level site and sends it from
// no other site's pages, Path=/smart so it goes only to the workspace's own addresses, HttpOnly,
// Secure. Only the /smart routes read it (smartSessionIdFrom); /api, /ws and /fhir never do.

/** `__Secure-smart_sid` on https; on plain-http 127.0.0.1 the bare name (as `sid`, sessions.ts). */
export const FRAME_SESSION_COOKIE = 'smart_sid';
const FRAME_PATH = '/smart';

const prefixOf = (c: Context) => (isHttps(c) ? ('secure' as const) : undefined);

/** The framed session's id from its cookie, if any. */
export function frameSessionIdFrom(c: Context): string | undefined {
  return getCookie(c, FRAME_SESSION_COOKIE, prefixOf(c));
}

/** Sets the framed session's cookie. Secure always: SameSite=None and Partitioned require it (browsers treat http://127.0.0.1 and localhost as secure). */
export function setFrameSessionCookie(c: Context, record: SessionRecord): void {
  setCookie(c, FRAME_SESSION_COOKIE, record.id, {
    httpOnly: true,
    secure: true,
    sameSite: 'None',
    partitioned: true,
    path: FRAME_PATH,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    prefix: prefixOf(c),
  });
}

/** Clears it (a cookie is replaced only with the same attributes, Partitioned included). */
export function clearFrameSessionCookie(c: Context): void {
  deleteCookie(c, FRAME_SESSION_COOKIE, { path: FRAME_PATH, secure: true, sameSite: 'None', partitioned: true, prefix: prefixOf(c) });
}

/** The session a /smart request carries: the ordinary cookie (a top-level window), else the framed one. */
export function smartSessionIdFrom(c: Context): string | undefined {
  return sessionIdFrom(c) ?? frameSessionIdFrom(c);
}

/** The live session of a /smart request, or null. */
export async function smartSession(c: Context<AppEnv>): Promise<SessionRecord | null> {
  const id = smartSessionIdFrom(c);
  return id ? loadSession(c.env, id) : null;
}

/** requireSession (auth/middleware.ts) for /smart/api: either cookie, or 401. */
export const requireSmartSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await smartSession(c);
  if (!session) throw new ApiException(401, msg('Not authenticated.'));
  c.set('session', session);
  await next();
};
