import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { joinClinic } from './support/members';

// Roles (issue 21, DESIGN.md §8): one clinic with an owner, a second doctor, a nurse, a front-desk and
// a read-only member; each sees what their role allows, at 1280 and 390 px (screenshots in
// e2e/.artifacts). A page or action their role may not have: roles-refusals.e2e.ts; what only an
// owner does: roles-owner.e2e.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The main menu's link names (on a phone the drawer builds its links when first opened, so open it). */
async function menu(page: Page): Promise<string[]> {
  const opener = page.getByRole('button', { name: 'Open menu' });
  const narrow = await opener.isVisible();
  if (narrow) await opener.click();
  await page.locator('#side-menu a').first().waitFor();
  const links = (await page.locator('#side-menu a').allTextContents()).map((t) => t.trim());
  if (narrow) await page.keyboard.press('Escape');
  return links;
}

describe.each([
  ['wide', WIDE],
  ['narrow', NARROW],
] as const)('roles at %s', (label, viewport) => {
  it('each member sees what their role allows: menu, dashboard cards, patient actions, chart buttons', async () => {
    const owner = await signedInPage(browser, viewport);
    const created = await owner.context.request.post('/api/patients', { data: { fullName: 'Quentin Zephyr', age: 61, gender: 'Male', condition: 'Hypertension' } });
    expect(created.status()).toBe(201);
    const patient = (await created.json()) as { id: number };
    const doctor = await joinClinic(browser, owner.page, 'doctor', viewport);
    const nurse = await joinClinic(browser, owner.page, 'nurse', viewport);
    const desk = await joinClinic(browser, owner.page, 'front-desk', viewport);
    const reader = await joinClinic(browser, owner.page, 'read-only', viewport);

    // The dashboard and the menu.
    for (const [who, page] of [['owner', owner.page], ['doctor', doctor.page], ['nurse', nurse.page], ['front-desk', desk.page], ['read-only', reader.page]] as const) {
      await page.goto('/dashboard');
      await waitForSplash(page);
      await page.getByTestId('stat-appointments').waitFor();
      const clinical = who !== 'front-desk';
      const careTeam = clinical && who !== 'read-only';
      expect(await page.getByTestId('stat-labResults').count(), who).toBe(clinical ? 1 : 0);
      expect(await page.getByText('Recent Clinical Notes').count(), who).toBe(clinical ? 1 : 0);
      const links = await menu(page);
      expect(links, who).toEqual(expect.arrayContaining(['Dashboard', 'Patients', 'Appointments']));
      expect(links.some((l) => l.startsWith('Labs')), who).toBe(clinical);
      expect(links.includes('AI MedAssist'), who).toBe(careTeam);
      await expectNoHorizontalScroll(page);
      await snap(page, `roles-dashboard-${who}-${label}`);
    }

    // Patients: the front desk registers and edits demographics, never sees the condition, cannot open the chart.
    await desk.page.goto('/patients');
    const deskRow = desk.page.getByTestId('patient-row').filter({ hasText: 'Quentin Zephyr' });
    await deskRow.waitFor();
    expect(await deskRow.textContent()).not.toContain('Hypertension');
    expect(await desk.page.getByRole('button', { name: 'New Patient' }).count()).toBe(1);
    expect(await deskRow.getByRole('button', { name: 'Delete Quentin Zephyr' }).count()).toBe(0);
    await deskRow.getByRole('button', { name: 'View Quentin Zephyr' }).click();
    const record = desk.page.getByRole('dialog');
    await record.getByRole('button', { name: 'Edit' }).waitFor();
    await record.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await record.getByText('Clinical notes').count()).toBe(0);
    expect(await record.getByRole('link', { name: 'Open chart' }).count()).toBe(0);
    expect(await record.textContent()).not.toContain('Hypertension');
    await snap(desk.page, `roles-patient-front-desk-${label}`);
    await record.getByRole('button', { name: 'Edit' }).click();
    const form = desk.page.getByRole('dialog', { name: 'Edit Patient Information' });
    await form.waitFor();
    expect(await form.getByLabel('Condition').count()).toBe(0);
    await form.getByLabel('Contact Number').fill('555-0101');
    await form.getByRole('button', { name: /Save|Update/ }).click();
    await desk.page.getByText('Patient has been updated successfully.').first().waitFor();
    // The condition the front desk could not see survived their edit.
    const after = (await (await owner.context.request.get(`/api/patients/${patient.id}`)).json()) as { condition: string; contactNumber: string };
    expect(after).toMatchObject({ condition: 'Hypertension', contactNumber: '555-0101' });

    // Doctors see the condition; the second doctor may prescribe, the nurse charts but does not prescribe.
    await doctor.page.goto('/patients');
    await doctor.page.getByTestId('patient-row').filter({ hasText: 'Hypertension' }).waitFor();
    const prescribed = await doctor.context.request.post(`/api/patients/${patient.id}/medications`, { data: { text: 'Aspirin 81 mg tablet', dose: '81 mg' } });
    expect(prescribed.status()).toBe(201);
    for (const [who, page, prescribes] of [['doctor', doctor.page, true], ['nurse', nurse.page, false]] as const) {
      await page.goto(`/patients/${patient.id}`);
      await waitForSplash(page);
      await page.getByTestId('problems-section').waitFor();
      await page.getByTestId('medication-row').first().waitFor();
      expect(await page.getByTestId('problems-section').getByRole('button', { name: 'Add problem' }).count(), who).toBe(1);
      expect(await page.getByTestId('medications-section').getByRole('button', { name: 'Add medication' }).count(), who).toBe(prescribes ? 1 : 0);
      // Changing or stopping an order is prescribing too: the nurse gets no Edit button the server would refuse.
      expect(await page.getByTestId('medications-section').getByRole('button', { name: 'Edit Aspirin 81 mg tablet' }).count(), who).toBe(prescribes ? 1 : 0);
      await expectNoHorizontalScroll(page);
      await snap(page, `roles-chart-${who}-${label}`);
    }

    // The owner sees every member's role on /clinic and changes one.
    await owner.page.goto('/clinic');
    await waitForSplash(owner.page);
    const nurseRow = owner.page.getByTestId('member-row').filter({ hasText: nurse.person.name });
    await nurseRow.waitFor();
    expect(await nurseRow.getByTestId('member-role').textContent()).toBe('Nurse');
    await expectNoHorizontalScroll(owner.page);
    await snap(owner.page, `roles-clinic-members-${label}`);
    await nurseRow.getByLabel(`Role of ${nurse.person.name}`).selectOption('read-only');
    await nurseRow.getByTestId('member-role').filter({ hasText: 'Read-only' }).waitFor();
    // Nobody changes their own role or owner flag (issue 32): the server refuses and says why.
    const ownerRow = owner.page.getByTestId('member-row').filter({ hasText: owner.doctor.name });
    await ownerRow.getByRole('button', { name: `Remove owner rights from ${owner.doctor.name}` }).click();
    await owner.page.getByText(/cannot change your own role or owner flag/).first().waitFor();

    await Promise.all([owner, doctor, nurse, desk, reader].map((p) => p.context.close()));
  }, 180_000);
});
