// Google Lighthouse (npm `lighthouse`, pinned in package.json) on the pages a doctor opens first,
// the way the field measures a site: the default config, i.e. the mobile preset (Moto G Power
// screen, simulated Slow 4G: 150 ms RTT, 1.6 Mbit/s; 4× CPU slowdown), categories performance,
// accessibility and best practices; median of three runs per page (by performance score).
//
// Signed in for real, in the same browser profile Lighthouse then uses: Debian's Chromium is
// started with a remote-debugging port and its own profile; playwright-core attaches over CDP,
// opens /login and waits until the service worker controls the page and has filled its caches;
// /login is measured signed out; then playwright signs in through the login form (so the session
// is a cookie, as for a doctor: the service worker's own requests carry no injected headers) and
// the signed-in pages are measured. Lighthouse runs with `disableStorageReset`, so cookies, caches
// and the service worker stay warm between runs.
//
// The budget is judged on opening the installed app (DESIGN.md §7): every run starts a fresh
// Chromium process on that profile and stops it afterwards, so nothing is compiled in memory and
// the page's scripts come from the service worker's cache with whatever code cache V8 keeps on disk.
// `--process warm` runs everything in one long-lived Chromium instead (the figures before issue 33).
//
// `node bench/lighthouse.ts [--no-build] [--runs N] [--pages /login,/labs] [--process cold|warm] [--keep dir]`
// runs it on its own and prints the load average, the table and, per page, the main thread's largest
// costs, slowest scripts and long tasks; `--keep` writes each run's full report (JSON: every audit,
// e.g. `long-tasks`, `bootup-time`) into `dir`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { freePort } from '../scripts/free-port.ts';
import { warmServiceWorker, type Signer } from './lib/warm-service-worker.ts';

export const LIGHTHOUSE_BUDGETS = { performance: 95, tbtMs: 150, accessibility: 100, bestPractices: 95 };

export interface PageScore {
  path: string;
  performance: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
  /** Failed audits of accessibility and best practices, by id (for the reader of a miss). */
  failing: string[];
  /** What the failed audits found, one short line each (console errors, DevTools issues, contrast…). */
  findings: string[];
  /** Main-thread time by kind (mainthread-work-breakdown), ms, largest first. */
  mainThread: { group: string; ms: number }[];
  /** Script evaluation per script (bootup-time), ms, largest first. */
  bootup: { url: string; scripting: number; parse: number }[];
  /** The main thread's tasks over 50 ms (long-tasks, simulated at 4× CPU): start and duration, ms. */
  longTasks: { url: string; startMs: number; durationMs: number }[];
}

async function waitForDevTools(port: number, chromiumProcess: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (chromiumProcess.exitCode !== null) throw new Error(`chromium exited with ${chromiumProcess.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('chromium did not open its debugging port');
}

/** Opens /login in the profile and waits until the service worker controls it and has cached the app. */
/** Warms the service worker in the Lighthouse browser's own profile (its cookies stay for the runs). */
async function warmBrowser(port: number, baseURL: string, signInAs?: Signer): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await warmServiceWorker(browser.contexts()[0]!, baseURL, signInAs);
  } finally {
    // Detaches only: the browser, its profile and its cookies stay for Lighthouse.
    await browser.close();
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function scoreOf(path: string, lhr: Lhr): PageScore {
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices'].flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  );
  const items = (id: string) => ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
  const findings = failing.flatMap((id) => items(id).map((item) => `${id}: ${JSON.stringify(item).slice(0, 300)}`));
  return {
    path,
    performance: category('performance'),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    failing,
    findings,
    mainThread: items('mainthread-work-breakdown').map((i) => ({ group: String(i.groupLabel ?? i.group), ms: Math.round(Number(i.duration)) })),
    bootup: items('bootup-time').map((i) => ({ url: String(i.url), scripting: Math.round(Number(i.scripting)), parse: Math.round(Number(i.scriptParseCompile)) })),
    longTasks: items('long-tasks').map((i) => ({ url: String(i.url), startMs: Math.round(Number(i.startTime)), durationMs: Math.round(Number(i.duration)) })),
  };
}

/** Pages only a signed-out visitor sees (a signed-in one is sent to the dashboard): measured before the sign-in. */
const SIGNED_OUT_PATHS = new Set(['/login', '/register', '/reset-password']);

/** Asks the browser at `port` to shut down (DevTools protocol `Browser.close`). */
async function closeOverDevTools(port: number): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  socket.send(JSON.stringify({ id: 1, method: 'Browser.close' }));
}

/** A headless Chromium on `profile` with a remote-debugging port; `close` shuts it down and waits (so the profile is flushed). */
export async function launchChromium(profile: string): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const chromiumProcess = spawn(CHROMIUM_PATH, [
    '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`,
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-default-apps', 'about:blank',
  ], { stdio: 'ignore' });
  const exited = new Promise((r) => chromiumProcess.once('exit', r));
  const close = async () => {
    if (chromiumProcess.exitCode !== null) return;
    // Browser.close is Chromium's orderly shutdown, which writes the cookies out (on SIGTERM a
    // headless Chromium exits without it, and the next process is signed out).
    await closeOverDevTools(port).catch(() => chromiumProcess.kill('SIGTERM'));
    const timer = setTimeout(() => chromiumProcess.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForDevTools(port, chromiumProcess);
  } catch (e) {
    await close();
    throw e;
  }
  return { port, close };
}

/**
 * How the runs share browsers: `cold` (the budget) starts a fresh Chromium process on the warmed
 * profile for every run, as a phone reopening the installed app after it closed it: cookies,
 * service worker, its caches and the code cache on disk are warm, nothing is compiled in memory.
 * `warm` runs them all in one long-lived Chromium (code compiled by earlier runs stays in memory).
 */
export type LighthouseProcess = 'cold' | 'warm';

/**
 * Lighthouse on each path, `runs` times; the median run (by performance score) of each. The
 * signed-out pages first (service worker warm from a first visit), then, after a sign-in through
 * the form in the same profile, the others.
 */
export async function measureLighthouse(
  baseURL: string, who: Signer, paths: string[], runs = 3, keepDir?: string, mode: LighthouseProcess = 'cold',
): Promise<PageScore[]> {
  const profile = mkdtempSync(join(tmpdir(), 'medassist-lighthouse-'));
  // The warm mode's one browser; the cold mode's current one (started for each run, or to warm the profile).
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  const open = async () => (browser ??= await launchChromium(profile));
  const closeCold = async () => {
    if (mode === 'cold') {
      await browser?.close();
      browser = undefined;
    }
  };
  try {
    const scores = new Map<string, PageScore>();
    const measure = async (path: string) => {
      const samples: PageScore[] = [];
      for (let i = 0; i < runs; i++) {
        const { port } = await open();
        const result = await lighthouse(`${baseURL}${path}`, {
          port,
          logLevel: 'error',
          output: 'json',
          // Keep the sign-in, the HTTP cache and the service worker between runs (a doctor's phone).
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        await closeCold();
        if (!result) throw new Error(`lighthouse gave no result for ${path}`);
        if (result.lhr.runtimeError) throw new Error(`lighthouse on ${path}: ${result.lhr.runtimeError.message}`);
        // A page that ended elsewhere (a signed-in page on /login: the session was lost) would give another page's figures.
        const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (landed !== path) throw new Error(`lighthouse on ${path} ended on ${landed}`);
        if (keepDir) writeFileSync(join(keepDir, `${path.replaceAll('/', '_').slice(1)}-${i + 1}.json`), JSON.stringify(result.lhr));
        samples.push(scoreOf(path, result.lhr));
      }
      samples.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
      scores.set(path, samples[Math.floor(samples.length / 2)]!);
    };
    await warmBrowser((await open()).port, baseURL);
    await closeCold();
    for (const path of paths.filter((p) => SIGNED_OUT_PATHS.has(p))) await measure(path);
    await warmBrowser((await open()).port, baseURL, who);
    await closeCold();
    for (const path of paths.filter((p) => !SIGNED_OUT_PATHS.has(p))) await measure(path);
    return paths.map((p) => scores.get(p)!);
  } finally {
    await browser?.close();
    // Chromium's helper processes may still write into the profile for a moment after it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** One table row per page: performance, TBT, accessibility, best practices, each against its budget. */
export function lighthouseRows(scores: PageScore[], runs: number, mode: LighthouseProcess = 'cold'): string[][] {
  const b = LIGHTHOUSE_BUDGETS;
  return scores.map((s) => {
    const met = s.performance >= b.performance && s.tbtMs <= b.tbtMs && s.accessibility >= b.accessibility && s.bestPractices >= b.bestPractices;
    const misses = s.failing.length ? ` (failing: ${s.failing.join(', ')})` : '';
    return [
      `Lighthouse ${s.path}, mobile (Slow 4G, 4× CPU), ${mode === 'cold' ? 'a fresh browser process per run' : 'one browser process'}, median of ${runs}: performance / TBT / accessibility / best practices`,
      `${s.performance} / ${s.tbtMs} ms / ${s.accessibility} / ${s.bestPractices}${misses}`,
      `≥ ${b.performance} / ≤ ${b.tbtMs} ms / ${b.accessibility} / ≥ ${b.bestPractices}`,
      met ? 'met' : 'MISSED',
    ];
  });
}

export const LIGHTHOUSE_PAGES = ['/login', '/dashboard', '/patients', '/appointments', '/labs'];

if (import.meta.main) {
  const { seedDemo, startServer } = await import('./lib/server.ts');
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const runs = Number(arg('--runs') ?? 3);
  const server = await startServer({ build: !process.argv.includes('--no-build') });
  try {
    const demo = await seedDemo(server.stateDir);
    const pages = arg('--pages')?.split(',') ?? [...LIGHTHOUSE_PAGES, `/patients/${demo.chartPatientId}`];
    const keepDir = arg('--keep');
    if (keepDir) mkdirSync(keepDir, { recursive: true });
    const mode = (arg('--process') ?? 'cold') as LighthouseProcess;
    if (mode !== 'cold' && mode !== 'warm') throw new Error('--process is cold or warm');
    console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const scores = await measureLighthouse(server.baseURL, demo, pages, runs, keepDir, mode);
    console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    for (const r of lighthouseRows(scores, runs, mode)) console.log(`| ${r.join(' | ')} |`);
    for (const s of scores) {
      console.log(`\n${s.path}: main thread ${s.mainThread.map((m) => `${m.group} ${m.ms}`).join(', ')}`);
      for (const b of s.bootup.slice(0, 6)) console.log(`  ${b.url.replace(server.baseURL, '')}: scripting ${b.scripting} ms, parse ${b.parse} ms`);
      console.log(`  long tasks (start: duration): ${s.longTasks.map((t) => `${t.startMs}: ${t.durationMs} ms ${t.url.replace(server.baseURL, '')}`).join(', ')}`);
    }
  } finally {
    await server.stop();
  }
}
