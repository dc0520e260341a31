import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_CODE_TTL_MS } from '../../../core/schemas/clinic-admin';
import { randomToken } from '../../crypto/random-token';
import { sha256Hex } from '../../crypto/sha256';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { passwordResets, users } from '../schema';
import { auditInsert } from './audit';

/** Issues a one-time reset code for a member; earlier unused codes of that member stop working. */
export async function issueResetCode(db: Db, key: AuditKey, clinicId: number, ownerId: number, memberId: number): Promise<{ code: string; expiresAt: Date }> {
  const code = randomToken(9); // 72 bits, 12 characters: short enough to read out, single use, one hour.
  const now = new Date();
  const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS);
  await db.batch([
    db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, memberId), isNull(passwordResets.usedAt))),
    db.insert(passwordResets).values({ clinicId, userId: memberId, codeHash: await sha256Hex(code), createdBy: ownerId, expiresAt }),
    auditInsert(db, await signAudit(key, { clinicId, userId: ownerId, action: 'reset_code', entity: 'user', entityId: memberId })),
  ]);
  return { code, expiresAt };
}

/**
 * Spends a reset code for the named user (username or e-mail), then sets the new password. The
 * conditional UPDATE means a code works once, before it expires, for its user only; the costly
 * password hash is only computed once the code has proved valid.
 * Returns the user's id and clinic, or null when the code is not valid for them.
 */
export async function redeemResetCode(db: Db, auditKey: AuditKey, login: string, code: string, hashNewPassword: () => Promise<string>, now = new Date()) {
  const key = login.trim().toLowerCase();
  const user = await db
    .select({ id: users.id, clinicId: users.clinicId, username: users.username, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(key.includes('@') ? users.email : users.username, key))
    .get();
  if (!user || user.disabledAt) return null;
  const spent = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.codeHash, await sha256Hex(code.trim())),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id })
    .get();
  if (!spent) return null;
  await db.batch([
    db.update(users).set({ passwordHash: await hashNewPassword() }).where(eq(users.id, user.id)),
    auditInsert(db, await signAudit(auditKey, { clinicId: user.clinicId, userId: user.id, action: 'password_reset', entity: 'user', entityId: user.id })),
  ]);
  return { userId: user.id, clinicId: user.clinicId };
}
