import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../env';
import { requestId } from '../middleware/security';
import { cdsClaims, ehrKey, registerCdsClient, signCdsToken, startJwksServer, type EhrKey } from '../test/cds-client';
import { signedInDoctor, type TestClient } from '../test/helpers';
import { fromBase64Url, toBase64Url } from '../../core/web-push/base64url';
import { verifySignature } from './jws';
import { CDS_UNAUTHORIZED, requireCdsClient } from './verify-request';

// Every CDS Hooks request's JWT (DESIGN.md §9 "Trusting a CDS client"; CDS Hooks 2.0 "Trusting CDS
// Clients"), against real D1 registrations. The service routes are not mounted yet: a test-only
// app puts the verifier in front of a handler that names the caller it was given.

const testApp = new Hono<AppEnv>()
  .use(requestId)
  .all('/cds-services/*', requireCdsClient, (c) => c.json({ clinicId: c.get('cdsCaller').clinicId, cdsClientId: c.get('cdsCaller').client.id }, 200));

const SERVICE = 'https://medassist.test/cds-services/medassist-order-sign';

function call(token: string | null, url = SERVICE) {
  return testApp.request(url, { method: 'POST', headers: token === null ? {} : { Authorization: `Bearer ${token}` }, body: '{}' }, env);
}

async function expectRefused(token: string | null, url = SERVICE) {
  const res = await call(token, url);
  expect(res.status).toBe(401);
  expect(res.headers.get('WWW-Authenticate')).toBe('Bearer error="invalid_token"');
  // A short message, no reason, and certainly no card.
  expect(await res.json()).toEqual({ message: CDS_UNAUTHORIZED });
}

async function expectAccepted(token: string, clinicId: number, url = SERVICE) {
  const res = await call(token, url);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(((await res.json()) as { clinicId: number }).clinicId).toBe(clinicId);
}

let es: EhrKey;
let rs: EhrKey;
let owner: { client: TestClient; user: { clinicId: number } };
const ISS = `https://ehr-${crypto.randomUUID()}.example.org`;
let clientId: string;

beforeAll(async () => {
  [es, rs] = await Promise.all([ehrKey('ES384'), ehrKey('RS384')]);
  owner = await signedInDoctor();
  const created = await registerCdsClient(owner.client, { name: 'Hospital EHR', issuer: ISS, jwks: { keys: [es.publicJwk, rs.publicJwk] } });
  expect(created.status).toBe(201);
  clientId = created.body.clientId;
});

describe('a good token passes', () => {
  it('ES384 and RS384 with sub, for the URL called (string or list aud)', async () => {
    await expectAccepted(await signCdsToken(es, cdsClaims(ISS, clientId, SERVICE)), owner.user.clinicId);
    await expectAccepted(await signCdsToken(rs, cdsClaims(ISS, clientId, SERVICE)), owner.user.clinicId);
    const feedback = `${SERVICE}/feedback`;
    await expectAccepted(await signCdsToken(es, cdsClaims(ISS, clientId, [feedback])), owner.user.clinicId, feedback);
  });

  it('without sub, when only one clinic registered the issuer', async () => {
    await expectAccepted(await signCdsToken(es, cdsClaims(ISS, undefined, SERVICE)), owner.user.clinicId);
  });
});

describe('anything else is 401 without a card', () => {
  const good = (overrides: Record<string, unknown> = {}) => cdsClaims(ISS, clientId, SERVICE, overrides);

  it('no token, or not a JWS', async () => {
    await expectRefused(null);
    await expectRefused('not-a-token');
    await expectRefused('a.b.c');
  });

  it('an unknown issuer, or a sub MedAssist never issued', async () => {
    await expectRefused(await signCdsToken(es, cdsClaims('https://stranger.example.org', clientId, SERVICE)));
    await expectRefused(await signCdsToken(es, good({ sub: 'mcds_never-issued-client-id' })));
    await expectRefused(await signCdsToken(es, cdsClaims('https://stranger.example.org', undefined, SERVICE)));
  });

  it('an unknown kid, or a kid missing', async () => {
    await expectRefused(await signCdsToken(es, good(), { kid: 'someone-else' }));
    await expectRefused(await signCdsToken(es, good(), { kid: undefined }));
  });

  it('a bad signature: another key under a registered kid, or a changed payload', async () => {
    const impostor = await ehrKey('ES384', es.kid);
    await expectRefused(await signCdsToken(impostor, good()));
    const [head, , sig] = (await signCdsToken(es, good())).split('.');
    const forged = toBase64Url(new TextEncoder().encode(JSON.stringify(good({ sub: clientId, iss: ISS, extra: 1 }))));
    await expectRefused(`${head}.${forged}.${sig}`);
  });

  it('alg none, HS256, RS256 (and an RSA signature sent as ES384)', async () => {
    const claims = toBase64Url(new TextEncoder().encode(JSON.stringify(good())));
    const head = (h: Record<string, unknown>) => toBase64Url(new TextEncoder().encode(JSON.stringify(h)));
    await expectRefused(`${head({ alg: 'none', typ: 'JWT', kid: es.kid })}.${claims}.`);
    // HS256 keyed with the public key's bytes: the classic confusion attack.
    const hmac = await crypto.subtle.importKey('raw', new TextEncoder().encode(JSON.stringify(rs.publicJwk)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const hsInput = `${head({ alg: 'HS256', typ: 'JWT', kid: rs.kid })}.${claims}`;
    await expectRefused(`${hsInput}.${toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(hsInput))))}`);
    await expectRefused(await signCdsToken(rs, good(), { alg: 'RS256' }));
    await expectRefused(await signCdsToken(rs, good(), { alg: 'ES384', kid: rs.kid }));
  });

  it('a wrong aud: another service, another host, no aud', async () => {
    await expectRefused(await signCdsToken(es, good({ aud: 'https://medassist.test/cds-services/medassist-order-select' })));
    await expectRefused(await signCdsToken(es, good({ aud: 'https://other.example.org/cds-services/medassist-order-sign' })));
    await expectRefused(await signCdsToken(es, good({ aud: undefined })));
  });

  it('expired, without exp, or living longer than 5 minutes after iat', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await signCdsToken(es, good({ iat: now - 120, exp: now - 1 })));
    await expectRefused(await signCdsToken(es, good({ exp: undefined })));
    await expectRefused(await signCdsToken(es, good({ iat: now, exp: now + 301 })));
    await expectRefused(await signCdsToken(es, good({ iat: undefined })));
    await expectAccepted(await signCdsToken(es, good({ iat: now, exp: now + 300 })), owner.user.clinicId);
  });

  it('a missing jti, and a jti seen before (also when both copies arrive at once)', async () => {
    await expectRefused(await signCdsToken(es, good({ jti: undefined })));
    const token = await signCdsToken(es, good());
    await expectAccepted(token, owner.user.clinicId);
    await expectRefused(token);
    // The same jti in a newly signed token is a replay too.
    const jti = crypto.randomUUID();
    await expectAccepted(await signCdsToken(rs, good({ jti })), owner.user.clinicId);
    await expectRefused(await signCdsToken(es, good({ jti })));
    // Two requests racing with one token: the database's key lets exactly one through.
    const twin = await signCdsToken(es, good());
    const statuses = (await Promise.all([call(twin), call(twin), call(twin)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401, 401]);
  });

  it('a sub of another clinic’s client under this issuer', async () => {
    const other = await signedInDoctor();
    const theirs = await registerCdsClient(other.client, { name: 'Their EHR', issuer: `https://ehr-${crypto.randomUUID()}.example.org`, jwks: { keys: [es.publicJwk] } });
    // Our issuer, our key, their client id: (iss, sub) names no registration.
    await expectRefused(await signCdsToken(es, good({ sub: theirs.body.clientId })));
  });

  it('an issuer two clinics registered, without sub: sub must say which', async () => {
    const shared = `https://shared-${crypto.randomUUID()}.example.org`;
    const [a, b] = await Promise.all([signedInDoctor(), signedInDoctor()]);
    const ra = await registerCdsClient(a.client, { name: 'Shared EHR', issuer: shared, jwks: { keys: [es.publicJwk] } });
    await registerCdsClient(b.client, { name: 'Shared EHR', issuer: shared, jwks: { keys: [es.publicJwk] } });
    await expectRefused(await signCdsToken(es, cdsClaims(shared, undefined, SERVICE)));
    await expectAccepted(await signCdsToken(es, cdsClaims(shared, ra.body.clientId, SERVICE)), a.user.clinicId);
  });

  it('a removed client', async () => {
    const other = await signedInDoctor();
    const iss = `https://ehr-${crypto.randomUUID()}.example.org`;
    const reg = await registerCdsClient(other.client, { name: 'Old EHR', issuer: iss, jwks: { keys: [es.publicJwk] } });
    await expectAccepted(await signCdsToken(es, cdsClaims(iss, reg.body.clientId, SERVICE)), other.user.clinicId);
    expect((await other.client.delete(`/api/clinic/cds-clients/${reg.body.id}`)).status).toBe(200);
    await expectRefused(await signCdsToken(es, cdsClaims(iss, reg.body.clientId, SERVICE)));
    await expectRefused(await signCdsToken(es, cdsClaims(iss, undefined, SERVICE)));
  });

  it('logs the reason for the operator, never the token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const token = await signCdsToken(es, good({ aud: 'https://medassist.test/cds-services/elsewhere' }));
      await expectRefused(token);
      const line = JSON.parse(String(warn.mock.calls.at(-1)?.[0])) as Record<string, unknown>;
      expect(line).toMatchObject({ where: 'cds-auth', reason: 'wrong aud' });
      expect(JSON.stringify(line)).not.toContain(token.split('.')[1]!);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('keys published at a JWKS URL', () => {
  const jwks = startJwksServer();
  afterAll(() => jwks.stop());

  async function registerWithUrl(keys: EhrKey[]) {
    const other = await signedInDoctor();
    const iss = `https://ehr-${crypto.randomUUID()}.example.org`;
    const url = jwks.serve(`/${crypto.randomUUID()}/jwks.json`, keys);
    const reg = await registerCdsClient(other.client, { name: 'URL EHR', issuer: iss, jwksUrl: url });
    expect(reg.status).toBe(201);
    return { clinicId: other.user.clinicId, iss, url, clientId: reg.body.clientId };
  }

  it('fetches the registered URL once and uses the cached set; jku only as that URL', async () => {
    const ehr = await registerWithUrl([es, rs]);
    await expectAccepted(await signCdsToken(es, cdsClaims(ehr.iss, ehr.clientId, SERVICE), { jku: ehr.url }), ehr.clinicId);
    await expectAccepted(await signCdsToken(rs, cdsClaims(ehr.iss, ehr.clientId, SERVICE)), ehr.clinicId);
    expect(jwks.requested.filter((u) => u === ehr.url)).toHaveLength(1);
  });

  it('never contacts an address the token names instead', async () => {
    const ehr = await registerWithUrl([es]);
    const elsewhere = jwks.serve(`/${crypto.randomUUID()}/attacker.json`, [await ehrKey('ES384', es.kid)]);
    await expectRefused(await signCdsToken(es, cdsClaims(ehr.iss, ehr.clientId, SERVICE), { jku: elsewhere }));
    // A client registered with an inline set never fetches anything either.
    await expectRefused(await signCdsToken(es, cdsClaims(ISS, clientId, SERVICE), { jku: elsewhere }));
    expect(jwks.requested).not.toContain(elsewhere);
  });

  it('refuses when the key server does not answer with a usable set', async () => {
    const other = await signedInDoctor();
    const iss = `https://ehr-${crypto.randomUUID()}.example.org`;
    const missing = `${jwks.origin}/${crypto.randomUUID()}/gone.json`;
    const reg = await registerCdsClient(other.client, { name: 'Broken EHR', issuer: iss, jwksUrl: missing });
    await expectRefused(await signCdsToken(es, cdsClaims(iss, reg.body.clientId, SERVICE)));
    expect(jwks.requested).toContain(missing);
  });
});

describe('the specification’s own example', () => {
  // CDS Hooks 2.0 "Trusting CDS Clients" example: its public key and its ES384 token. The token is
  // long expired and lives years (so the verifier refuses it); its signature must still check out.
  const SPEC_KEY = { kty: 'EC' as const, crv: 'P-384' as const, kid: 'example-kid', x: '46SDH7Znh821wblCBglA61sNE9ZrHYKKt3qRtRTmSXyOI_FIGBLWrWa0GPUkDCEk', y: 'XMcRuuoGW7CXjQdy-F5i3FeBE0x9hPLdeFdSoDd3ELmx404tLX0VRRcqzAsPhXcI', alg: 'ES384' as const };
  const SPEC_TOKEN = 'eyJhbGciOiJFUzM4NCIsInR5cCI6IkpXVCIsImtpZCI6ImV4YW1wbGUta2lkIiwiamt1IjoiaHR0cHM6Ly9maGlyLWVoci5leGFtcGxlLmNvbS9qd2tfdXJpIn0.eyJpc3MiOiJodHRwczovL2ZoaXItZWhyLmV4YW1wbGUuY29tLyIsImF1ZCI6Imh0dHBzOi8vY2RzLmV4YW1wbGUub3JnL2Nkcy1zZXJ2aWNlcy9zb21lLXNlcnZpY2UiLCJleHAiOjE0MjI1Njg4NjAsImlhdCI6MTMxMTI4MDk3MCwianRpIjoiZWUyMmIwMjEtZTFiNy00NjExLWJhNWItOGVlYzZhMzNhYzFlIiwidGVuYW50IjoiMmRkZDZjM2EtOGU5YS00NGM2LWEzMDUtNTIxMTFhZDMwMmEyIn0.d1WfLjGRKlcWB94l9do4cM8REXeYJLL6SGUBO8VHZhfM8mwKYP70EMxJ67War4TQblEpaQrp11wx5p7oPFm2ETYgCicS84vXWEIYTdjooZdooCSDf2L8-i4awdoUwiEb';

  it('verifies its signature, and refuses it as a request (expired, years long)', async () => {
    const [head, body, sig] = SPEC_TOKEN.split('.') as [string, string, string];
    expect(await verifySignature('ES384', SPEC_KEY, `${head}.${body}`, fromBase64Url(sig))).toBe(true);
    expect(await verifySignature('ES384', SPEC_KEY, `${head}.${body}x`, fromBase64Url(sig))).toBe(false);
    await expectRefused(SPEC_TOKEN, 'https://cds.example.org/cds-services/some-service');
  });
});
