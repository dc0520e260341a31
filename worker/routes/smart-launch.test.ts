import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { toBase64Url } from '../../core/web-push/base64url';
import type { SmartRecordView } from '../../core/schemas/smart-launch';
import { clinicMember, json, ORIGIN, signedInDoctor, TestClient } from '../test/helpers';
import { SMART_LAUNCH_EXPIRED } from './smart-launches';
import { startStandInEhr } from '../test/smart-ehr';
import { launch, launchIdOf, registerEhr, visit } from '../test/smart-launch-client';

// SMART App Launch 2.2 from an EHR (issue 37, DESIGN.md §9 "SMART app") against a stand-in EHR on
// http://localhost (worker/test/smart-ehr.ts): the test plays the browser between the two sites.

let ehr: ReturnType<typeof startStandInEhr> | undefined;
afterEach(() => ehr?.stop());

const sha256 = async (text: string) => toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));

const launchRows = (clinicId: number) =>
  env.DB.prepare('SELECT id, status, kind, patient_id AS patientId, fhir_user AS fhirUser, sealed, granted_scope AS scope FROM smart_launches WHERE clinic_id = ? ORDER BY id')
    .bind(clinicId).all<{ id: number; status: string; kind: string; patientId: string | null; fhirUser: string | null; sealed: string; scope: string | null }>().then((r) => r.results);
const launchAudits = (clinicId: number) =>
  env.DB.prepare("SELECT user_id AS userId, entity_id AS entityId, detail FROM audit_events WHERE clinic_id = ? AND action = 'smart_launch' ORDER BY id")
    .bind(clinicId).all<{ userId: number; entityId: number; detail: string }>().then((r) => r.results.map((a) => ({ ...a, detail: JSON.parse(a.detail) as Record<string, unknown> })));

describe('EHR launch', () => {
  it('sends the browser to the EHR with PKCE S256, state, v2 scopes and the launch, exchanges the code on the server and opens the workspace', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    const connectionId = await registerEhr(owner.client, ehr);
    const chart = ehr.openChart('brant');

    const { authorize, done } = await launch(owner.client, ehr, chart.launch);
    const p = authorize.searchParams;
    expect(Object.fromEntries(p)).toMatchObject({ response_type: 'code', client_id: ehr.clientId, redirect_uri: `${ORIGIN}/smart/callback`, aud: ehr.iss, launch: chart.launch, code_challenge_method: 'S256' });
    expect(p.get('scope')!.split(' ')).toEqual(['launch', 'openid', 'fhirUser', 'patient/Patient.rs', 'patient/Condition.rs', 'patient/MedicationRequest.rs', 'patient/AllergyIntolerance.rs', 'patient/Observation.rs']);
    expect(p.get('state')!.length).toBeGreaterThanOrEqual(32);
    // The verifier went only to the token endpoint, from the server, and hashes to the challenge.
    const exchange = ehr.tokenRequests[0]!;
    expect(exchange.get('code_verifier')!.length).toBeGreaterThanOrEqual(43);
    expect(await sha256(exchange.get('code_verifier')!)).toBe(p.get('code_challenge'));
    expect(exchange.get('client_secret')).toBeNull();

    const [row] = await launchRows(owner.user.clinicId);
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe(`/smart/patient?launch=${row!.id}&iss=${encodeURIComponent(ehr.iss)}`);
    expect(row).toMatchObject({ status: 'active', kind: 'ehr', patientId: chart.patientId, fhirUser: `${ehr.iss}/Practitioner/dr-1` });
    // The access token is nowhere in D1 in the clear, nor in what the browser got.
    const [accessToken] = ehr.issuedTokens;
    const rowsHolding = await env.DB.prepare("SELECT count(*) AS n FROM smart_launches WHERE sealed || coalesce(granted_scope, '') || coalesce(fhir_user, '') LIKE ?").bind(`%${accessToken}%`).first<{ n: number }>();
    expect(rowsHolding!.n).toBe(0);
    expect(`${done.headers.get('Location')} ${done.headers.getSetCookie().join(';')} ${await done.text()}`).not.toContain(accessToken);
    expect(await launchAudits(owner.user.clinicId)).toEqual([
      { userId: owner.user.id, entityId: connectionId, detail: { launch: row!.id, kind: 'ehr', outcome: 'opened', ehrPatientId: chart.patientId } },
    ]);
  });

  it('asks v1 `.read` scopes of an EHR that offers no v2', async () => {
    ehr = startStandInEhr({ scopes: 'v1' });
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const { authorize, done } = await launch(owner.client, ehr, ehr.openChart('elsa').launch);
    expect(authorize.searchParams.get('scope')!.split(' ').filter((s) => s.startsWith('patient/'))).toEqual([
      'patient/Patient.read', 'patient/Condition.read', 'patient/MedicationRequest.read', 'patient/AllergyIntolerance.read', 'patient/Observation.read',
    ]);
    expect(done.headers.get('Location')).toMatch(/^\/smart\/patient\?launch=\d+&iss=[^&]+$/);
  });
});

describe('standalone launch', () => {
  it('asks launch/patient without a launch parameter and opens the patient the EHR chose', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const chart = ehr.openChart('mao');
    const { authorize, done } = await launch(owner.client, ehr);
    expect(authorize.searchParams.get('launch')).toBeNull();
    expect(authorize.searchParams.get('scope')!.split(' ')[0]).toBe('launch/patient');
    expect(done.headers.get('Location')).toMatch(/^\/smart\/patient\?launch=\d+&iss=[^&]+$/);
    expect((await launchRows(owner.user.clinicId))[0]).toMatchObject({ status: 'active', kind: 'standalone', patientId: chart.patientId });
  });
});

describe('a launch that must not go on', () => {
  it('never contacts an iss the clinic did not register (nor one another clinic registered): a clear page', async () => {
    ehr = startStandInEhr();
    const other = await signedInDoctor();
    await registerEhr(other.client, ehr);
    const owner = await signedInDoctor();
    const before = ehr.requested.length;
    const res = await visit(owner.client, `/smart/launch?iss=${encodeURIComponent(ehr.iss)}&launch=x`);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/smart/problem?reason=unregistered');
    const elsewhere = await visit(owner.client, `/smart/launch?iss=${encodeURIComponent('https://ehr.example.org/fhir')}`);
    expect(elsewhere.headers.get('Location')).toBe('/smart/problem?reason=unregistered');
    expect(ehr.requested.length).toBe(before);
    expect(await launchRows(owner.user.clinicId)).toEqual([]);
  });

  it('refuses a callback whose state is wrong, or another session’s, without exchanging the code', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const start = await visit(owner.client, `/smart/launch?iss=${encodeURIComponent(ehr.iss)}&launch=${ehr.openChart('brant').launch}`);
    const answered = await fetch(start.headers.get('Location')!, { redirect: 'manual' });
    const callback = new URL(answered.headers.get('Location')!);
    const state = callback.searchParams.get('state')!;

    callback.searchParams.set('state', `${state}x`);
    const wrong = await visit(owner.client, callback.pathname + callback.search);
    expect(wrong.headers.get('Location')).toBe('/smart/problem?reason=unknown-state');
    // A colleague's browser carrying the right state is not the session that started the launch.
    const colleague = await clinicMember(owner.client);
    callback.searchParams.set('state', state);
    const stolen = await visit(colleague.client, callback.pathname + callback.search);
    expect(stolen.headers.get('Location')).toBe('/smart/problem?reason=unknown-state');
    expect(ehr.tokenRequests).toEqual([]);
    expect((await launchRows(owner.user.clinicId))[0]!.status).toBe('pending');
    // The right session with the right state still completes.
    const done = await visit(owner.client, callback.pathname + callback.search);
    expect(done.headers.get('Location')).toMatch(/^\/smart\/patient\?launch=\d+&iss=[^&]+$/);
  });

  it('ends on a clear page when the user refuses consent at the EHR, and audits it', async () => {
    ehr = startStandInEhr({ consent: 'refuse' });
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const { done } = await launch(owner.client, ehr, ehr.openChart('christin').launch);
    expect(done.headers.get('Location')).toBe('/smart/problem?reason=refused');
    expect(ehr.tokenRequests).toEqual([]);
    expect((await launchRows(owner.user.clinicId))[0]!.status).toBe('refused');
    expect((await launchAudits(owner.user.clinicId))[0]!.detail).toMatchObject({ kind: 'ehr', outcome: 'refused: access_denied', ehrPatientId: null });
  });

  it('sends a signed-out visitor to sign in and resumes the launch from server-side state afterwards', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const chart = ehr.openChart('elvina');
    const visitor = new TestClient();
    const res = await visit(visitor, `/smart/launch?iss=${encodeURIComponent(ehr.iss)}&launch=${chart.launch}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/login?after=smart-launch');
    const resume = /smart_resume=([^;]+)/.exec(res.headers.getSetCookie().join(';'))![1]!;
    expect(res.headers.getSetCookie().join(';')).toMatch(/Path=\/smart; HttpOnly; Secure; SameSite=Lax/);
    expect(ehr.requested).toEqual([]);

    await owner.client.post('/api/logout');
    expect((await owner.client.post('/api/login', { username: owner.user.username, password: owner.password })).status).toBe(200);
    const resumed = await owner.client.request('/smart/launch', { redirect: 'manual', headers: { Cookie: `${owner.client.cookie}; smart_resume=${resume}` } });
    const authorize = new URL(resumed.headers.get('Location')!);
    expect(authorize.origin).toBe(ehr.origin);
    expect(authorize.searchParams.get('launch')).toBe(chart.launch);
    // Taken once: the same cookie again resumes nothing.
    const again = await owner.client.request('/smart/launch', { redirect: 'manual', headers: { Cookie: `${owner.client.cookie}; smart_resume=${resume}` } });
    expect(again.headers.get('Location')).toBe('/smart/problem?reason=no-iss');
  });

  it('does not open the workspace for a member without clinical reading rights', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const desk = await clinicMember(owner.client, {}, 'front-desk');
    const res = await visit(desk.client, `/smart/launch?iss=${encodeURIComponent(ehr.iss)}`);
    expect(res.headers.get('Location')).toBe('/smart/problem?reason=role');
    expect(ehr.requested).toEqual([]);
  });
});

describe('the launch’s record, read live from the EHR', () => {
  it('reads the patient, active medications, allergies, conditions and observations with the sealed token, audited per read', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    const connectionId = await registerEhr(owner.client, ehr);
    const chart = ehr.openChart('brant');
    const { done } = await launch(owner.client, ehr, chart.launch);
    const record = await json<SmartRecordView>(owner.client.get(`/smart/api/launches/${launchIdOf(done)}`), 200);
    expect(record).toMatchObject({ ehr: 'Stand-in EHR', ehrPatientId: chart.patientId, notFetched: {} });
    expect(record.data.patient).toMatchObject({ resourceType: 'Patient', id: chart.patientId });
    expect(record.data.medications).toMatchObject({ resourceType: 'Bundle' });
    // The checks ran on what the EHR answered: nothing is named as not sent or not fetched.
    expect(record.checks.every((check) => ['critical', 'warning', 'info'].includes(check.indicator))).toBe(true);
    expect(record.checks.map((check) => `${check.summary} ${check.detail ?? ''}`).join(' ')).not.toMatch(/not sent|not fetched/);
    expect(ehr.fhirRequests.every((r) => r.authorization === `Bearer ${ehr!.issuedTokens[0]}`)).toBe(true);
    const reads = await env.DB.prepare("SELECT entity_id AS entityId, detail FROM audit_events WHERE clinic_id = ? AND action = 'smart_read'").bind(owner.user.clinicId).all<{ entityId: number; detail: string }>();
    expect(reads.results).toHaveLength(1);
    expect(reads.results[0]!.entityId).toBe(connectionId);
    expect(JSON.parse(reads.results[0]!.detail)).toMatchObject({ launch: record.launch, ehrPatientId: chart.patientId });
    // Another session of the same user does not have the launch (its key is another session's secret).
    const second = new TestClient();
    await second.post('/api/login', { username: owner.user.username, password: owner.password });
    expect((await second.get(`/smart/api/launches/${record.launch}`)).status).toBe(404);
  });

  it('fills the calculators from the record: each value in the calculator’s unit with its day and code, what is missing named, PREVENT computed', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const { done } = await launch(owner.client, ehr, ehr.openChart('elvina').launch);
    const record = await json<SmartRecordView>(owner.client.get(`/smart/api/launches/${launchIdOf(done)}`), 200);
    const prefill = Object.fromEntries(record.calculators.prefills.map((c) => [c.slug, c]));
    expect(Object.keys(prefill)).toEqual(['prevent', 'ascvd', 'chads2vasc', 'meld', 'creatinine', 'qtc', 'bmi']);
    // Synthea's blood creatinine and sodium codes; the day each was measured; bilirubin and INR are not in her record.
    expect(prefill.meld!.values.creatinineMgDl).toMatchObject({ at: '2020-11-03', evidence: 'LOINC 38483-4' });
    expect(prefill.meld!.values.sodiumMmolL).toMatchObject({ at: '2020-11-03', evidence: 'LOINC 2947-0' });
    expect(prefill.meld!.missing).toEqual([['bilirubinMgDl'], ['inr']]);
    expect(prefill.creatinine!.missing).toEqual([]);
    expect(prefill.ascvd!.values.totalCholesterolMgDl).toMatchObject({ at: '2019-06-25', evidence: 'LOINC 2093-3' });
    // The yes/no answers as the computed PREVENT reads them: a recorded non-smoker with its day; no
    // diabetes on the list is an absence of record, dated the day it was read, not a recorded no.
    expect(prefill.prevent!.answers.smoking).toMatchObject({ value: false, at: '2020-11-03' });
    expect(prefill.prevent!.answers.diabetes).toEqual({ value: false, at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), evidence: 'none recorded', unrecorded: true });
    expect(Object.keys(prefill.chads2vasc!.answers).sort()).toEqual(['diabetes', 'heartFailure', 'hypertension', 'strokeTiaThromboembolism', 'vascularDisease']);
    expect(prefill.meld!.answers).toEqual({});
    // PREVENT applies (73, no ASCVD, no heart failure) and is computed with every input's date and source.
    const [prevent] = record.calculators.results;
    expect(prevent).toMatchObject({ calculator: 'prevent', missing: [] });
    expect(prevent!.result!.value).toBe(6.1);
    expect(prevent!.inputs.find((i) => i.key === 'smoking')).toMatchObject({ value: false, date: '2020-11-03' });
    expect(record.calculators.deceased).toBeNull();
    // One observation search asked for the calculators' codes too (MELD's sodium, bilirubin, INR; height), not only the checks'.
    const search = ehr.fhirRequests.map((r) => new URL(r.url)).find((u) => u.pathname.endsWith('/Observation'))!;
    const asked = search.searchParams.get('code')!.split(',').map((c) => c.split('|')[1]);
    expect(asked).toEqual(expect.arrayContaining(['2947-0', '1975-2', '6301-6', '8302-2', '1751-7', '38483-4', '8480-6']));
    expect(ehr.fhirRequests.filter((r) => r.url.includes('/Observation'))).toHaveLength(1);
  });

  it('computes no risk for a deceased patient; answers 410 once the token has expired, without asking the EHR, and when the EHR ended it early', async () => {
    ehr = startStandInEhr();
    const owner = await signedInDoctor();
    await registerEhr(owner.client, ehr);
    const { done } = await launch(owner.client, ehr, ehr.openChart('christopher').launch);
    const path = `/smart/api/launches/${launchIdOf(done)}`;

    // A patient recorded as deceased: the fields are filled, without an age, and no risk is computed.
    const record = await json<SmartRecordView>(owner.client.get(path), 200);
    expect(record.calculators).toMatchObject({ results: [], deceased: '2016-12-10' });
    expect(record.calculators.prefills.find((c) => c.slug === 'ascvd')!.missing).toEqual([['ageYears']]);

    ehr.expireTokens();
    const endedAtEhr = await json<{ message: string }>(owner.client.get(path), 410);
    expect(endedAtEhr.message).toBe(SMART_LAUNCH_EXPIRED);

    await env.DB.prepare('UPDATE smart_launches SET expires_at = ? WHERE clinic_id = ?').bind(Date.now() - 1000, owner.user.clinicId).run();
    const asked = ehr.fhirRequests.length;
    expect((await owner.client.get(path)).status).toBe(410);
    expect(ehr.fhirRequests.length).toBe(asked);
  });
});
