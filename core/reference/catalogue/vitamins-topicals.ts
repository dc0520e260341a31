// Vitamins, minerals, eye drops and skin preparations of the catalogue, added for issue 34 so the
// catalogue knows every ingredient of the most-prescribed lists (coverage/top-prescribed.ts). Codes
// name their source (CODES); a class not given by the drug's ATC code names its source in
// classSources; enzyme roles cite the label section.
import type { Drug } from '../drug-classes';
import { CODES } from './code-sources';

/** Vitamins, minerals, eye drops and skin preparations (issue 34). */
export const VITAMIN_TOPICAL_DRUGS: readonly Drug[] = [
  { id: 'ergocalciferol', name: 'Ergocalciferol', rxcuis: ['4018'], atc: ['A11CC01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Drisdol'], classes: [], aliases: ['vitamin D2'] },
  { id: 'cholecalciferol', name: 'Cholecalciferol', rxcuis: ['2418'], atc: ['A11CC05'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Zymad', 'Uvedose', 'D-Vi-Sol'], classes: [], aliases: ['colecalciferol', 'vitamin D3', 'vitamin D'] },
  { id: 'calcitriol', name: 'Calcitriol', rxcuis: ['1894'], atc: ['A11CC04', 'D05AX03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Rocaltrol'], classes: [] },
  { id: 'folic-acid', name: 'Folic acid', rxcuis: ['4511'], atc: ['B03BB01', 'V04CX02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [], aliases: ['folate'] },
  { id: 'cyanocobalamin', name: 'Cyanocobalamin', rxcuis: ['11248'], atc: ['B03BA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [], aliases: ['vitamin B12'] },
  { id: 'ascorbic-acid', name: 'Ascorbic acid', rxcuis: ['1151'], atc: ['A11GA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [], aliases: ['vitamin C'] },
  { id: 'riboflavin', name: 'Riboflavin', rxcuis: ['9346'], atc: ['S01XA26'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [], aliases: ['vitamin B2'] },
  { id: 'vitamin-e', name: 'Vitamin E', rxcuis: ['11256'], atc: ['A11HA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [], aliases: ['tocopherol', 'alpha-tocopherol'] },
  { id: 'calcium-phosphate', name: 'Calcium phosphate', rxcuis: ['1919'], atc: ['A12AA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: ['antacid'] },
  { id: 'sodium-fluoride', name: 'Sodium fluoride', rxcuis: ['9873'], atc: ['A01AA01', 'A12CD01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['PreviDent'], classes: [] },
  { id: 'latanoprost', name: 'Latanoprost', rxcuis: ['43611'], atc: ['S01EE01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Xalatan'], classes: [] },
  { id: 'bimatoprost', name: 'Bimatoprost', rxcuis: ['283810'], atc: ['S01EE03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lumigan', 'Latisse'], classes: [] },
  { id: 'dorzolamide', name: 'Dorzolamide', rxcuis: ['60207'], atc: ['S01EC03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Trusopt'], classes: [] },
  { id: 'brimonidine', name: 'Brimonidine', rxcuis: ['134615'], atc: ['D11AX21', 'S01EA05', 'S01GA07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Alphagan'], classes: [] },
  { id: 'timolol', name: 'Timolol', rxcuis: ['10600'], atc: ['C07AA06', 'S01ED01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Timoptic'], classes: ['beta-blocker'] },
  { id: 'tretinoin', name: 'Tretinoin', rxcuis: ['10753'], atc: ['D10AD01', 'L01XF01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Retin-A'], classes: [] },
  { id: 'hydroquinone', name: 'Hydroquinone', rxcuis: ['5509'], atc: ['D11AX11'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [] },
  { id: 'chlorhexidine', name: 'Chlorhexidine', rxcuis: ['2358'], atc: ['A01AB03', 'B05CA02', 'D08AC02', 'D09AA12', 'R02AA05', 'S01AX09', 'S02AA09', 'S03AA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Peridex'], classes: [] },
  { id: 'lidocaine', name: 'Lidocaine', rxcuis: ['6387'], atc: ['C01BB01', 'C05AD01', 'D04AB01', 'N01BB02', 'R02AD02', 'S01HA07', 'S02DA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Xylocaine', 'Lidoderm'], classes: [], aliases: ['lignocaine'] },
  { id: 'fluorouracil', name: 'Fluorouracil', rxcuis: ['4492'], atc: ['L01BC02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Efudex', 'Carac'], classes: [], aliases: ['5-FU'] },
  // Issue 35: a teratogen the pregnancy rules must see (PharmGKB lists Accutane; Absorica, Claravis and
  // Amnesteem are the US products on DailyMed; the German and French brands are in drug-names/data).
  { id: 'isotretinoin', name: 'Isotretinoin', rxcuis: ['6064'], atc: ['D10AD04', 'D10BA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Absorica', 'Claravis', 'Amnesteem', 'Accutane'], classes: [] },
];
