import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Reading a calculator page's result panel (web/src/features/calculators/components/result-panel.tsx), for
// the calculator browser tests (calculators-*.e2e.ts).

export const resultValue = (page: Page) => page.getByTestId('result-value').textContent();
export const resultCategory = (page: Page) => page.getByTestId('result-category').textContent();
export const extras = (page: Page) => page.getByTestId('result-extras').innerText();

/** Waits until the live result shows `value`: 5 s once the page (maybe still loading its chunk) has its result panel. */
export async function expectResult(page: Page, value: string): Promise<void> {
  await page.getByTestId('result-panel').waitFor();
  await page.getByTestId('result-value').filter({ hasText: value }).waitFor({ timeout: 5_000 });
  expect(await resultValue(page)).toBe(value);
}
