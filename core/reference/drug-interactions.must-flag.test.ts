// Pairs the checker must never miss or under-rate (issue 17), each with the label section or list
// that makes it "contraindicated" or "avoid", and routine co-therapy it must not call severe.
// A pair missing from the table, or rated below severe, fails here by name.
import { describe, expect, it } from 'vitest';
import { getInteraction } from './drug-interactions';

const FDA = (product: string, section: string) => `FDA label (${product}), ${section}`;
const ONC = 'ONC high-priority DDI list (Phansalkar et al., JAMIA 2012)';

/** [drug, drug, source of the contraindication / avoid]. */
const MUST_FLAG_SEVERE: readonly (readonly [string, string, string])[] = [
  // Found missing or under-rated in the clinical review.
  ['Amiodarone', 'Ritonavir', FDA('ritonavir', 'Contraindications 4')],
  ['Amiodarone', 'Paxlovid', FDA('nirmatrelvir/ritonavir', 'Contraindications 4')],
  ['Flecainide', 'Ritonavir', FDA('ritonavir', 'Contraindications 4')],
  ['Flecainide', 'Nirmatrelvir/ritonavir', FDA('nirmatrelvir/ritonavir', 'Contraindications 4')],
  ['Dronedarone', 'Paxlovid', FDA('nirmatrelvir/ritonavir', 'Contraindications 4')],
  ['Bupropion', 'Linezolid', FDA('bupropion', 'Contraindications 4 (linezolid, IV methylene blue)')],
  ['Itraconazole', 'Methadone', FDA('itraconazole', 'Contraindications 4')],
  ['Ketoconazole', 'Methadone', FDA('ketoconazole', 'Contraindications 4')],
  ['Ketorolac', 'Aspirin', FDA('ketorolac', 'Boxed Warning / Contraindications 4')],
  ['Ketorolac', 'Ibuprofen', FDA('ketorolac', 'Boxed Warning / Contraindications 4')],
  ['Ketorolac', 'Naproxen', FDA('ketorolac', 'Boxed Warning / Contraindications 4')],
  ['Phenelzine', 'Carbamazepine', FDA('carbamazepine', 'Contraindications 4 (MAOIs)')],
  ['Itraconazole', 'Rifampin', FDA('itraconazole', 'Drug Interactions 7: not recommended')],
  ['Itraconazole', 'Carbamazepine', FDA('itraconazole', 'Drug Interactions 7: not recommended')],
  ['Itraconazole', 'Phenytoin', FDA('itraconazole', 'Drug Interactions 7: not recommended')],
  ['Ketoconazole', 'Rifampin', FDA('ketoconazole', 'Drug Interactions 7: not recommended')],
  ['Ketoconazole', 'Carbamazepine', FDA('ketoconazole', 'Drug Interactions 7: not recommended')],
  ['Ketoconazole', 'Phenytoin', FDA('ketoconazole', 'Drug Interactions 7: not recommended')],
  ['Clopidogrel', 'Omeprazole', FDA('clopidogrel', 'Warnings 5.1 / Drug Interactions 7: avoid')],
  ['Clopidogrel', 'Esomeprazole', FDA('clopidogrel', 'Warnings 5.1 / Drug Interactions 7: avoid')],
  ['Lisinopril', 'Losartan', FDA('lisinopril', 'Drug Interactions 7: dual RAS blockade, avoid')],
  ['Enalapril', 'Valsartan', FDA('enalapril', 'Drug Interactions 7: dual RAS blockade, avoid')],
  ['Warfarin', 'Aspirin', 'Spec built-in table; CHEST 2012 §8'],
  // Strong CYP3A4 inhibitors × narrow-margin substrates.
  ['Simvastatin', 'Clarithromycin', FDA('simvastatin', 'Contraindications 4')],
  ['Simvastatin', 'Itraconazole', FDA('simvastatin', 'Contraindications 4')],
  ['Simvastatin', 'Posaconazole', FDA('simvastatin', 'Contraindications 4')],
  ['Simvastatin', 'Erythromycin', FDA('simvastatin', 'Contraindications 4')],
  ['Simvastatin', 'Atazanavir', `${FDA('simvastatin', 'Contraindications 4')}; ${ONC}`],
  ['Lovastatin', 'Ritonavir', `${FDA('lovastatin', 'Contraindications 4')}; ${ONC}`],
  ['Lovastatin', 'Paxlovid', FDA('nirmatrelvir/ritonavir', 'Contraindications 4')],
  ['Simvastatin', 'Gemfibrozil', FDA('simvastatin', 'Contraindications 4')],
  ['Colchicine', 'Paxlovid', FDA('nirmatrelvir/ritonavir', 'Contraindications 4')],
  ['Ergotamine', 'Clarithromycin', `${FDA('ergotamine', 'Boxed Warning')}; ${ONC}`],
  ['Ergotamine', 'Ritonavir', `${FDA('ergotamine', 'Boxed Warning')}; ${ONC}`],
  ['Pimozide', 'Clarithromycin', `${FDA('pimozide', 'Contraindications 4')}; ${ONC}`],
  ['Pimozide', 'Citalopram', FDA('pimozide', 'Contraindications 4')],
  ['Ticagrelor', 'Clarithromycin', FDA('ticagrelor', 'Drug Interactions 7.1: avoid')],
  ['Rivaroxaban', 'Ketoconazole', FDA('rivaroxaban', 'Drug Interactions 7.2: avoid')],
  ['Dronedarone', 'Ketoconazole', FDA('dronedarone', 'Contraindications 4')],
  ['Eplerenone', 'Clarithromycin', FDA('eplerenone', 'Contraindications 4')],
  ['Eplerenone', 'Posaconazole', FDA('eplerenone', 'Contraindications 4')],
  ['Alprazolam', 'Itraconazole', FDA('alprazolam', 'Contraindications 4')],
  ['Irinotecan', 'Ketoconazole', `${FDA('irinotecan', 'Drug Interactions 7: avoid')}; ${ONC}`],
  // Enzyme inducers × substrates that fail.
  ['Rifampin', 'Paxlovid', `${FDA('nirmatrelvir/ritonavir', 'Contraindications 4')}; ${ONC}`],
  ['Carbamazepine', 'Paxlovid', FDA('nirmatrelvir/ritonavir', 'Contraindications 4')],
  ["St John's wort", 'Nirmatrelvir/ritonavir', FDA('nirmatrelvir/ritonavir', 'Contraindications 4')],
  ['Rifampin', 'Atazanavir', `${FDA('atazanavir', 'Contraindications 4')}; ${ONC}`],
  ['Rifampin', 'Voriconazole', FDA('voriconazole', 'Contraindications 4')],
  ['Rifampin', 'Rivaroxaban', FDA('rivaroxaban', 'Drug Interactions 7: avoid')],
  ['Carbamazepine', 'Apixaban', FDA('apixaban', 'Drug Interactions 7: avoid')],
  ['Rifampin', 'Ethinyl estradiol', FDA('combined oral contraceptives', 'Drug Interactions 7')],
  ['Irinotecan', 'Phenytoin', `${FDA('irinotecan', 'Drug Interactions 7: avoid')}; ${ONC}`],
  // MAOIs (including linezolid and methylene blue) × serotonergic and sympathomimetic drugs.
  ['Phenelzine', 'Sertraline', `${FDA('phenelzine', 'Contraindications 4')}; ${ONC}`],
  ['Tranylcypromine', 'Tramadol', `${FDA('tranylcypromine', 'Contraindications 4')}; ${ONC}`],
  ['Phenelzine', 'Meperidine', `${FDA('phenelzine', 'Contraindications 4')}; ${ONC}`],
  ['Phenelzine', 'Dextromethorphan', FDA('phenelzine', 'Contraindications 4')],
  ['Phenelzine', 'Sumatriptan', `${FDA('sumatriptan', 'Contraindications 4')}; ${ONC}`],
  ['Phenelzine', 'Amitriptyline', `${FDA('phenelzine', 'Contraindications 4')}; ${ONC}`],
  ['Selegiline', 'Methylphenidate', `${FDA('methylphenidate', 'Contraindications 4')}; ${ONC}`],
  ['Phenelzine', 'Bupropion', FDA('bupropion', 'Contraindications 4')],
  ['Linezolid', 'Sertraline', FDA('sertraline', 'Contraindications 4')],
  ['Methylene blue', 'Duloxetine', FDA('duloxetine', 'Contraindications 4')],
  ['Linezolid', 'Phenelzine', FDA('linezolid', 'Contraindications 4')],
  ['Phenelzine', 'Tranylcypromine', FDA('phenelzine', 'Contraindications 4')],
  // Other ONC high-priority pairs.
  ['Sildenafil', 'Nitroglycerin', FDA('sildenafil', 'Contraindications 4')],
  ['Tizanidine', 'Ciprofloxacin', `${FDA('tizanidine', 'Contraindications 4')}; ${ONC}`],
  ['Tizanidine', 'Fluvoxamine', `${FDA('tizanidine', 'Contraindications 4')}; ${ONC}`],
  ['Atazanavir', 'Omeprazole', `${FDA('atazanavir', 'Drug Interactions 7')}; ${ONC}`],
  ['Febuxostat', 'Azathioprine', `${FDA('febuxostat', 'Contraindications 4')}; ${ONC}`],
  ['Febuxostat', 'Mercaptopurine', `${FDA('febuxostat', 'Contraindications 4')}; ${ONC}`],
  // QT, potassium and renal clearance.
  ['Amiodarone', 'Levofloxacin', FDA('amiodarone', 'Drug Interactions 7: avoid QT-prolonging drugs')],
  ['Dronedarone', 'Citalopram', FDA('dronedarone', 'Contraindications 4')],
  ['Eplerenone', 'Potassium chloride', FDA('eplerenone', 'Contraindications 4')],
  ['Amiloride', 'Potassium chloride', FDA('amiloride', 'Contraindications 4')],
  ['Amiloride', 'Spironolactone', FDA('amiloride', 'Contraindications 4')],
  ['Aliskiren', 'Lisinopril', FDA('aliskiren', 'Contraindications 4 (diabetes)')],
  ['Sacubitril/valsartan', 'Enalapril', FDA('sacubitril/valsartan', 'Contraindications 4')],
  ['Lithium', 'Lisinopril', 'AGS Beers 2023 Table 5: avoid'],
  ['Lithium', 'Furosemide', 'AGS Beers 2023 Table 5: avoid'],
  ['Methotrexate', 'Trimethoprim-sulfamethoxazole', 'BNF Appendix 1: avoid'],
  // Bleeding.
  ['Warfarin', 'Ibuprofen', 'CHEST 2012 §8: avoid NSAIDs with a VKA'],
  ['Warfarin', 'Clopidogrel', 'CHEST 2012 §8: avoid antiplatelets with a VKA unless indicated'],
  ['Apixaban', 'Rivaroxaban', FDA('rivaroxaban', 'Drug Interactions 7: avoid other anticoagulants')],
  ['Oxycodone', 'Alprazolam', FDA('opioids, benzodiazepines', 'Boxed Warning')],
  ['Warfarin', 'Tamoxifen', FDA('tamoxifen', 'Contraindications 4')],
  // Most-prescribed ingredients added for issue 34: the pairs their labels forbid.
  ['Naltrexone', 'Oxycodone', FDA('naltrexone', 'Contraindications 4: opioid analgesics')],
  ['Phenelzine', 'Oxycodone', FDA('oxycodone', 'Drug Interactions 7: MAOIs not recommended')],
  ['Tranylcypromine', 'Buprenorphine', FDA('buprenorphine', 'Drug Interactions 7: MAOIs not recommended')],
  ['Vivitrol', 'Buprenorphine', FDA('naltrexone', 'Contraindications 4: opioid analgesics')],
  ['Ranolazine', 'Clarithromycin', FDA('ranolazine', 'Contraindications 4: strong CYP3A inhibitors')],
  ['Ranolazine', 'Rifampin', FDA('ranolazine', 'Contraindications 4: CYP3A inducers')],
  ['Cyclobenzaprine', 'Phenelzine', FDA('cyclobenzaprine', 'Contraindications 4: MAOIs')],
  ['Adderall', 'Tranylcypromine', FDA('amphetamine', 'Contraindications 4: MAOIs')],
  ['Clonazepam', 'Hydrocodone', FDA('opioids, benzodiazepines', 'Boxed Warning')],
  ['Methotrexate', 'Trimethoprim', 'BNF Appendix 1: trimethoprim with methotrexate, avoid'],
  ['Sildenafil', 'Isosorbide dinitrate', FDA('sildenafil', 'Contraindications 4: nitrates')],
  ['Salmeterol', 'Clarithromycin', FDA('salmeterol', 'Drug Interactions 7.1: not recommended')],
  ['Flovent', 'Ritonavir', FDA('fluticasone propionate', 'Drug Interactions 7.1: not recommended')],
  ['Tamsulosin', 'Ketoconazole', FDA('tamsulosin', 'Drug Interactions 7.1: should not be used')],
  ['Rimegepant', 'Rifampin', FDA('rimegepant', 'Drug Interactions 7: avoid CYP3A inducers')],
  ['Oxcarbazepine', 'Ethinyl estradiol', FDA('oxcarbazepine', 'Drug Interactions 7: hormonal contraceptives less effective')],
  ['Buspirone', 'Phenelzine', FDA('buspirone', 'Warnings: not to be used with an MAOI')],
  ['Buspirone', 'Selegiline', FDA('buspirone', 'Warnings: not to be used with an MAOI')],
];

/** Moderate by their labels' dose caps or monitoring (the issue's re-rated and missing pairs). */
const MUST_FLAG_MODERATE: readonly (readonly [string, string, string])[] = [
  ['Eplerenone', 'Diltiazem', FDA('eplerenone', 'Dosage 2.3: 25 mg cap with moderate CYP3A4 inhibitors')],
  ['Eplerenone', 'Verapamil', FDA('eplerenone', 'Dosage 2.3: 25 mg cap with moderate CYP3A4 inhibitors')],
  ['Eplerenone', 'Fluconazole', FDA('eplerenone', 'Dosage 2.3: 25 mg cap with moderate CYP3A4 inhibitors')],
  ['Sotalol', 'Furosemide', FDA('sotalol', 'Drug Interactions 7: hypokalemia')],
  ['Sotalol', 'Hydrochlorothiazide', FDA('sotalol', 'Drug Interactions 7: hypokalemia')],
  ['Lovastatin', 'Dronedarone', FDA('lovastatin', 'Dosage: 20 mg cap')],
  ['Ranolazine', 'Diltiazem', FDA('ranolazine', 'Dosage 2.3: 500 mg twice daily with moderate CYP3A inhibitors')],
  ['Ranolazine', 'Simvastatin', FDA('ranolazine', 'Drug Interactions 7.2: simvastatin 20 mg cap')],
  ['Ranolazine', 'Metformin', FDA('ranolazine', 'Drug Interactions 7.2: metformin 1700 mg cap')],
  ['Trimethoprim', 'Spironolactone', FDA('trimethoprim/sulfamethoxazole', 'Warnings: hyperkalemia')],
  ['Trimethoprim', 'Lisinopril', FDA('trimethoprim/sulfamethoxazole', 'Warnings: hyperkalemia with ACE inhibitors')],
  ['Sulfamethoxazole', 'Warfarin', FDA('warfarin', 'Drug Interactions 7: CYP2C9 inhibitors')],
  ['Terbinafine', 'Metoprolol', FDA('terbinafine', 'Drug Interactions 7: CYP2D6 substrates')],
  ['Aripiprazole', 'Fluoxetine', FDA('aripiprazole', 'Dosage 2.7: half dose with strong CYP2D6 inhibitors')],
  ['Atomoxetine', 'Paroxetine', FDA('atomoxetine', 'Dosage 2.5: strong CYP2D6 inhibitors')],
  ['Buspirone', 'Itraconazole', FDA('buspirone', 'Drug Interactions 7: CYP3A4 inhibitors')],
  ['Ropinirole', 'Ciprofloxacin', FDA('ropinirole', 'Drug Interactions 7: CYP1A2 inhibitors')],
  // Contraindicated only in renal or hepatic impairment, which a pair cannot know; otherwise a reduced dose.
  ['Colchicine', 'Clarithromycin', FDA('colchicine', 'Contraindications 4 (renal or hepatic impairment) and Dosage 2.4')],
  ['Colchicine', 'Ketoconazole', FDA('colchicine', 'Contraindications 4 (renal or hepatic impairment) and Dosage 2.4')],
];

/** Routine co-therapy given with monitoring: flagged at most moderate, never severe. */
const ROUTINE_CO_THERAPY: readonly (readonly [string, string])[] = [
  ['Aspirin', 'Clopidogrel'],
  ['Aspirin', 'Ticagrelor'],
  ['Aspirin', 'Prasugrel'],
  ['Aspirin', 'Heparin'],
  ['Aspirin', 'Enoxaparin'],
  ['Clopidogrel', 'Heparin'],
  ['Clopidogrel', 'Enoxaparin'],
  ['Ticagrelor', 'Heparin'],
  ['Warfarin', 'Enoxaparin'],
  ['Warfarin', 'Heparin'],
  ['Lisinopril', 'Spironolactone'],
  ['Sacubitril/valsartan', 'Spironolactone'],
  ['Sacubitril/valsartan', 'Eplerenone'],
  ['Metoprolol', 'Digoxin'],
  ['Furosemide', 'Spironolactone'],
  ['Atorvastatin', 'Ezetimibe'],
  ['Metformin', 'Empagliflozin'],
  ['Atorvastatin', 'Fenofibrate'],
  ['Carvedilol', 'Lisinopril'],
];

describe('must-flag pairs: contraindicated or "avoid" in their source, so severe', () => {
  it.each(MUST_FLAG_SEVERE)('%s + %s is severe (%s)', (a, b) => {
    const interaction = getInteraction(a, b);
    expect(interaction, `${a} + ${b} is missing from the table`).toBeDefined();
    expect(interaction?.severity).toBe('severe');
  });
});

describe('must-flag pairs rated moderate by a label dose cap or monitoring', () => {
  it.each(MUST_FLAG_MODERATE)('%s + %s is moderate (%s)', (a, b) => {
    expect(getInteraction(a, b)?.severity).toBe('moderate');
  });
});

describe('routine co-therapy is not severe', () => {
  it.each(ROUTINE_CO_THERAPY)('%s + %s is not severe', (a, b) => {
    expect(getInteraction(a, b)?.severity ?? 'none').not.toBe('severe');
  });
});
