import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, connectBrowser, newDoctor, signedInPage, snap, waitForSplash } from './support/app';
import { clientAddressHeader, WIDE } from './support/browser';

// Issue #16, the client on a shared computer: one browser, one doctor after another. Everything
// the first one saw in memory (the AI conversation about a patient, the chosen patient, an unsent
// draft, cached lists) must be gone for the next, after a sign-out and after the session ends
// under the page (a 401), without the page being reloaded in between.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PATIENT = 'Ottoline Sharedcomputer';
const QUESTION = 'Is apixaban appropriate for Ottoline?';
const DRAFT = 'Unsent draft about Ottoline';

const input = (page: Page) => page.getByRole('textbox', { name: 'Message MedAssist' });

/** Registers a doctor through the API from outside the browser (its cookie must not touch the page). */
async function registerElsewhere() {
  const doctor = newDoctor('b');
  const res = await fetch(`${baseURL()}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...clientAddressHeader() },
    body: JSON.stringify({ username: doctor.username, email: doctor.email, name: doctor.name, country: 'us', specialty: 'cardiology', password: doctor.password, role: 'doctor' }),
  });
  if (res.status !== 201) throw new Error(`register failed ${res.status}`);
  return { ...doctor, username: ((await res.json()) as { username: string }).username };
}

/** Moves within the app as a user would (no reload, so memory is what is tested). */
async function goThroughMenu(page: Page, label: string) {
  await page.getByRole('navigation').getByRole('link', { name: label }).first().click();
}

/** The AI page with a patient chosen, an answered question and a draft, all visible. */
async function useAssistantAbout(page: Page) {
  await goThroughMenu(page, 'AI MedAssist');
  await page.getByTestId('chat-panel').waitFor();
  await page.getByRole('combobox', { name: 'Patient context' }).fill('Ottoline');
  await page.getByTestId('ai-patient-options').getByText(PATIENT).click();
  await page.getByText(`The assistant sees ${PATIENT}'s chart (problems, allergies, medications, vitals, lab values) and recent results`).waitFor();
  await input(page).fill(QUESTION);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByTestId('chat-assistant-message').filter({ hasText: 'Fake answer (patient record received)' }).waitFor();
  await input(page).fill(DRAFT);
  await page.getByTestId('chat-user-message').filter({ hasText: QUESTION }).waitFor();
}

async function signIn(page: Page, doctor: { username: string; password: string }) {
  await page.fill('input[name=username]', doctor.username);
  await page.fill('input[name=password]', doctor.password);
  await page.click('button[type=submit]');
  await page.waitForURL('**/dashboard');
}

/** Nothing of the previous doctor's assistant session on the AI page. */
async function expectNothingOfA(page: Page) {
  await goThroughMenu(page, 'AI MedAssist');
  await page.getByTestId('chat-panel').waitFor();
  expect(await page.getByTestId('chat-user-message').count()).toBe(0);
  expect(await page.getByTestId('chat-assistant-message').count()).toBe(0);
  expect(await input(page).inputValue()).toBe('');
  expect(await page.getByRole('combobox', { name: 'Patient context' }).inputValue()).toBe('');
  await page.getByText('Only patients of your clinic. Leave empty for general questions.').waitFor();
  expect(await page.locator('body').innerText()).not.toContain('Ottoline');
}

describe('a shared computer', () => {
  it('shows the next doctor nothing of the previous one: after a sign-out, and after the session ended under the page (401)', async () => {
    const { page, context } = await signedInPage(browser, WIDE, newDoctor('a'));
    await context.request.post('/api/patients', { data: { fullName: PATIENT, age: 71, gender: 'Female', condition: 'Atrial fibrillation' } });
    const b = await registerElsewhere();

    await page.goto('/dashboard');
    await waitForSplash(page);
    await goThroughMenu(page, 'Patients');
    await page.getByText(PATIENT).first().waitFor();
    await useAssistantAbout(page);
    await snap(page, 'shared-computer-a-wide');

    // A signs out through the menu; B signs in on the same page.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await signIn(page, b);
    await expectNothingOfA(page);
    await goThroughMenu(page, 'Patients');
    await page.getByText('No patients found').first().waitFor();
    expect(await page.locator('body').innerText()).not.toContain(PATIENT);
    await snap(page, 'shared-computer-b-wide');

    // B's own conversation, then B's session ends on the server (another tab signed out): the next
    // request (here the assistant's) answers 401 and the page must forget B's state too.
    await context.request.post('/api/patients', { data: { fullName: PATIENT, age: 71, gender: 'Female', condition: 'Atrial fibrillation' } });
    await useAssistantAbout(page);
    expect((await context.request.post('/api/logout')).status()).toBe(200);
    await input(page).fill('One more question');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL('**/login');
    await signIn(page, b);
    await expectNothingOfA(page);
    await context.close();
  });
});
