// The medication-safety check at the point of care (DESIGN.md §8): a drug being added is checked
// against the patient's active medications (the built-in interaction table) and allergies (by
// ingredient and allergy class: a penicillin allergy flags amoxicillin). Recorded medications and
// allergies reach the catalogue through core/reference/medication-mapping.ts (RxNorm codes, SCD/SBD
// names, brands, combinations) and core/reference/allergy-match.ts.
import { allergyMatchesDrug, type AllergyMatch } from '../../core/reference/allergy-match';
import { alternativeViews, withAlternatives } from '../../core/reference/alternatives';
import { isBlockingLevel, levelRank, type ClinicalLevel } from '../../core/reference/clinical-levels';
import { findInteractions } from '../../core/reference/drug-interactions';
import type { Drug } from '../../core/reference/drugs';
import { mapMedication } from '../../core/reference/medication-mapping';
import type { MedicationSafetyAlert } from '../../core/schemas/chart';
import { conceptLabel, RXNORM, type Coding } from '../../core/schemas/coding';
import { englishText } from '../../core/i18n/message';
import { wireMessage, type WireMessage } from '../../core/i18n/wire-message';
import type { CheckedProduct, PatientCheck, PatientContext } from '../../core/reference/patient-checks/types';
import { patientAlerts } from './patient-alerts';

/** A medication or allergy as the check sees it. */
export interface CodedConcept {
  codings: readonly Coding[];
  text?: string | null | undefined;
}

/**
 * The catalogue drugs a recorded medication contains, and what of it the catalogue does not know:
 * each unknown ingredient of a product whose other ingredients are known ("naltrexone" of
 * "naltrexone / bupropion"), or the whole entry when nothing in it is known.
 */
export function ingredientsOf(med: CodedConcept): { drugs: Drug[]; notChecked: string[] } {
  const found = new Map<string, Drug>();
  const unknownIngredients = new Set<string>();
  const unknownEntries = new Set<string>();
  const rxnorm = med.codings.filter((c) => c.system === RXNORM);
  const tries = [...rxnorm.map((c) => ({ code: c.code, ...(c.display ? { text: c.display } : {}) })), ...(med.text ? [{ text: med.text }] : []), ...med.codings.filter((c) => c.system !== RXNORM && c.display).map((c) => ({ text: c.display! }))];
  for (const t of tries) {
    const mapped = mapMedication(t);
    for (const d of mapped.drugs) found.set(d.id, d);
    for (const n of mapped.notChecked) (mapped.drugs.length > 0 ? unknownIngredients : unknownEntries).add(n);
  }
  // A reading that recognised nothing (a brand written beside a coded product) names the entry only
  // when no reading recognised anything; an unknown ingredient beside known ones is always named.
  const known = new Set([...found.values()].map((d) => d.name.toLowerCase()));
  const notChecked = found.size > 0 ? [...unknownIngredients].filter((n) => !known.has(n.toLowerCase())) : [...unknownEntries];
  return { drugs: [...found.values()], notChecked };
}

/** A recorded allergy as the check sees it: its substance, and what happened (intolerance, angioedema). */
export type RecordedAllergyConcept = CodedConcept & { reaction?: string | null };

/** How a recorded allergy concerns a drug (its text and RxNorm code, through the allergy matcher). */
export function allergyMatch(allergy: RecordedAllergyConcept, drug: Drug): AllergyMatch {
  const code = allergy.codings.find((c) => c.system === RXNORM)?.code;
  const reaction = allergy.reaction ?? undefined;
  const texts = [allergy.text, ...allergy.codings.map((c) => c.display)].filter((t): t is string => !!t);
  let last: AllergyMatch = { matches: false, notChecked: true };
  for (const text of texts.length > 0 ? texts : ['']) {
    last = allergyMatchesDrug({ ...(text ? { text } : {}), ...(code ? { code } : {}), ...(reaction ? { reaction } : {}) }, drug);
    if (last.matches || !last.notChecked) return last;
  }
  return last;
}

/** The most severe of an allergy's matches with the drug's ingredients. */
function mostSevere<T extends { match: AllergyMatch }>(matches: readonly T[]): T | undefined {
  const rank = (match: AllergyMatch): number => (match.level ? levelRank(match.level) : Number.MAX_SAFE_INTEGER);
  return [...matches].sort((a, b) => rank(a.match) - rank(b.match))[0];
}

/** A matching allergy's level: its own where it blocks, else major (a match always blocks the save). */
const blockingLevel = (level: ClinicalLevel | undefined): ClinicalLevel => (level && isBlockingLevel(level) ? level : 'major');

/** Allergy categories that are never drugs (FHIR allergy-intolerance-category). */
const NON_DRUG_CATEGORIES = new Set(['food', 'environment', 'biologic']);

type ActiveAllergy = RecordedAllergyConcept & { id: number; category: string | null };

const allergySubstance = (allergy: CodedConcept) => conceptLabel({ text: allergy.text, codings: [...allergy.codings] });

/**
 * What a recorded drug allergy means for a product (`label`) of these catalogue ingredients: a
 * blocking or cautioning allergy alert, an 'unchecked' alert when the allergy matches no known drug,
 * or null (nothing to say, or not a drug allergy).
 */
function allergyAlert(label: string, ingredients: readonly Drug[], allergy: ActiveAllergy): MedicationSafetyAlert | null {
  if (allergy.category && NON_DRUG_CATEGORIES.has(allergy.category)) return null;
  const substance = allergySubstance(allergy);
  const matches = ingredients.map((i) => ({ drug: i, match: allergyMatch(allergy, i) }));
  if (matches.every((m) => m.match.notChecked)) {
    return { kind: 'unchecked', severity: 'moderate', allergyId: allergy.id, message: `The allergy to ${substance} could not be matched to known drugs: check it against ${label} yourself.` };
  }
  const reaction = allergy.reaction ? ` (reaction: ${allergy.reaction})` : '';
  const hits = matches.filter((m) => m.match.matches);
  if (hits.length > 0) {
    const names = hits.map((h) => h.drug.name).join(', ');
    const worst = mostSevere(hits)!;
    const { by, note } = worst.match;
    return {
      kind: 'allergy',
      // A match blocks: the same ingredient is contraindicated, a class or cross-reactivity major or worse.
      severity: blockingLevel(worst.match.level),
      allergyId: allergy.id,
      drugs: hits.map((h) => h.drug.name),
      message:
        by === 'ingredient'
          ? `${label} contains ${names}, which the patient is allergic to (${substance})${reaction}.`
          : by === 'class'
            ? `${label} contains ${names}, of a drug class the patient is allergic to (${substance})${reaction}.`
            : `${label} contains ${names}; the patient is allergic to ${substance}${reaction}: ${note}`,
      ...(worst.match.source ? { source: worst.match.source } : {}),
    };
  }
  // A caution that does not block (a moderate cross-reactivity, an intolerance, a minor note) is shown.
  const caution = mostSevere(matches.filter((m) => m.match.note && m.match.level));
  if (!caution) return null;
  return {
    kind: 'allergy',
    severity: caution.match.level!,
    allergyId: allergy.id,
    drugs: [caution.drug.name],
    message: `${label} and the ${caution.match.intolerance ? 'intolerance' : 'allergy'} to ${substance}${reaction}: ${caution.match.note}`,
    ...(caution.match.source ? { source: caution.match.source } : {}),
  };
}

/**
 * Interaction alerts between the ingredients of two products; `other` is the active medication. The
 * pair is named with the drug being added first, or (for a list, `mineLabel` given) in the checker's order.
 */
function interactionAlerts(mine: readonly Drug[], mineLabel: string | null, theirs: readonly Drug[], other: { id: number; label: string }): MedicationSafetyAlert[] {
  const alerts: MedicationSafetyAlert[] = [];
  for (const a of mine) {
    for (const b of theirs) {
      for (const found of findInteractions([a.id, b.id])) {
        alerts.push({
          kind: 'interaction',
          severity: found.level,
          medicationId: other.id,
          drugs: mineLabel ? [...found.drugNames] : [a.name, b.name],
          source: found.sources.join('; '),
          message: `${a.name}${mineLabel ? ` (${mineLabel})` : ''} with ${other.label}: ${found.description}`,
          management: found.management,
          ...withAlternatives(alternativeViews(found.ruleIds, [a.id, b.id])),
        });
      }
    }
  }
  return alerts;
}

const bySeverity = (alerts: MedicationSafetyAlert[]) => alerts.sort((a, b) => levelRank(a.severity) - levelRank(b.severity));

/** The medication-safety answer for a drug being added: the alerts, and what could not be checked. */
export interface MedicationSafetyCheck {
  alerts: MedicationSafetyAlert[];
  /** Each medication, ingredient, drug allergy or patient value the checker could not check; never blocks. */
  notChecked: string[];
  /** The patient-specific checks' entries of `notChecked`, as templates for the reader's language. */
  patientNotChecked: WireMessage[];
}

/** The patient the patient-specific checks read (DESIGN.md §9), and (in tests) the families to run. */
export interface PatientToCheck {
  context: PatientContext;
  checks?: readonly PatientCheck[];
}

/** Adds the patient-specific checks' alerts and their gaps (in English and as templates) to a check. */
function withPatientChecks(check: MedicationSafetyCheck, adding: CheckedProduct, active: readonly CheckedProduct[], patient: PatientToCheck): void {
  const found = patientAlerts(adding, active, patient.context, patient.checks);
  check.alerts.push(...found.alerts);
  for (const missing of found.notChecked) {
    const text = englishText(missing);
    if (check.notChecked.includes(text)) continue;
    check.notChecked.push(text);
    check.patientNotChecked.push(wireMessage(missing));
  }
}

/**
 * Every alert for adding `drug` to a patient with these active medications and allergies: severe
 * ones block the save until an override reason is given (DESIGN.md §8). A drug, medication,
 * ingredient of a combination or drug allergy the checker cannot map gives an 'unchecked' alert and
 * is named in `notChecked`: it is never passed silently.
 */
export function checkMedicationSafety(
  drug: CodedConcept,
  active: readonly (CodedConcept & { id: number })[],
  allergies: readonly ActiveAllergy[],
  patient?: PatientToCheck,
): MedicationSafetyCheck {
  const alerts: MedicationSafetyAlert[] = [];
  const notChecked: string[] = [];
  const patientNotChecked: WireMessage[] = [];
  const name = (text: string) => {
    if (!notChecked.includes(text)) notChecked.push(text);
  };
  const label = conceptLabel({ text: drug.text, codings: [...drug.codings] });
  const { drugs: ingredients, notChecked: unknownOfDrug } = ingredientsOf(drug);
  if (ingredients.length === 0) {
    alerts.push({
      kind: 'unchecked',
      severity: 'moderate',
      message: `${label} is not in the interaction checker's catalogue: it was not checked against the patient's medications or allergies. Check it yourself before prescribing.`,
    });
    name(label);
    return { alerts, notChecked, patientNotChecked };
  }
  for (const unknown of unknownOfDrug) {
    alerts.push({
      kind: 'unchecked',
      severity: 'moderate',
      message: `${unknown} (in ${label}) is not in the interaction checker's catalogue: it was not checked against the patient's medications or allergies. Check it yourself before prescribing.`,
    });
    name(unknown);
  }

  for (const allergy of allergies) {
    const alert = allergyAlert(label, ingredients, allergy);
    if (!alert) continue;
    alerts.push(alert);
    if (alert.kind === 'unchecked') name(`${allergySubstance(allergy)} (allergy)`);
  }

  const checkedActive: CheckedProduct[] = [];
  for (const med of active) {
    const medLabel = conceptLabel({ text: med.text, codings: [...med.codings] });
    const { drugs: theirs, notChecked: unknownOfMed } = ingredientsOf(med);
    checkedActive.push({ id: med.id, label: medLabel, ingredients: theirs });
    if (theirs.length === 0) {
      alerts.push({ kind: 'unchecked', severity: 'moderate', medicationId: med.id, message: `${medLabel} (an active medication) is not in the interaction checker's catalogue: it was not checked against ${label}.` });
      name(medLabel);
      continue;
    }
    for (const unknown of unknownOfMed) {
      alerts.push({ kind: 'unchecked', severity: 'moderate', medicationId: med.id, message: `${unknown} (in ${medLabel}, an active medication) is not in the interaction checker's catalogue: it was not checked against ${label}.` });
      name(unknown);
    }
    alerts.push(...interactionAlerts(ingredients, null, theirs, { id: med.id, label: medLabel }));
  }
  const check = { alerts, notChecked, patientNotChecked };
  if (patient) withPatientChecks(check, { label, ingredients }, checkedActive, patient);
  bySeverity(alerts);
  return check;
}

/**
 * The same check over a patient's whole active list (for the AI assistant's patient context): every
 * pair of active medications, every medication against every drug allergy, and what could not be
 * checked, each once, however long the list.
 */
export function checkActiveMedications(active: readonly (CodedConcept & { id: number })[], allergies: readonly ActiveAllergy[], patient?: PatientToCheck): MedicationSafetyCheck {
  const alerts: MedicationSafetyAlert[] = [];
  const notChecked: string[] = [];
  const patientNotChecked: WireMessage[] = [];
  const name = (text: string) => {
    if (!notChecked.includes(text)) notChecked.push(text);
  };
  const meds = active.map((med) => ({ id: med.id, label: conceptLabel({ text: med.text, codings: [...med.codings] }), ...ingredientsOf(med) }));
  for (const med of meds) {
    if (med.drugs.length === 0) name(med.label);
    for (const unknown of med.notChecked) name(unknown);
  }
  const checkable = meds.filter((m) => m.drugs.length > 0);
  checkable.forEach((med, i) => {
    for (const earlier of checkable.slice(0, i)) alerts.push(...interactionAlerts(med.drugs, med.label, earlier.drugs, earlier));
  });
  for (const allergy of allergies) {
    const found = checkable.map((med) => allergyAlert(med.label, med.drugs, allergy)).filter((a): a is MedicationSafetyAlert => a !== null);
    const unchecked = found.length > 0 && found.every((a) => a.kind === 'unchecked');
    if (unchecked) name(`${allergySubstance(allergy)} (allergy)`);
    else alerts.push(...found.filter((a) => a.kind !== 'unchecked'));
  }
  const check = { alerts, notChecked, patientNotChecked };
  if (patient) {
    const products: CheckedProduct[] = checkable.map((m) => ({ id: m.id, label: m.label, ingredients: m.drugs }));
    patientChecksOfList(check, products, products, patient);
  }
  bySeverity(alerts);
  return check;
}

/**
 * The patient-specific checks of drugs chosen on the interaction checker for a patient: each as if
 * added to the patient's active medications and the other chosen drugs. Names outside the catalogue
 * are left to the page, which already shows them as not checked.
 */
export function checkSelectionForPatient(selected: readonly string[], active: readonly (CodedConcept & { id: number })[], patient: PatientToCheck): MedicationSafetyCheck {
  const check: MedicationSafetyCheck = { alerts: [], notChecked: [], patientNotChecked: [] };
  const product = (med: CodedConcept & { id?: number }): CheckedProduct => ({ ...(med.id !== undefined ? { id: med.id } : {}), label: conceptLabel({ text: med.text, codings: [...med.codings] }), ingredients: ingredientsOf(med).drugs });
  const chosen = selected.map((text) => product({ text, codings: [] })).filter((p) => p.ingredients.length > 0);
  const recorded = active.map(product).filter((p) => p.ingredients.length > 0);
  patientChecksOfList(check, chosen, [...recorded, ...chosen], patient);
  bySeverity(check.alerts);
  return check;
}

/**
 * The patient-specific checks of each of `adding` as if being added to the rest of `all`; a finding
 * about a pair (a duplication) is said once, not once from each side.
 */
function patientChecksOfList(check: MedicationSafetyCheck, adding: readonly CheckedProduct[], all: readonly CheckedProduct[], patient: PatientToCheck): void {
  const seen = new Set<string>();
  adding.forEach((product) => {
    const part: MedicationSafetyCheck = { alerts: [], notChecked: check.notChecked, patientNotChecked: check.patientNotChecked };
    withPatientChecks(part, product, all.filter((p) => p !== product), patient);
    for (const alert of part.alerts) {
      const key = `${alert.ruleId ?? alert.message}|${[...(alert.drugs ?? [])].sort().join('+')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      check.alerts.push(alert);
    }
  });
}

/** True when any alert must block the save until the prescriber gives a reason. */
export function blocksSave(alerts: readonly MedicationSafetyAlert[]): boolean {
  return alerts.some((a) => isBlockingLevel(a.severity));
}
