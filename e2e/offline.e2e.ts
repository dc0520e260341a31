import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, snap, waitForSplash } from './support/app';
import { launchBrowser, NARROW } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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
});
