// Bytes per row, from the local D1 file (dbstat: pages of each table and of its indexes).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
export interface TableSize {
  table: string;
  rows: number;
  bytes: number;
  bytesPerRow: number;
}

function findD1Files(stateDir: string): string[] {
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  try {
    return readdirSync(dir).filter((f) => /^[0-9a-f]{16,}\.sqlite$/.test(f)).map((f) => join(dir, f));
  } catch {
    return [];
  }
}

export async function tableSizes(stateDir: string): Promise<{ fileBytes: number; sizes: TableSize[] } | null> {
  const { DatabaseSync } = await import('node:sqlite');
  let best: { file: string; patients: number } | null = null;
  for (const file of findD1Files(stateDir)) {
    try {
      const db = new DatabaseSync(file, { readOnly: true });
      const n = (db.prepare('SELECT count(*) AS n FROM patients').get() as { n: number }).n;
      db.close();
      if (!best || n > best.patients) best = { file, patients: n };
    } catch {
      // not migrated
    }
  }
  if (!best) return null;
  const db = new DatabaseSync(best.file, { readOnly: true });
  try {
    const owner = new Map<string, string>();
    for (const r of db.prepare("SELECT name, tbl_name FROM sqlite_schema WHERE type IN ('table','index')").all() as { name: string; tbl_name: string }[]) {
      owner.set(r.name, r.tbl_name.startsWith('patients_fts') ? 'patients' : r.tbl_name);
    }
    const bytes = new Map<string, number>();
    for (const r of db.prepare('SELECT name, sum(pgsize) AS b FROM dbstat GROUP BY name').all() as { name: string; b: number }[]) {
      const t = owner.get(r.name) ?? r.name;
      bytes.set(t, (bytes.get(t) ?? 0) + r.b);
    }
    const tables = ['patients', 'clinical_notes', 'appointments', 'lab_results', 'messages', 'audit_events', 'users', 'clinics'];
    const sizes = tables.map((table) => {
      const rows = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      const b = bytes.get(table) ?? 0;
      return { table, rows, bytes: b, bytesPerRow: rows ? b / rows : NaN };
    });
    const page = (db.prepare('PRAGMA page_size').get() as { page_size: number }).page_size;
    const count = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    return { fileBytes: page * count || statSync(best.file).size, sizes };
  } finally {
    db.close();
  }
}
