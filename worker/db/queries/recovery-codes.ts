import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import { normaliseReadableCode, readableCode } from '../../crypto/readable-code';
import { sha256Hex } from '../../crypto/sha256';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import type { Region } from '../regions';
import { clinics, memberships } from '../schema';
import { auditInsert } from './audit';
import { resetPasswordWithCode } from './single-use-code';

// The clinic recovery code (issue 21): an owner who forgot their password, with no other owner to
// issue a reset code, sets a new one with it. One per clinic, stored hashed (100 random bits, so
// a plain SHA-256 is enough, as for reset codes), spent by its use; a new one voids the old. It
// belongs to the owner who made it (issue 32): it sets that owner's password, nobody else's.

/** Issues the clinic's recovery code (at registration, or an owner's "new code"), for that owner only, voiding the previous one; audited. */
export async function issueRecoveryCode(db: Db, key: AuditKey, clinicId: number, ownerId: number): Promise<string> {
  const code = readableCode();
  await db.batch([
    db.update(clinics).set({ recoveryCodeHash: await sha256Hex(code), recoveryCodeCreatedBy: ownerId }).where(eq(clinics.id, clinicId)),
    auditInsert(db, await signAudit(key, { clinicId, userId: ownerId, action: 'recovery_code', entity: 'clinic', entityId: clinicId })),
  ]);
  return code;
}

/**
 * Spends the clinic's recovery code for the named owner (username or e-mail) and sets their new
 * password (resetPasswordWithCode): only the owner who made it, while still an active owner of the
 * clinic, and only while the clinic is their only one. Audited as the owner's password reset.
 */
export async function redeemRecoveryCode(db: Db, region: Region, auditKey: AuditKey, login: string, code: string, hashNewPassword: () => Promise<string>) {
  const hash = await sha256Hex(normaliseReadableCode(code));
  const valid = (ownerId: number) =>
    and(
      eq(clinics.recoveryCodeHash, hash),
      eq(clinics.recoveryCodeCreatedBy, ownerId),
      exists(
        db
          .select({ one: sql`1` })
          .from(memberships)
          .where(and(eq(memberships.userId, ownerId), eq(memberships.clinicId, clinics.id), eq(memberships.owner, true), isNull(memberships.disabledAt), isNull(memberships.removedAt))),
      ),
    );
  return resetPasswordWithCode(db, region, auditKey, login, {
    find: (ownerId) => db.select({ clinicId: clinics.id }).from(clinics).where(valid(ownerId)).get(),
    held: (ownerId, clinicId) => exists(db.select({ one: sql`1` }).from(clinics).where(and(valid(ownerId), eq(clinics.id, clinicId)))),
    spend: (ownerId, clinicId, when) => db.update(clinics).set({ recoveryCodeHash: null, recoveryCodeCreatedBy: null }).where(and(valid(ownerId), eq(clinics.id, clinicId), when)),
    detail: { with: 'recovery code' },
  }, hashNewPassword);
}

/** Whether the clinic has an unspent recovery code (the owner's page says so; the code itself is never shown again). */
export async function hasRecoveryCode(db: Db, clinicId: number): Promise<boolean> {
  const row = await db.select({ hash: clinics.recoveryCodeHash }).from(clinics).where(eq(clinics.id, clinicId)).get();
  return Boolean(row?.hash);
}
