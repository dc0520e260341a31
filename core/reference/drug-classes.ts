// The shapes of the drug catalogue and its classes (spec §5, §9; issue 34). Kept apart from the data
// so the catalogue's area files (catalogue/*.ts) and drugs.ts both build on it without a cycle.

/**
 * A pharmacological or interaction-relevant class that a drug can belong to. A drug's membership
 * has a source (issue 34): its ATC code lies in one of `atc` (WHO ATC/DDD Index groups), or the
 * class's `membership` criterion names the list or label statement that puts a drug in it, or the
 * drug's own `classSources` entry cites it.
 */
export interface DrugClassInfo {
  id: string;
  name: string;
  aliases: readonly string[];
  /** WHO ATC groups (code prefixes) whose substances belong to the class. */
  atc?: readonly string[];
  /** The list or label statement that makes a drug a member when its ATC code does not. */
  membership?: string;
}

/** The classes used for class-name lookup ("NSAID", "statins", "SSRI"...) and for class-level interaction rules. */
export const DRUG_CLASSES = [
  { id: 'anticoagulant', name: 'Anticoagulant', aliases: ['anticoagulants', 'blood thinner', 'blood thinners'], atc: ['B01AA', 'B01AB', 'B01AE', 'B01AF'] },
  { id: 'vka', name: 'Vitamin K antagonist', aliases: ['VKA', 'coumarin', 'coumarins'], atc: ['B01AA'] },
  { id: 'doac', name: 'Direct oral anticoagulant', aliases: ['DOAC', 'DOACs', 'NOAC', 'NOACs'], atc: ['B01AE07', 'B01AF'] },
  { id: 'heparin', name: 'Heparin', aliases: ['heparins', 'LMWH', 'low-molecular-weight heparin'], atc: ['B01AB'] },
  { id: 'antiplatelet', name: 'Antiplatelet', aliases: ['antiplatelets', 'antiplatelet agent'], atc: ['B01AC'] },
  { id: 'p2y12', name: 'P2Y12 inhibitor', aliases: ['P2Y12 inhibitors', 'P2Y12'], atc: ['B01AC04', 'B01AC22', 'B01AC24'] },
  { id: 'nsaid', name: 'NSAID', aliases: ['NSAIDs', 'nonsteroidal anti-inflammatory drug', 'nonsteroidal anti-inflammatory drugs'], atc: ['M01A'] },
  { id: 'statin', name: 'Statin', aliases: ['statins', 'HMG-CoA reductase inhibitor'], atc: ['C10AA'] },
  { id: 'fibrate', name: 'Fibrate', aliases: ['fibrates'], atc: ['C10AB'] },
  { id: 'ccb', name: 'Calcium channel blocker', aliases: ['calcium channel blockers', 'CCB', 'CCBs'], atc: ['C08'] },
  { id: 'non-dhp-ccb', name: 'Non-dihydropyridine calcium channel blocker', aliases: ['non-DHP CCB', 'rate-limiting calcium channel blocker'], atc: ['C08D'] },
  { id: 'acei', name: 'ACE inhibitor', aliases: ['ACE inhibitors', 'ACEi', 'ACE-I'], atc: ['C09AA'] },
  { id: 'arb', name: 'Angiotensin receptor blocker', aliases: ['ARB', 'ARBs', 'angiotensin II receptor blocker', 'sartan'], atc: ['C09CA'] },
  { id: 'arni', name: 'ARNI', aliases: ['angiotensin receptor-neprilysin inhibitor'], atc: ['C09DX04'] },
  { id: 'mra', name: 'Mineralocorticoid receptor antagonist', aliases: ['MRA', 'MRAs', 'aldosterone antagonist', 'potassium-sparing diuretic'], atc: ['C03DA'] },
  { id: 'potassium', name: 'Potassium supplement', aliases: ['potassium', 'potassium supplements'], atc: ['A12BA'] },
  { id: 'loop-diuretic', name: 'Loop diuretic', aliases: ['loop diuretics'], atc: ['C03CA'] },
  { id: 'thiazide', name: 'Thiazide diuretic', aliases: ['thiazide', 'thiazides', 'thiazide diuretics', 'thiazide-like diuretic'], atc: ['C03AA', 'C03BA'] },
  { id: 'beta-blocker', name: 'Beta blocker', aliases: ['beta blockers', 'beta-blocker', 'beta-blockers'], atc: ['C07A', 'S01ED'] },
  { id: 'antiarrhythmic', name: 'Antiarrhythmic', aliases: ['antiarrhythmics', 'antiarrhythmic drug'], atc: ['C01B'], membership: 'the FDA label indicates the drug for ventricular or supraventricular arrhythmia (Indications 1)' },
  { id: 'cardiac-glycoside', name: 'Cardiac glycoside', aliases: ['digitalis'], atc: ['C01AA'] },
  { id: 'nitrate', name: 'Nitrate', aliases: ['nitrates'], atc: ['C01DA'] },
  { id: 'pde5', name: 'PDE5 inhibitor', aliases: ['PDE5 inhibitors', 'phosphodiesterase-5 inhibitor'], atc: ['G04BE03', 'G04BE08', 'G04BE09', 'G04BE10', 'C02KX'] },
  { id: 'biguanide', name: 'Biguanide', aliases: [], atc: ['A10BA'] },
  { id: 'sulfonylurea', name: 'Sulfonylurea', aliases: ['sulfonylureas', 'sulphonylurea', 'sulphonylureas'], atc: ['A10BB'] },
  { id: 'sglt2', name: 'SGLT2 inhibitor', aliases: ['SGLT2 inhibitors', 'SGLT2i', 'gliflozin'], atc: ['A10BK'] },
  { id: 'dpp4', name: 'DPP-4 inhibitor', aliases: ['DPP-4 inhibitors', 'gliptin'], atc: ['A10BH'] },
  { id: 'glp1', name: 'GLP-1 receptor agonist', aliases: ['GLP-1 RA', 'GLP-1 agonist', 'GLP-1 receptor agonists'], atc: ['A10BJ'] },
  { id: 'tzd', name: 'Thiazolidinedione', aliases: ['glitazone', 'TZD'], atc: ['A10BG'] },
  { id: 'insulin', name: 'Insulin', aliases: ['insulins'], atc: ['A10A'] },
  { id: 'thyroid-hormone', name: 'Thyroid hormone', aliases: ['thyroid replacement'], atc: ['H03AA'] },
  { id: 'ppi', name: 'Proton pump inhibitor', aliases: ['PPI', 'PPIs', 'proton pump inhibitors'], atc: ['A02BC'] },
  { id: 'antacid', name: 'Antacid / calcium supplement', aliases: ['antacid', 'antacids', 'calcium supplement'], atc: ['A02A', 'A12AA'] },
  { id: 'iron', name: 'Iron supplement', aliases: ['iron', 'oral iron'], atc: ['B03A'] },
  { id: 'antibiotic', name: 'Antibiotic', aliases: ['antibiotics', 'antibacterial'], atc: ['J01', 'J04AB'] },
  { id: 'macrolide', name: 'Macrolide', aliases: ['macrolides'], atc: ['J01FA'] },
  { id: 'fluoroquinolone', name: 'Fluoroquinolone', aliases: ['fluoroquinolones', 'quinolone', 'quinolones'], atc: ['J01MA'] },
  { id: 'azole', name: 'Azole antifungal', aliases: ['azole antifungals', 'azoles', 'antifungal'], atc: ['J02AB', 'J02AC'] },
  { id: 'antiviral', name: 'Antiviral', aliases: ['antivirals', 'HIV protease inhibitor booster'], atc: ['J05'] },
  { id: 'strong-cyp3a4-inhibitor', name: 'Strong CYP3A4 inhibitor', aliases: ['CYP3A4 inhibitor', 'CYP3A4 inhibitors', 'strong CYP3A4 inhibitors'], membership: 'FDA Table of Substrates, Inhibitors and Inducers: strong CYP3A inhibitors (clinical index and in vivo inhibitors)' },
  { id: 'moderate-cyp3a4-inhibitor', name: 'Moderate CYP3A4 inhibitor', aliases: ['moderate CYP3A4 inhibitors'], membership: 'FDA Table of Substrates, Inhibitors and Inducers: moderate CYP3A inhibitors' },
  { id: 'cyp3a4-inducer', name: 'CYP3A4 inducer', aliases: ['CYP3A4 inducers', 'enzyme inducer', 'enzyme inducers'], membership: 'FDA Table of Substrates, Inhibitors and Inducers: strong CYP3A inducers' },
  { id: 'strong-cyp2d6-inhibitor', name: 'Strong CYP2D6 inhibitor', aliases: ['CYP2D6 inhibitor', 'CYP2D6 inhibitors'], membership: 'FDA Table of Substrates, Inhibitors and Inducers: strong CYP2D6 inhibitors' },
  { id: 'ssri', name: 'SSRI', aliases: ['SSRIs', 'selective serotonin reuptake inhibitor'], atc: ['N06AB'] },
  { id: 'snri', name: 'SNRI', aliases: ['SNRIs', 'serotonin-norepinephrine reuptake inhibitor'], atc: ['N06AX16', 'N06AX21', 'N06AX23', 'N06AX26'] },
  { id: 'tca', name: 'Tricyclic antidepressant', aliases: ['TCA', 'TCAs', 'tricyclic'], atc: ['N06AA'] },
  { id: 'maoi', name: 'MAOI', aliases: ['MAOIs', 'monoamine oxidase inhibitor'], atc: ['N06AF', 'N06AG', 'N04BD'] },
  { id: 'antidepressant', name: 'Antidepressant', aliases: ['antidepressants'], atc: ['N06A'] },
  { id: 'serotonergic', name: 'Serotonergic drug', aliases: ['serotonergic', 'serotonergic drugs'], membership: 'the drug\'s FDA label warns of serotonin syndrome with other serotonergic drugs (Warnings and Precautions or Drug Interactions)' },
  { id: 'qt-prolonging', name: 'QT-prolonging drug', aliases: ['QT prolonging', 'QT-prolonging', 'QT-prolonging drugs', 'QT drug'], membership: 'CredibleMeds QTdrugs list: known risk of torsades de pointes' },
  { id: 'opioid', name: 'Opioid', aliases: ['opioids', 'opiate', 'opiates'], atc: ['N02A', 'N07BC'] },
  { id: 'triptan', name: 'Triptan', aliases: ['triptans'], atc: ['N02CC'] },
  { id: 'antipsychotic', name: 'Antipsychotic', aliases: ['antipsychotics', 'neuroleptic'], atc: ['N05AA', 'N05AB', 'N05AC', 'N05AD', 'N05AE', 'N05AF', 'N05AG', 'N05AH', 'N05AL', 'N05AX'] },
  { id: 'benzodiazepine', name: 'Benzodiazepine', aliases: ['benzodiazepines', 'benzo', 'benzos'], atc: ['N05BA', 'N05CD', 'N03AE'] },
  { id: 'z-drug', name: 'Sedative-hypnotic (Z-drug)', aliases: ['Z-drug', 'Z-drugs', 'hypnotic', 'sedative-hypnotic'], atc: ['N05CF'] },
  { id: 'gabapentinoid', name: 'Gabapentinoid', aliases: ['gabapentinoids'], atc: ['N02BF', 'N03AX12', 'N03AX16'] },
  { id: 'antiepileptic', name: 'Antiepileptic', aliases: ['antiepileptics', 'anticonvulsant', 'anticonvulsants', 'antiseizure medication'], atc: ['N03A'] },
  { id: 'mood-stabilizer', name: 'Mood stabilizer', aliases: ['mood stabilizers', 'mood stabiliser'], membership: 'the FDA label indicates the drug for bipolar disorder (Indications 1)' },
  { id: 'immunosuppressant', name: 'Immunosuppressant', aliases: ['immunosuppressants'], atc: ['L04A'] },
  { id: 'calcineurin-inhibitor', name: 'Calcineurin inhibitor', aliases: ['calcineurin inhibitors', 'CNI'], atc: ['L04AD'] },
  { id: 'dmard', name: 'DMARD', aliases: ['DMARDs', 'antimetabolite'], atc: ['L04AX03', 'L01BA01', 'P01BA02'] },
  { id: 'xanthine-oxidase-inhibitor', name: 'Xanthine oxidase inhibitor', aliases: [], atc: ['M04AA'] },
  { id: 'antigout', name: 'Antigout agent', aliases: ['gout medication'], atc: ['M04A'] },
  { id: 'corticosteroid', name: 'Corticosteroid', aliases: ['corticosteroids', 'steroid', 'steroids', 'glucocorticoid'], atc: ['H02AB'] },
  { id: 'hormonal-contraceptive', name: 'Combined hormonal contraceptive', aliases: ['oral contraceptive', 'combined oral contraceptive', 'COC', 'the pill'], atc: ['G03AA', 'G03AB', 'G03CA01'] },
  { id: 'analgesic', name: 'Analgesic', aliases: ['analgesics', 'painkiller'], atc: ['N02'], membership: 'the FDA label (or Drug Facts) indicates the drug for pain (Indications 1 / Uses)' },
  { id: 'antiemetic', name: 'Antiemetic', aliases: ['antiemetics'], atc: ['A04A'] },
  { id: 'methylxanthine', name: 'Methylxanthine', aliases: ['xanthine bronchodilator'], atc: ['R03DA'] },
  { id: 'serm', name: 'SERM', aliases: ['selective estrogen receptor modulator'], atc: ['L02BA', 'G03XC'] },
  { id: 'antimalarial', name: 'Antimalarial', aliases: ['antimalarials'], atc: ['P01B'] },
  { id: 'herbal', name: 'Herbal product', aliases: ['herbal', 'supplement'], atc: ['N06AX25'] },
  // Added 2026-11-25 (issue 17): allergy classes and the mechanism classes the rules are reviewed by.
  { id: 'beta-lactam', name: 'Beta-lactam antibiotic', aliases: ['beta-lactams', 'beta lactam'], atc: ['J01C', 'J01D'] },
  { id: 'penicillin', name: 'Penicillin', aliases: ['penicillins', 'penicillin antibiotics'], atc: ['J01C'] },
  { id: 'cephalosporin', name: 'Cephalosporin', aliases: ['cephalosporins'], atc: ['J01DB', 'J01DC', 'J01DD', 'J01DE'] },
  { id: 'sulfonamide-antibacterial', name: 'Sulfonamide antibiotic', aliases: ['sulfonamide antibiotics', 'sulfa antibiotic', 'sulpha antibiotic'], atc: ['J01EC', 'J01ED', 'J01EE'] },
  { id: 'sulfonamide-non-antibacterial', name: 'Non-antibiotic sulfonamide', aliases: ['non-antibiotic sulfonamides', 'sulfonamide non-antibiotic'], membership: 'the drug\'s FDA label describes a sulfonamide moiety (Description)' },
  { id: 'protease-inhibitor', name: 'HIV/COVID-19 protease inhibitor', aliases: ['protease inhibitor', 'protease inhibitors', 'PI'], atc: ['J05AE'] },
  { id: 'strong-cyp1a2-inhibitor', name: 'Strong CYP1A2 inhibitor', aliases: ['CYP1A2 inhibitor', 'CYP1A2 inhibitors'], membership: 'FDA Table of Substrates, Inhibitors and Inducers: strong CYP1A2 inhibitors' },
  { id: 'sympathomimetic', name: 'Sympathomimetic / stimulant', aliases: ['sympathomimetics', 'stimulant', 'stimulants', 'amphetamine derivative'], atc: ['N06BA', 'A08AA'] },
  { id: 'ergot', name: 'Ergot alkaloid', aliases: ['ergot alkaloids', 'ergots'], atc: ['N02CA'] },
  { id: 'potassium-sparing-diuretic', name: 'Potassium-sparing diuretic (ENaC blocker)', aliases: ['amiloride-type diuretic', 'ENaC blocker'], atc: ['C03DB'] },
  { id: 'renin-inhibitor', name: 'Direct renin inhibitor', aliases: ['renin inhibitor'], atc: ['C09XA'] },
  { id: 'thiopurine', name: 'Thiopurine', aliases: ['thiopurines'], atc: ['L04AX01', 'L01BB02'] },
  // Added 2026-12-02 (issue 34): classes of the most-prescribed ingredients.
  { id: 'alpha-blocker', name: 'Alpha-1 blocker', aliases: ['alpha blocker', 'alpha blockers', 'alpha-blockers'], atc: ['C02CA', 'G04CA'] },
  { id: 'antihistamine', name: 'Antihistamine (H1)', aliases: ['antihistamines', 'H1 antihistamine', 'H1 blocker'], atc: ['R06A'] },
  { id: 'muscle-relaxant', name: 'Skeletal muscle relaxant (centrally acting)', aliases: ['muscle relaxant', 'muscle relaxants', 'skeletal muscle relaxant'], atc: ['M03B'] },
  { id: 'opioid-antagonist', name: 'Opioid antagonist', aliases: ['opioid antagonists', 'opioid blocker'], atc: ['V03AB15', 'N07BB04', 'A06AH'] },
  // Added 2026-12-02 (issue 35): the class isotretinoin's contraindication and the tooth-development warning name.
  { id: 'tetracyclines', name: 'Tetracycline antibiotic', aliases: ['tetracycline antibiotics', 'tetracycline class'], atc: ['J01AA'] },
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
  /** WHO ATC codes of the substance (every route it has one for); combination-only ingredients carry the combination's code. */
  atc: readonly string[];
  atcUnverified?: true;
  /** The public tables the RxCUIs and ATC codes were confirmed in (catalogue/code-sources.ts). */
  codeSource: string;
  brandNames: readonly string[];
  classes: readonly DrugClassId[];
  /** Source of a class membership that neither the ATC code nor the class's membership criterion gives. */
  classSources?: Partial<Record<DrugClassId, string>>;
  /** Enzyme and transporter roles the label states, each with its label section (or the FDA DDI table). */
  roles?: readonly EnzymeRole[];
  aliases?: readonly string[];
}

/** The enzymes and transporter whose roles the catalogue records (FDA DDI guidance). */
export const ENZYMES = ['CYP3A4', 'CYP2D6', 'CYP1A2', 'CYP2C9', 'CYP2C19', 'P-gp'] as const;

/** One enzyme or transporter role a drug's label states: substrate (sensitive where the FDA table says so), inhibitor or inducer, with its strength and source. */
export interface EnzymeRole {
  enzyme: (typeof ENZYMES)[number];
  role: 'substrate' | 'inhibitor' | 'inducer';
  strength?: 'sensitive' | 'strong' | 'moderate' | 'weak';
  source: string;
}
