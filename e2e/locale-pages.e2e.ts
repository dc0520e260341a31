import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, newDoctor, newPage, sidewaysOverflow, signedInPage } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { PUBLIC_PAGES, SIGNED_IN_PAGES, SIGNED_OUT_PAGES } from './support/pages';
import { openApp, sweepPages } from './support/visit';

// Every page in the pseudo-locale (`?locale=en-XA`: accented and 40 % longer than English) on a
// 390 px phone: nothing scrolls sideways and no text is cut off, so German and French (up to a third
// longer than English) fit too. And every page in German at 390 and 1280 px, saved as screenshots in
// test-results/locale-de/ for a person to look at (English left over shows there, not in a check).

const SHOTS = 'test-results/locale-de';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A page signed in as a new doctor with one patient, and that patient's record path. */
async function signedInWithPatient(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; record: string }> {
  const { context, page } = await signedInPage(browser, viewport, newDoctor('locale'));
  const patient = await context.request.post('/api/patients', { data: { fullName: 'Locale Chart', age: 64, gender: 'Female', condition: 'Hypertension' } });
  expect(patient.status()).toBe(201);
  return { context, page, record: `/patients/${((await patient.json()) as { id: number }).id}` };
}

/** Opens the app at `path` with the tab's language forced (`?locale=` is kept for the tab). */
const openInLocale = (page: Page, path: string, locale: 'en-XA' | 'de') => openApp(page, `${path}?locale=${locale}`);

/**
 * Visible text cut off by its box: an element holding text whose content is wider or taller than the
 * box that hides its overflow, unless it ends in an ellipsis or a line clamp on purpose (a truncated
 * name still reads as one). Visually hidden text (1 px boxes for screen readers) is not shown anyway.
 */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!ownText) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const hidesX = /hidden|clip/.test(style.overflowX);
      const hidesY = /hidden|clip/.test(style.overflowY);
      const intended = style.textOverflow === 'ellipsis' || style.getPropertyValue('-webkit-line-clamp') !== 'none';
      const overX = hidesX && el.scrollWidth > el.clientWidth + 1;
      const overY = hidesY && el.scrollHeight > el.clientHeight + 1;
      if ((overX || overY) && !intended) found.push(`<${el.tagName.toLowerCase()}> "${el.textContent!.trim().slice(0, 60)}"`);
    }
    return found;
  });
}

/** Every path in the pseudo-locale: what overflows sideways or is cut off, per path. */
async function pseudoSweep(page: Page, paths: string[], label: string): Promise<string[]> {
  const findings = await sweepPages(page, paths, label, async () => {
    const over = await sidewaysOverflow(page);
    return [...(over > 0 ? [`the page is ${over} px wider than the window`] : []), ...(await clippedTexts(page)).map((clip) => `clipped ${clip}`)];
  });
  await expectNoHorizontalScroll(page);
  return findings;
}

const slug = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-[0-9]+$/, '-record') || 'home';

/** Saves a German screenshot of every path (full page) into test-results/locale-de/. */
async function germanShots(page: Page, paths: string[], width: number): Promise<void> {
  await sweepPages(page, paths, '', async (path) => {
    await page.screenshot({ path: `${SHOTS}/${width}-${slug(path)}.png`, fullPage: true });
    return [];
  });
}

describe('pseudo-locale (en-XA) at 390 px: no page overflows or cuts its text', () => {
  it('signed out: the auth and public pages', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(browser, NARROW);
    await openInLocale(page, '/login', 'en-XA');
    // The pseudo-locale marks every translated text with '·' padding: it is active.
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('·');
    // The check sees a text cut off by its box (and leaves an ellipsis alone).
    await page.evaluate(() => {
      for (const ellipsis of [false, true]) {
        const box = document.createElement('p');
        box.textContent = 'A text far too long for its forty-pixel box';
        box.style.cssText = `width: 40px; overflow: hidden; white-space: nowrap${ellipsis ? '; text-overflow: ellipsis' : ''}`;
        box.dataset.probe = '';
        document.body.append(box);
      }
    });
    expect(await clippedTexts(page)).toEqual(['<p> "A text far too long for its forty-pixel box"']);
    await page.evaluate(() => document.querySelectorAll('[data-probe]').forEach((probe) => probe.remove()));
    const findings = await pseudoSweep(page, [...SIGNED_OUT_PAGES, ...PUBLIC_PAGES], 'signed out');
    await context.close();
    expect(findings).toEqual([]);
  });

  it('signed in: every page', { timeout: 480_000 }, async () => {
    const { context, page, record } = await signedInWithPatient(NARROW);
    await openInLocale(page, '/dashboard', 'en-XA');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('·');
    const findings = await pseudoSweep(page, [...SIGNED_IN_PAGES, record, ...PUBLIC_PAGES], 'signed in');
    await context.close();
    expect(findings).toEqual([]);
  });
});

describe('German screenshots of every page (test-results/locale-de/, for a person to read)', () => {
  // One page signed out and one signed in, each swept at 390 px and then resized to 1280 px: a
  // context, a sign-up and a cold load per width bought the same screenshots.
  it('at 390 and 1280 px', { timeout: 600_000 }, async () => {
    const out = await newPage(browser, NARROW);
    await openInLocale(out.page, '/login', 'de');
    await expect.poll(() => out.page.locator('h1').first().textContent()).toBe('Willkommen zurück');
    for (const viewport of [NARROW, WIDE]) {
      await out.page.setViewportSize(viewport);
      await germanShots(out.page, [...SIGNED_OUT_PAGES, ...PUBLIC_PAGES], viewport.width);
    }
    await out.context.close();

    const { context, page, record } = await signedInWithPatient(NARROW);
    await openInLocale(page, '/dashboard', 'de');
    for (const viewport of [NARROW, WIDE]) {
      await page.setViewportSize(viewport);
      await germanShots(page, [...SIGNED_IN_PAGES, record], viewport.width);
    }
    await context.close();
  });
});
