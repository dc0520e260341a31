import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { chakraInternalAlias } from './web/chakra-alias.ts';
import { generateVapidPair } from './scripts/lib/dev-vars.ts';
import { newIdTokenKey } from './scripts/lib/dev-id-token-key.ts';
import { i18nCatalogs } from './scripts/lib/i18n-catalogs.ts';
import { SlowFirstSequencer } from './scripts/lib/slow-first-sequencer.ts';

// Web test files that need modules of their own: they mock a module (vi.mock), set React's act()
// flag for real scheduling (test/in-slices-harness.tsx), or check what happens when a module loads.
const WEB_FRESH_MODULES = [
  'web/src/app/public-only.test.tsx',
  'web/src/app/theme-startup.node.test.ts',
  'web/src/features/dashboard/components/dashboard-lists.test.tsx',
  'web/src/features/labs/routes/labs-page.test.tsx',
  'web/src/lib/in-slices.test.tsx',
  'web/src/lib/local-time-zone.test.ts',
  'web/src/lib/zod-without-eval.test.ts',
];

// Four kinds of tests: the Worker runs inside workerd against real local D1/KV/DO; core (pure
// domain logic) and the tooling's own checks (scripts) run in plain Node; web components in happy-dom.
// Where a file's set-up cost more than its tests (starting workerd or a happy-dom window and
// evaluating the same modules again), the files of a worker share them (isolate: false) and a
// set-up file gives each file a clean start; docs/testing.md has the figures.
export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  // A VAPID pair per test run (production keys are secrets); the stand-in push service listens on 127.0.0.1.
  const vapid = await generateVapidPair();
  return {
    test: {
      // Vitest's default on two cores is one worker; the Worker's tests wait on workerd and D1 more
      // than they compute, so two files at a time use both cores.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // The minute-long security sweeps start first within their project (scripts/lib/slow-first-sequencer.ts).
      sequence: { sequencer: SlowFirstSequencer },
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              remoteBindings: false,
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  // A fresh audit key per run, as `npm start` makes one per checkout: no key is ever committed.
                  AUDIT_HMAC_KEY: randomBytes(32).toString('hex'),
                  ID_TOKEN_SIGNING_KEY: newIdTokenKey(),
                  VAPID_PUBLIC_KEY: vapid.publicKey,
                  VAPID_PRIVATE_KEY: vapid.privateKey,
                  VAPID_SUBJECT: 'mailto:tests@medassist.invalid',
                  PUSH_ALLOW_LOCAL_HTTP: 'on',
                  EHR_ALLOW_LOCAL_HTTP: 'on',
                },
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['worker/**/*.test.ts'],
            // One workerd per worker, not per file; each file starts from empty storage (the set-up file).
            isolate: false,
            setupFiles: ['worker/test/apply-migrations.ts'],
            globalSetup: ['core/fhir/testing/validation-service.ts'],
            // The sweeps (fuzz, tenancy, literal storage) make hundreds of requests per test and ran
            // close to vitest's 5 s default on a loaded 2-core machine; speed is measured by the bench.
            testTimeout: 30_000,
          },
        },
        { test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node', isolate: false } },
        // The tooling checks start ESLint and Vite in-process: a cold start took 7.6 s on a loaded machine.
        { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
        {
          plugins: [i18nCatalogs()],
          resolve: { alias: [chakraInternalAlias] },
          test: {
            name: 'web',
            include: ['web/**/*.test.{ts,tsx}'],
            exclude: WEB_FRESH_MODULES,
            environment: 'happy-dom',
            isolate: false,
            setupFiles: ['web/src/test/fresh-page.ts'],
            // A page rendered in German with Chakra took 5.6-9 s on a 2-core machine at load 20.
            testTimeout: 20_000,
          },
        },
        { plugins: [i18nCatalogs()], resolve: { alias: [chakraInternalAlias] }, test: { name: 'web-isolated', include: WEB_FRESH_MODULES, environment: 'happy-dom', testTimeout: 20_000 } },
      ],
    },
  };
});
