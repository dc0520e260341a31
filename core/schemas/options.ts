import { msg } from '../i18n/msg';

/** Registration specialty options (spec §3: 32 values, slug + label; labels marked for translation, shown with t()). */
export const SPECIALTIES = [
  ['allergy-immunology', msg('Allergy & Immunology')],
  ['anesthesiology', msg('Anesthesiology')],
  ['cardiology', msg('Cardiology')],
  ['critical-care', msg('Critical Care Medicine')],
  ['dermatology', msg('Dermatology')],
  ['emergency-medicine', msg('Emergency Medicine')],
  ['endocrinology', msg('Endocrinology')],
  ['family-medicine', msg('Family Medicine')],
  ['gastroenterology', msg('Gastroenterology')],
  ['general-surgery', msg('General Surgery')],
  ['geriatrics', msg('Geriatrics')],
  ['hematology', msg('Hematology')],
  ['hepatology', msg('Hepatology')],
  ['infectious-disease', msg('Infectious Disease')],
  ['internal-medicine', msg('Internal Medicine')],
  ['nephrology', msg('Nephrology')],
  ['neurology', msg('Neurology')],
  ['neurosurgery', msg('Neurosurgery')],
  ['obstetrics-gynecology', msg('Obstetrics & Gynecology')],
  ['oncology', msg('Oncology')],
  ['ophthalmology', msg('Ophthalmology')],
  ['orthopedics', msg('Orthopedics')],
  ['otolaryngology', msg('Otolaryngology (ENT)')],
  ['pathology', msg('Pathology')],
  ['pediatrics', msg('Pediatrics')],
  ['psychiatry', msg('Psychiatry')],
  ['pulmonology', msg('Pulmonology')],
  ['radiology', msg('Radiology')],
  ['rheumatology', msg('Rheumatology')],
  ['urology', msg('Urology')],
  ['veterinary-medicine', msg('Veterinary Medicine')],
  ['other', msg('specialty::Other')],
] as const satisfies readonly (readonly [string, string])[];

export const SPECIALTY_SLUGS = SPECIALTIES.map(([slug]) => slug);

/** Label for a specialty slug, or the text itself when it is not one of ours. */
export function specialtyLabel(slug: string | null | undefined): string {
  if (!slug) return '';
  return SPECIALTIES.find(([s]) => s === slug)?.[1] ?? slug;
}

/** Country options (spec §3: lowercase codes, 'uk' for the United Kingdom, plus 'other'). */
export const COUNTRIES = [
  ['us', msg('United States')], ['ca', msg('Canada')], ['mx', msg('Mexico')], ['br', msg('Brazil')], ['ar', msg('Argentina')],
  ['cl', msg('Chile')], ['co', msg('Colombia')], ['pe', msg('Peru')], ['uk', msg('United Kingdom')], ['ie', msg('Ireland')],
  ['fr', msg('France')], ['de', msg('Germany')], ['es', msg('Spain')], ['pt', msg('Portugal')], ['it', msg('Italy')],
  ['nl', msg('Netherlands')], ['be', msg('Belgium')], ['ch', msg('Switzerland')], ['at', msg('Austria')], ['se', msg('Sweden')],
  ['no', msg('Norway')], ['dk', msg('Denmark')], ['fi', msg('Finland')], ['pl', msg('Poland')], ['cz', msg('Czech Republic')],
  ['gr', msg('Greece')], ['tr', msg('Turkey')], ['ru', msg('Russia')], ['ua', msg('Ukraine')], ['il', msg('Israel')],
  ['sa', msg('Saudi Arabia')], ['ae', msg('United Arab Emirates')], ['eg', msg('Egypt')], ['ng', msg('Nigeria')], ['ke', msg('Kenya')],
  ['za', msg('South Africa')], ['ma', msg('Morocco')], ['in', msg('India')], ['pk', msg('Pakistan')], ['bd', msg('Bangladesh')],
  ['cn', msg('China')], ['jp', msg('Japan')], ['kr', msg('South Korea')], ['sg', msg('Singapore')], ['my', msg('Malaysia')],
  ['th', msg('Thailand')], ['vn', msg('Vietnam')], ['ph', msg('Philippines')], ['id', msg('Indonesia')], ['au', msg('Australia')],
  ['nz', msg('New Zealand')], ['other', msg('country::Other')],
] as const satisfies readonly (readonly [string, string])[];

export const COUNTRY_CODES = COUNTRIES.map(([code]) => code);

/** Maps an ISO 3166-1 alpha-2 code to a country option: GB → uk, unknown → other. */
export function countryOptionFromIso(iso: string | null | undefined): string {
  if (!iso) return 'other';
  const code = iso.trim().toLowerCase();
  if (code === 'gb') return 'uk';
  return (COUNTRY_CODES as readonly string[]).includes(code) && code !== 'other' ? code : 'other';
}
