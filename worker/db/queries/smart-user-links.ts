import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { smartUserLinks } from '../schema';

// The EHR user (verified fhirUser) linked to a MedAssist user on one EHR connection (issue 37).

export interface SmartUserLink {
  fhirUser: string;
  userId: number;
  createdAt: Date;
}

/** Who `fhirUser` is linked to on the connection, or null. */
export async function findLinkOfFhirUser(db: Db, cdsClientId: number, fhirUser: string): Promise<SmartUserLink | null> {
  const row = await db.select({ fhirUser: smartUserLinks.fhirUser, userId: smartUserLinks.userId, createdAt: smartUserLinks.createdAt })
    .from(smartUserLinks).where(and(eq(smartUserLinks.cdsClientId, cdsClientId), eq(smartUserLinks.fhirUser, fhirUser))).get();
  return row ?? null;
}

/** The EHR user the MedAssist user is linked to on the connection, or null. */
export async function findLinkOfUser(db: Db, cdsClientId: number, userId: number): Promise<SmartUserLink | null> {
  const row = await db.select({ fhirUser: smartUserLinks.fhirUser, userId: smartUserLinks.userId, createdAt: smartUserLinks.createdAt })
    .from(smartUserLinks).where(and(eq(smartUserLinks.cdsClientId, cdsClientId), eq(smartUserLinks.userId, userId))).get();
  return row ?? null;
}

/** Links them, once: false when either side is linked already (the unique indexes decide, also between two racing requests). */
export async function linkFhirUser(db: Db, values: { clinicId: number; cdsClientId: number; fhirUser: string; userId: number }): Promise<boolean> {
  const rows = await db.insert(smartUserLinks).values(values).onConflictDoNothing().returning({ id: smartUserLinks.id });
  return rows.length > 0;
}
