// The codes by which a patient's record answers the PREVENT and CHA2DS2-VASc inputs (issue 36's
// patient-view calculators): conditions by SNOMED CT and ICD-10-CM, measurements by LOINC, the
// smoking-status answers by SNOMED CT, medication use by WHO ATC group. Reviewable data: every list
// names the source of each code system it uses (codes.test.ts fails for a code without one). A
// record coded otherwise is not recognised; the card says which codes were read, never guesses.
import { BLOOD_PRESSURE_PANEL_LOINC, BLOOD_PRESSURE_PANEL_LOINC_ALT, SYSTOLIC_LOINC } from '../../chart/vital-signs';
import { HDL_CHOLESTEROL_LOINC, TOTAL_CHOLESTEROL_LOINC } from '../../chart/lab-codes';
import { ICD_10_CM, LOINC, SNOMED_CT } from '../../schemas/coding';

/** One code of a list; an ICD-10-CM code also matches its subcodes (E11 matches E11.9). */
export interface ListedCode {
  system: string;
  code: string;
  display: string;
}

/** A named list of codes and, per code system it uses, the source the codes were read from. */
export interface CodeList {
  id: string;
  codes: readonly ListedCode[];
  sources: Readonly<Partial<Record<string, string>>>;
}

const SNOMED_SOURCE = 'SNOMED CT International Edition (browser.ihtsdotools.org): each concept id with its preferred term as listed';
const ICD_SOURCE = 'ICD-10-CM Tabular List of Diseases (CDC NCHS, FY2025): the categories and codes as listed, with their subcodes';
const LOINC_SOURCE = 'LOINC (loinc.org): each code with its long common name as listed';

const sct = (code: string, display: string): ListedCode => ({ system: SNOMED_CT, code, display });
const icd = (code: string, display: string): ListedCode => ({ system: ICD_10_CM, code, display });
const loinc = (code: string, display: string): ListedCode => ({ system: LOINC, code, display });
const conditions = (id: string, codes: ListedCode[]): CodeList => ({ id, codes, sources: { [SNOMED_CT]: SNOMED_SOURCE, [ICD_10_CM]: ICD_SOURCE } });

/** Atrial fibrillation, any pattern (CHA2DS2-VASc applies: Lip 2010). Atrial flutter (I48.3, I48.4, I48.92) is not listed. */
export const ATRIAL_FIBRILLATION = conditions('atrial-fibrillation', [
  sct('49436004', 'Atrial fibrillation'),
  sct('282825002', 'Paroxysmal atrial fibrillation'),
  sct('440059007', 'Persistent atrial fibrillation'),
  sct('440028005', 'Permanent atrial fibrillation'),
  sct('426749004', 'Chronic atrial fibrillation'),
  icd('I48.0', 'Paroxysmal atrial fibrillation'),
  icd('I48.1', 'Persistent atrial fibrillation'),
  icd('I48.2', 'Chronic atrial fibrillation'),
  icd('I48.91', 'Unspecified atrial fibrillation'),
]);

/** Diabetes mellitus (PREVENT's diabetes; CHA2DS2-VASc's D). Prediabetes (SNOMED 15777000) is not diabetes. */
export const DIABETES = conditions('diabetes', [
  sct('73211009', 'Diabetes mellitus'),
  sct('44054006', 'Diabetes mellitus type 2'),
  sct('46635009', 'Diabetes mellitus type 1'),
  icd('E10', 'Type 1 diabetes mellitus'),
  icd('E11', 'Type 2 diabetes mellitus'),
  icd('E13', 'Other specified diabetes mellitus'),
]);

/** Hypertension (CHA2DS2-VASc's H). */
export const HYPERTENSION = conditions('hypertension', [
  sct('38341003', 'Hypertensive disorder'),
  sct('59621000', 'Essential hypertension'),
  icd('I10', 'Essential (primary) hypertension'),
  icd('I11', 'Hypertensive heart disease'),
  icd('I12', 'Hypertensive chronic kidney disease'),
  icd('I13', 'Hypertensive heart and chronic kidney disease'),
  icd('I15', 'Secondary hypertension'),
]);

/** Heart failure (CHA2DS2-VASc's C; PREVENT is not for people with heart failure, Khan 2024). */
export const HEART_FAILURE = conditions('heart-failure', [
  sct('84114007', 'Heart failure'),
  sct('42343007', 'Congestive heart failure'),
  sct('88805009', 'Chronic congestive heart failure'),
  icd('I50', 'Heart failure'),
]);

/** Prior stroke, TIA or thromboembolism (CHA2DS2-VASc's S2, Lip 2010). */
export const STROKE_TIA_THROMBOEMBOLISM = conditions('stroke-tia-thromboembolism', [
  sct('230690007', 'Cerebrovascular accident'),
  sct('422504002', 'Ischemic stroke'),
  sct('266257000', 'Transient ischemic attack'),
  icd('I63', 'Cerebral infarction'),
  icd('G45.9', 'Transient cerebral ischemic attack, unspecified'),
  icd('Z86.73', 'Personal history of transient ischemic attack (TIA), and cerebral infarction without residual deficits'),
  icd('I74', 'Arterial embolism and thrombosis'),
]);

/** Vascular disease: prior myocardial infarction, peripheral artery disease, aortic plaque (CHA2DS2-VASc's V, Lip 2010). */
export const VASCULAR_DISEASE = conditions('vascular-disease', [
  sct('22298006', 'Myocardial infarction'),
  sct('399211009', 'History of myocardial infarction'),
  sct('401303003', 'Acute ST segment elevation myocardial infarction'),
  sct('401314000', 'Acute non-ST segment elevation myocardial infarction'),
  sct('840580004', 'Peripheral arterial disease'),
  sct('399957001', 'Peripheral arterial occlusive disease'),
  icd('I21', 'Acute myocardial infarction'),
  icd('I22', 'Subsequent ST elevation (STEMI) and non-ST elevation (NSTEMI) myocardial infarction'),
  icd('I25.2', 'Old myocardial infarction'),
  icd('I70', 'Atherosclerosis'),
  icd('I73.9', 'Peripheral vascular disease, unspecified'),
]);

/**
 * Clinical ASCVD: coronary heart disease, stroke or TIA, peripheral artery disease. PREVENT is for
 * primary prevention in adults without it (Khan 2024; the calculator's own warning).
 */
export const ASCVD = conditions('ascvd', [
  sct('53741008', 'Coronary arteriosclerosis'),
  sct('414545008', 'Ischemic heart disease'),
  sct('194828000', 'Angina'),
  sct('22298006', 'Myocardial infarction'),
  sct('399211009', 'History of myocardial infarction'),
  sct('401303003', 'Acute ST segment elevation myocardial infarction'),
  sct('401314000', 'Acute non-ST segment elevation myocardial infarction'),
  sct('230690007', 'Cerebrovascular accident'),
  sct('422504002', 'Ischemic stroke'),
  sct('266257000', 'Transient ischemic attack'),
  sct('840580004', 'Peripheral arterial disease'),
  sct('399957001', 'Peripheral arterial occlusive disease'),
  icd('I20', 'Angina pectoris'),
  icd('I21', 'Acute myocardial infarction'),
  icd('I22', 'Subsequent ST elevation (STEMI) and non-ST elevation (NSTEMI) myocardial infarction'),
  icd('I23', 'Certain current complications following myocardial infarction'),
  icd('I24', 'Other acute ischemic heart diseases'),
  icd('I25', 'Chronic ischemic heart disease'),
  icd('I63', 'Cerebral infarction'),
  icd('G45.9', 'Transient cerebral ischemic attack, unspecified'),
  icd('Z86.73', 'Personal history of transient ischemic attack (TIA), and cerebral infarction without residual deficits'),
  icd('I70.2', 'Atherosclerosis of native arteries of the extremities'),
  icd('I73.9', 'Peripheral vascular disease, unspecified'),
]);

/** The condition lists, for review and the source test. */
export const CONDITION_LISTS: readonly CodeList[] = [ATRIAL_FIBRILLATION, DIABETES, HYPERTENSION, HEART_FAILURE, STROKE_TIA_THROMBOEMBOLISM, VASCULAR_DISEASE, ASCVD];

/** Measurements PREVENT reads (eGFR and creatinine are read as the patient checks read them: build-context.ts). */
export const MEASUREMENTS = {
  /** Systolic blood pressure, alone or as a component of the blood pressure panel (US Core: 85354-9; Synthea: 55284-4). */
  systolic: { id: 'systolic-bp', codes: [loinc(SYSTOLIC_LOINC, 'Systolic blood pressure')], sources: { [LOINC]: LOINC_SOURCE } },
  bloodPressurePanel: {
    id: 'blood-pressure-panel',
    codes: [loinc(BLOOD_PRESSURE_PANEL_LOINC, 'Blood pressure panel with all children optional'), loinc(BLOOD_PRESSURE_PANEL_LOINC_ALT, 'Blood pressure systolic and diastolic')],
    sources: { [LOINC]: LOINC_SOURCE },
  },
  totalCholesterol: { id: 'total-cholesterol', codes: [loinc(TOTAL_CHOLESTEROL_LOINC, 'Cholesterol [Mass/volume] in Serum or Plasma')], sources: { [LOINC]: LOINC_SOURCE } },
  hdlCholesterol: { id: 'hdl-cholesterol', codes: [loinc(HDL_CHOLESTEROL_LOINC, 'Cholesterol in HDL [Mass/volume] in Serum or Plasma')], sources: { [LOINC]: LOINC_SOURCE } },
  bmi: { id: 'bmi', codes: [loinc('39156-5', 'Body mass index (BMI) [Ratio]')], sources: { [LOINC]: LOINC_SOURCE } },
  smokingStatus: { id: 'smoking-status', codes: [loinc('72166-2', 'Tobacco smoking status')], sources: { [LOINC]: 'US Core 6.1 Smoking Status profile (hl7.org/fhir/us/core/StructureDefinition-us-core-smokingstatus): code LOINC 72166-2' } },
} as const satisfies Record<string, CodeList>;

const SMOKING_ANSWER_SOURCE = 'HL7 Smoking Status value set (VSAC 2.16.840.1.113883.11.20.9.38, the US Core 6.1 Smoking Status answers): current every day, current some day, heavy and light smokers are current; former and never are not';

/** Answers to 72166-2 that say the patient smokes now (PREVENT's current smoking). */
export const CURRENT_SMOKER_ANSWERS: CodeList = {
  id: 'current-smoker',
  codes: [sct('449868002', 'Smokes tobacco daily'), sct('428041000124106', 'Occasional tobacco smoker'), sct('428071000124103', 'Heavy tobacco smoker'), sct('428061000124105', 'Light tobacco smoker')],
  sources: { [SNOMED_CT]: SMOKING_ANSWER_SOURCE },
};

/**
 * Answers that say the patient does not smoke now. "Smoker, current status unknown" (77176002) and
 * "Unknown if ever smoked" (266927001) are in neither list: the input is then missing, not guessed.
 */
export const NON_SMOKER_ANSWERS: CodeList = {
  id: 'non-smoker',
  codes: [sct('8517006', 'Ex-smoker'), sct('266919005', 'Never smoked tobacco')],
  sources: { [SNOMED_CT]: SMOKING_ANSWER_SOURCE },
};

/** The WHO ATC system, for the medication groups below. */
export const ATC = 'http://www.whocc.no/atc';
const ATC_SOURCE = 'WHO Collaborating Centre for Drug Statistics Methodology, ATC/DDD Index: the groups as listed (a drug counts when one of its ATC codes lies in a group)';

/**
 * Antihypertensive use (PREVENT): an active medication in the ATC groups of blood-pressure-lowering
 * agents, whatever it was prescribed for (a loop diuretic for heart failure counts too).
 */
export const ANTIHYPERTENSIVE_GROUPS: CodeList = {
  id: 'antihypertensive',
  codes: [
    { system: ATC, code: 'C02', display: 'Antihypertensives' },
    { system: ATC, code: 'C03', display: 'Diuretics' },
    { system: ATC, code: 'C07', display: 'Beta blocking agents' },
    { system: ATC, code: 'C08', display: 'Calcium channel blockers' },
    { system: ATC, code: 'C09', display: 'Agents acting on the renin-angiotensin system' },
  ],
  sources: { [ATC]: ATC_SOURCE },
};

/** Statin use (PREVENT): HMG CoA reductase inhibitors alone or in a combination. */
export const STATIN_GROUPS: CodeList = {
  id: 'statin',
  codes: [
    { system: ATC, code: 'C10AA', display: 'HMG CoA reductase inhibitors' },
    { system: ATC, code: 'C10BA', display: 'HMG CoA reductase inhibitors in combination with other lipid modifying agents' },
    { system: ATC, code: 'C10BX', display: 'HMG CoA reductase inhibitors, other combinations' },
  ],
  sources: { [ATC]: ATC_SOURCE },
};

/** Every list, for review and the source test. */
export const ALL_CODE_LISTS: readonly CodeList[] = [...CONDITION_LISTS, ...Object.values(MEASUREMENTS), CURRENT_SMOKER_ANSWERS, NON_SMOKER_ANSWERS, ANTIHYPERTENSIVE_GROUPS, STATIN_GROUPS];

/** Whether a recorded coding is one of the list's codes (ICD-10-CM and ATC: the code or one below it). */
export function listHas(list: CodeList, coding: { system: string; code: string }): boolean {
  return list.codes.some((c) => {
    if (c.system !== coding.system) return false;
    if (c.system === ICD_10_CM) return coding.code === c.code || coding.code.startsWith(c.code.includes('.') ? c.code : `${c.code}.`);
    if (c.system === ATC) return coding.code.startsWith(c.code);
    return coding.code === c.code;
  });
}

/** The LOINC codes of the measurement lists: what a CDS prefetch must ask for besides the patient checks' codes. */
export const CALCULATOR_LOINCS: readonly string[] = Object.values(MEASUREMENTS).flatMap((list) => list.codes.map((c) => c.code));
