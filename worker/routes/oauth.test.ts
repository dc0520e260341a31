import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FhirResource } from '../../core/fhir/export-resources';
import type { Patient } from '../../core/schemas/patients';
import { SNOMED_CT, LOINC } from '../../core/schemas/coding';
import { ehrKey, type EhrKey } from '../test/cds-client';
import { clinicMember, json, signedInDoctor, TestClient } from '../test/helpers';
import { APP_REDIRECT, authorize, authorizeParams, clientAssertion, consent, FHIR_BASE, fhirWith, oauthPost, registerApp, standaloneLaunch, type TokenAnswer } from '../test/smart-app';

// MedAssist as a SMART authorization server (issue 38, DESIGN.md §9 "SMART server"): a standalone
// launch end to end, the EHR launch from the chart, and every refusal the issue lists, against
// real D1/KV.

type Bundle = FhirResource & { total?: number; entry?: { resource: FhirResource }[] };

async function clinic() {
  const doctor = await signedInDoctor();
  const patient = await json<Patient>(doctor.client.post('/api/patients', { fullName: 'Ana Rivera', birthDate: '1970-03-04', sex: 'female' }), 201);
  const other = await json<Patient>(doctor.client.post('/api/patients', { fullName: 'Boris Smith', birthDate: '1985-12-31', sex: 'male' }), 201);
  await json(doctor.client.post(`/api/patients/${patient.id}/problems`, { codings: [{ system: SNOMED_CT, code: '44054006', display: 'Diabetes mellitus type 2' }], onsetDate: '2019-03' }), 201);
  await json(doctor.client.post(`/api/patients/${patient.id}/observations`, { category: 'laboratory', codings: [{ system: LOINC, code: '2823-3', display: 'Potassium' }], valueNumber: 4.2, unit: 'mmol/L', effectiveAt: '2026-11-21T08:00:00Z' }), 201);
  await json(doctor.client.post(`/api/patients/${other.id}/observations`, { category: 'laboratory', codings: [{ system: LOINC, code: '2823-3', display: 'Potassium' }], valueNumber: 5.0, unit: 'mmol/L', effectiveAt: '2026-11-21T08:00:00Z' }), 201);
  const app = await registerApp(doctor.client);
  return { ...doctor, patient, other, app };
}

const errorOf = async (res: Response) => ({ status: res.status, body: (await res.json()) as { error: string; error_description?: string } });

let a: Awaited<ReturnType<typeof clinic>>;
let b: Awaited<ReturnType<typeof clinic>>;
beforeAll(async () => {
  a = await clinic();
  b = await clinic();
}, 120_000);

describe('discovery', () => {
  it('publishes the smart-configuration with what is really offered, for any origin', async () => {
    const res = await new TestClient().request('/fhir/R4/.well-known/smart-configuration', { headers: { Origin: 'https://app.example.org', 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const config = (await res.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      authorization_endpoint: 'https://medassist.test/oauth/authorize', token_endpoint: 'https://medassist.test/oauth/token', revocation_endpoint: 'https://medassist.test/oauth/revoke',
      code_challenge_methods_supported: ['S256'], grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
    });
    expect(config.capabilities).toEqual(expect.arrayContaining(['launch-ehr', 'launch-standalone', 'client-public', 'permission-v2', 'context-standalone-patient']));
    // id_tokens: worker/routes/oauth-id-token.test.ts.
    expect(config.capabilities).toContain('sso-openid-connect');
    expect(config.capabilities).not.toContain('permission-online');
  });
});

describe('a standalone launch', () => {
  it('authorize → consent (a patient picked) → token → reads of that patient only, audited with the app and the user', async () => {
    const { params, verifier } = await authorizeParams(a.app.clientId);
    const page = await authorize(a.client, params);
    expect(page.pathname).toBe('/authorize-app');
    expect(Object.fromEntries(page.searchParams)).toEqual(params);
    const ask = await json<{ kind: string; app: { name: string }; scopes: string[]; needsPatient: boolean }>(a.client.get(`/api/oauth/consent?${new URLSearchParams(params)}`), 200);
    expect(ask).toMatchObject({ kind: 'ask', app: { name: 'Growth Chart', clientType: 'public', redirectOrigin: 'https://app.example.org' }, needsPatient: true, launchPatient: null });
    expect((await a.client.post('/api/oauth/consent', { request: params, approve: true })).status).toBe(400); // no patient picked

    const back = await consent(a.client, params, { patientId: a.patient.id });
    expect(`${back.origin}${back.pathname}`).toBe(APP_REDIRECT);
    expect(back.searchParams.get('state')).toBe(params.state);
    const res = await oauthPost('/oauth/token', { grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: APP_REDIRECT, code_verifier: verifier, client_id: a.app.clientId });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const token = await json<TokenAnswer>(res, 200);
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: params.scope, patient: String(a.patient.id) });
    expect(token.refresh_token).toMatch(/^msrt_/);

    const patient = await json<FhirResource>(fhirWith(token.access_token, `/Patient/${a.patient.id}`), 200);
    expect(patient.id).toBe(String(a.patient.id));
    // Another patient of the same clinic: outside the token's compartment.
    expect((await fhirWith(token.access_token, `/Patient/${a.other.id}`)).status).toBe(403);
    expect((await fhirWith(token.access_token, `/Observation?patient=${a.other.id}`)).status).toBe(403);
    const search = await json<Bundle>(fhirWith(token.access_token, '/Patient'), 200);
    expect(search.entry?.map((e) => e.resource.id)).toEqual([String(a.patient.id)]);
    const observations = await json<Bundle>(fhirWith(token.access_token, `/Observation?patient=${a.patient.id}`), 200);
    expect(observations.entry).toHaveLength(1);
    // $everything carries only the types the scopes read: no Condition.
    const everything = await json<Bundle>(fhirWith(token.access_token, `/Patient/${a.patient.id}/$everything`), 200);
    expect([...new Set(everything.entry?.map((e) => e.resource.resourceType))].sort()).toEqual(['Observation', 'Patient']);
    expect(everything.total).toBe(everything.entry?.length);

    const audit = await env.DB.prepare("SELECT user_id AS userId, patient_id AS patientId, detail FROM audit_events WHERE clinic_id = ? AND detail LIKE '%smartApp%' ORDER BY id").bind(a.user.clinicId).all<{ userId: number; patientId: number | null; detail: string }>();
    expect(audit.results.length).toBeGreaterThanOrEqual(4);
    expect(audit.results[0]).toMatchObject({ userId: a.user.id, patientId: a.patient.id });
    expect(JSON.parse(audit.results[0]!.detail)).toMatchObject({ api: 'fhir', smartApp: a.app.id, smartAppName: 'Growth Chart' });
    // The owner sees the app's activity in its row.
    const apps = await json<{ id: number; activity: { reads: number; lastUser: string | null } }[]>(a.client.get('/api/clinic/smart-apps'), 200);
    expect(apps.find((x) => x.id === a.app.id)!.activity).toMatchObject({ reads: audit.results.length, lastUser: a.user.name });
  });

  it('an app on another origin reads with its token (CORS, no cookie); a cookie from another site is still refused', async () => {
    const { token } = await standaloneLaunch(a.client, a.app.clientId, a.patient.id);
    const preflight = await new TestClient().request(`/fhir/R4/Patient/${a.patient.id}`, { method: 'OPTIONS', headers: { Origin: 'https://app.example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
    const read = await new TestClient().request(`/fhir/R4/Patient/${a.patient.id}`, { headers: { Authorization: `Bearer ${token.access_token}`, Origin: 'https://app.example.org', 'Sec-Fetch-Site': 'cross-site' } });
    expect(read.status).toBe(200);
    expect(read.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(read.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    const byCookie = await a.client.request(`/fhir/R4/Patient/${a.patient.id}`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(byCookie.status).toBe(403);
    expect(byCookie.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('a declined consent sends the user back with error=access_denied and no code', async () => {
    const { params } = await authorizeParams(a.app.clientId);
    const back = await consent(a.client, params, { approve: false });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(params.state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('a refresh token rotates: the new one works, the old one reused ends the whole grant', async () => {
    const { token } = await standaloneLaunch(a.client, a.app.clientId, a.patient.id);
    const next = await json<TokenAnswer>(oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: token.refresh_token!, client_id: a.app.clientId }), 200);
    expect(next.refresh_token).not.toBe(token.refresh_token);
    expect(next.patient).toBe(String(a.patient.id));
    expect((await fhirWith(next.access_token, `/Patient/${a.patient.id}`)).status).toBe(200);
    const replay = await errorOf(await oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: token.refresh_token!, client_id: a.app.clientId }));
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await fhirWith(next.access_token, `/Patient/${a.patient.id}`)).status).toBe(401);
    expect((await oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: next.refresh_token!, client_id: a.app.clientId })).status).toBe(400);
  });

  it('a public app may refresh without client_id, as SMART allows and fhirclient does: the refresh token names the app', async () => {
    const { token } = await standaloneLaunch(a.client, a.app.clientId, a.patient.id);
    const next = await json<TokenAnswer>(oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: token.refresh_token! }), 200);
    expect((await fhirWith(next.access_token, `/Patient/${a.patient.id}`)).status).toBe(200);
    // Spent, it is refused (and ends the grant) as with client_id; another app's client_id cannot spend the new one.
    expect((await errorOf(await oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: token.refresh_token! }))).body.error).toBe('invalid_grant');
    expect((await fhirWith(next.access_token, `/Patient/${a.patient.id}`)).status).toBe(401);
    const fresh = await standaloneLaunch(a.client, a.app.clientId, a.patient.id);
    expect((await errorOf(await oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: fresh.token.refresh_token!, client_id: b.app.clientId }))).body.error).toBe('invalid_grant');
    // Without client_id an unknown refresh token names no app.
    expect((await oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: 'msrt_unknown' })).status).toBe(401);
  });

  it('no refresh token without offline_access; a refresh never widens the scope', async () => {
    const { token } = await standaloneLaunch(a.client, a.app.clientId, a.patient.id, { scope: 'launch/patient patient/Patient.rs' });
    expect(token.refresh_token).toBeUndefined();
    const full = await standaloneLaunch(a.client, a.app.clientId, a.patient.id, { scope: 'launch/patient patient/Patient.rs offline_access' });
    const wider = await errorOf(await oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: full.token.refresh_token!, client_id: a.app.clientId, scope: 'patient/Patient.rs patient/Observation.rs' }));
    expect(wider.body.error).toBe('invalid_scope');
  });

  it('an app may ask for less than it registered, and a refresh for less than the grant: a narrower type or permission, never another context', async () => {
    const app = await registerApp(a.client, { scopes: 'launch/patient offline_access patient/*.rs' });
    const scope = 'launch/patient offline_access patient/Observation.rs patient/Patient.r';
    const { token } = await standaloneLaunch(a.client, app.clientId, a.patient.id, { scope });
    expect(token.scope).toBe(scope);
    expect((await fhirWith(token.access_token, `/Patient/${a.patient.id}`)).status).toBe(200);
    expect((await fhirWith(token.access_token, '/Patient?name=Ana')).status).toBe(403);
    expect((await fhirWith(token.access_token, `/Observation?patient=${a.patient.id}`)).status).toBe(200);
    const narrower = await json<TokenAnswer>(oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: token.refresh_token!, client_id: app.clientId, scope: 'patient/Observation.s' }), 200);
    expect(narrower.scope).toBe('patient/Observation.s');
    expect((await fhirWith(narrower.access_token, `/Patient/${a.patient.id}`)).status).toBe(403);
    expect((await fhirWith(narrower.access_token, `/Observation?patient=${a.patient.id}`)).status).toBe(200);
    const { params } = await authorizeParams(app.clientId, { scope: 'launch/patient user/Observation.rs' });
    expect((await authorize(a.client, params)).searchParams.get('error')).toBe('invalid_scope');
  });
});

describe('refusals', () => {
  it('authorize: an unknown client or an unregistered redirect URI is a page of MedAssist, never a redirect to it', async () => {
    const unknown = await authorize(a.client, (await authorizeParams('msapp_nope')).params);
    expect(`${unknown.pathname}${unknown.search}`).toBe('/authorize-app?problem=client');
    const evil = await authorize(a.client, (await authorizeParams(a.app.clientId, { redirect_uri: 'https://evil.example.org/callback' })).params);
    expect(`${evil.pathname}${evil.search}`).toBe('/authorize-app?problem=redirect');
    // Exact match: a prefix or an added query is another URI.
    const longer = await authorize(a.client, (await authorizeParams(a.app.clientId, { redirect_uri: `${APP_REDIRECT}?x=1` })).params);
    expect(longer.searchParams.get('problem')).toBe('redirect');
  });

  it('authorize: with a good redirect URI, OAuth errors go back to the app with the state', async () => {
    const cases: [Record<string, string | undefined>, string][] = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: undefined }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ aud: 'https://other.example.org/fhir' }, 'invalid_request'],
      [{ scope: 'patient/Patient.rs user/Patient.rs' }, 'invalid_scope'],
      [{ scope: 'patient/Condition.rs' }, 'invalid_scope'],
    ];
    for (const [overrides, error] of cases) {
      const { params } = await authorizeParams(a.app.clientId, overrides);
      const back = await authorize(a.client, params);
      expect(`${back.origin}${back.pathname}`, JSON.stringify(overrides)).toBe(APP_REDIRECT);
      expect(back.searchParams.get('error'), JSON.stringify(overrides)).toBe(error);
      expect(back.searchParams.get('state')).toBe(params.state);
    }
  });

  it('authorize: a signed-out user signs in first; a user of another clinic cannot consent for this clinic’s app', async () => {
    const { params } = await authorizeParams(a.app.clientId);
    const login = await authorize(new TestClient(), params);
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('after')).toBe('authorize');
    expect(Object.fromEntries(new URLSearchParams(login.searchParams.get('authorize')!))).toEqual(params);
    const other = await authorize(b.client, params);
    expect(`${other.pathname}${other.search}`).toBe('/authorize-app?problem=other-clinic');
    expect((await b.client.post('/api/oauth/consent', { request: params, approve: true, patientId: b.patient.id })).status).toBe(400);
  });

  it('a front-desk member cannot authorize an app (their role reads no clinical data)', async () => {
    const desk = await clinicMember(a.client, {}, 'front-desk');
    const { params } = await authorizeParams(a.app.clientId);
    expect((await authorize(desk.client, params)).searchParams.get('problem')).toBe('role');
    expect((await desk.client.post('/api/oauth/consent', { request: params, approve: true, patientId: a.patient.id })).status).toBe(403);
  });

  it('token: a wrong verifier, a reused code (which ends the tokens it gave), a wrong redirect URI, another app’s code', async () => {
    const { params, verifier } = await authorizeParams(a.app.clientId);
    const code = (await consent(a.client, params, { patientId: a.patient.id })).searchParams.get('code')!;
    const exchange = (overrides: Record<string, string>) => oauthPost('/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: APP_REDIRECT, code_verifier: verifier, client_id: a.app.clientId, ...overrides });
    // Another app (b's) cannot spend a's code.
    expect((await errorOf(await exchange({ client_id: b.app.clientId }))).body.error).toBe('invalid_grant');
    const first = await json<TokenAnswer>(exchange({}), 200);
    const reused = await errorOf(await exchange({}));
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await fhirWith(first.access_token, `/Patient/${a.patient.id}`)).status).toBe(401);

    const wrongVerifier = await authorizeParams(a.app.clientId);
    const code2 = (await consent(a.client, wrongVerifier.params, { patientId: a.patient.id })).searchParams.get('code')!;
    const bad = await errorOf(await oauthPost('/oauth/token', { grant_type: 'authorization_code', code: code2, redirect_uri: APP_REDIRECT, code_verifier: (await authorizeParams(a.app.clientId)).verifier, client_id: a.app.clientId }));
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'code_verifier does not match the code_challenge.' } });

    const wrongRedirect = await authorizeParams(a.app.clientId);
    const code3 = (await consent(a.client, wrongRedirect.params, { patientId: a.patient.id })).searchParams.get('code')!;
    expect((await errorOf(await oauthPost('/oauth/token', { grant_type: 'authorization_code', code: code3, redirect_uri: 'https://app.example.org/other', code_verifier: wrongRedirect.verifier, client_id: a.app.clientId }))).body.error).toBe('invalid_grant');

    expect((await errorOf(await oauthPost('/oauth/token', { grant_type: 'password', client_id: a.app.clientId }))).body.error).toBe('unsupported_grant_type');
    expect((await errorOf(await oauthPost('/oauth/token', { grant_type: 'authorization_code', client_id: 'msapp_unknown' }))).status).toBe(401);
  });

  it('a token reads only what its scopes grant, and never another clinic', async () => {
    const { token } = await standaloneLaunch(a.client, a.app.clientId, a.patient.id, { scope: 'launch/patient patient/Patient.rs' });
    const outside = await fhirWith(token.access_token, `/Observation?patient=${a.patient.id}`);
    expect(outside.status).toBe(403);
    expect(outside.headers.get('WWW-Authenticate')).toContain('insufficient_scope');
    // Another clinic's patient is not found, as for any reader of this clinic.
    expect((await fhirWith(token.access_token, `/Patient/${b.patient.id}`)).status).toBe(404);
    const search = await json<Bundle>(fhirWith(token.access_token, `/Patient?name=${encodeURIComponent('Ana')}`), 200);
    expect(search.entry?.map((e) => e.resource.id)).toEqual([String(a.patient.id)]);
  });

  it('user/ scopes reach every patient the user may read; the user’s role is re-checked on every read', async () => {
    const owner = await signedInDoctor();
    const patient = await json<Patient>(owner.client.post('/api/patients', { fullName: 'Carla Diaz', birthDate: '1960-01-01', sex: 'female' }), 201);
    const nurse = await clinicMember(owner.client, {}, 'nurse');
    const app = await registerApp(owner.client, { scopes: 'user/Patient.rs user/Observation.rs' });
    const { token } = await standaloneLaunch(nurse.client, app.clientId, patient.id, { scope: 'user/Patient.rs' });
    expect(token.patient).toBeUndefined();
    expect((await fhirWith(token.access_token, `/Patient/${patient.id}`)).status).toBe(200);
    expect((await owner.client.patch(`/api/clinic/members/${nurse.user.id}`, { role: 'front-desk' })).status).toBe(200);
    expect((await fhirWith(token.access_token, `/Patient/${patient.id}`)).status).toBe(403);
    expect((await owner.client.patch(`/api/clinic/members/${nurse.user.id}`, { role: 'nurse' })).status).toBe(200);
    expect((await fhirWith(token.access_token, `/Patient/${patient.id}`)).status).toBe(200);
  });

  it('revoked (RFC 7009), expired, and a disabled or deleted app’s tokens are refused', async () => {
    const revoked = await standaloneLaunch(a.client, a.app.clientId, a.patient.id);
    expect((await oauthPost('/oauth/revoke', { token: revoked.token.refresh_token!, client_id: a.app.clientId })).status).toBe(200);
    expect((await fhirWith(revoked.token.access_token, `/Patient/${a.patient.id}`)).status).toBe(401);
    // Unknown tokens are answered 200 too.
    expect((await oauthPost('/oauth/revoke', { token: 'msat_unknown', client_id: a.app.clientId })).status).toBe(200);

    const expired = await standaloneLaunch(a.client, a.app.clientId, a.patient.id);
    await env.DB.prepare("UPDATE oauth_tokens SET expires_at = ? WHERE kind = 'access' AND grant_id = (SELECT grant_id FROM oauth_tokens WHERE created_at = (SELECT max(created_at) FROM oauth_tokens WHERE kind = 'access' AND app_id = ?) AND app_id = ?)").bind(Date.now() - 1000, a.app.id, a.app.id).run();
    const refused = await fhirWith(expired.token.access_token, `/Patient/${a.patient.id}`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('WWW-Authenticate')).toContain('invalid_token');

    const owner = await signedInDoctor();
    const patient = await json<Patient>(owner.client.post('/api/patients', { fullName: 'Dora Eck', birthDate: '1950-05-05', sex: 'female' }), 201);
    const app = await registerApp(owner.client);
    const live = await standaloneLaunch(owner.client, app.clientId, patient.id);
    expect((await owner.client.patch(`/api/clinic/smart-apps/${app.id}`, { disabled: true })).status).toBe(200);
    expect((await fhirWith(live.token.access_token, `/Patient/${patient.id}`)).status).toBe(401);
    expect((await oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: live.token.refresh_token!, client_id: app.clientId })).status).toBe(401);
    expect((await oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: live.token.refresh_token! })).status).toBe(401);
    const { params } = await authorizeParams(app.clientId);
    expect((await authorize(owner.client, params)).searchParams.get('problem')).toBe('disabled');
    // Enabled again: the ended tokens stay ended; a new launch works.
    expect((await owner.client.patch(`/api/clinic/smart-apps/${app.id}`, { disabled: false })).status).toBe(200);
    expect((await oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: live.token.refresh_token!, client_id: app.clientId })).status).toBe(400);
    const again = await standaloneLaunch(owner.client, app.clientId, patient.id);
    expect((await owner.client.delete(`/api/clinic/smart-apps/${app.id}`)).status).toBe(200);
    expect((await fhirWith(again.token.access_token, `/Patient/${patient.id}`)).status).toBe(401);
    expect((await authorize(owner.client, params)).searchParams.get('problem')).toBe('client');
  });
});

describe('an EHR launch from the chart', () => {
  it('"Launch app" makes an opaque launch bound to the patient; the token carries that patient; the launch is used once', async () => {
    const owner = await signedInDoctor();
    const patient = await json<Patient>(owner.client.post('/api/patients', { fullName: 'Emil Frey', birthDate: '1940-02-02', sex: 'male' }), 201);
    const app = await registerApp(owner.client, { scopes: 'launch patient/Patient.rs', launchUrl: 'https://app.example.org/launch' });
    expect(await json(owner.client.get('/api/oauth/apps'), 200)).toEqual([{ id: app.id, name: 'Growth Chart' }]);
    const { url } = await json<{ url: string }>(owner.client.post(`/api/oauth/apps/${app.id}/launch`, { patientId: patient.id }), 201);
    const launchUrl = new URL(url);
    expect(`${launchUrl.origin}${launchUrl.pathname}`).toBe('https://app.example.org/launch');
    expect(launchUrl.searchParams.get('iss')).toBe(FHIR_BASE);
    const launch = launchUrl.searchParams.get('launch')!;
    expect(launch).toMatch(/^msl_/);

    const { params, verifier } = await authorizeParams(app.clientId, { scope: 'launch patient/Patient.rs', launch });
    expect((await authorize(owner.client, params)).pathname).toBe('/authorize-app');
    const ask = await json<{ launchPatient: { id: number; name: string } | null; needsPatient: boolean }>(owner.client.get(`/api/oauth/consent?${new URLSearchParams(params)}`), 200);
    expect(ask).toMatchObject({ launchPatient: { id: patient.id, name: 'Emil Frey' }, needsPatient: false });
    const code = (await consent(owner.client, params)).searchParams.get('code')!;
    const token = await json<TokenAnswer>(oauthPost('/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: APP_REDIRECT, code_verifier: verifier, client_id: app.clientId }), 200);
    expect(token.patient).toBe(String(patient.id));
    expect((await fhirWith(token.access_token, `/Patient/${patient.id}`)).status).toBe(200);
    const again = await consent(owner.client, (await authorizeParams(app.clientId, { scope: 'launch patient/Patient.rs', launch })).params);
    expect(again.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('a backend service (client_credentials with private_key_jwt)', () => {
  let key: EhrKey;
  beforeAll(async () => {
    key = await ehrKey('ES384');
  });

  it('a signed assertion gets a system token that reads the clinic; a replayed or badly signed assertion is refused', async () => {
    const app = await registerApp(a.client, { name: 'Registry export', redirectUris: ['https://registry.example.org/cb'], scopes: 'system/Patient.rs system/Observation.rs', jwks: { keys: [key.publicJwk] } });
    const assertion = await clientAssertion(key, app.clientId);
    const form = { grant_type: 'client_credentials', scope: 'system/Patient.rs', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: assertion };
    const token = await json<TokenAnswer>(oauthPost('/oauth/token', form), 200);
    expect(token).toMatchObject({ scope: 'system/Patient.rs', expires_in: 900 });
    expect(token.refresh_token).toBeUndefined();
    expect((await fhirWith(token.access_token, `/Patient/${a.other.id}`)).status).toBe(200);
    expect((await fhirWith(token.access_token, `/Patient/${b.patient.id}`)).status).toBe(404);
    expect((await fhirWith(token.access_token, `/Observation?patient=${a.patient.id}`)).status).toBe(403);
    expect((await oauthPost('/oauth/token', form)).status).toBe(401); // the same jti again

    const stranger = await ehrKey('ES384', key.kid);
    expect((await oauthPost('/oauth/token', { ...form, client_assertion: await clientAssertion(stranger, app.clientId) })).status).toBe(401);
    // Without an assertion a confidential app is not authenticated, whatever it claims.
    expect((await oauthPost('/oauth/token', { grant_type: 'client_credentials', scope: 'system/Patient.rs', client_id: app.clientId })).status).toBe(401);
    const wide = await errorOf(await oauthPost('/oauth/token', { ...form, client_assertion: await clientAssertion(key, app.clientId), scope: 'system/Condition.rs' }));
    expect(wide.body.error).toBe('invalid_scope');
    // A public app cannot use client_credentials.
    expect((await errorOf(await oauthPost('/oauth/token', { grant_type: 'client_credentials', scope: 'system/Patient.rs', client_id: a.app.clientId }))).body.error).toBe('unauthorized_client');
  });
});
