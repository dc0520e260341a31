import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLEAGUE_USERNAME, DEMO_PASSWORD, DEMO_USERNAME } from './lib/demo-data.ts';

// A newcomer reads the README in one or two screens: what MedAssist is, the commands, how it is
// built and where to look next (issue 33); everything else lives in docs/, one file per concern.
// docs/development.md's "How it is built" tree names every folder of the repository, so a newcomer
// finds where each kind of thing lives (issue 22). A folder is named by a line of its own, or as
// `name/` in the line of the folder that holds it; `<f>` stands for every feature folder.
const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

/** Lines the README may have: two screens of a laptop's terminal or editor. */
const README_LINE_BUDGET = 90;
/** The first screen: where the commands and the architecture must be. */
const FIRST_SCREEN_LINES = 40;

/** Each folder the tree names, with the description on its line. */
function layoutOf(doc: string): Map<string, string> {
  const block = /## How it is built\n+```\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
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

describe('the folder tree in docs/development.md', () => {
  it('names every folder of the repository', () => {
    expect(unnamed(layoutOf(read('docs/development.md')), folders())).toEqual([]);
  });

  it('notices a folder it does not name', () => {
    const doc = '## How it is built\n\n```\nworker/  the Worker\n  routes/  resources; queries/ too\ndata/fhir/  samples; a/b/\n```\n';
    const all = ['worker', 'worker/routes', 'worker/routes/queries', 'worker/http', 'core', 'data', 'data/fhir', 'data/fhir/a', 'data/fhir/a/b', 'data/fhir/c'];
    expect(unnamed(layoutOf(doc), all)).toEqual(['worker/http', 'core', 'data/fhir/c']);
  });
});

describe('the README', () => {
  const readme = read('README.md');
  const firstScreen = readme.split('\n').slice(0, FIRST_SCREEN_LINES).join('\n');

  it('fits in two screens', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_LINE_BUDGET);
  });

  it('shows the commands of a fresh machine and the demo sign-in on the first screen', () => {
    for (const command of ['npm install', 'npm start', 'npm test']) expect(firstScreen).toContain(command);
    for (const word of [DEMO_USERNAME, DEMO_PASSWORD, COLLEAGUE_USERNAME]) expect(firstScreen).toContain(`\`${word}\``);
  });

  it('shows the architecture on the first screen: one origin, its storage, its folders and their direction', () => {
    for (const part of ['Hono', '/api', 'D1', 'KV', 'Durable Object', '/ws', 'React', 'worker/', 'web/', 'core/', 'migrations/', 'e2e/', 'bench/', '.ci/', 'web → core', 'worker → core']) {
      expect(firstScreen, part).toContain(part);
    }
  });

  it('states how long the tests take from a clean clone', () => {
    expect(readme).toMatch(/clean clone[\s\S]*`npm test` [\d ]+ s \([\d ]+ files, [\d ]+ tests\)[\s\S]*`\.ci\/run`[^.]*?\d+ min/);
  });

  it('links every document of docs/', () => {
    const docs = readdirSync(resolve(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of [...docs, 'docs/decisions/README.md', 'bench/README.md']) expect(readme, doc).toContain(`](${doc})`);
  });
});
