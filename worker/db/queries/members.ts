import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Membership, StaffRole } from '../../../core/permissions';
import type { ClinicMember } from '../../../core/schemas/clinic-admin';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { users } from '../schema';
import { auditIfChanged } from './audit';

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

/** A user's membership in a clinic (role and owner flag), or undefined when they are not an active member there. */
export async function findMembership(db: Db, userId: number, clinicId: number): Promise<Membership | undefined> {
  const row = await db
    .select({ role: users.role, clinicRole: users.clinicRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clinicId, clinicId), isNull(users.disabledAt), isNull(users.removedAt)))
    .get();
  return row ? membershipOfRow(row) : undefined;
}

const membershipOfRow = (row: { role: string; clinicRole: string }): Membership => ({ role: row.role as StaffRole, owner: row.clinicRole === 'owner' });

/** A member of the clinic (not removed), for the owner to act on. */
export async function findManageableMember(db: Db, clinicId: number, memberId: number) {
  return db
    .select({ id: users.id, clinicRole: users.clinicRole, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.clinicId, clinicId), isNull(users.removedAt)))
    .get();
}

export type MemberChange = 'disable' | 'enable' | 'remove';

/**
 * True while the clinic has an active owner other than `memberId`: the condition, inside the
 * UPDATE itself, under which a member may stop being an active owner (D1 runs writes one at a time,
 * so two owners demoting each other at once cannot both succeed and leave the clinic without one).
 */
const anotherActiveOwner = (clinicId: number, memberId: number) =>
  sql`EXISTS (SELECT 1 FROM users AS o WHERE o.clinic_id = ${clinicId} AND o.clinic_role = 'owner' AND o.id != ${memberId} AND o.disabled_at IS NULL AND o.removed_at IS NULL)`;

/**
 * Disables, re-enables or removes a member, with its audit row in the same batch. Returns false,
 * changing nothing, when it would leave the clinic without an active owner.
 */
export async function changeMember(db: Db, key: AuditKey, clinicId: number, ownerId: number, memberId: number, change: MemberChange): Promise<boolean> {
  const now = new Date();
  const values =
    change === 'enable' ? { disabledAt: null } : change === 'disable' ? { disabledAt: now } : { disabledAt: now, removedAt: now };
  const keepsAnOwner = change === 'enable' ? undefined : sql`(${users.clinicRole} != 'owner' OR ${anotherActiveOwner(clinicId, memberId)})`;
  const [updated] = await db.batch([
    db.update(users).set(values).where(and(eq(users.id, memberId), eq(users.clinicId, clinicId), keepsAnOwner)).returning({ id: users.id }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId: ownerId, action: change, entity: 'user', entityId: memberId })),
  ]);
  return updated.length > 0;
}

/**
 * Sets a member's role and/or owner flag, audited. Returns the membership as it now is, or
 * undefined, changing nothing, when it would demote the clinic's last active owner.
 */
export async function updateMembership(db: Db, key: AuditKey, clinicId: number, ownerId: number, memberId: number, change: { role?: StaffRole; owner?: boolean }): Promise<Membership | undefined> {
  const values = {
    ...(change.role ? { role: change.role } : {}),
    ...(change.owner !== undefined ? { clinicRole: change.owner ? ('owner' as const) : ('member' as const) } : {}),
  };
  const keepsAnOwner = change.owner === false ? sql`(${users.clinicRole} != 'owner' OR ${anotherActiveOwner(clinicId, memberId)})` : undefined;
  const [updated] = await db.batch([
    db.update(users).set(values).where(and(eq(users.id, memberId), eq(users.clinicId, clinicId), isNull(users.removedAt), keepsAnOwner)).returning({ role: users.role, clinicRole: users.clinicRole }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId: ownerId, action: 'update', entity: 'user', entityId: memberId })),
  ]);
  return updated[0] ? membershipOfRow(updated[0]) : undefined;
}
