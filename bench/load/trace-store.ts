// Storage calls per request, from wrangler's local trace store (local-dev observability, on by
// default): every invocation's D1 queries (with rows read/written) and KV operations are spans.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
export interface Window {
  op: string;
  from: number;
  to: number;
}

export interface CallProfile {
  op: string;
  requests: number;
  d1PerRequest: number;
  kvPerRequest: number;
  otherPerRequest: number;
  rowsReadPerRequest: number;
  rowsWrittenPerRequest: number;
  /** Mean wall time of one D1 call as the Worker saw it (local round trip), ms. */
  d1CallMs: number;
}

export function findTraceStore(stateDir: string): string | null {
  const base = join(stateDir, 'v3', 'observability');
  try {
    for (const dir of readdirSync(base)) {
      const file = readdirSync(join(base, dir)).find((f) => /^[0-9a-f]{16,}\.sqlite$/.test(f));
      if (file) return join(base, dir, file);
    }
  } catch {
    // no local observability
  }
  return null;
}

export interface QueryStat {
  sql: string;
  calls: number;
  meanRowsRead: number;
  maxRowsRead: number;
  meanRowsWritten: number;
}

/** The D1 statements that read the most rows in total while tracing was on. */
export async function topQueries(stateDir: string, from: number, to: number, limit = 10): Promise<QueryStat[]> {
  const file = findTraceStore(stateDir);
  if (!file) return [];
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (
      db
        .prepare(
          `SELECT json_extract(attributes, '$."db.query.text"') AS sql, count(*) AS calls,
                  avg(json_extract(attributes, '$."cloudflare.d1.response.rows_read"')) AS meanRowsRead,
                  max(json_extract(attributes, '$."cloudflare.d1.response.rows_read"')) AS maxRowsRead,
                  avg(json_extract(attributes, '$."cloudflare.d1.response.rows_written"')) AS meanRowsWritten
           FROM spans WHERE kind = 'd1' AND trace_id IN (SELECT trace_id FROM spans WHERE parent_id IS NULL AND start_ms BETWEEN ? AND ?)
           GROUP BY sql ORDER BY sum(json_extract(attributes, '$."cloudflare.d1.response.rows_read"')) DESC LIMIT ?`,
        )
        .all(from, to, limit) as unknown as QueryStat[]
    ).map((q) => ({ ...q, sql: String(q.sql ?? '') }));
  } finally {
    db.close();
  }
}

/** Kinds of the non-D1, non-KV calls seen (Durable Object RPCs and the like). */
export const otherKinds = new Set<string>();

export async function callProfiles(stateDir: string, windows: Window[]): Promise<CallProfile[]> {
  const file = findTraceStore(stateDir);
  if (!file) return [];
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const roots = db.prepare("SELECT trace_id, start_ms FROM spans WHERE parent_id IS NULL AND kind = 'http'").all() as { trace_id: string; start_ms: number }[];
    const children = db.prepare("SELECT kind, duration_ms, json_extract(attributes, '$.\"cloudflare.d1.response.rows_read\"') AS rr, json_extract(attributes, '$.\"cloudflare.d1.response.rows_written\"') AS rw FROM spans WHERE trace_id = ? AND parent_id IS NOT NULL");
    return windows.map((w) => {
      const traces = roots.filter((r) => r.start_ms >= w.from && r.start_ms <= w.to);
      let d1 = 0, kv = 0, other = 0, rr = 0, rw = 0, d1ms = 0;
      for (const t of traces) {
        for (const s of children.all(t.trace_id) as { kind: string; duration_ms: number | null; rr: number | null; rw: number | null }[]) {
          if (s.kind === 'd1') {
            d1++;
            d1ms += s.duration_ms ?? 0;
            rr += s.rr ?? 0;
            rw += s.rw ?? 0;
          } else if (s.kind === 'kv') kv++;
          else if (s.kind !== 'fetch') other++; // 'fetch' spans are the D1 binding's own transport
        }
      }
      const n = traces.length || NaN;
      if (other > 0) for (const k of db.prepare("SELECT DISTINCT kind, name FROM spans WHERE kind NOT IN ('d1', 'kv', 'fetch', 'http')").all() as { kind: string; name: string }[]) otherKinds.add(`${k.kind}:${k.name}`);
      return { op: w.op, requests: traces.length, d1PerRequest: d1 / n, kvPerRequest: kv / n, otherPerRequest: other / n, rowsReadPerRequest: rr / n, rowsWrittenPerRequest: rw / n, d1CallMs: d1 ? d1ms / d1 : NaN };
    });
  } finally {
    db.close();
  }
}
