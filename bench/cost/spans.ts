// What each request cost, from wrangler dev's local trace store (bench/load/trace-store.ts): every
// D1 call is a span carrying D1's own result meta (rows read and written, also for `raw()` calls,
// whose meta the Worker never sees), and so are KV operations and Durable Object calls.
// docs/decisions (cost per request) says why this rather than a wrapper in the Worker.
import { findTraceStore } from '../load/trace-store.ts';

/** A request's figures. */
export interface Cost {
  d1: number;
  rowsRead: number;
  rowsWritten: number;
  durableObjectCalls: number;
  kvReads: number;
  kvWrites: number;
}

/** The work a request left running after its answer (waitUntil), reported apart. */
export interface BackgroundCost {
  d1: number;
  rowsRead: number;
  rowsWritten: number;
}

export interface RequestCost {
  request: Cost;
  background: BackgroundCost;
  /** The request's D1 statements (a batch's joined by newlines), for the query plans. */
  statements: string[];
}

/**
 * The audit chain's sealer (worker/audit/chain.ts) runs in waitUntil after audited requests; its
 * statements are the only ones that read the chain head or write `hash`. The trace does not say
 * which spans ran after the answer, so they are told apart by their SQL: if the sealer's SQL
 * changes and this stops matching, its trips land on the request's line and the bench fails.
 */
const BACKGROUND_SQL = [/audit_events_unsealed_idx/, /^select "hash" from "audit_events"/i, /^UPDATE audit_events SET hash\b/i];

const zero = (): Cost => ({ d1: 0, rowsRead: 0, rowsWritten: 0, durableObjectCalls: 0, kvReads: 0, kvWrites: 0 });

interface Span {
  kind: string;
  name: string;
  sql: string | null;
  rr: number | null;
  rw: number | null;
}

/** Per window [from, to] (ms since the epoch, one request each): its request's cost, or null when its trace is not stored yet. */
export async function requestCosts(stateDir: string, windows: { from: number; to: number }[]): Promise<(RequestCost | null)[]> {
  const file = findTraceStore(stateDir);
  if (!file) throw new Error('no local trace store: wrangler dev must run with local observability (X_LOCAL_OBSERVABILITY unset)');
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const roots = db.prepare("SELECT trace_id FROM spans WHERE parent_id IS NULL AND kind = 'http' AND start_ms BETWEEN ? AND ?");
    const children = db.prepare(
      `SELECT kind, name, json_extract(attributes, '$."db.query.text"') AS sql,
              json_extract(attributes, '$."cloudflare.d1.response.rows_read"') AS rr,
              json_extract(attributes, '$."cloudflare.d1.response.rows_written"') AS rw
       FROM spans WHERE trace_id = ? AND parent_id IS NOT NULL ORDER BY start_ms`,
    );
    return windows.map((w) => {
      const found = roots.all(w.from, w.to) as { trace_id: string }[];
      if (found.length !== 1) return null;
      const cost: RequestCost = { request: zero(), background: { d1: 0, rowsRead: 0, rowsWritten: 0 }, statements: [] };
      for (const s of children.all(found[0]!.trace_id) as unknown as Span[]) {
        if (s.kind === 'd1') {
          const sql = String(s.sql ?? '');
          const into = BACKGROUND_SQL.some((re) => re.test(sql)) ? cost.background : cost.request;
          into.d1++;
          into.rowsRead += s.rr ?? 0;
          into.rowsWritten += s.rw ?? 0;
          if (into === cost.request) cost.statements.push(sql);
        } else if (s.name === 'durable_object_subrequest') cost.request.durableObjectCalls++;
        else if (s.kind === 'kv') {
          if (s.name === 'kv_get') cost.request.kvReads++;
          else cost.request.kvWrites++;
        }
      }
      return cost;
    });
  } finally {
    db.close();
  }
}
