// Cross-reactivity between drugs as allergists and labels describe it, as reviewable data: each group
// says which recorded allergies it concerns (allergen), which drugs it flags (affects), at which
// level of DESIGN.md §9's four (contraindicated and major block the chart's save; moderate and minor
// are shown), and the source it comes from. Drugs are named by catalogue id (core/reference/drugs.ts);
// ids the catalogue does not carry yet take effect when it does (the test lists them).
import { CLINICAL_LEVELS, type ClinicalLevel } from './clinical-levels';
import type { DrugClassId } from './drugs';

/** DESIGN.md §9's four levels, most severe first (the same scale as interactions). */
export const ALLERGY_LEVELS = CLINICAL_LEVELS;
export type AllergyLevel = ClinicalLevel;

/** Drugs by catalogue id and/or class, less the ids in `except`. */
export interface DrugSet {
  drugs?: readonly string[];
  classes?: readonly DrugClassId[];
  except?: readonly string[];
}

/** One cross-reactivity group: an allergy to a member of `allergen` concerns the drugs of `affects`. */
export interface CrossReactivityGroup {
  id: string;
  allergen: DrugSet;
  affects: DrugSet;
  level: AllergyLevel;
  /** A stricter level when the recorded reaction names it (angioedema before sacubitril/valsartan). */
  reactionLevel?: { reaction: RegExp; level: AllergyLevel };
  /** For the prescriber, after "<drug> and the allergy to <substance>: ". */
  note: string;
  source: string;
}

/** Reactions that are angioedema (swelling of the lips, tongue, face or throat). */
export const ANGIOEDEMA = /angio-?o?edema|swell|quincke/i;

export const DRUG_ALLERGY_PRACTICE_PARAMETER_2022 =
  'AAAAI/ACAAI Joint Task Force on Practice Parameters, Drug allergy: a 2022 practice parameter update (Khan DA et al., J Allergy Clin Immunol 2022;150:1333-93, doi:10.1016/j.jaci.2022.08.028)';

/** Aromatic antiseizure medicines (arene-oxide forming): carboxamides, hydantoins, barbiturates, lamotrigine. */
const AROMATIC_ANTICONVULSANTS = ['carbamazepine', 'oxcarbazepine', 'eslicarbazepine', 'phenytoin', 'fosphenytoin', 'phenobarbital', 'primidone', 'lamotrigine'];

/** Aminopenicillins and the cephalosporins that share their R1 side chain (identical or similar). */
const AMINOPENICILLINS = ['amoxicillin', 'amoxicillin-clavulanate', 'ampicillin', 'ampicillin-sulbactam'];
const AMINOPENICILLIN_R1_CEPHALOSPORINS = ['cephalexin', 'cefaclor', 'cefadroxil', 'cefprozil', 'cephradine'];

export const CROSS_REACTIVITY_GROUPS: readonly CrossReactivityGroup[] = [
  {
    id: 'nsaid-cox1',
    allergen: { drugs: ['aspirin'], classes: ['nsaid'] },
    affects: { drugs: ['aspirin'], classes: ['nsaid'], except: ['celecoxib'] },
    level: 'major',
    note: 'aspirin and the NSAIDs that inhibit COX-1 cross-react (NSAID-exacerbated respiratory disease, NSAID-induced urticaria and angioedema): avoid it unless an allergist has shown it is tolerated.',
    source: `${DRUG_ALLERGY_PRACTICE_PARAMETER_2022}, section "Aspirin and NSAIDs": cross-reactive reactions follow COX-1 inhibition`,
  },
  {
    id: 'nsaid-cox2-selective',
    allergen: { drugs: ['aspirin'], classes: ['nsaid'], except: ['celecoxib'] },
    affects: { drugs: ['celecoxib'] },
    level: 'moderate',
    note: 'a selective COX-2 inhibitor is usually tolerated after a reaction to aspirin or another NSAID; give the first dose under observation.',
    source: `${DRUG_ALLERGY_PRACTICE_PARAMETER_2022}, section "Aspirin and NSAIDs"; Morales DR et al., J Allergy Clin Immunol 2014;134:40-5 (COX-2 inhibitors in AERD, meta-analysis, doi:10.1016/j.jaci.2013.10.057)`,
  },
  {
    id: 'raas-angioedema-arni',
    allergen: { classes: ['acei', 'arb'] },
    affects: { drugs: ['sacubitril-valsartan'] },
    level: 'major',
    reactionLevel: { reaction: ANGIOEDEMA, level: 'contraindicated' },
    note: 'sacubitril/valsartan is contraindicated after angioedema on an ACE inhibitor or ARB; check what the recorded reaction was.',
    source: 'Entresto (sacubitril/valsartan) US label §4 Contraindications: history of angioedema related to previous ACE inhibitor or ARB therapy',
  },
  {
    id: 'acei-angioedema-arb',
    allergen: { classes: ['acei'] },
    affects: { classes: ['arb'] },
    level: 'moderate',
    note: 'ARBs are usually tolerated after an ACE-inhibitor reaction, but angioedema recurs in a few per cent of patients with ACE-inhibitor angioedema: use it with caution and tell the patient what to watch for.',
    source: 'Diovan (valsartan) US label §5 Warnings and Precautions: angioedema (a history of angioedema raises the risk); Haymore BR et al., Ann Allergy Asthma Immunol 2008;101:495-9 (ARBs after ACE-inhibitor angioedema, meta-analysis)',
  },
  {
    id: 'aromatic-anticonvulsant',
    allergen: { drugs: AROMATIC_ANTICONVULSANTS },
    affects: { drugs: AROMATIC_ANTICONVULSANTS },
    level: 'major',
    note: 'aromatic antiseizure medicines (carbamazepine, oxcarbazepine, phenytoin, phenobarbital, primidone, lamotrigine) cross-react in hypersensitivity reactions, DRESS and SJS/TEN included: choose a structurally unrelated one.',
    source:
      'Trileptal (oxcarbazepine) US label §5 Warnings and Precautions: hypersensitivity (25-30% of patients hypersensitive to carbamazepine react to oxcarbazepine); Dilantin (phenytoin) US label §5 Warnings and Precautions: hypersensitivity, consider alternatives to structurally similar antiepileptics; Knowles SR et al., Drug Saf 1999;21:489-501 (cross-reactivity among aromatic anticonvulsants up to 75%); Hirsch LJ et al., Neurology 2008;71:1527-34',
  },
  {
    id: 'aminopenicillin-r1-cephalosporin',
    allergen: { drugs: AMINOPENICILLINS },
    affects: { drugs: AMINOPENICILLIN_R1_CEPHALOSPORINS },
    level: 'major',
    note: 'this cephalosporin shares the R1 side chain of amoxicillin and ampicillin, the main cause of penicillin-cephalosporin cross-reactivity: choose a cephalosporin with a dissimilar side chain.',
    source: `${DRUG_ALLERGY_PRACTICE_PARAMETER_2022}, section "Cephalosporins" and its table of beta-lactams with identical or similar R1 side chains`,
  },
  {
    id: 'r1-cephalosporin-aminopenicillin',
    allergen: { drugs: AMINOPENICILLIN_R1_CEPHALOSPORINS },
    affects: { drugs: AMINOPENICILLINS },
    level: 'major',
    note: 'it shares its R1 side chain with the cephalosporin the patient is allergic to (cephalexin, cefaclor, cefadroxil, cefprozil): avoid it unless an allergist has shown it is tolerated.',
    source: `${DRUG_ALLERGY_PRACTICE_PARAMETER_2022}, section "Cephalosporins" and its table of beta-lactams with identical or similar R1 side chains`,
  },
  {
    id: 'penicillin-unspecified-r1-cephalosporin',
    allergen: { classes: ['penicillin'] },
    affects: { drugs: AMINOPENICILLIN_R1_CEPHALOSPORINS },
    level: 'moderate',
    note: 'this cephalosporin shares the R1 side chain of amoxicillin and ampicillin: find out which penicillin caused the reaction before prescribing it.',
    source: `${DRUG_ALLERGY_PRACTICE_PARAMETER_2022}, section "Cephalosporins" and its table of beta-lactams with identical or similar R1 side chains`,
  },
  {
    id: 'penicillin-cephalosporin',
    allergen: { classes: ['penicillin'] },
    affects: { classes: ['cephalosporin'] },
    level: 'minor',
    note: 'cross-reactivity between penicillins and cephalosporins with a dissimilar side chain is low (about 1-2%); after anaphylaxis or a severe delayed reaction, ask an allergist.',
    source: `${DRUG_ALLERGY_PRACTICE_PARAMETER_2022}, section "Cephalosporins": cephalosporins with dissimilar side chains may be given to patients with a penicillin allergy history`,
  },
  {
    id: 'sulfonamide-non-antibiotic',
    allergen: { classes: ['sulfonamide-antibacterial'] },
    affects: { classes: ['sulfonamide-non-antibacterial'] },
    level: 'minor',
    note: 'it is a non-antibiotic sulfonamide: no cross-reactivity with a sulfonamide-antibiotic allergy is assumed, and it need not be avoided.',
    source: `${DRUG_ALLERGY_PRACTICE_PARAMETER_2022}, section "Sulfonamides": no cross-reactivity between sulfonamide antimicrobials and non-antimicrobials; Strom BL et al., N Engl J Med 2003;349:1628-35`,
  },
];

/**
 * Reactions that are predictable side effects, not hypersensitivity: an entry whose recorded
 * reactions are all of these is an intolerance (FHIR AllergyIntolerance.type "intolerance"; the 2022
 * practice parameter separates side effects and intolerance from drug allergy). Codeine with nausea,
 * an ACE inhibitor with cough, a statin with myalgia.
 */
export const NON_IMMUNE_REACTIONS = [
  'nausea', 'vomiting', 'emesis', 'upset stomach', 'stomach upset', 'gi upset', 'gastrointestinal upset', 'dyspepsia', 'indigestion',
  'heartburn', 'abdominal pain', 'stomach ache', 'diarrhea', 'diarrhoea', 'constipation', 'headache', 'dizziness', 'drowsiness',
  'sedation', 'somnolence', 'fatigue', 'tiredness', 'insomnia', 'cough', 'dry cough', 'myalgia', 'muscle pain', 'muscle aches',
  'tremor', 'dry mouth', 'jitteriness', 'bad taste', 'taste disturbance', 'side effect', 'side effects', 'intolerance', 'gi intolerance',
] as const;
