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
// `measureLoad(server)` (bench/load/measure.ts) runs 1-4 against a server from bench/lib/server.ts
// (tracing stays on then). One file a concern under bench/load/: client, content, world (seeding),
// mix, steps, server-cpu, trace-store, table-sizes, history, measure, tables.
//
// Only the public HTTP API is used (cookies are kept per user like a browser: `sid` and any other
// cookie the Worker sets, e.g. a D1 Sessions bookmark), so the driver survives Worker refactors.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { startLocalServer } from '../scripts/lib/local-server.ts';
import { measureLoad, type LoadReport, type LoadServer } from './load/measure.ts';
import type { LoadOptions } from './load/options.ts';
import { loadTables } from './load/tables.ts';

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
