// Sign-in throttling (DESIGN.md §3, issue 16). Three limits, so that guessing is slow but nobody
// can lock a doctor out by typing their username:
// - per client address (10 failures a minute, any accounts) and per account *and* address (5 a
//   minute): Workers rate-limiting bindings, which count per Cloudflare location. That fits: one
//   address reaches one nearby location, so the count is where the attempts are. When one trips, a
//   short lock in KV answers 429 for that address (or that account from that address) for a minute.
// - per account across all addresses (ACCOUNT_SIGN_IN_LIMIT in 15 minutes): an exact, global D1
//   counter (a rate limiter counts per location, and a spread attack spans many). Past it, 429 —
//   except for a browser that has signed in to that account before (trusted-device.ts).
// Successes never count; an unknown name counts under itself exactly like an account.
import type { Db } from '../db/client';
import { addCount, counted, windowOf } from '../db/queries/counters';
import { sha256Hex } from '../crypto/sha256';

export const LOGIN_LOCK_SECONDS = 60;
/** Failed sign-ins of one account from all addresses together, per window, before unknown browsers wait. */
export const ACCOUNT_SIGN_IN_LIMIT = { max: 20, windowMs: 15 * 60_000 };

/** What a sign-in attempt is counted under: the account (username, or the typed name when unknown) and the client address. */
export type SignInKeys = { account: string; address: string };

const lockKey = (kind: 'pair' | 'address', value: string) => `login-lock:${kind}:${value}`;
const pairOf = (keys: SignInKeys) => `${keys.account}|${keys.address}`;
// Hashed: the counter table would otherwise hold every name anyone typed.
const accountCounterKey = async (account: string) => `sign-in:${await sha256Hex(account)}`;

/** The client address as Cloudflare reports it (never a client-supplied forwarding header). */
export function clientAddress(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'unknown';
}

/** Seconds until this address, or this account from this address, may try again; 0 when not locked. */
export async function lockedFor(env: Env, keys: SignInKeys, now = Date.now()): Promise<number> {
  const [pair, address] = await Promise.all([env.SESSIONS.get(lockKey('pair', pairOf(keys))), env.SESSIONS.get(lockKey('address', keys.address))]);
  const until = Math.max(Number(pair ?? 0), Number(address ?? 0));
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Seconds until the account-wide limit lets unknown browsers try again; 0 when under it. */
export async function accountLimitedFor(db: Db, account: string, now = Date.now()): Promise<number> {
  const window = windowOf(ACCOUNT_SIGN_IN_LIMIT.windowMs, now);
  const failures = await counted(db, await accountCounterKey(account), window.start);
  return failures >= ACCOUNT_SIGN_IN_LIMIT.max ? window.retryAfterSeconds : 0;
}

/** Counts one failed attempt under every limit; returns true when it trips the address or account-and-address limit. */
export async function recordFailure(env: Env, db: Db, keys: SignInKeys, now = Date.now()): Promise<boolean> {
  const [pair, address] = await Promise.all([
    env.LOGIN_ACCOUNT_LIMITER.limit({ key: `pair:${pairOf(keys)}` }),
    env.LOGIN_LIMITER.limit({ key: `address:${keys.address}` }),
    addCount(db, await accountCounterKey(keys.account), windowOf(ACCOUNT_SIGN_IN_LIMIT.windowMs, now).start),
  ]);
  const until = String(now + LOGIN_LOCK_SECONDS * 1000);
  const locks: Promise<void>[] = [];
  if (!pair.success) locks.push(env.SESSIONS.put(lockKey('pair', pairOf(keys)), until, { expirationTtl: LOGIN_LOCK_SECONDS }));
  if (!address.success) locks.push(env.SESSIONS.put(lockKey('address', keys.address), until, { expirationTtl: LOGIN_LOCK_SECONDS }));
  await Promise.all(locks);
  return locks.length > 0;
}
