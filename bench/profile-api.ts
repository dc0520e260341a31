// `node bench/profile-api.ts [--no-build] [--requests N] [--path /api/patients?limit=50]`: a CPU
// profile of the built Worker while it answers N authenticated reads (10 at a time), taken through
// wrangler's inspector (Chrome DevTools protocol), printed as the functions with the most self time
// and written to bench/.out/ (open it in Chrome DevTools' Performance panel); `--no-build` serves
// dist/ as it is.
import { mkdirSync, writeFileSync } from 'node:fs';
import WebSocket from 'ws';
import { freePort } from '../scripts/free-port.ts';
import { seedPatients, signIn, startServer } from './lib/server.ts';
import { timeConcurrent } from './lib/stats.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const requests = Number(arg('--requests', '1000'));
const path = arg('--path', '/api/patients?limit=50');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** A minimal DevTools-protocol client over the inspector's WebSocket. */
async function inspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string; title?: string }[];
  const target = targets.find((t) => !/Durable|hub/i.test(t.title ?? '')) ?? targets[0]!;
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)));
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.on('message', (data: Buffer) => {
    const msg = JSON.parse(data.toString()) as { id?: number; result?: unknown };
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve as (r: unknown) => void);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => ws.close(), targets };
}

const inspectorPort = await freePort();
const server = await startServer({ build: !process.argv.includes('--no-build'), vars: ['--inspector-port', String(inspectorPort)] });
try {
  const doctor = await seedPatients(server.stateDir, 500);
  const cookie = await signIn(server.baseURL, doctor.username, doctor.password);
  await timeConcurrent(200, 10, () => fetch(`${server.baseURL}${path}`, { headers: { Cookie: cookie } })); // warm up
  const cdp = await inspector(inspectorPort);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const run = await timeConcurrent(requests, 10, () => fetch(`${server.baseURL}${path}`, { headers: { Cookie: cookie } }));
  const { profile } = await cdp.send<{ profile: Profile }>('Profiler.stop');
  cdp.close();

  mkdirSync('bench/.out', { recursive: true });
  const file = `bench/.out/api-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`;
  writeFileSync(file, JSON.stringify(profile));

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = profile.endTime - profile.startTime;
  const byFunction = new Map<string, number>();
  for (const [id, us] of self) {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-1)[0] ?? ''}:${f.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const idle = [...byFunction].filter(([k]) => k.startsWith('(idle)')).reduce((s, [, v]) => s + v, 0);
  console.log(`${requests} × GET ${path} at 10 clients: ${run.rps.toFixed(0)} rps, ${run.errors} errors; profile ${(total / 1000).toFixed(0)} ms, busy ${((total - idle) / 1000).toFixed(0)} ms (${((total - idle) / requests / 1000).toFixed(2)} ms CPU per request)`);
  for (const [key, us] of [...byFunction].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${((us / (total - idle)) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n)!.callFrame;
      if (f.functionName.startsWith('(')) continue;
      seen.add(`${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-1)[0] ?? ''}:${f.lineNumber + 1}`);
    }
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  console.log('\ninclusive (self + callees):');
  for (const [key, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 50)) {
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${((us / (total - idle)) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
  console.log(`written: ${file}`);
} finally {
  await server.stop();
}
