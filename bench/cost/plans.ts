// SQLite's plans (EXPLAIN QUERY PLAN) for the statements a route sent, run on the local D1 file
// that holds the bench's 100 000 patients. Parameters stay unbound: the plan does not depend on them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface StatementPlan {
  sql: string;
  plan: string;
}

/** The local D1 file with the most patients (the bench's clinic's region). */
async function largestD1File(stateDir: string): Promise<string | null> {
  const { DatabaseSync } = await import('node:sqlite');
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  let best: { file: string; patients: number } | null = null;
  for (const name of readdirSync(dir).filter((f) => /^[0-9a-f]{16,}\.sqlite$/.test(f))) {
    const file = join(dir, name);
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const { n } = db.prepare('SELECT count(*) AS n FROM patients').get() as { n: number };
      if (!best || n > best.patients) best = { file, patients: n };
    } catch {
      // not migrated
    } finally {
      db.close();
    }
  }
  return best?.file ?? null;
}

/** A D1 span's text holds a batch's statements joined by newlines; each starts a line with its verb. */
export function splitStatements(text: string): string[] {
  return text.split(/\n(?=(?:SELECT|INSERT|UPDATE|DELETE|WITH)\b)/i).map((s) => s.trim()).filter(Boolean);
}

export async function queryPlans(stateDir: string, texts: string[]): Promise<StatementPlan[]> {
  const file = await largestD1File(stateDir);
  if (!file) return [];
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return texts.flatMap(splitStatements).map((sql) => {
      try {
        const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { id: number; parent: number; detail: string }[];
        const depth = new Map<number, number>([[0, -1]]);
        const lines = rows.map((r) => {
          const d = (depth.get(r.parent) ?? -1) + 1;
          depth.set(r.id, d);
          return `${'  '.repeat(d)}${r.detail}`;
        });
        return { sql, plan: lines.join('\n') || '(no table access)' };
      } catch (err) {
        return { sql, plan: `(could not explain: ${(err as Error).message})` };
      }
    });
  } finally {
    db.close();
  }
}
