// The floating panel's search (platform spec §2, §4): one search over the built-in reference
// (core/reference/panel-data.ts: drugs, interactions, algorithms, literature), the guidelines, the
// calculators, the reference pages themselves, and curated entries that make the spec's fixed
// recent searches, quick links and categories (Procedures, Lab Tests, Imaging) lead somewhere
// useful. The curated entries only point at content that exists in the app; their wording follows
// the algorithm steps and calculators they open.
import { CALCULATOR_CATALOGUE } from '../../../../core/calculators/catalogue';
import { getDrugById } from '../../../../core/reference/drugs';
import { getInteraction } from '../../../../core/reference/drug-interactions';
import { GUIDELINES } from '../../../../core/reference/guidelines-data';
import { searchReference, type ReferenceHit } from '../../../../core/reference/panel-data';

const algorithmHref = (id: string) => `/reference/diagnostic-algorithms?algorithm=${id}`;
const drugsHref = (...names: string[]) => `/reference/drug-interactions?${names.map((n) => `drug=${encodeURIComponent(n)}`).join('&')}`;

/** The reference pages themselves, worded generally so specific content outranks them. */
const PAGE_HITS: readonly ReferenceHit[] = [
  {
    title: 'Drug Interaction Checker',
    category: 'Medications',
    snippet: 'Common drug interactions: check up to 10 medications (generic, brand or class names) for severe, moderate and mild interactions, with mechanism and what to do.',
    href: '/reference/drug-interactions',
  },
  { title: 'Medical Literature', category: 'Literature', snippet: 'Search landmark trials and articles by title, author or keyword.', href: '/reference/medical-literature' },
  { title: 'Diagnostic Algorithms', category: 'Conditions', snippet: 'Stepwise decision flows by specialty, with their sources and calculators.', href: '/reference/diagnostic-algorithms' },
  { title: 'Clinical Guidelines', category: 'Guidelines', snippet: 'Browse guidelines by specialty and search their summaries.', href: '/reference/clinical-guidelines' },
  { title: 'Medical Calculators', category: 'Calculators', snippet: 'Clinical scores and risk calculators by specialty.', href: '/calculators' },
];

/** Every calculator of the catalogue, opening its page. */
const CALCULATOR_HITS: readonly ReferenceHit[] = CALCULATOR_CATALOGUE.map((calculator) => ({
  title: calculator.name,
  category: 'Calculators',
  snippet: `${calculator.category} calculator: ${calculator.description}`,
  href: calculator.url,
}));

// The spec's five built-in interactions (calculators spec §9), worded from the core table.
const COMMON_PAIRS: readonly (readonly [string, string])[] = [
  ['warfarin', 'aspirin'],
  ['simvastatin', 'amlodipine'],
  ['lisinopril', 'losartan'],
  ['metformin', 'furosemide'],
  ['levothyroxine', 'omeprazole'],
];

// Named and linked like the core's own interaction hits (catalogue ids in alphabetical order), so
// searchPanel shows each pair once.
const COMMON_INTERACTION_HITS: ReferenceHit[] = COMMON_PAIRS.flatMap(([a, b]) => {
  const interaction = getInteraction(a, b);
  const first = interaction && getDrugById(interaction.drugs[0]);
  const second = interaction && getDrugById(interaction.drugs[1]);
  if (!interaction || !first || !second) return [];
  const severity = interaction.severity.charAt(0).toUpperCase() + interaction.severity.slice(1);
  return [{
    title: `${first.name} + ${second.name}`,
    category: 'Drug Interactions',
    snippet: `Common drug interactions · ${severity}: ${interaction.description}`,
    href: drugsHref(first.name, second.name),
  }];
});

/** Curated entries for the panel's fixed items (recent searches, quick links, categories without built-in items). */
const CURATED_HITS: readonly ReferenceHit[] = [
  // 'metformin side effects'
  {
    title: 'Metformin: side effects and interactions',
    category: 'Medications',
    snippet: 'Side effects: gastrointestinal upset (common; start low and titrate), vitamin B12 deficiency with long-term use, rare lactic acidosis (higher risk with low eGFR or dehydration). Check its interactions.',
    href: drugsHref('Metformin'),
  },
  // 'troponin normal ranges' and 'Lab Value Reference'
  {
    title: 'Troponin: normal ranges and interpretation',
    category: 'Lab Tests',
    snippet: 'Lab value reference: the upper reference limit is the 99th percentile of the assay in use; interpret high-sensitivity troponin with the ESC 0 h/1 h (or 0 h/2 h) pathway.',
    href: algorithmHref('acute-chest-pain'),
  },
  {
    title: 'Natriuretic peptides (NT-proBNP, BNP)',
    category: 'Lab Tests',
    snippet: 'Lab value reference: non-acute heart failure unlikely below NT-proBNP 125 pg/mL or BNP 35 pg/mL (ESC 2021); NICE NG106 referral bands at 400 and 2000 ng/L.',
    href: algorithmHref('suspected-heart-failure'),
  },
  {
    title: 'D-dimer in suspected pulmonary embolism',
    category: 'Lab Tests',
    snippet: 'Lab value reference: request after assessing clinical probability (two-level Wells: PE unlikely); ESC 2019 age-adjusted cut-off (age × 10 µg/L) above age 50.',
    href: algorithmHref('suspected-pulmonary-embolism'),
  },
  {
    title: 'Lactate in sepsis',
    category: 'Lab Tests',
    snippet: 'Lab value reference: measure lactate when sepsis is suspected; in septic shock (Sepsis-3), lactate stays >2 mmol/L with vasopressors needed for MAP ≥65 mmHg despite adequate fluids.',
    href: algorithmHref('sepsis-recognition'),
  },
  {
    title: 'Creatinine clearance and eGFR',
    category: 'Lab Tests',
    snippet: 'Lab value reference: Cockcroft–Gault creatinine clearance for drug dosing, with the race-free CKD-EPI 2021 eGFR.',
    href: '/calculators/creatinine',
  },
  {
    title: 'Bilirubin, INR, creatinine, sodium and albumin (MELD)',
    category: 'Lab Tests',
    snippet: 'Lab value reference: MELD 3.0, MELD-Na and the original MELD combine these laboratory values to grade chronic liver disease.',
    href: '/calculators/meld',
  },
  // 'CT scan protocols'
  {
    title: 'CT pulmonary angiography (CTPA)',
    category: 'Imaging',
    snippet: 'CT scan protocols: CTPA when PE is likely or the D-dimer is positive; V/Q scan if contrast is unsuitable (NICE NG158).',
    href: algorithmHref('suspected-pulmonary-embolism'),
  },
  {
    title: 'CT head and CT angiography in suspected stroke',
    category: 'Imaging',
    snippet: 'CT scan protocols: immediate non-contrast CT head, with CT angiography if thrombectomy may be indicated; CT perfusion when thrombectomy is considered beyond 6 hours (NICE NG128).',
    href: algorithmHref('suspected-stroke-tia'),
  },
  {
    title: 'CT head in suspected subarachnoid haemorrhage',
    category: 'Imaging',
    snippet: 'CT scan protocols: non-contrast CT head immediately; if negative and done more than 6 hours after onset, consider lumbar puncture (NICE NG228).',
    href: algorithmHref('headache-red-flags'),
  },
  {
    title: 'Brain imaging before lumbar puncture in meningitis',
    category: 'Imaging',
    snippet: 'CT scan protocols: image first with focal signs, papilloedema, uncontrolled seizures or GCS 12 or less, and start treatment before imaging.',
    href: algorithmHref('suspected-meningitis'),
  },
  // Procedures
  {
    title: 'Electrical cardioversion in atrial fibrillation',
    category: 'Procedures',
    snippet: 'Emergency cardioversion when unstable; before elective cardioversion, 3 weeks of anticoagulation or a transoesophageal echo (ESC 2024).',
    href: algorithmHref('new-atrial-fibrillation'),
  },
  {
    title: 'Lumbar puncture in suspected meningitis',
    category: 'Procedures',
    snippet: 'LP within 1 hour of arrival if safe; do not delay antibiotics for it. CSF cell count, protein, paired glucose, Gram stain, culture and PCR.',
    href: algorithmHref('suspected-meningitis'),
  },
  {
    title: 'Non-invasive ventilation (NIV) in COPD exacerbation',
    category: 'Procedures',
    snippet: 'For acute hypercapnic respiratory failure with acidosis (pH <7.35) despite optimal medical treatment (BTS/ICS 2016).',
    href: algorithmHref('acute-dyspnoea'),
  },
  ...COMMON_INTERACTION_HITS,
];

/** Everything the panel passes to the core search as `extra`, in priority order. */
export const PANEL_EXTRA_HITS: readonly ReferenceHit[] = [...PAGE_HITS, ...CURATED_HITS, ...CALCULATOR_HITS];

/** Searches the whole reference for the panel; each page appears once (the first, best-ranked hit wins). */
export function searchPanel(query: string): ReferenceHit[] {
  const seen = new Set<string>();
  return searchReference(query, { guidelines: GUIDELINES, extra: PANEL_EXTRA_HITS }).filter((hit) => {
    const key = `${hit.href} ${hit.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
