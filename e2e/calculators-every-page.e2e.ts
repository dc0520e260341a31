import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, signedInPage, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { expectResult } from './support/calculator';
import { openApp, visitInApp } from './support/visit';

// What every calculator page has (back link, Reset, result panel with disclaimer and references, no
// sideways scrolling on a phone) and the unit switches they share. One calculator's own behaviour:
// calculators-public.e2e.ts (signed out) and calculators-signed-in.e2e.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every calculator page', () => {
  const SLUGS = ['ascvd', 'prevent', 'meld', 'wells-pe', 'bmi', 'qtc', 'gcs', 'igan-prediction'];

  // One signed-in page per width, going from calculator to calculator inside the app: a page of
  // its own per calculator and width was a sign-up and a cold load of the app (~8 s under load)
  // sixteen times over.
  for (const viewport of [WIDE, NARROW]) {
    const width = viewport === WIDE ? 'wide' : 'narrow';
    it(`at ${viewport.width} px, each calculator page has the back link, Reset, a result panel with disclaimer and references, and fits the window`, { timeout: 180_000 }, async () => {
      const { page, context } = await signedInPage(browser, viewport);
      await openApp(page, '/calculators');
      for (const slug of SLUGS) {
        await visitInApp(page, `/calculators/${slug}`);
        await page.getByTestId('result-panel').waitFor();
        expect(await page.getByRole('link', { name: 'Back to Calculators' }).isVisible(), slug).toBe(true);
        expect(await page.getByRole('button', { name: 'Reset' }).isVisible(), slug).toBe(true);
        await page.getByTestId('result-disclaimer').waitFor();
        await page.getByRole('heading', { name: 'References' }).waitFor();
        await expectNoHorizontalScroll(page);
        await page.screenshot({ path: `e2e/.artifacts/calculators-${slug}-${width}-full.png`, fullPage: true });
      }
      await context.close();
    });
  }

  it('converts cholesterol and weight units when switched (ASCVD, BMI)', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await page.goto('/calculators/bmi');
    await waitForSplash(page);
    await page.locator('input[name=weight]').fill('70');
    await page.locator('input[name=height]').fill('175');
    await expectResult(page, '22.9 kg/m²');
    await page.getByRole('button', { name: 'lb' }).click();
    expect(await page.locator('input[name=weight]').inputValue()).toBe('154.3');
    await page.getByRole('button', { name: 'in', exact: true }).click();
    expect(await page.locator('input[name=height]').inputValue()).toBe('68.9');
    await expectResult(page, '22.9 kg/m²');

    await visitInApp(page, '/calculators/ascvd');
    await page.locator('input[name=totalCholesterol]').fill('200');
    await page.locator('input[name=hdl]').fill('50');
    await page.getByRole('group', { name: 'Total cholesterol unit' }).getByRole('button', { name: 'mmol/L' }).click();
    expect(await page.locator('input[name=totalCholesterol]').inputValue()).toBe('5.17');
    expect(await page.locator('input[name=hdl]').inputValue()).toBe('1.29');
    await page.getByText('HDL cholesterol (mmol/L)').waitFor();
    // Blood pressure: mmHg (the default preference) ↔ kPa, the value converted in place.
    await page.locator('input[name=sbp]').fill('120');
    await page.getByRole('group', { name: 'Systolic blood pressure unit' }).getByRole('button', { name: 'kPa' }).click();
    expect(await page.locator('input[name=sbp]').inputValue()).toBe('16');
    await context.close();
  });
});
