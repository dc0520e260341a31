import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Membership, StaffRole } from '../../../core/permissions';
import type { UserClinic } from '../../../core/schemas/user';
import type { SignedAuditEntry } from '../../audit/row-mac';
import type { Db } from '../client';
import { auditIfChanged } from './audit';
import { clinics, memberships, users } from '../schema';

// Who belongs to which clinic, and as what (issue 21). A membership row lives in its clinic's
// region's database (docs/decisions/0014-memberships-across-regions.md), so every query here runs
// against one region's database and answers for the clinics kept there.

/** Join condition: `users` rows that are enabled (not disabled or removed) members of `clinicId`. */
export const activeMemberOf = (clinicId: number) =>
  and(eq(memberships.userId, users.id), eq(memberships.clinicId, clinicId), isNull(memberships.disabledAt), isNull(memberships.removedAt));

/** Join condition: `users` rows that are or were members of `clinicId` (authors stay named after they leave). */
export const anyMemberOf = (clinicId: number) => and(eq(memberships.userId, users.id), eq(memberships.clinicId, clinicId));

/** The user's enabled membership in a clinic (role and owner flag), or undefined when they have none there. */
export async function membershipOf(db: Db, userId: number, clinicId: number): Promise<Membership | undefined> {
  const row = await db
    .select({ role: memberships.role, owner: memberships.owner })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.clinicId, clinicId), isNull(memberships.disabledAt), isNull(memberships.removedAt)))
    .get();
  return row ? { role: row.role, owner: row.owner } : undefined;
}

/** Every membership of the user kept in this database, enabled or not (removed ones are left out), oldest first. */
export async function userClinicsIn(db: Db, userId: number, activeClinicId: number): Promise<UserClinic[]> {
  const rows = await db
    .select({ id: clinics.id, name: clinics.name, region: clinics.region, role: memberships.role, owner: memberships.owner, disabledAt: memberships.disabledAt, joinedAt: memberships.joinedAt })
    .from(memberships)
    .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(and(eq(memberships.userId, userId), isNull(memberships.removedAt)))
    .orderBy(asc(memberships.joinedAt), asc(clinics.id))
    .all();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    region: r.region,
    role: r.role,
    owner: r.owner,
    disabled: r.disabledAt !== null,
    active: r.id === activeClinicId,
    joinedAt: r.joinedAt.toISOString(),
  }));
}

/** True when the user has a membership (not removed) of a clinic other than `clinicId` in this database; null otherwise (for findInAnyRegion). */
export async function belongsElsewhere(db: Db, userId: number, clinicId: number): Promise<true | null> {
  const row = await db
    .select({ one: sql`1` })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.clinicId, clinicId), isNull(memberships.removedAt)))
    .get();
  return row ? true : null;
}

/** The user's membership row of a clinic in any state, or undefined (joining: already a member, or rejoining after removal). */
export async function existingMembership(db: Db, userId: number, clinicId: number) {
  return db
    .select({ role: memberships.role, owner: memberships.owner, disabledAt: memberships.disabledAt, removedAt: memberships.removedAt })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.clinicId, clinicId)))
    .get();
}

/**
 * Joins a clinic with a redeemed invite, with its audit row in the same batch: a new membership, or
 * a removed member's row taken up again with the invite's role (an owner's invite is the clinic
 * letting them back in). False, writing nothing, when they are already a member.
 */
export async function joinClinic(db: Db, values: { userId: number; clinicId: number; role: StaffRole }, audit: SignedAuditEntry): Promise<boolean> {
  const [joined] = await db.batch([upsertMembership(db, values), auditIfChanged(db, audit)]);
  return joined.length > 0;
}

function upsertMembership(db: Db, values: { userId: number; clinicId: number; role: StaffRole }) {
  return db
    .insert(memberships)
    .values({ ...values, owner: false })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.clinicId],
      set: { role: values.role, owner: false, disabledAt: null, removedAt: null, joinedAt: new Date() },
      setWhere: sql`${memberships.removedAt} IS NOT NULL`,
    })
    .returning({ clinicId: memberships.clinicId });
}
