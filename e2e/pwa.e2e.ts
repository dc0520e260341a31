import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, controllingServiceWorker, newDoctor, newPage, serviceWorkerFilled, signedInPage, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('installable app', () => {
  it('links a manifest with icons and registers /service-worker.js, which never caches patient data', async () => {
    const { page, context } = await signedInPage(browser, WIDE, newDoctor(), { serviceWorker: true });
    await page.goto('/dashboard');
    await waitForSplash(page);
    const manifestHref = await page.getAttribute('link[rel=manifest]', 'href');
    const manifest = (await (await context.request.get(manifestHref!)).json()) as { display: string; icons: { purpose?: string }[] };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    await controllingServiceWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    await page.reload();
    await waitForSplash(page);
    const cachedPaths = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const key of await caches.keys()) for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
        return urls;
      });
    // Of the API, only the three public reference answers (guidelines; no patient data) are kept.
    // They arrive in the background after load: wait until the worker says its precache is done.
    await serviceWorkerFilled(page);
    expect((await cachedPaths()).length).toBeGreaterThan(0);
    expect([...new Set((await cachedPaths()).filter((u) => u.startsWith('/api/')))].sort()).toEqual(['/api/calculators', '/api/clinical-guidelines', '/api/specialties']);
    await context.close();
  });

  it('lets FHIR API reads reach the Worker and never keeps one as the app shell', async () => {
    const { page, context } = await signedInPage(browser, WIDE, newDoctor(), { serviceWorker: true });
    await page.goto('/dashboard');
    await waitForSplash(page);
    await controllingServiceWorker(page);
    // A FHIR read opened in a tab is a navigation: the service worker must not answer it with the
    // SPA, nor store its answer (patient data) as the offline shell.
    const res = await page.goto('/fhir/R4/metadata');
    expect(res!.headers()['content-type']).toMatch(/^application\/fhir\+json/);
    const shell = await page.evaluate(async () => (await caches.match('/'))?.text() ?? '');
    expect(shell).not.toContain('CapabilityStatement');
    await context.close();
  });

  it('offers "Add to Home Screen" 3 s after load when the browser can install, and records the install', async () => {
    const { page, context } = await newPage(browser, NARROW);
    await page.goto('/login');
    // What an install-capable Chromium fires once the app qualifies (headless never does by itself).
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
      event.prompt = async () => undefined;
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    const sheet = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await sheet.waitFor({ timeout: 8000 });
    expect(await page.evaluate(() => Number(localStorage.getItem('medassist-install-prompt-last-shown')))).toBeGreaterThan(0);
    await sheet.getByRole('button', { name: 'Install App' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('medassist-installed'))).toBe('true');
    // Not again within 7 days.
    await page.reload();
    await page.waitForTimeout(3500);
    expect(await page.getByRole('dialog', { name: 'Add to Home Screen' }).count()).toBe(0);
    await context.close();
  });
});
