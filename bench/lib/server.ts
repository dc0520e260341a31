import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoClinic } from '../../scripts/lib/demo-data.ts';
import { openLocalPlatform } from '../../scripts/lib/local-platform.ts';
import { startLocalServer, type LocalServer } from '../../scripts/lib/local-server.ts';

const bin = (name: string) => join(process.cwd(), 'node_modules/.bin', name);

export type BenchServer = Pick<LocalServer, 'baseURL' | 'stateDir' | 'restart' | 'stop'>;

/** Builds once, migrates a fresh local state dir and serves it (scripts/lib/local-server.ts); `vars`: more `--var` flags. */
export function startServer({ build = true, vars = [] as string[] } = {}): Promise<BenchServer> {
  return startLocalServer({ build, args: vars, label: 'bench' });
}

/**
 * Runs `npm run seed` against the server's state dir (into `clinicId`, else a new clinic) and returns the seeded doctor's sign-in.
 * Asynchronous on purpose: seeding 100 000 patients takes long enough for the server to close the
 * bench's idle keep-alive connections, and an event loop blocked meanwhile (spawnSync) notices that
 * only after it has sent the next request on one of them ("other side closed" at the next sign-in).
 */
export async function seedPatients(stateDir: string, count: number, clinicId?: number): Promise<{ username: string; password: string; clinicId: number }> {
  const child = spawn(bin('node'), ['scripts/seed.ts', '--patients', String(count), ...(clinicId === undefined ? [] : ['--clinic', String(clinicId)])], {
    env: { ...process.env, MEDASSIST_STATE: join(stateDir, 'v3') },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
  if (status !== 0) throw new Error(`seed failed${clinicId === undefined ? '' : ` for clinic ${clinicId}`}: ${stderr}`);
  const last = stdout.trim().split('\n').at(-1)!;
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
