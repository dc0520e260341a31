import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { FAKE_AI_MAGIC } from './support/fake-ai';

// The server under test talks to the fake OpenAI-compatible endpoint started by global-setup
// (support/fake-ai.ts): the provider path is real, only the model is fake.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const APOLOGY = "I'm sorry, I encountered an error processing your request. Please try again later.";
const NOT_CONFIGURED =
  'The AI assistant is not configured on this server: Workers AI is only reachable when the app runs on Cloudflare (a local server has no AI provider). To enable it, set AI_PROVIDER to "workers-ai" (deployed on Cloudflare, which provides the AI binding) or to "openai-compatible" with AI_BASE_URL, AI_TEXT_MODEL and the AI_API_KEY secret; see worker/ai/README.md.';

/** A 1×1 PNG. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const input = (page: Page) => page.getByRole('textbox', { name: 'Message MedAssist' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const assistantMessages = (page: Page) => page.getByTestId('chat-assistant-message');

async function openAssistant(page: Page): Promise<void> {
  await page.goto('/ai-medassist');
  await waitForSplash(page);
  await page.getByTestId('chat-panel').waitFor();
}

/** Waits until the last assistant message has finished (streamed to the end, or failed). */
async function lastAnswer(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const all = document.querySelectorAll('[data-testid=chat-assistant-message]');
    const last = all[all.length - 1];
    return last && last.getAttribute('data-status') !== 'streaming';
  });
  return (await assistantMessages(page).last().innerText()).trim();
}

describe('AI MedAssist page', () => {
  it('lays out tabs, a 600 px chat, a ~40 px input, Recent Queries and Resources side by side at 1280 px', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await openAssistant(page);
    for (const tab of ['Chat Assistant', 'Clinical Analysis', 'Reference']) await page.getByRole('tab', { name: tab }).waitFor();
    expect(await page.getByTestId('sample-query').count()).toBe(3);
    const hrefs = await page.getByTestId('ai-resources').locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/guidelines-direct', '/reference/drug-interactions', '/reference/medical-literature', '/reference/diagnostic-algorithms']);

    const chat = (await page.getByTestId('chat-panel').boundingBox())!;
    expect(Math.round(chat.height)).toBe(600);
    const box = (await input(page).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(36);
    expect(box.height).toBeLessThanOrEqual(44);
    const side = (await page.getByTestId('recent-queries').boundingBox())!;
    expect(side.x).toBeGreaterThan(chat.x + chat.width - 1);
    expect(await sendButton(page).isDisabled()).toBe(true);
    await snap(page, 'ai-empty-wide');

    await page.getByRole('tab', { name: 'Reference' }).click();
    await page.getByTestId('ai-reference').getByText('Calculators the assistant can run').waitFor();
    await page.getByTestId('ai-reference').getByRole('link', { name: 'CHA2DS2-VASc Score' }).waitFor();
    await context.close();
  });

  it('streams a chat answer: Shift+Enter adds a line, Enter sends, Thinking... shows and sending is blocked meanwhile', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await openAssistant(page);

    await input(page).click();
    await page.keyboard.type('First line');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    expect(await input(page).inputValue()).toBe('First line\nsecond line');
    expect(await page.getByTestId('chat-user-message').count()).toBe(0);
    const grown = (await input(page).boundingBox())!;
    expect(grown.height).toBeGreaterThan(44);

    await input(page).fill(`${FAKE_AI_MAGIC.slow} What is first-line treatment for hypertension?`);
    await page.keyboard.press('Enter');
    await page.getByTestId('chat-user-message').filter({ hasText: 'first-line treatment for hypertension' }).waitFor();
    await assistantMessages(page).getByText('Thinking...').waitFor();
    expect(await input(page).inputValue()).toBe('');
    // Blocked while pending: the button is busy and Enter does nothing.
    await input(page).fill('Another question');
    expect(await sendButton(page).isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('chat-user-message').count()).toBe(1);

    const answer = await lastAnswer(page);
    expect(answer).toContain('Fake answer to:');
    expect(answer).toContain('Second point');
    expect(await assistantMessages(page).locator('li').count()).toBe(2);
    await snap(page, 'ai-chat-wide');
    await context.close();
  });

  it('answers a sample query with the CHA2DS2-VASc calculator and shows the inputs it used', async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await openAssistant(page);
    await page.getByTestId('sample-query').filter({ hasText: 'CHA2DS2-VASc' }).click();
    await page.getByTestId('chat-user-message').filter({ hasText: 'CHA2DS2-VASc for a 72-year-old woman with hypertension' }).waitFor();
    const answer = await lastAnswer(page);
    expect(answer).toContain('The CHA2DS2-VASc score is 3 (Moderate-High)');
    const card = page.getByTestId('ai-tool-call');
    expect(await card.getByTestId('ai-tool-result').innerText()).toContain('CHA2DS2-VASc score: 3 · Moderate-High');
    const text = await card.innerText();
    expect(text).toMatch(/Female\s+Yes/);
    expect(text).toMatch(/Age band\s+65–74/);
    expect(text).toMatch(/Hypertension\s+Yes/);
    expect(await card.getByRole('link').getAttribute('href')).toBe('/calculators/chads2vasc');
    await snap(page, 'ai-tool-call-wide');
    await context.close();
  });

  it("uses a picked patient of the user's clinic as context", async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await context.request.post('/api/patients', { data: { fullName: 'Ada Contextova', age: 72, gender: 'Female', condition: 'Atrial fibrillation' } });
    await openAssistant(page);
    await page.getByRole('combobox', { name: 'Patient context' }).fill('Ada');
    await page.getByTestId('ai-patient-options').getByText('Ada Contextova').click();
    await page.getByText("The assistant sees Ada Contextova's chart (problems, allergies, medications, vitals, lab values) and recent results").waitFor();
    await input(page).fill('Is apixaban appropriate?');
    await sendButton(page).click();
    expect(await lastAnswer(page)).toContain('Fake answer (patient record received) to: Is apixaban appropriate?');
    await context.close();
  });

  it("shows the provider's API-key error, the server's 'not configured' answer, and otherwise an apology", async () => {
    const { page, context } = await signedInPage(browser, WIDE);
    await openAssistant(page);

    await input(page).fill(`${FAKE_AI_MAGIC.invalidKey} hello`);
    await page.keyboard.press('Enter');
    await page.getByText('Failed to get response from AI assistant.').waitFor();
    expect(await lastAnswer(page)).toContain('The AI provider rejected the API key.');

    // What the Worker answers when no provider is configured (its body is tested in worker/routes/ai.test.ts).
    await page.route('**/api/ai/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: NOT_CONFIGURED, response: NOT_CONFIGURED }) }),
    );
    await input(page).fill('Hello?');
    await page.keyboard.press('Enter');
    expect(await lastAnswer(page)).toContain('The AI assistant is not configured on this server');
    await snap(page, 'ai-not-configured-wide');

    await page.unroute('**/api/ai/**');
    await page.route('**/api/ai/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side.' }) }));
    await input(page).fill('Hello again?');
    await page.keyboard.press('Enter');
    expect(await lastAnswer(page)).toContain(APOLOGY);
    await context.close();
  });

  it('at 390 px: refuses a large or non-image file, sends an image on its own, clears it after success, no horizontal scroll', async () => {
    const { page, context } = await signedInPage(browser, NARROW);
    await openAssistant(page);
    await expectNoHorizontalScroll(page);
    const chat = (await page.getByTestId('chat-panel').boundingBox())!;
    expect(chat.width).toBeLessThanOrEqual(NARROW.width);
    expect(Math.round(chat.height)).toBe(600);

    const fileInput = page.getByTestId('ai-image-input');
    await fileInput.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await page.getByText('File too large').waitFor();
    await page.getByText('Please select an image smaller than 5MB.').waitFor();
    expect(await page.getByTestId('ai-image-preview').count()).toBe(0);

    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Invalid file type').waitFor();
    await page.getByText('Please select an image file.').waitFor();
    expect(await page.getByTestId('ai-image-preview').count()).toBe(0);

    await fileInput.setInputFiles({ name: 'rash.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByTestId('ai-image-preview').getByText('rash.png').waitFor();
    expect(await sendButton(page).isDisabled()).toBe(false);
    await snap(page, 'ai-image-narrow');
    await sendButton(page).click();
    expect(await lastAnswer(page)).toContain('I can see the attached image');
    await page.getByTestId('chat-user-message').getByRole('img', { name: 'Attached image' }).waitFor();
    expect(await page.getByTestId('ai-image-preview').count()).toBe(0);

    await input(page).fill('Differential for a pruritic rash on the forearms?');
    await page.keyboard.press('Enter');
    expect(await lastAnswer(page)).toContain('Fake answer to: Differential for a pruritic rash');
    await expectNoHorizontalScroll(page);
    await snap(page, 'ai-chat-narrow');
    await context.close();
  });

  it('analyses pasted results into sections, after asking for the patient information', async () => {
    const { page, context } = await signedInPage(browser, NARROW);
    await openAssistant(page);
    await page.getByRole('tab', { name: 'Clinical Analysis' }).click();
    await page.getByRole('button', { name: 'Analyze Results' }).click();
    await page.getByText('Please enter the patient information.').waitFor();
    await page.fill('textarea[name=patientInfo]', `68-year-old man on ramipril ${FAKE_AI_MAGIC.slow}`);
    await page.fill('textarea[name=testResults]', 'Potassium 6.1 mmol/L (3.5-5.1)');
    await page.getByRole('button', { name: 'Analyze Results' }).click();
    await page.getByRole('button', { name: 'Analyzing...' }).waitFor();
    await page.getByTestId('analysis-result').getByRole('heading', { name: 'Flagged values' }).waitFor();
    await page.getByTestId('analysis-result').getByRole('heading', { name: 'Suggested follow-up' }).waitFor();
    await page.getByRole('button', { name: 'Analyze Results' }).waitFor();
    expect(await page.getByTestId('analysis-result').innerText()).toContain('Potassium 6.1 mmol/L: high');
    await expectNoHorizontalScroll(page);
    await snap(page, 'ai-analysis-narrow');
    await page.getByTestId('analysis-result').scrollIntoViewIfNeeded();
    await snap(page, 'ai-analysis-result-narrow');

    await page.route('**/api/ai/**', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'Your monthly usage limit was reached.' }) }));
    await page.getByRole('button', { name: 'Analyze Results' }).click();
    await page.getByText('Failed to analyze the test results.').waitFor();
    expect(await page.getByTestId('analysis-error').innerText()).toBe('Your monthly usage limit was reached.');
    await context.close();
  });
});
