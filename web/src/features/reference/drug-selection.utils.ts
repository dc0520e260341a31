// The drug checker's selection, built from the names the doctor entered (generic, brand or alias),
// on top of core/reference/drugs.ts and the recogniser of core/reference/drug-names (German and
// French brands, INN names, "Toprol XL", "ASS 100"): the list lives in the URL (?drug=…, repeatable)
// so a search result or a colleague's link opens the same check.
import {
  addMedication,
  DRUG_CLASSES,
  drugsInClass,
  findDrug,
  MAX_MEDICATIONS,
  resolveDrug,
  searchKey,
  suggestDrugs,
  type AddMedicationError,
  type Drug,
} from '../../../../core/reference/drugs';
import { namedDrug, namesStartingWith } from '../../../../core/reference/drug-names/recognise';
import { mapMedication } from '../../../../core/reference/medication-mapping';
import { t } from '../../i18n';

/**
 * One selected medication: its generic name and, when entered by brand, alias or product name, that
 * name. A name the catalogue cannot map stays in the list as `unchecked` (its generic is the text
 * typed), so the page can say it was not checked instead of silently dropping it.
 */
export interface SelectedDrug {
  generic: string;
  /** The brand name, alias or product name the doctor used; undefined for the generic. */
  enteredAs?: string;
  /** True when the name is not in MedAssist's list: shown, counted, but not checked. */
  unchecked?: true;
}

/** A name that was not added, and why. */
export interface RefusedDrug {
  name: string;
  reason: AddMedicationError;
}

const norm = searchKey;

/** The brand name or alias `text` names, in the catalogue's spelling; undefined if it is the generic name or unknown. */
export function enteredAs(text: string): string | undefined {
  const drug = findDrug(text);
  if (!drug) return namedDrug(text) ? text.trim() : undefined;
  const key = norm(text);
  if (key === norm(drug.name) || key === drug.id) return undefined;
  return [...drug.brandNames, ...(drug.aliases ?? [])].find((name) => norm(name) === key);
}

/**
 * Folds entered names into a selection with the core rules (no duplicates, at most 10). A name that
 * is not a catalogue drug is read as a product ("amoxicillin 500 MG Oral Capsule", "Percocet"); what
 * still cannot be mapped is kept as an unchecked entry. Class names are refused (choose a drug).
 */
export function buildSelection(names: readonly string[]): { selected: SelectedDrug[]; refused: RefusedDrug[] } {
  const selected: SelectedDrug[] = [];
  const refused: RefusedDrug[] = [];
  const generics = () => selected.filter((item) => !item.unchecked).map((item) => item.generic);
  const addKnown = (name: string, entered: string | undefined): boolean => {
    const result = addMedication(generics(), name);
    if (!result.ok) return false;
    const generic = result.medications[result.medications.length - 1] ?? name;
    selected.push(entered ? { generic, enteredAs: entered } : { generic });
    return true;
  };
  for (const raw of names) {
    const name = raw.trim();
    if (name === '') continue;
    const known = addMedication(generics(), name);
    if (known.ok || known.reason !== 'unknown' || resolveDrug(name).length > 1) {
      if (known.ok) addKnown(name, enteredAs(name));
      else refused.push({ name, reason: known.reason });
      continue;
    }
    if (selected.length >= MAX_MEDICATIONS) {
      refused.push({ name, reason: 'limit' });
      continue;
    }
    const mapped = mapMedication({ text: name });
    if (mapped.drugs.length === 0 && selected.some((item) => item.unchecked && norm(item.generic) === norm(name))) {
      refused.push({ name, reason: 'duplicate' });
      continue;
    }
    let added = false;
    for (const drug of mapped.drugs) {
      if (selected.length >= MAX_MEDICATIONS) break;
      added = addKnown(drug.name, name) || added;
    }
    for (const part of mapped.notChecked) {
      if (selected.length >= MAX_MEDICATIONS || selected.some((item) => item.unchecked && norm(item.generic) === norm(part))) continue;
      selected.push({ generic: mapped.drugs.length === 0 ? name : part, unchecked: true });
      added = true;
    }
    if (!added) refused.push({ name, reason: 'duplicate' });
  }
  return { selected, refused };
}

/** The name to keep in the URL for an added drug: the brand/alias as spelled in the catalogue, else the generic name. */
export function canonicalName(text: string): string {
  return enteredAs(text) ?? findDrug(text)?.name ?? text.trim();
}

/** Says how a brand name or alias was resolved (e.g. 'Coumadin is a brand of Warfarin: checked as Warfarin.'); undefined for a generic name. */
export function resolutionNote(text: string): string | undefined {
  const named = findDrug(text) ? undefined : namedDrug(text);
  const drug = findDrug(text) ?? named?.drug;
  const alias = enteredAs(text);
  if (!drug || !alias) return undefined;
  return drug.brandNames.includes(alias) || named?.kind === 'brand'
    ? t('{alias} is a brand of {drug}: checked as {drug}.', { alias, drug: drug.name })
    : t('{alias} is another name for {drug}: checked as {drug}.', { alias, drug: drug.name });
}

/** Why an add was refused, in words a doctor can act on. */
export function refusalMessage(name: string, reason: AddMedicationError): string {
  const drug = findDrug(name) ?? namedDrug(name)?.drug;
  switch (reason) {
    case 'duplicate': {
      const generic = drug?.name ?? name;
      const brand = enteredAs(name);
      return brand
        ? t('{brand} is a brand of {drug}, which is already in the list.', { brand, drug: generic })
        : t('{drug} is already in the list.', { drug: generic });
    }
    case 'limit':
      return t('At most {max} medications can be checked at once. Remove one before adding {drug}.', { max: MAX_MEDICATIONS, drug: drug?.name ?? name });
    case 'unknown':
      return resolveDrug(name).length > 1
        ? t('"{name}" is a drug class. Choose one of its drugs from the suggestions.', { name: name.trim() })
        : t(`"{name}" is not in MedAssist's list: it is shown as not checked.`, { name: name.trim() });
  }
}

/** One suggestion: the generic name and, when it matched through a brand, alias or class, that name. */
export interface DrugSuggestion {
  name: string;
  via?: string;
}

/** Most suggestions shown at once. */
export const SUGGESTION_LIMIT = 10;

/**
 * Suggestions for the search text (spec §5: none without text): the core's substring matches on
 * generic and brand names, then an exact alias (e.g. paracetamol), then the members of a class
 * whose name or alias starts with the text (3+ characters, e.g. "NSAID", "statins", "beta bl").
 * Already-selected drugs are left out.
 */
export function drugSuggestions(text: string, selected: readonly string[], limit = SUGGESTION_LIMIT): DrugSuggestion[] {
  const query = norm(text);
  if (query === '') return [];
  const out: DrugSuggestion[] = [];
  const isSelected = (drug: Drug) => selected.some((name) => findDrug(name)?.id === drug.id);
  const push = (drug: Drug, via?: string) => {
    if (out.length >= limit || isSelected(drug) || out.some((s) => s.name === drug.name)) return;
    out.push(via ? { name: drug.name, via } : { name: drug.name });
  };

  for (const name of suggestDrugs(text, selected, limit)) {
    const drug = findDrug(name);
    if (!drug) continue;
    const brand = norm(drug.name).includes(query) ? undefined : drug.brandNames.find((b) => norm(b).includes(query));
    push(drug, brand ? `brand: ${brand}` : undefined);
  }
  const exact = findDrug(text);
  const alias = exact ? enteredAs(text) : undefined;
  if (exact) push(exact, alias && !exact.brandNames.includes(alias) ? `also called ${alias}` : undefined);
  // German, French and further US brands and names of the recogniser's tables ("Dolipr" → Acetaminophen).
  for (const named of namesStartingWith(text, limit)) push(named.drug, named.kind === 'brand' ? `brand: ${named.label}` : `also called ${named.label}`);
  if (query.length >= 3) {
    for (const drugClass of DRUG_CLASSES) {
      if (![drugClass.name, ...drugClass.aliases].some((name) => norm(name).startsWith(query))) continue;
      for (const drug of drugsInClass(drugClass.id)) push(drug, drugClass.name);
    }
  }
  return out;
}
