// The three lookups that run on most requests and once read a clinic's whole history
// (docs/scaling.md): timed in SQLite on the real schema (every migration applied), with one
// clinic holding N audit rows, N/2 inbox rows and N/10 results, beside another clinic as large.
// Each is run with the schema as it is and with its history index dropped, so the table shows
// what migration 0006 buys. `node bench/history-queries.ts [--sizes 10000,100000,1000000]`.
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

const sizes = (process.argv.includes('--sizes') ? process.argv[process.argv.indexOf('--sizes') + 1]! : '10000,100000,1000000').split(',').map(Number);

const QUERIES = [
  {
    what: 'audit chain head (every audited request)',
    index: 'audit_events_clinic_id_idx',
    // The sealer's two lookups (worker/audit/chain.ts): the unsealed rows, then the row before the first.
    sql: 'SELECT hash FROM audit_events WHERE clinic_id = 1 AND id < (SELECT min(id) FROM audit_events INDEXED BY audit_events_unsealed_idx WHERE clinic_id = 1 AND hash IS NULL) ORDER BY id DESC LIMIT 1',
  },
  {
    what: 'unread count (badge, stats)',
    index: 'messages_unread_idx',
    sql: 'SELECT count(*) FROM messages WHERE clinic_id = 1 AND to_id = 1 AND is_read = 0',
  },
  {
    what: 'pending results count (stats)',
    index: 'lab_results_pending_idx',
    sql: 'SELECT count(*) FROM lab_results JOIN patients ON patients.id = lab_results.patient_id WHERE lab_results.clinic_id = 1 AND is_reviewed = 0 AND patients.deleted_at IS NULL',
  },
];

function migrated(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) {
    for (const statement of readFileSync(`migrations/${file}`, 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) db.exec(statement);
    }
  }
  return db;
}

/**
 * Two clinics of `n` audit rows each (all but the newest 20 sealed), n/2 inbox rows and n/10 results.
 * The backlog does not grow with the history (messages get read, results reviewed): the newest 20
 * messages are unread and the newest 30 results pending, whatever `n`.
 */
function seed(db: DatabaseSync, n: number): void {
  db.exec(`INSERT INTO clinics (id, name) VALUES (1, 'Big'), (2, 'Other')`);
  db.exec(`INSERT INTO users (id, clinic_id, username, email, password_hash, name) VALUES
    (1, 1, 'a', 'a@x', 'x', 'A'), (2, 1, 'b', 'b@x', 'x', 'B'), (3, 2, 'c', 'c@x', 'x', 'C')`);
  db.exec(`INSERT INTO memberships (user_id, clinic_id, role) VALUES (1, 1, 'doctor'), (2, 1, 'doctor'), (3, 2, 'doctor')`);
  db.exec(`INSERT INTO patients (id, clinic_id, full_name, age, gender, condition) VALUES (1, 1, 'P', 40, 'Female', 'Asthma'), (2, 2, 'Q', 40, 'Male', 'Asthma')`);
  db.exec('BEGIN');
  const audit = db.prepare(`INSERT INTO audit_events (clinic_id, user_id, patient_id, action, entity, at, hash) VALUES (?, 1, 1, 'view', 'patient', ?, ?)`);
  const message = db.prepare(`INSERT INTO messages (clinic_id, from_id, to_id, content, is_read) VALUES (?, 2, ?, 'hello', ?)`);
  const result = db.prepare(`INSERT INTO lab_results (clinic_id, patient_id, lab_name, result_data, is_reviewed) VALUES (?, ?, 'CBC', '{}', ?)`);
  for (let i = 0; i < 2 * n; i++) {
    const clinic = (i % 2) + 1;
    audit.run(clinic, i, i < 2 * n - 40 ? 'h'.repeat(64) : null);
    if (i % 2 === 0) message.run(clinic, clinic === 1 ? 1 : 3, i < 2 * n - 80 ? 1 : 0);
    if (i % 10 === 0) result.run(clinic, clinic, i < 2 * n - 600 ? 1 : 0);
  }
  db.exec('COMMIT');
}

function medianMs(db: DatabaseSync, sql: string): number {
  const statement = db.prepare(sql);
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    const start = performance.now();
    statement.all();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[12]!;
}

const rows: string[] = [];
for (const n of sizes) {
  const db = migrated();
  seed(db, n);
  for (const q of QUERIES) {
    const withIndex = medianMs(db, q.sql);
    const definition = (db.prepare(`SELECT sql FROM sqlite_master WHERE name = ?`).get(q.index) as { sql: string }).sql;
    db.exec(`DROP INDEX ${q.index}`);
    const without = medianMs(db, q.sql);
    db.exec(definition);
    rows.push(`| ${q.what} | ${n.toLocaleString('en')} | ${without.toFixed(3)} ms | ${withIndex.toFixed(3)} ms |`);
  }
  db.close();
}
console.log('| lookup | audit rows in the clinic | without its index | with it (migration 0006) |\n|---|---:|---:|---:|');
console.log(rows.join('\n'));
