import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app, MAX_BODY_BYTES } from './app';
import { clampIterations, hashPassword, PBKDF2_MAX_ITERATIONS, verifyPassword } from './auth/password';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './auth/sessions';
import { ORIGIN, plantSession, sessionCookie, signedInDoctor, TestClient } from './test/helpers';

/**
 * Routes that answer without a session; every other route must refuse one with 401. The SMART launch
 * and callback are browser navigations: signed out they redirect (to sign-in, or to a page that says
 * why), tested in worker/routes/smart-launch.test.ts; the SMART pages (GET /smart/*) are the app's static page; /smart/api's sign-in, sign-out and session are the framed twins of /api's.
 * MedAssist's own SMART authorization server (/oauth/*) answers apps as OAuth says (a page or error=,
 * 400/401 with `error`), never by a session: worker/routes/oauth.test.ts; its configuration, OpenID
 * Connect discovery and signing keys (/.well-known/*) are public.
 */
const PUBLIC_ROUTES = new Set(['GET /api/health', 'GET /api/geo', 'GET /api/specialties', 'GET /api/clinical-guidelines', 'GET /api/calculators', 'POST /api/register', 'POST /api/login', 'POST /api/password-reset', 'POST /api/logout', 'GET /api/session', 'GET /ws', 'GET /fhir/R4/metadata', 'GET /cds-services', 'GET /smart/launch', 'GET /smart/callback', 'GET /smart/*', 'POST /smart/api/login', 'POST /smart/api/logout', 'GET /smart/api/session', 'GET /fhir/R4/.well-known/smart-configuration', 'GET /oauth/authorize', 'POST /oauth/token', 'POST /oauth/revoke', 'OPTIONS /oauth/token', 'OPTIONS /oauth/revoke', 'OPTIONS /fhir/R4/*', 'GET /.well-known/jwks.json', 'GET /.well-known/openid-configuration']);

const routeTable = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];

describe('access control from the route table', () => {
  const guarded = routeTable.filter((r) => !PUBLIC_ROUTES.has(r));

  it('knows the routes (the table is not empty)', () => {
    expect(guarded.length).toBeGreaterThan(1);
  });

  it.each(guarded)('%s answers 401 without a session', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const url = path.replace(/:[a-zA-Z]+/g, '1');
    const res = await new TestClient().request(url, {
      method,
      ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
    });
    expect(res.status).toBe(401);
    // The API's errors carry a message; the FHIR API's are OperationOutcomes with diagnostics.
    const body = (await res.json()) as { message?: string; issue?: { diagnostics: string }[] };
    expect(body.message ?? body.issue?.[0]?.diagnostics).toBeTruthy();
  });
});

describe('CSRF and request hygiene', () => {
  it('refuses a text/plain mutation with 415', async () => {
    const res = await new TestClient().request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ username: 'a', password: 'b' }),
    });
    expect(res.status).toBe(415);
  });

  it('refuses a form post with 415', async () => {
    const res = await new TestClient().request('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c',
    });
    expect(res.status).toBe(415);
  });

  it('refuses a mutation from a foreign Origin with 403', async () => {
    const { client } = await signedInDoctor();
    const res = await client.request('/api/logout', { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('accepts a same-origin mutation', async () => {
    const { client } = await signedInDoctor();
    const res = await client.request('/api/logout', { method: 'POST', headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
  });

  it('answers an oversized body with 413 in the API error shape', async () => {
    const res = await new TestClient().request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(MAX_BODY_BYTES + 10), password: 'y' }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/too large/);
  });

  it('sends no-store, nosniff and a frame-ancestors CSP on API responses', async () => {
    const res = await new TestClient().get('/api/health');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('X-Request-Id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('tells browsers to use https only (HSTS) on https answers, and not on plain http (RFC 6797 §7.2)', async () => {
    const secure = await new TestClient().get('/api/health');
    expect(secure.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    const plain = await exports.default.fetch(new Request('http://medassist.test/api/health'));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await new TestClient().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found.' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await new TestClient().request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":',
    });
    expect(res.status).toBe(400);
  });
});

describe('sessions', () => {
  async function planted(session: Parameters<typeof plantSession>[0]): Promise<TestClient> {
    const client = new TestClient();
    client.cookie = await plantSession(session);
    return client;
  }

  it('expires a session idle for more than 30 minutes', async () => {
    const { user } = await signedInDoctor();
    const now = Date.now();
    const idle = await planted({ userId: user.id, clinicId: user.clinicId, createdAt: now - SESSION_IDLE_MS - 5_000, lastSeenAt: now - SESSION_IDLE_MS - 1_000 });
    expect((await idle.get('/api/user')).status).toBe(401);
    const fresh = await planted({ userId: user.id, clinicId: user.clinicId, createdAt: now - 60_000, lastSeenAt: now - 60_000 });
    expect((await fresh.get('/api/user')).status).toBe(200);
  });

  it('expires a session older than 12 hours even when active', async () => {
    const { user } = await signedInDoctor();
    const now = Date.now();
    const old = await planted({ userId: user.id, clinicId: user.clinicId, createdAt: now - SESSION_ABSOLUTE_MS - 1_000, lastSeenAt: now - 1_000 });
    expect((await old.get('/api/user')).status).toBe(401);
  });

  it('ignores a malformed session cookie', async () => {
    const client = new TestClient();
    client.cookie = sessionCookie('../../etc');
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

describe('password hashing', () => {
  it('clamps PBKDF2 to the production runtime maximum of 100 000 iterations', async () => {
    expect(clampIterations(1_000_000)).toBe(PBKDF2_MAX_ITERATIONS);
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    const stored = await hashPassword('a long passphrase', 5_000_000);
    expect(stored.split('$')[1]).toBe('100000');
    expect(await verifyPassword('a long passphrase', stored)).toBe(true);
    expect(await verifyPassword('a long passphrasE', stored)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });
});
