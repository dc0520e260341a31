// Respiratory, cough-and-cold and allergy drugs of the catalogue, added for issue 34 so the
// catalogue knows every ingredient of the most-prescribed lists (coverage/top-prescribed.ts). Codes
// name their source (CODES); a class not given by the drug's ATC code names its source in
// classSources; enzyme roles cite the label section.
import type { Drug } from '../drug-classes';
import { CODES } from './code-sources';

/** Respiratory, cough-and-cold and allergy drugs (issue 34). */
export const RESPIRATORY_ALLERGY_DRUGS: readonly Drug[] = [
  { id: 'albuterol', name: 'Albuterol', rxcuis: ['435'], atc: ['R03AC02', 'R03CC02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['ProAir', 'Ventolin', 'Proventil'], classes: [], aliases: ['salbutamol'] },
  { id: 'montelukast', name: 'Montelukast', rxcuis: ['88249'], atc: ['R03DC03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Singulair'], classes: [] },
  { id: 'fluticasone', name: 'Fluticasone', rxcuis: [], rxcuiUnverified: true, atc: ['D07AC17', 'R01AD08', 'R03BA05'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Flonase', 'Flovent', 'Arnuity'], classes: [], roles: [{ enzyme: 'CYP3A4', role: 'substrate', strength: 'sensitive', source: 'FDA label (fluticasone propionate), Drug Interactions 7: ritonavir and strong CYP3A4 inhibitors not recommended' }] },
  { id: 'budesonide', name: 'Budesonide', rxcuis: ['19831'], atc: ['A07EA06', 'D07AC09', 'R01AD05', 'R03BA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Pulmicort', 'Entocort', 'Rhinocort'], classes: [], roles: [{ enzyme: 'CYP3A4', role: 'substrate', source: 'FDA label (budesonide), Drug Interactions 7: CYP3A4 inhibitors' }] },
  { id: 'mometasone', name: 'Mometasone', rxcuis: ['108118'], atc: ['D07AC13', 'D07XC03', 'R01AD09', 'R03BA07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Nasonex', 'Asmanex', 'Elocon'], classes: [] },
  { id: 'salmeterol', name: 'Salmeterol', rxcuis: ['36117'], atc: ['R03AC12'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Serevent'], classes: [], roles: [{ enzyme: 'CYP3A4', role: 'substrate', strength: 'sensitive', source: 'FDA label (salmeterol), Drug Interactions 7.1: strong CYP3A4 inhibitors not recommended' }] },
  { id: 'formoterol', name: 'Formoterol', rxcuis: ['25255'], atc: ['R03AC13', 'R03CC15'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Perforomist', 'Foradil'], classes: [] },
  { id: 'vilanterol', name: 'Vilanterol', rxcuis: [], rxcuiUnverified: true, atc: ['R03AK10', 'R03AL03', 'R03AL08'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: [], classes: [], roles: [{ enzyme: 'CYP3A4', role: 'substrate', source: 'FDA label (fluticasone furoate/vilanterol), Drug Interactions 7.1: strong CYP3A4 inhibitors' }] },
  { id: 'umeclidinium', name: 'Umeclidinium', rxcuis: [], rxcuiUnverified: true, atc: ['R03BB07'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Incruse Ellipta'], classes: [] },
  { id: 'tiotropium', name: 'Tiotropium', rxcuis: ['69120'], atc: ['R03BB04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Spiriva'], classes: [] },
  { id: 'ipratropium', name: 'Ipratropium', rxcuis: ['7213'], atc: ['R01AX03', 'R03BB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Atrovent'], classes: [] },
  { id: 'benzonatate', name: 'Benzonatate', rxcuis: ['18993'], atc: ['R05DB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tessalon'], classes: [] },
  { id: 'guaifenesin', name: 'Guaifenesin', rxcuis: ['5032'], atc: ['R05CA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Mucinex'], classes: [] },
  { id: 'pseudoephedrine', name: 'Pseudoephedrine', rxcuis: ['8896'], atc: ['R01BA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Sudafed'], classes: ['sympathomimetic'], classSources: { sympathomimetic: 'FDA OTC Drug Facts (pseudoephedrine), Do not use: with an MAOI or for 2 weeks after stopping it' } },
  { id: 'cetirizine', name: 'Cetirizine', rxcuis: ['20610'], atc: ['R06AE07', 'S01GX12'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zyrtec'], classes: ['antihistamine'] },
  { id: 'levocetirizine', name: 'Levocetirizine', rxcuis: [], rxcuiUnverified: true, atc: ['R06AE09'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Xyzal'], classes: ['antihistamine'] },
  { id: 'loratadine', name: 'Loratadine', rxcuis: ['28889'], atc: ['R06AX13'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Claritin'], classes: ['antihistamine'] },
  { id: 'fexofenadine', name: 'Fexofenadine', rxcuis: ['87636'], atc: ['R06AX26'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Allegra'], classes: ['antihistamine'] },
  { id: 'diphenhydramine', name: 'Diphenhydramine', rxcuis: ['3498'], atc: ['D04AA32', 'R06AA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Benadryl'], classes: ['antihistamine'] },
  { id: 'hydroxyzine', name: 'Hydroxyzine', rxcuis: ['5553'], atc: ['N05BB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Atarax', 'Vistaril'], classes: ['antihistamine'], classSources: { antihistamine: 'FDA label (hydroxyzine), Clinical Pharmacology: H1-receptor antagonist' } },
  { id: 'brompheniramine', name: 'Brompheniramine', rxcuis: ['1767'], atc: ['R06AB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: ['antihistamine'] },
  { id: 'cyproheptadine', name: 'Cyproheptadine', rxcuis: ['3013'], atc: ['R06AX02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: ['antihistamine'] },
  { id: 'meclizine', name: 'Meclizine', rxcuis: ['6676'], atc: ['R06AE05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Antivert', 'Bonine'], classes: ['antihistamine'], aliases: ['meclozine'] },
  { id: 'promethazine', name: 'Promethazine', rxcuis: ['8745'], atc: ['D04AA10', 'R06AD02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Phenergan'], classes: ['antihistamine', 'antiemetic'], classSources: { antiemetic: 'FDA label (promethazine), Indications 1: nausea and vomiting' } },
  { id: 'azelastine', name: 'Azelastine', rxcuis: ['18603'], atc: ['R01AC03', 'R06AX19', 'S01GX07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Astelin', 'Astepro'], classes: ['antihistamine'], classSources: { antihistamine: 'FDA label (azelastine), Clinical Pharmacology 12.1: H1-receptor antagonist' } },
  { id: 'olopatadine', name: 'Olopatadine', rxcuis: ['135391'], atc: ['R01AC08', 'S01GX09'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Patanol', 'Pataday', 'Patanase'], classes: ['antihistamine'], classSources: { antihistamine: 'FDA label (olopatadine), Clinical Pharmacology 12.1: H1-receptor antagonist' } },
  { id: 'ketotifen', name: 'Ketotifen', rxcuis: ['6146'], atc: ['R06AX17', 'S01GX08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zaditor', 'Alaway'], classes: ['antihistamine'], classSources: { antihistamine: 'FDA OTC Drug Facts (ketotifen ophthalmic): antihistamine' } },
  { id: 'epinephrine', name: 'Epinephrine', rxcuis: ['3992'], atc: ['A01AD01', 'B02BC09', 'C01CA24', 'R01AA14', 'R03AA01', 'S01EA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['EpiPen', 'Auvi-Q'], classes: [], aliases: ['adrenaline'] },
  // Issue 35: a Beers first-generation antihistamine (WHO: chlorphenamine).
  { id: 'chlorpheniramine', name: 'Chlorpheniramine', rxcuis: ['2400'], atc: ['R06AB04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Chlor-Trimeton'], classes: ['antihistamine'], aliases: ['chlorphenamine'] },
];
