// Built-in landmark literature for the Medical Literature page (spec §2, §3 literature record).
// Pure data, no server call.
//
// The abstracts are SUMMARIES WRITTEN FOR MEDASSIST in our own words, not the publishers'
// abstracts; every figure quoted in them is from the article's main results. Titles, authors,
// journals and years follow the published record. A doi or pmid is given only where it was checked
// against independent public citations; where a value could not be confirmed it is left out
// rather than guessed (articleUrl then falls back to the other identifier).

/** One built-in literature record (spec §3): bibliographic data, our own summary, and keywords. */
export interface Article {
  id: string;
  title: string;
  authors: string;
  journal: string;
  year: number;
  doi?: string;
  pmid?: string;
  abstract: string;
  keywords: string[];
}

/** The built-in landmark articles, grouped by field (cardiology, diabetes, critical care, ...). */
export const ARTICLES: readonly Article[] = [
  // ── Hypertension and cardiovascular prevention ───────────────────────────────────────────
  {
    id: 'sprint-2015',
    title: 'A Randomized Trial of Intensive versus Standard Blood-Pressure Control',
    authors: 'SPRINT Research Group; Wright JT Jr, Williamson JD, Whelton PK, et al.',
    journal: 'N Engl J Med',
    year: 2015,
    doi: '10.1056/NEJMoa1511939',
    pmid: '26551272',
    abstract:
      'SPRINT randomised 9361 adults with raised cardiovascular risk but without diabetes or previous stroke to a systolic target below 120 mm Hg or below 140 mm Hg. The trial stopped early after a median 3.26 years because the primary composite outcome was lower with intensive control (1.65% versus 2.19% per year; HR 0.75, 95% CI 0.64-0.89), and all-cause mortality was also lower (HR 0.73). Hypotension, syncope, electrolyte abnormalities and acute kidney injury were more frequent with intensive treatment.',
    keywords: ['hypertension', 'blood pressure target', 'intensive treatment', 'cardiovascular outcomes', 'randomized trial'],
  },
  {
    id: 'allhat-2002',
    title:
      'Major outcomes in high-risk hypertensive patients randomized to angiotensin-converting enzyme inhibitor or calcium channel blocker vs diuretic: the Antihypertensive and Lipid-Lowering Treatment to Prevent Heart Attack Trial (ALLHAT)',
    authors: 'ALLHAT Officers and Coordinators for the ALLHAT Collaborative Research Group',
    journal: 'JAMA',
    year: 2002,
    doi: '10.1001/jama.288.23.2981',
    pmid: '12479763',
    abstract:
      'ALLHAT randomised 33,357 hypertensive adults aged 55 or over with at least one other coronary risk factor to chlorthalidone, amlodipine or lisinopril. The primary outcome of fatal coronary heart disease or nonfatal myocardial infarction did not differ between groups. Chlorthalidone was associated with less heart failure than amlodipine (RR 1.38 for amlodipine) and with fewer strokes (RR 1.15) and heart failure events (RR 1.19) than lisinopril, supporting thiazide-type diuretics as first-step therapy.',
    keywords: ['hypertension', 'chlorthalidone', 'amlodipine', 'lisinopril', 'thiazide diuretic', 'randomized trial'],
  },
  {
    id: 'hope-2000',
    title:
      'Effects of an Angiotensin-Converting-Enzyme Inhibitor, Ramipril, on Cardiovascular Events in High-Risk Patients',
    authors: 'Heart Outcomes Prevention Evaluation Study Investigators; Yusuf S, Sleight P, Pogue J, et al.',
    journal: 'N Engl J Med',
    year: 2000,
    doi: '10.1056/NEJM200001203420301',
    pmid: '10639539',
    abstract:
      'HOPE randomised 9297 high-risk patients with vascular disease or diabetes plus another risk factor, and without known low ejection fraction or heart failure, to ramipril or placebo for about 5 years. The composite of myocardial infarction, stroke or cardiovascular death occurred in 14.0% with ramipril and 17.8% with placebo (RR 0.78). Ramipril also reduced each component and all-cause mortality.',
    keywords: ['ace inhibitor', 'ramipril', 'cardiovascular prevention', 'high-risk patients', 'randomized trial'],
  },
  {
    id: 'framingham-1961',
    title:
      'Factors of risk in the development of coronary heart disease--six year follow-up experience. The Framingham Study',
    authors: 'Kannel WB, Dawber TR, Kagan A, Revotskie N, Stokes J 3rd',
    journal: 'Ann Intern Med',
    year: 1961,
    doi: '10.7326/0003-4819-55-1-33',
    pmid: '13751193',
    abstract:
      'This six-year report from the Framingham Heart Study followed men and women from a Massachusetts town who were free of coronary disease at entry. Raised serum cholesterol, high blood pressure and electrocardiographic left ventricular hypertrophy at baseline were each associated with a higher later incidence of coronary heart disease. The paper introduced the term "factors of risk", the basis of modern cardiovascular risk assessment.',
    keywords: ['framingham', 'risk factors', 'coronary heart disease', 'cohort study', 'cholesterol', 'hypertension'],
  },
  {
    id: 'framingham-general-cvd-2008',
    title: 'General cardiovascular risk profile for use in primary care: the Framingham Heart Study',
    authors: "D'Agostino RB Sr, Vasan RS, Pencina MJ, et al.",
    journal: 'Circulation',
    year: 2008,
    doi: '10.1161/CIRCULATIONAHA.107.699579',
    abstract:
      'Using 8491 Framingham participants aged 30 to 74 without cardiovascular disease at baseline, the authors built sex-specific functions that predict 10-year risk of any cardiovascular event from age, total and HDL cholesterol, systolic blood pressure, antihypertensive treatment, smoking and diabetes. The single general-risk function performed well and allowed risk to be expressed as a "heart age" or "vascular age" for use in primary care.',
    keywords: ['framingham', 'risk score', 'cardiovascular risk', 'primary prevention', 'primary care'],
  },
  {
    id: 'pooled-cohort-equations-2013',
    title:
      '2013 ACC/AHA guideline on the assessment of cardiovascular risk: a report of the American College of Cardiology/American Heart Association Task Force on Practice Guidelines',
    authors: 'Goff DC Jr, Lloyd-Jones DM, Bennett G, et al.',
    journal: 'Circulation',
    year: 2014,
    doi: '10.1161/01.cir.0000437741.48606.98',
    pmid: '24222018',
    abstract:
      'This guideline introduced the sex- and race-specific Pooled Cohort Equations, derived from several large US community cohorts, to estimate the 10-year risk of a first hard atherosclerotic cardiovascular event (nonfatal myocardial infarction, coronary death, or fatal or nonfatal stroke). It recommended estimating 10-year risk in adults aged 40 to 79 without cardiovascular disease and using it to guide prevention, including statin therapy. It was published online in November 2013 and in print in 2014.',
    keywords: ['pooled cohort equations', 'ascvd risk', 'risk assessment', 'primary prevention', 'guideline'],
  },
  {
    id: 'predimed-2018',
    title:
      'Primary Prevention of Cardiovascular Disease with a Mediterranean Diet Supplemented with Extra-Virgin Olive Oil or Nuts',
    authors: 'Estruch R, Ros E, Salas-Salvadó J, et al.',
    journal: 'N Engl J Med',
    year: 2018,
    doi: '10.1056/NEJMoa1800389',
    pmid: '29897866',
    abstract:
      'This is the 2018 republication of PREDIMED, issued after the original 2013 report was retracted because of irregularities in randomisation at some sites, with analyses that no longer assume individual randomisation. In 7447 Spanish adults at high cardiovascular risk, a Mediterranean diet supplemented with extra-virgin olive oil or with nuts lowered major cardiovascular events compared with advice to follow a reduced-fat diet (HR 0.69 and 0.72).',
    keywords: ['mediterranean diet', 'olive oil', 'nuts', 'primary prevention', 'nutrition', 'retraction and republication'],
  },
  {
    id: 'whi-2002',
    title:
      "Risks and benefits of estrogen plus progestin in healthy postmenopausal women: principal results from the Women's Health Initiative randomized controlled trial",
    authors: "Writing Group for the Women's Health Initiative Investigators; Rossouw JE, Anderson GL, Prentice RL, et al.",
    journal: 'JAMA',
    year: 2002,
    doi: '10.1001/jama.288.3.321',
    pmid: '12117397',
    abstract:
      'The WHI trial randomised 16,608 postmenopausal women aged 50 to 79 with a uterus to conjugated equine estrogens plus medroxyprogesterone acetate or placebo. It was stopped early at a mean 5.2 years because risks exceeded benefits: hazard ratios were 1.29 for coronary heart disease, 1.26 for invasive breast cancer, 1.41 for stroke and 2.13 for pulmonary embolism, against 0.63 for colorectal cancer and 0.66 for hip fracture. The authors concluded that this regimen should not be started or continued for the primary prevention of coronary heart disease.',
    keywords: ['hormone replacement therapy', 'menopause', 'estrogen', 'breast cancer', 'women health', 'randomized trial'],
  },
  // ── Lipids ─────────────────────────────────────────────────────────────────────────────────
  {
    id: '4s-1994',
    title:
      'Randomised trial of cholesterol lowering in 4444 patients with coronary heart disease: the Scandinavian Simvastatin Survival Study (4S)',
    authors: 'Scandinavian Simvastatin Survival Study Group',
    journal: 'Lancet',
    year: 1994,
    doi: '10.1016/S0140-6736(94)90566-5',
    pmid: '7968073',
    abstract:
      '4S randomised 4444 patients with angina or previous myocardial infarction and raised serum cholesterol to simvastatin or placebo for a median 5.4 years. All-cause mortality fell from 12% to 8% (relative risk 0.70), driven by a 42% reduction in coronary deaths. It was the first trial to show that lowering cholesterol with a statin prolongs survival in coronary heart disease.',
    keywords: ['statin', 'simvastatin', 'secondary prevention', 'cholesterol', 'mortality', 'randomized trial'],
  },
  {
    id: 'jupiter-2008',
    title: 'Rosuvastatin to Prevent Vascular Events in Men and Women with Elevated C-Reactive Protein',
    authors: 'Ridker PM, Danielson E, Fonseca FAH, et al.',
    journal: 'N Engl J Med',
    year: 2008,
    doi: '10.1056/NEJMoa0807646',
    pmid: '18997196',
    abstract:
      'JUPITER randomised 17,802 apparently healthy adults with LDL cholesterol below 130 mg/dL and high-sensitivity CRP of 2.0 mg/L or more to rosuvastatin 20 mg or placebo. The trial stopped early at a median 1.9 years because the primary cardiovascular endpoint was reduced (0.77 versus 1.36 events per 100 person-years; HR 0.56). Physician-reported diabetes was more frequent with rosuvastatin.',
    keywords: ['statin', 'rosuvastatin', 'c-reactive protein', 'primary prevention', 'randomized trial'],
  },
  {
    id: 'fourier-2017',
    title: 'Evolocumab and Clinical Outcomes in Patients with Cardiovascular Disease',
    authors: 'Sabatine MS, Giugliano RP, Keech AC, et al.',
    journal: 'N Engl J Med',
    year: 2017,
    doi: '10.1056/NEJMoa1615664',
    pmid: '28304224',
    abstract:
      'FOURIER randomised 27,564 patients with atherosclerotic cardiovascular disease and LDL cholesterol of 70 mg/dL or more on statin therapy to the PCSK9 inhibitor evolocumab or placebo. Evolocumab lowered LDL cholesterol by 59%, to a median 30 mg/dL, and over a median 2.2 years reduced the primary composite endpoint (9.8% versus 11.3%; HR 0.85) and the key secondary endpoint of cardiovascular death, myocardial infarction or stroke (5.9% versus 7.4%; HR 0.80).',
    keywords: ['pcsk9 inhibitor', 'evolocumab', 'ldl cholesterol', 'secondary prevention', 'randomized trial'],
  },
  // ── Diabetes, obesity and kidney ───────────────────────────────────────────────────────────
  {
    id: 'dcct-1993',
    title:
      'The Effect of Intensive Treatment of Diabetes on the Development and Progression of Long-Term Complications in Insulin-Dependent Diabetes Mellitus',
    authors: 'The Diabetes Control and Complications Trial Research Group',
    journal: 'N Engl J Med',
    year: 1993,
    doi: '10.1056/NEJM199309303291401',
    pmid: '8366922',
    abstract:
      'The DCCT randomised 1441 people with type 1 diabetes to intensive or conventional insulin therapy, with a mean follow-up of 6.5 years. Intensive therapy reduced the risk of developing retinopathy by 76% and slowed its progression by 54%, and reduced microalbuminuria by 39%, albuminuria by 54% and clinical neuropathy by 60%. The main adverse effect was a two- to threefold increase in severe hypoglycaemia.',
    keywords: ['type 1 diabetes', 'intensive insulin therapy', 'retinopathy', 'nephropathy', 'neuropathy', 'hypoglycaemia'],
  },
  {
    id: 'ukpds33-1998',
    title:
      'Intensive blood-glucose control with sulphonylureas or insulin compared with conventional treatment and risk of complications in patients with type 2 diabetes (UKPDS 33)',
    authors: 'UK Prospective Diabetes Study (UKPDS) Group',
    journal: 'Lancet',
    year: 1998,
    doi: '10.1016/S0140-6736(98)07019-6',
    pmid: '9742976',
    abstract:
      'UKPDS 33 randomised 3867 patients with newly diagnosed type 2 diabetes to intensive treatment with a sulphonylurea or insulin, or to conventional dietary treatment, for about 10 years. Median HbA1c was 7.0% with intensive and 7.9% with conventional treatment. Intensive control reduced any diabetes-related endpoint by 12%, mostly through a 25% reduction in microvascular endpoints, with no significant effect on macrovascular disease and with more hypoglycaemia and weight gain.',
    keywords: ['type 2 diabetes', 'glycaemic control', 'sulphonylurea', 'insulin', 'microvascular complications'],
  },
  {
    id: 'accord-2008',
    title: 'Effects of Intensive Glucose Lowering in Type 2 Diabetes',
    authors: 'Action to Control Cardiovascular Risk in Diabetes Study Group; Gerstein HC, Miller ME, Byington RP, et al.',
    journal: 'N Engl J Med',
    year: 2008,
    doi: '10.1056/NEJMoa0802743',
    pmid: '18539917',
    abstract:
      'ACCORD randomised 10,251 patients with type 2 diabetes and cardiovascular disease or additional risk factors to an HbA1c target below 6.0% or of 7.0 to 7.9%. The intensive arm was stopped after a mean 3.5 years because of higher all-cause mortality (HR 1.22), and the primary cardiovascular outcome was not significantly reduced (HR 0.90). Hypoglycaemia needing assistance and weight gain were more common with intensive therapy.',
    keywords: ['type 2 diabetes', 'intensive glucose lowering', 'hba1c target', 'mortality', 'hypoglycaemia'],
  },
  {
    id: 'dpp-2002',
    title: 'Reduction in the Incidence of Type 2 Diabetes with Lifestyle Intervention or Metformin',
    authors: 'Diabetes Prevention Program Research Group; Knowler WC, Barrett-Connor E, Fowler SE, et al.',
    journal: 'N Engl J Med',
    year: 2002,
    doi: '10.1056/NEJMoa012512',
    pmid: '11832527',
    abstract:
      'The DPP randomised 3234 non-diabetic adults with raised fasting and post-load glucose to placebo, metformin or an intensive lifestyle programme, with a mean follow-up of 2.8 years. Diabetes incidence was 11.0, 7.8 and 4.8 cases per 100 person-years respectively. Lifestyle intervention reduced incidence by 58% and metformin by 31% compared with placebo.',
    keywords: ['diabetes prevention', 'prediabetes', 'lifestyle intervention', 'metformin', 'randomized trial'],
  },
  {
    id: 'look-ahead-2013',
    title: 'Cardiovascular Effects of Intensive Lifestyle Intervention in Type 2 Diabetes',
    authors: 'Look AHEAD Research Group; Wing RR, Bolin P, Brancati FL, et al.',
    journal: 'N Engl J Med',
    year: 2013,
    doi: '10.1056/NEJMoa1212914',
    pmid: '23796131',
    abstract:
      'Look AHEAD randomised 5145 overweight or obese adults with type 2 diabetes to an intensive weight-loss lifestyle intervention or to diabetes support and education. The trial was stopped for futility at a median 9.6 years: despite greater weight loss, the primary cardiovascular outcome did not differ (HR 0.95).',
    keywords: ['type 2 diabetes', 'obesity', 'lifestyle intervention', 'weight loss', 'cardiovascular outcomes'],
  },
  {
    id: 'empa-reg-outcome-2015',
    title: 'Empagliflozin, Cardiovascular Outcomes, and Mortality in Type 2 Diabetes',
    authors: 'Zinman B, Wanner C, Lachin JM, et al.',
    journal: 'N Engl J Med',
    year: 2015,
    doi: '10.1056/NEJMoa1504720',
    pmid: '26378978',
    abstract:
      'EMPA-REG OUTCOME randomised 7020 patients with type 2 diabetes and established cardiovascular disease to empagliflozin or placebo on top of usual care. The primary composite of cardiovascular death, nonfatal myocardial infarction or nonfatal stroke occurred in 10.5% versus 12.1% (HR 0.86). Empagliflozin reduced cardiovascular death by 38%, hospitalisation for heart failure by 35% and death from any cause by 32%.',
    keywords: ['sglt2 inhibitor', 'empagliflozin', 'type 2 diabetes', 'cardiovascular outcomes', 'heart failure'],
  },
  {
    id: 'credence-2019',
    title: 'Canagliflozin and Renal Outcomes in Type 2 Diabetes and Nephropathy',
    authors: 'Perkovic V, Jardine MJ, Neal B, et al.',
    journal: 'N Engl J Med',
    year: 2019,
    doi: '10.1056/NEJMoa1811744',
    pmid: '30990260',
    abstract:
      'CREDENCE randomised 4401 patients with type 2 diabetes and albuminuric chronic kidney disease on renin-angiotensin blockade to canagliflozin or placebo. The trial stopped early because the primary composite of end-stage kidney disease, doubling of serum creatinine, or renal or cardiovascular death was 30% lower with canagliflozin (43.2 versus 61.2 per 1000 patient-years; HR 0.70).',
    keywords: ['sglt2 inhibitor', 'canagliflozin', 'diabetic kidney disease', 'chronic kidney disease', 'renal outcomes'],
  },
  {
    id: 'step1-2021',
    title: 'Once-Weekly Semaglutide in Adults with Overweight or Obesity',
    authors: 'Wilding JPH, Batterham RL, Calanna S, et al.',
    journal: 'N Engl J Med',
    year: 2021,
    doi: '10.1056/NEJMoa2032183',
    pmid: '33567185',
    abstract:
      'STEP 1 randomised 1961 adults with obesity, or overweight with a weight-related condition, and without diabetes to once-weekly semaglutide 2.4 mg or placebo, both with lifestyle intervention, for 68 weeks. Mean body-weight change was -14.9% with semaglutide and -2.4% with placebo. Gastrointestinal adverse events, mostly mild to moderate and transient, were more common with semaglutide.',
    keywords: ['obesity', 'semaglutide', 'glp-1 receptor agonist', 'weight loss', 'randomized trial'],
  },
  {
    id: 'surmount1-2022',
    title: 'Tirzepatide Once Weekly for the Treatment of Obesity',
    authors: 'Jastreboff AM, Aronne LJ, Ahmad NN, et al.',
    journal: 'N Engl J Med',
    year: 2022,
    doi: '10.1056/NEJMoa2206038',
    pmid: '35658024',
    abstract:
      'SURMOUNT-1 randomised 2539 adults with obesity, or overweight with a weight-related complication, and without diabetes to once-weekly tirzepatide 5, 10 or 15 mg or placebo for 72 weeks. Mean body-weight change was -15.0%, -19.5% and -20.9% with the three doses, against -3.1% with placebo. Gastrointestinal adverse events were the most common side effects.',
    keywords: ['obesity', 'tirzepatide', 'gip and glp-1 receptor agonist', 'weight loss', 'randomized trial'],
  },
  {
    id: 'ckd-epi-2021',
    title: 'New Creatinine- and Cystatin C-Based Equations to Estimate GFR without Race',
    authors: 'Inker LA, Eneanya ND, Coresh J, et al.',
    journal: 'N Engl J Med',
    year: 2021,
    doi: '10.1056/NEJMoa2102953',
    pmid: '34554658',
    abstract:
      'The CKD Epidemiology Collaboration refitted its creatinine and creatinine-cystatin C equations without a race coefficient, using pooled development and validation cohorts with measured GFR. The race-free creatinine equation showed small systematic differences between Black and non-Black participants, and the equation combining creatinine and cystatin C was the most accurate. The NKF-ASN Task Force recommended the race-free 2021 creatinine equation for estimating GFR in the United States.',
    keywords: ['egfr', 'ckd-epi', 'creatinine', 'cystatin c', 'kidney function', 'race-free equation'],
  },
  {
    id: 'cockcroft-gault-1976',
    title: 'Prediction of creatinine clearance from serum creatinine',
    authors: 'Cockcroft DW, Gault MH',
    journal: 'Nephron',
    year: 1976,
    doi: '10.1159/000180580',
    pmid: '1244564',
    abstract:
      'Cockcroft and Gault derived a bedside formula for creatinine clearance from serum creatinine, age and body weight in adult men: clearance (mL/min) = (140 - age) x weight (kg) / (72 x serum creatinine in mg/dL). For women they suggested multiplying the result by 0.85. The equation remains widely used for drug dosing in renal impairment.',
    keywords: ['creatinine clearance', 'cockcroft-gault', 'renal function', 'drug dosing', 'equation'],
  },
  // ── Heart failure ──────────────────────────────────────────────────────────────────────────
  {
    id: 'rales-1999',
    title: 'The Effect of Spironolactone on Morbidity and Mortality in Patients with Severe Heart Failure',
    authors: 'Pitt B, Zannad F, Remme WJ, et al.',
    journal: 'N Engl J Med',
    year: 1999,
    doi: '10.1056/NEJM199909023411001',
    pmid: '10471456',
    abstract:
      'RALES randomised 1663 patients with severe heart failure and an ejection fraction of 35% or less, already on an ACE inhibitor and a loop diuretic, to spironolactone 25 mg daily or placebo. The trial was stopped early at a mean 24 months: deaths were 35% with spironolactone versus 46% with placebo (relative risk 0.70). Gynaecomastia or breast pain was more frequent with spironolactone.',
    keywords: ['heart failure', 'spironolactone', 'mineralocorticoid receptor antagonist', 'mortality', 'randomized trial'],
  },
  {
    id: 'merit-hf-1999',
    title:
      'Effect of metoprolol CR/XL in chronic heart failure: Metoprolol CR/XL Randomised Intervention Trial in Congestive Heart Failure (MERIT-HF)',
    authors: 'MERIT-HF Study Group',
    journal: 'Lancet',
    year: 1999,
    doi: '10.1016/S0140-6736(99)04440-2',
    pmid: '10376614',
    abstract:
      'MERIT-HF randomised 3991 patients with chronic heart failure and an ejection fraction of 0.40 or less to controlled-release metoprolol succinate or placebo added to standard therapy. The trial was stopped early after a mean follow-up of about one year because all-cause mortality was lower with metoprolol (7.2% versus 11.0% per patient-year; relative risk 0.66), with fewer sudden deaths and deaths from worsening heart failure.',
    keywords: ['heart failure', 'beta blocker', 'metoprolol', 'mortality', 'randomized trial'],
  },
  {
    id: 'charm-overall-2003',
    title: 'Effects of candesartan on mortality and morbidity in patients with chronic heart failure: the CHARM-Overall programme',
    authors: 'Pfeffer MA, Swedberg K, Granger CB, et al.',
    journal: 'Lancet',
    year: 2003,
    doi: '10.1016/S0140-6736(03)14282-1',
    abstract:
      'The CHARM programme randomised 7601 patients with symptomatic heart failure across the range of ejection fractions to candesartan or placebo in three parallel trials. Overall, all-cause death was 23% with candesartan and 25% with placebo, a difference of borderline significance (unadjusted HR 0.91), while cardiovascular death or hospital admission for heart failure was reduced (HR 0.84).',
    keywords: ['heart failure', 'candesartan', 'angiotensin receptor blocker', 'randomized trial'],
  },
  {
    id: 'paradigm-hf-2014',
    title: 'Angiotensin-Neprilysin Inhibition versus Enalapril in Heart Failure',
    authors: 'McMurray JJV, Packer M, Desai AS, et al.',
    journal: 'N Engl J Med',
    year: 2014,
    doi: '10.1056/NEJMoa1409077',
    pmid: '25176015',
    abstract:
      'PARADIGM-HF randomised 8442 patients with heart failure and reduced ejection fraction to sacubitril-valsartan or enalapril. The trial stopped early at a median 27 months: the primary outcome of cardiovascular death or heart-failure hospitalisation occurred in 21.8% versus 26.5% (HR 0.80), and all-cause death was also lower (HR 0.84). Hypotension was more common with sacubitril-valsartan, and renal impairment, hyperkalaemia and cough were less common.',
    keywords: ['heart failure', 'sacubitril-valsartan', 'arni', 'enalapril', 'randomized trial'],
  },
  {
    id: 'dapa-hf-2019',
    title: 'Dapagliflozin in Patients with Heart Failure and Reduced Ejection Fraction',
    authors: 'McMurray JJV, Solomon SD, Inzucchi SE, et al.',
    journal: 'N Engl J Med',
    year: 2019,
    doi: '10.1056/NEJMoa1911303',
    pmid: '31535829',
    abstract:
      'DAPA-HF randomised 4744 patients with NYHA class II-IV heart failure and an ejection fraction of 40% or less to dapagliflozin 10 mg or placebo added to recommended therapy. Worsening heart failure or cardiovascular death occurred in 16.3% versus 21.2% (HR 0.74), and the benefit was similar in patients with and without diabetes.',
    keywords: ['heart failure', 'sglt2 inhibitor', 'dapagliflozin', 'reduced ejection fraction', 'randomized trial'],
  },
  // ── Coronary disease and acute coronary syndromes ──────────────────────────────────────────
  {
    id: 'isis2-1988',
    title:
      'Randomised trial of intravenous streptokinase, oral aspirin, both, or neither among 17,187 cases of suspected acute myocardial infarction: ISIS-2',
    authors: 'ISIS-2 (Second International Study of Infarct Survival) Collaborative Group',
    journal: 'Lancet',
    year: 1988,
    doi: '10.1016/S0140-6736(88)92833-4',
    abstract:
      'In a factorial design, 17,187 patients with suspected acute myocardial infarction were allocated to intravenous streptokinase, oral aspirin 160 mg daily for one month, both, or neither. Five-week vascular mortality fell from 12.0% to 9.2% with streptokinase and from 11.8% to 9.4% with aspirin. The combination was better than either alone (8.0% versus 13.2% with neither).',
    keywords: ['myocardial infarction', 'aspirin', 'streptokinase', 'thrombolysis', 'randomized trial'],
  },
  {
    id: 'courage-2007',
    title: 'Optimal Medical Therapy with or without PCI for Stable Coronary Disease',
    authors: "Boden WE, O'Rourke RA, Teo KK, et al.",
    journal: 'N Engl J Med',
    year: 2007,
    doi: '10.1056/NEJMoa070829',
    pmid: '17387127',
    abstract:
      'COURAGE randomised 2287 patients with stable coronary artery disease and objective ischaemia to PCI plus optimal medical therapy or optimal medical therapy alone. Over a median 4.6 years, death or nonfatal myocardial infarction occurred in 19.0% with PCI and 18.5% with medical therapy alone (HR 1.05). As an initial strategy, PCI did not reduce death, myocardial infarction or other major cardiovascular events.',
    keywords: ['stable coronary disease', 'pci', 'optimal medical therapy', 'revascularization', 'randomized trial'],
  },
  {
    id: 'ischemia-2020',
    title: 'Initial Invasive or Conservative Strategy for Stable Coronary Disease',
    authors: 'Maron DJ, Hochman JS, Reynolds HR, et al.',
    journal: 'N Engl J Med',
    year: 2020,
    doi: '10.1056/NEJMoa1915922',
    pmid: '32227755',
    abstract:
      'ISCHEMIA randomised 5179 patients with stable coronary disease and moderate or severe ischaemia on stress testing to an initial invasive strategy (angiography and revascularisation when feasible) or an initial conservative strategy of medical therapy. Over a median 3.2 years, the primary composite of cardiovascular death, myocardial infarction, resuscitated cardiac arrest or hospitalisation for unstable angina or heart failure did not differ significantly (adjusted HR 0.93).',
    keywords: ['stable coronary disease', 'ischaemia', 'invasive strategy', 'revascularization', 'randomized trial'],
  },
  {
    id: 'heart-score-2008',
    title: 'Chest pain in the emergency room: value of the HEART score',
    authors: 'Six AJ, Backus BE, Kelder JC',
    journal: 'Neth Heart J',
    year: 2008,
    doi: '10.1007/BF03086144',
    pmid: '18665203',
    abstract:
      'The authors proposed the HEART score (History, ECG, Age, Risk factors, Troponin; 0-10 points) for patients with chest pain in the emergency department and tested it in 122 patients. Major adverse cardiac events occurred in 2.5% of those scoring 0-3, 20.3% of those scoring 4-6 and 72.7% of those scoring 7-10. Low scores were proposed to identify patients suitable for early discharge.',
    keywords: ['chest pain', 'heart score', 'risk stratification', 'emergency department', 'acute coronary syndrome'],
  },
  // ── Atrial fibrillation and anticoagulation ────────────────────────────────────────────────
  {
    id: 'cha2ds2-vasc-2010',
    title:
      'Refining clinical risk stratification for predicting stroke and thromboembolism in atrial fibrillation using a novel risk factor-based approach: the Euro Heart Survey on Atrial Fibrillation',
    authors: 'Lip GYH, Nieuwlaat R, Pisters R, Lane DA, Crijns HJGM',
    journal: 'Chest',
    year: 2010,
    doi: '10.1378/chest.09-1584',
    pmid: '19762550',
    abstract:
      'Using patients from the Euro Heart Survey on Atrial Fibrillation, the authors proposed the CHA2DS2-VASc score, which adds vascular disease, age 65-74 and female sex to the CHADS2 factors and gives 2 points for age 75 or over. CHA2DS2-VASc identified a group at truly low risk of stroke and thromboembolism and classified fewer patients as intermediate risk than CHADS2.',
    keywords: ['atrial fibrillation', 'cha2ds2-vasc', 'stroke risk', 'thromboembolism', 'anticoagulation'],
  },
  {
    id: 'has-bled-2010',
    title:
      'A novel user-friendly score (HAS-BLED) to assess 1-year risk of major bleeding in patients with atrial fibrillation: the Euro Heart Survey',
    authors: 'Pisters R, Lane DA, Nieuwlaat R, de Vos CB, Crijns HJGM, Lip GYH',
    journal: 'Chest',
    year: 2010,
    doi: '10.1378/chest.10-0134',
    pmid: '20299623',
    abstract:
      'In 3978 patients with atrial fibrillation from the Euro Heart Survey with one-year follow-up, the authors derived HAS-BLED: hypertension, abnormal renal or liver function, stroke, bleeding history or predisposition, labile INR, elderly (over 65) and drugs or alcohol, one point each. The rate of major bleeding rose with the score, and the score is used to identify and address modifiable bleeding risk factors rather than to withhold anticoagulation.',
    keywords: ['atrial fibrillation', 'has-bled', 'bleeding risk', 'anticoagulation', 'risk score'],
  },
  {
    id: 're-ly-2009',
    title: 'Dabigatran versus Warfarin in Patients with Atrial Fibrillation',
    authors: 'Connolly SJ, Ezekowitz MD, Yusuf S, et al.',
    journal: 'N Engl J Med',
    year: 2009,
    doi: '10.1056/NEJMoa0905561',
    pmid: '19717844',
    abstract:
      'RE-LY randomised 18,113 patients with atrial fibrillation and stroke risk factors to dabigatran 110 mg or 150 mg twice daily (blinded) or open-label warfarin. Stroke or systemic embolism occurred at 1.69% per year with warfarin, 1.53% with dabigatran 110 mg (non-inferior) and 1.11% with dabigatran 150 mg (superior). Major bleeding was 3.36% per year with warfarin, 2.71% with 110 mg and 3.11% with 150 mg.',
    keywords: ['atrial fibrillation', 'dabigatran', 'warfarin', 'doac', 'stroke prevention', 'randomized trial'],
  },
  {
    id: 'rocket-af-2011',
    title: 'Rivaroxaban versus Warfarin in Nonvalvular Atrial Fibrillation',
    authors: 'Patel MR, Mahaffey KW, Garg J, et al.',
    journal: 'N Engl J Med',
    year: 2011,
    doi: '10.1056/NEJMoa1009638',
    pmid: '21830957',
    abstract:
      'ROCKET AF randomised 14,264 patients with nonvalvular atrial fibrillation at moderate to high stroke risk to rivaroxaban 20 mg daily or dose-adjusted warfarin. In the per-protocol analysis, stroke or systemic embolism occurred at 1.7% versus 2.2% per year (HR 0.79), meeting non-inferiority. Major and clinically relevant non-major bleeding was similar, with less intracranial and fatal bleeding on rivaroxaban.',
    keywords: ['atrial fibrillation', 'rivaroxaban', 'warfarin', 'doac', 'stroke prevention', 'randomized trial'],
  },
  {
    id: 'aristotle-2011',
    title: 'Apixaban versus Warfarin in Patients with Atrial Fibrillation',
    authors: 'Granger CB, Alexander JH, McMurray JJV, et al.',
    journal: 'N Engl J Med',
    year: 2011,
    doi: '10.1056/NEJMoa1107039',
    pmid: '21870978',
    abstract:
      'ARISTOTLE randomised 18,201 patients with atrial fibrillation and at least one stroke risk factor to apixaban 5 mg twice daily or warfarin. Apixaban reduced stroke or systemic embolism (1.27% versus 1.60% per year; HR 0.79), major bleeding (2.13% versus 3.09% per year; HR 0.69) and death from any cause (3.52% versus 3.94%; HR 0.89).',
    keywords: ['atrial fibrillation', 'apixaban', 'warfarin', 'doac', 'stroke prevention', 'randomized trial'],
  },
  // ── Venous thromboembolism ─────────────────────────────────────────────────────────────────
  {
    id: 'wells-pe-2000',
    title:
      'Derivation of a simple clinical model to categorize patients probability of pulmonary embolism: increasing the models utility with the SimpliRED D-dimer',
    authors: 'Wells PS, Anderson DR, Rodger M, et al.',
    journal: 'Thromb Haemost',
    year: 2000,
    pmid: '10744147',
    abstract:
      'From a prospective cohort of patients with suspected pulmonary embolism, the authors derived a seven-item score: clinical signs of deep-vein thrombosis (3), an alternative diagnosis less likely than PE (3), heart rate over 100 (1.5), immobilisation or surgery in the previous 4 weeks (1.5), previous DVT or PE (1.5), haemoptysis (1) and malignancy (1). A score of 4 or less combined with a negative SimpliRED D-dimer occurred in 46% of patients and was proposed to exclude PE safely without imaging.',
    keywords: ['pulmonary embolism', 'wells score', 'd-dimer', 'clinical prediction rule', 'diagnosis'],
  },
  {
    id: 'christopher-2006',
    title:
      'Effectiveness of managing suspected pulmonary embolism using an algorithm combining clinical probability, D-dimer testing, and computed tomography',
    authors: 'Writing Group for the Christopher Study Investigators; van Belle A, Büller HR, Huisman MV, et al.',
    journal: 'JAMA',
    year: 2006,
    doi: '10.1001/jama.295.2.172',
    pmid: '16403929',
    abstract:
      'In 3306 patients with suspected pulmonary embolism, a dichotomised Wells score was combined with D-dimer testing and CT. Patients classified as PE unlikely with a normal D-dimer were left untreated and had a 3-month venous thromboembolism rate of 0.5%, and patients left untreated after a CT negative for PE had a rate of 1.3%.',
    keywords: ['pulmonary embolism', 'diagnostic algorithm', 'wells score', 'd-dimer', 'ct pulmonary angiography'],
  },
  {
    id: 'perc-2008',
    title: 'Prospective multicenter evaluation of the pulmonary embolism rule-out criteria',
    authors: 'Kline JA, Courtney DM, Kabrhel C, et al.',
    journal: 'J Thromb Haemost',
    year: 2008,
    doi: '10.1111/j.1538-7836.2008.02944.x',
    pmid: '18318689',
    abstract:
      'This multicentre emergency-department study evaluated the eight pulmonary embolism rule-out criteria (PERC): age under 50, heart rate under 100, oxygen saturation of 95% or more, no haemoptysis, no oestrogen use, no previous DVT or PE, no unilateral leg swelling, and no recent surgery or trauma requiring hospitalisation. In patients with a low clinical gestalt probability who met all eight criteria, venous thromboembolism or death within 45 days was about 1%, supporting no further testing in that group.',
    keywords: ['pulmonary embolism', 'perc rule', 'rule-out criteria', 'emergency department', 'low pretest probability'],
  },
  {
    id: 'adjust-pe-2014',
    title: 'Age-adjusted D-dimer cutoff levels to rule out pulmonary embolism: the ADJUST-PE study',
    authors: 'Righini M, Van Es J, Den Exter PL, et al.',
    journal: 'JAMA',
    year: 2014,
    doi: '10.1001/jama.2014.2135',
    abstract:
      'ADJUST-PE prospectively tested an age-adjusted D-dimer cut-off (age x 10 µg/L above age 50) in 3346 patients with suspected PE and a non-high clinical probability. Among patients aged 75 or over, the age-adjusted cut-off raised the proportion in whom PE could be excluded without imaging from 6.4% to 29.7%. Patients left untreated with a D-dimer between the conventional and age-adjusted cut-offs had a 3-month thromboembolic failure rate of 0.3%.',
    keywords: ['pulmonary embolism', 'd-dimer', 'age-adjusted cutoff', 'older adults', 'diagnostic strategy'],
  },
  {
    id: 'years-2017',
    title:
      'Simplified diagnostic management of suspected pulmonary embolism (the YEARS study): a prospective, multicentre, cohort study',
    authors: 'van der Hulle T, Cheung WY, Kooij S, et al.',
    journal: 'Lancet',
    year: 2017,
    doi: '10.1016/S0140-6736(17)30885-1',
    pmid: '28549662',
    abstract:
      'YEARS managed 3465 patients with suspected PE using three items (clinical signs of DVT, haemoptysis, PE the most likely diagnosis) with a D-dimer threshold of 1000 ng/mL when no item was present and 500 ng/mL when one or more were present. Among patients in whom PE was excluded without CT, the 3-month venous thromboembolism rate was 0.43%. CT pulmonary angiography was avoided in 48% of patients, compared with 34% with the Wells rule and a fixed threshold.',
    keywords: ['pulmonary embolism', 'years algorithm', 'd-dimer', 'ct pulmonary angiography', 'diagnostic strategy'],
  },
  // ── Stroke and neurology ───────────────────────────────────────────────────────────────────
  {
    id: 'ninds-tpa-1995',
    title: 'Tissue Plasminogen Activator for Acute Ischemic Stroke',
    authors: 'National Institute of Neurological Disorders and Stroke rt-PA Stroke Study Group',
    journal: 'N Engl J Med',
    year: 1995,
    doi: '10.1056/NEJM199512143332401',
    pmid: '7477192',
    abstract:
      'The NINDS trial randomised 624 patients with acute ischaemic stroke to intravenous alteplase 0.9 mg/kg or placebo within 3 hours of onset. Patients given alteplase were at least 30% more likely to have minimal or no disability at 3 months. Symptomatic intracerebral haemorrhage within 36 hours occurred in 6.4% versus 0.6%, without a difference in 3-month mortality.',
    keywords: ['acute ischaemic stroke', 'thrombolysis', 'alteplase', 'tpa', 'randomized trial'],
  },
  {
    id: 'ecass3-2008',
    title: 'Thrombolysis with Alteplase 3 to 4.5 Hours after Acute Ischemic Stroke',
    authors: 'Hacke W, Kaste M, Bluhmki E, et al.',
    journal: 'N Engl J Med',
    year: 2008,
    doi: '10.1056/NEJMoa0804656',
    abstract:
      'ECASS III randomised 821 patients with acute ischaemic stroke to alteplase or placebo 3 to 4.5 hours after onset. A favourable outcome (modified Rankin score 0-1) at 90 days was more frequent with alteplase (52.4% versus 45.2%; OR 1.34). Symptomatic intracranial haemorrhage was more common with alteplase (2.4% versus 0.2%), without a difference in mortality.',
    keywords: ['acute ischaemic stroke', 'thrombolysis', 'alteplase', 'time window', 'randomized trial'],
  },
  {
    id: 'mr-clean-2015',
    title: 'A Randomized Trial of Intraarterial Treatment for Acute Ischemic Stroke',
    authors: 'Berkhemer OA, Fransen PSS, Beumer D, et al.',
    journal: 'N Engl J Med',
    year: 2015,
    doi: '10.1056/NEJMoa1411587',
    pmid: '25517348',
    abstract:
      'MR CLEAN randomised 500 patients with acute ischaemic stroke due to a proximal anterior-circulation occlusion to intra-arterial treatment, mostly with retrievable stents, started within 6 hours of onset, or to usual care alone; most patients in both groups received intravenous alteplase. Functional independence (modified Rankin score 0-2) at 90 days was 32.6% versus 19.1% (adjusted common OR 1.67), with no significant difference in mortality or symptomatic intracerebral haemorrhage.',
    keywords: ['acute ischaemic stroke', 'thrombectomy', 'large vessel occlusion', 'endovascular therapy', 'randomized trial'],
  },
  {
    id: 'dawn-2018',
    title: 'Thrombectomy 6 to 24 Hours after Stroke with a Mismatch between Deficit and Infarct',
    authors: 'Nogueira RG, Jadhav AP, Haussen DC, et al.',
    journal: 'N Engl J Med',
    year: 2018,
    doi: '10.1056/NEJMoa1706442',
    pmid: '29129157',
    abstract:
      'DAWN randomised 206 patients with large-vessel anterior-circulation occlusion, last known well 6 to 24 hours earlier, and a mismatch between clinical deficit and infarct volume, to thrombectomy plus standard care or standard care alone. The trial stopped early for efficacy: functional independence at 90 days was 49% with thrombectomy versus 13% with standard care.',
    keywords: ['acute ischaemic stroke', 'thrombectomy', 'late window', 'imaging selection', 'randomized trial'],
  },
  {
    id: 'abcd2-2007',
    title: 'Validation and refinement of scores to predict very early stroke risk after transient ischaemic attack',
    authors: 'Johnston SC, Rothwell PM, Nguyen-Huynh MN, et al.',
    journal: 'Lancet',
    year: 2007,
    doi: '10.1016/S0140-6736(07)60150-0',
    pmid: '17258668',
    abstract:
      'Combining earlier scores in cohorts of patients with transient ischaemic attack, the authors derived ABCD2: age 60 or over, blood pressure 140/90 or more, clinical features (unilateral weakness 2, speech disturbance without weakness 1), duration (60 minutes or more 2, 10-59 minutes 1) and diabetes. Two-day stroke risk was 1.0% for scores 0-3, 4.1% for 4-5 and 8.1% for 6-7. NICE guidance (NG128) now advises against using such scores to decide the urgency of TIA assessment.',
    keywords: ['transient ischaemic attack', 'abcd2 score', 'stroke risk', 'risk stratification'],
  },
  {
    id: 'ottawa-sah-2013',
    title: 'Clinical decision rules to rule out subarachnoid hemorrhage for acute headache',
    authors: 'Perry JJ, Stiell IG, Sivilotti MLA, et al.',
    journal: 'JAMA',
    year: 2013,
    doi: '10.1001/jama.2013.278018',
    pmid: '24065011',
    abstract:
      'In a prospective multicentre cohort of 2131 alert adults with acute non-traumatic headache peaking within an hour, the Ottawa SAH Rule was derived: age 40 or over, neck pain or stiffness, witnessed loss of consciousness, onset during exertion, thunderclap onset with instantly peaking pain, or limited neck flexion on examination. The rule had 100% sensitivity for subarachnoid haemorrhage with a specificity of about 15%.',
    keywords: ['headache', 'subarachnoid haemorrhage', 'ottawa sah rule', 'clinical decision rule', 'emergency department'],
  },
  {
    id: 'gcs-1974',
    title: 'Assessment of coma and impaired consciousness. A practical scale',
    authors: 'Teasdale G, Jennett B',
    journal: 'Lancet',
    year: 1974,
    doi: '10.1016/S0140-6736(74)91639-0',
    pmid: '4136544',
    abstract:
      'Teasdale and Jennett described a practical scale for assessing impaired consciousness by three independently recorded aspects of behaviour: eye opening, motor response and verbal response. The scale was designed for repeated bedside use by doctors and nurses and became the Glasgow Coma Scale used worldwide.',
    keywords: ['glasgow coma scale', 'consciousness', 'coma', 'head injury', 'neurological assessment'],
  },
  {
    id: 'de-gans-2002',
    title: 'Dexamethasone in Adults with Bacterial Meningitis',
    authors: 'de Gans J, van de Beek D',
    journal: 'N Engl J Med',
    year: 2002,
    doi: '10.1056/NEJMoa021334',
    pmid: '12432041',
    abstract:
      'This European trial randomised 301 adults with suspected bacterial meningitis to dexamethasone 10 mg every 6 hours for 4 days, started before or with the first antibiotic dose, or placebo. Dexamethasone reduced unfavourable outcome (15% versus 25%) and death (7% versus 15%), with the benefit concentrated in pneumococcal meningitis.',
    keywords: ['bacterial meningitis', 'dexamethasone', 'corticosteroids', 'pneumococcal meningitis', 'randomized trial'],
  },
  // ── Sepsis and critical care ───────────────────────────────────────────────────────────────
  {
    id: 'sepsis3-2016',
    title: 'The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3)',
    authors: 'Singer M, Deutschman CS, Seymour CW, et al.',
    journal: 'JAMA',
    year: 2016,
    doi: '10.1001/jama.2016.0287',
    pmid: '26903338',
    abstract:
      'Sepsis-3 defines sepsis as life-threatening organ dysfunction caused by a dysregulated host response to infection, identified clinically by an acute increase of 2 or more points in the SOFA score. Septic shock is sepsis needing vasopressors to keep mean arterial pressure at 65 mm Hg or more with a lactate above 2 mmol/L despite adequate fluid resuscitation, with hospital mortality above 40%. The quick SOFA (respiratory rate 22/min or more, altered mentation, systolic pressure 100 mm Hg or less) was proposed as a bedside prompt outside the ICU.',
    keywords: ['sepsis', 'septic shock', 'sofa score', 'qsofa', 'definitions', 'consensus'],
  },
  {
    id: 'sepsis3-criteria-2016',
    title:
      'Assessment of Clinical Criteria for Sepsis: For the Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3)',
    authors: 'Seymour CW, Liu VX, Iwashyna TJ, et al.',
    journal: 'JAMA',
    year: 2016,
    doi: '10.1001/jama.2016.0288',
    pmid: '26903335',
    abstract:
      'Using electronic records of adult encounters with suspected infection from US and non-US datasets, the authors compared SIRS, SOFA, LODS and a new quick SOFA for predicting in-hospital death. In the ICU, SOFA predicted mortality better than qSOFA (AUROC 0.74 versus 0.66). Outside the ICU, qSOFA performed as well as or better than SOFA (AUROC 0.81 versus 0.79).',
    keywords: ['sepsis', 'qsofa', 'sofa score', 'sirs', 'prognostic accuracy'],
  },
  {
    id: 'sofa-1996',
    title:
      'The SOFA (Sepsis-related Organ Failure Assessment) score to describe organ dysfunction/failure. On behalf of the Working Group on Sepsis-Related Problems of the European Society of Intensive Care Medicine',
    authors: 'Vincent JL, Moreno R, Takala J, et al.',
    journal: 'Intensive Care Med',
    year: 1996,
    doi: '10.1007/BF01709751',
    pmid: '8844239',
    abstract:
      'An ESICM consensus group proposed the SOFA score to describe, in a simple and repeatable way, the degree of organ dysfunction in critically ill patients over time. Six systems (respiratory, coagulation, liver, cardiovascular, central nervous system and renal) are each scored from 0 to 4. The score was intended to describe morbidity rather than to predict outcome.',
    keywords: ['sofa score', 'organ dysfunction', 'sepsis', 'intensive care', 'severity score'],
  },
  {
    id: 'surviving-sepsis-2021',
    title: 'Surviving sepsis campaign: international guidelines for management of sepsis and septic shock 2021',
    authors: 'Evans L, Rhodes A, Alhazzani W, et al.',
    journal: 'Intensive Care Med',
    year: 2021,
    doi: '10.1007/s00134-021-06506-y',
    pmid: '34599691',
    abstract:
      'The 2021 Surviving Sepsis Campaign guidelines advise against qSOFA as a single screening tool and recommend giving antimicrobials immediately, ideally within 1 hour, for possible septic shock or a high likelihood of sepsis, and within 3 hours for possible sepsis without shock if concern for infection persists. They suggest at least 30 mL/kg of intravenous crystalloid within the first 3 hours for sepsis-induced hypoperfusion, balanced crystalloids, norepinephrine as first-line vasopressor and an initial mean arterial pressure target of 65 mm Hg.',
    keywords: ['sepsis', 'septic shock', 'surviving sepsis campaign', 'guideline', 'antimicrobials', 'fluid resuscitation'],
  },
  {
    id: 'rivers-egdt-2001',
    title: 'Early Goal-Directed Therapy in the Treatment of Severe Sepsis and Septic Shock',
    authors: 'Rivers E, Nguyen B, Havstad S, et al.',
    journal: 'N Engl J Med',
    year: 2001,
    doi: '10.1056/NEJMoa010307',
    pmid: '11794169',
    abstract:
      'In a single urban emergency department, 263 patients with severe sepsis or septic shock were randomised to 6 hours of early goal-directed therapy targeting central venous pressure, mean arterial pressure and central venous oxygen saturation, or to standard therapy. In-hospital mortality was 30.5% with goal-directed therapy and 46.5% with standard therapy. Later multicentre trials (ProCESS, ARISE, ProMISe) did not reproduce this benefit.',
    keywords: ['sepsis', 'septic shock', 'early goal-directed therapy', 'resuscitation', 'emergency department'],
  },
  {
    id: 'process-2014',
    title: 'A Randomized Trial of Protocol-Based Care for Early Septic Shock',
    authors: 'ProCESS Investigators; Yealy DM, Kellum JA, Huang DT, et al.',
    journal: 'N Engl J Med',
    year: 2014,
    doi: '10.1056/NEJMoa1401602',
    pmid: '24635773',
    abstract:
      'ProCESS randomised 1341 patients with septic shock in 31 US emergency departments to protocolised early goal-directed therapy, protocol-based standard therapy or usual care. Sixty-day in-hospital mortality was 21.0%, 18.2% and 18.9% respectively, with no significant differences. Protocolised resuscitation did not improve outcomes.',
    keywords: ['septic shock', 'early goal-directed therapy', 'protocolised care', 'resuscitation', 'randomized trial'],
  },
  {
    id: 'arise-2014',
    title: 'Goal-Directed Resuscitation for Patients with Early Septic Shock',
    authors: 'ARISE Investigators; ANZICS Clinical Trials Group; Peake SL, Delaney A, Bailey M, et al.',
    journal: 'N Engl J Med',
    year: 2014,
    doi: '10.1056/NEJMoa1404380',
    pmid: '25272316',
    abstract:
      'ARISE randomised 1600 patients presenting to emergency departments, mostly in Australia and New Zealand, with early septic shock to early goal-directed therapy or usual care. All-cause mortality at 90 days was 18.6% versus 18.8%, with no significant difference.',
    keywords: ['septic shock', 'early goal-directed therapy', 'resuscitation', 'randomized trial'],
  },
  {
    id: 'promise-2015',
    title: 'Trial of Early, Goal-Directed Resuscitation for Septic Shock',
    authors: 'Mouncey PR, Osborn TM, Power GS, et al.',
    journal: 'N Engl J Med',
    year: 2015,
    doi: '10.1056/NEJMoa1500896',
    pmid: '25776532',
    abstract:
      'ProMISe randomised 1260 patients with early septic shock in 56 English hospitals to early goal-directed therapy or usual care. Mortality at 90 days was 29.5% versus 29.2%. Goal-directed therapy increased treatment intensity and costs without improving outcomes.',
    keywords: ['septic shock', 'early goal-directed therapy', 'resuscitation', 'cost-effectiveness', 'randomized trial'],
  },
  {
    id: 'ardsnet-2000',
    title:
      'Ventilation with Lower Tidal Volumes as Compared with Traditional Tidal Volumes for Acute Lung Injury and the Acute Respiratory Distress Syndrome',
    authors: 'Acute Respiratory Distress Syndrome Network',
    journal: 'N Engl J Med',
    year: 2000,
    doi: '10.1056/NEJM200005043421801',
    pmid: '10793162',
    abstract:
      'The ARDS Network randomised 861 mechanically ventilated patients with acute lung injury or ARDS to an initial tidal volume of 6 mL/kg predicted body weight with plateau pressure of 30 cm H2O or less, or to 12 mL/kg with plateau pressure of 50 cm H2O or less. The trial stopped early because mortality was lower with lower tidal volumes (31.0% versus 39.8%), and ventilator-free days were more numerous.',
    keywords: ['ards', 'mechanical ventilation', 'low tidal volume', 'lung-protective ventilation', 'randomized trial'],
  },
  {
    id: 'proseva-2013',
    title: 'Prone Positioning in Severe Acute Respiratory Distress Syndrome',
    authors: 'Guérin C, Reignier J, Richard JC, et al.',
    journal: 'N Engl J Med',
    year: 2013,
    doi: '10.1056/NEJMoa1214103',
    pmid: '23688302',
    abstract:
      'PROSEVA randomised 466 patients with severe ARDS (PaO2:FiO2 below 150 mm Hg on FiO2 of 0.6 or more and PEEP of 5 cm H2O or more) to prone-positioning sessions of at least 16 hours or to remaining supine. Mortality at 28 days was 16.0% with prone positioning versus 32.8% supine (HR 0.39), and the benefit persisted at 90 days.',
    keywords: ['ards', 'prone positioning', 'mechanical ventilation', 'intensive care', 'randomized trial'],
  },
  {
    id: 'nice-sugar-2009',
    title: 'Intensive versus Conventional Glucose Control in Critically Ill Patients',
    authors: 'NICE-SUGAR Study Investigators; Finfer S, Chittock DR, Su SY, et al.',
    journal: 'N Engl J Med',
    year: 2009,
    doi: '10.1056/NEJMoa0810625',
    pmid: '19318384',
    abstract:
      'NICE-SUGAR randomised 6104 adult ICU patients to intensive glucose control (81-108 mg/dL, 4.5-6.0 mmol/L) or conventional control (180 mg/dL, 10 mmol/L, or less). Mortality at 90 days was higher with intensive control (27.5% versus 24.9%; OR 1.14), and severe hypoglycaemia was far more common (6.8% versus 0.5%). A blood glucose target of 180 mg/dL or less was safer.',
    keywords: ['critical care', 'glucose control', 'insulin', 'hypoglycaemia', 'intensive care', 'randomized trial'],
  },
  {
    id: 'recovery-dexamethasone-2021',
    title: 'Dexamethasone in Hospitalized Patients with Covid-19',
    authors: 'RECOVERY Collaborative Group; Horby P, Lim WS, Emberson JR, et al.',
    journal: 'N Engl J Med',
    year: 2021,
    doi: '10.1056/NEJMoa2021436',
    pmid: '32678530',
    abstract:
      'In the RECOVERY platform trial, 2104 hospitalised patients with Covid-19 were allocated to dexamethasone 6 mg daily for up to 10 days and 4321 to usual care. Twenty-eight-day mortality was 22.9% versus 25.7% (age-adjusted rate ratio 0.83), with the largest benefit in patients on invasive mechanical ventilation (29.3% versus 41.4%) and benefit in those on oxygen alone (23.3% versus 26.2%). There was no benefit in patients not receiving respiratory support.',
    keywords: ['covid-19', 'dexamethasone', 'corticosteroids', 'mechanical ventilation', 'platform trial'],
  },
  // ── Pneumonia ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'curb65-2003',
    title:
      'Defining community acquired pneumonia severity on presentation to hospital: an international derivation and validation study',
    authors: 'Lim WS, van der Eerden MM, Laing R, et al.',
    journal: 'Thorax',
    year: 2003,
    doi: '10.1136/thorax.58.5.377',
    pmid: '12728155',
    abstract:
      'Using adults admitted with community-acquired pneumonia in the UK, New Zealand and the Netherlands, the authors derived and validated CURB-65: confusion, urea above 7 mmol/L, respiratory rate of 30/min or more, low blood pressure (systolic below 90 or diastolic 60 mm Hg or less) and age 65 or over. Thirty-day mortality rose with the score, and the authors proposed home treatment for scores of 0-1, hospital-supervised treatment for 2, and management as severe pneumonia for 3 or more, with ICU assessment at 4-5.',
    keywords: ['community-acquired pneumonia', 'curb-65', 'severity assessment', 'mortality', 'clinical prediction rule'],
  },
  {
    id: 'psi-1997',
    title: 'A Prediction Rule to Identify Low-Risk Patients with Community-Acquired Pneumonia',
    authors: 'Fine MJ, Auble TE, Yealy DM, et al.',
    journal: 'N Engl J Med',
    year: 1997,
    doi: '10.1056/NEJM199701233360402',
    pmid: '8995086',
    abstract:
      'The authors derived the Pneumonia Severity Index from a large inpatient database and validated it in further inpatient and outpatient cohorts, including the PORT study. Based on age, coexisting illness, examination findings and laboratory and radiographic results, it assigns patients to five classes of increasing 30-day mortality. Classes I-III had low mortality and were proposed as candidates for outpatient care.',
    keywords: ['community-acquired pneumonia', 'pneumonia severity index', 'risk stratification', 'site of care'],
  },
  {
    id: 'ats-idsa-cap-2019',
    title:
      'Diagnosis and Treatment of Adults with Community-acquired Pneumonia. An Official Clinical Practice Guideline of the American Thoracic Society and Infectious Diseases Society of America',
    authors: 'Metlay JP, Waterer GW, Long AC, et al.',
    journal: 'Am J Respir Crit Care Med',
    year: 2019,
    doi: '10.1164/rccm.201908-1581ST',
    abstract:
      'The 2019 ATS/IDSA guideline recommends using a validated prognostic rule, preferably the Pneumonia Severity Index over CURB-65, in addition to clinical judgement to decide on outpatient or inpatient treatment. It dropped the healthcare-associated pneumonia category and bases empirical cover for MRSA or Pseudomonas on local data and individual risk factors. It recommends a minimum of 5 days of antibiotic therapy and does not recommend routine corticosteroids.',
    keywords: ['community-acquired pneumonia', 'guideline', 'antibiotics', 'ats', 'idsa', 'site of care'],
  },
  // ── Screening and infectious disease prevention ────────────────────────────────────────────
  {
    id: 'nlst-2011',
    title: 'Reduced Lung-Cancer Mortality with Low-Dose Computed Tomographic Screening',
    authors: 'National Lung Screening Trial Research Team; Aberle DR, Adams AM, Berg CD, et al.',
    journal: 'N Engl J Med',
    year: 2011,
    doi: '10.1056/NEJMoa1102873',
    pmid: '21714641',
    abstract:
      'The NLST randomised 53,454 people at high risk of lung cancer (at least 30 pack-years, current smokers or former smokers who had quit within 15 years, aged 55 to 74) to three annual low-dose CT screens or chest radiography. Low-dose CT reduced lung-cancer mortality by 20.0% and all-cause mortality by 6.7%. Most positive screening results were false positives.',
    keywords: ['lung cancer', 'screening', 'low-dose ct', 'smoking', 'randomized trial'],
  },
  {
    id: 'hptn052-2011',
    title: 'Prevention of HIV-1 Infection with Early Antiretroviral Therapy',
    authors: 'Cohen MS, Chen YQ, McCauley M, et al.',
    journal: 'N Engl J Med',
    year: 2011,
    doi: '10.1056/NEJMoa1105243',
    pmid: '21767103',
    abstract:
      'HPTN 052 randomised 1763 HIV-1 serodiscordant couples, in which the infected partner had a CD4 count of 350 to 550 cells/mm3, to immediate or delayed antiretroviral therapy for the infected partner. Of 28 genetically linked transmissions, only 1 occurred in the early-therapy group, a 96% reduction (HR 0.04). The trial established treatment as prevention.',
    keywords: ['hiv', 'antiretroviral therapy', 'treatment as prevention', 'serodiscordant couples', 'randomized trial'],
  },
  // ── Liver ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'meld-2001',
    title: 'A model to predict survival in patients with end-stage liver disease',
    authors: 'Kamath PS, Wiesner RH, Malinchoc M, et al.',
    journal: 'Hepatology',
    year: 2001,
    doi: '10.1053/jhep.2001.22172',
    pmid: '11172350',
    abstract:
      'The Model for End-Stage Liver Disease (MELD), first developed to predict survival after TIPS, combines serum bilirubin, INR and serum creatinine (with a term for the cause of liver disease in the original model). In four independent cohorts of patients with cirrhosis it predicted 3-month mortality with concordance statistics between 0.78 and 0.87. MELD was subsequently adopted to prioritise patients on the US liver-transplant waiting list.',
    keywords: ['meld score', 'cirrhosis', 'end-stage liver disease', 'liver transplantation', 'prognosis'],
  },
];
