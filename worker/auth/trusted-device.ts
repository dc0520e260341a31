import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { isTrustedDevice, rememberTrustedDevice } from '../db/queries/trusted-devices';
import { randomToken } from '../crypto/random-token';
import { sha256Hex } from '../crypto/sha256';
import { isHttps } from '../http/https';

// A browser that has signed in to an account before carries a random, long-lived, HttpOnly cookie
// whose SHA-256 is stored against that account. It lets the doctor through the account-wide sign-in
// limit (login-throttle.ts) that someone guessing their password from elsewhere has used up. It
// grants nothing else: the password is still checked, and the per-address limits still apply.

/** Sent as `__Host-device` on https, `device` on plain-http localhost (as the session cookie). */
const DEVICE_COOKIE = 'device';
/** Browsers cap cookie lifetimes at 400 days. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

const prefixFor = (c: Context) => (isHttps(c) ? ('host' as const) : undefined);
const tokenFormat = /^[A-Za-z0-9_-]{43}$/;

function deviceToken(c: Context): string | undefined {
  const token = getCookie(c, DEVICE_COOKIE, prefixFor(c));
  return token && tokenFormat.test(token) ? token : undefined;
}

/** True when this browser has signed in to `userId` before. */
export async function fromTrustedDevice(c: Context, db: Db, userId: number): Promise<boolean> {
  const token = deviceToken(c);
  return token ? isTrustedDevice(db, userId, await sha256Hex(token)) : false;
}

/** After a successful sign-in: this browser is now known for `userId` (one cookie serves every account used on it). */
export async function trustThisDevice(c: Context, db: Db, userId: number): Promise<void> {
  const token = deviceToken(c) ?? randomToken(32);
  await rememberTrustedDevice(db, userId, await sha256Hex(token));
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: prefixFor(c) === 'host',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
    prefix: prefixFor(c),
  });
}
