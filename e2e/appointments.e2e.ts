import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DOUBLE_BOOKED = 'This doctor already has an appointment at that time. Choose another time or doctor.';

async function choosePatient(page: Page, text: string, name: string) {
  const box = page.getByRole('combobox', { name: 'Patient' });
  await box.fill(text);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  expect(await box.inputValue()).toBe(name);
}


describe('appointments', () => {
  it('books through the dialog (after validation messages), lists it by day, week and month, refuses a double booking, changes status and cancels', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    const patient = await context.request.post('/api/patients', { data: { fullName: 'Ada Lovelace', age: 36, gender: 'Female', condition: 'Migraine' } });
    expect(patient.status()).toBe(201);
    await context.request.post('/api/patients', { data: { fullName: 'Charles Babbage', age: 79, gender: 'Male', condition: 'Gout' } });

    await page.goto('/appointments');
    await waitForSplash(page);
    await page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Appointments').waitFor();
    const empty = page.getByTestId('appointments-empty');
    await empty.getByText('No appointments scheduled', { exact: true }).waitFor();
    await empty.getByText('There are no appointments scheduled for this date.').waitFor();
    expect(await empty.getByRole('button', { name: 'Add Appointment' }).isVisible()).toBe(true);
    await page.getByTestId('type-legend').getByText('Telehealth').waitFor();
    const todayTitle = await page.getByTestId('appointments-title').textContent();
    expect(todayTitle).toBe(new Date().toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }));
    await snap(page, 'appointments-empty-wide');

    // The dialog: defaults, then the spec's messages.
    await page.getByRole('button', { name: 'New Appointment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Schedule New Appointment').waitFor();
    await dialog.locator('select[name=doctorId]').waitFor();
    expect(await dialog.locator('input[name=time]').inputValue()).toBe('09:00');
    expect(await dialog.locator('select[name=duration]').inputValue()).toBe('30');
    expect(await dialog.locator('select[name=type]').inputValue()).toBe('Office Visit');
    expect(await dialog.locator('select[name=status]').inputValue()).toBe('Scheduled');
    expect(await dialog.locator('select[name=doctorId] option:checked').textContent()).toMatch(/^Dr /);
    await dialog.getByRole('button', { name: 'Schedule Appointment' }).click();
    await dialog.getByText('Please select a patient.').waitFor();
    await dialog.getByText('Purpose must be at least 3 characters.').waitFor();

    // Past days cannot be picked.
    await dialog.getByRole('button', { name: new RegExp(`^Date.*${todayTitle}$`) }).click();
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const pastDay = dialog.getByRole('button', { name: yesterday.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }), exact: true });
    // Shown unless today is a Sunday the 1st (the grid then starts with today).
    if (await pastDay.count()) {
      expect(await pastDay.getAttribute('aria-disabled')).toBe('true');
      await pastDay.click({ force: true });
      expect(await dialog.getByRole('grid').count()).toBe(1);
    }
    await dialog.getByRole('button', { name: `${todayTitle} (today)` }).click();
    expect(await dialog.getByRole('grid').count()).toBe(0);

    await choosePatient(page, 'Ada', 'Ada Lovelace');
    await dialog.locator('input[name=purpose]').fill('Migraine follow-up');
    await snap(page, 'appointments-dialog-wide');
    await dialog.getByRole('button', { name: 'Schedule Appointment' }).click();
    await page.getByText('Appointment has been scheduled successfully.').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const card = page.getByTestId('appointment-card').filter({ hasText: 'Ada Lovelace' });
    await card.waitFor();
    expect(await card.textContent()).toContain('9:00 AM - 9:30 AM');
    expect(await card.textContent()).toContain('Age 36');
    expect(await card.textContent()).toContain('Female');
    expect(await card.textContent()).toContain('Migraine follow-up');
    expect(await card.textContent()).toContain('Office Visit');
    await expect(page.getByTestId('appointments-count').textContent()).resolves.toBe('1 appointment scheduled');
    await snap(page, 'appointments-day-wide');

    // Week and month really show the week and the month, with the booking in them.
    await page.getByText('Week', { exact: true }).click();
    await page.getByTestId('appointment-day').filter({ hasText: 'Ada Lovelace' }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('week');
    expect(await page.getByTestId('appointment-day').count()).toBe(7);
    expect(await page.getByTestId('appointments-count').textContent()).toMatch(/ · 1 appointment scheduled$/);
    await snap(page, 'appointments-week-wide');
    await page.getByText('Month', { exact: true }).click();
    await page.getByTestId('day-mark').waitFor();
    await page.getByTestId('appointment-day').filter({ hasText: 'Ada Lovelace' }).waitFor();
    expect(await page.getByTestId('appointment-day').count()).toBe(1);
    expect(await page.getByTestId('day-mark').count()).toBe(1);
    await snap(page, 'appointments-month-wide');
    await page.getByText('Day', { exact: true }).click();
    await page.getByTestId('appointment-day').first().waitFor({ state: 'detached' });

    // Same doctor, same time: the server's reason is shown.
    await page.getByRole('button', { name: 'New Appointment' }).click();
    await choosePatient(page, 'Gout', 'Charles Babbage');
    await page.getByRole('dialog').locator('input[name=purpose]').fill('Joint pain');
    await page.getByRole('dialog').getByRole('button', { name: 'Schedule Appointment' }).click();
    await page.getByRole('dialog').getByText(DOUBLE_BOOKED).waitFor();
    await page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: DOUBLE_BOOKED }).first().waitFor();
    await snap(page, 'appointments-double-booked-wide');
    // Another time works.
    await page.getByRole('dialog').locator('input[name=time]').fill('10:00');
    await page.getByRole('dialog').getByRole('button', { name: 'Schedule Appointment' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('appointment-card').filter({ hasText: 'Charles Babbage' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=appointments-count]')?.textContent === '2 appointments scheduled');

    // Status change and cancel through the card's two buttons.
    await card.getByRole('button', { name: /Change status of Ada Lovelace/ }).click();
    await page.getByRole('menuitemradio', { name: 'Confirmed' }).click();
    await page.locator('[data-testid=appointment-card][data-status=Confirmed]').filter({ hasText: 'Ada Lovelace' }).waitFor();
    await page.getByRole('button', { name: /Cancel Charles Babbage/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel appointment' }).click();
    await page.locator('[data-testid=appointment-card][data-status=Cancelled]').filter({ hasText: 'Charles Babbage' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=appointments-count]')?.textContent === '1 appointment scheduled');

    // A stale version: someone else changed Ada's appointment after this page loaded.
    const [appt] = (await (await context.request.get('/api/appointments', { params: { view: 'day', date: new Date(new Date().setHours(0, 0, 0, 0)).toISOString(), tz: Intl.DateTimeFormat().resolvedOptions().timeZone } })).json()) as { id: number; version: number; patientName: string }[];
    expect(appt!.patientName).toBe('Ada Lovelace');
    const other = await context.request.patch(`/api/appointments/${appt!.id}`, { data: { version: appt!.version, status: 'Pending' } });
    expect(other.status()).toBe(200);
    await card.getByRole('button', { name: /Change status of Ada Lovelace/ }).click();
    await page.getByRole('menuitemradio', { name: 'Completed' }).click();
    await page.getByText(/Someone else changed this appointment/).waitFor();
    await page.locator('[data-testid=appointment-card][data-status=Pending]').filter({ hasText: 'Ada Lovelace' }).waitFor();

    // A patient removed from the records shows as Unknown Patient.
    expect((await context.request.delete(`/api/patients/${((await patient.json()) as { id: number }).id}`)).status()).toBe(200);
    await page.reload();
    await waitForSplash(page);
    const unknown = page.getByTestId('appointment-card').filter({ hasText: 'Unknown Patient' });
    await unknown.waitFor();
    expect(await unknown.textContent()).toContain('Age 0');
    await context.close();
  });

  it('fits a 390 px phone: stacked cards, a full-screen dialog, 44 px targets, no sideways scroll', async () => {
    const { page, context, user } = await signedInPage(browser, NARROW);
    const patient = (await (await context.request.post('/api/patients', { data: { fullName: 'Grace Hopper', age: 85, gender: 'Female', condition: 'Atrial fibrillation' } })).json()) as { id: number };
    const start = new Date();
    start.setHours(14, 0, 0, 0);
    for (const [offsetMin, type] of [[0, 'Telehealth'], [60, 'Office Visit']] as const) {
      const s = new Date(start.getTime() + offsetMin * 60_000);
      const res = await context.request.post('/api/appointments', {
        data: { patientId: patient.id, doctorId: user.id, dateTime: s.toISOString(), endDateTime: new Date(s.getTime() + 45 * 60_000).toISOString(), purpose: 'Anticoagulation review and INR discussion', type, status: 'Confirmed' },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto('/appointments');
    await waitForSplash(page);
    await page.getByTestId('appointment-card').nth(1).waitFor();
    expect(await page.getByTestId('appointments-count').textContent()).toBe('2 appointments scheduled');
    await expectNoHorizontalScroll(page);
    const [a, b] = await Promise.all([0, 1].map((i) => page.getByTestId('appointment-card').nth(i).boundingBox()));
    expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
    const cancel = await page.getByRole('button', { name: /Cancel Grace Hopper/ }).first().boundingBox();
    expect(cancel!.height).toBeGreaterThanOrEqual(44);
    expect(cancel!.width).toBeGreaterThanOrEqual(44);
    await snap(page, 'appointments-day-narrow');

    // The calendar opens on demand; choosing a day closes it and moves the list.
    await page.getByRole('button', { name: 'Choose a date' }).click();
    const day = await page.getByRole('grid', { name: 'Select a date' }).getByRole('button').first().boundingBox();
    expect(day!.height).toBeGreaterThanOrEqual(44);
    await snap(page, 'appointments-calendar-narrow');
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByTestId('appointments-empty').waitFor();
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await page.getByTestId('appointment-card').nth(1).waitFor();
    await page.getByRole('button', { name: 'Hide calendar' }).click();

    await page.getByText('Week', { exact: true }).click();
    await page.getByTestId('appointment-day').nth(6).waitFor();
    await expectNoHorizontalScroll(page);
    await page.getByTestId('appointment-day').first().scrollIntoViewIfNeeded();
    await snap(page, 'appointments-week-narrow');

    await page.getByRole('button', { name: 'New Appointment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Schedule New Appointment').waitFor();
    await dialog.locator('select[name=doctorId]').waitFor();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await page.getByRole('combobox', { name: 'Patient' }).fill('atrial');
    await page.getByRole('option', { name: /Grace Hopper/ }).waitFor();
    await page.waitForTimeout(300); // let the list's opening animation finish for the screenshot
    await snap(page, 'appointments-dialog-narrow');
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
