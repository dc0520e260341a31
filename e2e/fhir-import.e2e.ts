import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, downloadedText, signedInPage, waitForSplash } from './support/app';
import { WIDE } from './support/browser';
import { fitsBothWidths } from './support/visit';

// The FHIR import screen (issue 19): from the patients page, choose a Synthea sample (data/
// fhir-samples, Apache-2.0) and a file that is not JSON; each gets its progress bar and outcome,
// the summary counts per resource type, the errors download as JSON, and the imported chart shows
// the visit history, immunizations and procedures. At 1280 px and at 390 px.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SAMPLE = 'data/fhir-samples/synthea/Mao_Kilback_93cfa114-ace6-4e01-b30b-73863b9339a5.json';

// One import for both widths: each screen checked at the width the page is at and again resized in
// place (fitsBothWidths; a sign-up and the same import per width before).
describe('FHIR import at 1280 and 390 px', () => {
  it('imports a bundle, reports a bad file, downloads the errors and shows the history in the chart', async () => {
    const { context, page } = await signedInPage(browser, WIDE);
    try {
      await page.goto('/patients');
      await waitForSplash(page);
      await page.getByRole('link', { name: 'Import' }).click();
      await page.getByRole('heading', { name: 'Import records' }).waitFor();

      await page.getByTestId('import-input').setInputFiles([
        { name: 'Mao_Kilback.json', mimeType: 'application/json', buffer: readFileSync(SAMPLE) },
        { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ "resourceType": "Bundle", ') },
      ]);
      const files = page.getByTestId('import-file');
      await files.nth(1).getByText('Not imported').waitFor({ timeout: 60_000 });
      expect(await files.nth(0).textContent()).toContain('Imported');
      expect(await files.nth(0).textContent()).toContain('Mao Kilback');
      expect(await files.nth(1).textContent()).toContain('The file is not valid JSON, so it cannot be a FHIR Bundle.');

      const summary = page.getByTestId('import-summary');
      const patientRow = summary.getByRole('row').filter({ hasText: /^Patient/ });
      expect((await patientRow.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual(['Patient', '1', '0', '0', '0', '0']);
      expect(await summary.getByRole('row').filter({ hasText: /^Claim/ }).getByRole('cell').nth(4).textContent()).toBe('11');
      await fitsBothWidths(page, 'fhir-import-summary');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download 1 error' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^fhir-import-errors-.*\.json$/);
      const report = JSON.parse(await downloadedText(download)) as { file: string; reason: string }[];
      expect(report).toEqual([{ file: 'notes.json', reason: 'The file is not valid JSON, so it cannot be a FHIR Bundle.' }]);

      await page.getByRole('link', { name: 'Mao Kilback' }).click();
      const immunizations = page.getByTestId('immunizations-section');
      await immunizations.waitFor();
      expect(await immunizations.textContent()).toContain('25');
      expect(await page.getByTestId('procedures-section').textContent()).toContain('5');
      await fitsBothWidths(page, 'fhir-import-chart-summary');
      await page.getByRole('tab', { name: 'Visits' }).click();
      const visits = page.getByTestId('encounters-section');
      await visits.waitFor();
      expect(await visits.textContent()).toContain('11');
      await visits.getByRole('button', { name: /Earlier visits/ }).click();
      await fitsBothWidths(page, 'fhir-import-chart-visits');
    } finally {
      await context.close();
    }
  });
});
