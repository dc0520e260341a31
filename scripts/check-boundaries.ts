// Dependencies point one way (DESIGN.md §2): core imports nothing of the app; worker never
// imports web and web never imports worker code (types for the API client excepted); a feature
// never imports another feature — only web/src/app composes them. And no module reaches itself
// through its imports, type imports included: layers read top-down (routes → shared helpers →
// queries → db). Exits 1 on any violation. Checks another tree when given its root (tests do).
import { resolve } from 'node:path';
import { findCycles, readImportGraph } from './lib/import-graph.ts';

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const graph = readImportGraph(root, ['core', 'worker', 'web', 'scripts']);

const violations: string[] = [];
const featureOf = (p: string) => /^web\/src\/features\/([^/]+)\//.exec(p)?.[1];

for (const from of graph.files) {
  for (const { spec, target: to, typeOnly } of graph.imports.get(from)!) {
    if (to === undefined) {
      if (from.startsWith('core/') && /^(react|react-dom|hono|drizzle-orm|cloudflare:|@chakra-ui|@tanstack|jotai)/.test(spec)) {
        violations.push(`${from}: core must not import ${spec}`);
      }
      continue;
    }
    if (from.startsWith('core/') && !to.startsWith('core/')) violations.push(`${from}: core must not import ${to}`);
    if (from.startsWith('worker/') && to.startsWith('web/')) violations.push(`${from}: worker must not import ${to}`);
    if (from.startsWith('web/') && to.startsWith('worker/') && !(typeOnly && from === 'web/src/lib/api-client.ts')) {
      violations.push(`${from}: web may only import the Worker's AppType, in web/src/lib/api-client.ts (found ${to})`);
    }
    const [a, b] = [featureOf(from), featureOf(to)];
    if (a && b && a !== b) violations.push(`${from}: feature "${a}" must not import feature "${b}" (${to}); compose them in web/src/app`);
    if (from.startsWith('web/src/') && !from.startsWith('web/src/app/') && from !== 'web/src/main.tsx' && to.startsWith('web/src/app/')) {
      violations.push(`${from}: only web/src/app may import from web/src/app (${to})`);
    }
  }
}

const cycles = findCycles(graph);
for (const cycle of cycles) violations.push(`import cycle: ${cycle.join(' → ')}`);

if (violations.length > 0) {
  console.error(violations.join('\n'));
  if (cycles.length > 0) {
    const tangled = new Set(cycles.flat()).size;
    console.error(`${cycles.length} import cycle(s) through ${tangled} files: move the shared part down a layer, or pass the upper layer's function in`);
  }
  process.exit(1);
}
console.log(`import boundaries: ${graph.files.length} files checked, no violations, no import cycles`);
