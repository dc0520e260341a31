import { chromium, type Browser, type BrowserContext, type BrowserServer, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium (Playwright's own download is not reachable here); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Starts headless Chromium (a fresh temporary profile) with flags that keep it off the network, as a
 * server the test files connect to: one browser process for the whole run (global-setup.ts). Each
 * test opens its own context, which has its own cookies, storage and caches (and service worker, if it asks: `newPage`).
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync',
    ],
  });
}

export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 390, height: 844 };

let contexts = 0;
/**
 * A client address of its own for each browser context, as a different computer would have: the
 * server limits sign-ups and failed sign-ins per address (CF-Connecting-IP, which wrangler dev
 * passes through), and one test file signs up more doctors than one address may in a minute. Test
 * files run two at a time against one server: each worker process has its own range (10.<worker>.x.x).
 */
export function clientAddressHeader(): Record<string, string> {
  contexts += 1;
  return { 'CF-Connecting-IP': `10.${process.env.VITEST_POOL_ID ?? 0}.${Math.floor(contexts / 250) % 250}.${contexts % 250}` };
}

export interface PageOptions extends Omit<BrowserContextOptions, 'serviceWorkers'> {
  /** Keep the app's full 2-second splash (the test of the splash itself); see `splashOnlyUntilMounted`. */
  fullSplash?: boolean;
  /**
   * Let the app register its service worker (the tests of what it does: offline, its caches, the
   * installable app). Without it the context blocks service workers: in each new context the worker
   * would precache every page's code and the reference data (~120 requests), which made a first
   * load ~8.7 s instead of ~5.5 s under load, and page.route could not see the worker's own fetches.
   */
  serviceWorker?: boolean;
}

/** The contexts opened with `{ serviceWorker: true }`: a test of the service worker in any other fails at once (see `controllingServiceWorker`). */
const withServiceWorker = new WeakSet<BrowserContext>();
export const allowsServiceWorker = (context: BrowserContext) => withServiceWorker.has(context);

/**
 * The app keeps its splash 2 s after the first paint of every full load, or until it has mounted
 * when that takes longer (web/src/components/splash-screen.tsx reads the first paint's time). A
 * browser test loads the app about 190 times and only the splash's own test looks at it: here the
 * first paint reads as long past, so the splash goes once the app has mounted, the slow-phone path.
 */
function splashOnlyUntilMounted(): void {
  const byName = performance.getEntriesByName.bind(performance);
  performance.getEntriesByName = (name: string, type?: string) =>
    name === 'first-contentful-paint' ? [{ name, entryType: 'paint', startTime: -60_000, duration: 0, toJSON: () => ({}) }] : byName(name, type);
}

/** A fresh browser context (own cookies, own client address, no service worker unless asked) at the given viewport. */
export async function newPage(browser: Browser, viewport = WIDE, baseURL?: string, { fullSplash = false, serviceWorker = false, ...options }: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...options, viewport, ...(baseURL ? { baseURL } : {}), serviceWorkers: serviceWorker ? 'allow' : 'block',
    extraHTTPHeaders: { ...clientAddressHeader(), ...options.extraHTTPHeaders },
  });
  if (serviceWorker) withServiceWorker.add(context);
  if (!fullSplash) await context.addInitScript(splashOnlyUntilMounted);
  const page = await context.newPage();
  return { context, page };
}
