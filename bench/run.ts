// `npm run bench`: measures the budgets of DESIGN.md §7 against a real local stack (wrangler dev /
// workerd, local D1) in ONE run, so ratios compare like with like on a noisy machine. Prints a
// markdown table and writes it into bench/README.md between the RESULTS markers.
// `-- --no-build` reuses dist/; `-- --only size,lcp` runs some parts (size, lcp, lighthouse,
// search, api, chart, fanout, push, import, bulk, cds, cost) and only prints their rows, leaving bench/README.md as it is.
// The cost part (bench/cost/) fails the run (exit 1) when a route's D1 round trips or rows read
// grow past bench/cost-baseline.json; `--update-cost-baseline` records the current figures instead.
// The CDS Hooks part (bench/cds.ts) fails the run when order-sign misses its latency budget.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { FIRST_SCREEN_BUDGET_KB, LAZY_CHUNK_BUDGET_KB, measureBundle } from '../scripts/check-bundle-size.ts';
import { seedChartPatient } from './chart.ts';
import { CDS_BUDGETS_MS, CDS_VAR_FLAGS, cdsPercentiles, measureCds } from './cds.ts';
import { measureChartRender } from './chart-render.ts';
import { measureFanout } from './fanout.ts';
import { measureImport } from './import.ts';
import { measureBulkExport } from './bulk-export.ts';
import { LIGHTHOUSE_PAGES, lighthouseRows, measureLighthouse } from './lighthouse.ts';
import { CPU_SLOWDOWN, measureLcp, median } from './lcp.ts';
import { measurePush, pushVarFlags } from './push.ts';
import { readBaseline, regressions, writeBaseline } from './cost/baseline.ts';
import { measureCost, type RouteCost } from './cost/measure.ts';
import { costTable, planSection } from './cost/table.ts';
import { COST_PATIENTS, seedCostWorld, type CostWorld } from './cost/world.ts';
import { seedDemo, seedPatients, signIn, startServer } from './lib/server.ts';
import { ms, percentile, timeAlternating, timeSequential, type Timed } from './lib/stats.ts';

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1]?.split(',')) : null;
const part = (name: 'size' | 'lcp' | 'lighthouse' | 'search' | 'api' | 'chart' | 'fanout' | 'push' | 'import' | 'bulk' | 'cds' | 'cost') => !only || only.has(name);
const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;
const PHONE_PROFILE = `390 px, Slow 4G + ${CPU_SLOWDOWN}× CPU`;

/** Requests of each kind per concurrency in the throughput part (reported only: see its part below). */
const API_REQUESTS_PER_KIND = 1000;

const SEARCHES = ['jam', 'mar', 'smi', 'diab', 'hyper', 'asth', 'jo', 'ng', 'patel', 'kidney'];
const rows: string[][] = [];
const row = (...cells: string[]) => rows.push(cells);

// Web Push switched on for the push part, and for the api part's route that only checks the session.
// The CDS part's stand-in FHIR server is plain http on 127.0.0.1, which only EHR_ALLOW_LOCAL_HTTP allows.
const server = await startServer({
  build: !process.argv.includes('--no-build'),
  vars: [...(part('push') || part('api') ? await pushVarFlags() : []), ...(part('cds') ? CDS_VAR_FLAGS : [])],
});
// The 100 000-patient clinic, seeded once for the search and cost parts (first, so its id, and
// with it the synthetic patients, are the same whichever parts run).
let largeClinic: Promise<CostWorld> | undefined;
const costWorld = () => (largeClinic ??= seedCostWorld(server.baseURL, server.stateDir));
let costs: RouteCost[] = [];
const costFailures: string[] = [];
/** Latency budgets missed by a part that fails the run on them. */
const budgetFailures: string[] = [];
try {
  // First-screen JS and lazy chunks (issue 9), from the build just made: scripts/check-bundle-size.ts.
  if (part('size')) {
    const bundle = measureBundle();
    const first = bundle.firstScreen;
    const largest = bundle.lazy[0];
    row('First-screen JS (/login: entry + its static imports), gzip', `${first.gzipKB.toFixed(1)} KB in ${first.files.length} files`, `≤ ${FIRST_SCREEN_BUDGET_KB} KB`, first.gzipKB <= FIRST_SCREEN_BUDGET_KB ? 'met' : 'MISSED');
    if (largest) row(`Largest lazy chunk, gzip (of ${bundle.lazy.length})`, `${largest.gzipKB.toFixed(1)} KB (${largest.label})`, `≤ ${LAZY_CHUNK_BUDGET_KB} KB`, largest.gzipKB <= LAZY_CHUNK_BUDGET_KB ? 'met' : 'MISSED');
  }

  // LCP of /login under Slow 4G and a 4× slower CPU (issue 9): bench/lcp.ts.
  if (part('lcp')) {
    const lcp = await measureLcp(server.baseURL, 5);
    for (const [kind, budget] of [['cold', 1800], ['warm', 1000]] as const) {
      const visits = lcp[kind];
      const m = median(visits.map((v) => v.lcp));
      const label = kind === 'cold' ? 'cold (fresh profile)' : 'warm (service worker, 2nd visit)';
      row(`LCP /login, Slow 4G + ${CPU_SLOWDOWN}× CPU, ${label}, median of ${visits.length}`, `${seconds(m)} (${[...new Set(visits.map((v) => v.lcpElement))].join(', ')})`, `≤ ${seconds(budget)}`, m <= budget ? 'met' : 'MISSED');
      row(`Login form usable (after the 2 s splash), ${kind}, median (FCP)`, `${seconds(median(visits.map((v) => v.usable)))} (FCP ${seconds(median(visits.map((v) => v.fcp)))})`, 'reported', '');
    }
  }

  // Lighthouse, mobile preset, signed in for real in the demo clinic (issue 22): bench/lighthouse.ts.
  if (part('lighthouse')) {
    const demo = await seedDemo(server.stateDir);
    const runs = 3;
    const scores = await measureLighthouse(server.baseURL, demo, [...LIGHTHOUSE_PAGES, `/patients/${demo.chartPatientId}`], runs);
    rows.push(...lighthouseRows(scores, runs));
  }

  // Patient search scaling (issue 3): the same queries against a 1 000- and a 100 000-patient clinic.
  if (part('search')) {
    const search: Record<number, number[]> = {};
    const large = (await costWorld()).doctor.jar.header();
    for (const size of [1_000, COST_PATIENTS]) {
      const doctor = size === COST_PATIENTS ? null : await seedPatients(server.stateDir, size);
      const cookie = doctor ? await signIn(server.baseURL, doctor.username, doctor.password) : large;
      search[size] = await timeSequential(200, (i) =>
        fetch(`${server.baseURL}/api/patients?q=${SEARCHES[i % SEARCHES.length]}&limit=50`, { headers: { Cookie: cookie } }),
      );
    }
    const p50small = percentile(search[1_000]!, 0.5);
    const p50large = percentile(search[100_000]!, 0.5);
    row('Patient search p50, 1 000 patients', ms(p50small), '≤ 20 ms', p50small <= 20 ? 'met' : 'MISSED');
    row('Patient search p50, 100 000 patients', ms(p50large), '≤ 20 ms', p50large <= 20 ? 'met' : 'MISSED');
    row('Patient search p95, 100 000 patients', ms(percentile(search[100_000]!, 0.95)), '—', '');
    row('Search cost growth 1k → 100k (p50 ratio, table ×100)', `${(p50large / p50small).toFixed(2)}×`, 'sub-linear (≪ 100×)', p50large / p50small < 10 ? 'met' : 'MISSED');
  }

  // Throughput of an authenticated read beside a bare route at 10 and 50 concurrent clients, and the
  // revocation check alone (issue 16). Reported, not budgeted: the API's budget is its cost per
  // request (the cost part), not a tail ratio on the local runtime's one thread (DESIGN.md §7).
  if (part('api')) {
    const doctor = await seedPatients(server.stateDir, 500);
    const cookie = await signIn(server.baseURL, doctor.username, doctor.password);
    for (const concurrency of [10, 50]) {
      // Alternating blocks of 100, so a drifting load hits all alike (bench/lib/stats.ts).
      const [health, checked, list] = await timeAlternating(API_REQUESTS_PER_KIND, concurrency, [
        () => fetch(`${server.baseURL}/api/health`),
        () => fetch(`${server.baseURL}/api/push/vapid-public-key`, { headers: { Cookie: cookie } }),
        () => fetch(`${server.baseURL}/api/patients?limit=50`, { headers: { Cookie: cookie } }),
      ]);
      const measured = (t: Timed) => `${t.rps.toFixed(0)} rps, p99 ${ms(percentile(t.latencies, 0.99))}, ${t.errors} errors`;
      row(`GET /api/health @${concurrency} clients`, measured(health), 'reported', '');
      row(`GET /api/push/vapid-public-key @${concurrency} clients: the session and revocation check alone`, measured(checked), 'reported', '');
      row(`GET /api/patients?limit=50 @${concurrency} clients`, measured(list), 'reported', list.errors === 0 ? '' : 'ERRORS');
    }
    console.log(`throughput measured at load average ${loadavg()[0]!.toFixed(1)}`);
  }

  // The patient chart in one request (issue 18): five years of history, bench/chart.ts.
  if (part('chart')) {
    const doctor = await seedPatients(server.stateDir, 100);
    const cookie = await signIn(server.baseURL, doctor.username, doctor.password);
    const patientId = await seedChartPatient(server.baseURL, cookie);
    const times = await timeSequential(200, () => fetch(`${server.baseURL}/api/patients/${patientId}/chart`, { headers: { Cookie: cookie } }));
    const p50 = percentile(times, 0.5);
    // The single audited patient read under the same load, as the yardstick of one request's fixed cost.
    const single = await timeSequential(200, () => fetch(`${server.baseURL}/api/patients/${patientId}`, { headers: { Cookie: cookie } }));
    row('GET /api/patients/:id p50 (same patient, for comparison)', ms(percentile(single, 0.5)), 'reported', '');
    row('GET /api/patients/:id/chart p50, 1 050 observations, 50 medications, 30 problems (p95)', `${ms(p50)} (${ms(percentile(times, 0.95))})`, '≤ 50 ms', p50 <= 50 ? 'met' : 'MISSED');
    // Render after data on the throttled phone profile: bench/chart-render.ts.
    const renders = await measureChartRender(server.baseURL, cookie, patientId, 5);
    const render = median(renders.map((r) => r.render));
    row(`Chart render after data (/patients/:id, ${PHONE_PROFILE}), median of ${renders.length} (max)`, `${ms(render)} (${ms(Math.max(...renders.map((r) => r.render)))})`, '≤ 300 ms', render <= 300 ? 'met' : 'MISSED');
  }

  // Live fan-out (issue 4): one notification to every open socket of one user.
  if (part('fanout')) {
    for (const [sockets, budget] of [[100, 30], [1000, 60]] as const) {
      const { times, coldLast, rounds } = await measureFanout(server.baseURL, sockets, 20);
      const p95 = percentile(times, 0.95);
      row(`Live fan-out to ${sockets} sockets of one user, 20 rounds, p95 (p50)`, `${ms(p95)} (${ms(percentile(times, 0.5))})`, `≤ ${budget} ms`, p95 <= budget ? 'met' : 'MISSED');
      console.log(`fan-out budget, ${sockets} sockets: p95 ${ms(p95)} (≤ ${budget} ms): ${p95 <= budget ? 'MET' : 'MISSED'} (load average ${loadavg()[0]!.toFixed(1)})`);
      // Each warm round's own figures: one slow round of 20 decides the p95, and these say where it was slow.
      console.log(`  per round, ms (send answered / first frame / last frame / bench CPU): ${rounds.map((r) => `${r.send.toFixed(0)}/${r.first.toFixed(0)}/${r.last.toFixed(0)}/${r.clientCpu.toFixed(0)}`).join(' ')}`);
      row(`Live fan-out to ${sockets} sockets, first message to an idle hub, slowest socket`, ms(coldLast), 'reported', '');
    }
    // A critical lab result to the same sockets: the alert path (result and pending alert stored, then the hubs told).
    for (const [sockets, budget] of [[100, 30], [1000, 60]] as const) {
      const { times, rounds } = await measureFanout(server.baseURL, sockets, 20, { critical: true });
      const p95 = percentile(times, 0.95);
      row(`Critical result alert to ${sockets} sockets of one user, 20 rounds, p95 (p50)`, `${ms(p95)} (${ms(percentile(times, 0.5))})`, `≤ ${budget} ms`, p95 <= budget ? 'met' : 'MISSED');
      console.log(`critical alert fan-out, ${sockets} sockets: p95 ${ms(p95)} (≤ ${budget} ms): ${p95 <= budget ? 'MET' : 'MISSED'} (load average ${loadavg()[0]!.toFixed(1)})`);
      console.log(`  per round, ms (send answered / first frame / last frame / bench CPU): ${rounds.map((r) => `${r.send.toFixed(0)}/${r.first.toFixed(0)}/${r.last.toFixed(0)}/${r.clientCpu.toFixed(0)}`).join(' ')}`);
    }
    // The same 100 with clients offering permessage-deflate, which only local miniflare accepts (bench/fanout.ts).
    const deflated = (await measureFanout(server.baseURL, 100, 20, { offerDeflate: true })).times;
    row('Live fan-out to 100 sockets, clients offering permessage-deflate (local only), p95 (p50)', `${ms(percentile(deflated, 0.95))} (${ms(percentile(deflated, 0.5))})`, 'reported', '');
  }

  // Critical result → push service (issue 20): bench/push.ts, its stand-in push service on 127.0.0.1.
  // A user keeps at most 10 devices (MAX_PUSH_SUBSCRIPTIONS, issue 32): the widest fan-out of one hub.
  if (part('push')) {
    for (const [subscriptions, rounds] of [[1, 30], [10, 10]] as const) {
      const perRound = await measurePush(server.baseURL, subscriptions, rounds);
      const all = perRound.flat();
      const last = perRound.map((arrivals) => Math.max(...arrivals));
      const label = subscriptions === 1 ? 'one subscription' : `${subscriptions} subscriptions of one doctor`;
      row(`Critical result POST → push service received the encrypted request, ${label}, p50 / p95 (${rounds} results)`, `${ms(percentile(all, 0.5))} / ${ms(percentile(all, 0.95))}`, 'reported', '');
      if (subscriptions > 1) row(`… the last of the ${subscriptions} pushes of a result, p50 / p95`, `${ms(percentile(last, 0.5))} / ${ms(percentile(last, 0.95))}`, 'reported', '');
    }
  }

  // FHIR import (issue 19): bench/import.ts. Limits: the route's 10 MB body, and a Worker's CPU
  // time per request (30 s by default on the paid plan), which the wall time bounds from above.
  if (part('import')) {
    const one = await seedPatients(server.stateDir, 1);
    const other = await seedPatients(server.stateDir, 1);
    const runs = await measureImport(server.baseURL, await signIn(server.baseURL, one.username, one.password), await signIn(server.baseURL, other.username, other.password));
    for (const r of runs) {
      const inside = r.bytes <= 10 * 1024 * 1024 && r.ms < 30_000;
      row(`FHIR import: ${r.label}, ${(r.bytes / 1024 / 1024).toFixed(1)} MB, ${r.resources} resources (${r.kept} kept)`, `${seconds(r.ms)} (${Math.round(r.resources / (r.ms / 1000))} resources/s)`, '≤ 10 MB body, < 30 s', inside ? 'met' : 'MISSED');
    }
  }
  // FHIR Bulk Data export of a 10 000-patient clinic (issue 38): bench/bulk-export.ts.
  if (part('bulk')) {
    const run = await measureBulkExport(server.baseURL, server.stateDir);
    row(
      `FHIR Bulk Data $export: ${run.patients} patients, ${run.resources} resources in ${run.files} NDJSON files, kick-off to manifest (then every file read in ${seconds(run.downloadMs)})`,
      `${seconds(run.ms)} (${Math.round(run.resources / (run.ms / 1000))} resources/s)`,
      'reported',
      '',
    );
    console.error(`Bulk export measured at load average ${loadavg()[0]!.toFixed(1)}`);
  }
  // CDS Hooks order-sign with a full record, prefetched and fetched from the EHR's FHIR server (issue 36): bench/cds.ts.
  if (part('cds')) {
    const { prefetched, fetched } = await measureCds(server.baseURL, 200);
    for (const [kind, timing, label] of [
      ['prefetched', prefetched, 'full prefetch'],
      ['fetched', fetched, 'no prefetch, the 5 keys fetched from a stand-in FHIR server on 127.0.0.1'],
    ] as const) {
      const { p95, p50 } = cdsPercentiles(timing);
      const budget = CDS_BUDGETS_MS[kind];
      row(`CDS Hooks order-sign, 2 draft orders, 20 active medications, 10 allergies, 50 observations (${label}), JWT verified, ${timing.times.length} calls, p95 (p50), ${timing.cards} cards`, `${ms(p95)} (${ms(p50)})`, `≤ ${budget} ms`, p95 <= budget ? 'met' : 'MISSED');
      if (p95 > budget) budgetFailures.push(`CDS Hooks order-sign (${label}): p95 ${ms(p95)} over ${budget} ms`);
    }
    console.error(`CDS Hooks order-sign measured at load average ${loadavg()[0]!.toFixed(1)}`);
  }
  // Cost per request (DESIGN.md §7, third stage): bench/cost/. Last: it restarts the server without tracing.
  if (part('cost')) {
    costs = await measureCost(server, await costWorld(), { samples: 5, cpuRequests: 30, log: (line) => console.error(line) });
    if (process.argv.includes('--update-cost-baseline')) writeBaseline(costs);
    const baseline = readBaseline();
    for (const c of costs) costFailures.push(...regressions(c, baseline));
    console.error(`cost per request measured at load average ${loadavg()[0]!.toFixed(1)}`);
  }
} finally {
  await server.stop();
}

const table = ['| measure | result | budget | verdict |', '|---|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
console.log(table);
const baseline = readBaseline();
const verdicts = new Map(costs.map((c) => [c, regressions(c, baseline).length > 0 ? 'GREW' : baseline[c.route.name] ? 'met' : 'not recorded']));
const cost = costs.length > 0 ? `${costTable(costs, verdicts)}\n\nQuery plans at ${COST_PATIENTS.toLocaleString('en')} patients:\n\n${planSection(costs)}` : '';
if (cost) console.log(`\n${cost}`);
for (const failure of costFailures) console.error(`COST REGRESSION: ${failure}`);
if (costFailures.length > 0) console.error('Fix the route, or if the growth is intended, record it: node bench/run.ts --only cost --update-cost-baseline (and say why in the commit).');
for (const failure of budgetFailures) console.error(`BUDGET MISSED: ${failure}`);
const exitCode = costFailures.length > 0 || budgetFailures.length > 0 ? 1 : 0;
if (only) process.exit(exitCode); // a partial run does not replace the recorded tables
const readmePath = 'bench/README.md';
const stamp = `Last run: ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}.`;
const readme = readFileSync(readmePath, 'utf8')
  .replace(/<!-- RESULTS:START -->[\s\S]*<!-- RESULTS:END -->/, `<!-- RESULTS:START -->\n${stamp}\n\n${table}\n<!-- RESULTS:END -->`)
  .replace(/<!-- COST:START -->[\s\S]*<!-- COST:END -->/, `<!-- COST:START -->\n${stamp}\n\n${cost}\n<!-- COST:END -->`);
writeFileSync(readmePath, readme);
process.exit(exitCode);
