import { and, asc, eq, gt } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client';
import { anyMemberOf } from './memberships';
import { appointments, auditEvents, clinicalNotes, clinics, labResults, memberships, messages, patients, users } from '../schema';

const PAGE = 1000;

/** Every table of clinic data the owner's export holds, in dependency order. */
const SECTIONS = {
  patients,
  clinicalNotes,
  appointments,
  labResults,
  messages,
  auditEvents,
} satisfies Record<string, SQLiteTable & { id: SQLiteColumn; clinicId: SQLiteColumn }>;

export type ExportSection = keyof typeof SECTIONS | 'users';

/** The clinic's users without secrets (no password hash) and without what is the account's own, not this clinic's. */
async function usersPage(db: Db, clinicId: number, afterId: number) {
  const rows = await db
    .select({ user: users, role: memberships.role, owner: memberships.owner, disabledAt: memberships.disabledAt, removedAt: memberships.removedAt, joinedAt: memberships.joinedAt })
    .from(users)
    .innerJoin(memberships, anyMemberOf(clinicId))
    .where(gt(users.id, afterId))
    .orderBy(asc(users.id))
    .limit(PAGE)
    .all();
  // The person and their membership of this clinic; the clinic they signed up in, and whether they work in others, are not this clinic's to export.
  return rows.map(({ user: { passwordHash: _secret, homeClinicId: _home, multiClinicSince: _elsewhere, ...rest }, ...membership }) => ({ ...rest, clinicId, ...membership }));
}

/** One page (by id, ascending) of a section's rows of this clinic only. Deleted records are included, marked. */
export async function exportPage(db: Db, clinicId: number, section: ExportSection, afterId: number): Promise<{ id: number }[]> {
  if (section === 'users') return usersPage(db, clinicId, afterId);
  const table = SECTIONS[section];
  return (await db
    .select()
    .from(table as typeof patients)
    .where(and(eq(table.clinicId, clinicId), gt(table.id, afterId)))
    .orderBy(asc(table.id))
    .limit(PAGE)
    .all()) as { id: number }[];
}

export const EXPORT_SECTIONS: ExportSection[] = ['users', ...(Object.keys(SECTIONS) as ExportSection[])];
export const EXPORT_PAGE = PAGE;

/** The clinic's own row without its secrets (the recovery code's hash and whose code it is). */
export async function exportClinicRow(db: Db, clinicId: number) {
  const row = await db.select().from(clinics).where(eq(clinics.id, clinicId)).get();
  if (!row) return row;
  const { recoveryCodeHash: _secret, recoveryCodeCreatedBy: _owner, ...clinic } = row;
  return clinic;
}
