// Each pair carries its own label's action (issue 34, DESIGN.md §9): a class rule must not spread
// one member's contraindication to the class. The table gives, per pair, the strongest action of
// the rules that match it and the label section that states it; the must-not-flag pairs are ones a
// class rule once over-reached to.
import { describe, expect, it } from 'vitest';
import { drugsInClass } from './drugs';
import { getInteraction, INTERACTION_RULES, LABEL_ACTIONS, type LabelAction } from './drug-interactions';

const FDA = (product: string, section: string) => `FDA label (${product}), ${section}`;

/** The strongest action among the rules that match the pair, or 'none'. */
function strongestAction(a: string, b: string): LabelAction | 'none' {
  const interaction = getInteraction(a, b);
  if (!interaction) return 'none';
  const actions = interaction.ruleIds.map((id) => INTERACTION_RULES.find((entry) => entry.id === id)!.action);
  return LABEL_ACTIONS.find((action) => actions.includes(action)) ?? 'none';
}

/** [drug, drug, the strongest action its label states, where]. */
const LABEL_ACTION_OF_PAIR: readonly (readonly [string, string, LabelAction, string])[] = [
  // Mineralocorticoid receptor antagonists: eplerenone's hypertension contraindication is its own.
  ['Eplerenone', 'Potassium chloride', 'contraindicated', FDA('eplerenone', 'Contraindications 4')],
  ['Spironolactone', 'Potassium chloride', 'avoid', FDA('spironolactone', 'Drug Interactions 7.1: in general, do not use potassium supplements')],
  ['Eplerenone', 'Spironolactone', 'contraindicated', FDA('spironolactone', 'Contraindications 4: eplerenone')],
  ['Eplerenone', 'Clarithromycin', 'contraindicated', FDA('eplerenone', 'Contraindications 4: strong CYP3A4 inhibitors')],
  ['Spironolactone', 'Lisinopril', 'monitor', FDA('spironolactone', 'Drug Interactions 7.1: check potassium')],
];

/** Class rules re-checked against each label (issue 34): the label's own word, not the class's strongest. */
const RECHECKED_PAIRS: readonly (readonly [string, string, LabelAction, string])[] = [
  ['Atazanavir', 'Carbamazepine', 'avoid', FDA('atazanavir', 'Drug Interactions 7: not recommended without ritonavir')],
  ['Atazanavir', 'Phenytoin', 'avoid', FDA('atazanavir', 'Drug Interactions 7: not recommended without ritonavir')],
  ['Atazanavir', 'Rifampin', 'contraindicated', FDA('atazanavir', 'Contraindications 4')],
  ['Atazanavir', "St John's wort", 'contraindicated', FDA('atazanavir', 'Contraindications 4')],
  ['Paxlovid', 'Carbamazepine', 'contraindicated', FDA('nirmatrelvir/ritonavir', 'Contraindications 4')],
  ['Colchicine', 'Clarithromycin', 'adjust', FDA('colchicine', 'Contraindications 4 only in renal or hepatic impairment; Dosage 2.4')],
  ['Colchicine', 'Itraconazole', 'adjust', FDA('colchicine', 'Contraindications 4 only in renal or hepatic impairment; Dosage 2.4')],
  ['Colchicine', 'Cyclosporine', 'adjust', FDA('colchicine', 'Contraindications 4 only in renal or hepatic impairment; Dosage 2.4')],
  ['Colchicine', 'Paxlovid', 'contraindicated', FDA('nirmatrelvir/ritonavir', 'Contraindications 4: colchicine')],
  ['Fentanyl', 'Phenelzine', 'avoid', FDA('fentanyl', 'Drug Interactions 7: MAOIs not recommended')],
  ['Fentanyl', 'Selegiline', 'avoid', FDA('fentanyl', 'Drug Interactions 7: MAOIs not recommended')],
  ['Meperidine', 'Phenelzine', 'contraindicated', FDA('phenelzine', 'Contraindications 4')],
  ['Dabigatran', 'Ketoconazole', 'contraindicated', 'EU SmPC (Pradaxa) 4.3; the US label adjusts or avoids by renal function'],
  ['Dabigatran', 'Dronedarone', 'contraindicated', 'EU SmPC (Pradaxa) 4.3; the US label adjusts or avoids by renal function'],
  ['Dabigatran', 'Clarithromycin', 'monitor', FDA('dabigatran', 'Drug Interactions 7: P-gp inhibitors')],
  ['Oxcarbazepine', 'Ethinyl estradiol', 'avoid', FDA('oxcarbazepine', 'Drug Interactions 7: hormonal contraceptives less effective')],
  ['Buspirone', 'Tranylcypromine', 'avoid', FDA('buspirone', 'Warnings: not to be used with an MAOI')],
];

/** The drugs issue 35 added to the catalogue, each pair with its own label's action. */
const ISSUE_35_PAIRS: readonly (readonly [string, string, LabelAction | 'none', string])[] = [
  ['Isotretinoin', 'Minocycline', 'contraindicated', 'EU SmPC (isotretinoin) 4.3: tetracyclines; ' + FDA('isotretinoin', 'Warnings 5: avoid')],
  ['Isotretinoin', 'Doxycycline', 'contraindicated', 'EU SmPC (isotretinoin) 4.3: tetracyclines'],
  ['Mycophenolate', 'Azathioprine', 'avoid', FDA('mycophenolate mofetil', 'Drug Interactions: not recommended')],
  ['Leflunomide', 'Methotrexate', 'monitor', FDA('leflunomide', 'Warnings 5 and Drug Interactions 7: liver monitoring')],
  ['Finerenone', 'Clarithromycin', 'contraindicated', FDA('finerenone', 'Contraindications 4: strong CYP3A4 inhibitors')],
  ['Finerenone', 'Diltiazem', 'monitor', FDA('finerenone', 'Drug Interactions 7: moderate CYP3A4 inhibitors, monitor potassium')],
  ['Finerenone', 'Rifampin', 'avoid', FDA('finerenone', 'Drug Interactions 7: strong and moderate CYP3A4 inducers')],
  ['Finerenone', 'Potassium chloride', 'monitor', FDA('finerenone', 'Drug Interactions 7: drugs that increase potassium')],
  ['Finerenone', 'Lisinopril', 'monitor', 'used with an ACE inhibitor or ARB in chronic kidney disease; potassium monitored'],
  ['Warfarin', 'Minocycline', 'monitor', FDA('minocycline', 'Precautions: depressed prothrombin activity')],
  ['Tetracycline', 'Ferrous sulfate', 'adjust', FDA('tetracycline', 'Precautions: iron impairs absorption')],
  // The catalogue's other statements do not reach them: misoprostol, megestrol and benztropine have no
  // interaction the table records; finerenone is no P-gp or CYP2C9 substrate.
  ['Misoprostol', 'Ibuprofen', 'none', 'misoprostol is given with NSAIDs to prevent ulcers'],
  ['Finerenone', 'Digoxin', 'none', 'no interaction in the finerenone label'],
];

describe('the drugs added for issue 35 carry their own labels\' actions', () => {
  it.each(ISSUE_35_PAIRS)('%s + %s: %s (%s)', (a, b, action) => {
    expect(strongestAction(a, b)).toBe(action);
  });
});

describe('class rules re-checked against each label', () => {
  it.each(RECHECKED_PAIRS)('%s + %s: %s (%s)', (a, b, action) => {
    expect(strongestAction(a, b)).toBe(action);
  });
});

/** Pairs a class rule must not reach: [drug, drug, the action it must stay below or 'none', why]. */
const MUST_NOT_REACH: readonly (readonly [string, string, LabelAction | 'none', string])[] = [
  ['Spironolactone', 'Potassium chloride', 'contraindicated', 'the contraindication is in the eplerenone label only'],
  ['Spironolactone', 'Clarithromycin', 'none', 'spironolactone is not a CYP3A4 substrate; the contraindication is eplerenone\'s'],
];

describe('each pair carries its own label\'s action', () => {
  it.each(LABEL_ACTION_OF_PAIR)('%s + %s: %s (%s)', (a, b, action) => {
    expect(strongestAction(a, b)).toBe(action);
  });
});

describe('a member\'s contraindication does not spread to its class', () => {
  it.each(MUST_NOT_REACH)('%s + %s stays below %s (%s)', (a, b, ceiling) => {
    const found = strongestAction(a, b);
    if (ceiling === 'none') expect(found).toBe('none');
    else expect(LABEL_ACTIONS.indexOf(found as LabelAction)).toBeGreaterThan(LABEL_ACTIONS.indexOf(ceiling));
  });
});

/** DOACs with enzyme inducers, each per its own label; clarithromycin is named in the apixaban label as needing no change. */
const DOAC_PAIRS: readonly (readonly [string, string, LabelAction | 'none', string])[] = [
  ['Apixaban', 'Carbamazepine', 'avoid', FDA('apixaban', 'Drug Interactions 7.2')],
  ['Rivaroxaban', "St John's wort", 'avoid', FDA('rivaroxaban', 'Drug Interactions 7.2')],
  ['Dabigatran', 'Rifampin', 'avoid', FDA('dabigatran', 'Drug Interactions 7: P-gp inducers')],
  ['Edoxaban', 'Rifampin', 'avoid', FDA('edoxaban', 'Drug Interactions 7.2')],
  ['Apixaban', 'Ketoconazole', 'adjust', FDA('apixaban', 'Dosage 2.5: halve the dose')],
  ['Apixaban', 'Clarithromycin', 'none', FDA('apixaban', 'Drug Interactions 7.1: no dose adjustment with clarithromycin')],
];

describe('DOACs with inducers and inhibitors follow each label', () => {
  it.each(DOAC_PAIRS)('%s + %s: %s (%s)', (a, b, action) => {
    expect(strongestAction(a, b)).toBe(action);
  });
  it('every DOAC has a rule with every catalogue CYP3A4 inducer', () => {
    for (const doac of ['Apixaban', 'Rivaroxaban', 'Dabigatran', 'Edoxaban'])
      for (const inducer of ['Rifampin', 'Carbamazepine', 'Phenytoin', "St John's wort"]) expect(strongestAction(doac, inducer), `${doac} + ${inducer}`).toBe('avoid');
  });
});

/**
 * Phenprocoumon meets the VKA class rules that its own label or a VKA-wide source supports, and its
 * pharmacokinetic rules come from its Fachinformation, not from warfarin's US label (issue 34).
 */
const FI_PHENPROCOUMON = 'Fachinformation Marcoumar (Swissmedic reg. 19395), Interaktionen';
const PHENPROCOUMON_PAIRS: readonly (readonly [string, string, LabelAction | 'none', string])[] = [
  ['Marcumar', 'Aspirin', 'avoid', 'CHEST 2012 §8 (VKAs): avoid antiplatelets unless the benefit is clear'],
  ['Marcumar', 'Clopidogrel', 'avoid', 'CHEST 2012 §8; ' + FI_PHENPROCOUMON],
  ['Marcumar', 'Ibuprofen', 'avoid', 'CHEST 2012 §8 (VKAs): avoid NSAIDs'],
  ['Marcumar', 'Enoxaparin', 'monitor', 'Fachinformation Marcumar 4.1: start with heparin when rapid anticoagulation is needed'],
  ['Marcumar', 'Apixaban', 'avoid', FDA('apixaban', 'Drug Interactions 7: other anticoagulants')],
  ['Marcumar', 'Sertraline', 'monitor', FDA('SSRIs', 'Warnings: bleeding with anticoagulants')],
  ['Marcumar', 'Tamoxifen', 'contraindicated', FDA('tamoxifen', 'Contraindications 4: coumarin-type anticoagulants')],
  ['Marcumar', 'Clarithromycin', 'monitor', FI_PHENPROCOUMON + ': CYP3A4 inhibitors'],
  ['Marcumar', 'Amiodarone', 'monitor', FI_PHENPROCOUMON + ': amiodarone named'],
  ['Marcumar', 'Rifampin', 'monitor', FI_PHENPROCOUMON + ': CYP inducers'],
];

describe('phenprocoumon follows its own label and the VKA-wide sources', () => {
  it.each(PHENPROCOUMON_PAIRS)('%s + %s: %s (%s)', (a, b, action) => {
    expect(strongestAction(a, b)).toBe(action);
  });
});

/** CNS depressants with opioids (opioid Boxed Warning 2016; FDA DSC 2019 for gabapentinoids): every member of each class. */
describe('every opioid meets every CNS depressant of the catalogue', () => {
  const opioids = drugsInClass('opioid');
  it.each([
    ['benzodiazepine', 'avoid'],
    ['z-drug', 'avoid'],
    ['muscle-relaxant', 'avoid'],
    ['gabapentinoid', 'monitor'],
  ] as const)('opioid × %s: at least %s', (classId, floor) => {
    const members = drugsInClass(classId);
    expect(members.length).toBeGreaterThan(0);
    for (const opioid of opioids)
      for (const member of members) {
        const found = strongestAction(opioid.id, member.id);
        expect(found, `${opioid.id} + ${member.id}`).not.toBe('none');
        expect(LABEL_ACTIONS.indexOf(found as LabelAction), `${opioid.id} + ${member.id}`).toBeLessThanOrEqual(LABEL_ACTIONS.indexOf(floor));
      }
  });
  it('a muscle relaxant alone with an NSAID is not flagged', () => {
    expect(strongestAction('Baclofen', 'Ibuprofen')).toBe('none');
  });
});
