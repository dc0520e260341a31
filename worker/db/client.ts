import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

/** A drizzle handle over a D1 database (cheap: no connection is opened). */
export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof getDb>;
