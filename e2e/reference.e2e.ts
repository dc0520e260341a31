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

const TEN = ['Warfarin', 'Aspirin', 'Simvastatin', 'Amlodipine', 'Lisinopril', 'Losartan', 'Metformin', 'Furosemide', 'Levothyroxine', 'Omeprazole'];

describe('drug interaction checker', () => {
  it('suggests drugs as you type, adds them as chips, shows the severe interaction first, resolves brands and refuses duplicates', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await page.goto('/reference/drug-interactions');
    await waitForSplash(page);
    const search = page.getByRole('combobox', { name: 'Add a medication' });
    await search.waitFor();
    expect(await search.getAttribute('placeholder')).toBe('Search medications...');
    await page.getByText('Add at least 2 medications to check for interactions.').waitFor();
    // Sources and an honest date: "Written" until a named clinician has reviewed the content, and the changelog.
    expect(await page.getByTestId('content-written').textContent()).toMatch(/^Written \d+\/\d+\/\d{4}: not yet reviewed by a named clinician$/);
    expect(await page.getByTestId('content-changelog').textContent()).toContain('Severity now follows one rule');
    expect(await page.getByTestId('interactions-sources').textContent()).toContain('DailyMed');
    expect(await page.getByTestId('interactions-sources').textContent()).toContain('Phansalkar');

    // No suggestions without text.
    await search.focus();
    expect(await page.getByTestId('drug-suggestion').count()).toBe(0);
    await search.fill('warf');
    await page.getByRole('option', { name: 'Warfarin' }).click();
    await page.getByTestId('drug-chip').filter({ hasText: 'Warfarin' }).waitFor();
    expect(await search.inputValue()).toBe('');

    // Keyboard: type, arrow down, Enter.
    await search.fill('aspi');
    await search.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBeTruthy();
    await search.press('Enter');
    await page.getByTestId('drug-chip').filter({ hasText: 'Aspirin' }).waitFor();
    const severe = page.getByTestId('interaction').first();
    await severe.waitFor();
    expect(await severe.getAttribute('data-severity')).toBe('severe');
    const severeText = await severe.textContent();
    expect(severeText).toContain('Aspirin + Warfarin');
    expect(severeText).toContain('Severe');
    expect(severeText).toContain('Increased bleeding risk');
    expect(severeText).toContain('Mechanism');
    expect(severeText).toContain('What to do');

    // A brand name resolves to its generic drug.
    await search.fill('Zocor');
    await page.getByRole('option', { name: /Simvastatin.*brand: Zocor/ }).waitFor();
    await search.press('Enter');
    await page.getByTestId('drug-chip').filter({ hasText: 'Simvastatin (Zocor)' }).waitFor();
    await page.getByText('Zocor is a brand of Simvastatin: checked as Simvastatin.').waitFor();
    // Simvastatin + warfarin (moderate: the simvastatin label says to check the INR) now shows, after the severe one, with its source.
    const simvastatin = page.getByRole('article', { name: 'Moderate interaction: Simvastatin + Warfarin' });
    await simvastatin.waitFor();
    expect(await simvastatin.getByTestId('interaction-source').textContent()).toMatch(/^Source: FDA label \(simvastatin\)/);
    expect(await page.getByTestId('interaction').first().getAttribute('data-severity')).toBe('severe');

    // A class name lists its drugs; Enter only highlights one until the doctor confirms.
    await search.fill('NSAID');
    await page.getByRole('option', { name: /Ibuprofen.*NSAID/ }).waitFor();
    await search.press('Enter');
    expect(await search.getAttribute('aria-activedescendant')).toBeTruthy();
    expect(await page.getByTestId('drug-chip').count()).toBe(3);
    await search.press('Escape');
    await page.getByRole('listbox', { name: 'Suggested medications' }).waitFor({ state: 'hidden' });

    // A duplicate (here by brand) is refused with the reason, and the text is kept.
    await search.fill('Coumadin');
    await search.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Coumadin is a brand of Warfarin, which is already in the list.' }).waitFor();
    expect(await search.inputValue()).toBe('Coumadin');
    expect(await page.getByTestId('drug-chip').count()).toBe(3);
    expect(page.url()).toContain('drug=Zocor');
    await snap(page, 'drug-interactions-wide');

    // Removing a chip recomputes.
    await page.getByRole('button', { name: 'Remove Aspirin' }).click();
    await page.getByRole('article', { name: 'Severe interaction: Aspirin + Warfarin' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('preselects drugs from ?drug= links, refuses an 11th drug, and says when no interaction is known', async () => {
    const { page, context } = await signedInPage(browser, NARROW);
    await page.goto(`/reference/drug-interactions?${TEN.map((d) => `drug=${d}`).join('&')}`);
    await waitForSplash(page);
    await page.getByText('Selected medications (10/10)').waitFor();
    expect(await page.getByTestId('drug-chip').count()).toBe(10);
    const search = page.getByRole('combobox', { name: 'Add a medication' });
    await search.fill('Metoprolol');
    await search.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'At most 10 medications can be checked at once. Remove one before adding Metoprolol.' }).waitFor();
    expect(await page.getByTestId('drug-chip').count()).toBe(10);
    expect(await page.getByTestId('interaction').first().getAttribute('data-severity')).toBe('severe');
    await expectNoHorizontalScroll(page);
    await snap(page, 'drug-interactions-narrow');
    await page.getByTestId('interaction').nth(1).scrollIntoViewIfNeeded();
    await snap(page, 'drug-interactions-narrow-list');

    await page.goto('/reference/drug-interactions?drug=Acetaminophen&drug=Ezetimibe&drug=Unobtainium');
    await waitForSplash(page);
    // Never a bare "no interactions": what was checked against comes first, the spec's sentence second,
    // and the drug outside the list is named as not checked.
    const none = page.getByTestId('no-interactions');
    expect(await none.getByTestId('no-interactions-headline').textContent()).toMatch(/^No interaction found in MedAssist's list \(\d+ drugs, \d+ rules\)$/);
    await none.getByText('No drug interactions found between the selected medications.').waitFor();
    await none.getByText('Not checked (not in the list): Unobtainium.').waitFor();
    expect(await page.getByTestId('not-checked').textContent()).toContain('Unobtainium');
    await page.getByTestId('drug-chip').filter({ hasText: 'Unobtainium (not checked)' }).waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'drug-interactions-narrow-none');
    await none.scrollIntoViewIfNeeded();
    await snap(page, 'drug-interactions-narrow-none-card');

    // A name typed that is not in the list is kept and named as not checked, not refused.
    const search2 = page.getByRole('combobox', { name: 'Add a medication' });
    await search2.fill('Zzyzx tablets');
    await search2.press('Enter');
    await page.getByTestId('drug-chip').filter({ hasText: 'Zzyzx tablets (not checked)' }).waitFor();
    expect(await page.getByTestId('not-checked').textContent()).toContain('Unobtainium, Zzyzx tablets');
    await context.close();
  });

  it('shows the severe label contraindication the review found missing (Paxlovid + amiodarone) at 1280 px', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await page.goto('/reference/drug-interactions?drug=Paxlovid&drug=Amiodarone&drug=Unobtainium');
    await waitForSplash(page);
    const card = page.getByRole('article', { name: 'Severe interaction: Amiodarone + Nirmatrelvir/ritonavir' });
    await card.waitFor();
    expect(await card.getByTestId('interaction-source').textContent()).toContain('Contraindications');
    expect(await page.getByTestId('not-checked').textContent()).toContain('Unobtainium');
    await snap(page, 'drug-interactions-wide-severe');
    await context.close();
  });
});

describe('drug interaction checker in German', () => {
  // A German list as written on the boxes (issue 34): ASS with Marcumar is the VKA bleeding pair;
  // Insidon (opipramol) is not in the catalogue and is named as not checked.
  const GERMAN_LIST = ['ASS 100', 'Marcumar 3 mg', 'L-Thyroxin 75 Henning', 'Insidon 50 mg'];

  // One page for both widths: checked at 1280 px and again resized to 390 px (a sign-up and a load per width before).
  it('checks a German medication list and shows every severity label whole, at 1280 and 390 px', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await page.goto(`/reference/drug-interactions?locale=de&${GERMAN_LIST.map((d) => `drug=${encodeURIComponent(d)}`).join('&')}`);
    await waitForSplash(page);
    const severe = page.getByTestId('interaction').filter({ hasText: 'Phenprocoumon' }).first();
    await severe.waitFor();
    expect(await severe.getAttribute('data-severity')).toBe('severe');
    expect(await severe.textContent()).toContain('Aspirin');
    expect(await page.getByTestId('not-checked').textContent()).toContain('Insidon');
    // The legend's badges ("Schwer", "Mittelschwer", "Leicht") are never cut off, at either width.
    const badges = page.getByTestId('severity-legend').locator('.chakra-badge');
    expect(await badges.allTextContents()).toEqual(['Schwer', 'Mittelschwer', 'Leicht']);
    await atBothWidths(page, async (name) => {
      const cut = await badges.evaluateAll((all) =>
        all.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > (el.nextElementSibling?.getBoundingClientRect().left ?? Infinity)).map((el) => el.textContent),
      );
      expect(cut, name).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoHorizontalScroll(page);
      await snap(page, `drug-interactions-de-${name}`);
      await page.getByTestId('severity-legend').scrollIntoViewIfNeeded();
      await snap(page, `drug-interactions-de-${name}-legend`);
    });
    await context.close();
  });
});

describe('medical literature', () => {
  it('searches only after a real search, per field, and links each article to its DOI in a new tab', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await page.goto('/reference/medical-literature');
    await waitForSplash(page);
    const box = page.getByLabel('Search articles');
    await box.waitFor();
    const field = page.getByLabel('Search in');
    expect(await field.locator('option').allTextContents()).toEqual(['All Fields', 'Title', 'Author', 'Keyword']);

    // Whitespace does nothing.
    await box.fill('   ');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    expect(await page.getByTestId('article').count()).toBe(0);
    expect(await page.getByTestId('no-articles').count()).toBe(0);
    expect(page.url()).not.toContain('q=');

    // The SPRINT report's published title does not contain "SPRINT": a Title search finds nothing…
    await field.selectOption('title');
    await box.fill('SPRINT');
    await box.press('Enter');
    await page.getByText('No articles found matching your search criteria.').waitFor();
    await page.getByText('Try different keywords or search parameters.').waitFor();

    // …while its words do.
    await box.fill('intensive versus standard');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    const article = page.getByTestId('article').filter({ hasText: 'A Randomized Trial of Intensive versus Standard Blood-Pressure Control' });
    await article.waitFor();
    expect(await page.getByTestId('article').count()).toBe(1);
    const text = await article.textContent();
    expect(text).toContain('SPRINT Research Group');
    expect(text).toContain('N Engl J Med');
    expect(text).toContain('2015');
    expect(text).toContain('blood pressure target');
    const link = article.getByRole('link', { name: 'View Full Article' });
    expect(await link.getAttribute('href')).toBe('https://doi.org/10.1056/NEJMoa1511939');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await snap(page, 'literature-wide');

    // All Fields finds SPRINT by its authors and summary; ?q= links run the search.
    await page.goto('/reference/medical-literature?q=SPRINT');
    await waitForSplash(page);
    await page.getByTestId('article').filter({ hasText: 'Intensive versus Standard Blood-Pressure Control' }).waitFor();
    expect(await page.getByLabel('Search articles').inputValue()).toBe('SPRINT');
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context } = await signedInPage(browser, NARROW);
    await page.goto('/reference/medical-literature?q=heart%20failure');
    await waitForSplash(page);
    await page.getByTestId('article').first().waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'literature-narrow');
    await context.close();
  });
});

describe('diagnostic algorithms', () => {
  it('opens the PE algorithm from its card and walks it: answer, next step, Back, outline, calculator link', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await page.goto('/reference/diagnostic-algorithms');
    await waitForSplash(page);
    for (const tab of ['Cardiac', 'Respiratory', 'Neurological', 'Infectious']) await page.getByRole('tab', { name: tab }).waitFor();
    expect(await page.getByTestId('algorithm-card').count()).toBe(4);
    await snap(page, 'algorithms-wide');
    await page.getByRole('tab', { name: 'Respiratory' }).click();
    await page.getByRole('article', { name: 'Suspected Pulmonary Embolism' }).getByRole('link', { name: /Open algorithm/ }).click();
    await page.waitForURL('**/reference/diagnostic-algorithms?algorithm=suspected-pulmonary-embolism');
    await page.getByRole('heading', { level: 1, name: 'Suspected Pulmonary Embolism' }).waitFor();
    await page.getByTestId('algorithms-disclaimer').waitFor();
    const step = page.getByTestId('algorithm-step-text');
    expect(await step.textContent()).toContain('haemodynamically unstable');

    await page.getByRole('group', { name: 'Answers' }).getByRole('button', { name: 'No' }).click();
    await page.getByTestId('algorithm-step-text').filter({ hasText: 'Assess clinical probability with the two-level Wells score.' }).waitFor();
    expect(await page.getByTestId('algorithm-path').textContent()).toContain('→ No');
    const wells = page.getByRole('link', { name: "Wells' Criteria for PE" });
    expect(await wells.getAttribute('href')).toBe('/calculators/wells-pe');
    expect(await page.getByTestId('algorithm-sources').textContent()).toContain('2019 ESC Guidelines for the diagnosis and management of acute pulmonary embolism');

    await page.getByRole('button', { name: /Done, next step/ }).click();
    await page.getByTestId('algorithm-step-text').filter({ hasText: 'What is the two-level Wells score?' }).waitFor();
    await snap(page, 'algorithm-pe-wide');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('algorithm-step-text').filter({ hasText: 'two-level Wells score.' }).waitFor();
    await page.getByRole('button', { name: 'Restart' }).click();
    await page.getByTestId('algorithm-step-text').filter({ hasText: 'haemodynamically unstable' }).waitFor();

    await page.getByText('Full outline').click();
    const outline = page.getByTestId('algorithm-outline');
    await outline.waitFor();
    expect(await outline.locator(':scope > li').count()).toBeGreaterThan(8);
    expect(await outline.textContent()).toContain('CT pulmonary angiography (CTPA).');
    await snap(page, 'algorithm-pe-outline-wide');

    await page.getByRole('link', { name: 'All algorithms' }).click();
    await page.getByRole('tab', { name: 'Respiratory', selected: true }).waitFor();
    await context.close();
  });

  it('opens an algorithm from ?algorithm= on a phone, readable without sideways scrolling', async () => {
    const { page, context } = await signedInPage(browser, NARROW);
    await page.goto('/reference/diagnostic-algorithms?algorithm=sepsis-recognition');
    await waitForSplash(page);
    await page.getByRole('heading', { level: 1, name: 'Sepsis Recognition' }).waitFor();
    await page.getByTestId('algorithm-step').waitFor();
    await snap(page, 'algorithm-sepsis-narrow');
    await expectNoHorizontalScroll(page);
    await page.getByText('Full outline').click();
    await page.getByTestId('algorithm-outline').waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'algorithm-sepsis-outline-narrow');
    await page.goto('/reference/diagnostic-algorithms');
    await waitForSplash(page);
    await page.getByTestId('algorithm-card').first().waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'algorithms-narrow');
    await context.close();
  });
});

describe('floating reference panel', () => {
  it('searches the whole reference from a recent search and opens the result; nonsense finds nothing', async () => {
    const { page, context } = await signedInPage(browser, NARROW);
    await page.goto('/dashboard');
    await waitForSplash(page);
    await page.getByRole('button', { name: 'Open medical reference' }).click();
    const panel = page.getByRole('dialog', { name: 'Medical reference' });
    await panel.getByText('RECENT SEARCHES').waitFor();
    await snap(page, 'reference-panel-narrow');

    await panel.getByRole('button', { name: 'metformin side effects' }).click();
    await panel.getByText('Searching...').waitFor();
    expect(await panel.getByRole('button', { name: 'Search', exact: true }).isDisabled()).toBe(true);
    expect(await panel.getByLabel('Search medical reference').inputValue()).toBe('metformin side effects');
    const first = panel.getByTestId('reference-result').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('Metformin: side effects and interactions');
    await snap(page, 'reference-panel-results-narrow');
    await first.click();
    await page.waitForURL('**/reference/drug-interactions?drug=Metformin');
    await panel.waitFor({ state: 'detached' });
    await page.getByTestId('drug-chip').filter({ hasText: 'Metformin' }).waitFor();

    // A quick link leads to the interaction checker; nonsense gives 'No results found'; Back returns to browse.
    await page.getByRole('button', { name: 'Open medical reference' }).click();
    await panel.getByRole('button', { name: /Common Drug Interactions/ }).click();
    await panel.getByTestId('reference-result').filter({ hasText: 'Drug Interaction Checker' }).waitFor();
    await panel.getByRole('button', { name: 'Back' }).click();
    await panel.getByLabel('Search medical reference').fill('qwertyzzz');
    await panel.getByLabel('Search medical reference').press('Enter');
    await panel.getByText('No results found').waitFor();
    await panel.getByRole('button', { name: 'View all results' }).click();
    await panel.getByText('QUICK LINKS').waitFor();
    await context.close();
  });

  it('finds calculators and algorithms by name on a wide screen', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await page.goto('/dashboard');
    await waitForSplash(page);
    await page.getByRole('button', { name: 'Open medical reference' }).click();
    const panel = page.getByRole('dialog', { name: 'Medical reference' });
    await panel.getByLabel('Search medical reference').fill('wells');
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    await panel.getByTestId('reference-result').filter({ hasText: "Wells' Criteria for PE" }).waitFor();
    await snap(page, 'reference-panel-results-wide');
    await panel.getByRole('link', { name: /^Suspected Pulmonary Embolism/ }).click();
    await page.waitForURL('**/reference/diagnostic-algorithms?algorithm=suspected-pulmonary-embolism');
    await page.getByRole('heading', { level: 1, name: 'Suspected Pulmonary Embolism' }).waitFor();
    await context.close();
  });
});
