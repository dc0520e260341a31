import { msg } from '../../core/i18n/msg';
import type { Context } from 'hono';
import { clinicDb, findInAnyRegion, regionDb } from '../db/request-db';
import { REGIONS, regionFromRequest, regionOfId } from '../db/regions';
import { findUserForLogin, startClinicOf } from '../db/queries/users';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { accountLimitedFor, clientAddress, LOGIN_LOCK_SECONDS, lockedFor, recordFailure } from './login-throttle';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password';
import { createSession, endSessions, loadSession, type SessionRecord } from './sessions';
import { fromTrustedDevice, trustThisDevice } from './trusted-device';

// The one sign-in every entrance uses (POST /api/login, and POST /smart/api/login inside an EHR's
// frame): the same throttles, the same password check and the same answer for an unknown user or a
// wrong password. Only which cookie then carries the session differs, and that is the caller's.

const INVALID_LOGIN = msg('Invalid username or password');

/**
 * Checks `username` and `password` under the sign-in throttles and starts a new session in the
 * account's start clinic. `previousId` (the cookie the entrance reads) is ended first: whoever signs
 * in on this browser must not keep receiving the previous session's live frames.
 */
export async function signIn(c: Context<AppEnv>, username: string, password: string, previousId: string | undefined): Promise<SessionRecord> {
  const found = await findInAnyRegion(c, (db, region) => findUserForLogin(db, username, region));
  const row = found?.value;
  // One count per account, whether it is named by username or e-mail (an unknown name counts
  // under itself, so it is throttled exactly like a real account), per address and per both.
  const keys = { account: row ? row.username : username.trim().toLowerCase(), address: clientAddress(c.req.raw) };
  // An unknown name's account-wide count lives in the database of the caller's region.
  const counterDb = found?.db ?? regionDb(c, regionFromRequest(c.req.raw), { primary: true });
  const wait = await lockedFor(c.env, keys);
  if (wait > 0) throw tooManyAttempts(wait);
  const accountWait = await accountLimitedFor(counterDb, keys.account);
  // Past the account-wide limit only a browser that signed in to this account before gets to try.
  if (accountWait > 0 && !(row && (await fromTrustedDevice(c, counterDb, row.id)))) throw tooManyAttempts(accountWait);

  // Same work and the same answer whether the user is unknown or the password is wrong.
  const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_PASSWORD_HASH);
  // An account disabled or removed in every clinic it belongs to signs in nowhere (the same answer as a wrong password).
  const startClinicId = row && ok ? await startClinic(c, row.id, row.homeClinicId) : null;
  if (!row || !ok || startClinicId === null) {
    if (await recordFailure(c.env, counterDb, keys)) throw tooManyAttempts(LOGIN_LOCK_SECONDS);
    throw new ApiException(401, INVALID_LOGIN);
  }
  await trustThisDevice(c, counterDb, row.id);

  if (previousId) {
    const old = await loadSession(c.env, previousId);
    if (old) await endSessions(c.env, old.userId, 'signed in again', { only: old.handle });
  }
  const session = await createSession(c.env, clinicDb(c, startClinicId, { primary: true }), row.id, startClinicId, c.req.raw);
  c.set('session', session); // the D1 bookmark of this write goes back with the cookie (db/request-db.ts)
  return session;
}

/** The clinic a new session starts in: the home clinic while enabled there, else the earliest joined, the account's own region first. */
async function startClinic(c: Context<AppEnv>, userId: number, homeClinicId: number): Promise<number | null> {
  const home = regionOfId(userId);
  for (const region of [home, ...REGIONS.filter((r) => r !== home)]) {
    const clinicId = await startClinicOf(regionDb(c, region, { primary: true }), userId, homeClinicId);
    if (clinicId !== null) return clinicId;
  }
  return null;
}

function tooManyAttempts(seconds: number): ApiException {
  return new ApiException(
    429,
    `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}
