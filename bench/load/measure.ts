// One load run against a server: seed the world, profile each endpoint alone (traced, then timed),
// run the concurrency steps, and read storage sizes and history-dependent query times.
import { cpus } from 'node:os';
import type { BenchServer } from '../lib/server.ts';
import type { Clinic, Doctor } from './client.ts';
import { measureHistoryQueries, type HistoryTiming } from './history.ts';
import { DEFAULT_LOAD_OPTIONS, type LoadOptions } from './options.ts';
import { serverProcs } from './server-cpu.ts';
import { profileEndpoints, runStep, type EndpointProfile, type StepResult } from './steps.ts';
import { tableSizes } from './table-sizes.ts';
import { callProfiles, topQueries, type CallProfile, type QueryStat } from './trace-store.ts';
import { seedWorld } from './world.ts';

/** A server measureLoad can restart on the same state (to switch wrangler's local tracing off). */
export interface LoadServer extends Omit<BenchServer, 'restart'> {
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
