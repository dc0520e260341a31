import type { Context } from 'hono';
import { msg } from '../../core/i18n/msg';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { counted, countWithAudit, windowOf } from '../db/queries/counters';
import { passwordHashOf } from '../db/queries/users';
import { regionDb, sessionDb } from '../db/request-db';
import { regionOfId } from '../db/regions';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { verifyPassword } from './password';

/** Wrong current passwords per user, per window, before the password change or a join answers 429. */
export const PASSWORD_CHANGE_LIMIT = { max: 5, windowMs: 15 * 60_000 };

export const WRONG_CURRENT_PASSWORD = msg('Your current password is not correct.');

/**
 * Checks the signed-in user's current password before an account-wide change (a new password,
 * joining another clinic). Whoever holds a session must not get unlimited guesses at the password
 * behind it: one count of wrong passwords for every such change (429 past PASSWORD_CHANGE_LIMIT),
 * each wrong one audited as `failedAction`. Returns the stored hash the password matched.
 */
export async function checkCurrentPassword(c: Context<AppEnv>, currentPassword: string, failedAction: 'password_change_failed' | 'join_password_failed'): Promise<string> {
  const session = c.get('session');
  const db = sessionDb(c);
  const window = windowOf(PASSWORD_CHANGE_LIMIT.windowMs);
  const failuresKey = `password-change:${session.userId}`;
  if ((await counted(db, failuresKey, window.start)) >= PASSWORD_CHANGE_LIMIT.max) {
    throw new ApiException(429, `Too many wrong passwords. Please wait ${Math.ceil(window.retryAfterSeconds / 60)} minutes and try again.`, undefined, {
      'Retry-After': String(window.retryAfterSeconds),
    });
  }
  // The password is kept with the account, in its own region (decision 0014), whichever clinic the session works in.
  const hash = await passwordHashOf(regionDb(c, regionOfId(session.userId), { primary: true }), session.userId);
  if (hash === undefined || !(await verifyPassword(currentPassword, hash))) {
    const audit = await signAudit(await auditKey(c.env), { clinicId: session.clinicId, userId: session.userId, action: failedAction, entity: 'user', entityId: session.userId });
    await countWithAudit(db, failuresKey, window.start, audit);
    throw new ApiException(400, WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  return hash;
}
