// The answer of MedAssist's CDS services (DESIGN.md §9): the chart's own checks, one function each
// (checkMedicationSafety, checkActiveMedications, checkForPatient), run on the EHR's FHIR data, and
// their findings as cards. Pure: the data arrives resolved (prefetched or fetched, service-fetch.ts),
// nothing is stored, and what could not be checked is one info card naming it.
import type { LocalText } from '../../core/i18n/message';
import { checkForPatient } from '../../core/reference/patient-checks/check-patient';
import type { CheckedProduct } from '../../core/reference/patient-checks/types';
import { conceptLabel } from '../../core/schemas/coding';
import { checkActiveMedications, checkMedicationSafety, ingredientsOf, type CodedConcept } from '../chart/medication-safety';
import { CALCULATORS, calculatorCard } from './calculator-cards';
import { alertCard, findingCard, notCheckedCard, type CardContext, type CdsCard, type CdsResponse, type DraftOrderRef } from './cards';
import { mergeNotChecked } from './not-checked';
import { PREFETCH_KEYS, type CdsHook, type PrefetchKey } from './discovery';
import { recordCalculators } from './record-calculators';
import { activeAllergies, activeMedications, medicationConcept, namesSomething, patientContextOf, referenceOf, resourcesOf } from './prefetch';
import type { CdsRequest, FhirResource } from './service-request';

/** The patient data of one call, by prefetch key; a key absent here was neither sent nor fetched. */
export type PatientData = Partial<Record<PrefetchKey, FhirResource | null>>;

/** What is lost when a key's data is missing: named on the "not checked" card with the reason. */
export const MISSING_DATA: Readonly<Record<PrefetchKey, string>> = {
  patient: 'Patient (age, sex; age- and sex-specific limits and the calculators were not checked)',
  medications: 'Active medications (interactions with them were not checked)',
  allergies: 'Allergies (allergy conflicts were not checked)',
  conditions: 'Conditions (condition-specific rules, and whether PREVENT or CHA2DS2-VASc applies, were not checked)',
  observations: 'Lab values and vital signs (eGFR, creatinine, potassium, QTc, weight, pregnancy status; blood pressure, cholesterol, BMI, smoking status)',
};

/** Why a key's data is missing when nobody said otherwise. */
export const NOT_SENT = 'not sent by the EHR';

export interface AnswerInput {
  hook: CdsHook;
  request: CdsRequest;
  data: PatientData;
  /** Why a key's data could not be had, where it is more than "not sent" (an unregistered fhirServer, a timeout). */
  missingReasons?: Partial<Record<PrefetchKey, string>>;
  /** The clinic's today (YYYY-MM-DD): ages and value ages are counted to it. */
  asOf: string;
  cards: CardContext;
}

type Numbered = CodedConcept & { id: number };

const label = (c: CodedConcept) => conceptLabel({ text: c.text, codings: [...c.codings] });
const product = (c: Numbered): CheckedProduct => ({ id: c.id, label: label(c), ingredients: ingredientsOf(c).drugs });

/** Whether a selection ("MedicationRequest/abc", or the bare id) names this draft order. */
const selected = (selections: readonly string[], order: FhirResource) => selections.some((s) => s === referenceOf(order) || s === order.id);

/** The patient a draft order is for: its own subject, else the hook's patient. */
function subjectOf(order: FhirResource, request: CdsRequest): string {
  const subject = order.subject as { reference?: unknown } | undefined;
  return typeof subject?.reference === 'string' && subject.reference ? subject.reference : `Patient/${request.context.patientId}`;
}

/** The draft orders a hook judges, each with the other orders it is checked against. */
function judgedOrders(hook: CdsHook, request: CdsRequest) {
  const drafts = resourcesOf(request.context.draftOrders).filter((r) => r.resourceType === 'MedicationRequest');
  // Draft orders sit beside the active list with ids of their own (the check's ids are positions).
  const numbered = drafts.map((order, i) => ({ order, concept: { ...medicationConcept(order), id: 100_000 + i } }));
  if (hook === 'order-select') {
    const selections = request.context.selections ?? [];
    return numbered.filter((d) => selected(selections, d.order)).map((d) => ({ ...d, others: numbered.filter((o) => o !== d) }));
  }
  // order-sign: each pair of draft orders once (the later order against the earlier ones).
  return numbered.map((d, i) => ({ ...d, others: numbered.slice(0, i) }));
}

/**
 * patient-view: a card per calculator that applies to the patient (PREVENT, CHA2DS2-VASc), and what
 * kept one from being decided. A missing Patient or Condition prefetch is already named by its
 * MISSING_DATA line; a Patient without a birth date is named here.
 */
function patientViewCalculators(input: AnswerInput, cards: CdsCard[]): string[] {
  const patient = resourcesOf(input.data.patient).find((r) => r.resourceType === 'Patient');
  // The SMART workspace's calculators from the same record: a card's link opens the calculator as the workspace does.
  const { prefills, results, undecided, deceased } = recordCalculators(input.data, input.asOf);
  // A risk estimate or a stroke score for a patient the EHR records as deceased would mislead; say why none is given.
  if (deceased) return [`PREVENT and CHA2DS2-VASc were not calculated: the patient is recorded as deceased (${deceased})`];
  for (const c of results) {
    const prefill = prefills.find((p) => p.slug === c.calculator);
    if (prefill) cards.push(calculatorCard(c, prefill, input.cards));
  }
  return undecided.filter((u) => u.missing === 'birth date' && patient).map((u) => `${CALCULATORS[u.calculator].name}: the patient has no birth date, so whether it applies was not checked`);
}

/** The cards for one CDS call. */
export function answerHook(input: AnswerInput): CdsResponse {
  const { hook, request, data } = input;
  const cards: CdsCard[] = [];
  const notChecked: LocalText[] = [];
  const active = activeMedications(resourcesOf(data.medications));
  const allergies = activeAllergies(resourcesOf(data.allergies));
  let judgedAny = false;

  if (hook === 'patient-view') {
    judgedAny = true;
    const check = checkActiveMedications(active, allergies);
    cards.push(...check.alerts.filter((a) => a.kind !== 'unchecked').map((a) => alertCard(a, undefined, input.cards)));
    notChecked.push(...check.notChecked);
    notChecked.push(...patientViewCalculators(input, cards));
  } else {
    const patient = resourcesOf(data.patient).find((r) => r.resourceType === 'Patient');
    const context = patientContextOf(patient, [...resourcesOf(data.observations), ...resourcesOf(data.conditions)], input.asOf);
    for (const { order, concept, others } of judgedOrders(hook, request)) {
      judgedAny = true;
      if (!namesSomething(concept)) {
        notChecked.push(`Draft order ${referenceOf(order) ?? '(no id)'}: it names no medication (no code or text)`);
        continue;
      }
      const adding = product(concept);
      const ref: DraftOrderRef = { label: label(concept), reference: referenceOf(order), ingredients: adding.ingredients.map((d) => d.name), subject: subjectOf(order, request) };
      const against: Numbered[] = [...active, ...others.map((o) => o.concept).filter(namesSomething)];
      const safety = checkMedicationSafety(concept, against, allergies);
      cards.push(...safety.alerts.filter((a) => a.kind !== 'unchecked').map((a) => alertCard(a, ref, input.cards)));
      notChecked.push(...safety.notChecked);
      if (adding.ingredients.length === 0) continue;
      const patientCheck = checkForPatient({ adding, active: against.map(product).filter((p) => p.ingredients.length > 0), patient: context });
      cards.push(...patientCheck.findings.map((f) => findingCard(f, ref, input.cards)));
      notChecked.push(...patientCheck.notChecked);
    }
  }

  // Nothing judged (an empty bundle, no selected medication order): nothing to say, not even what is missing.
  if (judgedAny) {
    // Every hook reads all five: patient-view's calculators need the patient, conditions and observations too.
    for (const key of PREFETCH_KEYS) if (!data[key]) notChecked.push(`${MISSING_DATA[key]}: ${input.missingReasons?.[key] ?? NOT_SENT}`);
    const card = notCheckedCard(mergeNotChecked(notChecked), input.cards);
    if (card) cards.push(card);
  }
  return { cards, systemActions: [] };
}
