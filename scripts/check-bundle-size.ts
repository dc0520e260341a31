// `npm run size`: the JS budgets of DESIGN.md §7 against the production build (`vite build`).
// Reads dist/client/.vite/manifest.json and follows imports:
// - first screen (/login) = the entry chunk, everything it imports statically, and the login
//   page's chunk with its static imports if it has one (what the browser must fetch to show the
//   form; today the login page is in the entry);
// - every chunk fetched only later (route chunks and the shared chunks they pull in) is a lazy chunk.
// Prints a table and exits 1 when the first screen is over 150 KB gzip or any lazy chunk over 40 KB.
// KB = 1000 bytes, as Vite prints sizes (and as STACK.md measured them); gzip at zlib's default level.
// `--json` prints the figures as JSON instead (bench/run.ts uses measureBundle directly).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_SCREEN_BUDGET_KB = 150;
export const LAZY_CHUNK_BUDGET_KB = 40;
/** The module behind /login in web/src/app/routes.tsx. */
export const LOGIN_ROUTE_SRC = 'web/src/features/auth/routes/login-page.tsx';
/** Text of the login page, to find it in the build when it is not a chunk of its own (it is in the entry). */
const LOGIN_PAGE_MARKER = 'Sign in to your MedAssist account';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  /** The source module for route chunks, the chunk name otherwise. */
  label: string;
  gzipKB: number;
  /** A dynamic import target (a page, the shell, the late theme…), as opposed to a chunk they share. */
  route: boolean;
}

export interface BundleReport {
  firstScreen: { files: ChunkSize[]; gzipKB: number; entryGzipKB: number };
  lazy: ChunkSize[];
  overBudget: string[];
}

const kb = (bytes: number) => bytes / 1000;

/** Measures the client build in `clientDir` (default dist/client). Throws when there is no build or manifest. */
export function measureBundle(clientDir = resolve(import.meta.dirname, '../dist/client')): BundleReport {
  const manifestPath = join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: run \`vite build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const gzipCache = new Map<string, number>();
  const gzipKB = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = kb(gzipSync(readFileSync(join(clientDir, file))).length);
      gzipCache.set(file, size);
    }
    return size;
  };
  const sizeOf = (key: string): ChunkSize => {
    const chunk = manifest[key]!;
    return { file: chunk.file, label: chunk.src ?? chunk.name ?? key, gzipKB: gzipKB(chunk.file), route: Boolean(chunk.isDynamicEntry) };
  };
  /** The chunk and everything it imports statically (what loading it costs). */
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };

  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry && manifest[k]!.file.endsWith('.js'));
  if (entries.length !== 1) throw new Error(`expected one JS entry in the manifest, found ${entries.length}`);
  const entry = entries[0]!;
  // The login page is either a lazy chunk of its own (then its static imports count too) or bundled
  // into the entry's static graph (then it must be found there).
  const firstKeys = closure(LOGIN_ROUTE_SRC, closure(entry));
  if (!manifest[LOGIN_ROUTE_SRC] && ![...firstKeys].some((k) => readFileSync(join(clientDir, manifest[k]!.file), 'utf8').includes(LOGIN_PAGE_MARKER))) {
    throw new Error(`the login page (${LOGIN_ROUTE_SRC}) is neither a chunk of its own nor in the entry's static imports`);
  }
  const firstFiles = [...firstKeys].map(sizeOf).sort((a, b) => b.gzipKB - a.gzipKB);
  const firstTotal = firstFiles.reduce((sum, c) => sum + c.gzipKB, 0);
  const lazy = Object.keys(manifest)
    .filter((k) => !firstKeys.has(k) && manifest[k]!.file.endsWith('.js'))
    .map(sizeOf)
    .sort((a, b) => b.gzipKB - a.gzipKB);

  const overBudget: string[] = [];
  if (firstTotal > FIRST_SCREEN_BUDGET_KB) overBudget.push(`first screen (/login) ${firstTotal.toFixed(1)} KB > ${FIRST_SCREEN_BUDGET_KB} KB`);
  for (const c of lazy) if (c.gzipKB > LAZY_CHUNK_BUDGET_KB) overBudget.push(`lazy chunk ${c.file} (${c.label}) ${c.gzipKB.toFixed(1)} KB > ${LAZY_CHUNK_BUDGET_KB} KB`);
  return { firstScreen: { files: firstFiles, gzipKB: firstTotal, entryGzipKB: gzipKB(manifest[entry]!.file) }, lazy, overBudget };
}

if (import.meta.main) {
  const report = measureBundle();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(`First screen (/login), JS gzip: ${report.firstScreen.gzipKB.toFixed(1)} KB (budget ${FIRST_SCREEN_BUDGET_KB} KB)`);
    for (const c of report.firstScreen.files) console.log(`  ${c.gzipKB.toFixed(1).padStart(6)} KB  ${c.file}  ${c.label}`);
    const largest = report.lazy.slice(0, 10);
    console.log(`Lazy chunks: ${report.lazy.length}, largest (budget ${LAZY_CHUNK_BUDGET_KB} KB each):`);
    for (const c of largest) console.log(`  ${c.gzipKB.toFixed(1).padStart(6)} KB  ${c.file}  ${c.route ? 'lazy-loaded ' : 'shared '}${c.label}`);
  }
  if (report.overBudget.length) {
    console.error(`Over budget:\n- ${report.overBudget.join('\n- ')}`);
    process.exit(1);
  }
  if (!process.argv.includes('--json')) console.log('Within budget.');
}
