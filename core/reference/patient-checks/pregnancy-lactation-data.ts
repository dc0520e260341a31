// Pregnancy and breastfeeding rules (issue 35, DESIGN.md §9) as reviewable data: each entry names
// the catalogue drugs it covers, what the label tells the prescriber to do (its action, which gives
// the level through LEVEL_OF_ACTION: contraindicated → contraindicated, avoid/discontinue/do not
// breastfeed → major), why, and the label section it comes from. Only drugs whose US label says so
// in §4 Contraindications, a Boxed Warning, §8.1 Pregnancy or §8.2 Lactation are here.
//
// Statins are deliberately absent from the pregnancy rules: in July 2021 the FDA asked that the
// contraindication in pregnancy be removed from every statin label (FDA Drug Safety Communication,
// 20 July 2021); their §8.1 now leaves continuation to the prescriber. Their §8.2 still advises
// against breastfeeding, so they are in the lactation rules.
import { msg } from '../../i18n/msg';
import { ICD_10_CM, LOINC, SNOMED_CT } from '../../schemas/coding';
import type { LabelAction } from '../drug-interactions';
import type { RuleDrugs } from './rule-drugs';

/** One pregnancy or breastfeeding rule. */
export interface PregnancyLactationRule extends RuleDrugs {
  /** Stable id ("pregnancy.warfarin"), kept by CDS feedback per rule. */
  id: string;
  /** Which status makes the rule apply. */
  applies: 'pregnancy' | 'lactation';
  /** What the label says to do; the level is LEVEL_OF_ACTION[action]. */
  action: LabelAction;
  /** The harm, in the label's terms (msg()-marked). */
  reason: string;
  /** What the label says to do instead or how (msg()-marked). */
  management: string;
  /** The label and its sections (and the LactMed record for breastfeeding). */
  source: string;
}

/** Drugs whose label contraindicates them or tells the prescriber to stop them in pregnancy. */
export const PREGNANCY_RULES: readonly PregnancyLactationRule[] = [
  {
    id: 'pregnancy.valproate',
    applies: 'pregnancy',
    drugs: ['valproate'],
    action: 'avoid',
    reason: msg('major congenital malformations (notably neural tube defects), decreased IQ scores and neurodevelopmental disorders after exposure in utero.'),
    management: msg('Do not use in pregnancy unless other medicines have failed or are unacceptable for the patient’s epilepsy or bipolar disorder; contraindicated for migraine prevention in pregnancy.'),
    source: 'FDA label (Depakote, divalproex sodium): Boxed Warning (Fetal Risk); 4 Contraindications (pregnant women, for prophylaxis of migraine headaches); 5.2 Fetal Risk; 8.1 Pregnancy',
  },
  {
    id: 'pregnancy.warfarin',
    applies: 'pregnancy',
    drugs: ['warfarin'],
    action: 'contraindicated',
    reason: msg('warfarin crosses the placenta and can cause fetal harm (embryopathy, central nervous system abnormalities, fetal haemorrhage, pregnancy loss).'),
    management: msg('Contraindicated in pregnancy, except in women with mechanical heart valves at high risk of thromboembolism, where the benefit is weighed against the fetal risk.'),
    source: 'FDA label (Coumadin, warfarin sodium): 4 Contraindications (pregnancy, except in pregnant women with mechanical heart valves at high risk of thromboembolism); 8.1 Pregnancy',
  },
  {
    id: 'pregnancy.methotrexate',
    applies: 'pregnancy',
    drugs: ['methotrexate'],
    action: 'contraindicated',
    reason: msg('methotrexate can cause embryo-fetal toxicity, including fetal death and congenital malformations.'),
    management: msg('Contraindicated in pregnancy for non-neoplastic diseases (such as rheumatoid arthritis or psoriasis); in neoplastic diseases weigh the benefit against the fetal risk.'),
    source: 'FDA label (methotrexate tablets: Trexall, Xatmep): Boxed Warning (embryo-fetal toxicity); 4 Contraindications (pregnancy, in non-neoplastic diseases); 8.1 Pregnancy',
  },
  {
    id: 'pregnancy.renin-angiotensin',
    applies: 'pregnancy',
    classes: ['acei', 'arb', 'arni'],
    drugs: ['aliskiren'],
    action: 'avoid',
    reason: msg('drugs acting directly on the renin-angiotensin system reduce fetal kidney function and increase fetal and neonatal illness and death (oligohydramnios, skull hypoplasia, kidney failure).'),
    management: msg('Discontinue as soon as possible when pregnancy is detected.'),
    source: 'FDA labels of the ACE inhibitors (e.g. Zestril, lisinopril), angiotensin receptor blockers (e.g. Cozaar, losartan), Entresto (sacubitril/valsartan) and Tekturna (aliskiren): Boxed Warning (fetal toxicity); 5.x Fetal Toxicity; 8.1 Pregnancy',
  },
  {
    id: 'pregnancy.5-alpha-reductase-inhibitor',
    applies: 'pregnancy',
    drugs: ['finasteride', 'dutasteride'],
    action: 'contraindicated',
    reason: msg('a 5-alpha-reductase inhibitor blocks the formation of dihydrotestosterone and may cause abnormal external genitalia in a male fetus.'),
    management: msg('Contraindicated in pregnancy; a pregnant woman should not handle crushed or broken tablets or leaking capsules.'),
    source: 'FDA labels: Proscar (finasteride) 4 Contraindications (pregnancy), 8.1 Pregnancy; Avodart (dutasteride) 4 Contraindications (pregnancy), 8.1 Pregnancy',
  },
  {
    id: 'pregnancy.testosterone',
    applies: 'pregnancy',
    drugs: ['testosterone'],
    action: 'contraindicated',
    reason: msg('testosterone may cause virilization of a female fetus.'),
    management: msg('Contraindicated in pregnancy.'),
    source: 'FDA label (AndroGel, testosterone gel): 4 Contraindications (women who are pregnant); 8.1 Pregnancy',
  },
  {
    id: 'pregnancy.ergotamine',
    applies: 'pregnancy',
    drugs: ['ergotamine'],
    action: 'contraindicated',
    reason: msg('ergotamine has oxytocic effects and may cause fetal harm.'),
    management: msg('Contraindicated in women who are or may become pregnant.'),
    source: 'FDA label (Cafergot, ergotamine tartrate and caffeine): Contraindications (women who are or may become pregnant)',
  },
  {
    id: 'pregnancy.isotretinoin',
    applies: 'pregnancy',
    drugs: ['isotretinoin'],
    action: 'contraindicated',
    reason: msg('isotretinoin can cause severe, life-threatening birth defects even after a short exposure, and raises the risk of spontaneous abortion and premature birth.'),
    management: msg('Contraindicated in pregnancy: stop it at once if pregnancy occurs. In the US it is dispensed only through the iPLEDGE REMS (negative pregnancy tests and two forms of contraception before, during and for one month after treatment).'),
    source: 'FDA label (Absorica, isotretinoin): Boxed Warning (embryo-fetal toxicity; iPLEDGE REMS); 4 Contraindications (pregnancy); 5.1 Embryo-Fetal Toxicity; 8.1 Pregnancy',
  },
  {
    id: 'pregnancy.mycophenolate',
    applies: 'pregnancy',
    drugs: ['mycophenolate'],
    action: 'avoid',
    reason: msg('use in pregnancy raises the risk of first-trimester pregnancy loss and of congenital malformations (ear, face including cleft lip and palate, limbs, heart, oesophagus, kidneys, nervous system).'),
    management: msg('Avoid in pregnancy: consider immunosuppressants with less embryofetal risk. The label asks for pregnancy tests before and during treatment and for acceptable contraception in women who can become pregnant.'),
    source: 'FDA labels (CellCept, mycophenolate mofetil; Myfortic, mycophenolic acid): Boxed Warning (embryofetal toxicity); 5.1 Embryofetal Toxicity; 8.1 Pregnancy; 8.3 Females and Males of Reproductive Potential',
  },
  {
    id: 'pregnancy.leflunomide',
    applies: 'pregnancy',
    drugs: ['leflunomide'],
    action: 'contraindicated',
    reason: msg('leflunomide can cause fetal harm (teratogenic and embryolethal in animals at exposures below those in humans).'),
    management: msg('Contraindicated in pregnancy: exclude pregnancy before starting. If pregnancy occurs, stop it and start the accelerated drug elimination procedure (cholestyramine or activated charcoal) until plasma teriflunomide is below 0.02 mg/L.'),
    source: 'FDA label (Arava, leflunomide): Boxed Warning (embryo-fetal toxicity); 4 Contraindications (pregnancy); 5.1 Embryo-Fetal Toxicity; 8.1 Pregnancy',
  },
  {
    id: 'pregnancy.misoprostol',
    applies: 'pregnancy',
    drugs: ['misoprostol'],
    action: 'contraindicated',
    reason: msg('misoprostol can cause abortion, premature birth, birth defects or uterine rupture.'),
    management: msg('Contraindicated in pregnancy for reducing the risk of NSAID-induced ulcers; exclude pregnancy before starting it in a woman who can become pregnant. Obstetric uses are outside this label.'),
    source: 'FDA label (Cytotec, misoprostol): Boxed Warning; Contraindications (pregnant women, to reduce the risk of NSAID-induced ulcers); Precautions (Pregnancy)',
  },
  {
    id: 'pregnancy.tetracyclines',
    applies: 'pregnancy',
    drugs: ['tetracycline', 'minocycline'],
    action: 'avoid',
    reason: msg('tetracyclines cross the placenta: during tooth development (the last half of pregnancy) they can discolour the child’s teeth permanently, and they can cause fetal harm.'),
    management: msg('Do not use in pregnancy unless other antibiotics are not likely to be effective or are contraindicated.'),
    source: 'FDA labels: Solodyn (minocycline extended-release) 5.1 Teratogenic Effects (fetal harm; tooth discoloration during tooth development) and 8.1 Pregnancy; tetracycline hydrochloride capsules (a label without numbered sections), Warnings (tooth development: last half of pregnancy, infancy and childhood to 8 years; should not be used unless other drugs are not likely to be effective or are contraindicated) and Precautions (Pregnancy)',
  },
];

/** Drugs whose label advises against breastfeeding during treatment. */
export const LACTATION_RULES: readonly PregnancyLactationRule[] = [
  {
    id: 'lactation.codeine-tramadol',
    applies: 'lactation',
    drugs: ['codeine', 'tramadol'],
    action: 'avoid',
    reason: msg('in mothers who are ultra-rapid CYP2D6 metabolizers, morphine or O-desmethyltramadol in breast milk can cause excessive sleepiness and life-threatening breathing problems in the infant.'),
    management: msg('Breastfeeding is not recommended during treatment.'),
    source: 'FDA labels (codeine sulfate; Ultram, tramadol): 8.2 Lactation (breastfeeding is not recommended); FDA Drug Safety Communication, 20 April 2017; LactMed records "Codeine" and "Tramadol"',
  },
  {
    id: 'lactation.methotrexate',
    applies: 'lactation',
    drugs: ['methotrexate'],
    action: 'avoid',
    reason: msg('methotrexate passes into breast milk and may cause serious adverse reactions, including myelosuppression, in the breastfed infant.'),
    management: msg('Advise not to breastfeed during treatment and for 1 week after the last dose.'),
    source: 'FDA label (methotrexate tablets: Trexall, Xatmep): 8.2 Lactation; LactMed record "Methotrexate"',
  },
  {
    id: 'lactation.amiodarone',
    applies: 'lactation',
    drugs: ['amiodarone'],
    action: 'avoid',
    reason: msg('amiodarone and its active metabolite pass into breast milk and may cause serious adverse reactions (thyroid and cardiac effects) in the breastfed infant.'),
    management: msg('Advise not to breastfeed during treatment.'),
    source: 'FDA label (Pacerone, amiodarone tablets): 8.2 Lactation; LactMed record "Amiodarone"',
  },
  {
    id: 'lactation.statin',
    applies: 'lactation',
    classes: ['statin'],
    action: 'avoid',
    reason: msg('statins decrease the synthesis of cholesterol and possibly of other biologically active substances derived from it, and may harm the breastfed infant.'),
    management: msg('Breastfeeding is not recommended during treatment.'),
    source: 'FDA statin labels after the 2021 class labeling change (e.g. Lipitor, atorvastatin; Crestor, rosuvastatin; Zocor, simvastatin): 8.2 Lactation; LactMed records of each statin',
  },
];

/** Every pregnancy and breastfeeding rule, for the README's list. */
export const PREGNANCY_LACTATION_RULES: readonly PregnancyLactationRule[] = [...PREGNANCY_RULES, ...LACTATION_RULES];

/**
 * Who may be pregnant when the chart does not say: a stated convention, not a source's threshold.
 * It is wider than the WHO definition of women of reproductive age (15–49 years) so that early
 * menarche and late menopause are not missed; outside it, or for a male, no pregnancy status is asked.
 */
export const CHILDBEARING_AGE = {
  minYears: 12,
  maxYears: 55,
  basis: 'Convention: WHO "women of reproductive age" (15–49 years), widened to 12–55 for early menarche and late menopause',
} as const;

/** A code that says something about pregnancy or breastfeeding in a record. */
export interface StatusCode {
  system: string;
  code: string;
  display: string;
  /**
   * finding: the code itself states the status (a Condition or an Observation.code);
   * question: an Observation.code whose value gives the status;
   * answer: an Observation value.
   */
  role: 'finding' | 'question' | 'answer';
  /** The status a finding or an answer states; absent for a question. */
  status?: 'yes' | 'no' | 'unknown';
  source: string;
}

const IPS_PREGNANCY = 'HL7 International Patient Summary IG 1.1.0: Observation-pregnancy-status-uv-ips, ValueSet pregnancy-status-uv-ips and ConceptMap loinc-pregnancy-status-to-snomed-ct-uv-ips';

/** Codes that mean pregnancy (or its absence) in a Condition or Observation, for the context builder. */
export const PREGNANCY_CODES: readonly StatusCode[] = [
  { system: SNOMED_CT, code: '77386006', display: 'Pregnant', role: 'finding', status: 'yes', source: IPS_PREGNANCY + ' (LA15173-0 ~ 77386006)' },
  { system: SNOMED_CT, code: '72892002', display: 'Normal pregnancy', role: 'finding', status: 'yes', source: 'SNOMED CT; the Condition code Synthea writes (shared/fhir/synthea, Elsa Vargas)' },
  { system: SNOMED_CT, code: '60001007', display: 'Not pregnant', role: 'finding', status: 'no', source: IPS_PREGNANCY + ' (LA26683-5 ~ 60001007)' },
  { system: ICD_10_CM, code: 'Z33.1', display: 'Pregnant state, incidental', role: 'finding', status: 'yes', source: 'ICD-10-CM, chapter 21 (Z33 Pregnant state)' },
  { system: LOINC, code: '82810-3', display: 'Pregnancy status', role: 'question', source: IPS_PREGNANCY + ' (Observation.code pattern)' },
  { system: LOINC, code: '11449-6', display: 'Pregnancy status - Reported', role: 'question', source: 'LOINC; HL7 C-CDA Pregnancy Observation' },
  { system: LOINC, code: 'LA15173-0', display: 'Pregnant', role: 'answer', status: 'yes', source: IPS_PREGNANCY },
  { system: LOINC, code: 'LA26683-5', display: 'Not pregnant', role: 'answer', status: 'no', source: IPS_PREGNANCY },
  { system: LOINC, code: 'LA4489-6', display: 'Unknown', role: 'answer', status: 'unknown', source: IPS_PREGNANCY },
];

/** Codes that mean breastfeeding (or its absence), for the context builder. */
export const LACTATION_CODES: readonly StatusCode[] = [
  { system: SNOMED_CT, code: '413712001', display: 'Breastfeeding (mother)', role: 'finding', status: 'yes', source: 'SNOMED CT; gematik ISiK Stillstatus profile (Observation.code 63895-7 with SNOMED CT 413712001)' },
  { system: SNOMED_CT, code: '169750002', display: 'Mother currently breast-feeding', role: 'finding', status: 'yes', source: 'SNOMED CT; HL7 ePI IG value set (Breast-feeding)' },
  { system: LOINC, code: '63895-7', display: 'Breastfeeding status', role: 'question', source: 'LOINC; gematik ISiK Stillstatus and Charité Medikationsplan breastfeeding profiles' },
  { system: LOINC, code: 'LA29252-6', display: 'Currently breastfeeding', role: 'answer', status: 'yes', source: 'LOINC answer list of 63895-7 (Jembi Starter IG breastfeeding status value set)' },
  { system: LOINC, code: 'LA29253-4', display: 'Not currently breastfeeding', role: 'answer', status: 'no', source: 'LOINC answer list of 63895-7 (Jembi Starter IG; gematik ISiK StillstatusVS)' },
];
