// Data residency (issue #10): every clinic lives in one region's database, chosen when the clinic
// is created. Clinic and user ids are allocated from disjoint ranges per region, so an id alone
// says which database holds it, and ids never collide in the global namespaces keyed by them
// (sessions, live hubs, rate limits).

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

/**
 * SQL text for the next id of `table` in `region`'s range: one statement, so concurrent inserts
 * cannot share an id. Bounded above too: a database also holds copies of other regions' accounts
 * (decision 0014), whose ids must not move its own range.
 */
export function nextIdSqlText(table: 'clinics' | 'users', region: Region): string {
  const { min, below } = regionIdRange(region);
  return `(SELECT COALESCE(MAX(id), ${min}) + 1 FROM ${table} WHERE id > ${min} AND id < ${below})`;
}

/** The ids of `region`'s range: `min <= id < below` (the same split as regionOfId). */
export function regionIdRange(region: Region): { min: number; below: number } {
  return region === 'eu' ? { min: REGION_ID_BASE.eu, below: Number.MAX_SAFE_INTEGER } : { min: 0, below: REGION_ID_BASE.eu };
}
