import { defineConfig } from 'vitest/config';

// Browser tests: one real server (wrangler dev, fresh local state) for the run, Chromium per file.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
