import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, signedInPage, snap } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { joinClinic } from './support/members';
import { openApp, visitInApp } from './support/visit';

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

/**
 * One clinic for both widths: five sign-ups and one cold load per member, then each page is resized
 * and reached inside the app (a clinic per width was ten sign-ups and twenty cold loads). Each part
 * runs at 1280 px, then at 390 px.
 */
describe('roles', () => {
  it('each member sees what their role allows at 1280 and 390 px: menu, dashboard cards, patient actions, chart buttons, roles on /clinic', async () => {
    const owner = await signedInPage(browser, WIDE);
    const created = await owner.context.request.post('/api/patients', { data: { fullName: 'Quentin Zephyr', age: 61, gender: 'Male', condition: 'Hypertension' } });
    expect(created.status()).toBe(201);
    const patient = (await created.json()) as { id: number };
    const doctor = await joinClinic(browser, owner.page, 'doctor', WIDE);
    const nurse = await joinClinic(browser, owner.page, 'nurse', WIDE);
    const desk = await joinClinic(browser, owner.page, 'front-desk', WIDE);
    const reader = await joinClinic(browser, owner.page, 'read-only', WIDE);
    const members = [['owner', owner.page], ['doctor', doctor.page], ['nurse', nurse.page], ['front-desk', desk.page], ['read-only', reader.page]] as const;
    const widths = [['wide', WIDE], ['narrow', NARROW]] as const;
    /** `page` at `viewport`, at `path` inside the running app (the first visit of a member is the app's one cold load). */
    const loaded = new Set<Page>();
    async function at(page: Page, viewport: typeof WIDE, path: string): Promise<void> {
      await page.setViewportSize(viewport);
      if (loaded.has(page)) return visitInApp(page, path);
      loaded.add(page);
      await openApp(page, path);
    }

    // The dashboard and the menu.
    for (const [label, viewport] of widths) {
      for (const [who, page] of members) {
        await at(page, viewport, '/dashboard');
        await page.getByTestId('stat-appointments').waitFor();
        const clinical = who !== 'front-desk';
        const careTeam = clinical && who !== 'read-only';
        expect(await page.getByTestId('stat-labResults').count(), `${who} ${label}`).toBe(clinical ? 1 : 0);
        expect(await page.getByText('Recent Clinical Notes').count(), `${who} ${label}`).toBe(clinical ? 1 : 0);
        const links = await menu(page);
        expect(links, `${who} ${label}`).toEqual(expect.arrayContaining(['Dashboard', 'Patients', 'Appointments']));
        expect(links.some((l) => l.startsWith('Labs')), `${who} ${label}`).toBe(clinical);
        expect(links.includes('AI MedAssist'), `${who} ${label}`).toBe(careTeam);
        await expectNoHorizontalScroll(page);
        await snap(page, `roles-dashboard-${who}-${label}`);
      }
    }

    // Patients: the front desk registers and edits demographics, never sees the condition, cannot open the chart.
    for (const [label, viewport] of widths) {
      const contactNumber = `555-01${label === 'wide' ? '01' : '02'}`;
      await at(desk.page, viewport, '/patients');
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
      await form.getByLabel('Contact Number').fill(contactNumber);
      await form.getByRole('button', { name: /Save|Update/ }).click();
      await desk.page.getByText('Patient has been updated successfully.').first().waitFor();
      await form.waitFor({ state: 'detached' });
      // The record stays open under the form: closed, so the next width starts from the list.
      await desk.page.keyboard.press('Escape');
      await record.waitFor({ state: 'detached' });
      // The condition the front desk could not see survived their edit.
      const after = (await (await owner.context.request.get(`/api/patients/${patient.id}`)).json()) as { condition: string; contactNumber: string };
      expect(after).toMatchObject({ condition: 'Hypertension', contactNumber });
    }

    // Doctors see the condition; the second doctor may prescribe, the nurse charts but does not prescribe.
    await at(doctor.page, WIDE, '/patients');
    await doctor.page.getByTestId('patient-row').filter({ hasText: 'Hypertension' }).waitFor();
    const prescribed = await doctor.context.request.post(`/api/patients/${patient.id}/medications`, { data: { text: 'Aspirin 81 mg tablet', dose: '81 mg' } });
    expect(prescribed.status()).toBe(201);
    for (const [label, viewport] of widths) {
      for (const [who, page, prescribes] of [['doctor', doctor.page, true], ['nurse', nurse.page, false]] as const) {
        await at(page, viewport, `/patients/${patient.id}`);
        await page.getByTestId('problems-section').waitFor();
        await page.getByTestId('medication-row').first().waitFor();
        expect(await page.getByTestId('problems-section').getByRole('button', { name: 'Add problem' }).count(), `${who} ${label}`).toBe(1);
        expect(await page.getByTestId('medications-section').getByRole('button', { name: 'Add medication' }).count(), `${who} ${label}`).toBe(prescribes ? 1 : 0);
        // Changing or stopping an order is prescribing too: the nurse gets no Edit button the server would refuse.
        expect(await page.getByTestId('medications-section').getByRole('button', { name: 'Edit Aspirin 81 mg tablet' }).count(), `${who} ${label}`).toBe(prescribes ? 1 : 0);
        await expectNoHorizontalScroll(page);
        await snap(page, `roles-chart-${who}-${label}`);
      }
    }

    // The owner sees every member's role on /clinic and changes one: the nurse to read-only at 1280 px, and back at 390 px.
    for (const [label, viewport, from, to] of [['wide', WIDE, 'Nurse', 'read-only'], ['narrow', NARROW, 'Read-only', 'nurse']] as const) {
      await at(owner.page, viewport, '/clinic');
      // The refusal's toast from 1280 px has gone first (closed below): the screenshot shows the page, and the toast at 390 px is this refusal's.
      const ownRole = owner.page.getByText(/cannot change your own role or owner flag/);
      await ownRole.first().waitFor({ state: 'detached', timeout: 15_000 });
      const nurseRow = owner.page.getByTestId('member-row').filter({ hasText: nurse.person.name });
      await nurseRow.waitFor();
      expect(await nurseRow.getByTestId('member-role').textContent(), label).toBe(from);
      await expectNoHorizontalScroll(owner.page);
      await snap(owner.page, `roles-clinic-members-${label}`);
      await nurseRow.getByLabel(`Role of ${nurse.person.name}`).selectOption(to);
      await nurseRow.getByTestId('member-role').filter({ hasText: to === 'nurse' ? 'Nurse' : 'Read-only' }).waitFor();
      // Nobody changes their own role or owner flag (issue 32): the server refuses and says why.
      const ownerRow = owner.page.getByTestId('member-row').filter({ hasText: owner.doctor.name });
      await ownerRow.getByRole('button', { name: `Remove owner rights from ${owner.doctor.name}` }).click();
      await ownRole.first().waitFor();
      // Closed rather than waited out (it stays 5 s), so the next width starts without it.
      await owner.page.locator('[data-scope=toast][data-part=close-trigger]').first().click();
    }

    await Promise.all([owner, doctor, nurse, desk, reader].map((p) => p.context.close()));
  }, 300_000);
});
