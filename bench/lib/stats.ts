/** The q-th percentile (0..1) of a sample, nearest-rank. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

/** Times `n` sequential requests (after `warmup` untimed ones), in milliseconds; any non-2xx answer aborts the run. */
export async function timeSequential(n: number, fn: (i: number) => Promise<Response>, warmup = 10): Promise<number[]> {
  const call = async (i: number) => {
    const res = await fn(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`benchmark request answered ${res.status}`);
  };
  for (let i = 0; i < warmup; i++) await call(i);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call(i);
    out.push(performance.now() - t);
  }
  return out;
}

/** Runs `total` calls with `concurrency` in flight; returns latencies, errors and throughput. */
export async function timeConcurrent(total: number, concurrency: number, fn: () => Promise<Response>): Promise<{ latencies: number[]; errors: number; rps: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        try {
          const res = await fn();
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, errors, rps: total / ((performance.now() - started) / 1000) };
}

export type Timed = { latencies: number[]; errors: number; rps: number };

/**
 * Kinds of request measured in alternating blocks of `block` (a, b, …, a, b, …, `total` of each,
 * `concurrency` in flight): on a shared machine whose load drifts, all see the same conditions,
 * so their ratio is not the load's change between back-to-back runs. One untimed block of each
 * comes first: a kind's first requests pay one-off costs (the code's first compilation, a user's
 * hub starting, the database's pages read from disk), and at 10 clients the 10 requests held up by
 * them alone are the p99 of 1 000, so without it p99 compared whichever kind was colder.
 */
export async function timeAlternating<const Kinds extends readonly (() => Promise<Response>)[]>(
  total: number,
  concurrency: number,
  kinds: Kinds,
  block = 100,
): Promise<{ [K in keyof Kinds]: Timed }> {
  for (const kind of kinds) await timeConcurrent(block, concurrency, kind);
  const runs: Timed[][] = kinds.map(() => []);
  for (let done = 0; done < total; done += block) {
    const n = Math.min(block, total - done);
    for (const [i, kind] of kinds.entries()) runs[i]!.push(await timeConcurrent(n, concurrency, kind));
  }
  const merge = (parts: Timed[]): Timed => ({
    latencies: parts.flatMap((p) => p.latencies),
    errors: parts.reduce((sum, p) => sum + p.errors, 0),
    // Requests over the time spent on them (each block's own time: n / rps).
    rps: parts.reduce((sum, p) => sum + p.latencies.length, 0) / parts.reduce((sum, p) => sum + p.latencies.length / p.rps, 0),
  });
  return runs.map(merge) as { [K in keyof Kinds]: Timed };
}

export const ms = (v: number) => `${v.toFixed(1)} ms`;
