import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeAi } from './fake-ai';
import { freePort } from '../../scripts/free-port.ts';
import { auditKeyVarFlags } from '../../scripts/lib/dev-audit-key.ts';

const bin = (name: string) => join(process.cwd(), 'node_modules/.bin', name);


async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy in time');
}

/** Builds the app, starts it on a free port with an empty local database, and tears it down after. */
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const state = mkdtempSync(join(tmpdir(), 'medassist-e2e-'));
  for (const db of ['DB', 'DB_EU']) {
    const migrate = spawnSync(bin('wrangler'), ['d1', 'migrations', 'apply', db, '--local', '--persist-to', state], { stdio: 'pipe' });
    if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr}`);
  }

  const port = await freePort();
  // The AI assistant talks to a local fake OpenAI-compatible endpoint (Workers AI has no local simulator).
  const fakeAi = await startFakeAi();
  const server = spawn(bin('wrangler'), ['dev', '--local', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false', ...fakeAi.vars, ...auditKeyVarFlags()], {
    stdio: process.env.E2E_SERVER_LOGS ? 'inherit' : 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server);
  project.provide('baseURL', baseURL);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await fakeAi.close();
    rmSync(state, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
