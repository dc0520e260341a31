// Curated drug-drug interaction table for the built-in checker (spec §2, §5, §8, §9). Pure data
// and pure functions; no server call. Severity uses the spec's three levels:
//   severe   — avoid the combination, or it needs a major change (dose, monitoring, alternative);
//   moderate — usable with a dose adjustment, spacing or closer monitoring;
//   mild     — minor or limited clinical effect; be aware and monitor.
// The spec's five built-in interactions keep the severities the spec gives them, even where some
// references grade the pair higher (e.g. ACE inhibitor + ARB); the management text says so.
import { DRUGS, findDrug, getDrugById } from './drugs';
import type { Drug, DrugClassId } from './drugs';

/** The spec's three severity levels, most serious first. */
export const SEVERITIES = ['severe', 'moderate', 'mild'] as const;

/** One of 'severe', 'moderate' or 'mild'. */
export type Severity = (typeof SEVERITIES)[number];

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
  severity: Severity;
  description: string;
  mechanism: string;
  management: string;
}

/** One interacting pair of the expanded table; drugs holds the two catalogue ids in alphabetical order. */
export interface DrugInteraction {
  drugs: readonly [string, string];
  severity: Severity;
  description: string;
  mechanism: string;
  management: string;
  /** Ids of the rules this entry was built from. */
  ruleIds: readonly string[];
}

/** An interaction found among the selected medications, with display names. */
export interface InteractionResult extends DrugInteraction {
  drugNames: readonly [string, string];
}

/** Message shown when 2 or more drugs are selected and no pair interacts (spec §8). */
export const NO_INTERACTIONS_MESSAGE = 'No drug interactions found between the selected medications.';

/** Date the interaction table was last reviewed against its sources. */
export const INTERACTIONS_REVIEWED_ON = '2026-11-22';

/** The public references the interaction table was written from (our own wording throughout). */
export const INTERACTIONS_SOURCES: readonly { name: string; url?: string }[] = [
  { name: 'US FDA-approved prescribing information (drug labels), via DailyMed', url: 'https://dailymed.nlm.nih.gov/dailymed/' },
  { name: 'FDA Drug Development and Drug Interactions: Table of Substrates, Inhibitors and Inducers', url: 'https://www.fda.gov/drugs/drug-interactions-labeling/drug-development-and-drug-interactions-table-substrates-inhibitors-and-inducers' },
  { name: "Stockley's Drug Interactions (Pharmaceutical Press)" },
  { name: 'British National Formulary (BNF), Appendix 1: Interactions', url: 'https://bnf.nice.org.uk/interactions/' },
  { name: 'CredibleMeds QTdrugs list (drugs with a known risk of torsades de pointes)', url: 'https://crediblemeds.org/' },
  { name: 'American Geriatrics Society 2023 Updated AGS Beers Criteria (drug-drug interactions to avoid in older adults)', url: 'https://doi.org/10.1111/jgs.18372' },
  { name: 'FDA Drug Safety Communications: opioids with benzodiazepines (2016), gabapentinoids with CNS depressants (2019), fluoroquinolone dysglycaemia and tendinopathy (2016, 2018), linezolid and serotonergic psychiatric drugs (2011)' },
  { name: 'European Heart Rhythm Association practical guide on the use of non-vitamin K antagonist oral anticoagulants (NOAC drug interaction tables)' },
];

const MAX_SEVERITY_RANK: Record<Severity, number> = { severe: 0, moderate: 1, mild: 2 };

type RuleText = Pick<InteractionRule, 'description' | 'mechanism' | 'management'>;

const pair = (id: string, a: string, b: string, severity: Severity, topic: string, text: RuleText): InteractionRule => ({
  id,
  topic,
  a: { drugs: [a] },
  b: { drugs: [b] },
  severity,
  ...text,
});

const rule = (
  id: string,
  a: InteractionSide,
  b: InteractionSide,
  severity: Severity,
  topic: string,
  text: RuleText,
): InteractionRule => ({ id, topic, a, b, severity, ...text });

// Combined strong CYP3A4 and P-gp inhibitors named in the apixaban and rivaroxaban labels.
const STRONG_3A4_PGP_INHIBITORS = ['itraconazole', 'ketoconazole', 'ritonavir', 'nirmatrelvir-ritonavir'];
const RITONAVIR_PRODUCTS = ['ritonavir', 'nirmatrelvir-ritonavir'];
const SIMVA_LOVA = ['simvastatin', 'lovastatin'];

/** The curated rules, most specific first (explicit pairs, then drug-group rules, then class rules). */
export const INTERACTION_RULES: readonly InteractionRule[] = [
  // ── The spec's five built-in interactions (spec §9) ─────────────────────────────────────────
  pair('warfarin-aspirin', 'warfarin', 'aspirin', 'severe', 'bleeding', {
    description: 'Increased bleeding risk: aspirin adds platelet inhibition and gastric mucosal injury to warfarin anticoagulation, raising the risk of major and gastrointestinal bleeding.',
    mechanism: 'Pharmacodynamic: additive antiplatelet and anticoagulant effects; aspirin also damages the gastric mucosa. High-dose salicylate can raise the INR.',
    management: 'Combine only with a clear indication (e.g. recent ACS or mechanical valve per cardiology). Use aspirin 75–100 mg daily, add a PPI for gastroprotection, monitor INR and watch for bleeding. Avoid aspirin taken for pain.',
  }),
  pair('simvastatin-amlodipine', 'simvastatin', 'amlodipine', 'moderate', 'statin-levels', {
    description: 'Amlodipine raises simvastatin levels, increasing the risk of myopathy and rhabdomyolysis.',
    mechanism: 'Amlodipine is a weak CYP3A4 inhibitor and increases simvastatin exposure.',
    management: 'Do not exceed simvastatin 20 mg daily with amlodipine (FDA labelling). If more LDL lowering is needed, switch to atorvastatin or rosuvastatin. Ask about muscle pain or weakness.',
  }),
  pair('lisinopril-losartan', 'lisinopril', 'losartan', 'moderate', 'dual-raas', {
    description: 'Dual renin–angiotensin blockade (ACE inhibitor + ARB) increases the risk of hypotension, hyperkalemia and renal impairment without cardiovascular benefit in most patients.',
    mechanism: 'Additive blockade of the renin–angiotensin–aldosterone system (shown in ONTARGET and VA NEPHRON-D).',
    management: 'Avoid the combination in general practice; many references grade it as major. If a specialist continues it, check potassium, creatinine and blood pressure within 1–2 weeks and regularly thereafter.',
  }),
  pair('metformin-furosemide', 'metformin', 'furosemide', 'mild', 'lactic-acidosis', {
    description: 'Small risk of lactic acidosis: furosemide can raise metformin levels, and diuretic-induced volume depletion can reduce renal function.',
    mechanism: 'Furosemide increased metformin plasma concentrations in a single-dose study; dehydration and reduced eGFR lower metformin clearance.',
    management: 'Usually continued together. Monitor renal function (eGFR) and hydration; pause metformin during acute illness with dehydration (sick-day rules) and adjust to eGFR.',
  }),
  pair('levothyroxine-omeprazole', 'levothyroxine', 'omeprazole', 'mild', 'absorption', {
    description: 'Reduced levothyroxine absorption: long-term PPI use can raise TSH in patients on replacement therapy.',
    mechanism: 'Levothyroxine tablet dissolution and absorption depend on gastric acidity, which PPIs reduce.',
    management: 'Check TSH 6–8 weeks after starting or stopping a PPI and adjust the levothyroxine dose; take levothyroxine on an empty stomach.',
  }),

  // ── Warfarin ────────────────────────────────────────────────────────────────────────────────
  pair('warfarin-amiodarone', 'warfarin', 'amiodarone', 'severe', 'inr', {
    description: 'Amiodarone markedly increases the effect of warfarin (higher INR, bleeding); the effect builds over weeks and lasts months after amiodarone is stopped.',
    mechanism: 'Inhibition of CYP2C9, CYP1A2 and CYP3A4 metabolism of warfarin.',
    management: 'When starting amiodarone, reduce the warfarin dose by about one-third to one-half and check the INR at least weekly for the first 6–8 weeks.',
  }),
  pair('warfarin-tmp-smx', 'warfarin', 'trimethoprim-sulfamethoxazole', 'severe', 'inr', {
    description: 'Trimethoprim-sulfamethoxazole sharply raises the INR and is associated with hospitalisation for bleeding.',
    mechanism: 'Sulfamethoxazole inhibits CYP2C9 metabolism of S-warfarin and displaces it from protein binding.',
    management: 'Prefer another antibiotic. If unavoidable, consider a pre-emptive warfarin dose reduction and check the INR within 3–5 days.',
  }),
  pair('warfarin-metronidazole', 'warfarin', 'metronidazole', 'severe', 'inr', {
    description: 'Metronidazole markedly raises the INR and the risk of bleeding.',
    mechanism: 'Inhibition of CYP2C9 metabolism of S-warfarin.',
    management: 'Use an alternative where possible; otherwise consider reducing the warfarin dose and check the INR within 3–5 days and after the course.',
  }),
  pair('warfarin-fluconazole', 'warfarin', 'fluconazole', 'severe', 'inr', {
    description: 'Fluconazole raises the INR, even after a short course.',
    mechanism: 'Fluconazole is a potent CYP2C9 inhibitor (and inhibits CYP3A4).',
    management: 'Check the INR within 3–5 days of starting and after stopping; reduce the warfarin dose as needed. A single 150 mg dose can still raise the INR.',
  }),
  pair('warfarin-voriconazole', 'warfarin', 'voriconazole', 'severe', 'inr', {
    description: 'Voriconazole increases the anticoagulant effect of warfarin.',
    mechanism: 'Inhibition of CYP2C9 and CYP3A4 metabolism of warfarin.',
    management: 'Monitor the INR closely during and after therapy and reduce the warfarin dose as needed.',
  }),
  pair('warfarin-rifampin', 'warfarin', 'rifampin', 'severe', 'inr', {
    description: 'Rifampin greatly reduces warfarin effect (subtherapeutic INR, risk of thrombosis); the INR rises again after rifampin is stopped.',
    mechanism: 'Potent induction of CYP2C9, CYP3A4 and CYP1A2.',
    management: 'Avoid if possible. If used, expect to need a much higher warfarin dose, monitor the INR frequently, and taper back over 2–4 weeks after stopping rifampin.',
  }),
  pair('warfarin-st-johns-wort', 'warfarin', 'st-johns-wort', 'severe', 'inr', {
    description: "St John's wort reduces warfarin effect and can cause loss of anticoagulation.",
    mechanism: 'Induction of CYP enzymes (CYP3A4, CYP2C9) involved in warfarin metabolism.',
    management: "Avoid. If the patient stops St John's wort, monitor the INR closely because it will rise.",
  }),
  pair('warfarin-tamoxifen', 'warfarin', 'tamoxifen', 'severe', 'inr', {
    description: 'Tamoxifen increases warfarin effect; the tamoxifen label contraindicates coumarin anticoagulants when tamoxifen is used for DCIS or breast-cancer risk reduction.',
    mechanism: 'Inhibition of warfarin metabolism (CYP2C9) plus the thrombotic risk of tamoxifen itself.',
    management: 'Avoid for risk-reduction indications. For treatment of breast cancer, monitor the INR closely and reduce the warfarin dose as needed.',
  }),
  pair('warfarin-ciprofloxacin', 'warfarin', 'ciprofloxacin', 'moderate', 'inr', {
    description: 'Ciprofloxacin can raise the INR.',
    mechanism: 'CYP1A2 inhibition (R-warfarin) and reduced vitamin K–producing gut flora.',
    management: 'Check the INR within 3–5 days of starting.',
  }),
  pair('warfarin-levofloxacin', 'warfarin', 'levofloxacin', 'moderate', 'inr', {
    description: 'Levofloxacin can raise the INR and cause bleeding.',
    mechanism: 'Not fully defined; altered gut flora and infection-related changes in warfarin response contribute.',
    management: 'Check the INR within 3–5 days of starting.',
  }),
  pair('warfarin-moxifloxacin', 'warfarin', 'moxifloxacin', 'moderate', 'inr', {
    description: 'Moxifloxacin can raise the INR.',
    mechanism: 'Not fully defined; altered gut flora and infection-related changes in warfarin response contribute.',
    management: 'Check the INR within 3–5 days of starting.',
  }),
  pair('warfarin-clarithromycin', 'warfarin', 'clarithromycin', 'moderate', 'inr', {
    description: 'Clarithromycin can raise the INR.',
    mechanism: 'CYP3A4 inhibition (R-warfarin metabolism).',
    management: 'Check the INR within 3–5 days; consider azithromycin if a macrolide is needed.',
  }),
  pair('warfarin-erythromycin', 'warfarin', 'erythromycin', 'moderate', 'inr', {
    description: 'Erythromycin can raise the INR.',
    mechanism: 'CYP3A4 inhibition (R-warfarin metabolism).',
    management: 'Check the INR within 3–5 days of starting.',
  }),
  pair('warfarin-azithromycin', 'warfarin', 'azithromycin', 'mild', 'inr', {
    description: 'Occasional reports of a raised INR with azithromycin.',
    mechanism: 'Not established; infection and reduced intake can also alter warfarin response.',
    management: 'Check the INR if the course is long or the patient is unwell.',
  }),
  pair('warfarin-doxycycline', 'warfarin', 'doxycycline', 'moderate', 'inr', {
    description: 'Doxycycline can raise the INR.',
    mechanism: 'Possibly reduced vitamin K production by gut flora and displacement from binding.',
    management: 'Check the INR within 3–5 days of starting.',
  }),
  pair('warfarin-itraconazole', 'warfarin', 'itraconazole', 'moderate', 'inr', {
    description: 'Itraconazole can increase the effect of warfarin.',
    mechanism: 'CYP3A4 inhibition (R-warfarin metabolism).',
    management: 'Monitor the INR during and after treatment.',
  }),
  pair('warfarin-ketoconazole', 'warfarin', 'ketoconazole', 'moderate', 'inr', {
    description: 'Ketoconazole can increase the effect of warfarin.',
    mechanism: 'CYP3A4 inhibition (R-warfarin metabolism).',
    management: 'Monitor the INR during and after treatment.',
  }),
  pair('warfarin-paxlovid', 'warfarin', 'nirmatrelvir-ritonavir', 'moderate', 'inr', {
    description: 'Ritonavir can change warfarin effect in either direction.',
    mechanism: 'Ritonavir inhibits CYP3A4 but induces CYP2C9 and CYP1A2, so the net effect on the INR varies.',
    management: 'Check the INR during and shortly after the 5-day course.',
  }),
  pair('warfarin-ritonavir', 'warfarin', 'ritonavir', 'moderate', 'inr', {
    description: 'Ritonavir can change warfarin effect in either direction.',
    mechanism: 'Ritonavir inhibits CYP3A4 but induces CYP2C9 and CYP1A2, so the net effect on the INR varies.',
    management: 'Monitor the INR closely when starting, changing or stopping ritonavir.',
  }),
  pair('warfarin-carbamazepine', 'warfarin', 'carbamazepine', 'moderate', 'inr', {
    description: 'Carbamazepine reduces warfarin effect.',
    mechanism: 'Induction of CYP2C9 and CYP3A4.',
    management: 'Monitor the INR when starting or stopping carbamazepine; higher warfarin doses are often needed.',
  }),
  pair('warfarin-phenytoin', 'warfarin', 'phenytoin', 'moderate', 'inr', {
    description: 'Complex two-way interaction: the INR may rise at first and fall later; warfarin can raise phenytoin levels.',
    mechanism: 'Competition for CYP2C9 and later enzyme induction by phenytoin.',
    management: 'Monitor the INR and phenytoin levels when starting, changing or stopping either drug.',
  }),
  pair('warfarin-acetaminophen', 'warfarin', 'acetaminophen', 'moderate', 'inr', {
    description: 'Regular acetaminophen (paracetamol) of about 2 g a day or more for several days can raise the INR.',
    mechanism: 'A metabolite of acetaminophen interferes with vitamin K–dependent clotting factor synthesis.',
    management: 'Occasional doses are fine and acetaminophen is still preferred over NSAIDs; if taken regularly at full dose, check the INR.',
  }),
  pair('warfarin-levothyroxine', 'warfarin', 'levothyroxine', 'moderate', 'inr', {
    description: 'Starting or increasing levothyroxine increases warfarin effect as the patient becomes euthyroid.',
    mechanism: 'Thyroid hormone increases the catabolism of vitamin K–dependent clotting factors.',
    management: 'Check the INR after levothyroxine dose changes.',
  }),
  pair('warfarin-prednisone', 'warfarin', 'prednisone', 'moderate', 'inr', {
    description: 'Corticosteroids can raise the INR and add to the risk of gastrointestinal bleeding.',
    mechanism: 'Not fully defined; additive gastrointestinal mucosal injury.',
    management: 'Check the INR within a few days of starting a steroid course; consider gastroprotection.',
  }),
  pair('warfarin-gemfibrozil', 'warfarin', 'gemfibrozil', 'moderate', 'inr', {
    description: 'Gemfibrozil can increase warfarin effect.',
    mechanism: 'Displacement from protein binding and possibly CYP2C9 inhibition.',
    management: 'Monitor the INR when starting or stopping; a warfarin dose reduction may be needed.',
  }),
  pair('warfarin-fenofibrate', 'warfarin', 'fenofibrate', 'moderate', 'inr', {
    description: 'Fenofibrate can increase warfarin effect.',
    mechanism: 'Displacement from protein binding.',
    management: 'Reduce the warfarin dose if needed and monitor the INR until stable.',
  }),
  pair('warfarin-simvastatin', 'warfarin', 'simvastatin', 'mild', 'inr', {
    description: 'Simvastatin can slightly raise the INR.',
    mechanism: 'Competition for CYP metabolism.',
    management: 'Check the INR after starting or changing the dose.',
  }),
  pair('warfarin-rosuvastatin', 'warfarin', 'rosuvastatin', 'mild', 'inr', {
    description: 'Rosuvastatin can raise the INR.',
    mechanism: 'Not fully defined.',
    management: 'Check the INR after starting or changing the dose.',
  }),

  // ── Antiplatelets ───────────────────────────────────────────────────────────────────────────
  pair('aspirin-ibuprofen', 'aspirin', 'ibuprofen', 'moderate', 'bleeding', {
    description: 'Regular ibuprofen can block the cardioprotective antiplatelet effect of low-dose aspirin and adds gastrointestinal bleeding risk.',
    mechanism: 'Ibuprofen competes with aspirin for the COX-1 binding site on platelets.',
    management: 'Avoid regular ibuprofen in patients on aspirin for cardiovascular protection. For occasional use, take ibuprofen at least 30 minutes after immediate-release aspirin or more than 8 hours before it; consider acetaminophen instead.',
  }),
  pair('aspirin-clopidogrel', 'aspirin', 'clopidogrel', 'moderate', 'bleeding', {
    description: 'Dual antiplatelet therapy: intended after ACS or stenting, but bleeding risk is higher than with either drug alone.',
    mechanism: 'Additive inhibition of platelet aggregation by different pathways.',
    management: 'Use only for a defined indication and duration; use aspirin 75–100 mg and consider a PPI other than omeprazole or esomeprazole (e.g. pantoprazole) in patients at gastrointestinal risk.',
  }),
  pair('aspirin-ticagrelor', 'aspirin', 'ticagrelor', 'moderate', 'bleeding', {
    description: 'Aspirin doses above 100 mg a day reduce the effectiveness of ticagrelor; the combination also increases bleeding.',
    mechanism: 'Observed in PLATO (boxed warning); additive antiplatelet effect.',
    management: 'Keep maintenance aspirin at 75–100 mg daily when given with ticagrelor, for the planned duration only.',
  }),
  pair('clopidogrel-omeprazole', 'clopidogrel', 'omeprazole', 'moderate', 'activation', {
    description: 'Omeprazole reduces the antiplatelet effect of clopidogrel.',
    mechanism: 'Inhibition of CYP2C19, which converts clopidogrel to its active metabolite.',
    management: 'Avoid; if a PPI is needed, use pantoprazole (weak CYP2C19 effect). Spacing the doses does not help.',
  }),
  pair('clopidogrel-esomeprazole', 'clopidogrel', 'esomeprazole', 'moderate', 'activation', {
    description: 'Esomeprazole reduces the antiplatelet effect of clopidogrel.',
    mechanism: 'Inhibition of CYP2C19, which converts clopidogrel to its active metabolite.',
    management: 'Avoid; if a PPI is needed, use pantoprazole.',
  }),
  rule('p2y12-duplication', { classes: ['p2y12'] }, { classes: ['p2y12'] }, 'severe', 'bleeding', {
    description: 'Two P2Y12 inhibitors together: no added benefit and a high risk of bleeding.',
    mechanism: 'Duplicate inhibition of the platelet P2Y12 receptor.',
    management: 'Do not combine. When switching between P2Y12 inhibitors, follow a recognised switching (de-escalation or escalation) protocol.',
  }),
  rule('ticagrelor-strong-3a4', { drugs: ['ticagrelor'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'severe', 'levels', {
    description: 'Strong CYP3A4 inhibitors greatly increase ticagrelor levels and bleeding risk.',
    mechanism: 'Ticagrelor is a CYP3A4 substrate.',
    management: 'Avoid the combination (labelled). Consider prasugrel or clopidogrel according to the clinical setting, or a non-interacting anti-infective.',
  }),
  rule('ticagrelor-inducers', { drugs: ['ticagrelor'] }, { classes: ['cyp3a4-inducer'] }, 'severe', 'levels', {
    description: 'Strong CYP3A4 inducers markedly reduce ticagrelor levels and its antiplatelet effect.',
    mechanism: 'Induction of CYP3A4 metabolism.',
    management: 'Avoid the combination (labelled); use another P2Y12 inhibitor.',
  }),
  rule('ticagrelor-simva-lova', { drugs: ['ticagrelor'] }, { drugs: SIMVA_LOVA }, 'moderate', 'statin-levels', {
    description: 'Ticagrelor increases simvastatin and lovastatin levels, raising the risk of myopathy.',
    mechanism: 'Ticagrelor is a weak CYP3A4 inhibitor.',
    management: 'Do not exceed simvastatin or lovastatin 40 mg daily with ticagrelor.',
  }),

  // ── Direct oral anticoagulants ─────────────────────────────────────────────────────────────
  rule('rivaroxaban-strong-3a4-pgp', { drugs: ['rivaroxaban'] }, { drugs: STRONG_3A4_PGP_INHIBITORS }, 'severe', 'levels', {
    description: 'Combined strong CYP3A4 and P-glycoprotein inhibitors markedly increase rivaroxaban exposure and bleeding risk.',
    mechanism: 'Inhibition of CYP3A4 metabolism and P-gp efflux of rivaroxaban.',
    management: 'Avoid the combination (labelled). Consider an alternative anticoagulant or an anti-infective without this effect.',
  }),
  rule('apixaban-strong-3a4-pgp', { drugs: ['apixaban'] }, { drugs: STRONG_3A4_PGP_INHIBITORS }, 'severe', 'levels', {
    description: 'Combined strong CYP3A4 and P-glycoprotein inhibitors increase apixaban exposure and bleeding risk.',
    mechanism: 'Inhibition of CYP3A4 metabolism and P-gp efflux of apixaban.',
    management: 'US labelling: reduce the apixaban dose by 50% if the patient takes 5 mg or 10 mg twice daily; avoid the combination if already on 2.5 mg twice daily.',
  }),
  rule('dabigatran-pgp-strong', { drugs: ['dabigatran'] }, { drugs: ['ketoconazole', 'itraconazole', 'dronedarone', 'cyclosporine'] }, 'severe', 'levels', {
    description: 'Strong P-glycoprotein inhibitors increase dabigatran levels and bleeding risk.',
    mechanism: 'Dabigatran etexilate is a P-gp substrate and is renally cleared.',
    management: 'EU labelling contraindicates these combinations; US labelling calls for dose reduction or avoidance depending on renal function. Prefer another anticoagulant.',
  }),
  rule('dabigatran-pgp-moderate', { drugs: ['dabigatran'] }, { drugs: ['amiodarone', 'verapamil', 'clarithromycin'] }, 'moderate', 'levels', {
    description: 'These P-glycoprotein inhibitors raise dabigatran levels.',
    mechanism: 'Inhibition of intestinal P-gp efflux.',
    management: 'Monitor closely for bleeding, especially with reduced renal function; EU labelling advises a reduced dose with verapamil.',
  }),
  rule('doac-inducers', { classes: ['doac'] }, { classes: ['cyp3a4-inducer'] }, 'severe', 'levels', {
    description: 'Strong CYP3A4/P-glycoprotein inducers markedly lower DOAC levels, with a risk of stroke or thrombosis.',
    mechanism: 'Induction of CYP3A4 and P-gp (rifampin, carbamazepine, phenytoin, St John\'s wort).',
    management: 'Avoid the combination (labelled); consider warfarin with INR monitoring or a non-inducing alternative.',
  }),

  // ── Statins ─────────────────────────────────────────────────────────────────────────────────
  rule('simva-lova-strong-3a4', { drugs: SIMVA_LOVA }, { drugs: ['clarithromycin', 'erythromycin', 'itraconazole', 'ketoconazole', 'voriconazole', 'ritonavir', 'nirmatrelvir-ritonavir'] }, 'severe', 'statin-levels', {
    description: 'Large rise in simvastatin or lovastatin levels with a high risk of rhabdomyolysis.',
    mechanism: 'Strong inhibition of CYP3A4, the main route of simvastatin and lovastatin metabolism.',
    management: 'Contraindicated (labelled). Hold the statin for the duration of a short anti-infective course (and for 5 days after nirmatrelvir/ritonavir), or switch to pravastatin or rosuvastatin.',
  }),
  rule('simva-lova-gemfibrozil', { drugs: SIMVA_LOVA }, { drugs: ['gemfibrozil'] }, 'severe', 'myopathy', {
    description: 'High risk of myopathy and rhabdomyolysis.',
    mechanism: 'Gemfibrozil inhibits statin glucuronidation and OATP1B1 uptake and adds its own myotoxicity.',
    management: 'Contraindicated (labelled). If a fibrate is needed, use fenofibrate.',
  }),
  rule('simva-lova-cyclosporine', { drugs: SIMVA_LOVA }, { drugs: ['cyclosporine'] }, 'severe', 'statin-levels', {
    description: 'Cyclosporine greatly raises simvastatin and lovastatin levels (rhabdomyolysis risk).',
    mechanism: 'Inhibition of CYP3A4 and OATP1B1.',
    management: 'Contraindicated (labelled). Use low-dose pravastatin or fluvastatin with monitoring.',
  }),
  pair('simvastatin-diltiazem', 'simvastatin', 'diltiazem', 'moderate', 'statin-levels', {
    description: 'Diltiazem raises simvastatin levels and the risk of myopathy.',
    mechanism: 'Moderate CYP3A4 inhibition.',
    management: 'Do not exceed simvastatin 10 mg daily (labelled), or use a non-interacting statin.',
  }),
  pair('simvastatin-verapamil', 'simvastatin', 'verapamil', 'moderate', 'statin-levels', {
    description: 'Verapamil raises simvastatin levels and the risk of myopathy.',
    mechanism: 'Moderate CYP3A4 inhibition.',
    management: 'Do not exceed simvastatin 10 mg daily (labelled), or use a non-interacting statin.',
  }),
  pair('simvastatin-amiodarone', 'simvastatin', 'amiodarone', 'moderate', 'statin-levels', {
    description: 'Amiodarone raises simvastatin levels and the risk of myopathy.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Do not exceed simvastatin 20 mg daily (labelled).',
  }),
  pair('simvastatin-dronedarone', 'simvastatin', 'dronedarone', 'moderate', 'statin-levels', {
    description: 'Dronedarone raises simvastatin levels and the risk of myopathy.',
    mechanism: 'CYP3A4 and P-gp inhibition.',
    management: 'Do not exceed simvastatin 10 mg daily (labelled).',
  }),
  pair('simvastatin-fluconazole', 'simvastatin', 'fluconazole', 'moderate', 'statin-levels', {
    description: 'Fluconazole can raise simvastatin levels; rhabdomyolysis has been reported.',
    mechanism: 'Moderate CYP3A4 inhibition.',
    management: 'Consider holding simvastatin during a course of fluconazole or use a non-CYP3A4 statin.',
  }),
  pair('lovastatin-diltiazem', 'lovastatin', 'diltiazem', 'moderate', 'statin-levels', {
    description: 'Diltiazem raises lovastatin levels and the risk of myopathy.',
    mechanism: 'Moderate CYP3A4 inhibition.',
    management: 'Do not exceed lovastatin 20 mg daily (labelled).',
  }),
  pair('lovastatin-verapamil', 'lovastatin', 'verapamil', 'moderate', 'statin-levels', {
    description: 'Verapamil raises lovastatin levels and the risk of myopathy.',
    mechanism: 'Moderate CYP3A4 inhibition.',
    management: 'Do not exceed lovastatin 20 mg daily (labelled).',
  }),
  pair('lovastatin-amiodarone', 'lovastatin', 'amiodarone', 'moderate', 'statin-levels', {
    description: 'Amiodarone raises lovastatin levels and the risk of myopathy.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Do not exceed lovastatin 40 mg daily (labelled).',
  }),
  rule('atorvastatin-strong-3a4', { drugs: ['atorvastatin'] }, { drugs: ['clarithromycin', 'itraconazole', 'ketoconazole', 'voriconazole'] }, 'moderate', 'statin-levels', {
    description: 'Strong CYP3A4 inhibitors raise atorvastatin levels and the risk of myopathy.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Limit atorvastatin to 20 mg daily with clarithromycin or itraconazole (labelled) and use the lowest effective dose with other strong inhibitors; or hold the statin during a short course.',
  }),
  rule('atorvastatin-ritonavir', { drugs: ['atorvastatin'] }, { drugs: RITONAVIR_PRODUCTS }, 'moderate', 'statin-levels', {
    description: 'Ritonavir raises atorvastatin levels.',
    mechanism: 'Strong CYP3A4 inhibition.',
    management: 'With nirmatrelvir/ritonavir, consider holding atorvastatin during the 5-day course; with long-term ritonavir use the lowest effective dose.',
  }),
  pair('atorvastatin-cyclosporine', 'atorvastatin', 'cyclosporine', 'severe', 'statin-levels', {
    description: 'Cyclosporine greatly raises atorvastatin levels (myopathy, rhabdomyolysis).',
    mechanism: 'Inhibition of CYP3A4 and OATP1B1.',
    management: 'Avoid (labelled). Use low-dose pravastatin or fluvastatin with monitoring.',
  }),
  pair('rosuvastatin-cyclosporine', 'rosuvastatin', 'cyclosporine', 'severe', 'statin-levels', {
    description: 'Cyclosporine raises rosuvastatin exposure several-fold.',
    mechanism: 'Inhibition of OATP1B1 and BCRP transport.',
    management: 'Do not exceed rosuvastatin 5 mg daily (labelled).',
  }),
  pair('pravastatin-cyclosporine', 'pravastatin', 'cyclosporine', 'moderate', 'statin-levels', {
    description: 'Cyclosporine raises pravastatin levels.',
    mechanism: 'Inhibition of OATP1B1 uptake.',
    management: 'Start pravastatin at 10 mg and do not exceed 20 mg daily (labelled).',
  }),
  pair('pravastatin-clarithromycin', 'pravastatin', 'clarithromycin', 'moderate', 'statin-levels', {
    description: 'Clarithromycin raises pravastatin levels.',
    mechanism: 'Inhibition of OATP1B1 uptake.',
    management: 'Do not exceed pravastatin 40 mg daily (labelled).',
  }),
  rule('atorva-rosuva-gemfibrozil', { drugs: ['atorvastatin', 'rosuvastatin', 'pravastatin'] }, { drugs: ['gemfibrozil'] }, 'moderate', 'myopathy', {
    description: 'Increased risk of myopathy and rhabdomyolysis.',
    mechanism: 'Gemfibrozil raises statin levels (OATP1B1, glucuronidation) and adds myotoxicity.',
    management: 'Avoid gemfibrozil with statins; if a fibrate is required use fenofibrate. If unavoidable with rosuvastatin, do not exceed 10 mg daily (labelled).',
  }),
  rule('statin-fenofibrate', { classes: ['statin'] }, { drugs: ['fenofibrate'] }, 'mild', 'myopathy', {
    description: 'Slightly higher risk of myopathy than with a statin alone.',
    mechanism: 'Additive myotoxicity; fenofibrate has little pharmacokinetic effect on statins.',
    management: 'Generally acceptable; advise patients to report muscle pain or weakness and check renal function.',
  }),
  rule('statin-colchicine', { classes: ['statin'] }, { drugs: ['colchicine'] }, 'moderate', 'myopathy', {
    description: 'Myopathy and rhabdomyolysis have been reported with colchicine plus a statin.',
    mechanism: 'Additive myotoxicity; CYP3A4/P-gp interactions raise levels with some statins.',
    management: 'Monitor for muscle symptoms, especially in older patients and in renal impairment; check CK if symptoms occur.',
  }),

  // ── Calcium channel blockers, beta blockers, antiarrhythmics, digoxin ───────────────────────
  rule('clarithromycin-ccb', { drugs: ['clarithromycin'] }, { classes: ['ccb'] }, 'moderate', 'hypotension', {
    description: 'Clarithromycin with a calcium channel blocker is associated with hypotension and acute kidney injury in older adults.',
    mechanism: 'CYP3A4 inhibition raises calcium channel blocker levels.',
    management: 'Prefer azithromycin; if clarithromycin is needed, monitor blood pressure and renal function.',
  }),
  rule('non-dhp-ccb-beta-blocker', { classes: ['non-dhp-ccb'] }, { classes: ['beta-blocker'] }, 'moderate', 'bradycardia', {
    description: 'Additive slowing of heart rate and AV conduction, and reduced contractility: risk of bradycardia, heart block and heart failure.',
    mechanism: 'Pharmacodynamic: both depress sinus and AV node function; verapamil and diltiazem are negatively inotropic.',
    management: 'Avoid in conduction disease, bradycardia or reduced ejection fraction. Never give IV verapamil to a patient on a beta blocker. Otherwise monitor heart rate, ECG and blood pressure.',
  }),
  pair('amiodarone-digoxin', 'amiodarone', 'digoxin', 'severe', 'digoxin-levels', {
    description: 'Amiodarone roughly doubles digoxin concentrations (toxicity, bradycardia).',
    mechanism: 'P-glycoprotein inhibition reduces digoxin clearance; additive effects on the sinus and AV nodes.',
    management: 'Reduce the digoxin dose by about 30–50% when starting amiodarone and check digoxin levels and the ECG.',
  }),
  pair('dronedarone-digoxin', 'dronedarone', 'digoxin', 'severe', 'digoxin-levels', {
    description: 'Dronedarone raises digoxin levels; digoxin use was linked to harm in dronedarone trials.',
    mechanism: 'P-glycoprotein inhibition; additive nodal effects.',
    management: 'Reconsider the need for digoxin; if continued, halve the digoxin dose (labelled) and monitor levels.',
  }),
  pair('clarithromycin-digoxin', 'clarithromycin', 'digoxin', 'severe', 'digoxin-levels', {
    description: 'Clarithromycin raises digoxin levels and is strongly associated with hospitalisation for digoxin toxicity.',
    mechanism: 'P-glycoprotein inhibition reduces digoxin excretion.',
    management: 'Prefer another antibiotic (e.g. a non-macrolide); otherwise monitor digoxin levels and symptoms.',
  }),
  pair('verapamil-digoxin', 'verapamil', 'digoxin', 'moderate', 'digoxin-levels', {
    description: 'Verapamil raises digoxin levels and adds AV nodal blockade.',
    mechanism: 'P-glycoprotein inhibition; additive nodal depression.',
    management: 'Measure digoxin levels before and after starting; reduce the digoxin dose as needed; monitor heart rate.',
  }),
  pair('diltiazem-digoxin', 'diltiazem', 'digoxin', 'moderate', 'digoxin-levels', {
    description: 'Diltiazem can raise digoxin levels and adds AV nodal blockade.',
    mechanism: 'Reduced digoxin clearance; additive nodal depression.',
    management: 'Monitor heart rate and digoxin levels.',
  }),
  pair('itraconazole-digoxin', 'itraconazole', 'digoxin', 'moderate', 'digoxin-levels', {
    description: 'Itraconazole raises digoxin levels.',
    mechanism: 'P-glycoprotein inhibition.',
    management: 'Monitor digoxin levels and reduce the dose if needed.',
  }),
  pair('carvedilol-digoxin', 'carvedilol', 'digoxin', 'mild', 'digoxin-levels', {
    description: 'Carvedilol can modestly raise digoxin levels; both slow AV conduction.',
    mechanism: 'P-glycoprotein inhibition; additive nodal effect.',
    management: 'Monitor heart rate and digoxin levels when starting or titrating.',
  }),
  pair('ticagrelor-digoxin', 'ticagrelor', 'digoxin', 'mild', 'digoxin-levels', {
    description: 'Ticagrelor modestly raises digoxin levels.',
    mechanism: 'P-glycoprotein inhibition.',
    management: 'Monitor digoxin levels when starting or changing ticagrelor (labelled).',
  }),
  pair('spironolactone-digoxin', 'spironolactone', 'digoxin', 'mild', 'digoxin-levels', {
    description: 'Spironolactone can raise digoxin levels and can interfere with some digoxin assays.',
    mechanism: 'Reduced renal tubular secretion of digoxin.',
    management: 'Interpret digoxin levels with care and monitor for toxicity.',
  }),
  rule('diuretic-digoxin', { classes: ['loop-diuretic', 'thiazide'] }, { drugs: ['digoxin'] }, 'moderate', 'digoxin-toxicity', {
    description: 'Diuretic-induced hypokalaemia and hypomagnesaemia increase the risk of digoxin toxicity and arrhythmias.',
    mechanism: 'Low potassium increases digoxin binding to Na+/K+-ATPase.',
    management: 'Monitor and correct potassium and magnesium; check renal function and digoxin levels.',
  }),
  rule('beta-blocker-digoxin', { classes: ['beta-blocker'] }, { drugs: ['digoxin'] }, 'mild', 'bradycardia', {
    description: 'Additive slowing of heart rate and AV conduction.',
    mechanism: 'Pharmacodynamic nodal depression.',
    management: 'Commonly combined for rate control; monitor heart rate.',
  }),
  rule('amiodarone-rate-control', { drugs: ['amiodarone', 'dronedarone'] }, { classes: ['beta-blocker', 'non-dhp-ccb'] }, 'moderate', 'bradycardia', {
    description: 'Additive bradycardia and AV block.',
    mechanism: 'Pharmacodynamic depression of sinus and AV nodes; dronedarone also raises levels of some beta blockers and calcium channel blockers.',
    management: 'Start the second drug at a low dose and monitor heart rate and the ECG.',
  }),
  rule('dronedarone-strong-3a4', { drugs: ['dronedarone'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'severe', 'levels', {
    description: 'Strong CYP3A4 inhibitors greatly increase dronedarone levels.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Contraindicated (labelled).',
  }),
  pair('amiodarone-phenytoin', 'amiodarone', 'phenytoin', 'moderate', 'levels', {
    description: 'Amiodarone raises phenytoin levels; phenytoin lowers amiodarone levels.',
    mechanism: 'Amiodarone inhibits CYP2C9; phenytoin induces CYP3A4.',
    management: 'Monitor phenytoin levels and for phenytoin toxicity; reassess amiodarone effect.',
  }),
  rule('cyp2d6-metoprolol', { classes: ['strong-cyp2d6-inhibitor'] }, { drugs: ['metoprolol'] }, 'moderate', 'levels', {
    description: 'Strong CYP2D6 inhibitors raise metoprolol levels several-fold (bradycardia, hypotension).',
    mechanism: 'Metoprolol is cleared mainly by CYP2D6.',
    management: 'Monitor heart rate and blood pressure; reduce the metoprolol dose or use a beta blocker less dependent on CYP2D6 (e.g. bisoprolol).',
  }),
  rule('cyp2d6-flecainide', { classes: ['strong-cyp2d6-inhibitor'] }, { drugs: ['flecainide'] }, 'moderate', 'levels', {
    description: 'Strong CYP2D6 inhibitors raise flecainide levels (proarrhythmia risk).',
    mechanism: 'Flecainide is partly cleared by CYP2D6.',
    management: 'Use lower flecainide doses and monitor the ECG (QRS duration).',
  }),

  // ── High-risk QT combinations (before the general QT rule) ──────────────────────────────────
  rule('class-iii-qt', { drugs: ['amiodarone', 'sotalol', 'dronedarone'] }, { classes: ['qt-prolonging'] }, 'severe', 'qt', {
    description: 'Additive QT prolongation with a class III antiarrhythmic: high risk of torsades de pointes.',
    mechanism: 'Both drugs block cardiac repolarising potassium current (IKr).',
    management: 'Avoid (dronedarone labelling contraindicates other QT-prolonging drugs). If essential, obtain a baseline and follow-up ECG, keep potassium ≥4.0 mmol/L and magnesium normal, and stop if QTc exceeds 500 ms.',
  }),

  // ── Renin–angiotensin system and potassium ──────────────────────────────────────────────────
  rule('acei-arb', { classes: ['acei'] }, { classes: ['arb'] }, 'moderate', 'dual-raas', {
    description: 'Dual renin–angiotensin blockade increases the risk of hypotension, hyperkalemia and renal impairment without cardiovascular benefit in most patients.',
    mechanism: 'Additive RAAS blockade (ONTARGET, VA NEPHRON-D).',
    management: 'Avoid the combination; if a specialist continues it, monitor potassium, creatinine and blood pressure closely.',
  }),
  rule('acei-arni', { classes: ['acei'] }, { classes: ['arni'] }, 'severe', 'angioedema', {
    description: 'ACE inhibitor with sacubitril/valsartan: high risk of angioedema.',
    mechanism: 'Combined inhibition of ACE and neprilysin raises bradykinin.',
    management: 'Contraindicated. Stop the ACE inhibitor at least 36 hours before starting sacubitril/valsartan (and vice versa).',
  }),
  rule('arb-arni', { classes: ['arb'] }, { classes: ['arni'] }, 'severe', 'dual-raas', {
    description: 'Sacubitril/valsartan already contains an ARB: adding another ARB duplicates therapy (hypotension, hyperkalemia, renal impairment).',
    mechanism: 'Duplicate angiotensin receptor blockade.',
    management: 'Do not combine; stop the ARB when starting sacubitril/valsartan.',
  }),
  rule('mra-potassium', { classes: ['mra'] }, { classes: ['potassium'] }, 'severe', 'hyperkalemia', {
    description: 'High risk of dangerous hyperkalaemia.',
    mechanism: 'Reduced renal potassium excretion plus potassium load.',
    management: 'Avoid (eplerenone labelling contraindicates potassium supplements in hypertension). Use only for documented hypokalaemia with close potassium monitoring.',
  }),
  rule('mra-tmp-smx', { classes: ['mra'] }, { drugs: ['trimethoprim-sulfamethoxazole'] }, 'severe', 'hyperkalemia', {
    description: 'Trimethoprim with spironolactone or eplerenone causes hyperkalaemia and has been associated with sudden death in older patients.',
    mechanism: 'Trimethoprim blocks the epithelial sodium channel like amiloride, adding to MRA potassium retention.',
    management: 'Prefer another antibiotic. If unavoidable, check potassium within 3 days and monitor closely.',
  }),
  rule('mra-strong-3a4', { drugs: ['eplerenone'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'severe', 'levels', {
    description: 'Strong CYP3A4 inhibitors raise eplerenone levels about fivefold (hyperkalaemia).',
    mechanism: 'Eplerenone is cleared by CYP3A4.',
    management: 'Contraindicated (labelled); use spironolactone or hold eplerenone.',
  }),
  rule('raas-mra', { classes: ['acei', 'arb', 'arni'] }, { classes: ['mra'] }, 'moderate', 'hyperkalemia', {
    description: 'Risk of hyperkalaemia and worsening renal function; the combination is standard in heart failure with reduced ejection fraction but needs monitoring.',
    mechanism: 'Both reduce aldosterone-mediated potassium excretion.',
    management: 'Start the MRA only if potassium ≤5.0 mmol/L and eGFR is adequate; check potassium and creatinine at about 1 week, 4 weeks, then periodically. Avoid potassium supplements and NSAIDs.',
  }),
  rule('raas-potassium', { classes: ['acei', 'arb', 'arni'] }, { classes: ['potassium'] }, 'moderate', 'hyperkalemia', {
    description: 'Risk of hyperkalaemia.',
    mechanism: 'RAAS blockade reduces potassium excretion.',
    management: 'Use potassium supplements only for documented hypokalaemia; monitor potassium and renal function.',
  }),
  rule('raas-tmp-smx', { classes: ['acei', 'arb', 'arni'] }, { drugs: ['trimethoprim-sulfamethoxazole'] }, 'moderate', 'hyperkalemia', {
    description: 'Trimethoprim with an ACE inhibitor or ARB can cause hyperkalaemia, especially in older adults and in renal impairment.',
    mechanism: 'Trimethoprim blocks the epithelial sodium channel, reducing potassium excretion.',
    management: 'Consider another antibiotic in high-risk patients; otherwise check potassium within a few days.',
  }),
  rule('raas-lithium', { classes: ['acei', 'arb', 'arni'] }, { drugs: ['lithium'] }, 'severe', 'lithium-levels', {
    description: 'ACE inhibitors, ARBs and sacubitril/valsartan raise lithium levels, risking lithium toxicity.',
    mechanism: 'Reduced renal lithium clearance through sodium depletion and lower glomerular filtration.',
    management: 'Avoid if possible. If combined, reduce the lithium dose, check the lithium level within 5–7 days and after any dose change, and watch for toxicity.',
  }),
  rule('thiazide-lithium', { classes: ['thiazide'] }, { drugs: ['lithium'] }, 'severe', 'lithium-levels', {
    description: 'Thiazides reduce lithium clearance by about a quarter or more, often causing toxicity.',
    mechanism: 'Sodium depletion increases proximal tubular reabsorption of lithium.',
    management: 'Avoid if possible; otherwise reduce the lithium dose and monitor levels closely.',
  }),
  rule('loop-lithium', { classes: ['loop-diuretic'] }, { drugs: ['lithium'] }, 'moderate', 'lithium-levels', {
    description: 'Loop diuretics can raise lithium levels, especially with volume depletion.',
    mechanism: 'Sodium and water depletion reduces lithium clearance.',
    management: 'Monitor lithium levels and hydration.',
  }),
  rule('nsaid-lithium', { classes: ['nsaid'] }, { drugs: ['lithium'] }, 'severe', 'lithium-levels', {
    description: 'NSAIDs raise lithium levels and can cause lithium toxicity.',
    mechanism: 'Inhibition of renal prostaglandins reduces lithium clearance.',
    management: 'Avoid regular NSAIDs; use acetaminophen. If needed, check lithium levels within 4–5 days and reduce the dose.',
  }),

  // ── NSAIDs ─────────────────────────────────────────────────────────────────────────────────
  rule('nsaid-anticoagulant', { classes: ['nsaid'] }, { classes: ['anticoagulant'] }, 'severe', 'bleeding', {
    description: 'NSAIDs add substantially to the bleeding risk of anticoagulants, particularly gastrointestinal bleeding.',
    mechanism: 'Platelet inhibition and gastric mucosal injury on top of anticoagulation.',
    management: 'Avoid; use acetaminophen for pain. If an NSAID is unavoidable, use the shortest course with a PPI and monitor for bleeding.',
  }),
  rule('antiplatelet-anticoagulant', { classes: ['antiplatelet'] }, { classes: ['anticoagulant'] }, 'severe', 'bleeding', {
    description: 'Antiplatelet plus anticoagulant markedly increases bleeding risk.',
    mechanism: 'Additive effects on platelets and coagulation.',
    management: 'Combine only for a defined indication (e.g. after ACS/PCI in atrial fibrillation) and for the shortest duration, with a PPI; review at each visit.',
  }),
  rule('anticoagulant-duplication', { classes: ['anticoagulant'] }, { classes: ['anticoagulant'] }, 'severe', 'bleeding', {
    description: 'Two anticoagulants together sharply increase bleeding risk.',
    mechanism: 'Duplicate anticoagulation.',
    management: 'Do not combine, except for a planned overlap (e.g. heparin bridging until the INR is therapeutic) or a defined switch following labelled transition rules.',
  }),
  rule('nsaid-antiplatelet', { classes: ['nsaid'] }, { classes: ['antiplatelet'] }, 'moderate', 'bleeding', {
    description: 'Higher risk of gastrointestinal bleeding.',
    mechanism: 'Additive platelet inhibition and gastric mucosal injury.',
    management: 'Avoid regular NSAIDs where possible; if needed, use the lowest dose for the shortest time with a PPI.',
  }),
  rule('antiplatelet-antiplatelet', { classes: ['antiplatelet'] }, { classes: ['antiplatelet'] }, 'moderate', 'bleeding', {
    description: 'Additive antiplatelet effect and bleeding risk.',
    mechanism: 'Inhibition of platelet aggregation by different pathways.',
    management: 'Use only for a defined indication and duration; consider gastroprotection.',
  }),
  rule('ssri-snri-anticoagulant', { classes: ['ssri', 'snri'] }, { classes: ['anticoagulant'] }, 'moderate', 'bleeding', {
    description: 'SSRIs and SNRIs increase the risk of bleeding with anticoagulants.',
    mechanism: 'Depletion of platelet serotonin impairs platelet aggregation.',
    management: 'Monitor for bleeding; consider a PPI in patients with other gastrointestinal risk factors. Some SSRIs (e.g. fluoxetine) can also raise the INR.',
  }),
  rule('ssri-snri-antiplatelet', { classes: ['ssri', 'snri'] }, { classes: ['antiplatelet'] }, 'moderate', 'bleeding', {
    description: 'Higher risk of bleeding, especially gastrointestinal.',
    mechanism: 'Serotonin depletion in platelets adds to antiplatelet therapy.',
    management: 'Monitor for bleeding and consider gastroprotection.',
  }),
  rule('ssri-snri-nsaid', { classes: ['ssri', 'snri'] }, { classes: ['nsaid'] }, 'moderate', 'bleeding', {
    description: 'Higher risk of upper gastrointestinal bleeding than with either drug alone.',
    mechanism: 'Impaired platelet function plus NSAID mucosal injury.',
    management: 'Avoid regular NSAIDs; if needed, co-prescribe a PPI, especially in older adults.',
  }),
  rule('nsaid-raas', { classes: ['nsaid'] }, { classes: ['acei', 'arb', 'arni'] }, 'moderate', 'renal', {
    description: 'NSAIDs blunt the antihypertensive effect and raise the risk of acute kidney injury and hyperkalaemia.',
    mechanism: 'Inhibition of renal prostaglandins reduces afferent arteriolar flow while the efferent arteriole is dilated by RAAS blockade.',
    management: 'Avoid regular NSAIDs, especially with a diuretic as well ("triple whammy"); if used, check blood pressure, creatinine and potassium.',
  }),
  rule('nsaid-diuretic', { classes: ['nsaid'] }, { classes: ['loop-diuretic', 'thiazide'] }, 'moderate', 'renal', {
    description: 'NSAIDs reduce the diuretic and antihypertensive effect and increase the risk of acute kidney injury; they can worsen heart failure.',
    mechanism: 'Inhibition of renal prostaglandins causes sodium and water retention.',
    management: 'Avoid in heart failure; otherwise monitor weight, blood pressure and renal function.',
  }),
  rule('nsaid-mra', { classes: ['nsaid'] }, { classes: ['mra'] }, 'moderate', 'hyperkalemia', {
    description: 'Risk of hyperkalaemia and renal impairment.',
    mechanism: 'NSAIDs reduce renal prostaglandins, renin and potassium excretion.',
    management: 'Avoid regular NSAIDs; monitor potassium and creatinine if combined.',
  }),
  rule('nsaid-methotrexate', { classes: ['nsaid'] }, { drugs: ['methotrexate'] }, 'severe', 'methotrexate-toxicity', {
    description: 'NSAIDs can raise methotrexate levels and cause severe bone marrow suppression and gastrointestinal toxicity, especially with high-dose methotrexate or renal impairment.',
    mechanism: 'Reduced renal clearance of methotrexate.',
    management: 'Avoid NSAIDs around high-dose (oncology) methotrexate. With low-dose weekly methotrexate the combination is common but requires regular blood counts, renal and liver tests.',
  }),
  rule('nsaid-corticosteroid', { classes: ['nsaid'] }, { classes: ['corticosteroid'] }, 'moderate', 'gi-bleeding', {
    description: 'Higher risk of peptic ulcer and gastrointestinal bleeding.',
    mechanism: 'Additive gastric mucosal injury.',
    management: 'Add a PPI if both are needed; use the lowest doses for the shortest time.',
  }),
  rule('nsaid-calcineurin', { classes: ['nsaid'] }, { classes: ['calcineurin-inhibitor'] }, 'moderate', 'renal', {
    description: 'Increased risk of nephrotoxicity.',
    mechanism: 'Additive reduction in renal blood flow.',
    management: 'Avoid regular NSAIDs; if used, monitor creatinine and drug levels.',
  }),
  rule('nsaid-duplication', { classes: ['nsaid'] }, { classes: ['nsaid'] }, 'moderate', 'duplication', {
    description: 'Two NSAIDs together give no extra benefit and add gastrointestinal, renal and cardiovascular risk.',
    mechanism: 'Duplicate cyclo-oxygenase inhibition.',
    management: 'Do not combine; use a single NSAID at the lowest effective dose.',
  }),

  // ── Methotrexate, immunosuppressants, gout ─────────────────────────────────────────────────
  pair('methotrexate-tmp-smx', 'methotrexate', 'trimethoprim-sulfamethoxazole', 'severe', 'methotrexate-toxicity', {
    description: 'Life-threatening bone marrow suppression (pancytopenia), even with low-dose methotrexate.',
    mechanism: 'Additive antifolate effect and reduced renal clearance of methotrexate.',
    management: 'Avoid; choose another antibiotic. If exposure has occurred, check a full blood count.',
  }),
  rule('methotrexate-ppi', { drugs: ['methotrexate'] }, { classes: ['ppi'] }, 'moderate', 'methotrexate-toxicity', {
    description: 'PPIs can delay methotrexate elimination, mainly relevant with high-dose methotrexate.',
    mechanism: 'Reduced renal tubular secretion of methotrexate.',
    management: 'Consider stopping the PPI (or using an H2 blocker) around high-dose methotrexate; little effect with low-dose weekly therapy.',
  }),
  pair('methotrexate-aspirin', 'methotrexate', 'aspirin', 'moderate', 'methotrexate-toxicity', {
    description: 'Salicylates can reduce methotrexate clearance.',
    mechanism: 'Reduced renal tubular secretion and protein-binding displacement.',
    management: 'Low-dose aspirin with low-dose weekly methotrexate is generally acceptable with routine monitoring; avoid with high-dose methotrexate.',
  }),
  pair('allopurinol-azathioprine', 'allopurinol', 'azathioprine', 'severe', 'myelosuppression', {
    description: 'Allopurinol greatly increases azathioprine toxicity, with severe, potentially fatal bone marrow suppression.',
    mechanism: 'Xanthine oxidase inhibition blocks inactivation of 6-mercaptopurine, the active metabolite.',
    management: 'Avoid; if used under specialist care, reduce azathioprine to one-quarter to one-third of the usual dose and monitor blood counts closely.',
  }),
  rule('colchicine-strong-3a4', { drugs: ['colchicine'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'severe', 'colchicine-toxicity', {
    description: 'Fatal colchicine toxicity has occurred with strong CYP3A4 inhibitors.',
    mechanism: 'Inhibition of CYP3A4 (and P-gp for clarithromycin and ritonavir) raises colchicine levels.',
    management: 'Contraindicated in patients with renal or hepatic impairment (labelled). Otherwise avoid or use a substantially reduced colchicine dose per labelling; hold colchicine during short courses.',
  }),
  pair('colchicine-cyclosporine', 'colchicine', 'cyclosporine', 'severe', 'colchicine-toxicity', {
    description: 'Cyclosporine raises colchicine levels (neuromuscular and bone marrow toxicity).',
    mechanism: 'P-glycoprotein and CYP3A4 inhibition.',
    management: 'Contraindicated in renal or hepatic impairment; otherwise reduce the colchicine dose per labelling and monitor.',
  }),
  rule('colchicine-moderate-3a4', { drugs: ['colchicine'] }, { classes: ['moderate-cyp3a4-inhibitor'] }, 'moderate', 'colchicine-toxicity', {
    description: 'Moderate CYP3A4 inhibitors raise colchicine levels.',
    mechanism: 'CYP3A4 (and for verapamil, P-gp) inhibition.',
    management: 'Reduce the colchicine dose per labelling and monitor for diarrhoea, myopathy and cytopenias.',
  }),
  rule('calcineurin-strong-3a4', { classes: ['calcineurin-inhibitor'] }, { classes: ['strong-cyp3a4-inhibitor'] }, 'severe', 'levels', {
    description: 'Strong CYP3A4 inhibitors cause large rises in tacrolimus or cyclosporine levels (nephrotoxicity, neurotoxicity).',
    mechanism: 'Inhibition of CYP3A4 and P-gp.',
    management: 'Avoid, or make a pre-emptive dose reduction with specialist input and frequent trough levels. With nirmatrelvir/ritonavir, specialist advice is needed before use.',
  }),
  rule('calcineurin-moderate-3a4', { classes: ['calcineurin-inhibitor'] }, { classes: ['moderate-cyp3a4-inhibitor'] }, 'moderate', 'levels', {
    description: 'Moderate CYP3A4 inhibitors raise tacrolimus or cyclosporine levels.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Monitor trough levels and renal function after starting or stopping; adjust the dose.',
  }),
  rule('calcineurin-inducers', { classes: ['calcineurin-inhibitor'] }, { classes: ['cyp3a4-inducer'] }, 'severe', 'levels', {
    description: 'Enzyme inducers sharply lower tacrolimus or cyclosporine levels, with a risk of transplant rejection.',
    mechanism: 'Induction of CYP3A4 and P-gp.',
    management: 'Avoid if possible; otherwise increase the dose with close trough-level monitoring under specialist care.',
  }),

  // ── Strong and moderate CYP3A4 inhibitors with other substrates ────────────────────────────
  rule('strong-3a4-opioids', { classes: ['strong-cyp3a4-inhibitor'] }, { drugs: ['fentanyl', 'oxycodone'] }, 'severe', 'opioid-levels', {
    description: 'Strong CYP3A4 inhibitors raise fentanyl or oxycodone levels, with potentially fatal respiratory depression (boxed warning).',
    mechanism: 'Inhibition of CYP3A4 metabolism of the opioid.',
    management: 'Avoid or reduce the opioid dose with close monitoring for sedation and respiratory depression; take particular care when stopping the inhibitor later, as opioid levels will fall.',
  }),
  rule('moderate-3a4-opioids', { classes: ['moderate-cyp3a4-inhibitor'] }, { drugs: ['fentanyl', 'oxycodone'] }, 'moderate', 'opioid-levels', {
    description: 'Moderate CYP3A4 inhibitors can raise fentanyl or oxycodone levels.',
    mechanism: 'Inhibition of CYP3A4 metabolism of the opioid.',
    management: 'Monitor for sedation and respiratory depression; consider a lower opioid dose.',
  }),
  rule('strong-3a4-methadone', { classes: ['strong-cyp3a4-inhibitor'] }, { drugs: ['methadone'] }, 'moderate', 'opioid-levels', {
    description: 'CYP3A4 inhibitors can raise methadone levels (sedation, respiratory depression, QT prolongation).',
    mechanism: 'Methadone is metabolised partly by CYP3A4.',
    management: 'Monitor for sedation and the QTc; adjust the methadone dose if needed.',
  }),
  rule('inducer-opioids', { classes: ['cyp3a4-inducer'] }, { drugs: ['methadone', 'oxycodone', 'fentanyl'] }, 'moderate', 'opioid-levels', {
    description: 'Enzyme inducers lower opioid levels, causing loss of analgesia or opioid withdrawal (notably with methadone).',
    mechanism: 'Induction of CYP3A4.',
    management: 'Monitor for withdrawal or poor pain control and adjust the dose; opioid levels rise again when the inducer is stopped.',
  }),
  rule('strong-3a4-quetiapine', { classes: ['strong-cyp3a4-inhibitor'] }, { drugs: ['quetiapine'] }, 'moderate', 'levels', {
    description: 'Strong CYP3A4 inhibitors raise quetiapine levels (sedation, hypotension, QT prolongation).',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Reduce quetiapine to one-sixth of the original dose (labelled) and increase it again after the inhibitor is stopped.',
  }),
  rule('inducer-quetiapine', { classes: ['cyp3a4-inducer'] }, { drugs: ['quetiapine'] }, 'moderate', 'levels', {
    description: 'Enzyme inducers markedly reduce quetiapine levels and effect.',
    mechanism: 'CYP3A4 induction.',
    management: 'Quetiapine dose may need to be increased up to fivefold (labelled); reduce again after the inducer is stopped.',
  }),
  rule('strong-3a4-pde5', { classes: ['strong-cyp3a4-inhibitor'] }, { classes: ['pde5'] }, 'moderate', 'levels', {
    description: 'Strong CYP3A4 inhibitors raise sildenafil or tadalafil levels (hypotension, syncope, priapism).',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Use reduced doses per labelling (e.g. sildenafil no more than 25 mg in 48 hours with ritonavir); PDE5 inhibitors for pulmonary hypertension may be contraindicated with some inhibitors.',
  }),
  rule('azole-alprazolam', { drugs: ['ketoconazole', 'itraconazole'] }, { drugs: ['alprazolam'] }, 'severe', 'levels', {
    description: 'Ketoconazole and itraconazole greatly increase alprazolam levels (prolonged sedation).',
    mechanism: 'Strong CYP3A4 inhibition.',
    management: 'Contraindicated (labelled); use a benzodiazepine not dependent on CYP3A4, such as lorazepam.',
  }),
  rule('macrolide-ritonavir-alprazolam', { drugs: ['clarithromycin', 'ritonavir', 'nirmatrelvir-ritonavir'] }, { drugs: ['alprazolam'] }, 'moderate', 'levels', {
    description: 'CYP3A4 inhibition increases alprazolam levels and sedation.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Consider a lower alprazolam dose or lorazepam, and monitor for sedation.',
  }),
  rule('macrolide-carbamazepine', { drugs: ['clarithromycin', 'erythromycin'] }, { drugs: ['carbamazepine'] }, 'moderate', 'levels', {
    description: 'Clarithromycin and erythromycin raise carbamazepine levels (dizziness, ataxia, toxicity).',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Prefer azithromycin; otherwise monitor carbamazepine levels and symptoms.',
  }),
  rule('ccb-azole-carbamazepine', { drugs: ['diltiazem', 'verapamil', 'fluconazole'] }, { drugs: ['carbamazepine'] }, 'moderate', 'levels', {
    description: 'These CYP3A4 inhibitors can raise carbamazepine levels.',
    mechanism: 'CYP3A4 inhibition.',
    management: 'Monitor carbamazepine levels and for toxicity.',
  }),

  // ── Enzyme inducers with antivirals, antifungals, contraceptives and others ─────────────────
  rule('inducer-ritonavir', { classes: ['cyp3a4-inducer'] }, { drugs: RITONAVIR_PRODUCTS }, 'severe', 'levels', {
    description: 'Enzyme inducers lower ritonavir-boosted drug levels, with loss of antiviral effect and resistance.',
    mechanism: 'Induction of CYP3A4 and P-gp.',
    management: 'Contraindicated with nirmatrelvir/ritonavir (labelled: rifampin, carbamazepine, phenytoin, St John\'s wort); choose another COVID-19 treatment. Seek HIV specialist advice for other ritonavir regimens.',
  }),
  rule('inducer-voriconazole', { drugs: ['rifampin', 'carbamazepine', 'st-johns-wort'] }, { drugs: ['voriconazole'] }, 'severe', 'levels', {
    description: 'Voriconazole levels fall drastically, with risk of treatment failure.',
    mechanism: 'Induction of CYP2C19, CYP2C9 and CYP3A4.',
    management: 'Contraindicated (labelled); use another antifungal.',
  }),
  pair('phenytoin-voriconazole', 'phenytoin', 'voriconazole', 'moderate', 'levels', {
    description: 'Phenytoin lowers voriconazole levels and voriconazole raises phenytoin levels.',
    mechanism: 'Two-way CYP interaction.',
    management: 'Increase the voriconazole dose per labelling and monitor phenytoin levels.',
  }),
  rule('inducer-contraceptive', { classes: ['cyp3a4-inducer'] }, { classes: ['hormonal-contraceptive'] }, 'severe', 'contraceptive-failure', {
    description: 'Enzyme inducers reduce estrogen and progestogen levels, with a risk of contraceptive failure and unintended pregnancy.',
    mechanism: 'Induction of CYP3A4 metabolism of contraceptive steroids.',
    management: 'Use a method not affected by enzyme inducers (copper or levonorgestrel IUD, or progestogen injection) during and for 28 days after the inducer.',
  }),
  pair('contraceptive-lamotrigine', 'ethinyl-estradiol', 'lamotrigine', 'moderate', 'levels', {
    description: 'Estrogen-containing contraceptives roughly halve lamotrigine levels, with possible loss of seizure control; levels rise in the pill-free week.',
    mechanism: 'Induction of lamotrigine glucuronidation by ethinyl estradiol.',
    management: 'Adjust the lamotrigine dose when starting or stopping the contraceptive and monitor clinically (and levels if available).',
  }),
  rule('inducer-theophylline', { classes: ['cyp3a4-inducer'] }, { drugs: ['theophylline'] }, 'moderate', 'levels', {
    description: 'Enzyme inducers lower theophylline levels and effect.',
    mechanism: 'Induction of CYP1A2 and other CYP enzymes.',
    management: 'Monitor theophylline levels and adjust the dose.',
  }),
  rule('inducer-levothyroxine', { drugs: ['rifampin', 'carbamazepine', 'phenytoin'] }, { drugs: ['levothyroxine'] }, 'mild', 'levels', {
    description: 'Enzyme inducers can increase levothyroxine requirements.',
    mechanism: 'Increased hepatic metabolism of thyroid hormone.',
    management: 'Check TSH after starting or stopping the inducer.',
  }),

  // ── Antiepileptics ─────────────────────────────────────────────────────────────────────────
  pair('valproate-lamotrigine', 'valproate', 'lamotrigine', 'severe', 'levels', {
    description: 'Valproate about doubles lamotrigine levels, increasing the risk of serious rash (including Stevens–Johnson syndrome).',
    mechanism: 'Inhibition of lamotrigine glucuronidation.',
    management: 'Use the lamotrigine titration schedule for patients taking valproate (lower starting dose, slower escalation) and warn about rash.',
  }),
  pair('carbamazepine-lamotrigine', 'carbamazepine', 'lamotrigine', 'moderate', 'levels', {
    description: 'Carbamazepine lowers lamotrigine levels.',
    mechanism: 'Induction of glucuronidation.',
    management: 'Use the lamotrigine dosing schedule for enzyme-inducing co-therapy.',
  }),
  pair('carbamazepine-valproate', 'carbamazepine', 'valproate', 'moderate', 'levels', {
    description: 'Carbamazepine lowers valproate levels; valproate can raise carbamazepine-epoxide levels.',
    mechanism: 'Enzyme induction and epoxide hydrolase inhibition.',
    management: 'Monitor levels and clinical response of both drugs.',
  }),
  pair('phenytoin-valproate', 'phenytoin', 'valproate', 'moderate', 'levels', {
    description: 'Complex interaction: valproate displaces phenytoin from protein binding and inhibits its metabolism; phenytoin lowers valproate levels.',
    mechanism: 'Protein-binding displacement and enzyme effects.',
    management: 'Interpret total phenytoin levels with care (free levels preferred) and monitor both drugs.',
  }),
  pair('phenytoin-fluconazole', 'phenytoin', 'fluconazole', 'moderate', 'levels', {
    description: 'Fluconazole raises phenytoin levels (toxicity: nystagmus, ataxia).',
    mechanism: 'CYP2C9 inhibition.',
    management: 'Monitor phenytoin levels and reduce the dose if needed.',
  }),

  // ── Serotonergic drugs ─────────────────────────────────────────────────────────────────────
  rule('maoi-serotonergic', { classes: ['maoi'] }, { classes: ['serotonergic'] }, 'severe', 'serotonin', {
    description: 'Risk of severe, potentially fatal serotonin syndrome (hyperthermia, rigidity, autonomic instability).',
    mechanism: 'MAO inhibition prevents serotonin breakdown while the other drug increases serotonin release or blocks its reuptake.',
    management: 'Contraindicated. Allow a washout: at least 14 days after stopping an MAOI (5 weeks after stopping fluoxetine before starting an MAOI).',
  }),
  pair('maoi-bupropion', 'phenelzine', 'bupropion', 'severe', 'hypertension', {
    description: 'Risk of hypertensive reactions.',
    mechanism: 'Bupropion increases noradrenaline and dopamine, whose breakdown the MAOI blocks.',
    management: 'Contraindicated (labelled); allow at least 14 days between stopping the MAOI and starting bupropion.',
  }),
  rule('linezolid-serotonergic', { drugs: ['linezolid'] }, { classes: ['serotonergic'] }, 'severe', 'serotonin', {
    description: 'Serotonin syndrome has been reported when linezolid is given with serotonergic drugs.',
    mechanism: 'Linezolid is a reversible non-selective MAO inhibitor.',
    management: 'Avoid (FDA): use another antibiotic, or, if linezolid is essential, stop the serotonergic drug and monitor for serotonin syndrome for 2 weeks (5 weeks for fluoxetine) or until 24 hours after the last linezolid dose, whichever comes first.',
  }),
  rule('serotonergic-serotonergic', { classes: ['serotonergic'] }, { classes: ['serotonergic'] }, 'moderate', 'serotonin', {
    description: 'Combining serotonergic drugs increases the risk of serotonin syndrome (agitation, tremor, clonus, hyperreflexia, hyperthermia).',
    mechanism: 'Additive serotonergic activity (reuptake inhibition, release or receptor agonism).',
    management: 'Use the lowest effective doses, warn the patient about symptoms, and review after starting or increasing either drug; avoid two antidepressants of the same class.',
  }),
  rule('cyp2d6-codeine-tramadol', { classes: ['strong-cyp2d6-inhibitor'] }, { drugs: ['codeine', 'tramadol'] }, 'moderate', 'activation', {
    description: 'Strong CYP2D6 inhibitors reduce the conversion of codeine and tramadol to their active analgesic metabolites (poor pain control; more serotonergic effect from tramadol).',
    mechanism: 'Inhibition of CYP2D6 O-demethylation.',
    management: 'Choose an analgesic not activated by CYP2D6, or monitor for lack of effect and for serotonin toxicity.',
  }),
  pair('bupropion-tramadol', 'bupropion', 'tramadol', 'moderate', 'seizures', {
    description: 'Both lower the seizure threshold.',
    mechanism: 'Additive pro-convulsant effects; bupropion also inhibits tramadol activation by CYP2D6.',
    management: 'Avoid in patients with seizure risk; otherwise use the lowest doses.',
  }),
  rule('cyp2d6-tamoxifen', { classes: ['strong-cyp2d6-inhibitor'] }, { drugs: ['tamoxifen'] }, 'moderate', 'activation', {
    description: 'Strong CYP2D6 inhibitors reduce formation of endoxifen, the main active metabolite of tamoxifen, which may reduce its efficacy.',
    mechanism: 'CYP2D6 inhibition.',
    management: 'Prefer an antidepressant with little CYP2D6 inhibition (e.g. venlafaxine) in women taking tamoxifen.',
  }),
  rule('cyp2d6-amitriptyline', { classes: ['strong-cyp2d6-inhibitor'] }, { drugs: ['amitriptyline'] }, 'moderate', 'levels', {
    description: 'Strong CYP2D6 inhibitors raise tricyclic levels (anticholinergic effects, QT prolongation, toxicity).',
    mechanism: 'CYP2D6 inhibition.',
    management: 'Use a lower amitriptyline dose and monitor for adverse effects.',
  }),
  pair('omeprazole-citalopram', 'omeprazole', 'citalopram', 'mild', 'levels', {
    description: 'Omeprazole can raise citalopram levels.',
    mechanism: 'CYP2C19 inhibition.',
    management: 'The US label limits citalopram to 20 mg daily with CYP2C19 inhibitors; monitor the QTc in at-risk patients.',
  }),

  // ── CNS depressants ────────────────────────────────────────────────────────────────────────
  rule('opioid-benzodiazepine', { classes: ['opioid'] }, { classes: ['benzodiazepine', 'z-drug'] }, 'severe', 'respiratory-depression', {
    description: 'Profound sedation, respiratory depression, coma and death (FDA boxed warning).',
    mechanism: 'Additive CNS and respiratory depression.',
    management: 'Avoid co-prescribing; if unavoidable, use the lowest doses for the shortest time, monitor for sedation, and consider naloxone.',
  }),
  rule('opioid-gabapentinoid', { classes: ['opioid'] }, { classes: ['gabapentinoid'] }, 'moderate', 'respiratory-depression', {
    description: 'Serious breathing problems can occur when gabapentin or pregabalin is combined with opioids (FDA warning).',
    mechanism: 'Additive CNS and respiratory depression.',
    management: 'Start the gabapentinoid at a low dose, titrate slowly, and monitor for sedation and breathing problems, especially in older adults and in lung disease.',
  }),

  // ── QT prolongation (general rule) ─────────────────────────────────────────────────────────
  rule('qt-qt', { classes: ['qt-prolonging'] }, { classes: ['qt-prolonging'] }, 'moderate', 'qt', {
    description: 'Two drugs with a known risk of torsades de pointes: additive QT prolongation.',
    mechanism: 'Both block cardiac repolarising potassium current (IKr).',
    management: 'Avoid if the patient has other risk factors (QTc >500 ms, hypokalaemia, hypomagnesaemia, bradycardia, heart failure, congenital long QT, older age). Otherwise obtain a baseline ECG, correct electrolytes, and repeat the ECG after starting.',
  }),

  // ── Anti-infectives ────────────────────────────────────────────────────────────────────────
  pair('ciprofloxacin-theophylline', 'ciprofloxacin', 'theophylline', 'severe', 'levels', {
    description: 'Ciprofloxacin raises theophylline levels, with risk of seizures and arrhythmias.',
    mechanism: 'CYP1A2 inhibition.',
    management: 'Avoid; use another antibiotic. If essential, reduce the theophylline dose and monitor levels.',
  }),
  rule('macrolide-theophylline', { drugs: ['clarithromycin', 'erythromycin'] }, { drugs: ['theophylline'] }, 'moderate', 'levels', {
    description: 'Clarithromycin and erythromycin raise theophylline levels.',
    mechanism: 'CYP inhibition (CYP3A4 and CYP1A2).',
    management: 'Monitor theophylline levels or use azithromycin.',
  }),
  rule('chelation-fluoroquinolone', { classes: ['fluoroquinolone'] }, { classes: ['antacid', 'iron'] }, 'moderate', 'absorption', {
    description: 'Calcium, antacids and iron markedly reduce fluoroquinolone absorption (treatment failure).',
    mechanism: 'Chelation by di- and trivalent cations in the gut.',
    management: 'Separate the doses: ciprofloxacin at least 2 hours before or 6 hours after the mineral product; levofloxacin at least 2 hours before or after; moxifloxacin at least 4 hours before or 8 hours after.',
  }),
  rule('chelation-doxycycline', { drugs: ['doxycycline'] }, { classes: ['antacid', 'iron'] }, 'moderate', 'absorption', {
    description: 'Calcium, antacids and iron reduce doxycycline absorption.',
    mechanism: 'Chelation in the gut.',
    management: 'Separate doses by at least 2–3 hours.',
  }),
  rule('fluoroquinolone-steroid', { classes: ['fluoroquinolone'] }, { classes: ['corticosteroid'] }, 'moderate', 'tendon', {
    description: 'Increased risk of tendinitis and tendon rupture (boxed warning), especially over age 60.',
    mechanism: 'Additive effects on tendon collagen.',
    management: 'Avoid the combination where another antibiotic is suitable; warn patients to stop and seek advice at the first sign of tendon pain.',
  }),
  rule('fluoroquinolone-antidiabetic', { classes: ['fluoroquinolone'] }, { classes: ['sulfonylurea', 'insulin'] }, 'moderate', 'glucose', {
    description: 'Fluoroquinolones can cause severe hypoglycaemia (and hyperglycaemia), including hypoglycaemic coma, in patients on sulfonylureas or insulin.',
    mechanism: 'Fluoroquinolones affect pancreatic insulin release (FDA 2018 warning).',
    management: 'Prefer another antibiotic in older adults on these drugs; otherwise monitor blood glucose closely.',
  }),
  rule('fluoroquinolone-nsaid', { classes: ['fluoroquinolone'] }, { classes: ['nsaid'] }, 'mild', 'seizures', {
    description: 'Possible increased risk of CNS stimulation and seizures.',
    mechanism: 'NSAIDs may enhance fluoroquinolone GABA-A antagonism.',
    management: 'Use caution in patients with epilepsy or other seizure risk.',
  }),
  rule('sulfonylurea-tmp-smx', { classes: ['sulfonylurea'] }, { drugs: ['trimethoprim-sulfamethoxazole'] }, 'moderate', 'glucose', {
    description: 'Trimethoprim-sulfamethoxazole increases the risk of hypoglycaemia with sulfonylureas.',
    mechanism: 'CYP2C9 inhibition by sulfamethoxazole raises sulfonylurea levels.',
    management: 'Monitor glucose closely or choose another antibiotic.',
  }),
  rule('sulfonylurea-fluconazole', { classes: ['sulfonylurea'] }, { drugs: ['fluconazole'] }, 'moderate', 'glucose', {
    description: 'Fluconazole increases the risk of hypoglycaemia with sulfonylureas.',
    mechanism: 'CYP2C9 inhibition raises sulfonylurea levels.',
    management: 'Monitor glucose and consider a temporary dose reduction.',
  }),
  rule('sulfonylurea-clarithromycin', { classes: ['sulfonylurea'] }, { drugs: ['clarithromycin'] }, 'moderate', 'glucose', {
    description: 'Clarithromycin is associated with hypoglycaemia in patients taking sulfonylureas.',
    mechanism: 'Raised sulfonylurea exposure (CYP3A4/OATP inhibition).',
    management: 'Prefer azithromycin, or monitor glucose closely.',
  }),
  rule('ppi-azole', { classes: ['ppi'] }, { drugs: ['itraconazole', 'ketoconazole'] }, 'moderate', 'absorption', {
    description: 'Acid suppression reduces absorption of itraconazole capsules and ketoconazole (treatment failure).',
    mechanism: 'These azoles need gastric acid to dissolve.',
    management: 'Avoid the combination, use itraconazole oral solution, or take the azole with an acidic drink; consider another antifungal.',
  }),

  // ── Diabetes ───────────────────────────────────────────────────────────────────────────────
  rule('hypo-insulin-su-incretin-sglt2', { classes: ['insulin', 'sulfonylurea'] }, { classes: ['glp1', 'sglt2'] }, 'moderate', 'glucose', {
    description: 'Higher risk of hypoglycaemia when a GLP-1 receptor agonist or SGLT2 inhibitor is added to insulin or a sulfonylurea.',
    mechanism: 'Additive glucose lowering.',
    management: 'Consider reducing the insulin or sulfonylurea dose when starting, especially if HbA1c is near target, and monitor glucose.',
  }),
  rule('hypo-su-dpp4', { classes: ['insulin', 'sulfonylurea'] }, { classes: ['dpp4'] }, 'mild', 'glucose', {
    description: 'Slightly higher risk of hypoglycaemia with insulin or a sulfonylurea.',
    mechanism: 'Additive glucose lowering.',
    management: 'A lower insulin or sulfonylurea dose may be needed; monitor glucose.',
  }),
  rule('insulin-sulfonylurea', { classes: ['insulin'] }, { classes: ['sulfonylurea'] }, 'mild', 'glucose', {
    description: 'Higher risk of hypoglycaemia.',
    mechanism: 'Additive glucose lowering.',
    management: 'Reduce or stop the sulfonylurea when intensifying insulin; monitor glucose.',
  }),
  pair('pioglitazone-insulin', 'pioglitazone', 'insulin', 'moderate', 'heart-failure', {
    description: 'More fluid retention, oedema and heart failure than with either drug alone.',
    mechanism: 'Additive sodium and fluid retention.',
    management: 'Avoid in heart failure; monitor weight and oedema and reduce doses if needed.',
  }),
  rule('beta-blocker-hypoglycaemia', { classes: ['beta-blocker'] }, { classes: ['insulin', 'sulfonylurea'] }, 'mild', 'glucose', {
    description: 'Beta blockers can mask warning symptoms of hypoglycaemia (tremor, palpitations) and, when non-selective, delay recovery.',
    mechanism: 'Blockade of adrenergic responses to hypoglycaemia.',
    management: 'Prefer a cardioselective beta blocker; educate patients that sweating may be the remaining warning sign.',
  }),
  rule('steroid-antidiabetic', { classes: ['corticosteroid'] }, { classes: ['insulin', 'sulfonylurea', 'biguanide', 'sglt2', 'dpp4', 'glp1', 'tzd'] }, 'moderate', 'glucose', {
    description: 'Systemic corticosteroids raise blood glucose and reduce the effect of glucose-lowering drugs.',
    mechanism: 'Increased hepatic glucose output and insulin resistance.',
    management: 'Monitor glucose (afternoon and evening values with morning prednisone) and adjust therapy; reverse adjustments as the steroid is tapered.',
  }),
  rule('sglt2-loop', { classes: ['sglt2'] }, { classes: ['loop-diuretic'] }, 'mild', 'volume', {
    description: 'Additive diuresis can cause volume depletion and hypotension.',
    mechanism: 'Osmotic diuresis and natriuresis from SGLT2 inhibition plus loop diuretic effect.',
    management: 'Assess volume status; consider reducing the diuretic dose when starting an SGLT2 inhibitor.',
  }),

  // ── Thyroid and minerals ───────────────────────────────────────────────────────────────────
  rule('levothyroxine-ppi', { drugs: ['levothyroxine'] }, { drugs: ['esomeprazole', 'pantoprazole'] }, 'mild', 'absorption', {
    description: 'Reduced levothyroxine absorption with long-term PPI use.',
    mechanism: 'Levothyroxine absorption depends on gastric acidity.',
    management: 'Check TSH 6–8 weeks after starting or stopping the PPI.',
  }),
  pair('levothyroxine-calcium', 'levothyroxine', 'calcium-carbonate', 'moderate', 'absorption', {
    description: 'Calcium carbonate reduces levothyroxine absorption (higher TSH).',
    mechanism: 'Binding of levothyroxine in the gut.',
    management: 'Take levothyroxine at least 4 hours apart from calcium; recheck TSH if the pattern changes.',
  }),
  pair('levothyroxine-iron', 'levothyroxine', 'ferrous-sulfate', 'moderate', 'absorption', {
    description: 'Oral iron reduces levothyroxine absorption (higher TSH).',
    mechanism: 'Formation of insoluble iron–thyroxine complexes.',
    management: 'Take levothyroxine at least 4 hours apart from iron; recheck TSH.',
  }),
  rule('ppi-iron', { classes: ['ppi'] }, { drugs: ['ferrous-sulfate'] }, 'mild', 'absorption', {
    description: 'PPIs can reduce absorption of non-heme iron.',
    mechanism: 'Gastric acid is needed to reduce dietary and supplemental iron to its absorbable form.',
    management: 'Monitor the response to iron therapy; consider IV iron if oral iron fails.',
  }),
  pair('calcium-iron', 'calcium-carbonate', 'ferrous-sulfate', 'mild', 'absorption', {
    description: 'Calcium reduces the absorption of oral iron.',
    mechanism: 'Competition for absorption and raised gastric pH.',
    management: 'Take iron and calcium at different times of day.',
  }),

  // ── Nitrates ───────────────────────────────────────────────────────────────────────────────
  rule('pde5-nitrate', { classes: ['pde5'] }, { classes: ['nitrate'] }, 'severe', 'hypotension', {
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
    const severity = list.reduce<Severity>(
      (worst, entry) => (MAX_SEVERITY_RANK[entry.severity] < MAX_SEVERITY_RANK[worst] ? entry.severity : worst),
      'mild',
    );
    table.set(key, {
      drugs: [a, b],
      severity,
      description: list.map((entry) => entry.description).join(' '),
      mechanism: list.map((entry) => entry.mechanism).join(' '),
      management: list.map((entry) => entry.management).join(' '),
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
