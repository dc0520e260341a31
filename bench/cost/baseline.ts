// bench/cost-baseline.json: each route's recorded D1 round trips and rows read (and, for reading,
// its other figures). The bench fails when a route needs more trips or reads more rows than recorded;
// `--update-cost-baseline` records the current figures after a deliberate change (say why in the commit).
import { readFileSync, writeFileSync } from 'node:fs';
import type { RouteCost } from './measure.ts';
import type { Cost } from './spans.ts';

export const BASELINE_PATH = 'bench/cost-baseline.json';

type Baseline = Record<string, Cost>;

export function readBaseline(): Baseline {
  try {
    return (JSON.parse(readFileSync(BASELINE_PATH, 'utf8')) as { routes: Baseline }).routes;
  } catch {
    return {};
  }
}

export function writeBaseline(costs: RouteCost[]): void {
  const routes = Object.fromEntries(costs.map((c) => [c.route.name, c.cost]));
  const note = 'Per request, largest of the bench samples (bench/cost/). Guarded: d1 (round trips) and rowsRead. Update: node bench/run.ts --only cost --update-cost-baseline.';
  writeFileSync(BASELINE_PATH, `${JSON.stringify({ note, routes }, null, 2)}\n`);
}

/** Why a route fails the bench (empty: it passes): past its recorded figures or DESIGN.md §7's limit. */
export function regressions(c: RouteCost, baseline: Baseline): string[] {
  const out: string[] = [];
  const recorded = baseline[c.route.name];
  const where = `(recorded in ${BASELINE_PATH})`;
  if (recorded && c.cost.d1 > recorded.d1) out.push(`${c.route.name}: ${c.cost.d1} D1 round trips per request, up from ${recorded.d1} ${where}`);
  if (recorded && c.cost.rowsRead > recorded.rowsRead) out.push(`${c.route.name}: ${c.cost.rowsRead} D1 rows read per request, up from ${recorded.rowsRead} ${where}`);
  const limit = c.route.limit;
  if (limit && c.cost.d1 > limit.d1) out.push(`${c.route.name}: ${c.cost.d1} D1 round trips per request, over DESIGN.md §7's ${limit.d1}`);
  if (limit && c.cost.rowsRead > limit.rowsRead) out.push(`${c.route.name}: ${c.cost.rowsRead} D1 rows read per request, over DESIGN.md §7's ${limit.rowsRead} (the page's rows + 10)`);
  return out;
}
