// How much of a most-prescribed list the catalogue knows (issue 34): an ingredient is known when
// findDrug resolves its name (generic name or INN alias), or when it is a part of a fixed
// combination the catalogue carries as one drug and is sold in no other product (sacubitril,
// nirmatrelvir, clavulanate): an alias would make "sacubitril/valsartan" read as the combination
// plus valsartan. Group entries (a class of salts) name no single ingredient and are counted apart.
import { DRUGS, findDrug } from '../drugs';
import type { Drug } from '../drugs';
import type { TopPrescribedList } from './top-prescribed';

/** The catalogue drug that covers an ingredient: by name, else the combination named "<a>/<b>" that contains it. */
export function catalogueDrugFor(ingredient: string): Drug | undefined {
  const name = ingredient.trim().toLowerCase();
  return findDrug(name) ?? DRUGS.find((drug) => drug.name.includes('/') && drug.name.toLowerCase().split('/').map((part) => part.trim()).includes(name));
}

/** One list's coverage: distinct ingredients, how many are known, and which are not. */
export interface ListCoverage {
  id: string;
  total: number;
  known: number;
  unknown: readonly string[];
  /** Entries the list ranks that name no single ingredient, as the list writes them. */
  groups: readonly string[];
}

/** Coverage of one list by a drug lookup (findDrug of the catalogue, or another catalogue's lookup). */
export function listCoverage(list: TopPrescribedList, find: (name: string) => Drug | undefined): ListCoverage {
  const ingredients = [...new Set(list.entries.flatMap((entry) => entry.ingredients.map((name) => name.toLowerCase())))];
  const unknown = ingredients.filter((name) => !find(name));
  return {
    id: list.id,
    total: ingredients.length,
    known: ingredients.length - unknown.length,
    unknown,
    groups: list.entries.filter((entry) => entry.group).map((entry) => entry.asListed),
  };
}

/** "289/300 (96.3%)": the figure the README's reference section reports. */
export function formatCoverage(coverage: ListCoverage): string {
  const percent = coverage.total === 0 ? 0 : (100 * coverage.known) / coverage.total;
  return `${coverage.known}/${coverage.total} (${percent.toFixed(1)}%)`;
}
