import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newDoctor, newPage, signedInPage, snap, waitForSplash } from './support/app';

// Keyboard use: every page can be worked with Tab and Enter, and whatever has focus shows it
// (WCAG 2.1.1, 2.4.3, 2.4.7). Signed-in pages start with a 'Skip to main content' link.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Focused {
  name: string;
  /** An outline or a ring (box-shadow) is drawn, or the element's own look changed for focus. */
  shown: boolean;
  onScreen: boolean;
}

/** What has focus now, and whether it shows it. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const box = el.getBoundingClientRect();
    const name = el.getAttribute('aria-label') || el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) || el.getAttribute('name') || el.tagName.toLowerCase();
    return { name, shown: outline || ring, onScreen: box.width > 0 && box.height > 0 };
  });
}

/** Tabs `steps` times; returns the focus stops that hide their focus or are invisible. */
async function tabThrough(page: Page, steps: number): Promise<{ stops: string[]; problems: string[] }> {
  const stops: string[] = [];
  const problems: string[] = [];
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    stops.push(now.name);
    if (!now.shown) problems.push(`${now.name}: no visible focus indicator`);
    if (!now.onScreen) problems.push(`${now.name}: focused but not on screen`);
  }
  return { stops, problems };
}

describe('keyboard', () => {
  it('signs in with the keyboard alone, every stop showing its focus', async () => {
    const { page, context } = await newPage(browser);
    const doctor = newDoctor('kbd');
    const res = await context.request.post('/api/register', {
      data: { username: doctor.username, email: doctor.email, name: doctor.name, country: 'us', specialty: 'cardiology', password: doctor.password, role: 'doctor' },
    });
    expect(res.status()).toBe(201);
    await context.request.post('/api/logout', { data: {} });
    await page.goto('/login');
    await waitForSplash(page);
    const problems: string[] = [];
    for (let i = 0; i < 8 && (await focused(page))?.name !== 'username'; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now && !now.shown) problems.push(`${now.name}: no visible focus indicator`);
    }
    expect((await focused(page))?.name).toBe('username');
    await page.keyboard.type(doctor.username);
    await page.keyboard.press('Tab');
    expect((await focused(page))?.name).toBe('password');
    await page.keyboard.type(doctor.password);
    await snap(page, 'keyboard-login-wide');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('skips to the main content, and every page’s focus stops show their focus', { timeout: 180_000 }, async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/dashboard');
    await waitForSplash(page);
    await page.locator('h1').first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    // Shown while focused, and on top: nothing (the sticky header) covers it.
    const onTop = await skip.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === el;
    });
    expect(onTop).toBe(true);
    await snap(page, 'keyboard-skip-link-wide');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    const problems: string[] = [];
    for (const path of ['/dashboard', '/patients', '/appointments', '/messages', '/labs', '/settings', '/calculators/chads2vasc', '/reference/drug-interactions', '/guidelines']) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.locator('h1').first().waitFor();
      await page.waitForTimeout(300);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const walk = await tabThrough(page, 30);
      expect(walk.stops.length, `${path}: Tab reaches the page's controls`).toBeGreaterThan(5);
      problems.push(...walk.problems.map((p) => `${path}: ${p}`));
    }
    expect([...new Set(problems)]).toEqual([]);
    await context.close();
  });
});
