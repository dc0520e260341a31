import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, newDoctor, newPage, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { animationsDone, atBothWidths, fitsBothWidths } from './support/visit';

// Issue 20: the kept notification centre in the browser (the bell after a reload, each
// notification opening what it is about, "Mark all as read" on every device), the push offer,
// the push tap that signs in and lands on the result, and the owner's escalation settings.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CRITICAL = [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' }];

/** The live channel is up: the bell is drawn (its yellow dot shows from the start until connected), then the dot has gone. */
async function liveConnected(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Notifications/ }).first().waitFor({ state: 'attached' });
  await page.getByTestId('live-disconnected').waitFor({ state: 'detached', timeout: 15_000 });
}
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** An owner signed in in a page, and a colleague of the same clinic (API only, own cookies). */
async function ownerWithColleague(viewport: typeof WIDE) {
  const owner = await signedInPage(browser, viewport);
  const invite = (await (await owner.context.request.post('/api/clinic/invites', { data: { maxUses: 1, expiresInDays: 1 } })).json()) as { code: string };
  const doctor = newDoctor('col');
  const colleague = await newPage(browser, NARROW);
  const reg = await colleague.context.request.post('/api/register', {
    data: { email: doctor.email, name: doctor.name, country: 'us', specialty: 'cardiology', password: doctor.password, role: 'doctor', inviteCode: invite.code },
  });
  expect(reg.status()).toBe(201);
  const user = (await reg.json()) as { id: number; name: string };
  return { owner, colleague: { ...colleague, user, doctor } };
}

async function criticalResult(context: BrowserContext, patientName: string) {
  const patient = (await (await context.request.post('/api/patients', { data: { fullName: patientName, age: 64, gender: 'Female' } })).json()) as { id: number };
  const res = await context.request.post('/api/lab-results', { data: { patientId: patient.id, labName: 'Basic metabolic panel', tests: CRITICAL } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

async function signIn(page: Page, doctor: { username: string; password: string }) {
  await page.fill('input[name=username]', doctor.username);
  await page.fill('input[name=password]', doctor.password);
  await page.click('button[type=submit]');
}

describe('the notification bell', () => {
  // Three users' pages, six full loads and two live channels: 37-53 s on the machine at load 13-17,
  // and over the default 60 s at load 19 (on every try, with or without the service worker). One run
  // for both widths: each screen is photographed at the width the page is at and again resized in
  // place (a run per width before).
  it('keeps notifications across a reload, opens the result and the conversation they are about, and marks all read on every device, at 1280 and 390 px', { timeout: 120_000 }, async () => {
    const { owner, colleague } = await ownerWithColleague(WIDE);
    const result = await criticalResult(owner.context, 'Bell Patient');
    const sent = (await (await colleague.context.request.post('/api/messages', { data: { toId: owner.user.id, content: 'Please call about bed 4' } })).json()) as { id: number };
    const items = owner.page.locator('li[data-read]');
    /** The open bell photographed at the page's width and again resized (opened again if the resize closed it). */
    const openBellAtBothWidths = (shot: string) => atBothWidths(owner.page, async (width) => {
      if (!(await items.first().isVisible())) await bell(owner.page).click();
      await items.first().waitFor();
      await animationsDone(owner.page);
      await snap(owner.page, `${shot}-${width}`);
    });

    await owner.page.goto('/dashboard');
    await waitForSplash(owner.page);
    await owner.page.reload();
    await waitForSplash(owner.page);
    // Kept: after a reload the bell still counts and lists both (the result's own inbox alert is a message, not a notification).
    await owner.page.getByTestId('notification-count').filter({ hasText: '2' }).waitFor();
    await bell(owner.page).click();
    await items.filter({ hasText: 'Critical Lab Result' }).waitFor();
    await items.filter({ hasText: 'Please call about bed 4' }).waitFor();
    await openBellAtBothWidths('bell-list');

    await items.filter({ hasText: 'Critical Lab Result' }).getByRole('button').click();
    await owner.page.waitForURL(`**/labs?result=${result.id}`);
    await owner.page.getByTestId('lab-result-detail').getByRole('heading', { name: 'Basic metabolic panel' }).waitFor();
    await owner.page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor();
    await atBothWidths(owner.page, (width) => snap(owner.page, `bell-opened-result-${width}`));

    await bell(owner.page).click();
    await items.filter({ hasText: 'Please call about bed 4' }).getByRole('button').click();
    await owner.page.waitForURL('**/messages');
    await owner.page.getByTestId('conversation-title').filter({ hasText: colleague.user.name }).waitFor();
    await owner.page.getByTestId('conversation-message').filter({ hasText: 'Please call about bed 4' }).waitFor();
    expect(new URL(owner.page.url()).search).toBe('');
    await fitsBothWidths(owner.page, 'bell-opened-message');
    // The link works when opened on its own too (a reload of it, a push tap).
    await owner.page.goto(`/messages?message=${sent.id}`);
    await waitForSplash(owner.page);
    await owner.page.getByTestId('conversation-message').filter({ hasText: 'Please call about bed 4' }).waitFor();

    // A second device of the same user: what "Mark all as read" does on one clears the other's bell.
    await colleague.context.request.post('/api/messages', { data: { toId: owner.user.id, content: 'One more' } });
    const other = await newPage(browser, WIDE);
    await other.context.addCookies(await owner.context.cookies());
    await other.page.goto('/dashboard');
    await waitForSplash(other.page);
    await liveConnected(other.page);
    await other.page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor();

    await owner.page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor();
    await bell(owner.page).click();
    await owner.page.getByRole('button', { name: 'Mark all as read' }).click();
    await owner.page.getByTestId('notification-count').waitFor({ state: 'detached' });
    await other.page.getByTestId('notification-count').waitFor({ state: 'detached', timeout: 10_000 });
    await owner.page.reload();
    await waitForSplash(owner.page);
    await bell(owner.page).click();
    await items.first().waitFor();
    expect(await owner.page.locator('li[data-read=false]').count()).toBe(0);
    await openBellAtBothWidths('bell-all-read');
    await Promise.all([owner.context.close(), colleague.context.close(), other.context.close()]);
  });
});

describe('a demotion while the page is open (issue 32)', () => {
  it('takes the critical result out of the open bell and inbox at once, without a reload', async () => {
    const { owner, colleague } = await ownerWithColleague(WIDE);
    await criticalResult(owner.context, 'Demotion Patient');
    await colleague.page.goto('/messages');
    await waitForSplash(colleague.page);
    await liveConnected(colleague.page);
    const resultRow = colleague.page.getByTestId('message-row').filter({ hasText: 'Demotion Patient' });
    await resultRow.waitFor();
    await colleague.page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor();

    expect((await owner.context.request.patch(`/api/clinic/members/${colleague.user.id}`, { data: { role: 'front-desk' } })).status()).toBe(200);
    // The hub closes the page's socket for the role change: the page drops what the old role read and reads again.
    await resultRow.waitFor({ state: 'detached', timeout: 10_000 });
    await colleague.page.getByTestId('notification-count').waitFor({ state: 'detached', timeout: 10_000 });
    await liveConnected(colleague.page);
    await bell(colleague.page).click();
    expect(await colleague.page.locator('li[data-read]').filter({ hasText: 'Critical Lab Result' }).count()).toBe(0);
    await snap(colleague.page, 'bell-after-demotion-narrow');
    await Promise.all([owner.context.close(), colleague.context.close()]);
  });
});

describe('asking for push', () => {
  it('never on first load; after the first critical alert, in a prompt whose "Not now" is remembered', async () => {
    const { owner, colleague } = await ownerWithColleague(NARROW);
    await owner.page.goto('/dashboard');
    await waitForSplash(owner.page);
    await liveConnected(owner.page);
    await owner.page.waitForTimeout(1500);
    expect(await owner.page.getByTestId('push-offer').count()).toBe(0);

    await criticalResult(colleague.context, 'Offer Patient');
    const offer = owner.page.getByTestId('push-offer');
    await offer.getByRole('heading', { name: 'Get critical results on this device?' }).waitFor();
    await offer.getByRole('button', { name: 'Turn on notifications' }).waitFor();
    await expectNoHorizontalScroll(owner.page);
    await snap(owner.page, 'push-offer-narrow');
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ state: 'detached' });

    await owner.page.reload();
    await waitForSplash(owner.page);
    await liveConnected(owner.page);
    await criticalResult(colleague.context, 'Offer Patient Two');
    await owner.page.getByTestId('notification-count').filter({ hasText: '2' }).waitFor();
    await owner.page.waitForTimeout(500);
    expect(await owner.page.getByTestId('push-offer').count()).toBe(0);
    await Promise.all([owner.context.close(), colleague.context.close()]);
  });
});

describe('a push tap', () => {
  it('signs in if needed and lands on that result; a page a session merely ended on is not returned to', async () => {
    const { owner, colleague } = await ownerWithColleague(NARROW);
    const result = await criticalResult(owner.context, 'Tap Patient');
    await owner.context.close();

    // The service worker opens the result's link with its marker (web/public/service-worker.js).
    const phone = await newPage(browser, NARROW);
    await phone.page.goto(`/labs?result=${result.id}&from=push`);
    await waitForSplash(phone.page);
    await phone.page.waitForURL('**/login');
    await signIn(phone.page, colleague.doctor);
    await phone.page.waitForURL(`**/labs?result=${result.id}`);
    await phone.page.getByTestId('lab-result-detail').getByRole('heading', { name: 'Basic metabolic panel' }).waitFor();
    await snap(phone.page, 'push-tap-landed-narrow');

    // The session ends under that page (signed out elsewhere); the next person signing in on this
    // phone goes to the dashboard, not to the page it was left on.
    expect((await phone.context.request.post('/api/logout')).status()).toBe(200);
    await phone.page.reload();
    await waitForSplash(phone.page);
    await phone.page.waitForURL('**/login');
    await signIn(phone.page, colleague.doctor);
    await phone.page.waitForURL('**/dashboard');

    // A link without the marker (typed, or a page left open) also goes to the dashboard.
    expect((await phone.context.request.post('/api/logout')).status()).toBe(200);
    await phone.page.goto(`/labs?result=${result.id}`);
    await waitForSplash(phone.page);
    await phone.page.waitForURL('**/login');
    await signIn(phone.page, colleague.doctor);
    await phone.page.waitForURL('**/dashboard');
    await Promise.all([phone.context.close(), colleague.context.close()]);
  });
});

describe('escalation settings', () => {
  // One owner for both widths: the section checked at 1280 px and resized to 390 px (an owner and the same steps per width before).
  it('lets the owner choose the on-call doctor and after how many re-alerts results are handed over, at 1280 and 390 px', async () => {
    const { owner, colleague } = await ownerWithColleague(WIDE);
    await owner.page.goto('/clinic');
    await waitForSplash(owner.page);
    const section = owner.page.getByTestId('escalation');
    await section.getByLabel('Hand over after this many re-alerts').fill('0');
    await section.getByRole('button', { name: 'Save escalation' }).click();
    await section.getByText('Hand over after at least 1 re-alert.').waitFor();
    await section.getByLabel('Hand over after this many re-alerts').fill('2');
    await section.getByRole('combobox', { name: 'Hand over to' }).selectOption(String(colleague.user.id));
    await section.getByText('About 30 minutes after the first alert').waitFor();
    await section.getByRole('button', { name: 'Save escalation' }).click();
    await owner.page.getByText('Escalation settings saved').waitFor();
    await fitsBothWidths(owner.page, 'clinic-escalation', section);
    await owner.page.reload();
    await waitForSplash(owner.page);
    expect(await section.getByRole('combobox', { name: 'Hand over to' }).inputValue()).toBe(String(colleague.user.id));
    expect(await section.getByLabel('Hand over after this many re-alerts').inputValue()).toBe('2');
    await Promise.all([owner.context.close(), colleague.context.close()]);
  });
});
