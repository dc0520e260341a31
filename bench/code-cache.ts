// Which of a page's scripts V8 takes from its code cache when the installed app is opened in a fresh
// browser process (bench/lighthouse.ts's cold mode). The profile is warmed once as there (signed in,
// service worker installed, caches filled); then each page load runs in a new Chromium process on it
// under a trace of V8's compile events. Per load: the module scripts compiled, how many were compiled
// from a code cache (a `consumedCacheSize` on `v8.compile`/`v8.compileModule`, or a deserialization),
// how many code caches were produced (`v8.produceModuleCache`), and the functions compiled lazily on
// the main thread (what a consumed code cache would have saved).
//
// `node bench/code-cache.ts [--no-build] [--pages /labs,/labs,/labs]` (a page named twice is loaded
// twice, each in its own process: V8 produces a script's cache on a later run than its first).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium } from './lighthouse.ts';
import { seedDemo, startServer } from './lib/server.ts';
import { warmServiceWorker } from './lib/warm-service-worker.ts';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  args?: { data?: Record<string, unknown> };
}

export interface CodeCacheUse {
  modulesCompiled: number;
  /** Scripts compiled from a code cache: name and bytes consumed. */
  consumed: { script: string; bytes: number }[];
  producedModuleCaches: number;
  lazyCompiles: number;
  lazyCompileMs: number;
}

/** One page load in a fresh Chromium process on `profile`, traced. */
async function traceLoad(profile: string, url: string): Promise<TraceEvent[]> {
  const chromiumProcess = await launchChromium(profile);
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromiumProcess.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await browser.startTracing(page, { categories: ['v8', 'disabled-by-default-v8.compile', 'devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    // Module code caches are produced after the scripts ran; let the page settle before stopping.
    await page.waitForTimeout(4_000);
    const trace = await browser.stopTracing();
    await browser.close();
    return (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await chromiumProcess.close();
  }
}

export function codeCacheUse(events: TraceEvent[]): CodeCacheUse {
  const complete = (name: string) => events.filter((e) => e.name === name && e.ph === 'X');
  const script = (e: TraceEvent) => String(e.args?.data?.url ?? '').split('/').pop()!;
  const consumed = events
    .filter((e) => (e.name === 'v8.compile' || e.name === 'v8.compileModule') && Number(e.args?.data?.consumedCacheSize) > 0)
    .map((e) => ({ script: script(e), bytes: Number(e.args!.data!.consumedCacheSize) }));
  return {
    modulesCompiled: events.filter((e) => e.name === 'v8.compileModule' && e.args?.data).length,
    consumed,
    producedModuleCaches: events.filter((e) => e.name === 'v8.produceModuleCache' && e.args?.data).length,
    lazyCompiles: complete('V8.CompileCode').length,
    lazyCompileMs: complete('V8.CompileCode').reduce((t, e) => t + (e.dur ?? 0) / 1000, 0),
  };
}

if (import.meta.main) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const server = await startServer({ build: !process.argv.includes('--no-build') });
  const profile = mkdtempSync(join(tmpdir(), 'medassist-code-cache-'));
  try {
    const demo = await seedDemo(server.stateDir);
    const pages = arg('--pages')?.split(',') ?? ['/login', '/dashboard', '/labs', `/patients/${demo.chartPatientId}`];
    const warm = await launchChromium(profile);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${warm.port}`);
    // Signed in unless only /login is asked for (a signed-in visit to /login goes to the dashboard).
    await warmServiceWorker(browser.contexts()[0]!, server.baseURL, pages.every((p) => p === '/login') ? undefined : demo);
    await browser.close();
    await warm.close();
    console.log(`load average: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    for (const path of pages) {
      const use = codeCacheUse(await traceLoad(profile, `${server.baseURL}${path}`));
      console.log(
        `${path}: ${use.modulesCompiled} modules compiled, ${use.consumed.length} from a code cache ` +
          `(${use.consumed.map((c) => `${c.script} ${c.bytes} B`).join(', ') || 'none'}), ${use.producedModuleCaches} module caches produced, ` +
          `${use.lazyCompiles} functions compiled lazily (${use.lazyCompileMs.toFixed(0)} ms)`,
      );
    }
  } finally {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    await server.stop();
  }
}
