import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, connectBrowser, expectNoHorizontalScroll, signedInPage, waitForSplash } from './support/app';
import { AXE_CONTEXT, seriousViolations } from './support/axe';
import { NARROW, WIDE } from './support/browser';

// MedAssist as a SMART authorization server (issue 38): an owner registers an app in clinic
// administration, the app sends the user to /oauth/authorize, the user picks the patient and
// allows; the app exchanges the code and reads that patient. At 1280 and 390 px.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const REDIRECT = 'https://app.example.org/callback';

const SCOPES = 'launch/patient patient/Patient.rs patient/Observation.rs';

function base64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

describe('connected apps (SMART on FHIR)', () => {
  it('register → authorize → consent → token → read, with screenshots at 1280 and 390 px', async () => {
    const { page, context } = await signedInPage(browser, WIDE, undefined, AXE_CONTEXT);
    const patient = await context.request.post('/api/patients', { data: { fullName: 'Ana Rivera', birthDate: '1970-03-04', sex: 'female' } });
    expect(patient.status()).toBe(201);
    const patientId = ((await patient.json()) as { id: number }).id;

    await page.goto('/clinic');
    await waitForSplash(page);
    const section = page.getByTestId('smart-apps');
    await section.getByLabel('Name', { exact: true }).fill('Growth Chart');
    await section.locator('textarea[name="appRedirectUris"]').fill(REDIRECT);
    await section.locator('input[name="appScopes"]').fill(`${SCOPES} openid fhirUser`);
    await section.getByRole('button', { name: 'Register app' }).click();
    const clientId = await section.locator('input[name="smartAppClientId"]').inputValue();
    expect(clientId).toMatch(/^msapp_/);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: 'e2e/.artifacts/smart-apps-registered-wide.png' });
    await section.getByRole('button', { name: 'Done' }).click();
    await section.getByTestId('smart-app-row').filter({ hasText: 'Growth Chart' }).waitFor();

    // The app's side: PKCE, then the browser goes to MedAssist's authorization endpoint.
    const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)));
    const challenge = base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
    const params = new URLSearchParams({
      response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, scope: `${SCOPES} openid fhirUser`,
      state: 'e2e-state', aud: `${baseURL()}/fhir/R4`, code_challenge: challenge, code_challenge_method: 'S256', nonce: 'e2e-nonce',
    });
    await context.route('https://app.example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>app</p>' }));
    await page.goto(`/oauth/authorize?${params}`);
    const consent = page.getByTestId('authorize-consent');
    await consent.waitFor();
    expect(new URL(page.url()).pathname).toBe('/authorize-app');
    const scopeText = await page.getByTestId('authorize-scopes').textContent();
    expect(scopeText).toContain('Read and search: vital signs and lab values, of the chosen patient only');
    expect(scopeText).toContain('Read your name as your colleagues see it');
    await page.locator('select[name="consentPatient"]').selectOption(String(patientId));
    await page.screenshot({ path: 'e2e/.artifacts/smart-consent-wide.png', fullPage: true });
    // The accessibility sweep reaches the consent page only through an app's request: axe runs on it here.
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(NARROW);
    await consent.waitFor();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: 'e2e/.artifacts/smart-consent-narrow.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await Promise.all([page.waitForURL(/^https:\/\/app\.example\.org\/callback/), page.getByRole('button', { name: 'Allow' }).click()]);
    const back = new URL(page.url());
    expect(back.searchParams.get('state')).toBe('e2e-state');
    const code = back.searchParams.get('code')!;
    const token = await context.request.post('/oauth/token', { form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier, client_id: clientId } });
    expect(token.status(), await token.text()).toBe(200);
    const answer = (await token.json()) as { access_token: string; patient: string; id_token: string };
    expect(answer.patient).toBe(String(patientId));
    // openid fhirUser: an id_token whose fhirUser the app reads with its token (verified in worker/routes/oauth-id-token.test.ts).
    const claims = JSON.parse(Buffer.from(answer.id_token.split('.')[1]!, 'base64url').toString()) as { fhirUser: string; nonce: string };
    expect(claims.nonce).toBe('e2e-nonce');
    const me = await context.request.get(claims.fhirUser, { headers: { Authorization: `Bearer ${answer.access_token}`, Cookie: '' } });
    expect(me.status()).toBe(200);
    const read = await context.request.get(`/fhir/R4/Patient/${patientId}`, { headers: { Authorization: `Bearer ${answer.access_token}`, Cookie: '' } });
    expect(read.status()).toBe(200);

    // The owner sees the app's read in its row, on a phone too.
    await page.goto('/clinic');
    await waitForSplash(page);
    const row = page.getByTestId('smart-apps').getByTestId('smart-app-row').filter({ hasText: 'Growth Chart' });
    await row.getByTestId('smart-app-activity').filter({ hasText: '2 reads' }).waitFor();
    await expectNoHorizontalScroll(page);
    await row.scrollIntoViewIfNeeded();
    await page.getByTestId('smart-apps').screenshot({ path: 'e2e/.artifacts/smart-apps-narrow.png' });
    await page.setViewportSize(WIDE);
  });

  it('the chart’s "Launch app" opens the app on that patient with iss and an opaque launch, at 1280 and 390 px', async () => {
    const { page, context } = await signedInPage(browser);
    const patient = await context.request.post('/api/patients', { data: { fullName: 'Emil Frey', birthDate: '1940-02-02', sex: 'male' } });
    const patientId = ((await patient.json()) as { id: number }).id;
    const app = await context.request.post('/api/clinic/smart-apps', { data: { name: 'Growth Chart', redirectUris: [REDIRECT], scopes: 'launch patient/Patient.rs', launchUrl: 'https://app.example.org/launch' } });
    expect(app.status()).toBe(201);
    await context.route('https://app.example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>app</p>' }));

    await page.goto(`/patients/${patientId}`);
    await waitForSplash(page);
    const button = page.getByTestId('launch-app');
    await button.click();
    await page.getByRole('menuitem', { name: 'Growth Chart' }).waitFor();
    await page.screenshot({ path: 'e2e/.artifacts/chart-launch-app-wide.png' });
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: 'Growth Chart' }).click()]);
    await tab.waitForURL(/^https:\/\/app\.example\.org\/launch/);
    const opened = new URL(tab.url());
    expect(opened.searchParams.get('iss')).toBe(`${baseURL()}/fhir/R4`);
    expect(opened.searchParams.get('launch')).toMatch(/^msl_/);
    await tab.close();

    await page.setViewportSize(NARROW);
    await button.waitFor();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: 'e2e/.artifacts/chart-launch-app-narrow.png' });
    await page.setViewportSize(WIDE);
  });
});
