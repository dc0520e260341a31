import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importsIn } from './lib/import-graph.ts';

// The boundary check (`npm run lint`) run on small trees: it names an import cycle as a path,
// type imports included, and passes a chain that only points one way.
const script = resolve(import.meta.dirname, 'check-boundaries.ts');
const roots: string[] = [];

function checkTree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the import cycle check', () => {
  it('reports a cycle closed by a type import, as the path around it', () => {
    const { status, out } = checkTree({
      'worker/routes/things.ts': "import { listThings } from '../db/queries/things';\nexport const route = listThings;\n",
      'worker/db/queries/things.ts': "import type { Session } from '../../auth/session';\nexport const listThings = (s: Session) => s.id;\n",
      'worker/auth/session.ts': "import { listThings } from '../db/queries/things';\nexport interface Session { id: number }\nexport const count = listThings;\n",
    });
    expect(status).toBe(1);
    expect(out).toContain('import cycle: worker/auth/session.ts → worker/db/queries/things.ts → worker/auth/session.ts');
    expect(out).not.toContain('worker/routes/things.ts →');
  });

  it('follows index files, .js specifiers and dynamic imports', () => {
    const { status, out } = checkTree({
      'web/src/a.ts': "export const load = () => import('./b/index.js');\n",
      'web/src/b/index.ts': "export * from '../c';\n",
      'web/src/c.ts': "import {\n  load,\n} from './a';\nexport const again = load;\n",
    });
    expect(status).toBe(1);
    expect(out).toContain('import cycle: web/src/a.ts → web/src/b/index.ts → web/src/c.ts → web/src/a.ts');
  });

  it('passes a chain that points one way, routes → helpers → queries → db', () => {
    const { status, out } = checkTree({
      'worker/routes/things.ts': "import { requireSession } from '../auth/session';\nimport { listThings } from '../db/queries/things';\nexport const route = [requireSession, listThings];\n",
      'worker/auth/session.ts': "import type { Db } from '../db/client';\nimport { listThings } from '../db/queries/things';\nexport const requireSession = (db: Db) => listThings(db);\n",
      'worker/db/queries/things.ts': "import type { Db } from '../client';\nexport const listThings = (db: Db) => db;\n",
      'worker/db/client.ts': 'export type Db = { name: string };\n',
    });
    expect(out).toContain('no import cycles');
    expect(status).toBe(0);
  });
});

describe('reading imports', () => {
  it('tells type-only imports from value imports', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { D, type E } from './d';",
      "export type { F } from './f';",
      "type G = typeof import('./g');",
      "type H = import('./h').H;",
      "const i = import('./i').then((m) => m.i);",
      "import './j';",
    ].join('\n');
    expect(importsIn(text)).toEqual([
      { spec: './a', typeOnly: true },
      { spec: './b', typeOnly: true },
      { spec: './d', typeOnly: false },
      { spec: './f', typeOnly: true },
      { spec: './g', typeOnly: true },
      { spec: './h', typeOnly: true },
      { spec: './i', typeOnly: false },
      { spec: './j', typeOnly: false },
    ]);
  });
});
