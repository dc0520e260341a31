// AGS Beers Criteria 2023 (American Geriatrics Society 2023 Updated AGS Beers Criteria for
// Potentially Inappropriate Medication Use in Older Adults, J Am Geriatr Soc 2023;71:2052-2081,
// doi:10.1111/jgs.18372) as reviewable data, for adults aged 65 and over (issue 35, DESIGN.md §9:
// every Beers finding is moderate). Table 2 applies to most older adults; Table 3 only where the
// chart holds the condition. Each entry keeps the criterion's rationale and recommendation in our
// words and names the catalogue drugs it covers; drugs of a criterion that the catalogue does not
// hold (trihexyphenidyl, chlorzoxazone, metaxalone, orphenadrine …) are left out until it does. Where
// the criterion turns on what the chart does not record (dose, duration, formulation, indication),
// the recommendation says so rather than staying silent.
import { msg } from '../../i18n/msg';
import type { RuleDrugs } from './rule-drugs';

/** The age from which the criteria apply (Beers 2023, Introduction: adults 65 years old and older). */
export const BEERS_MIN_AGE = 65;

const BEERS = 'AGS Beers Criteria 2023 (J Am Geriatr Soc 2023;71:2052-2081)';

/** A chart condition Table 3 names, matched by code (ICD-10-CM by prefix) or by words in its text. */
export interface BeersCondition {
  id: string;
  /** The condition's name (msg()-marked). */
  name: string;
  snomed: readonly string[];
  /** ICD-10-CM codes or categories: "I50" matches I50.9. */
  icd10: readonly string[];
  /** Words that name it in a free-text problem or a code's display. */
  text: RegExp;
  /** Where the codes come from. */
  source: string;
}

const SNOMED_SOURCE = 'SNOMED CT International (concepts as Synthea and the chart write them)';
const ICD_SOURCE = 'ICD-10-CM';
const codeSource = `${SNOMED_SOURCE}; ${ICD_SOURCE}`;

/** The Table 3 conditions the checks look for in the chart. */
export const BEERS_CONDITIONS = {
  heartFailure: { id: 'heart-failure', name: msg('heart failure'), snomed: ['84114007', '42343007', '88805009'], icd10: ['I50'], text: /\b(heart|cardiac) failure\b/i, source: codeSource },
  syncope: { id: 'syncope', name: msg('syncope'), snomed: ['271594007'], icd10: ['R55'], text: /\bsyncope\b/i, source: codeSource },
  delirium: { id: 'delirium', name: msg('delirium'), snomed: ['2776000'], icd10: ['F05'], text: /\bdelirium\b/i, source: codeSource },
  dementia: { id: 'dementia', name: msg('dementia or cognitive impairment'), snomed: ['52448006', '26929004'], icd10: ['F01', 'F02', 'F03', 'G30'], text: /\b(dementia|alzheimer|cognitive impairment)/i, source: codeSource },
  falls: { id: 'falls', name: msg('a history of falls or fractures'), snomed: [], icd10: ['Z91.81'], text: /\b(falls?|fractures?)\b/i, source: `${ICD_SOURCE} (Z91.81 History of falling); fractures by the words of the problem (Synthea writes e.g. "Fracture of ankle")` },
  parkinson: { id: 'parkinson', name: msg('Parkinson disease'), snomed: ['49049000'], icd10: ['G20'], text: /\bparkinson/i, source: codeSource },
  ulcer: { id: 'ulcer', name: msg('a history of gastric or duodenal ulcers'), snomed: ['13200003', '397825006', '51868009'], icd10: ['K25', 'K26', 'K27', 'K28'], text: /\b(peptic|gastric|duodenal) ulcer/i, source: codeSource },
  ckd4: { id: 'ckd-4-5', name: msg('chronic kidney disease stage 4 or higher'), snomed: ['431857002', '433146000', '46177005'], icd10: ['N18.4', 'N18.5', 'N18.6'], text: /\b(chronic kidney disease|ckd)\b.*\bstage\s*(4|5|iv|v)\b|\bend[- ]stage (renal|kidney) disease/i, source: codeSource },
  insomnia: { id: 'insomnia', name: msg('insomnia'), snomed: ['193462001'], icd10: ['G47.0', 'F51.0'], text: /\binsomnia\b/i, source: codeSource },
  epilepsy: { id: 'epilepsy', name: msg('seizures or epilepsy'), snomed: ['84757009'], icd10: ['G40'], text: /\b(epilep|seizure)/i, source: codeSource },
  incontinence: { id: 'urinary-incontinence', name: msg('urinary incontinence'), snomed: ['165232002'], icd10: ['N39.3', 'N39.4', 'R32'], text: /\b(urinary incontinence|incontinence of urine)\b/i, source: codeSource },
  bph: { id: 'bph-luts', name: msg('lower urinary tract symptoms or benign prostatic hyperplasia'), snomed: ['266569009'], icd10: ['N40'], text: /\b(prostatic hyperplasia|bph|lower urinary tract symptoms)\b/i, source: codeSource },
} as const satisfies Record<string, BeersCondition>;

/** One criterion. */
export interface BeersEntry extends RuleDrugs {
  /** Stable id ("beers.t2.benzodiazepines"), kept by CDS feedback per rule. */
  id: string;
  table: 2 | 3;
  /** Table 3: the condition the chart must hold. */
  condition?: BeersCondition;
  /** Table 3 criteria that apply to one sex only ("in women", "in men"). */
  sex?: 'female' | 'male';
  /** The criterion's rationale (msg()-marked). */
  rationale: string;
  /** The criterion's recommendation, with what the chart cannot tell (msg()-marked). */
  recommendation: string;
  /** The table and the criterion's heading. */
  source: string;
}

// Beers 2023 Table 7 (drugs with strong anticholinergic properties), the catalogue's members; Table 3
// refers to them as "anticholinergics".
const STRONG_ANTICHOLINERGICS = ['brompheniramine', 'chlorpheniramine', 'cyproheptadine', 'diphenhydramine', 'hydroxyzine', 'meclizine', 'promethazine', 'amitriptyline', 'doxepin', 'nortriptyline', 'paroxetine', 'oxybutynin', 'solifenacin', 'olanzapine', 'atropine', 'dicyclomine', 'benztropine', 'cyclobenzaprine'];
/** Table 2 lists indomethacin and ketorolac apart from the other non-COX-selective NSAIDs (stronger advice). */
const INDOMETHACIN_KETOROLAC = ['indomethacin', 'ketorolac'];
const OTHER_NON_SELECTIVE_NSAIDS = ['ibuprofen', 'naproxen', 'diclofenac', 'meloxicam', 'etodolac', 'nabumetone'];
const NON_SELECTIVE_NSAIDS = [...OTHER_NON_SELECTIVE_NSAIDS, ...INDOMETHACIN_KETOROLAC];

const t2 = (id: string, heading: string, drugs: RuleDrugs, rationale: string, recommendation: string): BeersEntry => ({
  id: `beers.t2.${id}`,
  table: 2,
  ...drugs,
  rationale,
  recommendation,
  source: `${BEERS}, Table 2: ${heading}`,
});

const t3 = (id: string, condition: BeersCondition, heading: string, drugs: RuleDrugs, rationale: string, recommendation: string, sex?: 'female' | 'male'): BeersEntry => ({
  id: `beers.t3.${condition.id}.${id}`,
  table: 3,
  condition,
  ...(sex ? { sex } : {}),
  ...drugs,
  rationale,
  recommendation,
  source: `${BEERS}, Table 3: ${heading}`,
});

const C = BEERS_CONDITIONS;

/** Table 2: potentially inappropriate in most older adults. */
export const BEERS_TABLE_2: readonly BeersEntry[] = [
  t2('first-generation-antihistamines', 'Anticholinergics, first-generation antihistamines', { drugs: ['brompheniramine', 'chlorpheniramine', 'cyproheptadine', 'diphenhydramine', 'hydroxyzine', 'meclizine', 'promethazine'] },
    msg('highly anticholinergic; clearance falls with age and tolerance develops when used as a hypnotic; risk of confusion, dry mouth, constipation and other anticholinergic effects.'),
    msg('Avoid. Diphenhydramine for the acute treatment of a severe allergic reaction may be appropriate.')),
  t2('antiparkinsonian-agents', 'Anticholinergics, antiparkinsonian agents (benztropine, trihexyphenidyl)', { drugs: ['benztropine'] },
    msg('not recommended for the prevention or treatment of extrapyramidal symptoms caused by antipsychotics; more effective agents are available for Parkinson disease.'),
    msg('Avoid.')),
  t2('antispasmodics', 'Anticholinergics, antispasmodics', { drugs: ['atropine', 'dicyclomine'] },
    msg('highly anticholinergic, with uncertain effectiveness.'),
    msg('Avoid (does not apply to ophthalmic atropine).')),
  t2('aspirin-primary-prevention', 'Antithrombotics, aspirin for primary prevention of cardiovascular disease', { drugs: ['aspirin'] },
    msg('the risk of major bleeding from aspirin rises markedly with age; studies suggest no net benefit when it is started for primary prevention.'),
    msg('Avoid starting aspirin for primary prevention of cardiovascular disease and consider stopping it in those who take it for that reason. Does not apply to secondary prevention; the chart does not record the indication.')),
  t2('warfarin', 'Antithrombotics, warfarin', { drugs: ['warfarin'] },
    msg('higher risk of major bleeding, including intracranial bleeding, than direct oral anticoagulants, which are at least as effective for atrial fibrillation and venous thromboembolism.'),
    msg('Avoid starting warfarin as first-line treatment of nonvalvular atrial fibrillation or venous thromboembolism unless direct oral anticoagulants are contraindicated or cannot be used; continuing long-standing warfarin with a well-controlled INR may be reasonable.')),
  t2('rivaroxaban', 'Antithrombotics, rivaroxaban', { drugs: ['rivaroxaban'] },
    msg('at the doses used for long-term treatment, higher risk of major and gastrointestinal bleeding than other direct oral anticoagulants, particularly apixaban.'),
    msg('Avoid for long-term treatment of nonvalvular atrial fibrillation or venous thromboembolism in favour of safer anticoagulants.')),
  t2('nitrofurantoin', 'Anti-infective, nitrofurantoin', { drugs: ['nitrofurantoin'] },
    msg('potential for pulmonary toxicity, hepatotoxicity and peripheral neuropathy, especially with long-term use; safer alternatives are available.'),
    msg('Avoid for long-term suppression and when creatinine clearance is below 30 mL/min.')),
  t2('peripheral-alpha-1-blockers', 'Cardiovascular, peripheral alpha-1 blockers for treatment of hypertension', { drugs: ['doxazosin', 'terazosin'] },
    msg('high risk of orthostatic hypotension and related harms; alternatives have a better balance of risks and benefits for hypertension.'),
    msg('Avoid as a treatment for hypertension (the chart does not record the indication).')),
  t2('central-alpha-agonists', 'Cardiovascular, central alpha-agonists', { drugs: ['clonidine', 'guanfacine'] },
    msg('high risk of adverse central nervous system effects; may cause bradycardia and orthostatic hypotension.'),
    msg('Avoid clonidine as first-line treatment of hypertension and avoid other central alpha-agonists.')),
  t2('nifedipine-immediate-release', 'Cardiovascular, nifedipine (immediate release)', { drugs: ['nifedipine'] },
    msg('potential for hypotension and myocardial ischaemia.'),
    msg('Avoid immediate-release nifedipine (the chart does not record the formulation).')),
  t2('amiodarone', 'Cardiovascular, amiodarone', { drugs: ['amiodarone'] },
    msg('effective for maintaining sinus rhythm but more toxic than other antiarrhythmics used in atrial fibrillation.'),
    msg('Avoid as first-line treatment of atrial fibrillation unless the patient has heart failure or substantial left ventricular hypertrophy.')),
  t2('dronedarone', 'Cardiovascular, dronedarone', { drugs: ['dronedarone'] },
    msg('worse outcomes in permanent atrial fibrillation and in severe or recently decompensated heart failure.'),
    msg('Avoid in permanent atrial fibrillation and in severe or recently decompensated heart failure.')),
  t2('digoxin', 'Cardiovascular, digoxin', { drugs: ['digoxin'] },
    msg('as first-line treatment more effective alternatives exist and it may increase mortality; reduced kidney clearance raises the risk of toxicity.'),
    msg('Avoid as first-line treatment of atrial fibrillation or heart failure; if used, avoid doses above 0.125 mg/day (the dose was not checked).')),
  t2('anticholinergic-antidepressants', 'Central nervous system, antidepressants with strong anticholinergic activity', { drugs: ['amitriptyline', 'doxepin', 'nortriptyline', 'paroxetine'] },
    msg('highly anticholinergic and sedating; cause orthostatic hypotension.'),
    msg('Avoid. Doxepin at 6 mg/day or less is not included (the dose was not checked).')),
  t2('antipsychotics', 'Central nervous system, antipsychotics (first and second generation)', { classes: ['antipsychotic'] },
    msg('increased risk of stroke and a greater rate of cognitive decline and death in persons with dementia.'),
    msg('Avoid, except for schizophrenia, bipolar disorder, adjunctive treatment of major depression or short-term use as an antiemetic during chemotherapy; avoid for behavioural problems of dementia or delirium unless nonpharmacological options have failed and the patient threatens substantial harm to self or others.')),
  t2('barbiturates', 'Central nervous system, barbiturates', { drugs: ['butalbital', 'primidone'] },
    msg('high rate of physical dependence and tolerance to sleep benefits; greater risk of overdose at low doses.'),
    msg('Avoid.')),
  t2('benzodiazepines', 'Central nervous system, benzodiazepines', { classes: ['benzodiazepine'] },
    msg('older adults are more sensitive to benzodiazepines and metabolize long-acting agents more slowly; they raise the risk of cognitive impairment, delirium, falls, fractures and motor vehicle crashes.'),
    msg('Avoid. May be appropriate for seizure disorders, REM sleep behaviour disorder, benzodiazepine or ethanol withdrawal, severe generalized anxiety disorder and periprocedural anaesthesia.')),
  t2('z-drugs', 'Central nervous system, nonbenzodiazepine benzodiazepine receptor agonist hypnotics', { classes: ['z-drug'] },
    msg('adverse events similar to those of benzodiazepines (delirium, falls, fractures, hospital visits, motor vehicle crashes) with minimal improvement in sleep.'),
    msg('Avoid.')),
  t2('androgens', 'Endocrine, androgens', { drugs: ['testosterone'] },
    msg('potential for cardiac problems; contraindicated in men with prostate cancer.'),
    msg('Avoid unless hypogonadism is confirmed and causes symptoms.')),
  t2('estrogens', 'Endocrine, estrogens with or without progestins', { drugs: ['estradiol', 'ethinyl-estradiol'] },
    msg('evidence of carcinogenic potential (breast and endometrium) and no cardioprotective or cognitive benefit in older women.'),
    msg('Avoid systemic (oral or transdermal) estrogen; low-dose vaginal estrogen is acceptable (the chart does not record the route).')),
  t2('insulin-sliding-scale', 'Endocrine, insulin sliding scale', { classes: ['insulin'] },
    msg('higher risk of hypoglycaemia without better control of hyperglycaemia, in any care setting.'),
    msg('Avoid regimens of short- or rapid-acting insulin dosed by the current blood glucose without basal or long-acting insulin (the chart does not record the regimen).')),
  t2('sulfonylureas', 'Endocrine, sulfonylureas (all, including short- and long-acting)', { classes: ['sulfonylurea'] },
    msg('higher risk of cardiovascular events, death and hypoglycaemia than alternative agents; long-acting agents carry the higher risk of prolonged hypoglycaemia.'),
    msg('Avoid as first- or second-line monotherapy or add-on therapy unless there are substantial barriers to metformin, GLP-1 receptor agonists or SGLT2 inhibitors; if used, prefer a short-acting agent (glipizide).')),
  t2('desiccated-thyroid', 'Endocrine, desiccated thyroid', { drugs: ['thyroid'] },
    msg('concerns about cardiac effects; safer alternatives are available.'),
    msg('Avoid.')),
  t2('megestrol', 'Endocrine, megestrol', { drugs: ['megestrol'] },
    msg('minimal effect on weight; increases the risk of thrombotic events and possibly death in older adults.'),
    msg('Avoid.')),
  t2('metoclopramide', 'Gastrointestinal, metoclopramide', { drugs: ['metoclopramide'] },
    msg('can cause extrapyramidal effects, including tardive dyskinesia; the risk is higher in frail older adults and with prolonged exposure.'),
    msg('Avoid, unless for gastroparesis for no longer than 12 weeks except in rare cases.')),
  t2('proton-pump-inhibitors', 'Gastrointestinal, proton pump inhibitors', { classes: ['ppi'] },
    msg('risk of Clostridioides difficile infection, pneumonia, gastrointestinal malignancies, bone loss and fractures.'),
    msg('Avoid scheduled use for more than 8 weeks unless for high-risk persons (oral corticosteroids or chronic NSAID use), erosive esophagitis, Barrett esophagus, a pathological hypersecretory condition or a demonstrated need for maintenance. The chart does not record how long it will be taken.')),
  t2('meperidine', 'Pain medications, meperidine', { drugs: ['meperidine'] },
    msg('oral meperidine is not effective at commonly used doses and carries a higher risk of neurotoxicity, including delirium, than other opioids.'),
    msg('Avoid, especially in chronic kidney disease.')),
  t2('non-cox-selective-nsaids', 'Pain medications, non-COX-selective NSAIDs (oral)', { drugs: OTHER_NON_SELECTIVE_NSAIDS },
    msg('increased risk of gastrointestinal bleeding and peptic ulcer disease in high-risk groups (over 75, or taking corticosteroids, anticoagulants or antiplatelets); can raise blood pressure and injure the kidneys.'),
    msg('Avoid chronic use, and short-term scheduled use with corticosteroids, anticoagulants or antiplatelets, unless alternatives are not effective and the patient can take a gastroprotective agent.')),
  t2('indomethacin-ketorolac', 'Pain medications, indomethacin and ketorolac', { drugs: INDOMETHACIN_KETOROLAC },
    msg('indomethacin has the most adverse effects of the NSAIDs, including central nervous system effects; both raise the risk of gastrointestinal bleeding, peptic ulcer disease and acute kidney injury.'),
    msg('Avoid.')),
  t2('skeletal-muscle-relaxants', 'Pain medications, skeletal muscle relaxants', { drugs: ['carisoprodol', 'cyclobenzaprine', 'methocarbamol'] },
    msg('poorly tolerated (anticholinergic effects, sedation, risk of fractures); effectiveness at doses older adults tolerate is questionable.'),
    msg('Avoid.')),
];

const DELIRIUM_DEMENTIA_CNS: RuleDrugs = { classes: ['antipsychotic', 'benzodiazepine', 'z-drug'], drugs: STRONG_ANTICHOLINERGICS };

/** Table 3: drug–disease or drug–syndrome interactions that may worsen the condition. */
export const BEERS_TABLE_3: readonly BeersEntry[] = [
  t3('ndhp-ccb', C.heartFailure, 'Heart failure, nondihydropyridine calcium channel blockers', { classes: ['non-dhp-ccb'] },
    msg('may promote fluid retention and worsen heart failure.'),
    msg('Avoid in heart failure with reduced ejection fraction.')),
  t3('nsaids-tzd', C.heartFailure, 'Heart failure, NSAIDs and COX-2 inhibitors, thiazolidinediones', { classes: ['nsaid', 'tzd'] },
    msg('may promote fluid retention and worsen heart failure.'),
    msg('Avoid in symptomatic heart failure; use with caution when it causes no symptoms.')),
  t3('orthostatic-bradycardic', C.syncope, 'Syncope, cholinesterase inhibitors, nonselective peripheral alpha-1 blockers, tertiary tricyclic antidepressants, antipsychotics', { drugs: ['donepezil', 'doxazosin', 'terazosin', 'amitriptyline', 'doxepin', 'olanzapine'] },
    msg('cholinesterase inhibitors cause bradycardia; alpha-1 blockers cause orthostatic blood pressure changes; tertiary tricyclic antidepressants and antipsychotics raise the risk of orthostatic hypotension or bradycardia.'),
    msg('Avoid.')),
  t3('cns', C.delirium, 'Delirium, anticholinergics, antipsychotics, benzodiazepines, corticosteroids, opioids, Z-drugs', { ...DELIRIUM_DEMENTIA_CNS, classes: ['antipsychotic', 'benzodiazepine', 'z-drug', 'corticosteroid', 'opioid'] },
    msg('may cause or worsen delirium.'),
    msg('Avoid in older adults with or at high risk of delirium; when stopping a drug taken long-term, taper it to avoid withdrawal. Corticosteroids: oral and parenteral forms (the chart does not record the route).')),
  t3('cns', C.dementia, 'Dementia or cognitive impairment, anticholinergics, benzodiazepines, Z-drugs, antipsychotics', DELIRIUM_DEMENTIA_CNS,
    msg('adverse central nervous system effects; antipsychotics raise the risk of stroke, cognitive decline and death in dementia.'),
    msg('Avoid; avoid antipsychotics for behavioural problems of dementia unless nonpharmacological options have failed and the patient threatens substantial harm to self or others.')),
  t3('cns', C.falls, 'History of falls or fractures, antiepileptics, antipsychotics, benzodiazepines, Z-drugs, antidepressants (TCAs, SSRIs, SNRIs), opioids', { classes: ['antiepileptic', 'antipsychotic', 'benzodiazepine', 'z-drug', 'tca', 'ssri', 'snri', 'opioid'] },
    msg('may cause ataxia, impaired psychomotor function, syncope and further falls; shorter-acting benzodiazepines are not safer than long-acting ones.'),
    msg('Avoid unless safer alternatives are not available; avoid antiepileptics except for seizure and mood disorders, and opioids except for severe acute pain (e.g. a recent fracture or joint replacement).')),
  t3('dopamine-antagonists', C.parkinson, 'Parkinson disease, antiemetics (metoclopramide, promethazine), antipsychotics except quetiapine, clozapine and pimavanserin', { classes: ['antipsychotic'], drugs: ['metoclopramide', 'promethazine'], except: ['quetiapine'] },
    msg('dopamine receptor antagonists may worsen parkinsonian symptoms.'),
    msg('Avoid; quetiapine, clozapine and pimavanserin are less likely to worsen Parkinson disease.')),
  t3('nsaids', C.ulcer, 'History of gastric or duodenal ulcers, non-COX-2-selective NSAIDs', { drugs: NON_SELECTIVE_NSAIDS },
    msg('may worsen existing ulcers or cause new ones.'),
    msg('Avoid unless other alternatives are not effective and the patient can take a gastroprotective agent (a proton pump inhibitor or misoprostol).')),
  t3('nsaids', C.ckd4, 'Kidney/urinary tract, chronic kidney disease stage 4 or higher (creatinine clearance below 30 mL/min), NSAIDs (non-COX- and COX-selective)', { classes: ['nsaid'] },
    msg('may increase the risk of acute kidney injury and a further decline of kidney function.'),
    msg('Avoid.')),
  t3('stimulants', C.insomnia, 'Insomnia, oral decongestants, stimulants, theobromines', { drugs: ['pseudoephedrine', 'amphetamine', 'dextroamphetamine', 'lisdexamfetamine', 'methylphenidate', 'dexmethylphenidate', 'theophylline', 'caffeine'] },
    msg('central nervous system stimulant effects.'),
    msg('Avoid.')),
  t3('seizure-threshold', C.epilepsy, 'History of seizures or epilepsy, bupropion, antipsychotics (olanzapine), tramadol', { drugs: ['bupropion', 'olanzapine', 'tramadol'] },
    msg('lower the seizure threshold.'),
    msg('Avoid; may be acceptable when seizures are well controlled and alternatives have not been effective.')),
  t3('estrogens', C.incontinence, 'Urinary incontinence (all types) in women, oral and transdermal estrogen', { drugs: ['estradiol', 'ethinyl-estradiol'] },
    msg('lack of efficacy and worsening of incontinence.'),
    msg('Avoid oral and transdermal estrogen in women; vaginal estrogen is not included (the chart does not record the route).'), 'female'),
  t3('alpha-1-blockers', C.incontinence, 'Urinary incontinence (all types) in women, peripheral alpha-1 blockers', { drugs: ['doxazosin', 'terazosin'] },
    msg('worsening of incontinence.'),
    msg('Avoid in women.'), 'female'),
  t3('anticholinergics', C.bph, 'Lower urinary tract symptoms, benign prostatic hyperplasia, strongly anticholinergic drugs except antimuscarinics for urinary incontinence', { drugs: STRONG_ANTICHOLINERGICS, except: ['oxybutynin', 'solifenacin'] },
    msg('may decrease urinary flow and cause urinary retention.'),
    msg('Avoid in men.'), 'male'),
];

/** Every Beers criterion the checks apply, for the README's list. */
export const BEERS_ENTRIES: readonly BeersEntry[] = [...BEERS_TABLE_2, ...BEERS_TABLE_3];
