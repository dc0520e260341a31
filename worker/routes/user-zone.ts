import { eq } from 'drizzle-orm';
import { isValidTimeZone } from '../../core/time';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * The time zone that defines "a day" for this request: the `tz` the browser sends (its own zone),
 * else the user's profile zone, else UTC.
 */
export async function userTimeZone(db: Db, userId: number, requested: string | undefined): Promise<string> {
  if (requested && isValidTimeZone(requested)) return requested;
  const row = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId)).get();
  return row?.timezone && isValidTimeZone(row.timezone) ? row.timezone : 'UTC';
}
