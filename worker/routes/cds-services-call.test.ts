import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { RXNORM } from '../../core/schemas/coding';
import type { CdsResponse } from '../cds/cards';
import { CDS_UNAUTHORIZED } from '../cds/verify-request';
import { cdsClaims, ehrKey, registerCdsClient, signCdsToken, type EhrKey } from '../test/cds-client';
import { ORIGIN, signedInDoctor } from '../test/helpers';

// The CDS Hooks call as the Worker serves it (DESIGN.md §9): the EHR's JWT in front of the service,
// cards for a registered EHR, 401 and no card for anything else, one audit row per answered call.

const URL_SIGN = `${ORIGIN}/cds-services/medassist-order-sign`;
const ISS = `https://ehr-${crypto.randomUUID()}.example.org`;

const ORDER_SIGN = {
  hook: 'order-sign',
  hookInstance: 'd1577c69-dfbe-44ad-ba6d-3e05e953b2ea',
  context: {
    userId: 'Practitioner/1',
    patientId: 'ehr-patient-77',
    draftOrders: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'MedicationRequest', id: 'asa', status: 'draft', medicationCodeableConcept: { coding: [{ system: RXNORM, code: '243670', display: 'aspirin 81 MG Oral Tablet' }] } } }] },
  },
  prefetch: {
    patient: { resourceType: 'Patient', id: 'ehr-patient-77', birthDate: '1950-04-02', gender: 'male' },
    medications: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'MedicationRequest', id: 'w', status: 'active', medicationCodeableConcept: { text: 'Warfarin Sodium 5 MG Oral Tablet' } } }] },
    allergies: { resourceType: 'Bundle', entry: [] },
    conditions: { resourceType: 'Bundle', entry: [] },
    observations: { resourceType: 'Bundle', entry: [] },
  },
};

let key: EhrKey;
let clinicId: number;
let clientId: string;

beforeAll(async () => {
  key = await ehrKey('ES384');
  const owner = await signedInDoctor();
  clinicId = owner.user.clinicId;
  const created = await registerCdsClient(owner.client, { name: 'Ward EHR', issuer: ISS, jwks: { keys: [key.publicJwk] } });
  expect(created.status).toBe(201);
  clientId = created.body.clientId;
});

const post = (token: string | null, url = URL_SIGN, body: unknown = ORDER_SIGN) =>
  exports.default.fetch(new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }));

describe('POST /cds-services/{id} behind the EHR JWT', () => {
  it('answers a registered EHR with cards, open to any origin, and audits the call without storing the EHR data', async () => {
    const res = await post(await signCdsToken(key, cdsClaims(ISS, clientId, URL_SIGN)));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const answer = (await res.json()) as CdsResponse;
    const bleeding = answer.cards.find((card) => card.indicator === 'critical');
    expect(bleeding?.summary).toMatch(/warfarin/i);
    expect(bleeding?.suggestions?.[0]?.actions?.[0]).toMatchObject({ type: 'delete' });

    const rows = await env.DB.prepare("SELECT user_id AS userId, entity, detail FROM audit_events WHERE clinic_id = ? AND action = 'cds_call'").bind(clinicId).all<{ userId: number | null; entity: string; detail: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]!.userId).toBeNull();
    expect(rows.results[0]!.entity).toBe('cds_client');
    const detail = JSON.parse(rows.results[0]!.detail) as Record<string, unknown>;
    expect(detail).toMatchObject({ hook: 'order-sign', ehrPatientId: 'ehr-patient-77', cards: answer.cards.length });
    expect(detail.critical).toBeGreaterThanOrEqual(1);
    // Nothing of the EHR's patient entered the clinic's record.
    const patients = await env.DB.prepare('SELECT count(*) AS n FROM patients WHERE clinic_id = ?').bind(clinicId).first<{ n: number }>();
    expect(patients?.n).toBe(0);
  });

  it('refuses a call without a token, with a replayed token or for another URL: 401 and no card', async () => {
    for (const res of [await post(null), await post('not.a.token')]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: CDS_UNAUTHORIZED });
    }
    const token = await signCdsToken(key, cdsClaims(ISS, clientId, URL_SIGN));
    expect((await post(token)).status).toBe(200);
    expect((await post(token)).status).toBe(401);
    const other = `${ORIGIN}/cds-services/medassist-patient-view`;
    expect((await post(await signCdsToken(key, cdsClaims(ISS, clientId, URL_SIGN)), other)).status).toBe(401);
  });

  it('offers to replace draft simvastatin (amlodipine active) by an alternative the source names, and takes the feedback that accepts it', async () => {
    const body = {
      ...ORDER_SIGN,
      hookInstance: crypto.randomUUID(),
      context: { ...ORDER_SIGN.context, draftOrders: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'MedicationRequest', id: 'simva', status: 'draft', intent: 'order', subject: { reference: 'Patient/ehr-patient-77' }, medicationCodeableConcept: { coding: [{ system: RXNORM, code: '198211', display: 'simvastatin 40 MG Oral Tablet' }] } } }] } },
      prefetch: { ...ORDER_SIGN.prefetch, medications: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'MedicationRequest', id: 'aml', status: 'active', medicationCodeableConcept: { coding: [{ system: RXNORM, code: '308135', display: 'amlodipine 10 MG Oral Tablet' }] } } }] } },
    };
    const res = await post(await signCdsToken(key, cdsClaims(ISS, clientId, URL_SIGN)), URL_SIGN, body);
    expect(res.status, await res.clone().text()).toBe(200);
    const card = ((await res.json()) as CdsResponse).cards.find((c) => c.source.topic?.code === 'interaction.amlodipine+simvastatin')!;
    expect(card.indicator).toBe('warning');
    expect(card.selectionBehavior).toBe('at-most-one');
    const replace = card.suggestions!.find((s) => s.label === 'Replace simvastatin with atorvastatin')!;
    expect(replace.actions).toEqual([
      expect.objectContaining({ type: 'delete', resourceId: 'MedicationRequest/simva' }),
      expect.objectContaining({ type: 'create', resource: { resourceType: 'MedicationRequest', status: 'draft', intent: 'order', subject: { reference: 'Patient/ehr-patient-77' }, medicationCodeableConcept: { coding: [{ system: RXNORM, code: '83367', display: 'atorvastatin' }], text: 'atorvastatin' } } }),
    ]);

    const feedbackUrl = `${URL_SIGN}/feedback`;
    const accepted = await post(await signCdsToken(key, cdsClaims(ISS, clientId, feedbackUrl)), feedbackUrl, { feedback: [{ card: card.uuid, outcome: 'accepted', acceptedSuggestions: [{ id: replace.uuid }], outcomeTimestamp: '2026-12-02T10:00:00Z' }] });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await accepted.json()).toMatchObject({ recorded: 1 });
    const sent = await env.DB.prepare('SELECT rule_id AS ruleId, accepted_at AS acceptedAt FROM cds_sent_cards WHERE uuid = ?').bind(card.uuid).first<{ ruleId: string; acceptedAt: number | null }>();
    expect(sent).toMatchObject({ ruleId: 'interaction.amlodipine+simvastatin' });
    expect(sent?.acceptedAt).not.toBeNull();
  });

  it('still answers a malformed request from a registered EHR with a 400 that says what is wrong', async () => {
    const res = await post(await signCdsToken(key, cdsClaims(ISS, clientId, URL_SIGN)), URL_SIGN, { hook: 'order-sign' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/hookInstance|context/);
  });
});

describe('patient-view calculator cards of a registered EHR', () => {
  it('link to the calculator with the values labelled by the connection’s registered name, and the record’s yes/no answers', async () => {
    const url = `${ORIGIN}/cds-services/medassist-patient-view`;
    const active = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] };
    const body = {
      hook: 'patient-view', hookInstance: crypto.randomUUID(), context: { userId: 'Practitioner/1', patientId: 'ehr-patient-78' },
      prefetch: {
        patient: { resourceType: 'Patient', id: 'ehr-patient-78', birthDate: '1950-04-02', gender: 'female' },
        medications: { resourceType: 'Bundle', entry: [] },
        allergies: { resourceType: 'Bundle', entry: [] },
        conditions: { resourceType: 'Bundle', entry: [
          { resource: { resourceType: 'Condition', id: 'af', clinicalStatus: active, code: { coding: [{ system: 'http://snomed.info/sct', code: '49436004', display: 'Atrial fibrillation' }] }, onsetDateTime: '2021-05-04' } },
          { resource: { resourceType: 'Condition', id: 'htn', clinicalStatus: active, code: { coding: [{ system: 'http://snomed.info/sct', code: '59621000', display: 'Essential hypertension' }] }, onsetDateTime: '2010-01-01' } },
        ] },
        observations: { resourceType: 'Bundle', entry: [] },
      },
    };
    const res = await post(await signCdsToken(key, cdsClaims(ISS, clientId, url)), url, body);
    expect(res.status, await res.clone().text()).toBe(200);
    const card = ((await res.json()) as CdsResponse).cards.find((c) => c.source.topic?.code === 'calculator.chads2vasc');
    const link = new URL(card!.links![0]!.url);
    expect(link.pathname).toBe('/calculators/chads2vasc');
    expect(link.searchParams.get('source')).toBe('Ward EHR');
    expect(link.searchParams.has('patient')).toBe(false);
    expect([link.searchParams.get('hypertension'), link.searchParams.get('hypertension.at')]).toEqual(['yes', '2010-01-01']);
    expect(link.searchParams.get('heartFailure')).toBe('none-recorded');
  });
});
