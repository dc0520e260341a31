import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

// Many rows in one statement with one bound parameter: the rows travel as a JSON array and SQLite
// takes them apart with json_each. A FHIR import writes hundreds of rows per patient; one statement
// per row would run into D1's limits (statements per batch, 100 bound parameters per statement),
// and multi-row VALUES lists would still need a parameter per value. Values are encoded exactly as
// drizzle encodes them (each column's mapToDriverValue), so a row reads back as if drizzle wrote it.
// `fixed` values are SQL text written by the caller from numbers it owns (ids) or its own words,
// never from input.

/** A row in drizzle's property names (undefined: leave the column out). */
export type Row = Record<string, unknown>;

/** Most JSON text one statement carries (D1 limits a row or string to 2 MB; far below keeps memory small). */
export const MAX_JSON_CHARS = 400_000;

function columnsOf(table: SQLiteTable): Record<string, SQLiteColumn> {
  return getTableColumns(table) as Record<string, SQLiteColumn>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The properties the rows set (all rows must set the same ones). */
function propsOf(rows: readonly Row[]): string[] {
  const props = Object.keys(rows[0] ?? {}).filter((k) => rows[0]![k] !== undefined);
  for (const row of rows) {
    const set = Object.keys(row).filter((k) => row[k] !== undefined);
    if (set.length !== props.length || set.some((k) => !props.includes(k))) throw new Error('bulk rows must set the same columns');
  }
  return props;
}

function driverValue(column: SQLiteColumn, value: unknown): unknown {
  if (value === null) return null;
  const mapped = column.mapToDriverValue(value);
  // A boolean column maps to 0/1 already; JSON columns map to their text.
  return mapped;
}

/** Rows as JSON arrays of driver values (in `props` order), split into chunks of at most MAX_JSON_CHARS. */
export function encodeRows(table: SQLiteTable, props: readonly string[], rows: readonly Row[], prefix: (row: Row, index: number) => unknown[] = () => []): string[] {
  const columns = columnsOf(table);
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 2;
  rows.forEach((row, index) => {
    const encoded = JSON.stringify([...prefix(row, index), ...props.map((p) => driverValue(columns[p]!, row[p]))]);
    if (current.length > 0 && size + encoded.length + 1 > MAX_JSON_CHARS) {
      chunks.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(encoded);
    size += encoded.length + 1;
  });
  if (current.length > 0) chunks.push(`[${current.join(',')}]`);
  return chunks;
}

/** The number of rows in an encoded chunk. */
export function chunkLength(chunk: string): number {
  return (JSON.parse(chunk) as unknown[]).length;
}

const at = (i: number) => `json_extract(value, '$[${i}]')`;

/** One INSERT … SELECT … FROM json_each(?) per chunk, rows inserted in array order (so their new ids are consecutive). */
export function bulkInsert(d1: D1Database, table: SQLiteTable, rows: readonly Row[], fixed: Record<string, string>): { statement: D1PreparedStatement; count: number }[] {
  if (rows.length === 0) return [];
  const columns = columnsOf(table);
  const props = propsOf(rows);
  const names = [...Object.keys(fixed).map((p) => quote(columns[p]!.name)), ...props.map((p) => quote(columns[p]!.name))];
  const values = [...Object.values(fixed), ...props.map((_, i) => at(i))];
  const text = `INSERT INTO ${quote(getTableName(table))} (${names.join(', ')}) SELECT ${values.join(', ')} FROM json_each(?) ORDER BY key`;
  return encodeRows(table, props, rows).map((chunk) => ({ statement: d1.prepare(text).bind(chunk), count: chunkLength(chunk) }));
}

/**
 * One UPDATE … FROM json_each(?) per chunk: each row's `id` picks the row (inside `where`, SQL over
 * the table's own columns), the other properties are set; `extraSet` adds SQL assignments (a version bump).
 */
export function bulkUpdate(d1: D1Database, table: SQLiteTable, rows: readonly (Row & { id: number })[], where: string, extraSet: string[] = []): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const columns = columnsOf(table);
  const tableName = quote(getTableName(table));
  const props = propsOf(rows.map(({ id: _id, ...rest }) => rest));
  const sets = [...props.map((p, i) => `${quote(columns[p]!.name)} = j.c${i}`), ...extraSet];
  const picks = ['json_extract(value, \'$[0]\') AS id', ...props.map((_, i) => `${at(i + 1)} AS c${i}`)];
  const text = `UPDATE ${tableName} SET ${sets.join(', ')} FROM (SELECT ${picks.join(', ')} FROM json_each(?)) AS j WHERE ${tableName}."id" = j.id AND ${where}`;
  return encodeRows(table, props, rows, (row) => [row.id]).map((chunk) => d1.prepare(text).bind(chunk));
}
