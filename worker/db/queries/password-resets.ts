import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import { RESET_CODE_TTL_MS } from '../../../core/schemas/clinic-admin';
import { randomToken } from '../../crypto/random-token';
import { sha256Hex } from '../../crypto/sha256';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import type { Region } from '../regions';
import { memberships, passwordResets } from '../schema';
import { auditInsert } from './audit';
import { resetPasswordWithCode } from './single-use-code';

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
 * Spends a reset code for the named user (username or e-mail), then sets the new password
 * (resetPasswordWithCode): a code works once, before it expires, for its user only, while they are
 * enabled in the issuing clinic and it is their only clinic.
 */
export async function redeemResetCode(db: Db, region: Region, auditKey: AuditKey, login: string, code: string, hashNewPassword: () => Promise<string>, now = new Date()) {
  const hash = await sha256Hex(code.trim());
  const valid = (userId: number) =>
    and(
      eq(passwordResets.codeHash, hash),
      eq(passwordResets.userId, userId),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, now),
      // Only while the member is still enabled in the clinic whose owner issued it.
      exists(db.select({ one: sql`1` }).from(memberships).where(and(eq(memberships.userId, userId), eq(memberships.clinicId, passwordResets.clinicId), isNull(memberships.disabledAt), isNull(memberships.removedAt)))),
    );
  return resetPasswordWithCode(db, region, auditKey, login, {
    find: (userId) => db.select({ clinicId: passwordResets.clinicId }).from(passwordResets).where(valid(userId)).get(),
    held: (userId, clinicId) => exists(db.select({ one: sql`1` }).from(passwordResets).where(and(valid(userId), eq(passwordResets.clinicId, clinicId)))),
    spend: (userId, clinicId, when) => db.update(passwordResets).set({ usedAt: now }).where(and(valid(userId), eq(passwordResets.clinicId, clinicId), when)),
  }, hashNewPassword);
}
