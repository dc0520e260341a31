// The cost table and the query plans as markdown (bench/README.md, between the COST markers).
import type { RouteCost } from './measure.ts';

const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

export function costTable(costs: RouteCost[], verdicts: Map<RouteCost, string>): string {
  const head = ['| route (per request) | D1 round trips | rows read | rows written | Durable Object calls | KV reads / writes | CPU ms (Worker workerd / all server processes) | verdict |', '|---|---|---|---|---|---|---|---|'];
  const rows = costs.flatMap((c) => {
    const k = c.cost;
    const row = `| ${c.route.name} | ${k.d1} | ${k.rowsRead} | ${k.rowsWritten} | ${k.durableObjectCalls} | ${k.kvReads} / ${k.kvWrites} | ${c.cpu.runtime.toFixed(2)} / ${c.cpu.server.toFixed(2)} | ${verdicts.get(c) ?? ''} |`;
    const b = c.background;
    if (b.d1 === 0) return [row];
    return [row, `| ↳ then in waitUntil: the audit chain seal (mean) | ${n(b.d1)} | ${n(b.rowsRead)} | ${n(b.rowsWritten)} | | | (in the CPU above) | reported |`];
  });
  return [...head, ...rows].join('\n');
}

export function planSection(costs: RouteCost[]): string {
  return costs
    .filter((c) => c.plans.length > 0)
    .map((c) => [`**${c.route.name}**`, ...c.plans.map((p) => `\n\`\`\`sql\n${p.sql}\n\`\`\`\n\`\`\`\n${p.plan}\n\`\`\``)].join('\n'))
    .join('\n\n');
}
