// Alternatives the sources name (issue 36, DESIGN.md §9): beside a rule whose advice names another
// drug to use instead, that drug as reviewable data, so a CDS card can offer "Replace simvastatin with
// atorvastatin" and the chart and the interaction checker can show it with its source. Only where the
// rule's own cited source names the alternative: advice that says "choose another antibiotic" names
// none, and an alternative from general knowledge is never added (alternatives.test.ts fails for an
// alternative whose source the rule does not cite, for a drug outside the catalogue, and for one the
// rule's advice does not mention).
import { msg } from '../i18n/msg';
import { AHA_STATIN_DDI_2016_AMLODIPINE } from './drug-interactions';
import { getDrugById } from './drugs';

/** One drug a rule's source names to use instead of the drug(s) the rule is about. */
export interface SourcedAlternative {
  /** The rule whose advice names it: an interaction rule id or a patient-check rule id ("beers.t2.sulfonylureas"). */
  ruleId: string;
  /** Catalogue ids of the drugs it replaces: offered only when the order is for one of these. */
  replaces: readonly string[];
  /** Catalogue id of the drug to use instead. */
  drug: string;
  /** A condition the source states for using it (msg()-marked), or none. */
  condition?: string;
  /** Where the source names it (table, label section): one of the sources the rule itself cites. */
  source: string;
}

const BEERS_SULFONYLUREAS = 'AGS Beers Criteria 2023 (J Am Geriatr Soc 2023;71:2052-2081), Table 2: Endocrine, sulfonylureas (all, including short- and long-acting)';

/** The sourced alternatives, by rule. */
export const SOURCED_ALTERNATIVES: readonly SourcedAlternative[] = [
  // The simvastatin label caps the dose at 20 mg with amlodipine but names no other statin; the AHA
  // statement the rule also cites names the statins amlodipine does not raise significantly. The
  // rule's advice names two of them (atorvastatin, rosuvastatin): only those are offered.
  { ruleId: 'simvastatin-amlodipine', replaces: ['simvastatin'], drug: 'atorvastatin', source: AHA_STATIN_DDI_2016_AMLODIPINE },
  { ruleId: 'simvastatin-amlodipine', replaces: ['simvastatin'], drug: 'rosuvastatin', source: AHA_STATIN_DDI_2016_AMLODIPINE },
  // Beers 2023: if a sulfonylurea is used, a short-acting one (glipizide) rather than a long-acting one (glyburide, glimepiride).
  {
    ruleId: 'beers.t2.sulfonylureas',
    replaces: ['glyburide', 'glimepiride'],
    drug: 'glipizide',
    condition: msg('if a sulfonylurea is still to be used'),
    source: BEERS_SULFONYLUREAS,
  },
];

/** The alternatives of these rules for an order of one of these drugs (catalogue ids). */
export function alternativesFor(ruleIds: readonly string[], drugIds: readonly string[]): SourcedAlternative[] {
  return SOURCED_ALTERNATIVES.filter((a) => ruleIds.includes(a.ruleId) && a.replaces.some((id) => drugIds.includes(id)));
}

/** An alternative as it is shown and sent: catalogue names, the RxNorm ingredient code where the catalogue has one. */
export interface AlternativeView {
  /** The catalogue name of the drug it replaces (of those given to alternativeViews). */
  replaces: string;
  drug: string;
  /** RxNorm ingredient code (the catalogue's first), when known. */
  rxnorm?: string;
  /** msg()-marked English; the reader's language through t(). */
  condition?: string;
  source: string;
}

/** The views of these rules' alternatives for the drugs given (catalogue ids), each replaced drug named. */
export function alternativeViews(ruleIds: readonly string[], drugIds: readonly string[]): AlternativeView[] {
  const views: AlternativeView[] = [];
  for (const alternative of alternativesFor(ruleIds, drugIds)) {
    const drug = getDrugById(alternative.drug);
    if (!drug) continue;
    for (const replaced of alternative.replaces.filter((id) => drugIds.includes(id))) {
      views.push({
        replaces: getDrugById(replaced)?.name ?? replaced,
        drug: drug.name,
        ...(drug.rxcuis[0] ? { rxnorm: drug.rxcuis[0] } : {}),
        ...(alternative.condition ? { condition: alternative.condition } : {}),
        source: alternative.source,
      });
    }
  }
  return views;
}

/** An alert's `alternatives` field: present only when the rule's source names one. */
export const withAlternatives = (alternatives: AlternativeView[]): { alternatives?: AlternativeView[] } => (alternatives.length > 0 ? { alternatives } : {});
