import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium (Playwright's own download is not reachable here); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium (a fresh temporary profile each time) with flags that keep it off the network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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

/** A fresh browser context (own cookies) at the given viewport. */
export async function newPage(browser: Browser, viewport = WIDE, baseURL?: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, viewport, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  return { context, page };
}
