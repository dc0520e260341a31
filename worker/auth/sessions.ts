import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { randomToken } from './random';

/** Session lifetime rules (DESIGN.md §3). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Idle expiry is pushed forward at most this often, to spare KV writes (1 write/s/key). */
export const SESSION_REFRESH_MS = 60 * 1000;
export const SESSION_COOKIE = 'sid';

/** What KV keeps for a session id. */
export interface SessionRecord {
  id: string;
  userId: number;
  clinicId: number;
  createdAt: number;
  lastSeenAt: number;
}

const sessionKey = (id: string) => `session:${id}`;
// A second key per session, listed by prefix to find (and end) all of one user's sessions.
const userSessionKey = (userId: number, id: string) => `user-session:${userId}:${id}`;

/** When a session ends unless a request pushes its idle expiry forward (it can only move later). */
export function expiryOf(record: Pick<SessionRecord, 'createdAt' | 'lastSeenAt'>): number {
  return Math.min(record.createdAt + SESSION_ABSOLUTE_MS, record.lastSeenAt + SESSION_IDLE_MS);
}

async function put(kv: KVNamespace, record: SessionRecord): Promise<void> {
  // KV's own expiry removes the record for good; our check below is exact to the millisecond.
  const expiration = Math.ceil(expiryOf(record) / 1000);
  const ttlOk = expiration - Math.floor(Date.now() / 1000) >= 60;
  const options = ttlOk ? { expiration } : { expirationTtl: 60 };
  await Promise.all([
    kv.put(sessionKey(record.id), JSON.stringify(record), options),
    kv.put(userSessionKey(record.userId, record.id), String(record.createdAt), options),
  ]);
}

/** Starts a new session (always a new id: no session fixation) and returns it. */
export async function createSession(kv: KVNamespace, userId: number, clinicId: number, now = Date.now()): Promise<SessionRecord> {
  const record: SessionRecord = { id: randomToken(32), userId, clinicId, createdAt: now, lastSeenAt: now };
  await put(kv, record);
  return record;
}

/** Loads a live session, refreshing its idle expiry at most once a minute; null when expired or unknown. */
export async function loadSession(kv: KVNamespace, id: string, now = Date.now()): Promise<SessionRecord | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(id)) return null;
  const record = await kv.get<SessionRecord>(sessionKey(id), 'json');
  if (!record) return null;
  if (now >= expiryOf(record)) {
    await destroySession(kv, record);
    return null;
  }
  if (now - record.lastSeenAt >= SESSION_REFRESH_MS) {
    record.lastSeenAt = now;
    await put(kv, record);
  }
  return record;
}

/** Ends one session. */
export async function destroySession(kv: KVNamespace, record: Pick<SessionRecord, 'id' | 'userId'>): Promise<void> {
  await Promise.all([kv.delete(sessionKey(record.id)), kv.delete(userSessionKey(record.userId, record.id))]);
}

/** Ends every session of a user (password change, member disabled). */
export async function destroyUserSessions(kv: KVNamespace, userId: number, exceptId?: string): Promise<number> {
  const prefix = `user-session:${userId}:`;
  const listed = await kv.list({ prefix });
  const ids = listed.keys.map((k) => k.name.slice(prefix.length)).filter((id) => id !== exceptId);
  await Promise.all(ids.map((id) => destroySession(kv, { id, userId })));
  return ids.length;
}

/** A public handle for a session (lists, revocation, socket tags) that does not reveal its secret id. */
export async function sessionHandle(id: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`session-handle:${id}`));
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A user's live sessions (for the settings page), newest first. */
export async function listUserSessions(kv: KVNamespace, userId: number, now = Date.now()): Promise<(SessionRecord & { handle: string })[]> {
  const prefix = `user-session:${userId}:`;
  const listed = await kv.list({ prefix });
  const records = await Promise.all(listed.keys.map((k) => kv.get<SessionRecord>(sessionKey(k.name.slice(prefix.length)), 'json')));
  const live = records.filter((r): r is SessionRecord => r !== null && now < expiryOf(r));
  const withHandles = await Promise.all(live.map(async (r) => ({ ...r, handle: await sessionHandle(r.id) })));
  return withHandles.sort((a, b) => b.lastSeenAt - a.lastSeenAt);
}

/** The session id from the request's cookie, if any. */
export function sessionIdFrom(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure on https, Path=/. */
export function setSessionCookie(c: Context, record: SessionRecord): void {
  setCookie(c, SESSION_COOKIE, record.id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

/** Clears the session cookie in the browser. */
export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: new URL(c.req.url).protocol === 'https:' });
}
