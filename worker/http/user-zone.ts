import { isValidTimeZone } from '../../core/time';
import type { Db } from '../db/client';
import { profileTimeZone } from '../db/queries/users';

/**
 * The time zone that defines "a day" for this request: the `tz` the browser sends (its own zone),
 * else the user's profile zone, else UTC.
 */
export async function userTimeZone(db: Db, userId: number, requested: string | undefined): Promise<string> {
  if (requested && isValidTimeZone(requested)) return requested;
  const saved = await profileTimeZone(db, userId);
  return saved && isValidTimeZone(saved) ? saved : 'UTC';
}
