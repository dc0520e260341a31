import { and, eq, exists, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { regionIdRange, type Region } from '../regions';
import { users } from '../schema';
import type { AuditEntry } from '../../audit/entry';
import { auditInsertWhen } from './audit';
import { forgetTrustedDevices } from './trusted-devices';

// A password set with a hashed single-use code (an owner's reset code, the clinic recovery code):
// both find the account the same way, obey the same rule, spend their code once and record the
// reset the same way; only which code is spent, and what makes it valid, is theirs.

/** One kind of code, as the reset needs it (password-resets.ts, recovery-codes.ts). */
export interface SingleUseCode {
  /** The clinic of the unspent code this account holds (a read), or undefined when it holds none. */
  find(userId: number): Promise<{ clinicId: number } | undefined>;
  /** The same test, for that clinic, as a condition of the conditional write. */
  held(userId: number, clinicId: number): SQL;
  /** The statement that spends the code, changing nothing unless `when` holds as it runs. */
  spend(userId: number, clinicId: number, when: SQL): BatchItem<'sqlite'>;
  /** What the audit row says about the kind of code (none: a reset code). */
  detail?: AuditEntry['detail'];
}

/** A code spent and the password set; or why not: no valid code, or an account that works in another clinic too. */
export type CodeRedemption = { userId: number; clinicId: number } | 'invalid' | 'other-clinics';

/**
 * Spends a code for the named account (username or e-mail) and sets its new password, in one D1
 * batch that also writes the audit row and forgets the account's trusted devices. One rule for
 * both kinds (issue 32): a code sets a password only for an account whose clinics are the code's
 * clinic alone, i.e. its home clinic, with no `multi_clinic_since` mark. Joining another clinic
 * writes that mark before the membership, and the write here tests it, so a join racing the
 * reset cannot slip through. The account has no other clinic, so the audit row written in the
 * code's clinic is its row in every clinic of the account. Null when the account's own row is not
 * in this region.
 */
export async function resetPasswordWithCode(
  db: Db,
  region: Region,
  auditKey: AuditKey,
  login: string,
  code: SingleUseCode,
  hashNewPassword: () => Promise<string>,
): Promise<CodeRedemption | null> {
  const key = login.trim().toLowerCase();
  const range = regionIdRange(region);
  // The account's own row (never the credential-less copy a member from another region has here).
  const user = await db
    .select({ id: users.id, homeClinicId: users.homeClinicId, multiClinicSince: users.multiClinicSince })
    .from(users)
    .where(and(eq(key.includes('@') ? users.email : users.username, key), gte(users.id, range.min), lt(users.id, range.below)))
    .get();
  if (!user) return null;
  const held = await code.find(user.id);
  if (!held) return 'invalid';
  const { clinicId } = held;
  if (clinicId !== user.homeClinicId || user.multiClinicSince) return 'other-clinics';
  // Hashed only for a code that is valid now; the batch below checks everything again.
  const passwordHash = await hashNewPassword();
  // Random salt: the stored hash equals this one only if this batch's first statement wrote it.
  const passwordSetHere = exists(db.select({ one: sql`1` }).from(users).where(and(eq(users.id, user.id), eq(users.passwordHash, passwordHash))));
  const audit = await signAudit(auditKey, { clinicId, userId: user.id, action: 'password_reset', entity: 'user', entityId: user.id, detail: code.detail });
  const [set] = await db.batch([
    db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.homeClinicId, clinicId), isNull(users.multiClinicSince), code.held(user.id, clinicId)))
      .returning({ id: users.id }),
    code.spend(user.id, clinicId, passwordSetHere),
    auditInsertWhen(db, audit, passwordSetHere),
    // A browser that knew the old password no longer passes the sign-in limits as the account's own.
    forgetTrustedDevices(db, user.id, passwordSetHere),
  ]);
  if (set.length > 0) return { userId: user.id, clinicId };
  // Something changed since the read: the account joined another clinic, or the code was spent.
  const now = await db.select({ multiClinicSince: users.multiClinicSince }).from(users).where(eq(users.id, user.id)).get();
  return now?.multiClinicSince ? 'other-clinics' : 'invalid';
}
