import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, newDoctor, newPage, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';

// What a clinic owner does beside managing roles (roles-members.e2e.ts): the clinic recovery code
// that lets an owner who forgot their password back in, and restoring a recently deleted patient;
// and the floating reference button on the pages outside the app's shell (the reset page among them).

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the clinic recovery code', () => {
  it('is shown once after registering a clinic, lets the owner who forgot their password back in once, and is renewed in /clinic', async () => {
    const { page, context } = await newPage(browser, NARROW);
    const owner = newDoctor('rec');
    await page.goto('/register');
    await waitForSplash(page);
    await page.fill('input[name=name]', owner.name);
    await page.fill('input[name=email]', owner.email);
    await page.selectOption('select[name=specialty]', 'cardiology');
    await page.fill('input[name=password]', owner.password);
    await page.fill('input[name=confirmPassword]', owner.password);
    await page.click('button[type=submit]');
    await page.waitForURL('**/dashboard');
    const shown = page.getByTestId('recovery-code-value');
    await shown.waitFor();
    const code = (await shown.textContent())!;
    expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    await expectNoHorizontalScroll(page);
    await snap(page, 'recovery-code-after-register-narrow');
    // Not in the cached user: the only copy is the dialog's.
    expect(JSON.stringify(await page.evaluate(() => sessionStorage))).not.toContain(code);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await shown.waitFor({ state: 'detached' });
    // Shown once: the dashboard again does not show it.
    await page.goto('/dashboard');
    await page.getByTestId('stat-appointments').waitFor();
    expect(await page.getByTestId('recovery-code').count()).toBe(0);
    await context.request.post('/api/logout');

    // Forgot the password: the reset page offers the clinic recovery code beside another owner's code.
    await page.goto('/reset-password');
    await waitForSplash(page);
    await page.getByLabel('Username').fill(owner.email);
    await page.getByTestId('reset-method-recovery-code').click();
    await page.getByLabel('Recovery code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('New password', { exact: true }).fill('recovered at last 7');
    await page.getByLabel('Confirm new password').fill('recovered at last 7');
    await expectNoHorizontalScroll(page);
    await snap(page, 'reset-password-recovery-code-narrow');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your password has been reset. Sign in with your new password.').first().waitFor();
    // Spent: the same code does not work again.
    const again = await context.request.post('/api/password-reset', { data: { username: owner.email, method: 'recovery-code', code, newPassword: 'another one 12345' } });
    expect(again.status()).toBe(400);
    expect((await context.request.post('/api/login', { data: { username: owner.email, password: 'recovered at last 7' } })).status()).toBe(200);

    // The owner creates a new one in /clinic, after confirming; shown once.
    await page.setViewportSize(WIDE);
    await page.goto('/clinic');
    await waitForSplash(page);
    await page.getByTestId('recovery-code-status').filter({ hasText: 'no unused recovery code' }).waitFor();
    await page.getByRole('button', { name: 'Create a new recovery code' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    const renewed = page.getByTestId('recovery-code-value');
    await renewed.waitFor();
    expect(await renewed.textContent()).not.toBe(code);
    await snap(page, 'recovery-code-renewed-wide');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByTestId('recovery-code-status').filter({ hasText: 'has a recovery code' }).waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'recovery-code-section-wide');
    await context.close();
  }, 120_000);

  it('the reset page in German offers both ways back in', async () => {
    const { page, context } = await newPage(browser, NARROW);
    await page.goto('/reset-password?locale=de');
    await waitForSplash(page);
    await page.getByRole('heading', { name: 'Passwort zurücksetzen' }).waitFor();
    await page.getByText('Der Wiederherstellungscode der Praxis').waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'reset-password-de-narrow');
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Konto erstellen' }).waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'register-de-narrow');
    await context.close();
  });
});

describe('recently deleted patients', () => {
  it('an owner restores a deleted patient from the Recently deleted tab', async () => {
    const owner = await signedInPage(browser, NARROW);
    const created = (await (await owner.context.request.post('/api/patients', { data: { fullName: 'Rita Vance', age: 40, gender: 'Female' } })).json()) as { id: number };
    expect((await owner.context.request.delete(`/api/patients/${created.id}`)).status()).toBe(200);
    await owner.page.goto('/patients');
    await waitForSplash(owner.page);
    await owner.page.getByRole('tab', { name: 'Recently deleted' }).click();
    const row = owner.page.getByTestId('deleted-patient-row').filter({ hasText: 'Rita Vance' });
    await row.waitFor();
    await expectNoHorizontalScroll(owner.page);
    await snap(owner.page, 'roles-recently-deleted-narrow');
    await row.getByRole('button', { name: 'Restore Rita Vance' }).click();
    await owner.page.getByText('Rita Vance is back in your records.').first().waitFor();
    await owner.page.getByRole('tab', { name: 'All Patients' }).click();
    await owner.page.getByTestId('patient-row').filter({ hasText: 'Rita Vance' }).waitFor();
    await owner.context.close();
  });
});

describe('the floating reference button', () => {
  it.each(['/policies/terms', '/policies/privacy', '/reset-password'])('is on %s', async (path) => {
    const { page, context } = await newPage(browser, NARROW);
    await page.goto(path);
    await page.getByTestId('reference-fab').waitFor();
    await context.close();
  });
});
