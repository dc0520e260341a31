import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, connectBrowser, expectNoHorizontalScroll, newPage, registerDoctor } from './support/app';
import { NARROW } from './support/browser';
import { startFhirclientApp } from './support/fhirclient-app';

// Issue 38's proof: SMART Health IT's own JavaScript client, fhirclient 2.6.3 (data/fhirclient/),
// against MedAssist's authorization server and FHIR API, in Chromium. A test app on another site
// (localhost; MedAssist is on 127.0.0.1) launches standalone with FHIR.oauth2.authorize, the doctor
// picks a patient and allows on MedAssist's consent page (at 390 px), FHIR.oauth2.ready() exchanges
// the code, and the Client reads, and knows its user from MedAssist's id_token (openid fhirUser:
// client.user, read as a Practitioner). Then the refusals fhirclient itself can run into: a redirect URI
// not registered, a type outside the grant, another patient, and the app disabled by the owner. The
// others (wrong verifier, reused code, another clinic) are worker tests: worker/routes/oauth.test.ts.

/** The part of fhirclient's Client the test uses (its types ship with the npm package, not the browser build). */
interface SmartClient {
  patient: { id: string; read(): Promise<{ resourceType: string; id: string; name?: { text?: string }[] }> };
  request(url: string): Promise<{ resourceType: string; entry?: { resource: { resourceType: string; subject?: { reference?: string } } }[] }>;
  refresh(): Promise<unknown>;
  getState(path: string): unknown;
  /** From the id_token's fhirUser (fhirclient keeps its last two segments: Practitioner/<id>). */
  user: { fhirUser: string | null; id: string | null; resourceType: string | null; read(): Promise<{ resourceType: string; id: string; name?: { text?: string }[] }> };
}
declare global {
  interface Window {
    smart: Promise<SmartClient>;
  }
}

/** What a call on the app's Client ended in: its answer, or fhirclient's HttpError's status. */
type Outcome = { ok: true; value: unknown } | { ok: false; status: number | undefined; message: string };

/** Runs `call` on the app's Client inside the app's page, as the app itself would (`arg` goes along). */
function withClient<A>(page: Page, call: (client: SmartClient, arg: A) => Promise<unknown>, arg?: A): Promise<Outcome> {
  return page.evaluate(async ([source, a]) => {
    const client = await window.smart;
    try {
      const run = new Function(`return (${source})`)() as (c: SmartClient, arg: unknown) => Promise<unknown>;
      return { ok: true as const, value: await run(client, a) };
    } catch (e) {
      const err = e as { status?: number; message?: string };
      return { ok: false as const, status: err.status, message: String(err.message) };
    }
  }, [call.toString(), arg] as const);
}

let browser: Browser;
let app: Awaited<ReturnType<typeof startFhirclientApp>>;
beforeAll(async () => {
  [browser, app] = await Promise.all([connectBrowser(), startFhirclientApp()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.close()]);
});

// The app asks to read the chosen patient's record and search their observations, with a refresh
// token. It is registered for patient/Patient.rs but asks only for .r, so a Patient search is
// outside the grant, not outside the registration. openid fhirUser: an id_token naming the doctor,
// whose Practitioner the app reads.
const SCOPE = 'launch/patient offline_access openid fhirUser patient/Patient.r patient/Observation.rs';
const REGISTERED = 'launch/patient offline_access openid fhirUser patient/Patient.rs patient/Observation.rs';

describe('fhirclient (SMART Health IT’s JavaScript client) against MedAssist', () => {
  it('standalone launch → consent at 390 px → token → patient read and Observation search; then every refusal fhirclient can meet', async () => {
    const { page, context } = await newPage(browser, NARROW);
    const doctor = await registerDoctor(context);
    // The test's own client address (CF-Connecting-IP, for the sign-up limit; browser.ts) is a header
    // no browser sends: on the app's cross-site fetches CORS would refuse it, so it goes after sign-up.
    await context.setExtraHTTPHeaders({});
    const post = async <T>(path: string, data: unknown, status = 201) => {
      const res = await context.request.post(path, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
      return (await res.json()) as T;
    };
    const [ana, boris] = await Promise.all([
      post<{ id: number }>('/api/patients', { fullName: 'Ana Rivera', birthDate: '1970-03-04', sex: 'female' }),
      post<{ id: number }>('/api/patients', { fullName: 'Boris Smith', birthDate: '1985-12-31', sex: 'male' }),
    ]);
    const potassium = (valueNumber: number) => ({ category: 'laboratory', codings: [{ system: 'http://loinc.org', code: '2823-3', display: 'Potassium' }], valueNumber, unit: 'mmol/L', effectiveAt: '2026-11-21T08:00:00Z' });
    await Promise.all([post(`/api/patients/${ana.id}/observations`, potassium(4.2)), post(`/api/patients/${boris.id}/observations`, potassium(5.1))]);
    const registered = await post<{ id: number; clientId: string }>('/api/clinic/smart-apps', { name: 'fhirclient test app', redirectUris: [app.redirectUri], scopes: REGISTERED });
    const iss = `${baseURL()}/fhir/R4`;

    // A redirect URI the app did not register: MedAssist keeps the browser on its own page and never
    // sends it (with or without a code) to that address.
    await page.goto(app.launchUrl({ iss, clientId: registered.clientId, scope: SCOPE, redirectUri: `${app.origin}/elsewhere` }));
    await page.waitForURL(`${baseURL()}/authorize-app?problem=redirect`);
    expect(app.asked()).not.toContain('/elsewhere');

    // The standalone launch: fhirclient reads smart-configuration, sends the browser to
    // /oauth/authorize with PKCE (S256) and aud = iss; the doctor picks Ana and allows.
    await page.goto(app.launchUrl({ iss, clientId: registered.clientId, scope: SCOPE, redirectUri: app.redirectUri }));
    const consent = page.getByTestId('authorize-consent');
    await consent.waitFor();
    const authorizeRequest = new URL(page.url()).searchParams;
    expect(authorizeRequest.get('code_challenge_method')).toBe('S256');
    expect(authorizeRequest.get('aud')).toBe(iss);
    const scopeText = await page.getByTestId('authorize-scopes').textContent();
    expect(scopeText).toContain('Read and search: vital signs and lab values, of the chosen patient only');
    expect(scopeText).toContain('Read your name as your colleagues see it');
    await page.locator('select[name="consentPatient"]').selectOption(String(ana.id));
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: 'e2e/.artifacts/smart-fhirclient-consent-narrow.png', fullPage: true });
    await Promise.all([page.waitForURL(`${app.redirectUri}**`), page.getByRole('button', { name: 'Allow' }).click()]);

    // FHIR.oauth2.ready() has exchanged the code (with the verifier it kept); the Client reads Ana.
    await page.getByText(`ready, patient ${ana.id}`).waitFor();
    expect(await withClient(page, async (c) => c.getState('tokenResponse.scope'))).toEqual({ ok: true, value: SCOPE });
    const read = await withClient(page, (c) => c.patient.read());
    expect(read).toMatchObject({ ok: true, value: { resourceType: 'Patient', id: String(ana.id) } });
    // The id_token's fhirUser: fhirclient names the user and reads their Practitioner with the token.
    expect(await withClient(page, async (c) => ({ fhirUser: c.user.fhirUser, id: c.user.id, type: c.user.resourceType }))).toEqual({ ok: true, value: { fhirUser: `Practitioner/${doctor.id}`, id: String(doctor.id), type: 'Practitioner' } });
    expect(await withClient(page, (c) => c.user.read())).toMatchObject({ ok: true, value: { resourceType: 'Practitioner', id: String(doctor.id), name: [{ text: expect.any(String) }] } });
    const observations = await withClient(page, (c, id) => c.request(`Observation?patient=${id}`), ana.id);
    expect(observations.ok && (observations.value as Awaited<ReturnType<SmartClient['request']>>).entry?.map((e) => e.resource.subject?.reference)).toEqual([`Patient/${ana.id}`]);
    // A refresh through fhirclient (which sends no client_id, as SMART allows a public app) rotates the token.
    const tokens = async () => {
      const held = await withClient(page, async (c) => ({ access: c.getState('tokenResponse.access_token'), refresh: c.getState('tokenResponse.refresh_token'), id: c.getState('tokenResponse.id_token') }));
      return held.ok ? (held.value as { access: string; refresh: string; id: string }) : expect.fail(held.message);
    };
    const before = await tokens();
    expect(before.refresh).toMatch(/^msrt_/);
    expect(await withClient(page, (c) => c.refresh().then(() => 'refreshed'))).toEqual({ ok: true, value: 'refreshed' });
    const after = await tokens();
    expect(after.access).toMatch(/^msat_/);
    expect(after.access).not.toBe(before.access);
    expect(after.refresh).toMatch(/^msrt_/);
    expect(after.refresh).not.toBe(before.refresh);
    // The refresh brings an id_token again (the same within one second: RS256 signs deterministically), for the same user.
    expect(after.id).toMatch(/^eyJ/);
    expect(await withClient(page, async (c) => c.user.id)).toEqual({ ok: true, value: String(doctor.id) });
    expect(await withClient(page, (c) => c.patient.read())).toMatchObject({ ok: true, value: { id: String(ana.id) } });

    // Refusals: a permission outside the grant (a Patient search: 403), another patient of the clinic
    // (403), by read and by search.
    expect(await withClient(page, (c) => c.request('Patient?name=Rivera'))).toMatchObject({ ok: false, status: 403 });
    expect(await withClient(page, (c, id) => c.request(`Patient/${id}`), boris.id)).toMatchObject({ ok: false, status: 403 });
    expect(await withClient(page, (c, id) => c.request(`Observation?patient=${id}`), boris.id)).toMatchObject({ ok: false, status: 403 });

    // The owner disables the app: the refresh is refused and the next read is a 401.
    expect((await context.request.patch(`/api/clinic/smart-apps/${registered.id}`, { data: { disabled: true } })).status()).toBe(200);
    expect(await withClient(page, (c) => c.refresh())).toMatchObject({ ok: false, status: 401 });
    expect(await withClient(page, (c) => c.patient.read())).toMatchObject({ ok: false, status: 401 });
    await context.close();
  });
});
