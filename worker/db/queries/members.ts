import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Membership, StaffRole } from '../../../core/permissions';
import type { ClinicMember } from '../../../core/schemas/clinic-admin';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { memberships, users } from '../schema';
import { anyMemberOf } from './memberships';
import { auditIfChanged } from './audit';
import { revokeInvitesOfFormerOwner } from './clinics';

/** The clinic's members for the owner's members list (removed members are left out). */
export async function listMembers(db: Db, clinicId: number): Promise<ClinicMember[]> {
  const rows = await db
    .select({ user: users, m: memberships })
    .from(users)
    .innerJoin(memberships, anyMemberOf(clinicId))
    .where(isNull(memberships.removedAt))
    .orderBy(asc(users.name))
    .all();
  return rows.map(({ user: u, m }) => ({
    id: u.id,
    name: u.name,
    username: u.username,
    email: u.email,
    role: m.role,
    clinicRole: m.owner ? 'owner' : 'member',
    speciality: u.speciality,
    disabledAt: m.disabledAt?.toISOString() ?? null,
    createdAt: m.joinedAt.toISOString(),
  }));
}

/** A member of the clinic (not removed), for the owner to act on. */
export async function findManageableMember(db: Db, clinicId: number, memberId: number) {
  const row = await db
    .select({ id: memberships.userId, owner: memberships.owner, role: memberships.role, disabledAt: memberships.disabledAt, homeClinicId: users.homeClinicId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, memberId), eq(memberships.clinicId, clinicId), isNull(memberships.removedAt)))
    .get();
  return row;
}

export type MemberChange = 'disable' | 'enable' | 'remove';

/**
 * True while the clinic has an active owner other than `memberId`: the condition, inside the
 * UPDATE itself, under which a member may stop being an active owner (D1 runs writes one at a time,
 * so two owners demoting each other at once cannot both succeed and leave the clinic without one).
 */
const anotherActiveOwner = (clinicId: number, memberId: number) =>
  sql`EXISTS (SELECT 1 FROM memberships AS o WHERE o.clinic_id = ${clinicId} AND o.owner = 1 AND o.user_id != ${memberId} AND o.disabled_at IS NULL AND o.removed_at IS NULL)`;

const theMembership = (clinicId: number, memberId: number) => and(eq(memberships.userId, memberId), eq(memberships.clinicId, clinicId));

/**
 * Disables, re-enables or removes a member of this clinic (their other clinics are not touched),
 * with its audit row in the same batch, and revokes the unused invites they created as an owner.
 * Returns false, changing nothing, when it would leave the clinic without an active owner.
 */
export async function changeMember(db: Db, key: AuditKey, clinicId: number, ownerId: number, memberId: number, change: MemberChange): Promise<boolean> {
  const now = new Date();
  const values =
    change === 'enable' ? { disabledAt: null } : change === 'disable' ? { disabledAt: now } : { disabledAt: now, removedAt: now };
  const keepsAnOwner = change === 'enable' ? undefined : sql`(${memberships.owner} = 0 OR ${anotherActiveOwner(clinicId, memberId)})`;
  const [updated] = await db.batch([
    db.update(memberships).set(values).where(and(theMembership(clinicId, memberId), keepsAnOwner)).returning({ id: memberships.userId }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId: ownerId, action: change, entity: 'user', entityId: memberId })),
    ...revokeInvitesOfFormerOwner(db, clinicId, memberId, await signAudit(key, { clinicId, userId: ownerId, action: 'revoke', entity: 'invite' })),
  ]);
  return updated.length > 0;
}

/**
 * Sets a member's role and/or owner flag, audited; a demoted owner's unused invites are revoked in
 * the same batch. Returns the membership as it now is, or undefined, changing nothing, when it
 * would demote the clinic's last active owner.
 */
export async function updateMembership(db: Db, key: AuditKey, clinicId: number, ownerId: number, memberId: number, change: { role?: StaffRole; owner?: boolean }): Promise<Membership | undefined> {
  const values = {
    ...(change.role ? { role: change.role } : {}),
    ...(change.owner !== undefined ? { owner: change.owner } : {}),
  };
  const keepsAnOwner = change.owner === false ? sql`(${memberships.owner} = 0 OR ${anotherActiveOwner(clinicId, memberId)})` : undefined;
  const [updated] = await db.batch([
    db.update(memberships).set(values).where(and(theMembership(clinicId, memberId), isNull(memberships.removedAt), keepsAnOwner)).returning({ role: memberships.role, owner: memberships.owner }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId: ownerId, action: 'update', entity: 'user', entityId: memberId })),
    ...revokeInvitesOfFormerOwner(db, clinicId, memberId, await signAudit(key, { clinicId, userId: ownerId, action: 'revoke', entity: 'invite' })),
  ]);
  return updated[0] ? { role: updated[0].role, owner: updated[0].owner } : undefined;
}
