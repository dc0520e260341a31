import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FhirResource } from '../../core/fhir/export-resources';
import type { Patient } from '../../core/schemas/patients';
import { fromBase64Url } from '../../core/web-push/base64url';
import { verifyIdToken } from '../smart-app/id-token';
import { clinicMember, json, ORIGIN, signedInDoctor, TestClient } from '../test/helpers';
import { APP_REDIRECT, authorize, authorizeParams, FHIR_BASE, fhirWith, oauthPost, registerApp, standaloneLaunch, type TokenAnswer } from '../test/smart-app';

// MedAssist as an OpenID Connect issuer for SMART apps (DESIGN.md §9 "SMART server", SMART App
// Launch 2.2 "Scopes for requesting identity data"): `openid fhirUser` yields an id_token signed with
// the key published at /.well-known/jwks.json, whose fhirUser is the user's Practitioner, readable
// at /fhir/R4/Practitioner/:id. Against real D1/KV; the id_token is checked with WebCrypto alone.

const OPENID_SCOPES = 'openid fhirUser launch/patient patient/Patient.rs offline_access';

type Jwk = JsonWebKey & { kid: string; alg?: string; use?: string };
type Claims = { iss: string; sub: string; aud: string; iat: number; exp: number; fhirUser?: string; nonce?: string };

const publicGet = (path: string) => new TestClient().request(path, { headers: { Origin: 'https://app.example.org', 'Sec-Fetch-Site': 'cross-site' } });

/** What an app does with an id_token: find the issuer's keys through its openid-configuration, verify the signature, read the claims. */
async function verified(idToken: string): Promise<{ header: { alg: string; kid: string; typ?: string }; claims: Claims }> {
  const [head, body, signature] = idToken.split('.') as [string, string, string];
  const header = JSON.parse(new TextDecoder().decode(fromBase64Url(head))) as { alg: string; kid: string };
  const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(body))) as Claims;
  const discovery = await json<{ issuer: string; jwks_uri: string }>(publicGet(`${new URL(claims.iss).pathname.replace(/\/$/, '')}/.well-known/openid-configuration`), 200);
  expect(discovery.issuer).toBe(claims.iss);
  const jwks = await json<{ keys: Jwk[] }>(publicGet(new URL(discovery.jwks_uri).pathname), 200);
  const jwk = jwks.keys.find((k) => k.kid === header.kid)!;
  expect(jwk).toBeDefined();
  const key = await crypto.subtle.importKey('jwk', { kty: jwk.kty, n: jwk.n, e: jwk.e }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
  const ok = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, fromBase64Url(signature), new TextEncoder().encode(`${head}.${body}`));
  expect(ok, 'the id_token signature verifies against the published JWKS').toBe(true);
  // One flipped byte of the payload breaks it.
  const tampered = new TextEncoder().encode(`${head}.${body.slice(0, -2)}${body.at(-2) === 'A' ? 'B' : 'A'}${body.at(-1)}`);
  expect(await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, fromBase64Url(signature), tampered)).toBe(false);
  return { header, claims };
}

async function clinic() {
  const doctor = await signedInDoctor();
  const patient = await json<Patient>(doctor.client.post('/api/patients', { fullName: 'Ana Rivera', birthDate: '1970-03-04', sex: 'female' }), 201);
  const app = await registerApp(doctor.client, { scopes: `${OPENID_SCOPES} user/Practitioner.rs` });
  return { ...doctor, patient, app };
}

let a: Awaited<ReturnType<typeof clinic>>;
let b: Awaited<ReturnType<typeof clinic>>;
beforeAll(async () => {
  a = await clinic();
  b = await clinic();
}, 120_000);

describe('discovery', () => {
  it('smart-configuration and openid-configuration name the same issuer, jwks_uri, openid, fhirUser and RS256; the JWKS holds public keys only', async () => {
    const smart = await json<Record<string, unknown>>(publicGet('/fhir/R4/.well-known/smart-configuration'), 200);
    expect(smart).toMatchObject({ issuer: ORIGIN, jwks_uri: `${ORIGIN}/.well-known/jwks.json`, id_token_signing_alg_values_supported: ['RS256'] });
    expect(smart.capabilities).toContain('sso-openid-connect');
    expect(smart.scopes_supported).toEqual(expect.arrayContaining(['openid', 'fhirUser', 'user/Practitioner.rs', 'system/Practitioner.rs']));
    expect(smart.scopes_supported).not.toContain('patient/Practitioner.rs');

    const oidc = await publicGet('/.well-known/openid-configuration');
    expect(oidc.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const config = (await oidc.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      issuer: ORIGIN, jwks_uri: `${ORIGIN}/.well-known/jwks.json`, authorization_endpoint: `${ORIGIN}/oauth/authorize`, token_endpoint: `${ORIGIN}/oauth/token`,
      response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
    });

    const res = await publicGet('/.well-known/jwks.json');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const { keys } = (await res.json()) as { keys: Jwk[] };
    expect(keys).toHaveLength(1);
    expect(Object.keys(keys[0]!).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(fromBase64Url(keys[0]!.n!).length).toBeGreaterThanOrEqual(256);
  });
});

describe('an id_token for openid fhirUser', () => {
  it('comes with the code exchange: signed by a published key, iss/aud/sub/exp/nonce right, fhirUser a readable Practitioner of the user', async () => {
    const nonce = crypto.randomUUID();
    const before = Math.floor(Date.now() / 1000);
    const { token } = await standaloneLaunch(a.client, a.app.clientId, a.patient.id, { scope: OPENID_SCOPES, nonce });
    expect(token.scope).toBe(OPENID_SCOPES);
    const { header, claims } = await verified(token.id_token!);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(claims).toEqual({ iss: ORIGIN, sub: String(a.user.id), aud: a.app.clientId, iat: claims.iat, exp: claims.iat + 300, nonce, fhirUser: `${FHIR_BASE}/Practitioner/${a.user.id}` });
    expect(claims.iat).toBeGreaterThanOrEqual(before - 1);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    // MedAssist's own SMART client (the EHR side's checks) accepts it too.
    const checked = await verifyIdToken(token.id_token!, { jwksUri: `${ORIGIN}/.well-known/jwks.json`, issuer: ORIGIN, clientId: a.app.clientId, allowLocalHttp: false }, Date.now(), (input, init) => exports.default.fetch(new Request(input, init)));
    expect(checked).toEqual({ ok: true, claims: { sub: String(a.user.id), fhirUser: claims.fhirUser } });

    // The app reads the fhirUser with its access token (the fhirUser scope reaches its own user).
    const practitioner = await json<FhirResource & { name: { text: string }[]; active: boolean }>(fhirWith(token.access_token, new URL(claims.fhirUser!).pathname.replace('/fhir/R4', '')), 200);
    expect(practitioner).toMatchObject({ resourceType: 'Practitioner', id: String(a.user.id), active: true, name: [{ text: a.user.name }] });
    expect(Object.keys(practitioner).sort()).toEqual(['active', 'id', 'identifier', 'name', 'resourceType']);
    const audit = await env.DB.prepare("SELECT user_id AS userId, entity, entity_id AS entityId, detail FROM audit_events WHERE clinic_id = ? AND entity = 'user' AND action = 'view' ORDER BY id DESC").bind(a.user.clinicId).first<{ userId: number; entityId: number; detail: string }>();
    expect(audit).toMatchObject({ userId: a.user.id, entityId: a.user.id });
    expect(JSON.parse(audit!.detail)).toMatchObject({ api: 'fhir', smartApp: a.app.id });
  });

  it('a refresh brings a new id_token for the same user and app; a refresh narrowed without openid brings none', async () => {
    const nonce = 'n-0S6_WzA2Mj';
    const first = await standaloneLaunch(a.client, a.app.clientId, a.patient.id, { scope: OPENID_SCOPES, nonce });
    const original = (await verified(first.token.id_token!)).claims;
    const refreshed = await json<TokenAnswer>(oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: first.token.refresh_token!, client_id: a.app.clientId }), 200);
    const again = (await verified(refreshed.id_token!)).claims;
    expect(again).toMatchObject({ iss: original.iss, sub: original.sub, aud: original.aud, fhirUser: original.fhirUser, nonce });
    expect(again.iat).toBeGreaterThanOrEqual(original.iat);

    const narrowed = await json<TokenAnswer>(oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: refreshed.refresh_token!, client_id: a.app.clientId, scope: 'patient/Patient.rs offline_access' }), 200);
    expect(narrowed.id_token).toBeUndefined();
    // The narrowed token has lost fhirUser: its own Practitioner is out of reach now.
    expect((await fhirWith(narrowed.access_token, `/Practitioner/${a.user.id}`)).status).toBe(403);
  });

  it('no id_token without openid; openid alone names no fhirUser; fhirUser without openid is refused', async () => {
    const plain = await standaloneLaunch(a.client, a.app.clientId, a.patient.id, { scope: 'launch/patient patient/Patient.rs' });
    expect(plain.token.id_token).toBeUndefined();
    expect((await fhirWith(plain.token.access_token, `/Practitioner/${a.user.id}`)).status).toBe(403);

    const openidOnly = await standaloneLaunch(a.client, a.app.clientId, a.patient.id, { scope: 'openid launch/patient patient/Patient.rs' });
    const { claims } = await verified(openidOnly.token.id_token!);
    expect(claims.fhirUser).toBeUndefined();
    expect(claims.nonce).toBeUndefined();
    expect(claims.sub).toBe(String(a.user.id));

    const back = await authorize(a.client, (await authorizeParams(a.app.clientId, { scope: 'fhirUser launch/patient patient/Patient.rs' })).params);
    expect(`${back.origin}${back.pathname}`).toBe(APP_REDIRECT);
    expect(back.searchParams.get('error')).toBe('invalid_scope');
    const longNonce = await authorize(a.client, (await authorizeParams(a.app.clientId, { scope: OPENID_SCOPES, nonce: 'x'.repeat(501) })).params);
    expect(longNonce.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('GET /fhir/R4/Practitioner/:id', () => {
  it('fhirUser reaches only the token’s own user; user/Practitioner.rs every member of the clinic; never another clinic’s user', async () => {
    const colleague = await clinicMember(a.client, {}, 'nurse');
    const self = await standaloneLaunch(a.client, a.app.clientId, a.patient.id, { scope: OPENID_SCOPES });
    const refused = await fhirWith(self.token.access_token, `/Practitioner/${colleague.user.id}`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('WWW-Authenticate')).toContain('insufficient_scope');

    const directory = await standaloneLaunch(a.client, a.app.clientId, a.patient.id, { scope: 'launch/patient patient/Patient.rs user/Practitioner.rs' });
    const read = await json<FhirResource & { name: { text: string }[] }>(fhirWith(directory.token.access_token, `/Practitioner/${colleague.user.id}`), 200);
    expect(read.name[0]!.text).toBe(colleague.user.name);
    // Another clinic's user, a patient's id, nonsense: not known here.
    for (const id of [b.user.id, 999_999_999, 'abc']) {
      expect((await fhirWith(directory.token.access_token, `/Practitioner/${id}`)).status, String(id)).toBe(404);
    }
    // The same for signed-in members (a session), who read their clinic's Practitioners as any FHIR reader.
    expect((await a.client.request(`/fhir/R4/Practitioner/${colleague.user.id}`)).status).toBe(200);
    expect((await b.client.request(`/fhir/R4/Practitioner/${a.user.id}`)).status).toBe(404);
    const notFound = await a.client.request(`/fhir/R4/Practitioner/${b.user.id}`);
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as { resourceType: string }).resourceType).toBe('OperationOutcome');

    // A member removed from the clinic stays readable (recorders stay named), no longer active.
    expect((await a.client.delete(`/api/clinic/members/${colleague.user.id}`)).status).toBe(200);
    expect(await json(fhirWith(directory.token.access_token, `/Practitioner/${colleague.user.id}`), 200)).toMatchObject({ active: false });
  });

  it('a front-desk member reads no Practitioner (no clinical role), as every FHIR read', async () => {
    const desk = await clinicMember(a.client, {}, 'front-desk');
    expect((await desk.client.request(`/fhir/R4/Practitioner/${a.user.id}`)).status).toBe(403);
  });
});
