// Does a recorded allergy concern a drug, and how much? Three ways, the most severe wins:
// - the same ingredient (allergy to amoxicillin, drug Augmentin): contraindicated;
// - the same allergy class (allergy to "Penicillin" or to any penicillin, drug amoxicillin): major;
// - a cross-reactivity group of core/reference/allergy-cross-reactivity.ts, at the group's level
//   (aspirin and COX-1 NSAIDs, ACE-inhibitor angioedema and sacubitril/valsartan, aromatic
//   anticonvulsants, penicillins and cephalosporins by R1 side chain, sulfonamide antibiotics and
//   non-antibiotic sulfonamides).
// An intolerance (a predictable side effect such as codeine with nausea) is not an allergy: it never
// reaches a class or a group, and the same ingredient is noted, not blocked.
import {
  CROSS_REACTIVITY_GROUPS,
  DRUG_ALLERGY_PRACTICE_PARAMETER_2022,
  NON_IMMUNE_REACTIONS,
  type AllergyLevel,
  type DrugSet,
} from './allergy-cross-reactivity';
import { isBlockingLevel, levelRank } from './clinical-levels';
import { DRUG_CLASSES, findDrug } from './drugs';
import type { Drug, DrugClassId } from './drugs';
import { drugByRxcui, mapMedication } from './medication-mapping';

/** An allergy as recorded: a substance text ("Penicillin", "Sulfa drugs", "Allergy to amoxicillin") and/or an RxNorm code. */
export interface RecordedAllergy {
  text?: string;
  code?: string;
  /** What happened ("Hives", "Nausea"): side effects alone make it an intolerance; some groups read angioedema. */
  reaction?: string;
  /** FHIR AllergyIntolerance.type, where the record carries it. */
  type?: 'allergy' | 'intolerance';
}

/** The answer for one allergy and one drug. */
export interface AllergyMatch {
  /** True when the drug must not be given without an override: a contraindicated or major match. */
  matches: boolean;
  /** How it concerns the drug: the same ingredient, a shared allergy class, or a cross-reactivity group. */
  by?: 'ingredient' | 'class' | 'cross-reactivity';
  /** The class that matched (e.g. penicillin). */
  classId?: DrugClassId;
  /** The cross-reactivity group that matched (allergy-cross-reactivity.ts). */
  groupId?: string;
  /** DESIGN.md §9's level. */
  level?: AllergyLevel;
  /** In words for the prescriber: why it matters, or a caution that is not a match. */
  note?: string;
  /** Where the rule comes from. */
  source?: string;
  /** The record is an intolerance, not an allergy. */
  intolerance?: true;
  /** True when the allergy names nothing the catalogue knows: it could not be checked. */
  notChecked?: boolean;
}

/** Classes an allergy to one member extends to. */
const ALLERGY_CLASSES: readonly DrugClassId[] = ['penicillin', 'cephalosporin', 'sulfonamide-antibacterial', 'macrolide', 'fluoroquinolone', 'statin', 'acei', 'opioid'];

// NSAID cross-reactivity follows COX-1 inhibition, not the class: the groups decide, even for "NSAIDs".
const CLASSES_DECIDED_BY_GROUPS: readonly DrugClassId[] = ['nsaid'];

// Words of common allergy entries that name a class rather than a drug.
const ALLERGY_CLASS_WORDS: Readonly<Record<string, DrugClassId>> = {
  sulfa: 'sulfonamide-antibacterial',
  'sulfa drug': 'sulfonamide-antibacterial',
  'sulfa drugs': 'sulfonamide-antibacterial',
  sulfonamide: 'sulfonamide-antibacterial',
  sulfonamides: 'sulfonamide-antibacterial',
  sulphonamide: 'sulfonamide-antibacterial',
  sulphonamides: 'sulfonamide-antibacterial',
  'sulfonamide antibiotic': 'sulfonamide-antibacterial',
};

/**
 * Ingredients the catalogue carries only inside a combination: an allergy to one concerns that
 * ingredient (its RxNorm IN code, as in the combination's row of drugs.ts) and its own classes, not
 * its partner's (a trimethoprim allergy is not a sulfonamide allergy).
 */
const COMBINATION_INGREDIENTS: Readonly<Record<string, { rxcui: string; classes: readonly DrugClassId[] }>> = {
  sulfamethoxazole: { rxcui: '10180', classes: ['sulfonamide-antibacterial'] },
  trimethoprim: { rxcui: '10829', classes: [] },
  clavulanate: { rxcui: '48203', classes: [] },
  sacubitril: { rxcui: '1656328', classes: [] },
};

const SAME_INGREDIENT_SOURCE = "the product's label, §4 Contraindications (known hypersensitivity to the drug or its ingredients)";
const SAME_CLASS_SOURCE = `${DRUG_ALLERGY_PRACTICE_PARAMETER_2022}: drugs of the same class are avoided until the allergy has been evaluated`;

const norm = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The substance of an allergy text: "Allergy to penicillin" → "penicillin", "Penicillin allergy" → "penicillin". */
function substance(text: string): string {
  return norm(text)
    .replace(/^(allergy|allergic reaction|intolerance|hypersensitivity)( to)? /, '')
    .replace(/ (allergy|intolerance|hypersensitivity)$/, '')
    .replace(/ \(substance\)$/, '');
}

/** The allergy class a text names, if it names one ("Penicillin", "penicillins", "Sulfa drugs", "NSAIDs"). */
function classNamed(text: string): DrugClassId | undefined {
  const key = substance(text);
  const word = ALLERGY_CLASS_WORDS[key];
  if (word) return word;
  return classByName().get(key);
}

let classesByName: Map<string, DrugClassId> | undefined;
/** Every class by its id, name and aliases (normalised; the first class to claim a name keeps it), built once: each drug of a check asks for each allergy. */
function classByName(): Map<string, DrugClassId> {
  if (!classesByName) {
    classesByName = new Map();
    for (const drugClass of DRUG_CLASSES) {
      for (const name of [drugClass.id, drugClass.name, ...drugClass.aliases]) if (!classesByName.has(norm(name))) classesByName.set(norm(name), drugClass.id);
    }
  }
  return classesByName;
}

const NON_IMMUNE = new Set<string>(NON_IMMUNE_REACTIONS);

/** An intolerance: so typed, so named ("Codeine intolerance"), or every recorded reaction a side effect ("nausea and vomiting"). */
export function isIntolerance(allergy: RecordedAllergy): boolean {
  if (allergy.type) return allergy.type === 'intolerance';
  if (/^intolerance\b|\bintolerance$/.test(norm(allergy.text ?? ''))) return true;
  const reactions = norm(allergy.reaction ?? '')
    .split(/\s*(?:[,;/+]|\band\b|\bwith\b)\s*/)
    .map((part) => part.replace(/^(mild|moderate|severe|bad|some|marked)\s+/, '').replace(/[.!]+$/, '').trim())
    .filter((part) => part !== '');
  return reactions.length > 0 && reactions.every((part) => NON_IMMUNE.has(part));
}

/** What an allergy is to: catalogue drugs, or a class or ingredient named outright. */
interface Allergen {
  drugs: Drug[];
  /** Classes named outright or of an ingredient outside the catalogue's single-ingredient rows. */
  classes: DrugClassId[];
  rxcuis: Set<string>;
}

function allergenOf(allergy: RecordedAllergy): Allergen | undefined {
  const text = allergy.text?.trim() ?? '';
  // A class named outright ("Penicillin") is the allergy class even where a drug has a similar name.
  const named = text ? classNamed(text) : undefined;
  if (named) return { drugs: [], classes: [named], rxcuis: new Set() };
  const key = text ? substance(text) : '';
  const ingredient = COMBINATION_INGREDIENTS[key] ?? Object.values(COMBINATION_INGREDIENTS).find((entry) => entry.rxcui === allergy.code?.trim());
  if (ingredient) return { drugs: [], classes: [...ingredient.classes], rxcuis: new Set([ingredient.rxcui]) };

  const drugs: Drug[] = [];
  const mapped = mapMedication({ ...(allergy.code ? { code: allergy.code } : {}), ...(key ? { text: key } : {}) });
  for (const found of [key ? findDrug(key) : undefined, allergy.code ? drugByRxcui(allergy.code) : undefined, ...mapped.drugs]) {
    if (found && !drugs.some((seen) => seen.id === found.id)) drugs.push(found);
  }
  if (drugs.length === 0) return undefined;
  return { drugs, classes: [], rxcuis: new Set(drugs.flatMap((drug) => drug.rxcuis)) };
}

const drugIn = (set: DrugSet, drug: Drug): boolean =>
  !set.except?.includes(drug.id) && (!!set.drugs?.includes(drug.id) || drug.classes.some((id) => set.classes?.includes(id)));

const allergenIn = (set: DrugSet, allergen: Allergen): boolean =>
  allergen.drugs.some((drug) => drugIn(set, drug)) || allergen.classes.some((id) => set.classes?.includes(id));


/** Whether the recorded allergy concerns the drug and at which level; see AllergyMatch. */
export function allergyMatchesDrug(allergy: RecordedAllergy, drug: Drug): AllergyMatch {
  const allergen = allergenOf(allergy);
  if (!allergen) return { matches: false, notChecked: true };
  const sameIngredient = allergen.drugs.some((allergenDrug) => allergenDrug.id === drug.id) || drug.rxcuis.some((code) => allergen.rxcuis.has(code));

  if (isIntolerance(allergy)) {
    const sameClass = allergen.classes.some((id) => drug.classes.includes(id));
    if (!sameIngredient && !sameClass) return { matches: false, intolerance: true };
    return {
      matches: false,
      by: sameIngredient ? 'ingredient' : 'class',
      level: 'moderate',
      intolerance: true,
      note: 'an intolerance (a side effect, not an allergy) is recorded: it may be given again if the benefit outweighs it.',
      source: `${DRUG_ALLERGY_PRACTICE_PARAMETER_2022}: side effects and intolerance are not drug allergy`,
    };
  }
  if (sameIngredient) return { matches: true, by: 'ingredient', level: 'contraindicated', source: SAME_INGREDIENT_SOURCE };

  const candidates: AllergyMatch[] = [];
  const allergyClasses = new Set<DrugClassId>([
    ...allergen.classes,
    ...allergen.drugs.flatMap((allergenDrug) => allergenDrug.classes.filter((id) => ALLERGY_CLASSES.includes(id))),
  ]);
  const shared = drug.classes.find((id) => allergyClasses.has(id) && !CLASSES_DECIDED_BY_GROUPS.includes(id));
  if (shared) candidates.push({ matches: true, by: 'class', classId: shared, level: 'major', source: SAME_CLASS_SOURCE });

  for (const group of CROSS_REACTIVITY_GROUPS) {
    if (!drugIn(group.affects, drug) || !allergenIn(group.allergen, allergen)) continue;
    const level = group.reactionLevel && group.reactionLevel.reaction.test(allergy.reaction ?? '') ? group.reactionLevel.level : group.level;
    candidates.push({ matches: isBlockingLevel(level), by: 'cross-reactivity', groupId: group.id, level, note: group.note, source: group.source });
  }
  // The most severe wins; at the same level the first (class before group, groups in table order).
  const worst = candidates.reduce<AllergyMatch | undefined>((best, next) => (!best || levelRank(next.level!) < levelRank(best.level!) ? next : best), undefined);
  return worst ?? { matches: false };
}
