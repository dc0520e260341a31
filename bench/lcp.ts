// LCP of /login in headless Chromium (Debian's, through playwright-core) under Lighthouse's
// "Slow 4G" profile and a 4× slower CPU, set through the DevTools protocol:
//   Network.emulateNetworkConditions: 562.5 ms latency, 1474.56 kbit/s down, 675 kbit/s up
//   Emulation.setCPUThrottlingRate: 4
// on a phone-sized viewport (390×844). Two cases:
// - cold: a fresh browser context (empty HTTP cache, no service worker);
// - warm: a second visit, the service worker installed and controlling the page (the first visit
//   runs unthrottled, then the service worker is given time to finish installing); the worker's
//   own fetches are throttled too (network-first HTML goes through it).
// Per visit: LCP (the last largest-contentful-paint entry before we stop looking) and the time
// until the login form is usable (splash gone, username field visible and enabled), both from
// navigation start. `node bench/lcp.ts [--runs N] [--no-build]` runs it on its own.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { untilCachesFilled } from './lib/warm-service-worker.ts';

export const SLOW_4G = { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
export const CPU_SLOWDOWN = 4;
export const PHONE = { width: 390, height: 844 };

export interface Visit {
  /** When the page's HTML had fully arrived (navigation responseEnd). */
  html: number;
  /** First contentful paint. */
  fcp: number;
  lcp: number;
  /** What the LCP element was (tag and start of its text), to see what drives it. */
  lcpElement: string;
  usable: number;
}

// Runs in the page before anything else: records LCP candidates. Plain JS strings (bench/ has no DOM
// types), so the contexts bypass the page's CSP, which forbids evaluating strings.
const OBSERVE_LCP = `
  window.__lcp = { time: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      window.__lcp = { time: e.startTime, element: el ? el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '(removed)' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

// True once the splash has gone and the username field can be typed into; remembers when.
const FORM_USABLE = `(() => {
  if (window.__usable) return true;
  const input = document.querySelector('input[name=username]');
  const splash = document.querySelector('[data-testid=splash]');
  if (splash || !input || input.disabled) return false;
  const r = input.getBoundingClientRect();
  if (r.width === 0 || r.height === 0 || getComputedStyle(input).visibility === 'hidden') return false;
  window.__usable = performance.now();
  return true;
})()`;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** One throttled visit to /login in `page`, already set up; returns LCP and time to a usable form. */
async function visit(context: BrowserContext, page: Page, url: string): Promise<Visit> {
  await throttle(context, page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(FORM_USABLE, undefined, { timeout: 60_000, polling: 50 });
  // LCP can still change after the form appears (a larger element painting later): wait a moment.
  await page.waitForTimeout(1000);
  const result = (await page.evaluate(`({
    lcp: window.__lcp,
    usable: window.__usable,
    html: performance.getEntriesByType('navigation')[0].responseEnd,
    fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
  })`)) as { lcp: { time: number; element: string }; usable: number; html: number; fcp: number };
  return { html: result.html, fcp: result.fcp, lcp: result.lcp.time, lcpElement: result.lcp.element, usable: result.usable };
}

/** Cold: a fresh context per visit. */
async function coldVisit(browser: Browser, baseURL: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: PHONE, baseURL, serviceWorkers: 'allow', bypassCSP: true });
  await context.addInitScript(OBSERVE_LCP);
  const page = await context.newPage();
  try {
    return await visit(context, page, '/login');
  } finally {
    await context.close();
  }
}

/**
 * The page-level emulation does not reach a service worker's own fetches (it is another DevTools
 * target), and the worker fetches the page itself (network first): throttle every running worker.
 */
async function throttleServiceWorkers(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const workers = targetInfos.filter((t) => t.type === 'service_worker');
  for (const worker of workers) {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    const send = (id: number, method: string, params: object = {}) =>
      session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    await send(1, 'Network.enable');
    await send(2, 'Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latency,
      downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
    });
  }
  return workers.length;
}

/** Warm: a first, unthrottled visit installs the service worker; the measured visit is the second one. */
async function warmVisit(browser: Browser, baseURL: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: PHONE, baseURL, serviceWorkers: 'allow', bypassCSP: true });
  await context.addInitScript(OBSERVE_LCP);
  try {
    const first = await context.newPage();
    await first.goto('/login', { waitUntil: 'load' });
    await first.waitForFunction(FORM_USABLE, undefined, { timeout: 30_000 });
    await first.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    await untilCachesFilled(first, 10_000);
    // The first page stays open, so the worker keeps running (and throttled) for the second visit.
    if ((await throttleServiceWorkers(browser)) === 0) throw new Error('no running service worker to throttle');
    const page = await context.newPage();
    const result = await visit(context, page, '/login');
    const controlled = await page.evaluate('navigator.serviceWorker.controller !== null');
    if (!controlled) throw new Error('the warm visit was not controlled by the service worker');
    return result;
  } finally {
    await context.close();
  }
}

export interface LcpResult {
  cold: Visit[];
  warm: Visit[];
}

/** `runs` cold and `runs` warm visits to /login (one browser, a fresh context each). */
export async function measureLcp(baseURL: string, runs = 5): Promise<LcpResult> {
  const browser = await launch();
  try {
    const cold: Visit[] = [];
    const warm: Visit[] = [];
    for (let i = 0; i < runs; i++) cold.push(await coldVisit(browser, baseURL));
    for (let i = 0; i < runs; i++) warm.push(await warmVisit(browser, baseURL));
    return { cold, warm };
  } finally {
    await browser.close();
  }
}

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

if (import.meta.main) {
  const { startServer } = await import('./lib/server.ts');
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
  const server = await startServer({ build: !process.argv.includes('--no-build') });
  try {
    const result = await measureLcp(server.baseURL, runs);
    for (const kind of ['cold', 'warm'] as const) {
      const visits = result[kind];
      console.log(`${kind}: LCP median ${median(visits.map((v) => v.lcp)).toFixed(0)} ms, usable form median ${median(visits.map((v) => v.usable)).toFixed(0)} ms`);
      for (const v of visits) console.log(`  HTML ${v.html.toFixed(0)} ms, FCP ${v.fcp.toFixed(0)} ms, LCP ${v.lcp.toFixed(0)} ms (${v.lcpElement}), usable ${v.usable.toFixed(0)} ms`);
    }
  } finally {
    await server.stop();
  }
}
