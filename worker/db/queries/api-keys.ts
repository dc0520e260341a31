import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Membership } from '../../../core/permissions';
import { scopesInForce, type ApiKeyScope } from '../../../core/schemas/clinic';
import type { SignedAuditEntry } from '../../audit/row-mac';
import { randomToken } from '../../crypto/random-token';
import { sha256Hex } from '../../crypto/sha256';
import type { Db } from '../client';
import { apiKeys, memberships, users } from '../schema';
import { auditIfChanged, auditLastInsert } from './audit';

const KEY_PREFIX = 'mak_';
/** `last_used_at` is rewritten at most this often: a busy lab interface must not write on every request. */
export const LAST_USED_RESOLUTION_MS = 5 * 60_000;

/** Creates an integration key with its scopes and end date, audited in the same batch; the secret is returned once and only its hash is stored. */
export async function createApiKey(
  db: Db,
  values: { clinicId: number; createdBy: number; name: string; scopes: ApiKeyScope[]; expiresAt: Date | null; assigningAuthority?: string | null },
  audit: SignedAuditEntry & { action: 'create'; entity: 'api_key' },
): Promise<{ id: number; key: string; prefix: string; scopes: ApiKeyScope[]; expiresAt: string | null; assigningAuthority: string | null }> {
  const key = `${KEY_PREFIX}${randomToken(24)}`;
  const prefix = key.slice(0, 10);
  const [inserted] = await db.batch([
    db.insert(apiKeys).values({ ...values, keyHash: await sha256Hex(key), prefix }).returning({ id: apiKeys.id }),
    auditLastInsert(db, audit),
  ]);
  return { id: inserted[0]!.id, key, prefix, scopes: values.scopes, expiresAt: values.expiresAt?.toISOString() ?? null, assigningAuthority: values.assigningAuthority ?? null };
}

/** What a presented key is, read without writing: null for a malformed or unknown key. */
export interface ApiKeyGrant {
  id: number;
  clinicId: number;
  scopes: ApiKeyScope[];
  /** The assigning authority of the MRNs its HL7 messages carry. */
  assigningAuthority: string | null;
  revokedAt: Date | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  /** The creator's enabled membership in the key's clinic now; undefined once disabled or removed. */
  creator: Membership | undefined;
}

/** A key by its secret, with its creator's current membership (one read, no write: a made-up key costs the database nothing). */
export async function findApiKeyGrant(db: Db, key: string): Promise<ApiKeyGrant | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) return null;
  const row = await db
    .select({ key: apiKeys, role: memberships.role, owner: memberships.owner })
    .from(apiKeys)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, apiKeys.createdBy), eq(memberships.clinicId, apiKeys.clinicId), isNull(memberships.disabledAt), isNull(memberships.removedAt)),
    )
    .where(eq(apiKeys.keyHash, await sha256Hex(key)))
    .get();
  if (!row) return null;
  const { key: k, role, owner } = row;
  return {
    id: k.id, clinicId: k.clinicId, scopes: k.scopes, assigningAuthority: k.assigningAuthority, revokedAt: k.revokedAt, expiresAt: k.expiresAt, lastUsedAt: k.lastUsedAt,
    creator: role !== null && owner !== null ? { role, owner } : undefined,
  };
}

/** Marks a key used, unless it was marked within LAST_USED_RESOLUTION_MS (the condition is in the UPDATE, so concurrent requests write once). */
export async function markApiKeyUsed(db: Db, id: number, now = Date.now()): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date(now) })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now - LAST_USED_RESOLUTION_MS)))));
}

/** Where the key's creator stands in the clinic now: anything but 'owner' means the remaining owners should rotate the key. */
export type KeyCreatorStanding = 'owner' | 'member' | 'disabled' | 'removed';

/** The clinic's keys (never the secrets), with who created each and where they stand now. */
export async function listApiKeys(db: Db, clinicId: number, now = Date.now()) {
  const rows = await db
    .select({ k: apiKeys, creatorName: users.name, m: memberships })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .leftJoin(memberships, and(eq(memberships.userId, apiKeys.createdBy), eq(memberships.clinicId, clinicId)))
    .where(eq(apiKeys.clinicId, clinicId))
    .orderBy(desc(apiKeys.createdAt))
    .all();
  return rows.map(({ k, creatorName, m }) => {
    const standing: KeyCreatorStanding = !m || m.removedAt ? 'removed' : m.disabledAt ? 'disabled' : m.owner ? 'owner' : 'member';
    const creator = m && standing !== 'removed' && standing !== 'disabled' ? { role: m.role, owner: m.owner } : undefined;
    return {
      id: k.id, name: k.name, prefix: k.prefix, scopes: k.scopes, assigningAuthority: k.assigningAuthority, createdAt: k.createdAt.toISOString(),
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null, revokedAt: k.revokedAt?.toISOString() ?? null,
      expiresAt: k.expiresAt?.toISOString() ?? null,
      status: k.revokedAt ? ('revoked' as const) : k.expiresAt && k.expiresAt.getTime() <= now ? ('expired' as const) : ('active' as const),
      createdBy: { id: k.createdBy, name: creatorName ?? null, standing },
      /** What the key can do today: its scopes its creator's current role still holds. */
      scopesInForce: scopesInForce(k.scopes, creator),
    };
  });
}

/** Revokes a key of the clinic, audited in the same batch; false when unknown or already revoked. */
export async function revokeApiKey(db: Db, clinicId: number, id: number, audit: SignedAuditEntry & { action: 'revoke'; entity: 'api_key' }): Promise<boolean> {
  const [rows] = await db.batch([
    db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.clinicId, clinicId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id }),
    auditIfChanged(db, audit),
  ]);
  return rows.length > 0;
}
