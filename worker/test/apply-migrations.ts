import { abortAllDurableObjects, applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// The test files of a worker share one workerd and one isolate (isolate: false in vitest.config.ts:
// starting workerd and evaluating the Worker's modules took most of a small file's time), but every
// file still starts from empty storage: no D1 row, KV key or Durable Object of an earlier file, and
// no live object holding state of storage that is gone. Then the real migrations build the databases.
await abortAllDurableObjects();
await reset();
// reset() deletes every row but SQLite's AUTOINCREMENT counters (sqlite_sequence) survive it: ids
// would go on from the previous file's (a sweep spreads them to millions), and what a statement
// reads would depend on which file ran before.
for (const db of [env.DB, env.DB_EU]) {
  const sequences = await db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).first();
  if (sequences) await db.prepare('DELETE FROM sqlite_sequence').run();
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.DB_EU, env.TEST_MIGRATIONS);
