// `node bench/load.ts`: load simulation for issue #10 ("Across regions and at scale"); its results
// and the capacity model built on them are in docs/scaling.md.
//
// Starts the real local stack like `npm run bench` (a fresh, migrated local D1 served by `wrangler
// dev`), but from a private copy of dist/ so other runs rebuilding dist/ cannot hot-reload the
// Worker mid-measurement. Seeds many clinics through the public API plus `scripts/seed.ts
// --clinic`, then:
//   1. runs every endpoint of the mix alone with wrangler's local tracing on, and reads the
//      trace store for D1 queries, rows read/written, KV and Durable Object calls per request;
//   2. restarts wrangler dev on the same state with tracing off (it costs more CPU than the app)
//      and times every endpoint alone: latency and CPU of the server processes per request;
//   3. drives the weighted mix from N simulated doctors of many clinics (closed loop, no think
//      time) for each step of N, reporting throughput, p50/p95/p99, errors and CPU;
//   4. measures bytes per row from the local D1 file and times, directly in SQLite, the queries
//      whose cost grows with a clinic's history.
// Prints markdown tables. Options: --no-build (reuse dist/), --clinics N, --doctors N (per
// clinic), --patients N (per clinic), --steps 1,5,10,25,50,100, --seconds S (per step), --json.
// `measureLoad(server)` runs 1-4 against a server from bench/lib/server.ts (tracing stays on then).
//
// Only the public HTTP API is used (cookies are kept per user like a browser: `sid` and any other
// cookie the Worker sets, e.g. a D1 Sessions bookmark), so the driver survives Worker refactors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { BenchServer } from './lib/server.ts';
import { percentile } from './lib/stats.ts';
import { startLocalServer } from '../scripts/lib/local-server.ts';

export interface LoadOptions {
  clinics: number;
  doctorsPerClinic: number;
  patientsPerClinic: number;
  /** Concurrent simulated users per step. */
  steps: number[];
  /** Measured seconds per step (after `warmupSeconds` untimed). */
  stepSeconds: number;
  warmupSeconds: number;
  /** Sequential requests per endpoint in the concurrency-1 profile. */
  profileRequests: number;
  log: (line: string) => void;
}

export const DEFAULT_LOAD_OPTIONS: LoadOptions = {
  clinics: 20,
  doctorsPerClinic: 4,
  patientsPerClinic: 200,
  steps: [1, 5, 10, 25, 50, 100],
  stepSeconds: 15,
  warmupSeconds: 2,
  profileRequests: 60,
  log: (line) => console.error(line),
};

// ---------------------------------------------------------------------------------------------
// A browser-like client: one cookie jar per doctor.

let jarSeq = 0;
class Jar {
  private cookies = new Map<string, string>();
  /** Each simulated doctor is its own client address, as on their own network (per-address limits, e.g. 10 sign-ups a minute). */
  readonly address = `198.18.${Math.floor(++jarSeq / 250)}.${jarSeq % 250}`;
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  update(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      if (eq < 1) continue;
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

interface Doctor {
  id: number;
  clinicId: number;
  jar: Jar;
  colleagues: number[];
}

interface Clinic {
  id: number;
  owner: Doctor;
  doctors: Doctor[];
  patientIds: number[];
  labIds: number[];
  pendingLabIds: number[];
}

async function call(baseURL: string, jar: Jar | null, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = {};
  if (jar) {
    headers.Cookie = jar.header();
    headers['CF-Connecting-IP'] = jar.address;
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const send = () => fetch(`${baseURL}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  let res: Response;
  try {
    res = await send();
  } catch (err) {
    // A kept-alive connection the server has just closed: like a browser, retry an idempotent request once.
    if (method !== 'GET') throw err;
    res = await send();
  }
  jar?.update(res);
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

/** Setup calls: must succeed; a dropped connection (not an answer) is retried. */
async function must<T>(request: () => Promise<{ status: number; json: unknown }>, what: string): Promise<T> {
  let r: { status: number; json: unknown } | undefined;
  for (let attempt = 1; !r; attempt++) {
    try {
      r = await request();
    } catch (err) {
      if (attempt >= 3) throw err;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  if (r.status < 200 || r.status > 299) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  return r.json as T;
}

// ---------------------------------------------------------------------------------------------
// Synthetic content (sizes close to real use: a short SOAP note, a one-paragraph message).

let seq = 0;
const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]): T => list[rand(list.length)]!;
const SEARCHES = ['jam', 'mar', 'smi', 'diab', 'hyper', 'asth', 'jo', 'ng', 'patel', 'kidney', 'wil', 'gar', 'lee', 'copd', 'gout'];
const FIRST = ['Ana', 'Ben', 'Chloe', 'Dev', 'Elif', 'Femi', 'Greta', 'Hugo', 'Ines', 'Jon'];
const LAST = ['Abbott', 'Barros', 'Chen', 'Diallo', 'Eriksen', 'Fischer', 'Gupta', 'Horvat', 'Ito', 'Jansen'];
const NOTE =
  'S: Follow-up visit. Reports improved energy, occasional morning headaches, no chest pain or dyspnoea. Adherent to medication, no side effects. ' +
  'O: BP 138/86, HR 74 regular, SpO2 98% RA, BMI 29.1. Heart sounds normal, chest clear, no peripheral oedema. ' +
  'A: Essential hypertension, suboptimally controlled; overweight. Headaches likely tension-type, no red flags. ' +
  'P: Increase amlodipine to 10 mg daily. Home BP diary for two weeks. Basic metabolic panel and lipid profile before next visit. ' +
  'Lifestyle advice given (salt restriction, activity 150 min/week). Review in 4 weeks or sooner if symptoms worsen.';
const MESSAGE = 'Could you take a look at this patient before Thursday? Labs came back borderline and I would value a second opinion on whether to adjust the dose now or wait for the repeat panel.';

function labBody(patientId: number) {
  const tests = [
    { name: 'Hemoglobin', value: (11 + Math.random() * 5).toFixed(1), unit: 'g/dL', referenceRange: '12.0-16.0', status: 'normal' },
    { name: 'WBC', value: (4 + Math.random() * 7).toFixed(1), unit: '10^9/L', referenceRange: '4.0-11.0', status: 'normal' },
    { name: 'Platelets', value: String(150 + rand(250)), unit: '10^9/L', referenceRange: '150-400', status: 'normal' },
    { name: 'Sodium', value: String(133 + rand(12)), unit: 'mmol/L', referenceRange: '135-145', status: rand(4) === 0 ? 'abnormal' : 'normal' },
    { name: 'Potassium', value: (3.4 + Math.random() * 1.8).toFixed(1), unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'normal' },
    { name: 'Creatinine', value: (0.6 + Math.random()).toFixed(2), unit: 'mg/dL', referenceRange: '0.6-1.2', status: 'normal' },
  ];
  return { patientId, labName: pick(['Complete blood count + BMP', 'Basic metabolic panel', 'CBC with differential']), kind: 'lab', physician: 'Dr. Load', tests, interpretation: 'No critical values.' };
}

function futureSlot(): { dateTime: string; endDateTime: string } {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  const start = day.getTime() + (1 + rand(365)) * 86_400_000 + (7 * 60 + rand(44) * 15) * 60_000;
  return { dateTime: new Date(start).toISOString(), endDateTime: new Date(start + 15 * 60_000).toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Seeding: clinics and doctors through the API, patients with scripts/seed.ts --clinic.

const bin = (name: string) => join(process.cwd(), 'node_modules/.bin', name);

function seedClinicPatients(stateDir: string, clinicId: number, count: number): void {
  const r = spawnSync(bin('node'), ['scripts/seed.ts', '--patients', String(count), '--clinic', String(clinicId)], {
    env: { ...process.env, MEDASSIST_STATE: join(stateDir, 'v3') },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`seed failed for clinic ${clinicId}: ${r.stderr}`);
}

async function register(baseURL: string, tag: string, inviteCode?: string): Promise<Doctor> {
  const jar = new Jar();
  const email = `${tag}.${Date.now().toString(36)}${seq++}@load.example`;
  const user = await must<{ id: number; clinicId: number }>(() => call(baseURL, jar, 'POST', '/api/register', { email, name: `Dr ${tag}`, country: 'us', specialty: 'internal-medicine', password: 'load-test-password', ...(inviteCode ? { inviteCode } : {}) }),
    `register ${tag}`,
  );
  return { id: user.id, clinicId: user.clinicId, jar, colleagues: [] };
}

async function seedWorld(baseURL: string, stateDir: string, o: LoadOptions): Promise<Clinic[]> {
  const clinics: Clinic[] = [];
  for (let c = 0; c < o.clinics; c++) {
    const owner = await register(baseURL, `owner${c}`);
    const doctors = [owner];
    for (let d = 1; d < o.doctorsPerClinic; d++) {
      const invite = await must<{ code: string }>(() => call(baseURL, owner.jar, 'POST', '/api/clinic/invites', {}), 'invite');
      doctors.push(await register(baseURL, `doc${c}-${d}`, invite.code));
    }
    for (const d of doctors) d.colleagues = doctors.filter((x) => x !== d).map((x) => x.id);
    seedClinicPatients(stateDir, owner.clinicId, o.patientsPerClinic);
    const list = await must<{ id: number }[]>(() => call(baseURL, owner.jar, 'GET', '/api/patients?limit=500'), 'patient list');
    clinics.push({ id: owner.clinicId, owner, doctors, patientIds: list.map((p) => p.id), labIds: [], pendingLabIds: [] });
    if ((c + 1) % 5 === 0 || c + 1 === o.clinics) o.log(`  seeded ${c + 1}/${o.clinics} clinics`);
  }
  // A working day's history per doctor: today's schedule, a few notes, results and messages.
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  await Promise.all(
    clinics.map(async (clinic) => {
      for (const d of clinic.doctors) {
        for (let k = 0; k < 6; k++) {
          const start = today.getTime() + (8 * 60 + k * 45) * 60_000;
          await must(() => call(baseURL, d.jar, 'POST', '/api/appointments', {
              patientId: pick(clinic.patientIds), doctorId: d.id, dateTime: new Date(start).toISOString(), endDateTime: new Date(start + 30 * 60_000).toISOString(),
              purpose: 'Follow-up visit', type: 'Office Visit', status: 'Scheduled',
            }),
            'appointment',
          );
        }
        for (let k = 0; k < 3; k++) await must(() => call(baseURL, d.jar, 'POST', '/api/clinical-notes', { patientId: pick(clinic.patientIds), noteContent: NOTE }), 'note');
        for (let k = 0; k < 2; k++) {
          const lab = await must<{ id: number }>(() => call(baseURL, d.jar, 'POST', '/api/lab-results', labBody(pick(clinic.patientIds))), 'lab result');
          clinic.labIds.push(lab.id);
          clinic.pendingLabIds.push(lab.id);
        }
        for (let k = 0; k < 2; k++) await must(() => call(baseURL, d.jar, 'POST', '/api/messages', { toId: pick(d.colleagues), content: MESSAGE }), 'message');
      }
    }),
  );
  return clinics;
}

// ---------------------------------------------------------------------------------------------
// The mix: what one doctor's app asks for, weighted (≈85 % reads, 15 % writes).

interface Op {
  name: string;
  weight: number;
  write: boolean;
  run(baseURL: string, d: Doctor, clinic: Clinic): Promise<{ status: number; json: unknown }>;
}

export const MIX: Op[] = [
  { name: 'GET patients (list)', weight: 10, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/patients?limit=50') },
  { name: 'GET patients?q (search)', weight: 12, write: false, run: (b, d) => call(b, d.jar, 'GET', `/api/patients?q=${pick(SEARCHES)}&limit=20`) },
  { name: 'GET patients/:id (audited)', weight: 10, write: false, run: (b, d, c) => call(b, d.jar, 'GET', `/api/patients/${pick(c.patientIds)}`) },
  { name: 'GET patients/:id/record', weight: 8, write: false, run: (b, d, c) => call(b, d.jar, 'GET', `/api/patients/${pick(c.patientIds)}/record`) },
  { name: 'GET appointments/today', weight: 10, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/appointments/today') },
  { name: 'GET stats', weight: 10, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/stats') },
  { name: 'GET messages/unread-count', weight: 12, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/messages/unread-count') },
  { name: 'GET messages (inbox)', weight: 2, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/messages') },
  { name: 'GET lab-results?pending', weight: 6, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/lab-results?pending=true') },
  { name: 'GET clinical-notes (recent)', weight: 5, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/clinical-notes?limit=20') },
  {
    name: 'POST patients', weight: 2, write: true,
    run: async (b, d, c) => {
      const r = await call(b, d.jar, 'POST', '/api/patients', { fullName: `${pick(FIRST)} ${pick(LAST)}`, age: 1 + rand(95), gender: pick(['Male', 'Female']), condition: 'Hypertension', contactNumber: '+1 555 010 0199', email: '' });
      if (r.status === 201) c.patientIds.push((r.json as { id: number }).id);
      return r;
    },
  },
  { name: 'POST clinical-notes', weight: 4, write: true, run: (b, d, c) => call(b, d.jar, 'POST', '/api/clinical-notes', { patientId: pick(c.patientIds), noteContent: NOTE }) },
  {
    name: 'POST appointments', weight: 3, write: true,
    run: (b, d, c) => call(b, d.jar, 'POST', '/api/appointments', { patientId: pick(c.patientIds), doctorId: d.id, ...futureSlot(), purpose: 'Routine review', type: pick(['Office Visit', 'Telehealth']), status: 'Scheduled' }),
  },
  { name: 'POST messages', weight: 3, write: true, run: (b, d) => call(b, d.jar, 'POST', '/api/messages', { toId: pick(d.colleagues), content: MESSAGE }) },
  {
    name: 'POST lab-results', weight: 1, write: true,
    run: async (b, d, c) => {
      const r = await call(b, d.jar, 'POST', '/api/lab-results', labBody(pick(c.patientIds)));
      if (r.status === 201) {
        c.labIds.push((r.json as { id: number }).id);
        c.pendingLabIds.push((r.json as { id: number }).id);
      }
      return r;
    },
  },
  { name: 'PATCH lab-results/:id/review', weight: 2, write: true, run: (b, d, c) => call(b, d.jar, 'PATCH', `/api/lab-results/${c.pendingLabIds.pop() ?? pick(c.labIds)}/review`) },
];
const TOTAL_WEIGHT = MIX.reduce((s, op) => s + op.weight, 0);

function pickOp(): Op {
  let x = Math.random() * TOTAL_WEIGHT;
  for (const op of MIX) if ((x -= op.weight) < 0) return op;
  return MIX[0]!;
}

// ---------------------------------------------------------------------------------------------
// Server CPU: the processes under the `wrangler dev` that serves this state dir: wrangler's Node
// process (request logging), the proxy workerd, and the workerd that runs the Worker together
// with local D1, KV and the Durable Objects (one thread: they cannot be told apart by CPU).

function procTable(): { pid: number; ppid: number }[] {
  const out: { pid: number; ppid: number }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      out.push({ pid: Number(name), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) });
    } catch {
      // exited
    }
  }
  return out;
}

interface ServerProcs {
  all: number[];
  /** The workerd holding the local D1 files: Worker + D1 + KV + DOs. */
  runtime: number[];
}

/** The wrangler process(es) started for `stateDir` and all their descendants, each once. */
function serverProcs(stateDir: string): ServerProcs {
  if (process.platform !== 'linux') return { all: [], runtime: [] };
  const table = procTable();
  const kids = new Map<number, number[]>();
  for (const { pid, ppid } of table) kids.set(ppid, [...(kids.get(ppid) ?? []), pid]);
  const all = new Set<number>();
  const walk = (pid: number) => {
    if (all.has(pid)) return;
    all.add(pid);
    for (const k of kids.get(pid) ?? []) walk(k);
  };
  for (const { pid } of table) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes('wrangler') && cmd.includes(stateDir)) walk(pid);
    } catch {
      // exited
    }
  }
  const runtime = [...all].filter((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`).includes(join(stateDir, 'v3', 'd1'));
        } catch {
          return false;
        }
      });
    } catch {
      return false;
    }
  });
  return { all: [...all], runtime };
}

const TICK_MS = 10; // CLK_TCK = 100 on Linux
/** Total user+system CPU milliseconds consumed so far by `pids`. */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]); // utime, stime
    } catch {
      // exited
    }
  }
  return ticks * TICK_MS;
}

/** Busy CPU milliseconds of the whole machine so far (all cores, from /proc/stat). */
function machineBusyMs(): number {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (f[3] ?? 0) + (f[4] ?? 0); // idle + iowait
    return (f.reduce((a, b) => a + b, 0) - idle) * TICK_MS;
  } catch {
    return NaN;
  }
}

const clientCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// ---------------------------------------------------------------------------------------------
// Storage calls per request, from wrangler's local trace store (local-dev observability, on by
// default): every invocation's D1 queries (with rows read/written) and KV operations are spans.

interface Window {
  op: string;
  from: number;
  to: number;
}

export interface CallProfile {
  op: string;
  requests: number;
  d1PerRequest: number;
  kvPerRequest: number;
  otherPerRequest: number;
  rowsReadPerRequest: number;
  rowsWrittenPerRequest: number;
  /** Mean wall time of one D1 call as the Worker saw it (local round trip), ms. */
  d1CallMs: number;
}

function findTraceStore(stateDir: string): string | null {
  const base = join(stateDir, 'v3', 'observability');
  try {
    for (const dir of readdirSync(base)) {
      const file = readdirSync(join(base, dir)).find((f) => /^[0-9a-f]{16,}\.sqlite$/.test(f));
      if (file) return join(base, dir, file);
    }
  } catch {
    // no local observability
  }
  return null;
}

export interface QueryStat {
  sql: string;
  calls: number;
  meanRowsRead: number;
  maxRowsRead: number;
  meanRowsWritten: number;
}

/** The D1 statements that read the most rows in total while tracing was on. */
async function topQueries(stateDir: string, from: number, to: number, limit = 10): Promise<QueryStat[]> {
  const file = findTraceStore(stateDir);
  if (!file) return [];
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (
      db
        .prepare(
          `SELECT json_extract(attributes, '$."db.query.text"') AS sql, count(*) AS calls,
                  avg(json_extract(attributes, '$."cloudflare.d1.response.rows_read"')) AS meanRowsRead,
                  max(json_extract(attributes, '$."cloudflare.d1.response.rows_read"')) AS maxRowsRead,
                  avg(json_extract(attributes, '$."cloudflare.d1.response.rows_written"')) AS meanRowsWritten
           FROM spans WHERE kind = 'd1' AND trace_id IN (SELECT trace_id FROM spans WHERE parent_id IS NULL AND start_ms BETWEEN ? AND ?)
           GROUP BY sql ORDER BY sum(json_extract(attributes, '$."cloudflare.d1.response.rows_read"')) DESC LIMIT ?`,
        )
        .all(from, to, limit) as unknown as QueryStat[]
    ).map((q) => ({ ...q, sql: String(q.sql ?? '') }));
  } finally {
    db.close();
  }
}

/** Kinds of the non-D1, non-KV calls seen (Durable Object RPCs and the like). */
export const otherKinds = new Set<string>();

async function callProfiles(stateDir: string, windows: Window[]): Promise<CallProfile[]> {
  const file = findTraceStore(stateDir);
  if (!file) return [];
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const roots = db.prepare("SELECT trace_id, start_ms FROM spans WHERE parent_id IS NULL AND kind = 'http'").all() as { trace_id: string; start_ms: number }[];
    const children = db.prepare("SELECT kind, duration_ms, json_extract(attributes, '$.\"cloudflare.d1.response.rows_read\"') AS rr, json_extract(attributes, '$.\"cloudflare.d1.response.rows_written\"') AS rw FROM spans WHERE trace_id = ? AND parent_id IS NOT NULL");
    return windows.map((w) => {
      const traces = roots.filter((r) => r.start_ms >= w.from && r.start_ms <= w.to);
      let d1 = 0, kv = 0, other = 0, rr = 0, rw = 0, d1ms = 0;
      for (const t of traces) {
        for (const s of children.all(t.trace_id) as { kind: string; duration_ms: number | null; rr: number | null; rw: number | null }[]) {
          if (s.kind === 'd1') {
            d1++;
            d1ms += s.duration_ms ?? 0;
            rr += s.rr ?? 0;
            rw += s.rw ?? 0;
          } else if (s.kind === 'kv') kv++;
          else if (s.kind !== 'fetch') other++; // 'fetch' spans are the D1 binding's own transport
        }
      }
      const n = traces.length || NaN;
      if (other > 0) for (const k of db.prepare("SELECT DISTINCT kind, name FROM spans WHERE kind NOT IN ('d1', 'kv', 'fetch', 'http')").all() as { kind: string; name: string }[]) otherKinds.add(`${k.kind}:${k.name}`);
      return { op: w.op, requests: traces.length, d1PerRequest: d1 / n, kvPerRequest: kv / n, otherPerRequest: other / n, rowsReadPerRequest: rr / n, rowsWrittenPerRequest: rw / n, d1CallMs: d1 ? d1ms / d1 : NaN };
    });
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Running steps.

export interface StepResult {
  users: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  writeP99: number;
  errors: number;
  conflicts: number;
  errorSamples: string[];
  serverCpuMsPerRequest: number;
  serverCores: number;
  runtimeCores: number;
  clientCores: number;
  /** CPU used meanwhile by everything else on the machine (other people's tests, the OS). */
  otherCores: number;
}

interface Sample {
  op: string;
  write: boolean;
  ms: number;
  status: number;
}

const isError = (s: number) => s !== 409 && (s < 200 || s > 299);

async function runStep(baseURL: string, procs: ServerProcs, users: { d: Doctor; c: Clinic }[], o: LoadOptions): Promise<StepResult> {
  const samples: Sample[] = [];
  let served = 0;
  // CPU is read around the whole step (warm-up included) and divided by every request served.
  const s0 = cpuMs(procs.all);
  const r0 = cpuMs(procs.runtime);
  const c0 = clientCpuMs();
  const m0 = machineBusyMs();
  const w0 = performance.now();
  const measureFrom = w0 + o.warmupSeconds * 1000;
  const end = measureFrom + o.stepSeconds * 1000;
  await Promise.all(
    users.map(async ({ d, c }) => {
      while (performance.now() < end) {
        const op = pickOp();
        const t = performance.now();
        let status: number;
        try {
          status = (await op.run(baseURL, d, c)).status;
        } catch {
          status = 0; // no answer: connection refused or dropped
        }
        served++;
        const done = performance.now();
        if (t >= measureFrom && done <= end) samples.push({ op: op.name, write: op.write, ms: done - t, status });
      }
    }),
  );
  const wall = (performance.now() - w0) / 1000;
  const serverCpu = cpuMs(procs.all) - s0;
  const lat = samples.map((s) => s.ms);
  const errs = samples.filter((s) => isError(s.status));
  const kinds = new Map<string, number>();
  for (const e of errs) kinds.set(`${e.op} → ${e.status}`, (kinds.get(`${e.op} → ${e.status}`) ?? 0) + 1);
  return {
    users: users.length,
    seconds: o.stepSeconds,
    requests: samples.length,
    rps: samples.length / o.stepSeconds,
    p50: percentile(lat, 0.5),
    p95: percentile(lat, 0.95),
    p99: percentile(lat, 0.99),
    writeP99: percentile(samples.filter((s) => s.write).map((s) => s.ms), 0.99),
    errors: errs.length,
    conflicts: samples.filter((s) => s.status === 409).length,
    errorSamples: [...kinds].map(([k, n]) => `${k} ×${n}`),
    serverCpuMsPerRequest: served ? serverCpu / served : NaN,
    serverCores: serverCpu / 1000 / wall,
    runtimeCores: (cpuMs(procs.runtime) - r0) / 1000 / wall,
    clientCores: (clientCpuMs() - c0) / 1000 / wall,
    otherCores: Math.max(0, (machineBusyMs() - m0 - serverCpu - (clientCpuMs() - c0)) / 1000 / wall),
  };
}

export interface EndpointProfile {
  op: string;
  n: number;
  mean: number;
  p50: number;
  p99: number;
  /** CPU of all local server processes per request (proxy, logging, Worker, local D1/KV/DOs). */
  serverCpuMs: number;
  /** CPU of the workerd running the Worker and local D1/KV/DOs, per request. */
  runtimeCpuMs: number;
  errors: number;
}

const HEALTH: Op = { name: 'GET health (no session, no storage)', weight: 0, write: false, run: (b) => call(b, null, 'GET', '/api/health') };

/** Each endpoint alone, one request at a time, spread over clinics and doctors. */
async function profileEndpoints(baseURL: string, procs: ServerProcs, clinics: Clinic[], requests: number): Promise<{ profiles: EndpointProfile[]; windows: Window[] }> {
  const profiles: EndpointProfile[] = [];
  const windows: Window[] = [];
  for (const op of [HEALTH, ...MIX]) {
    for (let i = 0; i < 5; i++) {
      const c = clinics[i % clinics.length]!;
      await op.run(baseURL, c.doctors[i % c.doctors.length]!, c);
    }
    await new Promise((r) => setTimeout(r, 300));
    const lat: number[] = [];
    let errors = 0;
    const from = Date.now();
    const s0 = cpuMs(procs.all);
    const r0 = cpuMs(procs.runtime);
    for (let i = 0; i < requests; i++) {
      const c = clinics[i % clinics.length]!;
      const d = c.doctors[Math.floor(i / clinics.length) % c.doctors.length]!;
      const t = performance.now();
      const r = await op.run(baseURL, d, c);
      lat.push(performance.now() - t);
      if (isError(r.status)) errors++;
    }
    const to = Date.now();
    // Let background work (waitUntil audit sealing) finish inside the measured window.
    await new Promise((r) => setTimeout(r, 300));
    const n = lat.length;
    profiles.push({ op: op.name, n, mean: lat.reduce((a, b) => a + b, 0) / n, p50: percentile(lat, 0.5), p99: percentile(lat, 0.99), serverCpuMs: (cpuMs(procs.all) - s0) / n, runtimeCpuMs: (cpuMs(procs.runtime) - r0) / n, errors });
    windows.push({ op: op.name, from, to });
  }
  return { profiles, windows };
}

// ---------------------------------------------------------------------------------------------
// Bytes per row, from the local D1 file (dbstat: pages of each table and of its indexes).

export interface TableSize {
  table: string;
  rows: number;
  bytes: number;
  bytesPerRow: number;
}

function findD1Files(stateDir: string): string[] {
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  try {
    return readdirSync(dir).filter((f) => /^[0-9a-f]{16,}\.sqlite$/.test(f)).map((f) => join(dir, f));
  } catch {
    return [];
  }
}

async function tableSizes(stateDir: string): Promise<{ fileBytes: number; sizes: TableSize[] } | null> {
  const { DatabaseSync } = await import('node:sqlite');
  let best: { file: string; patients: number } | null = null;
  for (const file of findD1Files(stateDir)) {
    try {
      const db = new DatabaseSync(file, { readOnly: true });
      const n = (db.prepare('SELECT count(*) AS n FROM patients').get() as { n: number }).n;
      db.close();
      if (!best || n > best.patients) best = { file, patients: n };
    } catch {
      // not migrated
    }
  }
  if (!best) return null;
  const db = new DatabaseSync(best.file, { readOnly: true });
  try {
    const owner = new Map<string, string>();
    for (const r of db.prepare("SELECT name, tbl_name FROM sqlite_schema WHERE type IN ('table','index')").all() as { name: string; tbl_name: string }[]) {
      owner.set(r.name, r.tbl_name.startsWith('patients_fts') ? 'patients' : r.tbl_name);
    }
    const bytes = new Map<string, number>();
    for (const r of db.prepare('SELECT name, sum(pgsize) AS b FROM dbstat GROUP BY name').all() as { name: string; b: number }[]) {
      const t = owner.get(r.name) ?? r.name;
      bytes.set(t, (bytes.get(t) ?? 0) + r.b);
    }
    const tables = ['patients', 'clinical_notes', 'appointments', 'lab_results', 'messages', 'audit_events', 'users', 'clinics'];
    const sizes = tables.map((table) => {
      const rows = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      const b = bytes.get(table) ?? 0;
      return { table, rows, bytes: b, bytesPerRow: rows ? b / rows : NaN };
    });
    const page = (db.prepare('PRAGMA page_size').get() as { page_size: number }).page_size;
    const count = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    return { fileBytes: page * count || statSync(best.file).size, sizes };
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Queries whose cost grows with a clinic's history, timed directly in SQLite (node:sqlite, same
// engine as D1) on the app's own migrations, with N rows of history in one clinic. The SQL is
// what drizzle sends (copied from the trace store); D1 runs one query at a time per database, so
// these times come straight off its throughput.

export interface HistoryTiming {
  rows: number;
  query: string;
  ms: number;
  msAnalyzed: number;
  /** With the index in `index` added (a candidate fix, not in the app's migrations). */
  msIndexed: number;
  index: string;
}

const HISTORY_QUERIES: { name: string; sql: string; args: number[]; index: string }[] = [
  {
    name: 'patient by id (baseline: indexed point read)',
    sql: 'select * from "patients" where ("patients"."clinic_id" = ? and "patients"."id" = ?)',
    args: [1, 1],
    index: '',
  },
  {
    name: 'audit chain head (every write and every audited patient view, in the seal)',
    sql: 'select "hash" from "audit_events" where ("audit_events"."clinic_id" = ? and "audit_events"."hash" is not null) order by "audit_events"."id" desc limit ?',
    args: [1, 1],
    index: 'CREATE INDEX audit_events_clinic_id_idx ON audit_events (clinic_id, id)',
  },
  {
    name: 'unread messages count (GET messages/unread-count, GET stats)',
    sql: 'select count(*) from "messages" where ("messages"."clinic_id" = ? and "messages"."to_id" = ? and "messages"."is_read" = ?)',
    args: [1, 1, 0],
    index: 'CREATE INDEX messages_unread_idx ON messages (to_id, is_read, clinic_id)',
  },
  {
    name: 'pending results count (GET stats)',
    sql: 'select count(*) from "lab_results" inner join "patients" on "patients"."id" = "lab_results"."patient_id" where ("lab_results"."clinic_id" = ? and "lab_results"."is_reviewed" = ? and "patients"."deleted_at" is null)',
    args: [1, 0],
    index: 'CREATE INDEX lab_results_clinic_reviewed_idx ON lab_results (clinic_id, is_reviewed)',
  },
];

export async function measureHistoryQueries(sizes = [10_000, 100_000, 1_000_000]): Promise<HistoryTiming[]> {
  const { DatabaseSync } = await import('node:sqlite');
  const out: HistoryTiming[] = [];
  const migrations = readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort();
  for (const n of sizes) {
    const dir = mkdtempSync(join(tmpdir(), 'medassist-history-'));
    const db = new DatabaseSync(join(dir, 'h.sqlite'));
    try {
      for (const f of migrations) db.exec(readFileSync(join('migrations', f), 'utf8'));
      db.exec("INSERT INTO clinics (id, name) VALUES (1, 'Big'), (2, 'Other')");
      db.exec("INSERT INTO users (id, clinic_id, clinic_role, username, email, password_hash, name, role) VALUES " + [1, 2, 3, 4, 5].map((i) => `(${i}, 1, 'member', 'u${i}', 'u${i}@x.example', 'h', 'Dr ${i}', 'doctor')`).join(','));
      db.exec("INSERT INTO patients (clinic_id, full_name, age, gender, created_by) VALUES (1, 'History Patient', 50, 'Female', 1)");
      db.exec('BEGIN');
      const audit = db.prepare("INSERT INTO audit_events (clinic_id, user_id, patient_id, action, entity, entity_id, at, hash) VALUES (1, ?, 1, 'view', 'patient', 1, ?, ?)");
      const msg = db.prepare("INSERT INTO messages (clinic_id, from_id, to_id, content, is_read) VALUES (1, NULL, ?, 'New lab result: Basic metabolic panel for History Patient.', ?)");
      const lab = db.prepare("INSERT INTO lab_results (clinic_id, patient_id, lab_name, result_data, is_reviewed) VALUES (1, 1, 'CBC', '{}', ?)");
      const hash = 'f'.repeat(64);
      for (let i = 0; i < n; i++) {
        audit.run(1 + (i % 5), 1_700_000_000_000 + i, hash);
        msg.run(1 + (i % 5), i % 20 === 0 ? 0 : 1);
        if (i % 4 === 0) lab.run(i % 50 === 0 ? 0 : 1); // results: a quarter as many rows as messages
      }
      db.exec('COMMIT');
      const time = () =>
        HISTORY_QUERIES.map((q) => {
          const stmt = db.prepare(q.sql);
          stmt.all(...q.args);
          const runs: number[] = [];
          for (let r = 0; r < 7; r++) {
            const t = performance.now();
            stmt.all(...q.args);
            runs.push(performance.now() - t);
          }
          return percentile(runs, 0.5);
        });
      const plain = time();
      db.exec('ANALYZE');
      const analyzed = time();
      for (const q of HISTORY_QUERIES) if (q.index) db.exec(q.index);
      db.exec('ANALYZE');
      const indexed = time();
      HISTORY_QUERIES.forEach((q, i) => out.push({ rows: n, query: q.name, ms: plain[i]!, msAnalyzed: analyzed[i]!, msIndexed: q.index ? indexed[i]! : NaN, index: q.index }));
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

/** A server measureLoad can restart on the same state (to switch wrangler's local tracing off). */
export interface LoadServer extends BenchServer {
  restart?(env: Record<string, string>): Promise<void>;
}

export interface LoadReport {
  options: Omit<LoadOptions, 'log'>;
  world: { clinics: number; doctors: number; patients: number; seedSeconds: number };
  steps: StepResult[];
  stepsTraced: boolean;
  saturation: string;
  profile: EndpointProfile[];
  calls: CallProfile[];
  queries: QueryStat[];
  history: HistoryTiming[];
  storage: Awaited<ReturnType<typeof tableSizes>>;
  machine: string;
}

function saturationVerdict(steps: StepResult[]): string {
  if (steps.length === 0) return 'no steps';
  let peak = steps[0]!;
  for (const s of steps) if (s.rps > peak.rps) peak = s;
  const knee = steps.findIndex((s, i) => i > 0 && s.rps < steps[i - 1]!.rps * 1.1);
  const last = steps.at(-1)!;
  if (knee < 0) return `throughput still rising at ${last.users} users (${last.rps.toFixed(0)} req/s): not saturated in the tested range`;
  const before = steps[knee - 1]!;
  return `saturates at about ${before.users} users: throughput peaks near ${peak.rps.toFixed(0)} req/s (at ${peak.users} users) and stops rising, while p99 climbs from ${before.p99.toFixed(0)} ms (${before.users} users) to ${last.p99.toFixed(0)} ms (${last.users} users)`;
}

/** Seeds the world into `server`, profiles every endpoint alone, then runs the concurrency steps. */
export async function measureLoad(server: LoadServer, options: Partial<LoadOptions> = {}): Promise<LoadReport> {
  const o: LoadOptions = { ...DEFAULT_LOAD_OPTIONS, ...options };
  o.log(`Seeding ${o.clinics} clinics × ${o.doctorsPerClinic} doctors × ${o.patientsPerClinic} patients…`);
  const t0 = performance.now();
  const clinics = await seedWorld(server.baseURL, server.stateDir, o);
  const seedSeconds = (performance.now() - t0) / 1000;
  const doctors = clinics.flatMap((c) => c.doctors.map((d) => ({ d, c })));
  // Interleave clinics, so that N users always span min(N, clinics) clinics.
  const byClinic = clinics.map((c) => doctors.filter((x) => x.c === c));
  const order: { d: Doctor; c: Clinic }[] = [];
  for (let i = 0; order.length < doctors.length; i++) for (const list of byClinic) if (list[i]) order.push(list[i]!);

  o.log('Storage calls per endpoint (from the local trace store)…');
  let procs = serverProcs(server.stateDir);
  const traced = await profileEndpoints(server.baseURL, procs, clinics, Math.max(10, Math.round(o.profileRequests / 3)));
  await new Promise((r) => setTimeout(r, 2000)); // the collector persists spans in batches
  const calls = await callProfiles(server.stateDir, traced.windows);
  const queries = await topQueries(server.stateDir, traced.windows[0]?.from ?? 0, traced.windows.at(-1)?.to ?? 0);
  let stepsTraced = true;
  if (server.restart && calls.length > 0) {
    o.log('Restarting wrangler dev without local tracing (X_LOCAL_OBSERVABILITY=false) for the timings…');
    await server.restart({ X_LOCAL_OBSERVABILITY: 'false' });
    procs = serverProcs(server.stateDir);
    stepsTraced = false;
  }
  if (procs.all.length === 0) o.log('  (server processes not found: CPU will read 0)');

  o.log('Profiling endpoints at concurrency 1…');
  const { profiles } = await profileEndpoints(server.baseURL, procs, clinics, o.profileRequests);

  const steps: StepResult[] = [];
  for (const n of o.steps) {
    const users = Array.from({ length: n }, (_, i) => order[i % order.length]!);
    const r = await runStep(server.baseURL, procs, users, o);
    steps.push(r);
    o.log(`  ${n} users: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors, ${r.conflicts} × 409, server ${r.serverCpuMsPerRequest.toFixed(2)} CPU-ms/req (${r.serverCores.toFixed(2)} cores, runtime ${r.runtimeCores.toFixed(2)}), client ${r.clientCores.toFixed(2)} cores, others ${r.otherCores.toFixed(2)} cores`);
  }
  const storage = await tableSizes(server.stateDir);
  o.log('Timing history-dependent queries in SQLite…');
  const history = await measureHistoryQueries();
  const { log: _log, ...rest } = o;
  return {
    options: rest,
    world: { clinics: clinics.length, doctors: doctors.length, patients: clinics.reduce((s, c) => s + c.patientIds.length, 0), seedSeconds },
    steps,
    stepsTraced,
    saturation: saturationVerdict(steps),
    profile: profiles,
    calls,
    queries,
    history,
    storage,
    machine: `${process.platform}/${process.arch}, ${cpus().length} CPUs, Node ${process.version}`,
  };
}

const f1 = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
const f2 = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '—');

/** The report as markdown tables. */
export function loadTables(r: LoadReport): string {
  const out: string[] = [];
  out.push(
    `${r.world.clinics} clinics, ${r.world.doctors} doctors, ${r.options.patientsPerClinic} seeded patients per clinic; closed loop (no think time), ` +
      `${r.options.stepSeconds} s per step after ${r.options.warmupSeconds} s warm-up; wrangler's local tracing ${r.stepsTraced ? 'on' : 'off'}; ${r.machine}; load generator on the same machine.`,
  );
  out.push('');
  out.push('| users | requests | req/s | p50 | p95 | p99 | write p99 | errors | 409 | server CPU-ms/req | server CPU (cores) | of which runtime | client CPU (cores) | other processes (cores) |');
  out.push('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of r.steps) {
    out.push(`| ${s.users} | ${s.requests} | ${s.rps.toFixed(0)} | ${f1(s.p50)} ms | ${f1(s.p95)} ms | ${f1(s.p99)} ms | ${f1(s.writeP99)} ms | ${s.errors} | ${s.conflicts} | ${f2(s.serverCpuMsPerRequest)} | ${f2(s.serverCores)} | ${f2(s.runtimeCores)} | ${f2(s.clientCores)} | ${f2(s.otherCores)} |`);
  }
  out.push('');
  out.push(`Verdict: ${r.saturation}.`);
  const errs = r.steps.flatMap((s) => s.errorSamples.map((e) => `${s.users} users: ${e}`));
  if (errs.length) out.push(`Errors: ${errs.join('; ')}.`);
  out.push('');
  out.push('| endpoint alone (concurrency 1) | mix weight | mean | p50 | p99 | server CPU-ms/req | runtime CPU-ms/req | D1 queries/req | rows read/req | rows written/req | KV ops/req | other calls/req | local D1 call (mean) |');
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const weightOf = (name: string) => MIX.find((m) => m.name === name)?.weight ?? 0;
  for (const p of r.profile) {
    const c = r.calls.find((x) => x.op === p.op);
    out.push(
      `| ${p.op} | ${weightOf(p.op)} | ${f1(p.mean)} ms | ${f1(p.p50)} ms | ${f1(p.p99)} ms | ${f2(p.serverCpuMs)} | ${f2(p.runtimeCpuMs)} | ` +
        `${c ? f1(c.d1PerRequest) : '—'} | ${c ? f1(c.rowsReadPerRequest) : '—'} | ${c ? f1(c.rowsWrittenPerRequest) : '—'} | ${c ? f1(c.kvPerRequest) : '—'} | ${c ? f1(c.otherPerRequest) : '—'} | ${c ? `${f2(c.d1CallMs)} ms` : '—'} |` +
        (p.errors ? ` (${p.errors} errors)` : ''),
    );
  }
  const w = (f: (op: string) => number) => MIX.reduce((s, op) => s + op.weight * f(op.name), 0) / TOTAL_WEIGHT;
  const prof = (name: string) => r.profile.find((p) => p.op === name)!;
  const cl = (name: string) => r.calls.find((c) => c.op === name);
  out.push(
    `| *weighted mix* | ${TOTAL_WEIGHT} | ${f1(w((n) => prof(n).mean))} ms | | | ${f2(w((n) => prof(n).serverCpuMs))} | ${f2(w((n) => prof(n).runtimeCpuMs))} | ` +
      `${r.calls.length ? f1(w((n) => cl(n)?.d1PerRequest ?? NaN)) : '—'} | ${r.calls.length ? f1(w((n) => cl(n)?.rowsReadPerRequest ?? NaN)) : '—'} | ${r.calls.length ? f1(w((n) => cl(n)?.rowsWrittenPerRequest ?? NaN)) : '—'} | ` +
      `${r.calls.length ? f1(w((n) => cl(n)?.kvPerRequest ?? NaN)) : '—'} | ${r.calls.length ? f1(w((n) => cl(n)?.otherPerRequest ?? NaN)) : '—'} | |`,
  );
  if (otherKinds.size) out.push('', `"Other calls" are: ${[...otherKinds].join(', ')}.`);
  if (r.queries.length) {
    out.push('');
    out.push('| D1 statement (traced pass over every endpoint; most rows read in total first) | calls | rows read (mean / max) | rows written (mean) |');
    out.push('|---|---:|---:|---:|');
    const short = (sql: string) => sql.replace(/"/g, '').replace(/\s+/g, ' ').slice(0, 170).replace(/\|/g, '\\|');
    for (const q of r.queries) out.push(`| \`${short(q.sql)}\` | ${q.calls} | ${f1(q.meanRowsRead)} / ${q.maxRowsRead} | ${f1(q.meanRowsWritten)} |`);
  }
  if (r.history.length) {
    out.push('');
    out.push("| query whose cost grows with one clinic's history (SQLite, median) | rows of history in the clinic | ms | ms after ANALYZE | ms with the candidate index |");
    out.push('|---|---:|---:|---:|---:|');
    for (const h of r.history) out.push(`| ${h.query} | ${h.rows.toLocaleString('en-US')} | ${h.ms.toFixed(3)} | ${h.msAnalyzed.toFixed(3)} | ${Number.isFinite(h.msIndexed) ? h.msIndexed.toFixed(3) : '—'} |`);
    const idx = [...new Set(r.history.map((h) => h.index).filter(Boolean))];
    if (idx.length) out.push('', `Candidate indexes (not in migrations/): ${idx.map((i) => `\`${i}\``).join('; ')}.`);
  }
  if (r.storage) {
    out.push('');
    out.push(`Local D1 after the run: ${(r.storage.fileBytes / 1e6).toFixed(1)} MB.`);
    out.push('');
    out.push('| table (with its indexes) | rows | bytes | bytes/row |');
    out.push('|---|---:|---:|---:|');
    for (const t of r.storage.sizes) out.push(`| ${t.table} | ${t.rows} | ${t.bytes} | ${Number.isFinite(t.bytesPerRow) ? t.bytesPerRow.toFixed(0) : '—'} |`);
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------


/** A local server (scripts/lib/local-server.ts) serving a private copy of the build, restartable with other environment variables. */
export function startSnapshotServer({ build = true } = {}): Promise<LoadServer> {
  return startLocalServer({ build, snapshot: true, label: 'load' });
}

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      clinics: { type: 'string' },
      doctors: { type: 'string' },
      patients: { type: 'string' },
      steps: { type: 'string' },
      seconds: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const options: Partial<LoadOptions> = {
    ...(values.clinics ? { clinics: Number(values.clinics) } : {}),
    ...(values.doctors ? { doctorsPerClinic: Number(values.doctors) } : {}),
    ...(values.patients ? { patientsPerClinic: Number(values.patients) } : {}),
    ...(values.steps ? { steps: values.steps.split(',').map(Number) } : {}),
    ...(values.seconds ? { stepSeconds: Number(values.seconds) } : {}),
  };
  const server = await startSnapshotServer({ build: !values['no-build'] });
  let report: LoadReport;
  try {
    report = await measureLoad(server, options);
  } finally {
    await server.stop();
  }
  console.log(loadTables(report));
  if (values.json) console.log(JSON.stringify(report, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
