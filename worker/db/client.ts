import { drizzle } from 'drizzle-orm/d1';

/**
 * A drizzle handle over a D1 database (cheap: no connection is opened). Without the schema on
 * purpose: nothing uses drizzle's relational `db.query` API, and handing it the schema made every
 * call walk all tables to build that API's config, several times per request (bench/README.md).
 */
export function getDb(d1: D1Database) {
  return drizzle(d1);
}
export type Db = ReturnType<typeof getDb>;
