import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CdsJwkSet } from '../../../core/schemas/cds-clients';
import type { SmartAppView } from '../../../core/schemas/smart-apps';
import type { SignedAuditEntry } from '../../audit/row-mac';
import { randomToken } from '../../crypto/random-token';
import type { Db } from '../client';
import { auditEvents, oauthTokens, smartApps, users } from '../schema';
import { auditIfChanged, auditLastInsert } from './audit';

// Apps registered to read the clinic's record through /fhir/R4 (DESIGN.md §9 "SMART server").

const CLIENT_ID_PREFIX = 'msapp_';

/** A live (not deleted) app as the authorization server reads it. */
export interface SmartAppRecord {
  id: number;
  clinicId: number;
  name: string;
  clientId: string;
  redirectUris: string[];
  scopes: string;
  launchUrl: string | null;
  jwks: CdsJwkSet | null;
  jwksUrl: string | null;
  createdBy: number;
  disabled: boolean;
}

const RECORD = {
  id: smartApps.id, clinicId: smartApps.clinicId, name: smartApps.name, clientId: smartApps.clientId, redirectUris: smartApps.redirectUris, scopes: smartApps.scopes,
  launchUrl: smartApps.launchUrl, jwks: smartApps.jwks, jwksUrl: smartApps.jwksUrl, createdBy: smartApps.createdBy, disabledAt: smartApps.disabledAt,
};

function toRecord({ disabledAt, ...row }: { disabledAt: Date | null } & Omit<SmartAppRecord, 'disabled'>): SmartAppRecord {
  return { ...row, disabled: disabledAt !== null };
}

/** Registers an app with a new random client id, audited in the same batch. */
export async function createSmartApp(
  db: Db,
  values: { clinicId: number; createdBy: number; name: string; redirectUris: string[]; scopes: string; launchUrl: string | null; jwks: CdsJwkSet | null; jwksUrl: string | null },
  audit: SignedAuditEntry & { action: 'create'; entity: 'smart_app' },
): Promise<{ id: number; clientId: string }> {
  const clientId = `${CLIENT_ID_PREFIX}${randomToken(18)}`;
  const [inserted] = await db.batch([db.insert(smartApps).values({ ...values, clientId }).returning({ id: smartApps.id }), auditLastInsert(db, audit)]);
  return { id: inserted[0]!.id, clientId };
}

/** The app a `client_id` names, disabled or not (null when unknown or deleted); the caller refuses a disabled one. */
export async function findSmartAppByClientId(db: Db, clientId: string): Promise<SmartAppRecord | null> {
  if (!clientId.startsWith(CLIENT_ID_PREFIX) || clientId.length > 100) return null;
  const row = await db.select(RECORD).from(smartApps).where(and(eq(smartApps.clientId, clientId), isNull(smartApps.deletedAt))).get();
  return row ? toRecord(row) : null;
}

/** A live app of the clinic by id (null when unknown, deleted or another clinic's). */
export async function findSmartApp(db: Db, clinicId: number, id: number): Promise<SmartAppRecord | null> {
  const row = await db.select(RECORD).from(smartApps).where(and(eq(smartApps.id, id), eq(smartApps.clinicId, clinicId), isNull(smartApps.deletedAt))).get();
  return row ? toRecord(row) : null;
}

/** The clinic's apps, newest first, each with its FHIR read activity from the audit trail. */
export async function listSmartApps(db: Db, clinicId: number): Promise<SmartAppView[]> {
  const rows = await db
    .select({ a: smartApps, creatorName: users.name })
    .from(smartApps)
    .leftJoin(users, eq(users.id, smartApps.createdBy))
    .where(and(eq(smartApps.clinicId, clinicId), isNull(smartApps.deletedAt)))
    .orderBy(desc(smartApps.createdAt), desc(smartApps.id))
    .all();
  const activity = await appActivity(db, clinicId, rows.map((r) => r.a.id));
  return rows.map(({ a, creatorName }) => ({
    id: a.id, name: a.name, clientId: a.clientId, redirectUris: a.redirectUris, scopes: a.scopes, launchUrl: a.launchUrl,
    clientType: a.jwks || a.jwksUrl ? 'confidential' : 'public', keyIds: a.jwks ? a.jwks.keys.map((k) => k.kid) : null, jwksUrl: a.jwksUrl,
    disabled: a.disabledAt !== null, createdAt: a.createdAt.toISOString(), createdBy: { id: a.createdBy, name: creatorName ?? null },
    activity: activity.get(a.id) ?? { reads: 0, lastReadAt: null, lastUser: null },
  }));
}

/** Per app: its audited FHIR reads (rows whose detail names it, worker/fhir/reader.ts), the latest one's time and user. */
async function appActivity(db: Db, clinicId: number, appIds: number[]): Promise<Map<number, SmartAppView['activity']>> {
  if (appIds.length === 0) return new Map();
  const app = sql<number>`json_extract(${auditEvents.detail}, '$.smartApp')`;
  const rows = await db
    .select({ appId: app, reads: sql<number>`count(*)`, lastAt: sql<number>`max(${auditEvents.at})`, lastId: sql<number>`max(${auditEvents.id})` })
    .from(auditEvents)
    .where(and(eq(auditEvents.clinicId, clinicId), sql`${auditEvents.detail} LIKE '%"smartApp":%'`, inArray(app, appIds)))
    .groupBy(app)
    .all();
  const lastIds = rows.map((r) => r.lastId);
  const last = lastIds.length === 0 ? [] : await db.select({ id: auditEvents.id, name: users.name }).from(auditEvents).leftJoin(users, eq(users.id, auditEvents.userId)).where(inArray(auditEvents.id, lastIds)).all();
  const nameOf = new Map(last.map((l) => [l.id, l.name]));
  return new Map(rows.map((r) => [r.appId, { reads: r.reads, lastReadAt: new Date(r.lastAt).toISOString(), lastUser: nameOf.get(r.lastId) ?? null }]));
}

/** Ends every unexpired token and launch of the clinic's app (disable, delete); never another clinic's. */
function revokeAppTokens(db: Db, clinicId: number, appId: number, now: Date) {
  return db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthTokens.appId, appId), eq(oauthTokens.clinicId, clinicId), isNull(oauthTokens.revokedAt), sql`${oauthTokens.expiresAt} > ${now.getTime()}`));
}

/**
 * Disables (its tokens revoked in the same batch) or enables an app of the clinic, audited when it
 * changed; false when the app is unknown, deleted or already so.
 */
export async function setSmartAppDisabled(db: Db, clinicId: number, id: number, disabled: boolean, audit: SignedAuditEntry & { action: 'disable' | 'enable'; entity: 'smart_app' }): Promise<boolean> {
  const now = new Date();
  const [rows] = await db.batch([
    db
      .update(smartApps)
      .set({ disabledAt: disabled ? now : null })
      .where(and(eq(smartApps.id, id), eq(smartApps.clinicId, clinicId), isNull(smartApps.deletedAt), disabled ? isNull(smartApps.disabledAt) : sql`${smartApps.disabledAt} IS NOT NULL`))
      .returning({ id: smartApps.id }),
    auditIfChanged(db, audit),
    revokeAppTokens(db, clinicId, id, now),
  ]);
  return rows.length > 0;
}

/** Deletes an app of the clinic (its tokens revoked in the same batch), audited; false when unknown or already deleted. */
export async function deleteSmartApp(db: Db, clinicId: number, id: number, audit: SignedAuditEntry & { action: 'delete'; entity: 'smart_app' }): Promise<boolean> {
  const now = new Date();
  const [rows] = await db.batch([
    db.update(smartApps).set({ deletedAt: now }).where(and(eq(smartApps.id, id), eq(smartApps.clinicId, clinicId), isNull(smartApps.deletedAt))).returning({ id: smartApps.id }),
    auditIfChanged(db, audit),
    revokeAppTokens(db, clinicId, id, now),
  ]);
  return rows.length > 0;
}

/** The clinic's enabled apps with a launch URL: what the chart's "Launch app" offers. */
export function launchableSmartApps(db: Db, clinicId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: smartApps.id, name: smartApps.name })
    .from(smartApps)
    .where(and(eq(smartApps.clinicId, clinicId), isNull(smartApps.deletedAt), isNull(smartApps.disabledAt), sql`${smartApps.launchUrl} IS NOT NULL`))
    .orderBy(smartApps.name)
    .all();
}
