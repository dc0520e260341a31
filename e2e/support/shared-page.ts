import type { Browser, Page } from 'playwright-core';
import { afterAll, onTestFailed } from 'vitest';
import { signedInPage } from './app';
import type { WIDE } from './browser';
import { openApp, visitInApp } from './visit';

// One signed-in page per width that a file's tests share, for tests that need only a signed-in
// doctor and a page of the app (no data of their own, no second user): each test goes to its page
// inside the running app. A context of its own per test was a sign-up and a cold load of the app
// (~8 s on the loaded machine) per test.

type Viewport = typeof WIDE;

/**
 * The file's shared pages, one per width, opened on first use and closed after the file. A test that
 * fails drops the page it used, so its retry (and the next test) starts from a fresh one rather than
 * from whatever dialog or state the failure left.
 */
export function sharedSignedInPages(browser: () => Browser) {
  const pages = new Map<number, Promise<Page>>();
  const drop = async (width: number) => {
    const page = pages.get(width);
    pages.delete(width);
    await (await page?.catch(() => undefined))?.context().close();
  };
  afterAll(async () => {
    await Promise.all([...pages.keys()].map(drop));
  });

  /** The signed-in page at `viewport`, at `path` (reached inside the app; the first use loads the app there). */
  return async function pageAt(viewport: Viewport, path: string): Promise<Page> {
    onTestFailed(() => drop(viewport.width));
    let page = pages.get(viewport.width);
    if (!page) {
      page = signedInPage(browser(), viewport).then(async ({ page: opened }) => {
        await openApp(opened, path);
        return opened;
      });
      pages.set(viewport.width, page);
      return page;
    }
    await visitInApp(await page, path);
    return page;
  };
}
