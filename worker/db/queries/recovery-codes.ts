import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { normaliseReadableCode, readableCode } from '../../crypto/readable-code';
import { sha256Hex } from '../../crypto/sha256';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { regionIdRange, type Region } from '../regions';
import { clinics, users } from '../schema';
import { auditInsert } from './audit';

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
 * password. The conditional UPDATE spends it once; only an active owner of the clinic may use it,
 * and the costly password hash is computed only once the code has proved valid. Audited as the
 * owner's password reset. Returns the owner's id, or null when the code is not valid for them.
 */
export async function redeemRecoveryCode(db: Db, region: Region, auditKey: AuditKey, login: string, code: string, hashNewPassword: () => Promise<string>) {
  const key = login.trim().toLowerCase();
  const range = regionIdRange(region);
  // The account's own row (never the credential-less copy a member from another region has here).
  const owner = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(key.includes('@') ? users.email : users.username, key), gte(users.id, range.min), lt(users.id, range.below)))
    .get();
  if (!owner) return null;
  // An account may own several clinics: the code spends the one clinic it belongs to, and only
  // while this account is an active owner there.
  const spent = await db
    .update(clinics)
    .set({ recoveryCodeHash: null })
    .where(
      and(
        eq(clinics.recoveryCodeHash, await sha256Hex(normaliseReadableCode(code))),
        sql`EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = ${owner.id} AND m.clinic_id = ${clinics.id} AND m.owner = 1 AND m.disabled_at IS NULL AND m.removed_at IS NULL)`,
      ),
    )
    .returning({ id: clinics.id })
    .get();
  if (!spent) return null;
  await db.batch([
    db.update(users).set({ passwordHash: await hashNewPassword() }).where(eq(users.id, owner.id)),
    auditInsert(db, await signAudit(auditKey, { clinicId: spent.id, userId: owner.id, action: 'password_reset', entity: 'user', entityId: owner.id, detail: { with: 'recovery code' } })),
  ]);
  return { userId: owner.id, clinicId: spent.id };
}

/** Whether the clinic has an unspent recovery code (the owner's page says so; the code itself is never shown again). */
export async function hasRecoveryCode(db: Db, clinicId: number): Promise<boolean> {
  const row = await db.select({ hash: clinics.recoveryCodeHash }).from(clinics).where(eq(clinics.id, clinicId)).get();
  return Boolean(row?.hash);
}
