import { defineConfig } from 'vitest/config';

// Browser tests: one real server (wrangler dev, fresh local state) and one Chromium for the run;
// each test file connects to that browser and opens a context of its own per test. Files run three
// at a time (they mostly wait on the browser and the server): each signs up its own doctors and
// clinics, from client addresses of its own worker.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    maxWorkers: 3,
    // Three files at a time load the 2-core machine: a test that times out once (three did in one CI
    // run, each passing alone and on a re-run) is tried once more; vitest still reports the retry.
    retry: 1,
  },
});
