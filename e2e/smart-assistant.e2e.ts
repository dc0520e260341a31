import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, newDoctor, signedInPage, snap } from './support/app';
import { AXE_CONTEXT, seriousViolations } from './support/axe';
import { NARROW, WIDE } from './support/browser';
import { FAKE_AI_MAGIC } from './support/fake-ai';
import { registerSmartEhr, startSmartEhr } from './support/smart-ehr';

// "Ask the AI assistant" on the SMART workspace (issue 37) in a real browser: a launch from the
// stand-in EHR (localhost) into MedAssist (127.0.0.1), then the assistant with the EHR's patient as
// context; the fake model (support/fake-ai.ts) repeats the record's source and medications it got.

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

describe('the AI assistant from the SMART workspace', () => {
  for (const [viewport, name] of [[WIDE, 'wide'], [NARROW, 'narrow']] as const) {
    it(`asks about the EHR's patient with their record as context (${name})`, async () => {
      const { page, context } = await signedInPage(browser, viewport, newDoctor(), AXE_CONTEXT);
      await registerSmartEhr(context.request, ehr.iss);
      await page.goto(`/smart/launch?iss=${encodeURIComponent(ehr.iss)}&launch=${ehr.openChart()}`);
      await page.waitForURL('**/smart/patient?launch=*');
      await page.getByTestId('smart-patient-name').waitFor();

      const section = page.getByTestId('smart-assistant');
      await section.scrollIntoViewIfNeeded();
      expect(await section.textContent()).toContain('answered with the record from County Hospital EHR as context');
      await section.getByRole('button', { name: 'Ask the AI assistant' }).click();
      const contextField = page.getByTestId('ai-ehr-patient');
      await contextField.waitFor();
      expect(await contextField.inputValue()).toMatch(/^Elsa .+ — from County Hospital EHR$/);

      await page.getByRole('textbox', { name: 'Message MedAssist' }).fill(`${FAKE_AI_MAGIC.recordMedications} what is she taking?`);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.waitForFunction(() => {
        const last = [...document.querySelectorAll('[data-testid=chat-assistant-message]')].at(-1);
        return last && last.getAttribute('data-status') !== 'streaming';
      });
      const answer = await page.getByTestId('chat-assistant-message').last().innerText();
      const today = new Date().toISOString().slice(0, 10);
      expect(answer).toContain(`Record from County Hospital EHR, ${today}`);
      expect(answer).toMatch(/Active medications: .*ferrous sulfate 325 MG Oral Tablet/i);
      await section.scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(page);
      await snap(page, `smart-assistant-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
