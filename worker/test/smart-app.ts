import { expect } from 'vitest';
import { codeChallenge, newCodeVerifier } from '../smart-app/pkce';
import { cdsClaims, signCdsToken, type EhrKey } from './cds-client';
import { ORIGIN, TestClient } from './helpers';

// A third-party SMART app against MedAssist's authorization server, as tests drive it: register
// (an owner), authorize and consent (a signed-in user), exchange the code (the app, no cookie).

export const FHIR_BASE = `${ORIGIN}/fhir/R4`;
export const APP_REDIRECT = 'https://app.example.org/callback';

/** Registers an app for the owner's clinic; returns its id and client id. */
export async function registerApp(owner: TestClient, body: Record<string, unknown> = {}) {
  const res = await owner.post('/api/clinic/smart-apps', { name: 'Growth Chart', redirectUris: [APP_REDIRECT], scopes: 'launch/patient patient/Patient.rs patient/Observation.rs offline_access', ...body });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return JSON.parse(text) as { id: number; clientId: string };
}

/** An authorization request's parameters, with a fresh PKCE pair and state. */
export async function authorizeParams(clientId: string, overrides: Record<string, string | undefined> = {}) {
  const verifier = newCodeVerifier();
  const params: Record<string, string> = {
    response_type: 'code', client_id: clientId, redirect_uri: APP_REDIRECT, scope: 'launch/patient patient/Patient.rs patient/Observation.rs offline_access',
    state: crypto.randomUUID(), aud: FHIR_BASE, code_challenge: await codeChallenge(verifier), code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete params[k];
    else params[k] = v;
  }
  return { params, verifier };
}

/** GET /oauth/authorize as the user's browser: the 303's Location. */
export async function authorize(user: TestClient, params: Record<string, string>): Promise<URL> {
  const res = await user.request(`/oauth/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('Location')!, ORIGIN);
}

/** The user approves (or declines) on the consent page: the URL the browser is sent back to the app with. */
export async function consent(user: TestClient, params: Record<string, string>, answer: { approve?: boolean; patientId?: number } = {}): Promise<URL> {
  const res = await user.post('/api/oauth/consent', { request: params, approve: answer.approve ?? true, ...(answer.patientId !== undefined ? { patientId: answer.patientId } : {}) });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return new URL((JSON.parse(text) as { redirectTo: string }).redirectTo);
}

/** A form POST to an OAuth endpoint from the app (no cookie). */
export function oauthPost(path: '/oauth/token' | '/oauth/revoke', form: Record<string, string>) {
  return new TestClient().request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
}

export interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  patient?: string;
  refresh_token?: string;
  id_token?: string;
}

/** The whole standalone launch: authorize, consent with `patientId`, exchange the code. */
export async function standaloneLaunch(user: TestClient, clientId: string, patientId: number, overrides: Record<string, string | undefined> = {}) {
  const { params, verifier } = await authorizeParams(clientId, overrides);
  const back = await consent(user, params, { patientId });
  const code = back.searchParams.get('code')!;
  const res = await oauthPost('/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: params.redirect_uri!, code_verifier: verifier, client_id: clientId });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return { token: JSON.parse(text) as TokenAnswer, code, verifier, params };
}

/** A FHIR read with a bearer token (no cookie). */
export function fhirWith(token: string, path: string) {
  return new TestClient().request(`/fhir/R4${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

/** A private_key_jwt client assertion for the token endpoint (SMART Backend Services). */
export function clientAssertion(key: EhrKey, clientId: string, overrides: Record<string, unknown> = {}) {
  return signCdsToken(key, cdsClaims(clientId, clientId, `${ORIGIN}/oauth/token`, overrides, 240));
}
