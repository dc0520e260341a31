// Maps a medication as a chart or an imported record holds it (an RxNorm code, an RxNorm product
// name such as "amoxicillin 500 MG Oral Capsule", a brand such as "Augmentin", or free text such as
// "amoxicillin / clavulanate") to the catalogue drugs the interaction checker and the allergy checks
// understand. Whatever cannot be mapped is returned as "not checked", never dropped.
//
// RxNorm names follow the normal forms of its term types (RxNorm Technical Documentation, §"Term
// types"): SCD "<ingredient> <strength> <unit> <dose form>", multiple ingredients joined by " / ",
// SBD the same with "[Brand]" appended, packs as "<n> (<SCD>) ... Pack [Brand]" or a brand name
// followed by "Pack". Salts are written out ("Warfarin Sodium", "Verapamil Hydrochloride"); the
// ingredient is the base (TTY=IN), so salt words are dropped before matching.
import { DRUGS, findDrug } from './drugs';
import type { Drug } from './drugs';

/** A medication as recorded: any of an RxNorm code and a text (display or free text). */
export interface RecordedMedication {
  /** RxNorm code (RxCUI) of the ingredient or product, if coded. */
  code?: string;
  /** The product name, brand or free text. */
  text?: string;
}

/** What a recorded medication maps to. */
export interface MappedMedication {
  /** Catalogue drugs it contains (each once). */
  drugs: Drug[];
  /** Ingredients or whole entries that are not in the catalogue: shown as "not checked". */
  notChecked: string[];
}

const SALT_WORDS = new Set([
  'sodium', 'potassium', 'calcium', 'magnesium', 'hydrochloride', 'hcl', 'hydrobromide', 'bitartrate', 'succinate', 'maleate',
  'acetate', 'besylate', 'mesylate', 'tartrate', 'fumarate', 'citrate', 'phosphate', 'sulfate', 'sulphate', 'bromide',
  'monohydrate', 'dihydrate', 'trihydrate', 'anhydrous', 'etexilate', 'medoxomil', 'disodium', 'dipropionate', 'propionate',
]);

/** Combination entries of the catalogue, by the base ingredient names that make them up. */
const COMBINATIONS: readonly { ingredients: readonly string[]; drugId: string }[] = [
  { ingredients: ['amoxicillin', 'clavulanate'], drugId: 'amoxicillin-clavulanate' },
  { ingredients: ['sulfamethoxazole', 'trimethoprim'], drugId: 'trimethoprim-sulfamethoxazole' },
  { ingredients: ['sacubitril', 'valsartan'], drugId: 'sacubitril-valsartan' },
  { ingredients: ['nirmatrelvir', 'ritonavir'], drugId: 'nirmatrelvir-ritonavir' },
];

/**
 * Progestogens of combined hormonal contraceptives: their interactions (enzyme inducers) are the
 * ethinyl estradiol entry's, so with ethinyl estradiol in the same product they are covered, not
 * "not checked". Alone (a progestogen-only product) they are not checked.
 */
const COVERED_BY_ETHINYL_ESTRADIOL = new Set(['levonorgestrel', 'norgestimate', 'norethindrone', 'desogestrel', 'drospirenone', 'etonogestrel', 'norgestrel', 'norelgestromin']);

/**
 * Brands and pack names that RxNorm writes without their ingredients (packs, rings) or that are
 * not in the catalogue's brand lists: name → base ingredients (from the products' US labels).
 */
const BRAND_INGREDIENTS: Readonly<Record<string, readonly string[]>> = {
  levora: ['ethinyl estradiol', 'levonorgestrel'],
  seasonique: ['ethinyl estradiol', 'levonorgestrel'],
  'alesse': ['ethinyl estradiol', 'levonorgestrel'],
  trinessa: ['ethinyl estradiol', 'norgestimate'],
  'ortho tri-cyclen': ['ethinyl estradiol', 'norgestimate'],
  nuvaring: ['ethinyl estradiol', 'etonogestrel'],
  yaz: ['ethinyl estradiol', 'drospirenone'],
  yasmin: ['ethinyl estradiol', 'drospirenone'],
  loestrin: ['ethinyl estradiol', 'norethindrone'],
  vicodin: ['acetaminophen', 'hydrocodone'],
  norco: ['acetaminophen', 'hydrocodone'],
  percocet: ['acetaminophen', 'oxycodone'],
  'tylenol with codeine': ['acetaminophen', 'codeine'],
  bactrim: ['sulfamethoxazole', 'trimethoprim'],
  septra: ['sulfamethoxazole', 'trimethoprim'],
  augmentin: ['amoxicillin', 'clavulanate'],
  entresto: ['sacubitril', 'valsartan'],
  paxlovid: ['nirmatrelvir', 'ritonavir'],
};

const norm = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

// Ingredient RxCUI → the single-ingredient catalogue drug that carries exactly that code.
const DRUG_BY_RXCUI = new Map<string, Drug>();
for (const drug of DRUGS) {
  if (drug.rxcuis.length === 1 && drug.rxcuis[0]) DRUG_BY_RXCUI.set(drug.rxcuis[0], drug);
}
for (const drug of DRUGS) {
  for (const code of drug.rxcuis) if (!DRUG_BY_RXCUI.has(code)) DRUG_BY_RXCUI.set(code, drug);
}

/** The catalogue drug whose ingredient RxCUI this is, if any. */
export function drugByRxcui(code: string): Drug | undefined {
  return DRUG_BY_RXCUI.get(code.trim());
}

/** The base ingredient name of one " / " component of an RxNorm name: strength, form and salt words removed. */
function ingredientName(component: string): string {
  // The strength starts at the first number that follows the name ("Warfarin Sodium 5 MG Oral Tablet").
  const words = norm(component).split(' ');
  const firstNumber = words.findIndex((word, index) => index > 0 && /^\d/.test(word));
  const nameWords = firstNumber > 0 ? words.slice(0, firstNumber) : words;
  // Drop salt words from the end, but keep a name that is a drug in its own right ("potassium chloride").
  while (nameWords.length > 1 && !findDrug(nameWords.join(' ')) && SALT_WORDS.has(nameWords[nameWords.length - 1] ?? '')) nameWords.pop();
  return nameWords.join(' ');
}

/** Splits an RxNorm-style or free-text name into its ingredient names; [] when it names none. */
function ingredientNames(text: string): string[] {
  let body = norm(text);
  // Leading quantity of an RxNorm quantified form: "120 actuat fluticasone ...", "1 ml medroxyprogesterone ...".
  body = body.replace(/^\d[\d.]*\s+(actuat|ml|hr|mg|unt)\s+/, '');
  // "[Brand]" of an SBD is a label, the ingredients before it are what counts.
  body = body.replace(/\s*\[[^\]]*\]\s*$/, '');
  if (body === '') return [];
  return body
    .split(/\s+\/\s+|\s*\+\s*|\s+and\s+|\s*,\s*/)
    .map(ingredientName)
    .filter((name) => name !== '');
}

/** The brand inside "[...]" of an SBD, or a pack's leading brand word(s) ("Levora 0.15/30 28 Day Pack"). */
function brandOf(text: string): string | undefined {
  const bracket = /\[([^\]]+)\]\s*$/.exec(text);
  if (bracket?.[1]) return norm(bracket[1]);
  const words = norm(text).split(' ');
  const firstNumber = words.findIndex((word) => /^\d/.test(word));
  const lead = (firstNumber > 0 ? words.slice(0, firstNumber) : words).join(' ');
  return lead === '' ? undefined : lead;
}

/** Resolves base ingredient names to catalogue drugs (combinations first), the rest as not checked. */
function resolveIngredients(names: readonly string[]): MappedMedication {
  const drugs: Drug[] = [];
  const notChecked: string[] = [];
  const add = (drug: Drug | undefined) => {
    if (drug && !drugs.some((seen) => seen.id === drug.id)) drugs.push(drug);
  };
  let rest = [...new Set(names)];
  for (const combination of COMBINATIONS) {
    if (combination.ingredients.every((name) => rest.includes(name))) {
      add(DRUGS.find((drug) => drug.id === combination.drugId));
      rest = rest.filter((name) => !combination.ingredients.includes(name));
    }
  }
  const hasEthinylEstradiol = rest.includes('ethinyl estradiol');
  for (const name of rest) {
    const drug = findDrug(name);
    if (drug) add(drug);
    else if (!(hasEthinylEstradiol && COVERED_BY_ETHINYL_ESTRADIOL.has(name))) notChecked.push(name);
  }
  return { drugs, notChecked };
}

/**
 * Maps one recorded medication to catalogue drugs. An ingredient RxCUI maps directly; a product
 * code is read through its text (RxNorm product codes are not stored here); a brand maps to all its
 * ingredients. Anything left is listed in notChecked; an entry with nothing recognised is listed whole.
 */
export function mapMedication(medication: RecordedMedication): MappedMedication {
  const code = medication.code?.trim();
  const text = medication.text?.trim() ?? '';
  if (code) {
    const byCode = drugByRxcui(code);
    if (byCode) return { drugs: [byCode], notChecked: [] };
  }
  if (text === '') return { drugs: [], notChecked: code ? [`RxNorm ${code}`] : [] };

  // The whole text may be a catalogue name, brand or alias ("Augmentin", "Coumadin", "co-trimoxazole").
  const whole = findDrug(text);
  if (whole) return { drugs: [whole], notChecked: [] };

  const parsed = resolveIngredients(ingredientNames(text));
  if (parsed.drugs.length > 0) return parsed;

  const brand = brandOf(text);
  const brandIngredients = brand ? BRAND_INGREDIENTS[brand] : undefined;
  if (brandIngredients) return resolveIngredients(brandIngredients);
  const brandDrug = brand ? findDrug(brand) : undefined;
  if (brandDrug) return { drugs: [brandDrug], notChecked: [] };

  return parsed.notChecked.length > 0 ? parsed : { drugs: [], notChecked: [text] };
}

/** Maps a medication list: every catalogue drug once, and everything that cannot be checked, in order. */
export function mapMedications(medications: readonly RecordedMedication[]): MappedMedication {
  const drugs: Drug[] = [];
  const notChecked: string[] = [];
  for (const medication of medications) {
    const mapped = mapMedication(medication);
    for (const drug of mapped.drugs) if (!drugs.some((seen) => seen.id === drug.id)) drugs.push(drug);
    for (const name of mapped.notChecked) if (!notChecked.includes(name)) notChecked.push(name);
  }
  return { drugs, notChecked };
}
