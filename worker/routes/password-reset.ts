import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { PasswordResetSchema } from '../../core/schemas/clinic-admin';
import { auditKey } from '../audit/key';
import { accountLimitedFor, clientAddress, LOGIN_LOCK_SECONDS, lockedFor, recordFailure } from '../auth/login-throttle';
import { hashPassword } from '../auth/password';
import { endSessions } from '../auth/sessions';
import { findInAnyRegion, regionDb } from '../db/request-db';
import { regionFromRequest } from '../db/regions';
import { findUserForLogin } from '../db/queries/users';
import { redeemResetCode } from '../db/queries/password-resets';
import { redeemRecoveryCode } from '../db/queries/recovery-codes';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { validate } from '../validation';

export const BAD_RESET_CODE = msg('This reset code is invalid, expired or already used. Ask your clinic owner for a new one.');
export const BAD_RECOVERY_CODE = msg('This recovery code is not valid for this account, or it was already used. Only a clinic owner can use it, and only the newest code works.');

/**
 * POST /api/password-reset (no session): "Forgot password?" without e-mail delivery. The clinic
 * owner issues a one-time code (routes/members.ts); the member sets a new password with it. An owner
 * with no other owner to ask uses the clinic recovery code instead (`method: 'recovery-code'`).
 * Throttled like sign-in (per address, per account and address, per account), counted under the
 * account the name resolves to; one answer for unknown user, wrong code, expired or spent code.
 */
export const passwordResetRoutes = new Hono<AppEnv>().post('/', validate('json', PasswordResetSchema), async (c) => {
  const { username, method, code, newPassword } = c.req.valid('json');
  // Counted under the account the name resolves to (username or e-mail, any case), so typing it
  // differently buys no extra guesses; an unknown name counts under itself, exactly alike.
  const found = await findInAnyRegion(c, (db, region) => findUserForLogin(db, username, region));
  const keys = { account: `reset:${found ? found.value.username : username.trim().toLowerCase()}`, address: clientAddress(c.req.raw) };
  const counterDb = found?.db ?? regionDb(c, regionFromRequest(c.req.raw), { primary: true });
  const wait = Math.max(await lockedFor(c.env, keys), await accountLimitedFor(counterDb, keys.account));
  if (wait > 0) throw tooManyAttempts(wait);
  // The account is in exactly one region; the others answer null without hashing anything.
  const key = await auditKey(c.env);
  const redeem = method === 'recovery-code' ? redeemRecoveryCode : redeemResetCode;
  const redeemed = (await findInAnyRegion(c, (db, region) => redeem(db, region, key, username, code, () => hashPassword(newPassword))))?.value;
  if (!redeemed) {
    // Both kinds count against the same account: switching kind buys no extra guesses.
    if (await recordFailure(c.env, counterDb, keys)) throw tooManyAttempts(LOGIN_LOCK_SECONDS);
    const message = method === 'recovery-code' ? BAD_RECOVERY_CODE : BAD_RESET_CODE;
    throw new ApiException(400, message, { code: [message] });
  }
  // Whoever knew the old password is signed out everywhere.
  await endSessions(c.env, redeemed.userId, 'password reset');
  return c.json({ message: msg('Your password has been reset. Sign in with your new password.') }, 200);
});

function tooManyAttempts(seconds: number): ApiException {
  return new ApiException(429, `Too many attempts. Please wait ${seconds} seconds and try again.`, undefined, { 'Retry-After': String(seconds) });
}
