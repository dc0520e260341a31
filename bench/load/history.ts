// Queries whose cost grows with a clinic's history, timed directly in SQLite (node:sqlite, same
// engine as D1) on the app's own migrations, with N rows of history in one clinic. The SQL is
// what drizzle sends (copied from the trace store); D1 runs one query at a time per database, so
// these times come straight off its throughput.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from '../lib/stats.ts';
export interface HistoryTiming {
  rows: number;
  query: string;
  ms: number;
  msAnalyzed: number;
  /** With the index in `index` added (a candidate fix, not in the app's migrations). */
  msIndexed: number;
  index: string;
}

const HISTORY_QUERIES: { name: string; sql: string; args: number[]; index: string }[] = [
  {
    name: 'patient by id (baseline: indexed point read)',
    sql: 'select * from "patients" where ("patients"."clinic_id" = ? and "patients"."id" = ?)',
    args: [1, 1],
    index: '',
  },
  {
    name: 'audit chain head (every write and every audited patient view, in the seal)',
    sql: 'select "hash" from "audit_events" where ("audit_events"."clinic_id" = ? and "audit_events"."hash" is not null) order by "audit_events"."id" desc limit ?',
    args: [1, 1],
    index: 'CREATE INDEX audit_events_clinic_id_idx ON audit_events (clinic_id, id)',
  },
  {
    name: 'unread messages count (GET messages/unread-count, GET stats)',
    sql: 'select count(*) from "messages" where ("messages"."clinic_id" = ? and "messages"."to_id" = ? and "messages"."is_read" = ?)',
    args: [1, 1, 0],
    index: 'CREATE INDEX messages_unread_idx ON messages (to_id, is_read, clinic_id)',
  },
  {
    name: 'pending results count (GET stats)',
    sql: 'select count(*) from "lab_results" inner join "patients" on "patients"."id" = "lab_results"."patient_id" where ("lab_results"."clinic_id" = ? and "lab_results"."is_reviewed" = ? and "patients"."deleted_at" is null)',
    args: [1, 0],
    index: 'CREATE INDEX lab_results_clinic_reviewed_idx ON lab_results (clinic_id, is_reviewed)',
  },
];

export async function measureHistoryQueries(sizes = [10_000, 100_000, 1_000_000]): Promise<HistoryTiming[]> {
  const { DatabaseSync } = await import('node:sqlite');
  const out: HistoryTiming[] = [];
  const migrations = readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort();
  for (const n of sizes) {
    const dir = mkdtempSync(join(tmpdir(), 'medassist-history-'));
    const db = new DatabaseSync(join(dir, 'h.sqlite'));
    try {
      for (const f of migrations) db.exec(readFileSync(join('migrations', f), 'utf8'));
      db.exec("INSERT INTO clinics (id, name) VALUES (1, 'Big'), (2, 'Other')");
      db.exec("INSERT INTO users (id, clinic_id, username, email, password_hash, name) VALUES " + [1, 2, 3, 4, 5].map((i) => `(${i}, 1, 'u${i}', 'u${i}@x.example', 'h', 'Dr ${i}')`).join(','));
      db.exec("INSERT INTO memberships (user_id, clinic_id, role) VALUES " + [1, 2, 3, 4, 5].map((i) => `(${i}, 1, 'doctor')`).join(','));
      db.exec("INSERT INTO patients (clinic_id, full_name, age, gender, created_by) VALUES (1, 'History Patient', 50, 'Female', 1)");
      db.exec('BEGIN');
      const audit = db.prepare("INSERT INTO audit_events (clinic_id, user_id, patient_id, action, entity, entity_id, at, hash) VALUES (1, ?, 1, 'view', 'patient', 1, ?, ?)");
      const msg = db.prepare("INSERT INTO messages (clinic_id, from_id, to_id, content, is_read) VALUES (1, NULL, ?, 'New lab result: Basic metabolic panel for History Patient.', ?)");
      const lab = db.prepare("INSERT INTO lab_results (clinic_id, patient_id, lab_name, result_data, is_reviewed) VALUES (1, 1, 'CBC', '{}', ?)");
      const hash = 'f'.repeat(64);
      for (let i = 0; i < n; i++) {
        audit.run(1 + (i % 5), 1_700_000_000_000 + i, hash);
        msg.run(1 + (i % 5), i % 20 === 0 ? 0 : 1);
        if (i % 4 === 0) lab.run(i % 50 === 0 ? 0 : 1); // results: a quarter as many rows as messages
      }
      db.exec('COMMIT');
      const time = () =>
        HISTORY_QUERIES.map((q) => {
          const stmt = db.prepare(q.sql);
          stmt.all(...q.args);
          const runs: number[] = [];
          for (let r = 0; r < 7; r++) {
            const t = performance.now();
            stmt.all(...q.args);
            runs.push(performance.now() - t);
          }
          return percentile(runs, 0.5);
        });
      const plain = time();
      db.exec('ANALYZE');
      const analyzed = time();
      for (const q of HISTORY_QUERIES) if (q.index) db.exec(q.index);
      db.exec('ANALYZE');
      const indexed = time();
      HISTORY_QUERIES.forEach((q, i) => out.push({ rows: n, query: q.name, ms: plain[i]!, msAnalyzed: analyzed[i]!, msIndexed: q.index ? indexed[i]! : NaN, index: q.index }));
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return out;
}
