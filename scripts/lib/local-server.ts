// The one way the app is started locally. The browser tests (e2e/support/global-setup.ts), `npm run
// bench` (bench/lib/server.ts) and the load simulation (bench/load.ts) use `startLocalServer`: a
// production build, a fresh local state with every migration applied, and `wrangler dev` (workerd)
// on a free loopback port, stopped and cleaned up by `stop()`. `npm start` (scripts/start.ts), the
// developer's server with a fixed port, kept state and demo data, uses the same steps: `buildApp`,
// `applyMigrations`, `serveWithWrangler`, `waitUntilHealthy`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.ts';
import { auditKeyVarFlags } from './dev-audit-key.ts';
import { idTokenKeyVarFlags } from './dev-id-token-key.ts';

const bin = (name: string) => join(process.cwd(), 'node_modules/.bin', name);
const DATABASES = ['DB', 'DB_EU'];

export interface LocalServerOptions {
  /** Run `vite build` (production) first; false reuses dist/. */
  build?: boolean;
  /**
   * Serve a private copy of the build rather than dist/ itself, so that another run rebuilding
   * dist/ on this machine cannot hot-reload the Worker mid-measurement (bench/load.ts).
   */
  snapshot?: boolean;
  /** More `wrangler dev` arguments, e.g. `--var NAME:value`. */
  args?: string[];
  /** Show wrangler's output (E2E_SERVER_LOGS). */
  logs?: boolean;
  /** Names the temporary directory: medassist-<label>-…. */
  label: string;
}

export interface LocalServer {
  baseURL: string;
  /** The `--persist-to` directory: local D1, KV and Durable Objects (under v3/). */
  stateDir: string;
  /** Stops the server and starts it again on the same state and port, with more environment variables. */
  restart(env: Record<string, string>): Promise<void>;
  /** Stops the server and deletes its state. */
  stop(): Promise<void>;
}

/** `vite build` for production (also when a test runner has set NODE_ENV). */
export function buildApp(): void {
  const r = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('vite build failed');
}

/**
 * Applies the migrations to both local databases, one after the other: two wrangler processes on
 * one persist directory at once can meet SQLITE_BUSY ("database is locked") (`args`: e.g. `-c <config>`,
 * `--persist-to <dir>`). `wrangler d1 migrations apply --local` starts a Miniflare per migration
 * file (about 0.5 s each, 17 s per database for 34 files on a quiet machine); state that has no
 * database yet (`fresh`) gets every migration in one `wrangler d1 execute` instead (about 6 s), the
 * same statements wrangler would run (each file, then its row in `d1_migrations`), so a later
 * `migrations apply` finds them applied.
 */
export async function applyMigrations(args: string[] = [], { fresh = false } = {}): Promise<void> {
  const dir = fresh ? mkdtempSync(join(tmpdir(), 'medassist-migrations-')) : '';
  try {
    if (fresh) writeFileSync(join(dir, 'all.sql'), allMigrationsSql('migrations'));
    const command = (db: string) => (fresh ? ['d1', 'execute', db, '--local', '--file', join(dir, 'all.sql'), ...args] : ['d1', 'migrations', 'apply', db, '--local', ...args]);
    for (const db of DATABASES) await runWrangler(command(db), `migrations of ${db}`);
  } finally {
    if (fresh) rmSync(dir, { recursive: true, force: true });
  }
}

/** wrangler's own bookkeeping table (its `d1 migrations` commands create it so) and each migration followed by its row. */
function allMigrationsSql(migrationsDir: string): string {
  const table = `CREATE TABLE IF NOT EXISTS d1_migrations(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;
  const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort();
  return [table, ...files.map((name) => `${readFileSync(join(migrationsDir, name), 'utf8')}\nINSERT INTO d1_migrations (name)\nvalues ('${name.replace(/'/g, "''")}');`)].join('\n');
}

/** Runs wrangler with `args`; rejects with its error output when it fails. */
function runWrangler(args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin('wrangler'), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed: ${stderr}`))));
  });
}

/** `wrangler dev` (workerd, local storage) on 127.0.0.1:`port`; `args`: more flags. */
export function serveWithWrangler(port: number | string, args: string[] = [], options: { logs?: boolean; env?: Record<string, string> } = {}): ChildProcess {
  return spawn(bin('wrangler'), ['dev', '--local', '--port', String(port), '--ip', '127.0.0.1', '--show-interactive-dev-session=false', ...args], {
    stdio: options.logs ? 'inherit' : 'ignore',
    env: { ...process.env, ...options.env },
  });
}

/** Resolves once `/api/health` answers; throws when `child` exits first or after `timeoutMs`. */
export async function waitUntilHealthy(baseURL: string, child?: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    if (await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`the local server did not become healthy in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** A throwaway server: fresh migrated state in a temporary directory, on a free port (see the top of this file). */
export async function startLocalServer({ build = true, snapshot = false, args = [], logs = false, label }: LocalServerOptions): Promise<LocalServer> {
  if (build) buildApp();
  const root = mkdtempSync(join(tmpdir(), `medassist-${label}-`));
  let config: string[] = [];
  if (snapshot) {
    for (const dir of ['dist/medassist', 'dist/client', 'migrations']) cpSync(dir, join(root, dir), { recursive: true });
    config = ['-c', join(root, 'dist/medassist/wrangler.json')];
  }
  const stateDir = join(root, 'state');
  await applyMigrations([...config, '--persist-to', stateDir], { fresh: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const auditKey = auditKeyVarFlags(); // one key across restarts: the audit trail must keep verifying
  const idTokenKey = idTokenKeyVarFlags(); // likewise: an app keeps the keys it fetched
  let child!: ChildProcess;

  const launch = async (env: Record<string, string>) => {
    child = serveWithWrangler(port, [...config, '--persist-to', stateDir, ...auditKey, ...idTokenKey, ...args], { logs, env });
    await waitUntilHealthy(baseURL, child);
  };
  const halt = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    // The port is free once the runtime is gone.
    for (let i = 0; i < 50; i++) {
      try {
        await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(300) });
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  await launch({});
  return {
    baseURL,
    stateDir,
    async restart(env) {
      await halt();
      await launch(env);
    },
    async stop() {
      await halt();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
