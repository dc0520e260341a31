import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// README's "How it is built" tree names every folder of the repository, so a newcomer finds where
// each kind of thing lives (issue 22). A folder is named by a line of its own, or as `name/` in the
// line of the folder that holds it; `<f>` stands for every feature folder.
const root = resolve(import.meta.dirname, '..');

/** Each folder the tree names, with the description on its line. */
function layoutOf(readme: string): Map<string, string> {
  const block = /## How it is built\n+```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const named = new Map<string, string>();
  const stack: string[] = [];
  for (const line of block.split('\n')) {
    const m = /^( *)(\S+\/)(?:\s+(.*))?$/.exec(line) ?? /^( *)(\S+\/)\s{2,}(.*)$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 2;
    stack.length = depth;
    const path = posix.join(...stack, m[2]!.replace(/\/$/, ''));
    stack.push(m[2]!.replace(/\/$/, ''));
    named.set(path, m[3] ?? '');
    // `data/fhir-samples/` names `data` too.
    for (let up = dirname(path); up !== '.' && !named.has(up); up = dirname(up)) named.set(up, '');
  }
  return named;
}

function folders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const all = new Set<string>();
  for (const file of files) for (let d = dirname(file); d !== '.'; d = dirname(d)) all.add(d);
  return [...all].sort();
}

/** The folders of `all` the tree does not name. */
function unnamed(named: Map<string, string>, all: string[]): string[] {
  const generic = (path: string) => path.replace(/^web\/src\/features\/[^/]+/, 'web/src/features/<f>');
  return all.filter((folder) => {
    const path = generic(folder);
    if (named.has(path)) return false;
    // Named in the line of a folder that holds it: `testing/` under core/fhir/, `locales/de/` under web/src/i18n/.
    for (let up = dirname(path); up !== '.'; up = dirname(up)) {
      if (named.get(up)?.includes(`${posix.relative(up, path)}/`)) return false;
    }
    return true;
  });
}

describe("README's layout", () => {
  it('names every folder of the repository', () => {
    expect(unnamed(layoutOf(readFileSync(resolve(root, 'README.md'), 'utf8')), folders())).toEqual([]);
  });

  it('notices a folder it does not name', () => {
    const readme = '## How it is built\n\n```\nworker/  the Worker\n  routes/  resources; queries/ too\ndata/fhir/  samples; a/b/\n```\n';
    const all = ['worker', 'worker/routes', 'worker/routes/queries', 'worker/http', 'core', 'data', 'data/fhir', 'data/fhir/a', 'data/fhir/a/b', 'data/fhir/c'];
    expect(unnamed(layoutOf(readme), all)).toEqual(['worker/http', 'core', 'data/fhir/c']);
  });
});
