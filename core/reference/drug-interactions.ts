// Curated drug-drug interaction table for the built-in checker (spec §2, §5, §8, §9). Pure data
// and pure functions; no server call.
//
// THE SEVERITY RULE (issue 17). Every rule records what its source tells the prescriber to do
// (`action`), and the severity is derived from that and nothing else:
//   severe   — the label (or, where no US label covers the pair, the cited guideline) says the
//              combination is contraindicated, or to avoid it;
//   moderate — it says to adjust a dose, space the doses or monitor; routine co-therapy that is
//              given with monitoring (dual antiplatelet therapy, an antiplatelet with heparin in
//              ACS, an ACE inhibitor with an MRA in heart failure) is never severe;
//   mild     — it notes a small effect that needs no change beyond routine care.
// A moderate or mild rule's advice therefore never says "avoid" or "contraindicated"
// (drug-interactions.test.ts checks the wording of every rule against its severity).
// Each rule names its source: the FDA label section (via DailyMed), the ONC high-priority DDI list
// (Phansalkar et al., JAMIA 2012;19:735-43) and, where used, CHEST, BNF or the spec's own table.
import { DRUGS, findDrug, getDrugById } from './drugs';
import type { Drug, DrugClassId } from './drugs';
import { msg } from '../i18n/msg';
import { worseLevel, type ClinicalLevel } from './clinical-levels';
import { MARCUMAR_FI, PHENPROCOUMON_FI } from './catalogue/label-sources';

/** The spec's three severity levels, most serious first. */
export const SEVERITIES = ['severe', 'moderate', 'mild'] as const;

/** One of 'severe', 'moderate' or 'mild'. */
export type Severity = (typeof SEVERITIES)[number];

/** What the source says to do about the combination. */
export const LABEL_ACTIONS = ['contraindicated', 'avoid', 'adjust', 'monitor', 'minor'] as const;

/** One of LABEL_ACTIONS. */
export type LabelAction = (typeof LABEL_ACTIONS)[number];

/** The level on the wire (DESIGN.md §9): what the source says to do, on the four-level scale. */
export const LEVEL_OF_ACTION: Record<LabelAction, ClinicalLevel> = {
  contraindicated: 'contraindicated',
  avoid: 'major',
  adjust: 'moderate',
  monitor: 'moderate',
  minor: 'minor',
};

/** The checker page's three labels for the four levels (the spec's severe, moderate, mild). */
export const SEVERITY_OF_LEVEL: Record<ClinicalLevel, Severity> = {
  contraindicated: 'severe',
  major: 'severe',
  moderate: 'moderate',
  minor: 'mild',
};

/** The one severity rule: severity follows from the source's instruction (through its level). */
export const SEVERITY_OF_ACTION = Object.fromEntries(
  LABEL_ACTIONS.map((action) => [action, SEVERITY_OF_LEVEL[LEVEL_OF_ACTION[action]]]),
) as Record<LabelAction, Severity>;

/** One side of an interaction rule: specific drugs (by id) and/or whole classes. */
export interface InteractionSide {
  drugs?: readonly string[];
  classes?: readonly DrugClassId[];
}

/** A curated rule: every drug on side a interacts with every drug on side b as described. */
export interface InteractionRule {
  id: string;
  /** Rules about the same pair and topic are not repeated: the first (most specific) one wins. */
  topic: string;
  a: InteractionSide;
  b: InteractionSide;
  /** What the source says to do; severity is SEVERITY_OF_ACTION[action], level LEVEL_OF_ACTION[action]. */
  action: LabelAction;
  severity: Severity;
  level: ClinicalLevel;
  /** Where the action comes from (label and section, list or guideline). */
  source: string;
  description: string;
  mechanism: string;
  management: string;
}

/** One interacting pair of the expanded table; drugs holds the two catalogue ids in alphabetical order. */
export interface DrugInteraction {
  drugs: readonly [string, string];
  /** The checker page's label (the spec's three). */
  severity: Severity;
  /** The level on the wire (DESIGN.md §9): the most severe of the pair's rules. */
  level: ClinicalLevel;
  description: string;
  mechanism: string;
  management: string;
  /** The sources of the rules this entry was built from. */
  sources: readonly string[];
  /** Ids of the rules this entry was built from. */
  ruleIds: readonly string[];
}

/** An interaction found among the selected medications, with display names. */
export interface InteractionResult extends DrugInteraction {
  drugNames: readonly [string, string];
}

/** The spec's message for 2 or more drugs with no match (spec §8); shown under the headline that says what was checked. */
export const NO_INTERACTIONS_MESSAGE = msg('No drug interactions found between the selected medications.');

/**
 * The headline when no pair interacts: what was checked against, never a bare "No drug interactions
 * found" (issue 17). NO_INTERACTIONS_MESSAGE follows it as the second line.
 */
export function noInteractionHeadline(): string {
  return `No interaction found in MedAssist's list (${DRUGS.length} drugs, ${INTERACTION_RULES.length} rules)`;
}

/** The public references the interaction table was written from (our own wording throughout). */
export const INTERACTIONS_SOURCES: readonly { name: string; url?: string }[] = [
  { name: 'US FDA-approved prescribing information (drug labels: Contraindications, Boxed Warning, Drug Interactions), via DailyMed', url: 'https://dailymed.nlm.nih.gov/dailymed/' },
  { name: 'ONC high-priority drug–drug interactions (Phansalkar et al., J Am Med Inform Assoc 2012;19:735-43)', url: 'https://doi.org/10.1136/amiajnl-2011-000612' },
  { name: 'FDA Drug Development and Drug Interactions: Table of Substrates, Inhibitors and Inducers', url: 'https://www.fda.gov/drugs/drug-interactions-labeling/drug-development-and-drug-interactions-table-substrates-inhibitors-and-inducers' },
  { name: 'Holbrook et al., Evidence-based management of anticoagulant therapy, CHEST 2012;141(2 Suppl):e152S-e184S' },
  { name: 'British National Formulary (BNF), Appendix 1: Interactions', url: 'https://bnf.nice.org.uk/interactions/' },
  { name: 'Wiggins et al., Recommendations for management of clinically significant drug-drug interactions with statins and select agents used in patients with cardiovascular disease, AHA scientific statement, Circulation 2016;134:e468-e495', url: 'https://doi.org/10.1161/CIR.0000000000000456' },
  { name: 'CredibleMeds QTdrugs list (drugs with a known risk of torsades de pointes)', url: 'https://crediblemeds.org/' },
  { name: 'American Geriatrics Society 2023 Updated AGS Beers Criteria (drug-drug interactions to avoid in older adults)', url: 'https://doi.org/10.1111/jgs.18372' },
  { name: 'FDA Drug Safety Communications: opioids with benzodiazepines (2016), gabapentinoids with CNS depressants (2019), fluoroquinolone dysglycaemia and tendinopathy (2016, 2018), linezolid and serotonergic psychiatric drugs (2011)' },
  { name: 'European Heart Rhythm Association practical guide on the use of non-vitamin K antagonist oral anticoagulants (NOAC drug interaction tables)' },
  { name: 'German and Swiss prescribing information (Fachinformation) where no US label covers the drug (phenprocoumon: Marcumar, Marcoumar)', url: 'https://www.fachinfo.de/' },
];

const MAX_SEVERITY_RANK: Record<Severity, number> = { severe: 0, moderate: 1, mild: 2 };

type RuleText = Pick<InteractionRule, 'source' | 'description' | 'mechanism' | 'management'>;

const rule = (id: string, a: InteractionSide, b: InteractionSide, action: LabelAction, topic: string, text: RuleText): InteractionRule => ({
  id,
  topic,
  a,
  b,
  action,
  severity: SEVERITY_OF_ACTION[action],
  level: LEVEL_OF_ACTION[action],
  ...text,
});

const pair = (id: string, a: string, b: string, action: LabelAction, topic: string, text: RuleText): InteractionRule =>
  rule(id, { drugs: [a] }, { drugs: [b] }, action, topic, text);

/** "FDA label (<product>), <section>": the US prescribing information as published on DailyMed. */
const label = (product: string, section: string): string => `FDA label (${product}), ${section}`;
const ONC = 'ONC high-priority DDI list (Phansalkar et al., JAMIA 2012;19:735-43)';
/** Names the statins amlodipine does not raise significantly (the alternatives to simvastatin, alternatives.ts). */
export const AHA_STATIN_DDI_2016_AMLODIPINE =
  'AHA scientific statement on drug interactions with statins (Wiggins et al., Circulation 2016;134:e468-e495), calcium channel blockers: no significant interaction of amlodipine with atorvastatin, rosuvastatin, pravastatin, fluvastatin or pitavastatin';
const CHEST_2012 = 'CHEST 2012 anticoagulant therapy guideline (Holbrook et al., Chest 2012;141:e152S), section 8: avoid NSAIDs and antiplatelet agents with a VKA unless the benefit is clear';

// Combined strong CYP3A4 and P-gp inhibitors named in the apixaban and rivaroxaban labels.
const STRONG_3A4_PGP_INHIBITORS = ['itraconazole', 'ketoconazole', 'ritonavir', 'nirmatrelvir-ritonavir'];
const RITONAVIR_PRODUCTS = ['ritonavir', 'nirmatrelvir-ritonavir'];
const SIMVA_LOVA = ['simvastatin', 'lovastatin'];
// Trimethoprim alone (Primsol, tablets) carries the combination's potassium and folate effects;
// sulfamethoxazole its CYP2C9 inhibition (issue 34: the single ingredients are in the catalogue).
const TMP_PRODUCTS = ['trimethoprim-sulfamethoxazole', 'trimethoprim'];
const SMX_PRODUCTS = ['trimethoprim-sulfamethoxazole', 'sulfamethoxazole'];

/** The curated rules, most specific first (explicit pairs, then drug-group rules, then class rules). */
export const INTERACTION_RULES: readonly InteractionRule[] = [
  // ── The spec's five built-in interactions (spec §9) ─────────────────────────────────────────
  pair('warfarin-aspirin', 'warfarin', 'aspirin', 'avoid', 'bleeding', {
    source: 'Spec built-in table (severe); ' + CHEST_2012,
    description: 'Increased bleeding risk: aspirin adds platelet inhibition and gastric mucosal injury to warfarin anticoagulation, raising the risk of major and gastrointestinal bleeding.',
    mechanism: 'Pharmacodynamic: additive antiplatelet and anticoagulant effects; aspirin also damages the gastric mucosa. High-dose salicylate can raise the INR.',
    management: 'Combine only with a clear indication (e.g. recent ACS or mechanical valve per cardiology). Use aspirin 75–100 mg daily, add a PPI for gastroprotection, monitor INR and watch for bleeding. Avoid aspirin taken for pain.',
  }),
  pair('simvastatin-amlodipine', 'simvastatin', 'amlodipine', 'adjust', 'statin-levels', {
    source: label('simvastatin', 'Dosage 2.3 and Drug Interactions 7: 20 mg cap') + '; ' + AHA_STATIN_DDI_2016_AMLODIPINE,
    description: 'Amlodipine raises simvastatin levels, increasing the risk of myopathy and rhabdomyolysis.',
    mechanism: 'Amlodipine is a weak CYP3A4 inhibitor and increases simvastatin exposure.',
    management: 'Do not exceed simvastatin 20 mg daily with amlodipine (FDA labelling). If more LDL lowering is needed, switch to atorvastatin or rosuvastatin. Ask about muscle pain or weakness.',
  }),
  // The spec's table grades this pair moderate; the labels' "avoid" makes it severe under the one
  // severity rule (docs/decisions/0008, 2026-11-25).
  pair('lisinopril-losartan', 'lisinopril', 'losartan', 'avoid', 'dual-raas', {
    source: label('lisinopril', 'Drug Interactions 7: dual RAS blockade, "in general, avoid combined use"'),
    description: 'Dual renin–angiotensin blockade (ACE inhibitor + ARB) increases the risk of hypotension, hyperkalemia and renal impairment without cardiovascular benefit in most patients.',
    mechanism: 'Additive blockade of the renin–angiotensin–aldosterone system (shown in ONTARGET and VA NEPHRON-D).',
    management: 'Avoid: the labels say in general not to combine RAS inhibitors. If a specialist continues it, check potassium, creatinine and blood pressure within 1–2 weeks and regularly thereafter.',
  }),
  pair('metformin-furosemide', 'metformin', 'furosemide', 'minor', 'lactic-acidosis', {
    source: label('metformin', 'Clinical Pharmacology 12.3 (furosemide raised metformin Cmax)'),
    description: 'Small risk of lactic acidosis: furosemide can raise metformin levels, and diuretic-induced volume depletion can reduce renal function.',
    mechanism: 'Furosemide increased metformin plasma concentrations in a single-dose study; dehydration and reduced eGFR lower metformin clearance.',
    management: 'Usually continued together. Monitor renal function (eGFR) and hydration; pause metformin during acute illness with dehydration (sick-day rules) and adjust to eGFR.',
  }),
  pair('levothyroxine-omeprazole', 'levothyroxine', 'omeprazole', 'minor', 'absorption', {
    source: 'Spec built-in table (mild); ' + label('levothyroxine', 'Drug Interactions 7: proton-pump inhibitors may reduce absorption'),
    description: 'Reduced levothyroxine absorption: long-term PPI use can raise TSH in patients on replacement therapy.',
    mechanism: 'Levothyroxine tablet dissolution and absorption depend on gastric acidity, which PPIs reduce.',
    management: 'Check TSH 6–8 weeks after starting or stopping a PPI and adjust the levothyroxine dose; take levothyroxine on an empty stomach.',
  }),

  // ── Mechanism review (issue 17): label contraindications the pair-by-pair table missed ─────────
  // Strong CYP3A4 inhibitors (ritonavir products) × antiarrhythmics with a narrow margin.
  rule('ritonavir-antiarrhythmics', { drugs: RITONAVIR_PRODUCTS }, { drugs: ['amiodarone', 'flecainide', 'dronedarone'] }, 'contraindicated', 'levels', {
    source: label('nirmatrelvir/ritonavir', 'Contraindications 4: amiodarone, dronedarone, flecainide') + '; ' + label('ritonavir', 'Contraindications 4: amiodarone, flecainide'),
    description: 'Ritonavir raises amiodarone, flecainide and dronedarone levels, with a risk of life-threatening arrhythmia.',
    mechanism: 'Ritonavir inhibits CYP3A4 (amiodarone, dronedarone) and CYP2D6 (flecainide), the main routes of their clearance.',
    management: 'Contraindicated (both labels). For COVID-19 choose another treatment (e.g. remdesivir or molnupiravir); amiodarone\'s long half-life means the interaction persists for months after it is stopped.',
  }),
  rule('azole-methadone', { drugs: ['itraconazole', 'ketoconazole'] }, { drugs: ['methadone'] }, 'contraindicated', 'opioid-levels', {
    source: label('itraconazole', 'Contraindications 4: methadone') + '; ' + label('ketoconazole', 'Contraindications 4: methadone'),
    description: 'Itraconazole and ketoconazole raise methadone levels, with QT prolongation, torsades de pointes and respiratory depression.',
    mechanism: 'Strong CYP3A4 inhibition of methadone clearance; methadone itself blocks IKr.',
    management: 'Contraindicated (labelled). Use another antifungal (e.g. an echinocandin or, with ECG monitoring, fluconazole) and keep the methadone dose.',
  }),
  pair('ketorolac-aspirin', 'ketorolac', 'aspirin', 'contraindicated', 'bleeding', {
    source: label('ketorolac', 'Boxed Warning and Contraindications 4: aspirin or other NSAIDs'),
    description: 'Ketorolac with aspirin: cumulative risk of serious gastrointestinal bleeding, ulceration and perforation.',
    mechanism: 'Additive COX inhibition and gastric mucosal injury; ketorolac also inhibits platelets.',
    management: 'Contraindicated (labelled). For pain in a patient on aspirin, use acetaminophen or a non-NSAID analgesic.',
  }),
  rule('ketorolac-nsaid', { drugs: ['ketorolac'] }, { classes: ['nsaid'] }, 'contraindicated', 'duplication', {
    source: label('ketorolac', 'Boxed Warning and Contraindications 4: aspirin or other NSAIDs'),
    description: 'Ketorolac with another NSAID: cumulative risk of serious NSAID-related adverse events (bleeding, ulceration, renal failure).',
    mechanism: 'Duplicate COX inhibition.',
    management: 'Contraindicated (labelled). Stop the other NSAID before giving ketorolac, for at most 5 days in total.',
  }),
  rule('maoi-carbamazepine', { classes: ['maoi'] }, { drugs: ['carbamazepine'] }, 'contraindicated', 'maoi-carbamazepine', {
    source: label('carbamazepine', 'Contraindications 4: MAOIs within 14 days') + '; ' + label('selegiline transdermal', 'Contraindications 4: carbamazepine'),
    description: 'Carbamazepine is structurally related to the tricyclics; with an MAOI there is a risk of hypertensive crisis, seizures and serotonin toxicity.',
    mechanism: 'Tricyclic-like structure; MAO inhibition.',
    management: 'Contraindicated (labelled): stop the MAOI at least 14 days before starting carbamazepine.',
  }),
  rule('azole-inducers', { drugs: ['itraconazole', 'ketoconazole'] }, { drugs: ['rifampin', 'carbamazepine', 'phenytoin'] }, 'avoid', 'antifungal-failure', {
    source: label('itraconazole', 'Drug Interactions 7: rifampin, carbamazepine, phenytoin not recommended') + '; ' + label('ketoconazole', 'Drug Interactions 7: potent CYP3A4 inducers not recommended'),
    description: 'Rifampin, carbamazepine and phenytoin cut itraconazole and ketoconazole levels by about 90%: the antifungal fails.',
    mechanism: 'Induction of CYP3A4 and intestinal P-gp.',
    management: 'Avoid (labelled: from 2 weeks before and during the azole). Choose an antifungal the inducer does not defeat, with specialist advice.',
  }),
  pair('fluconazole-rifampin', 'fluconazole', 'rifampin', 'adjust', 'antifungal-failure', {
    source: label('fluconazole', 'Drug Interactions 7: rifampin'),
    description: 'Rifampin lowers fluconazole exposure by about a quarter.',
    mechanism: 'Induction of fluconazole clearance.',
    management: 'Consider a higher fluconazole dose (labelled) and watch the clinical response.',
  }),
  rule('eplerenone-moderate-3a4', { drugs: ['eplerenone'] }, { classes: ['moderate-cyp3a4-inhibitor'] }, 'adjust', 'levels', {
    source: label('eplerenone', 'Dosage 2.3 and Drug Interactions 7: 25 mg daily with moderate CYP3A4 inhibitors'),
    description: 'Moderate CYP3A4 inhibitors roughly double eplerenone exposure, raising the risk of hyperkalaemia.',
    mechanism: 'Eplerenone is cleared by CYP3A4.',
    management: 'Do not exceed eplerenone 25 mg once daily (labelled); check potassium and creatinine within 3–7 days of starting the inhibitor.',
  }),
  rule('sotalol-diuretic', { drugs: ['sotalol'] }, { classes: ['loop-diuretic', 'thiazide'] }, 'monitor', 'qt-hypokalaemia', {
    source: label('sotalol', 'Warnings 5 and Drug Interactions 7: drugs causing hypokalemia or hypomagnesemia'),
    description: 'Loop and thiazide diuretics cause hypokalaemia and hypomagnesaemia, which raise sotalol\'s risk of torsades de pointes.',
    mechanism: 'Low potassium and magnesium prolong repolarisation on top of sotalol\'s IKr block.',
    management: 'Check potassium and magnesium before and during therapy and keep them normal (potassium ≥4.0 mmol/L); recheck the QTc after any diuretic change.',
  }),
  pair('lovastatin-dronedarone', 'lovastatin', 'dronedarone', 'adjust', 'statin-levels', {
    source: label('lovastatin', 'Dosage: 20 mg cap with dronedarone') + '; ' + label('dronedarone', 'Drug Interactions 7: statins'),
    description: 'Dronedarone raises lovastatin levels and the risk of myopathy.',
    mechanism: 'CYP3A4 and P-gp inhibition.',
    management: 'Do not exceed lovastatin 20 mg daily (labelled), or use a statin not cleared by CYP3A4.',
  }),
  // MAOIs (including linezolid and methylene blue) × serotonergic and sympathomimetic drugs.
  rule('linezolid-mb-antidepressants', { drugs: ['linezolid', 'methylene-blue'] }, { classes: ['ssri', 'snri', 'tca'], drugs: ['trazodone', 'mirtazapine', 'bupropion'] }, 'contraindicated', 'serotonin', {
    source: label('SSRIs, SNRIs, TCAs, bupropion, mirtazapine, trazodone', 'Contraindications 4: starting in a patient treated with linezolid or IV methylene blue') + '; ' + label('linezolid', 'Contraindications 4'),
    description: 'Linezolid and methylene blue are MAO inhibitors: with these antidepressants there is a risk of serotonin syndrome (bupropion: hypertensive reactions).',
    mechanism: 'Reversible non-selective (linezolid) or MAO-A (methylene blue) inhibition.',
    management: 'Contraindicated (labelled). If linezolid or IV methylene blue is urgent, stop the antidepressant and monitor for 2 weeks (5 weeks after fluoxetine) or until 24 hours after the last dose; otherwise choose another antibiotic.',
  }),
  rule('maoi-linezolid-mb', { classes: ['maoi'] }, { drugs: ['linezolid', 'methylene-blue'] }, 'contraindicated', 'serotonin', {
    source: label('linezolid', 'Contraindications 4: MAOIs within 2 weeks') + '; ' + ONC,
    description: 'Two MAO inhibitors together: hypertensive crisis and serotonin syndrome.',
    mechanism: 'Additive MAO inhibition.',
    management: 'Contraindicated (labelled): allow 2 weeks after the MAOI.',
  }),
  rule('maoi-maoi', { classes: ['maoi'] }, { classes: ['maoi'] }, 'contraindicated', 'maoi-duplication', {
    source: label('phenelzine / tranylcypromine / selegiline', 'Contraindications 4: other MAOIs'),
    description: 'Two MAO inhibitors together: hypertensive crisis and serotonin syndrome.',
    mechanism: 'Additive MAO inhibition.',
    management: 'Contraindicated (labelled): allow at least 14 days between them.',
  }),
  rule('maoi-sympathomimetic', { classes: ['maoi'] }, { classes: ['sympathomimetic'] }, 'contraindicated', 'hypertension', {
    source: label('methylphenidate', 'Contraindications 4: MAOIs within 14 days') + '; ' + ONC,
    description: 'Sympathomimetics and stimulants with an MAOI cause hypertensive crisis.',
    mechanism: 'MAO inhibition prevents the breakdown of the noradrenaline these drugs release.',
    management: 'Contraindicated (labelled): allow 14 days after stopping the MAOI.',
  }),
  // ONC high-priority pairs whose drugs are in the catalogue.
  rule('pimozide-3a4-qt', { drugs: ['pimozide'] }, { classes: ['strong-cyp3a4-inhibitor', 'protease-inhibitor', 'macrolide', 'azole', 'qt-prolonging'], drugs: ['sertraline'] }, 'contraindicated', 'qt', {
    source: label('pimozide', 'Contraindications 4: CYP3A4 inhibitors, QT-prolonging drugs, sertraline, citalopram, escitalopram') + '; ' + ONC,
    description: 'Pimozide levels rise with CYP3A4 inhibitors, and its QT effect adds to other QT-prolonging drugs: torsades de pointes and sudden death.',
    mechanism: 'CYP3A4 inhibition of pimozide clearance and additive IKr block.',
    management: 'Contraindicated (labelled). Use another antipsychotic or another anti-infective.',
  }),
  rule('ergot-3a4', { drugs: ['ergotamine'] }, { classes: ['strong-cyp3a4-inhibitor', 'protease-inhibitor', 'macrolide'] }, 'contraindicated', 'ergotism', {
    source: label('ergotamine', 'Boxed Warning and Contraindications 4: potent CYP3A4 inhibitors') + '; ' + ONC,
    description: 'CYP3A4 inhibitors raise ergotamine levels: vasospasm with cerebral or limb ischaemia (ergotism).',
    mechanism: 'Ergotamine is cleared by CYP3A4.',
    management: 'Contraindicated (labelled). Use another migraine treatment or another anti-infective.',
  }),
  pair('ergot-triptan', 'ergotamine', 'sumatriptan', 'contraindicated', 'vasospasm', {
    source: label('sumatriptan', 'Contraindications 4: ergotamine within 24 hours'),
    description: 'Additive vasoconstriction (prolonged vasospastic reactions).',
    mechanism: 'Both are 5-HT1B/1D agonists.',
    management: 'Contraindicated (labelled): keep 24 hours between them.',
  }),
  rule('irinotecan-3a4-inhibitors', { drugs: ['irinotecan'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'avoid', 'levels', {
    source: label('irinotecan', 'Drug Interactions 7: strong CYP3A4 inhibitors, stop at least 1 week before') + '; ' + ONC,
    description: 'Strong CYP3A4 inhibitors raise exposure to irinotecan and its active metabolite SN-38 (neutropenia, diarrhoea).',
    mechanism: 'Inhibition of CYP3A4 (and UGT1A1 by some).',
    management: 'Avoid (labelled): stop the inhibitor at least 1 week before irinotecan.',
  }),
  rule('irinotecan-inducers', { drugs: ['irinotecan'] }, { classes: ['cyp3a4-inducer'] }, 'avoid', 'levels', {
    source: label('irinotecan', 'Drug Interactions 7: strong CYP3A4 inducers, replace 2 weeks before') + '; ' + ONC,
    description: 'Enzyme inducers substantially reduce SN-38 exposure (loss of efficacy).',
    mechanism: 'CYP3A4 induction.',
    management: 'Avoid (labelled): switch to a non-inducing drug at least 2 weeks before irinotecan.',
  }),
  rule('tizanidine-cyp1a2', { drugs: ['tizanidine'] }, { classes: ['strong-cyp1a2-inhibitor'] }, 'contraindicated', 'levels', {
    source: label('tizanidine', 'Contraindications 4: fluvoxamine, ciprofloxacin') + '; ' + ONC,
    description: 'Fluvoxamine and ciprofloxacin raise tizanidine levels about 10- to 30-fold: severe hypotension and sedation.',
    mechanism: 'Tizanidine is cleared by CYP1A2.',
    management: 'Contraindicated (labelled). Use another muscle relaxant or another antibiotic.',
  }),
  rule('atazanavir-ppi', { drugs: ['atazanavir'] }, { classes: ['ppi'] }, 'avoid', 'absorption', {
    source: label('atazanavir', 'Drug Interactions 7: proton-pump inhibitors') + '; ' + ONC,
    description: 'PPIs markedly lower atazanavir absorption: loss of virological response and resistance.',
    mechanism: 'Atazanavir needs gastric acid to dissolve.',
    management: 'Avoid (not recommended in treatment-experienced patients; in treatment-naive patients only omeprazole ≤20 mg 12 hours apart with ritonavir-boosted atazanavir, per label). Seek HIV specialist advice.',
  }),
  rule('febuxostat-thiopurine', { drugs: ['febuxostat'] }, { classes: ['thiopurine'] }, 'contraindicated', 'myelosuppression', {
    source: label('febuxostat', 'Contraindications 4: azathioprine, mercaptopurine') + '; ' + ONC,
    description: 'Febuxostat blocks the breakdown of azathioprine and mercaptopurine: severe bone marrow suppression.',
    mechanism: 'Xanthine oxidase inhibition.',
    management: 'Contraindicated (labelled). Seek specialist advice on gout treatment.',
  }),
  pair('allopurinol-mercaptopurine', 'allopurinol', 'mercaptopurine', 'adjust', 'myelosuppression', {
    source: label('mercaptopurine', 'Dosage 2 and Drug Interactions 7: reduce to one-third to one-quarter with allopurinol'),
    description: 'Allopurinol greatly increases mercaptopurine toxicity (bone marrow suppression).',
    mechanism: 'Xanthine oxidase inhibition blocks mercaptopurine inactivation.',
    management: 'Reduce mercaptopurine to one-third to one-quarter of the usual dose (labelled) and monitor blood counts closely.',
  }),
  // Potassium-raising combinations.
  rule('aliskiren-raas', { drugs: ['aliskiren'] }, { classes: ['acei', 'arb', 'arni'] }, 'contraindicated', 'dual-raas', {
    source: label('aliskiren', 'Contraindications 4: ACE inhibitors or ARBs in diabetes; Warnings: avoid in eGFR <60'),
    description: 'Aliskiren with an ACE inhibitor or ARB: hyperkalaemia, hypotension and renal impairment (ALTITUDE stopped early for harm).',
    mechanism: 'Dual renin–angiotensin blockade.',
    management: 'Contraindicated in patients with diabetes (labelled) and to be avoided when eGFR is below 60 mL/min/1.73 m²; otherwise monitor potassium and creatinine closely.',
  }),
  rule('k-sparing-potassium', { classes: ['potassium-sparing-diuretic'] }, { classes: ['potassium'] }, 'contraindicated', 'hyperkalemia', {
    source: label('amiloride / triamterene', 'Contraindications 4: potassium supplements'),
    description: 'Potassium supplements with amiloride or triamterene: dangerous hyperkalaemia.',
    mechanism: 'Blocked renal potassium excretion plus a potassium load.',
    management: 'Contraindicated (labelled), except in severe documented hypokalaemia under close potassium monitoring.',
  }),
  rule('k-sparing-duplication', { classes: ['potassium-sparing-diuretic'] }, { classes: ['potassium-sparing-diuretic', 'mra'] }, 'contraindicated', 'hyperkalemia', {
    source: label('amiloride', 'Contraindications 4: other potassium-conserving agents') + '; ' + label('eplerenone', 'Contraindications 4: potassium-sparing diuretics'),
    description: 'Two potassium-sparing diuretics together: dangerous hyperkalaemia.',
    mechanism: 'Additive reduction of renal potassium excretion.',
    management: 'Contraindicated (labelled): use one potassium-sparing agent.',
  }),
  rule('k-sparing-raas', { classes: ['potassium-sparing-diuretic'] }, { classes: ['acei', 'arb', 'arni', 'renin-inhibitor'] }, 'monitor', 'hyperkalemia', {
    source: label('amiloride / triamterene', 'Warnings: hyperkalemia with ACE inhibitors or ARBs'),
    description: 'Risk of hyperkalaemia.',
    mechanism: 'Both reduce renal potassium excretion.',
    management: 'Check potassium and creatinine within 1 week and after dose changes.',
  }),
  rule('k-sparing-tmp-smx', { classes: ['potassium-sparing-diuretic'] }, { drugs: TMP_PRODUCTS }, 'monitor', 'hyperkalemia', {
    source: label('trimethoprim/sulfamethoxazole', 'Warnings: hyperkalemia'),
    description: 'Trimethoprim blocks the same sodium channel as amiloride and triamterene: hyperkalaemia.',
    mechanism: 'Additive ENaC blockade.',
    management: 'Prefer another antibiotic; if needed, check potassium within 3 days.',
  }),
  rule('methotrexate-penicillin', { drugs: ['methotrexate'] }, { classes: ['penicillin'] }, 'monitor', 'methotrexate-toxicity', {
    source: label('methotrexate', 'Drug Interactions 7: penicillins reduce renal clearance'),
    description: 'Penicillins can reduce methotrexate clearance and raise its toxicity.',
    mechanism: 'Competition for renal tubular secretion.',
    management: 'Monitor blood counts and renal function during the course, especially with higher methotrexate doses.',
  }),

  // ── Ranolazine (issue 34) ───────────────────────────────────────────────────────────────────
  rule('ranolazine-strong-3a4', { drugs: ['ranolazine'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'contraindicated', 'levels', {
    source: label('ranolazine', 'Contraindications 4 and Drug Interactions 7.1: strong CYP3A inhibitors'),
    description: 'Strong CYP3A inhibitors raise ranolazine levels several-fold, with dose-related QT prolongation.',
    mechanism: 'Ranolazine is cleared by CYP3A.',
    management: 'Contraindicated (labelled): use another antianginal or another anti-infective.',
  }),
  rule('ranolazine-3a4-inducer', { drugs: ['ranolazine'] }, { classes: ['cyp3a4-inducer'] }, 'contraindicated', 'levels', {
    source: label('ranolazine', 'Contraindications 4 and Drug Interactions 7.1: CYP3A inducers'),
    description: 'CYP3A inducers lower ranolazine levels so far that it no longer works.',
    mechanism: 'Induction of CYP3A metabolism of ranolazine.',
    management: 'Contraindicated (labelled): use another antianginal.',
  }),
  rule('ranolazine-moderate-3a4', { drugs: ['ranolazine'] }, { classes: ['moderate-cyp3a4-inhibitor'] }, 'adjust', 'levels', {
    source: label('ranolazine', 'Dosage 2.3 and Drug Interactions 7.1: moderate CYP3A inhibitors, limit 500 mg twice daily'),
    description: 'Moderate CYP3A inhibitors (diltiazem, verapamil, erythromycin, fluconazole) roughly double ranolazine levels.',
    mechanism: 'Partial inhibition of CYP3A metabolism of ranolazine.',
    management: 'Limit ranolazine to 500 mg twice daily (labelled).',
  }),
  pair('ranolazine-simvastatin', 'ranolazine', 'simvastatin', 'adjust', 'statin-levels', {
    source: label('ranolazine', 'Drug Interactions 7.2: simvastatin, limit 20 mg daily'),
    description: 'Ranolazine raises simvastatin exposure, increasing the risk of myopathy.',
    mechanism: 'Ranolazine inhibits CYP3A and P-gp.',
    management: 'Limit simvastatin to 20 mg daily (labelled).',
  }),
  pair('ranolazine-metformin', 'ranolazine', 'metformin', 'adjust', 'levels', {
    source: label('ranolazine', 'Drug Interactions 7.2: metformin, limit 1700 mg daily with ranolazine 1000 mg twice daily'),
    description: 'Ranolazine 1000 mg twice daily raises metformin levels.',
    mechanism: 'Inhibition of OCT2-mediated renal secretion of metformin.',
    management: 'Limit metformin to 1700 mg daily with ranolazine 1000 mg twice daily (labelled).',
  }),

  // ── Sensitive CYP3A4 / CYP2D6 / CYP1A2 substrates among the most-prescribed drugs (issue 34) ──
  rule('strong-3a4-salmeterol', { drugs: ['salmeterol'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'avoid', 'levels', {
    source: label('salmeterol (Serevent Diskus)', 'Drug Interactions 7.1: strong CYP3A4 inhibitors not recommended'),
    description: 'Strong CYP3A4 inhibitors raise salmeterol exposure, with QT prolongation, palpitations and tachycardia.',
    mechanism: 'Salmeterol is cleared by CYP3A4.',
    management: 'Avoid (labelled "not recommended"); use another long-acting bronchodilator or another anti-infective.',
  }),
  rule('strong-3a4-fluticasone', { drugs: ['fluticasone'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'avoid', 'corticosteroid-excess', {
    source: label('fluticasone propionate (Flovent HFA, Flonase)', 'Drug Interactions 7.1: ritonavir and strong CYP3A4 inhibitors not recommended'),
    description: 'Strong CYP3A4 inhibitors (ritonavir above all) raise fluticasone levels many-fold: Cushing syndrome and adrenal suppression, even from the nasal or inhaled drug.',
    mechanism: 'Fluticasone is cleared by CYP3A4.',
    management: 'Avoid (labelled "not recommended"); prefer beclomethasone or a non-steroid, or another antiviral or anti-infective.',
  }),
  rule('strong-3a4-budesonide-vilanterol', { drugs: ['budesonide', 'vilanterol'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'monitor', 'levels', {
    source: label('budesonide (Pulmicort) / fluticasone furoate-vilanterol (Breo)', 'Drug Interactions 7: caution with strong CYP3A4 inhibitors'),
    description: 'Strong CYP3A4 inhibitors raise budesonide and vilanterol exposure (corticosteroid excess; cardiovascular effects).',
    mechanism: 'Both are cleared by CYP3A4.',
    management: 'Use with caution: watch for corticosteroid and beta-agonist adverse effects, or choose another option for the course.',
  }),
  rule('strong-3a4-tamsulosin', { drugs: ['tamsulosin'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'avoid', 'levels', {
    source: label('tamsulosin (Flomax)', 'Drug Interactions 7.1: do not use with strong CYP3A4 inhibitors'),
    description: 'Strong CYP3A4 inhibitors nearly triple tamsulosin exposure: orthostatic hypotension and syncope.',
    mechanism: 'Tamsulosin is cleared by CYP3A4 and CYP2D6.',
    management: 'Avoid (labelled "should not be used"); hold tamsulosin during the course or use another anti-infective.',
  }),
  rule('rimegepant-3a4', { drugs: ['rimegepant'] }, { classes: ['strong-cyp3a4-inhibitor', 'cyp3a4-inducer'] }, 'avoid', 'levels', {
    source: label('rimegepant (Nurtec ODT)', 'Drug Interactions 7: avoid strong CYP3A4 inhibitors and strong or moderate CYP3A inducers'),
    description: 'Strong CYP3A4 inhibitors raise rimegepant exposure about four-fold; inducers remove its effect.',
    mechanism: 'Rimegepant is cleared by CYP3A4 (and is a P-gp substrate).',
    management: 'Avoid the combination (labelled); use another acute migraine treatment.',
  }),
  rule('linagliptin-inducer', { drugs: ['linagliptin'] }, { classes: ['cyp3a4-inducer'] }, 'avoid', 'levels', {
    source: label('linagliptin (Tradjenta)', 'Drug Interactions 7.1: strong CYP3A4 or P-gp inducers, alternative strongly recommended'),
    description: 'Rifampin and other strong inducers lower linagliptin exposure enough to lose glucose control.',
    mechanism: 'Induction of CYP3A4 and P-gp.',
    management: 'Avoid: the label strongly recommends another glucose-lowering drug while the inducer is taken.',
  }),
  rule('strong-3a4-buspirone', { drugs: ['buspirone'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'adjust', 'levels', {
    source: label('buspirone', 'Drug Interactions 7: CYP3A4 inhibitors, start low (e.g. 2.5 mg twice daily with itraconazole)'),
    description: 'Strong CYP3A4 inhibitors raise buspirone levels many-fold (sedation, dizziness).',
    mechanism: 'Buspirone is a sensitive CYP3A4 substrate (FDA table).',
    management: 'Use a low buspirone dose and titrate by response (labelled).',
  }),
  rule('aripiprazole-2d6-3a4', { drugs: ['aripiprazole'] }, { classes: ['strong-cyp2d6-inhibitor', 'strong-cyp3a4-inhibitor'] }, 'adjust', 'levels', {
    source: label('aripiprazole (Abilify)', 'Dosage 2.7: half the usual dose with strong CYP2D6 or CYP3A4 inhibitors'),
    description: 'Strong CYP2D6 or CYP3A4 inhibitors roughly double aripiprazole exposure.',
    mechanism: 'Aripiprazole is cleared by CYP2D6 and CYP3A4.',
    management: 'Give half the usual aripiprazole dose (a quarter with both kinds of inhibitor); restore it when the inhibitor stops (labelled).',
  }),
  rule('aripiprazole-inducer', { drugs: ['aripiprazole'] }, { classes: ['cyp3a4-inducer'] }, 'adjust', 'levels', {
    source: label('aripiprazole (Abilify)', 'Dosage 2.7: double the usual dose with strong CYP3A4 inducers'),
    description: 'Strong CYP3A4 inducers lower aripiprazole exposure by about 60%.',
    mechanism: 'Induction of CYP3A4.',
    management: 'Double the aripiprazole dose over 1-2 weeks; reduce it again when the inducer stops (labelled).',
  }),
  rule('atomoxetine-2d6', { drugs: ['atomoxetine'] }, { classes: ['strong-cyp2d6-inhibitor'] }, 'adjust', 'levels', {
    source: label('atomoxetine (Strattera)', 'Dosage 2.5: strong CYP2D6 inhibitors'),
    description: 'Strong CYP2D6 inhibitors raise atomoxetine exposure several-fold (tachycardia, hypertension).',
    mechanism: 'Atomoxetine is a sensitive CYP2D6 substrate (FDA table).',
    management: 'Start at 0.5 mg/kg/day (40 mg in adults) and increase only if needed after 4 weeks (labelled).',
  }),
  rule('ropinirole-1a2', { drugs: ['ropinirole'] }, { classes: ['strong-cyp1a2-inhibitor'] }, 'adjust', 'levels', {
    source: label('ropinirole (Requip)', 'Drug Interactions 7: CYP1A2 inhibitors such as ciprofloxacin'),
    description: 'Strong CYP1A2 inhibitors raise ropinirole levels (nausea, dyskinesia, hypotension, sleep attacks).',
    mechanism: 'Ropinirole is cleared by CYP1A2.',
    management: 'Adjust the ropinirole dose when the inhibitor is started or stopped (labelled).',
  }),
  rule('mirabegron-2d6-substrates', { drugs: ['mirabegron'] }, { drugs: ['flecainide', 'metoprolol'] }, 'monitor', 'levels', {
    source: label('mirabegron (Myrbetriq)', 'Drug Interactions 7: CYP2D6 substrates, narrow therapeutic index'),
    description: 'Mirabegron, a moderate CYP2D6 inhibitor, raises levels of CYP2D6 substrates such as flecainide and metoprolol.',
    mechanism: 'Moderate CYP2D6 inhibition.',
    management: 'Monitor (ECG for flecainide, heart rate and blood pressure for metoprolol) and adjust their doses if needed.',
  }),

  // ── Warfarin ────────────────────────────────────────────────────────────────────────────────
  pair('warfarin-amiodarone', 'warfarin', 'amiodarone', 'adjust', 'inr', {
    source: label('amiodarone', 'Drug Interactions 7: reduce the warfarin dose, monitor PT/INR'),
    description: 'Amiodarone markedly increases the effect of warfarin (higher INR, bleeding); the effect builds over weeks and lasts months after amiodarone is stopped.',
    mechanism: 'Inhibition of CYP2C9, CYP1A2 and CYP3A4 metabolism of warfarin.',
    management: 'When starting amiodarone, reduce the warfarin dose by about one-third to one-half and check the INR at least weekly for the first 6–8 weeks. The AGS Beers Criteria advise against the pair in older adults when an alternative exists.',
  }),
  rule('warfarin-tmp-smx', { drugs: ['warfarin'] }, { drugs: SMX_PRODUCTS }, 'monitor', 'inr', {
    source: label('warfarin', 'Drug Interactions 7 (CYP2C9 inhibitors); AGS Beers 2023 Table 5'),
    description: 'Trimethoprim-sulfamethoxazole sharply raises the INR and is associated with hospitalisation for bleeding.',
    mechanism: 'Sulfamethoxazole inhibits CYP2C9 metabolism of S-warfarin and displaces it from protein binding.',
    management: 'Prefer another antibiotic (the AGS Beers Criteria advise against the pair in older adults). If it is needed, consider a pre-emptive warfarin dose reduction and check the INR within 3–5 days.',
  }),
  pair('warfarin-metronidazole', 'warfarin', 'metronidazole', 'adjust', 'inr', {
    source: label('metronidazole', 'Drug Interactions 7: monitor PT/INR, adjust warfarin'),
    description: 'Metronidazole markedly raises the INR and the risk of bleeding.',
    mechanism: 'Inhibition of CYP2C9 metabolism of S-warfarin.',
    management: 'Prefer an alternative where possible; otherwise consider reducing the warfarin dose and check the INR within 3–5 days and after the course.',
  }),
  pair('warfarin-fluconazole', 'warfarin', 'fluconazole', 'monitor', 'inr', {
    source: label('fluconazole', 'Drug Interactions 7: monitor prothrombin time'),
    description: 'Fluconazole raises the INR, even after a short course.',
    mechanism: 'Fluconazole is a potent CYP2C9 inhibitor (and inhibits CYP3A4).',
    management: 'Check the INR within 3–5 days of starting and after stopping; reduce the warfarin dose as needed. A single 150 mg dose can still raise the INR.',
  }),
  pair('warfarin-voriconazole', 'warfarin', 'voriconazole', 'monitor', 'inr', {
    source: label('voriconazole', 'Drug Interactions 7: monitor PT/INR, adjust warfarin'),
    description: 'Voriconazole increases the anticoagulant effect of warfarin.',
    mechanism: 'Inhibition of CYP2C9 and CYP3A4 metabolism of warfarin.',
    management: 'Monitor the INR closely during and after therapy and reduce the warfarin dose as needed.',
  }),
  pair('warfarin-rifampin', 'warfarin', 'rifampin', 'adjust', 'inr', {
    source: label('rifampin', 'Drug Interactions: oral anticoagulant dose adjustment'),
    description: 'Rifampin greatly reduces warfarin effect (subtherapeutic INR, risk of thrombosis); the INR rises again after rifampin is stopped.',
    mechanism: 'Potent induction of CYP2C9, CYP3A4 and CYP1A2.',
    management: 'Expect to need a much higher warfarin dose: check the INR frequently, and taper the dose back over 2–4 weeks after rifampin is stopped. Prefer a non-rifamycin regimen where one exists.',
  }),
  pair('warfarin-st-johns-wort', 'warfarin', 'st-johns-wort', 'avoid', 'inr', {
    source: 'No US label (supplement); NIH NCCIH and BNF Appendix 1: avoid; ' + label('warfarin', 'Drug Interactions 7: botanicals'),
    description: "St John's wort reduces warfarin effect and can cause loss of anticoagulation.",
    mechanism: 'Induction of CYP enzymes (CYP3A4, CYP2C9) involved in warfarin metabolism.',
    management: "Avoid. If the patient stops St John's wort, monitor the INR closely because it will rise.",
  }),
  // The tamoxifen label names coumarin-type anticoagulants, so it covers phenprocoumon as well.
  rule('coumarin-tamoxifen', { drugs: ['warfarin', 'phenprocoumon'] }, { drugs: ['tamoxifen'] }, 'contraindicated', 'inr', {
    source: label('tamoxifen', 'Contraindications 4: coumarin-type anticoagulants for DCIS / risk reduction'),
    description: 'Tamoxifen increases the effect of coumarin anticoagulants (warfarin, phenprocoumon); the tamoxifen label contraindicates them when tamoxifen is used for DCIS or breast-cancer risk reduction.',
    mechanism: 'Inhibition of coumarin metabolism (CYP2C9) plus the thrombotic risk of tamoxifen itself.',
    management: 'Contraindicated for DCIS and breast-cancer risk reduction (labelled). For treatment of breast cancer, monitor the INR closely and reduce the coumarin dose as needed.',
  }),
  pair('warfarin-ciprofloxacin', 'warfarin', 'ciprofloxacin', 'monitor', 'inr', {
    source: label('ciprofloxacin', 'Drug Interactions 7: monitor INR'),
    description: 'Ciprofloxacin can raise the INR.',
    mechanism: 'CYP1A2 inhibition (R-warfarin) and reduced vitamin K–producing gut flora.',
    management: 'Check the INR within 3–5 days of starting.',
  }),
  pair('warfarin-levofloxacin', 'warfarin', 'levofloxacin', 'monitor', 'inr', {
    source: label('levofloxacin', 'Drug Interactions 7: monitor INR'),
    description: 'Levofloxacin can raise the INR and cause bleeding.',
    mechanism: 'Not fully defined; altered gut flora and infection-related changes in warfarin response contribute.',
    management: 'Check the INR within 3–5 days of starting.',
  }),
  pair('warfarin-moxifloxacin', 'warfarin', 'moxifloxacin', 'monitor', 'inr', {
    source: label('moxifloxacin', 'Drug Interactions 7: monitor INR'),
    description: 'Moxifloxacin can raise the INR.',
    mechanism: 'Not fully defined; altered gut flora and infection-related changes in warfarin response contribute.',
    management: 'Check the INR within 3–5 days of starting.',
  }),
  pair('warfarin-clarithromycin', 'warfarin', 'clarithromycin', 'monitor', 'inr', {
    source: label('clarithromycin', 'Drug Interactions 7: monitor INR'),
    description: 'Clarithromycin can raise the INR.',
    mechanism: 'CYP3A4 inhibition (R-warfarin metabolism).',
    management: 'Check the INR within 3–5 days; consider azithromycin if a macrolide is needed.',
  }),
  pair('warfarin-erythromycin', 'warfarin', 'erythromycin', 'monitor', 'inr', {
    source: label('erythromycin', 'Drug Interactions 7: monitor INR'),
    description: 'Erythromycin can raise the INR.',
    mechanism: 'CYP3A4 inhibition (R-warfarin metabolism).',
    management: 'Check the INR within 3–5 days of starting.',
  }),
  pair('warfarin-azithromycin', 'warfarin', 'azithromycin', 'minor', 'inr', {
    source: label('azithromycin', 'Drug Interactions 7 (post-marketing reports)'),
    description: 'Occasional reports of a raised INR with azithromycin.',
    mechanism: 'Not established; infection and reduced intake can also alter warfarin response.',
    management: 'Check the INR if the course is long or the patient is unwell.',
  }),
  pair('warfarin-doxycycline', 'warfarin', 'doxycycline', 'monitor', 'inr', {
    source: label('doxycycline', 'Drug Interactions: may depress plasma prothrombin activity'),
    description: 'Doxycycline can raise the INR.',
    mechanism: 'Possibly reduced vitamin K production by gut flora and displacement from binding.',
    management: 'Check the INR within 3–5 days of starting.',
  }),
  rule('warfarin-tetracyclines', { drugs: ['warfarin'] }, { drugs: ['tetracycline', 'minocycline'] }, 'monitor', 'inr', {
    source: label('tetracycline hydrochloride; minocycline, Minocin', 'Precautions (Drug Interactions): tetracyclines depress plasma prothrombin activity; the anticoagulant dose may need lowering'),
    description: 'Tetracycline and minocycline can raise the INR.',
    mechanism: 'Depressed plasma prothrombin activity; possibly reduced vitamin K production by gut flora.',
    management: 'Check the INR within 3–5 days of starting and lower the warfarin dose if needed.',
  }),
  pair('warfarin-itraconazole', 'warfarin', 'itraconazole', 'monitor', 'inr', {
    source: label('itraconazole', 'Drug Interactions 7: monitor'),
    description: 'Itraconazole can increase the effect of warfarin.',
    mechanism: 'CYP3A4 inhibition (R-warfarin metabolism).',
    management: 'Monitor the INR during and after treatment.',
  }),
  pair('warfarin-ketoconazole', 'warfarin', 'ketoconazole', 'monitor', 'inr', {
    source: label('ketoconazole', 'Drug Interactions: monitor'),
    description: 'Ketoconazole can increase the effect of warfarin.',
    mechanism: 'CYP3A4 inhibition (R-warfarin metabolism).',
    management: 'Monitor the INR during and after treatment.',
  }),
  pair('warfarin-paxlovid', 'warfarin', 'nirmatrelvir-ritonavir', 'monitor', 'inr', {
    source: label('nirmatrelvir/ritonavir', 'Drug Interactions 7: monitor INR'),
    description: 'Ritonavir can change warfarin effect in either direction.',
    mechanism: 'Ritonavir inhibits CYP3A4 but induces CYP2C9 and CYP1A2, so the net effect on the INR varies.',
    management: 'Check the INR during and shortly after the 5-day course.',
  }),
  pair('warfarin-ritonavir', 'warfarin', 'ritonavir', 'monitor', 'inr', {
    source: label('ritonavir', 'Drug Interactions 7: monitor INR'),
    description: 'Ritonavir can change warfarin effect in either direction.',
    mechanism: 'Ritonavir inhibits CYP3A4 but induces CYP2C9 and CYP1A2, so the net effect on the INR varies.',
    management: 'Monitor the INR closely when starting, changing or stopping ritonavir.',
  }),
  pair('warfarin-carbamazepine', 'warfarin', 'carbamazepine', 'monitor', 'inr', {
    source: label('warfarin', 'Drug Interactions 7: CYP inducers'),
    description: 'Carbamazepine reduces warfarin effect.',
    mechanism: 'Induction of CYP2C9 and CYP3A4.',
    management: 'Monitor the INR when starting or stopping carbamazepine; higher warfarin doses are often needed.',
  }),
  pair('warfarin-phenytoin', 'warfarin', 'phenytoin', 'monitor', 'inr', {
    source: label('phenytoin', 'Drug Interactions 7'),
    description: 'Complex two-way interaction: the INR may rise at first and fall later; warfarin can raise phenytoin levels.',
    mechanism: 'Competition for CYP2C9 and later enzyme induction by phenytoin.',
    management: 'Monitor the INR and phenytoin levels when starting, changing or stopping either drug.',
  }),
  pair('warfarin-acetaminophen', 'warfarin', 'acetaminophen', 'monitor', 'inr', {
    source: label('warfarin', 'Drug Interactions 7'),
    description: 'Regular acetaminophen (paracetamol) of about 2 g a day or more for several days can raise the INR.',
    mechanism: 'A metabolite of acetaminophen interferes with vitamin K–dependent clotting factor synthesis.',
    management: 'Occasional doses are fine and acetaminophen is still preferred over NSAIDs; if taken regularly at full dose, check the INR.',
  }),
  pair('warfarin-levothyroxine', 'warfarin', 'levothyroxine', 'monitor', 'inr', {
    source: label('levothyroxine', 'Drug Interactions 7: oral anticoagulants'),
    description: 'Starting or increasing levothyroxine increases warfarin effect as the patient becomes euthyroid.',
    mechanism: 'Thyroid hormone increases the catabolism of vitamin K–dependent clotting factors.',
    management: 'Check the INR after levothyroxine dose changes.',
  }),
  pair('warfarin-prednisone', 'warfarin', 'prednisone', 'monitor', 'inr', {
    source: label('warfarin', 'Drug Interactions 7'),
    description: 'Corticosteroids can raise the INR and add to the risk of gastrointestinal bleeding.',
    mechanism: 'Not fully defined; additive gastrointestinal mucosal injury.',
    management: 'Check the INR within a few days of starting a steroid course; consider gastroprotection.',
  }),
  pair('warfarin-gemfibrozil', 'warfarin', 'gemfibrozil', 'adjust', 'inr', {
    source: label('gemfibrozil', 'Warnings: reduce anticoagulant dose'),
    description: 'Gemfibrozil can increase warfarin effect.',
    mechanism: 'Displacement from protein binding and possibly CYP2C9 inhibition.',
    management: 'Monitor the INR when starting or stopping; a warfarin dose reduction may be needed.',
  }),
  pair('warfarin-fenofibrate', 'warfarin', 'fenofibrate', 'adjust', 'inr', {
    source: label('fenofibrate', 'Drug Interactions 7: reduce coumarin dose'),
    description: 'Fenofibrate can increase warfarin effect.',
    mechanism: 'Displacement from protein binding.',
    management: 'Reduce the warfarin dose if needed and monitor the INR until stable.',
  }),
  pair('warfarin-simvastatin', 'warfarin', 'simvastatin', 'monitor', 'inr', {
    source: label('simvastatin', 'Drug Interactions 7: coumarin anticoagulants, check INR'),
    description: 'Simvastatin can slightly raise the INR.',
    mechanism: 'Competition for CYP metabolism.',
    management: 'Check the INR after starting or changing the dose.',
  }),
  pair('warfarin-rosuvastatin', 'warfarin', 'rosuvastatin', 'monitor', 'inr', {
    source: label('rosuvastatin', 'Drug Interactions 7: monitor INR'),
    description: 'Rosuvastatin can raise the INR.',
    mechanism: 'Not fully defined.',
    management: 'Check the INR after starting or changing the dose.',
  }),
  // Phenprocoumon (issue 34): warfarin's pair rules above come from US labels and do not transfer
  // to it. Its own label names CYP2C9 and CYP3A4 as its routes, their inhibitors and inducers, and
  // a few drugs by name; it asks for closer INR checks, not a set dose change.
  rule('phenprocoumon-inhibitors', { drugs: ['phenprocoumon'] }, { classes: ['strong-cyp3a4-inhibitor', 'fibrate'], drugs: ['fluconazole', 'amiodarone', 'allopurinol'] }, 'monitor', 'inr', {
    source: PHENPROCOUMON_FI + ': inhibitors of CYP2C9 and CYP3A4 can increase the effect; allopurinol, amiodarone and fibrates named; fluconazole inhibits CYP2C9 and CYP3A4 (FDA Table of Substrates, Inhibitors and Inducers)',
    description: 'The drug can increase the anticoagulant effect of phenprocoumon (higher INR, bleeding).',
    mechanism: 'Phenprocoumon is cleared by CYP2C9 and CYP3A4; inhibiting either raises its level (amiodarone, allopurinol and fibrates are named in its label).',
    management: 'Check the INR more often when starting, changing or stopping the drug and adjust the phenprocoumon dose to it; with its half-life of several days the change builds and fades slowly.',
  }),
  rule('phenprocoumon-inducers', { drugs: ['phenprocoumon'] }, { classes: ['cyp3a4-inducer'] }, 'monitor', 'inr', {
    source: PHENPROCOUMON_FI + ': inducers of CYP2C9 and CYP3A4 can change the effect; ' + MARCUMAR_FI + ', 4.5: rifampicin, carbamazepine and St John\'s wort weaken it',
    description: 'The inducer can weaken the anticoagulant effect of phenprocoumon (lower INR, risk of thrombosis); the INR rises again when it is stopped.',
    mechanism: 'Induction of CYP2C9 and CYP3A4, the routes of phenprocoumon clearance.',
    management: 'Check the INR more often when starting or stopping the inducer; a higher phenprocoumon dose is often needed while it is given and must be lowered again after it is stopped.',
  }),

  // ── Antiplatelets ───────────────────────────────────────────────────────────────────────────
  pair('aspirin-ibuprofen', 'aspirin', 'ibuprofen', 'adjust', 'bleeding', {
    source: label('ibuprofen', 'Drug Interactions 7: aspirin') + '; FDA 2006 science paper on timing',
    description: 'Regular ibuprofen can block the cardioprotective antiplatelet effect of low-dose aspirin and adds gastrointestinal bleeding risk.',
    mechanism: 'Ibuprofen competes with aspirin for the COX-1 binding site on platelets.',
    management: 'For regular pain relief prefer acetaminophen. For occasional use, take ibuprofen at least 30 minutes after immediate-release aspirin or more than 8 hours before it.',
  }),
  pair('aspirin-clopidogrel', 'aspirin', 'clopidogrel', 'monitor', 'bleeding', {
    source: label('clopidogrel', 'Drug Interactions 7: aspirin (routine dual antiplatelet therapy)'),
    description: 'Dual antiplatelet therapy: intended after ACS or stenting, but bleeding risk is higher than with either drug alone.',
    mechanism: 'Additive inhibition of platelet aggregation by different pathways.',
    management: 'Use only for a defined indication and duration; use aspirin 75–100 mg and consider a PPI other than omeprazole or esomeprazole (e.g. pantoprazole) in patients at gastrointestinal risk.',
  }),
  pair('aspirin-ticagrelor', 'aspirin', 'ticagrelor', 'adjust', 'bleeding', {
    source: label('ticagrelor', 'Boxed Warning: aspirin above 100 mg reduces effectiveness'),
    description: 'Aspirin doses above 100 mg a day reduce the effectiveness of ticagrelor; the combination also increases bleeding.',
    mechanism: 'Observed in PLATO (boxed warning); additive antiplatelet effect.',
    management: 'Keep maintenance aspirin at 75–100 mg daily when given with ticagrelor, for the planned duration only.',
  }),
  pair('clopidogrel-omeprazole', 'clopidogrel', 'omeprazole', 'avoid', 'activation', {
    source: label('clopidogrel', 'Warnings 5.1 and Drug Interactions 7: avoid omeprazole or esomeprazole'),
    description: 'Omeprazole reduces the antiplatelet effect of clopidogrel.',
    mechanism: 'Inhibition of CYP2C19, which converts clopidogrel to its active metabolite.',
    management: 'Avoid (labelled); if a PPI is needed, use pantoprazole (weak CYP2C19 effect). Spacing the doses does not help.',
  }),
  pair('clopidogrel-esomeprazole', 'clopidogrel', 'esomeprazole', 'avoid', 'activation', {
    source: label('clopidogrel', 'Warnings 5.1 and Drug Interactions 7: avoid omeprazole or esomeprazole'),
    description: 'Esomeprazole reduces the antiplatelet effect of clopidogrel.',
    mechanism: 'Inhibition of CYP2C19, which converts clopidogrel to its active metabolite.',
    management: 'Avoid (labelled); if a PPI is needed, use pantoprazole.',
  }),
  rule('p2y12-duplication', { classes: ['p2y12'] }, { classes: ['p2y12'] }, 'avoid', 'bleeding', {
    source: 'Consensus on switching P2Y12 inhibitors (Angiolillo et al., Circulation 2017;136:1955); no label supports two P2Y12 inhibitors',
    description: 'Two P2Y12 inhibitors together: no added benefit and a high risk of bleeding.',
    mechanism: 'Duplicate inhibition of the platelet P2Y12 receptor.',
    management: 'Avoid: do not combine. When switching between P2Y12 inhibitors, follow a recognised switching (de-escalation or escalation) protocol.',
  }),
  rule('ticagrelor-strong-3a4', { drugs: ['ticagrelor'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'avoid', 'levels', {
    source: label('ticagrelor', 'Drug Interactions 7.1: avoid strong CYP3A inhibitors'),
    description: 'Strong CYP3A4 inhibitors greatly increase ticagrelor levels and bleeding risk.',
    mechanism: 'Ticagrelor is a CYP3A4 substrate.',
    management: 'Avoid the combination (labelled). Consider prasugrel or clopidogrel according to the clinical setting, or a non-interacting anti-infective.',
  }),
  rule('ticagrelor-inducers', { drugs: ['ticagrelor'] }, { classes: ['cyp3a4-inducer'] }, 'avoid', 'levels', {
    source: label('ticagrelor', 'Drug Interactions 7.2: avoid strong CYP3A inducers'),
    description: 'Strong CYP3A4 inducers markedly reduce ticagrelor levels and its antiplatelet effect.',
    mechanism: 'Induction of CYP3A4 metabolism.',
    management: 'Avoid the combination (labelled); use another P2Y12 inhibitor.',
  }),
  rule('ticagrelor-simva-lova', { drugs: ['ticagrelor'] }, { drugs: SIMVA_LOVA }, 'adjust', 'statin-levels', {
    source: label('ticagrelor', 'Drug Interactions 7: simvastatin/lovastatin above 40 mg'),
    description: 'Ticagrelor increases simvastatin and lovastatin levels, raising the risk of myopathy.',
    mechanism: 'Ticagrelor is a weak CYP3A4 inhibitor.',
    management: 'Do not exceed simvastatin or lovastatin 40 mg daily with ticagrelor.',
  }),

  // ── Direct oral anticoagulants ─────────────────────────────────────────────────────────────
  rule('rivaroxaban-strong-3a4-pgp', { drugs: ['rivaroxaban'] }, { drugs: STRONG_3A4_PGP_INHIBITORS }, 'avoid', 'levels', {
    source: label('rivaroxaban', 'Drug Interactions 7.2: avoid combined P-gp and strong CYP3A inhibitors'),
    description: 'Combined strong CYP3A4 and P-glycoprotein inhibitors markedly increase rivaroxaban exposure and bleeding risk.',
    mechanism: 'Inhibition of CYP3A4 metabolism and P-gp efflux of rivaroxaban.',
    management: 'Avoid the combination (labelled). Consider an alternative anticoagulant or an anti-infective without this effect.',
  }),
  rule('apixaban-strong-3a4-pgp', { drugs: ['apixaban'] }, { drugs: STRONG_3A4_PGP_INHIBITORS }, 'adjust', 'levels', {
    source: label('apixaban', 'Dosage 2.5 and Drug Interactions 7.1: combined strong CYP3A4 and P-gp inhibitors'),
    description: 'Combined strong CYP3A4 and P-glycoprotein inhibitors increase apixaban exposure and bleeding risk.',
    mechanism: 'Inhibition of CYP3A4 metabolism and P-gp efflux of apixaban.',
    management: 'US labelling: halve the apixaban dose if the patient takes 5 mg or 10 mg twice daily. A patient already on 2.5 mg twice daily should not take the two together: choose another anticoagulant or anti-infective.',
  }),
  // The labels differ: the EU SmPC (the label in Germany and France) contraindicates these four by
  // name; the US label reduces the dose or avoids them by renal function. The stronger one stands.
  rule('dabigatran-pgp-strong', { drugs: ['dabigatran'] }, { drugs: ['ketoconazole', 'itraconazole', 'dronedarone', 'cyclosporine'] }, 'contraindicated', 'levels', {
    source: 'EU SmPC (Pradaxa) 4.3 Contraindications: systemic ketoconazole, ciclosporin, itraconazole, dronedarone (strong P-gp inhibitors); ' + label('dabigatran', 'Drug Interactions 7: reduce dose or avoid by renal function'),
    description: 'Strong P-glycoprotein inhibitors increase dabigatran levels and bleeding risk.',
    mechanism: 'Dabigatran etexilate is a P-gp substrate and is renally cleared.',
    management: 'Contraindicated in EU labelling; US labelling calls for a dose reduction or avoidance depending on renal function. Prefer another anticoagulant.',
  }),
  rule('dabigatran-pgp-moderate', { drugs: ['dabigatran'] }, { drugs: ['amiodarone', 'verapamil', 'clarithromycin'] }, 'monitor', 'levels', {
    source: label('dabigatran', 'Drug Interactions 7: P-gp inhibitors'),
    description: 'These P-glycoprotein inhibitors raise dabigatran levels.',
    mechanism: 'Inhibition of intestinal P-gp efflux.',
    management: 'Monitor closely for bleeding, especially with reduced renal function; EU labelling advises a reduced dose with verapamil.',
  }),
  // Each DOAC's own label names the inducers it means (issue 34): combined P-gp and strong CYP3A
  // inducers for apixaban and rivaroxaban, P-gp inducers for dabigatran, rifampin for edoxaban.
  rule('apixaban-rivaroxaban-inducers', { drugs: ['apixaban', 'rivaroxaban'] }, { classes: ['cyp3a4-inducer'] }, 'avoid', 'levels', {
    source: label('apixaban', 'Drug Interactions 7.2: avoid combined P-gp and strong CYP3A4 inducers (rifampin, carbamazepine, phenytoin, St John\'s wort)') + '; ' + label('rivaroxaban', 'Drug Interactions 7.2: avoid combined P-gp and strong CYP3A inducers'),
    description: 'Combined P-gp and strong CYP3A4 inducers markedly lower apixaban and rivaroxaban levels, with a risk of stroke or thrombosis.',
    mechanism: 'Induction of CYP3A4 metabolism and P-gp efflux.',
    management: 'Avoid the combination (labelled); consider warfarin with INR monitoring or a non-inducing alternative.',
  }),
  rule('dabigatran-pgp-inducers', { drugs: ['dabigatran'] }, { classes: ['cyp3a4-inducer'] }, 'avoid', 'levels', {
    source: label('dabigatran', 'Drug Interactions 7: avoid P-gp inducers (rifampin)') + '; EHRA practical guide on NOACs (drug interaction table: carbamazepine, phenytoin, St John\'s wort are P-gp inducers)',
    description: 'P-glycoprotein inducers lower dabigatran levels, with a risk of stroke or thrombosis.',
    mechanism: 'Induction of intestinal P-gp efflux of dabigatran etexilate.',
    management: 'Avoid the combination (labelled); consider warfarin with INR monitoring or a non-inducing alternative.',
  }),
  pair('edoxaban-rifampin', 'edoxaban', 'rifampin', 'avoid', 'levels', {
    source: label('edoxaban', 'Drug Interactions 7.2: avoid rifampin'),
    description: 'Rifampin lowers edoxaban exposure, with a risk of stroke or thrombosis.',
    mechanism: 'Induction of P-gp and CYP3A4.',
    management: 'Avoid the combination (labelled); consider warfarin with INR monitoring.',
  }),
  rule('edoxaban-inducers', { drugs: ['edoxaban'] }, { classes: ['cyp3a4-inducer'] }, 'avoid', 'levels', {
    source: 'EHRA practical guide on NOACs (drug interaction table: strong P-gp/CYP3A4 inducers with edoxaban)',
    description: 'Strong P-gp and CYP3A4 inducers lower edoxaban levels, with a risk of stroke or thrombosis.',
    mechanism: 'Induction of P-gp and CYP3A4.',
    management: 'Avoid the combination (EHRA guide; the US label names rifampin); consider warfarin with INR monitoring.',
  }),

  // ── Statins ─────────────────────────────────────────────────────────────────────────────────
  rule('simva-lova-strong-3a4', { drugs: SIMVA_LOVA }, { drugs: ['erythromycin'], classes: ['strong-cyp3a4-inhibitor', 'protease-inhibitor'] }, 'contraindicated', 'statin-levels', {
    source: label('simvastatin / lovastatin', 'Contraindications 4: strong CYP3A4 inhibitors, HIV and HCV protease inhibitors') + '; ' + ONC,
    description: 'Large rise in simvastatin or lovastatin levels with a high risk of rhabdomyolysis.',
    mechanism: 'Strong inhibition of CYP3A4, the main route of simvastatin and lovastatin metabolism.',
    management: 'Contraindicated (labelled). Hold the statin for the duration of a short anti-infective course (and for 5 days after nirmatrelvir/ritonavir), or switch to pravastatin or rosuvastatin.',
  }),
  rule('simva-lova-gemfibrozil', { drugs: SIMVA_LOVA }, { drugs: ['gemfibrozil'] }, 'contraindicated', 'myopathy', {
    source: label('simvastatin', 'Contraindications 4: gemfibrozil') + '; ' + label('lovastatin', 'Drug Interactions 7: avoid gemfibrozil'),
    description: 'High risk of myopathy and rhabdomyolysis.',
    mechanism: 'Gemfibrozil inhibits statin glucuronidation and OATP1B1 uptake and adds its own myotoxicity.',
    management: 'Contraindicated (labelled). If a fibrate is needed, use fenofibrate.',
  }),
  rule('simva-lova-cyclosporine', { drugs: SIMVA_LOVA }, { drugs: ['cyclosporine'] }, 'contraindicated', 'statin-levels', {
    source: label('simvastatin', 'Contraindications 4: cyclosporine') + '; ' + label('lovastatin', 'Drug Interactions 7: avoid cyclosporine'),
    description: 'Cyclosporine greatly raises simvastatin and lovastatin levels (rhabdomyolysis risk).',
    mechanism: 'Inhibition of CYP3A4 and OATP1B1.',
    management: 'Contraindicated (labelled). Use low-dose pravastatin or fluvastatin with monitoring.',
  }),
  pair('simvastatin-diltiazem', 'simvastatin', 'diltiazem', 'adjust', 'statin-levels', {
    source: label('simvastatin', 'Dosage 2.3: 10 mg cap with diltiazem'),
    description: 'Diltiazem raises simvastatin levels and the risk of myopathy.',
    mechanism: 'Moderate CYP3A4 inhibition.',
    management: 'Do not exceed simvastatin 10 mg daily (labelled), or use a non-interacting statin.',
  }),
  pair('simvastatin-verapamil', 'simvastatin', 'verapamil', 'adjust', 'statin-levels', {
    source: label('simvastatin', 'Dosage 2.3: 10 mg cap with verapamil'),
    description: 'Verapamil raises simvastatin levels and the risk of myopathy.',
    mechanism: 'Moderate CYP3A4 inhibition.',
    management: 'Do not exceed simvastatin 10 mg daily (labelled), or use a non-interacting statin.',
  }),
  pair('simvastatin-amiodarone', 'simvastatin', 'amiodarone', 'adjust', 'statin-levels', {
    source: label('simvastatin', 'Dosage 2.3: 20 mg cap with amiodarone'),
    description: 'Amiodarone raises simvastatin levels and the risk of myopathy.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Do not exceed simvastatin 20 mg daily (labelled).',
  }),
  pair('simvastatin-dronedarone', 'simvastatin', 'dronedarone', 'adjust', 'statin-levels', {
    source: label('simvastatin', 'Dosage 2.3: 10 mg cap with dronedarone'),
    description: 'Dronedarone raises simvastatin levels and the risk of myopathy.',
    mechanism: 'CYP3A4 and P-gp inhibition.',
    management: 'Do not exceed simvastatin 10 mg daily (labelled).',
  }),
  pair('simvastatin-fluconazole', 'simvastatin', 'fluconazole', 'adjust', 'statin-levels', {
    source: label('simvastatin', 'Drug Interactions 7: CYP3A4 inhibitors'),
    description: 'Fluconazole can raise simvastatin levels; rhabdomyolysis has been reported.',
    mechanism: 'Moderate CYP3A4 inhibition.',
    management: 'Consider holding simvastatin during a course of fluconazole or use a non-CYP3A4 statin.',
  }),
  pair('lovastatin-diltiazem', 'lovastatin', 'diltiazem', 'adjust', 'statin-levels', {
    source: label('lovastatin', 'Dosage: 20 mg cap with diltiazem'),
    description: 'Diltiazem raises lovastatin levels and the risk of myopathy.',
    mechanism: 'Moderate CYP3A4 inhibition.',
    management: 'Do not exceed lovastatin 20 mg daily (labelled).',
  }),
  pair('lovastatin-verapamil', 'lovastatin', 'verapamil', 'adjust', 'statin-levels', {
    source: label('lovastatin', 'Dosage: 20 mg cap with verapamil'),
    description: 'Verapamil raises lovastatin levels and the risk of myopathy.',
    mechanism: 'Moderate CYP3A4 inhibition.',
    management: 'Do not exceed lovastatin 20 mg daily (labelled).',
  }),
  pair('lovastatin-amiodarone', 'lovastatin', 'amiodarone', 'adjust', 'statin-levels', {
    source: label('lovastatin', 'Dosage: 40 mg cap with amiodarone'),
    description: 'Amiodarone raises lovastatin levels and the risk of myopathy.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Do not exceed lovastatin 40 mg daily (labelled).',
  }),
  rule('atorvastatin-strong-3a4', { drugs: ['atorvastatin'] }, { drugs: ['clarithromycin', 'itraconazole', 'ketoconazole', 'voriconazole'] }, 'adjust', 'statin-levels', {
    source: label('atorvastatin', 'Drug Interactions 7.1: 20 mg cap with clarithromycin, itraconazole'),
    description: 'Strong CYP3A4 inhibitors raise atorvastatin levels and the risk of myopathy.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Limit atorvastatin to 20 mg daily with clarithromycin or itraconazole (labelled) and use the lowest effective dose with other strong inhibitors; or hold the statin during a short course.',
  }),
  rule('atorvastatin-ritonavir', { drugs: ['atorvastatin'] }, { drugs: RITONAVIR_PRODUCTS }, 'adjust', 'statin-levels', {
    source: label('nirmatrelvir/ritonavir', 'Drug Interactions 7: atorvastatin'),
    description: 'Ritonavir raises atorvastatin levels.',
    mechanism: 'Strong CYP3A4 inhibition.',
    management: 'With nirmatrelvir/ritonavir, consider holding atorvastatin during the 5-day course; with long-term ritonavir use the lowest effective dose.',
  }),
  pair('atorvastatin-cyclosporine', 'atorvastatin', 'cyclosporine', 'avoid', 'statin-levels', {
    source: label('atorvastatin', 'Drug Interactions 7.1: avoid cyclosporine'),
    description: 'Cyclosporine greatly raises atorvastatin levels (myopathy, rhabdomyolysis).',
    mechanism: 'Inhibition of CYP3A4 and OATP1B1.',
    management: 'Avoid (labelled). Use low-dose pravastatin or fluvastatin with monitoring.',
  }),
  pair('rosuvastatin-cyclosporine', 'rosuvastatin', 'cyclosporine', 'adjust', 'statin-levels', {
    source: label('rosuvastatin', 'Dosage 2.4: 5 mg cap with cyclosporine'),
    description: 'Cyclosporine raises rosuvastatin exposure several-fold.',
    mechanism: 'Inhibition of OATP1B1 and BCRP transport.',
    management: 'Do not exceed rosuvastatin 5 mg daily (labelled).',
  }),
  pair('pravastatin-cyclosporine', 'pravastatin', 'cyclosporine', 'adjust', 'statin-levels', {
    source: label('pravastatin', 'Dosage: 20 mg cap with cyclosporine'),
    description: 'Cyclosporine raises pravastatin levels.',
    mechanism: 'Inhibition of OATP1B1 uptake.',
    management: 'Start pravastatin at 10 mg and do not exceed 20 mg daily (labelled).',
  }),
  pair('pravastatin-clarithromycin', 'pravastatin', 'clarithromycin', 'adjust', 'statin-levels', {
    source: label('pravastatin', 'Dosage: 40 mg cap with clarithromycin'),
    description: 'Clarithromycin raises pravastatin levels.',
    mechanism: 'Inhibition of OATP1B1 uptake.',
    management: 'Do not exceed pravastatin 40 mg daily (labelled).',
  }),
  rule('atorva-rosuva-gemfibrozil', { drugs: ['atorvastatin', 'rosuvastatin', 'pravastatin'] }, { drugs: ['gemfibrozil'] }, 'avoid', 'myopathy', {
    source: label('atorvastatin / rosuvastatin / pravastatin', 'Drug Interactions 7: avoid gemfibrozil'),
    description: 'Increased risk of myopathy and rhabdomyolysis.',
    mechanism: 'Gemfibrozil raises statin levels (OATP1B1, glucuronidation) and adds myotoxicity.',
    management: 'Avoid gemfibrozil with statins; if a fibrate is required use fenofibrate. If unavoidable with rosuvastatin, do not exceed 10 mg daily (labelled).',
  }),
  rule('statin-fenofibrate', { classes: ['statin'] }, { drugs: ['fenofibrate'] }, 'monitor', 'myopathy', {
    source: label('statins', 'Drug Interactions 7: fibrates, weigh benefit and monitor'),
    description: 'Slightly higher risk of myopathy than with a statin alone.',
    mechanism: 'Additive myotoxicity; fenofibrate has little pharmacokinetic effect on statins.',
    management: 'Generally acceptable; advise patients to report muscle pain or weakness and check renal function.',
  }),
  rule('statin-colchicine', { classes: ['statin'] }, { drugs: ['colchicine'] }, 'monitor', 'myopathy', {
    source: label('colchicine', 'Drug Interactions 7: statins, myopathy'),
    description: 'Myopathy and rhabdomyolysis have been reported with colchicine plus a statin.',
    mechanism: 'Additive myotoxicity; CYP3A4/P-gp interactions raise levels with some statins.',
    management: 'Monitor for muscle symptoms, especially in older patients and in renal impairment; check CK if symptoms occur.',
  }),

  // ── Calcium channel blockers, beta blockers, antiarrhythmics, digoxin ───────────────────────
  rule('clarithromycin-ccb', { drugs: ['clarithromycin'] }, { classes: ['ccb'] }, 'monitor', 'hypotension', {
    source: label('clarithromycin', 'Drug Interactions 7: calcium channel blockers, hypotension'),
    description: 'Clarithromycin with a calcium channel blocker is associated with hypotension and acute kidney injury in older adults.',
    mechanism: 'CYP3A4 inhibition raises calcium channel blocker levels.',
    management: 'Prefer azithromycin; if clarithromycin is needed, monitor blood pressure and renal function.',
  }),
  rule('non-dhp-ccb-beta-blocker', { classes: ['non-dhp-ccb'] }, { classes: ['beta-blocker'] }, 'monitor', 'bradycardia', {
    source: label('verapamil / diltiazem', 'Drug Interactions 7: beta blockers'),
    description: 'Additive slowing of heart rate and AV conduction, and reduced contractility: risk of bradycardia, heart block and heart failure.',
    mechanism: 'Pharmacodynamic: both depress sinus and AV node function; verapamil and diltiazem are negatively inotropic.',
    management: 'Unsuitable in conduction disease, bradycardia or reduced ejection fraction, and IV verapamil is never given to a patient on a beta blocker. Otherwise monitor heart rate, ECG and blood pressure.',
  }),
  pair('amiodarone-digoxin', 'amiodarone', 'digoxin', 'adjust', 'digoxin-levels', {
    source: label('amiodarone', 'Drug Interactions 7: halve the digoxin dose'),
    description: 'Amiodarone roughly doubles digoxin concentrations (toxicity, bradycardia).',
    mechanism: 'P-glycoprotein inhibition reduces digoxin clearance; additive effects on the sinus and AV nodes.',
    management: 'Reduce the digoxin dose by about 30–50% when starting amiodarone and check digoxin levels and the ECG.',
  }),
  pair('dronedarone-digoxin', 'dronedarone', 'digoxin', 'adjust', 'digoxin-levels', {
    source: label('dronedarone', 'Drug Interactions 7: halve the digoxin dose'),
    description: 'Dronedarone raises digoxin levels; digoxin use was linked to harm in dronedarone trials.',
    mechanism: 'P-glycoprotein inhibition; additive nodal effects.',
    management: 'Reconsider the need for digoxin; if continued, halve the digoxin dose (labelled) and monitor levels.',
  }),
  pair('clarithromycin-digoxin', 'clarithromycin', 'digoxin', 'monitor', 'digoxin-levels', {
    source: label('clarithromycin', 'Drug Interactions 7: monitor digoxin concentrations'),
    description: 'Clarithromycin raises digoxin levels and is strongly associated with hospitalisation for digoxin toxicity.',
    mechanism: 'P-glycoprotein inhibition reduces digoxin excretion.',
    management: 'Prefer another antibiotic (e.g. a non-macrolide); otherwise monitor digoxin levels and symptoms.',
  }),
  pair('verapamil-digoxin', 'verapamil', 'digoxin', 'adjust', 'digoxin-levels', {
    source: label('verapamil', 'Drug Interactions 7: digitalis'),
    description: 'Verapamil raises digoxin levels and adds AV nodal blockade.',
    mechanism: 'P-glycoprotein inhibition; additive nodal depression.',
    management: 'Measure digoxin levels before and after starting; reduce the digoxin dose as needed; monitor heart rate.',
  }),
  pair('diltiazem-digoxin', 'diltiazem', 'digoxin', 'monitor', 'digoxin-levels', {
    source: label('diltiazem', 'Drug Interactions 7: digitalis'),
    description: 'Diltiazem can raise digoxin levels and adds AV nodal blockade.',
    mechanism: 'Reduced digoxin clearance; additive nodal depression.',
    management: 'Monitor heart rate and digoxin levels.',
  }),
  pair('itraconazole-digoxin', 'itraconazole', 'digoxin', 'monitor', 'digoxin-levels', {
    source: label('itraconazole', 'Drug Interactions 7: digoxin'),
    description: 'Itraconazole raises digoxin levels.',
    mechanism: 'P-glycoprotein inhibition.',
    management: 'Monitor digoxin levels and reduce the dose if needed.',
  }),
  pair('carvedilol-digoxin', 'carvedilol', 'digoxin', 'monitor', 'digoxin-levels', {
    source: label('carvedilol', 'Drug Interactions 7: digoxin'),
    description: 'Carvedilol can modestly raise digoxin levels; both slow AV conduction.',
    mechanism: 'P-glycoprotein inhibition; additive nodal effect.',
    management: 'Monitor heart rate and digoxin levels when starting or titrating.',
  }),
  pair('ticagrelor-digoxin', 'ticagrelor', 'digoxin', 'monitor', 'digoxin-levels', {
    source: label('ticagrelor', 'Drug Interactions 7: digoxin'),
    description: 'Ticagrelor modestly raises digoxin levels.',
    mechanism: 'P-glycoprotein inhibition.',
    management: 'Monitor digoxin levels when starting or changing ticagrelor (labelled).',
  }),
  pair('spironolactone-digoxin', 'spironolactone', 'digoxin', 'minor', 'digoxin-levels', {
    source: label('spironolactone', 'Drug Interactions 7: digoxin assay interference'),
    description: 'Spironolactone can raise digoxin levels and can interfere with some digoxin assays.',
    mechanism: 'Reduced renal tubular secretion of digoxin.',
    management: 'Interpret digoxin levels with care and monitor for toxicity.',
  }),
  rule('diuretic-digoxin', { classes: ['loop-diuretic', 'thiazide'] }, { drugs: ['digoxin'] }, 'monitor', 'digoxin-toxicity', {
    source: label('digoxin', 'Drug Interactions 7: potassium-depleting diuretics'),
    description: 'Diuretic-induced hypokalaemia and hypomagnesaemia increase the risk of digoxin toxicity and arrhythmias.',
    mechanism: 'Low potassium increases digoxin binding to Na+/K+-ATPase.',
    management: 'Monitor and correct potassium and magnesium; check renal function and digoxin levels.',
  }),
  rule('beta-blocker-digoxin', { classes: ['beta-blocker'] }, { drugs: ['digoxin'] }, 'monitor', 'bradycardia', {
    source: label('digoxin', 'Drug Interactions 7: beta blockers'),
    description: 'Additive slowing of heart rate and AV conduction.',
    mechanism: 'Pharmacodynamic nodal depression.',
    management: 'Commonly combined for rate control; monitor heart rate.',
  }),
  rule('amiodarone-rate-control', { drugs: ['amiodarone', 'dronedarone'] }, { classes: ['beta-blocker', 'non-dhp-ccb'] }, 'monitor', 'bradycardia', {
    source: label('amiodarone / dronedarone', 'Drug Interactions 7: beta blockers, calcium channel blockers'),
    description: 'Additive bradycardia and AV block.',
    mechanism: 'Pharmacodynamic depression of sinus and AV nodes; dronedarone also raises levels of some beta blockers and calcium channel blockers.',
    management: 'Start the second drug at a low dose and monitor heart rate and the ECG.',
  }),
  rule('dronedarone-strong-3a4', { drugs: ['dronedarone'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'contraindicated', 'levels', {
    source: label('dronedarone', 'Contraindications 4: strong CYP3A inhibitors'),
    description: 'Strong CYP3A4 inhibitors greatly increase dronedarone levels.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Contraindicated (labelled).',
  }),
  pair('amiodarone-phenytoin', 'amiodarone', 'phenytoin', 'monitor', 'levels', {
    source: label('amiodarone', 'Drug Interactions 7'),
    description: 'Amiodarone raises phenytoin levels; phenytoin lowers amiodarone levels.',
    mechanism: 'Amiodarone inhibits CYP2C9; phenytoin induces CYP3A4.',
    management: 'Monitor phenytoin levels and for phenytoin toxicity; reassess amiodarone effect.',
  }),
  rule('cyp2d6-metoprolol', { classes: ['strong-cyp2d6-inhibitor'] }, { drugs: ['metoprolol'] }, 'monitor', 'levels', {
    source: label('metoprolol', 'Drug Interactions 7: CYP2D6 inhibitors'),
    description: 'Strong CYP2D6 inhibitors raise metoprolol levels several-fold (bradycardia, hypotension).',
    mechanism: 'Metoprolol is cleared mainly by CYP2D6.',
    management: 'Monitor heart rate and blood pressure; reduce the metoprolol dose or use a beta blocker less dependent on CYP2D6 (e.g. bisoprolol).',
  }),
  rule('cyp2d6-flecainide', { classes: ['strong-cyp2d6-inhibitor'] }, { drugs: ['flecainide'] }, 'adjust', 'levels', {
    source: label('flecainide', 'Drug Interactions: CYP2D6 inhibitors'),
    description: 'Strong CYP2D6 inhibitors raise flecainide levels (proarrhythmia risk).',
    mechanism: 'Flecainide is partly cleared by CYP2D6.',
    management: 'Use lower flecainide doses and monitor the ECG (QRS duration).',
  }),

  // ── High-risk QT combinations (before the general QT rule) ──────────────────────────────────
  rule('class-iii-qt', { drugs: ['amiodarone', 'sotalol', 'dronedarone'] }, { classes: ['qt-prolonging'] }, 'avoid', 'qt', {
    source: label('dronedarone', 'Contraindications 4: QT-prolonging drugs') + '; ' + label('amiodarone / sotalol', 'Drug Interactions 7: avoid other QT-prolonging drugs') + '; ' + ONC,
    description: 'Additive QT prolongation with a class III antiarrhythmic: high risk of torsades de pointes.',
    mechanism: 'Both drugs block cardiac repolarising potassium current (IKr).',
    management: 'Avoid (dronedarone labelling contraindicates other QT-prolonging drugs). If essential, obtain a baseline and follow-up ECG, keep potassium ≥4.0 mmol/L and magnesium normal, and stop if QTc exceeds 500 ms.',
  }),

  // ── Renin–angiotensin system and potassium ──────────────────────────────────────────────────
  rule('acei-arb', { classes: ['acei'] }, { classes: ['arb'] }, 'avoid', 'dual-raas', {
    source: label('ACE inhibitors and ARBs', 'Drug Interactions 7: dual RAS blockade, "in general, avoid combined use"'),
    description: 'Dual renin–angiotensin blockade increases the risk of hypotension, hyperkalemia and renal impairment without cardiovascular benefit in most patients.',
    mechanism: 'Additive RAAS blockade (ONTARGET, VA NEPHRON-D).',
    management: 'Avoid: in general do not combine an ACE inhibitor with an ARB (labelled). If a specialist continues it, monitor potassium, creatinine and blood pressure closely.',
  }),
  rule('acei-arni', { classes: ['acei'] }, { classes: ['arni'] }, 'contraindicated', 'angioedema', {
    source: label('sacubitril/valsartan', 'Contraindications 4: ACE inhibitors within 36 hours'),
    description: 'ACE inhibitor with sacubitril/valsartan: high risk of angioedema.',
    mechanism: 'Combined inhibition of ACE and neprilysin raises bradykinin.',
    management: 'Contraindicated. Stop the ACE inhibitor at least 36 hours before starting sacubitril/valsartan (and vice versa).',
  }),
  rule('arb-arni', { classes: ['arb'] }, { classes: ['arni'] }, 'avoid', 'dual-raas', {
    source: label('sacubitril/valsartan', 'Drug Interactions 7.1: avoid use with an ARB'),
    description: 'Sacubitril/valsartan already contains an ARB: adding another ARB duplicates therapy (hypotension, hyperkalemia, renal impairment).',
    mechanism: 'Duplicate angiotensin receptor blockade.',
    management: 'Avoid: do not combine; stop the ARB when starting sacubitril/valsartan.',
  }),
  // Each MRA carries its own label's action: eplerenone's contraindication (hypertension) is not
  // spironolactone's, whose label tells the prescriber in general not to add potassium (issue 34).
  rule('eplerenone-potassium', { drugs: ['eplerenone'] }, { classes: ['potassium'] }, 'contraindicated', 'hyperkalemia', {
    source: label('eplerenone (Inspra)', 'Contraindications 4: potassium supplements or potassium-sparing diuretics in patients treated for hypertension'),
    description: 'Eplerenone with a potassium supplement: high risk of dangerous hyperkalaemia.',
    mechanism: 'Reduced renal potassium excretion plus potassium load.',
    management: 'Contraindicated in hypertension (labelled). In heart failure, use a supplement only for documented hypokalaemia, with potassium checked within a week and regularly after.',
  }),
  rule('spironolactone-potassium', { drugs: ['spironolactone'] }, { classes: ['potassium'] }, 'avoid', 'hyperkalemia', {
    source: label('spironolactone (Aldactone)', 'Warnings 5.1 and Drug Interactions 7.1: potassium supplementation may lead to severe hyperkalemia; in general, do not use potassium supplements in heart failure'),
    description: 'Spironolactone with a potassium supplement can cause severe hyperkalaemia.',
    mechanism: 'Reduced renal potassium excretion plus potassium load.',
    management: 'Avoid (labelled: in general, no potassium supplements in heart failure). If hypokalaemia is documented, check potassium within a week and regularly after.',
  }),
  pair('eplerenone-spironolactone', 'eplerenone', 'spironolactone', 'contraindicated', 'hyperkalemia', {
    source: label('eplerenone (Inspra)', 'Contraindications 4: potassium-sparing diuretics (spironolactone) in hypertension') + '; ' + label('spironolactone (Aldactone)', 'Contraindications 4: concomitant eplerenone'),
    description: 'Two mineralocorticoid receptor antagonists together: dangerous hyperkalaemia with no added benefit.',
    mechanism: 'Duplicate aldosterone blockade.',
    management: 'Contraindicated (spironolactone label). Use one MRA.',
  }),
  rule('mra-tmp-smx', { classes: ['mra'] }, { drugs: TMP_PRODUCTS }, 'monitor', 'hyperkalemia', {
    source: label('trimethoprim/sulfamethoxazole', 'Warnings: hyperkalemia') + '; Antoniou et al., BMJ 2015;351:h4451',
    description: 'Trimethoprim with spironolactone or eplerenone causes hyperkalaemia and has been associated with sudden death in older patients.',
    mechanism: 'Trimethoprim blocks the epithelial sodium channel like amiloride, adding to MRA potassium retention.',
    management: 'Prefer another antibiotic. If it is needed, check potassium within 3 days and monitor closely.',
  }),
  rule('mra-strong-3a4', { drugs: ['eplerenone'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'contraindicated', 'levels', {
    source: label('eplerenone', 'Contraindications 4: strong CYP3A4 inhibitors'),
    description: 'Strong CYP3A4 inhibitors raise eplerenone levels about fivefold (hyperkalaemia).',
    mechanism: 'Eplerenone is cleared by CYP3A4.',
    management: 'Contraindicated (labelled); use spironolactone or hold eplerenone.',
  }),
  // Finerenone (issue 35): its own label's CYP3A4 and potassium statements.
  rule('finerenone-strong-3a4', { drugs: ['finerenone'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'contraindicated', 'levels', {
    source: label('finerenone, Kerendia', 'Contraindications 4: strong CYP3A4 inhibitors'),
    description: 'Strong CYP3A4 inhibitors raise finerenone exposure several-fold, with a risk of hyperkalaemia.',
    mechanism: 'Finerenone is cleared mainly by CYP3A4.',
    management: 'Contraindicated (labelled): do not combine; choose an antibiotic or antifungal that does not inhibit CYP3A4.',
  }),
  rule('finerenone-moderate-3a4', { drugs: ['finerenone'] }, { classes: ['moderate-cyp3a4-inhibitor'] }, 'monitor', 'levels', {
    source: label('finerenone, Kerendia', 'Drug Interactions 7: moderate or weak CYP3A4 inhibitors, monitor serum potassium'),
    description: 'Moderate CYP3A4 inhibitors raise finerenone exposure (hyperkalaemia).',
    mechanism: 'Inhibition of CYP3A4, finerenone\'s main route of clearance.',
    management: 'Check serum potassium when either drug is started or its dose changed, and adjust the finerenone dose to it.',
  }),
  rule('finerenone-inducer', { drugs: ['finerenone'] }, { classes: ['cyp3a4-inducer'] }, 'avoid', 'levels', {
    source: label('finerenone, Kerendia', 'Drug Interactions 7: strong and moderate CYP3A4 inducers, avoid concomitant use'),
    description: 'Strong CYP3A4 inducers lower finerenone exposure markedly (loss of effect).',
    mechanism: 'Induction of CYP3A4, finerenone\'s main route of clearance.',
    management: 'Avoid (labelled): choose a drug that does not induce CYP3A4.',
  }),
  rule('finerenone-potassium', { drugs: ['finerenone'] }, { classes: ['potassium'] }, 'monitor', 'hyperkalemia', {
    source: label('finerenone, Kerendia', 'Drug Interactions 7: drugs that increase serum potassium, monitor serum potassium more frequently'),
    description: 'Risk of hyperkalaemia.',
    mechanism: 'Finerenone reduces renal potassium excretion; the supplement adds a potassium load.',
    management: 'Give potassium only for documented hypokalaemia and check serum potassium more often.',
  }),
  rule('raas-mra', { classes: ['acei', 'arb', 'arni'] }, { classes: ['mra'] }, 'monitor', 'hyperkalemia', {
    source: label('spironolactone / eplerenone', 'Drug Interactions 7: ACE inhibitors, ARBs (routine in HFrEF with monitoring)'),
    description: 'Risk of hyperkalaemia and worsening renal function; the combination is standard in heart failure with reduced ejection fraction but needs monitoring.',
    mechanism: 'Both reduce aldosterone-mediated potassium excretion.',
    management: 'Start the MRA only if potassium ≤5.0 mmol/L and eGFR is adequate; check potassium and creatinine at about 1 week, 4 weeks, then periodically. Keep potassium supplements and NSAIDs out of the regimen.',
  }),
  rule('raas-potassium', { classes: ['acei', 'arb', 'arni'] }, { classes: ['potassium'] }, 'monitor', 'hyperkalemia', {
    source: label('ACE inhibitors and ARBs', 'Drug Interactions 7: potassium supplements'),
    description: 'Risk of hyperkalaemia.',
    mechanism: 'RAAS blockade reduces potassium excretion.',
    management: 'Use potassium supplements only for documented hypokalaemia; monitor potassium and renal function.',
  }),
  rule('raas-tmp-smx', { classes: ['acei', 'arb', 'arni'] }, { drugs: TMP_PRODUCTS }, 'monitor', 'hyperkalemia', {
    source: label('trimethoprim/sulfamethoxazole', 'Warnings: hyperkalemia with ACE inhibitors'),
    description: 'Trimethoprim with an ACE inhibitor or ARB can cause hyperkalaemia, especially in older adults and in renal impairment.',
    mechanism: 'Trimethoprim blocks the epithelial sodium channel, reducing potassium excretion.',
    management: 'Consider another antibiotic in high-risk patients; otherwise check potassium within a few days.',
  }),
  rule('raas-lithium', { classes: ['acei', 'arb', 'arni'] }, { drugs: ['lithium'] }, 'avoid', 'lithium-levels', {
    source: 'AGS Beers 2023 Table 5: lithium with ACE inhibitors, ARBs or ARNI, avoid; ' + label('lithium', 'Drug Interactions 7: monitor lithium levels'),
    description: 'ACE inhibitors, ARBs and sacubitril/valsartan raise lithium levels, risking lithium toxicity.',
    mechanism: 'Reduced renal lithium clearance through sodium depletion and lower glomerular filtration.',
    management: 'Avoid if possible. If combined, reduce the lithium dose, check the lithium level within 5–7 days and after any dose change, and watch for toxicity.',
  }),
  rule('thiazide-lithium', { classes: ['thiazide'] }, { drugs: ['lithium'] }, 'avoid', 'lithium-levels', {
    source: 'BNF Appendix 1: thiazides with lithium, avoid or adjust; ' + label('lithium', 'Drug Interactions 7: diuretics'),
    description: 'Thiazides reduce lithium clearance by about a quarter or more, often causing toxicity.',
    mechanism: 'Sodium depletion increases proximal tubular reabsorption of lithium.',
    management: 'Avoid if possible; otherwise reduce the lithium dose and monitor levels closely.',
  }),
  rule('loop-lithium', { classes: ['loop-diuretic'] }, { drugs: ['lithium'] }, 'avoid', 'lithium-levels', {
    source: 'AGS Beers 2023 Table 5: lithium with loop diuretics, avoid; ' + label('lithium', 'Drug Interactions 7: diuretics'),
    description: 'Loop diuretics can raise lithium levels, especially with volume depletion.',
    mechanism: 'Sodium and water depletion reduces lithium clearance.',
    management: 'Avoid where possible; if combined, monitor lithium levels and hydration closely.',
  }),
  rule('nsaid-lithium', { classes: ['nsaid'] }, { drugs: ['lithium'] }, 'adjust', 'lithium-levels', {
    source: label('lithium', 'Drug Interactions 7: NSAIDs, monitor levels and reduce dose'),
    description: 'NSAIDs raise lithium levels and can cause lithium toxicity.',
    mechanism: 'Inhibition of renal prostaglandins reduces lithium clearance.',
    management: 'Prefer acetaminophen. If an NSAID is needed, check the lithium level within 4–5 days and reduce the lithium dose.',
  }),

  // ── NSAIDs ─────────────────────────────────────────────────────────────────────────────────
  rule('nsaid-anticoagulant', { classes: ['nsaid'] }, { classes: ['anticoagulant'] }, 'avoid', 'bleeding', {
    source: CHEST_2012 + '; EHRA NOAC practical guide; ' + label('enoxaparin', 'Warnings: stop agents that raise bleeding risk'),
    description: 'NSAIDs add substantially to the bleeding risk of anticoagulants, particularly gastrointestinal bleeding.',
    mechanism: 'Platelet inhibition and gastric mucosal injury on top of anticoagulation.',
    management: 'Avoid; use acetaminophen for pain. If an NSAID is unavoidable, use the shortest course with a PPI and monitor for bleeding.',
  }),
  // CHEST 2012 speaks of VKAs, not warfarin alone; phenprocoumon's label names antiplatelets too.
  rule('antiplatelet-vka', { classes: ['antiplatelet'] }, { classes: ['vka'] }, 'avoid', 'bleeding', {
    source: CHEST_2012 + '; ' + PHENPROCOUMON_FI + ': antiplatelets such as clopidogrel raise the bleeding risk',
    description: 'An antiplatelet drug with a vitamin K antagonist (warfarin, phenprocoumon) markedly increases bleeding risk.',
    mechanism: 'Additive effects on platelets and coagulation.',
    management: 'Avoid unless the benefit is known to outweigh the harm (e.g. recent ACS or stent, mechanical valve, per cardiology); then use the shortest duration, with a PPI, and review at each visit.',
  }),
  rule('antiplatelet-anticoagulant', { classes: ['antiplatelet'] }, { classes: ['doac', 'heparin'] }, 'monitor', 'bleeding', {
    source: label('apixaban / rivaroxaban / enoxaparin / heparin', 'Drug Interactions 7: antiplatelets raise bleeding risk, monitor'),
    description: 'Antiplatelet plus anticoagulant increases bleeding risk; with heparin it is standard care in acute coronary syndromes and PCI.',
    mechanism: 'Additive effects on platelets and coagulation.',
    management: 'Combine only for a defined indication (e.g. ACS, PCI, AF with recent stenting) and for the shortest duration, with a PPI when gastrointestinal risk is high; review at each visit.',
  }),
  rule('parenteral-vka-overlap', { classes: ['heparin'] }, { classes: ['vka'] }, 'monitor', 'bleeding', {
    source: label('warfarin', 'Dosage 2: overlap with a parenteral anticoagulant until the INR is therapeutic') + '; ' + MARCUMAR_FI + ', 4.1: its effect starts after 36–72 hours, so rapid anticoagulation starts with heparin; ' + PHENPROCOUMON_FI + ': heparins raise the bleeding risk, check coagulation more often',
    description: 'Heparin or enoxaparin with a vitamin K antagonist: the planned overlap when starting warfarin or phenprocoumon; bleeding risk is higher while both act.',
    mechanism: 'Additive anticoagulation.',
    management: 'Give together only as the planned overlap until the INR is in range (for warfarin at least 5 days and until the INR is in range for 24 hours), then stop the heparin; check the INR daily meanwhile.',
  }),
  rule('anticoagulant-duplication', { classes: ['anticoagulant'] }, { classes: ['anticoagulant'] }, 'avoid', 'bleeding', {
    source: label('rivaroxaban / apixaban / edoxaban', 'Drug Interactions 7: avoid other anticoagulants except when switching'),
    description: 'Two anticoagulants together sharply increase bleeding risk.',
    mechanism: 'Duplicate anticoagulation.',
    management: 'Avoid: do not combine, except for a defined switch following labelled transition rules.',
  }),
  rule('nsaid-antiplatelet', { classes: ['nsaid'] }, { classes: ['antiplatelet'] }, 'monitor', 'bleeding', {
    source: label('NSAIDs', 'Drug Interactions 7: antiplatelets, monitor for bleeding'),
    description: 'Higher risk of gastrointestinal bleeding.',
    mechanism: 'Additive platelet inhibition and gastric mucosal injury.',
    management: 'Prefer a non-NSAID analgesic; if an NSAID is needed, use the lowest dose for the shortest time with a PPI.',
  }),
  rule('antiplatelet-antiplatelet', { classes: ['antiplatelet'] }, { classes: ['antiplatelet'] }, 'monitor', 'bleeding', {
    source: label('clopidogrel / ticagrelor / prasugrel', 'Drug Interactions 7: aspirin (intended dual therapy)'),
    description: 'Additive antiplatelet effect and bleeding risk.',
    mechanism: 'Inhibition of platelet aggregation by different pathways.',
    management: 'Use only for a defined indication and duration; consider gastroprotection.',
  }),
  rule('ssri-snri-anticoagulant', { classes: ['ssri', 'snri'] }, { classes: ['anticoagulant'] }, 'monitor', 'bleeding', {
    source: label('SSRIs and SNRIs', 'Warnings: abnormal bleeding with anticoagulants'),
    description: 'SSRIs and SNRIs increase the risk of bleeding with anticoagulants.',
    mechanism: 'Depletion of platelet serotonin impairs platelet aggregation.',
    management: 'Monitor for bleeding; consider a PPI in patients with other gastrointestinal risk factors. Some SSRIs (e.g. fluoxetine) can also raise the INR.',
  }),
  rule('ssri-snri-antiplatelet', { classes: ['ssri', 'snri'] }, { classes: ['antiplatelet'] }, 'monitor', 'bleeding', {
    source: label('SSRIs and SNRIs', 'Warnings: abnormal bleeding with antiplatelets'),
    description: 'Higher risk of bleeding, especially gastrointestinal.',
    mechanism: 'Serotonin depletion in platelets adds to antiplatelet therapy.',
    management: 'Monitor for bleeding and consider gastroprotection.',
  }),
  rule('ssri-snri-nsaid', { classes: ['ssri', 'snri'] }, { classes: ['nsaid'] }, 'monitor', 'bleeding', {
    source: label('SSRIs and SNRIs', 'Warnings: abnormal bleeding with NSAIDs'),
    description: 'Higher risk of upper gastrointestinal bleeding than with either drug alone.',
    mechanism: 'Impaired platelet function plus NSAID mucosal injury.',
    management: 'Prefer acetaminophen; if an NSAID is needed, co-prescribe a PPI, especially in older adults.',
  }),
  rule('nsaid-raas', { classes: ['nsaid'] }, { classes: ['acei', 'arb', 'arni'] }, 'monitor', 'renal', {
    source: label('NSAIDs / ACE inhibitors / ARBs', 'Drug Interactions 7: monitor renal function'),
    description: 'NSAIDs blunt the antihypertensive effect and raise the risk of acute kidney injury and hyperkalaemia.',
    mechanism: 'Inhibition of renal prostaglandins reduces afferent arteriolar flow while the efferent arteriole is dilated by RAAS blockade.',
    management: 'Prefer acetaminophen, especially with a diuretic as well ("triple whammy"); if an NSAID is used, check blood pressure, creatinine and potassium.',
  }),
  rule('nsaid-diuretic', { classes: ['nsaid'] }, { classes: ['loop-diuretic', 'thiazide'] }, 'monitor', 'renal', {
    source: label('NSAIDs', 'Drug Interactions 7: diuretics'),
    description: 'NSAIDs reduce the diuretic and antihypertensive effect and increase the risk of acute kidney injury; they can worsen heart failure.',
    mechanism: 'Inhibition of renal prostaglandins causes sodium and water retention.',
    management: 'In heart failure prefer a non-NSAID analgesic; otherwise monitor weight, blood pressure and renal function.',
  }),
  rule('nsaid-mra', { classes: ['nsaid'] }, { classes: ['mra'] }, 'monitor', 'hyperkalemia', {
    source: label('spironolactone / eplerenone', 'Drug Interactions 7: NSAIDs'),
    description: 'Risk of hyperkalaemia and renal impairment.',
    mechanism: 'NSAIDs reduce renal prostaglandins, renin and potassium excretion.',
    management: 'Prefer acetaminophen; monitor potassium and creatinine if combined.',
  }),
  rule('nsaid-methotrexate', { classes: ['nsaid'] }, { drugs: ['methotrexate'] }, 'monitor', 'methotrexate-toxicity', {
    source: label('methotrexate', 'Drug Interactions 7: NSAIDs, monitor closely'),
    description: 'NSAIDs can raise methotrexate levels and cause severe bone marrow suppression and gastrointestinal toxicity, especially with high-dose methotrexate or renal impairment.',
    mechanism: 'Reduced renal clearance of methotrexate.',
    management: 'With low-dose weekly methotrexate the pair is common but needs regular blood counts, renal and liver tests. Around high-dose (oncology) methotrexate, NSAIDs are left out (label).',
  }),
  rule('nsaid-corticosteroid', { classes: ['nsaid'] }, { classes: ['corticosteroid'] }, 'monitor', 'gi-bleeding', {
    source: label('NSAIDs', 'Drug Interactions 7: corticosteroids'),
    description: 'Higher risk of peptic ulcer and gastrointestinal bleeding.',
    mechanism: 'Additive gastric mucosal injury.',
    management: 'Add a PPI if both are needed; use the lowest doses for the shortest time.',
  }),
  rule('nsaid-calcineurin', { classes: ['nsaid'] }, { classes: ['calcineurin-inhibitor'] }, 'monitor', 'renal', {
    source: label('cyclosporine / tacrolimus', 'Drug Interactions 7: nephrotoxic drugs'),
    description: 'Increased risk of nephrotoxicity.',
    mechanism: 'Additive reduction in renal blood flow.',
    management: 'Prefer acetaminophen; if an NSAID is used, monitor creatinine and drug levels.',
  }),
  rule('nsaid-duplication', { classes: ['nsaid'] }, { classes: ['nsaid'] }, 'avoid', 'duplication', {
    source: label('NSAIDs', 'Drug Interactions 7: other NSAIDs, use not recommended'),
    description: 'Two NSAIDs together give no extra benefit and add gastrointestinal, renal and cardiovascular risk.',
    mechanism: 'Duplicate cyclo-oxygenase inhibition.',
    management: 'Avoid: use a single NSAID at the lowest effective dose.',
  }),

  // ── Methotrexate, immunosuppressants, gout ─────────────────────────────────────────────────
  // Mycophenolate and leflunomide (issue 35).
  pair('mycophenolate-azathioprine', 'mycophenolate', 'azathioprine', 'avoid', 'myelosuppression', {
    source: label('mycophenolate mofetil, CellCept', 'Drug Interactions: azathioprine, concomitant use not recommended (both cause bone marrow suppression; not studied)'),
    description: 'Two antimetabolite immunosuppressants together: additive bone marrow suppression and over-immunosuppression.',
    mechanism: 'Both inhibit purine synthesis in lymphocytes and marrow.',
    management: 'Avoid (labelled: not recommended): use one of them; when switching, check the full blood count.',
  }),
  pair('leflunomide-methotrexate', 'leflunomide', 'methotrexate', 'monitor', 'hepatotoxicity', {
    source: label('leflunomide, Arava', 'Warnings and Precautions 5: hepatotoxicity, with methotrexate and other hepatotoxic drugs; Drug Interactions 7: methotrexate'),
    description: 'Higher risk of liver injury (raised transaminases; severe liver injury has been reported) and of additive immunosuppression.',
    mechanism: 'Both are hepatotoxic and immunosuppressive; teriflunomide, leflunomide\'s active metabolite, stays in the body for months.',
    management: 'Used together in rheumatoid arthritis with closer monitoring of liver enzymes and blood counts; if ALT rises above three times the upper limit of normal, stop leflunomide and start the accelerated elimination procedure (cholestyramine or activated charcoal).',
  }),
  rule('methotrexate-tmp-smx', { drugs: ['methotrexate'] }, { drugs: [...TMP_PRODUCTS, 'sulfamethoxazole'] }, 'avoid', 'methotrexate-toxicity', {
    source: 'BNF Appendix 1: co-trimoxazole with methotrexate, avoid; ' + label('methotrexate', 'Drug Interactions 7: trimethoprim/sulfamethoxazole'),
    description: 'Life-threatening bone marrow suppression (pancytopenia), even with low-dose methotrexate.',
    mechanism: 'Additive antifolate effect and reduced renal clearance of methotrexate.',
    management: 'Avoid; choose another antibiotic. If exposure has occurred, check a full blood count.',
  }),
  rule('methotrexate-ppi', { drugs: ['methotrexate'] }, { classes: ['ppi'] }, 'monitor', 'methotrexate-toxicity', {
    source: label('methotrexate', 'Drug Interactions 7: proton pump inhibitors'),
    description: 'PPIs can delay methotrexate elimination, mainly relevant with high-dose methotrexate.',
    mechanism: 'Reduced renal tubular secretion of methotrexate.',
    management: 'Consider stopping the PPI (or using an H2 blocker) around high-dose methotrexate; little effect with low-dose weekly therapy.',
  }),
  pair('methotrexate-aspirin', 'methotrexate', 'aspirin', 'monitor', 'methotrexate-toxicity', {
    source: label('methotrexate', 'Drug Interactions 7: salicylates'),
    description: 'Salicylates can reduce methotrexate clearance.',
    mechanism: 'Reduced renal tubular secretion and protein-binding displacement.',
    management: 'Low-dose aspirin with low-dose weekly methotrexate is generally acceptable with routine monitoring; leave aspirin out around high-dose methotrexate.',
  }),
  pair('allopurinol-azathioprine', 'allopurinol', 'azathioprine', 'adjust', 'myelosuppression', {
    source: label('allopurinol / azathioprine', 'Drug Interactions 7: reduce azathioprine to one-third to one-quarter'),
    description: 'Allopurinol greatly increases azathioprine toxicity, with severe, potentially fatal bone marrow suppression.',
    mechanism: 'Xanthine oxidase inhibition blocks inactivation of 6-mercaptopurine, the active metabolite.',
    management: 'Reduce azathioprine to one-quarter to one-third of the usual dose (labelled), preferably under specialist care, and monitor blood counts closely.',
  }),
  // Colchicine's label forbids P-gp and strong CYP3A4 inhibitors only in renal or hepatic impairment,
  // which a pair cannot know; with normal function it reduces the dose (Dosage 2.4). Paxlovid's own
  // label forbids colchicine outright.
  pair('colchicine-paxlovid', 'colchicine', 'nirmatrelvir-ritonavir', 'contraindicated', 'colchicine-toxicity', {
    source: label('nirmatrelvir/ritonavir', 'Contraindications 4: colchicine'),
    description: 'Ritonavir raises colchicine levels; fatal colchicine toxicity has occurred with strong CYP3A4 inhibitors.',
    mechanism: 'Inhibition of CYP3A4 and P-gp by ritonavir.',
    management: 'Contraindicated (nirmatrelvir/ritonavir label): choose another COVID-19 treatment or hold colchicine per specialist advice.',
  }),
  rule('colchicine-strong-3a4', { drugs: ['colchicine'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'adjust', 'colchicine-toxicity', {
    source: label('colchicine', 'Contraindications 4: P-gp or strong CYP3A4 inhibitors in renal or hepatic impairment; Dosage 2.4: reduced doses with normal renal and hepatic function'),
    description: 'Fatal colchicine toxicity has occurred with strong CYP3A4 inhibitors, above all with renal or hepatic impairment.',
    mechanism: 'Inhibition of CYP3A4 (and P-gp for clarithromycin and ritonavir) raises colchicine levels.',
    management: 'Never together in renal or hepatic impairment (labelled): check kidney and liver function first. With normal function, reduce the colchicine dose per labelling (Dosage 2.4) or interrupt it during a short course, and watch for diarrhoea, myopathy and cytopenias.',
  }),
  pair('colchicine-cyclosporine', 'colchicine', 'cyclosporine', 'adjust', 'colchicine-toxicity', {
    source: label('colchicine', 'Contraindications 4: P-gp inhibitors in renal or hepatic impairment; Dosage 2.4: reduced doses with P-gp inhibitors'),
    description: 'Cyclosporine raises colchicine levels (neuromuscular and bone marrow toxicity).',
    mechanism: 'P-glycoprotein and CYP3A4 inhibition.',
    management: 'Never together in renal or hepatic impairment (labelled): check kidney and liver function first. With normal function, reduce the colchicine dose per labelling (Dosage 2.4) and monitor.',
  }),
  rule('colchicine-moderate-3a4', { drugs: ['colchicine'] }, { classes: ['moderate-cyp3a4-inhibitor'] }, 'adjust', 'colchicine-toxicity', {
    source: label('colchicine', 'Dosage 2.4: moderate CYP3A4 inhibitors'),
    description: 'Moderate CYP3A4 inhibitors raise colchicine levels.',
    mechanism: 'CYP3A4 (and for verapamil, P-gp) inhibition.',
    management: 'Reduce the colchicine dose per labelling and monitor for diarrhoea, myopathy and cytopenias.',
  }),
  rule('calcineurin-strong-3a4', { classes: ['calcineurin-inhibitor'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'adjust', 'levels', {
    source: label('tacrolimus / cyclosporine', 'Drug Interactions 7: strong CYP3A4 inhibitors, reduce dose and monitor levels'),
    description: 'Strong CYP3A4 inhibitors cause large rises in tacrolimus or cyclosporine levels (nephrotoxicity, neurotoxicity).',
    mechanism: 'Inhibition of CYP3A4 and P-gp.',
    management: 'Make a pre-emptive dose reduction with specialist input and frequent trough levels, or choose an anti-infective without CYP3A4 inhibition.',
  }),
  rule('calcineurin-moderate-3a4', { classes: ['calcineurin-inhibitor'] }, { classes: ['moderate-cyp3a4-inhibitor'] }, 'adjust', 'levels', {
    source: label('tacrolimus / cyclosporine', 'Drug Interactions 7'),
    description: 'Moderate CYP3A4 inhibitors raise tacrolimus or cyclosporine levels.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Monitor trough levels and renal function after starting or stopping; adjust the dose.',
  }),
  rule('calcineurin-inducers', { classes: ['calcineurin-inhibitor'] }, { classes: ['cyp3a4-inducer'] }, 'adjust', 'levels', {
    source: label('tacrolimus / cyclosporine', 'Drug Interactions 7: strong CYP3A4 inducers'),
    description: 'Enzyme inducers sharply lower tacrolimus or cyclosporine levels, with a risk of transplant rejection.',
    mechanism: 'Induction of CYP3A4 and P-gp.',
    management: 'Prefer a non-inducing alternative; otherwise increase the dose with close trough-level monitoring under specialist care.',
  }),

  // ── Strong and moderate CYP3A4 inhibitors with other substrates ────────────────────────────
  rule('strong-3a4-opioids', { classes: ['strong-cyp3a4-inhibitor'] }, { drugs: ['fentanyl', 'oxycodone'] }, 'adjust', 'opioid-levels', {
    source: label('fentanyl / oxycodone', 'Boxed Warning: CYP3A4 interaction'),
    description: 'Strong CYP3A4 inhibitors raise fentanyl or oxycodone levels, with potentially fatal respiratory depression (boxed warning).',
    mechanism: 'Inhibition of CYP3A4 metabolism of the opioid.',
    management: 'Reduce the opioid dose and monitor closely for sedation and respiratory depression; take particular care when the inhibitor is stopped later, as opioid levels will fall.',
  }),
  rule('moderate-3a4-opioids', { classes: ['moderate-cyp3a4-inhibitor'] }, { drugs: ['fentanyl', 'oxycodone'] }, 'monitor', 'opioid-levels', {
    source: label('fentanyl / oxycodone', 'Boxed Warning: CYP3A4 interaction'),
    description: 'Moderate CYP3A4 inhibitors can raise fentanyl or oxycodone levels.',
    mechanism: 'Inhibition of CYP3A4 metabolism of the opioid.',
    management: 'Monitor for sedation and respiratory depression; consider a lower opioid dose.',
  }),
  rule('strong-3a4-methadone', { classes: ['strong-cyp3a4-inhibitor'] }, { drugs: ['methadone'] }, 'monitor', 'opioid-levels', {
    source: label('methadone', 'Drug Interactions 7: CYP3A4 inhibitors'),
    description: 'CYP3A4 inhibitors can raise methadone levels (sedation, respiratory depression, QT prolongation).',
    mechanism: 'Methadone is metabolised partly by CYP3A4.',
    management: 'Monitor for sedation and the QTc; adjust the methadone dose if needed.',
  }),
  rule('inducer-opioids', { classes: ['cyp3a4-inducer'] }, { drugs: ['methadone', 'oxycodone', 'fentanyl'] }, 'adjust', 'opioid-levels', {
    source: label('methadone / oxycodone / fentanyl', 'Drug Interactions 7: CYP3A4 inducers'),
    description: 'Enzyme inducers lower opioid levels, causing loss of analgesia or opioid withdrawal (notably with methadone).',
    mechanism: 'Induction of CYP3A4.',
    management: 'Monitor for withdrawal or poor pain control and adjust the dose; opioid levels rise again when the inducer is stopped.',
  }),
  rule('strong-3a4-quetiapine', { classes: ['strong-cyp3a4-inhibitor'] }, { drugs: ['quetiapine'] }, 'adjust', 'levels', {
    source: label('quetiapine', 'Dosage 2.5: one-sixth dose with strong CYP3A4 inhibitors'),
    description: 'Strong CYP3A4 inhibitors raise quetiapine levels (sedation, hypotension, QT prolongation).',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Reduce quetiapine to one-sixth of the original dose (labelled) and increase it again after the inhibitor is stopped.',
  }),
  rule('inducer-quetiapine', { classes: ['cyp3a4-inducer'] }, { drugs: ['quetiapine'] }, 'adjust', 'levels', {
    source: label('quetiapine', 'Dosage 2.6: up to fivefold dose with strong inducers'),
    description: 'Enzyme inducers markedly reduce quetiapine levels and effect.',
    mechanism: 'CYP3A4 induction.',
    management: 'Quetiapine dose may need to be increased up to fivefold (labelled); reduce again after the inducer is stopped.',
  }),
  rule('strong-3a4-pde5', { classes: ['strong-cyp3a4-inhibitor'] }, { classes: ['pde5'] }, 'adjust', 'levels', {
    source: label('sildenafil / tadalafil', 'Drug Interactions 7: CYP3A4 inhibitors'),
    description: 'Strong CYP3A4 inhibitors raise sildenafil or tadalafil levels (hypotension, syncope, priapism).',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Use reduced doses per labelling (e.g. sildenafil no more than 25 mg in 48 hours with ritonavir); check the PDE5 inhibitor\'s label for pulmonary-hypertension doses.',
  }),
  rule('azole-alprazolam', { drugs: ['ketoconazole', 'itraconazole', 'posaconazole', 'voriconazole', 'clarithromycin'] }, { drugs: ['alprazolam'] }, 'contraindicated', 'levels', {
    source: label('alprazolam', 'Contraindications 4: strong CYP3A inhibitors except ritonavir'),
    description: 'Strong CYP3A4 inhibitors other than ritonavir (azoles, clarithromycin) greatly increase alprazolam levels (prolonged sedation).',
    mechanism: 'Strong CYP3A4 inhibition.',
    management: 'Contraindicated (labelled); use a benzodiazepine not dependent on CYP3A4, such as lorazepam.',
  }),
  rule('macrolide-ritonavir-alprazolam', { drugs: RITONAVIR_PRODUCTS }, { drugs: ['alprazolam'] }, 'adjust', 'levels', {
    source: label('alprazolam', 'Drug Interactions 7: ritonavir'),
    description: 'Ritonavir increases alprazolam levels and sedation.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Reduce the alprazolam dose (labelled) or use lorazepam, and monitor for sedation.',
  }),
  rule('macrolide-carbamazepine', { drugs: ['clarithromycin', 'erythromycin'] }, { drugs: ['carbamazepine'] }, 'monitor', 'levels', {
    source: label('carbamazepine', 'Drug Interactions 7: CYP3A4 inhibitors'),
    description: 'Clarithromycin and erythromycin raise carbamazepine levels (dizziness, ataxia, toxicity).',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Prefer azithromycin; otherwise monitor carbamazepine levels and symptoms.',
  }),
  rule('ccb-azole-carbamazepine', { drugs: ['diltiazem', 'verapamil', 'fluconazole'] }, { drugs: ['carbamazepine'] }, 'monitor', 'levels', {
    source: label('carbamazepine', 'Drug Interactions 7: CYP3A4 inhibitors'),
    description: 'These CYP3A4 inhibitors can raise carbamazepine levels.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Monitor carbamazepine levels and for toxicity.',
  }),

  // ── Enzyme inducers with antivirals, antifungals, contraceptives and others ─────────────────
  // Atazanavir's label forbids rifampin and St John's wort (Contraindications 4) but calls unboosted
  // atazanavir with carbamazepine or phenytoin "not recommended" (Drug Interactions 7).
  rule('atazanavir-antiepileptic-inducers', { drugs: ['carbamazepine', 'phenytoin'] }, { drugs: ['atazanavir'] }, 'avoid', 'levels', {
    source: label('atazanavir', 'Drug Interactions 7: carbamazepine, phenytoin, phenobarbital, not recommended without ritonavir'),
    description: 'Carbamazepine and phenytoin lower atazanavir levels, with loss of antiviral effect and resistance; with ritonavir boosting, the antiepileptic level changes too.',
    mechanism: 'Induction of CYP3A4 (atazanavir); ritonavir inhibits carbamazepine metabolism.',
    management: 'Avoid unboosted atazanavir with these (labelled "not recommended"); with atazanavir/ritonavir, monitor the antiepileptic level and the viral load, with HIV specialist advice.',
  }),
  rule('inducer-ritonavir', { classes: ['cyp3a4-inducer'] }, { classes: ['protease-inhibitor'] }, 'contraindicated', 'levels', {
    source: label('nirmatrelvir/ritonavir / ritonavir', 'Contraindications 4: strong CYP3A inducers') + '; ' + ONC,
    description: 'Enzyme inducers lower protease-inhibitor levels (nirmatrelvir, atazanavir, ritonavir-boosted drugs), with loss of antiviral effect and resistance.',
    mechanism: 'Induction of CYP3A4 and P-gp.',
    management: 'Contraindicated with nirmatrelvir/ritonavir (labelled: rifampin, carbamazepine, phenytoin, St John\'s wort) and with atazanavir (rifampin, St John\'s wort); choose another COVID-19 treatment, and seek HIV specialist advice for other regimens.',
  }),
  rule('inducer-voriconazole', { drugs: ['rifampin', 'carbamazepine', 'st-johns-wort'] }, { drugs: ['voriconazole'] }, 'contraindicated', 'levels', {
    source: label('voriconazole', 'Contraindications 4: rifampin, carbamazepine, St John\'s wort'),
    description: 'Voriconazole levels fall drastically, with risk of treatment failure.',
    mechanism: 'Induction of CYP2C19, CYP2C9 and CYP3A4.',
    management: 'Contraindicated (labelled); use another antifungal.',
  }),
  pair('phenytoin-voriconazole', 'phenytoin', 'voriconazole', 'adjust', 'levels', {
    source: label('voriconazole', 'Dosage 2 and Drug Interactions 7: phenytoin'),
    description: 'Phenytoin lowers voriconazole levels and voriconazole raises phenytoin levels.',
    mechanism: 'Two-way CYP interaction.',
    management: 'Increase the voriconazole dose per labelling and monitor phenytoin levels.',
  }),
  rule('inducer-contraceptive', { classes: ['cyp3a4-inducer'] }, { classes: ['hormonal-contraceptive'] }, 'avoid', 'contraceptive-failure', {
    source: label('combined hormonal contraceptives', 'Drug Interactions 7: use another method with enzyme inducers'),
    description: 'Enzyme inducers reduce estrogen and progestogen levels, with a risk of contraceptive failure and unintended pregnancy.',
    mechanism: 'Induction of CYP3A4 metabolism of contraceptive steroids.',
    management: 'Avoid relying on the pill: use a method not affected by enzyme inducers (copper or levonorgestrel IUD, or progestogen injection) during and for 28 days after the inducer.',
  }),
  // Oxcarbazepine is a weak CYP3A4 inducer overall, but its label names hormonal contraception.
  rule('oxcarbazepine-contraceptive', { drugs: ['oxcarbazepine'] }, { classes: ['hormonal-contraceptive'] }, 'avoid', 'contraceptive-failure', {
    source: label('oxcarbazepine (Trileptal)', 'Drug Interactions 7 and Warnings and Precautions 5: hormonal contraceptives may be less effective (ethinyl estradiol AUC 48–52 % and levonorgestrel AUC 32–52 % lower)') + '; ' + label('combined hormonal contraceptives', 'Drug Interactions 7: oxcarbazepine among the inducers, use another or a back-up method'),
    description: 'Oxcarbazepine lowers ethinyl estradiol and levonorgestrel levels by about a third to a half, with a risk of contraceptive failure and unintended pregnancy.',
    mechanism: 'Induction of CYP3A4 metabolism of contraceptive steroids by oxcarbazepine and its active metabolite.',
    management: 'Avoid relying on the pill: use a method not affected by enzyme inducers (copper or levonorgestrel IUD, or progestogen injection) during and for 28 days after oxcarbazepine.',
  }),
  pair('contraceptive-lamotrigine', 'ethinyl-estradiol', 'lamotrigine', 'adjust', 'levels', {
    source: label('lamotrigine', 'Dosage 2.1: estrogen-containing contraceptives'),
    description: 'Estrogen-containing contraceptives roughly halve lamotrigine levels, with possible loss of seizure control; levels rise in the pill-free week.',
    mechanism: 'Induction of lamotrigine glucuronidation by ethinyl estradiol.',
    management: 'Adjust the lamotrigine dose when starting or stopping the contraceptive and monitor clinically (and levels if available).',
  }),
  rule('inducer-theophylline', { classes: ['cyp3a4-inducer'] }, { drugs: ['theophylline'] }, 'adjust', 'levels', {
    source: label('theophylline', 'Drug Interactions 7'),
    description: 'Enzyme inducers lower theophylline levels and effect.',
    mechanism: 'Induction of CYP1A2 and other CYP enzymes.',
    management: 'Monitor theophylline levels and adjust the dose.',
  }),
  rule('inducer-levothyroxine', { drugs: ['rifampin', 'carbamazepine', 'phenytoin'] }, { drugs: ['levothyroxine'] }, 'monitor', 'levels', {
    source: label('levothyroxine', 'Drug Interactions 7: enzyme inducers'),
    description: 'Enzyme inducers can increase levothyroxine requirements.',
    mechanism: 'Increased hepatic metabolism of thyroid hormone.',
    management: 'Check TSH after starting or stopping the inducer.',
  }),

  // ── Antiepileptics ─────────────────────────────────────────────────────────────────────────
  pair('valproate-lamotrigine', 'valproate', 'lamotrigine', 'adjust', 'levels', {
    source: label('lamotrigine', 'Boxed Warning and Dosage 2.1: valproate schedule'),
    description: 'Valproate about doubles lamotrigine levels, increasing the risk of serious rash (including Stevens–Johnson syndrome).',
    mechanism: 'Inhibition of lamotrigine glucuronidation.',
    management: 'Use the lamotrigine titration schedule for patients taking valproate (lower starting dose, slower escalation) and warn about rash.',
  }),
  pair('carbamazepine-lamotrigine', 'carbamazepine', 'lamotrigine', 'adjust', 'levels', {
    source: label('lamotrigine', 'Dosage 2.1: enzyme-inducing co-therapy'),
    description: 'Carbamazepine lowers lamotrigine levels.',
    mechanism: 'Induction of glucuronidation.',
    management: 'Use the lamotrigine dosing schedule for enzyme-inducing co-therapy.',
  }),
  pair('carbamazepine-valproate', 'carbamazepine', 'valproate', 'monitor', 'levels', {
    source: label('valproate', 'Drug Interactions 7: carbamazepine'),
    description: 'Carbamazepine lowers valproate levels; valproate can raise carbamazepine-epoxide levels.',
    mechanism: 'Enzyme induction and epoxide hydrolase inhibition.',
    management: 'Monitor levels and clinical response of both drugs.',
  }),
  pair('phenytoin-valproate', 'phenytoin', 'valproate', 'monitor', 'levels', {
    source: label('valproate', 'Drug Interactions 7: phenytoin'),
    description: 'Complex interaction: valproate displaces phenytoin from protein binding and inhibits its metabolism; phenytoin lowers valproate levels.',
    mechanism: 'Protein-binding displacement and enzyme effects.',
    management: 'Interpret total phenytoin levels with care (free levels preferred) and monitor both drugs.',
  }),
  pair('phenytoin-fluconazole', 'phenytoin', 'fluconazole', 'monitor', 'levels', {
    source: label('fluconazole', 'Drug Interactions 7: phenytoin'),
    description: 'Fluconazole raises phenytoin levels (toxicity: nystagmus, ataxia).',
    mechanism: 'CYP2C9 inhibition.',
    management: 'Monitor phenytoin levels and reduce the dose if needed.',
  }),

  // ── Serotonergic drugs ─────────────────────────────────────────────────────────────────────
  // Fentanyl is not among the MAOI labels' contraindications; its own label says "not recommended"
  // (maoi-opioid below).
  rule('maoi-serotonergic', { classes: ['maoi'] }, { classes: ['ssri', 'snri', 'tca', 'triptan'], drugs: ['trazodone', 'mirtazapine', 'tramadol', 'methadone', 'meperidine', 'dextromethorphan', 'st-johns-wort', 'cyclobenzaprine'] }, 'contraindicated', 'serotonin', {
    source: label('phenelzine / tranylcypromine / selegiline (Emsam)', 'Contraindications 4') + '; ' + ONC,
    description: 'Risk of severe, potentially fatal serotonin syndrome (hyperthermia, rigidity, autonomic instability).',
    mechanism: 'MAO inhibition prevents serotonin breakdown while the other drug increases serotonin release or blocks its reuptake.',
    management: 'Contraindicated. Allow a washout: at least 14 days after stopping an MAOI (5 weeks after stopping fluoxetine before starting an MAOI).',
  }),
  rule('maoi-bupropion', { classes: ['maoi'] }, { drugs: ['bupropion'] }, 'contraindicated', 'hypertension', {
    source: label('bupropion', 'Contraindications 4: MAOIs'),
    description: 'Risk of hypertensive reactions.',
    mechanism: 'Bupropion increases noradrenaline and dopamine, whose breakdown the MAOI blocks.',
    management: 'Contraindicated (labelled); allow at least 14 days between stopping the MAOI and starting bupropion.',
  }),
  rule('maoi-buspirone', { classes: ['maoi'] }, { drugs: ['buspirone'] }, 'avoid', 'hypertension', {
    source: label('buspirone (BuSpar)', 'Warnings and Drug Interactions: MAOIs, elevated blood pressure reported; not to be used concomitantly'),
    description: 'Elevated blood pressure has been reported when buspirone was added to an MAO inhibitor.',
    mechanism: 'Not fully defined; buspirone acts on serotonin and dopamine receptors whose transmitters MAO inhibition raises.',
    management: 'Avoid: the buspirone label recommends not using it with an MAO inhibitor.',
  }),
  rule('linezolid-serotonergic', { drugs: ['linezolid', 'methylene-blue'] }, { classes: ['serotonergic'] }, 'avoid', 'serotonin', {
    source: label('linezolid', 'Contraindications 4 (serotonergic agents unless closely observed); FDA Drug Safety Communication 2011'),
    description: 'Serotonin syndrome has been reported when linezolid or methylene blue is given with serotonergic drugs.',
    mechanism: 'Linezolid is a reversible non-selective MAO inhibitor; methylene blue inhibits MAO-A.',
    management: 'Avoid: use another antibiotic, or, if linezolid is essential, stop the serotonergic drug and monitor for serotonin syndrome for 2 weeks (5 weeks for fluoxetine) or until 24 hours after the last linezolid dose, whichever comes first.',
  }),
  rule('serotonergic-serotonergic', { classes: ['serotonergic'] }, { classes: ['serotonergic'] }, 'monitor', 'serotonin', {
    source: label('SSRIs, SNRIs, triptans, tramadol', 'Warnings: serotonin syndrome with other serotonergic drugs'),
    description: 'Combining serotonergic drugs increases the risk of serotonin syndrome (agitation, tremor, clonus, hyperreflexia, hyperthermia).',
    mechanism: 'Additive serotonergic activity (reuptake inhibition, release or receptor agonism).',
    management: 'Use the lowest effective doses, warn the patient about symptoms, and review after starting or increasing either drug; two antidepressants of the same class add risk without benefit.',
  }),
  rule('cyp2d6-codeine-tramadol', { classes: ['strong-cyp2d6-inhibitor'] }, { drugs: ['codeine', 'tramadol'] }, 'monitor', 'activation', {
    source: label('codeine / tramadol', 'Drug Interactions 7: CYP2D6 inhibitors'),
    description: 'Strong CYP2D6 inhibitors reduce the conversion of codeine and tramadol to their active analgesic metabolites (poor pain control; more serotonergic effect from tramadol).',
    mechanism: 'Inhibition of CYP2D6 O-demethylation.',
    management: 'Choose an analgesic not activated by CYP2D6, or monitor for lack of effect and for serotonin toxicity.',
  }),
  pair('bupropion-tramadol', 'bupropion', 'tramadol', 'monitor', 'seizures', {
    source: label('bupropion', 'Warnings: seizure threshold'),
    description: 'Both lower the seizure threshold.',
    mechanism: 'Additive pro-convulsant effects; bupropion also inhibits tramadol activation by CYP2D6.',
    management: 'Prefer another analgesic in patients with seizure risk; otherwise use the lowest doses.',
  }),
  rule('cyp2d6-tamoxifen', { classes: ['strong-cyp2d6-inhibitor'] }, { drugs: ['tamoxifen'] }, 'monitor', 'activation', {
    source: label('tamoxifen', 'Clinical Pharmacology 12.3: CYP2D6 inhibitors'),
    description: 'Strong CYP2D6 inhibitors reduce formation of endoxifen, the main active metabolite of tamoxifen, which may reduce its efficacy.',
    mechanism: 'CYP2D6 inhibition.',
    management: 'Prefer an antidepressant with little CYP2D6 inhibition (e.g. venlafaxine) in women taking tamoxifen.',
  }),
  rule('cyp2d6-amitriptyline', { classes: ['strong-cyp2d6-inhibitor'] }, { drugs: ['amitriptyline'] }, 'adjust', 'levels', {
    source: label('amitriptyline', 'Drug Interactions: CYP2D6 inhibitors'),
    description: 'Strong CYP2D6 inhibitors raise tricyclic levels (anticholinergic effects, QT prolongation, toxicity).',
    mechanism: 'CYP2D6 inhibition.',
    management: 'Use a lower amitriptyline dose and monitor for adverse effects.',
  }),
  pair('omeprazole-citalopram', 'omeprazole', 'citalopram', 'adjust', 'levels', {
    source: label('citalopram', 'Dosage 2.2: 20 mg cap with CYP2C19 inhibitors'),
    description: 'Omeprazole can raise citalopram levels.',
    mechanism: 'CYP2C19 inhibition.',
    management: 'The US label limits citalopram to 20 mg daily with CYP2C19 inhibitors; monitor the QTc in at-risk patients.',
  }),

  // ── CNS depressants ────────────────────────────────────────────────────────────────────────
  rule('opioid-benzodiazepine', { classes: ['opioid'] }, { classes: ['benzodiazepine', 'z-drug'] }, 'avoid', 'respiratory-depression', {
    source: label('opioids and benzodiazepines', 'Boxed Warning: reserve concomitant use for patients without alternatives'),
    description: 'Profound sedation, respiratory depression, coma and death (FDA boxed warning).',
    mechanism: 'Additive CNS and respiratory depression.',
    management: 'Avoid co-prescribing; if unavoidable, use the lowest doses for the shortest time, monitor for sedation, and consider naloxone.',
  }),
  rule('maoi-opioid', { classes: ['maoi'] }, { classes: ['opioid'] }, 'avoid', 'maoi-opioid', {
    source: label('opioid analgesics (oxycodone, morphine, hydrocodone, codeine, buprenorphine, fentanyl; 2016 class labeling)', 'Drug Interactions 7: MAOIs, not recommended within 14 days'),
    description: 'MAO inhibitors with an opioid can cause serotonin syndrome or opioid toxicity (respiratory depression, coma).',
    mechanism: 'MAO inhibition adds to the serotonergic and CNS-depressant effects of opioids.',
    management: 'Avoid (labelled "not recommended"): allow 14 days after stopping the MAOI; if an opioid is essential, use a test dose and small titrated doses with close monitoring.',
  }),
  rule('naltrexone-opioid', { classes: ['opioid'] }, { drugs: ['naltrexone'] }, 'contraindicated', 'opioid-antagonism', {
    source: label('naltrexone (Vivitrol, ReVia)', 'Contraindications 4: patients receiving opioid analgesics or with current opioid dependence'),
    description: 'Naltrexone blocks opioid analgesia and precipitates withdrawal in opioid-dependent patients; trying to overcome the blockade with high opioid doses can cause fatal overdose.',
    mechanism: 'Competitive mu-opioid receptor antagonism (long-acting).',
    management: 'Contraindicated (labelled): do not start naltrexone in a patient taking opioids (7-10 opioid-free days first); for pain in a patient on naltrexone, use non-opioid analgesia or regional anaesthesia with monitoring.',
  }),
  rule('opioid-muscle-relaxant', { classes: ['opioid'] }, { classes: ['muscle-relaxant'] }, 'avoid', 'respiratory-depression', {
    source: label('opioid analgesics (2016 class labeling)', 'Boxed Warning and Drug Interactions 7: benzodiazepines and other CNS depressants, including skeletal muscle relaxants'),
    description: 'An opioid with a centrally acting muscle relaxant: profound sedation, respiratory depression, coma and death (FDA boxed warning on other CNS depressants).',
    mechanism: 'Additive CNS and respiratory depression.',
    management: 'Avoid co-prescribing unless alternatives are inadequate; then use the lowest doses for the shortest time, monitor for sedation and consider naloxone.',
  }),
  rule('opioid-gabapentinoid', { classes: ['opioid'] }, { classes: ['gabapentinoid'] }, 'monitor', 'respiratory-depression', {
    source: 'FDA Drug Safety Communication 2019; ' + label('gabapentin / pregabalin', 'Warnings: respiratory depression'),
    description: 'Serious breathing problems can occur when gabapentin or pregabalin is combined with opioids (FDA warning).',
    mechanism: 'Additive CNS and respiratory depression.',
    management: 'Start the gabapentinoid at a low dose, titrate slowly, and monitor for sedation and breathing problems, especially in older adults and in lung disease.',
  }),

  // ── QT prolongation (general rule) ─────────────────────────────────────────────────────────
  rule('qt-qt', { classes: ['qt-prolonging'] }, { classes: ['qt-prolonging'] }, 'monitor', 'qt', {
    source: 'CredibleMeds known-risk list; ' + label('QT-prolonging drugs', 'Warnings: QT prolongation'),
    description: 'Two drugs with a known risk of torsades de pointes: additive QT prolongation.',
    mechanism: 'Both block cardiac repolarising potassium current (IKr).',
    management: 'If the patient has other risk factors (QTc >500 ms, hypokalaemia, hypomagnesaemia, bradycardia, heart failure, congenital long QT, older age), choose an alternative. Otherwise obtain a baseline ECG, correct electrolytes, and repeat the ECG after starting.',
  }),

  // ── Anti-infectives ────────────────────────────────────────────────────────────────────────
  rule('isotretinoin-tetracyclines', { drugs: ['isotretinoin'] }, { classes: ['tetracyclines'] }, 'contraindicated', 'intracranial-pressure', {
    source: 'EU SmPC of isotretinoin (e.g. Roaccutane, Aknenormin) 4.3 Contraindications: concomitant tetracyclines; ' + label('isotretinoin, Absorica', 'Warnings and Precautions 5: pseudotumor cerebri, avoid concomitant tetracyclines'),
    description: 'Isotretinoin with a tetracycline: benign intracranial hypertension (pseudotumor cerebri), with headache, nausea, vomiting, visual disturbance and papilloedema.',
    mechanism: 'Both can raise intracranial pressure; the risk adds up.',
    management: 'Contraindicated (EU SmPC; the US label says to avoid the combination): do not combine; stop the tetracycline before starting isotretinoin.',
  }),
  pair('ciprofloxacin-theophylline', 'ciprofloxacin', 'theophylline', 'avoid', 'levels', {
    source: label('ciprofloxacin', 'Boxed Warning / Drug Interactions 7: theophylline, avoid'),
    description: 'Ciprofloxacin raises theophylline levels, with risk of seizures and arrhythmias.',
    mechanism: 'CYP1A2 inhibition.',
    management: 'Avoid; use another antibiotic. If essential, reduce the theophylline dose and monitor levels.',
  }),
  rule('macrolide-theophylline', { drugs: ['clarithromycin', 'erythromycin'] }, { drugs: ['theophylline'] }, 'monitor', 'levels', {
    source: label('clarithromycin / erythromycin', 'Drug Interactions 7: theophylline'),
    description: 'Clarithromycin and erythromycin raise theophylline levels.',
    mechanism: 'CYP inhibition (CYP3A4 and CYP1A2).',
    management: 'Monitor theophylline levels or use azithromycin.',
  }),
  rule('chelation-fluoroquinolone', { classes: ['fluoroquinolone'] }, { classes: ['antacid', 'iron'] }, 'adjust', 'absorption', {
    source: label('fluoroquinolones', 'Dosage: separate from multivalent cations'),
    description: 'Calcium, antacids and iron markedly reduce fluoroquinolone absorption (treatment failure).',
    mechanism: 'Chelation by di- and trivalent cations in the gut.',
    management: 'Separate the doses: ciprofloxacin at least 2 hours before or 6 hours after the mineral product; levofloxacin at least 2 hours before or after; moxifloxacin at least 4 hours before or 8 hours after.',
  }),
  rule('chelation-doxycycline', { drugs: ['doxycycline'] }, { classes: ['antacid', 'iron'] }, 'adjust', 'absorption', {
    source: label('doxycycline', 'Drug Interactions: antacids, iron'),
    description: 'Calcium, antacids and iron reduce doxycycline absorption.',
    mechanism: 'Chelation in the gut.',
    management: 'Separate doses by at least 2–3 hours.',
  }),
  rule('chelation-tetracyclines', { drugs: ['tetracycline', 'minocycline'] }, { classes: ['antacid', 'iron'] }, 'adjust', 'absorption', {
    source: label('tetracycline hydrochloride; minocycline, Minocin', 'Precautions (Drug Interactions): antacids with aluminum, calcium or magnesium and iron preparations impair absorption'),
    description: 'Calcium, antacids and iron reduce tetracycline and minocycline absorption.',
    mechanism: 'Chelation by di- and trivalent cations in the gut.',
    management: 'Separate doses by at least 2–3 hours.',
  }),
  rule('fluoroquinolone-steroid', { classes: ['fluoroquinolone'] }, { classes: ['corticosteroid'] }, 'monitor', 'tendon', {
    source: label('fluoroquinolones', 'Boxed Warning: tendinitis, higher with corticosteroids'),
    description: 'Increased risk of tendinitis and tendon rupture (boxed warning), especially over age 60.',
    mechanism: 'Additive effects on tendon collagen.',
    management: 'Prefer another antibiotic where one is suitable; warn patients to stop and seek advice at the first sign of tendon pain.',
  }),
  rule('fluoroquinolone-antidiabetic', { classes: ['fluoroquinolone'] }, { classes: ['sulfonylurea', 'insulin'] }, 'monitor', 'glucose', {
    source: label('fluoroquinolones', 'Warnings: dysglycemia'),
    description: 'Fluoroquinolones can cause severe hypoglycaemia (and hyperglycaemia), including hypoglycaemic coma, in patients on sulfonylureas or insulin.',
    mechanism: 'Fluoroquinolones affect pancreatic insulin release (FDA 2018 warning).',
    management: 'Prefer another antibiotic in older adults on these drugs; otherwise monitor blood glucose closely.',
  }),
  rule('fluoroquinolone-nsaid', { classes: ['fluoroquinolone'] }, { classes: ['nsaid'] }, 'monitor', 'seizures', {
    source: label('fluoroquinolones', 'Drug Interactions 7: NSAIDs, CNS stimulation'),
    description: 'Possible increased risk of CNS stimulation and seizures.',
    mechanism: 'NSAIDs may enhance fluoroquinolone GABA-A antagonism.',
    management: 'Use caution in patients with epilepsy or other seizure risk.',
  }),
  rule('sulfonylurea-tmp-smx', { classes: ['sulfonylurea'] }, { drugs: SMX_PRODUCTS }, 'monitor', 'glucose', {
    source: label('glipizide / glimepiride', 'Drug Interactions 7'),
    description: 'Trimethoprim-sulfamethoxazole increases the risk of hypoglycaemia with sulfonylureas.',
    mechanism: 'CYP2C9 inhibition by sulfamethoxazole raises sulfonylurea levels.',
    management: 'Monitor glucose closely or choose another antibiotic.',
  }),
  rule('sulfonylurea-fluconazole', { classes: ['sulfonylurea'] }, { drugs: ['fluconazole'] }, 'monitor', 'glucose', {
    source: label('fluconazole', 'Drug Interactions 7: oral hypoglycemics'),
    description: 'Fluconazole increases the risk of hypoglycaemia with sulfonylureas.',
    mechanism: 'CYP2C9 inhibition raises sulfonylurea levels.',
    management: 'Monitor glucose and consider a temporary dose reduction.',
  }),
  rule('sulfonylurea-clarithromycin', { classes: ['sulfonylurea'] }, { drugs: ['clarithromycin'] }, 'monitor', 'glucose', {
    source: label('clarithromycin', 'Drug Interactions 7: oral hypoglycemics'),
    description: 'Clarithromycin is associated with hypoglycaemia in patients taking sulfonylureas.',
    mechanism: 'Raised sulfonylurea exposure (CYP3A4/OATP inhibition).',
    management: 'Prefer azithromycin, or monitor glucose closely.',
  }),
  rule('ppi-azole', { classes: ['ppi'] }, { drugs: ['itraconazole', 'ketoconazole'] }, 'adjust', 'absorption', {
    source: label('itraconazole / ketoconazole', 'Drug Interactions 7: gastric acid suppressors'),
    description: 'Acid suppression reduces absorption of itraconazole capsules and ketoconazole (treatment failure).',
    mechanism: 'These azoles need gastric acid to dissolve.',
    management: 'Use itraconazole oral solution instead of capsules, take the azole with an acidic drink, or choose another antifungal.',
  }),

  // ── Diabetes ───────────────────────────────────────────────────────────────────────────────
  rule('hypo-insulin-su-incretin-sglt2', { classes: ['insulin', 'sulfonylurea'] }, { classes: ['glp1', 'sglt2'] }, 'adjust', 'glucose', {
    source: label('GLP-1 RAs / SGLT2 inhibitors', 'Warnings: hypoglycemia with insulin or sulfonylureas'),
    description: 'Higher risk of hypoglycaemia when a GLP-1 receptor agonist or SGLT2 inhibitor is added to insulin or a sulfonylurea.',
    mechanism: 'Additive glucose lowering.',
    management: 'Consider reducing the insulin or sulfonylurea dose when starting, especially if HbA1c is near target, and monitor glucose.',
  }),
  rule('hypo-su-dpp4', { classes: ['insulin', 'sulfonylurea'] }, { classes: ['dpp4'] }, 'adjust', 'glucose', {
    source: label('sitagliptin', 'Warnings 5: hypoglycemia with insulin or sulfonylureas'),
    description: 'Slightly higher risk of hypoglycaemia with insulin or a sulfonylurea.',
    mechanism: 'Additive glucose lowering.',
    management: 'A lower insulin or sulfonylurea dose may be needed; monitor glucose.',
  }),
  rule('insulin-sulfonylurea', { classes: ['insulin'] }, { classes: ['sulfonylurea'] }, 'adjust', 'glucose', {
    source: label('sulfonylureas', 'Warnings: hypoglycemia'),
    description: 'Higher risk of hypoglycaemia.',
    mechanism: 'Additive glucose lowering.',
    management: 'Reduce or stop the sulfonylurea when intensifying insulin; monitor glucose.',
  }),
  pair('pioglitazone-insulin', 'pioglitazone', 'insulin', 'monitor', 'heart-failure', {
    source: label('pioglitazone', 'Warnings 5.1: congestive heart failure with insulin'),
    description: 'More fluid retention, oedema and heart failure than with either drug alone.',
    mechanism: 'Additive sodium and fluid retention.',
    management: 'Pioglitazone is unsuitable in NYHA class III–IV heart failure; monitor weight and oedema and reduce doses if needed.',
  }),
  rule('beta-blocker-hypoglycaemia', { classes: ['beta-blocker'] }, { classes: ['insulin', 'sulfonylurea'] }, 'monitor', 'glucose', {
    source: label('beta blockers', 'Warnings: masked hypoglycemia'),
    description: 'Beta blockers can mask warning symptoms of hypoglycaemia (tremor, palpitations) and, when non-selective, delay recovery.',
    mechanism: 'Blockade of adrenergic responses to hypoglycaemia.',
    management: 'Prefer a cardioselective beta blocker; educate patients that sweating may be the remaining warning sign.',
  }),
  rule('steroid-antidiabetic', { classes: ['corticosteroid'] }, { classes: ['insulin', 'sulfonylurea', 'biguanide', 'sglt2', 'dpp4', 'glp1', 'tzd'] }, 'monitor', 'glucose', {
    source: label('corticosteroids', 'Drug Interactions: antidiabetic agents'),
    description: 'Systemic corticosteroids raise blood glucose and reduce the effect of glucose-lowering drugs.',
    mechanism: 'Increased hepatic glucose output and insulin resistance.',
    management: 'Monitor glucose (afternoon and evening values with morning prednisone) and adjust therapy; reverse adjustments as the steroid is tapered.',
  }),
  rule('sglt2-loop', { classes: ['sglt2'] }, { classes: ['loop-diuretic'] }, 'monitor', 'volume', {
    source: label('empagliflozin / dapagliflozin', 'Warnings: volume depletion with diuretics'),
    description: 'Additive diuresis can cause volume depletion and hypotension.',
    mechanism: 'Osmotic diuresis and natriuresis from SGLT2 inhibition plus loop diuretic effect.',
    management: 'Assess volume status; consider reducing the diuretic dose when starting an SGLT2 inhibitor.',
  }),

  // ── Thyroid and minerals ───────────────────────────────────────────────────────────────────
  rule('levothyroxine-ppi', { drugs: ['levothyroxine'] }, { drugs: ['esomeprazole', 'pantoprazole'] }, 'minor', 'absorption', {
    source: label('levothyroxine', 'Drug Interactions 7: proton-pump inhibitors') + '; graded mild as the spec grades omeprazole',
    description: 'Reduced levothyroxine absorption with long-term PPI use.',
    mechanism: 'Levothyroxine absorption depends on gastric acidity.',
    management: 'Check TSH 6–8 weeks after starting or stopping the PPI.',
  }),
  pair('levothyroxine-calcium', 'levothyroxine', 'calcium-carbonate', 'adjust', 'absorption', {
    source: label('levothyroxine', 'Dosage 2.1: separate by 4 hours'),
    description: 'Calcium carbonate reduces levothyroxine absorption (higher TSH).',
    mechanism: 'Binding of levothyroxine in the gut.',
    management: 'Take levothyroxine at least 4 hours apart from calcium; recheck TSH if the pattern changes.',
  }),
  pair('levothyroxine-iron', 'levothyroxine', 'ferrous-sulfate', 'adjust', 'absorption', {
    source: label('levothyroxine', 'Dosage 2.1: separate by 4 hours'),
    description: 'Oral iron reduces levothyroxine absorption (higher TSH).',
    mechanism: 'Formation of insoluble iron–thyroxine complexes.',
    management: 'Take levothyroxine at least 4 hours apart from iron; recheck TSH.',
  }),
  rule('ppi-iron', { classes: ['ppi'] }, { drugs: ['ferrous-sulfate'] }, 'minor', 'absorption', {
    source: label('omeprazole / esomeprazole / pantoprazole', 'Drug Interactions 7: iron salts'),
    description: 'PPIs can reduce absorption of non-heme iron.',
    mechanism: 'Gastric acid is needed to reduce dietary and supplemental iron to its absorbable form.',
    management: 'Monitor the response to iron therapy; consider IV iron if oral iron fails.',
  }),
  pair('calcium-iron', 'calcium-carbonate', 'ferrous-sulfate', 'minor', 'absorption', {
    source: 'BNF Appendix 1: calcium salts with oral iron',
    description: 'Calcium reduces the absorption of oral iron.',
    mechanism: 'Competition for absorption and raised gastric pH.',
    management: 'Take iron and calcium at different times of day.',
  }),

  // ── Nitrates ───────────────────────────────────────────────────────────────────────────────
  rule('pde5-nitrate', { classes: ['pde5'] }, { classes: ['nitrate'] }, 'contraindicated', 'hypotension', {
    source: label('sildenafil / tadalafil', 'Contraindications 4: nitrates'),
    description: 'Severe, potentially fatal hypotension.',
    mechanism: 'Both increase cyclic GMP, causing profound vasodilation.',
    management: 'Contraindicated. Do not give a nitrate within 24 hours of sildenafil or 48 hours of tadalafil.',
  }),
];

const sideDrugs = (side: InteractionSide): Drug[] =>
  DRUGS.filter(
    (drug) =>
      (side.drugs ?? []).includes(drug.id) ||
      (side.classes ?? []).some((classId) => drug.classes.includes(classId)),
  );

const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

function buildTable(rules: readonly InteractionRule[]): Map<string, DrugInteraction> {
  const hits = new Map<string, InteractionRule[]>();
  for (const entry of rules) {
    const left = sideDrugs(entry.a);
    const right = sideDrugs(entry.b);
    for (const x of left) {
      for (const y of right) {
        if (x.id === y.id) continue;
        const key = pairKey(x.id, y.id);
        const list = hits.get(key) ?? [];
        // A later rule never repeats a topic already covered for this pair by a more specific one.
        if (!list.some((seen) => seen.id === entry.id || seen.topic === entry.topic)) list.push(entry);
        hits.set(key, list);
      }
    }
  }
  const table = new Map<string, DrugInteraction>();
  for (const [key, list] of hits) {
    const [a, b] = key.split('|') as [string, string];
    const level = list.map((entry) => entry.level).reduce(worseLevel);
    table.set(key, {
      drugs: [a, b],
      severity: SEVERITY_OF_LEVEL[level],
      level,
      description: list.map((entry) => entry.description).join(' '),
      mechanism: list.map((entry) => entry.mechanism).join(' '),
      management: list.map((entry) => entry.management).join(' '),
      sources: list.map((entry) => entry.source),
      ruleIds: list.map((entry) => entry.id),
    });
  }
  return table;
}

const TABLE = buildTable(INTERACTION_RULES);

/** The expanded interaction table: one entry per interacting pair of catalogue drugs, built from INTERACTION_RULES. */
export const INTERACTION_TABLE: readonly DrugInteraction[] = [...TABLE.values()];

/** Looks up the interaction between two drugs (generic or brand names, or ids), in either order. */
export function getInteraction(first: string, second: string): DrugInteraction | undefined {
  const a = findDrug(first);
  const b = findDrug(second);
  if (!a || !b || a.id === b.id) return undefined;
  return TABLE.get(pairKey(a.id, b.id));
}

/**
 * Every interaction among the selected medications (spec §5): looked up only when at least 2
 * distinct known drugs are selected; each pair appears once; sorted severe → moderate → mild,
 * then by drug names.
 */
export function findInteractions(selected: readonly string[]): InteractionResult[] {
  const drugs: Drug[] = [];
  for (const name of selected) {
    const drug = findDrug(name);
    if (drug && !drugs.some((seen) => seen.id === drug.id)) drugs.push(drug);
  }
  if (drugs.length < 2) return [];
  const results: InteractionResult[] = [];
  for (let i = 0; i < drugs.length; i += 1) {
    for (let j = i + 1; j < drugs.length; j += 1) {
      const x = drugs[i];
      const y = drugs[j];
      if (!x || !y) continue;
      const interaction = TABLE.get(pairKey(x.id, y.id));
      if (!interaction) continue;
      const [idA, idB] = interaction.drugs;
      results.push({
        ...interaction,
        drugNames: [getDrugById(idA)?.name ?? idA, getDrugById(idB)?.name ?? idB],
      });
    }
  }
  return results.sort(
    (p, q) =>
      MAX_SEVERITY_RANK[p.severity] - MAX_SEVERITY_RANK[q.severity] ||
      p.drugNames[0].localeCompare(q.drugNames[0]) ||
      p.drugNames[1].localeCompare(q.drugNames[1]),
  );
}
