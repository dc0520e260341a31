import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ClinicMember } from '../../../core/schemas/clinic-admin';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { users } from '../schema';
import { auditInsert } from './audit';

/** The clinic's users for the owner's members list (removed users are left out). */
export async function listMembers(db: Db, clinicId: number): Promise<ClinicMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.clinicId, clinicId), isNull(users.removedAt)))
    .orderBy(asc(users.name))
    .all();
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    username: u.username,
    email: u.email,
    role: u.role,
    clinicRole: u.clinicRole,
    speciality: u.speciality,
    disabledAt: u.disabledAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  }));
}

/** A member of the clinic the owner may act on: not the owner themself, not another owner, not removed. */
export async function findManageableMember(db: Db, clinicId: number, memberId: number) {
  return db
    .select({ id: users.id, clinicRole: users.clinicRole, disabledAt: users.disabledAt })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.clinicId, clinicId), isNull(users.removedAt)))
    .get();
}

export type MemberChange = 'disable' | 'enable' | 'remove';

/** Disables, re-enables or removes a member, with its audit row in the same batch. */
export async function changeMember(db: Db, key: AuditKey, clinicId: number, ownerId: number, memberId: number, change: MemberChange): Promise<void> {
  const now = new Date();
  const values =
    change === 'enable' ? { disabledAt: null } : change === 'disable' ? { disabledAt: now } : { disabledAt: now, removedAt: now };
  await db.batch([
    db.update(users).set(values).where(and(eq(users.id, memberId), eq(users.clinicId, clinicId))),
    auditInsert(db, await signAudit(key, { clinicId, userId: ownerId, action: change, entity: 'user', entityId: memberId })),
  ]);
}
