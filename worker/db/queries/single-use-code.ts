import { and, eq, gte, lt } from 'drizzle-orm';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { regionIdRange, type Region } from '../regions';
import { users } from '../schema';
import { auditInsert, type AuditEntry } from './audit';

// A password set with a hashed single-use code (an owner's reset code, the clinic recovery code):
// both find the account the same way, spend their code once and record the reset the same way;
// only which code is spent, and on what condition, is theirs.

/**
 * Spends a code for the named account (username or e-mail) and sets its new password. `spend` is the
 * conditional UPDATE that spends the code for that account (so it works once), returning the clinic
 * it belonged to, or no row when it is not valid; the costly password hash is computed only after that.
 * Audited as the account's password reset (with `detail`). Returns the account and clinic, or null.
 */
export async function resetPasswordWithCode(
  db: Db,
  region: Region,
  auditKey: AuditKey,
  login: string,
  spend: (userId: number) => { get(): Promise<{ clinicId: number } | undefined> },
  hashNewPassword: () => Promise<string>,
  detail?: AuditEntry['detail'],
): Promise<{ userId: number; clinicId: number } | null> {
  const key = login.trim().toLowerCase();
  const range = regionIdRange(region);
  // The account's own row (never the credential-less copy a member from another region has here).
  const user = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(key.includes('@') ? users.email : users.username, key), gte(users.id, range.min), lt(users.id, range.below)))
    .get();
  if (!user) return null;
  const spent = await spend(user.id).get();
  if (!spent) return null;
  const { clinicId } = spent;
  await db.batch([
    db.update(users).set({ passwordHash: await hashNewPassword() }).where(eq(users.id, user.id)),
    auditInsert(db, await signAudit(auditKey, { clinicId, userId: user.id, action: 'password_reset', entity: 'user', entityId: user.id, detail })),
  ]);
  return { userId: user.id, clinicId };
}
