import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, signedInPage, snap, waitForSplash } from './support/app';
import { WIDE } from './support/browser';
import { joinClinic } from './support/members';
import { atBothWidths } from './support/visit';

// Roles (issue 21, DESIGN.md §8): a page a member's role may not open says so, with a way back, and
// shows nothing of it; read-only reads (audited) and is offered no change; an action refused because
// the role changed meanwhile says why. What each role sees: roles-members.e2e.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// One clinic for both widths: each screen is checked at the width its page is at and again resized
// in place (atBothWidths; a clinic and the same page loads per width before).
describe('refusals at 1280 and 390 px', () => {
  it('a page the role may not open says so with a way back; read-only reads (audited) and is offered no change', async () => {
    const owner = await signedInPage(browser, WIDE);
    const patient = (await (await owner.context.request.post('/api/patients', { data: { fullName: 'Una Whitlock', age: 58, gender: 'Female', condition: 'Asthma' } })).json()) as { id: number };
    const desk = await joinClinic(browser, owner.page, 'front-desk', WIDE);
    const reader = await joinClinic(browser, owner.page, 'read-only', WIDE);

    // Typed, bookmarked or linked: the page says the role may not open it, and shows nothing of it.
    const refused = [
      ['front-desk', desk.page, '/labs', 'Front desk'],
      ['front-desk', desk.page, '/ai-medassist', 'Front desk'],
      ['front-desk', desk.page, `/patients/${patient.id}`, 'Front desk'],
      ['front-desk', desk.page, '/patients/import', 'Front desk'],
      ['read-only', reader.page, '/ai-medassist', 'Read-only'],
      ['read-only', reader.page, '/patients/import', 'Read-only'],
    ] as const;
    for (const [who, page, path, role] of refused) {
      await page.goto(path);
      await waitForSplash(page);
      await atBothWidths(page, async (label) => {
        await page.getByRole('heading', { name: 'Not allowed for your role' }).waitFor();
        const text = await page.getByTestId('not-allowed').textContent();
        expect(text, `${who} ${path} ${label}`).toContain(`Your role in this clinic (${role}) does not give access to this page.`);
        expect(await page.getByText('Asthma').count(), `${who} ${path} ${label}`).toBe(0);
        await expectNoHorizontalScroll(page);
        await snap(page, `roles-not-allowed-${who}-${path.split('/')[1]}-${label}`);
      });
    }
    // An owners' page: the role would do, the owner flag is missing.
    await reader.page.goto('/clinic/audit');
    await reader.page.getByText('Only a clinic owner can open this page.').waitFor();
    // The way back.
    await desk.page.goto('/labs');
    await desk.page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await desk.page.waitForURL('**/dashboard');
    await desk.page.getByTestId('stat-appointments').waitFor();

    // Read-only reads the chart, is offered no way to change anything, and the read is audited.
    await reader.page.goto('/patients');
    await reader.page.getByTestId('patient-row').filter({ hasText: 'Asthma' }).waitFor();
    expect(await reader.page.getByRole('button', { name: 'New Patient' }).count()).toBe(0);
    expect(await reader.page.getByRole('button', { name: 'Delete Una Whitlock' }).count()).toBe(0);
    await reader.page.goto(`/patients/${patient.id}`);
    await waitForSplash(reader.page);
    // The chart's rows are drawn (so a missing Add/Edit button is the role's doing, not a page still loading).
    await atBothWidths(reader.page, async (label) => {
      await reader.page.getByTestId('problem-row').first().waitFor();
      expect(await reader.page.getByRole('button', { name: /^(Add|Edit) / }).count(), label).toBe(0);
      await expectNoHorizontalScroll(reader.page);
      await snap(reader.page, `roles-chart-read-only-${label}`);
    });
    const audit = (await (await owner.context.request.get(`/api/audit-events?userId=${reader.user.id}&patientId=${patient.id}`)).json()) as { action: string; patientId: number | null }[];
    expect(audit.some((e) => e.action === 'view' && e.patientId === patient.id)).toBe(true);

    await Promise.all([owner, desk, reader].map((p) => p.context.close()));
  });

  it('an action refused because the role changed meanwhile says why, and the page follows the new role', async () => {
    const owner = await signedInPage(browser, WIDE);
    await owner.context.request.post('/api/patients', { data: { fullName: 'Victor Ambrose', age: 44, gender: 'Male' } });
    const doctor = await joinClinic(browser, owner.page, 'doctor', WIDE);
    await doctor.page.goto('/patients');
    await waitForSplash(doctor.page);
    const row = doctor.page.getByTestId('patient-row').filter({ hasText: 'Victor Ambrose' });
    await row.getByRole('button', { name: 'Delete Victor Ambrose' }).click();
    // Meanwhile the owner makes the doctor read-only.
    expect((await owner.context.request.patch(`/api/clinic/members/${doctor.user.id}`, { data: { role: 'read-only' } })).status()).toBe(200);
    await doctor.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await atBothWidths(doctor.page, async (label) => {
      await doctor.page.getByText('Not allowed for your role').first().waitFor();
      await doctor.page.getByText('Your role in this clinic does not allow this.').first().waitFor();
      await snap(doctor.page, `roles-refused-delete-${label}`);
    });
    // The role reloaded: the button the server refuses is gone, and the patient is still there.
    await doctor.page.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'Delete Victor Ambrose' }).waitFor({ state: 'detached' });
    await row.waitFor();
    await Promise.all([owner, doctor].map((p) => p.context.close()));
  });
});
