import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoHorizontalScroll, newDoctor, newPage, signedInPage, snap, waitForSplash } from './support/app';
import { launchBrowser, NARROW, WIDE } from './support/browser';

// Roles (issue 21, DESIGN.md §8): one clinic with an owner, a second doctor, a nurse and a front-desk
// member; each sees what their role allows, at 1280 and 390 px (screenshots in e2e/.artifacts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Role = 'doctor' | 'nurse' | 'front-desk';

/** Someone joining the owner's clinic with an invite code for `role`, signed in in their own page. */
async function join(owner: Page, role: Role, viewport: typeof WIDE) {
  const invite = (await (await owner.context().request.post('/api/clinic/invites', { data: { maxUses: 1, expiresInDays: 1, role } })).json()) as { code: string };
  const person = newDoctor(role.replace('-', ''));
  const { page, context } = await newPage(browser, viewport);
  const reg = await context.request.post('/api/register', {
    data: { email: person.email, name: person.name, country: 'us', specialty: 'cardiology', password: person.password, role: 'doctor', inviteCode: invite.code },
  });
  expect(reg.status()).toBe(201);
  return { page, context, person };
}

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
    const doctor = await join(owner.page, 'doctor', viewport);
    const nurse = await join(owner.page, 'nurse', viewport);
    const desk = await join(owner.page, 'front-desk', viewport);

    // The dashboard and the menu.
    for (const [who, page] of [['owner', owner.page], ['doctor', doctor.page], ['nurse', nurse.page], ['front-desk', desk.page]] as const) {
      await page.goto('/dashboard');
      await waitForSplash(page);
      await page.getByTestId('stat-appointments').waitFor();
      const clinical = who !== 'front-desk';
      expect(await page.getByTestId('stat-labResults').count(), who).toBe(clinical ? 1 : 0);
      expect(await page.getByText('Recent Clinical Notes').count(), who).toBe(clinical ? 1 : 0);
      const links = await menu(page);
      expect(links, who).toEqual(expect.arrayContaining(['Dashboard', 'Patients', 'Appointments']));
      expect(links.some((l) => l.startsWith('Labs')), who).toBe(clinical);
      expect(links.includes('AI MedAssist'), who).toBe(clinical);
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
    // The owner cannot demote themself while the only owner: the server refuses and says why.
    const ownerRow = owner.page.getByTestId('member-row').filter({ hasText: owner.doctor.name });
    await ownerRow.getByRole('button', { name: `Remove owner rights from ${owner.doctor.name}` }).click();
    await owner.page.getByText(/at least one owner/).first().waitFor();

    await Promise.all([owner, doctor, nurse, desk].map((p) => p.context.close()));
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
