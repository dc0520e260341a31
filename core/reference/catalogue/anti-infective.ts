// Antibacterial, antiviral, antifungal and antiparasitic drugs of the catalogue, added for issue 34
// so the catalogue knows every ingredient of the most-prescribed lists
// (coverage/top-prescribed.ts). Codes name their source (CODES); a class not given by the drug's
// ATC code names its source in classSources; enzyme roles cite the label section.
import type { Drug } from '../drug-classes';
import { CODES } from './code-sources';

/** Antibacterial, antiviral, antifungal and antiparasitic drugs (issue 34). */
export const ANTI_INFECTIVE_DRUGS: readonly Drug[] = [
  { id: 'trimethoprim', name: 'Trimethoprim', rxcuis: ['10829'], atc: ['J01EA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Primsol'], classes: ['antibiotic'] },
  { id: 'sulfamethoxazole', name: 'Sulfamethoxazole', rxcuis: ['10180'], atc: ['J01EC01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: ['antibiotic', 'sulfonamide-antibacterial'] },
  { id: 'clindamycin', name: 'Clindamycin', rxcuis: ['2582'], atc: ['D10AF01', 'G01AA10', 'J01FF01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cleocin'], classes: ['antibiotic'] },
  { id: 'nitrofurantoin', name: 'Nitrofurantoin', rxcuis: ['7454'], atc: ['J01XE01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Macrobid', 'Macrodantin'], classes: ['antibiotic'] },
  { id: 'cefdinir', name: 'Cefdinir', rxcuis: ['25037'], atc: ['J01DD15'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Omnicef'], classes: ['antibiotic', 'beta-lactam', 'cephalosporin'] },
  { id: 'cefuroxime', name: 'Cefuroxime', rxcuis: ['2194'], atc: ['J01DC02', 'S01AA27'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Ceftin', 'Zinacef'], classes: ['antibiotic', 'beta-lactam', 'cephalosporin'] },
  { id: 'ofloxacin', name: 'Ofloxacin', rxcuis: ['7623'], atc: ['J01MA01', 'S01AE01', 'S02AA16'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Ocuflox', 'Floxin'], classes: ['antibiotic', 'fluoroquinolone'] },
  { id: 'tobramycin', name: 'Tobramycin', rxcuis: ['10627'], atc: ['J01GB01', 'S01AA12'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tobrex', 'TOBI'], classes: [] },
  { id: 'neomycin', name: 'Neomycin', rxcuis: ['7299'], atc: ['A01AB08', 'A07AA01', 'B05CA09', 'D06AX04', 'J01GB05', 'R02AB01', 'S01AA03', 'S02AA07', 'S03AA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [] },
  { id: 'polymyxin-b', name: 'Polymyxin B', rxcuis: [], rxcuiUnverified: true, atc: ['A07AA05', 'J01XB02', 'S01AA18', 'S02AA11', 'S03AA03'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: [], classes: [] },
  { id: 'mupirocin', name: 'Mupirocin', rxcuis: ['42372'], atc: ['D06AX09', 'R01AX06'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Bactroban'], classes: [] },
  { id: 'valacyclovir', name: 'Valacyclovir', rxcuis: [], rxcuiUnverified: true, atc: ['J05AB11'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Valtrex'], classes: ['antiviral'], aliases: ['valaciclovir'] },
  { id: 'acyclovir', name: 'Acyclovir', rxcuis: [], rxcuiUnverified: true, atc: ['D06BB03', 'J05AB01', 'S01AD03'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Zovirax'], classes: ['antiviral'], aliases: ['aciclovir'] },
  { id: 'oseltamivir', name: 'Oseltamivir', rxcuis: ['260101'], atc: ['J05AH02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Tamiflu'], classes: ['antiviral'] },
  { id: 'emtricitabine', name: 'Emtricitabine', rxcuis: ['276237'], atc: ['J05AF09'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Emtriva'], classes: ['antiviral'] },
  { id: 'tenofovir', name: 'Tenofovir', rxcuis: ['117466'], atc: ['J05AF07', 'J05AF13'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Viread', 'Vemlidy'], classes: ['antiviral'], aliases: ['tenofovir disoproxil', 'tenofovir alafenamide'] },
  { id: 'terbinafine', name: 'Terbinafine', rxcuis: ['37801'], atc: ['D01AE15', 'D01BA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lamisil'], classes: ['strong-cyp2d6-inhibitor'], classSources: { 'strong-cyp2d6-inhibitor': 'FDA Table of Substrates, Inhibitors and Inducers (strong CYP2D6 inhibitors); FDA label (terbinafine), Drug Interactions 7: CYP2D6 substrates' } },
  { id: 'nystatin', name: 'Nystatin', rxcuis: ['7597'], atc: ['A07AA02', 'D01AA01', 'G01AA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Mycostatin'], classes: [] },
  { id: 'clotrimazole', name: 'Clotrimazole', rxcuis: ['2623'], atc: ['A01AB18', 'D01AC01', 'G01AF02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lotrimin', 'Mycelex'], classes: [] },
  { id: 'ciclopirox', name: 'Ciclopirox', rxcuis: ['21090'], atc: ['D01AE14', 'G01AX12'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Penlac', 'Loprox'], classes: [] },
  { id: 'ivermectin', name: 'Ivermectin', rxcuis: ['6069'], atc: ['D11AX22', 'P02CF01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Stromectol', 'Soolantra'], classes: [] },
  // Issue 35: tetracyclines the pregnancy rules (tooth development) and the isotretinoin rule must see.
  { id: 'tetracycline', name: 'Tetracycline', rxcuis: ['10395'], atc: ['A01AB13', 'D06AA04', 'J01AA07', 'S01AA09', 'S02AA08', 'S03AA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Sumycin', 'Achromycin V'], classes: ['antibiotic', 'tetracyclines'] },
  { id: 'minocycline', name: 'Minocycline', rxcuis: ['6980'], atc: ['A01AB23', 'D10AF07', 'J01AA08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Minocin', 'Solodyn', 'Dynacin', 'Arestin'], classes: ['antibiotic', 'tetracyclines'] },
];
