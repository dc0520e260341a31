// Every name the recogniser knows, in one lookup: the catalogue's generic names, aliases and brands
// (core/reference/drugs.ts) first, then the data tables (brands, INN/USAN synonyms, German and French
// names, abbreviations). A name maps to ingredient names; resolveIngredients turns those into
// catalogue drugs and names what the catalogue does not have.
import { DRUGS, findDrug, type Drug } from '../drugs';
import { FRENCH_BRANDS } from './data/brands-fr';
import { GERMAN_BRANDS } from './data/brands-de';
import { US_BRANDS, US_COMBINATION_BRANDS, US_OTC_BRANDS } from './data/brands-us';
import {
  ABBREVIATIONS,
  AMBIGUOUS_NAMES,
  BRITISH_COMBINATION_NAMES,
  FRENCH_NAMES,
  GERMAN_NAMES,
  INN_SYNONYMS,
  PARTNER_ABBREVIATIONS,
} from './data/synonyms';
import type { NameBlock } from './data/types';

/** What a known name stands for. */
export interface NameEntry {
  /** The name as the table or catalogue writes it. */
  label: string;
  /** Ingredient names (catalogue ids for catalogue entries). */
  ingredients: readonly string[];
  /** A brand is never spelling-corrected; generic names are ("amlodipin" → "amlodipine"). */
  kind: 'generic' | 'brand';
}

/** Brand tables, in the order they are consulted. */
export const BRAND_BLOCKS: readonly NameBlock[] = [US_BRANDS, US_COMBINATION_BRANDS, US_OTC_BRANDS, GERMAN_BRANDS, FRENCH_BRANDS];
/** Synonym and abbreviation tables. */
export const SYNONYM_BLOCKS: readonly NameBlock[] = [INN_SYNONYMS, BRITISH_COMBINATION_NAMES, GERMAN_NAMES, FRENCH_NAMES, ABBREVIATIONS];

/**
 * The lookup form of a name: lower case, accents and "®™" removed, ß → ss, µ → u, apostrophes and
 * full stops (not decimal points) as spaces, single spaces. "Kardégic®" → "kardegic", "St. John's" → "st john s".
 */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[µμ]/g, 'u')
    .replace(/[®™©]/g, '')
    .replace(/['’`´]/g, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const NAMES = new Map<string, NameEntry>();

function register(name: string, entry: NameEntry): void {
  const key = nameKey(name);
  const keys = key.includes('-') ? [key, key.replace(/-/g, ' ')] : [key];
  for (const k of keys) if (k !== '' && !NAMES.has(k)) NAMES.set(k, entry);
}

for (const drug of DRUGS) {
  for (const name of [drug.name, drug.id, ...(drug.aliases ?? [])]) register(name, { label: name, ingredients: [drug.id], kind: 'generic' });
}
for (const drug of DRUGS) {
  for (const brand of drug.brandNames) register(brand, { label: brand, ingredients: [drug.id], kind: 'brand' });
}
for (const block of SYNONYM_BLOCKS) {
  for (const [name, ingredients] of Object.entries(block.names)) register(name, { label: name, ingredients, kind: 'generic' });
}
for (const block of BRAND_BLOCKS) {
  for (const [name, ingredients] of Object.entries(block.names)) register(name, { label: name, ingredients, kind: 'brand' });
}
// Every ingredient a table names is itself a name ("albuterol", "ferrous fumarate"), known even
// when the catalogue does not have it yet: it is then reported by that name.
for (const block of [...SYNONYM_BLOCKS, ...BRAND_BLOCKS, PARTNER_ABBREVIATIONS]) {
  for (const ingredients of Object.values(block.names)) {
    for (const ingredient of ingredients) register(ingredient, { label: ingredient, ingredients: [ingredient], kind: 'generic' });
  }
}

const AMBIGUOUS = new Set(AMBIGUOUS_NAMES.names.map(nameKey));
const PARTNERS = new Map(Object.entries(PARTNER_ABBREVIATIONS.names).map(([name, ingredients]) => [nameKey(name), ingredients]));

/** The entry a name (already in nameKey form) stands for; ambiguous names have none. */
export function entryFor(key: string): NameEntry | undefined {
  if (AMBIGUOUS.has(key)) return undefined;
  return NAMES.get(key) ?? (key.includes('-') ? NAMES.get(key.replace(/-/g, ' ')) : undefined);
}

/** Whether a name (nameKey form) is on the list of names never mapped because they mean different drugs. */
export function isAmbiguous(key: string): boolean {
  return AMBIGUOUS.has(key);
}

/** The ingredients an abbreviation stands for when it is written beside another ingredient ("Ramipril HCT"). */
export function partnerIngredients(key: string): readonly string[] | undefined {
  return PARTNERS.get(key);
}

/**
 * A generic name written in another language's spelling: German drops the final e ("Amlodipin",
 * "Sertralin"), French adds one ("metformine", "amoxicilline", "ibuprofene" once accents are gone).
 * Only generic names are corrected, never brands, and only words of 5 letters or more.
 */
export function spellingVariant(word: string): NameEntry | undefined {
  if (word.length < 5) return undefined;
  for (const candidate of [`${word}e`, word.replace(/e$/, '')]) {
    if (candidate === word) continue;
    const entry = NAMES.get(candidate);
    if (entry?.kind === 'generic') return entry;
  }
  return undefined;
}

/** Every known name with its entry (for suggestions and the data tests). */
export function allNames(): IterableIterator<[string, NameEntry]> {
  return NAMES.entries();
}

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

/** Catalogue drugs and not-checked names of a product's ingredient names (combinations first). */
export function resolveIngredients(names: readonly string[]): { drugs: Drug[]; notChecked: string[] } {
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
  const hasEthinylEstradiol = rest.some((name) => findDrug(name)?.id === 'ethinyl-estradiol');
  for (const name of rest) {
    const drug = findDrug(name);
    if (drug) add(drug);
    else if (!(hasEthinylEstradiol && COVERED_BY_ETHINYL_ESTRADIOL.has(name)) && !notChecked.includes(name)) notChecked.push(name);
  }
  return { drugs, notChecked };
}
