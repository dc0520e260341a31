import { describe, expect, it } from 'vitest';
import { RXNORM } from '../../core/schemas/coding';
import { SYNTHEA_SAMPLES } from '../test/fhir-samples';
import { RULE_SYSTEM, type CdsCard } from './cards';
import type { CdsHook } from './discovery';
import { answerHook, type PatientData } from './service-answer';
import { CdsRequestSchema, hookContextProblem, type FhirResource } from './service-request';

let n = 0;
const cardContext = { origin: 'https://medassist.example', uuid: () => `uuid-${++n}` };

/** The spec's order-sign R4 example (cds-hooks/docs docs/hooks/order-sign.md): a NutritionOrder and amoxicillin/clavulanate 617993. */
const SPEC_ORDER_SIGN_CONTEXT = {
  userId: 'PractitionerRole/123',
  patientId: '1288992',
  encounterId: '89284',
  draftOrders: {
    resourceType: 'Bundle',
    entry: [
      { resource: { resourceType: 'NutritionOrder', id: 'pureeddiet-simple', status: 'draft', patient: { reference: 'Patient/1288992' }, oralDiet: { type: [{ text: 'Pureed diet' }] } } },
      {
        resource: {
          resourceType: 'MedicationRequest',
          id: 'smart-MedicationRequest-103',
          status: 'draft',
          intent: 'order',
          medicationCodeableConcept: {
            coding: [{ system: RXNORM, code: '617993', display: 'Amoxicillin 120 MG/ML / clavulanate potassium 8.58 MG/ML Oral Suspension' }],
            text: 'Amoxicillin 120 MG/ML / clavulanate potassium 8.58 MG/ML Oral Suspension',
          },
          subject: { reference: 'Patient/1288992' },
          dosageInstruction: [{ text: '5 mL bid x 10 days' }],
        },
      },
    ],
  },
};

const PENICILLIN_ALLERGY = {
  resourceType: 'AllergyIntolerance',
  id: 'pen',
  clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' }] },
  category: ['medication'],
  code: { coding: [{ system: RXNORM, code: '70618', display: 'Penicillin' }], text: 'Penicillin' },
  reaction: [{ manifestation: [{ text: 'Hives' }] }],
};

const bundle = (resources: readonly object[]) => ({ resourceType: 'Bundle', type: 'searchset', entry: resources.map((resource) => ({ resource })) });

function request(hook: CdsHook, context: object, prefetch?: PatientData) {
  const parsed = CdsRequestSchema.parse({ hook, hookInstance: 'd1577c69-dfbe-44ad-ba6d-3e05e953b2ea', context, ...(prefetch ? { prefetch } : {}) });
  expect(hookContextProblem(parsed, hook)).toBeNull();
  return parsed;
}

const answer = (hook: CdsHook, context: object, data: PatientData = {}) => answerHook({ hook, request: request(hook, context, data), data, asOf: '2026-12-02', cards: cardContext });

/** The whole prefetch of a Synthea patient, as an EHR fills the discovery templates. */
function syntheaPrefetch(name: keyof typeof SYNTHEA_SAMPLES): { patientId: string; data: PatientData } {
  const resources = SYNTHEA_SAMPLES[name]().entry.map((e) => e.resource as FhirResource);
  const patient = resources.find((r) => r.resourceType === 'Patient')!;
  const of = (type: string) => resources.filter((r) => r.resourceType === type);
  return {
    patientId: String(patient.id),
    data: {
      patient,
      medications: bundle(of('MedicationRequest').filter((r) => r.status === 'active')) as FhirResource,
      allergies: bundle(of('AllergyIntolerance')) as FhirResource,
      conditions: bundle(of('Condition')) as FhirResource,
      observations: bundle(of('Observation')) as FhirResource,
    },
  };
}

const draft = (id: string, concept: object) => ({ resourceType: 'MedicationRequest', id, status: 'draft', intent: 'order', medicationCodeableConcept: concept });
const orders = (...resources: object[]) => ({ resourceType: 'Bundle', entry: resources.map((resource) => ({ resource })) });
const ruleOf = (card: CdsCard) => card.source.topic?.code;
const notChecked = (cards: readonly CdsCard[]) => cards.filter((c) => ruleOf(c) === 'not-checked');

describe('order-sign', () => {
  it("answers the specification's example: amoxicillin with a penicillin allergy is a critical card that removes the draft order", () => {
    const { cards } = answer('order-sign', SPEC_ORDER_SIGN_CONTEXT, { allergies: bundle([PENICILLIN_ALLERGY]) as FhirResource, medications: bundle([]) as FhirResource });
    const allergy = cards.find((c) => ruleOf(c)?.startsWith('allergy.'))!;
    expect(allergy.indicator).toBe('critical');
    expect(allergy.summary.length).toBeLessThan(140);
    expect(allergy.summary).toMatch(/Amoxicillin/i);
    expect(allergy.detail).toMatch(/Penicillin/);
    expect(allergy.source).toMatchObject({ label: 'MedAssist', url: 'https://medassist.example', topic: { system: RULE_SYSTEM } });
    expect(allergy.overrideReasons!.length).toBeGreaterThan(0);
    expect(allergy.selectionBehavior).toBe('at-most-one');
    expect(allergy.suggestions![0]!.actions).toEqual([{ type: 'delete', description: expect.stringContaining('Amoxicillin') as string, resourceId: ['MedicationRequest/smart-MedicationRequest-103'] }]);
    expect(allergy.links![0]!.url).toMatch(/^https:\/\/medassist\.example\//);
    // The NutritionOrder is not a medication order: not judged, not named.
    expect(JSON.stringify(cards)).not.toMatch(/pureed/i);
  });

  it("names what it could not check in one info card when the example comes without prefetch", () => {
    const { cards } = answer('order-sign', SPEC_ORDER_SIGN_CONTEXT);
    expect(cards.filter((c) => c.indicator !== 'info')).toEqual([]);
    const [card] = notChecked(cards);
    expect(notChecked(cards)).toHaveLength(1);
    expect(card!.indicator).toBe('info');
    expect(card!.detail).toMatch(/Active medications \(interactions with them were not checked\): not sent by the EHR/);
    expect(card!.detail).toMatch(/Allergies \(allergy conflicts were not checked\): not sent/);
    expect(card!.detail).toMatch(/Lab values/);
  });

  it('finds warfarin with aspirin for a Synthea patient on warfarin, with the source and the link to the pair', () => {
    const { patientId, data } = syntheaPrefetch('christopher');
    const aspirin = draft('asa', { coding: [{ system: RXNORM, code: '243670', display: 'aspirin 81 MG Oral Tablet' }] });
    const { cards } = answer('order-sign', { userId: 'Practitioner/1', patientId, draftOrders: orders(aspirin) }, data);
    const card = cards.find((c) => ruleOf(c) === 'interaction.aspirin+warfarin')!;
    expect(card.indicator).toBe('critical');
    expect(card.detail).toMatch(/\*\*Source:\*\*/);
    expect(card.links![0]!.url).toBe('https://medassist.example/reference/drug-interactions?drug=Aspirin&drug=Warfarin');
    expect(card.suggestions![0]!.actions[0]!.resourceId).toEqual(['MedicationRequest/asa']);
  });

  it('answers every one of the six Synthea patients without failing, each card well formed', () => {
    for (const name of Object.keys(SYNTHEA_SAMPLES) as (keyof typeof SYNTHEA_SAMPLES)[]) {
      const { patientId, data } = syntheaPrefetch(name);
      const metformin = draft('met', { coding: [{ system: RXNORM, code: '860975', display: '24 HR metformin hydrochloride 500 MG Extended Release Oral Tablet' }] });
      const { cards, systemActions } = answer('order-sign', { userId: 'Practitioner/1', patientId, draftOrders: orders(metformin, draft('nothing', {})) }, data);
      expect(systemActions).toEqual([]);
      for (const card of cards) {
        expect(card.summary.length, name).toBeLessThan(140);
        expect(['info', 'warning', 'critical']).toContain(card.indicator);
        expect(card.uuid).toBeTruthy();
      }
      // The order that names nothing is named on the one "not checked" card.
      expect(notChecked(cards), name).toHaveLength(1);
      expect(notChecked(cards)[0]!.detail).toContain('MedicationRequest/nothing');
    }
  });

  it('checks a draft order written only as text, and draft orders against each other once', () => {
    const { cards } = answer('order-sign', { userId: 'Practitioner/1', patientId: 'p', draftOrders: orders(draft('w', { text: 'Warfarin 5 mg' }), draft('a', { text: 'Aspirin 100 mg' })) }, { medications: bundle([]) as FhirResource, allergies: bundle([]) as FhirResource });
    expect(cards.filter((c) => ruleOf(c) === 'interaction.aspirin+warfarin')).toHaveLength(1);
  });

  it('answers no cards for an empty bundle', () => {
    expect(answer('order-sign', { userId: 'Practitioner/1', patientId: 'p', draftOrders: { resourceType: 'Bundle' } }).cards).toEqual([]);
  });
});

describe('order-select', () => {
  it('judges only the selected order, against the other draft orders too', () => {
    const context = { userId: 'Practitioner/1', patientId: 'p', selections: ['MedicationRequest/a'], draftOrders: orders(draft('w', { text: 'Warfarin 5 mg' }), draft('a', { text: 'Aspirin 100 mg' }), draft('x', {})) };
    const { cards } = answer('order-select', context, { medications: bundle([]) as FhirResource, allergies: bundle([]) as FhirResource });
    const card = cards.find((c) => ruleOf(c) === 'interaction.aspirin+warfarin')!;
    expect(card.suggestions![0]!.actions[0]!.resourceId).toEqual(['MedicationRequest/a']);
    // The unselected order naming nothing is not this hook's business.
    expect(JSON.stringify(cards)).not.toContain('MedicationRequest/x');
  });

  it('refuses a request without selections', () => {
    const parsed = CdsRequestSchema.parse({ hook: 'order-select', hookInstance: 'x', context: { patientId: 'p', draftOrders: orders() } });
    expect(hookContextProblem(parsed, 'order-select')).toMatch(/context\.selections/);
    expect(hookContextProblem(parsed, 'order-sign')).toMatch(/order-sign hook, not order-select/);
  });
});

describe('patient-view', () => {
  it("finds the interactions on a Synthea patient's active list (warfarin, verapamil, digoxin, simvastatin …)", () => {
    const { patientId, data } = syntheaPrefetch('christopher');
    const { cards } = answer('patient-view', { userId: 'Practitioner/1', patientId }, data);
    const rules = cards.map(ruleOf);
    expect(rules).toContain('interaction.digoxin+verapamil');
    for (const card of cards) expect(card.suggestions).toBeUndefined();
  });
});
