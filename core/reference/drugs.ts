// Built-in drug catalogue for the drug interaction checker (spec §2 "Drug Interactions page",
// §5 drug checker rules, §9 "Reference"). Ships with the app: no server call, works offline.
// Generic names follow US adopted names with common international aliases (e.g. paracetamol,
// rifampicin); brand names are the common US brands plus a few widely used international ones.
// The catalogue is split by therapeutic area under catalogue/ (issue 34); DRUGS joins them.
import { CODES } from './catalogue/code-sources';
import { CARDIOMETABOLIC_DRUGS } from './catalogue/cardiometabolic';
import { RESPIRATORY_ALLERGY_DRUGS } from './catalogue/respiratory-allergy';
import { NEURO_PSYCH_DRUGS } from './catalogue/neuro-psych';
import { ANTI_INFECTIVE_DRUGS } from './catalogue/anti-infective';
import { HORMONE_DRUGS } from './catalogue/hormones';
import { GI_UROLOGY_DRUGS } from './catalogue/gi-urology';
import { MUSCULOSKELETAL_DRUGS } from './catalogue/musculoskeletal';
import { VITAMIN_TOPICAL_DRUGS } from './catalogue/vitamins-topicals';
import { DRUG_CLASSES } from './drug-classes';
import type { Drug, DrugClassId, DrugClassInfo } from './drug-classes';

// Callers keep importing the catalogue's shapes from here.
export { DRUG_CLASSES, ENZYMES } from './drug-classes';
export type { Drug, DrugClassId, DrugClassInfo, EnzymeRole } from './drug-classes';

/** The first catalogue (2026-11): the interaction checker's original drugs. */
const CORE_DRUGS: readonly Drug[] = [
  // Anticoagulants
  { id: 'warfarin', name: 'Warfarin', rxcuis: ['11289'], atc: ['B01AA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Coumadin', 'Jantoven'], classes: ['anticoagulant', 'vka'] },
  { id: 'apixaban', name: 'Apixaban', rxcuis: ['1364430'], atc: ['B01AF02'], codeSource: CODES.earlierCheck + ' + ' + CODES.whoAtc, brandNames: ['Eliquis'], classes: ['anticoagulant', 'doac'] },
  { id: 'rivaroxaban', name: 'Rivaroxaban', rxcuis: ['1114195'], atc: ['B01AF01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Xarelto'], classes: ['anticoagulant', 'doac'] },
  { id: 'dabigatran', name: 'Dabigatran', rxcuis: ['1037042'], atc: ['B01AE07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Pradaxa'], classes: ['anticoagulant', 'doac'] },
  { id: 'edoxaban', name: 'Edoxaban', rxcuis: ['1599538'], atc: ['B01AF03'], codeSource: CODES.earlierCheck + ' + ' + CODES.whoAtc, brandNames: ['Savaysa', 'Lixiana'], classes: ['anticoagulant', 'doac'] },
  { id: 'enoxaparin', name: 'Enoxaparin', rxcuis: ['67108'], atc: ['B01AB05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lovenox', 'Clexane'], classes: ['anticoagulant', 'heparin'] },
  { id: 'heparin', name: 'Heparin', rxcuis: ['5224'], atc: ['B01AB01', 'C05BA03', 'S01XA14'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: ['anticoagulant', 'heparin'], aliases: ['unfractionated heparin', 'UFH'] },
  // Antiplatelets
  { id: 'aspirin', name: 'Aspirin', rxcuis: ['1191'], atc: ['A01AD05', 'B01AC06', 'N02BA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Ecotrin', 'Bayer Aspirin'], classes: ['antiplatelet', 'analgesic'], aliases: ['acetylsalicylic acid', 'ASA'] },
  { id: 'clopidogrel', name: 'Clopidogrel', rxcuis: ['32968'], atc: ['B01AC04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Plavix'], classes: ['antiplatelet', 'p2y12'] },
  { id: 'ticagrelor', name: 'Ticagrelor', rxcuis: ['1116632'], atc: ['B01AC24'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Brilinta', 'Brilique'], classes: ['antiplatelet', 'p2y12'] },
  { id: 'prasugrel', name: 'Prasugrel', rxcuis: ['613391'], atc: ['B01AC22'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Effient', 'Efient'], classes: ['antiplatelet', 'p2y12'] },
  // NSAIDs and analgesics
  { id: 'ibuprofen', name: 'Ibuprofen', rxcuis: ['5640'], atc: ['C01EB16', 'G02CC01', 'M01AE01', 'M02AA13', 'R02AX02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Advil', 'Motrin', 'Nurofen'], classes: ['nsaid', 'analgesic'] },
  { id: 'naproxen', name: 'Naproxen', rxcuis: ['7258'], atc: ['G02CC02', 'M01AE02', 'M02AA12'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Aleve', 'Naprosyn'], classes: ['nsaid', 'analgesic'] },
  { id: 'diclofenac', name: 'Diclofenac', rxcuis: ['3355'], atc: ['D11AX18', 'M01AB05', 'M02AA15', 'S01BC03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Voltaren', 'Cataflam'], classes: ['nsaid', 'analgesic'] },
  { id: 'celecoxib', name: 'Celecoxib', rxcuis: ['140587'], atc: ['L01XX33', 'M01AH01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Celebrex'], classes: ['nsaid', 'analgesic', 'sulfonamide-non-antibacterial'] },
  { id: 'meloxicam', name: 'Meloxicam', rxcuis: ['41493'], atc: ['M01AC06'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Mobic'], classes: ['nsaid', 'analgesic'] },
  { id: 'ketorolac', name: 'Ketorolac', rxcuis: ['35827'], atc: ['M01AB15', 'S01BC05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Toradol'], classes: ['nsaid', 'analgesic'] },
  { id: 'acetaminophen', name: 'Acetaminophen', rxcuis: ['161'], atc: ['N02BE01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tylenol', 'Panadol'], classes: ['analgesic'], aliases: ['paracetamol'] },
  // Lipid-lowering
  { id: 'simvastatin', name: 'Simvastatin', rxcuis: ['36567'], atc: ['C10AA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zocor'], classes: ['statin'] },
  { id: 'atorvastatin', name: 'Atorvastatin', rxcuis: ['83367'], atc: ['C10AA05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lipitor'], classes: ['statin'] },
  { id: 'rosuvastatin', name: 'Rosuvastatin', rxcuis: ['301542'], atc: ['C10AA07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Crestor'], classes: ['statin'] },
  { id: 'pravastatin', name: 'Pravastatin', rxcuis: ['42463'], atc: ['C10AA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Pravachol'], classes: ['statin'] },
  { id: 'lovastatin', name: 'Lovastatin', rxcuis: ['6472'], atc: ['C10AA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Mevacor', 'Altoprev'], classes: ['statin'] },
  { id: 'ezetimibe', name: 'Ezetimibe', rxcuis: ['341248'], atc: ['C10AX09'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zetia', 'Ezetrol'], classes: [] },
  { id: 'gemfibrozil', name: 'Gemfibrozil', rxcuis: ['4719'], atc: ['C10AB04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lopid'], classes: ['fibrate'] },
  { id: 'fenofibrate', name: 'Fenofibrate', rxcuis: ['8703'], atc: ['C10AB05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tricor'], classes: ['fibrate'] },
  // Antihypertensives and heart failure
  { id: 'amlodipine', name: 'Amlodipine', rxcuis: ['17767'], atc: ['C08CA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Norvasc'], classes: ['ccb'] },
  { id: 'nifedipine', name: 'Nifedipine', rxcuis: ['7417'], atc: ['C08CA05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Procardia', 'Adalat'], classes: ['ccb'] },
  { id: 'diltiazem', name: 'Diltiazem', rxcuis: ['3443'], atc: ['C05AE03', 'C08DB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cardizem'], classes: ['ccb', 'non-dhp-ccb', 'moderate-cyp3a4-inhibitor'] },
  { id: 'verapamil', name: 'Verapamil', rxcuis: ['11170'], atc: ['C08DA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Calan', 'Isoptin'], classes: ['ccb', 'non-dhp-ccb', 'moderate-cyp3a4-inhibitor'] },
  { id: 'lisinopril', name: 'Lisinopril', rxcuis: ['29046'], atc: ['C09AA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zestril', 'Prinivil'], classes: ['acei'] },
  { id: 'enalapril', name: 'Enalapril', rxcuis: ['3827'], atc: ['C09AA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Vasotec'], classes: ['acei'] },
  { id: 'ramipril', name: 'Ramipril', rxcuis: ['35296'], atc: ['C09AA05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Altace'], classes: ['acei'] },
  { id: 'losartan', name: 'Losartan', rxcuis: ['52175'], atc: ['C09CA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cozaar'], classes: ['arb'] },
  { id: 'valsartan', name: 'Valsartan', rxcuis: ['69749'], atc: ['C09CA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Diovan'], classes: ['arb'] },
  { id: 'candesartan', name: 'Candesartan', rxcuis: ['214354'], atc: ['C09CA06'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Atacand'], classes: ['arb'] },
  { id: 'sacubitril-valsartan', name: 'Sacubitril/valsartan', rxcuis: ['1656328', '69749'], atc: ['C09DX04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Entresto'], classes: ['arni'] },
  { id: 'spironolactone', name: 'Spironolactone', rxcuis: ['9997'], atc: ['C03DA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Aldactone'], classes: ['mra'] },
  { id: 'eplerenone', name: 'Eplerenone', rxcuis: ['298869'], atc: ['C03DA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Inspra'], classes: ['mra'] },
  { id: 'potassium-chloride', name: 'Potassium chloride', rxcuis: ['8591'], atc: ['A12BA01', 'B05XA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Klor-Con', 'K-Dur'], classes: ['potassium'] },
  { id: 'furosemide', name: 'Furosemide', rxcuis: ['4603'], atc: ['C03CA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lasix'], classes: ['loop-diuretic', 'sulfonamide-non-antibacterial'], aliases: ['frusemide'] },
  { id: 'bumetanide', name: 'Bumetanide', rxcuis: ['1808'], atc: ['C03CA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Bumex'], classes: ['loop-diuretic', 'sulfonamide-non-antibacterial'] },
  { id: 'hydrochlorothiazide', name: 'Hydrochlorothiazide', rxcuis: ['5487'], atc: ['C03AA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Microzide'], classes: ['thiazide', 'sulfonamide-non-antibacterial'], aliases: ['HCTZ'] },
  { id: 'chlorthalidone', name: 'Chlorthalidone', rxcuis: ['2409'], atc: ['C03BA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Hygroton'], classes: ['thiazide', 'sulfonamide-non-antibacterial'] },
  { id: 'metoprolol', name: 'Metoprolol', rxcuis: ['6918'], atc: ['C07AB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lopressor', 'Toprol-XL'], classes: ['beta-blocker'] },
  { id: 'atenolol', name: 'Atenolol', rxcuis: ['1202'], atc: ['C07AB03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tenormin'], classes: ['beta-blocker'] },
  { id: 'carvedilol', name: 'Carvedilol', rxcuis: ['20352'], atc: ['C07AG02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Coreg'], classes: ['beta-blocker'] },
  { id: 'bisoprolol', name: 'Bisoprolol', rxcuis: ['19484'], atc: ['C07AB07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Concor'], classes: ['beta-blocker'] },
  { id: 'propranolol', name: 'Propranolol', rxcuis: ['8787'], atc: ['C07AA05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Inderal'], classes: ['beta-blocker'] },
  // Antiarrhythmics, glycosides, nitrates
  { id: 'amiodarone', name: 'Amiodarone', rxcuis: ['703'], atc: ['C01BD01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cordarone', 'Pacerone'], classes: ['antiarrhythmic', 'qt-prolonging'] },
  { id: 'dronedarone', name: 'Dronedarone', rxcuis: ['997221'], atc: ['C01BD07'], codeSource: CODES.earlierCheck + ' + ' + CODES.whoAtc, brandNames: ['Multaq'], classes: ['antiarrhythmic', 'qt-prolonging', 'moderate-cyp3a4-inhibitor'] },
  { id: 'sotalol', name: 'Sotalol', rxcuis: ['9947'], atc: ['C07AA07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Betapace'], classes: ['antiarrhythmic', 'beta-blocker', 'qt-prolonging'] },
  { id: 'flecainide', name: 'Flecainide', rxcuis: ['4441'], atc: ['C01BC04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tambocor'], classes: ['antiarrhythmic', 'qt-prolonging'] },
  { id: 'digoxin', name: 'Digoxin', rxcuis: ['3407'], atc: ['C01AA05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lanoxin'], classes: ['cardiac-glycoside'] },
  { id: 'nitroglycerin', name: 'Nitroglycerin', rxcuis: ['4917'], atc: ['C01DA02', 'C05AE01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Nitrostat'], classes: ['nitrate'], aliases: ['glyceryl trinitrate', 'GTN'] },
  { id: 'isosorbide-mononitrate', name: 'Isosorbide mononitrate', rxcuis: ['28004'], atc: ['C01DA14'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Imdur'], classes: ['nitrate'] },
  { id: 'sildenafil', name: 'Sildenafil', rxcuis: ['136411'], atc: ['G04BE03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Viagra', 'Revatio'], classes: ['pde5'] },
  { id: 'tadalafil', name: 'Tadalafil', rxcuis: ['358263'], atc: ['G04BE08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cialis', 'Adcirca'], classes: ['pde5'] },
  // Diabetes and thyroid
  { id: 'metformin', name: 'Metformin', rxcuis: ['6809'], atc: ['A10BA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Glucophage'], classes: ['biguanide'] },
  { id: 'glipizide', name: 'Glipizide', rxcuis: ['4821'], atc: ['A10BB07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Glucotrol'], classes: ['sulfonylurea', 'sulfonamide-non-antibacterial'] },
  { id: 'glimepiride', name: 'Glimepiride', rxcuis: ['25789'], atc: ['A10BB12'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Amaryl'], classes: ['sulfonylurea', 'sulfonamide-non-antibacterial'] },
  { id: 'insulin', name: 'Insulin', rxcuis: ['274783', '86009', '51428'], atc: ['A10AE04', 'A10AB04', 'A10AC04', 'A10AD04', 'A10AB05', 'A10AD05', 'A10AE06', 'A10AE05', 'A10AB01', 'A10AC01', 'A10AD01', 'A10AE01', 'A10AF01'], codeSource: CODES.earlierCheck + ' + ' + CODES.whoAtc, brandNames: ['Lantus', 'Humalog', 'NovoLog', 'Tresiba', 'Levemir', 'Humulin', 'Novolin'], classes: ['insulin'], aliases: ['insulin glargine', 'insulin lispro', 'insulin aspart', 'insulin degludec', 'insulin detemir', 'insulin human', 'insulin isophane human', 'insulin isophane', 'NPH insulin', 'regular insulin'] },
  { id: 'empagliflozin', name: 'Empagliflozin', rxcuis: ['1545653'], atc: ['A10BK03'], codeSource: CODES.earlierCheck + ' + ' + CODES.whoAtc, brandNames: ['Jardiance'], classes: ['sglt2'] },
  { id: 'dapagliflozin', name: 'Dapagliflozin', rxcuis: ['1488564'], atc: ['A10BK01'], codeSource: CODES.earlierCheck + ' + ' + CODES.whoAtc, brandNames: ['Farxiga', 'Forxiga'], classes: ['sglt2'] },
  { id: 'sitagliptin', name: 'Sitagliptin', rxcuis: ['593411'], atc: ['A10BH01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Januvia'], classes: ['dpp4'] },
  { id: 'semaglutide', name: 'Semaglutide', rxcuis: ['1991302'], atc: ['A10BJ06'], codeSource: CODES.glp1List + ' + ' + CODES.whoAtc, brandNames: ['Ozempic', 'Wegovy', 'Rybelsus'], classes: ['glp1'] },
  { id: 'pioglitazone', name: 'Pioglitazone', rxcuis: ['33738'], atc: ['A10BG03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Actos'], classes: ['tzd'] },
  { id: 'levothyroxine', name: 'Levothyroxine', rxcuis: ['10582'], atc: ['H03AA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Synthroid', 'Levoxyl', 'Euthyrox'], classes: ['thyroid-hormone'], aliases: ['thyroxine', 'L-thyroxine'] },
  // Gastrointestinal and minerals
  { id: 'omeprazole', name: 'Omeprazole', rxcuis: ['7646'], atc: ['A02BC01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Prilosec', 'Losec'], classes: ['ppi'] },
  { id: 'esomeprazole', name: 'Esomeprazole', rxcuis: ['283742'], atc: ['A02BC05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Nexium'], classes: ['ppi'] },
  { id: 'pantoprazole', name: 'Pantoprazole', rxcuis: ['40790'], atc: ['A02BC02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Protonix'], classes: ['ppi'] },
  { id: 'calcium-carbonate', name: 'Calcium carbonate', rxcuis: ['1897'], atc: ['A02AC01', 'A12AA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tums'], classes: ['antacid'] },
  { id: 'ferrous-sulfate', name: 'Ferrous sulfate', rxcuis: ['24947'], atc: ['B03AA07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Feosol'], classes: ['iron'], aliases: ['iron sulfate', 'ferrous sulphate'] },
  { id: 'ondansetron', name: 'Ondansetron', rxcuis: ['26225'], atc: ['A04AA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zofran'], classes: ['antiemetic', 'serotonergic', 'qt-prolonging'] },
  // Anti-infectives
  { id: 'clarithromycin', name: 'Clarithromycin', rxcuis: ['21212'], atc: ['J01FA09'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Biaxin'], classes: ['antibiotic', 'macrolide', 'strong-cyp3a4-inhibitor', 'qt-prolonging'] },
  { id: 'erythromycin', name: 'Erythromycin', rxcuis: ['4053'], atc: ['D10AF02', 'J01FA01', 'S01AA17'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Ery-Tab', 'E.E.S.'], classes: ['antibiotic', 'macrolide', 'moderate-cyp3a4-inhibitor', 'qt-prolonging'] },
  { id: 'azithromycin', name: 'Azithromycin', rxcuis: ['18631'], atc: ['J01FA10', 'S01AA26'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zithromax', 'Z-Pak'], classes: ['antibiotic', 'macrolide', 'qt-prolonging'] },
  { id: 'ciprofloxacin', name: 'Ciprofloxacin', rxcuis: ['2551'], atc: ['J01MA02', 'S01AE03', 'S02AA15', 'S03AA07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cipro'], classes: ['antibiotic', 'fluoroquinolone', 'qt-prolonging', 'strong-cyp1a2-inhibitor'] },
  { id: 'levofloxacin', name: 'Levofloxacin', rxcuis: ['82122'], atc: ['J01MA12', 'S01AE05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Levaquin'], classes: ['antibiotic', 'fluoroquinolone', 'qt-prolonging'] },
  { id: 'moxifloxacin', name: 'Moxifloxacin', rxcuis: ['139462'], atc: ['J01MA14', 'S01AE07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Avelox'], classes: ['antibiotic', 'fluoroquinolone', 'qt-prolonging'] },
  { id: 'trimethoprim-sulfamethoxazole', name: 'Trimethoprim-sulfamethoxazole', rxcuis: ['10829', '10180'], atc: ['J01EE01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Bactrim', 'Septra'], classes: ['antibiotic', 'sulfonamide-antibacterial'], aliases: ['co-trimoxazole', 'TMP-SMX', 'cotrimoxazole'] },
  { id: 'metronidazole', name: 'Metronidazole', rxcuis: ['6922'], atc: ['A01AB17', 'D06BX01', 'G01AF01', 'J01XD01', 'P01AB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Flagyl'], classes: ['antibiotic'] },
  { id: 'doxycycline', name: 'Doxycycline', rxcuis: ['3640'], atc: ['A01AB22', 'J01AA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Vibramycin', 'Doryx'], classes: ['antibiotic', 'tetracyclines'] },
  { id: 'linezolid', name: 'Linezolid', rxcuis: ['190376'], atc: ['J01XX08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zyvox'], classes: ['antibiotic'] },
  { id: 'rifampin', name: 'Rifampin', rxcuis: ['9384'], atc: ['J04AB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Rifadin'], classes: ['antibiotic', 'cyp3a4-inducer'], aliases: ['rifampicin'] },
  { id: 'fluconazole', name: 'Fluconazole', rxcuis: ['4450'], atc: ['D01AC15', 'J02AC01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Diflucan'], classes: ['azole', 'moderate-cyp3a4-inhibitor', 'qt-prolonging'] },
  { id: 'itraconazole', name: 'Itraconazole', rxcuis: ['28031'], atc: ['J02AC02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Sporanox'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'ketoconazole', name: 'Ketoconazole', rxcuis: ['6135'], atc: ['D01AC08', 'G01AF11', 'H02CA03', 'J02AB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Nizoral'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'voriconazole', name: 'Voriconazole', rxcuis: ['121243'], atc: ['J02AC03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Vfend'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'ritonavir', name: 'Ritonavir', rxcuis: ['85762'], atc: ['J05AE03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Norvir'], classes: ['antiviral', 'strong-cyp3a4-inhibitor', 'protease-inhibitor'] },
  { id: 'nirmatrelvir-ritonavir', name: 'Nirmatrelvir/ritonavir', rxcuis: ['2587898', '85762'], rxcuiUnverified: true, atc: ['J05AE30'], codeSource: CODES.earlierCheck + ' + ' + CODES.whoAtc, brandNames: ['Paxlovid'], classes: ['antiviral', 'strong-cyp3a4-inhibitor', 'protease-inhibitor'] },
  { id: 'hydroxychloroquine', name: 'Hydroxychloroquine', rxcuis: ['5521'], atc: ['P01BA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Plaquenil'], classes: ['antimalarial', 'dmard', 'qt-prolonging'] },
  // Antidepressants and serotonergic drugs
  { id: 'sertraline', name: 'Sertraline', rxcuis: ['36437'], atc: ['N06AB06'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zoloft'], classes: ['antidepressant', 'ssri', 'serotonergic'] },
  { id: 'fluoxetine', name: 'Fluoxetine', rxcuis: ['4493'], atc: ['N06AB03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Prozac'], classes: ['antidepressant', 'ssri', 'serotonergic', 'strong-cyp2d6-inhibitor'] },
  { id: 'paroxetine', name: 'Paroxetine', rxcuis: ['32937'], atc: ['N06AB05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Paxil', 'Seroxat'], classes: ['antidepressant', 'ssri', 'serotonergic', 'strong-cyp2d6-inhibitor'] },
  { id: 'citalopram', name: 'Citalopram', rxcuis: ['2556'], atc: ['N06AB04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Celexa', 'Cipramil'], classes: ['antidepressant', 'ssri', 'serotonergic', 'qt-prolonging'] },
  { id: 'escitalopram', name: 'Escitalopram', rxcuis: ['321988'], atc: ['N06AB10'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lexapro', 'Cipralex'], classes: ['antidepressant', 'ssri', 'serotonergic', 'qt-prolonging'] },
  { id: 'venlafaxine', name: 'Venlafaxine', rxcuis: ['39786'], atc: ['N06AX16'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Effexor'], classes: ['antidepressant', 'snri', 'serotonergic'] },
  { id: 'duloxetine', name: 'Duloxetine', rxcuis: ['72625'], atc: ['N06AX21'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cymbalta'], classes: ['antidepressant', 'snri', 'serotonergic'] },
  { id: 'amitriptyline', name: 'Amitriptyline', rxcuis: ['704'], atc: ['N06AA09'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Elavil'], classes: ['antidepressant', 'tca', 'serotonergic'] },
  { id: 'trazodone', name: 'Trazodone', rxcuis: ['10737'], atc: ['N06AX05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Desyrel'], classes: ['antidepressant', 'serotonergic'] },
  { id: 'mirtazapine', name: 'Mirtazapine', rxcuis: ['15996'], atc: ['N06AX11'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Remeron'], classes: ['antidepressant', 'serotonergic'] },
  { id: 'bupropion', name: 'Bupropion', rxcuis: ['42347'], atc: ['N06AX12'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Wellbutrin', 'Zyban'], classes: ['antidepressant', 'strong-cyp2d6-inhibitor'] },
  { id: 'phenelzine', name: 'Phenelzine', rxcuis: ['8123'], atc: ['N06AF03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Nardil'], classes: ['antidepressant', 'maoi', 'serotonergic'] },
  { id: 'st-johns-wort', name: "St John's wort", rxcuis: ['258326'], atc: ['N06AX25'], codeSource: CODES.earlierCheck + ' + ' + CODES.whoAtc, brandNames: [], classes: ['herbal', 'serotonergic', 'cyp3a4-inducer'], aliases: ['Hypericum perforatum', 'St. John\'s wort', 'St Johns wort'] },
  { id: 'lithium', name: 'Lithium', rxcuis: ['42351'], atc: ['N05AN01'], codeSource: CODES.earlierCheck + ' + ' + CODES.whoAtc, brandNames: ['Lithobid'], classes: ['mood-stabilizer', 'serotonergic'], aliases: ['lithium carbonate'] },
  // Opioids, triptans
  { id: 'tramadol', name: 'Tramadol', rxcuis: ['10689'], atc: ['N02AX02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Ultram'], classes: ['opioid', 'serotonergic', 'analgesic'] },
  { id: 'methadone', name: 'Methadone', rxcuis: ['6813'], atc: ['N07BC02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Dolophine'], classes: ['opioid', 'serotonergic', 'qt-prolonging'] },
  { id: 'oxycodone', name: 'Oxycodone', rxcuis: ['7804'], atc: ['N02AA05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['OxyContin', 'Roxicodone'], classes: ['opioid', 'analgesic'] },
  { id: 'fentanyl', name: 'Fentanyl', rxcuis: ['4337'], atc: ['N01AH01', 'N02AB03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Duragesic', 'Sublimaze'], classes: ['opioid', 'serotonergic'] },
  { id: 'morphine', name: 'Morphine', rxcuis: ['7052'], atc: ['N02AA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['MS Contin'], classes: ['opioid', 'analgesic'] },
  { id: 'codeine', name: 'Codeine', rxcuis: ['2670'], atc: ['R05DA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: ['opioid', 'analgesic'], classSources: { opioid: 'FDA label (codeine sulfate), Clinical Pharmacology 12.1: opioid agonist' } },
  { id: 'sumatriptan', name: 'Sumatriptan', rxcuis: ['37418'], atc: ['N02CC01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Imitrex', 'Imigran'], classes: ['triptan', 'serotonergic', 'sulfonamide-non-antibacterial'] },
  // Antipsychotics, sedatives, antiepileptics
  { id: 'haloperidol', name: 'Haloperidol', rxcuis: ['5093'], atc: ['N05AD01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Haldol'], classes: ['antipsychotic', 'qt-prolonging'] },
  { id: 'quetiapine', name: 'Quetiapine', rxcuis: ['51272'], atc: ['N05AH04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Seroquel'], classes: ['antipsychotic'] },
  { id: 'olanzapine', name: 'Olanzapine', rxcuis: ['61381'], atc: ['N05AH03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zyprexa'], classes: ['antipsychotic'] },
  { id: 'risperidone', name: 'Risperidone', rxcuis: ['35636'], atc: ['N05AX08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Risperdal'], classes: ['antipsychotic'] },
  { id: 'alprazolam', name: 'Alprazolam', rxcuis: ['596'], atc: ['N05BA12'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Xanax'], classes: ['benzodiazepine'] },
  { id: 'diazepam', name: 'Diazepam', rxcuis: ['3322'], atc: ['N05BA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Valium'], classes: ['benzodiazepine'] },
  { id: 'lorazepam', name: 'Lorazepam', rxcuis: ['6470'], atc: ['N05BA06'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Ativan'], classes: ['benzodiazepine'] },
  { id: 'zolpidem', name: 'Zolpidem', rxcuis: ['39993'], atc: ['N05CF02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Ambien'], classes: ['z-drug'] },
  { id: 'gabapentin', name: 'Gabapentin', rxcuis: ['25480'], atc: ['N02BF01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Neurontin'], classes: ['gabapentinoid', 'antiepileptic'], classSources: { antiepileptic: 'FDA label (gabapentin), Indications 1: adjunctive therapy of partial-onset seizures' } },
  { id: 'pregabalin', name: 'Pregabalin', rxcuis: ['187832'], atc: ['N02BF02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lyrica'], classes: ['gabapentinoid', 'antiepileptic'], classSources: { antiepileptic: 'FDA label (pregabalin), Indications 1: adjunctive therapy of partial-onset seizures' } },
  { id: 'carbamazepine', name: 'Carbamazepine', rxcuis: ['2002'], atc: ['N03AF01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tegretol'], classes: ['antiepileptic', 'cyp3a4-inducer'] },
  { id: 'phenytoin', name: 'Phenytoin', rxcuis: ['8183'], atc: ['N03AB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Dilantin'], classes: ['antiepileptic', 'cyp3a4-inducer'] },
  { id: 'valproate', name: 'Valproate', rxcuis: ['11118'], atc: ['N03AG01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Depakote', 'Depakene', 'Epilim'], classes: ['antiepileptic', 'mood-stabilizer'], aliases: ['valproic acid', 'divalproex', 'sodium valproate'] },
  { id: 'lamotrigine', name: 'Lamotrigine', rxcuis: ['28439'], atc: ['N03AX09'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lamictal'], classes: ['antiepileptic', 'mood-stabilizer'] },
  { id: 'levetiracetam', name: 'Levetiracetam', rxcuis: ['114477'], atc: ['N03AX14'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Keppra'], classes: ['antiepileptic'] },
  // Immunology, rheumatology, oncology, respiratory, hormones
  { id: 'methotrexate', name: 'Methotrexate', rxcuis: ['6851'], atc: ['L01BA01', 'L04AX03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Trexall', 'Otrexup'], classes: ['dmard', 'immunosuppressant'] },
  { id: 'tacrolimus', name: 'Tacrolimus', rxcuis: ['42316'], atc: ['D11AH01', 'L04AD02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Prograf'], classes: ['immunosuppressant', 'calcineurin-inhibitor'] },
  { id: 'cyclosporine', name: 'Cyclosporine', rxcuis: ['3008'], atc: ['L04AD01', 'S01XA18'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Neoral', 'Sandimmune'], classes: ['immunosuppressant', 'calcineurin-inhibitor'], aliases: ['ciclosporin'] },
  { id: 'azathioprine', name: 'Azathioprine', rxcuis: ['1256'], atc: ['L04AX01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Imuran'], classes: ['immunosuppressant', 'thiopurine'] },
  { id: 'allopurinol', name: 'Allopurinol', rxcuis: ['519'], atc: ['M04AA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zyloprim'], classes: ['xanthine-oxidase-inhibitor', 'antigout'] },
  { id: 'colchicine', name: 'Colchicine', rxcuis: ['2683'], atc: ['M04AC01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Colcrys', 'Mitigare'], classes: ['antigout'] },
  { id: 'prednisone', name: 'Prednisone', rxcuis: ['8640'], atc: ['A07EA03', 'H02AB07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Deltasone', 'Rayos'], classes: ['corticosteroid'] },
  { id: 'theophylline', name: 'Theophylline', rxcuis: ['10438'], atc: ['R03DA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Theo-24', 'Uniphyl'], classes: ['methylxanthine'] },
  { id: 'tamoxifen', name: 'Tamoxifen', rxcuis: ['10324'], atc: ['L02BA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Nolvadex', 'Soltamox'], classes: ['serm'] },
  { id: 'ethinyl-estradiol', name: 'Ethinyl estradiol (combined oral contraceptive)', rxcuis: ['4124'], atc: ['G03CA01', 'L02AA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: ['hormonal-contraceptive'], aliases: ['ethinyl estradiol', 'ethinylestradiol'] },
  // ── Added 2026-11-25 (issue 17): drugs the mechanism review and the allergy checks need ──────────
  { id: 'tranylcypromine', name: 'Tranylcypromine', rxcuis: ['10734'], atc: ['N06AF04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Parnate'], classes: ['antidepressant', 'maoi', 'serotonergic'] },
  { id: 'selegiline', name: 'Selegiline', rxcuis: ['9639'], atc: ['N04BD01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Eldepryl', 'Zelapar', 'Emsam'], classes: ['maoi'] },
  { id: 'methylene-blue', name: 'Methylene blue', rxcuis: ['6878'], atc: ['V03AB17', 'V04CG05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['ProvayBlue'], classes: [], aliases: ['methylthioninium chloride'] },
  { id: 'fluvoxamine', name: 'Fluvoxamine', rxcuis: ['42355'], atc: ['N06AB08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Luvox'], classes: ['antidepressant', 'ssri', 'serotonergic', 'strong-cyp1a2-inhibitor'] },
  { id: 'dextromethorphan', name: 'Dextromethorphan', rxcuis: ['3289'], atc: ['R05DA09'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Delsym', 'Robitussin DM'], classes: ['serotonergic'] },
  { id: 'meperidine', name: 'Meperidine', rxcuis: ['6754'], atc: ['N02AB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Demerol'], classes: ['opioid', 'serotonergic', 'analgesic'], aliases: ['pethidine'] },
  { id: 'hydrocodone', name: 'Hydrocodone', rxcuis: ['5489'], atc: ['R05DA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Hysingla', 'Zohydro'], classes: ['opioid', 'analgesic'], classSources: { opioid: 'FDA label (hydrocodone bitartrate ER), Clinical Pharmacology 12.1: opioid agonist' } },
  { id: 'methylphenidate', name: 'Methylphenidate', rxcuis: ['6901'], atc: ['N06BA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Ritalin', 'Concerta'], classes: ['sympathomimetic'] },
  { id: 'tizanidine', name: 'Tizanidine', rxcuis: ['57258'], atc: ['M03BX02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zanaflex'], classes: ['muscle-relaxant'] },
  { id: 'pimozide', name: 'Pimozide', rxcuis: ['8331'], atc: ['N05AG02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Orap'], classes: ['antipsychotic', 'qt-prolonging'] },
  { id: 'ergotamine', name: 'Ergotamine', rxcuis: ['4025'], atc: ['N02CA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cafergot', 'Ergomar'], classes: ['ergot'] },
  { id: 'atazanavir', name: 'Atazanavir', rxcuis: ['343047'], atc: ['J05AE08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Reyataz'], classes: ['antiviral', 'protease-inhibitor'] },
  { id: 'posaconazole', name: 'Posaconazole', rxcuis: ['282446'], atc: ['J02AC04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Noxafil'], classes: ['azole', 'strong-cyp3a4-inhibitor'] },
  { id: 'lansoprazole', name: 'Lansoprazole', rxcuis: ['17128'], atc: ['A02BC03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Prevacid'], classes: ['ppi'] },
  { id: 'captopril', name: 'Captopril', rxcuis: ['1998'], atc: ['C09AA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Capoten'], classes: ['acei'] },
  { id: 'aliskiren', name: 'Aliskiren', rxcuis: ['325646'], atc: ['C09XA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tekturna', 'Rasilez'], classes: ['renin-inhibitor'] },
  { id: 'amiloride', name: 'Amiloride', rxcuis: ['644'], atc: ['C03DB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Midamor'], classes: ['potassium-sparing-diuretic'] },
  { id: 'triamterene', name: 'Triamterene', rxcuis: ['10763'], atc: ['C03DB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Dyrenium'], classes: ['potassium-sparing-diuretic'] },
  { id: 'febuxostat', name: 'Febuxostat', rxcuis: ['73689'], atc: ['M04AA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Uloric'], classes: ['xanthine-oxidase-inhibitor', 'antigout'] },
  { id: 'mercaptopurine', name: 'Mercaptopurine', rxcuis: ['103'], atc: ['L01BB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Purixan'], classes: ['immunosuppressant', 'thiopurine'], aliases: ['6-mercaptopurine', '6-MP'], classSources: { immunosuppressant: 'FDA label (mercaptopurine), Warnings and Precautions 5: myelosuppression and immunosuppression' } },
  { id: 'irinotecan', name: 'Irinotecan', rxcuis: ['51499'], atc: ['L01CE02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Camptosar'], classes: [] },
  { id: 'amoxicillin', name: 'Amoxicillin', rxcuis: ['723'], atc: ['J01CA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Amoxil'], classes: ['antibiotic', 'beta-lactam', 'penicillin'] },
  { id: 'amoxicillin-clavulanate', name: 'Amoxicillin/clavulanate', rxcuis: ['723', '48203'], atc: ['J01CR02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Augmentin'], classes: ['antibiotic', 'beta-lactam', 'penicillin'], aliases: ['co-amoxiclav', 'amoxicillin-clavulanic acid'] },
  { id: 'penicillin-v', name: 'Penicillin V', rxcuis: ['7984'], atc: ['J01CE02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: ['antibiotic', 'beta-lactam', 'penicillin'], aliases: ['phenoxymethylpenicillin', 'penicillin VK'] },
  { id: 'cephalexin', name: 'Cephalexin', rxcuis: ['2231'], atc: ['J01DB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Keflex'], classes: ['antibiotic', 'beta-lactam', 'cephalosporin'], aliases: ['cefalexin'] },
  { id: 'ceftriaxone', name: 'Ceftriaxone', rxcuis: ['2193'], atc: ['J01DD04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Rocephin'], classes: ['antibiotic', 'beta-lactam', 'cephalosporin'] },
];

/** The built-in drug catalogue (generic name, codes, brand names, classes, enzyme roles), all areas. */
export const DRUGS: readonly Drug[] = [
  ...CORE_DRUGS,
  ...CARDIOMETABOLIC_DRUGS,
  ...RESPIRATORY_ALLERGY_DRUGS,
  ...NEURO_PSYCH_DRUGS,
  ...ANTI_INFECTIVE_DRUGS,
  ...HORMONE_DRUGS,
  ...GI_UROLOGY_DRUGS,
  ...MUSCULOSKELETAL_DRUGS,
  ...VITAMIN_TOPICAL_DRUGS,
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

/**
 * The form names are compared in: lower case, accents removed, single spaces. "Néoral" and "neoral"
 * are one name; what is shown keeps the name as written (issue 34: "Kardégic", not "Kardegic").
 */
export const searchKey = (text: string): string =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/\s+/g, ' ');
const normalise = searchKey;

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
 * case- and accent-insensitive substring match, first over the 20 SUGGESTED_DRUGS, then over the rest of the
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
    if (drug && normalise(name).includes(query)) push(drug);
  }
  for (const drug of DRUGS) {
    if (normalise(drug.name).includes(query)) push(drug);
  }
  for (const drug of DRUGS) {
    if (drug.brandNames.some((brand) => normalise(brand).includes(query))) push(drug);
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
