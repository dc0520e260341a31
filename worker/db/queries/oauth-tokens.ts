import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Membership } from '../../../core/permissions';
import { randomToken } from '../../crypto/random-token';
import { sha256Hex } from '../../crypto/sha256';
import type { SignedAuditEntry } from '../../audit/row-mac';
import type { Db } from '../client';
import { auditInsert } from './audit';
import { memberships, oauthTokens, smartApps } from '../schema';

// The secrets of MedAssist's authorization server (decision 0025): each one random, stored as its
// SHA-256 only, in its clinic's database. Spending a code or a refresh token is one conditional
// UPDATE, so of two concurrent exchanges exactly one wins.

/** Each kind's prefix: a token says what it is, and a malformed one costs no database read. */
export const TOKEN_PREFIX = { launch: 'msl_', code: 'msc_', access: 'msat_', refresh: 'msrt_' } as const;

const MAX_TOKEN_LENGTH = 100;

/** Whether `token` has the shape of a MedAssist token of `kind` (else it is unknown without a lookup). */
export function looksLike(kind: keyof typeof TOKEN_PREFIX, token: string): boolean {
  return token.startsWith(TOKEN_PREFIX[kind]) && token.length <= MAX_TOKEN_LENGTH;
}

/** What a new row needs: who, which app, which patient, what scope, until when. */
export interface TokenGrant {
  clinicId: number;
  appId: number;
  grantId: string;
  userId: number;
  patientId: number | null;
  scope: string;
  /** The authorization request's OpenID Connect nonce (id_tokens give it back); null for none. */
  nonce: string | null;
}

export function newGrantId(): string {
  return randomToken(16);
}

/** A new secret of `kind` and the insert that stores its hash (to run alone or in a batch). */
export async function tokenInsert(db: Db, kind: keyof typeof TOKEN_PREFIX, grant: TokenGrant, expiresAt: Date, extra: { codeChallenge?: string; redirectUri?: string } = {}) {
  const token = `${TOKEN_PREFIX[kind]}${randomToken(32)}`;
  const statement = db.insert(oauthTokens).values({ ...grant, ...extra, kind, tokenHash: await sha256Hex(token), expiresAt });
  return { token, statement };
}

/** A stored row as the token endpoint reads it. */
export type TokenRow = typeof oauthTokens.$inferSelect;

/**
 * Spends a live code or refresh token of `appId` (marks it used) and answers its row; null when it
 * is unknown, expired, revoked or already spent. A spent one presented again revokes its whole
 * grant (OAuth 2.0 Security BCP: a replayed code or refresh token means one of them leaked).
 */
export async function spendToken(db: Db, kind: 'code' | 'refresh' | 'launch', appId: number, token: string, now = new Date()): Promise<TokenRow | null> {
  if (!looksLike(kind, token)) return null;
  const hash = await sha256Hex(token);
  const spent = await db
    .update(oauthTokens)
    .set({ usedAt: now })
    .where(and(eq(oauthTokens.tokenHash, hash), eq(oauthTokens.kind, kind), eq(oauthTokens.appId, appId), isNull(oauthTokens.usedAt), isNull(oauthTokens.revokedAt), gt(oauthTokens.expiresAt, now)))
    .returning()
    .get();
  if (spent) return spent;
  const replayed = await db.select({ grantId: oauthTokens.grantId, usedAt: oauthTokens.usedAt }).from(oauthTokens).where(and(eq(oauthTokens.tokenHash, hash), eq(oauthTokens.appId, appId))).get();
  if (replayed?.usedAt && kind !== 'launch') await revokeGrant(db, replayed.grantId, now);
  return null;
}

/**
 * The client id of the app a refresh token was issued to, live or not (null when unknown). SMART App
 * Launch 2.2 lets a public app refresh without naming itself (RFC 6749 §6: only a confidential client
 * authenticates), as SMART's own JavaScript client does: the token says which app it belongs to.
 */
export async function refreshTokenClientId(db: Db, token: string): Promise<string | null> {
  if (!looksLike('refresh', token)) return null;
  const row = await db
    .select({ clientId: smartApps.clientId })
    .from(oauthTokens)
    .innerJoin(smartApps, eq(smartApps.id, oauthTokens.appId))
    .where(and(eq(oauthTokens.tokenHash, await sha256Hex(token)), eq(oauthTokens.kind, 'refresh')))
    .get();
  return row?.clientId ?? null;
}

/** Ends every token of a grant (a reused code or refresh token, a revoked refresh token). */
export function revokeGrant(db: Db, grantId: string, now = new Date()) {
  return db.update(oauthTokens).set({ revokedAt: now }).where(and(eq(oauthTokens.grantId, grantId), isNull(oauthTokens.revokedAt)));
}

/**
 * RFC 7009: ends the app's token (an access token alone; a refresh token with its whole grant).
 * Unknown, another app's or already ended: nothing happens, and the caller answers 200 either way.
 */
export async function revokeToken(db: Db, appId: number, token: string, now = new Date()): Promise<void> {
  if (!looksLike('access', token) && !looksLike('refresh', token)) return;
  const row = await db.select({ id: oauthTokens.id, kind: oauthTokens.kind, grantId: oauthTokens.grantId }).from(oauthTokens).where(and(eq(oauthTokens.tokenHash, await sha256Hex(token)), eq(oauthTokens.appId, appId))).get();
  if (!row) return;
  if (row.kind === 'refresh') await revokeGrant(db, row.grantId, now);
  else await db.update(oauthTokens).set({ revokedAt: now }).where(eq(oauthTokens.id, row.id));
}

/** A live access token with its app and its user's membership in the token's clinic now. */
export interface AccessTokenRow {
  clinicId: number;
  appId: number;
  appName: string;
  clientId: string;
  userId: number;
  patientId: number | null;
  scope: string;
  expiresAt: Date;
  /** The user's enabled membership in the clinic now; undefined once disabled or removed. */
  member: Membership | undefined;
}

/** An access token by its secret: null when unknown, expired, revoked, or its app is disabled or deleted. One read, no write. */
export async function findAccessToken(db: Db, token: string, now = new Date()): Promise<AccessTokenRow | null> {
  if (!looksLike('access', token)) return null;
  const row = await db
    .select({
      clinicId: oauthTokens.clinicId, appId: oauthTokens.appId, appName: smartApps.name, clientId: smartApps.clientId, userId: oauthTokens.userId, patientId: oauthTokens.patientId,
      scope: oauthTokens.scope, expiresAt: oauthTokens.expiresAt, role: memberships.role, owner: memberships.owner,
    })
    .from(oauthTokens)
    .innerJoin(smartApps, and(eq(smartApps.id, oauthTokens.appId), eq(smartApps.clinicId, oauthTokens.clinicId), isNull(smartApps.disabledAt), isNull(smartApps.deletedAt)))
    .leftJoin(memberships, and(eq(memberships.userId, oauthTokens.userId), eq(memberships.clinicId, oauthTokens.clinicId), isNull(memberships.disabledAt), isNull(memberships.removedAt)))
    .where(and(eq(oauthTokens.tokenHash, await sha256Hex(token)), eq(oauthTokens.kind, 'access'), isNull(oauthTokens.revokedAt), gt(oauthTokens.expiresAt, now)))
    .get();
  if (!row) return null;
  const { role, owner, ...rest } = row;
  return { ...rest, member: role !== null && owner !== null ? { role, owner } : undefined };
}

/** Deletes the app's rows that ended more than a day ago (run when the app is next issued a token): the table holds what is live, and a little history for reuse detection. */
export function pruneAppTokens(db: Db, clinicId: number, appId: number, now = new Date()) {
  return db.delete(oauthTokens).where(and(eq(oauthTokens.clinicId, clinicId), eq(oauthTokens.appId, appId), sql`${oauthTokens.expiresAt} < ${now.getTime() - 86_400_000}`));
}

/**
 * Claims a client assertion's jti for the app until `expiresAt` (one INSERT that a second copy
 * cannot repeat: the hash is unique); false when it was seen. The app's ended claims go with pruneAppTokens.
 */
export async function claimAssertionId(db: Db, app: { id: number; clinicId: number; createdBy: number }, jti: string, expiresAt: Date): Promise<boolean> {
  const claimed = await db
    .insert(oauthTokens)
    .values({ clinicId: app.clinicId, appId: app.id, kind: 'assertion', tokenHash: await sha256Hex(`${app.id} ${jti}`), grantId: newGrantId(), userId: app.createdBy, scope: '', expiresAt })
    .onConflictDoNothing()
    .returning({ id: oauthTokens.id });
  return claimed.length > 0;
}

/** The membership now of a user in a clinic (enabled, not removed), or undefined. */
export async function liveMembership(db: Db, clinicId: number, userId: number): Promise<Membership | undefined> {
  return db
    .select({ role: memberships.role, owner: memberships.owner })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.clinicId, clinicId), isNull(memberships.disabledAt), isNull(memberships.removedAt)))
    .get();
}

/** A live, untaken launch of the app (the consent page shows its patient before the user answers). */
export async function findLaunch(db: Db, appId: number, token: string, now = new Date()): Promise<TokenRow | null> {
  if (!looksLike('launch', token)) return null;
  const row = await db
    .select()
    .from(oauthTokens)
    .where(and(eq(oauthTokens.tokenHash, await sha256Hex(token)), eq(oauthTokens.kind, 'launch'), eq(oauthTokens.appId, appId), isNull(oauthTokens.usedAt), isNull(oauthTokens.revokedAt), gt(oauthTokens.expiresAt, now)))
    .get();
  return row ?? null;
}

/** A new code (a consent) or launch (the chart's "Launch app"), stored with its audit row in one batch; the secret is returned once. */
export async function issueAudited(db: Db, kind: 'code' | 'launch', grant: TokenGrant, expiresAt: Date, extra: { codeChallenge?: string; redirectUri?: string }, audit: SignedAuditEntry): Promise<string> {
  const { token, statement } = await tokenInsert(db, kind, grant, expiresAt, extra);
  await db.batch([statement, auditInsert(db, audit)]);
  return token;
}
