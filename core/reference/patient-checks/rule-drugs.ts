// Which catalogue ingredients a patient-check rule names: drug ids and/or whole classes of
// core/reference/drug-classes.ts, minus the ids a source leaves out (Beers' "except quetiapine").
import type { Drug, DrugClassId } from '../drug-classes';

/** The drugs a rule applies to. */
export interface RuleDrugs {
  drugs?: readonly string[];
  classes?: readonly DrugClassId[];
  /** Members of `classes` the source excludes. */
  except?: readonly string[];
}

/** True when the ingredient is one the rule names. */
export function ruleNamesDrug(rule: RuleDrugs, drug: Drug): boolean {
  if (rule.except?.includes(drug.id)) return false;
  return (rule.drugs?.includes(drug.id) ?? false) || drug.classes.some((c) => rule.classes?.includes(c));
}

/** The product's ingredients the rule names (a combination product can hold more than one). */
export function ingredientsNamed(rule: RuleDrugs, ingredients: readonly Drug[]): Drug[] {
  return ingredients.filter((drug) => ruleNamesDrug(rule, drug));
}
