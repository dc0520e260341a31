import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

// Issue 33: `npm start` seeds through this proxy. Given all of wrangler.toml it printed warnings
// about Durable Object classes it does not run ("no such Durable Object class") and the AI
// binding, which a newcomer could not tell from real trouble. Seeding needs the databases only.
it('opens the local databases without a word of output', () => {
  const state = mkdtempSync(join(tmpdir(), 'medassist-platform-'));
  try {
    const probe = join(state, 'probe.mjs');
    writeFileSync(
      probe,
      `import { openLocalPlatform } from ${JSON.stringify(resolve(import.meta.dirname, 'local-platform.ts'))};
const platform = await openLocalPlatform(${JSON.stringify(join(state, 'v3'))});
console.log(JSON.stringify(await platform.env.DB_EU.prepare('SELECT 41 + 1 AS answer').first()));
await platform.dispose();
`,
    );
    const { WRANGLER_LOG: _level, NODE_OPTIONS: _options, ...env } = process.env;
    const run = spawnSync(process.execPath, [probe], { cwd: resolve(import.meta.dirname, '../..'), encoding: 'utf8', env });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('{"answer":42}\n');
    expect(run.status).toBe(0);
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}, 120_000);
