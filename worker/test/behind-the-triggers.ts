import { env } from 'cloudflare:workers';

/**
 * Runs `act` as someone with direct database access would: with the named guard triggers dropped,
 * then puts each back exactly as the migrations defined it (read from sqlite_master first).
 */
export async function behindTheTriggers(triggers: string[], act: () => Promise<unknown>): Promise<void> {
  const saved: string[] = [];
  for (const name of triggers) {
    const row = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?").bind(name).first<{ sql: string }>();
    if (!row) throw new Error(`no trigger ${name}`);
    saved.push(row.sql);
    await env.DB.prepare(`DROP TRIGGER ${name}`).run();
  }
  try {
    await act();
  } finally {
    for (const sql of saved) await env.DB.prepare(sql).run();
  }
}
