import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, newPage, sidewaysOverflow, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { atBothWidths } from './support/visit';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const AF_TITLE = '2024 ESC Guidelines for the management of atrial fibrillation (developed with EACTS)';

const cardCount = (page: Page) => page.getByTestId('guideline-card').count();

/** Waits until exactly `n` guideline cards show. */
async function waitForCards(page: Page, n: number): Promise<void> {
  await page.waitForFunction((want) => document.querySelectorAll('[data-testid=guideline-card]').length === want, n, { timeout: 15_000 });
}

/** Waits for the dialog's opening animation, so a screenshot shows it at rest. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
}

/** The number of columns of the card grid. */
const gridColumns = (page: Page, label = 'Guidelines') =>
  page.getByRole('list', { name: label, exact: true }).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);

describe('guidelines, signed out', () => {
  it('/guidelines lists cards; a specialty filters and toggles off; search narrows; an empty search clears; the detail keeps line breaks', async () => {
    const { page, context } = await newPage(browser, WIDE);
    const all = (await (await context.request.get('/api/clinical-guidelines')).json()) as { specialty: string; url?: string }[];
    const cardiology = all.filter((g) => g.specialty === 'Cardiology').length;

    await page.goto('/guidelines');
    await waitForSplash(page);
    await page.getByRole('heading', { level: 1, name: 'Clinical Guidelines' }).waitFor();
    await waitForCards(page, all.length);
    expect(await gridColumns(page)).toBe(3);
    await snap(page, 'guidelines-wide');

    // A specialty button filters; choosing it again clears the filter.
    const filter = page.getByRole('group', { name: 'Filter by specialty' });
    await filter.getByRole('button', { name: 'Cardiology', exact: true }).click();
    await waitForCards(page, cardiology);
    expect(await filter.getByRole('button', { name: 'Cardiology', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const badges = await page.getByTestId('guideline-card').locator('.chakra-badge:not([data-testid="guideline-unverified"])').allTextContents();
    expect(new Set(badges)).toEqual(new Set(['Cardiology']));
    // Entries published after the last source check say so (the 2026 dyslipidemia guideline is one).
    const unverified = page.getByTestId('guideline-card').filter({ hasText: '2026 ACC/AHA' }).getByTestId('guideline-unverified');
    expect(await unverified.first().textContent()).toMatch(/^Unverified: published after MedAssist last checked its sources/);
    await filter.getByRole('button', { name: 'Cardiology', exact: true }).click();
    await waitForCards(page, all.length);
    expect(await filter.getByRole('button', { name: 'All Specialties' }).getAttribute('aria-pressed')).toBe('true');

    // Client-side search over title, organization, summary and tags, case-insensitive.
    await page.getByPlaceholder('Search guidelines...').fill('KDIGO');
    await page.waitForFunction(() => {
      const n = document.querySelectorAll('[data-testid=guideline-card]').length;
      return n > 0 && n < 10;
    });
    for (const text of await page.getByTestId('guideline-card').allInnerTexts()) expect(text.toLowerCase()).toContain('kdigo');

    await page.getByPlaceholder('Search guidelines...').fill('zzqx no such guideline');
    await page.getByTestId('guidelines-empty').getByText('No guidelines found', { exact: true }).waitFor();
    await page.getByText('No guidelines found matching "zzqx no such guideline"').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await waitForCards(page, all.length);
    expect(await page.getByPlaceholder('Search guidelines...').inputValue()).toBe('');

    // The detail: recommendation with its line breaks, and the source link in a new tab.
    await page.getByRole('button', { name: `View Guideline: ${AF_TITLE}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: AF_TITLE }).waitFor();
    await dialog.getByText('European Society of Cardiology (ESC)').first().waitFor();
    await dialog.getByText('Aug 30, 2024').first().waitFor();
    const rec = dialog.getByTestId('guideline-recommendation');
    expect(await rec.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect((await rec.innerText()).split('\n').length).toBeGreaterThanOrEqual(4);
    const source = dialog.getByRole('link', { name: 'Visit Source Website' });
    expect(await source.getAttribute('href')).toBe('https://doi.org/10.1093/eurheartj/ehae176');
    expect(await source.getAttribute('target')).toBe('_blank');
    expect(await source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await dialog.getByRole('link', { name: 'Download PDF' }).count()).toBe(0);
    await settled(page);
    await snap(page, 'guidelines-detail-wide');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('/guidelines fits a phone: one column, a scrolling specialty row, 44 px targets, a dialog within the screen', async () => {
    const { page, context } = await newPage(browser, NARROW);
    await page.goto('/guidelines');
    await waitForSplash(page);
    await page.getByTestId('guideline-card').first().waitFor();
    expect(await gridColumns(page)).toBe(1);
    await expectNoHorizontalScroll(page);
    const row = page.getByTestId('specialty-filter');
    expect(await sidewaysOverflow(row)).toBeGreaterThan(0);
    for (const box of await Promise.all((await row.getByRole('button').all()).slice(0, 3).map((b) => b.boundingBox()))) expect(box!.height).toBeGreaterThanOrEqual(44);
    const view = page.getByRole('button', { name: /^View Guideline/ }).first();
    expect((await view.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await snap(page, 'guidelines-narrow');

    // Keyboard: the specialty buttons are reachable and work with Enter.
    await row.getByRole('button', { name: 'Pediatrics' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=guideline-card] .chakra-badge')].every((b) => b.textContent === 'Pediatrics'));
    await expectNoHorizontalScroll(page);

    await view.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('guideline-detail').waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
    await settled(page);
    await snap(page, 'guidelines-detail-narrow');
    await context.close();
  });

  it('/guidelines shows the error screen with the status when the guidelines cannot load', async () => {
    // No service worker (the default): it would answer from its own fetch, which page.route cannot reach.
    const { page, context } = await newPage(browser, WIDE);
    await page.route('**/api/clinical-guidelines*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/guidelines');
    await waitForSplash(page);
    await page.getByText('Error Loading Content').waitFor();
    await page.getByText(/^Failed to fetch guidelines: 500/).waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await context.close();
  });

  it('/reference/clinical-guidelines shows the breadcrumb, searches on the server after a 500 ms pause and opens a deep link', async () => {
    const { page, context } = await newPage(browser, WIDE);
    const searches: { url: string; at: number }[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/clinical-guidelines') && req.url().includes('query=')) searches.push({ url: req.url(), at: Date.now() });
    });

    await page.goto('/guidelines-direct');
    await page.waitForURL('**/reference/clinical-guidelines');
    await waitForSplash(page);
    const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
    await crumbs.getByRole('link', { name: 'Home' }).waitFor();
    await crumbs.getByText('Reference').waitFor();
    await crumbs.getByText('Clinical Guidelines').waitFor();
    await page.getByTestId('guideline-card').first().waitFor();

    const box = page.getByPlaceholder('Search guidelines...');
    await box.pressSequentially('kdigo', { delay: 120 });
    const typedAt = Date.now();
    await page.waitForFunction(() => {
      const n = document.querySelectorAll('[data-testid=guideline-card]').length;
      return n > 0 && n < 10;
    });
    // One request for the whole word, sent only after typing paused.
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0]!.url).searchParams.get('query')).toBe('kdigo');
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(400);
    for (const text of await page.getByTestId('guideline-card').allInnerTexts()) expect(text.toLowerCase()).toContain('kdigo');
    await snap(page, 'clinical-guidelines-search-wide');

    // Specialty and search together; no match names both.
    await page.getByRole('group', { name: 'Filter by specialty' }).getByRole('button', { name: 'Cardiology', exact: true }).click();
    await page.getByText('No guidelines found for Cardiology matching "kdigo"').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=guideline-card]').length > 10);

    // 'View Details' writes the slug into the address; a fresh load of that address opens the dialog.
    await page.getByRole('button', { name: `View Details: ${AF_TITLE}` }).click();
    await page.getByRole('dialog').getByRole('heading', { name: AF_TITLE }).waitFor();
    expect(new URL(page.url()).searchParams.get('guideline')).toBe('esc-atrial-fibrillation-2024');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('guideline')).toBeNull();

    await page.goto('/reference/clinical-guidelines?guideline=kdigo-ckd-evaluation-management-2024');
    await waitForSplash(page);
    await page.getByRole('dialog').getByRole('heading', { name: /KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease/ }).waitFor();
    await settled(page);
    await snap(page, 'clinical-guidelines-deep-link-wide');
    await context.close();
  });

  it('/guidelines-integrated loads, filters with "All Guidelines", and reports a failed call with Retry', async () => {
    const { page, context } = await newPage(browser, WIDE);
    await page.goto('/guidelines-integrated');
    await waitForSplash(page);
    await page.getByTestId('guideline-card').first().waitFor();
    const total = await cardCount(page);
    const filter = page.getByRole('group', { name: 'Filter by specialty' });
    await filter.getByRole('button', { name: 'Nephrology' }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=guideline-card] .chakra-badge')].every((b) => b.textContent === 'Nephrology'));
    await filter.getByRole('button', { name: 'All Guidelines' }).click();
    await waitForCards(page, total);
    await page.getByRole('button', { name: /^View Details/ }).first().click();
    await page.getByRole('dialog').getByTestId('guideline-detail').waitFor();
    await settled(page);
    await snap(page, 'guidelines-integrated-wide');
    await context.close();

    // No service worker here (the default): it would answer from its own fetch, which page.route cannot reach.
    const failing = await newPage(browser, NARROW);
    await failing.page.route('**/api/specialties', (route) => route.fulfill({ status: 503, body: 'down' }));
    await failing.page.goto('/guidelines-integrated');
    await waitForSplash(failing.page);
    await failing.page.getByText('Error loading specialties: Failed to fetch specialties', { exact: true }).waitFor();
    await failing.page.getByRole('button', { name: 'Retry' }).waitFor();
    await snap(failing.page, 'guidelines-integrated-error-narrow');
    await failing.context.close();
  });

  it('the debug page prints both raw responses as formatted JSON', async () => {
    const { page, context } = await newPage(browser, NARROW);
    await page.goto('/reference/debug-guidelines');
    await waitForSplash(page);
    await page.getByRole('button', { name: 'Fetch Specialties' }).click();
    const specialties = page.getByTestId('debug-specialties-output');
    await specialties.waitFor();
    expect(await specialties.textContent()).toMatch(/^\[\n {2}"Cardiology",\n/);
    await page.getByRole('button', { name: 'Fetch Guidelines' }).click();
    const guidelines = page.getByTestId('debug-guidelines-output');
    await guidelines.waitFor();
    const text = (await guidelines.textContent())!;
    expect(text).toContain('\n    "slug": ');
    expect(Array.isArray(JSON.parse(text))).toBe(true);
    await expectNoHorizontalScroll(page);
    await snap(page, 'guidelines-debug-narrow');
    await context.close();
  });
});

describe('guidelines portal, signed in', () => {
  // One page for both widths: the grid checked at 1280 px and again resized to 390 px, the filters
  // once (a sign-up and the same filtering per width before).
  it('/guidelines-link lists the publishers, filters by specialty and search, and opens portals in a new tab', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await page.goto('/guidelines-link');
    await waitForSplash(page);
    await page.getByRole('heading', { level: 1, name: 'Guidelines Portal' }).waitFor();
    const all = await page.getByTestId('portal-card').count();
    expect(all).toBeGreaterThan(20);
    await atBothWidths(page, async (width) => {
      expect(await gridColumns(page, 'Guideline portals'), width).toBe(width === 'wide' ? 3 : 1);
      await expectNoHorizontalScroll(page);
      await snap(page, `guidelines-portal-${width}`);
    });

    await page.getByRole('group', { name: 'Filter by specialty' }).getByRole('button', { name: 'Nephrology' }).click();
    await page.getByTestId('portal-card').filter({ hasText: 'KDIGO Guidelines' }).waitFor();
    expect(await page.getByTestId('portal-card').count()).toBeLessThan(all);
    await page.getByLabel('Search guideline portals').fill('kidney');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=portal-card]').length === 1);
    const link = page.getByTestId('portal-card').getByRole('link');
    expect(await link.getAttribute('href')).toBe('https://kdigo.org/guidelines/');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    await page.getByLabel('Search guideline portals').fill('zzqx');
    await page.getByTestId('portals-empty').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=portal-card]').length === n, all);
    await context.close();
  });
});
