import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, connectBrowser, expectNoHorizontalScroll, snap } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { expectResult, extras, resultCategory } from './support/calculator';
import { sharedSignedInPages } from './support/shared-page';

// Each signed-in calculator's own inputs, live result, units, validation and Reset, and saving a
// result to a patient's notes. Signed out: calculators-public.e2e.ts; the frame every calculator
// page shares: calculators-every-page.e2e.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});
// Every test here needs only a signed-in doctor and its calculator's page (the note's patient is its own).
const pageAt = sharedSignedInPages(() => browser);

describe('CHA2DS2-VASc', () => {
  it('scores live, shows risk, CHA2DS2-VA and the recommendation, copies a one-line summary, and resets', async () => {
    const page = await pageAt(WIDE, '/calculators/chads2vasc');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await page.getByRole('heading', { name: 'CHA2DS2-VASc Score', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Calculators' }).getAttribute('href')).toBe('/calculators');
    await page.getByText('Enter the patient’s sex and the age band to see the result.').waitFor();

    await page.getByText('Female', { exact: true }).click();
    await page.getByText('75 or over', { exact: true }).click();
    await expectResult(page, '3 points');
    await page.getByText('Hypertension', { exact: true }).click();
    await expectResult(page, '4 points');
    expect(await resultCategory(page)).toBe('High');
    const shown = await extras(page);
    expect(shown).toContain('Annual stroke risk');
    expect(shown).toContain('4.8%');
    expect(shown).toMatch(/CHA2DS2-VA \(ESC 2024, no sex point\)\s+3/);
    await page.getByText(/Oral anticoagulation recommended \(CHA2DS2-VA 3/).waitFor();
    await page.getByTestId('result-disclaimer').waitFor();
    await page.getByTestId('about-formula').waitFor();
    await snap(page, 'calculators-chads2vasc-wide');

    await page.getByRole('button', { name: 'Copy result' }).click();
    await page.getByText('Result copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^CHA2DS2-VASc Score \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\): Sex female; Age 75 or over; Hypertension → CHA2DS2-VASc score 4 points, High/);
    expect(copied).not.toContain('\n');

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByTestId('result-pending').waitFor();
    expect(await page.getByTestId('result-value').count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Hypertension' }).isChecked()).toBe(false);
  });

  it('fits a phone without horizontal scrolling and pins the live result', async () => {
    const page = await pageAt(NARROW, '/calculators/chads2vasc');
    await page.getByText('Male', { exact: true }).click();
    await page.getByText('Under 65', { exact: true }).click();
    await page.getByText('Diabetes mellitus', { exact: true }).click();
    await expectResult(page, '1 point');
    expect(await page.getByTestId('mobile-result-bar').isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await snap(page, 'calculators-chads2vasc-narrow');
  });
});

describe('burn area', () => {
  it('sums the rule-of-nines regions, gives Parkland fluids from weight, clamps the manual percentage, and resets', async () => {
    const page = await pageAt(WIDE, '/calculators/burns');
    await page.getByRole('textbox', { name: /^Trunk/ }).fill('50');
    await page.getByRole('textbox', { name: /^Upper Limbs/ }).fill('100');
    await expectResult(page, '36.0% TBSA');
    await page.locator('input[name=weight]').fill('70');
    await page.getByTestId('result-extras').filter({ hasText: '10080 mL' }).waitFor();
    await snap(page, 'calculators-burns-wide');

    await page.getByRole('textbox', { name: /^Trunk/ }).fill('150');
    await page.getByText('Trunk (anterior 18 + posterior 18): burned part of the region must be between 0 and 100%.').waitFor();
    expect(await page.getByTestId('result-value').count()).toBe(0);

    await page.getByRole('tab', { name: 'Manual %TBSA' }).click();
    await page.locator('input[name=manualTbsa]').fill('150');
    expect(await page.locator('input[name=manualTbsa]').inputValue()).toBe('100');
    await expectResult(page, '100.0% TBSA');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expectResult(page, '0.0% TBSA');
    expect(await page.getByRole('textbox', { name: /^Trunk/ }).inputValue()).toBe('');
  });

  it('uses the Lund–Browder column for a child’s age, and fits a phone', async () => {
    const page = await pageAt(NARROW, '/calculators/burns');
    await page.getByRole('tab', { name: 'Lund–Browder (child)' }).click();
    await page.getByText('Enter the child’s age (or choose a chart column) to see the result.').waitFor();
    await page.locator('input[name=lundBrowderAge]').fill('3');
    await page.getByRole('textbox', { name: /^Head/ }).fill('100');
    // Age 1-4 column: head = 2 × 8.5 = 17%
    await expectResult(page, '17.0% TBSA');
    await expectNoHorizontalScroll(page);
    await snap(page, 'calculators-burns-narrow');
  });
});

describe('creatinine clearance (lab units)', () => {
  it('computes Cockcroft–Gault live, switches creatinine units, shows the schema message out of range, and resets', async () => {
    const page = await pageAt(WIDE, '/calculators/creatinine');
    await page.locator('input[name=ageYears]').fill('60');
    await page.getByText('Male', { exact: true }).click();
    await page.locator('input[name=weight]').fill('72');
    await page.locator('input[name=creatinine]').fill('45');
    await page.getByText('Serum creatinine must be between 0.1 and 20 mg/dL (8.8-1768 µmol/L).').waitFor();
    expect(await page.getByTestId('result-value').count()).toBe(0);

    await page.locator('input[name=creatinine]').fill('1.0');
    // (140 − 60) × 72 / (72 × 1.0) = 80
    await expectResult(page, '80.0 mL/min');
    await page.getByRole('button', { name: 'µmol/L' }).click();
    expect(await page.locator('input[name=creatinine]').inputValue()).toBe('88');
    await page.getByText('Serum creatinine (µmol/L)').waitFor();
    await expectResult(page, '80.4 mL/min');
    await snap(page, 'calculators-creatinine-wide');

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByTestId('result-pending').waitFor();
    expect(await page.locator('input[name=creatinine]').inputValue()).toBe('');
  });
});

describe('IgAN prediction', () => {
  it('asks only what the published model uses, alerts on incomplete input, and shows the risk only after Calculate Risk', async () => {
    const page = await pageAt(WIDE, '/calculators/igan-prediction');
    await page.getByTestId('igan-not-used').waitFor();
    expect(await page.getByText('Sex', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Calculate Risk' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields with valid values' }).waitFor();

    await page.locator('input[name=ageYears]').fill('38');
    await page.locator('input[name=egfr]').fill('80');
    await page.locator('input[name=map]').fill('95');
    await page.locator('input[name=proteinuria]').fill('1');
    for (const grade of ['M0', 'E0', 'S0', 'T0']) await page.getByText(grade, { exact: true }).click();
    await page.getByRole('radiogroup', { name: /RAS blockade/ }).getByText('No', { exact: true }).click();
    await page.getByRole('radiogroup', { name: /Immunosuppression/ }).getByText('No', { exact: true }).click();
    expect(await page.getByTestId('result-value').count()).toBe(0);
    await page.getByRole('button', { name: 'Calculate Risk' }).click();
    await page.getByTestId('result-value').waitFor();
    expect(await resultCategory(page)).toBe('Low');
    await snap(page, 'calculators-igan-wide');

    await page.locator('input[name=egfr]').fill('30');
    await page.getByText(/The inputs have changed since the last calculation/).waitFor();
    expect(await page.getByTestId('result-value').count()).toBe(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await page.locator('input[name=egfr]').inputValue()).toBe('');
  });
});

describe('PREVENT', () => {
  /** Answers a yes/no question on the page. */
  const answer = (page: Page, question: string, choice: 'Yes' | 'No') =>
    page.getByRole('radiogroup', { name: question }).getByText(choice, { exact: true }).click();

  it('gives 10-year ASCVD with the 2026 category and all six risks, adds UACR, computes eGFR from creatinine, and resets', async () => {
    const page = await pageAt(WIDE, '/calculators/prevent');
    await page.getByRole('heading', { name: 'PREVENT Risk Calculator', level: 1 }).waitFor();
    // preventr's example patient (its README): woman of 50, TC 200 / HDL 45 mg/dL, treated SBP 160, diabetes, BMI 35, eGFR 90.
    await page.getByRole('radiogroup', { name: 'Sex' }).getByText('Female', { exact: true }).click();
    await page.locator('input[name=ageYears]').fill('50');
    await page.locator('input[name=totalCholesterol]').fill('200');
    await page.locator('input[name=hdl]').fill('45');
    await page.locator('input[name=sbp]').fill('160');
    await page.locator('input[name=bmi]').fill('35');
    await page.locator('input[name=egfr]').fill('90');
    await answer(page, 'Diabetes', 'Yes');
    await answer(page, 'Current smoker', 'No');
    await answer(page, 'Takes antihypertensive medication', 'Yes');
    await answer(page, 'Takes a statin', 'No');
    await expectResult(page, '9.2%');
    expect(await resultCategory(page)).toBe('Intermediate');
    const shown = await extras(page);
    expect(shown).toMatch(/10-year total CVD\s+14.7%/);
    expect(shown).toMatch(/10-year heart failure\s+8.1%/);
    expect(shown).toMatch(/30-year total CVD\s+53.0%/);
    expect(shown).toMatch(/30-year ASCVD\s+35.4%/);
    expect(shown).toMatch(/30-year heart failure\s+39.0%/);
    expect(shown).toMatch(/Model\s+Base model/);
    await snap(page, 'calculators-prevent-wide');

    // One add-on selects the base model adding it (preventr: UACR 40 mg/g → ASCVD 9.9%).
    await page.locator('input[name=uacr]').fill('40');
    await expectResult(page, '9.9%');
    expect(await extras(page)).toMatch(/Model\s+Base model adding UACR/);
    await page.locator('input[name=uacr]').fill('');

    // eGFR from creatinine: 0.7 mg/dL in a woman of 50 gives 105 by CKD-EPI 2021 (142 × 0.9938^50 × 1.012 = 105.3).
    await page.getByRole('radiogroup', { name: 'Kidney function' }).getByText('From creatinine', { exact: true }).click();
    await page.locator('input[name=creatinine]').fill('0.7');
    await page.getByText('105 mL/min/1.73 m² (CKD-EPI 2021 from creatinine)').waitFor();
    await page.locator('input[name=creatinine]').fill('5');
    await page.getByText(/This creatinine gives an eGFR of 10 mL\/min\/1.73 m² \(CKD-EPI 2021\); the PREVENT equations need 15 to 140./).waitFor();
    expect(await page.getByTestId('result-value').count()).toBe(0);

    await page.locator('input[name=ageYears]').fill('82');
    await page.getByText('Age must be between 30 and 79 years for the PREVENT equations.').waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await page.locator('input[name=ageYears]').inputValue()).toBe('');
  });

  it('fits a phone, with the six risks in the result', async () => {
    const page = await pageAt(NARROW, '/calculators/prevent');
    await page.getByRole('radiogroup', { name: 'Sex' }).getByText('Male', { exact: true }).click();
    await page.locator('input[name=ageYears]').fill('65');
    await page.getByRole('group', { name: 'Total cholesterol unit' }).getByRole('button', { name: 'mmol/L' }).click();
    await page.locator('input[name=totalCholesterol]').fill('5.5');
    await page.locator('input[name=hdl]').fill('1.2');
    await page.locator('input[name=sbp]').fill('145');
    await page.locator('input[name=bmi]').fill('28');
    await page.locator('input[name=egfr]').fill('75');
    await answer(page, 'Diabetes', 'No');
    await answer(page, 'Current smoker', 'Yes');
    await answer(page, 'Takes antihypertensive medication', 'No');
    await answer(page, 'Takes a statin', 'No');
    await page.getByTestId('result-value').waitFor();
    // Above 59 the 30-year equations are not used.
    expect(await extras(page)).toMatch(/30-year ASCVD\s+not reported above age 59/);
    await expectNoHorizontalScroll(page);
    await snap(page, 'calculators-prevent-narrow');
    await page.getByTestId('result-extras').scrollIntoViewIfNeeded();
    await snap(page, 'calculators-prevent-narrow-result');
  });

  it('the ASCVD page says the 2026 guideline prefers PREVENT and links to it, at both widths', async () => {
    for (const viewport of [WIDE, NARROW]) {
      const page = await pageAt(viewport, '/calculators/ascvd');
      const note = page.getByTestId('prevent-preferred');
      await note.getByText('The 2026 ACC/AHA guideline prefers PREVENT').waitFor();
      await expectNoHorizontalScroll(page);
      await snap(page, `calculators-ascvd-prevent-note-${viewport === WIDE ? 'wide' : 'narrow'}`);
      await note.getByRole('link', { name: 'Open the PREVENT calculator' }).click();
      await page.waitForURL('**/calculators/prevent');
      await page.getByRole('heading', { name: 'PREVENT Risk Calculator', level: 1 }).waitFor();
    }
  });
});

describe('save to patient note', () => {
  it('adds the result line as a clinical note to a chosen patient (or says why it cannot)', async () => {
    const page = await pageAt(WIDE, '/calculators/chads2vasc');
    const created = await page.context().request.post(`${baseURL()}/api/patients`, {
      data: { fullName: 'Ada Lovelace', age: 71, gender: 'Female', condition: 'Atrial fibrillation' },
    });
    await page.getByText('Female', { exact: true }).click();
    await page.getByText('65-74', { exact: true }).click();
    await page.getByRole('button', { name: 'Save to patient note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to patient note' });
    await dialog.waitFor();
    if (created.status() !== 201) {
      // The patients and notes API is not there yet: the dialog says so instead of failing silently.
      await dialog.getByText(/Patients could not be loaded/).waitFor();
      await snap(page, 'calculators-save-note-unavailable');
      console.warn(`POST /api/patients answered ${created.status()}: saving a note was only checked for its error path`);
        return;
    }
    const patient = (await created.json()) as { id: number };
    await dialog.getByText('Ada Lovelace').click();
    expect(await dialog.getByRole('textbox', { name: 'Note' }).inputValue()).toMatch(/^CHA2DS2-VASc Score \(.*→ CHA2DS2-VASc score 2 points, Moderate/);
    await snap(page, 'calculators-save-note');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('Saved to patient note').waitFor();
    const notes = await page.context().request.get(`${baseURL()}/api/clinical-notes?patientId=${patient.id}`);
    expect(notes.status()).toBe(200);
    const list = (await notes.json()) as { noteContent: string }[];
    expect(list.some((n) => n.noteContent.includes('CHA2DS2-VASc score 2 points'))).toBe(true);
  });
});
