import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { trustedDevices } from '../schema';

/** True when the browser whose device-cookie hash is `tokenHash` has signed in to `userId` before. */
export async function isTrustedDevice(db: Db, userId: number, tokenHash: string): Promise<boolean> {
  const row = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.userId, userId)))
    .get();
  return row !== undefined;
}

/** Records (or refreshes) that this browser signed in to `userId` successfully. */
export async function rememberTrustedDevice(db: Db, userId: number, tokenHash: string, now = new Date()): Promise<void> {
  await db
    .insert(trustedDevices)
    .values({ tokenHash, userId, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: [trustedDevices.tokenHash, trustedDevices.userId], set: { lastUsedAt: now } });
}

/** Forgets every browser `userId` signed in on (a password reset), only if `when` holds as the statement runs; for a batch. */
export function forgetTrustedDevices(db: Db, userId: number, when: SQL) {
  return db.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), when));
}
