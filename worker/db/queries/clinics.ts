import type { StaffRole } from '../../../core/permissions';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ClinicDetails, ClinicInvite } from '../../../core/schemas/clinic-admin';
import { sha256Hex } from '../../crypto/sha256';
import type { Db } from '../client';
import { nextIdSql, type Region } from '../regions';
import { clinicInvites, clinics, users } from '../schema';
import type { SignedAuditEntry } from '../../audit/row-mac';
import { auditIfChanged, auditLastInsert } from './audit';

/** Creates a clinic (the tenant) in its region's database, with an id from that region's range. */
export async function createClinic(db: Db, name: string, region: Region = 'us'): Promise<{ id: number; name: string }> {
  const row = await db.insert(clinics).values({ id: nextIdSql('clinics', region), name, region }).returning({ id: clinics.id, name: clinics.name }).get();
  return row;
}

/** The clinic's details as its settings page shows them (the clinic of a live session always exists). */
export async function getClinicDetails(db: Db, clinicId: number): Promise<ClinicDetails> {
  const clinic = (await db.select().from(clinics).where(eq(clinics.id, clinicId)).get())!;
  return { id: clinic.id, name: clinic.name, region: clinic.region, address: clinic.address, phone: clinic.phone, email: clinic.email };
}

/** Changes the given fields of the clinic's details. */
export async function updateClinic(db: Db, clinicId: number, changes: Partial<Pick<typeof clinics.$inferInsert, 'name' | 'address' | 'phone' | 'email'>>): Promise<void> {
  await db.update(clinics).set(changes).where(eq(clinics.id, clinicId));
}

/** The clinic a still-usable invite code joins, without spending it (a signed-in user who is already a member keeps the code's use). */
export async function findUsableInvite(db: Db, code: string, now = Date.now()): Promise<{ clinicId: number } | null> {
  const row = await db
    .select({ clinicId: clinicInvites.clinicId })
    .from(clinicInvites)
    .where(and(eq(clinicInvites.codeHash, await sha256Hex(code.trim())), isNull(clinicInvites.revokedAt), gt(clinicInvites.expiresAt, new Date(now)), lt(clinicInvites.uses, clinicInvites.maxUses), creatorStillOwns))
    .get();
  return row ?? null;
}

/**
 * Spends one use of an invite code atomically (a single conditional UPDATE, so two
 * registrations cannot both take the last use), only while its creator is still an enabled owner
 * of the clinic. Returns the clinic it joins, or null.
 */
export async function redeemInvite(db: Db, code: string, now = Date.now()): Promise<{ clinicId: number; role: StaffRole } | null> {
  const codeHash = await sha256Hex(code.trim());
  const row = await db
    .update(clinicInvites)
    .set({ uses: sql`${clinicInvites.uses} + 1` })
    .where(
      and(
        eq(clinicInvites.codeHash, codeHash),
        isNull(clinicInvites.revokedAt),
        gt(clinicInvites.expiresAt, new Date(now)),
        lt(clinicInvites.uses, clinicInvites.maxUses),
        creatorStillOwns,
      ),
    )
    .returning({ clinicId: clinicInvites.clinicId, role: clinicInvites.role })
    .get();
  return row ?? null;
}

/** Records a new invite code (stored hashed) for a clinic, audited in the same batch. */
export async function insertInvite(
  db: Db,
  values: { clinicId: number; code: string; createdBy: number; expiresAt: Date; maxUses: number; role: StaffRole },
  audit: SignedAuditEntry & { action: 'create'; entity: 'invite' },
): Promise<void> {
  await db.batch([
    db.insert(clinicInvites).values({
      clinicId: values.clinicId,
      codeHash: await sha256Hex(values.code),
      createdBy: values.createdBy,
      expiresAt: values.expiresAt,
      maxUses: values.maxUses,
      role: values.role,
    }),
    auditLastInsert(db, audit),
  ]);
}

/** True in SQL while `createdBy` is an enabled owner of the invite's clinic: only then do their invite codes admit anyone. */
const creatorStillOwns = sql`EXISTS (SELECT 1 FROM memberships AS o WHERE o.user_id = ${clinicInvites.createdBy} AND o.clinic_id = ${clinicInvites.clinicId} AND o.owner = 1 AND o.disabled_at IS NULL AND o.removed_at IS NULL)`;

/**
 * For the batch that disables, removes or demotes a member: revokes the unused invite codes they
 * created once they are no longer an enabled owner (the condition is read after the change, in the
 * same transaction, so a refused change revokes nothing), followed by its audit row.
 */
export function revokeInvitesOfFormerOwner(db: Db, clinicId: number, creatorId: number, audit: SignedAuditEntry & { action: 'revoke'; entity: 'invite' }) {
  return [
    db
      .update(clinicInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(clinicInvites.clinicId, clinicId), eq(clinicInvites.createdBy, creatorId), isNull(clinicInvites.revokedAt), lt(clinicInvites.uses, clinicInvites.maxUses), sql`NOT ${creatorStillOwns}`)),
    auditIfChanged(db, audit),
  ] as const;
}

/** The clinic's invite codes, newest first, with a status the owner can read at a glance. */
export async function listInvites(db: Db, clinicId: number, now = Date.now()): Promise<ClinicInvite[]> {
  const rows = await db
    .select({ r: clinicInvites, creatorName: users.name })
    .from(clinicInvites)
    .leftJoin(users, eq(users.id, clinicInvites.createdBy))
    .where(eq(clinicInvites.clinicId, clinicId))
    .orderBy(desc(clinicInvites.id))
    .all();
  return rows.map(({ r, creatorName }) => ({
    id: r.id,
    maxUses: r.maxUses,
    role: r.role,
    uses: r.uses,
    expiresAt: r.expiresAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    createdBy: { id: r.createdBy, name: creatorName ?? null },
    status: r.revokedAt ? 'revoked' : r.uses >= r.maxUses ? 'used up' : r.expiresAt.getTime() <= now ? 'expired' : 'active',
  }));
}

/** Revokes an invite code of the clinic, audited in the same batch; false when there is no such code in this clinic. */
export async function revokeInvite(db: Db, clinicId: number, inviteId: number, audit: SignedAuditEntry & { action: 'revoke'; entity: 'invite' }): Promise<boolean> {
  const [rows] = await db.batch([
    db
      .update(clinicInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(clinicInvites.id, inviteId), eq(clinicInvites.clinicId, clinicId), isNull(clinicInvites.revokedAt)))
      .returning({ id: clinicInvites.id }),
    auditIfChanged(db, audit),
  ]);
  if (rows.length > 0) return true;
  const exists = await db.select({ id: clinicInvites.id }).from(clinicInvites).where(and(eq(clinicInvites.id, inviteId), eq(clinicInvites.clinicId, clinicId))).get();
  return exists !== undefined; // revoking twice is fine
}
