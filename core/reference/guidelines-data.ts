// Built-in clinical guideline seed data for the guideline pages and /api/clinical-guidelines
// (spec §2 "Guidelines pages", §3 Guideline entity, §5 guideline text search, §7).
//
// Editorial rules for this file:
// - Every entry is a real, published guideline or recommendation statement. Summaries and
//   recommendation lines are paraphrased in our own words; they are a pointer to the source, not a
//   substitute for it. Clinicians must read the source before acting.
// - `url` is a DOI link (https://doi.org/...) when the journal DOI was checked, otherwise the
//   publisher's own stable page (NICE, USPSTF, GINA, GOLD, ADA, AASLD-IDSA). `pdfUrl` is left out
//   everywhere because no PDF address could be confirmed as stable.
// - `evidenceLevel` is set only where the source grades its recommendations, and then names the
//   grading system (or the USPSTF grade); it is left out for ungraded documents (e.g. NICE, CDC).
// - `publicationDate` is the first public release. Where only the month is certain, the 1st of the
//   month is used and the line carries a comment saying so.
// - The content reflects each document as published; later focused updates are named in the summary
//   where known. Entries the publisher has since replaced are kept only when clinicians still
//   meet them in practice, and their summary starts with "Superseded".

import type { Guideline } from '../schemas/guidelines';

/** One built-in clinical guideline: the spec §3 Guideline entity (core/schemas/guidelines.ts) before D1 gives it an id. */
export type GuidelineSeed = Omit<Guideline, 'id'>;

/** Filter for `filterGuidelines`: exact specialty name and/or free-text query (spec §5). */
export interface GuidelineFilter {
  specialty?: string;
  query?: string;
}

const ACC_AHA_GRADING =
  'ACC/AHA Class of Recommendation (1, 2a, 2b, 3) and Level of Evidence (A, B-R, B-NR, C-LD, C-EO) given per recommendation';
const ESC_GRADING = 'ESC Class of Recommendation (I, IIa, IIb, III) and Level of Evidence (A, B, C) given per recommendation';
const KDIGO_GRADING = 'KDIGO grading: strength 1 (recommend) or 2 (suggest) with evidence quality A-D per recommendation';
const GRADE_GRADING = 'GRADE: strong or conditional recommendations, each with a rated certainty of evidence';
const AAP_GRADING = 'AAP key action statements graded by aggregate evidence quality (A-D, X) and strength of recommendation';

/** The built-in guideline catalogue (at least 40 entries across at least 12 specialties). */
export const GUIDELINES: readonly GuidelineSeed[] = [
  // ───────────────────────────── Cardiology ─────────────────────────────
  {
    slug: 'esc-atrial-fibrillation-2024',
    title: '2024 ESC Guidelines for the management of atrial fibrillation (developed with EACTS)',
    organization: 'European Society of Cardiology (ESC)',
    specialty: 'Cardiology',
    summary:
      'Organises AF care around the AF-CARE pathway: comorbidity and risk-factor management, avoiding stroke and thromboembolism, reducing symptoms by rate and rhythm control, and dynamic reassessment. Stroke risk is now estimated with CHA2DS2-VA, which drops female sex as a risk point.',
    recommendation: [
      'Treat comorbidities and risk factors (hypertension, obesity, diabetes, alcohol, inactivity, sleep apnoea) as a core part of AF management.',
      'Recommend oral anticoagulation for a CHA2DS2-VA score of 2 or more and consider it at a score of 1, after weighing individual risk.',
      'Prefer a direct oral anticoagulant over a vitamin K antagonist, except in patients with a mechanical heart valve or moderate-to-severe mitral stenosis.',
      'Do not use antiplatelet therapy as a substitute for anticoagulation to prevent stroke.',
      'Offer catheter ablation as a first-line rhythm-control option, by shared decision, in selected patients with paroxysmal AF.',
      'Reassess stroke and bleeding risk, symptoms and comorbidities at regular intervals rather than once.',
    ].join('\n'),
    tags: ['atrial fibrillation', 'anticoagulation', 'cha2ds2-va', 'rhythm control', 'stroke prevention'],
    publicationDate: '2024-08-30',
    evidenceLevel: ESC_GRADING,
    url: 'https://doi.org/10.1093/eurheartj/ehae176',
  },
  {
    slug: 'acc-aha-accp-hrs-atrial-fibrillation-2023',
    title: '2023 ACC/AHA/ACCP/HRS Guideline for the Diagnosis and Management of Atrial Fibrillation',
    organization: 'American College of Cardiology (ACC) / American Heart Association (AHA) / ACCP / Heart Rhythm Society (HRS)',
    specialty: 'Cardiology',
    summary:
      'Replaces the 2014 AF guideline and its 2019 focused update. It describes AF as a progressive disease in four stages (at risk, pre-AF, AF, permanent AF), makes lifestyle and risk-factor modification a pillar of care, and bases anticoagulation on the estimated annual stroke risk rather than a single score.',
    recommendation: [
      'Recommend oral anticoagulation when the annual risk of stroke or systemic embolism is 2% or more (CHA2DS2-VASc 2 or more in men, 3 or more in women); it is reasonable at a risk of 1% to under 2%.',
      'Prefer a DOAC over warfarin, except in patients with a mechanical heart valve or moderate-to-severe mitral stenosis; do not withhold anticoagulation on a bleeding-risk score alone.',
      'Treat modifiable risk factors: weight loss of at least 10% in overweight or obesity, physical activity, smoking cessation, less or no alcohol, and control of BP, diabetes and sleep apnoea.',
      'Offer catheter ablation as first-line rhythm control in selected patients, usually younger with few comorbidities, with symptomatic paroxysmal AF, and in selected patients with AF and HFrEF.',
      'Consider percutaneous left atrial appendage occlusion when long-term anticoagulation is contraindicated by a non-reversible cause.',
    ].join('\n'),
    tags: ['atrial fibrillation', 'anticoagulation', 'cha2ds2-vasc', 'catheter ablation', 'risk factor modification'],
    // Published online 30 November 2023 (AHA science news); Circulation 2024;149:e1-e156.
    publicationDate: '2023-11-30',
    evidenceLevel: ACC_AHA_GRADING,
    url: 'https://doi.org/10.1161/CIR.0000000000001193',
  },
  {
    slug: 'esc-elevated-blood-pressure-hypertension-2024',
    title: '2024 ESC Guidelines for the management of elevated blood pressure and hypertension',
    organization: 'European Society of Cardiology (ESC)',
    specialty: 'Cardiology',
    summary:
      'Introduces an "elevated blood pressure" category (office 120-139/70-89 mmHg) between non-elevated BP and hypertension (140/90 mmHg or higher), and ties treatment of elevated BP to cardiovascular risk. It sets a lower default systolic target of 120-129 mmHg for treated patients when tolerated.',
    recommendation: [
      'Confirm the diagnosis with out-of-office measurement (home or ambulatory monitoring) where feasible.',
      'For elevated BP with high cardiovascular risk, start drug treatment if BP stays at or above 130/80 mmHg after about 3 months of lifestyle measures.',
      'Aim for a treated systolic BP of 120-129 mmHg in most adults, provided treatment is well tolerated; individualise in frailty and advanced age.',
      'Start most patients with confirmed hypertension on a low-dose two-drug combination, preferably as a single pill.',
      'Advise sodium reduction, potassium-enriched salt substitutes where appropriate, regular exercise, weight control and limited alcohol.',
      'Work up resistant hypertension for secondary causes and adherence before escalating; renal denervation is an option in experienced centres.',
    ].join('\n'),
    tags: ['hypertension', 'blood pressure', 'elevated blood pressure', 'cardiovascular risk'],
    publicationDate: '2024-08-30',
    evidenceLevel: ESC_GRADING,
    url: 'https://doi.org/10.1093/eurheartj/ehae178',
  },
  {
    slug: 'aha-acc-high-blood-pressure-2025',
    title:
      '2025 AHA/ACC/AANP/AAPA/ABC/ACCP/ACPM/AGS/AMA/ASPC/NMA/PCNA/SGIM Guideline for the Prevention, Detection, Evaluation and Management of High Blood Pressure in Adults',
    organization: 'American Heart Association (AHA) / American College of Cardiology (ACC)',
    specialty: 'Cardiology',
    summary:
      'Replaces the 2017 US guideline while keeping its BP categories and the <130/80 mmHg goal. Drug-treatment decisions now use the AHA PREVENT risk equations, and the guideline broadens screening for primary aldosteronism and albuminuria.',
    recommendation: [
      'Keep the 2017 categories: normal <120/80, elevated 120-129/<80, stage 1 130-139/80-89 and stage 2 140/90 mmHg or higher.',
      'Start BP-lowering drugs at 130/80 mmHg or higher in adults with clinical CVD, diabetes, CKD or a PREVENT 10-year CVD risk of 7.5% or more.',
      'In lower-risk adults, start drugs if BP stays at 130/80 mmHg or higher after 3-6 months of lifestyle change.',
      'Treat to below 130/80 mmHg in most adults, with encouragement to reach a systolic BP below 120 mmHg.',
      'For stage 2 hypertension, begin with two first-line drugs, preferably as a single-pill combination.',
      'Screen every adult with resistant hypertension for primary aldosteronism, whatever the potassium level, continuing most drugs (except mineralocorticoid receptor antagonists) during screening.',
      'Measure the urine albumin-to-creatinine ratio in adults with hypertension.',
    ].join('\n'),
    tags: ['hypertension', 'blood pressure', 'prevent risk', 'primary aldosteronism', 'cardiovascular prevention'],
    publicationDate: '2025-08-14',
    evidenceLevel: ACC_AHA_GRADING,
    url: 'https://doi.org/10.1161/HYP.0000000000000249',
  },
  {
    slug: 'acc-aha-high-blood-pressure-2017',
    title:
      '2017 ACC/AHA/AAPA/ABC/ACPM/AGS/APhA/ASH/ASPC/NMA/PCNA Guideline for the Prevention, Detection, Evaluation, and Management of High Blood Pressure in Adults',
    organization: 'American College of Cardiology (ACC) / American Heart Association (AHA)',
    specialty: 'Cardiology',
    summary:
      'Superseded: replaced by the 2025 AHA/ACC high blood pressure guideline (see that entry); kept for reference. It redefined hypertension as 130/80 mmHg or higher and set a treatment goal below 130/80 mmHg for most adults.',
    recommendation: [
      'Classify BP as normal (<120/80), elevated (120-129/<80), stage 1 (130-139/80-89) or stage 2 (140/90 mmHg or higher), using an average of readings on separate occasions.',
      'Confirm office readings with ambulatory or home BP monitoring.',
      'Treat stage 1 hypertension with drugs when there is clinical CVD or a 10-year ASCVD risk of 10% or more; treat all stage 2 hypertension with drugs plus lifestyle change.',
      'Aim for below 130/80 mmHg in most treated adults.',
      'Use thiazide diuretics, calcium channel blockers, ACE inhibitors or ARBs as first-line agents; consider two agents when BP is more than 20/10 mmHg above goal.',
    ].join('\n'),
    tags: ['hypertension', 'blood pressure', 'superseded', 'ascvd risk'],
    publicationDate: '2017-11-13',
    evidenceLevel: ACC_AHA_GRADING,
    url: 'https://doi.org/10.1161/HYP.0000000000000065',
  },
  {
    slug: 'acc-aha-dyslipidemia-2026',
    title: '2026 ACC/AHA/AACVPR/ABC/ACPM/ADA/AGS/APhA/ASPC/NLA/PCNA Guideline on the Management of Dyslipidemia',
    organization: 'American College of Cardiology (ACC) / American Heart Association (AHA)',
    specialty: 'Cardiology',
    summary:
      'Replaces the 2018 blood cholesterol guideline and widens its scope to LDL cholesterol, triglycerides and lipoprotein(a). It brings back explicit LDL-C and non-HDL-C goals and moves primary-prevention risk estimation to the PREVENT-ASCVD equations.',
    recommendation: [
      'Estimate 10-year ASCVD risk with the PREVENT-ASCVD equations in adults aged 30-79 without known ASCVD, then personalise with risk-enhancing factors.',
      'Measure lipoprotein(a) at least once in every adult as part of ASCVD risk assessment.',
      'Treat to LDL-C and non-HDL-C goals that tighten with risk, alongside the percentage LDL-C reduction.',
      'In very-high-risk ASCVD, add ezetimibe and/or a PCSK9 monoclonal antibody to statin therapy to reach the lowest goal (LDL-C below 55 mg/dL).',
      'Use coronary artery calcium scoring when the decision to start lipid-lowering therapy is uncertain.',
      'Consider evidence-based non-statin agents (ezetimibe, PCSK9 inhibitors, bempedoic acid, inclisiran) when statins are insufficient or not tolerated.',
    ].join('\n'),
    tags: ['dyslipidemia', 'ldl cholesterol', 'lipoprotein(a)', 'statin', 'prevent risk'],
    publicationDate: '2026-03-13',
    evidenceLevel: ACC_AHA_GRADING,
    url: 'https://doi.org/10.1161/CIR.0000000000001423',
  },
  {
    slug: 'esc-eas-dyslipidaemias-focused-update-2025',
    title: '2025 Focused Update of the 2019 ESC/EAS Guidelines for the management of dyslipidaemias',
    organization: 'European Society of Cardiology (ESC) / European Atherosclerosis Society (EAS)',
    specialty: 'Cardiology',
    summary:
      'Updates the 2019 ESC/EAS dyslipidaemia guidelines with trials published up to March 2025, keeping their LDL-C goals by risk category. It moves risk estimation to SCORE2 and SCORE2-OP, adds bempedoic acid and evinacumab, and advises early combination therapy during an acute coronary syndrome admission.',
    recommendation: [
      'Estimate 10-year cardiovascular risk with SCORE2 (40-69 years) or SCORE2-OP (70 and older) in people without established ASCVD, diabetes, CKD or familial hypercholesterolaemia.',
      'Use subclinical atherosclerosis on imaging or a raised coronary artery calcium score, and lipoprotein(a) above 50 mg/dL (105 nmol/L), as risk modifiers near treatment thresholds.',
      'Keep the 2019 goals: LDL-C below 1.4 mmol/L (55 mg/dL) with at least a 50% reduction at very high risk, below 1.8 mmol/L (70 mg/dL) at high risk; below 1.0 mmol/L (40 mg/dL) may be considered after a recurrent event on maximal therapy.',
      'Give bempedoic acid to patients who cannot take a statin, or add it when the goal is not reached.',
      'In an acute coronary syndrome, start or intensify lipid-lowering therapy during the admission, with early statin-ezetimibe combination where the goal is unlikely to be reached with a statin alone.',
      'Do not use dietary supplements, including red yeast rice, to lower LDL-C or cardiovascular risk.',
    ].join('\n'),
    tags: ['dyslipidaemia', 'ldl cholesterol', 'score2', 'bempedoic acid', 'lipoprotein(a)'],
    // Presented at ESC Congress 2025 (escardio.org news of 31 August 2025); online publication day not
    // confirmed. Eur Heart J 2025;46:4359-4378.
    publicationDate: '2025-08-01',
    evidenceLevel: ESC_GRADING,
    url: 'https://doi.org/10.1093/eurheartj/ehaf190',
  },
  {
    slug: 'acc-aha-blood-cholesterol-2018',
    title: '2018 AHA/ACC/AACVPR/AAPA/ABC/ACPM/ADA/AGS/APhA/ASPC/NLA/PCNA Guideline on the Management of Blood Cholesterol',
    organization: 'American Heart Association (AHA) / American College of Cardiology (ACC)',
    specialty: 'Cardiology',
    summary:
      'Superseded: replaced in March 2026 by the 2026 ACC/AHA dyslipidemia guideline (see that entry); kept for reference. It organised statin use around four benefit groups and the Pooled Cohort Equations, with risk enhancers and coronary calcium to refine decisions.',
    recommendation: [
      'Use high-intensity statin therapy in clinical ASCVD, aiming for at least a 50% LDL-C reduction.',
      'In very-high-risk ASCVD, add ezetimibe and then a PCSK9 inhibitor if LDL-C stays at 70 mg/dL or higher on maximal statin.',
      'Give a high-intensity statin to adults aged 20-75 with LDL-C of 190 mg/dL or higher without calculating risk.',
      'Start at least a moderate-intensity statin in adults aged 40-75 with diabetes.',
      'For primary prevention at 40-75 years, discuss a statin when 10-year risk is 7.5% or more, using risk enhancers and coronary calcium scoring when the decision is uncertain.',
    ].join('\n'),
    tags: ['cholesterol', 'statin', 'ldl cholesterol', 'superseded', 'primary prevention'],
    publicationDate: '2018-11-10',
    evidenceLevel: ACC_AHA_GRADING,
    url: 'https://doi.org/10.1161/CIR.0000000000000625',
  },
  {
    slug: 'aha-acc-hfsa-heart-failure-2022',
    title: '2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure',
    organization: 'American Heart Association (AHA) / American College of Cardiology (ACC) / Heart Failure Society of America (HFSA)',
    specialty: 'Cardiology',
    summary:
      'Covers prevention, diagnosis and treatment of heart failure across stages A to D and ejection-fraction categories. It sets four drug classes as the foundation of therapy for heart failure with reduced ejection fraction and adds SGLT2 inhibitors for mildly reduced and preserved ejection fraction.',
    recommendation: [
      'In HFrEF, use all four foundational drug classes: an ARNI (or ACE inhibitor/ARB), an evidence-based beta blocker, a mineralocorticoid receptor antagonist and an SGLT2 inhibitor, titrated as tolerated.',
      'Prefer an ARNI over an ACE inhibitor or ARB in NYHA class II-III HFrEF.',
      'Consider SGLT2 inhibitors in heart failure with mildly reduced or preserved ejection fraction.',
      'Use natriuretic peptides to support diagnosis and risk assessment when heart failure is suspected.',
      'Offer an ICD for primary prevention in selected patients with LVEF of 35% or less despite optimal therapy, and CRT when QRS criteria are met.',
      'Identify patients at risk (stage A) or with structural disease (stage B) and treat risk factors to prevent symptomatic heart failure.',
    ].join('\n'),
    tags: ['heart failure', 'hfref', 'sglt2 inhibitor', 'arni', 'guideline-directed medical therapy'],
    publicationDate: '2022-04-01',
    evidenceLevel: ACC_AHA_GRADING,
    url: 'https://doi.org/10.1161/CIR.0000000000001063',
  },
  {
    slug: 'acc-aha-acute-coronary-syndromes-2025',
    title: '2025 ACC/AHA/ACEP/NAEMSP/SCAI Guideline for the Management of Patients With Acute Coronary Syndromes',
    organization: 'American College of Cardiology (ACC) / American Heart Association (AHA)',
    specialty: 'Cardiology',
    summary:
      'A single US guideline for STEMI and non-ST-elevation ACS, from first medical contact to secondary prevention. It emphasises timely reperfusion, complete revascularisation where appropriate, bleeding-aware antiplatelet strategies and intensive lipid lowering.',
    recommendation: [
      'Obtain a 12-lead ECG within 10 minutes of first contact and use high-sensitivity troponin with a validated rapid algorithm.',
      'Give aspirin promptly; reperfuse STEMI with primary PCI when it can be done in time, otherwise with fibrinolysis when no contraindication exists.',
      'Use dual antiplatelet therapy after ACS, preferring ticagrelor or prasugrel over clopidogrel in patients undergoing PCI.',
      'In patients without high bleeding risk, stepping down to ticagrelor monotherapy after at least 1 month of DAPT is an option to reduce bleeding.',
      'Treat significant non-culprit lesions (complete revascularisation) in selected patients with multivessel disease, but not routinely at the time of primary PCI in cardiogenic shock.',
      'Start high-intensity statin therapy and add non-statin therapy when LDL-C remains 70 mg/dL or higher; refer all patients to cardiac rehabilitation.',
    ].join('\n'),
    tags: ['acute coronary syndrome', 'stemi', 'nste-acs', 'antiplatelet', 'pci'],
    publicationDate: '2025-02-27',
    evidenceLevel: ACC_AHA_GRADING,
    url: 'https://doi.org/10.1161/CIR.0000000000001309',
  },
  {
    slug: 'esc-acute-coronary-syndromes-2023',
    title: '2023 ESC Guidelines for the management of acute coronary syndromes',
    organization: 'European Society of Cardiology (ESC)',
    specialty: 'Cardiology',
    summary:
      'The first ESC guideline to cover the whole ACS spectrum (unstable angina, NSTEMI and STEMI) in one document. It structures care around early diagnosis, timely invasive management and long-term secondary prevention.',
    recommendation: [
      'Use high-sensitivity troponin with the ESC 0h/1h (or 0h/2h) algorithm to rule in or rule out NSTEMI.',
      'Perform primary PCI in STEMI within 12 hours of symptom onset; use fibrinolysis when timely PCI is not possible.',
      'Take very-high-risk NSTE-ACS patients for immediate invasive angiography (within 2 hours) and consider an early strategy (within 24 hours) for high-risk patients.',
      'Give 12 months of dual antiplatelet therapy by default, with shorter or de-escalated regimens when bleeding risk is high.',
      'Start high-intensity statin therapy early, aiming for LDL-C below 1.4 mmol/L and at least a 50% reduction from baseline.',
      'Refer all patients to comprehensive cardiac rehabilitation and address smoking and other risk factors.',
    ].join('\n'),
    tags: ['acute coronary syndrome', 'stemi', 'nstemi', 'troponin', 'dual antiplatelet therapy'],
    publicationDate: '2023-08-25',
    evidenceLevel: ESC_GRADING,
    url: 'https://doi.org/10.1093/eurheartj/ehad191',
  },
  {
    slug: 'nice-ng136-hypertension-adults',
    title: 'Hypertension in adults: diagnosis and management (NG136)',
    organization: 'National Institute for Health and Care Excellence (NICE)',
    specialty: 'Cardiology',
    summary:
      'UK guidance on diagnosing hypertension with out-of-office monitoring and on a stepwise drug pathway chosen by age, ethnicity and diabetes status. NICE reviews and amends its guidance; check the page for the current text.',
    recommendation: [
      'If clinic BP is 140/90 mmHg or higher, offer ambulatory BP monitoring (or home monitoring if ABPM is unsuitable) to confirm the diagnosis.',
      'Target clinic BP below 140/90 mmHg in adults under 80 and below 150/90 mmHg in those aged 80 and over, using clinical judgement in frailty.',
      'Step 1: offer an ACE inhibitor or ARB to adults with type 2 diabetes or aged under 55 (not of Black African or African-Caribbean family origin); otherwise offer a calcium channel blocker.',
      'Step 2 and 3: combine drugs from the ACE inhibitor/ARB, calcium channel blocker and thiazide-like diuretic groups.',
      'For resistant hypertension, check adherence and postural BP, then consider low-dose spironolactone if potassium is 4.5 mmol/L or less, or an alpha- or beta-blocker if higher.',
      'Refer same day when BP is 180/120 mmHg or higher with signs of accelerated hypertension or suspected phaeochromocytoma.',
    ].join('\n'),
    tags: ['hypertension', 'blood pressure', 'ambulatory monitoring', 'nice'],
    publicationDate: '2019-08-28',
    url: 'https://www.nice.org.uk/guidance/ng136',
  },

  // ──────────────────────────── Endocrinology ────────────────────────────
  {
    slug: 'ada-standards-of-care-diabetes-2026',
    title: 'Standards of Care in Diabetes—2026',
    organization: 'American Diabetes Association (ADA)',
    specialty: 'Endocrinology',
    summary:
      'The ADA annual standards covering diagnosis, glycaemic targets, technology, pharmacotherapy, cardiovascular and kidney risk management and complications of diabetes. The 2026 edition recommends continuous glucose monitoring from diagnosis for anyone who could benefit and adds guidance on obesity treatment (including in type 1 diabetes) and on glucose-lowering therapy in chronic kidney disease and dialysis; the ADA revises the Standards every year.',
    recommendation: [
      'Aim for an A1C below 7% for many non-pregnant adults when it can be reached without significant hypoglycaemia; individualise targets.',
      'Offer continuous glucose monitoring at diagnosis and at any time after to people with diabetes who could benefit, and automated insulin delivery to insulin users without requiring prior treatment milestones.',
      'In type 2 diabetes with ASCVD, heart failure or CKD, use an SGLT2 inhibitor and/or GLP-1 receptor agonist with proven benefit, independent of A1C and of metformin use.',
      'Make weight management a primary goal; individualise the dose of obesity medicines, and consider them in type 1 diabetes with obesity.',
      'Choose glucose-lowering medicines in CKD, including on dialysis, by kidney function and proven kidney and cardiovascular benefit.',
      'Treat BP to below 130/80 mmHg when it can be done safely, use statin therapy for primary prevention in adults aged 40-75, and screen at least yearly for kidney disease, retinopathy and foot problems.',
    ].join('\n'),
    tags: ['diabetes', 'type 2 diabetes', 'glycemic control', 'continuous glucose monitoring', 'sglt2 inhibitor', 'glp-1 receptor agonist'],
    // Diabetes Care vol. 49, Supplement 1 (January 2026 issue; released online in December 2025).
    publicationDate: '2026-01-01',
    evidenceLevel: 'ADA evidence grades A, B, C or E (expert consensus) given per recommendation',
    url: 'https://diabetesjournals.org/care/issue/49/Supplement_1',
  },
  {
    slug: 'endocrine-society-vitamin-d-prevention-2024',
    title: 'Vitamin D for the Prevention of Disease: An Endocrine Society Clinical Practice Guideline',
    organization: 'Endocrine Society',
    specialty: 'Endocrinology',
    summary:
      'Addresses vitamin D supplementation and testing in people without an established indication for vitamin D treatment or 25(OH)D measurement. It identifies a few groups who may benefit from empiric supplementation and advises against routine testing in the general population.',
    recommendation: [
      'Suggest empiric vitamin D for children and adolescents aged 1-18 to prevent nutritional rickets and possibly respiratory infections.',
      'Suggest empiric vitamin D for adults aged 75 and over, during pregnancy, and in adults with high-risk prediabetes.',
      'For healthy adults under 75 without these indications, suggest against supplementation above the recommended daily intake.',
      'Suggest against routine 25(OH)D testing in the general population, including people with obesity or darker skin, because no outcome-based target level is established.',
      'In adults 50 and older who take vitamin D, suggest daily lower-dose dosing rather than intermittent high doses.',
    ].join('\n'),
    tags: ['vitamin d', 'supplementation', 'prevention', '25-hydroxyvitamin d'],
    // J Clin Endocrinol Metab 2024;109(8); released online in June 2024.
    publicationDate: '2024-06-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1210/clinem/dgae290',
  },
  {
    slug: 'ata-hyperthyroidism-thyrotoxicosis-2016',
    title: '2016 American Thyroid Association Guidelines for Diagnosis and Management of Hyperthyroidism and Other Causes of Thyrotoxicosis',
    organization: 'American Thyroid Association (ATA)',
    specialty: 'Endocrinology',
    summary:
      'Guides the diagnosis of thyrotoxicosis and the choice between antithyroid drugs, radioactive iodine and surgery for Graves disease and toxic nodular goitre. It also covers special settings such as pregnancy, thyroid storm and subclinical hyperthyroidism.',
    recommendation: [
      'Determine the cause of thyrotoxicosis (for example TSH-receptor antibodies, radioactive iodine uptake or thyroid ultrasound) before choosing treatment.',
      'Give beta-blockers to symptomatic patients, particularly older adults and those with tachycardia or cardiovascular disease.',
      'Discuss all three options for Graves disease (antithyroid drugs, radioactive iodine, thyroidectomy) with the patient.',
      'Use methimazole as the antithyroid drug of choice, except in the first trimester of pregnancy, in thyroid storm and in methimazole intolerance, when propylthiouracil is preferred.',
      'Check a baseline blood count and liver tests before starting antithyroid drugs and warn patients to report fever or sore throat.',
      'Treat toxic multinodular goitre or toxic adenoma with radioactive iodine or surgery in most patients.',
    ].join('\n'),
    tags: ['hyperthyroidism', 'graves disease', 'thyrotoxicosis', 'methimazole', 'thyroid'],
    // Thyroid 2016;26(10), October 2016 issue.
    publicationDate: '2016-10-01',
    evidenceLevel: 'Strong or weak recommendations with graded quality of evidence (ATA adaptation of the GRADE approach)',
    url: 'https://doi.org/10.1089/thy.2016.0229',
  },

  // ───────────────────────────── Pulmonology ─────────────────────────────
  {
    slug: 'gina-asthma-strategy-2026',
    title: 'Global Strategy for Asthma Management and Prevention (GINA 2026 update)',
    organization: 'Global Initiative for Asthma (GINA)',
    specialty: 'Pulmonology',
    summary:
      'The annually updated GINA strategy for diagnosing, assessing and treating asthma in adults, adolescents and children. Its central message stays that adults and adolescents should receive inhaled corticosteroid-containing treatment and not SABA alone; the 2026 update adds flowcharts for managing acute asthma in primary and acute care and an as-needed ICS-SABA reliever at Step 1 of Track 2.',
    recommendation: [
      'Confirm the diagnosis with objective evidence of variable expiratory airflow limitation, ideally before starting controller treatment.',
      'Do not treat adults or adolescents with a short-acting beta-agonist alone; every patient should receive ICS-containing treatment.',
      'Prefer Track 1: as-needed low-dose ICS-formoterol as the reliever, used alone in mild asthma and as maintenance-and-reliever therapy at higher steps.',
      'Where Track 2 is used, an as-needed ICS-SABA combination is an anti-inflammatory reliever option from Step 1.',
      'Manage asthma attacks with the age-specific flowcharts for primary care and acute care, and review every patient after an attack.',
      'Check inhaler technique, adherence and comorbidities before stepping up; give every patient a written action plan, and refer uncontrolled or severe asthma for phenotyping and biologic therapy.',
    ].join('\n'),
    tags: ['asthma', 'inhaled corticosteroids', 'ics-formoterol', 'anti-inflammatory reliever', 'severe asthma'],
    // GINA publishes its annual report in May; the 2026 report's release day was not confirmed.
    publicationDate: '2026-05-01',
    evidenceLevel: 'GINA evidence levels A-D assigned to key statements',
    url: 'https://ginasthma.org/reports/',
  },
  {
    slug: 'gold-copd-report-2026',
    title: 'Global Strategy for the Diagnosis, Management and Prevention of Chronic Obstructive Pulmonary Disease (GOLD 2026 Report)',
    organization: 'Global Initiative for Chronic Obstructive Lung Disease (GOLD)',
    specialty: 'Pulmonology',
    summary:
      'The annually updated GOLD strategy for COPD diagnosis, assessment and pharmacological and non-pharmacological management. The 2026 report lowers the threshold for the exacerbation-prone (E) group to one moderate or severe exacerbation and aims at a low disease-activity state.',
    recommendation: [
      'Confirm COPD with post-bronchodilator spirometry (FEV1/FVC below 0.70) in people with symptoms and risk exposure, and actively case-find in high-risk groups such as lung cancer screening participants.',
      'Classify patients into groups A, B or E; one moderate or severe exacerbation in the past year now places a patient in group E.',
      'Start a long-acting bronchodilator for most patients, using LABA+LAMA combination therapy in groups B and E.',
      'Consider adding an inhaled corticosteroid (as triple therapy) in exacerbating patients with blood eosinophils of 300 cells/uL or more; avoid LABA+ICS without a LAMA.',
      'Support smoking cessation, pulmonary rehabilitation and the recommended vaccinations (including influenza, COVID-19, pneumococcal and RSV).',
      'Review symptoms, exacerbations, inhaler technique and adherence at each visit and escalate after a single exacerbation.',
    ].join('\n'),
    tags: ['copd', 'spirometry', 'bronchodilator', 'exacerbation', 'inhaled corticosteroids'],
    // GOLD 2026 report released November 2025 (day not confirmed).
    publicationDate: '2025-11-01',
    evidenceLevel: 'GOLD evidence levels A-D assigned to key statements',
    url: 'https://goldcopd.org/',
  },
  {
    slug: 'ats-ers-jrs-alat-ipf-ppf-2022',
    title: 'Idiopathic Pulmonary Fibrosis (an Update) and Progressive Pulmonary Fibrosis in Adults: An Official ATS/ERS/JRS/ALAT Clinical Practice Guideline',
    organization: 'American Thoracic Society (ATS) / European Respiratory Society (ERS) / JRS / ALAT',
    specialty: 'Pulmonology',
    summary:
      'Updates the diagnostic approach to idiopathic pulmonary fibrosis and defines progressive pulmonary fibrosis (PPF) in interstitial lung diseases other than IPF. It addresses biopsy techniques and antifibrotic and anti-reflux treatment questions.',
    recommendation: [
      'Classify HRCT findings as UIP, probable UIP, indeterminate or suggestive of an alternative diagnosis, and discuss cases in a multidisciplinary meeting.',
      'Transbronchial lung cryobiopsy is an acceptable alternative to surgical lung biopsy in centres with expertise.',
      'Define PPF by at least two of worsening symptoms, physiological decline and radiological progression within the past year, with no alternative explanation.',
      'Suggest nintedanib for patients with PPF who have failed standard management of their underlying ILD.',
      'Do not use anti-reflux medication or surgery with the aim of improving respiratory outcomes in IPF.',
    ].join('\n'),
    tags: ['idiopathic pulmonary fibrosis', 'interstitial lung disease', 'progressive pulmonary fibrosis', 'antifibrotic'],
    // Am J Respir Crit Care Med 2022;205(9), 1 May 2022 issue.
    publicationDate: '2022-05-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1164/rccm.202202-0399ST',
  },
  {
    slug: 'esc-ers-pulmonary-hypertension-2022',
    title: '2022 ESC/ERS Guidelines for the diagnosis and treatment of pulmonary hypertension',
    organization: 'European Society of Cardiology (ESC) / European Respiratory Society (ERS)',
    specialty: 'Pulmonology',
    summary:
      'Lowers the haemodynamic threshold for pulmonary hypertension to a mean pulmonary arterial pressure above 20 mmHg and sets out a diagnostic algorithm, risk stratification and treatment of pulmonary arterial hypertension. It also covers PH due to left heart disease, lung disease and chronic thromboembolic disease.',
    recommendation: [
      'Define PH as mean pulmonary arterial pressure above 20 mmHg at rest, and pre-capillary PH by pulmonary arterial wedge pressure of 15 mmHg or less with PVR above 2 Wood units.',
      'Confirm the diagnosis by right heart catheterisation in an expert centre before starting PAH-specific therapy.',
      'Risk-stratify PAH at diagnosis (three strata) and at follow-up (four strata) to guide treatment.',
      'Start initial combination therapy with an endothelin receptor antagonist and a PDE5 inhibitor in most patients with PAH at low or intermediate risk without significant cardiopulmonary comorbidity.',
      'Perform vasoreactivity testing in idiopathic, heritable or drug-associated PAH to identify patients who may respond to high-dose calcium channel blockers.',
      'Refer patients with suspected chronic thromboembolic PH to a specialised centre; ventilation/perfusion scanning is the screening test.',
    ].join('\n'),
    tags: ['pulmonary hypertension', 'pulmonary arterial hypertension', 'right heart catheterization', 'cteph'],
    // Released online at ESC Congress, August 2022; Eur Heart J 2022;43(38).
    publicationDate: '2022-08-01',
    evidenceLevel: ESC_GRADING,
    url: 'https://doi.org/10.1093/eurheartj/ehac237',
  },

  // ───────────────────────────── Nephrology ─────────────────────────────
  {
    slug: 'kdigo-ckd-evaluation-management-2024',
    title: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease',
    organization: 'Kidney Disease: Improving Global Outcomes (KDIGO)',
    specialty: 'Nephrology',
    summary:
      'Updates the 2012 CKD guideline on evaluating GFR and albuminuria, predicting risk and slowing progression. It places SGLT2 inhibitors, RAS blockade and risk-based referral at the centre of CKD care.',
    recommendation: [
      'Classify CKD by cause, GFR category (G1-G5) and albuminuria category (A1-A3).',
      'Use creatinine-based eGFR initially and add cystatin C (eGFRcr-cys) when a more accurate estimate is needed.',
      'Treat with an ACE inhibitor or ARB, at the maximum tolerated dose, in CKD with moderately to severely increased albuminuria.',
      'Use an SGLT2 inhibitor in type 2 diabetes with CKD and eGFR of 20 or higher, and in CKD with a urine ACR of 200 mg/g or more or with heart failure.',
      'Add a non-steroidal MRA (finerenone) in type 2 diabetes with eGFR of 25 or higher, normal potassium and persistent albuminuria despite RAS blockade.',
      'Use a validated risk equation (such as the KFRE) to estimate kidney failure risk and guide referral and planning.',
    ].join('\n'),
    tags: ['chronic kidney disease', 'egfr', 'albuminuria', 'sglt2 inhibitor', 'kfre'],
    // Kidney International 2024;105(4S), April 2024 supplement.
    publicationDate: '2024-04-01',
    evidenceLevel: KDIGO_GRADING,
    url: 'https://doi.org/10.1016/j.kint.2023.10.018',
  },
  {
    slug: 'kdigo-blood-pressure-ckd-2021',
    title: 'KDIGO 2021 Clinical Practice Guideline for the Management of Blood Pressure in Chronic Kidney Disease',
    organization: 'Kidney Disease: Improving Global Outcomes (KDIGO)',
    specialty: 'Nephrology',
    summary:
      'Covers BP measurement and targets in adults and children with CKD not on dialysis, and in kidney transplant recipients. It recommends standardised office BP measurement and a lower systolic target than earlier guidance.',
    recommendation: [
      'Measure BP with a standardised office protocol rather than routine office readings.',
      'Target a systolic BP below 120 mmHg in adults with CKD when tolerated, using standardised measurement.',
      'Start an ACE inhibitor or ARB in CKD with high BP and severely increased albuminuria, titrated to the highest approved tolerated dose.',
      'Avoid combining an ACE inhibitor, an ARB and a direct renin inhibitor.',
      'Reduce sodium intake and encourage moderate-intensity physical activity as tolerated.',
    ].join('\n'),
    tags: ['chronic kidney disease', 'blood pressure', 'hypertension', 'ace inhibitor'],
    // Kidney International 2021;99(3S), March 2021 supplement.
    publicationDate: '2021-03-01',
    evidenceLevel: KDIGO_GRADING,
    url: 'https://doi.org/10.1016/j.kint.2020.11.003',
  },
  {
    slug: 'kdigo-diabetes-management-ckd-2022',
    title: 'KDIGO 2022 Clinical Practice Guideline for Diabetes Management in Chronic Kidney Disease',
    organization: 'Kidney Disease: Improving Global Outcomes (KDIGO)',
    specialty: 'Nephrology',
    summary:
      'Sets out a layered approach to kidney and heart protection in people with diabetes and CKD, built on lifestyle, first-line drugs and additional risk-based therapy. KDIGO lists this 2022 edition as current, with an update in preparation.',
    recommendation: [
      'Treat patients with type 2 diabetes, CKD and eGFR of 20 or higher with an SGLT2 inhibitor.',
      'Use metformin in type 2 diabetes with eGFR of 30 or higher, adjusting the dose as kidney function declines.',
      'Use an ACE inhibitor or ARB, titrated to the maximum tolerated dose, in diabetes with hypertension and albuminuria.',
      'Add a GLP-1 receptor agonist when glycaemic targets are not met with metformin and an SGLT2 inhibitor, or when these cannot be used.',
      'Consider finerenone in type 2 diabetes with albuminuria, normal potassium and eGFR of 25 or higher despite RAS blockade.',
      'Individualise A1C targets from below 6.5% to below 8.0% according to hypoglycaemia risk and comorbidity.',
    ].join('\n'),
    tags: ['diabetic kidney disease', 'chronic kidney disease', 'sglt2 inhibitor', 'metformin', 'finerenone'],
    // Kidney International 2022;102(5S), November 2022 supplement.
    publicationDate: '2022-11-01',
    evidenceLevel: KDIGO_GRADING,
    url: 'https://doi.org/10.1016/j.kint.2022.06.008',
  },
  {
    slug: 'kdigo-acute-kidney-injury-2012',
    title: 'KDIGO Clinical Practice Guideline for Acute Kidney Injury',
    organization: 'Kidney Disease: Improving Global Outcomes (KDIGO)',
    specialty: 'Nephrology',
    summary:
      'Defines and stages acute kidney injury and covers prevention and treatment, including contrast-associated AKI and dialysis for AKI. KDIGO still lists the 2012 edition as its final AKI guideline while a revision is prepared.',
    recommendation: [
      'Diagnose AKI by a creatinine rise of 0.3 mg/dL or more within 48 hours, a rise to 1.5 times baseline within 7 days, or urine output below 0.5 mL/kg/h for 6 hours.',
      'Stage AKI (1-3) by the most severe creatinine or urine-output criterion.',
      'Use isotonic crystalloids rather than colloids for initial volume expansion in the absence of haemorrhagic shock.',
      'Do not use diuretics to treat AKI except to manage volume overload, and do not use low-dose dopamine to prevent or treat AKI.',
      'Assess contrast-associated AKI risk and give intravenous volume expansion with isotonic fluids to patients at increased risk.',
      'Re-evaluate patients 3 months after AKI for resolution or new or worsening CKD.',
    ].join('\n'),
    tags: ['acute kidney injury', 'aki staging', 'creatinine', 'contrast nephropathy'],
    // Kidney International Supplements 2012;2(1), March 2012 issue.
    publicationDate: '2012-03-01',
    evidenceLevel: KDIGO_GRADING,
    url: 'https://doi.org/10.1038/kisup.2012.1',
  },

  // ────────────────────────── Infectious Disease ──────────────────────────
  {
    slug: 'ats-idsa-community-acquired-pneumonia-2019',
    title: 'Diagnosis and Treatment of Adults with Community-acquired Pneumonia: An Official Clinical Practice Guideline of the ATS and IDSA',
    organization: 'American Thoracic Society (ATS) / Infectious Diseases Society of America (IDSA)',
    specialty: 'Infectious Disease',
    summary:
      'Covers diagnostic testing, site-of-care decisions and empiric antibiotic treatment for immunocompetent adults with CAP. In 2025 the ATS published a focused update (not approved by IDSA) on lung ultrasound, antibiotics in virus-positive CAP, shorter courses and corticosteroids in severe CAP.',
    recommendation: [
      'Outpatients without comorbidities: amoxicillin, or doxycycline, or a macrolide only where pneumococcal macrolide resistance is below 25%.',
      'Outpatients with comorbidities: a beta-lactam (amoxicillin-clavulanate or a cephalosporin) plus a macrolide or doxycycline, or a respiratory fluoroquinolone alone.',
      'Inpatients with non-severe CAP: a beta-lactam plus a macrolide, or a respiratory fluoroquinolone alone.',
      'Severe CAP: a beta-lactam plus a macrolide, or a beta-lactam plus a respiratory fluoroquinolone; obtain blood and sputum cultures.',
      'Add MRSA or Pseudomonas coverage only with locally validated risk factors or prior respiratory isolation of these organisms.',
      'Do not add routine anaerobic coverage for suspected aspiration pneumonia unless lung abscess or empyema is suspected.',
      'Use a severity tool (PSI preferred over CURB-65) with clinical judgement to decide on hospital admission.',
    ].join('\n'),
    tags: ['pneumonia', 'community-acquired pneumonia', 'antibiotics', 'respiratory infection'],
    publicationDate: '2019-10-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1164/rccm.201908-1581ST',
  },
  {
    slug: 'idsa-shea-clostridioides-difficile-2021-update',
    title: 'Clinical Practice Guideline by IDSA and SHEA: 2021 Focused Update on Management of Clostridioides difficile Infection in Adults',
    organization: 'Infectious Diseases Society of America (IDSA) / Society for Healthcare Epidemiology of America (SHEA)',
    specialty: 'Infectious Disease',
    summary:
      'Updates the treatment part of the 2017 IDSA/SHEA C. difficile guideline for adults. It favours fidaxomicin over vancomycin for initial and recurrent episodes when resources allow.',
    recommendation: [
      'Use fidaxomicin rather than a standard course of vancomycin for an initial episode of C. difficile infection; vancomycin remains an acceptable alternative.',
      'For a first or later recurrence, fidaxomicin (standard or extended-pulsed) is preferred; vancomycin in a tapered and pulsed regimen is an alternative.',
      'Reserve metronidazole for non-severe initial episodes when fidaxomicin and vancomycin are unavailable (from the 2017 guideline).',
      'Consider faecal microbiota transplantation after multiple recurrences despite appropriate antibiotic treatment (from the 2017 guideline).',
      'Stop the inciting antibiotic as soon as possible (from the 2017 guideline).',
    ].join('\n'),
    tags: ['clostridioides difficile', 'fidaxomicin', 'vancomycin', 'diarrhea', 'recurrence'],
    // Clin Infect Dis 2021;73(5), 1 September 2021 issue (released online earlier in 2021).
    publicationDate: '2021-09-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1093/cid/ciab549',
  },
  {
    slug: 'cdc-sti-treatment-guidelines-2021',
    title: 'Sexually Transmitted Infections Treatment Guidelines, 2021',
    organization: 'Centers for Disease Control and Prevention (CDC)',
    specialty: 'Infectious Disease',
    summary:
      'The US reference for diagnosing and treating sexually transmitted infections, published as an MMWR Recommendations and Reports issue. It changed first-line treatment for gonorrhoea, chlamydia and trichomoniasis in women.',
    recommendation: [
      'Treat uncomplicated gonorrhoea with a single 500 mg intramuscular dose of ceftriaxone (1 g if weight is 150 kg or more); add doxycycline if chlamydia has not been excluded.',
      'Treat chlamydia with doxycycline 100 mg twice daily for 7 days; azithromycin is an alternative.',
      'Treat primary, secondary and early latent syphilis with a single intramuscular dose of benzathine penicillin G 2.4 million units.',
      'Treat trichomoniasis in women with metronidazole 500 mg twice daily for 7 days.',
      'Treat PID as outpatients with ceftriaxone plus doxycycline and metronidazole for 14 days.',
      'Offer partner treatment (including expedited partner therapy where permitted) and retest after treatment as advised for each infection.',
    ].join('\n'),
    tags: ['sexually transmitted infections', 'gonorrhea', 'chlamydia', 'syphilis', 'ceftriaxone'],
    publicationDate: '2021-07-23',
    url: 'https://doi.org/10.15585/mmwr.rr7004a1',
  },
  {
    slug: 'idsa-aan-acr-lyme-disease-2020',
    title: 'Clinical Practice Guidelines by IDSA, AAN and ACR: 2020 Guidelines for the Prevention, Diagnosis and Treatment of Lyme Disease',
    organization: 'Infectious Diseases Society of America (IDSA) / American Academy of Neurology (AAN) / American College of Rheumatology (ACR)',
    specialty: 'Infectious Disease',
    summary:
      'Joint guideline on tick-bite prevention, diagnostic testing and treatment of erythema migrans, Lyme arthritis, neurological and cardiac Lyme disease. It also addresses persistent symptoms after treatment.',
    recommendation: [
      'Diagnose erythema migrans clinically in patients with a compatible rash and exposure, without routine laboratory testing.',
      'Treat erythema migrans with doxycycline for 10 days, or amoxicillin or cefuroxime axetil for 14 days.',
      'Offer a single dose of doxycycline within 72 hours of removing a high-risk Ixodes tick bite in endemic areas.',
      'Treat Lyme meningitis, cranial neuropathy or radiculoneuritis with intravenous ceftriaxone or oral doxycycline.',
      'Treat Lyme arthritis with a 28-day course of oral antibiotics.',
      'Do not give prolonged antibiotic courses for persistent symptoms after standard treatment without evidence of active infection.',
    ].join('\n'),
    tags: ['lyme disease', 'tick bite', 'doxycycline', 'erythema migrans'],
    // Released online November 2020; Clin Infect Dis 2021;72(1).
    publicationDate: '2020-11-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1093/cid/ciaa1215',
  },

  // ─────────────────────────── Gastroenterology ───────────────────────────
  {
    slug: 'acg-helicobacter-pylori-treatment-2024',
    title: 'ACG Clinical Guideline: Treatment of Helicobacter pylori Infection',
    organization: 'American College of Gastroenterology (ACG)',
    specialty: 'Gastroenterology',
    summary:
      'Updates North American H. pylori treatment in response to rising clarithromycin resistance. It favours optimised bismuth quadruple therapy and restricts clarithromycin-based regimens to strains known to be susceptible.',
    recommendation: [
      'Use optimised bismuth quadruple therapy for 14 days as the preferred first-line regimen when antibiotic susceptibility is unknown.',
      'Rifabutin-based triple therapy or vonoprazan-amoxicillin dual therapy are acceptable first-line alternatives in patients without penicillin allergy.',
      'Use clarithromycin-containing regimens only when the strain is known to be clarithromycin-susceptible.',
      'Confirm eradication in every treated patient with a urea breath test, stool antigen test or biopsy-based test, at least 4 weeks after treatment and off PPIs.',
      'After treatment failure, avoid repeating clarithromycin or levofloxacin and consider susceptibility-guided therapy.',
      'Evaluate reported penicillin allergy, because delabelling widens treatment options.',
    ].join('\n'),
    tags: ['helicobacter pylori', 'bismuth quadruple therapy', 'eradication', 'peptic ulcer'],
    // Am J Gastroenterol 2024;119(9), September 2024 issue.
    publicationDate: '2024-09-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.14309/ajg.0000000000002968',
  },
  {
    slug: 'maastricht-vi-florence-h-pylori-2022',
    title: 'Management of Helicobacter pylori infection: the Maastricht VI/Florence consensus report',
    organization: 'European Helicobacter and Microbiota Study Group',
    specialty: 'Gastroenterology',
    summary:
      'European consensus on H. pylori indications for testing, diagnostic methods, treatment and gastric cancer prevention. It promotes susceptibility-guided treatment and stronger empiric regimens where clarithromycin resistance is high.',
    recommendation: [
      'Use a test-and-treat strategy for uninvestigated dyspepsia, and test all patients with peptic ulcer disease.',
      'Use validated non-invasive tests (urea breath test or monoclonal stool antigen test) for diagnosis and for confirming eradication.',
      'Prefer susceptibility-guided therapy where available; otherwise use 14-day bismuth quadruple therapy in areas of high clarithromycin resistance.',
      'Eradicate H. pylori to lower gastric cancer risk, including in first-degree relatives of patients with gastric cancer.',
      'Check for eradication after every treatment course.',
    ].join('\n'),
    tags: ['helicobacter pylori', 'gastric cancer prevention', 'consensus', 'antibiotic resistance'],
    // Released online August 2022; Gut 2022;71(9).
    publicationDate: '2022-08-01',
    url: 'https://doi.org/10.1136/gutjnl-2022-327745',
  },
  {
    slug: 'acg-gerd-diagnosis-management-2022',
    title: 'ACG Clinical Guideline for the Diagnosis and Management of Gastroesophageal Reflux Disease',
    organization: 'American College of Gastroenterology (ACG)',
    specialty: 'Gastroenterology',
    summary:
      'Updates the ACG approach to suspected GERD, including empiric PPI trials, when to investigate, and medical, endoscopic and surgical treatment. It stresses confirming GERD objectively before long-term therapy in patients who do not respond.',
    recommendation: [
      'For classic heartburn or regurgitation without alarm features, give an 8-week trial of a once-daily PPI taken before a meal.',
      'Try to stop the PPI after a successful trial; if symptoms return, confirm GERD objectively before committing to long-term PPI use.',
      'Perform endoscopy for alarm features (such as dysphagia, weight loss or bleeding) and in patients who do not respond to an empiric PPI trial.',
      'Use reflux monitoring off PPI to confirm GERD in patients without erosive oesophagitis or Barrett oesophagus before long-term therapy or surgery.',
      'Advise weight loss, raising the head of the bed and avoiding meals 2-3 hours before lying down where relevant.',
      'Consider anti-reflux surgery or magnetic sphincter augmentation for objectively confirmed GERD in suitable patients.',
    ].join('\n'),
    tags: ['gerd', 'reflux', 'proton pump inhibitor', 'heartburn', 'endoscopy'],
    // Am J Gastroenterol 2022;117(1), January 2022 issue.
    publicationDate: '2022-01-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.14309/ajg.0000000000001538',
  },
  {
    slug: 'aga-iron-deficiency-anemia-gi-evaluation-2020',
    title: 'AGA Clinical Practice Guidelines on the Gastrointestinal Evaluation of Iron Deficiency Anemia',
    organization: 'American Gastroenterological Association (AGA)',
    specialty: 'Gastroenterology',
    summary:
      'Addresses how to confirm iron deficiency in patients with anaemia and which gastrointestinal investigations to perform. It favours a ferritin cut-off of 45 ng/mL and bidirectional endoscopy in most older adults.',
    recommendation: [
      'In patients with anaemia, use a serum ferritin cut-off of 45 ng/mL rather than 15 ng/mL to diagnose iron deficiency.',
      'Perform bidirectional endoscopy (upper endoscopy and colonoscopy) in asymptomatic postmenopausal women and in men with iron deficiency anaemia.',
      'Test non-invasively for H. pylori in iron deficiency anaemia and treat if positive.',
      'Test for coeliac disease serologically, with duodenal biopsy to confirm when serology is positive.',
    ].join('\n'),
    tags: ['iron deficiency anemia', 'ferritin', 'endoscopy', 'colonoscopy'],
    // Gastroenterology 2020;159(3), September 2020 issue.
    publicationDate: '2020-09-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1053/j.gastro.2020.06.046',
  },

  // ───────────────────────────── Hepatology ─────────────────────────────
  {
    slug: 'aasld-nafld-masld-practice-guidance-2023',
    title: 'AASLD Practice Guidance on the clinical assessment and management of nonalcoholic fatty liver disease',
    organization: 'American Association for the Study of Liver Diseases (AASLD)',
    specialty: 'Hepatology',
    summary:
      'Practice guidance on identifying fibrosis risk in fatty liver disease, now termed MASLD, and on lifestyle and drug management. It builds a primary-care pathway on FIB-4 followed by elastography or ELF testing.',
    recommendation: [
      'Assess fibrosis risk with FIB-4 in people with type 2 diabetes, obesity with metabolic risk factors, or hepatic steatosis or raised liver enzymes.',
      'A FIB-4 below 1.3 indicates low risk; repeat assessment periodically.',
      'For FIB-4 of 1.3 or higher, perform vibration-controlled transient elastography or an ELF test; refer high-risk results (for example liver stiffness above 12 kPa) to hepatology.',
      'Advise weight loss: about 5% reduces steatosis, 7-10% improves inflammation and 10% or more can improve fibrosis.',
      'Use GLP-1 receptor agonists or pioglitazone for their metabolic indications in appropriate patients; statins are safe and should be used for cardiovascular risk.',
      'Counsel on limiting alcohol and manage cardiovascular risk factors.',
    ].join('\n'),
    tags: ['masld', 'fatty liver', 'fib-4', 'elastography', 'fibrosis'],
    // Hepatology 2023;77(5), May 2023 issue (released online earlier in 2023).
    publicationDate: '2023-05-01',
    url: 'https://doi.org/10.1097/HEP.0000000000000323',
  },
  {
    slug: 'easl-easd-easo-masld-2024',
    title: 'EASL-EASD-EASO Clinical Practice Guidelines on the management of metabolic dysfunction-associated steatotic liver disease (MASLD)',
    organization: 'European Association for the Study of the Liver (EASL) / EASD / EASO',
    specialty: 'Hepatology',
    summary:
      'Joint European hepatology, diabetes and obesity guideline adopting the MASLD nomenclature. It covers case finding, non-invasive fibrosis assessment, lifestyle and pharmacological treatment, and long-term monitoring.',
    recommendation: [
      'Look for MASLD and advanced fibrosis in people with type 2 diabetes, obesity or other cardiometabolic risk factors.',
      'Use a sequential non-invasive approach: FIB-4 first, then elastography (or an equivalent test) for indeterminate or high values.',
      'Make sustained weight loss through diet and physical activity the basis of treatment.',
      'Consider resmetirom, where approved, for non-cirrhotic MASH with significant fibrosis.',
      'Use incretin-based therapies for their diabetes and obesity indications in people with MASLD; they are safe in this population.',
      'Advise reducing or stopping alcohol, and monitor patients with advanced fibrosis for complications.',
    ].join('\n'),
    tags: ['masld', 'mash', 'fatty liver', 'fibrosis', 'obesity'],
    // Journal of Hepatology 2024;81(3), September 2024 issue (released online June 2024).
    publicationDate: '2024-09-01',
    url: 'https://doi.org/10.1016/j.jhep.2024.04.031',
  },
  {
    slug: 'baveno-vii-portal-hypertension-2022',
    title: 'Baveno VII – Renewing consensus in portal hypertension',
    organization: 'Baveno Cooperation',
    specialty: 'Hepatology',
    summary:
      'International consensus on compensated advanced chronic liver disease and portal hypertension. It uses liver stiffness and platelet count to rule clinically significant portal hypertension in or out and promotes non-selective beta blockers to prevent decompensation.',
    recommendation: [
      'Use liver stiffness of 15 kPa or less with platelets of 150 x10^9/L or more to rule out clinically significant portal hypertension (CSPH).',
      'Liver stiffness of 25 kPa or more rules in CSPH in most aetiologies.',
      'Treat CSPH with a non-selective beta blocker (carvedilol preferred) to prevent decompensation.',
      'In acute variceal bleeding, start vasoactive drugs and antibiotic prophylaxis, perform endoscopy within 12 hours and use a restrictive transfusion threshold.',
      'Offer pre-emptive TIPS within 72 hours (ideally 24) to high-risk patients with variceal bleeding.',
    ].join('\n'),
    tags: ['portal hypertension', 'cirrhosis', 'varices', 'elastography', 'beta blocker'],
    // Journal of Hepatology 2022;76(4), April 2022 issue.
    publicationDate: '2022-04-01',
    url: 'https://doi.org/10.1016/j.jhep.2021.12.022',
  },
  {
    slug: 'aasld-idsa-hcv-guidance',
    title: 'HCV Guidance: Recommendations for Testing, Managing, and Treating Hepatitis C',
    organization: 'American Association for the Study of Liver Diseases (AASLD) / Infectious Diseases Society of America (IDSA)',
    specialty: 'Hepatology',
    summary:
      'A living online guidance, updated continuously, on screening, diagnosing and treating hepatitis C with direct-acting antivirals. Its simplified pathway lets non-specialists treat most adults without cirrhosis or with compensated cirrhosis.',
    recommendation: [
      'Screen all adults at least once and during each pregnancy, and test people with ongoing risk periodically.',
      'Confirm current infection with an HCV RNA test after a reactive antibody test.',
      'Assess for cirrhosis with non-invasive tests (for example FIB-4 or elastography) before treatment.',
      'Test for hepatitis B before treatment because of the risk of HBV reactivation on direct-acting antivirals.',
      'For treatment-naive adults suitable for simplified treatment, use glecaprevir/pibrentasvir for 8 weeks or sofosbuvir/velpatasvir for 12 weeks.',
      'Confirm cure with HCV RNA 12 weeks after treatment, and continue liver cancer surveillance in patients with cirrhosis.',
    ].join('\n'),
    tags: ['hepatitis c', 'direct-acting antivirals', 'screening', 'hcv'],
    // Date of the published 2023 update (Clin Infect Dis, May 2023); the web guidance is updated continuously.
    publicationDate: '2023-05-01',
    evidenceLevel: 'Recommendations rated by class (I-III) and level of evidence (A-C)',
    url: 'https://www.hcvguidelines.org/',
  },

  // ───────────────────────────── Neurology ─────────────────────────────
  {
    slug: 'aha-asa-acute-ischemic-stroke-2026',
    title: '2026 Guideline for the Early Management of Patients With Acute Ischemic Stroke',
    organization: 'American Heart Association (AHA) / American Stroke Association (ASA)',
    specialty: 'Neurology',
    summary:
      'Replaces the 2018 guideline and its 2019 update for early acute ischaemic stroke care, from prehospital systems to early secondary prevention. It endorses tenecteplase as an alternative to alteplase and expands eligibility for thrombectomy.',
    recommendation: [
      'Give intravenous thrombolysis (alteplase or tenecteplase) as fast as possible within 4.5 hours to eligible patients with disabling deficits, without waiting for advanced imaging.',
      'Give tenecteplase at the stroke dose, 0.25 mg/kg as a single bolus (maximum 25 mg), not the weight-banded myocardial-infarction dose; 0.4 mg/kg is not recommended.',
      'Thrombolysis has not been shown to benefit patients with non-disabling deficits in the 4.5-hour window.',
      'Consider extended-window thrombolysis for selected patients with unknown onset or 4.5-9 hours from onset, selected by advanced imaging.',
      'Offer endovascular thrombectomy for anterior-circulation large-vessel occlusion in eligible patients, including selected patients with large infarct cores.',
      'Strongly recommend thrombectomy for basilar artery occlusion within 24 hours with NIHSS of 10 or more.',
      'Where systems allow, use mobile stroke units and direct transport of suspected large-vessel occlusion to thrombectomy-capable centres.',
      'After successful thrombectomy, avoid intensive systolic BP lowering below 140 mmHg.',
    ].join('\n'),
    tags: ['acute ischemic stroke', 'thrombolysis', 'tenecteplase', 'thrombectomy', 'stroke'],
    publicationDate: '2026-01-26',
    evidenceLevel: ACC_AHA_GRADING,
    url: 'https://doi.org/10.1161/STR.0000000000000513',
  },
  {
    slug: 'aha-asa-secondary-stroke-prevention-2021',
    title: '2021 Guideline for the Prevention of Stroke in Patients With Stroke and Transient Ischemic Attack',
    organization: 'American Heart Association (AHA) / American Stroke Association (ASA)',
    specialty: 'Neurology',
    summary:
      'Secondary prevention after ischaemic stroke or TIA, organised by stroke mechanism and vascular risk factor. It covers antithrombotic therapy, lipid and BP targets, carotid revascularisation and PFO closure.',
    recommendation: [
      'Give dual antiplatelet therapy (aspirin plus clopidogrel) started within 24 hours for 21-90 days after minor non-cardioembolic stroke or high-risk TIA, then single antiplatelet therapy.',
      'Anticoagulate patients with atrial fibrillation after stroke or TIA, preferring a DOAC over warfarin when eligible.',
      'Treat atherosclerotic stroke with a statin (and ezetimibe if needed) to an LDL-C below 70 mg/dL.',
      'Target office BP below 130/80 mmHg for most patients.',
      'Offer carotid endarterectomy for recent symptomatic 70-99% carotid stenosis, ideally within 2 weeks of the event.',
      'Consider PFO closure in patients aged 18-60 with non-lacunar cryptogenic stroke and a high-risk PFO.',
    ].join('\n'),
    tags: ['stroke', 'transient ischemic attack', 'secondary prevention', 'antiplatelet', 'carotid stenosis'],
    // Released online May 2021; Stroke 2021;52(7).
    publicationDate: '2021-05-01',
    evidenceLevel: ACC_AHA_GRADING,
    url: 'https://doi.org/10.1161/STR.0000000000000375',
  },
  {
    slug: 'nice-ng217-epilepsies',
    title: 'Epilepsies in children, young people and adults (NG217)',
    organization: 'National Institute for Health and Care Excellence (NICE)',
    specialty: 'Neurology',
    summary:
      'UK guidance on diagnosing and managing epilepsy, including first seizure referral, choice of antiseizure medicine by seizure type and sex, and treatment of prolonged seizures. NICE has amended the guidance since publication; check the page for the current text.',
    recommendation: [
      'Refer anyone with a suspected first seizure urgently to a specialist, to be seen within 2 weeks.',
      'For focal seizures, offer lamotrigine or levetiracetam first line.',
      'For generalised tonic-clonic seizures, offer sodium valproate first line to males and to women and girls unable to have children; otherwise offer lamotrigine or levetiracetam.',
      'Follow valproate safety rules and do not start it in women and girls able to have children unless other options are unsuitable and pregnancy prevention is in place.',
      'Offer ethosuximide first line for absence seizures.',
      'Provide buccal midazolam or rectal diazepam for prolonged or repeated seizures in the community, and discuss SUDEP risk.',
    ].join('\n'),
    tags: ['epilepsy', 'seizures', 'antiseizure medication', 'valproate', 'nice'],
    publicationDate: '2022-04-27',
    url: 'https://www.nice.org.uk/guidance/ng217',
  },
  {
    slug: 'nice-ng97-dementia',
    title: 'Dementia: assessment, management and support for people living with dementia and their carers (NG97)',
    organization: 'National Institute for Health and Care Excellence (NICE)',
    specialty: 'Neurology',
    summary:
      'UK guidance on diagnosing dementia, drug and non-drug treatment, and supporting people with dementia and their carers. It limits antipsychotic use and sets out when to use cholinesterase inhibitors and memantine.',
    recommendation: [
      'Refer people with suspected dementia to a specialist diagnostic service after excluding reversible causes in primary care.',
      'Offer donepezil, galantamine or rivastigmine as monotherapy for mild to moderate Alzheimer disease.',
      'Offer memantine for moderate Alzheimer disease when cholinesterase inhibitors are not tolerated or are contraindicated, and for severe disease.',
      'Do not offer antipsychotics for non-cognitive symptoms unless there is a risk of harm or severe distress, and review them regularly.',
      'Offer group cognitive stimulation therapy to people with mild to moderate dementia.',
      'Minimise medicines with anticholinergic burden and provide carers with support and training.',
    ].join('\n'),
    tags: ['dementia', 'alzheimer disease', 'cholinesterase inhibitors', 'memantine', 'nice'],
    publicationDate: '2018-06-20',
    url: 'https://www.nice.org.uk/guidance/ng97',
  },

  // ───────────────────────────── Oncology ─────────────────────────────
  {
    slug: 'uspstf-breast-cancer-screening-2024',
    title: 'Breast Cancer: Screening (USPSTF Final Recommendation Statement)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Oncology',
    summary:
      'Lowers the starting age for routine screening mammography to 40. It finds insufficient evidence on screening from age 75 and on supplemental imaging for dense breasts.',
    recommendation: [
      'Offer biennial screening mammography to women aged 40-74 (Grade B).',
      'Evidence is insufficient to assess screening mammography in women aged 75 and older (I statement).',
      'Evidence is insufficient to assess supplemental ultrasound or MRI in women with dense breasts and a negative mammogram (I statement).',
      'The recommendation applies to cisgender women and others assigned female at birth who are at average risk, including those with dense breasts.',
    ].join('\n'),
    tags: ['breast cancer', 'screening', 'mammography', 'uspstf'],
    publicationDate: '2024-04-30',
    evidenceLevel: 'USPSTF Grade B (ages 40-74); I statement for 75 and older',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/breast-cancer-screening',
  },
  {
    slug: 'uspstf-lung-cancer-screening-2021',
    title: 'Lung Cancer: Screening (USPSTF Final Recommendation Statement)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Oncology',
    summary:
      'Expands annual low-dose CT screening to younger adults and lighter smoking histories than the 2013 recommendation. Eligibility is based on age, pack-years and years since quitting.',
    recommendation: [
      'Screen annually with low-dose CT adults aged 50-80 with a smoking history of at least 20 pack-years who currently smoke or quit within the past 15 years (Grade B).',
      'Stop screening once a person has not smoked for 15 years.',
      'Stop screening when a health problem substantially limits life expectancy or the ability or willingness to have curative lung surgery.',
      'Combine screening with smoking cessation support and shared decision-making about benefits and harms.',
    ].join('\n'),
    tags: ['lung cancer', 'screening', 'low-dose ct', 'smoking', 'uspstf'],
    publicationDate: '2021-03-09',
    evidenceLevel: 'USPSTF Grade B',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/lung-cancer-screening',
  },
  {
    slug: 'uspstf-colorectal-cancer-screening-2021',
    title: 'Colorectal Cancer: Screening (USPSTF Final Recommendation Statement)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Oncology',
    summary:
      'Extends colorectal cancer screening to adults aged 45-49 and keeps screening for everyone aged 50-75. Several stool-based and direct-visualisation strategies are acceptable.',
    recommendation: [
      'Screen all adults aged 50-75 for colorectal cancer (Grade A).',
      'Screen adults aged 45-49 (Grade B).',
      'Selectively screen adults aged 76-85, considering overall health, prior screening and preference (Grade C).',
      'Acceptable options include yearly FIT or high-sensitivity guaiac test, stool DNA-FIT every 1-3 years, CT colonography or flexible sigmoidoscopy every 5 years, and colonoscopy every 10 years.',
      'Follow any abnormal non-colonoscopy screening test with timely colonoscopy.',
    ].join('\n'),
    tags: ['colorectal cancer', 'screening', 'colonoscopy', 'fit', 'uspstf'],
    publicationDate: '2021-05-18',
    evidenceLevel: 'USPSTF Grade A (ages 50-75), Grade B (45-49), Grade C (76-85)',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/colorectal-cancer-screening',
  },

  // ───────────────────────────── Psychiatry ─────────────────────────────
  {
    slug: 'nice-ng222-depression-adults',
    title: 'Depression in adults: treatment and management (NG222)',
    organization: 'National Institute for Health and Care Excellence (NICE)',
    specialty: 'Psychiatry',
    summary:
      'UK guidance that matches treatment of depression to severity (less severe or more severe) and to patient preference. It gives psychological therapies a central role and advises on starting, reviewing and stopping antidepressants.',
    recommendation: [
      'For less severe depression, offer guided self-help, group CBT or behavioural activation, or other psychological options before medication; do not routinely offer antidepressants first line unless the person prefers them.',
      'For more severe depression, offer a combination of individual CBT and an antidepressant, or either alone according to preference.',
      'Review people starting antidepressants within 2 weeks, or within 1 week if aged 18-25 or at increased suicide risk.',
      'Continue antidepressants for at least 6 months after remission, then discuss whether to continue to prevent relapse.',
      'When stopping, reduce the dose gradually and explain possible withdrawal symptoms.',
      'Assess suicide risk and arrange urgent specialist care when the risk is high.',
    ].join('\n'),
    tags: ['depression', 'antidepressants', 'cbt', 'psychological therapy', 'nice'],
    publicationDate: '2022-06-29',
    url: 'https://www.nice.org.uk/guidance/ng222',
  },
  {
    slug: 'uspstf-depression-suicide-risk-adults-2023',
    title: 'Depression and Suicide Risk in Adults: Screening (USPSTF Final Recommendation Statement)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Psychiatry',
    summary:
      'Recommends depression screening for all adults, including during pregnancy and after delivery. Evidence was insufficient to recommend for or against screening for suicide risk.',
    recommendation: [
      'Screen the adult population for depression, including pregnant and postpartum persons and older adults (Grade B).',
      'Screen only where systems exist for accurate diagnosis, treatment and follow-up.',
      'Evidence is insufficient to assess screening adults for suicide risk (I statement); clinicians should still act on risk they identify.',
      'Use a validated tool (for example the PHQ family of instruments) and confirm positive screens with a diagnostic assessment.',
    ].join('\n'),
    tags: ['depression', 'screening', 'suicide risk', 'uspstf', 'perinatal'],
    publicationDate: '2023-06-20',
    evidenceLevel: 'USPSTF Grade B (depression); I statement (suicide risk)',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/screening-depression-suicide-risk-adults',
  },
  {
    slug: 'uspstf-anxiety-disorders-adults-2023',
    title: 'Anxiety Disorders in Adults: Screening (USPSTF Final Recommendation Statement)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Psychiatry',
    summary:
      'The first USPSTF recommendation on anxiety screening in adults. It covers adults up to age 64, including during pregnancy and after delivery, and finds insufficient evidence for older adults.',
    recommendation: [
      'Screen adults aged 64 and younger for anxiety disorders, including pregnant and postpartum persons (Grade B).',
      'Evidence is insufficient to assess screening in adults aged 65 and older (I statement).',
      'Use a validated screening tool (for example GAD-2 or GAD-7) and follow positive results with diagnostic evaluation.',
      'Screening should be linked to access to treatment and follow-up.',
    ].join('\n'),
    tags: ['anxiety', 'screening', 'uspstf', 'generalized anxiety disorder'],
    publicationDate: '2023-06-20',
    evidenceLevel: 'USPSTF Grade B (ages 64 and younger); I statement for 65 and older',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/anxiety-adults-screening',
  },
  {
    slug: 'apa-schizophrenia-practice-guideline-2020',
    title: 'The American Psychiatric Association Practice Guideline for the Treatment of Patients With Schizophrenia (Third Edition)',
    organization: 'American Psychiatric Association (APA)',
    specialty: 'Psychiatry',
    summary:
      'Evidence-based recommendations on assessment, antipsychotic treatment and psychosocial interventions for adults with schizophrenia. It highlights clozapine for treatment resistance and persistent suicide risk.',
    recommendation: [
      'Assess patients with quantitative measures of symptoms and function and develop a documented, person-centred treatment plan.',
      'Treat with an antipsychotic and continue it when symptoms have improved.',
      'Use clozapine for treatment-resistant schizophrenia and when substantial suicide risk persists despite other treatment.',
      'Offer a long-acting injectable antipsychotic when the patient prefers it or has a history of poor or uncertain adherence.',
      'Offer coordinated specialty care for first-episode psychosis, and CBT for psychosis, psychoeducation, supported employment and family interventions.',
    ].join('\n'),
    tags: ['schizophrenia', 'antipsychotics', 'clozapine', 'psychosis'],
    // Am J Psychiatry 2020;177(9), September 2020 issue (executive summary of the third edition).
    publicationDate: '2020-09-01',
    evidenceLevel: 'APA ratings: 1 (recommendation) or 2 (suggestion) with strength of evidence A-C',
    url: 'https://doi.org/10.1176/appi.ajp.2020.177901',
  },

  // ──────────────────────────── Rheumatology ────────────────────────────
  {
    slug: 'acr-gout-management-2020',
    title: '2020 American College of Rheumatology Guideline for the Management of Gout',
    organization: 'American College of Rheumatology (ACR)',
    specialty: 'Rheumatology',
    summary:
      'Covers when to start urate-lowering therapy, the choice and dosing of agents, a treat-to-target serum urate goal, and management of flares. It made allopurinol the preferred first-line agent, including in moderate-to-severe CKD.',
    recommendation: [
      'Start urate-lowering therapy for patients with tophi, radiographic damage due to gout or frequent flares (2 or more per year).',
      'Use allopurinol as the first-line agent, starting at 100 mg/day or less (lower in CKD) and titrating up.',
      'Treat to a serum urate below 6 mg/dL.',
      'Give anti-inflammatory prophylaxis (colchicine, an NSAID or prednisone) for 3-6 months when starting urate-lowering therapy.',
      'Treat flares with colchicine, NSAIDs or glucocorticoids, chosen according to patient factors.',
      'Test for HLA-B*5801 before allopurinol in patients of Southeast Asian descent and African American patients.',
    ].join('\n'),
    tags: ['gout', 'urate-lowering therapy', 'allopurinol', 'hyperuricemia'],
    // Arthritis Care Res 2020;72(6), June 2020 issue (released online May 2020).
    publicationDate: '2020-06-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1002/acr.24180',
  },
  {
    slug: 'acr-rheumatoid-arthritis-treatment-2021',
    title: '2021 American College of Rheumatology Guideline for the Treatment of Rheumatoid Arthritis',
    organization: 'American College of Rheumatology (ACR)',
    specialty: 'Rheumatology',
    summary:
      'Pharmacological management of RA with conventional, biologic and targeted synthetic DMARDs and glucocorticoids, including high-risk populations. Most of its 44 recommendations are conditional.',
    recommendation: [
      'Use methotrexate as the preferred initial DMARD for moderate-to-high disease activity.',
      'Apply a treat-to-target approach, adjusting therapy until low disease activity or remission is reached.',
      'If the target is not reached on methotrexate, add a biologic or targeted synthetic DMARD.',
      'Avoid long-term glucocorticoids and keep any use as short and low-dose as possible.',
      'In sustained remission, reduce DMARD doses gradually before considering stopping.',
      'In NYHA class III-IV heart failure, prefer a non-TNF biologic or targeted synthetic DMARD over a TNF inhibitor.',
    ].join('\n'),
    tags: ['rheumatoid arthritis', 'methotrexate', 'dmards', 'treat to target'],
    publicationDate: '2021-06-08',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1002/acr.24596',
  },
  {
    slug: 'eular-systemic-lupus-erythematosus-2023',
    title: 'EULAR recommendations for the management of systemic lupus erythematosus: 2023 update',
    organization: 'European Alliance of Associations for Rheumatology (EULAR)',
    specialty: 'Rheumatology',
    summary:
      'Updates EULAR advice on treating SLE, including lupus nephritis, with an emphasis on hydroxychloroquine for everyone, minimal glucocorticoid exposure and earlier use of biologics. It aims for remission or low disease activity.',
    recommendation: [
      'Give hydroxychloroquine to all patients unless contraindicated, at a target dose of 5 mg/kg body weight per day, with retinal screening.',
      'Reduce glucocorticoids to a maintenance dose of 5 mg/day prednisone-equivalent or less and withdraw when possible.',
      'Add immunosuppressants or a biologic (belimumab or anifrolumab) when disease is not controlled or glucocorticoids cannot be tapered.',
      'In active lupus nephritis, consider adding belimumab or a calcineurin inhibitor (such as voclosporin) to mycophenolate or low-dose cyclophosphamide.',
      'Aim for remission or low disease activity, and assess cardiovascular risk and antiphospholipid antibodies.',
    ].join('\n'),
    tags: ['systemic lupus erythematosus', 'lupus nephritis', 'hydroxychloroquine', 'belimumab'],
    // Ann Rheum Dis 2024;83(1), January 2024 issue (released online in 2023).
    publicationDate: '2024-01-01',
    url: 'https://doi.org/10.1136/ard-2023-224762',
  },
  {
    slug: 'acr-af-osteoarthritis-2019',
    title: '2019 American College of Rheumatology/Arthritis Foundation Guideline for the Management of Osteoarthritis of the Hand, Hip, and Knee',
    organization: 'American College of Rheumatology (ACR) / Arthritis Foundation',
    specialty: 'Rheumatology',
    summary:
      'Covers educational, behavioural, physical, mechanical and pharmacological treatment of hand, hip and knee osteoarthritis. It makes exercise and weight management the foundation of care and advises against several popular but ineffective therapies.',
    recommendation: [
      'Strongly recommend exercise for all patients with hand, hip or knee osteoarthritis.',
      'Recommend weight loss for patients with knee or hip osteoarthritis who are overweight or obese.',
      'Use topical NSAIDs for knee osteoarthritis and oral NSAIDs when appropriate; intra-articular glucocorticoids are an option for knee and hip.',
      'Consider tai chi, self-management programmes and assistive devices (such as a cane) as indicated.',
      'Do not use glucosamine, chondroitin (for knee and hip), bisphosphonates, hydroxychloroquine or biologics for osteoarthritis.',
      'Do not use platelet-rich plasma or stem-cell injections.',
    ].join('\n'),
    tags: ['osteoarthritis', 'exercise', 'nsaids', 'knee', 'hip'],
    // Arthritis Care Res 2020;72(2), February 2020 issue (released online January 2020).
    publicationDate: '2020-02-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1002/acr.24131',
  },

  // ───────────────────────────── Dermatology ─────────────────────────────
  {
    slug: 'aad-acne-vulgaris-2024',
    title: 'Guidelines of care for the management of acne vulgaris',
    organization: 'American Academy of Dermatology (AAD)',
    specialty: 'Dermatology',
    summary:
      'AAD guideline on topical, systemic and procedural treatment of acne vulgaris in adolescents and adults. It promotes combination topical therapy and antibiotic stewardship.',
    recommendation: [
      'Use benzoyl peroxide, topical retinoids and topical antibiotics, preferably in combination; pair antibiotics with benzoyl peroxide to limit resistance.',
      'Topical clascoterone, azelaic acid and salicylic acid are further options.',
      'Use doxycycline (or another tetracycline) for moderate-to-severe inflammatory acne, limiting systemic antibiotic duration.',
      'Consider combined oral contraceptives or spironolactone for suitable female patients.',
      'Use oral isotretinoin for severe or scarring acne, acne causing psychosocial burden, or acne resistant to other treatment, with pregnancy prevention.',
      'Consider intralesional corticosteroid injection for large acne nodules.',
    ].join('\n'),
    tags: ['acne', 'isotretinoin', 'topical retinoids', 'benzoyl peroxide', 'antibiotic stewardship'],
    // J Am Acad Dermatol 2024;90(5), May 2024 issue (released online January 2024).
    publicationDate: '2024-05-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1016/j.jaad.2023.12.017',
  },
  {
    slug: 'aad-atopic-dermatitis-topical-therapies-2023',
    title: 'Guidelines of care for the management of atopic dermatitis in adults with topical therapies',
    organization: 'American Academy of Dermatology (AAD)',
    specialty: 'Dermatology',
    summary:
      'Focused AAD guideline on topical treatment of adult atopic dermatitis. It supports moisturisers and several classes of anti-inflammatory topical agents, including newer non-steroidal options.',
    recommendation: [
      'Use moisturisers as part of treatment for all patients.',
      'Use topical corticosteroids for active disease, and intermittent (for example twice weekly) application to prevent flares.',
      'Use topical calcineurin inhibitors (tacrolimus, pimecrolimus), especially for sensitive sites.',
      'Topical PDE-4 inhibition (crisaborole) and topical JAK inhibition (ruxolitinib) are additional options.',
      'Escalate to phototherapy or systemic therapy when topical therapy does not control the disease (see the 2024 AAD systemic guideline).',
    ].join('\n'),
    tags: ['atopic dermatitis', 'eczema', 'topical corticosteroids', 'calcineurin inhibitors'],
    // J Am Acad Dermatol 2023;89(1), July 2023 issue (released online January 2023).
    publicationDate: '2023-07-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1016/j.jaad.2022.12.029',
  },
  {
    slug: 'aad-atopic-dermatitis-phototherapy-systemic-2024',
    title: 'Guidelines of care for the management of atopic dermatitis in adults with phototherapy and systemic therapies',
    organization: 'American Academy of Dermatology (AAD)',
    specialty: 'Dermatology',
    summary:
      'Companion to the 2023 topical guideline, covering phototherapy, biologics, oral JAK inhibitors and conventional immunosuppressants for adults with atopic dermatitis not controlled by topical therapy.',
    recommendation: [
      'Recommend the biologics dupilumab and tralokinumab for moderate-to-severe disease.',
      'Recommend the oral JAK inhibitors abrocitinib, baricitinib and upadacitinib, weighing their safety warnings and regulatory approvals.',
      'Phototherapy is a conditional option.',
      'Azathioprine, ciclosporin, methotrexate and mycophenolate are conditional options when preferred agents are unsuitable.',
      'The guideline recommends against routine systemic corticosteroids for atopic dermatitis (conditional recommendation).',
    ].join('\n'),
    tags: ['atopic dermatitis', 'dupilumab', 'jak inhibitors', 'phototherapy', 'biologics'],
    // J Am Acad Dermatol 2024;90(2), February 2024 issue.
    publicationDate: '2024-02-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1016/j.jaad.2023.08.102',
  },

  // ─────────────────────── Obstetrics & Gynecology ───────────────────────
  {
    slug: 'acog-pb222-gestational-hypertension-preeclampsia',
    title: 'Gestational Hypertension and Preeclampsia: ACOG Practice Bulletin No. 222',
    organization: 'American College of Obstetricians and Gynecologists (ACOG)',
    specialty: 'Obstetrics & Gynecology',
    summary:
      'Defines hypertensive disorders of pregnancy and covers prevention, timing of delivery, seizure prophylaxis and acute treatment of severe hypertension. It also addresses postpartum monitoring.',
    recommendation: [
      'Diagnose gestational hypertension at 140/90 mmHg or higher on two occasions at least 4 hours apart after 20 weeks in a previously normotensive patient; 160/110 mmHg or higher is severe-range.',
      'Offer low-dose aspirin (81 mg/day) from 12-28 weeks (ideally before 16 weeks) until delivery to patients at high risk of preeclampsia.',
      'Treat severe-range BP persisting 15 minutes or more urgently (within 30-60 minutes) with IV labetalol, IV hydralazine or immediate-release oral nifedipine.',
      'Give magnesium sulfate for seizure prophylaxis in preeclampsia with severe features and for eclampsia.',
      'Deliver at 37 0/7 weeks for gestational hypertension or preeclampsia without severe features, and at or after 34 0/7 weeks (or earlier if unstable) with severe features.',
      'Monitor BP for at least 72 hours after birth and again 7-10 days postpartum.',
    ].join('\n'),
    tags: ['preeclampsia', 'gestational hypertension', 'pregnancy', 'magnesium sulfate', 'low-dose aspirin'],
    // Obstet Gynecol 2020;135(6), June 2020 issue.
    publicationDate: '2020-06-01',
    evidenceLevel: 'ACOG Level A, B and C recommendations',
    url: 'https://doi.org/10.1097/AOG.0000000000003891',
  },
  {
    slug: 'uspstf-aspirin-preeclampsia-prevention-2021',
    title: 'Aspirin Use to Prevent Preeclampsia and Related Morbidity and Mortality: Preventive Medication (USPSTF)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Obstetrics & Gynecology',
    summary:
      'Recommends low-dose aspirin after 12 weeks of pregnancy for people at high risk of preeclampsia. It lists high-risk and moderate-risk factors to identify who benefits.',
    recommendation: [
      'Prescribe low-dose aspirin (81 mg/day) after 12 weeks of gestation to pregnant persons at high risk of preeclampsia (Grade B).',
      'High-risk factors include prior preeclampsia, multifetal gestation, chronic hypertension, pregestational diabetes, kidney disease and autoimmune disease.',
      'Consider aspirin when several moderate-risk factors are present (for example nulliparity, obesity, age 35 or older, or family history).',
      'Continue aspirin until delivery.',
    ].join('\n'),
    tags: ['preeclampsia', 'aspirin', 'pregnancy', 'uspstf'],
    publicationDate: '2021-09-28',
    evidenceLevel: 'USPSTF Grade B',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/low-dose-aspirin-use-for-the-prevention-of-morbidity-and-mortality-from-preeclampsia-preventive-medication',
  },
  {
    slug: 'uspstf-gestational-diabetes-screening-2021',
    title: 'Gestational Diabetes: Screening (USPSTF Final Recommendation Statement)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Obstetrics & Gynecology',
    summary:
      'Recommends screening for gestational diabetes at 24 weeks or later in asymptomatic pregnant persons. Evidence on screening before 24 weeks was insufficient.',
    recommendation: [
      'Screen asymptomatic pregnant persons for gestational diabetes at 24 weeks of gestation or later (Grade B).',
      'Evidence is insufficient to assess screening before 24 weeks (I statement).',
      'Either a one-step or a two-step oral glucose tolerance test approach is acceptable.',
      'Treatment of gestational diabetes reduces complications such as pre-eclampsia, macrosomia and shoulder dystocia.',
    ].join('\n'),
    tags: ['gestational diabetes', 'pregnancy', 'screening', 'uspstf'],
    publicationDate: '2021-08-10',
    evidenceLevel: 'USPSTF Grade B (24 weeks or later); I statement before 24 weeks',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/gestational-diabetes-screening',
  },

  // ───────────────────────────── Pediatrics ─────────────────────────────
  {
    slug: 'aap-pediatric-high-blood-pressure-2017',
    title: 'Clinical Practice Guideline for Screening and Management of High Blood Pressure in Children and Adolescents',
    organization: 'American Academy of Pediatrics (AAP)',
    specialty: 'Pediatrics',
    summary:
      'Replaced the 2004 pediatric BP report with new normative tables based on children of normal weight and simplified thresholds for adolescents. It covers measurement, evaluation and treatment.',
    recommendation: [
      'Measure BP yearly from age 3, and at every visit in children with risk factors such as obesity, kidney disease or diabetes.',
      'Use the updated normative tables; from age 13, use adult-style thresholds (elevated 120-129/<80, stage 1 hypertension from 130/80 mmHg).',
      'Confirm hypertension with ambulatory BP monitoring.',
      'Perform echocardiography when considering drug treatment, to assess for left ventricular hypertrophy.',
      'Start with lifestyle measures (DASH-type diet, activity); add an ACE inhibitor, ARB, long-acting calcium channel blocker or thiazide if needed.',
      'Treat to below the 90th percentile, or below 130/80 mmHg in adolescents aged 13 and older.',
    ].join('\n'),
    tags: ['pediatric hypertension', 'blood pressure', 'children', 'adolescents'],
    // Pediatrics 2017;140(3), September 2017 issue (released online August 2017).
    publicationDate: '2017-09-01',
    evidenceLevel: AAP_GRADING,
    url: 'https://doi.org/10.1542/peds.2017-1904',
  },
  {
    slug: 'aap-neonatal-hyperbilirubinemia-2022',
    title: 'Clinical Practice Guideline Revision: Management of Hyperbilirubinemia in the Newborn Infant 35 or More Weeks of Gestation',
    organization: 'American Academy of Pediatrics (AAP)',
    specialty: 'Pediatrics',
    summary:
      'Revises the 2004 AAP hyperbilirubinemia guideline with new, higher phototherapy and exchange-transfusion thresholds based on gestational age and neurotoxicity risk factors. It also sets rules for escalation of care and follow-up after discharge.',
    recommendation: [
      'Assess all newborns for jaundice at least every 12 hours and measure bilirubin (TSB or TcB) if jaundice appears in the first 24 hours.',
      'Measure TSB or TcB in every infant before discharge or between 24 and 48 hours of age.',
      'Start phototherapy using the 2022 hour-specific thresholds for gestational age, with lower thresholds when neurotoxicity risk factors are present.',
      'Escalate care when TSB reaches within 2 mg/dL of the exchange-transfusion threshold.',
      'Plan post-discharge follow-up according to how close the bilirubin is to the phototherapy threshold.',
      'Support breastfeeding and do not routinely supplement with water or dextrose water.',
    ].join('\n'),
    tags: ['neonatal jaundice', 'hyperbilirubinemia', 'phototherapy', 'newborn'],
    // Pediatrics 2022;150(3), September 2022 issue (released online August 2022).
    publicationDate: '2022-09-01',
    evidenceLevel: AAP_GRADING,
    url: 'https://doi.org/10.1542/peds.2022-058859',
  },
  {
    slug: 'aap-acute-otitis-media-2013',
    title: 'The Diagnosis and Management of Acute Otitis Media',
    organization: 'American Academy of Pediatrics (AAP)',
    specialty: 'Pediatrics',
    summary:
      'Guideline for children aged 6 months to 12 years with uncomplicated acute otitis media. It tightens diagnostic criteria, allows observation for selected children and sets first-line antibiotic choices.',
    recommendation: [
      'Diagnose AOM with moderate or severe tympanic membrane bulging or new otorrhoea, or mild bulging with recent ear pain or intense erythema.',
      'Treat pain in every child with AOM.',
      'Give antibiotics for severe AOM and for bilateral AOM at 6-23 months; observation with close follow-up is an option for non-severe unilateral AOM at 6-23 months and non-severe AOM from 24 months.',
      'Use high-dose amoxicillin (80-90 mg/kg/day) first line, or amoxicillin-clavulanate if amoxicillin was taken in the past 30 days or conjunctivitis is present.',
      'Reassess if symptoms worsen or do not improve within 48-72 hours.',
      'Promote pneumococcal and influenza vaccination, breastfeeding and avoidance of tobacco smoke exposure.',
    ].join('\n'),
    tags: ['acute otitis media', 'amoxicillin', 'children', 'antibiotic stewardship'],
    // Pediatrics 2013;131(3), March 2013 issue (released online February 2013).
    publicationDate: '2013-03-01',
    evidenceLevel: AAP_GRADING,
    url: 'https://doi.org/10.1542/peds.2012-3488',
  },
  {
    slug: 'aap-bronchiolitis-2014',
    title: 'Clinical Practice Guideline: The Diagnosis, Management, and Prevention of Bronchiolitis',
    organization: 'American Academy of Pediatrics (AAP)',
    specialty: 'Pediatrics',
    summary:
      'Guideline for children aged 1 to 23 months with bronchiolitis. It emphasises clinical diagnosis and supportive care and advises against most drug treatments and routine tests.',
    recommendation: [
      'Diagnose bronchiolitis and assess severity from the history and examination; do not routinely order chest radiographs or viral testing.',
      'Do not give albuterol (salbutamol), epinephrine or systemic corticosteroids.',
      'Do not give nebulised hypertonic saline in the emergency department; it may be considered for hospitalised infants.',
      'Supplemental oxygen may be withheld if oxyhaemoglobin saturation stays at 90% or above; continuous pulse oximetry is not required.',
      'Give nasogastric or intravenous fluids to infants who cannot maintain oral hydration.',
      'Do not give antibiotics unless there is a concomitant bacterial infection or strong suspicion of one.',
    ].join('\n'),
    tags: ['bronchiolitis', 'rsv', 'infants', 'supportive care'],
    // Pediatrics 2014;134(5), November 2014 issue.
    publicationDate: '2014-11-01',
    evidenceLevel: AAP_GRADING,
    url: 'https://doi.org/10.1542/peds.2014-2742',
  },
  {
    slug: 'aap-febrile-infants-8-60-days-2021',
    title: 'Evaluation and Management of Well-Appearing Febrile Infants 8 to 60 Days Old',
    organization: 'American Academy of Pediatrics (AAP)',
    specialty: 'Pediatrics',
    summary:
      'Age-stratified approach for well-appearing term infants aged 8-60 days with a temperature of 38.0 C or higher. It uses urinalysis and inflammatory markers to decide on lumbar puncture, antibiotics and admission.',
    recommendation: [
      'Obtain urinalysis and inflammatory markers (procalcitonin where available, plus CRP and ANC) in all infants in scope.',
      'Aged 8-21 days: obtain urine and blood cultures and CSF, start parenteral antibiotics and admit.',
      'Aged 22-28 days: obtain blood and urine cultures; perform lumbar puncture if inflammatory markers are abnormal and consider it otherwise.',
      'Aged 29-60 days: lumbar puncture is not required when inflammatory markers are normal; low-risk infants can be observed at home with reliable follow-up.',
      'Treat urinary tract infection found on urinalysis with appropriate antibiotics according to age and risk.',
    ].join('\n'),
    tags: ['febrile infant', 'fever', 'sepsis', 'lumbar puncture', 'procalcitonin'],
    // Pediatrics 2021;148(2), August 2021 issue (released online July 2021).
    publicationDate: '2021-08-01',
    evidenceLevel: AAP_GRADING,
    url: 'https://doi.org/10.1542/peds.2021-052228',
  },
  {
    slug: 'aap-pediatric-obesity-2023',
    title: 'Clinical Practice Guideline for the Evaluation and Treatment of Children and Adolescents With Obesity',
    organization: 'American Academy of Pediatrics (AAP)',
    specialty: 'Pediatrics',
    summary:
      'The first AAP clinical practice guideline on paediatric obesity. It treats obesity as a chronic disease and recommends early, intensive treatment rather than watchful waiting.',
    recommendation: [
      'Measure BMI at least yearly and classify obesity as a BMI at or above the 95th percentile for age and sex.',
      'Offer or refer to intensive health behaviour and lifestyle treatment (at least 26 hours over 3-12 months), ideally family-based.',
      'Offer weight-loss pharmacotherapy, as an adjunct to lifestyle treatment, to adolescents aged 12 and older with obesity.',
      'Refer adolescents aged 13 and older with severe obesity for evaluation for metabolic and bariatric surgery.',
      'Screen for comorbidities (for example lipids, glucose and liver enzymes from age 10 in children with obesity).',
    ].join('\n'),
    tags: ['pediatric obesity', 'bmi', 'lifestyle treatment', 'bariatric surgery', 'children'],
    // Pediatrics 2023;151(2), February 2023 issue (released online January 2023).
    publicationDate: '2023-02-01',
    evidenceLevel: AAP_GRADING,
    url: 'https://doi.org/10.1542/peds.2022-060640',
  },

  // ───────────────────────────── Hematology ─────────────────────────────
  {
    slug: 'ash-vte-treatment-dvt-pe-2020',
    title: 'American Society of Hematology 2020 guidelines for management of venous thromboembolism: treatment of deep vein thrombosis and pulmonary embolism',
    organization: 'American Society of Hematology (ASH)',
    specialty: 'Hematology',
    summary:
      'Covers initial, primary and secondary-prevention phases of treatment for DVT and PE. It favours DOACs, home treatment for low-risk patients, and indefinite anticoagulation after unprovoked events.',
    recommendation: [
      'Suggest a DOAC over a vitamin K antagonist for most patients with DVT or PE.',
      'Suggest home treatment over hospital admission for uncomplicated DVT and for low-risk PE.',
      'Give a primary treatment course of 3-6 months.',
      'After VTE provoked by a transient risk factor, stop anticoagulation after primary treatment.',
      'After unprovoked VTE or VTE with a chronic risk factor, suggest indefinite antithrombotic therapy.',
      'Suggest thrombolysis followed by anticoagulation for PE with haemodynamic compromise.',
    ].join('\n'),
    tags: ['venous thromboembolism', 'deep vein thrombosis', 'pulmonary embolism', 'anticoagulation', 'doac'],
    // Blood Advances 2020;4(19), October 2020 issue.
    publicationDate: '2020-10-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1182/bloodadvances.2020001830',
  },
  {
    slug: 'ash-immune-thrombocytopenia-2019',
    title: 'American Society of Hematology 2019 guidelines for immune thrombocytopenia',
    organization: 'American Society of Hematology (ASH)',
    specialty: 'Hematology',
    summary:
      'Updates the 2011 ASH ITP guideline for adults and children. It limits corticosteroid exposure and sets out second-line options for persistent or chronic disease.',
    recommendation: [
      'For newly diagnosed adults with platelets below 30 x10^9/L and no or minor bleeding, suggest corticosteroids rather than observation.',
      'Avoid prolonged corticosteroid courses: limit prednisone to a maximum of 6 weeks including taper.',
      'For adults with ITP lasting 3 months or more who are corticosteroid-dependent or unresponsive, consider a thrombopoietin receptor agonist or rituximab.',
      'Delay splenectomy for at least 12 months after diagnosis where possible.',
      'For children with newly diagnosed ITP and no or minor bleeding, recommend observation rather than treatment.',
    ].join('\n'),
    tags: ['immune thrombocytopenia', 'itp', 'corticosteroids', 'thrombopoietin receptor agonist', 'platelets'],
    // Blood Advances 2019;3(23), December 2019 issue.
    publicationDate: '2019-12-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1182/bloodadvances.2019000966',
  },

  // ────────────────────────── Emergency Medicine ──────────────────────────
  {
    slug: 'surviving-sepsis-campaign-adults-2026',
    title: 'Surviving Sepsis Campaign: International Guidelines for Management of Sepsis and Septic Shock 2026',
    organization: 'Society of Critical Care Medicine (SCCM) / European Society of Intensive Care Medicine (ESICM)',
    specialty: 'Emergency Medicine',
    summary:
      'The 2026 adult Surviving Sepsis Campaign update, replacing the 2021 edition. It keeps early antimicrobials and resuscitation at its core while pushing more selective antimicrobial use and better screening.',
    recommendation: [
      'Run hospital sepsis performance-improvement programmes, including screening of acutely ill high-risk patients.',
      'Screen with NEWS/NEWS2, MEWS or SIRS rather than qSOFA alone.',
      'Give antimicrobials immediately (ideally within 1 hour) in septic shock, after obtaining cultures; give them early in probable sepsis without shock.',
      'Avoid routine empiric anaerobic or antifungal coverage in patients at low risk for these infections.',
      'Resuscitate with crystalloid; the guideline suggests at least 30 mL/kg within the first 3 hours (a conditional recommendation).',
      'Achieve source control early, ideally within 6 hours.',
      'Use prolonged infusion of beta-lactams for maintenance dosing after a loading dose.',
    ].join('\n'),
    tags: ['sepsis', 'septic shock', 'antimicrobials', 'resuscitation', 'critical care'],
    // Critical Care Medicine 2026;54(4); released online March 2026.
    publicationDate: '2026-03-01',
    evidenceLevel: GRADE_GRADING,
    url: 'https://doi.org/10.1097/CCM.0000000000007075',
  },
  {
    slug: 'aha-acc-chest-pain-evaluation-2021',
    title: '2021 AHA/ACC/ASE/CHEST/SAEM/SCCT/SCMR Guideline for the Evaluation and Diagnosis of Chest Pain',
    organization: 'American Heart Association (AHA) / American College of Cardiology (ACC)',
    specialty: 'Emergency Medicine',
    summary:
      'Covers evaluation of acute and stable chest pain in adults in the emergency department and outpatient settings. It standardises risk stratification with clinical decision pathways and high-sensitivity troponin.',
    recommendation: [
      'Obtain and review an ECG within 10 minutes of arrival for acute chest pain.',
      'Use high-sensitivity cardiac troponin as the preferred biomarker, with a clinical decision pathway to classify patients as low, intermediate or high risk.',
      'Low-risk patients with acute chest pain do not need urgent further cardiac testing.',
      'For intermediate-risk patients without known coronary disease, use coronary CT angiography or stress testing.',
      'Describe chest pain as cardiac, possibly cardiac or noncardiac rather than "atypical".',
      'Use shared decision-making when choosing testing.',
    ].join('\n'),
    tags: ['chest pain', 'troponin', 'acute coronary syndrome', 'risk stratification', 'emergency department'],
    // Released online October 2021; Circulation 2021;144(22).
    publicationDate: '2021-10-01',
    evidenceLevel: ACC_AHA_GRADING,
    url: 'https://doi.org/10.1161/CIR.0000000000001029',
  },
  {
    slug: 'wao-anaphylaxis-guidance-2020',
    title: 'World Allergy Organization Anaphylaxis Guidance 2020',
    organization: 'World Allergy Organization (WAO)',
    specialty: 'Emergency Medicine',
    summary:
      'International guidance on recognising, treating and preventing anaphylaxis in healthcare and community settings. Intramuscular epinephrine is the first-line treatment.',
    recommendation: [
      'Give intramuscular epinephrine (1 mg/mL) 0.01 mg/kg into the mid-anterolateral thigh, up to 0.5 mg in adults (0.3 mg in children), at the first signs of anaphylaxis.',
      'Repeat epinephrine every 5-15 minutes if the response is inadequate.',
      'Position the patient supine with legs raised (or sitting if breathing is difficult), and give oxygen and intravenous fluids as needed.',
      'Do not rely on antihistamines or glucocorticoids; they do not replace epinephrine.',
      'Observe after treatment, prescribe an epinephrine auto-injector with training and refer to an allergist.',
      'Measure serum tryptase to support the diagnosis when possible.',
    ].join('\n'),
    tags: ['anaphylaxis', 'epinephrine', 'allergy', 'emergency'],
    // World Allergy Organization Journal 2020;13(10), October 2020 issue.
    publicationDate: '2020-10-01',
    url: 'https://doi.org/10.1016/j.waojou.2020.100472',
  },

  // ───────────────────────── Preventive Medicine ─────────────────────────
  {
    slug: 'uspstf-statin-primary-prevention-2022',
    title: 'Statin Use for the Primary Prevention of Cardiovascular Disease in Adults: Preventive Medication (USPSTF)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Preventive Medicine',
    summary:
      'Recommends statins for primary prevention in adults aged 40-75 with at least one CVD risk factor and elevated 10-year risk. Risk was estimated with the Pooled Cohort Equations.',
    recommendation: [
      'Prescribe a statin for adults aged 40-75 with at least one CVD risk factor (dyslipidaemia, diabetes, hypertension or smoking) and a 10-year CVD risk of 10% or more (Grade B).',
      'Selectively offer a statin when 10-year risk is 7.5% to less than 10%, after shared decision-making (Grade C).',
      'Evidence is insufficient to assess starting a statin for primary prevention at age 76 or older (I statement).',
      'Does not apply to adults with LDL-C above 190 mg/dL or known familial hypercholesterolaemia.',
    ].join('\n'),
    tags: ['statin', 'primary prevention', 'cardiovascular risk', 'uspstf'],
    publicationDate: '2022-08-23',
    evidenceLevel: 'USPSTF Grade B (10-year risk 10% or more); Grade C (7.5% to less than 10%)',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/statin-use-in-adults-preventive-medication',
  },
  {
    slug: 'uspstf-aspirin-cvd-prevention-2022',
    title: 'Aspirin Use to Prevent Cardiovascular Disease: Preventive Medication (USPSTF)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Preventive Medicine',
    summary:
      'Narrows the role of aspirin in primary prevention because bleeding harms offset much of the benefit. Starting aspirin is now an individual decision only in younger adults at higher risk.',
    recommendation: [
      'For adults aged 40-59 with a 10-year CVD risk of 10% or more, decide individually whether to start low-dose aspirin (Grade C).',
      'Do not start low-dose aspirin for primary prevention in adults aged 60 or older (Grade D).',
      'Weigh bleeding risk (for example prior GI bleeding, anticoagulant or NSAID use) before any primary-prevention aspirin.',
      'The recommendation does not apply to people already taking aspirin for secondary prevention.',
    ].join('\n'),
    tags: ['aspirin', 'primary prevention', 'cardiovascular disease', 'uspstf'],
    publicationDate: '2022-04-26',
    evidenceLevel: 'USPSTF Grade C (ages 40-59 at 10% or higher risk); Grade D (60 and older)',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/aspirin-to-prevent-cardiovascular-disease-preventive-medication',
  },
  {
    slug: 'uspstf-prediabetes-type-2-diabetes-screening-2021',
    title: 'Prediabetes and Type 2 Diabetes: Screening (USPSTF Final Recommendation Statement)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Preventive Medicine',
    summary:
      'Lowers the starting age for diabetes screening in adults with overweight or obesity to 35. It links screening to referral for effective preventive interventions.',
    recommendation: [
      'Screen adults aged 35-70 with overweight or obesity for prediabetes and type 2 diabetes (Grade B).',
      'Refer people with prediabetes to effective preventive interventions such as intensive lifestyle programmes.',
      'Consider screening at an earlier age in people with a family history of diabetes, a history of gestational diabetes or polycystic ovary syndrome, or from groups with higher prevalence.',
      'Use fasting plasma glucose, A1C or an oral glucose tolerance test; modelling supports rescreening about every 3 years.',
    ].join('\n'),
    tags: ['prediabetes', 'type 2 diabetes', 'screening', 'uspstf'],
    publicationDate: '2021-08-24',
    evidenceLevel: 'USPSTF Grade B',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/screening-for-prediabetes-and-type-2-diabetes',
  },
  {
    slug: 'uspstf-osteoporosis-screening-2025',
    title: 'Osteoporosis to Prevent Fractures: Screening (USPSTF Final Recommendation Statement)',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialty: 'Preventive Medicine',
    summary:
      'Updates the 2018 statement on bone measurement testing to prevent osteoporotic fractures. It keeps screening for older women and for younger postmenopausal women at increased risk, and finds insufficient evidence for men.',
    recommendation: [
      'Screen women aged 65 and older for osteoporosis with bone measurement testing (Grade B).',
      'Screen postmenopausal women younger than 65 who are at increased risk, identified with a formal clinical risk assessment tool (Grade B).',
      'Evidence is insufficient to assess screening in men (I statement).',
      'Use the results to guide treatment that prevents fractures.',
    ].join('\n'),
    tags: ['osteoporosis', 'screening', 'bone density', 'fracture prevention', 'uspstf'],
    publicationDate: '2025-01-14',
    evidenceLevel: 'USPSTF Grade B (women); I statement (men)',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/osteoporosis-screening',
  },
];

/** The distinct specialty names used by GUIDELINES, sorted alphabetically (GET /api/specialties). */
export const GUIDELINE_SPECIALTIES: string[] = [...new Set(GUIDELINES.map((g) => g.specialty))].sort((a, b) =>
  a.localeCompare(b, 'en'),
);

/**
 * Guidelines matching an exact specialty name and/or a free-text query (spec §5: case-insensitive
 * substring over title, organization, summary and tags). An empty or whitespace-only specialty or
 * query is ignored; the input order is kept.
 */
export function filterGuidelines<T extends GuidelineSeed>(list: readonly T[], filter: GuidelineFilter = {}): T[] {
  const specialty = filter.specialty?.trim() ?? '';
  const q = filter.query?.trim().toLowerCase() ?? '';
  return list.filter(
    (g) =>
      (specialty === '' || g.specialty === specialty) &&
      (q === '' ||
        g.title.toLowerCase().includes(q) ||
        g.organization.toLowerCase().includes(q) ||
        g.summary.toLowerCase().includes(q) ||
        g.tags.some((t) => t.toLowerCase().includes(q))),
  );
}

/**
 * The last publication month MedAssist's authors could check against the publisher's own text.
 * Entries published later are in the catalogue because the publisher announced them, but their
 * summaries are unverified: the UI flags them instead of presenting them as checked (issue 17).
 */
export const GUIDELINES_VERIFIED_THROUGH = '2025-03-31';

/** True when a guideline was published after GUIDELINES_VERIFIED_THROUGH (ISO dates compare as text). */
export function isGuidelineUnverified(publicationDate: string): boolean {
  return publicationDate.slice(0, 10) > GUIDELINES_VERIFIED_THROUGH;
}
