// Sex hormones, thyroid, bone, prostate and corticosteroid drugs of the catalogue, added for issue
// 34 so the catalogue knows every ingredient of the most-prescribed lists
// (coverage/top-prescribed.ts). Codes name their source (CODES); a class not given by the drug's
// ATC code names its source in classSources; enzyme roles cite the label section.
import type { Drug } from '../drug-classes';
import { CODES } from './code-sources';

/** Sex hormones, thyroid, bone, prostate and corticosteroid drugs (issue 34). */
export const HORMONE_DRUGS: readonly Drug[] = [
  { id: 'estradiol', name: 'Estradiol', rxcuis: ['4083'], atc: ['G03CA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Estrace', 'Vivelle-Dot', 'Climara'], classes: [], aliases: ['oestradiol'] },
  { id: 'progesterone', name: 'Progesterone', rxcuis: ['8727'], atc: ['G03DA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Prometrium'], classes: [] },
  { id: 'norethindrone', name: 'Norethindrone', rxcuis: ['7514'], atc: ['G03AC01', 'G03DC02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Aygestin', 'Camila'], classes: [], aliases: ['norethisterone'] },
  { id: 'levonorgestrel', name: 'Levonorgestrel', rxcuis: ['6373'], atc: ['G03AC03', 'G03AD01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Plan B One-Step', 'Mirena'], classes: [] },
  { id: 'norgestimate', name: 'Norgestimate', rxcuis: ['31994'], atc: ['G03AA11', 'G03AB09'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [] },
  { id: 'drospirenone', name: 'Drospirenone', rxcuis: ['11636'], atc: ['G03AC10'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Slynd'], classes: [] },
  { id: 'etonogestrel', name: 'Etonogestrel', rxcuis: ['14584'], atc: ['G03AC08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Nexplanon'], classes: [] },
  { id: 'desogestrel', name: 'Desogestrel', rxcuis: ['22656'], atc: ['G03AC09'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [] },
  { id: 'norgestrel', name: 'Norgestrel', rxcuis: ['7518'], atc: ['G03AA06', 'G03FA10', 'G03FB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Opill'], classes: [] },
  { id: 'norelgestromin', name: 'Norelgestromin', rxcuis: ['326374'], atc: ['G03AA13'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [] },
  { id: 'medroxyprogesterone', name: 'Medroxyprogesterone', rxcuis: ['6691'], atc: ['G03AC06', 'G03DA02', 'L02AB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Provera', 'Depo-Provera'], classes: [] },
  { id: 'testosterone', name: 'Testosterone', rxcuis: ['10379'], atc: ['G03BA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['AndroGel', 'Depo-Testosterone'], classes: [] },
  { id: 'liothyronine', name: 'Liothyronine', rxcuis: ['10814'], atc: ['H03AA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cytomel'], classes: ['thyroid-hormone'] },
  { id: 'thyroid', name: 'Thyroid (desiccated)', rxcuis: [], rxcuiUnverified: true, atc: ['H03AA05'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Armour Thyroid', 'NP Thyroid'], classes: ['thyroid-hormone'], aliases: ['desiccated thyroid', 'thyroid desiccated'] },
  { id: 'methimazole', name: 'Methimazole', rxcuis: ['6835'], atc: ['H03BB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tapazole'], classes: [], aliases: ['thiamazole'] },
  { id: 'alendronate', name: 'Alendronate', rxcuis: ['46041'], atc: ['M05BA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Fosamax'], classes: [], aliases: ['alendronic acid'] },
  { id: 'finasteride', name: 'Finasteride', rxcuis: ['25025'], atc: ['D11AX10', 'G04CB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Proscar', 'Propecia'], classes: [] },
  { id: 'dutasteride', name: 'Dutasteride', rxcuis: ['228790'], atc: ['G04CB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Avodart'], classes: [] },
  { id: 'anastrozole', name: 'Anastrozole', rxcuis: ['84857'], atc: ['L02BG03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Arimidex'], classes: [] },
  { id: 'methylprednisolone', name: 'Methylprednisolone', rxcuis: ['6902'], atc: ['D07AA01', 'D10AA02', 'H02AB04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Medrol', 'Solu-Medrol'], classes: ['corticosteroid'] },
  { id: 'prednisolone', name: 'Prednisolone', rxcuis: ['8638'], atc: ['A01AC04', 'A07EA01', 'C05AA04', 'D07AA03', 'D07XA02', 'H02AB06', 'R01AD02', 'S01BA04', 'S01CB02', 'S02BA03', 'S03BA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Orapred', 'Pred Forte'], classes: ['corticosteroid'] },
  { id: 'dexamethasone', name: 'Dexamethasone', rxcuis: ['3264'], atc: ['A01AC02', 'C05AA09', 'D07AB19', 'D07XB05', 'D10AA03', 'H02AB02', 'R01AD03', 'S01BA01', 'S01CB01', 'S02BA06', 'S03BA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Decadron'], classes: ['corticosteroid'] },
  { id: 'hydrocortisone', name: 'Hydrocortisone', rxcuis: ['5492'], atc: ['A01AC03', 'A07EA02', 'C05AA01', 'D07AA02', 'D07XA01', 'H02AB09', 'S01BA02', 'S01CB03', 'S02BA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cortef', 'Anusol-HC'], classes: ['corticosteroid'] },
  { id: 'betamethasone', name: 'Betamethasone', rxcuis: ['1514'], atc: ['A07EA04', 'C05AA05', 'D07AC01', 'D07XC01', 'H02AB01', 'R01AD06', 'R03BA04', 'S01BA06', 'S01CB04', 'S02BA07', 'S03BA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Diprolene', 'Celestone'], classes: [] },
  { id: 'triamcinolone', name: 'Triamcinolone', rxcuis: ['10759'], atc: ['A01AC01', 'C05AA12', 'D07AB09', 'D07XB02', 'H02AB08', 'R01AD11', 'R03BA06', 'S01BA05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Kenalog', 'Nasacort'], classes: [] },
  { id: 'clobetasol', name: 'Clobetasol', rxcuis: ['2590'], atc: ['D07AD01', 'S01BA17'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Temovate', 'Clobex'], classes: [] },
  // Issue 35: a Beers criterion (thrombosis, no weight benefit in older adults).
  { id: 'megestrol', name: 'Megestrol', rxcuis: ['6703'], atc: ['G03AC05', 'G03DB02', 'L02AB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Megace', 'Megace ES'], classes: [] },
];
