// One recogniser for how medications are written and sent (DESIGN.md §9 "One drug knowledge base"):
// free text ("Metformin ER 500 mg", "Bactrim DS", "lisinopril-HCTZ", "Ramipril-ratiopharm comp.",
// "Kardégic 75 mg, poudre pour solution buvable en sachet"), RxNorm names of every term type
// ("24 HR Metformin hydrochloride 500 MG Extended Release Oral Tablet [Glucophage]", packs) and codes
// (RxNorm ingredient codes, ATC codes). It answers the catalogue drugs a medication contains and
// names everything it could not check; it never guesses.
//
// Reading text: the whole text is looked up first; otherwise it is cut into ingredients at
// "/ + & , ;" and "and/und/et/with", each part is read word by word (longest known name first),
// strengths, forms, release forms, devices, salts, manufacturers and dosing words are dropped, a
// hyphen splits only between two known ingredients ("lisinopril-HCTZ", not "Co-trimoxazole"), and
// every word left unknown is reported as not checked.
import type { Drug } from '../drugs';
import { drugByAtc, drugByRxcui } from './codes';
import { allNames, entryFor, isAmbiguous, nameKey, partnerIngredients, resolveIngredients, spellingVariant } from './name-index';
import { DEVICES, DIRECTIONS, DOSE_FORMS, MANUFACTURERS, RELEASE_FORMS, SALTS, UNNAMED_PARTNER_WORDS } from './vocabulary';

/** A medication as recorded: a code (RxNorm or ATC) and/or a text (display or free text). */
export interface RecordedMedication {
  /** RxNorm code (RxCUI) of the ingredient or product, or an ATC code. */
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

const NOISE = new Set([RELEASE_FORMS, DOSE_FORMS, DEVICES, MANUFACTURERS, DIRECTIONS].flatMap((block) => block.words));
const SALT_WORDS = new Set(SALTS.words);
const PARTNER_WORDS = new Set(UNNAMED_PARTNER_WORDS.words);
// Longest first, so "hydrochlorid" is tried before "chlorid" when a German compound is cut.
const SALT_SUFFIXES = [...SALT_WORDS].filter((word) => word.length >= 5).sort((a, b) => b.length - a.length);

// Units in English, German (IE, E = Einheiten) and French (UI, MUI, unités, microgrammes).
const UNITS = new Set(['mg', 'mcg', 'ug', 'g', 'gm', 'kg', 'ml', 'l', 'meq', 'mmol', 'iu', 'ie', 'ui', 'u', 'unt', 'unit', 'units', '%', 'h', 'hr', 'hrs', 'd', 'x', 'mgs', 'mgm', 'mcgs', 'e', 'einheiten', 'mikrogramm', 'unites', 'mui', 'microgramme', 'microgrammes']);
const MAX_NAME_WORDS = 5;

/** Numbers, strengths and counts: "500", "5/325", "0.09", "47,5mg", "24hr", "1-0-1", "#30", "q12h", "x30". */
function isQuantity(word: string): boolean {
  if (/^[#~]?\d[\d.,:x×-]*$/.test(word) || /^#\d+$/.test(word) || /^q\d+h$/.test(word) || /^x\d+$/.test(word)) return true;
  const unit = /^\d[\d.,]*([a-z%]+)$/.exec(word);
  return unit !== null && UNITS.has(unit[1] ?? '');
}

const isDropped = (word: string): boolean => isQuantity(word) || UNITS.has(word) || NOISE.has(word);

/** The entry a name (nameKey form) stands for, including another language's spelling of one word. */
function lookup(phrase: string): ReturnType<typeof entryFor> {
  return entryFor(phrase) ?? (phrase.includes(' ') ? undefined : spellingVariant(phrase));
}

/** A German compound of a name and its salt ("Metoprololsuccinat", "Levothyroxin-Natrium"): the name's entry. */
function withoutSaltSuffix(word: string): ReturnType<typeof entryFor> {
  for (const salt of SALT_SUFFIXES) {
    if (word.length > salt.length + 3 && word.endsWith(salt)) {
      const base = word.slice(0, -salt.length).replace(/-$/, '');
      const entry = lookup(base);
      if (entry) return entry;
    }
  }
  return undefined;
}

/** What one ingredient part of a text names. */
interface PartReading {
  ingredients: string[];
  unknown: string[];
  /** Salt words of a part that named nothing ("magnesium oxide"): its name, if nothing else is. */
  salts: string[];
  /** Abbreviations that name an ingredient only beside another one ("HCT"). */
  partners: string[];
  /** "comp."/"plus": a second ingredient the text does not name. */
  unnamedPartner: boolean;
}

/**
 * A hyphenated word, read part by part (longest known name first): its ingredients when every part
 * is a known name, a dropped word (manufacturer, salt, form) or "HCT" beside a name, and one at
 * least is a name ("lisinopril-HCTZ", "Ramipril-ratiopharm", "Co-trimoxazol-ratiopharm",
 * "Candesartan-HCT"); otherwise undefined, and the whole word is reported as not checked.
 */
function readHyphenated(word: string): string[] | undefined {
  const parts = word.split('-').filter((part) => part !== '');
  if (parts.length < 2) return undefined;
  const ingredients: string[] = [];
  const partners: string[] = [];
  let i = 0;
  while (i < parts.length) {
    let matched = 0;
    for (let length = parts.length - i; length >= 1 && matched === 0; length -= 1) {
      const joined = parts.slice(i, i + length).join('-');
      const entry = lookup(joined) ?? (length === 1 ? withoutSaltSuffix(joined) : undefined);
      if (entry) {
        ingredients.push(...entry.ingredients);
        matched = length;
      }
    }
    if (matched > 0) {
      i += matched;
      continue;
    }
    const part = parts[i] ?? '';
    const partner = partnerIngredients(part);
    if (partner) partners.push(...partner);
    else if (!(isDropped(part) || SALT_WORDS.has(part))) return undefined;
    i += 1;
  }
  return ingredients.length > 0 ? [...ingredients, ...partners] : undefined;
}

/** Reads one ingredient part word by word, the longest known name first. */
function readPart(part: string): PartReading {
  const words = part.split(' ').filter((word) => word !== '');
  const reading: PartReading = { ingredients: [], unknown: [], salts: [], partners: [], unnamedPartner: false };
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) reading.unknown.push(run.join(' '));
    run = [];
  };
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let length = Math.min(MAX_NAME_WORDS, words.length - i); length >= 1 && matched === 0; length -= 1) {
      const entry = lookup(words.slice(i, i + length).join(' '));
      if (entry) {
        reading.ingredients.push(...entry.ingredients);
        matched = length;
      }
    }
    if (matched > 0) {
      flush();
      i += matched;
      continue;
    }
    const word = words[i] ?? '';
    i += 1;
    const partner = partnerIngredients(word);
    if (partner) {
      flush();
      reading.partners.push(word);
    } else if (isAmbiguous(word)) {
      run.push(word);
    } else if (PARTNER_WORDS.has(word)) {
      flush();
      reading.unnamedPartner = true;
    } else if (isDropped(word)) {
      flush();
    } else if (SALT_WORDS.has(word)) {
      flush();
      reading.salts.push(word);
    } else {
      const entry = withoutSaltSuffix(word);
      const hyphenated = entry ? [...entry.ingredients] : readHyphenated(word);
      if (hyphenated) {
        flush();
        reading.ingredients.push(...hyphenated);
      } else {
        run.push(word);
      }
    }
  }
  flush();
  return reading;
}

/** Cuts a text into its ingredient parts: "/ + & , ;" (a comma before a digit is a decimal comma: "47,5 mg") and the words and/und/et/with/mit/avec. */
function splitParts(key: string): string[] {
  return key
    .replace(/[{}()[\]]/g, ' ')
    .split(/\s*(?:[/+&;|]|,(?!\d))\s*|\s+(?:and|und|et|with|mit|avec)\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Texts already read, with their reading. The catalogue does not change while an isolate lives, and
 * a chart, the AI tool or an EHR's CDS calls send the same names again and again (a CDS order-sign
 * call read each of 20 active medications four times, about 90 readings).
 * Bounded; emptied when full.
 */
const readings = new Map<string, MappedMedication>();
const MAX_READINGS = 2000;

/** Reads free text or an RxNorm name; what it cannot read is named in notChecked. */
export function recogniseText(text: string): MappedMedication {
  let reading = readings.get(text);
  if (!reading) {
    reading = readText(text);
    if (readings.size >= MAX_READINGS) readings.clear();
    readings.set(text, reading);
  }
  // Copies: a caller may add to its lists without changing the next caller's reading.
  return { drugs: [...reading.drugs], notChecked: [...reading.notChecked] };
}

function readText(text: string): MappedMedication {
  const trimmed = text.trim();
  if (trimmed === '') return { drugs: [], notChecked: [] };
  const key = nameKey(trimmed);
  const whole = entryFor(key);
  if (whole) return resolveIngredients(whole.ingredients);

  // "[Brand]" of an RxNorm SBD or pack: the ingredients before it count; the brand is read only when they name nothing.
  const bracket = /\[([^\]]+)\]\s*$/.exec(key);
  const body = bracket ? key.slice(0, bracket.index) : key;
  const ingredients: string[] = [];
  const unknown: string[] = [];
  const partners: string[] = [];
  let unnamedPartner = false;
  for (const part of splitParts(body)) {
    const reading = readPart(part);
    ingredients.push(...reading.ingredients);
    unknown.push(...reading.unknown);
    partners.push(...reading.partners);
    unnamedPartner ||= reading.unnamedPartner;
    if (reading.ingredients.length === 0 && reading.unknown.length === 0 && reading.salts.length > 0) unknown.push(reading.salts.join(' '));
  }
  if (ingredients.length === 0 && bracket?.[1]) {
    const brand = recogniseText(bracket[1]);
    if (brand.drugs.length > 0) return brand;
  }
  // "HCT" names hydrochlorothiazide beside another ingredient ("Ramipril HCT"); alone it is ambiguous.
  for (const partner of partners) {
    if (ingredients.length > 0) ingredients.push(...(partnerIngredients(partner) ?? []));
    else unknown.push(partner);
  }
  const resolved = resolveIngredients(ingredients);
  const notChecked = [...resolved.notChecked];
  for (const name of unknown) if (!notChecked.includes(name)) notChecked.push(name);
  if (unnamedPartner && ingredients.length === 1 && partners.length === 0) notChecked.push(`${trimmed} (second ingredient not named)`);
  if (resolved.drugs.length === 0 && notChecked.length === 0) notChecked.push(trimmed);
  return { drugs: resolved.drugs, notChecked };
}

/**
 * Maps one recorded medication to catalogue drugs. An RxNorm ingredient code or an ATC code of a
 * catalogue drug maps directly; any other code is read through its text (an SCD, SBD, BN or pack
 * display names its ingredients or brand); a code alone that is not known is "not checked", never guessed.
 */
export function recogniseMedication(medication: RecordedMedication): MappedMedication {
  const code = medication.code?.trim();
  const text = medication.text?.trim() ?? '';
  if (code) {
    const byCode = drugByRxcui(code) ?? drugByAtc(code);
    if (byCode) return { drugs: [byCode], notChecked: [] };
  }
  if (text === '') return { drugs: [], notChecked: code ? [/^\d+$/.test(code) ? `RxNorm ${code}` : `ATC ${code}`] : [] };
  return recogniseText(text);
}

/** The one catalogue drug a typed name stands for ("Doliprane", "Toprol XL", "amlodipin"), if it names exactly one and nothing else. */
export function recogniseDrug(text: string): Drug | undefined {
  const mapped = recogniseText(text);
  return mapped.drugs.length === 1 && mapped.notChecked.length === 0 ? mapped.drugs[0] : undefined;
}

/** A name that is, as a whole, one known name of exactly one catalogue drug. */
export interface NamedDrug {
  drug: Drug;
  /** How the name is written in its table or the catalogue ("Doliprane", "L-Thyroxin Henning"). */
  label: string;
  kind: 'generic' | 'brand';
}

const capitalised = (label: string): string => label.charAt(0).toUpperCase() + label.slice(1);

/** The drug a whole typed name stands for, when the name is one known brand, synonym or abbreviation of one catalogue drug. */
export function namedDrug(text: string): NamedDrug | undefined {
  const entry = entryFor(nameKey(text));
  if (!entry) return undefined;
  const mapped = resolveIngredients(entry.ingredients);
  const drug = mapped.drugs.length === 1 && mapped.notChecked.length === 0 ? mapped.drugs[0] : undefined;
  return drug ? { drug, label: capitalised(entry.label), kind: entry.kind } : undefined;
}

let singleDrugNames: { key: string; named: NamedDrug }[] | undefined;

/** Known names of one catalogue drug that start with the typed text (3 characters or more), for suggestions. */
export function namesStartingWith(text: string, limit: number): NamedDrug[] {
  const query = nameKey(text);
  if (query.length < 3) return [];
  singleDrugNames ??= [...allNames()].flatMap(([key]) => {
    const named = namedDrug(key);
    return named ? [{ key, named }] : [];
  });
  const found: NamedDrug[] = [];
  for (const { key, named } of singleDrugNames) {
    if (found.length >= limit) break;
    if (key.startsWith(query) && !found.some((seen) => seen.label === named.label)) found.push(named);
  }
  return found;
}
