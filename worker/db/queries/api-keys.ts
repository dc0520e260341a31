import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKeyScope } from '../../../core/schemas/clinic';
import { randomToken } from '../../crypto/random-token';
import { sha256Hex } from '../../crypto/sha256';
import type { Db } from '../client';
import { apiKeys } from '../schema';

const KEY_PREFIX = 'mak_';

/** Creates an integration key with its scopes; the secret is returned once and only its hash is stored. */
export async function createApiKey(
  db: Db,
  clinicId: number,
  createdBy: number,
  name: string,
  scopes: ApiKeyScope[],
  assigningAuthority: string | null = null,
): Promise<{ id: number; key: string; prefix: string; scopes: ApiKeyScope[]; assigningAuthority: string | null }> {
  const key = `${KEY_PREFIX}${randomToken(24)}`;
  const prefix = key.slice(0, 10);
  const row = await db
    .insert(apiKeys)
    .values({ clinicId, name, keyHash: await sha256Hex(key), prefix, scopes, assigningAuthority, createdBy })
    .returning({ id: apiKeys.id })
    .get();
  return { id: row.id, key, prefix, scopes, assigningAuthority };
}

/** What a live key may do and who it is: its id, clinic, scopes and the assigning authority of its HL7 MRNs. */
export interface ApiKeyGrant {
  id: number;
  clinicId: number;
  scopes: ApiKeyScope[];
  assigningAuthority: string | null;
}

/** A live (not revoked) key's grant, marking it used; null for an unknown, malformed or revoked key. */
export async function grantOfApiKey(db: Db, key: string): Promise<ApiKeyGrant | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) return null;
  const row = await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiKeys.keyHash, await sha256Hex(key)), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, clinicId: apiKeys.clinicId, scopes: apiKeys.scopes, assigningAuthority: apiKeys.assigningAuthority })
    .get();
  return row ?? null;
}

/** The clinic a live key belongs to when it carries `scope` (and marks it used), or null. */
export async function clinicOfApiKey(db: Db, key: string, scope: ApiKeyScope): Promise<number | null> {
  const grant = await grantOfApiKey(db, key);
  return grant?.scopes.includes(scope) ? grant.clinicId : null;
}

/** The clinic's keys (never the secrets). */
export async function listApiKeys(db: Db, clinicId: number) {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.clinicId, clinicId)).orderBy(desc(apiKeys.createdAt)).all();
  return rows.map((k) => ({
    id: k.id, name: k.name, prefix: k.prefix, scopes: k.scopes, assigningAuthority: k.assigningAuthority, createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null, revokedAt: k.revokedAt?.toISOString() ?? null,
  }));
}

/** Revokes a key of the clinic; false when unknown or already revoked. */
export async function revokeApiKey(db: Db, clinicId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.clinicId, clinicId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
