import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { fitsBothWidths, resizeTo } from './support/visit';

// Several clinics, one account (issue 21): a doctor who owns clinic A joins clinic B with an invite
// code on /settings, switches from the account menu and back from /settings, and never sees one
// clinic's patients in the other, at 1280 and 390 px (screenshots in e2e/.artifacts).

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The names on /patients once the list has settled. */
async function patientNames(page: Page, expected: string): Promise<string[]> {
  await page.goto('/patients');
  await waitForSplash(page);
  await page.getByTestId('patient-row').filter({ hasText: expected }).waitFor();
  return (await page.getByTestId('patient-row').allTextContents()).map((t) => t.trim());
}

// One doctor and two clinics for both widths: each screen is checked at 1280 px and, resized, at
// 390 px, and the account menu is opened at both (a clinic pair per width drove the same flow twice).
describe('a doctor in two clinics', () => {
  it('joins with an invite code, switches back and forth, and each clinic shows only its own patients, at 1280 and 390 px', async () => {
    const a = await signedInPage(browser, WIDE);
    const b = await signedInPage(browser, WIDE);
    expect((await a.context.request.post('/api/patients', { data: { fullName: 'Alice Aclinic', age: 40, gender: 'Female' } })).status()).toBe(201);
    expect((await b.context.request.post('/api/patients', { data: { fullName: 'Bob Bclinic', age: 50, gender: 'Male' } })).status()).toBe(201);
    const invite = (await (await b.context.request.post('/api/clinic/invites', { data: { maxUses: 1, expiresInDays: 1, role: 'doctor' } })).json()) as { code: string };
    const clinicB = ((await (await b.context.request.get('/api/user')).json()) as { clinicName: string }).clinicName;
    const clinicA = ((await (await a.context.request.get('/api/user')).json()) as { clinicName: string }).clinicName;

    const page = a.page;
    expect((await patientNames(page, 'Alice Aclinic')).join('|')).not.toContain('Bob Bclinic');

    // Join B on /settings, with the password (issue 32): a wrong password first, then a wrong code, each with its message.
    await page.goto('/settings#clinics');
    await waitForSplash(page);
    const section = page.getByTestId('clinics');
    await section.getByLabel('Invite code').fill(invite.code);
    await section.getByLabel('Current Password').fill('not my password');
    await section.getByRole('button', { name: 'Join clinic' }).click();
    await section.getByText('Your current password is not correct.').first().waitFor();
    await section.getByLabel('Invite code').fill('not-a-real-code');
    await section.getByLabel('Current Password').fill(a.doctor.password);
    await section.getByRole('button', { name: 'Join clinic' }).click();
    await section.getByText('This invite code is invalid, expired or already used.').waitFor();
    await section.getByLabel('Invite code').fill(invite.code);
    await section.getByRole('button', { name: 'Join clinic' }).click();
    await section.getByTestId('clinic-row').filter({ hasText: clinicB }).waitFor();
    await fitsBothWidths(page, 'clinics-settings-joined', section);

    // Switch to B from the account menu, opened at 1280 px and at 390 px; the switch is made at 390 px.
    await page.goto('/patients');
    const optionB = page.getByTestId('clinic-option').filter({ hasText: clinicB });
    for (const [label, viewport] of [['wide', WIDE], ['narrow', NARROW]] as const) {
      await resizeTo(page, viewport);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await optionB.waitFor();
      await page.getByRole('menu').evaluate((menu) => Promise.all(menu.getAnimations({ subtree: true }).map((a) => a.finished)));
      await snap(page, `clinics-menu-${label}`);
      if (label === 'wide') {
        await page.keyboard.press('Escape');
        await optionB.waitFor({ state: 'hidden' });
      }
    }
    await optionB.click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');
    await page.getByText(`You are now working in ${clinicB}.`).waitFor();
    await resizeTo(page, WIDE);
    expect(await page.getByTestId('header-clinic-name').textContent()).toBe(clinicB);
    const inB = await patientNames(page, 'Bob Bclinic');
    expect(inB.join('|')).not.toContain('Alice Aclinic');
    await fitsBothWidths(page, 'clinics-patients-in-b');

    // Back to A from /settings.
    await page.goto('/settings#clinics');
    await page.getByRole('button', { name: `Switch to ${clinicA}` }).click();
    await page.getByText(`You are now working in ${clinicA}.`).waitFor();
    const inA = await patientNames(page, 'Alice Aclinic');
    expect(inA.join('|')).not.toContain('Bob Bclinic');
    await fitsBothWidths(page, 'clinics-patients-in-a');
    await a.context.close();
    await b.context.close();
  });
});
