import { eq } from 'drizzle-orm';
import type { PractitionerSource } from '../../../core/fhir/practitioner';
import type { Db } from '../client';
import { memberships, users } from '../schema';
import { anyMemberOf } from './memberships';

/**
 * A user who is or was a member of the clinic, as /fhir/R4/Practitioner/:id shows them; undefined
 * for anyone else (another clinic's user is not known here).
 */
export async function practitionerOfClinic(db: Db, clinicId: number, userId: number): Promise<PractitionerSource | undefined> {
  const row = await db
    .select({ id: users.id, name: users.name, disabledAt: memberships.disabledAt, removedAt: memberships.removedAt })
    .from(users)
    .innerJoin(memberships, anyMemberOf(clinicId))
    .where(eq(users.id, userId))
    .get();
  return row ? { id: row.id, name: row.name, active: row.disabledAt === null && row.removedAt === null } : undefined;
}
