import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, newDoctor, newPage, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';

// Roles (issue 21, DESIGN.md §8): one clinic with an owner, a second doctor, a nurse, a front-desk and
// a read-only member; each sees what their role allows, at 1280 and 390 px (screenshots in
// e2e/.artifacts), a page their role may not open says so, and a refused action says why.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Role = 'doctor' | 'nurse' | 'front-desk' | 'read-only';

/** Someone joining the owner's clinic with an invite code for `role`, signed in in their own page. */
async function join(owner: Page, role: Role, viewport: typeof WIDE) {
  const invite = (await (await owner.context().request.post('/api/clinic/invites', { data: { maxUses: 1, expiresInDays: 1, role } })).json()) as { code: string };
  const person = newDoctor(role.replace('-', ''));
  const { page, context } = await newPage(browser, viewport);
  const reg = await context.request.post('/api/register', {
    data: { email: person.email, name: person.name, country: 'us', specialty: 'cardiology', password: person.password, role: 'doctor', inviteCode: invite.code },
  });
  expect(reg.status()).toBe(201);
  const user = (await reg.json()) as { id: number };
  return { page, context, person, user };
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
    const reader = await join(owner.page, 'read-only', viewport);

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

describe.each([
  ['wide', WIDE],
  ['narrow', NARROW],
] as const)('refusals at %s', (label, viewport) => {
  it('a page the role may not open says so with a way back; read-only reads (audited) and is offered no change', async () => {
    const owner = await signedInPage(browser, viewport);
    const patient = (await (await owner.context.request.post('/api/patients', { data: { fullName: 'Una Whitlock', age: 58, gender: 'Female', condition: 'Asthma' } })).json()) as { id: number };
    const desk = await join(owner.page, 'front-desk', viewport);
    const reader = await join(owner.page, 'read-only', viewport);

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
      await page.getByRole('heading', { name: 'Not allowed for your role' }).waitFor();
      const text = await page.getByTestId('not-allowed').textContent();
      expect(text, `${who} ${path}`).toContain(`Your role in this clinic (${role}) does not give access to this page.`);
      expect(await page.getByText('Asthma').count(), `${who} ${path}`).toBe(0);
      await expectNoHorizontalScroll(page);
      await snap(page, `roles-not-allowed-${who}-${path.split('/')[1]}-${label}`);
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
    await reader.page.getByTestId('problem-row').first().waitFor();
    expect(await reader.page.getByRole('button', { name: /^(Add|Edit) / }).count()).toBe(0);
    await expectNoHorizontalScroll(reader.page);
    await snap(reader.page, `roles-chart-read-only-${label}`);
    const audit = (await (await owner.context.request.get(`/api/audit-events?userId=${reader.user.id}&patientId=${patient.id}`)).json()) as { action: string; patientId: number | null }[];
    expect(audit.some((e) => e.action === 'view' && e.patientId === patient.id)).toBe(true);

    await Promise.all([owner, desk, reader].map((p) => p.context.close()));
  });

  it('an action refused because the role changed meanwhile says why, and the page follows the new role', async () => {
    const owner = await signedInPage(browser, viewport);
    await owner.context.request.post('/api/patients', { data: { fullName: 'Victor Ambrose', age: 44, gender: 'Male' } });
    const doctor = await join(owner.page, 'doctor', viewport);
    await doctor.page.goto('/patients');
    await waitForSplash(doctor.page);
    const row = doctor.page.getByTestId('patient-row').filter({ hasText: 'Victor Ambrose' });
    await row.getByRole('button', { name: 'Delete Victor Ambrose' }).click();
    // Meanwhile the owner makes the doctor read-only.
    expect((await owner.context.request.patch(`/api/clinic/members/${doctor.user.id}`, { data: { role: 'read-only' } })).status()).toBe(200);
    await doctor.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await doctor.page.getByText('Not allowed for your role').first().waitFor();
    await doctor.page.getByText('Your role in this clinic does not allow this.').first().waitFor();
    await snap(doctor.page, `roles-refused-delete-${label}`);
    // The role reloaded: the button the server refuses is gone, and the patient is still there.
    await doctor.page.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'Delete Victor Ambrose' }).waitFor({ state: 'detached' });
    await row.waitFor();
    await Promise.all([owner, doctor].map((p) => p.context.close()));
  });
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
