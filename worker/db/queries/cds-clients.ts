import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { CdsClientView, CdsJwkSet } from '../../../core/schemas/cds-clients';
import type { SignedAuditEntry } from '../../audit/row-mac';
import { randomToken } from '../../crypto/random-token';
import { sha256Hex } from '../../crypto/sha256';
import type { Db } from '../client';
import { cdsClients, cdsSeenTokens, users } from '../schema';
import { auditIfChanged, auditLastInsert } from './audit';

// EHRs registered to call the CDS Hooks service (DESIGN.md §9 "Trusting a CDS client").

const CLIENT_ID_PREFIX = 'mcds_';

/** A live registration, as the JWT verifier reads it (worker/cds/verify-request.ts). */
export interface CdsClientRecord {
  id: number;
  clinicId: number;
  name: string;
  issuer: string;
  clientId: string;
  fhirServer: string | null;
  jwks: CdsJwkSet | null;
  jwksUrl: string | null;
}

const RECORD = {
  id: cdsClients.id, clinicId: cdsClients.clinicId, name: cdsClients.name, issuer: cdsClients.issuer, clientId: cdsClients.clientId,
  fhirServer: cdsClients.fhirServer, jwks: cdsClients.jwks, jwksUrl: cdsClients.jwksUrl,
};

/**
 * Registers an EHR with a new random client id, audited in the same batch; null when the clinic
 * already has a live registration of this issuer (a token without `sub` must name one client).
 */
export async function createCdsClient(
  db: Db,
  values: { clinicId: number; createdBy: number; name: string; issuer: string; fhirServer: string | null; jwks: CdsJwkSet | null; jwksUrl: string | null; smartClientId: string | null },
  audit: SignedAuditEntry & { action: 'create'; entity: 'cds_client' },
): Promise<{ id: number; clientId: string } | null> {
  const clientId = `${CLIENT_ID_PREFIX}${randomToken(18)}`;
  const [inserted] = await db.batch([
    db.insert(cdsClients).values({ ...values, clientId }).onConflictDoNothing().returning({ id: cdsClients.id }),
    auditLastInsert(db, audit),
  ]);
  return inserted[0] ? { id: inserted[0].id, clientId } : null;
}

/** The clinic's live registrations, newest first (keys by kid only; the URL as registered). */
export async function listCdsClients(db: Db, clinicId: number): Promise<CdsClientView[]> {
  const rows = await db
    .select({ c: cdsClients, creatorName: users.name })
    .from(cdsClients)
    .leftJoin(users, eq(users.id, cdsClients.createdBy))
    .where(and(eq(cdsClients.clinicId, clinicId), isNull(cdsClients.revokedAt)))
    .orderBy(desc(cdsClients.createdAt), desc(cdsClients.id))
    .all();
  return rows.map(({ c, creatorName }) => ({
    id: c.id, name: c.name, issuer: c.issuer, clientId: c.clientId, fhirServer: c.fhirServer,
    keyIds: c.jwks ? c.jwks.keys.map((k) => k.kid) : null, jwksUrl: c.jwksUrl, smartClientId: c.smartClientId,
    createdAt: c.createdAt.toISOString(), createdBy: { id: c.createdBy, name: creatorName ?? null },
  }));
}

/** Removes a registration of the clinic (its tokens are refused from now on), audited in the same batch; false when unknown or already removed. */
export async function revokeCdsClient(db: Db, clinicId: number, id: number, audit: SignedAuditEntry & { action: 'revoke'; entity: 'cds_client' }): Promise<boolean> {
  const [rows] = await db.batch([
    db
      .update(cdsClients)
      .set({ revokedAt: new Date() })
      .where(and(eq(cdsClients.id, id), eq(cdsClients.clinicId, clinicId), isNull(cdsClients.revokedAt)))
      .returning({ id: cdsClients.id }),
    auditIfChanged(db, audit),
  ]);
  return rows.length > 0;
}

/** The live registration a token's `sub` names (null unless its issuer is `issuer` too). */
export async function findCdsClientByClientId(db: Db, issuer: string, clientId: string): Promise<CdsClientRecord | null> {
  if (!clientId.startsWith(CLIENT_ID_PREFIX) || clientId.length > 100) return null;
  const row = await db
    .select(RECORD)
    .from(cdsClients)
    .where(and(eq(cdsClients.clientId, clientId), eq(cdsClients.issuer, issuer), isNull(cdsClients.revokedAt)))
    .get();
  return row ?? null;
}

/** The live registrations of an issuer in this database (at most two are needed to know it is not one). */
export async function findCdsClientsByIssuer(db: Db, issuer: string): Promise<CdsClientRecord[]> {
  if (issuer.length > 300) return [];
  return db.select(RECORD).from(cdsClients).where(and(eq(cdsClients.issuer, issuer), isNull(cdsClients.revokedAt))).limit(2).all();
}

/**
 * Claims a token's `jti` for its client until `expiresAt`: true for the first request that
 * carries it, false for every later one. The primary key decides, in one statement, so two
 * requests racing with the same token cannot both pass; the same batch forgets the client's
 * expired claims.
 */
export async function claimCdsTokenId(db: Db, cdsClientId: number, jti: string, expiresAt: Date, now = new Date()): Promise<boolean> {
  const jtiHash = await sha256Hex(jti);
  const [, claimed] = await db.batch([
    db.delete(cdsSeenTokens).where(and(eq(cdsSeenTokens.cdsClientId, cdsClientId), lt(cdsSeenTokens.expiresAt, now))),
    db.insert(cdsSeenTokens).values({ cdsClientId, jtiHash, expiresAt }).onConflictDoNothing().returning({ one: sql<number>`1` }),
  ]);
  return claimed.length > 0;
}
