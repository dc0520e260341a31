import { describe, expect, it } from 'vitest';
import { message } from '../../core/i18n/message';
import { msg } from '../../core/i18n/msg';
import { RXNORM } from '../../core/schemas/coding';
import { SYNTHEA_SAMPLES } from '../test/fhir-samples';
import { RULE_SYSTEM, type CdsCard } from './cards';
import type { CdsHook } from './discovery';
import { mergeNotChecked } from './not-checked';
import { answerHook, type PatientData } from './service-answer';
import { CdsRequestSchema, hookContextProblem, type FhirResource } from './service-request';

let n = 0;
const cardContext = { origin: 'https://medassist.example', ehr: 'City Hospital EHR', uuid: () => `uuid-${++n}` };

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
    expect(allergy.suggestions![0]!.actions).toEqual([{ type: 'delete', description: expect.stringContaining('Amoxicillin') as string, resourceId: 'MedicationRequest/smart-MedicationRequest-103' }]);
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
    expect(card.suggestions![0]!.actions[0]!.resourceId).toBe('MedicationRequest/asa');
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

  it('offers the alternatives the source names: replace draft simvastatin with atorvastatin or rosuvastatin, beside removing it', () => {
    const simvastatin = draft('simva', { coding: [{ system: RXNORM, code: '198211', display: 'simvastatin 40 MG Oral Tablet' }] });
    const amlodipine = { resourceType: 'MedicationRequest', id: 'aml', status: 'active', medicationCodeableConcept: { text: 'Amlodipine 10 MG Oral Tablet' } };
    const { cards } = answer('order-sign', { userId: 'Practitioner/1', patientId: 'ehr-77', draftOrders: orders(simvastatin) }, { medications: bundle([amlodipine]) as FhirResource, allergies: bundle([]) as FhirResource });
    const card = cards.find((c) => ruleOf(c) === 'interaction.amlodipine+simvastatin')!;
    expect(card.selectionBehavior).toBe('at-most-one');
    expect(card.suggestions!.map((s) => s.label)).toEqual(['Remove simvastatin 40 MG Oral Tablet from the orders', 'Replace simvastatin with atorvastatin', 'Replace simvastatin with rosuvastatin']);
    expect(new Set(card.suggestions!.map((s) => s.uuid)).size).toBe(3);
    const [remove, create] = card.suggestions![1]!.actions;
    expect(remove).toMatchObject({ type: 'delete', resourceId: 'MedicationRequest/simva' });
    expect(create).toEqual({
      type: 'create',
      description: expect.stringContaining('Circulation 2016') as string,
      resource: { resourceType: 'MedicationRequest', status: 'draft', intent: 'order', subject: { reference: 'Patient/ehr-77' }, medicationCodeableConcept: { coding: [{ system: RXNORM, code: '83367', display: 'atorvastatin' }], text: 'atorvastatin' } },
    });
    expect(card.detail).toMatch(/\*\*Alternatives the source names:\*\* Atorvastatin instead of Simvastatin: AHA scientific statement/);
  });

  it('offers no replacement when the draft is the drug that stays, or a combination product, and none for a rule whose source names none', () => {
    const simvastatin = { resourceType: 'MedicationRequest', id: 's', status: 'active', medicationCodeableConcept: { text: 'Simvastatin 20 MG Oral Tablet' } };
    const data = { medications: bundle([simvastatin]) as FhirResource, allergies: bundle([]) as FhirResource };
    const labels = (context: object) => answer('order-sign', context, data).cards.filter((c) => ruleOf(c) === 'interaction.amlodipine+simvastatin').flatMap((c) => c.suggestions!.map((s) => s.label));
    expect(labels({ userId: 'Practitioner/1', patientId: 'p', draftOrders: orders(draft('aml', { text: 'Amlodipine 5 mg' })) })).toEqual(['Remove Amlodipine 5 mg from the orders']);
    // Ezetimibe/simvastatin: replacing it by atorvastatin alone would drop the ezetimibe.
    const combination = draft('ezs', { text: 'ezetimibe 10 MG / simvastatin 40 MG Oral Tablet' });
    const amlodipine = { resourceType: 'MedicationRequest', id: 'aml', status: 'active', medicationCodeableConcept: { text: 'Amlodipine 10 MG Oral Tablet' } };
    const withAml = answer('order-sign', { userId: 'Practitioner/1', patientId: 'p', draftOrders: orders(combination) }, { medications: bundle([amlodipine]) as FhirResource, allergies: bundle([]) as FhirResource });
    const card = withAml.cards.find((c) => ruleOf(c) === 'interaction.amlodipine+simvastatin')!;
    expect(card.suggestions!.map((s) => s.actions.map((a) => a.type))).toEqual([['delete']]);
    // Warfarin with aspirin: the advice names no other drug, so only the removal is offered.
    const warfarin = answer('order-sign', { userId: 'Practitioner/1', patientId: 'p', draftOrders: orders(draft('a', { text: 'Aspirin 100 mg' })) }, { medications: bundle([{ resourceType: 'MedicationRequest', id: 'w', status: 'active', medicationCodeableConcept: { text: 'Warfarin 5 mg' } }]) as FhirResource, allergies: bundle([]) as FhirResource });
    expect(warfarin.cards.find((c) => ruleOf(c) === 'interaction.aspirin+warfarin')!.suggestions).toHaveLength(1);
  });

  it('offers glipizide for a glyburide order in an older adult (Beers 2023), with the condition the criteria state', () => {
    const patient = { resourceType: 'Patient', id: 'old', birthDate: '1945-01-01', gender: 'female' };
    const { cards } = answer('order-sign', { userId: 'Practitioner/1', patientId: 'old', draftOrders: orders(draft('gly', { text: 'Glyburide 5 mg' })) }, { patient: patient as FhirResource, medications: bundle([]) as FhirResource, allergies: bundle([]) as FhirResource });
    const card = cards.find((c) => ruleOf(c) === 'beers.t2.sulfonylureas')!;
    expect(card.suggestions!.map((s) => s.label)).toEqual(['Remove Glyburide 5 mg from the orders', 'Replace glyburide with glipizide']);
    expect(card.suggestions![1]!.actions[1]!.description).toMatch(/if a sulfonylurea is still to be used.*Beers/);
    expect(card.suggestions![1]!.actions[1]!.resource).toMatchObject({ medicationCodeableConcept: { coding: [{ code: '4821' }] }, subject: { reference: 'Patient/old' } });
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
    expect(card.suggestions![0]!.actions[0]!.resourceId).toBe('MedicationRequest/a');
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
  const view = (name: keyof typeof SYNTHEA_SAMPLES) => {
    const { patientId, data } = syntheaPrefetch(name);
    return answer('patient-view', { userId: 'Practitioner/1', patientId }, data).cards;
  };
  const calculatorCards = (cards: readonly CdsCard[]) => cards.filter((c) => ruleOf(c)?.startsWith('calculator.'));

  it("finds the interactions on a Synthea patient's active list (warfarin, verapamil, digoxin, simvastatin …)", () => {
    const cards = view('christopher');
    const rules = cards.map(ruleOf);
    expect(rules).toContain('interaction.digoxin+verapamil');
    for (const card of cards) expect(card.suggestions).toBeUndefined();
  });

  it('Christin Stiedemann (84, atrial fibrillation since 2018): CHA2DS2-VASc 3 with its inputs and dates, no PREVENT', () => {
    const [card, ...others] = calculatorCards(view('christin'));
    expect(others).toEqual([]);
    expect(ruleOf(card!)).toBe('calculator.chads2vasc');
    expect(card!.indicator).toBe('info');
    expect(card!.summary).toBe('CHA2DS2-VASc 3 with atrial fibrillation (moderate-high stroke risk)');
    expect(card!.detail).toContain('Atrial Fibrillation (SNOMED CT 49436004), onset 2018-10-30');
    expect(card!.detail).toContain('- Age: 84 years (on 2026-12-02; birth date 1942-10-13)');
    expect(card!.detail).toContain('- Heart failure: no (none recorded)');
    expect(card!.detail).toMatch(/\*\*Source:\*\* Lip GYH/);
    // The link names the EHR connection (the page says "from City Hospital EHR, <date>", not "from chart")
    // and carries the yes/no answers, an absence of record as one: the SMART workspace's link for this record.
    const link = new URL(card!.links![0]!.url);
    expect(`${link.origin}${link.pathname}`).toBe('https://medassist.example/calculators/chads2vasc');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      source: 'City Hospital EHR', 'ageYears': '84', 'ageYears.at': '2026-12-02', sex: 'female', 'sex.at': '2026-12-02',
      ...Object.fromEntries(['diabetes', 'heartFailure', 'hypertension', 'strokeTiaThromboembolism', 'vascularDisease'].flatMap((k) => [[k, 'none-recorded'], [`${k}.at`, '2026-12-02']])),
    });
    expect(link.searchParams.has('patient')).toBe(false);
  });

  it('Elvina Lemke (73, no ASCVD): PREVENT from the record, each input with the day it was measured', () => {
    const [card, ...others] = calculatorCards(view('elvina'));
    expect(others).toEqual([]);
    expect(card!.summary).toMatch(/^PREVENT 10-year ASCVD risk \d+\.\d% \((low|borderline|intermediate|high)\)$/);
    expect(card!.detail).toContain('- Systolic blood pressure: 133.52 mmHg (2020-11-03; LOINC 8480-6)');
    expect(card!.detail).toContain('- Total cholesterol: 177.89 mg/dL (2019-06-25; LOINC 2093-3)');
    expect(card!.detail).toContain('- Creatinine: 0.73 mg/dL (2020-11-03; LOINC 38483-4)');
    expect(card!.detail).toContain('- Current smoking: no (2020-11-03; Never smoker (SNOMED CT 266919005))');
    const link = new URL(card!.links![0]!.url).searchParams;
    expect(link.get('source')).toBe('City Hospital EHR');
    expect([link.get('ageYears'), link.get('ageYears.at'), link.get('sex')]).toEqual(['73', '2026-12-02', 'female']);
    expect([link.get('systolicBpMmHg'), link.get('systolicBpMmHg.at')]).toEqual(['133.521', '2020-11-03']);
    // The yes/no answers as the card read them: a never smoker on 2020-11-03, no diabetes recorded.
    expect([link.get('smoking'), link.get('smoking.at')]).toEqual(['no', '2020-11-03']);
    expect([link.get('diabetes'), link.get('diabetes.at')]).toEqual(['none-recorded', '2026-12-02']);
  });

  it('Elsa Vargas (50): PREVENT names the missing eGFR instead of a result', () => {
    const [card] = calculatorCards(view('elsa'));
    expect(card!.summary).toBe('PREVENT (AHA) not calculated: no eGFR or creatinine');
    expect(card!.detail).toContain('- eGFR or creatinine: not recorded');
    expect(card!.detail).not.toMatch(/ASCVD risk \d/);
  });

  it('Brant Jacobson (65, stroke), Mao Kilback (8): no calculator', () => {
    expect(calculatorCards(view('brant'))).toEqual([]);
    expect(calculatorCards(view('mao'))).toEqual([]);
  });

  it('Christopher Abshire (atrial fibrillation, died 2016-12-10): no score, and the not-checked card says why', () => {
    const cards = view('christopher');
    expect(calculatorCards(cards)).toEqual([]);
    expect(notChecked(cards)[0]!.detail).toContain('PREVENT and CHA2DS2-VASc were not calculated: the patient is recorded as deceased (2016-12-10)');
    const { patientId, data } = syntheaPrefetch('christopher');
    const alive = { ...data, patient: { ...(data.patient as FhirResource), deceasedDateTime: undefined } };
    const scored = answer('patient-view', { userId: 'Practitioner/1', patientId }, alive).cards;
    expect(calculatorCards(scored).map((c) => c.summary)).toEqual([expect.stringMatching(/^CHA2DS2-VASc 6 /)]);
  });

  /** A 55-year-old man with every PREVENT input in US Core shapes (the blood pressure as a panel's component). */
  function handMade(withHdl = true) {
    const loincCode = (code: string) => ({ coding: [{ system: 'http://loinc.org', code }] });
    const lab = (id: string, code: string, value: number, unit: string, date: string) => ({ resourceType: 'Observation', id, status: 'final', code: loincCode(code), effectiveDateTime: date, valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit } });
    const observations = [
      { resourceType: 'Observation', id: 'bp', status: 'final', code: loincCode('85354-9'), effectiveDateTime: '2026-11-02T10:00:00Z', component: [
        { code: loincCode('8480-6'), valueQuantity: { value: 142, code: 'mm[Hg]' } }, { code: loincCode('8462-4'), valueQuantity: { value: 88, code: 'mm[Hg]' } },
      ] },
      lab('tc', '2093-3', 224, 'mg/dL', '2026-10-20'),
      ...(withHdl ? [lab('hdl', '2085-9', 41, 'mg/dL', '2026-10-20')] : []),
      lab('bmi', '39156-5', 29.4, 'kg/m2', '2026-11-02'),
      lab('egfr', '98979-8', 74, 'mL/min/{1.73_m2}', '2026-10-20'),
      { resourceType: 'Observation', id: 'smk', status: 'final', code: loincCode('72166-2'), effectiveDateTime: '2026-11-02', valueCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code: '449868002', display: 'Smokes tobacco daily' }] } },
    ];
    const lisinopril = { resourceType: 'MedicationRequest', id: 'lis', status: 'active', intent: 'order', medicationCodeableConcept: { coding: [{ system: RXNORM, code: '314076', display: 'lisinopril 10 MG Oral Tablet' }] } };
    const data: PatientData = {
      patient: { resourceType: 'Patient', id: 'hm', birthDate: '1971-03-15', gender: 'male' },
      medications: bundle([lisinopril]) as FhirResource,
      allergies: bundle([]) as FhirResource,
      conditions: bundle([{ resourceType: 'Condition', id: 'dm', clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] }, code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'E11.9', display: 'Type 2 diabetes mellitus without complications' }] }, onsetDateTime: '2018-04-01' }]) as FhirResource,
      observations: bundle(observations) as FhirResource,
    };
    return answer('patient-view', { userId: 'Practitioner/1', patientId: 'hm' }, data).cards;
  }

  it('a hand-made US Core record: PREVENT with the panel’s systolic value, diabetes with its onset, lisinopril as antihypertensive use', () => {
    const [card] = calculatorCards(handMade());
    expect(card!.summary).toMatch(/^PREVENT 10-year ASCVD risk/);
    expect(card!.detail).toContain('- Systolic blood pressure: 142 mmHg (2026-11-02; LOINC 8480-6)');
    expect(card!.detail).toContain('- Diabetes: yes (onset 2018-04-01; Type 2 diabetes mellitus without complications (ICD-10-CM E11.9))');
    expect(card!.detail).toContain('- Current smoking: yes (2026-11-02; Smokes tobacco daily (SNOMED CT 449868002))');
    expect(card!.detail).toMatch(/- Antihypertensive medication: yes \(lisinopril/i);
    // The link carries the same answers: diabetes with its onset, current smoking, lisinopril (an active medication: undated).
    const link = new URL(card!.links![0]!.url).searchParams;
    expect(link.toString()).toContain('diabetes=yes&diabetes.at=2018-04-01&smoking=yes&smoking.at=2026-11-02&antihypertensive=yes&antihypertensive.at=undated');
    expect(link.get('source')).toBe('City Hospital EHR');
    // Everything was sent: no "not checked" card.
    expect(notChecked(handMade())).toEqual([]);
  });

  it('a hand-made record without HDL cholesterol: the card names it and gives no risk', () => {
    const [card] = calculatorCards(handMade(false));
    expect(card!.summary).toBe('PREVENT (AHA) not calculated: no HDL cholesterol');
  });

  it('without the conditions, names them (whether a calculator applies) and shows no calculator', () => {
    const { patientId, data } = syntheaPrefetch('christin');
    const { conditions: _left, ...withoutConditions } = data;
    const { cards } = answer('patient-view', { userId: 'Practitioner/1', patientId }, withoutConditions);
    expect(calculatorCards(cards)).toEqual([]);
    expect(notChecked(cards)[0]!.detail).toContain('Conditions (condition-specific rules, and whether PREVENT or CHA2DS2-VASc applies, were not checked): not sent by the EHR');
  });

  it('a Patient without a birth date: says the calculators could not be decided', () => {
    const { patientId, data } = syntheaPrefetch('elvina');
    const { cards } = answer('patient-view', { userId: 'Practitioner/1', patientId }, { ...data, patient: { resourceType: 'Patient', id: patientId, gender: 'female' } });
    expect(calculatorCards(cards)).toEqual([]);
    expect(notChecked(cards)[0]!.detail).toContain('PREVENT (AHA): the patient has no birth date, so whether it applies was not checked');
  });
});

describe('card quality', () => {
  it('says each missing value once on the "not checked" card, however many orders needed it', () => {
    const context = { userId: 'Practitioner/1', patientId: 'p', draftOrders: orders(
      draft('a', { coding: [{ system: RXNORM, code: '860975', display: 'metformin 500 MG Oral Tablet' }] }),
      draft('b', { coding: [{ system: RXNORM, code: '197381', display: 'atenolol 50 MG Oral Tablet' }] }),
      draft('c', { coding: [{ system: RXNORM, code: '310965', display: 'ibuprofen 200 MG Oral Tablet' }] }),
    ) };
    const lines = notChecked(answer('order-sign', context).cards)[0]!.detail!.split('\n').filter((l) => l.startsWith('- '));
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.filter((l) => /^- No eGFR or creatinine in the chart/.test(l))).toEqual(['- No eGFR or creatinine in the chart: the renal dosing of Metformin and the renal dosing of Ibuprofen was not checked.']);
    // Age and sex are named once, with the other values one rule lacked.
    expect(lines.filter((l) => /\bage\b/.test(l) && /^- No /.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /\bsex\b/.test(l) && /^- No /.test(l))).toHaveLength(1);
  });

  it('merges lines of one template that differ in one value, and keeps different lines apart', () => {
    const line = (value: string, what: string) => message(msg('No {value} in the chart: {what} was not checked.'), { value, what });
    expect(mergeNotChecked([line('age', 'X'), line('sex', 'X'), line('age', 'X'), 'plain', 'plain', line('QTc', 'Y'), line('potassium', 'Z')])).toEqual([
      'No age and sex in the chart: X was not checked.', 'plain', 'No QTc in the chart: Y was not checked.', 'No potassium in the chart: Z was not checked.',
    ]);
  });

  it("links an allergy card to MedAssist's checker on the drug, not to the bare checker page", () => {
    const { cards } = answer('order-sign', SPEC_ORDER_SIGN_CONTEXT, { allergies: bundle([PENICILLIN_ALLERGY]) as FhirResource, medications: bundle([]) as FhirResource });
    const allergy = cards.find((c) => ruleOf(c)?.startsWith('allergy.'))!;
    expect(allergy.links).toEqual([{ label: "Open Amoxicillin/clavulanate in MedAssist's drug checker", url: 'https://medassist.example/reference/drug-interactions?drug=Amoxicillin%2Fclavulanate', type: 'absolute' }]);
  });
});
