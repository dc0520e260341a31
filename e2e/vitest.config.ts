import { defineConfig } from 'vitest/config';
import { slowFirstSequencer } from '../scripts/lib/slow-first-sequencer.ts';

// The files that take half a minute or more, longest first (docs/testing.md has the figures): the two
// workers take the next file as they finish, so the longest starting first lets both end together.
// On a clean clone vitest has no timings and starts the largest files first, which left a short file
// of many page loads (calculators-every-page) to the end, running alone while the other worker idled.
const LONGEST_FIRST = [
  'a11y', 'smart-launch', 'roles-members', 'clinic-admin', 'locale-pages', 'calculators-signed-in', 'reference', 'foundation',
  'offline', 'messages', 'guidelines', 'chart', 'notifications', 'calculators-every-page', 'ai', 'account', 'clinical-notes',
  'clinics', 'roles-owner', 'labs', 'patient-checks', 'calculators-public', 'pwa', 'appointments', 'console', 'roles-refusals',
  'patients', 'fhir-import', 'keyboard', 'smart-fhirclient',
].map((name) => new RegExp(`/e2e/${name}\\.e2e\\.ts$`));

// Browser tests: one real server (wrangler dev, fresh local state) and one Chromium for the run;
// each test file connects to that browser and opens a context of its own per test. Files run two at
// a time: each signs up its own doctors and clinics, from client addresses of its own worker. Three
// at a time was no faster on the 2-core machine (812 s against 804 s) and a sign-up answered 500.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    maxWorkers: 2,
    sequence: { sequencer: slowFirstSequencer(LONGEST_FIRST) },
    // Two files at a time load the 2-core machine: a test that times out once (three did in one CI
    // run, each passing alone and on a re-run) is tried once more; vitest still reports the retry.
    retry: 1,
  },
});
