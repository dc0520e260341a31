import { sql } from 'drizzle-orm';
import { nextIdSqlText, type Region } from '../../core/regions';

// The Worker's side of data residency (core/regions.ts): which binding holds a region, and where
// a request comes from.

export { REGION_ID_BASE, REGIONS, isRegion, regionIdRange, regionOfId, type Region } from '../../core/regions';

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

/** The next id of `table` in `region`'s range, as a drizzle value for inserts of clinics and users. */
export function nextIdSql(table: 'clinics' | 'users', region: Region) {
  return sql.raw(nextIdSqlText(table, region));
}
