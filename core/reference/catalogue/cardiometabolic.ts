// Cardiovascular, lipid and diabetes drugs of the catalogue, added for issue 34 so the catalogue
// knows every ingredient of the most-prescribed lists (coverage/top-prescribed.ts). Codes name
// their source (CODES); a class not given by the drug's ATC code names its source in classSources;
// enzyme roles cite the label section.
import type { Drug } from '../drug-classes';
import { CODES } from './code-sources';
import { PHENPROCOUMON_FI } from './label-sources';

/** Cardiovascular, lipid and diabetes drugs (issue 34). */
export const CARDIOMETABOLIC_DRUGS: readonly Drug[] = [
  // Germany's, Austria's and Switzerland's usual vitamin K antagonist. Brands: Marcumar and Falithrom
  // (German Fachinformation, also in drug-names/data/brands-de.ts), Marcoumar (Swiss Fachinformation,
  // Swissmedic reg. 19395); all three are among PharmGKB's trade names. Unlike warfarin (CYP2C9 for
  // its S-enantiomer) it is metabolised by both CYP2C9 and CYP3A4.
  { id: 'phenprocoumon', name: 'Phenprocoumon', rxcuis: ['8150'], atc: ['B01AA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Marcumar', 'Falithrom', 'Marcoumar'], classes: ['anticoagulant', 'vka'], roles: [{ enzyme: 'CYP2C9', role: 'substrate', source: PHENPROCOUMON_FI + ': metabolised mainly by CYP2C9 and CYP3A4' }, { enzyme: 'CYP3A4', role: 'substrate', source: PHENPROCOUMON_FI + ': metabolised mainly by CYP2C9 and CYP3A4' }] },
  { id: 'olmesartan', name: 'Olmesartan', rxcuis: ['321064'], atc: ['C09CA08'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Benicar', 'Olmetec'], classes: ['arb'] },
  { id: 'irbesartan', name: 'Irbesartan', rxcuis: ['83818'], atc: ['C09CA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Avapro', 'Aprovel'], classes: ['arb'] },
  { id: 'telmisartan', name: 'Telmisartan', rxcuis: ['73494'], atc: ['C09CA07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Micardis'], classes: ['arb'] },
  { id: 'benazepril', name: 'Benazepril', rxcuis: ['18867'], atc: ['C09AA07'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Lotensin'], classes: ['acei'] },
  { id: 'nebivolol', name: 'Nebivolol', rxcuis: ['31555'], atc: ['C07AB12'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Bystolic'], classes: ['beta-blocker'] },
  { id: 'labetalol', name: 'Labetalol', rxcuis: ['6185'], atc: ['C07AG01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Trandate'], classes: ['beta-blocker'] },
  { id: 'hydralazine', name: 'Hydralazine', rxcuis: ['5470'], atc: ['C02DB02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Apresoline'], classes: [] },
  { id: 'clonidine', name: 'Clonidine', rxcuis: ['2599'], atc: ['C02AC01', 'N02CX02', 'S01EA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Catapres', 'Kapvay'], classes: [] },
  { id: 'guanfacine', name: 'Guanfacine', rxcuis: ['40114'], atc: ['C02AC02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Intuniv', 'Tenex'], classes: [] },
  { id: 'doxazosin', name: 'Doxazosin', rxcuis: ['49276'], atc: ['C02CA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Cardura'], classes: ['alpha-blocker'] },
  { id: 'terazosin', name: 'Terazosin', rxcuis: ['37798'], atc: ['G04CA03'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Hytrin'], classes: ['alpha-blocker'] },
  { id: 'torsemide', name: 'Torsemide', rxcuis: ['38413'], atc: ['C03CA04'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Demadex', 'Soaanz'], classes: ['loop-diuretic', 'sulfonamide-non-antibacterial'], aliases: ['torasemide'], classSources: { 'sulfonamide-non-antibacterial': 'FDA label (torsemide), Description: a pyridine-sulfonylurea; Contraindications 4: hypersensitivity to sulfonylureas' } },
  { id: 'isosorbide-dinitrate', name: 'Isosorbide dinitrate', rxcuis: ['6058'], atc: ['C01DA08', 'C05AE02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Isordil'], classes: ['nitrate'] },
  { id: 'ranolazine', name: 'Ranolazine', rxcuis: ['35829'], atc: ['C01EB18'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Ranexa'], classes: [], roles: [{ enzyme: 'CYP3A4', role: 'substrate', strength: 'sensitive', source: 'FDA label (ranolazine), Contraindications 4 and Drug Interactions 7.1: strong CYP3A inhibitors and CYP3A inducers' }, { enzyme: 'P-gp', role: 'substrate', source: 'FDA label (ranolazine), Drug Interactions 7.1: P-gp inhibitors' }, { enzyme: 'CYP2D6', role: 'inhibitor', strength: 'weak', source: 'FDA label (ranolazine), Drug Interactions 7.2' }, { enzyme: 'P-gp', role: 'inhibitor', source: 'FDA label (ranolazine), Drug Interactions 7.2: digoxin' }] },
  { id: 'evolocumab', name: 'Evolocumab', rxcuis: ['1665684'], atc: ['C10AX13'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Repatha'], classes: [] },
  { id: 'icosapent-ethyl', name: 'Icosapent ethyl', rxcuis: [], rxcuiUnverified: true, atc: [], atcUnverified: true, codeSource: CODES.none, brandNames: ['Vascepa'], classes: [] },
  { id: 'omega-3-acid-ethyl-esters', name: 'Omega-3-acid ethyl esters', rxcuis: [], rxcuiUnverified: true, atc: ['C10AX06'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Lovaza', 'Omacor'], classes: [] },
  { id: 'niacin', name: 'Niacin', rxcuis: ['7393'], atc: ['C04AC01', 'C10AD02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Niaspan'], classes: [], aliases: ['nicotinic acid'] },
  { id: 'tirzepatide', name: 'Tirzepatide', rxcuis: ['2601723'], atc: ['A10BX16'], codeSource: CODES.glp1List + ' + ' + CODES.whoAtc, brandNames: ['Mounjaro', 'Zepbound'], classes: ['glp1'], classSources: { glp1: 'FDA label (tirzepatide), Description / Clinical Pharmacology 12.1: GIP and GLP-1 receptor agonist' } },
  { id: 'dulaglutide', name: 'Dulaglutide', rxcuis: ['1551291'], atc: ['A10BJ05'], codeSource: CODES.glp1List + ' + ' + CODES.whoAtc, brandNames: ['Trulicity'], classes: ['glp1'] },
  { id: 'liraglutide', name: 'Liraglutide', rxcuis: ['475968'], atc: ['A10BJ02'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['Victoza', 'Saxenda'], classes: ['glp1'] },
  { id: 'linagliptin', name: 'Linagliptin', rxcuis: [], rxcuiUnverified: true, atc: ['A10BH05'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Tradjenta', 'Trajenta'], classes: ['dpp4'], roles: [{ enzyme: 'CYP3A4', role: 'substrate', source: 'FDA label (linagliptin), Drug Interactions 7.1: strong CYP3A4 or P-gp inducers' }, { enzyme: 'P-gp', role: 'substrate', source: 'FDA label (linagliptin), Drug Interactions 7.1' }] },
  // Issue 35: the potassium rules wait for finerenone. No public table here gives its RxCUI (approved 2021,
  // after PharmGKB's 2022 copy was cut without it); WHO places it in C03DA (aldosterone antagonists).
  { id: 'finerenone', name: 'Finerenone', rxcuis: [], rxcuiUnverified: true, atc: ['C03DA05'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Kerendia'], classes: ['mra'], roles: [{ enzyme: 'CYP3A4', role: 'substrate', source: 'FDA label (finerenone, Kerendia), Contraindications 4 (strong CYP3A4 inhibitors) and Drug Interactions 7.1 (CYP3A4 inhibitors and inducers)' }] },
  // The renal rules name it (Invokana label, 2 Dosage and Administration). No public table here confirmed its
  // RxCUI (the copies found disagree on which SGLT2 inhibitor 1373458 is); WHO places it at A10BK02.
  { id: 'canagliflozin', name: 'Canagliflozin', rxcuis: [], rxcuiUnverified: true, atc: ['A10BK02'], codeSource: CODES.none + ' + ' + CODES.whoAtc, brandNames: ['Invokana'], classes: ['sglt2'] },
  // Issue 35: the Beers and renal rules name it; WHO's name is glibenclamide.
  { id: 'glyburide', name: 'Glyburide', rxcuis: ['4815'], atc: ['A10BB01'], codeSource: CODES.pharmgkb + ' + ' + CODES.whoAtc, brandNames: ['DiaBeta', 'Glynase', 'Micronase'], classes: ['sulfonylurea', 'sulfonamide-non-antibacterial'], aliases: ['glibenclamide'] },
];
