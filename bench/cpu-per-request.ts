// `node bench/cpu-per-request.ts [--no-build] [--requests N]`: where a request's CPU goes in the local
// stack, per process, and how its latency spreads. For each kind below, N requests at 10 clients;
// the CPU each process of the server (wrangler's Node process, its proxy workerd, the Worker's
// workerd) spent, from /proc, divided by N; and the kind's p50 / p99 / max. The Worker's workerd
// runs the Worker, the users' hubs and local D1 on one thread, so its CPU per request bounds the
// requests per second (reported; the cost budget is per route, in bench/cost/).
import { readFileSync } from 'node:fs';
import { cpuMs, serverProcs } from './load/server-cpu.ts';
import { pushVarFlags } from './push.ts';
import { seedPatients, signIn, startServer } from './lib/server.ts';
import { percentile, timeConcurrent } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const requests = Number(arg('--requests', '3000'));

// With a VAPID pair, so the session-check-only route answers 200.
const server = await startServer({ build: !process.argv.includes('--no-build'), vars: await pushVarFlags() });
try {
  const doctor = await seedPatients(server.stateDir, 500);
  const cookie = await signIn(server.baseURL, doctor.username, doctor.password);
  // Looked up once D1 is open: the Worker's workerd is the one holding its files (load/server-cpu.ts).
  const procs = serverProcs(server.stateDir);
  const label = (pid: number) => {
    if (procs.runtime.includes(pid)) return 'Worker workerd';
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'workerd') return 'proxy workerd';
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('wrangler-dist') ? 'wrangler (node)' : null;
  };
  // Wrangler's launcher and helper processes spend nothing per request: left out.
  const measured = procs.all.filter((pid) => label(pid) !== null);
  const get = (path: string, auth: boolean) => () => fetch(`${server.baseURL}${path}`, auth ? { headers: { Cookie: cookie } } : {});
  const kinds: [string, () => Promise<Response>][] = [
    ['GET /api/health (bare)', get('/api/health', false)],
    ['GET /api/push/vapid-public-key (the session check only)', get('/api/push/vapid-public-key', true)],
    ['GET /api/patients?limit=1', get('/api/patients?limit=1', true)],
    ['GET /api/patients?limit=50', get('/api/patients?limit=50', true)],
  ];
  for (const [, fn] of kinds) await timeConcurrent(300, 10, fn); // warm every kind up
  console.log(`| request (${requests} at 10 clients) | ${measured.map(label).join(' | ')} | p50 / p99 / max |`);
  console.log(`|---|${measured.map(() => '---').join('|')}|---|`);
  for (const [name, fn] of kinds) {
    const start = measured.map((pid) => cpuMs([pid]));
    const run = await timeConcurrent(requests, 10, fn);
    const spent = measured.map((pid, i) => ((cpuMs([pid]) - start[i]!) / requests).toFixed(2));
    const l = run.latencies;
    console.log(`| ${name} | ${spent.join(' | ')} | ${percentile(l, 0.5).toFixed(1)} / ${percentile(l, 0.99).toFixed(1)} / ${Math.max(...l).toFixed(0)} ms${run.errors ? ` (${run.errors} errors)` : ''} |`);
  }
} finally {
  await server.stop();
}
