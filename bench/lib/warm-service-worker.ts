import type { BrowserContext, Page } from 'playwright-core';

/** Who signs in before a page is measured. */
export interface Signer {
  username: string;
  password: string;
}

/**
 * Opens /login in `context` (signing in as `signInAs` if given) and waits until the service worker
 * controls the page and has filled its caches, so the measured loads are warm ones. Lighthouse
 * (bench/lighthouse.ts) and the long-task profile (bench/profile-web.ts) start from this same state.
 */
export async function warmServiceWorker(context: BrowserContext, baseURL: string, signInAs?: Signer): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.locator('[data-testid=splash]').waitFor({ state: 'detached', timeout: 60_000 });
  if (signInAs) {
    await page.locator('input[name=username]').fill(signInAs.username);
    await page.locator('input[name=password]').fill(signInAs.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/dashboard', { timeout: 60_000 });
  }
  await untilCachesFilled(page, 60_000);
  await page.close();
}

/** Waits until a service worker controls `page` and has filled its caches (every page's code). */
export async function untilCachesFilled(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout });
  // The worker answers 'status' once it has filled its caches.
  await page.evaluate(`new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(undefined);
    navigator.serviceWorker.controller.postMessage('status', [channel.port2]);
  })`);
}
