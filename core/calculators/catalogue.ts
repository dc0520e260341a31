import { msg } from '../i18n/msg';
import { PUBLIC_CALCULATOR_SLUGS } from './public';
import type { CalculatorCategory } from './types';

/** One entry of the fixed, built-in calculator catalogue (spec §3 plus the burn-area calculator). */
export interface CatalogueEntry {
  id: number;
  /** Last segment of `url`; also the id the AI assistant uses. */
  slug: string;
  name: string;
  description: string;
  category: CalculatorCategory;
  url: string;
  /** Open without login: derived from PUBLIC_CALCULATOR_SLUGS (public.ts), true only for SCORAD and EASI (spec §2, §6). */
  isPublic: boolean;
}

/**
 * The catalogue: ids 1-11 named exactly as spec §3, plus the burn-area calculator as id 12 and the
 * AHA PREVENT equations as id 13 (the risk estimator of the 2026 ACC/AHA dyslipidemia guideline).
 * The one declaration of each calculator's name, description, category and route (the public ones
 * are named in public.ts): the registry (registry.ts) must define a calculator for every slug here,
 * the web app routes every entry to its page (public or behind sign-in) and GET /api/calculators
 * serves it. It stays free of the formulas so the catalogue page and the dashboard load without them.
 */
const ENTRIES = [
  {
    id: 1,
    slug: 'ascvd',
    name: msg('ASCVD Risk Calculator'),
    description:
      msg('10-year risk of a first heart attack or stroke by the 2013 Pooled Cohort Equations, for adults 40-79 without cardiovascular disease.'),
    category: 'Cardiovascular',
    url: '/calculators/ascvd',
  },
  {
    id: 2,
    slug: 'chads2vasc',
    name: msg('CHA2DS2-VASc Score'),
    description: msg('Annual stroke risk in atrial fibrillation, with CHA2DS2-VA, to guide oral anticoagulation.'),
    category: 'Cardiovascular',
    url: '/calculators/chads2vasc',
  },
  {
    id: 3,
    slug: 'meld',
    name: msg('MELD Score'),
    description: msg('Severity of chronic liver disease and short-term mortality: MELD 3.0, MELD-Na and original MELD as OPTN computes them.'),
    category: 'Gastroenterology',
    url: '/calculators/meld',
  },
  {
    id: 4,
    slug: 'creatinine',
    name: msg('Creatinine Clearance'),
    description: msg('Cockcroft–Gault creatinine clearance for drug dosing, with the race-free CKD-EPI 2021 eGFR beside it.'),
    category: 'Nephrology',
    url: '/calculators/creatinine',
  },
  {
    id: 5,
    slug: 'wells-pe',
    name: msg("Wells' Criteria for PE"),
    description: msg('Clinical probability of pulmonary embolism (three-tier and PE likely/unlikely) to choose D-dimer or CT angiography.'),
    category: 'Pulmonary',
    url: '/calculators/wells-pe',
  },
  {
    id: 6,
    slug: 'bmi',
    name: msg('BMI Calculator'),
    description: msg('Body mass index from metric or imperial units with the WHO adult weight class.'),
    category: 'Endocrinology',
    url: '/calculators/bmi',
  },
  {
    id: 7,
    slug: 'qtc',
    name: msg('Corrected QT Interval'),
    description: msg('Heart-rate-corrected QT by Bazett, Fridericia, Framingham and Hodges, with sex-specific prolongation thresholds.'),
    category: 'Cardiovascular',
    url: '/calculators/qtc',
  },
  {
    id: 8,
    slug: 'gcs',
    name: msg('Glasgow Coma Scale'),
    description: msg('Level of consciousness from eye, verbal and motor responses (3-15), with head-injury severity bands.'),
    category: 'Neurology',
    url: '/calculators/gcs',
  },
  {
    id: 9,
    slug: 'igan-prediction',
    name: msg('IgAN Prediction Tool'),
    description:
      msg('Risk of a 50% eGFR decline or kidney failure after biopsy in IgA nephropathy (International IgAN Prediction Tool, Barbour 2019).'),
    category: 'Nephrology',
    url: '/calculators/igan-prediction',
  },
  {
    id: 10,
    slug: 'scorad',
    name: msg('SCORAD Calculator'),
    description: msg('Atopic dermatitis severity from extent, intensity and itch/sleep loss (SCORAD index, 0-103).'),
    category: 'Dermatology',
    url: '/calculators/scorad',
  },
  {
    id: 11,
    slug: 'easi',
    name: msg('EASI Calculator'),
    description: msg('Eczema Area and Severity Index (0-72) over four body regions, with adult and child weights.'),
    category: 'Dermatology',
    url: '/calculators/easi',
  },
  {
    id: 12,
    slug: 'burns',
    name: msg('Burn Area Calculator'),
    description: msg('Burned body surface area by rule of nines, palm method or Lund–Browder chart, with Parkland fluid volumes.'),
    category: 'Dermatology',
    url: '/calculators/burns',
  },
  {
    id: 13,
    slug: 'prevent',
    name: msg('PREVENT Risk Calculator'),
    description:
      msg('AHA PREVENT equations: 10- and 30-year risk of total CVD, ASCVD and heart failure for adults 30-79, with optional UACR, HbA1c and SDI (2026 ACC/AHA guideline).'),
    category: 'Cardiovascular',
    url: '/calculators/prevent',
  },
] as const satisfies readonly Omit<CatalogueEntry, 'isPublic'>[];

// The `satisfies` makes a public slug that is not in the catalogue a type error.
const PUBLIC: readonly string[] = PUBLIC_CALCULATOR_SLUGS satisfies readonly CalculatorSlug[];
export const CALCULATOR_CATALOGUE: readonly CatalogueEntry[] = ENTRIES.map((entry) => ({ ...entry, isPublic: PUBLIC.includes(entry.slug) }));

/** Slug of a catalogue calculator (each one is defined in registry.ts and has a page). */
export type CalculatorSlug = (typeof ENTRIES)[number]['slug'];

/** The four calculators the spec links (CHA2DS2-VASc, IgAN, SCORAD, EASI): the dashboard default without a specialty. */
export const DEFAULT_DASHBOARD_CALCULATOR_IDS: readonly number[] = [2, 9, 10, 11];

/** Calculator ids relevant to each registration specialty slug (core/schemas/options.ts), most relevant first. */
export const SPECIALTY_CALCULATOR_IDS: Readonly<Record<string, readonly number[]>> = {
  'allergy-immunology': [10, 11],
  anesthesiology: [8, 4, 6, 7],
  cardiology: [13, 1, 2, 7, 5],
  'critical-care': [8, 3, 4, 5, 7, 12],
  dermatology: [10, 11, 12],
  'emergency-medicine': [8, 5, 2, 7, 12],
  endocrinology: [6, 13, 4],
  'family-medicine': [13, 2, 6, 4, 5],
  gastroenterology: [3],
  'general-surgery': [12, 5, 6],
  geriatrics: [4, 2, 13],
  hematology: [5, 2],
  hepatology: [3],
  'infectious-disease': [4, 7],
  'internal-medicine': [13, 1, 2, 3, 4, 5, 6, 7],
  nephrology: [4, 9, 13],
  neurology: [8, 2],
  neurosurgery: [8],
  'obstetrics-gynecology': [5, 6],
  oncology: [4, 5, 7],
  orthopedics: [5, 6],
  pediatrics: [8, 10, 11, 12],
  psychiatry: [7, 6],
  pulmonology: [5],
  radiology: [5],
  rheumatology: [4],
  urology: [4],
};

function normaliseSpecialty(specialty: string): string {
  return specialty
    .trim()
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[\s_/]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

const SPECIALTY_ALIASES: Readonly<Record<string, string>> = {
  'critical-care-medicine': 'critical-care',
  'intensive-care': 'critical-care',
  'emergency': 'emergency-medicine',
  'general-practice': 'family-medicine',
  'obstetrics-and-gynecology': 'obstetrics-gynecology',
  'allergy-and-immunology': 'allergy-immunology',
  'pulmonary-medicine': 'pulmonology',
  'respiratory-medicine': 'pulmonology',
};

/** Catalogue entry by id or slug, or undefined. */
export function findCatalogueEntry(idOrSlug: number | string): CatalogueEntry | undefined {
  if (typeof idOrSlug === 'number') return CALCULATOR_CATALOGUE.find((c) => c.id === idOrSlug);
  const key = idOrSlug.trim().toLowerCase();
  return CALCULATOR_CATALOGUE.find((c) => c.slug === key || String(c.id) === key);
}

/**
 * Calculators for a user's registration specialty (slug or label, e.g. 'emergency-medicine' or
 * 'Emergency Medicine'); no specialty, or one without relevant calculators, gives the four linked
 * ones (ids 2, 9, 10, 11), as the dashboard panel does.
 */
export function calculatorsForSpecialty(specialty: string | null | undefined): CatalogueEntry[] {
  const byIds = (ids: readonly number[]) =>
    ids.map((id) => CALCULATOR_CATALOGUE.find((c) => c.id === id)).filter((c): c is CatalogueEntry => c !== undefined);
  if (!specialty) return byIds(DEFAULT_DASHBOARD_CALCULATOR_IDS);
  const slug = normaliseSpecialty(specialty);
  const ids = SPECIALTY_CALCULATOR_IDS[SPECIALTY_ALIASES[slug] ?? slug];
  return byIds(ids && ids.length > 0 ? ids : DEFAULT_DASHBOARD_CALCULATOR_IDS);
}

/**
 * Catalogue search as the /calculators page does it: case-insensitive substring over name and
 * description, optionally limited to one category ('All' or undefined for every category).
 * `translate` gives the texts as the page shows them, so a German or French query finds the
 * translated name too (the English text always matches as well).
 */
export function searchCatalogue(
  query = '',
  category?: CalculatorCategory | 'All',
  translate: (text: string) => string = (text) => text,
): CatalogueEntry[] {
  const q = query.trim().toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(q) || translate(text).toLowerCase().includes(q);
  return CALCULATOR_CATALOGUE.filter(
    (c) => (!category || category === 'All' || c.category === category) && (q === '' || matches(c.name) || matches(c.description)),
  );
}
