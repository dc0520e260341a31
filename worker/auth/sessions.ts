import { msg } from '../../core/i18n/msg';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Membership } from '../../core/permissions';
import type { Db } from '../db/client';
import { membershipOf } from '../db/queries/memberships';
import { locationHintFromRequest } from '../db/regions';
import { ApiException } from '../errors';
import { hubOf } from '../notifications/publish';
import { isHttps } from '../http/https';
import { randomToken } from '../crypto/random-token';
import { SESSION_ABSOLUTE_MS, type SessionScope } from './session-registry';

export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_REFRESH_MS, expiryOf } from './session-registry';

// A session has two halves. KV maps the cookie's id (by its handle) to the user: written once at
// sign-in and never again, so a stale copy at another location can do no harm. Whether the session
// is live, and its idle expiry, is kept only in the user's Durable Object (session-registry.ts),
// which every request asks: ending a session there ends it everywhere at once. The hub's answer also
// carries the member's role and owner flag in the session's clinic, which every change updates.

/**
 * The session cookie's name: sent as `__Host-sid` on https (Secure, Path=/, no Domain, so neither a
 * subdomain nor a plain-http page can plant or overwrite it), as `sid` on http (localhost).
 */
export const SESSION_COOKIE = 'sid';

/** The signed-in session a request carries (`handle` is its public name, `id` the cookie's secret). */
export interface SessionRecord {
  id: string;
  handle: string;
  userId: number;
  clinicId: number;
  createdAt: number;
  lastSeenAt: number;
  /** The user's role and owner flag in `clinicId`, as the hub holds them now. */
  member: Membership;
}

/** What KV keeps under `session:<handle>`: who the session belongs to. Nothing in it ever changes. */
interface SessionOwner {
  userId: number;
}

const ownerKey = (handle: string) => `session:${handle}`;

/** A public handle for a session (lists, revocation, socket tags, KV key) that does not reveal its secret id. */
export async function sessionHandle(id: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`session-handle:${id}`));
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A sign-in that raced this many membership changes in a row gives up (503) rather than loop. */
const START_ATTEMPTS = 3;

/**
 * Starts a new session (always a new id: no session fixation): registered live in the user's hub
 * with the member's role in `clinicId` read from `db` (the caller's, so it sees the caller's own
 * writes), created near `request`'s location when it is the user's first, and its owner written to
 * KV. A role change, disabling or removal that lands between reading the role and registering the
 * session makes the hub refuse it, and the role is read again: a session never starts with an old role.
 */
export async function createSession(env: Env, db: Db, userId: number, clinicId: number, request?: Request, now = Date.now()): Promise<SessionRecord> {
  const id = randomToken(32);
  const handle = await sessionHandle(id);
  const hub = hubOf(env, userId, request ? locationHintFromRequest(request) : undefined);
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    const changesSeen = await hub.membershipChanges();
    const member = await membershipOf(db, userId, clinicId);
    if (!member) throw new ApiException(403, msg('This account is not an active member of the clinic.'));
    const session = { handle, clinicId, createdAt: now, lastSeenAt: now, member };
    if (await hub.startSession(session, changesSeen, now)) {
      // KV forgets the owner when the session could no longer be live anyway.
      const expiration = Math.ceil((now + SESSION_ABSOLUTE_MS) / 1000);
      await env.SESSIONS.put(ownerKey(handle), JSON.stringify({ userId } satisfies SessionOwner), { expiration });
      return { id, userId, ...session };
    }
  }
  throw new ApiException(503, msg('Your access to this clinic was being changed. Please sign in again.'));
}

/** The owner changed a member's role or owner flag: their sessions in that clinic carry it from the next request on. */
export async function changeMembership(env: Env, userId: number, clinicId: number, member: Membership): Promise<void> {
  await hubOf(env, userId).changeMembership(clinicId, member);
}

/**
 * The live session for a cookie's id, or null: whose it is (KV, read once per isolate) and one
 * call to that user's hub, which both checks the session is live and pushes its idle expiry forward.
 */
export async function loadSession(env: Env, id: string, now = Date.now()): Promise<SessionRecord | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(id)) return null;
  const handle = await handleOf(id);
  const userId = await ownerOf(env, handle);
  if (userId === null) return null;
  const live = await hubOf(env, userId).touchSession(handle, now);
  if (!live) {
    // Ended or expired: the KV entry is only a leftover (or a stale copy) and can go.
    knownOwners.delete(handle);
    knownHandles.delete(id);
    await env.SESSIONS.delete(ownerKey(handle));
    return null;
  }
  return { id, userId, ...live };
}

// A session's handle is a digest of its id, the same on every request: this isolate computes it
// once per id (a SHA-256 per request was a visible share of a list read's CPU). Only the hub decides
// whether the session is live, so a remembered handle admits nothing by itself.
const knownHandles = new Map<string, string>();
/** At most this many handles and owners are remembered per isolate; past it the memory starts afresh. */
const REMEMBERED_MAX = 10_000;

async function handleOf(id: string): Promise<string> {
  const known = knownHandles.get(id);
  if (known !== undefined) return known;
  const handle = await sessionHandle(id);
  if (knownHandles.size >= REMEMBERED_MAX) knownHandles.clear();
  knownHandles.set(id, handle);
  return handle;
}

// A session's user never changes, so this isolate may remember it and skip the KV read on the
// next request: whether the session is still live is asked of the hub every time regardless.
const knownOwners = new Map<string, number>();

async function ownerOf(env: Env, handle: string): Promise<number | null> {
  const known = knownOwners.get(handle);
  if (known !== undefined) return known;
  const owner = await env.SESSIONS.get<SessionOwner>(ownerKey(handle), 'json');
  if (!owner) return null;
  if (knownOwners.size >= REMEMBERED_MAX) knownOwners.clear();
  knownOwners.set(handle, owner.userId);
  return owner.userId;
}

/**
 * Ends sessions of a user in their hub (all, `only` one, or all `except` one; handles) and closes
 * their live sockets; effective everywhere from the moment this returns. Returns how many ended.
 */
export async function endSessions(env: Env, userId: number, reason: string, scope: SessionScope = {}, now = Date.now()): Promise<number> {
  const ended = await hubOf(env, userId).endSessions(scope, reason, now);
  // Tidying only: without a live entry in the hub these KV entries already admit nobody.
  await Promise.all(ended.map((handle) => env.SESSIONS.delete(ownerKey(handle))));
  return ended.length;
}

/** A user's live sessions (the settings page), most recently used first, from their hub. */
export async function listUserSessions(env: Env, userId: number, now = Date.now()) {
  return hubOf(env, userId).listSessions(now);
}

// `__Host-` needs Secure, so plain-http localhost keeps the bare name.
const cookiePrefix = (c: Context) => (isHttps(c) ? ('host' as const) : undefined);

/** The session id from the request's cookie, if any (on https only the `__Host-` cookie counts). */
export function sessionIdFrom(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE, cookiePrefix(c));
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Path=/, and on https Secure with the `__Host-` prefix. */
export function setSessionCookie(c: Context, record: SessionRecord): void {
  setCookie(c, SESSION_COOKIE, record.id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    prefix: cookiePrefix(c),
  });
}

/** Clears the session cookie in the browser. */
export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c), prefix: cookiePrefix(c) });
}
