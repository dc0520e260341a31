import { msg } from '../../core/i18n/msg';
import { Hono, type Context } from 'hono';
import { PasswordResetSchema } from '../../core/schemas/clinic-admin';
import { auditKey } from '../audit/key';
import { accountLimitedFor, clientAddress, LOGIN_LOCK_SECONDS, lockedFor, recordFailure } from '../auth/login-throttle';
import { hashPassword } from '../auth/password';
import { endSessions } from '../auth/sessions';
import { fromTrustedDevice } from '../auth/trusted-device';
import { findInAnyRegion, regionDb } from '../db/request-db';
import { regionFromRequest } from '../db/regions';
import type { Db } from '../db/client';
import { belongsElsewhere } from '../db/queries/memberships';
import { findUserForLogin, markMultiClinic } from '../db/queries/users';
import { redeemResetCode } from '../db/queries/password-resets';
import { redeemRecoveryCode } from '../db/queries/recovery-codes';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { validate } from '../validation';

export const BAD_RESET_CODE = msg('This reset code is invalid, expired or already used. Ask your clinic owner for a new one.');
export const BAD_RECOVERY_CODE = msg('This recovery code is not valid for this account, or it was already used. Only the clinic owner who created it can use it, and only the newest code works.');
export const CODE_FOR_ONE_CLINIC = msg('This account also belongs to another clinic, so no clinic’s code can set its password. Sign in and change it in Settings.');

/**
 * POST /api/password-reset (no session): "Forgot password?" without e-mail delivery. The clinic
 * owner issues a one-time code (routes/members.ts); the member sets a new password with it. An owner
 * with no other owner to ask uses the clinic recovery code instead (`method: 'recovery-code'`).
 * Either sets a password only for an account whose only clinic is the code's (issue 32).
 * Throttled like sign-in (per address, per account and address, per account with the trusted-device
 * exemption), counted under the account the name resolves to; one answer for unknown user, wrong
 * code, expired or spent code.
 */
export const passwordResetRoutes = new Hono<AppEnv>().post('/', validate('json', PasswordResetSchema), async (c) => {
  const { username, method, code, newPassword } = c.req.valid('json');
  // Counted under the account the name resolves to (username or e-mail, any case), so typing it
  // differently buys no extra guesses; an unknown name counts under itself, exactly alike.
  const found = await findInAnyRegion(c, (db, region) => findUserForLogin(db, username, region));
  const keys = { account: `reset:${found ? found.value.username : username.trim().toLowerCase()}`, address: clientAddress(c.req.raw) };
  const counterDb = found?.db ?? regionDb(c, regionFromRequest(c.req.raw), { primary: true });
  const wait = await lockedFor(c.env, keys);
  if (wait > 0) throw tooManyAttempts(wait);
  const accountWait = await accountLimitedFor(counterDb, keys.account);
  // As at sign-in: past the account-wide limit only a browser that signed in to this account before gets to try.
  if (accountWait > 0 && !(found && (await fromTrustedDevice(c, counterDb, found.value.id)))) throw tooManyAttempts(accountWait);
  if (found) await markIfInOtherClinics(c, found.db, found.value);
  // The account is in exactly one region; the others answer null without hashing anything.
  const key = await auditKey(c.env);
  const redeem = method === 'recovery-code' ? redeemRecoveryCode : redeemResetCode;
  const redeemed = (await findInAnyRegion(c, (db, region) => redeem(db, region, key, username, code, () => hashPassword(newPassword))))?.value ?? 'invalid';
  // A valid code of an account that works elsewhere too: said plainly (only the code's holder gets here), not counted as a guess.
  if (redeemed === 'other-clinics') throw new ApiException(409, CODE_FOR_ONE_CLINIC, { code: [CODE_FOR_ONE_CLINIC] });
  if (redeemed === 'invalid') {
    // Both kinds count against the same account: switching kind buys no extra guesses.
    if (await recordFailure(c.env, counterDb, keys)) throw tooManyAttempts(LOGIN_LOCK_SECONDS);
    const message = method === 'recovery-code' ? BAD_RECOVERY_CODE : BAD_RESET_CODE;
    throw new ApiException(400, message, { code: [message] });
  }
  // Whoever knew the old password is signed out everywhere.
  await endSessions(c.env, redeemed.userId, 'password reset');
  return c.json({ message: msg('Your password has been reset. Sign in with your new password.') }, 200);
});

/**
 * An account that joined another region's clinic before joins marked it (issue 32) has that
 * membership only in the other region's database: it gets its mark now, so the redemption refuses it.
 */
async function markIfInOtherClinics(c: Context<AppEnv>, accountDb: Db, account: { id: number; homeClinicId: number; multiClinicSince: Date | null }) {
  if (account.multiClinicSince) return;
  if (await findInAnyRegion(c, (db) => belongsElsewhere(db, account.id, account.homeClinicId))) await markMultiClinic(accountDb, account.id);
}

function tooManyAttempts(seconds: number): ApiException {
  return new ApiException(429, `Too many attempts. Please wait ${seconds} seconds and try again.`, undefined, { 'Retry-After': String(seconds) });
}
