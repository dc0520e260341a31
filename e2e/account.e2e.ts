import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, newPage, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Records every state-changing /api request the page sends (nothing may leave before a check passes). */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/') && r.method() !== 'GET') writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return writes;
}

describe('profile', () => {
  it('edits the profile (name, phone, biography, a position, a photo): saved, shown in the tabs and in the header; a too-large image is refused before sending', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await page.goto('/profile');
    await waitForSplash(page);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    for (const tab of ['Personal', 'Professional', 'Credentials']) await page.getByRole('tab', { name: tab }).waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Profile' }).waitFor();

    // Too large: the message shows and nothing is sent.
    const writes = recordWrites(page);
    await page.setInputFiles('input[name=profileImage]', { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(600 * 1024, 7) });
    await dialog.getByText('Please choose an image smaller than 512 KB (this one is 600 KB).').waitFor();
    await page.setInputFiles('input[name=medicalLicenseImage]', { name: 'licence.gif', mimeType: 'image/gif', buffer: Buffer.alloc(100, 7) });
    await dialog.getByText('Please choose a PNG, JPEG or WebP image.').waitFor();
    expect(writes).toEqual([]);

    await dialog.getByLabel('Full Name').fill('Dr Ada Lovelace');
    await dialog.getByLabel('Phone Number').fill('+44 20 7946 0000');
    await dialog.getByLabel('Biography').fill('Consultant cardiologist with an interest in heart failure.');
    await dialog.getByRole('button', { name: 'Add position' }).click();
    await dialog.getByTestId('work-experience-row').getByLabel('Title').fill('Consultant cardiologist');
    await dialog.getByTestId('work-experience-row').getByLabel('Organization').fill('St Elsewhere Hospital');
    await dialog.getByTestId('work-experience-row').getByLabel('From').fill('2015');
    await page.setInputFiles('input[name=profileImage]', { name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    await dialog.getByRole('img', { name: 'Profile photo preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Remove photo' }).waitFor();
    expect(await dialog.getByText('Please choose an image smaller than 512 KB', { exact: false }).count()).toBe(0);
    await snap(page, 'profile-edit-dialog-wide');

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(writes).toEqual(['PATCH /api/user']);

    // The header and the tabs show the saved values.
    await page.waitForFunction(() => document.querySelector('[data-testid=header-user-name]')?.textContent === 'Dr Ada Lovelace');
    await page.getByRole('tabpanel').getByText('+44 20 7946 0000').waitFor();
    expect(await page.getByTestId('profile-photo').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.getByRole('tab', { name: 'Professional' }).click();
    await page.getByRole('tabpanel').getByText('Consultant cardiologist with an interest in heart failure.').waitFor();
    const position = page.getByTestId('work-experience-item');
    expect(await position.textContent()).toContain('St Elsewhere Hospital');
    expect(await position.textContent()).toContain('2015 – present');
    await snap(page, 'profile-professional-wide');

    // Stored on the server, and nothing else was cleared (speciality came from registration).
    const saved = (await (await context.request.get('/api/user')).json()) as { name: string; speciality: string; country: string; profile: { phoneNumber: string; workExperience: unknown[] } };
    expect(saved).toMatchObject({ name: 'Dr Ada Lovelace', speciality: 'cardiology', country: 'us', profile: { phoneNumber: '+44 20 7946 0000' } });
    expect(saved.profile.workExperience).toHaveLength(1);

    // A save the server refuses: the spec's message, and the server's own message under its field.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await dialog.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await page.route('**/api/user', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'That phone number is not valid.', fieldErrors: { phoneNumber: ['That phone number is not valid.'] } }) })
        : route.continue());
    await dialog.getByLabel('Phone Number').fill('12');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Failed to update profile. Please try again.').waitFor();
    await dialog.getByText('That phone number is not valid.').waitFor();
    await page.unroute('**/api/user');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('fits a phone: tabs and the dialog scroll inside, no sideways page scroll', async () => {
    const { page, context } = await signedInPage(browser, NARROW);
    await context.request.patch('/api/user', {
      data: { name: 'Dr Grace Hopper', phoneNumber: '+1 555 0100', speciality: 'cardiology', country: 'us', biography: 'A long biography. '.repeat(20), workExperience: [{ title: 'Registrar', organization: 'Mercy General', from: '2010', to: '2014' }] },
    });
    await page.goto('/profile');
    await waitForSplash(page);
    await page.getByTestId('profile-name').getByText('Dr Grace Hopper').waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'profile-narrow');
    await page.getByRole('tab', { name: 'Professional' }).click();
    await page.getByTestId('work-experience-item').waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'profile-professional-narrow');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    // Measure after the opening animation (it scales the dialog).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectNoHorizontalScroll(page);
    const saveBox = await dialog.getByRole('button', { name: 'Save Changes' }).boundingBox();
    expect(saveBox!.height).toBeGreaterThanOrEqual(44);
    expect(saveBox!.y + saveBox!.height).toBeLessThanOrEqual(NARROW.height);
    const nameBox = await dialog.getByLabel('Full Name').boundingBox();
    expect(nameBox!.height).toBeGreaterThanOrEqual(44);
    await snap(page, 'profile-edit-dialog-narrow');
    await dialog.getByLabel('Biography').scrollIntoViewIfNeeded();
    await snap(page, 'profile-edit-dialog-narrow-scrolled');
    await context.close();
  });
});

describe('language (#23)', () => {
  it('German chosen in Settings: the app speaks it at once, after a reload and at the next sign-in; signed out, the browser’s English returns', async () => {
    const { page, context, doctor } = await signedInPage(browser, NARROW);
    await page.goto('/settings');
    await waitForSplash(page);
    const language = page.getByTestId('language');
    await language.getByRole('combobox').selectOption('de');
    await language.getByRole('heading', { name: 'Sprache' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expectNoHorizontalScroll(page);
    await snap(page, 'settings-language-de-390');

    await page.reload();
    await waitForSplash(page);
    await page.getByTestId('language').getByRole('heading', { name: 'Sprache' }).waitFor();
    expect((await (await context.request.get('/api/user')).json()).locale).toBe('de');

    // Signed out, the login page follows the browser (English here), not the last user.
    await page.evaluate(() => fetch('/api/logout', { method: 'POST', headers: { 'Content-Type': 'application/json' } }));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // Another browser: the user's language comes with the sign-in.
    const other = await newPage(browser, WIDE);
    await other.page.goto('/login');
    await waitForSplash(other.page);
    await other.page.fill('input[name=username]', doctor.username);
    await other.page.fill('input[name=password]', doctor.password);
    await other.page.click('button[type=submit]');
    await other.page.waitForURL('**/dashboard');
    await other.page.goto('/settings');
    await waitForSplash(other.page);
    await other.page.getByTestId('language').getByRole('heading', { name: 'Sprache' }).waitFor();
    await snap(other.page, 'settings-language-de-1280');
    await other.context.close();
    await context.close();
  });
});

describe('settings', () => {
  it('saves units (kept after reload, other profile fields untouched) and switches the theme', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await context.request.patch('/api/user', { data: { phoneNumber: '+1 555 0199', biography: 'Kept.', speciality: 'cardiology', country: 'us' } });
    await page.goto('/dashboard');
    await waitForSplash(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    await page.getByTestId('unit-weight').getByText('lb').click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Preferences saved').waitFor();
    await page.reload();
    await waitForSplash(page);
    await page.getByTestId('unit-weight').waitFor();
    expect(await page.getByTestId('unit-weight').getByRole('radio', { name: 'lb' }).isChecked()).toBe(true);
    expect(await page.getByTestId('unit-temperature').getByRole('radio', { name: '°C' }).isChecked()).toBe(true);
    const user = (await (await context.request.get('/api/user')).json()) as { speciality: string; unitPreferences: { weight: string }; timezone: string | null; profile: { phoneNumber: string; biography: string } };
    expect(user.unitPreferences.weight).toBe('lb');
    expect(user.timezone).toBeTruthy();
    expect(user.speciality).toBe('cardiology');
    expect(user.profile).toMatchObject({ phoneNumber: '+1 555 0199', biography: 'Kept.' });
    await snap(page, 'settings-wide');
    await page.getByTestId('clinic-settings').scrollIntoViewIfNeeded();
    await snap(page, 'settings-clinic-wide');

    await page.getByTestId('theme').getByText('Dark').click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => [localStorage.getItem('medassist-theme'), document.documentElement.style.colorScheme])).toEqual(['dark', 'dark']);
    await snap(page, 'settings-dark-wide');
    await page.getByTestId('theme').getByText('Light').click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => localStorage.getItem('medassist-theme'))).toBe('light');
    await context.close();
  });

  it('changes the password only with the right current one, signing the other session out; lists and revokes sessions', async () => {
    const { page, context, doctor } = await signedInPage(browser, WIDE);
    const other = await newPage(browser, WIDE);
    expect((await other.context.request.post('/api/login', { data: { username: doctor.username, password: doctor.password } })).status()).toBe(200);

    await page.goto('/settings');
    await waitForSplash(page);
    const sessions = page.getByTestId('sessions');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=session-row]').length === 2);
    expect(await sessions.getByText('This device', { exact: true }).count()).toBe(1);

    await page.fill('input[name=currentPassword]', 'not my password');
    await page.fill('input[name=newPassword]', 'a brand new passphrase');
    await page.fill('input[name=confirmPassword]', 'a brand new passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is not correct.').first().waitFor();
    await snap(page, 'settings-password-error-wide');
    expect((await other.context.request.get('/api/user')).status()).toBe(200);

    await page.fill('input[name=currentPassword]', doctor.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('password-changed').waitFor();
    expect(await page.getByTestId('password-changed').textContent()).toContain('Your other sessions have been signed out.');
    expect((await other.context.request.get('/api/user')).status()).toBe(401);
    expect((await context.request.get('/api/user')).status()).toBe(200);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=session-row]').length === 1);
    await other.context.close();

    // A new sign-in elsewhere shows up, and revoking it signs that device out.
    const phone = await newPage(browser, NARROW);
    expect((await phone.context.request.post('/api/login', { data: { username: doctor.username, password: 'a brand new passphrase' } })).status()).toBe(200);
    await page.reload();
    await waitForSplash(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=session-row]').length === 2);
    await sessions.scrollIntoViewIfNeeded();
    await snap(page, 'settings-sessions-wide');
    await sessions.getByRole('button', { name: /^Revoke/ }).click();
    await page.getByText('Session revoked').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=session-row]').length === 1);
    expect((await phone.context.request.get('/api/user')).status()).toBe(401);
    await phone.context.close();
    await context.close();
  });
});
