import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInDoctor, TestClient } from '../test/helpers';
import { startStandInEhr } from '../test/smart-ehr';
import { registerEhr, visit } from '../test/smart-launch-client';
import { frameAncestors, framedPage } from '../smart-app/framing';

// MedAssist inside an EHR's iframe (issue 37, DESIGN.md §9 "SMART app"): the SMART pages may be framed
// only by the registered EHR; a framed launch without the session cookie offers a new window.

let ehr: ReturnType<typeof startStandInEhr> | undefined;
afterEach(() => {
  ehr?.stop();
  delete assets.ASSETS;
});
// The built app is not there in the Worker tests: the assets answer the page as web/public/_headers has it.
const APP_CSP = "default-src 'self'; script-src 'self'; frame-ancestors 'none'; base-uri 'self'";
const assets = env as unknown as { ASSETS?: { fetch: (request: Request) => Promise<Response> } };
beforeEach(() => {
  assets.ASSETS = { fetch: async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': APP_CSP, 'X-Frame-Options': 'DENY' } }) };
});

describe('frame-ancestors of the SMART pages', () => {
  it('names the registered EHR’s origin for a page about its launch, and nobody for any other', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const next = `/smart/launch?iss=${encodeURIComponent(ehr.iss)}&launch=abc`;
    const framed = await visit(new TestClient(), `/smart/problem?reason=framed&next=${encodeURIComponent(next)}`);
    expect(framed.headers.get('Content-Security-Policy')).toBe(APP_CSP.replace("frame-ancestors 'none'", `frame-ancestors ${ehr.origin}`));
    expect(framed.headers.get('X-Frame-Options')).toBeNull();
    expect(framed.headers.get('Cache-Control')).toBe('no-store');
    // The workspace the callback opens names its EHR too (routes/smart.ts), so it stays inside that EHR's frame.
    const workspace = await visit(new TestClient(), `/smart/patient?launch=1&iss=${encodeURIComponent(ehr.iss)}`);
    expect(workspace.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${ehr.origin};`);

    for (const path of ['/smart/patient?launch=1', `/smart/problem?reason=framed&next=${encodeURIComponent('/smart/launch?iss=https://elsewhere.example/fhir')}`, `/smart/problem?next=${encodeURIComponent(`https://evil.example/?iss=${ehr.iss}`)}`]) {
      const res = await visit(new TestClient(), path);
      expect(res.headers.get('Content-Security-Policy'), path).toMatch(/frame-ancestors 'none'(;|$)/);
    }
    // Everything else keeps the app's own refusal.
    const api = await owner.client.get('/api/user');
    expect(api.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
    expect(api.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('a launch inside a frame without a session goes to the frame’s own sign-in (not /login, which may not be framed), framed by that EHR only', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const path = `/smart/launch?iss=${encodeURIComponent(ehr.iss)}&launch=abc`;
    const res = await new TestClient().request(path, { redirect: 'manual', headers: { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('Location')!, 'https://medassist.test');
    expect(to.pathname).toBe('/smart/sign-in');
    expect(to.searchParams.get('next')).toBe(`/smart/launch?iss=${encodeURIComponent(ehr.iss)}&launch=abc`);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(ehr.requested).toEqual([]);
    const page = await visit(new TestClient(), to.pathname + to.search);
    expect(page.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${ehr.origin};`);
  });
});

describe('framing helpers', () => {
  it('lists distinct http(s) origins, else none', () => {
    expect(frameAncestors(['https://ehr.example/fhir', 'https://ehr.example', 'https://auth.ehr.example/x', 'javascript:alert(1)', ''])).toBe('https://ehr.example https://auth.ehr.example');
    expect(frameAncestors([])).toBe("'none'");
  });

  it('rewrites only frame-ancestors of the page’s own policy and drops X-Frame-Options', () => {
    const page = new Response('<html>', { headers: { 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'; base-uri 'self'", 'X-Frame-Options': 'DENY' } });
    const res = framedPage(page, 'https://ehr.example');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'self'; frame-ancestors https://ehr.example; base-uri 'self'");
    expect(res.headers.get('X-Frame-Options')).toBeNull();
    expect(framedPage(new Response('x'), "'none'").headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
  });
});
