import { and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { RESET_CODE_TTL_MS } from '../../../core/schemas/clinic-admin';
import { randomToken } from '../../crypto/random-token';
import { sha256Hex } from '../../crypto/sha256';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { regionIdRange, type Region } from '../regions';
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
export async function redeemResetCode(db: Db, region: Region, auditKey: AuditKey, login: string, code: string, hashNewPassword: () => Promise<string>, now = new Date()) {
  const key = login.trim().toLowerCase();
  const range = regionIdRange(region);
  // The account's own row (never the credential-less copy a member from another region has here).
  const user = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(key.includes('@') ? users.email : users.username, key), gte(users.id, range.min), lt(users.id, range.below)))
    .get();
  if (!user) return null;
  const spent = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.codeHash, await sha256Hex(code.trim())),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        // Only while the member is still enabled in the clinic whose owner issued it.
        sql`EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = ${user.id} AND m.clinic_id = ${passwordResets.clinicId} AND m.disabled_at IS NULL AND m.removed_at IS NULL)`,
      ),
    )
    .returning({ id: passwordResets.id, clinicId: passwordResets.clinicId })
    .get();
  if (!spent) return null;
  await db.batch([
    db.update(users).set({ passwordHash: await hashNewPassword() }).where(eq(users.id, user.id)),
    auditInsert(db, await signAudit(auditKey, { clinicId: spent.clinicId, userId: user.id, action: 'password_reset', entity: 'user', entityId: user.id })),
  ]);
  return { userId: user.id, clinicId: spent.clinicId };
}
