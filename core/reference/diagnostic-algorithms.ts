// Diagnostic algorithms for the Diagnostic Algorithms page (spec §2: four tabs — Cardiac,
// Respiratory, Neurological, Infectious — with four cards each). Pure data and functions.
//
// Each algorithm is a small decision graph (questions, actions, outcomes) written in our own words
// from the guidelines listed in its `sources`. Doses and thresholds are quoted only where the cited
// guideline states them; local protocols, allergies, renal function and pregnancy still decide the
// final choice. Decision support only: it does not replace clinical judgement.
import { msg } from '../i18n/msg';

/** The four tabs of the page, in display order (spec §2). */
export const ALGORITHM_TABS = [msg('Cardiac'), msg('Respiratory'), msg('Neurological'), msg('Infectious')] as const;

/** One of ALGORITHM_TABS. */
export type AlgorithmTab = (typeof ALGORITHM_TABS)[number];

/** One step of an algorithm: a question with options, an action with a next step, or an end point. */
export interface AlgorithmNode {
  id: string;
  kind: 'question' | 'action' | 'outcome';
  text: string;
  detail?: string;
  options?: { label: string; next: string }[];
  next?: string;
}

/** A diagnostic algorithm: its tab, card text, decision graph from `start`, linked calculators and guideline sources. */
export interface DiagnosticAlgorithm {
  id: string;
  tab: AlgorithmTab;
  title: string;
  description: string;
  start: string;
  nodes: AlgorithmNode[];
  /** Linked calculators: `name` is the catalogue's English name (msg-marked), translated where shown. */
  calculators: { name: string; href: string }[];
  sources: string[];
}

/** Shown with every algorithm. */
export const ALGORITHMS_DISCLAIMER = msg(
  'Decision support only: these summaries do not replace clinical judgement, senior advice or local protocols.',
);

/** Date the algorithms were last checked against their cited guidelines. */

// Calculator links use the catalogue names and routes (core/calculators/catalogue.ts); the names
// are the catalogue's marked texts, so the page shows them in the reader's language.
const CALC = {
  wellsPe: { name: msg("Wells' Criteria for PE"), href: '/calculators/wells-pe' },
  chads2vasc: { name: msg('CHA2DS2-VASc Score'), href: '/calculators/chads2vasc' },
  gcs: { name: msg('Glasgow Coma Scale'), href: '/calculators/gcs' },
  qtc: { name: msg('Corrected QT Interval'), href: '/calculators/qtc' },
  creatinine: { name: msg('Creatinine Clearance'), href: '/calculators/creatinine' },
} as const;

// Guideline citations shared by several algorithms.
const SRC = {
  escAcs2023:
    'European Society of Cardiology. Byrne RA, et al. 2023 ESC Guidelines for the management of acute coronary syndromes. Eur Heart J 2023.',
  ahaChestPain2021:
    'American Heart Association/American College of Cardiology. Gulati M, et al. 2021 AHA/ACC/ASE/CHEST/SAEM/SCCT/SCMR Guideline for the Evaluation and Diagnosis of Chest Pain. Circulation 2021.',
  escHf2021:
    'European Society of Cardiology. McDonagh TA, et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2021.',
  escHf2023:
    'European Society of Cardiology. McDonagh TA, et al. 2023 Focused Update of the 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2023.',
  niceHf2018: 'National Institute for Health and Care Excellence. NICE guideline NG106: Chronic heart failure in adults: diagnosis and management. 2018.',
  ahaHf2022:
    'American Heart Association/American College of Cardiology/Heart Failure Society of America. Heidenreich PA, et al. 2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure. Circulation 2022.',
  escSyncope2018:
    'European Society of Cardiology. Brignole M, et al. 2018 ESC Guidelines for the diagnosis and management of syncope. Eur Heart J 2018.',
  ahaSyncope2017:
    'American College of Cardiology/American Heart Association/Heart Rhythm Society. Shen WK, et al. 2017 ACC/AHA/HRS Guideline for the Evaluation and Management of Patients With Syncope. Circulation 2017.',
  escAf2024:
    'European Society of Cardiology. Van Gelder IC, et al. 2024 ESC Guidelines for the management of atrial fibrillation developed in collaboration with the European Association for Cardio-Thoracic Surgery (EACTS). Eur Heart J 2024.',
  ahaAf2023:
    'American College of Cardiology/American Heart Association/ACCP/Heart Rhythm Society. Joglar JA, et al. 2023 ACC/AHA/ACCP/HRS Guideline for the Diagnosis and Management of Atrial Fibrillation. Circulation 2024 (catalogue: acc-aha-accp-hrs-atrial-fibrillation-2023).',
  niceAf2021: 'National Institute for Health and Care Excellence. NICE guideline NG196: Atrial fibrillation: diagnosis and management. 2021.',
  escPe2019:
    'European Society of Cardiology/European Respiratory Society. Konstantinides SV, et al. 2019 ESC Guidelines for the diagnosis and management of acute pulmonary embolism. Eur Heart J 2020.',
  nicePe2020:
    'National Institute for Health and Care Excellence. NICE guideline NG158: Venous thromboembolic diseases: diagnosis, management and thrombophilia testing. 2020.',
  btsOxygen2017:
    "British Thoracic Society. O'Driscoll BR, et al. BTS guideline for oxygen use in healthcare and emergency settings. Thorax 2017.",
  gold2024:
    'Global Initiative for Chronic Obstructive Lung Disease (GOLD). Global Strategy for the Diagnosis, Management, and Prevention of Chronic Obstructive Pulmonary Disease: 2024 Report. The steps were written from this edition.',
  gold2026:
    'Global Initiative for Chronic Obstructive Lung Disease (GOLD). Global Strategy for the Diagnosis, Management and Prevention of Chronic Obstructive Pulmonary Disease: 2026 Report (catalogue: gold-copd-report-2026; unverified).',
  btsNiv2016:
    'British Thoracic Society/Intensive Care Society. Davidson AC, et al. BTS/ICS guideline for the ventilatory management of acute hypercapnic respiratory failure in adults. Thorax 2016.',
  btsPleural2023: 'British Thoracic Society. Roberts ME, et al. British Thoracic Society Guideline for pleural disease. Thorax 2023.',
  rcukAnaphylaxis2021:
    'Resuscitation Council UK. Emergency treatment of anaphylaxis: guidelines for healthcare providers. 2021.',
  btsCap2009:
    'British Thoracic Society. Lim WS, et al. BTS guidelines for the management of community acquired pneumonia in adults: update 2009. Thorax 2009.',
  niceCap2014: 'National Institute for Health and Care Excellence. NICE guideline CG191: Pneumonia in adults: diagnosis and management. 2014.',
  niceCapAbx2019:
    'National Institute for Health and Care Excellence. NICE guideline NG138: Pneumonia (community-acquired): antimicrobial prescribing. 2019.',
  atsIdsaCap2019:
    'American Thoracic Society/Infectious Diseases Society of America. Metlay JP, et al. Diagnosis and Treatment of Adults with Community-acquired Pneumonia. Am J Respir Crit Care Med 2019.',
  btsSignAsthma2019:
    'British Thoracic Society/Scottish Intercollegiate Guidelines Network. SIGN 158: British guideline on the management of asthma. 2019.',
  gina2024: 'Global Initiative for Asthma (GINA). Global Strategy for Asthma Management and Prevention. 2024 update. The steps were written from this edition.',
  gina2026: 'Global Initiative for Asthma (GINA). Global Strategy for Asthma Management and Prevention. 2026 update (catalogue: gina-asthma-strategy-2026; unverified).',
  ahaStroke2019:
    'American Heart Association/American Stroke Association. Powers WJ, et al. Guidelines for the Early Management of Patients With Acute Ischemic Stroke: 2019 Update to the 2018 Guidelines. Stroke 2019. The steps were written from this edition.',
  ahaStroke2026:
    'American Heart Association/American Stroke Association. 2026 Guideline for the Early Management of Patients With Acute Ischemic Stroke. Stroke 2026 (catalogue: aha-asa-acute-ischemic-stroke-2026; unverified).',
  ahaSecondaryStroke2021:
    'American Heart Association/American Stroke Association. Kleindorfer DO, et al. 2021 Guideline for the Prevention of Stroke in Patients With Stroke and Transient Ischemic Attack. Stroke 2021 (catalogue: aha-asa-secondary-stroke-prevention-2021).',
  chance2013:
    'Wang Y, et al. Clopidogrel with aspirin in acute minor stroke or transient ischemic attack (CHANCE). N Engl J Med 2013;369:11-19.',
  point2018:
    'Johnston SC, et al. Clopidogrel and aspirin in acute ischemic stroke and high-risk TIA (POINT). N Engl J Med 2018;379:215-225.',
  niceStroke2019:
    'National Institute for Health and Care Excellence. NICE guideline NG128: Stroke and transient ischaemic attack in over 16s: diagnosis and initial management. 2019 (updated 2022).',
  ahaIch2022:
    'American Heart Association/American Stroke Association. Greenberg SM, et al. 2022 Guideline for the Management of Patients With Spontaneous Intracerebral Hemorrhage. Stroke 2022.',
  niceHeadache2012:
    'National Institute for Health and Care Excellence. NICE clinical guideline CG150: Headaches in over 12s: diagnosis and management. 2012 (updated 2021).',
  niceSah2022:
    'National Institute for Health and Care Excellence. NICE guideline NG228: Subarachnoid haemorrhage caused by a ruptured aneurysm: diagnosis and management. 2022.',
  snnoop10:
    'Do TP, et al. Red and orange flags for secondary headaches in clinical practice: SNNOOP10 list. Neurology 2019.',
  bsrGca2020:
    'British Society for Rheumatology. Mackie SL, et al. British Society for Rheumatology guideline on diagnosis and treatment of giant cell arteritis. Rheumatology 2020.',
  ichd3:
    'International Headache Society. The International Classification of Headache Disorders, 3rd edition (ICHD-3). Cephalalgia 2018.',
  niceEpilepsy2022:
    'National Institute for Health and Care Excellence. NICE guideline NG217: Epilepsies in children, young people and adults. 2022.',
  ilae2014:
    'International League Against Epilepsy. Fisher RS, et al. ILAE official report: a practical clinical definition of epilepsy. Epilepsia 2014.',
  aanFirstSeizure2015:
    'American Academy of Neurology/American Epilepsy Society. Krumholz A, et al. Evidence-based guideline: Management of an unprovoked first seizure in adults. Neurology 2015.',
  aesStatus2016:
    'American Epilepsy Society. Glauser T, et al. Evidence-Based Guideline: Treatment of Convulsive Status Epilepticus in Children and Adults. Epilepsy Curr 2016.',
  gcs40:
    'Teasdale G, et al. The Glasgow Coma Scale at 40 years: standing the test of time. Lancet Neurol 2014.',
  niceHeadInjury2023:
    'National Institute for Health and Care Excellence. NICE guideline NG232: Head injury: assessment and early management. 2023.',
  rcukAbcde2021: 'Resuscitation Council UK. The ABCDE approach. Resuscitation Council UK Guidelines 2021.',
  sepsis3:
    'Singer M, et al. The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3). JAMA 2016.',
  ssc2021:
    'Surviving Sepsis Campaign (Society of Critical Care Medicine/European Society of Intensive Care Medicine). Evans L, et al. Surviving sepsis campaign: international guidelines for management of sepsis and septic shock 2021. Intensive Care Med 2021. The steps were written from this edition.',
  ssc2026:
    'Surviving Sepsis Campaign (SCCM/ESICM). International Guidelines for Management of Sepsis and Septic Shock 2026 (catalogue: surviving-sepsis-campaign-adults-2026; unverified).',
  niceSepsis2024:
    'National Institute for Health and Care Excellence. NICE guideline NG51: Suspected sepsis: recognition, diagnosis and early management. 2016, last updated 2024 (NEWS2-based assessment for people aged 16 and over).',
  news2: 'Royal College of Physicians. National Early Warning Score (NEWS) 2. 2017.',
  biaTraveller2009:
    'British Infection Association. Johnston V, et al. Fever in returned travellers presenting in the United Kingdom: recommendations for investigation and initial management. J Infect 2009.',
  ukMalaria2016:
    'Public Health England Advisory Committee on Malaria Prevention. Lalloo DG, et al. UK malaria treatment guidelines 2016. J Infect 2016.',
  cdcYellowBook2024:
    'Centers for Disease Control and Prevention. CDC Yellow Book 2024: Health Information for International Travel (Fever in the Returned Traveler).',
  acdpVhf2015:
    'Advisory Committee on Dangerous Pathogens (UK). Management of Hazard Group 4 viral haemorrhagic fevers and similar human infectious diseases of high consequence. 2015.',
  ukMeningitis2016:
    'UK joint specialist societies. McGill F, et al. The UK joint specialist societies guideline on the diagnosis and management of acute meningitis and meningococcal sepsis in immunocompetent adults. J Infect 2016.',
  escmidMeningitis2016:
    'European Society of Clinical Microbiology and Infectious Diseases. van de Beek D, et al. ESCMID guideline: diagnosis and treatment of acute bacterial meningitis. Clin Microbiol Infect 2016.',
  niceMeningitis2024:
    'National Institute for Health and Care Excellence. NICE guideline NG240: Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management. 2024.',
  idsaMeningitis2004:
    'Infectious Diseases Society of America. Tunkel AR, et al. Practice guidelines for the management of bacterial meningitis. Clin Infect Dis 2004.',
  niceUti2018:
    'National Institute for Health and Care Excellence. NICE guideline NG109: Urinary tract infection (lower): antimicrobial prescribing. 2018.',
  nicePyelo2018:
    'National Institute for Health and Care Excellence. NICE guideline NG111: Pyelonephritis (acute): antimicrobial prescribing. 2018.',
  niceCauti2018:
    'National Institute for Health and Care Excellence. NICE guideline NG113: Urinary tract infection (catheter-associated): antimicrobial prescribing. 2018.',
  sign160:
    'Scottish Intercollegiate Guidelines Network. SIGN 160: Management of suspected bacterial lower urinary tract infection in adult women. 2020.',
  idsaAsb2019:
    'Infectious Diseases Society of America. Nicolle LE, et al. Clinical Practice Guideline for the Management of Asymptomatic Bacteriuria: 2019 Update. Clin Infect Dis 2019.',
} as const;

type Options = readonly (readonly [label: string, next: string])[];

const question = (id: string, text: string, options: Options, detail?: string): AlgorithmNode => ({
  id,
  kind: 'question',
  text,
  ...(detail === undefined ? {} : { detail }),
  options: options.map(([label, next]) => ({ label, next })),
});

const action = (id: string, text: string, next: string, detail?: string): AlgorithmNode => ({
  id,
  kind: 'action',
  text,
  ...(detail === undefined ? {} : { detail }),
  next,
});

const outcome = (id: string, text: string, detail?: string): AlgorithmNode => ({
  id,
  kind: 'outcome',
  text,
  ...(detail === undefined ? {} : { detail }),
});

const YES_NO = (yes: string, no: string): Options => [
  ['Yes', yes],
  ['No', no],
];

// ── Cardiac ──────────────────────────────────────────────────────────────────────────────────

const acuteChestPain: DiagnosticAlgorithm = {
  id: 'acute-chest-pain',
  tab: 'Cardiac',
  title: 'Acute Chest Pain',
  description:
    'ECG within 10 minutes, recognition of STEMI and other emergencies, and high-sensitivity troponin pathways for suspected NSTE-ACS.',
  start: 'assess',
  nodes: [
    action(
      'assess',
      'Assess airway, breathing and circulation, record a 12-lead ECG within 10 minutes of first medical contact and start continuous ECG monitoring.',
      'stemi',
    ),
    question(
      'stemi',
      'Does the ECG show persistent ST-segment elevation or a STEMI equivalent?',
      YES_NO('reperfusion', 'unstable'),
      'STEMI equivalents include isolated posterior myocardial infarction and bundle branch block with ongoing ischaemic symptoms (ESC 2023).',
    ),
    action(
      'reperfusion',
      'Activate the STEMI reperfusion pathway.',
      'out-stemi',
      'For symptoms of up to 12 hours: primary PCI is preferred if it can be performed within 120 minutes of diagnosis; otherwise give fibrinolysis, if not contraindicated, within 10 minutes of diagnosis and transfer to a PCI centre (ESC 2023). Give antithrombotic therapy per the ACS protocol.',
    ),
    outcome('out-stemi', 'STEMI: emergency reperfusion and coronary care.'),
    question(
      'unstable',
      'Is the patient haemodynamically unstable, or is another life-threatening cause suspected?',
      YES_NO('emergency', 'troponin'),
      'Consider aortic dissection, pulmonary embolism, tension pneumothorax, cardiac tamponade and oesophageal rupture.',
    ),
    action(
      'emergency',
      'Resuscitate and investigate the suspected emergency immediately.',
      'out-emergency',
      'For example CT aortography for suspected dissection, bedside echocardiography or CT pulmonary angiography for suspected PE, decompression for tension pneumothorax. Suspected ACS with haemodynamic instability or cardiogenic shock needs an immediate invasive strategy (ESC 2023).',
    ),
    outcome('out-emergency', 'Time-critical diagnosis or unstable ACS: emergency management.'),
    action(
      'troponin',
      'Measure high-sensitivity cardiac troponin at presentation and apply the ESC 0 h/1 h (or 0 h/2 h) algorithm.',
      'troponin-result',
      'Use the assay-specific thresholds. Interpret with the time since pain onset, the clinical picture and serial ECGs.',
    ),
    question('troponin-result', 'What does the troponin algorithm show?', [
      ['Rule-in: very high 0 h value or a relevant 1 h rise', 'nste-acs'],
      ['Observe: neither rule-in nor rule-out', 'observe'],
      ['Rule-out: very low 0 h value, or low with no relevant 1 h change', 'rule-out'],
    ]),
    action(
      'nste-acs',
      'Manage as NSTE-ACS with antithrombotic therapy and a risk-guided invasive strategy.',
      'out-nste',
      'ESC 2023: immediate (<2 h) angiography if very high risk (haemodynamic instability or cardiogenic shock, recurrent or refractory pain, life-threatening arrhythmias, mechanical complications, acute heart failure due to ACS, recurrent dynamic ST changes); early (<24 h) angiography should be considered if high risk (confirmed NSTEMI, dynamic ST/T changes, transient ST elevation, GRACE score >140).',
    ),
    outcome('out-nste', 'NSTE-ACS: cardiology care.'),
    action(
      'observe',
      'Repeat high-sensitivity troponin at 3 hours and consider echocardiography.',
      'observe-result',
      'If the diagnosis remains unclear, further assessment such as CT coronary angiography may be considered (ESC 2023).',
    ),
    question(
      'observe-result',
      'Does the further assessment confirm myocardial infarction or show high-risk features?',
      YES_NO('nste-acs', 'rule-out'),
    ),
    action(
      'rule-out',
      'Acute myocardial infarction ruled out: look for an alternative cause and decide on further testing by risk.',
      'out-rule-out',
      'AHA/ACC 2021: low-risk patients may not need urgent further testing; for intermediate risk consider CT coronary angiography or stress testing. Consider pericarditis, PE, dissection, gastrointestinal and musculoskeletal causes.',
    ),
    outcome('out-rule-out', 'MI excluded: alternative diagnosis or outpatient evaluation.'),
  ],
  calculators: [],
  sources: [SRC.escAcs2023, SRC.ahaChestPain2021],
};

const suspectedHeartFailure: DiagnosticAlgorithm = {
  id: 'suspected-heart-failure',
  tab: 'Cardiac',
  title: 'Suspected Heart Failure',
  description:
    'Diagnosis of heart failure with ECG, natriuretic peptides and echocardiography, and first steps by ejection-fraction phenotype.',
  start: 'assess',
  nodes: [
    action(
      'assess',
      'Take a history, examine for symptoms and signs of heart failure and record an ECG.',
      'acute',
      'Symptoms: breathlessness, orthopnoea, paroxysmal nocturnal dyspnoea, reduced exercise tolerance, fatigue, ankle swelling. Signs: raised jugular venous pressure, third heart sound, displaced apex beat, crackles, peripheral oedema. A completely normal ECG makes heart failure less likely (ESC 2021).',
    ),
    question(
      'acute',
      'Is this an acute presentation (rapid onset or worsening, respiratory distress, hypoperfusion)?',
      YES_NO('acute-hf', 'np'),
    ),
    action(
      'acute-hf',
      'Manage as suspected acute heart failure.',
      'out-acute',
      'ESC 2021: oxygen if SpO2 <90%, IV loop diuretic for congestion, urgent echocardiography, and search for precipitants (ACS, arrhythmia, hypertension, infection, PE). In the acute setting NT-proBNP <300 pg/mL or BNP <100 pg/mL makes acute heart failure unlikely.',
    ),
    outcome('out-acute', 'Acute heart failure: hospital care.'),
    action(
      'np',
      'Measure a natriuretic peptide (NT-proBNP or BNP).',
      'np-result',
      'Obesity lowers natriuretic peptide levels; older age, atrial fibrillation and renal impairment raise them.',
    ),
    question(
      'np-result',
      'Is the natriuretic peptide raised?',
      [
        ['Yes, raised', 'echo'],
        ['No, below the threshold', 'out-unlikely'],
      ],
      'ESC 2021 (non-acute): NT-proBNP ≥125 pg/mL or BNP ≥35 pg/mL. NICE NG106: NT-proBNP >2000 ng/L, specialist assessment and echocardiography within 2 weeks; 400-2000 ng/L, within 6 weeks; <400 ng/L in an untreated person makes heart failure less likely.',
    ),
    outcome(
      'out-unlikely',
      'Heart failure unlikely: consider other causes of the symptoms.',
      'For example lung disease, anaemia, obesity, deconditioning, kidney or liver disease. Reassess if symptoms persist.',
    ),
    action('echo', 'Arrange transthoracic echocardiography and specialist assessment.', 'lvef'),
    question('lvef', 'What is the left ventricular ejection fraction?', [
      ['40% or less (HFrEF)', 'hfref'],
      ['41-49% (HFmrEF)', 'hfmref'],
      ['50% or more with structural or functional abnormalities (HFpEF)', 'hfpef'],
      ['Normal heart structure and function', 'out-unlikely'],
    ]),
    action(
      'hfref',
      'Start disease-modifying therapy for heart failure with reduced ejection fraction.',
      'out-hfref',
      'ESC 2021 (Class I): ACE inhibitor or sacubitril/valsartan, beta blocker, mineralocorticoid receptor antagonist and SGLT2 inhibitor (dapagliflozin or empagliflozin), titrated as tolerated; loop diuretic for congestion. Monitor potassium and renal function.',
    ),
    outcome('out-hfref', 'HFrEF: guideline-directed medical therapy and heart-failure team follow-up.'),
    action(
      'hfmref',
      'Manage heart failure with mildly reduced ejection fraction.',
      'out-hfmref',
      'ESC 2023 focused update: SGLT2 inhibitor (dapagliflozin or empagliflozin) recommended; diuretics for congestion. ESC 2021: ACE inhibitor, ARB, ARNI, beta blocker and MRA may be considered. Treat the cause and comorbidities.',
    ),
    outcome('out-hfmref', 'HFmrEF: SGLT2 inhibitor, decongestion and follow-up.'),
    action(
      'hfpef',
      'Manage heart failure with preserved ejection fraction.',
      'out-hfpef',
      'ESC 2023 focused update: SGLT2 inhibitor (dapagliflozin or empagliflozin) recommended; diuretics for congestion; screen for and treat causes and comorbidities such as hypertension, atrial fibrillation, coronary disease and obesity.',
    ),
    outcome('out-hfpef', 'HFpEF: SGLT2 inhibitor, decongestion and comorbidity management.'),
  ],
  calculators: [CALC.creatinine],
  sources: [SRC.escHf2021, SRC.escHf2023, SRC.niceHf2018, SRC.ahaHf2022],
};

const syncope: DiagnosticAlgorithm = {
  id: 'syncope',
  tab: 'Cardiac',
  title: 'Syncope',
  description:
    'Transient loss of consciousness: confirm syncope, look for high-risk features and decide between admission, syncope unit and discharge.',
  start: 'is-syncope',
  nodes: [
    question(
      'is-syncope',
      'Was the transient loss of consciousness syncope (rapid onset, short duration, spontaneous complete recovery)?',
      [
        ['Yes, probably syncope', 'initial'],
        ['No: features of seizure, head injury or another non-syncopal cause', 'out-non-syncope'],
      ],
      'Brief myoclonic jerks can occur in syncope; a witness account is essential.',
    ),
    outcome(
      'out-non-syncope',
      'Non-syncopal transient loss of consciousness: follow the relevant pathway.',
      'For example the First Seizure or Altered Consciousness algorithms, head-injury assessment, or psychogenic pseudosyncope.',
    ),
    action(
      'initial',
      'Initial evaluation: detailed history with witness account, examination including lying and standing blood pressure, and a 12-lead ECG.',
      'high-risk',
      'Orthostatic hypotension: a sustained fall in systolic BP of ≥20 mmHg or diastolic BP of ≥10 mmHg, or systolic BP <90 mmHg, on standing (ESC 2018). Blood tests when clinically indicated (e.g. haemoglobin if bleeding is suspected).',
    ),
    question(
      'high-risk',
      'Are any high-risk features present?',
      YES_NO('admit', 'low-risk'),
      'ESC 2018 examples: syncope during exertion or when supine; new chest pain, breathlessness, abdominal pain or headache; palpitations just before syncope; severe structural or coronary heart disease; family history of sudden cardiac death at a young age; unexplained systolic BP <90 mmHg; suspected gastrointestinal bleeding; ECG with acute ischaemia, Mobitz II or third-degree AV block, sinus bradycardia <40/min, ventricular tachycardia, Brugada type 1 pattern, or long or short QT.',
    ),
    action(
      'admit',
      'Early intensive evaluation: ECG monitoring and admission or syncope-unit assessment.',
      'out-admit',
      'Echocardiography if structural heart disease is suspected; further tests (prolonged ECG monitoring, exercise testing, electrophysiology study) guided by the suspected cause.',
    ),
    outcome('out-admit', 'High-risk syncope: inpatient or syncope-unit evaluation.'),
    question(
      'low-risk',
      'Are the features only low risk (typical reflex or orthostatic syncope)?',
      [
        ['Yes, only low-risk features', 'out-discharge'],
        ['No or uncertain', 'out-intermediate'],
      ],
      'ESC 2018 low-risk features: prodrome of light-headedness, warmth, sweating, nausea or vomiting; triggered by an unpleasant sight, sound, smell or pain, prolonged standing, crowded hot places, meals, cough, micturition or defecation, or standing up; long history of similar episodes; normal examination and ECG.',
    ),
    outcome(
      'out-discharge',
      'Low-risk reflex or orthostatic syncope: discharge with explanation and advice.',
      'Explain triggers and counter-pressure manoeuvres; review blood-pressure-lowering drugs in orthostatic hypotension.',
    ),
    outcome(
      'out-intermediate',
      'Neither high nor clearly low risk: observation or structured syncope-unit or outpatient evaluation.',
    ),
  ],
  calculators: [CALC.qtc],
  sources: [SRC.escSyncope2018, SRC.ahaSyncope2017],
};

const newAtrialFibrillation: DiagnosticAlgorithm = {
  id: 'new-atrial-fibrillation',
  tab: 'Cardiac',
  title: 'New Atrial Fibrillation',
  description:
    'First-detected atrial fibrillation: stability, precipitants, stroke prevention and rate or rhythm control (AF-CARE).',
  start: 'confirm',
  nodes: [
    action(
      'confirm',
      'Confirm atrial fibrillation on a 12-lead ECG (or a single-lead tracing of at least 30 seconds).',
      'unstable',
    ),
    question(
      'unstable',
      'Is the patient haemodynamically unstable because of AF (shock, syncope, acute heart failure, ongoing ischaemia)?',
      YES_NO('dccv', 'precipitants'),
    ),
    action(
      'dccv',
      'Emergency electrical cardioversion.',
      'stroke-risk',
      'Start anticoagulation as soon as possible without delaying cardioversion (ESC 2024).',
    ),
    action(
      'precipitants',
      'Look for and treat precipitants and comorbidities.',
      'stroke-risk',
      'Thyroid function, electrolytes, renal and liver function, full blood count and echocardiography; consider infection, alcohol, sleep apnoea, hypertension, heart failure and valve disease (the C of AF-CARE).',
    ),
    question(
      'stroke-risk',
      'Is oral anticoagulation indicated?',
      [
        ['Yes', 'oac'],
        ['No (low thromboembolic risk)', 'strategy'],
      ],
      'ESC 2024: oral anticoagulation is recommended at CHA2DS2-VA ≥2 and should be considered at 1. ACC/AHA 2023: recommended at an estimated annual stroke risk ≥2% (CHA2DS2-VASc ≥2 in men, ≥3 in women). Mechanical valves and moderate-to-severe mitral stenosis always need a vitamin K antagonist. Correct modifiable bleeding risk factors rather than withholding anticoagulation on a bleeding score.',
    ),
    action(
      'oac',
      'Start oral anticoagulation, preferably a DOAC.',
      'strategy',
      'Prefer a DOAC over warfarin except with a mechanical heart valve or moderate-to-severe mitral stenosis. Dose DOACs by their labelled criteria (age, weight, creatinine clearance by Cockcroft-Gault, interacting drugs).',
    ),
    question('strategy', 'Is (further) cardioversion planned for symptom control?', [
      ['Yes, rhythm control', 'duration'],
      ['No, rate control', 'rate'],
    ]),
    question(
      'duration',
      'Has AF lasted longer than 24 hours (ESC 2024; 48 hours in ACC/AHA 2023), or is the onset uncertain?',
      YES_NO('cv-delayed', 'cv-early'),
      'ESC 2024 also advises a wait-and-see approach, because many recent-onset episodes end spontaneously.',
    ),
    action(
      'cv-delayed',
      'Give at least 3 weeks of therapeutic anticoagulation, or exclude left atrial thrombus by transoesophageal echocardiography, before cardioversion.',
      'out-rhythm',
    ),
    action(
      'cv-early',
      'Cardioversion (electrical or pharmacological) may proceed with anticoagulation started.',
      'out-rhythm',
      'Continue anticoagulation after cardioversion as the guideline advises (at least 4 weeks in most patients), then long term according to stroke risk.',
    ),
    outcome('out-rhythm', 'Rhythm control with anticoagulation cover and AF-clinic follow-up.'),
    action(
      'rate',
      'Rate control.',
      'out-rate',
      'Beta blocker, diltiazem or verapamil (only if LVEF >40%), or digoxin; combinations if needed. ESC 2024: lenient target of resting heart rate <110/min initially, stricter if symptoms persist.',
    ),
    outcome('out-rate', 'Rate control with stroke prevention and regular reassessment (AF-CARE).'),
  ],
  calculators: [CALC.chads2vasc, CALC.creatinine],
  sources: [SRC.escAf2024, SRC.ahaAf2023, SRC.niceAf2021],
};

// ── Respiratory ──────────────────────────────────────────────────────────────────────────────

const suspectedPulmonaryEmbolism: DiagnosticAlgorithm = {
  id: 'suspected-pulmonary-embolism',
  tab: 'Respiratory',
  title: 'Suspected Pulmonary Embolism',
  description:
    'Haemodynamic status, clinical probability (two-level Wells score), D-dimer and CT pulmonary angiography.',
  start: 'unstable',
  nodes: [
    question(
      'unstable',
      'Is the patient haemodynamically unstable (cardiac arrest, obstructive shock or persistent hypotension)?',
      YES_NO('high-risk', 'wells'),
      'ESC 2019: persistent hypotension is systolic BP <90 mmHg, or a fall of ≥40 mmHg for more than 15 minutes, not caused by arrhythmia, hypovolaemia or sepsis.',
    ),
    action(
      'high-risk',
      'Suspected high-risk PE: bedside echocardiography, or immediate CTPA if available and the patient can be moved.',
      'out-high-risk',
      'Start unfractionated heparin, including a bolus, without delay. If there is RV dysfunction and no other explanation, give systemic thrombolysis; surgical embolectomy or catheter-directed treatment if thrombolysis is contraindicated or has failed (ESC 2019).',
    ),
    outcome('out-high-risk', 'High-risk PE: reperfusion therapy and intensive care.'),
    action(
      'wells',
      'Assess clinical probability with the two-level Wells score.',
      'wells-result',
      'PE likely: more than 4 points; PE unlikely: 4 points or less (NICE NG158). In low clinical probability, a negative PERC rule can exclude PE without D-dimer (ESC 2019); the YEARS algorithm is an alternative validated strategy.',
    ),
    question('wells-result', 'What is the two-level Wells score?', [
      ['PE unlikely (4 or less)', 'd-dimer'],
      ['PE likely (more than 4)', 'ctpa'],
    ]),
    action(
      'd-dimer',
      'Measure D-dimer.',
      'd-dimer-result',
      'NICE NG158: if the result will take more than 4 hours, give interim therapeutic anticoagulation. ESC 2019: consider an age-adjusted cut-off (age × 10 µg/L) above age 50.',
    ),
    question('d-dimer-result', 'Is the D-dimer positive (above the cut-off)?', YES_NO('ctpa', 'out-excluded')),
    outcome(
      'out-excluded',
      'PE excluded: consider alternative diagnoses.',
      'Stop interim anticoagulation if it was started.',
    ),
    action(
      'ctpa',
      'CT pulmonary angiography (CTPA).',
      'ctpa-result',
      'NICE NG158: give interim therapeutic anticoagulation if CTPA will be delayed. If CTPA is unsuitable (e.g. contrast allergy or severe renal impairment), consider a ventilation/perfusion (V/Q) scan.',
    ),
    question('ctpa-result', 'Does CTPA show pulmonary embolism?', YES_NO('treat', 'out-ctpa-negative')),
    outcome(
      'out-ctpa-negative',
      'PE not shown on CTPA: consider alternative diagnoses.',
      'NICE NG158: if the Wells score was "likely", consider proximal leg vein ultrasound if DVT is suspected.',
    ),
    action(
      'treat',
      'Start anticoagulation and stratify the risk of early death.',
      'out-confirmed',
      'NICE NG158: apixaban or rivaroxaban for most patients; ESC 2019 prefers a DOAC over a vitamin K antagonist when eligible. Check renal function and interactions. Assess severity with sPESI/PESI, RV imaging and troponin: selected low-risk patients can be treated at home; intermediate-high-risk patients need monitoring for decompensation (ESC 2019).',
    ),
    outcome('out-confirmed', 'Confirmed PE: therapeutic anticoagulation for at least 3 months, then review.'),
  ],
  calculators: [CALC.wellsPe, CALC.creatinine],
  sources: [SRC.escPe2019, SRC.nicePe2020],
};

const acuteDyspnoea: DiagnosticAlgorithm = {
  id: 'acute-dyspnoea',
  tab: 'Respiratory',
  title: 'Acute Dyspnoea',
  description:
    'Acute breathlessness in adults: immediate threats, targeted oxygen, first-line tests and the leading diagnoses.',
  start: 'abcde',
  nodes: [
    action(
      'abcde',
      'ABCDE assessment with SpO2, respiratory rate, heart rate, blood pressure, temperature and conscious level.',
      'threat',
      'Give oxygen to a target SpO2 of 94-98%, or 88-92% in patients at risk of hypercapnic respiratory failure such as COPD (BTS 2017).',
    ),
    question(
      'threat',
      'Is there an immediately life-threatening cause?',
      YES_NO('immediate', 'tests'),
      'Airway obstruction or stridor, anaphylaxis, tension pneumothorax, life-threatening asthma, exhaustion or respiratory arrest.',
    ),
    action(
      'immediate',
      'Treat immediately and call for senior and critical-care help.',
      'out-immediate',
      'Anaphylaxis: IM adrenaline 500 micrograms in adults, repeated after 5 minutes if needed (Resuscitation Council UK 2021). Tension pneumothorax: immediate decompression. Life-threatening asthma: see the Acute Asthma algorithm.',
    ),
    outcome('out-immediate', 'Life-threatening cause: resuscitation and definitive treatment.'),
    action(
      'tests',
      'First-line investigations.',
      'picture',
      '12-lead ECG, chest X-ray, blood gas (arterial if SpO2 is low or hypercapnia is possible), full blood count, renal function, and natriuretic peptide and troponin when a cardiac cause is possible; point-of-care lung ultrasound where available. Request D-dimer only after assessing the clinical probability of PE.',
    ),
    question('picture', 'Which picture fits best?', [
      ['Wheeze, known asthma or COPD', 'airways'],
      ['Congestion: raised JVP, crackles, oedema or raised natriuretic peptide', 'heart-failure'],
      ['Fever, focal chest signs or consolidation', 'pneumonia'],
      ['Unilateral reduced breath sounds (pneumothorax or effusion)', 'pleural'],
      ['Clear chest with tachycardia, VTE risk factors or pleuritic pain', 'pe'],
      ['Metabolic acidosis on the blood gas (deep, rapid breathing)', 'metabolic'],
      ['None of these', 'out-reassess'],
    ]),
    action(
      'airways',
      'Treat as an exacerbation of obstructive airways disease.',
      'out-airways',
      'Asthma: see the Acute Asthma algorithm. COPD (GOLD): short-acting bronchodilators, oral prednisolone (40 mg daily for 5 days), antibiotics when sputum purulence increases with more breathlessness or sputum volume, controlled oxygen; non-invasive ventilation for acute hypercapnic respiratory failure with acidosis (pH <7.35) despite optimal medical treatment (BTS/ICS 2016).',
    ),
    outcome('out-airways', 'Obstructive airways exacerbation: treatment and monitoring.'),
    action(
      'heart-failure',
      'Treat as acute heart failure.',
      'out-heart-failure',
      'IV loop diuretic, vasodilator if blood pressure allows, echocardiography and search for precipitants (ESC 2021); see the Suspected Heart Failure algorithm.',
    ),
    outcome('out-heart-failure', 'Acute heart failure: hospital care.'),
    action(
      'pneumonia',
      'Assess pneumonia severity and screen for sepsis.',
      'out-pneumonia',
      'See the Community-Acquired Pneumonia (CURB-65) and Sepsis Recognition algorithms.',
    ),
    outcome('out-pneumonia', 'Suspected pneumonia: severity-guided treatment.'),
    action(
      'pleural',
      'Confirm pneumothorax or pleural effusion with chest X-ray or ultrasound and manage it.',
      'out-pleural',
      'Follow the BTS 2023 pleural disease guideline; decompress immediately if there is tension physiology.',
    ),
    outcome('out-pleural', 'Pleural cause: drainage or conservative management as indicated.'),
    action('pe', 'Assess for pulmonary embolism.', 'out-pe', 'See the Suspected Pulmonary Embolism algorithm.'),
    outcome('out-pe', 'Suspected PE: Wells score, D-dimer or CTPA pathway.'),
    action(
      'metabolic',
      'Find the cause of the metabolic acidosis.',
      'out-metabolic',
      'Check glucose and ketones (diabetic ketoacidosis), lactate (sepsis, hypoperfusion), renal function and toxicology (for example salicylates or toxic alcohols); treat the cause.',
    ),
    outcome('out-metabolic', 'Metabolic cause of breathlessness: treat the underlying disorder.'),
    outcome(
      'out-reassess',
      'No clear cause: reassess and consider less common causes.',
      'For example anaemia, arrhythmia, neuromuscular weakness, upper-airway problems; anxiety is a diagnosis of exclusion.',
    ),
  ],
  calculators: [CALC.wellsPe],
  sources: [
    SRC.btsOxygen2017,
    SRC.rcukAnaphylaxis2021,
    SRC.gold2026,
    SRC.gold2024,
    SRC.btsNiv2016,
    SRC.escHf2021,
    SRC.btsPleural2023,
    SRC.escPe2019,
  ],
};

const communityAcquiredPneumonia: DiagnosticAlgorithm = {
  id: 'community-acquired-pneumonia',
  tab: 'Respiratory',
  title: 'Community-Acquired Pneumonia Severity (CURB-65)',
  description:
    'Severity assessment with CRB-65 in the community or CURB-65 in hospital, with site of care and first-line antibiotics.',
  start: 'setting',
  nodes: [
    question('setting', 'Where is the patient being assessed?', [
      ['Primary care or community (no blood tests)', 'crb65'],
      ['Hospital', 'hospital'],
    ]),
    question(
      'crb65',
      'What is the CRB-65 score?',
      [
        ['0', 'home'],
        ['1-2', 'consider-admission'],
        ['3-4', 'urgent-admission'],
      ],
      'One point each: Confusion (abbreviated mental test score 8 or less, or new disorientation), Respiratory rate ≥30/min, Blood pressure systolic <90 or diastolic ≤60 mmHg, age ≥65. NICE CG191: 0 low risk (<1% mortality); 1-2 intermediate (1-10%); 3-4 high (>10%).',
    ),
    action(
      'home',
      'Low risk: consider treatment at home.',
      'out-home',
      'NICE NG138 (low severity): amoxicillin for 5 days; alternatives doxycycline or clarithromycin (erythromycin in pregnancy). Advise on worsening symptoms and review if not improving. Check local guidance and allergies.',
    ),
    outcome('out-home', 'Low-severity pneumonia: home treatment with safety-netting.'),
    action(
      'consider-admission',
      'Intermediate risk: consider hospital assessment, particularly with a score of 2.',
      'out-consider',
      'Use clinical judgement alongside the score (oxygen saturation, comorbidities, ability to take oral treatment, social circumstances).',
    ),
    outcome('out-consider', 'Intermediate risk: hospital assessment or close review.'),
    action('urgent-admission', 'High risk: arrange urgent hospital admission.', 'out-urgent'),
    outcome('out-urgent', 'High-risk pneumonia: urgent admission.'),
    action(
      'hospital',
      'Confirm with a chest X-ray, check blood tests including urea, and screen for sepsis.',
      'curb65',
      'NICE CG191: give antibiotics as soon as possible after diagnosis and within 4 hours of presentation; follow the sepsis pathway if sepsis is suspected.',
    ),
    question(
      'curb65',
      'What is the CURB-65 score?',
      [
        ['0-1', 'low'],
        ['2', 'moderate'],
        ['3-5', 'high'],
      ],
      'CRB-65 items plus Urea >7 mmol/L. NICE CG191: 0-1 low risk (<3% 30-day mortality); 2 intermediate (3-15%); 3-5 high (>15%).',
    ),
    action(
      'low',
      'Low severity: consider home treatment.',
      'out-low',
      'NICE NG138: oral amoxicillin for 5 days; alternatives doxycycline or clarithromycin (erythromycin in pregnancy).',
    ),
    outcome('out-low', 'Low-severity pneumonia: oral antibiotics and early discharge where appropriate.'),
    action(
      'moderate',
      'Moderate severity: hospital-based treatment.',
      'out-moderate',
      'NICE NG138: amoxicillin, adding clarithromycin (erythromycin in pregnancy) if atypical pathogens are suspected; a 5-day course unless microbiology suggests otherwise or the patient is not clinically stable.',
    ),
    outcome('out-moderate', 'Moderate-severity pneumonia: hospital treatment and review at 48-72 hours.'),
    action(
      'high',
      'High severity: urgent senior review and consider critical care.',
      'out-high',
      'NICE NG138: co-amoxiclav with clarithromycin (erythromycin in pregnancy), given intravenously if severely unwell; alternatives on microbiology advice. Assess for intensive care, especially with a score of 4-5 (BTS 2009), respiratory failure or septic shock.',
    ),
    outcome('out-high', 'High-severity pneumonia: intravenous treatment and critical-care assessment.'),
  ],
  calculators: [],
  sources: [SRC.btsCap2009, SRC.niceCap2014, SRC.niceCapAbx2019, SRC.atsIdsaCap2019],
};

const asthmaExacerbation: DiagnosticAlgorithm = {
  id: 'asthma-exacerbation',
  tab: 'Respiratory',
  title: 'Acute Asthma Exacerbation (Adults)',
  description: 'Severity assessment and stepwise treatment of acute asthma in adults, with admission and discharge criteria.',
  start: 'assess',
  nodes: [
    action(
      'assess',
      'Assess severity: peak expiratory flow (PEF, % of best or predicted), SpO2, respiratory rate, heart rate and ability to complete sentences.',
      'severity',
    ),
    question(
      'severity',
      'How severe is the attack?',
      [
        ['Moderate', 'moderate'],
        ['Acute severe', 'severe'],
        ['Life-threatening or near-fatal', 'life-threatening'],
      ],
      'BTS/SIGN: moderate, PEF >50-75% with no features of acute severe asthma. Acute severe, any of PEF 33-50%, respiratory rate ≥25/min, heart rate ≥110/min, inability to complete sentences in one breath. Life-threatening, any of PEF <33%, SpO2 <92%, PaO2 <8 kPa, normal PaCO2 (4.6-6.0 kPa), silent chest, cyanosis, poor respiratory effort, arrhythmia, exhaustion, altered consciousness, hypotension. Near-fatal: raised PaCO2 or need for mechanical ventilation with raised inflation pressures.',
    ),
    action(
      'moderate',
      'Give high-dose inhaled short-acting beta-2 agonist and oral prednisolone.',
      'response',
      'Salbutamol by pressurised inhaler with spacer or by nebuliser; prednisolone 40-50 mg daily for at least 5 days; oxygen only if needed to keep SpO2 94-98% (BTS/SIGN).',
    ),
    action(
      'severe',
      'Give oxygen, oxygen-driven nebulised salbutamol, nebulised ipratropium and steroids.',
      'response',
      'BTS/SIGN: oxygen to SpO2 94-98%; salbutamol 5 mg nebulised, repeated as needed; ipratropium 0.5 mg every 4-6 hours; prednisolone 40-50 mg (or IV hydrocortisone); consider a single dose of IV magnesium sulfate 1.2-2 g over 20 minutes if the response to initial treatment is poor. Arterial blood gases if SpO2 <92%.',
    ),
    action(
      'life-threatening',
      'Treat as acute severe asthma and involve senior and critical-care staff immediately.',
      'out-critical-care',
      'Give IV magnesium sulfate and back-to-back nebulised salbutamol with ipratropium, and check arterial blood gases. Near-fatal features or deterioration despite treatment need intensive-care assessment for ventilatory support.',
    ),
    outcome('out-critical-care', 'Life-threatening asthma: high-dependency or intensive care.'),
    question(
      'response',
      'One hour after initial treatment, is PEF above 75% of best or predicted with no features of acute severe asthma?',
      YES_NO('out-discharge', 'out-admit'),
    ),
    outcome(
      'out-discharge',
      'May be discharged with a plan, unless other reasons for admission exist.',
      'Complete at least 5 days of oral prednisolone, check inhaler technique, review inhaled corticosteroid-containing maintenance treatment, give a written asthma action plan and arrange review in primary care within 2 working days (BTS/SIGN).',
    ),
    outcome(
      'out-admit',
      'Admit for continued treatment and monitoring.',
      'Continue nebulised bronchodilators and steroids, repeat PEF and blood gases as needed, and escalate to intensive care if deteriorating.',
    ),
  ],
  calculators: [],
  sources: [SRC.gina2026, SRC.gina2024, SRC.btsSignAsthma2019, SRC.btsOxygen2017],
};

// ── Neurological ─────────────────────────────────────────────────────────────────────────────

const suspectedStrokeTia: DiagnosticAlgorithm = {
  id: 'suspected-stroke-tia',
  tab: 'Neurological',
  title: 'Suspected Stroke or TIA',
  description:
    'Hyperacute assessment of suspected stroke or transient ischaemic attack: imaging, thrombolysis and thrombectomy windows, and TIA referral.',
  start: 'recognise',
  nodes: [
    action(
      'recognise',
      'Recognise and time the event: use FAST or ROSIER, record the time last known well and check capillary glucose.',
      'resolved',
      'Hypoglycaemia can mimic stroke and must be corrected first. Alert the stroke team early.',
    ),
    question('resolved', 'Have the symptoms fully resolved?', [
      ['Yes: suspected TIA', 'tia'],
      ['No: persisting deficit', 'imaging'],
    ]),
    action(
      'tia',
      'Give aspirin 300 mg immediately unless contraindicated, and refer for specialist assessment within 24 hours of symptom onset.',
      'out-tia',
      'NICE NG128: do not use scoring systems such as ABCD2 to decide urgency. People with a bleeding disorder or taking an anticoagulant need immediate imaging to exclude haemorrhage. If symptoms recur or persist, manage as stroke. High-risk TIA (ABCD2 ≥ 4) without a cardioembolic source: once haemorrhage is excluded, short-term dual antiplatelet therapy, aspirin plus clopidogrel (loading dose 300-600 mg) started within 24 hours and continued for 21 days (the AHA/ASA 2021 secondary prevention guideline allows 21-90 days), then a single antiplatelet (CHANCE, POINT).',
    ),
    outcome('out-tia', 'Suspected TIA: specialist assessment within 24 hours and secondary prevention.'),
    action(
      'imaging',
      'Immediate non-contrast CT head, with CT angiography if thrombectomy may be indicated.',
      'haemorrhage',
      'NICE NG128: add CT perfusion (or equivalent MRI) for presentations beyond 6 hours when thrombectomy is being considered.',
    ),
    question('haemorrhage', 'Does imaging show intracerebral haemorrhage?', YES_NO('ich', 'lysis-window')),
    action(
      'ich',
      'Manage intracerebral haemorrhage.',
      'out-ich',
      'Reverse anticoagulation urgently, manage blood pressure, and seek neurosurgical advice where appropriate (AHA/ASA 2022).',
    ),
    outcome('out-ich', 'Intracerebral haemorrhage: stroke-unit or neurosurgical care.'),
    question(
      'lysis-window',
      'Is the patient within 4.5 hours of last known well and without contraindications to thrombolysis?',
      YES_NO('lysis', 'lvo'),
      'AHA/ASA 2019: blood pressure must be below 185/110 mmHg before treatment and kept below 180/105 mmHg for 24 hours afterwards.',
    ),
    action(
      'lysis',
      'Give intravenous thrombolysis.',
      'lvo',
      'Alteplase 0.9 mg/kg (maximum 90 mg; 10% as a bolus and the rest over 60 minutes), or tenecteplase 0.25 mg/kg as a single intravenous bolus (maximum 25 mg) (AHA/ASA 2019 update; AHA/ASA 2026 endorses either). The stroke dose of tenecteplase is not the myocardial-infarction dose, which is weight-banded up to 50 mg: confusing them is a known error. Tenecteplase 0.4 mg/kg is not recommended.',
    ),
    question('lvo', 'Is there a large-vessel occlusion of the proximal anterior circulation on CT angiography?', [
      ['Yes, within 6 hours of onset', 'thrombectomy'],
      ['Yes, 6-24 hours with salvageable tissue on imaging', 'thrombectomy'],
      ['No, or not eligible', 'stroke-unit'],
    ]),
    action(
      'thrombectomy',
      'Refer for mechanical thrombectomy as soon as possible.',
      'stroke-unit',
      'NICE NG128: within 6 hours of onset (with thrombolysis if eligible) for proximal anterior-circulation occlusion, and between 6 and 24 hours if imaging shows potentially salvageable brain tissue. Discuss posterior-circulation occlusions with the thrombectomy centre.',
    ),
    action(
      'stroke-unit',
      'Admit directly to a hyperacute stroke unit.',
      'out-stroke',
      'Swallow screen before oral intake; aspirin 300 mg daily for 2 weeks once haemorrhage is excluded (delayed until 24 hours after thrombolysis); monitor glucose, oxygenation and blood pressure (NICE NG128). Minor non-cardioembolic ischaemic stroke (NIHSS ≤ 3) not treated with thrombolysis: aspirin plus clopidogrel (loading dose 300-600 mg) started within 24 hours and continued for 21 days (the AHA/ASA 2021 secondary prevention guideline allows 21-90 days), then a single antiplatelet (CHANCE, POINT).',
    ),
    outcome(
      'out-stroke',
      'Acute ischaemic stroke: stroke-unit care and secondary prevention.',
      'Look for atrial fibrillation and carotid stenosis.',
    ),
  ],
  calculators: [CALC.chads2vasc],
  sources: [SRC.ahaStroke2026, SRC.ahaStroke2019, SRC.ahaSecondaryStroke2021, SRC.chance2013, SRC.point2018, SRC.niceStroke2019, SRC.ahaIch2022],
};

const headacheRedFlags: DiagnosticAlgorithm = {
  id: 'headache-red-flags',
  tab: 'Neurological',
  title: 'Headache: Red Flags',
  description:
    'Screening a new or acute headache for red flags of secondary causes, including the subarachnoid haemorrhage pathway.',
  start: 'thunderclap',
  nodes: [
    question(
      'thunderclap',
      'Thunderclap onset: a sudden severe headache peaking within 1 to 5 minutes?',
      YES_NO('ct', 'infection'),
      'NICE NG228 definition. Also suspect SAH with reduced consciousness, seizure, focal deficit, or neck pain or stiffness.',
    ),
    action(
      'ct',
      'Suspected subarachnoid haemorrhage: non-contrast CT head immediately.',
      'ct-result',
      'In alert patients with acute headache, the Ottawa SAH Rule can help identify who needs investigation (Perry 2013).',
    ),
    question('ct-result', 'Does CT show subarachnoid haemorrhage?', [
      ['Yes', 'out-sah'],
      ['No, and CT was within 6 hours of onset', 'out-early-negative'],
      ['No, and CT was more than 6 hours after onset', 'lp'],
    ]),
    outcome('out-sah', 'Subarachnoid haemorrhage: urgent neurosurgical referral and CT angiography.'),
    outcome(
      'out-early-negative',
      'SAH unlikely: do not routinely perform lumbar puncture; consider other causes and seek specialist advice.',
      'NICE NG228. Other causes of thunderclap headache include reversible cerebral vasoconstriction syndrome, cervical artery dissection, cerebral venous thrombosis and pituitary apoplexy.',
    ),
    action(
      'lp',
      'Consider lumbar puncture at least 12 hours after headache onset (CSF spectrophotometry for xanthochromia).',
      'lp-result',
      'NICE NG228.',
    ),
    question('lp-result', 'Is the CSF consistent with subarachnoid haemorrhage?', YES_NO('out-sah', 'out-late-negative')),
    outcome(
      'out-late-negative',
      'SAH excluded: consider other causes of thunderclap headache.',
    ),
    question(
      'infection',
      'Fever, neck stiffness, rash, altered mental state or immunosuppression?',
      YES_NO('out-infection', 'neuro'),
    ),
    outcome(
      'out-infection',
      'Suspected CNS infection: follow the Suspected Meningitis algorithm.',
    ),
    question(
      'neuro',
      'New focal neurological deficit, papilloedema, seizure or reduced consciousness?',
      YES_NO('imaging', 'gca'),
    ),
    action(
      'imaging',
      'Urgent neuroimaging (CT, then MRI or venography as indicated).',
      'out-imaging',
      'Consider stroke, haemorrhage, tumour, abscess and cerebral venous thrombosis; see the Stroke and Altered Consciousness algorithms.',
    ),
    outcome('out-imaging', 'Possible structural cause: imaging-guided specialist management.'),
    question(
      'gca',
      'Age over 50 with a new headache, jaw claudication, scalp tenderness, visual symptoms or raised inflammatory markers?',
      YES_NO('gca-treat', 'other-flags'),
    ),
    action(
      'gca-treat',
      'Suspected giant cell arteritis: check ESR and CRP and start high-dose glucocorticoids without waiting for confirmation.',
      'out-gca',
      'BSR 2020: prednisolone 40-60 mg daily; same-day specialist and ophthalmology review if there are visual symptoms (IV methylprednisolone may be considered for visual loss); fast-track temporal artery ultrasound or biopsy.',
    ),
    outcome('out-gca', 'Suspected giant cell arteritis: fast-track specialist pathway.'),
    question(
      'other-flags',
      'Any other red flag?',
      YES_NO('out-investigate', 'out-primary'),
      'SNNOOP10 examples: systemic symptoms or history of cancer; pregnancy or the puerperium; headache triggered by cough, exertion or Valsalva; positional headache; progressive headache or change in pattern; new headache after head injury or in immunosuppression; painful eye with autonomic features; use of anticoagulants.',
    ),
    outcome('out-investigate', 'Red flag present: targeted investigation and specialist advice.'),
    outcome(
      'out-primary',
      'No red flags: probable primary headache; classify and manage.',
      'NICE CG150: diagnose tension-type, migraine or cluster headache from the history (ICHD-3 criteria) and look for medication-overuse headache; a headache diary helps.',
    ),
  ],
  calculators: [CALC.gcs],
  sources: [SRC.niceSah2022, SRC.niceHeadache2012, SRC.snnoop10, SRC.bsrGca2020, SRC.ichd3],
};

const firstSeizure: DiagnosticAlgorithm = {
  id: 'first-seizure',
  tab: 'Neurological',
  title: 'First Seizure (Adults)',
  description:
    'A first suspected seizure: status epilepticus, mimics, provoked causes, and referral and investigation of an unprovoked seizure.',
  start: 'status',
  nodes: [
    question(
      'status',
      'Has the seizure lasted 5 minutes or more, or are seizures recurring without recovery in between?',
      YES_NO('status-treat', 'mimic'),
    ),
    action(
      'status-treat',
      'Treat as convulsive status epilepticus.',
      'out-status',
      'Airway, oxygen and glucose check; a first-line benzodiazepine (e.g. IV lorazepam, or buccal midazolam without IV access), repeated once if needed; then a second-line drug (levetiracetam, phenytoin or sodium valproate) and early critical-care involvement (NICE NG217; AES 2016).',
    ),
    outcome('out-status', 'Status epilepticus: emergency treatment and critical care.'),
    question(
      'mimic',
      'Was the event probably an epileptic seizure rather than a mimic?',
      [
        ['Yes, probably a seizure', 'provoked'],
        ['No, syncope or another mimic is more likely', 'out-mimic'],
      ],
      'Get a witness account. Consider syncope (including convulsive syncope), cardiac arrhythmia, psychogenic non-epileptic seizures, hypoglycaemia, TIA and sleep disorders. Record a 12-lead ECG in adults with a suspected seizure (NICE NG217).',
    ),
    outcome('out-mimic', 'Probable seizure mimic: follow the relevant pathway (e.g. the Syncope algorithm).'),
    question(
      'provoked',
      'Is there an acute symptomatic (provoked) cause?',
      YES_NO('treat-cause', 'unprovoked'),
      'Check glucose, sodium, calcium, magnesium, renal and liver function; ask about alcohol or drug intoxication or withdrawal; consider head injury, CNS infection, stroke and eclampsia. Urgent CT for a new focal deficit, persistent reduced consciousness, head injury, anticoagulant use or suspected intracranial cause.',
    ),
    action(
      'treat-cause',
      'Treat the underlying cause.',
      'out-provoked',
      'Long-term antiseizure medication is usually not needed for a provoked seizure once the cause is corrected; seek specialist advice if unsure.',
    ),
    outcome('out-provoked', 'Provoked seizure: treat the cause and follow up.'),
    action(
      'unprovoked',
      'First unprovoked seizure: refer urgently to a specialist (to be seen within 2 weeks), who will arrange EEG and MRI as needed.',
      'recurrence',
      'NICE NG217. Give safety advice (bathing, heights, swimming, cooking), advice on driving according to local regulations, and what to do if another seizure happens.',
    ),
    question(
      'recurrence',
      'Is the risk of recurrence high (epileptiform EEG, structural brain lesion, nocturnal seizure, previous brain insult or neurological deficit)?',
      YES_NO('out-consider-treatment', 'out-observe'),
      'ILAE 2014: one unprovoked seizure with a recurrence risk of at least 60% over 10 years meets the definition of epilepsy. AAN/AES 2015: immediate treatment lowers the risk of recurrence within 2 years but does not change long-term remission.',
    ),
    outcome('out-consider-treatment', 'High recurrence risk: specialist discussion about antiseizure medication.'),
    outcome('out-observe', 'Lower recurrence risk: usually no antiseizure medication after a single seizure; specialist follow-up.'),
  ],
  calculators: [CALC.qtc, CALC.gcs],
  sources: [SRC.niceEpilepsy2022, SRC.ilae2014, SRC.aanFirstSeizure2015, SRC.aesStatus2016],
};

const alteredConsciousness: DiagnosticAlgorithm = {
  id: 'altered-consciousness',
  tab: 'Neurological',
  title: 'Altered Consciousness (GCS)',
  description:
    'Reduced consciousness: ABCDE, Glasgow Coma Scale, glucose, and the reversible, structural, infective, toxic and metabolic causes.',
  start: 'abcde',
  nodes: [
    action(
      'abcde',
      'ABCDE assessment; record the Glasgow Coma Scale (eye, verbal, motor) and pupils.',
      'airway',
      'Report the GCS by its components (e.g. E2 V3 M5) as well as the total (Teasdale 2014).',
    ),
    question('airway', 'Is the GCS 8 or less, or is the airway unprotected?', YES_NO('secure-airway', 'glucose')),
    action(
      'secure-airway',
      'Protect the airway and call for urgent anaesthetic or critical-care help.',
      'glucose',
      'A GCS of 8 or less usually needs a definitive airway; continue the assessment once the airway is safe.',
    ),
    question(
      'glucose',
      'Is the capillary glucose low (below 4.0 mmol/L, about 70 mg/dL)?',
      YES_NO('hypoglycaemia', 'trauma'),
    ),
    action(
      'hypoglycaemia',
      'Treat hypoglycaemia immediately.',
      'recovered',
      'IV glucose (e.g. 10% or 20% glucose) or IM glucagon if there is no IV access; give thiamine in alcohol misuse or malnutrition without delaying glucose; recheck glucose and find the cause.',
    ),
    question('recovered', 'Has consciousness returned to normal?', YES_NO('out-hypoglycaemia', 'trauma')),
    outcome('out-hypoglycaemia', 'Hypoglycaemia: treat the cause and prevent recurrence.'),
    question('trauma', 'Is there a head injury, or an unwitnessed collapse with possible injury?', YES_NO('head-ct', 'focal')),
    action(
      'head-ct',
      'Head injury: CT head according to NICE NG232.',
      'out-trauma',
      'CT within 1 hour for adults with GCS <13 on initial assessment, GCS <15 two hours after the injury, suspected open or depressed skull fracture, signs of basal skull fracture, post-traumatic seizure, focal neurological deficit or more than one episode of vomiting. Anticoagulant use lowers the threshold for CT. Protect the cervical spine when indicated.',
    ),
    outcome('out-trauma', 'Traumatic brain injury: imaging-guided neurosurgical and critical care.'),
    question(
      'focal',
      'Focal neurological signs or signs of raised intracranial pressure?',
      YES_NO('structural', 'infection'),
    ),
    action(
      'structural',
      'Urgent CT head, with CT angiography if stroke is possible.',
      'out-structural',
      'Consider stroke, haemorrhage, tumour and abscess; follow the Suspected Stroke algorithm if within treatment windows.',
    ),
    outcome('out-structural', 'Structural cause: specialist (stroke or neurosurgical) management.'),
    question('infection', 'Fever, meningism, rash or suspected sepsis?', YES_NO('infection-treat', 'toxic')),
    action(
      'infection-treat',
      'Treat as CNS infection or sepsis.',
      'out-infection',
      'Blood cultures and immediate empirical antimicrobials, with aciclovir if encephalitis is possible; see the Suspected Meningitis and Sepsis Recognition algorithms.',
    ),
    outcome('out-infection', 'Infective cause: antimicrobials, source identification and monitoring.'),
    question(
      'toxic',
      'Is there a toxidrome or known drug exposure (e.g. pinpoint pupils and slow breathing with opioids)?',
      YES_NO('poisoning', 'metabolic'),
    ),
    action(
      'poisoning',
      'Manage poisoning.',
      'out-poisoning',
      'Titrated naloxone for suspected opioid toxicity; paracetamol and salicylate levels; ECG; take advice from a poisons information service (e.g. TOXBASE or the UK National Poisons Information Service).',
    ),
    outcome('out-poisoning', 'Poisoning: specific antidotes where available and supportive care.'),
    action(
      'metabolic',
      'Screen for metabolic and other causes.',
      'out-metabolic',
      'Blood gas with lactate and carboxyhaemoglobin, sodium, calcium, renal and liver function (consider ammonia), thyroid function and temperature; EEG if non-convulsive status epilepticus is possible.',
    ),
    outcome('out-metabolic', 'Metabolic or other cause: correct it and reassess the GCS regularly.'),
  ],
  calculators: [CALC.gcs],
  sources: [SRC.gcs40, SRC.rcukAbcde2021, SRC.niceHeadInjury2023],
};

// ── Infectious ───────────────────────────────────────────────────────────────────────────────

const sepsisRecognition: DiagnosticAlgorithm = {
  id: 'sepsis-recognition',
  tab: 'Infectious',
  title: 'Sepsis Recognition',
  description:
    'Recognising sepsis and septic shock (Sepsis-3) and the first-hour actions of the Surviving Sepsis Campaign 2021.',
  start: 'infection',
  nodes: [
    question(
      'infection',
      'Is infection suspected in a patient who is unwell or deteriorating?',
      YES_NO('screen', 'out-no-infection'),
    ),
    outcome('out-no-infection', 'Infection not suspected: look for other causes of deterioration.'),
    action(
      'screen',
      'Screen with a track-and-trigger score (e.g. NEWS2), assess for organ dysfunction and measure lactate.',
      'shock',
      'SSC 2021 recommends against using qSOFA alone as a single screening tool (compared with SIRS, NEWS or MEWS). A qSOFA of 2 or more (respiratory rate ≥22/min, altered mentation, systolic BP ≤100 mmHg) should still prompt assessment for sepsis (Sepsis-3).',
    ),
    question(
      'shock',
      'Are there signs of shock or hypoperfusion (hypotension, raised lactate, mottling, prolonged capillary refill)?',
      YES_NO('shock-treat', 'organ'),
    ),
    action(
      'shock-treat',
      'Possible septic shock: give antimicrobials immediately (ideally within 1 hour) and resuscitate.',
      'shock-definition',
      'SSC 2021: blood cultures before antimicrobials if this causes no substantial delay; at least 30 mL/kg IV crystalloid (balanced crystalloid preferred) within the first 3 hours for hypoperfusion; norepinephrine first line, which may be started peripherally, for an initial MAP target of 65 mmHg; remeasure lactate; identify and control the source; involve critical care.',
    ),
    question(
      'shock-definition',
      'After adequate fluids, are vasopressors needed to keep MAP ≥65 mmHg, with lactate >2 mmol/L?',
      YES_NO('out-septic-shock', 'out-sepsis'),
    ),
    outcome(
      'out-septic-shock',
      'Septic shock (Sepsis-3; hospital mortality above 40%): intensive care.',
      'SSC 2021: consider adding vasopressin when norepinephrine reaches 0.25-0.5 µg/kg/min; IV hydrocortisone 200 mg/day for ongoing vasopressor need (norepinephrine ≥0.25 µg/kg/min for at least 4 hours).',
    ),
    question(
      'organ',
      'Is there new organ dysfunction (an acute SOFA increase of 2 points or more)?',
      YES_NO('sepsis-treat', 'possible'),
      'For example hypoxaemia, reduced GCS, low platelets, raised bilirubin or creatinine, or low urine output.',
    ),
    action(
      'sepsis-treat',
      'Sepsis: take cultures, give antimicrobials promptly (within 1 hour when sepsis is likely) and look for the source.',
      'out-sepsis',
      'Reassess perfusion and lactate; escalate if the patient deteriorates.',
    ),
    outcome('out-sepsis', 'Sepsis: antimicrobials, source control and close monitoring.'),
    action(
      'possible',
      'Possible sepsis without shock: rapidly assess infectious versus non-infectious causes.',
      'out-possible',
      'SSC 2021: if concern for infection persists, give antimicrobials within 3 hours of recognition; reassess frequently.',
    ),
    outcome('out-possible', 'Infection without organ dysfunction: treat the infection and re-evaluate.'),
  ],
  calculators: [CALC.gcs],
  sources: [SRC.sepsis3, SRC.ssc2026, SRC.ssc2021, SRC.niceSepsis2024, SRC.news2],
};

const returningTravellerFever: DiagnosticAlgorithm = {
  id: 'returning-traveller-fever',
  tab: 'Infectious',
  title: 'Fever in the Returning Traveller',
  description:
    'Fever after travel: viral haemorrhagic fever risk, urgent malaria testing and severity, sepsis, and destination-guided investigation.',
  start: 'vhf',
  nodes: [
    question(
      'vhf',
      'Within 21 days of leaving an area with a viral haemorrhagic fever risk (e.g. an Ebola, Marburg or Lassa outbreak), or with a high-risk exposure?',
      YES_NO('vhf-isolate', 'malaria-area'),
    ),
    action(
      'vhf-isolate',
      'Isolate and follow the viral haemorrhagic fever risk-assessment pathway immediately.',
      'out-vhf',
      'Use appropriate protective equipment and contact infectious diseases, microbiology and public health before routine samples are sent (UK ACDP guidance). Urgent malaria testing is still needed, under the appropriate precautions.',
    ),
    outcome('out-vhf', 'Possible VHF: specialist infection and public-health management.'),
    question(
      'malaria-area',
      'Has the patient been in a malaria-endemic area?',
      YES_NO('malaria-test', 'sepsis'),
      'Falciparum malaria usually presents within 3 months of return; other species can present up to a year or more later.',
    ),
    action(
      'malaria-test',
      'Urgent malaria testing: thick and thin blood films (with a rapid diagnostic test) and same-day results.',
      'malaria-result',
      'UK guidelines: if negative, repeat the films at 12-24 hours and again after a further 24 hours before malaria is excluded.',
    ),
    question('malaria-result', 'Are malaria parasites seen?', [
      ['Yes', 'malaria-severity'],
      ['No (repeat films as above while assessing other causes)', 'sepsis'],
    ]),
    question(
      'malaria-severity',
      'Falciparum malaria with severe features or parasitaemia above 2%?',
      YES_NO('severe-malaria', 'uncomplicated-malaria'),
      'Severe features include impaired consciousness or seizures, renal impairment, acidosis, hypoglycaemia, pulmonary oedema or ARDS, haemoglobin ≤80 g/L, spontaneous bleeding or DIC, shock and haemoglobinuria (UK guidelines).',
    ),
    action(
      'severe-malaria',
      'Give IV artesunate and arrange high-dependency or intensive care.',
      'out-severe-malaria',
      'Seek specialist advice; complete treatment with a full oral course once improving.',
    ),
    outcome('out-severe-malaria', 'Severe malaria: IV artesunate and critical care.'),
    action(
      'uncomplicated-malaria',
      'Treat uncomplicated malaria with an oral regimen chosen by species.',
      'out-malaria',
      'Falciparum: an artemisinin combination therapy such as artemether-lumefantrine, usually starting in hospital. Non-falciparum: an artemisinin combination therapy or chloroquine (where sensitive), then primaquine for radical cure of P. vivax or P. ovale after G6PD testing.',
    ),
    outcome('out-malaria', 'Malaria: species-directed treatment with specialist follow-up.'),
    question('sepsis', 'Are there signs of sepsis or severe illness?', YES_NO('sepsis-treat', 'workup')),
    action(
      'sepsis-treat',
      'Follow the sepsis pathway: cultures and empirical antimicrobials that cover travel-related infections.',
      'out-sepsis',
      'For example enteric fever (antibiotic resistance is common in isolates from South Asia), rickettsial infection and meningococcal disease; seek infectious diseases advice.',
    ),
    outcome('out-sepsis', 'Sepsis after travel: empirical treatment and specialist input.'),
    action(
      'workup',
      'Investigate according to destination, exposures and incubation period.',
      'out-workup',
      'Full blood count, renal and liver function, CRP, blood cultures, urinalysis and chest X-ray; consider dengue, enteric fever, rickettsial infection, leptospirosis, acute HIV, viral hepatitis and respiratory viruses. Notify notifiable diseases.',
    ),
    outcome('out-workup', 'Cause-directed management; seek infectious diseases advice if unclear.'),
  ],
  calculators: [],
  sources: [SRC.biaTraveller2009, SRC.ukMalaria2016, SRC.cdcYellowBook2024, SRC.acdpVhf2015],
};

const suspectedMeningitis: DiagnosticAlgorithm = {
  id: 'suspected-meningitis',
  tab: 'Infectious',
  title: 'Suspected Bacterial Meningitis (Adults)',
  description:
    'Meningococcal sepsis, safe timing of lumbar puncture, empirical antibiotics with dexamethasone, and CSF-guided treatment.',
  start: 'meningococcal',
  nodes: [
    question(
      'meningococcal',
      'Non-blanching rash, signs of shock, or suspected meningococcal sepsis?',
      YES_NO('immediate', 'cultures'),
    ),
    action(
      'immediate',
      'Give IV ceftriaxone immediately after blood cultures, resuscitate and involve critical care.',
      'out-meningococcal',
      'Do not delay antibiotics for lumbar puncture; LP is usually deferred in meningococcal sepsis (UK joint specialist societies 2016).',
    ),
    outcome('out-meningococcal', 'Suspected meningococcal sepsis: critical care and public-health notification.'),
    action(
      'cultures',
      'Take blood cultures and decide whether lumbar puncture can be done safely without delay.',
      'imaging-needed',
    ),
    question(
      'imaging-needed',
      'Is brain imaging needed before LP?',
      YES_NO('treat-before-ct', 'lp'),
      'UK joint specialist societies 2016: focal neurological signs, papilloedema, continuous or uncontrolled seizures, or GCS 12 or less. IDSA 2004 also lists immunocompromise, a history of CNS disease and a new seizure.',
    ),
    action(
      'treat-before-ct',
      'Start dexamethasone and antibiotics before imaging, then perform LP once it is safe.',
      'empirical',
    ),
    action(
      'lp',
      'Lumbar puncture within 1 hour of arrival, then start treatment immediately.',
      'empirical',
      'If LP cannot be done within 1 hour, treat after blood cultures and do the LP later. Send CSF for cell count, protein, glucose (with a paired blood glucose), Gram stain, culture and PCR.',
    ),
    action(
      'empirical',
      'Empirical treatment with dexamethasone and a third-generation cephalosporin.',
      'csf',
      'Dexamethasone 10 mg IV every 6 hours for 4 days, started with or just before the first antibiotic dose. Ceftriaxone 2 g IV every 12 hours (or cefotaxime); add amoxicillin 2 g IV every 4 hours for Listeria if over 60 or immunocompromised; add vancomycin (with or without rifampicin) after recent travel to areas with penicillin-resistant pneumococci (UK 2016). Add aciclovir if encephalitis is possible.',
    ),
    question('csf', 'Do the CSF results or cultures support bacterial meningitis?', YES_NO('out-bacterial', 'out-other')),
    outcome(
      'out-bacterial',
      'Bacterial meningitis: targeted antibiotics, dexamethasone course and public-health notification.',
      'Continue dexamethasone for 4 days in pneumococcal (or confirmed bacterial) meningitis; public health arranges prophylaxis for close contacts of meningococcal disease.',
    ),
    outcome(
      'out-other',
      'Bacterial meningitis not supported: reassess (viral meningitis, encephalitis, other diagnoses) and stop dexamethasone if another cause is confirmed.',
    ),
  ],
  calculators: [CALC.gcs],
  sources: [SRC.ukMeningitis2016, SRC.escmidMeningitis2016, SRC.niceMeningitis2024, SRC.idsaMeningitis2004],
};

const urinaryTractInfection: DiagnosticAlgorithm = {
  id: 'urinary-tract-infection',
  tab: 'Infectious',
  title: 'Urinary Tract Infection (Adults)',
  description:
    'Suspected UTI in adults: sepsis and pyelonephritis first, then diagnosis and first-line treatment by patient group.',
  start: 'systemic',
  nodes: [
    question(
      'systemic',
      'Signs of sepsis or systemic illness (e.g. rigors, hypotension, new confusion, raised NEWS2)?',
      YES_NO('sepsis', 'pyelonephritis'),
    ),
    action(
      'sepsis',
      'Follow the sepsis pathway.',
      'out-sepsis',
      'Blood and urine cultures, IV antibiotics by local guidance, and urgent imaging if obstruction is suspected.',
    ),
    outcome('out-sepsis', 'Urosepsis: hospital treatment.'),
    question(
      'pyelonephritis',
      'Fever, loin pain or renal-angle tenderness (suspected pyelonephritis)?',
      YES_NO('pyelonephritis-treat', 'group'),
    ),
    action(
      'pyelonephritis-treat',
      'Treat as acute pyelonephritis and send urine for culture.',
      'out-pyelonephritis',
      'NICE NG111 oral first choices for non-pregnant adults: cefalexin for 7-10 days or ciprofloxacin for 7 days (co-amoxiclav or trimethoprim only if culture shows susceptibility); IV treatment if severely unwell or unable to take oral medicines.',
    ),
    outcome('out-pyelonephritis', 'Acute pyelonephritis: review culture results and refer if not improving.'),
    question('group', 'Which patient group?', [
      ['Woman under 65, not pregnant, no catheter', 'vaginal-symptoms'],
      ['Pregnant woman', 'pregnant'],
      ['Man', 'man'],
      ['Aged 65 or over', 'older'],
      ['Urinary catheter in place', 'catheter'],
    ]),
    question(
      'vaginal-symptoms',
      'New vaginal discharge or irritation?',
      YES_NO('out-other-diagnosis', 'symptom-count'),
    ),
    outcome(
      'out-other-diagnosis',
      'Do not diagnose UTI: assess for vaginal infection or sexually transmitted infection (SIGN 160).',
    ),
    question('symptom-count', 'How many urinary symptoms (dysuria, frequency, urgency, visible haematuria, nocturia)?', [
      ['One', 'out-single-symptom'],
      ['Two or more', 'dipstick'],
    ]),
    outcome(
      'out-single-symptom',
      'UTI not confirmed on a single symptom: advise to return if it persists or worsens (SIGN 160).',
    ),
    question(
      'dipstick',
      'Is the urine dipstick positive for nitrite?',
      YES_NO('treat-women', 'culture'),
      'Urine should ideally have been in the bladder for at least 4 hours (SIGN 160).',
    ),
    action(
      'culture',
      'Nitrite negative: consider sending urine for culture to inform the diagnosis (SIGN 160).',
      'out-uncertain',
    ),
    outcome(
      'out-uncertain',
      'UTI uncertain: choose immediate, back-up or no antibiotic by severity, and review the culture result.',
    ),
    action(
      'treat-women',
      'Lower UTI in a non-pregnant woman.',
      'out-lower',
      'NICE NG109: an immediate or back-up antibiotic; first choice nitrofurantoin 100 mg modified-release twice daily for 3 days (if eGFR ≥45 mL/min) or trimethoprim 200 mg twice daily for 3 days (if low risk of resistance). Give self-care advice.',
    ),
    action(
      'pregnant',
      'Pregnancy: send urine for culture and start antibiotics straight away.',
      'out-lower',
      'NICE NG109: nitrofurantoin for 7 days (avoid at term) first choice; amoxicillin (only if culture shows susceptibility) or cefalexin second choice. Asymptomatic bacteriuria found in pregnancy is treated.',
    ),
    action(
      'man',
      'Men: send urine for culture and start antibiotics.',
      'out-lower',
      'NICE NG109: trimethoprim or nitrofurantoin for 7 days. Consider prostatitis if febrile or with perineal pain.',
    ),
    action(
      'older',
      'Aged 65 or over: diagnose on clinical features, not on a urine dipstick.',
      'out-lower',
      'Dipsticks are unreliable because asymptomatic bacteriuria is common. Look for new dysuria, urgency, frequency, incontinence, suprapubic pain, visible haematuria, or new or worse confusion with systemic signs; send urine for culture before antibiotics. Do not treat asymptomatic bacteriuria (IDSA 2019).',
    ),
    action(
      'catheter',
      'Catheter-associated UTI: do not use dipsticks; treat only if symptomatic.',
      'out-lower',
      'NICE NG113: if the catheter has been in place for more than 7 days, consider changing or removing it, without delaying antibiotics, and send urine from the new catheter for culture.',
    ),
    outcome(
      'out-lower',
      'Treat, review culture results and safety-net.',
      'Advise return if symptoms worsen, fever or loin pain develop, or there is no improvement within 48 hours (NICE NG109).',
    ),
  ],
  calculators: [CALC.creatinine],
  sources: [SRC.niceUti2018, SRC.nicePyelo2018, SRC.niceCauti2018, SRC.sign160, SRC.idsaAsb2019],
};

/** The 16 built-in algorithms, four per tab, in tab order. */
export const DIAGNOSTIC_ALGORITHMS: readonly DiagnosticAlgorithm[] = [
  acuteChestPain,
  suspectedHeartFailure,
  syncope,
  newAtrialFibrillation,
  suspectedPulmonaryEmbolism,
  acuteDyspnoea,
  communityAcquiredPneumonia,
  asthmaExacerbation,
  suspectedStrokeTia,
  headacheRedFlags,
  firstSeizure,
  alteredConsciousness,
  sepsisRecognition,
  returningTravellerFever,
  suspectedMeningitis,
  urinaryTractInfection,
];

/** The algorithms shown on one tab, in display order. */
export function algorithmsByTab(tab: AlgorithmTab, algorithms: readonly DiagnosticAlgorithm[] = DIAGNOSTIC_ALGORITHMS): DiagnosticAlgorithm[] {
  return algorithms.filter((algorithm) => algorithm.tab === tab);
}

/** The algorithm with this id, if any. */
export function getAlgorithm(id: string): DiagnosticAlgorithm | undefined {
  return DIAGNOSTIC_ALGORITHMS.find((algorithm) => algorithm.id === id);
}

/** The node with this id in an algorithm, if any. */
export function getAlgorithmNode(algorithm: DiagnosticAlgorithm, nodeId: string): AlgorithmNode | undefined {
  return algorithm.nodes.find((node) => node.id === nodeId);
}
