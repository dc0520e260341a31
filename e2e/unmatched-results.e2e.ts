import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { atBothWidths } from './support/visit';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const oru = (controlId: string, mrn: string) =>
  [
    `MSH|^~\\&|ACMELAB|ACME|MEDASSIST|CLINIC|20261125101500||ORU^R01|${controlId}|P|2.3`,
    `PID|1||${mrn}^^^ACME^MR||Unknown^Wanda||19560312|F`,
    'OBR|1|PL-77|FL-88|80048^Basic Metabolic Panel^C4|||20261125090000',
    'OBX|1|NM|2823-3^Potassium^LN||6.9|mmol/L|3.5-5.1|HH|||F',
  ].join('\r');

describe('unmatched lab results on /labs', () => {
  // One clinic for both widths: each screen checked at the width the page is at and again resized
  // in place (a clinic, a key and the same steps per width before).
  it('shows an HL7 result for an unknown MRN with its count, and staff attach it to the right patient (1280 and 390 px)', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    const key = (await (await context.request.post('/api/clinic/api-keys', { data: { name: 'Acme LIS', scopes: ['lab:write'] } })).json()) as { key: string };
    await context.request.post('/api/patients', { data: { fullName: 'Wanda Right', age: 70, gender: 'Female' } });
    const ack = await context.request.post('/api/hl7/v2', { headers: { Authorization: `Bearer ${key.key}`, 'Content-Type': 'x-application/hl7-v2+er7' }, data: oru('E2E-1', 'NOPE-1') });
    expect(await ack.text()).toContain('MSA|AA');

    await page.goto('/labs');
    await waitForSplash(page);
    const section = page.getByTestId('unmatched-results');
    await atBothWidths(page, async (width) => {
      await section.waitFor();
      expect(await page.getByTestId('unmatched-count').textContent(), width).toBe('1');
      await section.getByText('MRN NOPE-1').waitFor();
      await expectNoHorizontalScroll(page);
      await snap(page, `unmatched-results-${width === 'wide' ? WIDE.width : NARROW.width}`);
    });

    await section.getByRole('button', { name: /^Attach / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Patient' }).fill('Wanda');
    await page.getByRole('option', { name: /Wanda Right/ }).click();
    await atBothWidths(page, (width) => snap(page, `unmatched-attach-${width === 'wide' ? WIDE.width : NARROW.width}`));
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await section.waitFor({ state: 'detached' });
    await page.getByText('Wanda Right').first().waitFor();
    await context.close();
  });
});
