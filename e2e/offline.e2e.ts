import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newDoctor, serviceWorkerFilled, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The network off (or on) for the pages AND the service workers: Chromium's offline emulation of
 * a context does not reach its service worker, whose own fetches would still succeed.
 */
async function setNetwork(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  for (const worker of targetInfos.filter((t) => t.type === 'service_worker')) {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    const send = (id: number, method: string, params: object = {}) =>
      session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    await send(1, 'Network.enable');
    await send(2, 'Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  }
  await session.detach();
}

/** Every cached URL, by path. */
const cachedPaths = (page: Page) => page.evaluate(async () => {
  const paths: string[] = [];
  for (const key of await caches.keys()) for (const req of await (await caches.open(key)).keys()) paths.push(new URL(req.url).pathname);
  return paths;
});

describe('offline', () => {
  it('a signed-in page says clearly that it is offline, and stops saying so when the connection is back', async () => {
    const { page, context } = await signedInPage(browser, NARROW);
    await page.goto('/dashboard');
    await waitForSplash(page);
    await page.locator('#main').waitFor();
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    await context.setOffline(true);
    await page.getByTestId('offline-banner').getByText('You are offline.', { exact: false }).waitFor();
    await snap(page, 'offline-narrow');
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await context.close();
  });

  it('opened with no connection: calculators, reference and guidelines work, patient pages say why they cannot, and the page opens once back online', { timeout: 120_000 }, async () => {
    const { page, context } = await signedInPage(browser, NARROW, newDoctor(), { serviceWorker: true });
    await page.goto('/dashboard');
    await waitForSplash(page);
    const status = await serviceWorkerFilled(page);
    expect(status.id).toMatch(/^[0-9a-f]{12}$/);
    expect(status.assets).toBeGreaterThan(50);
    // Only code, the shell and the three public reference answers are cached: no patient data.
    const apiCached = (await cachedPaths(page)).filter((p) => p.startsWith('/api/'));
    expect([...new Set(apiCached)].sort()).toEqual(['/api/calculators', '/api/clinical-guidelines', '/api/specialties']);

    await setNetwork(context, true);
    // A patient page, freshly loaded: the shell comes from the cache, the page says what needs a connection.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor({ timeout: 20_000 });
    await snap(page, 'offline-start-narrow');
    // The built-in drug reference, also freshly loaded offline.
    await page.goto('/reference/drug-interactions?drug=Aspirin&drug=Warfarin');
    await page.getByRole('article', { name: 'Severe interaction: Aspirin + Warfarin' }).waitFor({ timeout: 20_000 });
    await page.getByTestId('offline-banner').waitFor();
    // A calculator behind sign-in, and the guidelines from the cached list.
    await page.goto('/calculators/bmi');
    await page.locator('input[name=weight]').fill('70', { timeout: 20_000 });
    await page.locator('input[name=height]').fill('175');
    await page.getByTestId('result-value').filter({ hasText: '22.9 kg/m²' }).waitFor();
    await page.goto('/guidelines');
    await page.getByTestId('guideline-card').first().waitFor({ timeout: 20_000 });
    await snap(page, 'offline-guidelines-narrow');

    // Back online, a patient page opens by itself.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor({ timeout: 20_000 });
    await setNetwork(context, false);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor({ state: 'detached', timeout: 20_000 });
    await page.locator('#main').waitFor();
    await context.close();
  });

  it('signing out leaves no sign of the session in the browser', { timeout: 60_000 }, async () => {
    const { page, context } = await signedInPage(browser, NARROW, newDoctor(), { serviceWorker: true });
    await page.goto('/dashboard');
    await waitForSplash(page);
    await serviceWorkerFilled(page);
    expect(await page.evaluate(() => localStorage.getItem('medassist-signed-in'))).toBe('1');
    await page.evaluate(() => fetch('/api/logout', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }));
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('medassist-signed-in'))).toBeNull();
    // Offline now, a patient page asks for nothing of the old session: it offers only the public pages.
    await setNetwork(context, true);
    await page.goto('/patients');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Drug interactions' }).count()).toBe(0);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((k) => !['medassist-theme', 'medassist-install-prompt-last-shown', 'medassist-installed'].includes(k))).toEqual([]);
    await context.close();
  });
});
