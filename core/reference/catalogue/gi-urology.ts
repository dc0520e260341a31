// Gastrointestinal and urology drugs of the catalogue, added for issue 34 so the catalogue knows
// every ingredient of the most-prescribed lists (coverage/top-prescribed.ts). Codes name their
// source (CODES); a class not given by the drug's ATC code names its source in classSources; enzyme
// roles cite the label section.
import type { Drug } from '../drug-classes';
import { CODES } from './code-sources';

/** Gastrointestinal and urology drugs (issue 34). */
export const GI_UROLOGY_DRUGS: readonly Drug[] = [
  { id: 'famotidine', name: 'Famotidine', rxcuis: ['4278'], atc: ['A02BA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Pepcid'], classes: [] },
  { id: 'sucralfate', name: 'Sucralfate', rxcuis: ['10156'], atc: ['A02BX02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Carafate'], classes: [] },
  { id: 'metoclopramide', name: 'Metoclopramide', rxcuis: ['6915'], atc: ['A03FA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Reglan'], classes: ['antiemetic'], classSources: { antiemetic: 'FDA label (metoclopramide), Indications 1: diabetic gastroparesis; nausea and vomiting' } },
  { id: 'dicyclomine', name: 'Dicyclomine', rxcuis: ['3361'], atc: ['A03AA07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Bentyl'], classes: [], aliases: ['dicycloverine'] },
  { id: 'loperamide', name: 'Loperamide', rxcuis: ['6468'], atc: ['A07DA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Imodium'], classes: [] },
  { id: 'diphenoxylate', name: 'Diphenoxylate', rxcuis: ['3500'], atc: ['A07DA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: [], classes: [] },
  { id: 'atropine', name: 'Atropine', rxcuis: ['1223'], atc: ['A03BA01', 'S01FA01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Isopto Atropine'], classes: [] },
  { id: 'lactulose', name: 'Lactulose', rxcuis: ['6218'], atc: ['A06AD11'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Enulose', 'Kristalose'], classes: [] },
  { id: 'polyethylene-glycol-3350', name: 'Polyethylene glycol 3350', rxcuis: [], rxcuiUnverified: true, atc: ['A06AD15'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['MiraLAX', 'GoLYTELY'], classes: [], aliases: ['PEG 3350', 'polyethylene glycol', 'macrogol', 'macrogol 4000', 'Movicol', 'Forlax'] },
  { id: 'docusate', name: 'Docusate', rxcuis: [], rxcuiUnverified: true, atc: ['A06AA02'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Colace'], classes: [] },
  { id: 'senna', name: 'Senna (sennosides)', rxcuis: [], rxcuiUnverified: true, atc: ['A06AB06'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Senokot'], classes: [], aliases: ['sennosides'] },
  { id: 'bisacodyl', name: 'Bisacodyl', rxcuis: [], rxcuiUnverified: true, atc: ['A06AB02', 'A06AG02'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Dulcolax'], classes: [] },
  { id: 'linaclotide', name: 'Linaclotide', rxcuis: [], rxcuiUnverified: true, atc: ['A06AX04'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Linzess'], classes: [] },
  { id: 'mesalamine', name: 'Mesalamine', rxcuis: ['52582'], atc: ['A07EC02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lialda', 'Asacol', 'Pentasa'], classes: [], aliases: ['mesalazine'] },
  { id: 'pancrelipase', name: 'Pancrelipase', rxcuis: ['235379'], atc: ['A09AA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Creon', 'Zenpep'], classes: [] },
  { id: 'lactobacillus-acidophilus', name: 'Lactobacillus acidophilus', rxcuis: [], rxcuiUnverified: true, atc: [], atcUnverified: true, codeSource: CODES.none, brandNames: [], classes: [] },
  { id: 'phloroglucinol', name: 'Phloroglucinol', rxcuis: [], rxcuiUnverified: true, atc: ['A03AX12'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Spasfon'], classes: [] },
  { id: 'tamsulosin', name: 'Tamsulosin', rxcuis: ['77492'], atc: ['G04CA02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Flomax'], classes: ['alpha-blocker'], roles: [{ enzyme: 'CYP3A4', role: 'substrate', source: 'FDA label (tamsulosin), Drug Interactions 7.1: strong CYP3A4 inhibitors, do not use' }, { enzyme: 'CYP2D6', role: 'substrate', source: 'FDA label (tamsulosin), Drug Interactions 7.1' }] },
  { id: 'oxybutynin', name: 'Oxybutynin', rxcuis: ['32675'], atc: ['G04BD04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Ditropan'], classes: [] },
  { id: 'solifenacin', name: 'Solifenacin', rxcuis: ['322167'], atc: ['G04BD08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Vesicare'], classes: [] },
  { id: 'mirabegron', name: 'Mirabegron', rxcuis: ['1300786'], atc: ['G04BD12'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Myrbetriq'], classes: [], roles: [{ enzyme: 'CYP2D6', role: 'inhibitor', strength: 'moderate', source: 'FDA label (mirabegron), Drug Interactions 7: CYP2D6 substrates' }] },
  { id: 'phenazopyridine', name: 'Phenazopyridine', rxcuis: ['8120'], atc: ['G04BX06'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Pyridium', 'Azo'], classes: [] },
  // Issue 35: contraindicated in pregnancy for its NSAID-ulcer indication (abortifacient).
  { id: 'misoprostol', name: 'Misoprostol', rxcuis: ['42331'], atc: ['A02BB01', 'G02AD06'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cytotec'], classes: [] },
];
