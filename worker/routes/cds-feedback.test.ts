import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RXNORM } from '../../core/schemas/coding';
import type { CdsFeedbackStats } from '../../core/schemas/cds-feedback';
import type { CdsResponse } from '../cds/cards';
import { CDS_UNAUTHORIZED } from '../cds/verify-request';
import { cdsClaims, ehrKey, registerCdsClient, signCdsToken, type EhrKey } from '../test/cds-client';
import { clinicMember, json, ORIGIN, signedInDoctor, type TestClient } from '../test/helpers';

// Feedback on MedAssist's CDS Hooks cards (CDS Hooks 2.0 "Feedback"; DESIGN.md §9) as the Worker
// serves it: the EHR's JWT in front, only cards this EHR received from this service, one audit row
// per call, and the owners' override rates per rule over 90 days.

const SERVICE = 'medassist-order-sign';
const URL_SIGN = `${ORIGIN}/cds-services/${SERVICE}`;
const URL_FEEDBACK = `${URL_SIGN}/feedback`;

const ORDER_SIGN = {
  hook: 'order-sign',
  hookInstance: 'd1577c69-dfbe-44ad-ba6d-3e05e953b2ea',
  context: {
    userId: 'Practitioner/1',
    patientId: 'ehr-patient-feedback',
    draftOrders: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'MedicationRequest', id: 'asa', status: 'draft', medicationCodeableConcept: { coding: [{ system: RXNORM, code: '243670', display: 'aspirin 81 MG Oral Tablet' }] } } }] },
  },
  prefetch: {
    patient: { resourceType: 'Patient', id: 'ehr-patient-feedback', birthDate: '1950-04-02', gender: 'male' },
    medications: { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'MedicationRequest', id: 'w', status: 'active', medicationCodeableConcept: { text: 'Warfarin Sodium 5 MG Oral Tablet' } } }] },
    allergies: { resourceType: 'Bundle', entry: [] },
    conditions: { resourceType: 'Bundle', entry: [] },
    observations: { resourceType: 'Bundle', entry: [] },
  },
};

interface Ehr {
  owner: { client: TestClient; user: { clinicId: number } };
  key: EhrKey;
  iss: string;
  clientId: string;
  id: number;
}

/** A clinic owner with a registered EHR (or a second EHR of the same owner's clinic). */
async function ehr(owner?: Ehr['owner'], name = 'Ward EHR'): Promise<Ehr> {
  const who = owner ?? (await signedInDoctor());
  const key = await ehrKey('ES384');
  const iss = `https://ehr-${crypto.randomUUID()}.example.org`;
  const created = await registerCdsClient(who.client, { name, issuer: iss, jwks: { keys: [key.publicJwk] } });
  expect(created.status).toBe(201);
  return { owner: who, key, iss, clientId: created.body.clientId, id: created.body.id };
}

const send = async (e: Ehr, url: string, body: unknown, token?: string | null) =>
  exports.default.fetch(new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { Authorization: `Bearer ${token ?? (await signCdsToken(e.key, cdsClaims(e.iss, e.clientId, url)))}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }));

/** One order-sign call: the cards the EHR received. */
async function call(e: Ehr): Promise<CdsResponse> {
  const res = await send(e, URL_SIGN, ORDER_SIGN);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CdsResponse;
}

const feedback = (e: Ehr, items: unknown[] | unknown, token?: string | null) => send(e, URL_FEEDBACK, Array.isArray(items) ? { feedback: items } : items, token);

interface Row { uuid: string; cdsClientId: number; service: string; ruleId: string; indicator: string; acceptedAt: number | null; overriddenAt: number | null; overrideCode: string | null; overrideSystem: string | null }
const rowsOf = async (clientRowId: number) =>
  (await env.DB.prepare('SELECT uuid, cds_client_id AS cdsClientId, service, rule_id AS ruleId, indicator, accepted_at AS acceptedAt, overridden_at AS overriddenAt, override_code AS overrideCode, override_system AS overrideSystem FROM cds_sent_cards WHERE cds_client_id = ?').bind(clientRowId).all<Row>()).results;
const feedbackAudits = async (clinicId: number) =>
  (await env.DB.prepare("SELECT entity_id AS entityId, detail FROM audit_events WHERE clinic_id = ? AND action = 'cds_feedback'").bind(clinicId).all<{ entityId: number; detail: string }>()).results;
const withOutcome = (rows: Row[]) => rows.filter((r) => r.acceptedAt !== null || r.overriddenAt !== null);

/** A sent card planted as the call would remember it (the specification's examples name their own uuids). */
const plant = (e: Ehr, uuid: string, ruleId = 'interaction.aspirin+warfarin', sentAt = Date.now()) =>
  env.DB.prepare('INSERT INTO cds_sent_cards (uuid, clinic_id, cds_client_id, service, rule_id, indicator, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)').bind(uuid, e.owner.user.clinicId, e.id, SERVICE, ruleId, 'critical', sentAt).run();

const NOW = '2026-11-30T10:05:31Z';

describe('POST /cds-services/{id}/feedback', () => {
  it('remembers every card sent (client, service, rule, indicator), and no patient data', async () => {
    const e = await ehr();
    const answer = await call(e);
    const rows = await rowsOf(e.id);
    expect(rows.map((r) => r.uuid).sort()).toEqual(answer.cards.map((c) => c.uuid).sort());
    const critical = answer.cards.find((c) => c.indicator === 'critical')!;
    expect(rows.find((r) => r.uuid === critical.uuid)).toMatchObject({ service: SERVICE, ruleId: critical.source.topic!.code, indicator: 'critical', acceptedAt: null, overriddenAt: null });
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('cds_sent_cards')").all<{ name: string }>()).results.map((c) => c.name);
    expect(columns.filter((c) => /patient/.test(c))).toEqual([]);
  });

  it('keeps an override with one of the reasons the card offered, and an acceptance of its suggestion; one audit row per call', async () => {
    const e = await ehr();
    const [first, second] = [await call(e), await call(e)];
    const overridden = first.cards.find((c) => c.indicator === 'critical')!;
    const offered = overridden.overrideReasons![1]!;
    let res = await feedback(e, [{ card: overridden.uuid, outcome: 'overridden', overrideReason: { reason: offered, userComment: 'Mr Smith takes it since 2019' }, outcomeTimestamp: NOW }]);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ recorded: 1, alreadyRecorded: 0 });
    const accepted = second.cards.find((c) => c.suggestions?.length)!;
    res = await feedback(e, [{ card: accepted.uuid, outcome: 'accepted', acceptedSuggestions: [{ id: accepted.suggestions![0]!.uuid }], outcomeTimestamp: NOW }]);
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');

    const rows = await rowsOf(e.id);
    expect(rows.find((r) => r.uuid === overridden.uuid)).toMatchObject({ overriddenAt: Date.parse(NOW), overrideSystem: offered.system, overrideCode: offered.code, acceptedAt: null });
    expect(rows.find((r) => r.uuid === accepted.uuid)).toMatchObject({ acceptedAt: Date.parse(NOW), overriddenAt: null });
    // The free-text comment may name the patient: it is nowhere.
    const everything = JSON.stringify([rows, await feedbackAudits(e.owner.user.clinicId)]);
    expect(everything).not.toContain('Smith');
    const audits = await feedbackAudits(e.owner.user.clinicId);
    expect(audits).toHaveLength(2);
    expect(audits[0]!.entityId).toBe(e.id);
    expect(JSON.parse(audits[0]!.detail)).toMatchObject({ service: SERVICE, feedback: 1, recorded: 1, overridden: 1, accepted: 0, rules: overridden.source.topic!.code });
  });

  it('takes the specification’s three example requests as they are written', async () => {
    const e = await ehr();
    // cds-hooks.hl7.org/2.0 "Feedback": suggestion accepted; overridden without a reason (its inline
    // comment dropped: JSON has none); overridden with the EHR's own reason and a comment.
    const examples = [
      { feedback: [{ card: '4e0a3a1e-3283-4575-ab82-028d55fe2719', outcome: 'accepted', acceptedSuggestions: [{ id: 'e56e1945-20b3-4393-8503-a1a20fd73152' }], outcomeTimestamp: '2021-12-11T10:05:31Z' }] },
      { feedback: [{ card: 'f6b95768-b1c8-40dc-8385-bf3504b82ffb', outcome: 'overridden', outcomeTimestamp: '2020-12-11T00:00:00Z' }] },
      { feedback: [{ card: '9368d37b-283f-44a0-93ea-547cebab93ed', outcome: 'overridden', overrideReason: { reason: { code: 'd7ecf885', system: 'https://example.com/cds-hooks/override-reason-system' }, userComment: 'A comment entered by the clinician.' }, outcomeTimestamp: '2020-12-11T00:00:00Z' }] },
    ];
    for (const example of examples) await plant(e, example.feedback[0]!.card);
    for (const example of examples) {
      const res = await feedback(e, example);
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const rows = await rowsOf(e.id);
    expect(rows.find((r) => r.uuid === '4e0a3a1e-3283-4575-ab82-028d55fe2719')?.acceptedAt).toBe(Date.parse('2021-12-11T10:05:31Z'));
    expect(rows.find((r) => r.uuid === 'f6b95768-b1c8-40dc-8385-bf3504b82ffb')).toMatchObject({ overriddenAt: Date.parse('2020-12-11T00:00:00Z'), overrideCode: null });
    expect(rows.find((r) => r.uuid === '9368d37b-283f-44a0-93ea-547cebab93ed')).toMatchObject({ overrideSystem: 'https://example.com/cds-hooks/override-reason-system', overrideCode: 'd7ecf885' });
  });

  it('is idempotent on (card, outcome): a re-post records nothing new and keeps the first reason', async () => {
    const e = await ehr();
    const card = (await call(e)).cards[0]!;
    const item = (code: string) => ({ card: card.uuid, outcome: 'overridden', overrideReason: { reason: { system: card.overrideReasons?.[0]?.system ?? 'urn:x', code } }, outcomeTimestamp: NOW });
    expect(await json(feedback(e, [item('will-monitor')]), 200)).toMatchObject({ recorded: 1 });
    expect(await json(feedback(e, [item('not-applicable'), item('not-applicable')]), 200)).toMatchObject({ recorded: 0, alreadyRecorded: 2 });
    const row = (await rowsOf(e.id)).find((r) => r.uuid === card.uuid)!;
    expect(row.overrideCode).toBe('will-monitor');
    expect(await feedbackAudits(e.owner.user.clinicId)).toHaveLength(2);
  });

  it('refuses an unknown card, another EHR’s card, another service’s and another clinic’s: 404, nothing stored', async () => {
    const e = await ehr();
    const sibling = await ehr(e.owner, 'Second EHR');
    const stranger = await ehr();
    const mine = (await call(e)).cards[0]!;
    const siblings = (await call(sibling)).cards[0]!;
    const strangers = (await call(stranger)).cards[0]!;
    const over = (uuid: string) => ({ card: uuid, outcome: 'overridden', outcomeTimestamp: NOW });
    for (const body of [[over(crypto.randomUUID())], [over(mine.uuid), over(siblings.uuid)], [over(strangers.uuid)]]) {
      const res = await feedback(e, body);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/Unknown card .*sent no card with this uuid to this EHR connection.*No feedback was recorded/);
    }
    // The right card at another service's feedback endpoint is not that service's card.
    const viaView = await send(e, `${ORIGIN}/cds-services/medassist-patient-view/feedback`, { feedback: [over(mine.uuid)] });
    expect(viaView.status).toBe(404);
    expect(withOutcome([...(await rowsOf(e.id)), ...(await rowsOf(sibling.id)), ...(await rowsOf(stranger.id))])).toEqual([]);
    expect(await feedbackAudits(e.owner.user.clinicId)).toEqual([]);
  });

  it('refuses a bad or missing token with 401 and stores nothing', async () => {
    const e = await ehr();
    const card = (await call(e)).cards[0]!;
    const body = [{ card: card.uuid, outcome: 'overridden', outcomeTimestamp: NOW }];
    const other = await ehrKey('ES384', e.key.kid);
    const tokens = [
      null,
      'not.a.token',
      await signCdsToken(other, cdsClaims(e.iss, e.clientId, URL_FEEDBACK)),
      // A token for the service call is not one for its feedback endpoint (aud).
      await signCdsToken(e.key, cdsClaims(e.iss, e.clientId, URL_SIGN)),
    ];
    for (const token of tokens) {
      const res = await feedback(e, body, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: CDS_UNAUTHORIZED });
    }
    expect(withOutcome(await rowsOf(e.id))).toEqual([]);
    expect(await feedbackAudits(e.owner.user.clinicId)).toEqual([]);
  });

  it('answers a malformed body with a 400 that says what is wrong, and stores nothing', async () => {
    const e = await ehr();
    const card = (await call(e)).cards[0]!.uuid;
    const cases: [unknown, RegExp][] = [
      ['{"feedback": [', /not JSON/],
      [{}, /feedback \(an array of Feedback\) is required/],
      [{ feedback: [] }, /feedback is empty/],
      [[{ card, outcome: 'dismissed', outcomeTimestamp: NOW }], /outcome must be "accepted" or "overridden"/],
      [[{ outcome: 'overridden', outcomeTimestamp: NOW }], /card \(the card.uuid MedAssist sent\) is required/],
      [[{ card, outcome: 'overridden', outcomeTimestamp: 'yesterday' }], /outcomeTimestamp must be an ISO 8601 date-time/],
      [[{ card, outcome: 'accepted', outcomeTimestamp: NOW }], /acceptedSuggestions is required for an accepted outcome/],
      [[{ card, outcome: 'overridden', overrideReason: { reason: { code: 'x' } }, outcomeTimestamp: NOW }], /overrideReason.reason.system is required/],
      // One good item and one bad: nothing of either is kept.
      [[{ card, outcome: 'overridden', outcomeTimestamp: NOW }, { card, outcome: 'overridden' }], /feedback.1.outcomeTimestamp/],
    ];
    for (const [body, message] of cases) {
      const res = await feedback(e, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    expect(withOutcome(await rowsOf(e.id))).toEqual([]);
    expect(await feedbackAudits(e.owner.user.clinicId)).toEqual([]);
  });

  it('forgets the clinic’s cards older than 90 days at its next call', async () => {
    const e = await ehr();
    await plant(e, 'old-card', 'interaction.aspirin+warfarin', Date.now() - 91 * 86_400_000);
    await plant(e, 'recent-card', 'interaction.aspirin+warfarin', Date.now() - 89 * 86_400_000);
    await call(e);
    const uuids = (await rowsOf(e.id)).map((r) => r.uuid);
    expect(uuids).toContain('recent-card');
    expect(uuids).not.toContain('old-card');
    expect((await feedback(e, [{ card: 'old-card', outcome: 'overridden', outcomeTimestamp: NOW }])).status).toBe(404);
  });
});

describe('GET /api/clinic/cds-feedback', () => {
  it('gives owners cards sent, accepted, overridden, the override rate and the commonest reasons per connection and rule, highest rate first', async () => {
    const e = await ehr();
    const quiet = await ehr(e.owner, 'Quiet EHR');
    const over = (card: string, code: string | null) => ({ card, outcome: 'overridden', ...(code ? { overrideReason: { reason: { system: 'urn:medassist:cds-override-reason', code } } } : {}), outcomeTimestamp: NOW });
    // Rule A: 4 sent, 3 overridden (2 "will-monitor", 1 without reason), 1 accepted. Rule B: 2 sent, none overridden.
    for (const uuid of ['a1', 'a2', 'a3', 'a4']) await plant(e, uuid, 'interaction.aspirin+warfarin');
    for (const uuid of ['b1', 'b2']) await plant(e, uuid, 'renal.metformin.egfr-lt-30');
    expect((await feedback(e, [over('a1', 'will-monitor'), over('a2', 'will-monitor'), over('a3', null), { card: 'a4', outcome: 'accepted', acceptedSuggestions: [{ id: 's' }], outcomeTimestamp: NOW }])).status).toBe(200);
    // Older than the window: not counted.
    await plant(e, 'a-old', 'interaction.aspirin+warfarin', Date.now() - 95 * 86_400_000);

    const stats = await json<CdsFeedbackStats>(e.owner.client.get('/api/clinic/cds-feedback'), 200);
    expect(stats.days).toBe(90);
    expect(stats.connections.map((c) => c.name).sort()).toEqual(['Quiet EHR', 'Ward EHR']);
    expect(stats.connections.find((c) => c.id === quiet.id)?.rules).toEqual([]);
    const rules = stats.connections.find((c) => c.id === e.id)!.rules;
    expect(rules.map((r) => r.ruleId)).toEqual(['interaction.aspirin+warfarin', 'renal.metformin.egfr-lt-30']);
    expect(rules[0]).toMatchObject({ sent: 4, accepted: 1, overridden: 3, overrideRate: 0.75, indicator: 'critical' });
    expect(rules[0]!.reasons).toEqual([
      { system: 'urn:medassist:cds-override-reason', code: 'will-monitor', display: null, count: 2 },
      { system: null, code: null, display: null, count: 1 },
    ]);
    expect(rules[1]).toMatchObject({ sent: 2, accepted: 0, overridden: 0, overrideRate: 0, reasons: [] });
  });

  it('is for owners only, and never shows another clinic’s cards', async () => {
    const e = await ehr();
    await plant(e, crypto.randomUUID());
    const doctor = await clinicMember(e.owner.client);
    expect((await doctor.client.get('/api/clinic/cds-feedback')).status).toBe(403);
    const stranger = await signedInDoctor();
    expect((await json<CdsFeedbackStats>(stranger.client.get('/api/clinic/cds-feedback'), 200)).connections).toEqual([]);
    expect((await json<CdsFeedbackStats>(e.owner.client.get('/api/clinic/cds-feedback'), 200)).connections[0]!.rules).toHaveLength(1);
  });
});
