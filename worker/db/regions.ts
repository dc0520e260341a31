import { sql } from 'drizzle-orm';

// Data residency (DESIGN.md §1, issue #10): every clinic lives in one region's database, chosen
// when the clinic is created. Clinic and user ids are allocated from disjoint ranges per region,
// so an id alone says which database holds it and ids never collide in the global namespaces
// that are keyed by them (sessions in KV, hubs in Durable Objects, rate limits).

export const REGIONS = ['us', 'eu'] as const;
export type Region = (typeof REGIONS)[number];

/** First id of each region's range (2^40 apart: far beyond any one database, far below 2^53). */
export const REGION_ID_BASE: Record<Region, number> = { us: 0, eu: 2 ** 40 };

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** The region a clinic or user id belongs to. */
export function regionOfId(id: number): Region {
  return id >= REGION_ID_BASE.eu ? 'eu' : 'us';
}

/** The D1 binding that holds a region's data. */
export function regionDatabase(env: Env, region: Region): D1Database {
  return region === 'eu' ? env.DB_EU : env.DB;
}

/** The region a new clinic defaults to when registration does not choose: from the edge's view of the client. */
export function regionFromRequest(request: Request): Region {
  const continent = (request as Request & { cf?: { continent?: string } }).cf?.continent;
  return continent === 'EU' ? 'eu' : 'us';
}

/** Durable Object location hint for a request (objects are created near their first user). */
export function locationHintFromRequest(request: Request): DurableObjectLocationHint | undefined {
  const continent = (request as Request & { cf?: { continent?: string } }).cf?.continent;
  const hints: Record<string, DurableObjectLocationHint> = { NA: 'enam', SA: 'sam', EU: 'weur', AS: 'apac', OC: 'oc', AF: 'afr' };
  return continent ? hints[continent] : undefined;
}

/**
 * SQL for the next id of `table` in `region`'s range, for inserts of clinics and users (the ids
 * used in global namespaces). One statement, so concurrent inserts cannot take the same id.
 */
export function nextIdSql(table: 'clinics' | 'users', region: Region) {
  const base = REGION_ID_BASE[region];
  return sql.raw(`(SELECT COALESCE(MAX(id), ${base}) + 1 FROM ${table} WHERE id > ${base})`);
}
