// Dependencies point one way (DESIGN.md §2): core imports nothing of the app; worker never
// imports web and web never imports worker code (types for the API client excepted); a feature
// never imports another feature — only web/src/app composes them. Exits 1 on any violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
};
['core', 'worker', 'web/src'].forEach((d) => walk(join(root, d)));

const violations: string[] = [];
const importRe = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
const featureOf = (p: string) => /^web\/src\/features\/([^/]+)\//.exec(p)?.[1];

for (const file of files) {
  const from = relative(root, file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(importRe)) {
    const spec = m[3] ?? m[4] ?? m[5];
    const typeOnly = Boolean(m[2]);
    if (!spec) continue;
    if (!spec.startsWith('.')) {
      if (from.startsWith('core/') && /^(react|react-dom|hono|drizzle-orm|cloudflare:|@chakra-ui|@tanstack|jotai)/.test(spec)) {
        violations.push(`${from}: core must not import ${spec}`);
      }
      continue;
    }
    const to = relative(root, resolve(dirname(file), spec));
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

if (violations.length > 0) {
  console.error(violations.join('\n'));
  process.exit(1);
}
console.log(`import boundaries: ${files.length} files checked, no violations`);
