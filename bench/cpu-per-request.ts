// `node bench/cpu-per-request.ts [--no-build] [--requests N]`: where a request's CPU goes in the local
// stack, per process, and how its latency spreads. For each kind below, N requests at 10 clients;
// the CPU each process of the server (wrangler's Node process, its proxy workerd, the Worker's
// workerd) spent, from /proc, divided by N; and the kind's p50 / p99 / max. The Worker's workerd
// runs the Worker, the users' hubs and local D1 on one thread, so its CPU per request bounds the
// requests per second, and the API budget's ratio (bench/README.md, "Session 11") follows it.
import { readFileSync, readdirSync } from 'node:fs';
import { pushVarFlags } from './push.ts';
import { seedPatients, signIn, startServer } from './lib/server.ts';
import { percentile, timeConcurrent } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const requests = Number(arg('--requests', '3000'));
const CLK_TCK_MS = 10; // /proc/<pid>/stat counts CPU in ticks of 1/100 s

const pids = () => new Set(readdirSync('/proc').filter((d) => /^\d+$/.test(d)));
const cpuMs = (pid: string) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLK_TCK_MS; // utime + stime
};
const label = (pid: string) => {
  const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  if (!cmd.includes('workerd')) return 'wrangler (node)';
  return cmd.includes('entry=127.0.0.1:0') ? 'Worker workerd' : 'proxy workerd';
};

const before = pids();
// With a VAPID pair, so the session-check-only route answers 200.
const server = await startServer({ build: !process.argv.includes('--no-build'), vars: await pushVarFlags() });
const mine = [...pids()]
  .filter((p) => !before.has(p))
  .filter((p) => {
    try {
      const comm = readFileSync(`/proc/${p}/comm`, 'utf8').trim();
      return comm === 'workerd' || (comm === 'node' && readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('wrangler-dist'));
    } catch {
      return false;
    }
  });
try {
  const doctor = await seedPatients(server.stateDir, 500);
  const cookie = await signIn(server.baseURL, doctor.username, doctor.password);
  const get = (path: string, auth: boolean) => () => fetch(`${server.baseURL}${path}`, auth ? { headers: { Cookie: cookie } } : {});
  const kinds: [string, () => Promise<Response>][] = [
    ['GET /api/health (bare)', get('/api/health', false)],
    ['GET /api/push/vapid-public-key (the session check only)', get('/api/push/vapid-public-key', true)],
    ['GET /api/patients?limit=1', get('/api/patients?limit=1', true)],
    ['GET /api/patients?limit=50', get('/api/patients?limit=50', true)],
  ];
  for (const [, fn] of kinds) await timeConcurrent(300, 10, fn); // warm every kind up
  console.log(`| request (${requests} at 10 clients) | ${mine.map(label).join(' | ')} | p50 / p99 / max |`);
  console.log(`|---|${mine.map(() => '---').join('|')}|---|`);
  for (const [name, fn] of kinds) {
    const start = mine.map(cpuMs);
    const run = await timeConcurrent(requests, 10, fn);
    const spent = mine.map((p, i) => ((cpuMs(p) - start[i]!) / requests).toFixed(2));
    const l = run.latencies;
    console.log(`| ${name} | ${spent.join(' | ')} | ${percentile(l, 0.5).toFixed(1)} / ${percentile(l, 0.99).toFixed(1)} / ${Math.max(...l).toFixed(0)} ms${run.errors ? ` (${run.errors} errors)` : ''} |`);
  }
} finally {
  await server.stop();
}
