/** Registration specialty options (spec §3: 32 values, slug + label). */
export const SPECIALTIES = [
  ['allergy-immunology', 'Allergy & Immunology'],
  ['anesthesiology', 'Anesthesiology'],
  ['cardiology', 'Cardiology'],
  ['critical-care', 'Critical Care Medicine'],
  ['dermatology', 'Dermatology'],
  ['emergency-medicine', 'Emergency Medicine'],
  ['endocrinology', 'Endocrinology'],
  ['family-medicine', 'Family Medicine'],
  ['gastroenterology', 'Gastroenterology'],
  ['general-surgery', 'General Surgery'],
  ['geriatrics', 'Geriatrics'],
  ['hematology', 'Hematology'],
  ['hepatology', 'Hepatology'],
  ['infectious-disease', 'Infectious Disease'],
  ['internal-medicine', 'Internal Medicine'],
  ['nephrology', 'Nephrology'],
  ['neurology', 'Neurology'],
  ['neurosurgery', 'Neurosurgery'],
  ['obstetrics-gynecology', 'Obstetrics & Gynecology'],
  ['oncology', 'Oncology'],
  ['ophthalmology', 'Ophthalmology'],
  ['orthopedics', 'Orthopedics'],
  ['otolaryngology', 'Otolaryngology (ENT)'],
  ['pathology', 'Pathology'],
  ['pediatrics', 'Pediatrics'],
  ['psychiatry', 'Psychiatry'],
  ['pulmonology', 'Pulmonology'],
  ['radiology', 'Radiology'],
  ['rheumatology', 'Rheumatology'],
  ['urology', 'Urology'],
  ['veterinary-medicine', 'Veterinary Medicine'],
  ['other', 'Other'],
] as const satisfies readonly (readonly [string, string])[];

export const SPECIALTY_SLUGS = SPECIALTIES.map(([slug]) => slug);

/** Label for a specialty slug, or the text itself when it is not one of ours. */
export function specialtyLabel(slug: string | null | undefined): string {
  if (!slug) return '';
  return SPECIALTIES.find(([s]) => s === slug)?.[1] ?? slug;
}

/** Country options (spec §3: lowercase codes, 'uk' for the United Kingdom, plus 'other'). */
export const COUNTRIES = [
  ['us', 'United States'], ['ca', 'Canada'], ['mx', 'Mexico'], ['br', 'Brazil'], ['ar', 'Argentina'],
  ['cl', 'Chile'], ['co', 'Colombia'], ['pe', 'Peru'], ['uk', 'United Kingdom'], ['ie', 'Ireland'],
  ['fr', 'France'], ['de', 'Germany'], ['es', 'Spain'], ['pt', 'Portugal'], ['it', 'Italy'],
  ['nl', 'Netherlands'], ['be', 'Belgium'], ['ch', 'Switzerland'], ['at', 'Austria'], ['se', 'Sweden'],
  ['no', 'Norway'], ['dk', 'Denmark'], ['fi', 'Finland'], ['pl', 'Poland'], ['cz', 'Czech Republic'],
  ['gr', 'Greece'], ['tr', 'Turkey'], ['ru', 'Russia'], ['ua', 'Ukraine'], ['il', 'Israel'],
  ['sa', 'Saudi Arabia'], ['ae', 'United Arab Emirates'], ['eg', 'Egypt'], ['ng', 'Nigeria'], ['ke', 'Kenya'],
  ['za', 'South Africa'], ['ma', 'Morocco'], ['in', 'India'], ['pk', 'Pakistan'], ['bd', 'Bangladesh'],
  ['cn', 'China'], ['jp', 'Japan'], ['kr', 'South Korea'], ['sg', 'Singapore'], ['my', 'Malaysia'],
  ['th', 'Thailand'], ['vn', 'Vietnam'], ['ph', 'Philippines'], ['id', 'Indonesia'], ['au', 'Australia'],
  ['nz', 'New Zealand'], ['other', 'Other'],
] as const satisfies readonly (readonly [string, string])[];

export const COUNTRY_CODES = COUNTRIES.map(([code]) => code);

/** Maps an ISO 3166-1 alpha-2 code to a country option: GB → uk, unknown → other. */
export function countryOptionFromIso(iso: string | null | undefined): string {
  if (!iso) return 'other';
  const code = iso.trim().toLowerCase();
  if (code === 'gb') return 'uk';
  return (COUNTRY_CODES as readonly string[]).includes(code) && code !== 'other' ? code : 'other';
}
