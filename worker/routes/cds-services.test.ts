import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALCULATOR_LOINCS } from '../../core/calculators/from-patient/codes';
import { CONTEXT_LOINCS } from '../../core/reference/patient-checks/build-context';
import { RXNORM } from '../../core/schemas/coding';
import type { CdsResponse } from '../cds/cards';
import type { AppEnv } from '../env';
import { handleError } from '../http/handle-error';
import { SYNTHEA_SAMPLES } from '../test/fhir-samples';
import { TestClient } from '../test/helpers';
import { cdsCors, handleCdsCall } from './cds-services';

const PORT = 20_000 + Math.floor(Math.random() * 30_000);
/** The stand-in EHR FHIR server registered for the caller. */
const REGISTERED = `http://127.0.0.1:${PORT}/fhir`;

type Discovery = { services: { hook: string; id: string; prefetch: Record<string, string> }[] };

// The call as the trust layer will mount it, here with a caller taken as verified.
const callApp = new Hono<AppEnv>().use(cdsCors).post('/cds-services/:id', (c) => handleCdsCall(c, { clinicId: 1, fhirServer: REGISTERED, ehrName: 'Test EHR' }));
callApp.onError(handleError);
const call = (id: string, body: unknown) =>
  callApp.request(`/cds-services/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'https://ehr.example' }, body: typeof body === 'string' ? body : JSON.stringify(body) }, env);

const SIGN = {
  hook: 'order-sign',
  hookInstance: 'd1577c69-dfbe-44ad-ba6d-3e05e953b2ea',
  context: {
    userId: 'Practitioner/1',
    patientId: 'p1',
    draftOrders: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'MedicationRequest', id: 'asa', status: 'draft', medicationCodeableConcept: { coding: [{ system: RXNORM, code: '243670', display: 'aspirin 81 MG Oral Tablet' }] } } }] },
  },
  prefetch: {
    medications: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'MedicationRequest', id: 'w', status: 'active', medicationCodeableConcept: { text: 'Warfarin Sodium 5 MG Oral Tablet' } } }] },
    allergies: { resourceType: 'Bundle', entry: [] },
  },
};

describe('GET /cds-services', () => {
  it('lists the three services with the prefetch templates, without a token, open to any origin', async () => {
    const res = await new TestClient().request('/cds-services', { headers: { Origin: 'https://ehr.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const { services } = (await res.json()) as Discovery;
    expect(services.map((s) => [s.id, s.hook])).toEqual([
      ['medassist-order-select', 'order-select'],
      ['medassist-order-sign', 'order-sign'],
      ['medassist-patient-view', 'patient-view'],
    ]);
    for (const s of services) {
      expect(s.prefetch.patient).toBe('Patient/{{context.patientId}}');
      expect(s.prefetch.medications).toBe('MedicationRequest?patient={{context.patientId}}&status=active');
      expect(s.prefetch.allergies).toBe('AllergyIntolerance?patient={{context.patientId}}');
      expect(s.prefetch.conditions).toBe('Condition?patient={{context.patientId}}');
      // Every code the checks read: eGFR, creatinine, potassium, QTc, weight, pregnancy status.
      for (const code of [...CONTEXT_LOINCS, '29463-7', '8636-3', '82810-3', '2823-3']) expect(s.prefetch.observations).toContain(`http://loinc.org|${code}`);
      // And every code patient-view's calculators read: systolic pressure (alone or in a panel), lipids, BMI, smoking status.
      for (const code of [...CALCULATOR_LOINCS, '8480-6', '85354-9', '55284-4', '2093-3', '2085-9', '39156-5', '72166-2']) expect(s.prefetch.observations).toContain(`http://loinc.org|${code}`);
    }
  });

  it('answers the CORS preflight for any origin with the Authorization header allowed', async () => {
    const res = await new TestClient().request('/cds-services/medassist-order-sign', { method: 'OPTIONS', headers: { Origin: 'https://ehr.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/);
  });
});

describe('POST /cds-services/:id (verified caller)', () => {
  it('answers cards for a well-formed order-sign request', async () => {
    const res = await call('medassist-order-sign', SIGN);
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const body = (await res.json()) as CdsResponse;
    expect(body.systemActions).toEqual([]);
    expect(body.cards.find((c) => c.source.topic?.code === 'interaction.aspirin+warfarin')?.indicator).toBe('critical');
  });

  it.each([
    ['not JSON', '{', /not JSON/],
    ['no hookInstance', { ...SIGN, hookInstance: undefined }, /hookInstance/],
    ['no patientId', { ...SIGN, context: { ...SIGN.context, patientId: undefined } }, /patientId/],
    ['draftOrders not a Bundle', { ...SIGN, context: { ...SIGN.context, draftOrders: { resourceType: 'List' } } }, /Bundle/],
    ['no draftOrders', { ...SIGN, context: { userId: 'Practitioner/1', patientId: 'p1' } }, /draftOrders/],
    ['another hook', { ...SIGN, hook: 'patient-view' }, /order-sign hook, not patient-view/],
    ['a prefetch value that is not a resource', { ...SIGN, prefetch: { patient: 'Patient/1' } }, /prefetch/],
    ['a body that is an array', [SIGN], /./],
  ])('answers 400 with a clear message for %s', async (_name, body, message) => {
    const res = await call('medassist-order-sign', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
  });

  it('answers 404 for a service it does not offer', async () => {
    expect((await call('medassist-nothing', SIGN)).status).toBe(404);
  });

  it('answers 200 without cards when there is nothing to check', async () => {
    const res = await call('medassist-order-sign', { ...SIGN, context: { ...SIGN.context, draftOrders: { resourceType: 'Bundle', entry: [] } } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cards: [], systemActions: [] });
  });
});

/**
 * A stand-in EHR FHIR server at REGISTERED serving one Synthea patient: the Worker's outbound fetch
 * to it lands here (as worker/test/push-service.ts stands in for a push service). `delayMs` makes it slow;
 * `patientFields` change the Patient it serves.
 */
function standInFhirServer(delayMs = 0, patientFields: Record<string, unknown> = {}) {
  const resources = SYNTHEA_SAMPLES.christopher().entry.map((e) => e.resource);
  const patient = resources.find((r) => r.resourceType === 'Patient')!;
  const asked: { url: string; authorization: string | null }[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`http://127.0.0.1:${PORT}/`)) return realFetch(input, init);
    asked.push({ url: request.url, authorization: request.headers.get('Authorization') });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const url = new URL(request.url);
    const type = url.pathname.split('/')[2]!;
    if (type === 'Patient') return Response.json({ ...patient, ...patientFields });
    const matches = resources.filter((r) => r.resourceType === type && (type !== 'MedicationRequest' || r.status === 'active'));
    return Response.json({ resourceType: 'Bundle', type: 'searchset', entry: matches.map((resource) => ({ resource })) });
  });
  return { asked, patientId: patient.id, stop: () => spy.mockRestore() };
}

describe('POST /cds-services/:id without prefetch: fetched from the registered FHIR server', () => {
  let stop = () => {};
  afterEach(() => stop());
  const aspirinOrder = (patientId: string, fhirServer: string) => ({
    ...SIGN,
    fhirServer,
    fhirAuthorization: { access_token: 'ehr-token', token_type: 'Bearer', expires_in: 300, scope: 'patient/*.read', subject: 'medassist' },
    context: { ...SIGN.context, patientId },
    prefetch: undefined,
  });

  it('fetches every missing key, in parallel, with the EHR token, and checks against what it got', async () => {
    const server = standInFhirServer();
    stop = server.stop;
    const res = await call('medassist-order-sign', aspirinOrder(server.patientId, REGISTERED));
    expect(res.status).toBe(200);
    const { cards } = (await res.json()) as CdsResponse;
    expect(cards.find((c) => c.source.topic?.code === 'interaction.aspirin+warfarin')?.indicator).toBe('critical');
    expect(server.asked.map((a) => new URL(a.url).pathname.split('/')[2]).sort()).toEqual(['AllergyIntolerance', 'Condition', 'MedicationRequest', 'Observation', 'Patient']);
    expect(server.asked.every((a) => a.authorization === 'Bearer ehr-token')).toBe(true);
    expect(JSON.stringify(cards)).not.toMatch(/not sent/);
  });

  it('patient-view: fetches the observations the calculators read, and answers CHA2DS2-VASc for the patient with atrial fibrillation', async () => {
    // Christopher Abshire as if alive (Synthea records his death in 2016; no score is given for a deceased patient).
    const server = standInFhirServer(0, { deceasedDateTime: undefined });
    stop = server.stop;
    const res = await call('medassist-patient-view', { hook: 'patient-view', hookInstance: 'pv-1', fhirServer: REGISTERED, fhirAuthorization: aspirinOrder(server.patientId, REGISTERED).fhirAuthorization, context: { userId: 'Practitioner/1', patientId: server.patientId } });
    expect(res.status).toBe(200);
    const observationSearch = new URL(server.asked.find((a) => new URL(a.url).pathname.endsWith('/Observation'))!.url);
    for (const code of ['8480-6', '85354-9', '55284-4', '2093-3', '2085-9', '39156-5', '72166-2']) expect(observationSearch.searchParams.get('code')).toContain(`http://loinc.org|${code}`);
    const { cards } = (await res.json()) as CdsResponse;
    expect(cards.find((c) => c.source.topic?.code === 'calculator.chads2vasc')?.summary).toMatch(/^CHA2DS2-VASc 6 with atrial fibrillation/);
  });

  it('never contacts a fhirServer that is not the registered base (not even one it is a prefix of), and says what was not checked', async () => {
    const server = standInFhirServer();
    stop = server.stop;
    for (const other of [`${REGISTERED}/other`, `http://127.0.0.1:${PORT}`]) {
      const { cards } = (await (await call('medassist-order-sign', aspirinOrder(server.patientId, other))).json()) as CdsResponse;
      const card = cards.find((c) => c.source.topic?.code === 'not-checked')!;
      expect(card.detail).toContain(`not fetched: ${other} is not the FHIR server registered for this EHR`);
    }
    expect(server.asked).toEqual([]);
  });

  it('answers within the time budget when the FHIR server is too slow, naming what it could not fetch', async () => {
    const server = standInFhirServer(4000);
    stop = server.stop;
    const started = Date.now();
    const res = await call('medassist-order-sign', aspirinOrder(server.patientId, REGISTERED));
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3800);
    const { cards } = (await res.json()) as CdsResponse;
    expect(cards.find((c) => c.source.topic?.code === 'not-checked')!.detail).toMatch(/Active medications .*did not answer within 2.5 s/);
  });
});
