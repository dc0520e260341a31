// The cost bench: each route of routes.ts alone, a few times in a row, with wrangler dev's local
// tracing on (D1 round trips, rows, Durable Object and KV calls per request, spans.ts); then the
// server restarted with tracing off (it costs more CPU than the app) for the CPU per request.
import type { BenchServer } from '../lib/server.ts';
import { call } from '../load/client.ts';
import { cpuMs, serverProcs } from '../load/server-cpu.ts';
import { queryPlans, type StatementPlan } from './plans.ts';
import { COST_ROUTES, type CostRoute } from './routes.ts';
import { requestCosts, type BackgroundCost, type Cost, type RequestCost } from './spans.ts';
import type { CostWorld } from './world.ts';

export interface RouteCost {
  route: CostRoute;
  /** The largest figure of each kind over the samples. */
  cost: Cost;
  /** The mean per request of the work left to waitUntil. */
  background: BackgroundCost;
  /** CPU per request of the workerd running the Worker, local D1 and the Durable Objects, and of every server process, ms. */
  cpu: { runtime: number; server: number };
  plans: StatementPlan[];
}

export interface CostOptions {
  samples: number;
  cpuRequests: number;
  log: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(baseURL: string, w: CostWorld, r: CostRoute): Promise<void> {
  const res = await call(baseURL, r.anonymous ? null : w.doctor.jar, r.method, r.path(w), r.body?.(w));
  if (res.status < 200 || res.status > 299) throw new Error(`cost bench: ${r.name} answered ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
}

const maxOf = (samples: RequestCost[], key: keyof Cost) => Math.max(...samples.map((s) => s.request[key]));
const meanOf = (samples: RequestCost[], key: keyof BackgroundCost) => samples.reduce((sum, s) => sum + s.background[key], 0) / samples.length;

/** Every route's samples, once the trace store holds them all (the collector writes spans in batches). */
async function tracedSamples(stateDir: string, windows: { from: number; to: number }[][]): Promise<RequestCost[][]> {
  for (let attempt = 0; ; attempt++) {
    const costs = await requestCosts(stateDir, windows.flat());
    if (costs.every((c) => c !== null) || attempt === 20) {
      let i = 0;
      return windows.map((route) =>
        route.map((w) => {
          const cost = costs[i++];
          if (!cost) throw new Error(`cost bench: no trace stored for the request at ${new Date(w.from).toISOString()}`);
          return cost;
        }),
      );
    }
    await sleep(1000);
  }
}

export async function measureCost(server: BenchServer, world: CostWorld, o: CostOptions): Promise<RouteCost[]> {
  o.log(`Cost per request: ${COST_ROUTES.length} routes × ${o.samples} requests, traced…`);
  const windows: { from: number; to: number }[][] = [];
  for (const route of COST_ROUTES) {
    for (let i = 0; i < 2; i++) await send(server.baseURL, world, route); // warm: this isolate's caches, the sealer
    await sleep(100);
    const mine: { from: number; to: number }[] = [];
    for (let i = 0; i < o.samples; i++) {
      const from = Date.now();
      await send(server.baseURL, world, route);
      mine.push({ from, to: Date.now() });
      await sleep(100); // the audit sealer of this request ends inside its own trace
    }
    windows.push(mine);
  }
  await sleep(2000);
  const traced = await tracedSamples(server.stateDir, windows);
  const plans = await Promise.all(COST_ROUTES.map((r, i) => (r.plan ? queryPlans(server.stateDir, traced[i]![0]!.statements) : Promise.resolve([]))));

  o.log(`CPU per request: restarting wrangler dev without local tracing, ${o.cpuRequests} requests a route…`);
  await server.restart({ X_LOCAL_OBSERVABILITY: 'false' });
  const procs = serverProcs(server.stateDir);
  const cpu: RouteCost['cpu'][] = [];
  for (const route of COST_ROUTES) {
    for (let i = 0; i < 3; i++) await send(server.baseURL, world, route);
    await sleep(300);
    const runtime0 = cpuMs(procs.runtime);
    const server0 = cpuMs(procs.all);
    for (let i = 0; i < o.cpuRequests; i++) await send(server.baseURL, world, route);
    await sleep(300); // the last requests' sealers
    cpu.push({ runtime: (cpuMs(procs.runtime) - runtime0) / o.cpuRequests, server: (cpuMs(procs.all) - server0) / o.cpuRequests });
  }

  return COST_ROUTES.map((route, i) => {
    const samples = traced[i]!;
    const cost = { d1: 0, rowsRead: 0, rowsWritten: 0, durableObjectCalls: 0, kvReads: 0, kvWrites: 0 };
    for (const key of Object.keys(cost) as (keyof Cost)[]) cost[key] = maxOf(samples, key);
    return { route, cost, background: { d1: meanOf(samples, 'd1'), rowsRead: meanOf(samples, 'rowsRead'), rowsWritten: meanOf(samples, 'rowsWritten') }, cpu: cpu[i]!, plans: plans[i]! };
  });
}
