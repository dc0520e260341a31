// The medication-safety check at the point of care (DESIGN.md §8): a drug being added is checked
// against the patient's active medications (the built-in interaction table) and allergies (by
// ingredient and allergy class: a penicillin allergy flags amoxicillin). Recorded medications and
// allergies reach the catalogue through core/reference/medication-mapping.ts (RxNorm codes, SCD/SBD
// names, brands, combinations) and core/reference/allergy-match.ts.
import { ALLERGY_LEVELS, type AllergyLevel } from '../../core/reference/allergy-cross-reactivity';
import { allergyMatchesDrug, type AllergyMatch } from '../../core/reference/allergy-match';
import { findInteractions } from '../../core/reference/drug-interactions';
import type { Severity } from '../../core/reference/drug-interactions';
import type { Drug } from '../../core/reference/drugs';
import { mapMedication } from '../../core/reference/medication-mapping';
import type { MedicationSafetyAlert } from '../../core/schemas/chart';
import { conceptLabel, RXNORM, type Coding } from '../../core/schemas/coding';

/** A medication or allergy as the check sees it. */
export interface CodedConcept {
  codings: readonly Coding[];
  text?: string | null | undefined;
}

/** The catalogue drugs a recorded medication contains, and the parts the catalogue does not know. */
export function ingredientsOf(med: CodedConcept): { drugs: Drug[]; notChecked: string[] } {
  const found = new Map<string, Drug>();
  const notChecked = new Set<string>();
  const rxnorm = med.codings.filter((c) => c.system === RXNORM);
  const tries = [...rxnorm.map((c) => ({ code: c.code, ...(c.display ? { text: c.display } : {}) })), ...(med.text ? [{ text: med.text }] : []), ...med.codings.filter((c) => c.system !== RXNORM && c.display).map((c) => ({ text: c.display! }))];
  for (const t of tries) {
    const mapped = mapMedication(t);
    for (const d of mapped.drugs) found.set(d.id, d);
    for (const n of mapped.notChecked) notChecked.add(n);
  }
  return { drugs: [...found.values()], notChecked: found.size > 0 ? [] : [...notChecked] };
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

// The chart's alerts keep the interaction checker's three severities until they move to DESIGN.md §9's
// four: contraindicated and major block the save as 'severe'.
const ALERT_SEVERITY: Readonly<Record<AllergyLevel, Severity>> = { contraindicated: 'severe', major: 'severe', moderate: 'moderate', minor: 'mild' };

/** The most severe of an allergy's matches with the drug's ingredients. */
function mostSevere<T extends { match: AllergyMatch }>(matches: readonly T[]): T | undefined {
  const rank = (match: AllergyMatch): number => (match.level ? ALLERGY_LEVELS.indexOf(match.level) : ALLERGY_LEVELS.length);
  return [...matches].sort((a, b) => rank(a.match) - rank(b.match))[0];
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
  const ingredients = ingredientsOf(drug).drugs;
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
    const matches = ingredients.map((i) => ({ drug: i, match: allergyMatch(allergy, i) }));
    if (matches.every((m) => m.match.notChecked)) {
      alerts.push({ kind: 'unchecked', severity: 'moderate', allergyId: allergy.id, message: `The allergy to ${substance} could not be matched to known drugs: check it against ${label} yourself.` });
      continue;
    }
    const reaction = allergy.reaction ? ` (reaction: ${allergy.reaction})` : '';
    const hits = matches.filter((m) => m.match.matches);
    if (hits.length > 0) {
      const names = hits.map((h) => h.drug.name).join(', ');
      const worst = mostSevere(hits)!;
      const { by, note } = worst.match;
      alerts.push({
        kind: 'allergy',
        severity: 'severe',
        allergyId: allergy.id,
        drugs: hits.map((h) => h.drug.name),
        message:
          by === 'ingredient'
            ? `${label} contains ${names}, which the patient is allergic to (${substance})${reaction}.`
            : by === 'class'
              ? `${label} contains ${names}, of a drug class the patient is allergic to (${substance})${reaction}.`
              : `${label} contains ${names}; the patient is allergic to ${substance}${reaction}: ${note}`,
        ...(worst.match.source ? { source: worst.match.source } : {}),
      });
      continue;
    }
    // A caution that does not block (a moderate cross-reactivity, an intolerance, a minor note) is shown.
    const caution = mostSevere(matches.filter((m) => m.match.note && m.match.level));
    if (caution) {
      alerts.push({
        kind: 'allergy',
        severity: ALERT_SEVERITY[caution.match.level!],
        allergyId: allergy.id,
        drugs: [caution.drug.name],
        message: `${label} and the ${caution.match.intolerance ? 'intolerance' : 'allergy'} to ${substance}${reaction}: ${caution.match.note}`,
        ...(caution.match.source ? { source: caution.match.source } : {}),
      });
    }
  }

  for (const med of active) {
    const medLabel = conceptLabel({ text: med.text, codings: [...med.codings] });
    const theirs = ingredientsOf(med).drugs;
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
