import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { messages } from '../schema';

/** Unread messages addressed to a user within their clinic. */
export async function countUnreadMessages(db: Db, clinicId: number, userId: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(messages)
    .where(and(eq(messages.clinicId, clinicId), eq(messages.toId, userId), eq(messages.isRead, false)))
    .get();
  return row?.n ?? 0;
}
