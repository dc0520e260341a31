import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, connectBrowser, expectNoHorizontalScroll, newDoctor, newPage, sidewaysOverflow, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Two doctors of one clinic: A registers (owner) and invites B, each in their own browser context. */
async function twoColleagues(viewportA = WIDE, viewportB = NARROW) {
  const a = await signedInPage(browser, viewportA, newDoctor('ana'));
  const invite = await a.context.request.post('/api/clinic/invites', { data: {} });
  expect(invite.status()).toBe(201);
  const { code } = (await invite.json()) as { code: string };
  const b = await newPage(browser, viewportB);
  const doc = newDoctor('ben');
  const res = await b.context.request.post(`${baseURL()}/api/register`, {
    data: { username: doc.username, email: doc.email, name: doc.name, country: 'us', specialty: 'cardiology', password: doc.password, role: 'doctor', inviteCode: code },
  });
  expect(res.status()).toBe(201);
  const bUser = (await res.json()) as { id: number; clinicId: number };
  expect(bUser.clinicId).toBe(a.user.clinicId);
  return { a: { ...a, name: a.doctor.name }, b: { ...b, user: bUser, name: doc.name } };
}

async function openInbox(page: Page) {
  await page.goto('/messages');
  await waitForSplash(page);
  await page.getByRole('heading', { name: 'Inbox' }).waitFor();
}

/** Waits until the live channel is up, so a notification sent now is delivered to this page. */
/** The live channel is up: the bell is drawn (its yellow dot shows from the start until connected), then the dot has gone. */
async function liveConnected(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Notifications/ }).first().waitFor({ state: 'attached' });
  await page.getByTestId('live-disconnected').waitFor({ state: 'detached', timeout: 15_000 });
}


async function unreadCount(context: BrowserContext): Promise<number> {
  return ((await (await context.request.get('/api/messages/unread-count')).json()) as { count: number }).count;
}

/** Every visible interactive control inside `selector` is at least 44 px tall and wide. */
async function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(`${sel} button, ${sel} a, ${sel} textarea, ${sel} input:not([type=checkbox]), ${sel} label`)) {
      const r = el.getBoundingClientRect();
      // Hidden and visually hidden (screen-reader only) elements are no targets.
      if (r.width <= 1 || r.height <= 1) continue;
      if (r.height < 44 || r.width < 44) out.push(`${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return out;
  }, selector);
}

describe('the live channel under the page CSP', () => {
  it("connects while the CSP lets the page connect only to its own origin ('self' covers same-origin ws: and wss:, CSP3)", async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto('/dashboard');
    const csp = res!.headers()['content-security-policy'] ?? '';
    expect(/connect-src ([^;]+)/.exec(csp)?.[1]).toBe("'self'");
    await waitForSplash(page);
    await liveConnected(page);
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('messages', () => {
  it('delivers a message from one colleague to the other’s inbox (unread, urgent, with a bell notification) and the reply back', async () => {
    const { a, b } = await twoColleagues(WIDE, NARROW);

    // Empty states on both.
    await openInbox(b.page);
    await b.page.getByTestId('messages-empty').getByText('No messages found.').waitFor();
    await openInbox(a.page);
    await a.page.getByTestId('messages-empty').getByText('No messages found.').waitFor();
    await a.page.getByText('Select a conversation to view messages').waitFor();
    const crumbs = a.page.getByRole('navigation', { name: /breadcrumb/i });
    expect(await crumbs.textContent()).toMatch(/Home.*Messages/);
    await a.page.getByPlaceholder('Search messages...').waitFor();
    for (const label of ['All', 'Lab', 'Imaging', 'Doctors', 'Patients']) {
      await a.page.getByTestId('message-categories').getByRole('button', { name: label, exact: true }).waitFor();
    }
    await snap(a.page, 'messages-empty-wide');
    await snap(b.page, 'messages-empty-narrow');

    // A starts a new message to B; Shift+Enter adds a line, Enter sends.
    await a.page.getByRole('button', { name: 'New message' }).click();
    await a.page.getByRole('dialog').getByTestId('colleague-option').filter({ hasText: b.name }).click();
    await a.page.getByTestId('conversation-title').filter({ hasText: b.name }).waitFor();
    await a.page.getByText(`No messages with ${b.name} yet.`, { exact: false }).waitFor();
    const boxA = a.page.getByPlaceholder('Type your message...');
    await boxA.waitFor();
    expect(await a.page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await a.page.getByTestId('urgent-toggle').click();
    await liveConnected(b.page);
    await boxA.fill('Can you review the ECG for bed 4?');
    await boxA.press('Shift+Enter');
    await boxA.pressSequentially('Before noon, please.');
    await boxA.press('Enter');
    const sentA = a.page.getByTestId('conversation-message').filter({ hasText: 'Can you review the ECG for bed 4?' });
    await sentA.waitFor();
    expect(await sentA.getAttribute('data-mine')).toBe('true');
    expect(await sentA.innerText()).toContain('Can you review the ECG for bed 4?\nBefore noon, please.');
    await sentA.getByText('Urgent').waitFor();
    expect(await boxA.inputValue()).toBe('');

    // B: the bell shows the live notification; after a reload the inbox holds the message, unread and urgent.
    await b.page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor();
    await b.page.reload();
    await waitForSplash(b.page);
    const rowB = b.page.getByTestId('message-row').filter({ hasText: 'Can you review the ECG' });
    await rowB.waitFor();
    expect(await rowB.getAttribute('data-unread')).toBe('true');
    await rowB.getByText('Urgent', { exact: true }).waitFor();
    expect(await rowB.innerText()).toContain(a.name);
    await b.page.getByTestId('inbox-unread').filter({ hasText: '1 unread' }).waitFor();
    await expectNoHorizontalScroll(b.page);
    await snap(b.page, 'messages-inbox-unread-narrow');

    // The category row scrolls by 100 px per arrow press.
    const categories = b.page.getByTestId('message-categories');
    expect(await sidewaysOverflow(categories)).toBeGreaterThan(0);
    await b.page.getByTestId('categories-right').click();
    await b.page.waitForFunction(() => document.querySelector('[data-testid=message-categories]')?.scrollLeft === 100);
    await b.page.getByTestId('categories-left').click();
    await b.page.waitForFunction(() => document.querySelector('[data-testid=message-categories]')?.scrollLeft === 0);

    // B opens it (the conversation replaces the list on a phone), which marks it read.
    await rowB.click();
    await b.page.getByTestId('conversation-title').filter({ hasText: a.name }).waitFor();
    expect(await b.page.getByTestId('message-list').isVisible()).toBe(false);
    await b.page.getByText('Last message', { exact: false }).waitFor();
    await b.page.getByTestId('conversation-message').filter({ hasText: 'Before noon, please.' }).waitFor();
    await expect.poll(() => unreadCount(b.context), { timeout: 10_000 }).toBe(0);
    const tooSmall = await smallTargets(b.page, '[data-testid=conversation]');
    expect(tooSmall).toEqual([]);
    await expectNoHorizontalScroll(b.page);

    // B replies with Enter.
    const boxB = b.page.getByPlaceholder('Type your message...');
    await boxB.fill('Reviewed: sinus rhythm, no acute changes.');
    await boxB.press('Enter');
    await b.page.getByTestId('conversation-message').filter({ hasText: 'sinus rhythm' }).waitFor();
    await snap(b.page, 'messages-conversation-narrow');

    // Back shows the list again, the message now read.
    await b.page.getByRole('button', { name: 'Back' }).click();
    await rowB.waitFor();
    await b.page.waitForFunction(() => document.querySelector('[data-testid=message-row]')?.getAttribute('data-unread') === 'false');
    expect(await b.page.getByTestId('inbox-unread').count()).toBe(0);
    expect(await smallTargets(b.page, 'section[aria-labelledby=inbox-title]')).toEqual([]);

    // A still has the conversation open: the reply arrives live (bell and conversation) and, being
    // on screen, is read at once. After a reload it is in the inbox; opening it shows both ways.
    await a.page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor();
    await a.page.getByTestId('conversation-message').filter({ hasText: 'sinus rhythm' }).waitFor();
    await a.page.reload();
    await waitForSplash(a.page);
    const rowA = a.page.getByTestId('message-row').filter({ hasText: 'sinus rhythm' });
    await rowA.waitFor();
    await a.page.waitForFunction(() => document.querySelector('[data-testid=message-row]')?.getAttribute('data-unread') === 'false');
    // Keyboard: focus the row and press Enter.
    await rowA.focus();
    await a.page.keyboard.press('Enter');
    await a.page.getByTestId('conversation-title').filter({ hasText: b.name }).waitFor();
    expect(await rowA.getAttribute('data-selected')).toBe('true');
    const history = a.page.getByTestId('conversation-message');
    await history.filter({ hasText: 'sinus rhythm' }).waitFor();
    expect(await history.count()).toBe(2);
    expect(await history.first().innerText()).toContain('Can you review the ECG');
    expect(await history.first().innerText()).toContain('Read');
    await a.page.waitForFunction(() => document.querySelector('[data-testid=message-row]')?.getAttribute('data-unread') === 'false');

    // Search and category filters.
    const search = a.page.getByPlaceholder('Search messages...');
    await search.fill('no such words');
    await a.page.getByTestId('messages-empty').getByText('No messages found.').waitFor();
    await search.fill('SINUS');
    await rowA.waitFor();
    await search.fill(b.name.toLowerCase());
    await rowA.waitFor();
    await search.fill('');
    await a.page.getByTestId('message-categories').getByRole('button', { name: 'Lab', exact: true }).click();
    await a.page.getByTestId('messages-empty').waitFor();
    await a.page.getByTestId('message-categories').getByRole('button', { name: 'Doctors', exact: true }).click();
    await rowA.waitFor();
    await snap(a.page, 'messages-conversation-wide');
    await expectNoHorizontalScroll(a.page);

    await a.context.close();
    await b.context.close();
  }, 150_000);

  it('attaches a patient or a result; result alerts from MedAssist link to the result and the record and cannot be answered', async () => {
    const { a, b } = await twoColleagues(NARROW, WIDE);
    const patient = (await (await a.context.request.post('/api/patients', { data: { fullName: 'Grace Hopper', age: 85, gender: 'Female', condition: 'Atrial fibrillation' } })).json()) as { id: number };
    const created = await a.context.request.post('/api/lab-results', {
      data: { patientId: patient.id, labName: 'Potassium panel', kind: 'lab', tests: [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.0', status: 'critical' }] },
    });
    expect(created.status()).toBe(201);
    const result = (await created.json()) as { id: number };

    // A's inbox holds MedAssist's alert under Lab, urgent; it cannot be replied to.
    await openInbox(a.page);
    await a.page.getByTestId('message-categories').getByRole('button', { name: 'Lab', exact: true }).click();
    const alert = a.page.getByTestId('message-row').filter({ hasText: 'MedAssist Results' });
    await alert.waitFor();
    await alert.getByText('Urgent', { exact: true }).waitFor();
    await alert.click();
    await a.page.getByTestId('conversation-title').filter({ hasText: 'MedAssist Results' }).waitFor();
    await a.page.getByTestId('no-reply-notice').waitFor();
    expect(await a.page.getByPlaceholder('Type your message...').count()).toBe(0);
    const pane = a.page.getByTestId('conversation');
    expect(await pane.getByRole('link', { name: 'View result' }).getAttribute('href')).toBe(`/labs?result=${result.id}`);
    expect(await pane.getByRole('link', { name: 'View Medical Record' }).first().getAttribute('href')).toBe(`/patients?patient=${patient.id}`);
    await expectNoHorizontalScroll(a.page);
    expect(await smallTargets(a.page, '[data-testid=conversation]')).toEqual([]);
    await snap(a.page, 'messages-alert-narrow');

    // A writes to B with the patient attached, then another with the result attached.
    await a.page.getByRole('button', { name: 'New message' }).click();
    await a.page.getByRole('dialog').getByTestId('colleague-option').filter({ hasText: b.name }).waitFor();
    await a.page.waitForTimeout(400); // let the dialog finish opening before the picture
    await snap(a.page, 'messages-new-dialog-narrow');
    await a.page.getByRole('dialog').getByTestId('colleague-option').filter({ hasText: b.name }).click();
    const box = a.page.getByPlaceholder('Type your message...');
    await box.waitFor();
    await a.page.getByRole('button', { name: 'Attach a patient or result' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Attach to message' });
    await dialog.getByLabel('Search patients').fill('Grace');
    await dialog.getByTestId('attach-patient-option').filter({ hasText: 'Grace Hopper' }).waitFor();
    await a.page.waitForTimeout(400);
    await snap(a.page, 'messages-attach-dialog-narrow');
    await dialog.getByTestId('attach-patient-option').filter({ hasText: 'Grace Hopper' }).click();
    await a.page.getByTestId('composer-attachment').filter({ hasText: 'Patient: Grace Hopper' }).waitFor();
    await box.fill('Please see Mrs Hopper today.');
    await box.press('Enter');
    await a.page.getByTestId('conversation-message').filter({ hasText: 'Please see Mrs Hopper today.' }).waitFor();
    expect(await a.page.getByTestId('composer-attachment').count()).toBe(0);

    await a.page.getByRole('button', { name: 'Attach a patient or result' }).click();
    await dialog.getByRole('tab', { name: 'Lab or imaging result' }).click();
    await dialog.getByTestId('attach-result-option').filter({ hasText: 'Potassium panel' }).click();
    await a.page.getByTestId('composer-attachment').filter({ hasText: 'Potassium panel' }).waitFor();
    await box.fill('Repeat potassium in 2 hours.');
    await snap(a.page, 'messages-composer-attachment-narrow');
    await box.press('Enter');
    await a.page.getByTestId('conversation-message').filter({ hasText: 'Repeat potassium' }).waitFor();
    await expectNoHorizontalScroll(a.page);
    await snap(a.page, 'messages-attachments-narrow');

    // B: the patient message files under Patients and links to the record; the result one under Lab with 'View result'.
    await openInbox(b.page);
    await b.page.getByTestId('message-categories').getByRole('button', { name: 'Patients', exact: true }).click();
    const patientRow = b.page.getByTestId('message-row').filter({ hasText: 'Please see Mrs Hopper' });
    await patientRow.waitFor();
    expect(await b.page.getByTestId('message-row').count()).toBe(1);
    await patientRow.click();
    const header = b.page.getByTestId('conversation').getByRole('link', { name: 'View Medical Record' }).first();
    expect(await header.getAttribute('href')).toBe(`/patients?patient=${patient.id}`);
    const withResult = b.page.getByTestId('conversation-message').filter({ hasText: 'Repeat potassium' });
    expect(await withResult.getByRole('link', { name: 'View result' }).getAttribute('href')).toBe(`/labs?result=${result.id}`);
    await snap(b.page, 'messages-patient-message-wide');
    await b.page.getByTestId('message-categories').getByRole('button', { name: 'Lab', exact: true }).click();
    await b.page.getByTestId('message-row').filter({ hasText: 'Repeat potassium' }).waitFor();
    await b.page.getByTestId('message-row').filter({ hasText: 'MedAssist Results' }).waitFor();

    // Following the record link leaves for the patients page.
    await header.click();
    await b.page.waitForURL(`**/patients?patient=${patient.id}`);

    await a.context.close();
    await b.context.close();
  }, 150_000);
});
