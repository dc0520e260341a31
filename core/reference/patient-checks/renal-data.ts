// The renal limits of the drugs the chart prescribes (issue 35, DESIGN.md §9 "Patient-specific
// checks"), as data: one entry per limit, each from the drug's US label (§2 Dosage and
// Administration, §4 Contraindications, §8.6 Renal Impairment; older-format labels by their
// section names), with the kidney value the label itself uses: creatinine clearance (Cockcroft-Gault)
// or eGFR. A label's action sets the level (LEVEL_OF_RENAL_ACTION); management carries the label's
// adjusted dose. Where a label's limit differs by indication, the entry states the stricter one and
// says so in its management. Limits not confirmed from the label are left out, never guessed; the
// catalogue drugs concerned are in RENAL_UNCONFIRMED, which the check names. renal.ts applies them.
import type { DrugClassId } from '../drug-classes';
import type { ClinicalLevel } from '../clinical-levels';
import { msg } from '../../i18n/msg';

/** The kidney value a label doses by: Cockcroft-Gault creatinine clearance (mL/min) or eGFR (mL/min/1.73 m²). */
export type RenalMeasure = 'crcl' | 'egfr';

/** What the label says to do within the range. */
export type RenalAction = 'contraindicated' | 'avoid' | 'adjust';

/** DESIGN.md §9: contraindicated → contraindicated; not recommended / avoid → major; adjust the dose → moderate. */
export const LEVEL_OF_RENAL_ACTION: Readonly<Record<RenalAction, ClinicalLevel>> = {
  contraindicated: 'contraindicated',
  avoid: 'major',
  adjust: 'moderate',
};

/** The range of the kidney value a limit covers, with the label's own bounds (below = "<", atMost = "≤"). */
export interface RenalRange {
  below?: number;
  atMost?: number;
  atLeast?: number;
  above?: number;
}

/** One renal limit of one drug (or class). */
export interface RenalRule {
  /** Stable id kept by CDS feedback: renal.<drug>.<measure>-<range>. */
  id: string;
  /** Catalogue drug ids (core/reference/drugs.ts) the limit applies to. */
  drugs: readonly string[];
  /** Catalogue classes it applies to, for a limit every member's label states. */
  classes?: readonly DrugClassId[];
  /** Members of `classes` a limit of their own replaces. */
  except?: readonly string[];
  measure: RenalMeasure;
  range: RenalRange;
  action: RenalAction;
  /** Set only where the label's wording and the finding's level differ; `levelReason` says why. */
  level?: ClinicalLevel;
  levelReason?: string;
  /** What to do: the label's adjusted dose or alternative; an msg() template that may use {drug}. */
  management: string;
  /** The label (or guideline) and section the limit is from, with the year of the label it was read in. */
  source: string;
  /** The most days old the kidney value may be, where the source says how often to measure it. */
  maxAgeDays?: number;
}

/**
 * Apixaban's atrial-fibrillation dose is reduced by counting criteria (age, weight, serum creatinine),
 * not by a clearance: its own rule shape.
 */
export interface RenalCriteriaRule {
  id: string;
  drugs: readonly string[];
  criteria: { ageAtLeast: number; weightKgAtMost: number; creatinineMgDlAtLeast: number };
  /** How many of the three criteria make the rule fire. */
  minimumMet: number;
  action: RenalAction;
  management: string;
  source: string;
}

const METFORMIN = 'Glucophage (metformin) US label, 2 Dosage and Administration (use in renal impairment), 4 Contraindications and 5.1 (obtain an eGFR at least annually), as of 2017';
const RIVAROXABAN = 'Xarelto (rivaroxaban) US label, 2 Dosage and Administration (renal impairment) and 8.6 Renal Impairment, as of 2023';
const DABIGATRAN = 'Pradaxa (dabigatran etexilate) US label, 2 Dosage and Administration (dosage in renal impairment) and 8.6 Renal Impairment, as of 2021';
const EDOXABAN = 'Savaysa (edoxaban) US label, Boxed Warning and 1 Indications (CrCl above 95 mL/min), 2 Dosage and Administration and 8.6 Renal Impairment, as of 2021';
const GABAPENTIN = 'Neurontin (gabapentin) US label, 2 Dosage and Administration (dosage adjustment in renal impairment, table), as of 2020';
const PREGABALIN = 'Lyrica (pregabalin) US label, 2 Dosage and Administration (patients with renal impairment, table), as of 2020';
const DAPAGLIFLOZIN = 'Farxiga (dapagliflozin) US label, 2 Dosage and Administration (patients with renal impairment), as of 2023';
const EMPAGLIFLOZIN = 'Jardiance (empagliflozin) US label, 2 Dosage and Administration (patients with renal impairment), as of 2023';
const FINERENONE = 'Kerendia (finerenone) US label, 2 Dosage and Administration (recommended starting dosage by eGFR; initiation not recommended below 25), as of 2021';
const CANAGLIFLOZIN = 'Invokana (canagliflozin) US label, 2 Dosage and Administration (patients with renal impairment), as of 2020';
const LITHIUM = 'Lithium carbonate US label, 2 Dosage and Administration (renal impairment) and 8.6 Renal Impairment, as of 2016';
const SITAGLIPTIN = 'Januvia (sitagliptin) US label, 2 Dosage and Administration (patients with renal impairment), as of 2020';
const VALACYCLOVIR = 'Valtrex (valacyclovir) US label, 2 Dosage and Administration (patients with renal impairment, table), as of 2019';
const ACYCLOVIR = 'Zovirax (acyclovir) oral US label, Dosage and Administration (patients with acute or chronic renal impairment, table), as of 2019';
const TMP_SMX = 'Bactrim (sulfamethoxazole and trimethoprim) US label, Dosage and Administration (impaired renal function), as of 2021; trimethoprim tablets US label, Dosage and Administration, the same table';
const LEVOFLOXACIN = 'Levaquin (levofloxacin) US label, 2 Dosage and Administration (adults with creatinine clearance under 50 mL/min, table), as of 2019';
const CIPROFLOXACIN = 'Cipro (ciprofloxacin) tablets US label, 2 Dosage and Administration (adults with impaired renal function, table), as of 2021';
const SOTALOL = 'Betapace / Betapace AF (sotalol) US label, 2 Dosage and Administration (dosing interval by creatinine clearance) and 4 Contraindications (CrCl below 40 mL/min in atrial fibrillation or flutter), as of 2016';
const ATENOLOL = 'Tenormin (atenolol) US label, Dosage and Administration (elderly patients or patients with renal impairment, creatinine clearance table), as of 2019';
const TADALAFIL = 'Cialis (tadalafil) US label, 2 Dosage and Administration (renal impairment), as of 2020';
const LEVETIRACETAM = 'Keppra (levetiracetam) US label, 2 Dosage and Administration (adult patients with impaired renal function, table), as of 2020';
const VENLAFAXINE = 'Effexor XR (venlafaxine) US label, 2 Dosage and Administration (patients with renal impairment), as of 2022';
const DESVENLAFAXINE = 'Pristiq (desvenlafaxine) US label, 2 Dosage and Administration (patients with renal impairment), as of 2022';
const LISDEXAMFETAMINE = 'Vyvanse (lisdexamfetamine) US label, 2 Dosage and Administration (dosage in patients with renal impairment), as of 2022';
const AMOXICILLIN = 'Amoxil (amoxicillin) and Augmentin (amoxicillin/clavulanate) US labels, 2 Dosage and Administration (renal impairment: no 875 mg tablet below GFR 30 mL/min), as of 2021';
const CEFUROXIME = 'Ceftin (cefuroxime axetil) US label, 2 Dosage and Administration (adults with renal impairment, table), as of 2017';
const OSELTAMIVIR = 'Tamiflu (oseltamivir) US label, 2 Dosage and Administration (adult patients with renal impairment), as of 2019';
const LEVOCETIRIZINE = 'Xyzal (levocetirizine) US label, 2 Dosage and Administration (renal impairment) and 4 Contraindications (end-stage renal disease, CrCl below 10 mL/min, and haemodialysis), as of 2017';
const MIRABEGRON = 'Myrbetriq (mirabegron) US label, 2 Dosage and Administration (renal impairment) and 8.6, as of 2021';
const FAMOTIDINE = 'Pepcid (famotidine) tablets US label, 2 Dosage and Administration (dosage in renal impairment, table; CNS adverse reactions reported in renal impairment), as of 2019';
const NSAID = 'KDIGO 2012 CKD guideline, 4.4 (avoid NSAIDs at GFR below 30 mL/min/1.73 m²); every NSAID US label, 5 Warnings and Precautions (renal toxicity: not recommended in advanced renal disease), as of 2021';

/** Every limit by clearance or eGFR, grouped by drug; bands of one drug never overlap (renal-data.test.ts). */
export const RENAL_RULES: readonly RenalRule[] = [
  // Metformin: the label uses eGFR and asks for one at least annually.
  { id: 'renal.metformin.egfr-lt-30', drugs: ['metformin'], measure: 'egfr', range: { below: 30 }, action: 'contraindicated', maxAgeDays: 365, source: METFORMIN,
    management: msg('Do not use metformin; if the patient already takes it, stop it (risk of lactic acidosis).') },
  { id: 'renal.metformin.egfr-30-45', drugs: ['metformin'], measure: 'egfr', range: { atLeast: 30, below: 45 }, action: 'avoid', maxAgeDays: 365, source: METFORMIN,
    management: msg('Starting metformin at an eGFR of 30 to 45 is not recommended; if the patient already takes it and the eGFR fell below 45, weigh the benefit of continuing against the risk.') },

  // Direct oral anticoagulants: all four labels dose by Cockcroft-Gault creatinine clearance.
  { id: 'renal.rivaroxaban.crcl-lt-15', drugs: ['rivaroxaban'], measure: 'crcl', range: { below: 15 }, action: 'avoid', source: RIVAROXABAN,
    management: msg('Avoid rivaroxaban for DVT/PE treatment, prevention of recurrence and prophylaxis below CrCl 15 mL/min; for nonvalvular atrial fibrillation check the label’s dosing for end-stage kidney disease.') },
  { id: 'renal.rivaroxaban.crcl-15-50', drugs: ['rivaroxaban'], measure: 'crcl', range: { atLeast: 15, atMost: 50 }, action: 'adjust', source: RIVAROXABAN,
    management: msg('Nonvalvular atrial fibrillation: 15 mg once daily with the evening meal. DVT/PE treatment and prophylaxis: no renal dose change at CrCl 15 mL/min or more.') },
  { id: 'renal.dabigatran.crcl-lt-15', drugs: ['dabigatran'], measure: 'crcl', range: { below: 15 }, action: 'avoid', source: DABIGATRAN,
    management: msg('The label gives no dabigatran dose below CrCl 15 mL/min or on dialysis, for any indication: choose another anticoagulant.') },
  { id: 'renal.dabigatran.crcl-15-30', drugs: ['dabigatran'], measure: 'crcl', range: { atLeast: 15, atMost: 30 }, action: 'avoid', source: DABIGATRAN,
    management: msg('Nonvalvular atrial fibrillation: 75 mg twice daily. DVT/PE treatment and prophylaxis: the label gives no dose at CrCl 30 mL/min or less. Flagged at the stricter of the two.') },
  { id: 'renal.edoxaban.crcl-lt-15', drugs: ['edoxaban'], measure: 'crcl', range: { below: 15 }, action: 'avoid', source: EDOXABAN,
    management: msg('Choose another anticoagulant.') },
  { id: 'renal.edoxaban.crcl-15-50', drugs: ['edoxaban'], measure: 'crcl', range: { atLeast: 15, atMost: 50 }, action: 'adjust', source: EDOXABAN,
    management: msg('Reduce to 30 mg once daily (nonvalvular atrial fibrillation and DVT/PE).') },
  { id: 'renal.edoxaban.crcl-gt-95', drugs: ['edoxaban'], measure: 'crcl', range: { above: 95 }, action: 'avoid', source: EDOXABAN,
    management: msg('For nonvalvular atrial fibrillation edoxaban should not be used above CrCl 95 mL/min (less effective than warfarin): choose another anticoagulant. The limit does not apply to DVT/PE treatment.') },
  { id: 'renal.enoxaparin.crcl-lt-30', drugs: ['enoxaparin'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Lovenox (enoxaparin) US label, 2 Dosage and Administration (adjustment for severe renal impairment) and 8.6 Renal Impairment, as of 2022',
    management: msg('Prophylaxis: 30 mg subcutaneously once daily; treatment: 1 mg/kg subcutaneously once daily.') },

  // Gabapentinoids: the labels' dose tables by creatinine clearance.
  { id: 'renal.gabapentin.crcl-30-59', drugs: ['gabapentin'], measure: 'crcl', range: { atLeast: 30, below: 60 }, action: 'adjust', source: GABAPENTIN,
    management: msg('400 to 1400 mg a day in two divided doses.') },
  { id: 'renal.gabapentin.crcl-16-29', drugs: ['gabapentin'], measure: 'crcl', range: { above: 15, below: 30 }, action: 'adjust', source: GABAPENTIN,
    management: msg('200 to 700 mg once daily.') },
  { id: 'renal.gabapentin.crcl-le-15', drugs: ['gabapentin'], measure: 'crcl', range: { atMost: 15 }, action: 'adjust', source: GABAPENTIN,
    management: msg('100 to 300 mg once daily, lower still in proportion below CrCl 15 mL/min; a supplemental dose after each haemodialysis.') },
  { id: 'renal.pregabalin.crcl-30-59', drugs: ['pregabalin'], measure: 'crcl', range: { atLeast: 30, below: 60 }, action: 'adjust', source: PREGABALIN,
    management: msg('75 to 300 mg a day in two or three divided doses.') },
  { id: 'renal.pregabalin.crcl-15-29', drugs: ['pregabalin'], measure: 'crcl', range: { atLeast: 15, below: 30 }, action: 'adjust', source: PREGABALIN,
    management: msg('25 to 150 mg a day, once daily or in two divided doses.') },
  { id: 'renal.pregabalin.crcl-lt-15', drugs: ['pregabalin'], measure: 'crcl', range: { below: 15 }, action: 'adjust', source: PREGABALIN,
    management: msg('25 to 75 mg once daily; a supplemental dose after each haemodialysis.') },

  // SGLT2 inhibitors: eGFR. Below the glycaemic limit the drugs keep their kidney and heart-failure
  // indications, so that limit is moderate, not major (levelReason).
  { id: 'renal.dapagliflozin.egfr-lt-25', drugs: ['dapagliflozin'], measure: 'egfr', range: { below: 25 }, action: 'avoid', source: DAPAGLIFLOZIN,
    management: msg('Do not start {drug} at this eGFR; a patient already taking it may continue 10 mg once daily.') },
  { id: 'renal.dapagliflozin.egfr-25-44', drugs: ['dapagliflozin'], measure: 'egfr', range: { atLeast: 25, below: 45 }, action: 'avoid', source: DAPAGLIFLOZIN,
    level: 'moderate', levelReason: 'The label advises against it only to improve glycaemic control; for chronic kidney disease and heart failure the 10 mg dose stands.',
    management: msg('Not recommended to improve glycaemic control at this eGFR; for chronic kidney disease and heart failure the label’s 10 mg once daily applies.') },
  { id: 'renal.empagliflozin.egfr-lt-20', drugs: ['empagliflozin'], measure: 'egfr', range: { below: 20 }, action: 'avoid', source: EMPAGLIFLOZIN,
    management: msg('Do not start {drug} at this eGFR.') },
  { id: 'renal.empagliflozin.egfr-20-29', drugs: ['empagliflozin'], measure: 'egfr', range: { atLeast: 20, below: 30 }, action: 'avoid', source: EMPAGLIFLOZIN,
    level: 'moderate', levelReason: 'The label advises against it only to improve glycaemic control; for chronic kidney disease and heart failure the 10 mg dose stands.',
    management: msg('Not recommended to improve glycaemic control at this eGFR; for chronic kidney disease and heart failure the label’s 10 mg once daily applies.') },
  // Finerenone (issue 35): the label sets the starting dose by eGFR and advises against starting it below 25.
  { id: 'renal.finerenone.egfr-lt-25', drugs: ['finerenone'], measure: 'egfr', range: { below: 25 }, action: 'avoid', source: FINERENONE,
    management: msg('Do not start {drug} at this eGFR.') },
  { id: 'renal.finerenone.egfr-25-59', drugs: ['finerenone'], measure: 'egfr', range: { atLeast: 25, below: 60 }, action: 'adjust', source: FINERENONE,
    management: msg('Start at 10 mg once daily (20 mg is the starting dose only at an eGFR of 60 or more); then adjust the dose to the serum potassium.') },
  { id: 'renal.canagliflozin.egfr-lt-30', drugs: ['canagliflozin'], measure: 'egfr', range: { below: 30 }, action: 'avoid', source: CANAGLIFLOZIN,
    management: msg('Do not start canagliflozin at this eGFR; a patient with albuminuria above 300 mg/day who already takes it may continue 100 mg once daily.') },
  { id: 'renal.canagliflozin.egfr-30-59', drugs: ['canagliflozin'], measure: 'egfr', range: { atLeast: 30, below: 60 }, action: 'adjust', source: CANAGLIFLOZIN,
    management: msg('100 mg once daily.') },
  { id: 'renal.sitagliptin.egfr-30-44', drugs: ['sitagliptin'], measure: 'egfr', range: { atLeast: 30, below: 45 }, action: 'adjust', source: SITAGLIPTIN,
    management: msg('50 mg once daily.') },
  { id: 'renal.sitagliptin.egfr-lt-30', drugs: ['sitagliptin'], measure: 'egfr', range: { below: 30 }, action: 'adjust', source: SITAGLIPTIN,
    management: msg('25 mg once daily (on dialysis too).') },

  // Mineralocorticoid receptor antagonists.
  { id: 'renal.spironolactone.egfr-le-50', drugs: ['spironolactone'], measure: 'egfr', range: { atMost: 50 }, action: 'adjust',
    source: 'Aldactone (spironolactone) US label, 2 Dosage and Administration (heart failure) and 8.6 Renal Impairment, as of 2018',
    management: msg('Heart failure: consider starting at 25 mg every other day at an eGFR of 30 to 50; the label gives no dose below 30. Check potassium.') },
  { id: 'renal.eplerenone.crcl-le-30', drugs: ['eplerenone'], measure: 'crcl', range: { atMost: 30 }, action: 'contraindicated',
    source: 'Inspra (eplerenone) US label, 4 Contraindications (all patients: CrCl 30 mL/min or less), as of 2020',
    management: msg('Do not use {drug}.') },
  { id: 'renal.eplerenone.crcl-31-49', drugs: ['eplerenone'], measure: 'crcl', range: { above: 30, below: 50 }, action: 'contraindicated',
    source: 'Inspra (eplerenone) US label, 4 Contraindications (patients treated for hypertension: CrCl below 50 mL/min), as of 2020',
    management: msg('Contraindicated for hypertension below CrCl 50 mL/min; after a myocardial infarction with heart failure the label’s limit is CrCl 30 mL/min. Flagged at the stricter of the two.') },

  { id: 'renal.colchicine.crcl-lt-30', drugs: ['colchicine'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Colcrys (colchicine) US label, 2 Dosage and Administration (dose modification in renal impairment) and 8.6 Renal Impairment, as of 2020',
    management: msg('Gout prophylaxis: start at 0.3 mg a day and raise only with close monitoring. Flare treatment: do not repeat a course within 14 days. On dialysis: 0.3 mg twice a week (prophylaxis) or a single 0.6 mg dose per flare.') },
  { id: 'renal.nitrofurantoin.crcl-lt-60', drugs: ['nitrofurantoin'], measure: 'crcl', range: { below: 60 }, action: 'contraindicated',
    source: 'Macrobid (nitrofurantoin) US label, Contraindications (creatinine clearance under 60 mL/min), as of 2020; AGS Beers Criteria 2023 (avoid below CrCl 30 mL/min)',
    management: msg('Choose another antibiotic. The AGS Beers Criteria 2023 also advise avoiding it below CrCl 30 mL/min.') },
  { id: 'renal.lithium.crcl-lt-30', drugs: ['lithium'], measure: 'crcl', range: { below: 30 }, action: 'avoid', source: LITHIUM,
    management: msg('Choose another treatment where possible; if lithium is unavoidable, monitor serum lithium and renal function closely.') },
  { id: 'renal.lithium.crcl-30-89', drugs: ['lithium'], measure: 'crcl', range: { atLeast: 30, below: 90 }, action: 'adjust', source: LITHIUM,
    management: msg('Start below the usual dose and titrate slowly, with frequent serum lithium levels.') },

  // Antivirals and antibiotics.
  { id: 'renal.valacyclovir.crcl-30-49', drugs: ['valacyclovir'], measure: 'crcl', range: { atLeast: 30, below: 50 }, action: 'adjust', source: VALACYCLOVIR,
    management: msg('Herpes zoster and initial genital herpes: 1 g every 12 hours; cold sores: 1 g every 12 hours for one day; recurrent genital herpes and suppression: no change.') },
  { id: 'renal.valacyclovir.crcl-10-29', drugs: ['valacyclovir'], measure: 'crcl', range: { atLeast: 10, below: 30 }, action: 'adjust', source: VALACYCLOVIR,
    management: msg('Herpes zoster and initial genital herpes: 1 g every 24 hours; recurrent genital herpes: 500 mg every 24 hours; cold sores: 500 mg every 12 hours for one day; suppression: see the label’s table.') },
  { id: 'renal.valacyclovir.crcl-lt-10', drugs: ['valacyclovir'], measure: 'crcl', range: { below: 10 }, action: 'adjust', source: VALACYCLOVIR,
    management: msg('Herpes zoster and genital herpes: 500 mg every 24 hours; cold sores: a single 500 mg dose; suppression: see the label’s table.') },
  { id: 'renal.acyclovir.crcl-10-25', drugs: ['acyclovir'], measure: 'crcl', range: { atLeast: 10, atMost: 25 }, action: 'adjust', source: ACYCLOVIR,
    management: msg('Herpes zoster (800 mg five times a day): 800 mg every 8 hours. The 200 mg and 400 mg genital herpes regimens need no change above CrCl 10 mL/min.') },
  { id: 'renal.acyclovir.crcl-lt-10', drugs: ['acyclovir'], measure: 'crcl', range: { below: 10 }, action: 'adjust', source: ACYCLOVIR,
    management: msg('Herpes zoster: 800 mg every 12 hours; genital herpes (200 mg or 400 mg regimens): 200 mg every 12 hours.') },
  { id: 'renal.trimethoprim.crcl-lt-15', drugs: ['trimethoprim-sulfamethoxazole', 'trimethoprim'], measure: 'crcl', range: { below: 15 }, action: 'avoid', source: TMP_SMX,
    management: msg('Not recommended below CrCl 15 mL/min: choose another antibiotic.') },
  { id: 'renal.trimethoprim.crcl-15-30', drugs: ['trimethoprim-sulfamethoxazole', 'trimethoprim'], measure: 'crcl', range: { atLeast: 15, atMost: 30 }, action: 'adjust', source: TMP_SMX,
    management: msg('Half the usual regimen.') },
  { id: 'renal.levofloxacin.crcl-20-49', drugs: ['levofloxacin'], measure: 'crcl', range: { atLeast: 20, below: 50 }, action: 'adjust', source: LEVOFLOXACIN,
    management: msg('750 mg every 48 hours (750 mg regimen); 500 mg first, then 250 mg every 24 hours (500 mg regimen); the 250 mg regimen needs no change.') },
  { id: 'renal.levofloxacin.crcl-lt-20', drugs: ['levofloxacin'], measure: 'crcl', range: { below: 20 }, action: 'adjust', source: LEVOFLOXACIN,
    management: msg('750 mg first, then 500 mg every 48 hours (750 mg regimen); 500 mg first, then 250 mg every 48 hours (500 mg regimen, and on haemodialysis or CAPD for both); 250 mg every 48 hours (250 mg regimen, except uncomplicated urinary tract infection).') },
  { id: 'renal.ciprofloxacin.crcl-30-50', drugs: ['ciprofloxacin'], measure: 'crcl', range: { atLeast: 30, atMost: 50 }, action: 'adjust', source: CIPROFLOXACIN,
    management: msg('250 to 500 mg every 12 hours.') },
  { id: 'renal.ciprofloxacin.crcl-lt-30', drugs: ['ciprofloxacin'], measure: 'crcl', range: { below: 30 }, action: 'adjust', source: CIPROFLOXACIN,
    management: msg('250 to 500 mg every 18 hours; on haemodialysis or peritoneal dialysis every 24 hours, after dialysis.') },

  // Pain, gout and bone.
  { id: 'renal.tramadol.crcl-lt-30', drugs: ['tramadol'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Ultram (tramadol) US label, 2 Dosage and Administration (patients with renal impairment), as of 2021; extended-release tramadol labels: not for use in severe renal impairment',
    management: msg('Immediate release: every 12 hours, at most 200 mg a day. Do not use extended-release tramadol.') },
  { id: 'renal.duloxetine.crcl-lt-30', drugs: ['duloxetine'], measure: 'crcl', range: { below: 30 }, action: 'avoid',
    source: 'Cymbalta (duloxetine) US label, 2 Dosage and Administration and 8.10 Severe Renal Impairment (avoid below 30 mL/min), as of 2021',
    management: msg('Choose another treatment.') },
  { id: 'renal.nsaid.egfr-lt-30', drugs: [], classes: ['nsaid'], except: ['ketorolac'], measure: 'egfr', range: { below: 30 }, action: 'avoid', source: NSAID,
    management: msg('Avoid NSAIDs at this eGFR; if one is unavoidable, use it briefly and monitor renal function.') },
  { id: 'renal.ketorolac.egfr-lt-30', drugs: ['ketorolac'], measure: 'egfr', range: { below: 30 }, action: 'contraindicated',
    source: 'Toradol (ketorolac) US label, Boxed Warning and Contraindications (advanced renal impairment), as of 2021; "advanced" read as KDIGO 2012 GFR categories G4-G5 (below 30 mL/min/1.73 m²)',
    management: msg('Do not use {drug}.') },
  { id: 'renal.allopurinol.crcl-10-20', drugs: ['allopurinol'], measure: 'crcl', range: { atLeast: 10, atMost: 20 }, action: 'adjust',
    source: 'Zyloprim (allopurinol) US label, Dosage and Administration (creatinine clearance table), as of 2018',
    management: msg('200 mg a day.') },
  { id: 'renal.allopurinol.crcl-lt-10', drugs: ['allopurinol'], measure: 'crcl', range: { below: 10 }, action: 'adjust',
    source: 'Zyloprim (allopurinol) US label, Dosage and Administration (creatinine clearance table), as of 2018',
    management: msg('At most 100 mg a day; below CrCl 3 mL/min, lengthen the interval beyond a day.') },
  { id: 'renal.alendronate.crcl-lt-35', drugs: ['alendronate'], measure: 'crcl', range: { below: 35 }, action: 'avoid',
    source: 'Fosamax (alendronate) US label, 2 Dosage and Administration and 8.6 Renal Impairment (not recommended below CrCl 35 mL/min), as of 2019',
    management: msg('Not recommended below CrCl 35 mL/min: choose another treatment for osteoporosis.') },

  // Cardiovascular.
  { id: 'renal.sotalol.crcl-lt-40', drugs: ['sotalol'], measure: 'crcl', range: { below: 40 }, action: 'contraindicated', source: SOTALOL,
    management: msg('Contraindicated for atrial fibrillation or flutter below CrCl 40 mL/min; for ventricular arrhythmias the label lengthens the dosing interval instead. Flagged at the stricter of the two.') },
  { id: 'renal.sotalol.crcl-40-60', drugs: ['sotalol'], measure: 'crcl', range: { atLeast: 40, atMost: 60 }, action: 'adjust', source: SOTALOL,
    management: msg('Give it every 24 hours instead of every 12 hours.') },
  { id: 'renal.flecainide.crcl-le-35', drugs: ['flecainide'], measure: 'crcl', range: { atMost: 35 }, action: 'adjust',
    source: 'Tambocor (flecainide) US label, Dosage and Administration (severe renal impairment, creatinine clearance 35 mL/min or less), as of 2019',
    management: msg('Start at 100 mg once daily (or 50 mg twice daily) and raise cautiously, guided by plasma levels.') },
  { id: 'renal.atenolol.crcl-15-35', drugs: ['atenolol'], measure: 'crcl', range: { atLeast: 15, atMost: 35 }, action: 'adjust', source: ATENOLOL,
    management: msg('At most 50 mg a day.') },
  { id: 'renal.atenolol.crcl-lt-15', drugs: ['atenolol'], measure: 'crcl', range: { below: 15 }, action: 'adjust', source: ATENOLOL,
    management: msg('At most 25 mg a day.') },
  { id: 'renal.bisoprolol.crcl-lt-40', drugs: ['bisoprolol'], measure: 'crcl', range: { below: 40 }, action: 'adjust',
    source: 'Zebeta (bisoprolol) US label, Dosage and Administration (renal impairment: creatinine clearance below 40 mL/min), as of 2020',
    management: msg('Start at 2.5 mg once daily and titrate with caution.') },
  { id: 'renal.lisinopril.crcl-le-30', drugs: ['lisinopril'], measure: 'crcl', range: { atMost: 30 }, action: 'adjust',
    source: 'Zestril (lisinopril) US label, 2 Dosage and Administration (dose adjustment in renal impairment), as of 2020',
    management: msg('Hypertension: start at 5 mg once daily (2.5 mg below CrCl 10 mL/min or on dialysis); heart failure: start at 2.5 mg once daily.') },
  { id: 'renal.enalapril.crcl-le-30', drugs: ['enalapril'], measure: 'crcl', range: { atMost: 30 }, action: 'adjust',
    source: 'Vasotec (enalapril) US label, Dosage and Administration (hypertension with renal impairment), as of 2018',
    management: msg('Start at 2.5 mg a day (on dialysis, 2.5 mg on dialysis days).') },
  { id: 'renal.ramipril.crcl-lt-40', drugs: ['ramipril'], measure: 'crcl', range: { below: 40 }, action: 'adjust',
    source: 'Altace (ramipril) US label, 2 Dosage and Administration (dosage adjustment in renal impairment), as of 2019',
    management: msg('Start at 1.25 mg once daily; up to 5 mg a day.') },
  { id: 'renal.benazepril.crcl-lt-30', drugs: ['benazepril'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Lotensin (benazepril) US label, 2 Dosage and Administration (dose adjustment for renal impairment), as of 2019',
    management: msg('Start at 5 mg once daily; up to 40 mg a day.') },
  { id: 'renal.sacubitril-valsartan.egfr-lt-30', drugs: ['sacubitril-valsartan'], measure: 'egfr', range: { below: 30 }, action: 'adjust',
    source: 'Entresto (sacubitril/valsartan) US label, 2 Dosage and Administration (severe renal impairment), as of 2021',
    management: msg('Start at 24/26 mg twice daily and double the dose every 2 to 4 weeks as tolerated.') },
  { id: 'renal.rosuvastatin.crcl-lt-30', drugs: ['rosuvastatin'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Crestor (rosuvastatin) US label, 2 Dosage and Administration (severe renal impairment, not on haemodialysis) and 8.6, as of 2020',
    management: msg('Start at 5 mg once daily and do not exceed 10 mg (patients not on haemodialysis).') },
  { id: 'renal.sildenafil.crcl-lt-30', drugs: ['sildenafil'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Viagra (sildenafil) US label, 2 Dosage and Administration (severe renal impairment), as of 2017',
    management: msg('For erectile dysfunction, start at 25 mg.') },
  { id: 'renal.tadalafil.crcl-30-50', drugs: ['tadalafil'], measure: 'crcl', range: { atLeast: 30, atMost: 50 }, action: 'adjust', source: TADALAFIL,
    management: msg('As needed: start at 5 mg, at most 10 mg every 48 hours; once daily for benign prostatic hyperplasia: start at 2.5 mg.') },
  { id: 'renal.tadalafil.crcl-lt-30', drugs: ['tadalafil'], measure: 'crcl', range: { below: 30 }, action: 'avoid', source: TADALAFIL,
    management: msg('Once-daily use is not recommended; as needed, at most 5 mg every 72 hours.') },

  // Nervous system.
  { id: 'renal.levetiracetam.crcl-51-80', drugs: ['levetiracetam'], measure: 'crcl', range: { above: 50, atMost: 80 }, action: 'adjust', source: LEVETIRACETAM,
    management: msg('500 to 1000 mg every 12 hours.') },
  { id: 'renal.levetiracetam.crcl-30-50', drugs: ['levetiracetam'], measure: 'crcl', range: { atLeast: 30, atMost: 50 }, action: 'adjust', source: LEVETIRACETAM,
    management: msg('250 to 750 mg every 12 hours.') },
  { id: 'renal.levetiracetam.crcl-lt-30', drugs: ['levetiracetam'], measure: 'crcl', range: { below: 30 }, action: 'adjust', source: LEVETIRACETAM,
    management: msg('250 to 500 mg every 12 hours; on dialysis 500 to 1000 mg every 24 hours with a supplemental 250 to 500 mg after dialysis.') },
  { id: 'renal.topiramate.crcl-lt-70', drugs: ['topiramate'], measure: 'crcl', range: { below: 70 }, action: 'adjust',
    source: 'Topamax (topiramate) US label, 2 Dosage and Administration (patients with renal impairment), as of 2022',
    management: msg('Half the usual adult dose.') },
  { id: 'renal.oxcarbazepine.crcl-lt-30', drugs: ['oxcarbazepine'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Trileptal (oxcarbazepine) US label, 2 Dosage and Administration (patients with renal impairment), as of 2020',
    management: msg('Start at 300 mg a day (half the usual starting dose) and titrate slowly.') },
  { id: 'renal.memantine.crcl-lt-30', drugs: ['memantine'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Namenda (memantine) US label, 2 Dosage and Administration (severe renal impairment), as of 2019',
    management: msg('Target 5 mg twice daily (immediate release) or 14 mg once daily (extended release).') },
  { id: 'renal.venlafaxine.crcl-30-89', drugs: ['venlafaxine'], measure: 'crcl', range: { atLeast: 30, below: 90 }, action: 'adjust', source: VENLAFAXINE,
    management: msg('Reduce the total daily dose by 25 to 50%.') },
  { id: 'renal.venlafaxine.crcl-lt-30', drugs: ['venlafaxine'], measure: 'crcl', range: { below: 30 }, action: 'adjust', source: VENLAFAXINE,
    management: msg('Reduce the total daily dose by 50% or more (on dialysis too).') },
  { id: 'renal.desvenlafaxine.crcl-30-50', drugs: ['desvenlafaxine'], measure: 'crcl', range: { atLeast: 30, atMost: 50 }, action: 'adjust', source: DESVENLAFAXINE,
    management: msg('At most 50 mg a day.') },
  { id: 'renal.desvenlafaxine.crcl-lt-30', drugs: ['desvenlafaxine'], measure: 'crcl', range: { below: 30 }, action: 'adjust', source: DESVENLAFAXINE,
    management: msg('25 mg daily or 50 mg every other day (end-stage kidney disease too); no supplemental dose after dialysis.') },
  { id: 'renal.paroxetine.crcl-lt-30', drugs: ['paroxetine'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Paxil (paroxetine) US label, 2 Dosage and Administration (severe renal impairment), as of 2021',
    management: msg('Start at 10 mg a day; at most 40 mg a day.') },
  { id: 'renal.risperidone.crcl-lt-30', drugs: ['risperidone'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Risperdal (risperidone) US label, 2 Dosage and Administration (severe renal impairment), as of 2022',
    management: msg('Start at 0.5 mg twice daily; raise by at most 0.5 mg twice daily, and above 1.5 mg twice daily only at intervals of at least a week.') },
  { id: 'renal.rimegepant.crcl-lt-15', drugs: ['rimegepant'], measure: 'crcl', range: { below: 15 }, action: 'avoid',
    source: 'Nurtec ODT (rimegepant) US label, 8.6 Renal Impairment (avoid in end-stage renal disease, CrCl below 15 mL/min), as of 2021',
    management: msg('Choose another treatment.') },
  { id: 'renal.lisdexamfetamine.egfr-15-29', drugs: ['lisdexamfetamine'], measure: 'egfr', range: { atLeast: 15, below: 30 }, action: 'adjust', source: LISDEXAMFETAMINE,
    management: msg('At most 50 mg a day.') },
  { id: 'renal.lisdexamfetamine.egfr-lt-15', drugs: ['lisdexamfetamine'], measure: 'egfr', range: { below: 15 }, action: 'adjust', source: LISDEXAMFETAMINE,
    management: msg('At most 30 mg a day.') },
  { id: 'renal.tizanidine.crcl-lt-25', drugs: ['tizanidine'], measure: 'crcl', range: { below: 25 }, action: 'adjust',
    source: 'Zanaflex (tizanidine) US label, 2 Dosage and Administration and 5 Warnings and Precautions (renal impairment, creatinine clearance below 25 mL/min), as of 2020',
    management: msg('Use lower individual doses during titration; if more is needed, raise each dose rather than adding doses.') },

  // Anti-infectives beyond the first group.
  { id: 'renal.amoxicillin.crcl-10-29', drugs: ['amoxicillin', 'amoxicillin-clavulanate'], measure: 'crcl', range: { atLeast: 10, below: 30 }, action: 'adjust', source: AMOXICILLIN,
    management: msg('Do not use the 875 mg tablet: 250 or 500 mg every 12 hours, depending on the infection.') },
  { id: 'renal.amoxicillin.crcl-lt-10', drugs: ['amoxicillin', 'amoxicillin-clavulanate'], measure: 'crcl', range: { below: 10 }, action: 'adjust', source: AMOXICILLIN,
    management: msg('Do not use the 875 mg tablet: 250 or 500 mg every 24 hours, depending on the infection.') },
  { id: 'renal.cefuroxime.crcl-10-29', drugs: ['cefuroxime'], measure: 'crcl', range: { atLeast: 10, below: 30 }, action: 'adjust', source: CEFUROXIME,
    management: msg('The usual single dose every 24 hours.') },
  { id: 'renal.cefuroxime.crcl-lt-10', drugs: ['cefuroxime'], measure: 'crcl', range: { below: 10 }, action: 'adjust', source: CEFUROXIME,
    management: msg('The usual single dose every 48 hours (without dialysis).') },
  { id: 'renal.cefdinir.crcl-lt-30', drugs: ['cefdinir'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Omnicef (cefdinir) US label, Dosage and Administration (patients with renal insufficiency), as of 2018',
    management: msg('300 mg once daily.') },
  { id: 'renal.clarithromycin.crcl-lt-30', drugs: ['clarithromycin'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Biaxin (clarithromycin) US label, 2 Dosage and Administration (renal impairment), as of 2019',
    management: msg('Halve the dose.') },
  { id: 'renal.fluconazole.crcl-le-50', drugs: ['fluconazole'], measure: 'crcl', range: { atMost: 50 }, action: 'adjust',
    source: 'Diflucan (fluconazole) US label, Dosage and Administration (dosage in patients with impaired renal function), as of 2020',
    management: msg('After the usual loading dose, give half the usual daily dose (patients not on dialysis).') },
  { id: 'renal.oseltamivir.crcl-31-60', drugs: ['oseltamivir'], measure: 'crcl', range: { above: 30, atMost: 60 }, action: 'adjust', source: OSELTAMIVIR,
    management: msg('Treatment: 30 mg twice daily; prophylaxis: 30 mg once daily.') },
  { id: 'renal.oseltamivir.crcl-11-30', drugs: ['oseltamivir'], measure: 'crcl', range: { above: 10, atMost: 30 }, action: 'adjust', source: OSELTAMIVIR,
    management: msg('Treatment: 30 mg once daily; prophylaxis: 30 mg every other day.') },
  { id: 'renal.oseltamivir.crcl-le-10', drugs: ['oseltamivir'], measure: 'crcl', range: { atMost: 10 }, action: 'avoid', source: OSELTAMIVIR,
    management: msg('Not recommended in end-stage kidney disease without dialysis; on dialysis follow the label’s dialysis dosing.') },
  { id: 'renal.nirmatrelvir-ritonavir.egfr-30-59', drugs: ['nirmatrelvir-ritonavir'], measure: 'egfr', range: { atLeast: 30, below: 60 }, action: 'adjust',
    source: 'Paxlovid (nirmatrelvir; ritonavir) US label, 2 Dosage and Administration (moderate renal impairment), as of 2023',
    management: msg('150 mg nirmatrelvir with 100 mg ritonavir twice daily for 5 days.') },
  { id: 'renal.levocetirizine.crcl-50-80', drugs: ['levocetirizine'], measure: 'crcl', range: { atLeast: 50, atMost: 80 }, action: 'adjust', source: LEVOCETIRIZINE,
    management: msg('2.5 mg once daily.') },
  { id: 'renal.levocetirizine.crcl-30-49', drugs: ['levocetirizine'], measure: 'crcl', range: { atLeast: 30, below: 50 }, action: 'adjust', source: LEVOCETIRIZINE,
    management: msg('2.5 mg every other day.') },
  { id: 'renal.levocetirizine.crcl-10-29', drugs: ['levocetirizine'], measure: 'crcl', range: { atLeast: 10, below: 30 }, action: 'adjust', source: LEVOCETIRIZINE,
    management: msg('2.5 mg twice a week (every 3 to 4 days).') },
  { id: 'renal.levocetirizine.crcl-lt-10', drugs: ['levocetirizine'], measure: 'crcl', range: { below: 10 }, action: 'contraindicated', source: LEVOCETIRIZINE,
    management: msg('Do not use {drug}.') },

  // Gastrointestinal, urology, gout.
  { id: 'renal.metoclopramide.crcl-le-60', drugs: ['metoclopramide'], measure: 'crcl', range: { atMost: 60 }, action: 'adjust',
    source: 'Reglan (metoclopramide) tablets US label, 2 Dosage and Administration (moderate or severe renal impairment, CrCl 60 mL/min or less), as of 2017',
    management: msg('5 mg four times a day, at most 20 mg a day; in end-stage kidney disease or on dialysis, 5 mg twice a day, at most 10 mg a day.') },
  { id: 'renal.famotidine.crcl-30-60', drugs: ['famotidine'], measure: 'crcl', range: { atLeast: 30, atMost: 60 }, action: 'adjust', source: FAMOTIDINE,
    management: msg('Active ulcer and erosive oesophagitis: 20 mg once daily or 40 mg every other day; non-erosive reflux disease: 20 mg once daily; prevention of ulcer recurrence: 20 mg every other day. Avoid in pathological hypersecretory conditions.') },
  { id: 'renal.famotidine.crcl-lt-30', drugs: ['famotidine'], measure: 'crcl', range: { below: 30 }, action: 'adjust', source: FAMOTIDINE,
    management: msg('Active ulcer, erosive oesophagitis and non-erosive reflux disease: 10 mg once daily or 20 mg every other day; prevention of ulcer recurrence: 10 mg every other day. Avoid in pathological hypersecretory conditions.') },
  { id: 'renal.solifenacin.crcl-lt-30', drugs: ['solifenacin'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Vesicare (solifenacin) US label, 2 Dosage and Administration (severe renal impairment), as of 2020',
    management: msg('At most 5 mg once daily.') },
  { id: 'renal.mirabegron.egfr-15-29', drugs: ['mirabegron'], measure: 'egfr', range: { atLeast: 15, below: 30 }, action: 'adjust', source: MIRABEGRON,
    management: msg('At most 25 mg once daily.') },
  { id: 'renal.mirabegron.egfr-lt-15', drugs: ['mirabegron'], measure: 'egfr', range: { below: 15 }, action: 'avoid', source: MIRABEGRON,
    management: msg('Choose another treatment.') },
  { id: 'renal.febuxostat.crcl-lt-30', drugs: ['febuxostat'], measure: 'crcl', range: { below: 30 }, action: 'adjust',
    source: 'Uloric (febuxostat) US label, 2 Dosage and Administration (severe renal impairment, CrCl 15-29 mL/min) and 8.6, as of 2019',
    management: msg('At most 40 mg once daily (not studied below CrCl 15 mL/min).') },
];

/** Rules that count criteria instead of reading one value. */
export const RENAL_CRITERIA_RULES: readonly RenalCriteriaRule[] = [
  {
    id: 'renal.apixaban.af-dose-criteria',
    drugs: ['apixaban'],
    criteria: { ageAtLeast: 80, weightKgAtMost: 60, creatinineMgDlAtLeast: 1.5 },
    minimumMet: 2,
    action: 'adjust',
    source: 'Eliquis (apixaban) US label, 2 Dosage and Administration (nonvalvular atrial fibrillation: 2.5 mg twice daily with two of age 80 years or more, weight 60 kg or less, serum creatinine 1.5 mg/dL or more) and 8.6 Renal Impairment, as of 2021',
    management: msg('Nonvalvular atrial fibrillation: 2.5 mg twice daily. DVT/PE treatment and prophylaxis: no renal dose change.'),
  },
];

/**
 * Catalogue drugs whose labels do dose by kidney function but whose limits were not confirmed from
 * the label for this data: the check says so rather than staying silent (issue 35's report lists them).
 */
export const RENAL_UNCONFIRMED: readonly { drug: string; why: string }[] = [
  { drug: 'digoxin', why: 'Lanoxin dosing tables by lean body weight and creatinine clearance not transcribed' },
  { drug: 'tenofovir', why: 'tenofovir disoproxil and tenofovir alafenamide products have different limits; the catalogue does not tell them apart' },
  { drug: 'emtricitabine', why: 'the single-agent and combination products have different intervals and limits' },
  { drug: 'methotrexate', why: 'the renal limits of its several labels were not confirmed for this data' },
  { drug: 'fenofibrate', why: 'the renal limits of its several labels were not confirmed for this data' },
  { drug: 'cephalexin', why: 'the Keflex renal table was not confirmed' },
  { drug: 'pramipexole', why: 'the immediate- and extended-release tables differ and were not confirmed' },
  { drug: 'ofloxacin', why: 'the renal table was not confirmed' },
  { drug: 'terbinafine', why: 'the wording for CrCl 50 mL/min or less was not confirmed' },
  { drug: 'baclofen', why: 'the oral labels reduce the dose in renal impairment without a confirmed threshold' },
  { drug: 'amiloride', why: 'the label words its renal limits by BUN and serum creatinine, which this check does not read' },
  { drug: 'glyburide', why: 'the label asks for conservative dosing in renal impairment without a threshold (issue 35)' },
  { drug: 'tetracycline', why: 'the label asks for lower than usual doses in renal impairment without a threshold (issue 35)' },
];

/** The level a rule's finding has: the action's (DESIGN.md §9), unless the rule sets it with a reason. */
export function renalRuleLevel(rule: Pick<RenalRule, 'action' | 'level'>): ClinicalLevel {
  return rule.level ?? LEVEL_OF_RENAL_ACTION[rule.action];
}

const UNIT: Record<RenalMeasure, string> = { crcl: 'mL/min', egfr: 'mL/min/1.73 m²' };
const NAME: Record<RenalMeasure, string> = { crcl: 'CrCl (Cockcroft-Gault)', egfr: 'eGFR' };

/** The range in English ("CrCl (Cockcroft-Gault) 15-50 mL/min", "eGFR < 30 mL/min/1.73 m²"), for the README and the tests. */
export function describeRenalRange(measure: RenalMeasure, range: RenalRange): string {
  const low = range.atLeast !== undefined ? `≥ ${range.atLeast}` : range.above !== undefined ? `> ${range.above}` : null;
  const high = range.below !== undefined ? `< ${range.below}` : range.atMost !== undefined ? `≤ ${range.atMost}` : null;
  const bounds = [low, high].filter((b): b is string => b !== null).join(' and ');
  return `${NAME[measure]} ${bounds} ${UNIT[measure]}`;
}

/** One line per limit for the README: drugs, threshold, level and source (English). */
export interface RenalRuleSummary {
  id: string;
  drugs: readonly string[];
  threshold: string;
  level: ClinicalLevel;
  source: string;
}

/** Every renal limit as README rows, in the data's order. */
export function renalRuleSummaries(): RenalRuleSummary[] {
  const rows: RenalRuleSummary[] = RENAL_RULES.map((rule) => ({
    id: rule.id,
    drugs: [...rule.drugs, ...(rule.classes ?? []).map((c) => `class: ${c}`)],
    threshold: describeRenalRange(rule.measure, rule.range),
    level: renalRuleLevel(rule),
    source: rule.source,
  }));
  for (const rule of RENAL_CRITERIA_RULES) {
    const { ageAtLeast, weightKgAtMost, creatinineMgDlAtLeast } = rule.criteria;
    rows.push({
      id: rule.id,
      drugs: rule.drugs,
      threshold: `${rule.minimumMet} of: age ≥ ${ageAtLeast} years, weight ≤ ${weightKgAtMost} kg, serum creatinine ≥ ${creatinineMgDlAtLeast} mg/dL`,
      level: LEVEL_OF_RENAL_ACTION[rule.action],
      source: rule.source,
    });
  }
  return rows;
}
