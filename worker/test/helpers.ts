import { env, exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Membership } from '../../core/permissions';
import { sessionHandle } from '../auth/sessions';
import { getDb, type Db } from '../db/client';
import { membershipOf } from '../db/queries/memberships';
import { regionDatabase, regionOfId } from '../db/regions';
import { hubOf } from '../notifications/publish';

export const ORIGIN = 'https://medassist.test';

/** The session cookie as a browser sends it to ORIGIN (https, so with the `__Host-` prefix). */
export const sessionCookie = (id: string) => `__Host-sid=${id}`;
/** The session id in a cookie string kept by TestClient. */
export const sessionIdOf = (cookie: string) => cookie.replace(/^(__Host-)?sid=/, '');

let addressCounter = 0;
/**
 * A client address no other test client uses, in any file: workerd's rate limiters outlive a file,
 * so the 250 addresses this once cycled through met the sign-in limits other files had tripped
 * (a wrong password answered 429 instead of 401). IPv6 documentation prefix, a random block per module.
 */
const ADDRESS_BLOCK = crypto.randomUUID().slice(0, 4);
export function freshAddress(): string {
  addressCounter += 1;
  return `2001:db8:${ADDRESS_BLOCK}:${addressCounter.toString(16)}::1`;
}

/** A tiny cookie-keeping client for the Worker under test (real D1/KV/DO underneath). */
export class TestClient {
  cookie = '';
  bookmark = '';
  constructor(readonly address = freshAddress()) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    // Like a browser: the session cookie, and the D1 bookmark cookie (db/request-db.ts) once set.
    const cookies = [this.cookie, this.bookmark ? `d1b=${this.bookmark}` : ''].filter(Boolean).join('; ');
    if (cookies && !headers.has('Cookie')) headers.set('Cookie', cookies);
    if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', this.address);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, body }));
    for (const set of res.headers.getSetCookie()) {
      const sid = /^((?:__Host-)?sid)=([^;]*)/.exec(set);
      if (sid) this.cookie = sid[2] ? `${sid[1]}=${sid[2]}` : '';
      const bookmark = /^d1b=([^;]*)/.exec(set);
      if (bookmark) this.bookmark = bookmark[1] ?? '';
    }
    return res;
  }

  get(path: string) {
    return this.request(path);
  }
  post(path: string, json?: unknown) {
    return this.request(path, { method: 'POST', json });
  }
  patch(path: string, json?: unknown) {
    return this.request(path, { method: 'PATCH', json });
  }
  delete(path: string) {
    return this.request(path, { method: 'DELETE' });
  }
}

let userCounter = 0;
/** A valid registration body with a unique e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  userCounter += 1;
  const stamp = `${Date.now().toString(36)}${userCounter}`;
  return {
    username: `doc${stamp}`,
    email: `doc${stamp}@example.org`,
    name: `Dr Test ${userCounter}`,
    country: 'us',
    specialty: 'cardiology',
    password: 'correct horse battery',
    role: 'doctor',
    ...overrides,
  };
}

/** Registers a new doctor (owner of a new clinic) and returns a signed-in client and the user. */
export async function signedInDoctor(overrides: Record<string, unknown> = {}) {
  const client = new TestClient();
  const body = registration(overrides);
  const res = await client.post('/api/register', body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: number; clinicId: number; username: string; email: string; name: string; recoveryCode: string };
  return { client, user, password: body.password as string };
}

/** A second user joining `owner`'s clinic through an invite code the owner creates (for `role`, a doctor unless said). */
export async function clinicMember(owner: TestClient, overrides: Record<string, unknown> = {}, role = 'doctor') {
  const invite = (await (await owner.post('/api/clinic/invites', { maxUses: 1, expiresInDays: 1, role })).json()) as { code: string };
  const client = new TestClient();
  const body = registration({ inviteCode: invite.code, ...overrides });
  const res = await client.post('/api/register', body);
  if (res.status !== 201) throw new Error(`member register failed: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: number; clinicId: number; username: string; email: string; name: string };
  return { client, user, password: body.password as string };
}

/**
 * A session written straight into storage with the given times (as if signed in and used then):
 * its owner in KV and its live entry in the user's hub. Returns the cookie string for TestClient.
 */
export async function plantSession(session: { userId: number; clinicId: number; createdAt: number; lastSeenAt: number }): Promise<string> {
  const id = `planted_${crypto.randomUUID().replace(/-/g, '')}`;
  const handle = await sessionHandle(id);
  await env.SESSIONS.put(`session:${handle}`, JSON.stringify({ userId: session.userId }), { expirationTtl: 3600 });
  const hub = hubOf(env, session.userId);
  const member = await membershipOf(userDb(session.userId), session.userId, session.clinicId);
  if (!member) throw new Error(`user ${session.userId} is not an active member of clinic ${session.clinicId}`);
  const started = await hub.startSession({ handle, clinicId: session.clinicId, createdAt: session.createdAt, lastSeenAt: session.lastSeenAt, member }, await hub.membershipChanges(), session.createdAt);
  if (!started) throw new Error('the membership changed while planting the session');
  return sessionCookie(id);
}

/** The database of a user's region (their id says which), as the Worker reads it. */
export const userDb = (userId: number): Db => getDb(regionDatabase(env, regionOfId(userId)));

/** The answer's JSON after checking its status (a wrong status fails with the body as the message). */
export async function json<T>(res: Response | Promise<Response>, status: number): Promise<T> {
  const r = await res;
  const body = await r.text();
  expect(r.status, body).toBe(status);
  return JSON.parse(body) as T;
}

/** Tests of a lab result with one critical value (potassium 6.9): what makes a result alert. */
export const CRITICAL = [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' }];

/** A role that may read everything a hub keeps: for tests that look at a hub's notifications directly. */
export const READS_EVERYTHING: Membership = { role: 'doctor', owner: true };
