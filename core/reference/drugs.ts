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
] as const satisfies readonly DrugClassInfo[];

/** Identifier of one of DRUG_CLASSES. */
export type DrugClassId = (typeof DRUG_CLASSES)[number]['id'];

/** One drug of the built-in catalogue: id is the lower-case generic name used in the interaction table. */
export interface Drug {
  id: string;
  name: string;
  brandNames: readonly string[];
  classes: readonly DrugClassId[];
  aliases?: readonly string[];
}

/** The built-in drug catalogue (generic name, brand names, classes). */
export const DRUGS: readonly Drug[] = [
  // Anticoagulants
  { id: 'warfarin', name: 'Warfarin', brandNames: ['Coumadin', 'Jantoven'], classes: ['anticoagulant', 'vka'] },
  { id: 'apixaban', name: 'Apixaban', brandNames: ['Eliquis'], classes: ['anticoagulant', 'doac'] },
  { id: 'rivaroxaban', name: 'Rivaroxaban', brandNames: ['Xarelto'], classes: ['anticoagulant', 'doac'] },
  { id: 'dabigatran', name: 'Dabigatran', brandNames: ['Pradaxa'], classes: ['anticoagulant', 'doac'] },
  { id: 'edoxaban', name: 'Edoxaban', brandNames: ['Savaysa', 'Lixiana'], classes: ['anticoagulant', 'doac'] },
  { id: 'enoxaparin', name: 'Enoxaparin', brandNames: ['Lovenox', 'Clexane'], classes: ['anticoagulant', 'heparin'] },
  { id: 'heparin', name: 'Heparin', brandNames: [], classes: ['anticoagulant', 'heparin'], aliases: ['unfractionated heparin', 'UFH'] },
  // Antiplatelets
  { id: 'aspirin', name: 'Aspirin', brandNames: ['Ecotrin', 'Bayer Aspirin'], classes: ['antiplatelet', 'analgesic'], aliases: ['acetylsalicylic acid', 'ASA'] },
  { id: 'clopidogrel', name: 'Clopidogrel', brandNames: ['Plavix'], classes: ['antiplatelet', 'p2y12'] },
  { id: 'ticagrelor', name: 'Ticagrelor', brandNames: ['Brilinta', 'Brilique'], classes: ['antiplatelet', 'p2y12'] },
  { id: 'prasugrel', name: 'Prasugrel', brandNames: ['Effient', 'Efient'], classes: ['antiplatelet', 'p2y12'] },
  // NSAIDs and analgesics
  { id: 'ibuprofen', name: 'Ibuprofen', brandNames: ['Advil', 'Motrin', 'Nurofen'], classes: ['nsaid', 'analgesic'] },
  { id: 'naproxen', name: 'Naproxen', brandNames: ['Aleve', 'Naprosyn'], classes: ['nsaid', 'analgesic'] },
  { id: 'diclofenac', name: 'Diclofenac', brandNames: ['Voltaren', 'Cataflam'], classes: ['nsaid', 'analgesic'] },
  { id: 'celecoxib', name: 'Celecoxib', brandNames: ['Celebrex'], classes: ['nsaid', 'analgesic'] },
  { id: 'meloxicam', name: 'Meloxicam', brandNames: ['Mobic'], classes: ['nsaid', 'analgesic'] },
  { id: 'ketorolac', name: 'Ketorolac', brandNames: ['Toradol'], classes: ['nsaid', 'analgesic'] },
  { id: 'acetaminophen', name: 'Acetaminophen', brandNames: ['Tylenol', 'Panadol'], classes: ['analgesic'], aliases: ['paracetamol'] },
  // Lipid-lowering
  { id: 'simvastatin', name: 'Simvastatin', brandNames: ['Zocor'], classes: ['statin'] },
  { id: 'atorvastatin', name: 'Atorvastatin', brandNames: ['Lipitor'], classes: ['statin'] },
  { id: 'rosuvastatin', name: 'Rosuvastatin', brandNames: ['Crestor'], classes: ['statin'] },
  { id: 'pravastatin', name: 'Pravastatin', brandNames: ['Pravachol'], classes: ['statin'] },
  { id: 'lovastatin', name: 'Lovastatin', brandNames: ['Mevacor', 'Altoprev'], classes: ['statin'] },
  { id: 'ezetimibe', name: 'Ezetimibe', brandNames: ['Zetia', 'Ezetrol'], classes: [] },
  { id: 'gemfibrozil', name: 'Gemfibrozil', brandNames: ['Lopid'], classes: ['fibrate'] },
  { id: 'fenofibrate', name: 'Fenofibrate', brandNames: ['Tricor'], classes: ['fibrate'] },
  // Antihypertensives and heart failure
  { id: 'amlodipine', name: 'Amlodipine', brandNames: ['Norvasc'], classes: ['ccb'] },
  { id: 'nifedipine', name: 'Nifedipine', brandNames: ['Procardia', 'Adalat'], classes: ['ccb'] },
  { id: 'diltiazem', name: 'Diltiazem', brandNames: ['Cardizem'], classes: ['ccb', 'non-dhp-ccb', 'moderate-cyp3a4-inhibitor'] },
  { id: 'verapamil', name: 'Verapamil', brandNames: ['Calan', 'Isoptin'], classes: ['ccb', 'non-dhp-ccb', 'moderate-cyp3a4-inhibitor'] },
  { id: 'lisinopril', name: 'Lisinopril', brandNames: ['Zestril', 'Prinivil'], classes: ['acei'] },
  { id: 'enalapril', name: 'Enalapril', brandNames: ['Vasotec'], classes: ['acei'] },
  { id: 'ramipril', name: 'Ramipril', brandNames: ['Altace'], classes: ['acei'] },
  { id: 'losartan', name: 'Losartan', brandNames: ['Cozaar'], classes: ['arb'] },
  { id: 'valsartan', name: 'Valsartan', brandNames: ['Diovan'], classes: ['arb'] },
  { id: 'candesartan', name: 'Candesartan', brandNames: ['Atacand'], classes: ['arb'] },
  { id: 'sacubitril-valsartan', name: 'Sacubitril/valsartan', brandNames: ['Entresto'], classes: ['arni'] },
  { id: 'spironolactone', name: 'Spironolactone', brandNames: ['Aldactone'], classes: ['mra'] },
  { id: 'eplerenone', name: 'Eplerenone', brandNames: ['Inspra'], classes: ['mra'] },
  { id: 'potassium-chloride', name: 'Potassium chloride', brandNames: ['Klor-Con', 'K-Dur'], classes: ['potassium'] },
  { id: 'furosemide', name: 'Furosemide', brandNames: ['Lasix'], classes: ['loop-diuretic'], aliases: ['frusemide'] },
  { id: 'bumetanide', name: 'Bumetanide', brandNames: ['Bumex'], classes: ['loop-diuretic'] },
  { id: 'hydrochlorothiazide', name: 'Hydrochlorothiazide', brandNames: ['Microzide'], classes: ['thiazide'], aliases: ['HCTZ'] },
  { id: 'chlorthalidone', name: 'Chlorthalidone', brandNames: ['Hygroton'], classes: ['thiazide'] },
  { id: 'metoprolol', name: 'Metoprolol', brandNames: ['Lopressor', 'Toprol-XL'], classes: ['beta-blocker'] },
  { id: 'atenolol', name: 'Atenolol', brandNames: ['Tenormin'], classes: ['beta-blocker'] },
  { id: 'carvedilol', name: 'Carvedilol', brandNames: ['Coreg'], classes: ['beta-blocker'] },
  { id: 'bisoprolol', name: 'Bisoprolol', brandNames: ['Concor'], classes: ['beta-blocker'] },
  { id: 'propranolol', name: 'Propranolol', brandNames: ['Inderal'], classes: ['beta-blocker'] },
  // Antiarrhythmics, glycosides, nitrates
  { id: 'amiodarone', name: 'Amiodarone', brandNames: ['Cordarone', 'Pacerone'], classes: ['antiarrhythmic', 'qt-prolonging'] },
  { id: 'dronedarone', name: 'Dronedarone', brandNames: ['Multaq'], classes: ['antiarrhythmic', 'qt-prolonging', 'moderate-cyp3a4-inhibitor'] },
  { id: 'sotalol', name: 'Sotalol', brandNames: ['Betapace'], classes: ['antiarrhythmic', 'beta-blocker', 'qt-prolonging'] },
  { id: 'flecainide', name: 'Flecainide', brandNames: ['Tambocor'], classes: ['antiarrhythmic', 'qt-prolonging'] },
  { id: 'digoxin', name: 'Digoxin', brandNames: ['Lanoxin'], classes: ['cardiac-glycoside'] },
  { id: 'nitroglycerin', name: 'Nitroglycerin', brandNames: ['Nitrostat'], classes: ['nitrate'], aliases: ['glyceryl trinitrate', 'GTN'] },
  { id: 'isosorbide-mononitrate', name: 'Isosorbide mononitrate', brandNames: ['Imdur'], classes: ['nitrate'] },
  { id: 'sildenafil', name: 'Sildenafil', brandNames: ['Viagra', 'Revatio'], classes: ['pde5'] },
  { id: 'tadalafil', name: 'Tadalafil', brandNames: ['Cialis', 'Adcirca'], classes: ['pde5'] },
  // Diabetes and thyroid
  { id: 'metformin', name: 'Metformin', brandNames: ['Glucophage'], classes: ['biguanide'] },
  { id: 'glipizide', name: 'Glipizide', brandNames: ['Glucotrol'], classes: ['sulfonylurea'] },
  { id: 'glimepiride', name: 'Glimepiride', brandNames: ['Amaryl'], classes: ['sulfonylurea'] },
  { id: 'insulin', name: 'Insulin', brandNames: ['Lantus', 'Humalog', 'NovoLog'], classes: ['insulin'], aliases: ['insulin glargine', 'insulin lispro', 'insulin aspart'] },
  { id: 'empagliflozin', name: 'Empagliflozin', brandNames: ['Jardiance'], classes: ['sglt2'] },
  { id: 'dapagliflozin', name: 'Dapagliflozin', brandNames: ['Farxiga', 'Forxiga'], classes: ['sglt2'] },
  { id: 'sitagliptin', name: 'Sitagliptin', brandNames: ['Januvia'], classes: ['dpp4'] },
  { id: 'semaglutide', name: 'Semaglutide', brandNames: ['Ozempic', 'Wegovy', 'Rybelsus'], classes: ['glp1'] },
  { id: 'pioglitazone', name: 'Pioglitazone', brandNames: ['Actos'], classes: ['tzd'] },
  { id: 'levothyroxine', name: 'Levothyroxine', brandNames: ['Synthroid', 'Levoxyl', 'Euthyrox'], classes: ['thyroid-hormone'], aliases: ['thyroxine', 'L-thyroxine'] },
  // Gastrointestinal and minerals
  { id: 'omeprazole', name: 'Omeprazole', brandNames: ['Prilosec', 'Losec'], classes: ['ppi'] },
  { id: 'esomeprazole', name: 'Esomeprazole', brandNames: ['Nexium'], classes: ['ppi'] },
  { id: 'pantoprazole', name: 'Pantoprazole', brandNames: ['Protonix'], classes: ['ppi'] },
  { id: 'calcium-carbonate', name: 'Calcium carbonate', brandNames: ['Tums'], classes: ['antacid'] },
  { id: 'ferrous-sulfate', name: 'Ferrous sulfate', brandNames: ['Feosol'], classes: ['iron'], aliases: ['iron sulfate', 'ferrous sulphate'] },
  { id: 'ondansetron', name: 'Ondansetron', brandNames: ['Zofran'], classes: ['antiemetic', 'serotonergic', 'qt-prolonging'] },
  // Anti-infectives
  { id: 'clarithromycin', name: 'Clarithromycin', brandNames: ['Biaxin'], classes: ['antibiotic', 'macrolide', 'strong-cyp3a4-inhibitor', 'qt-prolonging'] },
  { id: 'erythromycin', name: 'Erythromycin', brandNames: ['Ery-Tab', 'E.E.S.'], classes: ['antibiotic', 'macrolide', 'moderate-cyp3a4-inhibitor', 'qt-prolonging'] },
  { id: 'azithromycin', name: 'Azithromycin', brandNames: ['Zithromax', 'Z-Pak'], classes: ['antibiotic', 'macrolide', 'qt-prolonging'] },
  { id: 'ciprofloxacin', name: 'Ciprofloxacin', brandNames: ['Cipro'], classes: ['antibiotic', 'fluoroquinolone', 'qt-prolonging'] },
  { id: 'levofloxacin', name: 'Levofloxacin', brandNames: ['Levaquin'], classes: ['antibiotic', 'fluoroquinolone', 'qt-prolonging'] },
  { id: 'moxifloxacin', name: 'Moxifloxacin', brandNames: ['Avelox'], classes: ['antibiotic', 'fluoroquinolone', 'qt-prolonging'] },
  { id: 'trimethoprim-sulfamethoxazole', name: 'Trimethoprim-sulfamethoxazole', brandNames: ['Bactrim', 'Septra'], classes: ['antibiotic'], aliases: ['co-trimoxazole', 'TMP-SMX', 'cotrimoxazole'] },
  { id: 'metronidazole', name: 'Metronidazole', brandNames: ['Flagyl'], classes: ['antibiotic'] },
  { id: 'doxycycline', name: 'Doxycycline', brandNames: ['Vibramycin', 'Doryx'], classes: ['antibiotic'] },
  { id: 'linezolid', name: 'Linezolid', brandNames: ['Zyvox'], classes: ['antibiotic'] },
  { id: 'rifampin', name: 'Rifampin', brandNames: ['Rifadin'], classes: ['antibiotic', 'cyp3a4-inducer'], aliases: ['rifampicin'] },
  { id: 'fluconazole', name: 'Fluconazole', brandNames: ['Diflucan'], classes: ['azole', 'moderate-cyp3a4-inhibitor', 'qt-prolonging'] },
  { id: 'itraconazole', name: 'Itraconazole', brandNames: ['Sporanox'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'ketoconazole', name: 'Ketoconazole', brandNames: ['Nizoral'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'voriconazole', name: 'Voriconazole', brandNames: ['Vfend'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'ritonavir', name: 'Ritonavir', brandNames: ['Norvir'], classes: ['antiviral', 'strong-cyp3a4-inhibitor'] },
  { id: 'nirmatrelvir-ritonavir', name: 'Nirmatrelvir/ritonavir', brandNames: ['Paxlovid'], classes: ['antiviral', 'strong-cyp3a4-inhibitor'] },
  { id: 'hydroxychloroquine', name: 'Hydroxychloroquine', brandNames: ['Plaquenil'], classes: ['antimalarial', 'dmard', 'qt-prolonging'] },
  // Antidepressants and serotonergic drugs
  { id: 'sertraline', name: 'Sertraline', brandNames: ['Zoloft'], classes: ['antidepressant', 'ssri', 'serotonergic'] },
  { id: 'fluoxetine', name: 'Fluoxetine', brandNames: ['Prozac'], classes: ['antidepressant', 'ssri', 'serotonergic', 'strong-cyp2d6-inhibitor'] },
  { id: 'paroxetine', name: 'Paroxetine', brandNames: ['Paxil', 'Seroxat'], classes: ['antidepressant', 'ssri', 'serotonergic', 'strong-cyp2d6-inhibitor'] },
  { id: 'citalopram', name: 'Citalopram', brandNames: ['Celexa', 'Cipramil'], classes: ['antidepressant', 'ssri', 'serotonergic', 'qt-prolonging'] },
  { id: 'escitalopram', name: 'Escitalopram', brandNames: ['Lexapro', 'Cipralex'], classes: ['antidepressant', 'ssri', 'serotonergic', 'qt-prolonging'] },
  { id: 'venlafaxine', name: 'Venlafaxine', brandNames: ['Effexor'], classes: ['antidepressant', 'snri', 'serotonergic'] },
  { id: 'duloxetine', name: 'Duloxetine', brandNames: ['Cymbalta'], classes: ['antidepressant', 'snri', 'serotonergic'] },
  { id: 'amitriptyline', name: 'Amitriptyline', brandNames: ['Elavil'], classes: ['antidepressant', 'tca', 'serotonergic'] },
  { id: 'trazodone', name: 'Trazodone', brandNames: ['Desyrel'], classes: ['antidepressant', 'serotonergic'] },
  { id: 'mirtazapine', name: 'Mirtazapine', brandNames: ['Remeron'], classes: ['antidepressant', 'serotonergic'] },
  { id: 'bupropion', name: 'Bupropion', brandNames: ['Wellbutrin', 'Zyban'], classes: ['antidepressant', 'strong-cyp2d6-inhibitor'] },
  { id: 'phenelzine', name: 'Phenelzine', brandNames: ['Nardil'], classes: ['antidepressant', 'maoi', 'serotonergic'] },
  { id: 'st-johns-wort', name: "St John's wort", brandNames: [], classes: ['herbal', 'serotonergic', 'cyp3a4-inducer'], aliases: ['Hypericum perforatum', 'St. John\'s wort', 'St Johns wort'] },
  { id: 'lithium', name: 'Lithium', brandNames: ['Lithobid'], classes: ['mood-stabilizer', 'serotonergic'], aliases: ['lithium carbonate'] },
  // Opioids, triptans
  { id: 'tramadol', name: 'Tramadol', brandNames: ['Ultram'], classes: ['opioid', 'serotonergic', 'analgesic'] },
  { id: 'methadone', name: 'Methadone', brandNames: ['Dolophine'], classes: ['opioid', 'serotonergic', 'qt-prolonging'] },
  { id: 'oxycodone', name: 'Oxycodone', brandNames: ['OxyContin', 'Roxicodone'], classes: ['opioid', 'analgesic'] },
  { id: 'fentanyl', name: 'Fentanyl', brandNames: ['Duragesic', 'Sublimaze'], classes: ['opioid', 'serotonergic'] },
  { id: 'morphine', name: 'Morphine', brandNames: ['MS Contin'], classes: ['opioid', 'analgesic'] },
  { id: 'codeine', name: 'Codeine', brandNames: [], classes: ['opioid', 'analgesic'] },
  { id: 'sumatriptan', name: 'Sumatriptan', brandNames: ['Imitrex', 'Imigran'], classes: ['triptan', 'serotonergic'] },
  // Antipsychotics, sedatives, antiepileptics
  { id: 'haloperidol', name: 'Haloperidol', brandNames: ['Haldol'], classes: ['antipsychotic', 'qt-prolonging'] },
  { id: 'quetiapine', name: 'Quetiapine', brandNames: ['Seroquel'], classes: ['antipsychotic'] },
  { id: 'olanzapine', name: 'Olanzapine', brandNames: ['Zyprexa'], classes: ['antipsychotic'] },
  { id: 'risperidone', name: 'Risperidone', brandNames: ['Risperdal'], classes: ['antipsychotic'] },
  { id: 'alprazolam', name: 'Alprazolam', brandNames: ['Xanax'], classes: ['benzodiazepine'] },
  { id: 'diazepam', name: 'Diazepam', brandNames: ['Valium'], classes: ['benzodiazepine'] },
  { id: 'lorazepam', name: 'Lorazepam', brandNames: ['Ativan'], classes: ['benzodiazepine'] },
  { id: 'zolpidem', name: 'Zolpidem', brandNames: ['Ambien'], classes: ['z-drug'] },
  { id: 'gabapentin', name: 'Gabapentin', brandNames: ['Neurontin'], classes: ['gabapentinoid', 'antiepileptic'] },
  { id: 'pregabalin', name: 'Pregabalin', brandNames: ['Lyrica'], classes: ['gabapentinoid', 'antiepileptic'] },
  { id: 'carbamazepine', name: 'Carbamazepine', brandNames: ['Tegretol'], classes: ['antiepileptic', 'cyp3a4-inducer'] },
  { id: 'phenytoin', name: 'Phenytoin', brandNames: ['Dilantin'], classes: ['antiepileptic', 'cyp3a4-inducer'] },
  { id: 'valproate', name: 'Valproate', brandNames: ['Depakote', 'Depakene', 'Epilim'], classes: ['antiepileptic', 'mood-stabilizer'], aliases: ['valproic acid', 'divalproex', 'sodium valproate'] },
  { id: 'lamotrigine', name: 'Lamotrigine', brandNames: ['Lamictal'], classes: ['antiepileptic', 'mood-stabilizer'] },
  { id: 'levetiracetam', name: 'Levetiracetam', brandNames: ['Keppra'], classes: ['antiepileptic'] },
  // Immunology, rheumatology, oncology, respiratory, hormones
  { id: 'methotrexate', name: 'Methotrexate', brandNames: ['Trexall', 'Otrexup'], classes: ['dmard', 'immunosuppressant'] },
  { id: 'tacrolimus', name: 'Tacrolimus', brandNames: ['Prograf'], classes: ['immunosuppressant', 'calcineurin-inhibitor'] },
  { id: 'cyclosporine', name: 'Cyclosporine', brandNames: ['Neoral', 'Sandimmune'], classes: ['immunosuppressant', 'calcineurin-inhibitor'], aliases: ['ciclosporin'] },
  { id: 'azathioprine', name: 'Azathioprine', brandNames: ['Imuran'], classes: ['immunosuppressant'] },
  { id: 'allopurinol', name: 'Allopurinol', brandNames: ['Zyloprim'], classes: ['xanthine-oxidase-inhibitor', 'antigout'] },
  { id: 'colchicine', name: 'Colchicine', brandNames: ['Colcrys', 'Mitigare'], classes: ['antigout'] },
  { id: 'prednisone', name: 'Prednisone', brandNames: ['Deltasone', 'Rayos'], classes: ['corticosteroid'] },
  { id: 'theophylline', name: 'Theophylline', brandNames: ['Theo-24', 'Uniphyl'], classes: ['methylxanthine'] },
  { id: 'tamoxifen', name: 'Tamoxifen', brandNames: ['Nolvadex', 'Soltamox'], classes: ['serm'] },
  { id: 'ethinyl-estradiol', name: 'Ethinyl estradiol (combined oral contraceptive)', brandNames: [], classes: ['hormonal-contraceptive'], aliases: ['ethinyl estradiol', 'ethinylestradiol'] },
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
