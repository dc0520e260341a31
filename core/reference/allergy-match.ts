// Does a recorded allergy concern a drug? Matches by ingredient (allergy to amoxicillin, drug
// amoxicillin) or by allergy class (allergy to "Penicillin" or to any penicillin, drug amoxicillin).
// Cross-reactivity that labels and guidelines treat as low is reported as a note, not a match:
// non-antibiotic sulfonamides with a sulfonamide-antibiotic allergy (Strom et al., N Engl J Med
// 2003;349:1628-35), cephalosporins with a penicillin allergy (AAAAI/ACAAI drug allergy practice
// parameter 2022: about 1-2%, mostly by shared side chains).
import { DRUG_CLASSES, findDrug } from './drugs';
import type { Drug, DrugClassId } from './drugs';
import { mapMedication } from './medication-mapping';

/** An allergy as recorded: a substance text ("Penicillin", "Sulfa drugs", "Allergy to amoxicillin") and/or an RxNorm code. */
export interface RecordedAllergy {
  text?: string;
  code?: string;
}

/** The answer for one allergy and one drug. */
export interface AllergyMatch {
  matches: boolean;
  /** How it matched: the same ingredient, or a shared allergy class. */
  by?: 'ingredient' | 'class';
  /** The class that matched (e.g. penicillin). */
  classId?: DrugClassId;
  /** A caution that is not a match (low cross-reactivity), in words for the prescriber. */
  note?: string;
  /** True when the allergy names nothing the catalogue knows: it could not be checked. */
  notChecked?: boolean;
}

/** Classes an allergy is recorded against (a drug allergy usually extends to its class). */
const ALLERGY_CLASSES: readonly DrugClassId[] = ['penicillin', 'cephalosporin', 'sulfonamide-antibacterial', 'nsaid', 'macrolide', 'fluoroquinolone', 'statin', 'acei', 'opioid'];

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
  return DRUG_CLASSES.find((drugClass) => [drugClass.id, drugClass.name, ...drugClass.aliases].some((name) => norm(name) === key))?.id;
}

/** Whether the recorded allergy concerns the drug, by ingredient or class; see AllergyMatch. */
export function allergyMatchesDrug(allergy: RecordedAllergy, drug: Drug): AllergyMatch {
  const text = allergy.text?.trim() ?? '';
  const named = text ? classNamed(text) : undefined;
  // A class named outright ("Penicillin") is the allergy class even where a drug has a similar name.
  const allergens: Drug[] = [];
  if (!named) {
    const key = text ? substance(text) : '';
    const direct = key ? findDrug(key) : undefined;
    const mapped = mapMedication({ ...(allergy.code ? { code: allergy.code } : {}), ...(key ? { text: key } : {}) });
    for (const found of [direct, ...mapped.drugs]) if (found && !allergens.some((seen) => seen.id === found.id)) allergens.push(found);
    if (allergens.length === 0) return { matches: false, notChecked: true };
  }

  const allergenIngredients = new Set(allergens.flatMap((allergen) => allergen.rxcuis));
  if (allergens.some((allergen) => allergen.id === drug.id) || drug.rxcuis.some((code) => allergenIngredients.has(code))) {
    return { matches: true, by: 'ingredient' };
  }
  const allergyClasses = new Set<DrugClassId>(named ? [named] : allergens.flatMap((allergen) => allergen.classes.filter((id) => ALLERGY_CLASSES.includes(id))));
  const shared = drug.classes.find((id) => allergyClasses.has(id));
  if (shared) return { matches: true, by: 'class', classId: shared };

  if (allergyClasses.has('sulfonamide-antibacterial') && drug.classes.includes('sulfonamide-non-antibacterial')) {
    return { matches: false, note: `${drug.name} is a non-antibiotic sulfonamide: cross-reactivity with a sulfonamide-antibiotic allergy is unlikely, but check the reaction history.` };
  }
  if (allergyClasses.has('penicillin') && drug.classes.includes('cephalosporin')) {
    return { matches: false, note: `${drug.name} is a cephalosporin: cross-reactivity with a penicillin allergy is low (about 1–2%); avoid it after a severe or recent reaction and check the side chain.` };
  }
  return { matches: false };
}
