import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, signedInPage, waitForSplash } from './support/app';
import { WIDE } from './support/browser';
import { atBothWidths, fitsBothWidths } from './support/visit';

// The patient-specific checks (issue 35) where a physician meets them: adding metformin for a patient
// whose latest eGFR is 22 is blocked by the renal rule, with the value and its date, until an override
// reason is given; the interaction checker with that patient chosen shows the same finding. An
// alternative the source names (simvastatin with amlodipine) is shown with its source in both places.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const settle = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));

const today = () => new Date().toISOString().slice(0, 10);

/** Opens the patient's chart, fills "Add medication" and presses save: the dialog, now showing what the checks found. */
async function tryAddingMedication(page: Page, patientId: number, text: string, dose: string) {
  await page.goto(`/patients/${patientId}`);
  await waitForSplash(page);
  await page.getByTestId('chart-name').waitFor();
  await page.getByRole('button', { name: 'Add medication' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Add medication').first().waitFor();
  await dialog.locator('input[name=text]').fill(text);
  await dialog.locator('input[name=dose]').fill(dose);
  await dialog.getByRole('button', { name: 'Save medication' }).click();
  return dialog;
}

// Each flow runs once, every screen checked at 1280 px and, resized, at 390 px (a sign-up and the
// same steps per width before).
describe('patient-specific prescribing checks', () => {
  it('blocks metformin at an eGFR of 22 until overridden, and shows it on the interaction checker for the patient, at 1280 and 390 px', { timeout: 120_000 }, async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    const fullName = 'Renal Patient';
    const created = await context.request.post('/api/patients', { data: { fullName, age: 68, gender: 'Female', condition: 'Chronic kidney disease stage 4' } });
    expect(created.status()).toBe(201);
    const patientId = ((await created.json()) as { id: number }).id;
    const egfr = await context.request.post(`/api/patients/${patientId}/observations`, {
      data: { category: 'laboratory', codings: [{ system: 'http://loinc.org', code: '98979-8', display: 'eGFR (CKD-EPI 2021)' }], text: 'eGFR', valueNumber: 22, unit: 'mL/min/{1.73_m2}', effectiveAt: today() },
    });
    expect(egfr.status()).toBe(201);

    const dialog = await tryAddingMedication(page, patientId, 'Metformin 500 mg tablet', '500 mg');
    const renal = dialog.locator('[data-testid=medication-alert][data-kind=renal][data-severity=contraindicated]');
    await renal.waitFor();
    const said = (await renal.textContent()) ?? '';
    for (const text of ['contraindicated', 'Kidney function', 'Metformin', 'Glucophage']) expect(said).toContain(text);
    expect(await renal.getByTestId('alert-basis').textContent()).toBe(`Based on: eGFR 22 mL/min/1.73 m², ${today()}`);
    await settle(page);
    await fitsBothWidths(page, 'patient-checks-renal-blocked');

    // Still blocked without a reason; saved with one, and marked in the list.
    await dialog.getByRole('button', { name: 'Override and save' }).click();
    await dialog.getByText('Please give a reason for the override (at least 5 characters).').waitFor();
    const reason = 'Nephrology review: short course agreed, recheck eGFR in 1 week.';
    await dialog.locator('textarea[name=overrideReason]').fill(reason);
    await dialog.getByRole('button', { name: 'Override and save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const row = page.getByTestId('medication-row').filter({ hasText: 'Metformin' });
    await row.waitFor();
    expect(await row.textContent()).toContain('safety override');
    expect(await row.getByTestId('override-reason').textContent()).toContain(reason);
    await atBothWidths(page, () => expectNoHorizontalScroll(page));

    // The interaction checker for the same patient: the renal finding beside the interactions.
    await page.goto('/reference/drug-interactions?drug=Metformin');
    await page.getByTestId('patient-findings').waitFor();
    await page.getByRole('combobox', { name: 'Patient' }).fill(fullName.split(' ')[0]!);
    await page.getByTestId('check-patient-options').getByText(fullName).click();
    const finding = page.getByTestId('patient-findings').locator('[data-testid=medication-alert][data-kind=renal]');
    await finding.waitFor();
    expect(await finding.getByTestId('alert-basis').textContent()).toBe(`Based on: eGFR 22 mL/min/1.73 m², ${today()}`);
    await settle(page);
    await fitsBothWidths(page, 'patient-checks-interaction-page', page.getByTestId('patient-findings'));
    await context.close();
  });
  it('shows the alternatives the source names, with that source, on the chart and on the interaction checker, at 1280 and 390 px', { timeout: 120_000 }, async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    const created = await context.request.post('/api/patients', { data: { fullName: 'Statin Patient', age: 61, gender: 'Male', condition: 'Hypertension' } });
    expect(created.status()).toBe(201);
    const patientId = ((await created.json()) as { id: number }).id;
    for (const text of ['Amlodipine 10 mg tablet', 'Clarithromycin 500 mg tablet']) expect((await context.request.post(`/api/patients/${patientId}/medications`, { data: { text, dose: '1 tablet' } })).status()).toBe(201);

    // Adding simvastatin is blocked (clarithromycin); the dialog's findings include amlodipine's,
    // which names atorvastatin and rosuvastatin, each with its source.
    const dialog = await tryAddingMedication(page, patientId, 'Simvastatin 40 mg tablet', '40 mg');
    const chartAlternatives = dialog.locator('[data-testid=medication-alert][data-kind=interaction]').getByTestId('alternatives');
    await chartAlternatives.waitFor();
    const said = (await chartAlternatives.textContent()) ?? '';
    for (const text of ['Alternatives the source names:', 'Atorvastatin instead of Simvastatin', 'Rosuvastatin instead of Simvastatin', 'Source: AHA scientific statement']) expect(said).toContain(text);
    await settle(page);
    await fitsBothWidths(page, 'alternatives-chart', chartAlternatives);

    // The interaction checker shows them on the pair's card.
    await page.goto('/reference/drug-interactions?drug=Simvastatin&drug=Amlodipine');
    await waitForSplash(page);
    const card = page.getByTestId('interaction').getByTestId('alternatives');
    await card.waitFor();
    expect(await card.textContent()).toContain('Atorvastatin instead of Simvastatin');
    await settle(page);
    await fitsBothWidths(page, 'alternatives-checker', card);
    await context.close();
  });
});
