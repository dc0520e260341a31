// SQL fragments for answers SQLite builds as JSON text itself (json_object / json_group_array), so a
// list travels from D1 to the response body without being parsed and serialised again in the
// Worker. Each fragment writes a value exactly as the Worker's own mapping would (tested byte for
// byte against it where used).

/**
 * A ms-since-epoch column as `Date#toISOString()` writes it ('2026-11-26T02:42:31.123Z'). The CAST
 * truncates a fractional value (a column default of unixepoch('subsec') * 1000 can store one) as
 * `new Date(ms)` does.
 */
export function isoMillisSql(column: string): string {
  const ms = `CAST(${column} AS INTEGER)`;
  return `strftime('%Y-%m-%dT%H:%M:%S', ${ms} / 1000, 'unixepoch') || '.' || printf('%03d', ${ms} % 1000) || 'Z'`;
}

/** A 0/1 column as JSON true/false (drizzle's boolean mode reads `Number(value) === 1`). */
export function jsonBooleanSql(column: string): string {
  return `json(CASE WHEN ${column} = 1 THEN 'true' ELSE 'false' END)`;
}
