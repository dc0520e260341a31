import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, connectBrowser, expectNoHorizontalScroll, newDoctor, signedInPage, snap } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { FAKE_AI_MAGIC } from './support/fake-ai';
import { registerSmartEhr, startSmartEhr } from './support/smart-ehr';

// MedAssist inside the EHR's iframe (issue 37, DESIGN.md §9 "SMART app"): the EHR's chart page on
// http://localhost:<port> frames the launch on 127.0.0.1, a cross-site frame that never receives the
// SameSite=Lax session cookie. The physician signs in inside the frame (the partitioned, /smart-scoped
// session of worker/smart-app/frame-session.ts) and sees the workspace there.

let browser: Browser;
let ehr: Awaited<ReturnType<typeof startSmartEhr>>;
beforeAll(async () => {
  browser = await connectBrowser();
  ehr = await startSmartEhr();
});
afterAll(async () => {
  await browser?.close();
  await ehr?.close();
});

describe('SMART workspace inside the EHR’s iframe', () => {
  for (const [viewport, name] of [[WIDE, 'wide'], [NARROW, 'narrow']] as const) {
    it(`signs in inside the frame and shows the EHR's patient there (${name})`, async () => {
      const doctor = newDoctor();
      // The physician is signed in to MedAssist in another tab of the same browser: that cookie is never sent to the frame.
      const { page, context } = await signedInPage(browser, viewport, doctor);
      await registerSmartEhr(context.request, ehr.iss);

      const launch = `${baseURL()}/smart/launch?iss=${encodeURIComponent(ehr.iss)}&launch=${ehr.openChart()}`;
      await page.goto(`${ehr.origin}/chart?app=${encodeURIComponent(launch)}`);
      const frame = page.frameLocator('iframe[title="MedAssist"]');
      await frame.locator('input[name="username"]').waitFor();
      await expectNoHorizontalScroll(page);
      await snap(page, `smart-frame-sign-in-${name}`);
      await frame.locator('input[name="username"]').fill(doctor.username);
      await frame.locator('input[name="password"]').fill(doctor.password);
      await frame.getByRole('button', { name: 'Sign In' }).click();

      await frame.getByTestId('smart-patient-name').waitFor({ timeout: 30_000 });
      expect(await frame.getByTestId('smart-patient-name').textContent()).toMatch(/Elsa/);
      await frame.getByTestId('smart-checks').waitFor();
      // Still the EHR's page at the top, MedAssist inside it.
      expect(new URL(page.url()).origin).toBe(ehr.origin);
      expect(page.frames().find((f) => f.url().includes('/smart/patient?launch='))).toBeTruthy();

      // The framed session's cookie as the browser keeps it: Secure (allowed on http://127.0.0.1), SameSite=None, /smart, partitioned under the EHR's site.
      // (context.cookies(url) leaves partitioned cookies out, so all are listed.)
      const framed = (await context.cookies()).find((c) => c.name === 'smart_sid');
      expect(framed).toMatchObject({ domain: '127.0.0.1', path: '/smart', secure: true, sameSite: 'None', httpOnly: true, partitionKey: 'http://localhost' });
      await snap(page, `smart-frame-patient-${name}`);

      // A calculator link opens in a new window (the frame's session never reaches /calculators), prefilled there.
      const link = frame.getByTestId('smart-calculator-chads2vasc');
      expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
      expect(await frame.getByTestId('smart-calculator-links-note').textContent()).toContain('Each calculator opens in a new window');
      const [calculator] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await calculator.waitForURL('**/calculators/chads2vasc?*');
      await calculator.getByTestId('prefill-notice').waitFor();
      expect(await calculator.getByTestId('prefill-notice').textContent()).toContain('Opened from County Hospital EHR');
      const heartFailure = calculator.locator('label').filter({ hasText: /^Congestive heart failure/ });
      expect(await heartFailure.textContent()).toMatch(/none recorded in County Hospital EHR as of /);
      expect(await calculator.locator('input[name="sex"]:checked').getAttribute('value')).toBe('female');
      await calculator.close();

      // The AI assistant inside the frame: its calls go to /smart/api/ai, which the framed session reaches.
      await frame.getByTestId('smart-assistant').getByRole('button', { name: 'Ask the AI assistant' }).click();
      expect(await frame.getByTestId('ai-ehr-patient').inputValue()).toMatch(/^Elsa .+ — from County Hospital EHR$/);
      await frame.getByRole('textbox', { name: 'Message MedAssist' }).fill(`${FAKE_AI_MAGIC.recordMedications} what is she taking?`);
      await frame.getByRole('button', { name: 'Send message' }).click();
      const answer = frame.locator('[data-testid=chat-assistant-message]:not([data-status=streaming])').filter({ hasText: 'Active medications' });
      await answer.waitFor({ timeout: 30_000 });
      expect(await answer.innerText()).toMatch(/Record from County Hospital EHR, .*ferrous sulfate 325 MG Oral Tablet/is);
      await answer.scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(page);
      await snap(page, `smart-frame-assistant-${name}`);

      // Signing out inside the frame ends that session: the workspace says so.
      await frame.getByTestId('smart-frame-sign-out').click();
      await frame.getByTestId('smart-problem').waitFor();
      expect((await context.cookies()).some((c) => c.name === 'smart_sid')).toBe(false);
    });
  }
});
