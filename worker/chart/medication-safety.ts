// The medication-safety check at the point of care (DESIGN.md §8): a drug being added is checked
// against the patient's active medications (the built-in interaction table) and allergies (by
// ingredient, and by drug class when the allergy names a class). The mapping from a recorded
// medication or allergy to the checker's catalogue lives in `ingredientsOf` and `allergyDrugs`
// only, so a richer mapping (RxNorm codes, combination products) replaces it in one place.
import { findInteractions } from '../../core/reference/drug-interactions';
import { findDrug, resolveDrug, type Drug } from '../../core/reference/drugs';
import type { MedicationSafetyAlert } from '../../core/schemas/chart';
import { conceptLabel, type Coding } from '../../core/schemas/coding';

/** A medication or allergy as the check sees it. */
export interface CodedConcept {
  codings: readonly Coding[];
  text?: string | null | undefined;
}

const MAX_WORDS_PER_NAME = 3;

/**
 * The catalogue drugs a recorded medication contains: its text and code displays are scanned for
 * generic, brand or alias names ("Warfarin Sodium 5 MG Oral Tablet [Coumadin]" → warfarin;
 * combination names such as "trimethoprim-sulfamethoxazole" are catalogue entries of their own).
 */
export function ingredientsOf(med: CodedConcept): Drug[] {
  const found = new Map<string, Drug>();
  for (const name of [med.text, ...med.codings.map((c) => c.display)]) {
    if (!name) continue;
    const whole = findDrug(name);
    if (whole) {
      found.set(whole.id, whole);
      continue;
    }
    const words = name.split(/[\s/,;()[\]]+/).filter(Boolean);
    for (let n = MAX_WORDS_PER_NAME; n >= 1; n -= 1) {
      for (let i = 0; i + n <= words.length; i += 1) {
        const drug = findDrug(words.slice(i, i + n).join(' '));
        if (drug) found.set(drug.id, drug);
      }
    }
  }
  return [...found.values()];
}

/**
 * The catalogue drugs an allergy rules out: the drug it names, or every drug of a class it names
 * ("NSAIDs", "Allergy to statins"). Empty when the substance is not a drug the checker knows.
 */
export function allergyDrugs(allergy: CodedConcept): { drugs: Drug[]; byClass: boolean } {
  for (const raw of [allergy.text, ...allergy.codings.map((c) => c.display)]) {
    if (!raw) continue;
    const name = raw.replace(/^(allergy|allergic|intolerance|hypersensitivity)\s+(to|reaction to)\s+/i, '').trim();
    const direct = ingredientsOf({ text: name, codings: [] });
    if (direct.length > 0) return { drugs: direct, byClass: false };
    const members = resolveDrug(name);
    if (members.length > 0) return { drugs: members, byClass: true };
  }
  return { drugs: [], byClass: false };
}

/** Allergy categories that are never drugs (FHIR allergy-intolerance-category). */
const NON_DRUG_CATEGORIES = new Set(['food', 'environment', 'biologic']);

/**
 * Every alert for adding `drug` to a patient with these active medications and allergies: severe
 * ones block the save until an override reason is given (DESIGN.md §8). A drug, medication or
 * drug allergy the checker cannot map gives an 'unchecked' alert: it is never passed silently.
 */
export function checkMedicationSafety(
  drug: CodedConcept,
  active: readonly (CodedConcept & { id: number })[],
  allergies: readonly (CodedConcept & { id: number; category: string | null; reaction: string | null })[],
): MedicationSafetyAlert[] {
  const alerts: MedicationSafetyAlert[] = [];
  const label = conceptLabel({ text: drug.text, codings: [...drug.codings] });
  const ingredients = ingredientsOf(drug);
  if (ingredients.length === 0) {
    alerts.push({
      kind: 'unchecked',
      severity: 'moderate',
      message: `${label} is not in the interaction checker's catalogue: it was not checked against the patient's medications or allergies. Check it yourself before prescribing.`,
    });
    return alerts;
  }

  for (const allergy of allergies) {
    if (allergy.category && NON_DRUG_CATEGORIES.has(allergy.category)) continue;
    const substance = conceptLabel({ text: allergy.text, codings: [...allergy.codings] });
    const ruledOut = allergyDrugs(allergy);
    if (ruledOut.drugs.length === 0) {
      alerts.push({ kind: 'unchecked', severity: 'moderate', allergyId: allergy.id, message: `The allergy to ${substance} could not be matched to known drugs: check it against ${label} yourself.` });
      continue;
    }
    const hits = ingredients.filter((i) => ruledOut.drugs.some((d) => d.id === i.id));
    if (hits.length === 0) continue;
    const reaction = allergy.reaction ? ` (reaction: ${allergy.reaction})` : '';
    alerts.push({
      kind: 'allergy',
      severity: 'severe',
      allergyId: allergy.id,
      drugs: hits.map((h) => h.name),
      message: ruledOut.byClass
        ? `${label} contains ${hits.map((h) => h.name).join(', ')}, of the class ${substance} the patient is allergic to${reaction}.`
        : `${label} contains ${hits.map((h) => h.name).join(', ')}, which the patient is allergic to${reaction}.`,
    });
  }

  for (const med of active) {
    const medLabel = conceptLabel({ text: med.text, codings: [...med.codings] });
    const theirs = ingredientsOf(med);
    if (theirs.length === 0) {
      alerts.push({ kind: 'unchecked', severity: 'moderate', medicationId: med.id, message: `${medLabel} (an active medication) is not in the interaction checker's catalogue: it was not checked against ${label}.` });
      continue;
    }
    for (const mine of ingredients) {
      for (const other of theirs) {
        for (const found of findInteractions([mine.id, other.id])) {
          alerts.push({
            kind: 'interaction',
            severity: found.severity,
            medicationId: med.id,
            drugs: [mine.name, other.name],
            message: `${mine.name} with ${medLabel}: ${found.description}`,
            management: found.management,
          });
        }
      }
    }
  }
  const rank = { severe: 0, moderate: 1, mild: 2 } as const;
  return alerts.sort((a, b) => rank[a.severity] - rank[b.severity]);
}

/** True when any alert must block the save until the prescriber gives a reason. */
export function blocksSave(alerts: readonly MedicationSafetyAlert[]): boolean {
  return alerts.some((a) => a.severity === 'severe');
}
