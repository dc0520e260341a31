import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { SignedAuditEntry } from '../../audit/row-mac';
import type { Db } from '../client';
import { cdsClients, smartLaunches } from '../schema';
import { auditInsert } from './audit';

// SMART launches of a session (DESIGN.md §9 "SMART app", decision 0023). Every lookup names the
// session's handle: another session, even of the same user, never finds a launch.

/** A registered EHR that may launch MedAssist: its FHIR base is the launch's `iss`. */
export interface SmartConnection {
  id: number;
  name: string;
  fhirServer: string;
  smartClientId: string;
}

/** The clinic's live EHR connection for SMART launch from `iss` (exact FHIR base), or null. */
export async function findSmartConnection(db: Db, clinicId: number, iss: string): Promise<SmartConnection | null> {
  const row = await db
    .select({ id: cdsClients.id, name: cdsClients.name, fhirServer: cdsClients.fhirServer, smartClientId: cdsClients.smartClientId })
    .from(cdsClients)
    .where(and(eq(cdsClients.clinicId, clinicId), eq(cdsClients.fhirServer, iss), isNotNull(cdsClients.smartClientId), isNull(cdsClients.revokedAt)))
    .get();
  return row?.fhirServer && row.smartClientId ? { id: row.id, name: row.name, fhirServer: row.fhirServer, smartClientId: row.smartClientId } : null;
}

export type SmartLaunchRow = typeof smartLaunches.$inferSelect;

/**
 * Starts a launch (pending until the EHR's callback). The same batch forgets the clinic's expired
 * launches (of any session: an ended session's can no longer be unsealed anyway) and this session's
 * refused or failed ones.
 */
export async function createPendingLaunch(db: Db, values: Omit<typeof smartLaunches.$inferInsert, 'id' | 'status' | 'createdAt'>, now = new Date()): Promise<void> {
  await db.batch([
    db.delete(smartLaunches).where(and(eq(smartLaunches.clinicId, values.clinicId), or(
      lt(smartLaunches.expiresAt, now),
      and(eq(smartLaunches.sessionHandle, values.sessionHandle), or(eq(smartLaunches.status, 'refused'), eq(smartLaunches.status, 'failed'))),
    ))),
    db.insert(smartLaunches).values({ ...values, status: 'pending' }),
  ]);
}

/** The session's pending launch with this state, if it has not expired. */
export async function findPendingLaunch(db: Db, sessionHandle: string, stateHash: string, now = new Date()): Promise<SmartLaunchRow | null> {
  const row = await db
    .select()
    .from(smartLaunches)
    .where(and(eq(smartLaunches.stateHash, stateHash), eq(smartLaunches.sessionHandle, sessionHandle), eq(smartLaunches.status, 'pending'), gt(smartLaunches.expiresAt, now)))
    .get();
  return row ?? null;
}

/** The EHR answered: the launch becomes active with its sealed tokens, or ends refused or failed; audited in the same batch. Only a pending launch changes. */
export async function settleLaunch(
  db: Db,
  id: number,
  outcome: { status: 'active'; sealed: string; patientId: string | null; fhirUser: string | null; grantedScope: string | null; expiresAt: Date } | { status: 'refused' | 'failed' },
  audit: SignedAuditEntry,
): Promise<boolean> {
  const [rows] = await db.batch([
    db.update(smartLaunches).set(outcome).where(and(eq(smartLaunches.id, id), eq(smartLaunches.status, 'pending'))).returning({ id: smartLaunches.id }),
    auditInsert(db, audit),
  ]);
  return rows.length > 0;
}

/** The session's active launch `id` with its EHR connection's name and FHIR base (whether or not its token has expired). */
export async function findActiveLaunch(db: Db, sessionHandle: string, id: number) {
  const row = await db
    .select({ launch: smartLaunches, ehrName: cdsClients.name, fhirServer: cdsClients.fhirServer, revokedAt: cdsClients.revokedAt })
    .from(smartLaunches)
    .innerJoin(cdsClients, eq(cdsClients.id, smartLaunches.cdsClientId))
    .where(and(eq(smartLaunches.id, id), eq(smartLaunches.sessionHandle, sessionHandle), eq(smartLaunches.status, 'active')))
    .get();
  return row ?? null;
}

/** The issuer and FHIR base of every live SMART connection registered with this FHIR base (`iss`), in any clinic of this region: whom a SMART page may be framed by. */
export async function smartConnectionAddresses(db: Db, iss: string): Promise<string[]> {
  const rows = await db
    .select({ issuer: cdsClients.issuer, fhirServer: cdsClients.fhirServer })
    .from(cdsClients)
    .where(and(eq(cdsClients.fhirServer, iss), isNotNull(cdsClients.smartClientId), isNull(cdsClients.revokedAt)))
    .all();
  return rows.flatMap((r) => [r.issuer, r.fhirServer ?? '']);
}
