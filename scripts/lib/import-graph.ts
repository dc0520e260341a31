// The project's own import graph (relative imports between .ts/.tsx files), value and type imports
// alike: a type import ties two modules together for whoever reads or changes them even though the
// bundle drops it. Used by scripts/check-boundaries.ts for the direction rules and the cycle check.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface Import {
  /** The specifier as written. */
  spec: string;
  /** Path relative to the root of the file it names (relative specifiers only; may not exist). */
  target?: string;
  /** `import type`, `export type`, `import { type A }`, `typeof import(...)` or `import(...).A` in a type: gone at run time. */
  typeOnly: boolean;
}

export interface ImportGraph {
  /** Every source file, relative to the root. */
  files: string[];
  imports: Map<string, Import[]>;
}

const importRe =
  /^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|(typeof\s+)?import\(\s*['"]([^'"]+)['"]\s*\)(\.(?!then\b|catch\b|finally\b)[A-Za-z_$])?/gm;

/** A named-bindings import whose every binding says `type` (`import { type A, type B } from`). */
const allBindingsTyped = (statement: string) => {
  const names = /\{([^}]*)\}/.exec(statement)?.[1];
  if (!names || /^\s*(?:import|export)\s+[\w$]+\s*,/.test(statement)) return false;
  const bindings = names.split(',').map((b) => b.trim()).filter(Boolean);
  return bindings.length > 0 && bindings.every((b) => b.startsWith('type '));
};

export function importsIn(text: string): Omit<Import, 'target'>[] {
  return [...text.matchAll(importRe)].map((m) => ({
    spec: (m[2] ?? m[3] ?? m[5])!,
    typeOnly: Boolean(m[1] || m[4] || m[6]) || (m[2] !== undefined && allBindingsTyped(m[0])),
  }));
}

const sourceFile = (name: string) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts');

/** The file a relative specifier names, trying what TypeScript's bundler resolution tries. */
function resolveSpec(root: string, from: string, spec: string): string {
  const base = resolve(root, dirname(from), spec.replace(/\?.*$/, ''));
  const stem = base.replace(/\.js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return relative(root, found ?? base);
}

export function readImportGraph(root: string, dirs: string[]): ImportGraph {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules') walk(path);
      } else if (sourceFile(name)) files.push(relative(root, path));
    }
  };
  dirs.map((d) => join(root, d)).filter(existsSync).forEach(walk);
  const imports = new Map<string, Import[]>();
  for (const file of files) {
    const found = importsIn(readFileSync(join(root, file), 'utf8'));
    imports.set(file, found.map((i) => (i.spec.startsWith('.') ? { ...i, target: resolveSpec(root, file, i.spec) } : i)));
  }
  return { files, imports };
}

/**
 * Import cycles, each as a path that starts and ends at the same file. Every strongly connected
 * group of files yields the shortest cycle through each of its files not already on a printed one,
 * so a tangle of 25 files reads as a few loops rather than thousands.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, list] of graph.imports) {
    const targets = list.map((i) => i.target).filter((t): t is string => t !== undefined && graph.imports.has(t));
    edges.set(file, [...new Set(targets)]);
  }
  const cycles: string[][] = [];
  for (const group of stronglyConnected(edges)) {
    const members = new Set(group);
    const single = group.length === 1 && !edges.get(group[0]!)!.includes(group[0]!);
    if (single) continue;
    const covered = new Set<string>();
    for (const start of [...group].sort()) {
      if (covered.has(start)) continue;
      const cycle = shortestCycle(start, edges, members);
      cycle.forEach((f) => covered.add(f));
      cycles.push(cycle);
    }
  }
  return cycles;
}

/** Breadth-first from `start` back to itself, inside one strongly connected group. */
function shortestCycle(start: string, edges: Map<string, string[]>, members: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const next of edges.get(at)!) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way: string[] = [];
        for (let step = at; step !== start; step = previous.get(step)!) way.unshift(step);
        return [start, ...way, start];
      }
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  throw new Error(`${start} is in a strongly connected group but no cycle returns to it`);
}

/** Tarjan's algorithm, iterative so a long import chain cannot overflow the stack. */
function stronglyConnected(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const targets = edges.get(frame.node)!;
      if (frame.next < targets.length) {
        const to = targets[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        groups.push(group);
      }
    }
  }
  return groups;
}
