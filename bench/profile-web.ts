// Where a page load's long tasks come from: Chromium's sampling profiler over a page load at 4× CPU
// (DevTools' throttling, as Lighthouse's mobile preset simulates), signed in, service worker warm,
// at a phone's width. The profile is cut into tasks at its idle samples; each task over 50 ms is
// listed with its largest functions (self time), mapped to source through the build's source maps
// when it has them (`vite build --sourcemap`). Builds given as `--dist A=dir,B=dir` are served in turn,
// `--rounds` times, so a before/after comparison shares the machine's load.
//
// `node bench/profile-web.ts --dist main=/tmp/main-dist,new=dist [--pages /login,/dashboard] [--rounds 2] [--json out.json]
//   [--save-profiles dir]` (`--save-profiles`: each load's raw CPU profile, `<variant>-<page>-<round>.cpuprofile`,
// for DevTools' Performance panel or for finding who calls a function)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { freePort } from '../scripts/free-port.ts';
import { applyMigrations, serveWithWrangler, waitUntilHealthy } from '../scripts/lib/local-server.ts';
import { auditKeyVarFlags } from '../scripts/lib/dev-audit-key.ts';
import { seedDemo } from './lib/server.ts';
import { warmServiceWorker } from './lib/warm-service-worker.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** Self time per function ("name file:line"), ms, largest first. */
  top: { fn: string; ms: number }[];
  /** Time with the function on the stack (inclusive), for the named functions of INCLUSIVE, ms. */
  inclusive: { fn: string; ms: number }[];
}

/** Functions whose inclusive time says which phase a task is (start, render, commit, styles, schemas). */
const INCLUSIVE = /^(createSystem|mergeConfigs|createTokenDictionary|performWorkOnRoot|renderRootSync|renderRootConcurrent|commitRoot|commitRootImpl|flushPassiveEffects|flushLayoutEffects|commitMutationEffects|insertStyles|serializeStyles|useResolvedProps|withEmotionCache|init|activateLocale|createFormatter|loadLateTheme|addRecipes|registerServiceWorker)$/;

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const maps = new Map<string, TraceMap | null>();
function mapFrame(distDir: string, frame: ProfileNode['callFrame']): string {
  const file = /\/assets\/[^/?#]+\.js/.exec(frame.url)?.[0];
  if (!file) return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}`;
  const mapPath = join(distDir, 'client', `${file}.map`);
  if (!maps.has(mapPath)) maps.set(mapPath, existsSync(mapPath) ? new TraceMap(readFileSync(mapPath, 'utf8')) : null);
  const map = maps.get(mapPath);
  if (!map) return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (pos.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${pos.name ?? frame.functionName ?? '(anonymous)'} ${source}:${pos.line ?? 0}`;
}

/** Cuts the profile into tasks at idle samples and returns those over 50 ms with their largest functions. */
export function longTasksOf(profile: CpuProfile, distDir: string): LongTask[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const tasks: LongTask[] = [];
  let t = profile.startTime;
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let current: { start: number; end: number; self: Map<number, number>; incl: Map<string, number> } | null = null;
  const close = () => {
    if (current && current.end - current.start > 50_000) {
      const self = new Map<string, number>();
      for (const [id, us] of current.self) {
        const key = mapFrame(distDir, byId.get(id)!.callFrame);
        self.set(key, (self.get(key) ?? 0) + us);
      }
      tasks.push({
        startMs: Math.round((current.start - profile.startTime) / 1000),
        durationMs: Math.round((current.end - current.start) / 1000),
        top: [...self].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([fn, us]) => ({ fn, ms: Math.round(us / 100) / 10 })),
        inclusive: [...current.incl].sort((a, b) => b[1] - a[1]).map(([fn, us]) => ({ fn, ms: Math.round(us / 100) / 10 })),
      });
    }
    current = null;
  };
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(profile.samples[i]!)!;
    if (node.callFrame.functionName === '(idle)') {
      close();
      continue;
    }
    current ??= { start: t, end: t, self: new Map(), incl: new Map() };
    current.end = t + dt;
    current.self.set(node.id, (current.self.get(node.id) ?? 0) + dt);
    const seen = new Set<string>();
    let moduleTop: number | undefined;
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      if (frame.url && frame.functionName === '') moduleTop = id;
      const name = mapFrame(distDir, frame).split(' ')[0]!;
      if (INCLUSIVE.test(name) && !seen.has(name)) {
        seen.add(name);
        current.incl.set(name, (current.incl.get(name) ?? 0) + dt);
      }
    }
    // The outermost anonymous frame of a script: a module's evaluation (or a callback's wrapper).
    if (moduleTop !== undefined) {
      const key = `module ${byId.get(moduleTop)!.callFrame.url.split('/').pop()}`;
      current.incl.set(key, (current.incl.get(key) ?? 0) + dt);
    }
  }
  close();
  return tasks;
}

async function profileLoad(context: BrowserContext, url: string, distDir: string, saveAs?: string): Promise<LongTask[]> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.start');
  // No polling of the page meanwhile (a locator's polling runs in the page and would be profiled too).
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForTimeout(Number(arg('--wait') ?? 7000));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await page.close();
  if (saveAs) writeFileSync(saveAs, JSON.stringify(profile));
  return longTasksOf(profile, distDir);
}

async function runVariant(distDir: string, pages: string[], saveAs?: (page: string) => string): Promise<Record<string, LongTask[]>> {
  const root = mkdtempSync(join(tmpdir(), 'medassist-profile-'));
  cpSync(join(distDir, 'medassist'), join(root, 'dist/medassist'), { recursive: true });
  cpSync(join(distDir, 'client'), join(root, 'dist/client'), { recursive: true });
  const config = join(root, 'dist/medassist/wrangler.json');
  const stateDir = join(root, 'state');
  await applyMigrations(['--persist-to', stateDir], { fresh: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = serveWithWrangler(port, ['-c', config, '--persist-to', stateDir, ...auditKeyVarFlags()]);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
  try {
    await waitUntilHealthy(baseURL, child);
    const demo = await seedDemo(stateDir);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const out: Record<string, LongTask[]> = {};
    const resolve = (p: string) => (p === '/chart' ? `/patients/${demo.chartPatientId}` : p);
    await warmServiceWorker(context, baseURL);
    for (const p of pages.filter((p) => p === '/login')) out[p] = await profileLoad(context, baseURL + p, distDir, saveAs?.(p));
    await warmServiceWorker(context, baseURL, demo);
    for (const p of pages.filter((p) => p !== '/login')) out[p] = await profileLoad(context, baseURL + resolve(p), distDir, saveAs?.(p));
    return out;
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const variants = (arg('--dist') ?? 'current=dist').split(',').map((v) => v.split('=') as [string, string]);
  const pages = (arg('--pages') ?? '/login,/dashboard,/patients,/appointments,/labs,/chart').split(',');
  const rounds = Number(arg('--rounds') ?? 1);
  const results: { round: number; variant: string; page: string; tasks: LongTask[] }[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [name, dir] of variants) {
      const saveDir = arg('--save-profiles');
      if (saveDir) mkdirSync(saveDir, { recursive: true });
      const saveAs = saveDir ? (page: string) => join(saveDir, `${name}-${page.replace(/\W+/g, '')}-${round}.cpuprofile`) : undefined;
      const r = await runVariant(dir, pages, saveAs);
      for (const [page, tasks] of Object.entries(r)) results.push({ round, variant: name, page, tasks });
    }
  }
  const excess = (ts: LongTask[]) => ts.reduce((s, t) => s + t.durationMs - 50, 0);
  for (const page of pages) {
    console.log(`\n## ${page}`);
    for (const r of results.filter((x) => x.page === page)) {
      console.log(`${r.variant} round ${r.round}: ${r.tasks.length} long tasks, excess ${excess(r.tasks)} ms: ${r.tasks.map((t) => `${t.durationMs}@${t.startMs}`).join(' ')}`);
    }
  }
  if (arg('--verbose') !== undefined || process.argv.includes('--verbose')) {
    for (const r of results) {
      console.log(`\n### ${r.variant} ${r.page} round ${r.round}`);
      for (const t of r.tasks) {
        console.log(`  task ${t.durationMs} ms @${t.startMs}: ${t.top.slice(0, 8).map((f) => `${f.fn} ${f.ms}`).join(' | ')}`);
        console.log(`      inclusive: ${t.inclusive.slice(0, 10).map((f) => `${f.fn} ${f.ms}`).join(' | ')}`);
      }
    }
  }
  const json = arg('--json');
  if (json) writeFileSync(json, JSON.stringify(results, null, 1));
}
