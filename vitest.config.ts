import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { chakraInternalAlias } from './web/chakra-alias.ts';

// Three projects: the Worker runs inside workerd against real local D1/KV/DO;
// core (pure domain logic) runs in plain Node; web components in happy-dom.
export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              remoteBindings: false,
              // A fresh audit key per run, as `npm start` makes one per checkout: no key is ever committed.
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, AUDIT_HMAC_KEY: randomBytes(32).toString('hex') } },
            }),
          ],
          test: {
            name: 'worker',
            include: ['worker/**/*.test.ts'],
            setupFiles: ['worker/test/apply-migrations.ts'],
            // The sweeps (fuzz, tenancy, literal storage) make hundreds of requests per test and ran
            // close to vitest's 5 s default on a loaded 2-core machine; speed is measured by the bench.
            testTimeout: 30_000,
          },
        },
        { test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node' } },
        { resolve: { alias: [chakraInternalAlias] }, test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      ],
    },
  };
});
