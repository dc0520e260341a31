// Built-in drug catalogue for the drug interaction checker (spec §2 "Drug Interactions page",
// §5 drug checker rules, §9 "Reference"). Ships with the app: no server call, works offline.
// Generic names follow US adopted names with common international aliases (e.g. paracetamol,
// rifampicin); brand names are the common US brands plus a few widely used international ones.

/** A pharmacological or interaction-relevant class that a drug can belong to. */
export interface DrugClassInfo {
  id: string;
  name: string;
  aliases: readonly string[];
}

/** The classes used for class-name lookup ("NSAID", "statins", "SSRI"...) and for class-level interaction rules. */
export const DRUG_CLASSES = [
  { id: 'anticoagulant', name: 'Anticoagulant', aliases: ['anticoagulants', 'blood thinner', 'blood thinners'] },
  { id: 'vka', name: 'Vitamin K antagonist', aliases: ['VKA', 'coumarin', 'coumarins'] },
  { id: 'doac', name: 'Direct oral anticoagulant', aliases: ['DOAC', 'DOACs', 'NOAC', 'NOACs'] },
  { id: 'heparin', name: 'Heparin', aliases: ['heparins', 'LMWH', 'low-molecular-weight heparin'] },
  { id: 'antiplatelet', name: 'Antiplatelet', aliases: ['antiplatelets', 'antiplatelet agent'] },
  { id: 'p2y12', name: 'P2Y12 inhibitor', aliases: ['P2Y12 inhibitors', 'P2Y12'] },
  { id: 'nsaid', name: 'NSAID', aliases: ['NSAIDs', 'nonsteroidal anti-inflammatory drug', 'nonsteroidal anti-inflammatory drugs'] },
  { id: 'statin', name: 'Statin', aliases: ['statins', 'HMG-CoA reductase inhibitor'] },
  { id: 'fibrate', name: 'Fibrate', aliases: ['fibrates'] },
  { id: 'ccb', name: 'Calcium channel blocker', aliases: ['calcium channel blockers', 'CCB', 'CCBs'] },
  { id: 'non-dhp-ccb', name: 'Non-dihydropyridine calcium channel blocker', aliases: ['non-DHP CCB', 'rate-limiting calcium channel blocker'] },
  { id: 'acei', name: 'ACE inhibitor', aliases: ['ACE inhibitors', 'ACEi', 'ACE-I'] },
  { id: 'arb', name: 'Angiotensin receptor blocker', aliases: ['ARB', 'ARBs', 'angiotensin II receptor blocker', 'sartan'] },
  { id: 'arni', name: 'ARNI', aliases: ['angiotensin receptor-neprilysin inhibitor'] },
  { id: 'mra', name: 'Mineralocorticoid receptor antagonist', aliases: ['MRA', 'MRAs', 'aldosterone antagonist', 'potassium-sparing diuretic'] },
  { id: 'potassium', name: 'Potassium supplement', aliases: ['potassium', 'potassium supplements'] },
  { id: 'loop-diuretic', name: 'Loop diuretic', aliases: ['loop diuretics'] },
  { id: 'thiazide', name: 'Thiazide diuretic', aliases: ['thiazide', 'thiazides', 'thiazide diuretics', 'thiazide-like diuretic'] },
  { id: 'beta-blocker', name: 'Beta blocker', aliases: ['beta blockers', 'beta-blocker', 'beta-blockers'] },
  { id: 'antiarrhythmic', name: 'Antiarrhythmic', aliases: ['antiarrhythmics', 'antiarrhythmic drug'] },
  { id: 'cardiac-glycoside', name: 'Cardiac glycoside', aliases: ['digitalis'] },
  { id: 'nitrate', name: 'Nitrate', aliases: ['nitrates'] },
  { id: 'pde5', name: 'PDE5 inhibitor', aliases: ['PDE5 inhibitors', 'phosphodiesterase-5 inhibitor'] },
  { id: 'biguanide', name: 'Biguanide', aliases: [] },
  { id: 'sulfonylurea', name: 'Sulfonylurea', aliases: ['sulfonylureas', 'sulphonylurea', 'sulphonylureas'] },
  { id: 'sglt2', name: 'SGLT2 inhibitor', aliases: ['SGLT2 inhibitors', 'SGLT2i', 'gliflozin'] },
  { id: 'dpp4', name: 'DPP-4 inhibitor', aliases: ['DPP-4 inhibitors', 'gliptin'] },
  { id: 'glp1', name: 'GLP-1 receptor agonist', aliases: ['GLP-1 RA', 'GLP-1 agonist', 'GLP-1 receptor agonists'] },
  { id: 'tzd', name: 'Thiazolidinedione', aliases: ['glitazone', 'TZD'] },
  { id: 'insulin', name: 'Insulin', aliases: ['insulins'] },
  { id: 'thyroid-hormone', name: 'Thyroid hormone', aliases: ['thyroid replacement'] },
  { id: 'ppi', name: 'Proton pump inhibitor', aliases: ['PPI', 'PPIs', 'proton pump inhibitors'] },
  { id: 'antacid', name: 'Antacid / calcium supplement', aliases: ['antacid', 'antacids', 'calcium supplement'] },
  { id: 'iron', name: 'Iron supplement', aliases: ['iron', 'oral iron'] },
  { id: 'antibiotic', name: 'Antibiotic', aliases: ['antibiotics', 'antibacterial'] },
  { id: 'macrolide', name: 'Macrolide', aliases: ['macrolides'] },
  { id: 'fluoroquinolone', name: 'Fluoroquinolone', aliases: ['fluoroquinolones', 'quinolone', 'quinolones'] },
  { id: 'azole', name: 'Azole antifungal', aliases: ['azole antifungals', 'azoles', 'antifungal'] },
  { id: 'antiviral', name: 'Antiviral', aliases: ['antivirals', 'HIV protease inhibitor booster'] },
  { id: 'strong-cyp3a4-inhibitor', name: 'Strong CYP3A4 inhibitor', aliases: ['CYP3A4 inhibitor', 'CYP3A4 inhibitors', 'strong CYP3A4 inhibitors'] },
  { id: 'moderate-cyp3a4-inhibitor', name: 'Moderate CYP3A4 inhibitor', aliases: ['moderate CYP3A4 inhibitors'] },
  { id: 'cyp3a4-inducer', name: 'CYP3A4 inducer', aliases: ['CYP3A4 inducers', 'enzyme inducer', 'enzyme inducers'] },
  { id: 'strong-cyp2d6-inhibitor', name: 'Strong CYP2D6 inhibitor', aliases: ['CYP2D6 inhibitor', 'CYP2D6 inhibitors'] },
  { id: 'ssri', name: 'SSRI', aliases: ['SSRIs', 'selective serotonin reuptake inhibitor'] },
  { id: 'snri', name: 'SNRI', aliases: ['SNRIs', 'serotonin-norepinephrine reuptake inhibitor'] },
  { id: 'tca', name: 'Tricyclic antidepressant', aliases: ['TCA', 'TCAs', 'tricyclic'] },
  { id: 'maoi', name: 'MAOI', aliases: ['MAOIs', 'monoamine oxidase inhibitor'] },
  { id: 'antidepressant', name: 'Antidepressant', aliases: ['antidepressants'] },
  { id: 'serotonergic', name: 'Serotonergic drug', aliases: ['serotonergic', 'serotonergic drugs'] },
  { id: 'qt-prolonging', name: 'QT-prolonging drug', aliases: ['QT prolonging', 'QT-prolonging', 'QT-prolonging drugs', 'QT drug'] },
  { id: 'opioid', name: 'Opioid', aliases: ['opioids', 'opiate', 'opiates'] },
  { id: 'triptan', name: 'Triptan', aliases: ['triptans'] },
  { id: 'antipsychotic', name: 'Antipsychotic', aliases: ['antipsychotics', 'neuroleptic'] },
  { id: 'benzodiazepine', name: 'Benzodiazepine', aliases: ['benzodiazepines', 'benzo', 'benzos'] },
  { id: 'z-drug', name: 'Sedative-hypnotic (Z-drug)', aliases: ['Z-drug', 'Z-drugs', 'hypnotic', 'sedative-hypnotic'] },
  { id: 'gabapentinoid', name: 'Gabapentinoid', aliases: ['gabapentinoids'] },
  { id: 'antiepileptic', name: 'Antiepileptic', aliases: ['antiepileptics', 'anticonvulsant', 'anticonvulsants', 'antiseizure medication'] },
  { id: 'mood-stabilizer', name: 'Mood stabilizer', aliases: ['mood stabilizers', 'mood stabiliser'] },
  { id: 'immunosuppressant', name: 'Immunosuppressant', aliases: ['immunosuppressants'] },
  { id: 'calcineurin-inhibitor', name: 'Calcineurin inhibitor', aliases: ['calcineurin inhibitors', 'CNI'] },
  { id: 'dmard', name: 'DMARD', aliases: ['DMARDs', 'antimetabolite'] },
  { id: 'xanthine-oxidase-inhibitor', name: 'Xanthine oxidase inhibitor', aliases: [] },
  { id: 'antigout', name: 'Antigout agent', aliases: ['gout medication'] },
  { id: 'corticosteroid', name: 'Corticosteroid', aliases: ['corticosteroids', 'steroid', 'steroids', 'glucocorticoid'] },
  { id: 'hormonal-contraceptive', name: 'Combined hormonal contraceptive', aliases: ['oral contraceptive', 'combined oral contraceptive', 'COC', 'the pill'] },
  { id: 'analgesic', name: 'Analgesic', aliases: ['analgesics', 'painkiller'] },
  { id: 'antiemetic', name: 'Antiemetic', aliases: ['antiemetics'] },
  { id: 'methylxanthine', name: 'Methylxanthine', aliases: ['xanthine bronchodilator'] },
  { id: 'serm', name: 'SERM', aliases: ['selective estrogen receptor modulator'] },
  { id: 'antimalarial', name: 'Antimalarial', aliases: ['antimalarials'] },
  { id: 'herbal', name: 'Herbal product', aliases: ['herbal', 'supplement'] },
  // Added 2026-11-25 (issue 17): allergy classes and the mechanism classes the rules are reviewed by.
  { id: 'beta-lactam', name: 'Beta-lactam antibiotic', aliases: ['beta-lactams', 'beta lactam'] },
  { id: 'penicillin', name: 'Penicillin', aliases: ['penicillins', 'penicillin antibiotics'] },
  { id: 'cephalosporin', name: 'Cephalosporin', aliases: ['cephalosporins'] },
  { id: 'sulfonamide-antibacterial', name: 'Sulfonamide antibiotic', aliases: ['sulfonamide antibiotics', 'sulfa antibiotic', 'sulpha antibiotic'] },
  { id: 'sulfonamide-non-antibacterial', name: 'Non-antibiotic sulfonamide', aliases: ['non-antibiotic sulfonamides', 'sulfonamide non-antibiotic'] },
  { id: 'protease-inhibitor', name: 'HIV/COVID-19 protease inhibitor', aliases: ['protease inhibitor', 'protease inhibitors', 'PI'] },
  { id: 'strong-cyp1a2-inhibitor', name: 'Strong CYP1A2 inhibitor', aliases: ['CYP1A2 inhibitor', 'CYP1A2 inhibitors'] },
  { id: 'sympathomimetic', name: 'Sympathomimetic / stimulant', aliases: ['sympathomimetics', 'stimulant', 'stimulants', 'amphetamine derivative'] },
  { id: 'ergot', name: 'Ergot alkaloid', aliases: ['ergot alkaloids', 'ergots'] },
  { id: 'potassium-sparing-diuretic', name: 'Potassium-sparing diuretic (ENaC blocker)', aliases: ['amiloride-type diuretic', 'ENaC blocker'] },
  { id: 'renin-inhibitor', name: 'Direct renin inhibitor', aliases: ['renin inhibitor'] },
  { id: 'thiopurine', name: 'Thiopurine', aliases: ['thiopurines'] },
] as const satisfies readonly DrugClassInfo[];

/** Identifier of one of DRUG_CLASSES. */
export type DrugClassId = (typeof DRUG_CLASSES)[number]['id'];

/**
 * One drug of the built-in catalogue: id is the lower-case generic name used in the interaction table.
 * rxcuis are the RxNorm ingredient (TTY=IN) concept ids it stands for: one for a single ingredient,
 * each ingredient for a fixed combination (e.g. sacubitril + valsartan), each covered member for a
 * grouped entry (insulin). Codes were cross-checked against public RxNorm-derived tables (CPIC's drug
 * table, an ATC→RxNorm ingredient table, VSAC value sets); the few not found there carry
 * rxcuiUnverified and must be confirmed in RxNav before a production release.
 */
export interface Drug {
  id: string;
  name: string;
  rxcuis: readonly string[];
  rxcuiUnverified?: true;
  brandNames: readonly string[];
  classes: readonly DrugClassId[];
  aliases?: readonly string[];
}

/** The built-in drug catalogue (generic name, brand names, classes). */
export const DRUGS: readonly Drug[] = [
  // Anticoagulants
  { id: 'warfarin', name: 'Warfarin', rxcuis: ['11289'], brandNames: ['Coumadin', 'Jantoven'], classes: ['anticoagulant', 'vka'] },
  { id: 'apixaban', name: 'Apixaban', rxcuis: ['1364430'], brandNames: ['Eliquis'], classes: ['anticoagulant', 'doac'] },
  { id: 'rivaroxaban', name: 'Rivaroxaban', rxcuis: ['1114195'], brandNames: ['Xarelto'], classes: ['anticoagulant', 'doac'] },
  { id: 'dabigatran', name: 'Dabigatran', rxcuis: ['1037042'], brandNames: ['Pradaxa'], classes: ['anticoagulant', 'doac'] },
  { id: 'edoxaban', name: 'Edoxaban', rxcuis: ['1599538'], brandNames: ['Savaysa', 'Lixiana'], classes: ['anticoagulant', 'doac'] },
  { id: 'enoxaparin', name: 'Enoxaparin', rxcuis: ['67108'], brandNames: ['Lovenox', 'Clexane'], classes: ['anticoagulant', 'heparin'] },
  { id: 'heparin', name: 'Heparin', rxcuis: ['5224'], brandNames: [], classes: ['anticoagulant', 'heparin'], aliases: ['unfractionated heparin', 'UFH'] },
  // Antiplatelets
  { id: 'aspirin', name: 'Aspirin', rxcuis: ['1191'], brandNames: ['Ecotrin', 'Bayer Aspirin'], classes: ['antiplatelet', 'analgesic'], aliases: ['acetylsalicylic acid', 'ASA'] },
  { id: 'clopidogrel', name: 'Clopidogrel', rxcuis: ['32968'], brandNames: ['Plavix'], classes: ['antiplatelet', 'p2y12'] },
  { id: 'ticagrelor', name: 'Ticagrelor', rxcuis: ['1116632'], brandNames: ['Brilinta', 'Brilique'], classes: ['antiplatelet', 'p2y12'] },
  { id: 'prasugrel', name: 'Prasugrel', rxcuis: ['613391'], brandNames: ['Effient', 'Efient'], classes: ['antiplatelet', 'p2y12'] },
  // NSAIDs and analgesics
  { id: 'ibuprofen', name: 'Ibuprofen', rxcuis: ['5640'], brandNames: ['Advil', 'Motrin', 'Nurofen'], classes: ['nsaid', 'analgesic'] },
  { id: 'naproxen', name: 'Naproxen', rxcuis: ['7258'], brandNames: ['Aleve', 'Naprosyn'], classes: ['nsaid', 'analgesic'] },
  { id: 'diclofenac', name: 'Diclofenac', rxcuis: ['3355'], brandNames: ['Voltaren', 'Cataflam'], classes: ['nsaid', 'analgesic'] },
  { id: 'celecoxib', name: 'Celecoxib', rxcuis: ['140587'], brandNames: ['Celebrex'], classes: ['nsaid', 'analgesic', 'sulfonamide-non-antibacterial'] },
  { id: 'meloxicam', name: 'Meloxicam', rxcuis: ['41493'], brandNames: ['Mobic'], classes: ['nsaid', 'analgesic'] },
  { id: 'ketorolac', name: 'Ketorolac', rxcuis: ['35827'], brandNames: ['Toradol'], classes: ['nsaid', 'analgesic'] },
  { id: 'acetaminophen', name: 'Acetaminophen', rxcuis: ['161'], brandNames: ['Tylenol', 'Panadol'], classes: ['analgesic'], aliases: ['paracetamol'] },
  // Lipid-lowering
  { id: 'simvastatin', name: 'Simvastatin', rxcuis: ['36567'], brandNames: ['Zocor'], classes: ['statin'] },
  { id: 'atorvastatin', name: 'Atorvastatin', rxcuis: ['83367'], brandNames: ['Lipitor'], classes: ['statin'] },
  { id: 'rosuvastatin', name: 'Rosuvastatin', rxcuis: ['301542'], brandNames: ['Crestor'], classes: ['statin'] },
  { id: 'pravastatin', name: 'Pravastatin', rxcuis: ['42463'], brandNames: ['Pravachol'], classes: ['statin'] },
  { id: 'lovastatin', name: 'Lovastatin', rxcuis: ['6472'], brandNames: ['Mevacor', 'Altoprev'], classes: ['statin'] },
  { id: 'ezetimibe', name: 'Ezetimibe', rxcuis: ['341248'], brandNames: ['Zetia', 'Ezetrol'], classes: [] },
  { id: 'gemfibrozil', name: 'Gemfibrozil', rxcuis: ['4719'], brandNames: ['Lopid'], classes: ['fibrate'] },
  { id: 'fenofibrate', name: 'Fenofibrate', rxcuis: ['8703'], brandNames: ['Tricor'], classes: ['fibrate'] },
  // Antihypertensives and heart failure
  { id: 'amlodipine', name: 'Amlodipine', rxcuis: ['17767'], brandNames: ['Norvasc'], classes: ['ccb'] },
  { id: 'nifedipine', name: 'Nifedipine', rxcuis: ['7417'], brandNames: ['Procardia', 'Adalat'], classes: ['ccb'] },
  { id: 'diltiazem', name: 'Diltiazem', rxcuis: ['3443'], brandNames: ['Cardizem'], classes: ['ccb', 'non-dhp-ccb', 'moderate-cyp3a4-inhibitor'] },
  { id: 'verapamil', name: 'Verapamil', rxcuis: ['11170'], brandNames: ['Calan', 'Isoptin'], classes: ['ccb', 'non-dhp-ccb', 'moderate-cyp3a4-inhibitor'] },
  { id: 'lisinopril', name: 'Lisinopril', rxcuis: ['29046'], brandNames: ['Zestril', 'Prinivil'], classes: ['acei'] },
  { id: 'enalapril', name: 'Enalapril', rxcuis: ['3827'], brandNames: ['Vasotec'], classes: ['acei'] },
  { id: 'ramipril', name: 'Ramipril', rxcuis: ['35296'], brandNames: ['Altace'], classes: ['acei'] },
  { id: 'losartan', name: 'Losartan', rxcuis: ['52175'], brandNames: ['Cozaar'], classes: ['arb'] },
  { id: 'valsartan', name: 'Valsartan', rxcuis: ['69749'], brandNames: ['Diovan'], classes: ['arb'] },
  { id: 'candesartan', name: 'Candesartan', rxcuis: ['214354'], brandNames: ['Atacand'], classes: ['arb'] },
  { id: 'sacubitril-valsartan', name: 'Sacubitril/valsartan', rxcuis: ['1656328', '69749'], brandNames: ['Entresto'], classes: ['arni'] },
  { id: 'spironolactone', name: 'Spironolactone', rxcuis: ['9997'], brandNames: ['Aldactone'], classes: ['mra'] },
  { id: 'eplerenone', name: 'Eplerenone', rxcuis: ['298869'], brandNames: ['Inspra'], classes: ['mra'] },
  { id: 'potassium-chloride', name: 'Potassium chloride', rxcuis: ['8591'], brandNames: ['Klor-Con', 'K-Dur'], classes: ['potassium'] },
  { id: 'furosemide', name: 'Furosemide', rxcuis: ['4603'], brandNames: ['Lasix'], classes: ['loop-diuretic', 'sulfonamide-non-antibacterial'], aliases: ['frusemide'] },
  { id: 'bumetanide', name: 'Bumetanide', rxcuis: ['1808'], brandNames: ['Bumex'], classes: ['loop-diuretic', 'sulfonamide-non-antibacterial'] },
  { id: 'hydrochlorothiazide', name: 'Hydrochlorothiazide', rxcuis: ['5487'], brandNames: ['Microzide'], classes: ['thiazide', 'sulfonamide-non-antibacterial'], aliases: ['HCTZ'] },
  { id: 'chlorthalidone', name: 'Chlorthalidone', rxcuis: ['2409'], brandNames: ['Hygroton'], classes: ['thiazide', 'sulfonamide-non-antibacterial'] },
  { id: 'metoprolol', name: 'Metoprolol', rxcuis: ['6918'], brandNames: ['Lopressor', 'Toprol-XL'], classes: ['beta-blocker'] },
  { id: 'atenolol', name: 'Atenolol', rxcuis: ['1202'], brandNames: ['Tenormin'], classes: ['beta-blocker'] },
  { id: 'carvedilol', name: 'Carvedilol', rxcuis: ['20352'], brandNames: ['Coreg'], classes: ['beta-blocker'] },
  { id: 'bisoprolol', name: 'Bisoprolol', rxcuis: ['19484'], brandNames: ['Concor'], classes: ['beta-blocker'] },
  { id: 'propranolol', name: 'Propranolol', rxcuis: ['8787'], brandNames: ['Inderal'], classes: ['beta-blocker'] },
  // Antiarrhythmics, glycosides, nitrates
  { id: 'amiodarone', name: 'Amiodarone', rxcuis: ['703'], brandNames: ['Cordarone', 'Pacerone'], classes: ['antiarrhythmic', 'qt-prolonging'] },
  { id: 'dronedarone', name: 'Dronedarone', rxcuis: ['997221'], brandNames: ['Multaq'], classes: ['antiarrhythmic', 'qt-prolonging', 'moderate-cyp3a4-inhibitor'] },
  { id: 'sotalol', name: 'Sotalol', rxcuis: ['9947'], brandNames: ['Betapace'], classes: ['antiarrhythmic', 'beta-blocker', 'qt-prolonging'] },
  { id: 'flecainide', name: 'Flecainide', rxcuis: ['4441'], brandNames: ['Tambocor'], classes: ['antiarrhythmic', 'qt-prolonging'] },
  { id: 'digoxin', name: 'Digoxin', rxcuis: ['3407'], brandNames: ['Lanoxin'], classes: ['cardiac-glycoside'] },
  { id: 'nitroglycerin', name: 'Nitroglycerin', rxcuis: ['4917'], brandNames: ['Nitrostat'], classes: ['nitrate'], aliases: ['glyceryl trinitrate', 'GTN'] },
  { id: 'isosorbide-mononitrate', name: 'Isosorbide mononitrate', rxcuis: ['6061'], rxcuiUnverified: true, brandNames: ['Imdur'], classes: ['nitrate'] },
  { id: 'sildenafil', name: 'Sildenafil', rxcuis: ['136411'], brandNames: ['Viagra', 'Revatio'], classes: ['pde5'] },
  { id: 'tadalafil', name: 'Tadalafil', rxcuis: ['358263'], brandNames: ['Cialis', 'Adcirca'], classes: ['pde5'] },
  // Diabetes and thyroid
  { id: 'metformin', name: 'Metformin', rxcuis: ['6809'], brandNames: ['Glucophage'], classes: ['biguanide'] },
  { id: 'glipizide', name: 'Glipizide', rxcuis: ['4821'], brandNames: ['Glucotrol'], classes: ['sulfonylurea', 'sulfonamide-non-antibacterial'] },
  { id: 'glimepiride', name: 'Glimepiride', rxcuis: ['25789'], brandNames: ['Amaryl'], classes: ['sulfonylurea', 'sulfonamide-non-antibacterial'] },
  { id: 'insulin', name: 'Insulin', rxcuis: ['274783', '86009', '51428'], brandNames: ['Lantus', 'Humalog', 'NovoLog'], classes: ['insulin'], aliases: ['insulin glargine', 'insulin lispro', 'insulin aspart'] },
  { id: 'empagliflozin', name: 'Empagliflozin', rxcuis: ['1545653'], brandNames: ['Jardiance'], classes: ['sglt2'] },
  { id: 'dapagliflozin', name: 'Dapagliflozin', rxcuis: ['1488564'], brandNames: ['Farxiga', 'Forxiga'], classes: ['sglt2'] },
  { id: 'sitagliptin', name: 'Sitagliptin', rxcuis: ['593411'], brandNames: ['Januvia'], classes: ['dpp4'] },
  { id: 'semaglutide', name: 'Semaglutide', rxcuis: ['1991302'], brandNames: ['Ozempic', 'Wegovy', 'Rybelsus'], classes: ['glp1'] },
  { id: 'pioglitazone', name: 'Pioglitazone', rxcuis: ['33738'], brandNames: ['Actos'], classes: ['tzd'] },
  { id: 'levothyroxine', name: 'Levothyroxine', rxcuis: ['10582'], brandNames: ['Synthroid', 'Levoxyl', 'Euthyrox'], classes: ['thyroid-hormone'], aliases: ['thyroxine', 'L-thyroxine'] },
  // Gastrointestinal and minerals
  { id: 'omeprazole', name: 'Omeprazole', rxcuis: ['7646'], brandNames: ['Prilosec', 'Losec'], classes: ['ppi'] },
  { id: 'esomeprazole', name: 'Esomeprazole', rxcuis: ['283742'], brandNames: ['Nexium'], classes: ['ppi'] },
  { id: 'pantoprazole', name: 'Pantoprazole', rxcuis: ['40790'], brandNames: ['Protonix'], classes: ['ppi'] },
  { id: 'calcium-carbonate', name: 'Calcium carbonate', rxcuis: ['1897'], brandNames: ['Tums'], classes: ['antacid'] },
  { id: 'ferrous-sulfate', name: 'Ferrous sulfate', rxcuis: ['24947'], rxcuiUnverified: true, brandNames: ['Feosol'], classes: ['iron'], aliases: ['iron sulfate', 'ferrous sulphate'] },
  { id: 'ondansetron', name: 'Ondansetron', rxcuis: ['26225'], brandNames: ['Zofran'], classes: ['antiemetic', 'serotonergic', 'qt-prolonging'] },
  // Anti-infectives
  { id: 'clarithromycin', name: 'Clarithromycin', rxcuis: ['21212'], brandNames: ['Biaxin'], classes: ['antibiotic', 'macrolide', 'strong-cyp3a4-inhibitor', 'qt-prolonging'] },
  { id: 'erythromycin', name: 'Erythromycin', rxcuis: ['4053'], brandNames: ['Ery-Tab', 'E.E.S.'], classes: ['antibiotic', 'macrolide', 'moderate-cyp3a4-inhibitor', 'qt-prolonging'] },
  { id: 'azithromycin', name: 'Azithromycin', rxcuis: ['18631'], brandNames: ['Zithromax', 'Z-Pak'], classes: ['antibiotic', 'macrolide', 'qt-prolonging'] },
  { id: 'ciprofloxacin', name: 'Ciprofloxacin', rxcuis: ['2551'], brandNames: ['Cipro'], classes: ['antibiotic', 'fluoroquinolone', 'qt-prolonging', 'strong-cyp1a2-inhibitor'] },
  { id: 'levofloxacin', name: 'Levofloxacin', rxcuis: ['82122'], brandNames: ['Levaquin'], classes: ['antibiotic', 'fluoroquinolone', 'qt-prolonging'] },
  { id: 'moxifloxacin', name: 'Moxifloxacin', rxcuis: ['139462'], brandNames: ['Avelox'], classes: ['antibiotic', 'fluoroquinolone', 'qt-prolonging'] },
  { id: 'trimethoprim-sulfamethoxazole', name: 'Trimethoprim-sulfamethoxazole', rxcuis: ['10829', '10180'], brandNames: ['Bactrim', 'Septra'], classes: ['antibiotic', 'sulfonamide-antibacterial'], aliases: ['co-trimoxazole', 'TMP-SMX', 'cotrimoxazole'] },
  { id: 'metronidazole', name: 'Metronidazole', rxcuis: ['6922'], brandNames: ['Flagyl'], classes: ['antibiotic'] },
  { id: 'doxycycline', name: 'Doxycycline', rxcuis: ['3640'], brandNames: ['Vibramycin', 'Doryx'], classes: ['antibiotic'] },
  { id: 'linezolid', name: 'Linezolid', rxcuis: ['190376'], brandNames: ['Zyvox'], classes: ['antibiotic'] },
  { id: 'rifampin', name: 'Rifampin', rxcuis: ['9384'], brandNames: ['Rifadin'], classes: ['antibiotic', 'cyp3a4-inducer'], aliases: ['rifampicin'] },
  { id: 'fluconazole', name: 'Fluconazole', rxcuis: ['4450'], brandNames: ['Diflucan'], classes: ['azole', 'moderate-cyp3a4-inhibitor', 'qt-prolonging'] },
  { id: 'itraconazole', name: 'Itraconazole', rxcuis: ['28031'], brandNames: ['Sporanox'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'ketoconazole', name: 'Ketoconazole', rxcuis: ['6135'], brandNames: ['Nizoral'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'voriconazole', name: 'Voriconazole', rxcuis: ['121243'], brandNames: ['Vfend'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'ritonavir', name: 'Ritonavir', rxcuis: ['85762'], brandNames: ['Norvir'], classes: ['antiviral', 'strong-cyp3a4-inhibitor', 'protease-inhibitor'] },
  { id: 'nirmatrelvir-ritonavir', name: 'Nirmatrelvir/ritonavir', rxcuis: ['2587898', '85762'], rxcuiUnverified: true, brandNames: ['Paxlovid'], classes: ['antiviral', 'strong-cyp3a4-inhibitor', 'protease-inhibitor'] },
  { id: 'hydroxychloroquine', name: 'Hydroxychloroquine', rxcuis: ['5521'], brandNames: ['Plaquenil'], classes: ['antimalarial', 'dmard', 'qt-prolonging'] },
  // Antidepressants and serotonergic drugs
  { id: 'sertraline', name: 'Sertraline', rxcuis: ['36437'], brandNames: ['Zoloft'], classes: ['antidepressant', 'ssri', 'serotonergic'] },
  { id: 'fluoxetine', name: 'Fluoxetine', rxcuis: ['4493'], brandNames: ['Prozac'], classes: ['antidepressant', 'ssri', 'serotonergic', 'strong-cyp2d6-inhibitor'] },
  { id: 'paroxetine', name: 'Paroxetine', rxcuis: ['32937'], brandNames: ['Paxil', 'Seroxat'], classes: ['antidepressant', 'ssri', 'serotonergic', 'strong-cyp2d6-inhibitor'] },
  { id: 'citalopram', name: 'Citalopram', rxcuis: ['2556'], brandNames: ['Celexa', 'Cipramil'], classes: ['antidepressant', 'ssri', 'serotonergic', 'qt-prolonging'] },
  { id: 'escitalopram', name: 'Escitalopram', rxcuis: ['321988'], brandNames: ['Lexapro', 'Cipralex'], classes: ['antidepressant', 'ssri', 'serotonergic', 'qt-prolonging'] },
  { id: 'venlafaxine', name: 'Venlafaxine', rxcuis: ['39786'], brandNames: ['Effexor'], classes: ['antidepressant', 'snri', 'serotonergic'] },
  { id: 'duloxetine', name: 'Duloxetine', rxcuis: ['72625'], brandNames: ['Cymbalta'], classes: ['antidepressant', 'snri', 'serotonergic'] },
  { id: 'amitriptyline', name: 'Amitriptyline', rxcuis: ['704'], brandNames: ['Elavil'], classes: ['antidepressant', 'tca', 'serotonergic'] },
  { id: 'trazodone', name: 'Trazodone', rxcuis: ['10737'], brandNames: ['Desyrel'], classes: ['antidepressant', 'serotonergic'] },
  { id: 'mirtazapine', name: 'Mirtazapine', rxcuis: ['15996'], brandNames: ['Remeron'], classes: ['antidepressant', 'serotonergic'] },
  { id: 'bupropion', name: 'Bupropion', rxcuis: ['42347'], brandNames: ['Wellbutrin', 'Zyban'], classes: ['antidepressant', 'strong-cyp2d6-inhibitor'] },
  { id: 'phenelzine', name: 'Phenelzine', rxcuis: ['8123'], brandNames: ['Nardil'], classes: ['antidepressant', 'maoi', 'serotonergic'] },
  { id: 'st-johns-wort', name: "St John's wort", rxcuis: ['258326'], brandNames: [], classes: ['herbal', 'serotonergic', 'cyp3a4-inducer'], aliases: ['Hypericum perforatum', 'St. John\'s wort', 'St Johns wort'] },
  { id: 'lithium', name: 'Lithium', rxcuis: ['42351'], brandNames: ['Lithobid'], classes: ['mood-stabilizer', 'serotonergic'], aliases: ['lithium carbonate'] },
  // Opioids, triptans
  { id: 'tramadol', name: 'Tramadol', rxcuis: ['10689'], brandNames: ['Ultram'], classes: ['opioid', 'serotonergic', 'analgesic'] },
  { id: 'methadone', name: 'Methadone', rxcuis: ['6813'], brandNames: ['Dolophine'], classes: ['opioid', 'serotonergic', 'qt-prolonging'] },
  { id: 'oxycodone', name: 'Oxycodone', rxcuis: ['7804'], brandNames: ['OxyContin', 'Roxicodone'], classes: ['opioid', 'analgesic'] },
  { id: 'fentanyl', name: 'Fentanyl', rxcuis: ['4337'], brandNames: ['Duragesic', 'Sublimaze'], classes: ['opioid', 'serotonergic'] },
  { id: 'morphine', name: 'Morphine', rxcuis: ['7052'], brandNames: ['MS Contin'], classes: ['opioid', 'analgesic'] },
  { id: 'codeine', name: 'Codeine', rxcuis: ['2670'], brandNames: [], classes: ['opioid', 'analgesic'] },
  { id: 'sumatriptan', name: 'Sumatriptan', rxcuis: ['37418'], brandNames: ['Imitrex', 'Imigran'], classes: ['triptan', 'serotonergic', 'sulfonamide-non-antibacterial'] },
  // Antipsychotics, sedatives, antiepileptics
  { id: 'haloperidol', name: 'Haloperidol', rxcuis: ['5093'], brandNames: ['Haldol'], classes: ['antipsychotic', 'qt-prolonging'] },
  { id: 'quetiapine', name: 'Quetiapine', rxcuis: ['51272'], brandNames: ['Seroquel'], classes: ['antipsychotic'] },
  { id: 'olanzapine', name: 'Olanzapine', rxcuis: ['61381'], brandNames: ['Zyprexa'], classes: ['antipsychotic'] },
  { id: 'risperidone', name: 'Risperidone', rxcuis: ['35636'], brandNames: ['Risperdal'], classes: ['antipsychotic'] },
  { id: 'alprazolam', name: 'Alprazolam', rxcuis: ['596'], brandNames: ['Xanax'], classes: ['benzodiazepine'] },
  { id: 'diazepam', name: 'Diazepam', rxcuis: ['3322'], brandNames: ['Valium'], classes: ['benzodiazepine'] },
  { id: 'lorazepam', name: 'Lorazepam', rxcuis: ['6470'], brandNames: ['Ativan'], classes: ['benzodiazepine'] },
  { id: 'zolpidem', name: 'Zolpidem', rxcuis: ['39993'], brandNames: ['Ambien'], classes: ['z-drug'] },
  { id: 'gabapentin', name: 'Gabapentin', rxcuis: ['25480'], brandNames: ['Neurontin'], classes: ['gabapentinoid', 'antiepileptic'] },
  { id: 'pregabalin', name: 'Pregabalin', rxcuis: ['187832'], brandNames: ['Lyrica'], classes: ['gabapentinoid', 'antiepileptic'] },
  { id: 'carbamazepine', name: 'Carbamazepine', rxcuis: ['2002'], brandNames: ['Tegretol'], classes: ['antiepileptic', 'cyp3a4-inducer'] },
  { id: 'phenytoin', name: 'Phenytoin', rxcuis: ['8183'], brandNames: ['Dilantin'], classes: ['antiepileptic', 'cyp3a4-inducer'] },
  { id: 'valproate', name: 'Valproate', rxcuis: ['11118'], brandNames: ['Depakote', 'Depakene', 'Epilim'], classes: ['antiepileptic', 'mood-stabilizer'], aliases: ['valproic acid', 'divalproex', 'sodium valproate'] },
  { id: 'lamotrigine', name: 'Lamotrigine', rxcuis: ['28439'], brandNames: ['Lamictal'], classes: ['antiepileptic', 'mood-stabilizer'] },
  { id: 'levetiracetam', name: 'Levetiracetam', rxcuis: ['114477'], brandNames: ['Keppra'], classes: ['antiepileptic'] },
  // Immunology, rheumatology, oncology, respiratory, hormones
  { id: 'methotrexate', name: 'Methotrexate', rxcuis: ['6851'], brandNames: ['Trexall', 'Otrexup'], classes: ['dmard', 'immunosuppressant'] },
  { id: 'tacrolimus', name: 'Tacrolimus', rxcuis: ['42316'], brandNames: ['Prograf'], classes: ['immunosuppressant', 'calcineurin-inhibitor'] },
  { id: 'cyclosporine', name: 'Cyclosporine', rxcuis: ['3008'], brandNames: ['Neoral', 'Sandimmune'], classes: ['immunosuppressant', 'calcineurin-inhibitor'], aliases: ['ciclosporin'] },
  { id: 'azathioprine', name: 'Azathioprine', rxcuis: ['1256'], brandNames: ['Imuran'], classes: ['immunosuppressant', 'thiopurine'] },
  { id: 'allopurinol', name: 'Allopurinol', rxcuis: ['519'], brandNames: ['Zyloprim'], classes: ['xanthine-oxidase-inhibitor', 'antigout'] },
  { id: 'colchicine', name: 'Colchicine', rxcuis: ['2683'], brandNames: ['Colcrys', 'Mitigare'], classes: ['antigout'] },
  { id: 'prednisone', name: 'Prednisone', rxcuis: ['8640'], brandNames: ['Deltasone', 'Rayos'], classes: ['corticosteroid'] },
  { id: 'theophylline', name: 'Theophylline', rxcuis: ['10438'], brandNames: ['Theo-24', 'Uniphyl'], classes: ['methylxanthine'] },
  { id: 'tamoxifen', name: 'Tamoxifen', rxcuis: ['10324'], brandNames: ['Nolvadex', 'Soltamox'], classes: ['serm'] },
  { id: 'ethinyl-estradiol', name: 'Ethinyl estradiol (combined oral contraceptive)', rxcuis: ['4124'], brandNames: [], classes: ['hormonal-contraceptive'], aliases: ['ethinyl estradiol', 'ethinylestradiol'] },
  // ── Added 2026-11-25 (issue 17): drugs the mechanism review and the allergy checks need ──────────
  { id: 'tranylcypromine', name: 'Tranylcypromine', rxcuis: ['10734'], brandNames: ['Parnate'], classes: ['antidepressant', 'maoi', 'serotonergic'] },
  { id: 'selegiline', name: 'Selegiline', rxcuis: ['9639'], brandNames: ['Eldepryl', 'Zelapar', 'Emsam'], classes: ['maoi'] },
  { id: 'methylene-blue', name: 'Methylene blue', rxcuis: ['6878'], brandNames: ['ProvayBlue'], classes: [], aliases: ['methylthioninium chloride'] },
  { id: 'fluvoxamine', name: 'Fluvoxamine', rxcuis: ['42355'], brandNames: ['Luvox'], classes: ['antidepressant', 'ssri', 'serotonergic', 'strong-cyp1a2-inhibitor'] },
  { id: 'dextromethorphan', name: 'Dextromethorphan', rxcuis: ['3289'], brandNames: ['Delsym', 'Robitussin DM'], classes: ['serotonergic'] },
  { id: 'meperidine', name: 'Meperidine', rxcuis: ['6754'], brandNames: ['Demerol'], classes: ['opioid', 'serotonergic', 'analgesic'], aliases: ['pethidine'] },
  { id: 'hydrocodone', name: 'Hydrocodone', rxcuis: ['5489'], brandNames: ['Hysingla', 'Zohydro'], classes: ['opioid', 'analgesic'] },
  { id: 'methylphenidate', name: 'Methylphenidate', rxcuis: ['6901'], brandNames: ['Ritalin', 'Concerta'], classes: ['sympathomimetic'] },
  { id: 'tizanidine', name: 'Tizanidine', rxcuis: ['57258'], brandNames: ['Zanaflex'], classes: [] },
  { id: 'pimozide', name: 'Pimozide', rxcuis: ['8331'], brandNames: ['Orap'], classes: ['antipsychotic', 'qt-prolonging'] },
  { id: 'ergotamine', name: 'Ergotamine', rxcuis: ['4025'], brandNames: ['Cafergot', 'Ergomar'], classes: ['ergot'] },
  { id: 'atazanavir', name: 'Atazanavir', rxcuis: ['343047'], brandNames: ['Reyataz'], classes: ['antiviral', 'protease-inhibitor'] },
  { id: 'posaconazole', name: 'Posaconazole', rxcuis: ['282446'], rxcuiUnverified: true, brandNames: ['Noxafil'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'lansoprazole', name: 'Lansoprazole', rxcuis: ['17128'], brandNames: ['Prevacid'], classes: ['ppi'] },
  { id: 'captopril', name: 'Captopril', rxcuis: ['1998'], brandNames: ['Capoten'], classes: ['acei'] },
  { id: 'aliskiren', name: 'Aliskiren', rxcuis: ['325646'], brandNames: ['Tekturna', 'Rasilez'], classes: ['renin-inhibitor'] },
  { id: 'amiloride', name: 'Amiloride', rxcuis: ['644'], brandNames: ['Midamor'], classes: ['potassium-sparing-diuretic'] },
  { id: 'triamterene', name: 'Triamterene', rxcuis: ['10763'], brandNames: ['Dyrenium'], classes: ['potassium-sparing-diuretic'] },
  { id: 'febuxostat', name: 'Febuxostat', rxcuis: ['73689'], brandNames: ['Uloric'], classes: ['xanthine-oxidase-inhibitor', 'antigout'] },
  { id: 'mercaptopurine', name: 'Mercaptopurine', rxcuis: ['103'], brandNames: ['Purixan'], classes: ['immunosuppressant', 'thiopurine'], aliases: ['6-mercaptopurine', '6-MP'] },
  { id: 'irinotecan', name: 'Irinotecan', rxcuis: ['51499'], brandNames: ['Camptosar'], classes: [] },
  { id: 'amoxicillin', name: 'Amoxicillin', rxcuis: ['723'], brandNames: ['Amoxil'], classes: ['antibiotic', 'beta-lactam', 'penicillin'] },
  { id: 'amoxicillin-clavulanate', name: 'Amoxicillin/clavulanate', rxcuis: ['723', '48203'], brandNames: ['Augmentin'], classes: ['antibiotic', 'beta-lactam', 'penicillin'], aliases: ['co-amoxiclav', 'amoxicillin-clavulanic acid'] },
  { id: 'penicillin-v', name: 'Penicillin V', rxcuis: ['7984'], brandNames: [], classes: ['antibiotic', 'beta-lactam', 'penicillin'], aliases: ['phenoxymethylpenicillin', 'penicillin VK'] },
  { id: 'cephalexin', name: 'Cephalexin', rxcuis: ['2231'], brandNames: ['Keflex'], classes: ['antibiotic', 'beta-lactam', 'cephalosporin'], aliases: ['cefalexin'] },
  { id: 'ceftriaxone', name: 'Ceftriaxone', rxcuis: ['2193'], brandNames: ['Rocephin'], classes: ['antibiotic', 'beta-lactam', 'cephalosporin'] },
];

/** Upper limit of medications selected at once in the checker (spec §5, §9). */
export const MAX_MEDICATIONS = 10;

/** The built-in list of 20 common drugs offered as suggestions (spec §5); includes every drug of the spec's five interactions. */
export const SUGGESTED_DRUGS: readonly string[] = [
  'Warfarin',
  'Aspirin',
  'Simvastatin',
  'Amlodipine',
  'Lisinopril',
  'Losartan',
  'Metformin',
  'Furosemide',
  'Levothyroxine',
  'Omeprazole',
  'Atorvastatin',
  'Metoprolol',
  'Clopidogrel',
  'Apixaban',
  'Sertraline',
  'Ibuprofen',
  'Hydrochlorothiazide',
  'Gabapentin',
  'Prednisone',
  'Amiodarone',
];

/** Why a medication could not be added: already selected, list full, or not in the catalogue. */
export type AddMedicationError = 'duplicate' | 'limit' | 'unknown';

/** Result of addMedication: the new list, or the reason it was refused. */
export type AddMedicationResult =
  | { ok: true; medications: string[] }
  | { ok: false; reason: AddMedicationError };

const normalise = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

const DRUG_BY_ID = new Map<string, Drug>(DRUGS.map((drug) => [drug.id, drug]));

// Generic names, ids, brand names and aliases each point to exactly one drug.
const DRUG_BY_NAME = new Map<string, Drug>();
for (const drug of DRUGS) {
  for (const key of [drug.id, drug.name, ...drug.brandNames, ...(drug.aliases ?? [])]) {
    DRUG_BY_NAME.set(normalise(key), drug);
  }
}

const CLASS_BY_NAME = new Map<string, DrugClassId>();
for (const drugClass of DRUG_CLASSES) {
  for (const key of [drugClass.id, drugClass.name, ...drugClass.aliases]) {
    CLASS_BY_NAME.set(normalise(key), drugClass.id);
  }
}

/** Returns the drug with this catalogue id, if any. */
export function getDrugById(id: string): Drug | undefined {
  return DRUG_BY_ID.get(id);
}

/** Returns the class record with this id, if any. */
export function getDrugClass(id: string): DrugClassInfo | undefined {
  return DRUG_CLASSES.find((drugClass) => drugClass.id === id);
}

/** Returns every drug that belongs to the class. */
export function drugsInClass(classId: DrugClassId): Drug[] {
  return DRUGS.filter((drug) => drug.classes.includes(classId));
}

/** Finds the single drug named by a generic name, brand name, alias or id (case-insensitive); class names are not accepted. */
export function findDrug(text: string): Drug | undefined {
  return DRUG_BY_NAME.get(normalise(text));
}

/** Resolves a generic name, brand name, alias or class name (case-insensitive) to the matching drug(s); unknown text gives []. */
export function resolveDrug(text: string): Drug[] {
  const key = normalise(text);
  if (key === '') return [];
  const drug = DRUG_BY_NAME.get(key);
  if (drug) return [drug];
  const classId = CLASS_BY_NAME.get(key);
  return classId ? drugsInClass(classId) : [];
}

const isSelected = (drug: Drug, selected: readonly string[]): boolean =>
  selected.some((name) => findDrug(name)?.id === drug.id);

/**
 * Suggestions for the search box (spec §5): empty or whitespace text gives []; otherwise a
 * case-insensitive substring match, first over the 20 SUGGESTED_DRUGS, then over the rest of the
 * catalogue by generic or brand name; already-selected drugs are left out.
 */
export function suggestDrugs(text: string, selected: readonly string[], limit = 10): string[] {
  const query = normalise(text);
  if (query === '') return [];
  const results: string[] = [];
  const push = (drug: Drug): void => {
    if (results.length >= limit || results.includes(drug.name) || isSelected(drug, selected)) return;
    results.push(drug.name);
  };
  for (const name of SUGGESTED_DRUGS) {
    const drug = findDrug(name);
    if (drug && name.toLowerCase().includes(query)) push(drug);
  }
  for (const drug of DRUGS) {
    if (drug.name.toLowerCase().includes(query)) push(drug);
  }
  for (const drug of DRUGS) {
    if (drug.brandNames.some((brand) => brand.toLowerCase().includes(query))) push(drug);
  }
  return results;
}

/** Adds a medication by generic or brand name, stored as its generic name; refuses duplicates, an 11th drug and unknown names. */
export function addMedication(selected: readonly string[], name: string): AddMedicationResult {
  const drug = findDrug(name);
  if (!drug) return { ok: false, reason: 'unknown' };
  if (isSelected(drug, selected)) return { ok: false, reason: 'duplicate' };
  if (selected.length >= MAX_MEDICATIONS) return { ok: false, reason: 'limit' };
  return { ok: true, medications: [...selected, drug.name] };
}

/** Removes a medication (matched by generic or brand name) and returns the new list. */
export function removeMedication(selected: readonly string[], name: string): string[] {
  const drug = findDrug(name);
  return selected.filter((entry) => (drug ? findDrug(entry)?.id !== drug.id : entry !== name));
}
