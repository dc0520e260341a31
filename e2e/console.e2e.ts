import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newDoctor, newPage, waitForSplash } from './support/app';
import { NARROW } from './support/browser';

// A clean console and a clean DevTools "Issues" list (Lighthouse's best-practices audits
// errors-in-console and inspector-issues), with the app's real CSP (no bypassCSP here): signed
// out on /login, and signed in on every page a doctor opens first, each loaded from the address bar
// as Lighthouse loads it. Catches a failed request the app makes on purpose (the session probe's
// 401 once), an uncaught error, and a CSP violation (zod's eval probe once).

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Collects console errors, uncaught exceptions and Content-Security-Policy issues of `page`, as lines. */
async function watch(context: BrowserContext, page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error on ${new URL(page.url()).pathname}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught on ${new URL(page.url()).pathname}: ${err.message}`));
  const cdp = await context.newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') problems.push(`CSP issue on ${new URL(page.url()).pathname}: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`);
  });
  await cdp.send('Audits.enable');
  return problems;
}

/** Loads `path` from the address bar and waits until its heading is shown and its data has arrived. */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForSplash(page);
  await page.locator('main h1, h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('.chakra-skeleton, [aria-busy=true]'), undefined, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

describe('console and DevTools issues', () => {
  it('signed out, /login logs no error and raises no CSP issue', async () => {
    const { context, page } = await newPage(browser, NARROW);
    const problems = await watch(context, page);
    await load(page, '/login');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('signed in through the form, the first pages log no error and raise no CSP issue', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, NARROW);
    const doctor = newDoctor('console');
    const res = await context.request.post('/api/register', {
      data: { username: doctor.username, email: doctor.email, name: doctor.name, country: 'us', specialty: 'cardiology', password: doctor.password, role: 'doctor' },
    });
    expect(res.status()).toBe(201);
    await context.clearCookies();
    const patient = await context.request.post('/api/patients', { data: { fullName: 'Console Check', age: 50, gender: 'Female', condition: 'Asthma' } });
    expect(patient.status()).toBe(401); // signed out again: the sign-in below is the page's own

    const problems = await watch(context, page);
    await load(page, '/login');
    await page.locator('input[name=username]').fill(doctor.username);
    await page.locator('input[name=password]').fill(doctor.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/dashboard');
    const created = await context.request.post('/api/patients', { data: { fullName: 'Console Check', age: 50, gender: 'Female', condition: 'Asthma' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const path of ['/dashboard', '/patients', '/appointments', '/labs', '/messages', `/patients/${id}`]) await load(page, path);
    await context.close();
    expect(problems).toEqual([]);
  });
});
