import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';

// The patient chart (issue 18): open it from the patient list, record an allergy, be stopped by
// the medication-safety check until an override reason is given (warfarin with aspirin active on
// the desktop, amoxicillin with the penicillin allergy on the phone), and read a lab trend.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LOINC = 'http://loinc.org';

async function createPatient(context: BrowserContext, fullName: string): Promise<number> {
  const res = await context.request.post('/api/patients', { data: { fullName, age: 71, gender: 'Female', condition: 'Chronic kidney disease' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Three creatinine values (LOINC 2160-0) with the lab's reference range, the last one high. */
async function addCreatinineSeries(context: BrowserContext, patientId: number): Promise<void> {
  for (const [effectiveAt, value, interpretation] of [['2026-05-01', 1.0, 'N'], ['2026-08-01', 1.2, 'N'], ['2026-11-01', 1.6, 'H']] as const) {
    const res = await context.request.post(`/api/patients/${patientId}/observations`, {
      data: {
        category: 'laboratory', codings: [{ system: LOINC, code: '2160-0', display: 'Creatinine' }], text: 'Creatinine',
        valueNumber: value, unit: 'mg/dL', referenceRange: { low: 0.5, high: 1.1 }, interpretation, effectiveAt,
      },
    });
    expect(res.status()).toBe(201);
  }
}

const settle = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));

async function addPenicillinAllergy(page: Page): Promise<void> {
  const banner = page.getByTestId('allergy-banner');
  expect(await banner.getAttribute('data-state')).toBe('not-recorded');
  expect(await banner.textContent()).toContain('Allergies not recorded');
  await page.getByRole('button', { name: 'Add allergy' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Add allergy').waitFor();
  // The shared schema's message first: a substance (or a code) is required.
  await dialog.getByRole('button', { name: 'Save allergy' }).click();
  await dialog.getByText('Please enter the substance or choose a code.').waitFor();
  await dialog.locator('input[name=text]').fill('Penicillin');
  await dialog.locator('input[name=reaction]').fill('Anaphylaxis');
  await dialog.locator('select[name=severity]').selectOption('severe');
  await dialog.locator('select[name=criticality]').selectOption('high');
  await dialog.getByRole('button', { name: 'Save allergy' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelector('[data-testid=allergy-banner]')?.getAttribute('data-state') === 'allergies');
  const chip = page.getByTestId('banner-allergy');
  expect(await chip.textContent()).toContain('Penicillin');
  expect(await chip.getAttribute('data-high-risk')).toBe('true');
}

/** A stale edit: a colleague changes the allergy while this dialog is open; the dialog says what changed and keeps nothing silently. */
async function editAllergyAfterAColleague(page: Page, context: BrowserContext, patientId: number): Promise<void> {
  await page.getByRole('button', { name: 'Edit allergy Penicillin' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Edit allergy').waitFor();
  const [allergy] = (await (await context.request.get(`/api/patients/${patientId}/allergies`)).json()) as { id: number; version: number }[];
  const theirs = await context.request.patch(`/api/patients/${patientId}/allergies/${allergy!.id}`, { data: { reaction: 'Hives and wheeze', version: allergy!.version } });
  expect(theirs.status()).toBe(200);
  await dialog.locator('input[name=reaction]').fill('Rash');
  await dialog.getByRole('button', { name: 'Save allergy' }).click();
  await dialog.getByTestId('chart-conflict').getByText('Reaction: you entered “Rash”, now “Hives and wheeze”.').waitFor();
  expect(await dialog.locator('input[name=reaction]').inputValue()).toBe('Hives and wheeze');
  // Saving again starts from the current version and succeeds.
  await dialog.locator('input[name=reaction]').fill('Anaphylaxis');
  await dialog.getByRole('button', { name: 'Save allergy' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByTestId('banner-allergy').filter({ hasText: 'Anaphylaxis' }).waitFor();
}

/** What is prescribed over which block: an interaction with an active drug, or an allergy by drug class. */
const BLOCKS = {
  interaction: { drug: 'Warfarin 5 mg tablet', dose: '5 mg', shows: ['Warfarin + Aspirin', 'bleeding'], reason: 'Mechanical mitral valve: cardiology advises aspirin with warfarin; PPI started.' },
  allergy: { drug: 'Amoxicillin 500 mg capsule', dose: '500 mg', shows: ['Allergy', 'Amoxicillin', 'Penicillin', 'Anaphylaxis'], reason: 'Tolerated amoxicillin in 2024 without reaction; skin test negative.' },
} as const;

/** Blocked with the reason shown, still blocked without an override reason, saved (and marked) with one. */
async function prescribeOverTheBlock(page: Page, name: string, block: (typeof BLOCKS)[keyof typeof BLOCKS]): Promise<void> {
  await page.getByRole('button', { name: 'Add medication' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Add medication').first().waitFor();
  await dialog.locator('input[name=text]').fill(block.drug);
  await dialog.locator('input[name=dose]').fill(block.dose);
  await dialog.locator('input[name=frequency]').fill('Once daily');
  await dialog.getByRole('button', { name: 'Save medication' }).click();
  await dialog.getByTestId('medication-alerts').waitFor();
  const severe = dialog.locator('[data-testid=medication-alert]:is([data-severity=major], [data-severity=contraindicated])');
  expect(await severe.count()).toBeGreaterThan(0);
  const reason = await severe.first().textContent();
  for (const text of block.shows) expect(reason).toContain(text);
  await settle(page);
  await snap(page, `chart-medication-blocked-${name}`);
  const drugName = block.drug.split(' ')[0]!;
  // Still blocked without a reason: the schema's message, nothing stored.
  await dialog.getByRole('button', { name: 'Override and save' }).click();
  await dialog.getByText('Please give a reason for the override (at least 5 characters).').waitFor();
  expect(await page.getByTestId('medication-row').filter({ hasText: drugName }).count()).toBe(0);
  await dialog.locator('textarea[name=overrideReason]').fill(block.reason);
  await dialog.getByRole('button', { name: 'Override and save' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const row = page.getByTestId('medication-row').filter({ hasText: drugName });
  await row.waitFor();
  expect(await row.textContent()).toContain('safety override');
  expect(await row.getByTestId('override-reason').textContent()).toContain(block.reason);
}

/** Records a temperature and a blood pressure through the dialog, in the user's units, and reads them back in those units. */
async function recordVitals(page: Page, prefs: 'metric' | 'imperial'): Promise<void> {
  const record = async (vital: string, fill: Record<string, string>) => {
    await page.getByRole('button', { name: 'Record vitals' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('select[name=measure]').selectOption({ label: vital });
    for (const [field, value] of Object.entries(fill)) await dialog.locator(`input[name=${field}]`).fill(value);
    await settle(page);
    await snap(page, `chart-vitals-dialog-${prefs}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  };
  if (prefs === 'imperial') {
    await record('Body temperature', { value: '101.3' });
    await page.getByTestId('vital-reading').filter({ hasText: '101.3°F' }).waitFor();
    await record('Blood pressure', { systolic: '20', diastolic: '12.5' });
    await page.getByTestId('vital-reading').filter({ hasText: '20/12.5 kPa' }).waitFor();
  } else {
    await record('Body temperature', { value: '38.5' });
    await page.getByTestId('vital-reading').filter({ hasText: '38.5°C' }).waitFor();
    await record('Blood pressure', { systolic: '150', diastolic: '95' });
    await page.getByTestId('vital-reading').filter({ hasText: '150/95 mmHg' }).waitFor();
  }
  await page.getByTestId('vitals-section').scrollIntoViewIfNeeded();
  await snap(page, `chart-vitals-${prefs}`);
}

async function seeCreatinineTrend(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /^Labs/ }).click();
  const chart = page.getByTestId('lab-series').filter({ hasText: 'Creatinine' }).getByTestId('trend-chart');
  await chart.waitFor();
  expect(await chart.getAttribute('data-points')).toBe('3');
  expect(await chart.getByTestId('trend-point').count()).toBe(3);
  expect(await chart.getByTestId('trend-band').count()).toBe(1);
  // The text alternative names every value, oldest first, and flags the high one.
  const label = await chart.locator('svg[role=img]').getAttribute('aria-label');
  expect(label).toContain('3 values');
  expect(label).toContain('1, 1.2, 1.6 (H) mg/dL');
}

describe('patient chart', () => {
  for (const [viewport, name] of [[WIDE, 'wide'], [NARROW, 'narrow']] as const) {
    it(`opens from the patient list, records an allergy, blocks an interacting prescription until overridden, and trends a lab (${name})`, { timeout: 120_000 }, async () => {
      const { page, context } = await signedInPage(browser, viewport);
      // On the phone the doctor prefers °F and kPa (Settings): the chart takes and shows vitals in them.
      if (name === 'narrow') {
        const prefs = await context.request.patch('/api/user', { data: { unitPreferences: { temperature: 'fahrenheit', weight: 'lb', height: 'in', bloodPressure: 'kPa' } } });
        expect(prefs.status()).toBe(200);
      }
      const patientId = await createPatient(context, `Chart Patient ${name}`);
      await addCreatinineSeries(context, patientId);
      const aspirin = await context.request.post(`/api/patients/${patientId}/medications`, { data: { text: 'Aspirin 81 mg tablet', dose: '81 mg', frequency: 'Once daily' } });
      expect(aspirin.status()).toBe(201);

      // The chart's forms' code is fetched when a form is first opened, not with the chart (issue 22).
      const formCode: string[] = [];
      page.on('request', (r) => void (/\/(allergy|medication|observation|problem)-dialog-[^/]*\.js$/.test(r.url()) && formCode.push(r.url())));
      await page.goto('/patients');
      await waitForSplash(page);
      await page.getByRole('button', { name: `View Chart Patient ${name}` }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Open chart' }).click();
      await page.waitForURL(`**/patients/${patientId}`);
      await page.getByTestId('chart-name').waitFor();
      expect(await page.getByTestId('chart-demographics').textContent()).toContain('approx. 71 y');
      // The old single condition is the first problem.
      expect(await page.getByTestId('problem-row').first().textContent()).toContain('Chronic kidney disease');
      expect(formCode).toEqual([]);

      await addPenicillinAllergy(page);
      expect(formCode.some((url) => url.includes('/allergy-dialog-'))).toBe(true);
      if (name === 'wide') await editAllergyAfterAColleague(page, context, patientId);
      await prescribeOverTheBlock(page, name, name === 'wide' ? BLOCKS.interaction : BLOCKS.allergy);
      await recordVitals(page, name === 'narrow' ? 'imperial' : 'metric');
      await expectNoHorizontalScroll(page);
      await settle(page);
      await snap(page, `chart-summary-${name}`);

      if (name === 'narrow') {
        // The banner stays on screen when the doctor scrolls down the chart.
        await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
        await page.waitForTimeout(200);
        const box = await page.getByTestId('allergy-banner').boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(60);
        expect(box!.y + box!.height).toBeLessThanOrEqual(NARROW.height);
      }

      await seeCreatinineTrend(page);
      await expectNoHorizontalScroll(page);
      await snap(page, `chart-labs-${name}`);
      // The same screen in the dark theme, for a human to look at (the axe sweep checks contrast).
      await page.evaluate(() => {
        document.documentElement.classList.remove('light');
        document.documentElement.classList.add('dark');
        document.documentElement.style.colorScheme = 'dark';
      });
      await snap(page, `chart-labs-${name}-dark`);
      await page.getByRole('tab', { name: 'Summary' }).click();
      await snap(page, `chart-summary-${name}-dark`);

      // A deep link opens the same chart (a reload, not only in-app navigation).
      await page.reload();
      await waitForSplash(page);
      await page.getByTestId('chart-name').waitFor();
      await context.close();
    });
  }

  it('opens a calculator prefilled from the chart, each value labelled with its date, and saves the score back', { timeout: 90_000 }, async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    const patientId = await createPatient(context, 'Prefill Patient');
    await addCreatinineSeries(context, patientId);
    const weight = await context.request.post(`/api/patients/${patientId}/observations`, {
      data: { category: 'vital-signs', codings: [{ system: LOINC, code: '29463-7', display: 'Body weight' }], valueNumber: 62, unit: 'kg', effectiveAt: '2026-10-15' },
    });
    expect(weight.status()).toBe(201);
    await page.goto(`/patients/${patientId}`);
    await waitForSplash(page);
    await page.getByRole('button', { name: 'Calculators' }).click();
    await page.getByRole('menuitem', { name: 'Creatinine clearance / eGFR' }).click();
    await page.waitForURL('**/calculators/creatinine?**');
    expect(await page.inputValue('input[name=ageYears]')).toBe('71');
    expect(await page.inputValue('input[name=weight]')).toBe('62');
    expect(await page.inputValue('input[name=creatinine]')).toBe('1.6');
    await page.getByText('from chart, Nov 1, 2026').waitFor();
    await page.getByText('from chart, Oct 15, 2026').waitFor();
    await page.getByTestId('result-value').waitFor();

    // MELD from the same chart: its liver labs (bilirubin in µmol/L, converted), INR, sodium, albumin.
    for (const [code, display, valueNumber, unit] of [['14631-6', 'Bilirubin', 34.2, 'umol/L'], ['6301-6', 'INR', 1.8, '{INR}'], ['2951-2', 'Sodium', 131, 'mmol/L'], ['1751-7', 'Albumin', 2.9, 'g/dL']] as const) {
      const res = await context.request.post(`/api/patients/${patientId}/observations`, {
        data: { category: 'laboratory', codings: [{ system: LOINC, code, display }], valueNumber, unit, effectiveAt: '2026-11-03' },
      });
      expect(res.status()).toBe(201);
    }
    for (const viewport of [WIDE, NARROW]) {
      await page.setViewportSize(viewport);
      await page.goto(`/patients/${patientId}`);
      await waitForSplash(page);
      await page.getByRole('button', { name: 'Calculators' }).click();
      await page.getByRole('menuitem', { name: 'MELD' }).click();
      await page.waitForURL('**/calculators/meld?**');
      expect(await page.inputValue('input[name=bilirubin]')).toBe('2');
      expect(await page.inputValue('input[name=inr]')).toBe('1.8');
      expect(await page.inputValue('input[name=sodium]')).toBe('131');
      expect(await page.inputValue('input[name=albumin]')).toBe('2.9');
      expect(await page.inputValue('input[name=creatinine]')).toBe('1.6');
      expect(await page.getByText('from chart, Nov 3, 2026').count()).toBe(4);
      await page.getByTestId('result-value').waitFor();
      await snap(page, `chart-meld-prefill-${viewport.width}`);
    }
    await page.setViewportSize(WIDE);
    await page.goto(`/patients/${patientId}`);
    await waitForSplash(page);
    await page.getByRole('button', { name: 'Calculators' }).click();
    await page.getByRole('menuitem', { name: 'PREVENT 10- and 30-year risk' }).click();
    await page.waitForURL('**/calculators/prevent?**');
    expect(await page.inputValue('input[name=ageYears]')).toBe('71');
    // No eGFR on the chart: PREVENT computes it from the chart's creatinine.
    expect(await page.inputValue('input[name=creatinine]')).toBe('1.6');
    await page.getByText('from chart, Nov 1, 2026').waitFor();

    // GCS is a score with a LOINC code: saved as a note and a survey observation.
    await page.goto(`/calculators/gcs?patient=${patientId}`);
    await waitForSplash(page);
    await page.getByTestId('prefill-notice').waitFor();
    for (const label of ['Spontaneous', 'Oriented', 'Obeys commands']) await page.getByText(label, { exact: false }).first().click();
    await page.getByRole('button', { name: 'Save to chart' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const chart = (await (await context.request.get(`/api/patients/${patientId}/chart`)).json()) as { observations: { category: string; codings: { code: string }[]; valueNumber: number }[]; notes: unknown[] };
    const gcs = chart.observations.find((o) => o.category === 'survey');
    expect(gcs?.codings[0]?.code).toBe('9269-2');
    expect(gcs?.valueNumber).toBe(15);
    expect(chart.notes.length).toBe(1);
    await context.close();
  });
});
