// Running steps.
import { percentile } from '../lib/stats.ts';
import { call, type Clinic, type Doctor } from './client.ts';
import { MIX, pickOp, type Op } from './mix.ts';
import type { LoadOptions } from './options.ts';
import { clientCpuMs, cpuMs, machineBusyMs, type ServerProcs } from './server-cpu.ts';
import type { Window } from './trace-store.ts';
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

export const isError = (s: number) => s !== 409 && (s < 200 || s > 299);

export async function runStep(baseURL: string, procs: ServerProcs, users: { d: Doctor; c: Clinic }[], o: LoadOptions): Promise<StepResult> {
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
export async function profileEndpoints(baseURL: string, procs: ServerProcs, clinics: Clinic[], requests: number): Promise<{ profiles: EndpointProfile[]; windows: Window[] }> {
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
