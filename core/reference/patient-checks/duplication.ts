// Therapeutic duplication (issue 35, DESIGN.md §9): the product being added against the active list.
// The same ingredient twice is major; two drugs of one therapeutic class moderate. A combination's
// own ingredients are never compared with each other (only the new product with what is already
// taken), and a pair the interaction table already reports as a duplication (two NSAIDs, two
// anticoagulants, an ACE inhibitor with an ARB …) is left to it, so one pair is never said twice.
import { message } from '../../i18n/message';
import { msg } from '../../i18n/msg';
import type { ClinicalLevel } from '../clinical-levels';
import type { Drug, DrugClassId } from '../drug-classes';
import { getInteraction } from '../drug-interactions';
import type { CheckedProduct, FindingBasis, PatientCheck, PatientFinding } from './types';

/** STOPP/START version 3, criterion A3: the duplication rule every class below follows. */
const STOPP_A3 =
  "STOPP/START v3 (O'Mahony et al., Eur Geriatr Med 2023;14:625-32), STOPP A3: any duplicate drug class prescription for daily regular use, as distinct from as-needed use (e.g. two concurrent NSAIDs, SSRIs, loop diuretics, ACE inhibitors, anticoagulants, antipsychotics, opioid analgesics); optimise monotherapy within the class before adding a second agent";

/** One therapeutic class in which a second drug is a duplication: the catalogue class, its name in a finding, and the source. */
export interface DuplicationClass {
  classId: DrugClassId;
  /** Plural, msg()-marked: "two {ACE inhibitors}". */
  name: string;
  source: string;
}

/**
 * The catalogue classes that are therapeutic classes in which a second drug duplicates the first.
 * Left out on purpose: broad or mechanism classes (analgesic, antibiotic, antidepressant,
 * antiepileptic, immunosuppressant, serotonergic, QT-prolonging), classes where two members are a
 * standard regimen (antiplatelet: dual antiplatelet therapy; insulin: basal with prandial insulin,
 * one grouped catalogue entry; thyroid hormone: levothyroxine with liothyronine), and calcium channel
 * blockers (a dihydropyridine with a non-dihydropyridine is a used combination). STOPP A3 excepts
 * as-needed use, which a medication list does not tell apart: the management says so.
 */
export const DUPLICATION_CLASSES: readonly DuplicationClass[] = [
  { classId: 'acei', name: msg('ACE inhibitors'), source: STOPP_A3 + ' (ACE inhibitors named)' },
  { classId: 'arb', name: msg('angiotensin receptor blockers'), source: STOPP_A3 },
  { classId: 'ssri', name: msg('SSRIs'), source: STOPP_A3 + ' (SSRIs named)' },
  { classId: 'snri', name: msg('SNRIs'), source: STOPP_A3 },
  { classId: 'tca', name: msg('tricyclic antidepressants'), source: STOPP_A3 },
  { classId: 'nsaid', name: msg('NSAIDs'), source: STOPP_A3 + ' (NSAIDs named)' },
  { classId: 'anticoagulant', name: msg('anticoagulants'), source: STOPP_A3 + ' (anticoagulants named)' },
  { classId: 'p2y12', name: msg('P2Y12 inhibitors'), source: STOPP_A3 },
  { classId: 'statin', name: msg('statins'), source: STOPP_A3 },
  { classId: 'fibrate', name: msg('fibrates'), source: STOPP_A3 },
  { classId: 'ppi', name: msg('proton pump inhibitors'), source: STOPP_A3 },
  { classId: 'antipsychotic', name: msg('antipsychotics'), source: STOPP_A3 + ' (antipsychotics named)' },
  { classId: 'opioid', name: msg('opioids'), source: STOPP_A3 + ' (opioid analgesics named)' },
  { classId: 'benzodiazepine', name: msg('benzodiazepines'), source: STOPP_A3 },
  { classId: 'gabapentinoid', name: msg('gabapentinoids'), source: STOPP_A3 },
  { classId: 'sulfonylurea', name: msg('sulfonylureas'), source: STOPP_A3 },
  { classId: 'dpp4', name: msg('DPP-4 inhibitors'), source: STOPP_A3 },
  { classId: 'glp1', name: msg('GLP-1 receptor agonists'), source: STOPP_A3 },
  { classId: 'sglt2', name: msg('SGLT2 inhibitors'), source: STOPP_A3 },
  { classId: 'loop-diuretic', name: msg('loop diuretics'), source: STOPP_A3 + ' (loop diuretics named)' },
  { classId: 'thiazide', name: msg('thiazide diuretics'), source: STOPP_A3 },
  { classId: 'mra', name: msg('mineralocorticoid receptor antagonists'), source: STOPP_A3 },
  { classId: 'potassium-sparing-diuretic', name: msg('potassium-sparing diuretics'), source: STOPP_A3 },
  { classId: 'beta-blocker', name: msg('beta blockers'), source: STOPP_A3 },
  { classId: 'xanthine-oxidase-inhibitor', name: msg('xanthine oxidase inhibitors'), source: STOPP_A3 },
  { classId: 'triptan', name: msg('triptans'), source: STOPP_A3 + '; FDA label (sumatriptan, Imitrex), Contraindications 4: use within 24 hours of another 5-HT1 agonist' },
];

/** The same ingredient from two products: the doses add up. */
export const SAME_INGREDIENT_RULE = {
  level: 'major' as ClinicalLevel,
  source:
    "Each product's labelled dose is the whole daily dose of its ingredient; e.g. the acetaminophen Drug Facts warning (21 CFR 201.326): do not use with any other drug containing acetaminophen. DESIGN.md §9: the same ingredient twice is major",
};

/** Two ingredients that share a code but are meant to be taken together, each with the source that says so. */
export const SAME_INGREDIENT_EXCEPTIONS: readonly { drugs: readonly [string, string]; source: string }[] = [
  {
    drugs: ['nirmatrelvir-ritonavir', 'ritonavir'],
    source: 'FDA label (nirmatrelvir and ritonavir, Paxlovid), Dosage and Administration 2: patients on ritonavir- or cobicistat-containing HIV regimens continue them',
  },
];

/** Catalogue entries that group several different products under one id (their codes are not one ingredient). */
export const GROUPED_ENTRIES: readonly string[] = ['insulin'];

/**
 * Interaction rules that already report two drugs of one kind (drug-interactions.ts): a pair they
 * match is the interaction check's to report, at its own (usually higher) level.
 */
export const DUPLICATIONS_IN_INTERACTION_TABLE: readonly string[] = [
  'nsaid-duplication',
  'ketorolac-nsaid',
  'anticoagulant-duplication',
  'p2y12-duplication',
  'maoi-maoi',
  'eplerenone-spironolactone',
  'k-sparing-duplication',
  'lisinopril-losartan',
  'acei-arb',
  'acei-arni',
  'arb-arni',
  'aliskiren-raas',
];

function isException(a: Drug, b: Drug): boolean {
  return SAME_INGREDIENT_EXCEPTIONS.some(({ drugs: [x, y] }) => (a.id === x && b.id === y) || (a.id === y && b.id === x));
}

/** Whether two catalogue drugs contain the same ingredient: the same id, or a shared RxNorm ingredient (valsartan in sacubitril/valsartan). */
export function sameIngredient(a: Drug, b: Drug): boolean {
  if (GROUPED_ENTRIES.includes(a.id) || GROUPED_ENTRIES.includes(b.id) || isException(a, b)) return false;
  return a.id === b.id || a.rxcuis.some((code) => b.rxcuis.includes(code));
}

function reportedAsInteraction(a: Drug, b: Drug): boolean {
  const interaction = a.id === b.id ? undefined : getInteraction(a.id, b.id);
  return interaction?.ruleIds.some((id) => DUPLICATIONS_IN_INTERACTION_TABLE.includes(id)) ?? false;
}

function sharedClass(a: Drug, b: Drug): DuplicationClass | undefined {
  return DUPLICATION_CLASSES.find(({ classId }) => a.classes.includes(classId) && b.classes.includes(classId));
}

function activeBasis(product: CheckedProduct): FindingBasis {
  return { name: msg('Active medication'), value: product.label, unit: '', date: null };
}

function duplicationFinding(added: Drug, active: CheckedProduct, taken: Drug): PatientFinding | undefined {
  if (reportedAsInteraction(added, taken)) return undefined;
  const basis = [activeBasis(active)];
  if (sameIngredient(added, taken)) {
    return {
      kind: 'duplication',
      ruleId: 'duplication.same-ingredient',
      level: SAME_INGREDIENT_RULE.level,
      drugs: [added.name, taken.name],
      message: message(msg('{drug} is already taken in {product}: the same ingredient twice.'), { drug: added.name, product: active.label }),
      management: message(msg('Give the ingredient from one product only: stop the current one if the new order replaces it, or do not add the new one.'), {}),
      source: SAME_INGREDIENT_RULE.source,
      basis,
    };
  }
  const duplicated = sharedClass(added, taken);
  if (!duplicated) return undefined;
  return {
    kind: 'duplication',
    ruleId: `duplication.class.${duplicated.classId}`,
    level: 'moderate',
    drugs: [added.name, taken.name],
    message: message(msg('{drug} and {other} ({product}) are both {class}: therapeutic duplication.'), { drug: added.name, other: taken.name, product: active.label, class: duplicated.name }),
    management: message(msg('Use one drug of the class for regular daily use: replace the current one, or keep it and optimise its dose; a second one only as needed or when a specialist intends the combination.'), {}),
    source: duplicated.source,
    basis,
  };
}

/** Duplication of the product being added with each active product, one finding per pair of ingredients. */
export const checkDuplication: PatientCheck = ({ adding, active }) => {
  const findings: PatientFinding[] = [];
  for (const added of adding.ingredients) {
    for (const product of active) {
      for (const taken of product.ingredients) {
        const finding = duplicationFinding(added, product, taken);
        if (finding) findings.push(finding);
      }
    }
  }
  return { findings, notChecked: [] };
};
