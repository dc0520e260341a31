import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { auditKeyVarFlags } from '../../scripts/lib/dev-audit-key.ts';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoClinic } from '../../scripts/lib/demo-data.ts';
import { openLocalPlatform } from '../../scripts/lib/local-platform.ts';

const bin = (name: string) => join(process.cwd(), 'node_modules/.bin', name);


export interface BenchServer {
  baseURL: string;
  stateDir: string;
  stop(): Promise<void>;
}

/** Builds once, migrates a fresh local state dir and serves it with `wrangler dev` (workerd) on a free port; `vars`: more `--var` flags. */
export async function startServer({ build = true, vars = [] as string[] } = {}): Promise<BenchServer> {
  if (build && spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } }).status !== 0) throw new Error('build failed');
  const stateDir = mkdtempSync(join(tmpdir(), 'medassist-bench-'));
  for (const db of ['DB', 'DB_EU']) {
    const migrate = spawnSync(bin('wrangler'), ['d1', 'migrations', 'apply', db, '--local', '--persist-to', stateDir], { stdio: 'pipe' });
    if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr}`);
  }
  const port = await freePort();
  const child: ChildProcess = spawn(bin('wrangler'), ['dev', '--local', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', stateDir, '--show-interactive-dev-session=false', ...auditKeyVarFlags(), ...vars], { stdio: 'ignore' });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseURL,
    stateDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/** Runs `npm run seed` against the server's state dir and returns the seeded doctor's sign-in. */
export function seedPatients(stateDir: string, count: number): { username: string; password: string; clinicId: number } {
  const r = spawnSync(bin('node'), ['scripts/seed.ts', '--patients', String(count)], {
    env: { ...process.env, MEDASSIST_STATE: join(stateDir, 'v3') },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`seed failed: ${r.stderr}`);
  const last = r.stdout.trim().split('\n').at(-1)!;
  return JSON.parse(last) as { username: string; password: string; clinicId: number };
}

/** Signs in and returns the session cookie. */
export async function signIn(baseURL: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`login failed ${res.status}`);
  return /(?:__Host-)?sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
}

/**
 * Seeds `npm start`'s demo clinic (patients, today's appointments, notes, lab results with a
 * critical one, messages) into the server's state dir: pages that look like a working day.
 * Returns its doctor's sign-in and the patient with the fullest chart.
 */
export async function seedDemo(stateDir: string): Promise<{ username: string; password: string; chartPatientId: number }> {
  const platform = await openLocalPlatform(join(stateDir, 'v3'));
  try {
    const db = platform.env.DB;
    await seedDemoClinic(db as never);
    const fullest = await db
      .prepare(`SELECT p.id FROM patients p JOIN users u ON u.clinic_id = p.clinic_id AND u.username = ?
        ORDER BY (SELECT COUNT(*) FROM lab_results l WHERE l.patient_id = p.id) + (SELECT COUNT(*) FROM clinical_notes n WHERE n.patient_id = p.id) DESC, p.id LIMIT 1`)
      .bind(DEMO_USERNAME)
      .first<{ id: number }>();
    return { username: DEMO_USERNAME, password: DEMO_PASSWORD, chartPatientId: fullest!.id };
  } finally {
    await platform.dispose();
  }
}
