import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { allowsServiceWorker, newPage as openPage, WIDE, type PageOptions } from './browser';

export const baseURL = () => inject('baseURL');

/** The run's one Chromium (started by global-setup.ts); `close()` closes only this file's contexts. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'));
}

/** The text of a download, streamed from the browser (which runs in another process: no local path). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let counter = 0;
/** A unique doctor for one test. */
export function newDoctor(prefix = 'doc') {
  counter += 1;
  // The worker's number keeps two files started in the same millisecond apart.
  const id = `${prefix}${process.env.VITEST_POOL_ID ?? 0}${Date.now().toString(36)}${counter}`;
  return { name: `Dr ${prefix.toUpperCase()} ${counter}`, email: `${id}@example.org`, password: 'correct horse battery', username: id };
}

/** Waits until the splash has gone (with the app mounted under it; see `newPage` in browser.ts). */
export async function waitForSplash(page: Page): Promise<void> {
  await page.locator('[data-testid=splash]').waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * Resolves once the app's service worker controls `page`. A page whose context was opened without
 * `{ serviceWorker: true }` has none and never will: that fails at once, naming the option, rather
 * than passing a check of the caches vacuously or waiting out the test's time.
 */
export async function controllingServiceWorker(page: Page): Promise<void> {
  if (!allowsServiceWorker(page.context())) throw new Error('this test needs the service worker: open its page with { serviceWorker: true } (service workers are blocked by default, e2e/support/browser.ts)');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/**
 * Resolves once the page's service worker has every page's code and the reference data cached (its
 * answer to 'status' waits for the precache the page started): a signal, not a clock, so a loaded
 * machine that precaches slowly makes the wait longer, never the check wrong.
 */
export async function serviceWorkerFilled(page: Page): Promise<{ id: string; assets: number }> {
  await controllingServiceWorker(page);
  return page.evaluate(() => new Promise<{ id: string; assets: number }>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e) => resolve(e.data as { id: string; assets: number });
    navigator.serviceWorker.controller!.postMessage('status', [channel.port2]);
  }));
}

/** A fresh context (own cookies) whose relative URLs go to the server under test. */
export function newPage(browser: Browser, viewport = WIDE, options: PageOptions = {}) {
  return openPage(browser, viewport, baseURL(), options);
}

/** Registers `doctor` through the API in `context`, which is then signed in as them (its cookies). */
export async function registerDoctor(context: BrowserContext, doctor = newDoctor()) {
  const res = await context.request.post(`${baseURL()}/api/register`, {
    data: { username: doctor.username, email: doctor.email, name: doctor.name, country: 'us', specialty: 'cardiology', password: doctor.password, role: 'doctor' },
  });
  if (res.status() !== 201) throw new Error(`register failed ${res.status()}: ${await res.text()}`);
  return (await res.json()) as { id: number; username: string; clinicId: number };
}

/** Opens a page already signed in as a freshly registered doctor (registered through the API). */
export async function signedInPage(browser: Browser, viewport = WIDE, doctor = newDoctor(), options: PageOptions = {}) {
  const { context, page } = await newPage(browser, viewport, options);
  const user = await registerDoctor(context, doctor);
  return { context, page, doctor: { ...doctor, username: user.username }, user };
}

/** Saves a screenshot for humans to look at (e2e/.artifacts, git-ignored). */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/.artifacts/${name}.png` });
}

/**
 * How many px the page is wider than the window (0 when nothing scrolls sideways); for a box (a
 * dialog, a panel), how far its content is wider than the box, less a pixel of sub-pixel rounding.
 * The one measure of sideways scrolling for every browser test.
 */
export async function sidewaysOverflow(of: Page | Locator): Promise<number> {
  if ('goto' in of) return of.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
  return of.evaluate((el) => Math.max(0, el.scrollWidth - el.clientWidth - 1));
}

/** The page (and `box`, when given) never scrolls sideways; a failure names what sticks out. */
export async function expectNoHorizontalScroll(page: Page, box?: Locator): Promise<void> {
  const over = await sidewaysOverflow(page);
  if (over > 0) {
    const sticking = await page.evaluate(() => [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8).map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> right ${Math.round(el.getBoundingClientRect().right)} px: ${el.textContent?.trim().slice(0, 40)}`));
    expect.fail(`the page is ${over} px wider than the window; sticking out:\n${sticking.join('\n')}`);
  }
  if (box) expect(await sidewaysOverflow(box), 'px the box is wider than its content area').toBe(0);
}
