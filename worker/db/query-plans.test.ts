import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { sealAuditChain } from '../audit/chain';
import { auditKey } from '../audit/key';
import type { Db } from './client';
import { countPendingLabResults } from './queries/lab-results';
import { countUnreadMessages } from './queries/messages';

// The lookups that run on almost every request must not read a clinic's whole history: the audit
// chain head (every audited request), the unread count (badge, stats) and the pending-results
// count (stats). docs/scaling.md measured each as a scan growing with the clinic's history
// (184 ms at a million audit rows) until these indexes existed. The test runs the real query
// functions, captures their SQL and asks SQLite for its plan.

/** Runs `call` against a drizzle handle that records every statement it sends. */
async function statementsOf(call: (db: Db) => Promise<unknown>): Promise<Array<{ sql: string; params: unknown[] }>> {
  const seen: Array<{ sql: string; params: unknown[] }> = [];
  const db = drizzle(env.DB, { logger: { logQuery: (sql, params) => seen.push({ sql, params }) } });
  await call(db);
  return seen;
}

async function planOf(statement: { sql: string; params: unknown[] }): Promise<string> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
  return plan.results.map((r) => r.detail).join('\n');
}

describe('history lookups use an index, not the clinic’s whole history', () => {
  it('the audit chain head (the row before the first unsealed one) walks audit_events_clinic_id_idx backwards', async () => {
    await env.DB.prepare(`INSERT INTO clinics (id, name) VALUES (990001, 'Plan clinic')`).run();
    await env.DB.prepare(`INSERT INTO audit_events (clinic_id, action, entity, at) VALUES (990001, 'view', 'patient', 1)`).run();
    const key = await auditKey(env);
    const statements = await statementsOf((db) => sealAuditChain(db, key, 990001));
    const head = statements.find((s) => /^select .* "audit_events"\."id" < \?.* desc limit/i.test(s.sql));
    expect(head, 'the chain-head query').toBeDefined();
    const plan = await planOf(head!);
    expect(plan).toContain('audit_events_clinic_id_idx');
    expect(plan).not.toMatch(/TEMP B-TREE/);
    // The unsealed rows are found through the partial index, not by walking the sealed ones.
    const pending = statements.find((s) => /hash is null/i.test(s.sql));
    expect(pending, 'the pending-rows query').toBeDefined();
    expect(await planOf(pending!)).toMatch(/audit_events_unsealed_idx/);
  });

  it('the unread count reads only the user’s unread messages', async () => {
    const [count] = await statementsOf((db) => countUnreadMessages(db, 1, 1, { role: 'front-desk', owner: false }));
    expect(await planOf(count!)).toMatch(/messages_unread_idx \(to_id=\? AND is_read=\?\)/);
  });

  it('the pending-results count reads only the clinic’s unreviewed results', async () => {
    const [count] = await statementsOf((db) => countPendingLabResults(db, 1));
    expect(await planOf(count!)).toMatch(/lab_results_pending_idx \(clinic_id=\? AND is_reviewed=\?\)/);
  });
});
