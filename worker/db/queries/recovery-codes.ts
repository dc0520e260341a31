import { and, eq, sql } from 'drizzle-orm';
import { normaliseReadableCode, readableCode } from '../../crypto/readable-code';
import { sha256Hex } from '../../crypto/sha256';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import type { Region } from '../regions';
import { clinics } from '../schema';
import { auditInsert } from './audit';
import { resetPasswordWithCode } from './single-use-code';

// The clinic recovery code (issue 21): an owner who forgot their password, with no other owner to
// issue a reset code, sets a new one with it. One per clinic, stored hashed (100 random bits, so
// a plain SHA-256 is enough, as for reset codes), spent by its use; a new one voids the old.

/** Issues the clinic's recovery code (at registration, or an owner's "new code"), voiding the previous one; audited. */
export async function issueRecoveryCode(db: Db, key: AuditKey, clinicId: number, ownerId: number): Promise<string> {
  const code = readableCode();
  await db.batch([
    db.update(clinics).set({ recoveryCodeHash: await sha256Hex(code) }).where(eq(clinics.id, clinicId)),
    auditInsert(db, await signAudit(key, { clinicId, userId: ownerId, action: 'recovery_code', entity: 'clinic', entityId: clinicId })),
  ]);
  return code;
}

/**
 * Spends the clinic's recovery code for the named owner (username or e-mail) and sets their new
 * password (resetPasswordWithCode): only an active owner of the clinic may use it. Audited as the
 * owner's password reset. Returns the owner's id and clinic, or null when the code is not valid for them.
 */
export async function redeemRecoveryCode(db: Db, region: Region, auditKey: AuditKey, login: string, code: string, hashNewPassword: () => Promise<string>) {
  const hash = await sha256Hex(normaliseReadableCode(code));
  // An account may own several clinics: the code spends the one clinic it belongs to, and only
  // while this account is an active owner there.
  const spend = (ownerId: number) =>
    db
      .update(clinics)
      .set({ recoveryCodeHash: null })
      .where(and(eq(clinics.recoveryCodeHash, hash), sql`EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = ${ownerId} AND m.clinic_id = ${clinics.id} AND m.owner = 1 AND m.disabled_at IS NULL AND m.removed_at IS NULL)`))
      .returning({ clinicId: clinics.id });
  return resetPasswordWithCode(db, region, auditKey, login, spend, hashNewPassword, { with: 'recovery code' });
}

/** Whether the clinic has an unspent recovery code (the owner's page says so; the code itself is never shown again). */
export async function hasRecoveryCode(db: Db, clinicId: number): Promise<boolean> {
  const row = await db.select({ hash: clinics.recoveryCodeHash }).from(clinics).where(eq(clinics.id, clinicId)).get();
  return Boolean(row?.hash);
}
