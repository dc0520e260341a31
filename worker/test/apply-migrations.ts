import { abortAllDurableObjects, applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// The test files of a worker share one workerd and one isolate (isolate: false in vitest.config.ts:
// starting workerd and evaluating the Worker's modules took most of a small file's time), but every
// file still starts from empty storage: no D1 row, KV key or Durable Object of an earlier file, and
// no live object holding state of storage that is gone. Then the real migrations build the databases.
await abortAllDurableObjects();
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.DB_EU, env.TEST_MIGRATIONS);
