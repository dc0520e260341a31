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

/** The medication-safety answer for a drug being added: the alerts, and what could not be checked. */
export interface MedicationSafetyCheck {
  alerts: MedicationSafetyAlert[];
  /** Each medication, ingredient or drug allergy the checker could not check; never blocks. */
  notChecked: string[];
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
  allergies: readonly (CodedConcept & { id: number; category: string | null; reaction: string | null })[],
): MedicationSafetyCheck {
  const alerts: MedicationSafetyAlert[] = [];
  const notChecked: string[] = [];
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
    return { alerts, notChecked };
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
    if (allergy.category && NON_DRUG_CATEGORIES.has(allergy.category)) continue;
    const substance = conceptLabel({ text: allergy.text, codings: [...allergy.codings] });
    const matches = ingredients.map((i) => ({ drug: i, match: allergyMatch(allergy, i) }));
    if (matches.every((m) => m.match.notChecked)) {
      alerts.push({ kind: 'unchecked', severity: 'moderate', allergyId: allergy.id, message: `The allergy to ${substance} could not be matched to known drugs: check it against ${label} yourself.` });
      name(`${substance} (allergy)`);
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
    const { drugs: theirs, notChecked: unknownOfMed } = ingredientsOf(med);
    if (theirs.length === 0) {
      alerts.push({ kind: 'unchecked', severity: 'moderate', medicationId: med.id, message: `${medLabel} (an active medication) is not in the interaction checker's catalogue: it was not checked against ${label}.` });
      name(medLabel);
      continue;
    }
    for (const unknown of unknownOfMed) {
      alerts.push({ kind: 'unchecked', severity: 'moderate', medicationId: med.id, message: `${unknown} (in ${medLabel}, an active medication) is not in the interaction checker's catalogue: it was not checked against ${label}.` });
      name(unknown);
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
  return { alerts: alerts.sort((a, b) => rank[a.severity] - rank[b.severity]), notChecked };
}

/** True when any alert must block the save until the prescriber gives a reason. */
export function blocksSave(alerts: readonly MedicationSafetyAlert[]): boolean {
  return alerts.some((a) => a.severity === 'severe');
}
