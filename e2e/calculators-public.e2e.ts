import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, newPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { expectResult, extras, resultCategory } from './support/calculator';

// The calculators a signed-out visitor meets: the catalogue and the two public calculators (SCORAD,
// EASI). Which pages are open and which send to /login: foundation.e2e.ts, with every page's access.
// Signed in: calculators-signed-in.e2e.ts (each calculator's inputs and result) and
// calculators-every-page.e2e.ts (the frame they share).

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Moves a slider by keyboard (the thumb has the slider role and the label as its name). */
async function slide(page: Page, name: string | RegExp, steps: number): Promise<void> {
  const thumb = page.getByRole('slider', { name });
  await thumb.focus();
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
}

describe('catalogue', () => {
  it('lists every calculator as live, searches name and description, filters by category and shows the empty text', async () => {
    const { page, context } = await newPage(browser, WIDE);
    await page.goto('/calculators');
    await waitForSplash(page);
    await page.getByTestId('calculator-card').first().waitFor();
    expect(await page.getByTestId('calculator-card').count()).toBe(13);
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    expect(await page.getByPlaceholder('Search by name or condition...').isVisible()).toBe(true);
    await snap(page, 'calculators-catalogue-wide');

    // Description search: "kidney" is only in the IgAN description.
    await page.getByPlaceholder('Search by name or condition...').fill('KIDNEY');
    await page.getByTestId('calculator-card').filter({ hasText: 'IgAN Prediction Tool' }).waitFor();
    expect(await page.getByTestId('calculator-card').count()).toBe(1);
    await page.getByPlaceholder('Search by name or condition...').fill('zzzz');
    await page.getByText('No calculators found matching your search criteria.').waitFor();

    await page.getByPlaceholder('Search by name or condition...').fill('');
    await page.getByRole('button', { name: 'Dermatology' }).click();
    await page.getByTestId('calculator-card').filter({ hasText: 'Burn Area Calculator' }).waitFor();
    expect(await page.getByTestId('calculator-card').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Dermatology' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('link', { name: 'Launch Calculator: SCORAD Calculator' }).click();
    await page.waitForURL('**/calculators/scorad');
    await context.close();
  });

  it('scrolls the category row by arrow on a phone, without horizontal page scrolling', async () => {
    const { page, context } = await newPage(browser, NARROW);
    await page.goto('/calculators');
    await waitForSplash(page);
    const row = page.getByTestId('category-chips');
    expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
    await page.getByRole('button', { name: 'Scroll categories right' }).click();
    await page.waitForFunction(() => (document.querySelector('[data-testid=category-chips]')?.scrollLeft ?? 0) >= 149);
    await expectNoHorizontalScroll(page);
    await snap(page, 'calculators-catalogue-narrow');
    await context.close();
  });
});

describe('SCORAD (public)', () => {
  it('computes from extent, intensity and symptoms; custom extent and areas clear each other; Reset zeroes', async () => {
    const { page, context } = await newPage(browser, WIDE);
    await page.goto('/calculators/scorad');
    await waitForSplash(page);
    await expectResult(page, '0.0');
    expect(await page.getByRole('button', { name: 'Save to patient note' }).count()).toBe(0);

    await page.getByText('Back', { exact: true }).click();
    await page.getByText('Anterior trunk', { exact: true }).click();
    await page.getByRole('tab', { name: 'Intensity (B)' }).click();
    await slide(page, 'Erythema', 2);
    await page.getByRole('tab', { name: 'Subjective Symptoms (C)' }).click();
    await slide(page, 'Pruritus', 5);
    // A 36% → 7.2, B 2 → 7, C 5: 19.2
    await expectResult(page, '19.2');
    expect(await resultCategory(page)).toBe('Mild');
    const sub = await extras(page);
    expect(sub).toContain('36.0%');
    expect(sub).toContain('2 / 18');
    expect(sub).toContain('5.0 / 20');
    await snap(page, 'calculators-scorad-wide');

    await page.getByRole('tab', { name: 'Extent (A)' }).click();
    await page.getByLabel('Custom Extent (0-100%)').fill('50');
    expect(await page.getByRole('checkbox', { name: /Back/ }).isChecked()).toBe(false);
    await expectResult(page, '22.0');
    await page.getByText('Genitals', { exact: true }).click();
    expect(await page.getByLabel('Custom Extent (0-100%)').inputValue()).toBe('');
    await expectResult(page, '12.2');

    await page.getByLabel('Custom Extent (0-100%)').fill('150');
    await page.getByText('Custom extent must be between 0 and 100%.').waitFor();
    expect(await page.getByTestId('result-value').count()).toBe(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expectResult(page, '0.0');
    expect(await page.getByLabel('Custom Extent (0-100%)').inputValue()).toBe('');
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context } = await newPage(browser, NARROW);
    await page.goto('/calculators/scorad');
    await waitForSplash(page);
    await page.getByText('Back', { exact: true }).click();
    await expectNoHorizontalScroll(page);
    await snap(page, 'calculators-scorad-narrow');
    await page.getByRole('tab', { name: 'Intensity (B)' }).click();
    await expectNoHorizontalScroll(page);
    await snap(page, 'calculators-scorad-narrow-intensity');
    await context.close();
  });
});

describe('EASI (public)', () => {
  it('scores one region per tab with per-region results, and Reset zeroes every region', async () => {
    const { page, context } = await newPage(browser, WIDE);
    await page.goto('/calculators/easi');
    await waitForSplash(page);
    await expectResult(page, '0.0');
    await page.getByRole('tab', { name: 'Trunk' }).click();
    await slide(page, 'Trunk: Area affected', 3);
    await page.getByText('3 (30-49%)').waitFor();
    await slide(page, 'Trunk: Erythema', 2);
    await slide(page, 'Trunk: Edema/Papulation', 2);
    // 0.3 × 3 × (2 + 2) = 3.6
    await expectResult(page, '3.6');
    expect(await resultCategory(page)).toBe('Mild');
    expect(await extras(page)).toMatch(/Trunk\s+3\.6/);
    expect(await extras(page)).toMatch(/Head and Neck\s+0\.0/);
    await snap(page, 'calculators-easi-wide');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expectResult(page, '0.0');
    expect(await resultCategory(page)).toBe('Clear');
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context } = await newPage(browser, NARROW);
    await page.goto('/calculators/easi');
    await waitForSplash(page);
    await page.getByRole('tab', { name: 'Lower Limbs' }).click();
    await expectNoHorizontalScroll(page);
    await snap(page, 'calculators-easi-narrow');
    await context.close();
  });
});
