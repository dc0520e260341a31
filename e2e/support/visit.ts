import type { Locator, Page } from 'playwright-core';
import { expectNoHorizontalScroll, snap, waitForSplash } from './app';
import { NARROW, WIDE } from './browser';

// Moving around the running app the way the page sweeps do (accessibility, languages, phone layout):
// one full load, then every page reached inside the app, each given time to settle before it is judged.

/** Opens the app at `path` (a full load) and waits for the splash to go and the page's heading. */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForSplash(page);
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
}

/**
 * Goes to `path` inside the running app (no reload, so no splash each time) and waits for the page to
 * settle. The heading of the page being left is marked first and the wait is for an unmarked one:
 * React commits the next page later, and a page or layout whose code is still loading shows nothing,
 * so the old page's heading (or none) was judged as the new page's (/reset-password "0 main landmarks").
 */
export async function visitInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The same path again (a query aside, as ?locale=) renders the same page: its heading stays.
    if (new URL(to, window.location.href).pathname !== window.location.pathname) document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-e2e-left', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('h1:not([data-e2e-left])').first().waitFor({ timeout: 15_000 });
  // Data placeholders gone, then the entry animations finished (they change colours and sizes mid-way).
  await page.waitForFunction(() => !document.querySelector('.chakra-skeleton, [aria-busy=true]'), undefined, { timeout: 15_000 });
  await animationsDone(page);
}

/**
 * Resolves once the animations and transitions running on the page have ended: two frames first, so
 * what mounted or changed last has started its own; endless ones (a spinner) are not waited for, and
 * none for over 3 s.
 */
export function animationsDone(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const ending = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), new Promise((later) => setTimeout(later, 3_000))]);
  });
}

/**
 * Resizes `page` and waits for what the new width set moving (the side menu sliding in at 1280 px)
 * to end, so a check or a screenshot sees the page as laid out at that width.
 */
export async function resizeTo(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await animationsDone(page);
}

export type Width = 'wide' | 'narrow';
const WIDTHS = { wide: WIDE, narrow: NARROW } as const;

/**
 * Runs `check` with `page` at the width it is at (1280 or 390 px), then resized to the other, and
 * leaves it there: one flow checked at both widths, where a flow per width signed up and drove the
 * same steps twice. One resize a call, so a flow's steps alternate between the two widths.
 */
export async function atBothWidths(page: Page, check: (width: Width) => Promise<void>): Promise<void> {
  const now: Width = page.viewportSize()?.width === NARROW.width ? 'narrow' : 'wide';
  await check(now);
  const other: Width = now === 'wide' ? 'narrow' : 'wide';
  await resizeTo(page, WIDTHS[other]);
  await check(other);
}

/** No sideways scrolling and a screenshot `<shot>-<wide|narrow>` at both widths (`into`: scrolled into view at each; see `atBothWidths`). */
export function fitsBothWidths(page: Page, shot: string, into?: Locator): Promise<void> {
  return atBothWidths(page, async (width) => {
    if (into) await into.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await snap(page, `${shot}-${width}`);
  });
}

/**
 * Visits each path inside the running app and returns what `check` finds there, one line each as
 * "<label> <path>: <finding>" (no label: "<path>: <finding>"), so a sweep reports every page at once.
 */
export async function sweepPages(page: Page, paths: string[], label: string, check: (path: string) => Promise<string[]>): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await visitInApp(page, path);
    for (const finding of await check(path)) findings.push(`${label ? `${label} ` : ''}${path}: ${finding}`);
  }
  return findings;
}
