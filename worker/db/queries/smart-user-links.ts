import { and, asc, eq, sql } from 'drizzle-orm';
import type { SignedAuditEntry } from '../../audit/row-mac';
import type { Db } from '../client';
import { cdsClients, smartUserLinks, users } from '../schema';
import { auditInsertWhen } from './audit';

// The EHR user (verified fhirUser) linked to a MedAssist user on one EHR connection (issue 37).

export interface SmartUserLink {
  id: number;
  fhirUser: string;
  userId: number;
  createdAt: Date;
}

/** Who `fhirUser` is linked to on the connection, or null. */
export async function findLinkOfFhirUser(db: Db, cdsClientId: number, fhirUser: string): Promise<SmartUserLink | null> {
  const row = await db.select({ id: smartUserLinks.id, fhirUser: smartUserLinks.fhirUser, userId: smartUserLinks.userId, createdAt: smartUserLinks.createdAt })
    .from(smartUserLinks).where(and(eq(smartUserLinks.cdsClientId, cdsClientId), eq(smartUserLinks.fhirUser, fhirUser))).get();
  return row ?? null;
}

/** The EHR user the MedAssist user is linked to on the connection, or null. */
export async function findLinkOfUser(db: Db, cdsClientId: number, userId: number): Promise<SmartUserLink | null> {
  const row = await db.select({ id: smartUserLinks.id, fhirUser: smartUserLinks.fhirUser, userId: smartUserLinks.userId, createdAt: smartUserLinks.createdAt })
    .from(smartUserLinks).where(and(eq(smartUserLinks.cdsClientId, cdsClientId), eq(smartUserLinks.userId, userId))).get();
  return row ?? null;
}

/** Links them, once: false when either side is linked already (the unique indexes decide, also between two racing requests). */
export async function linkFhirUser(db: Db, values: { clinicId: number; cdsClientId: number; fhirUser: string; userId: number }): Promise<boolean> {
  const rows = await db.insert(smartUserLinks).values(values).onConflictDoNothing().returning({ id: smartUserLinks.id });
  return rows.length > 0;
}

/** The links of one of the clinic's EHR connections, with the MedAssist user's name (clinic administration); null when the connection is not the clinic's. */
export async function listLinksOfConnection(db: Db, clinicId: number, cdsClientId: number) {
  const connection = await db.select({ id: cdsClients.id }).from(cdsClients).where(and(eq(cdsClients.id, cdsClientId), eq(cdsClients.clinicId, clinicId))).get();
  if (!connection) return null;
  return db.select({ id: smartUserLinks.id, fhirUser: smartUserLinks.fhirUser, userId: smartUserLinks.userId, userName: users.name, createdAt: smartUserLinks.createdAt })
    .from(smartUserLinks).innerJoin(users, eq(users.id, smartUserLinks.userId))
    .where(and(eq(smartUserLinks.clinicId, clinicId), eq(smartUserLinks.cdsClientId, cdsClientId))).orderBy(asc(smartUserLinks.id)).all();
}

/** The link `id` of the clinic's connection `cdsClientId`, or null. */
export async function findLinkOfConnection(db: Db, clinicId: number, cdsClientId: number, id: number): Promise<SmartUserLink | null> {
  const row = await db.select({ id: smartUserLinks.id, fhirUser: smartUserLinks.fhirUser, userId: smartUserLinks.userId, createdAt: smartUserLinks.createdAt })
    .from(smartUserLinks).innerJoin(cdsClients, eq(cdsClients.id, smartUserLinks.cdsClientId))
    .where(and(eq(smartUserLinks.id, id), eq(smartUserLinks.clinicId, clinicId), eq(smartUserLinks.cdsClientId, cdsClientId))).get();
  return row ?? null;
}

/** Removes link `id`, audited in the same batch only when it was there: false when it was already gone. */
export async function unlinkFhirUser(db: Db, clinicId: number, id: number, audit: SignedAuditEntry): Promise<boolean> {
  const [rows] = await db.batch([
    db.delete(smartUserLinks).where(and(eq(smartUserLinks.id, id), eq(smartUserLinks.clinicId, clinicId))).returning({ id: smartUserLinks.id }),
    auditInsertWhen(db, audit, sql`changes() > 0`),
  ]);
  return rows.length > 0;
}
