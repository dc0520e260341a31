import { expect } from 'vitest';
import { findDrug } from '../../core/reference/drugs';

/**
 * A long medication list as a chart or a physician holds it: 15 medicines, longer than the checker
 * page's limit of 10, with the interacting pair (warfarin + aspirin, severe) last, a combination
 * with an ingredient no catalogue will know (zzyzxomab, a stand-in) and naltrexone / bupropion
 * beside an opioid.
 */
export const FIFTEEN_MEDICINES = [
  'Metformin 500 MG Oral Tablet',
  'Lisinopril 10 MG Oral Tablet',
  'Levothyroxine 50 MCG Oral Tablet',
  'Acetaminophen 500 MG Oral Tablet',
  'Ezetimibe 10 MG / Zzyzxomab 5 MG Oral Tablet',
  'Cephalexin 500 MG Oral Capsule',
  'Furosemide 40 MG Oral Tablet',
  'Metoprolol succinate 50 MG Extended Release Oral Tablet',
  'Atorvastatin 20 MG Oral Tablet',
  'naltrexone 8 MG / bupropion 90 MG Extended Release Oral Tablet',
  'oxycodone 5 MG Oral Tablet',
  'Prednisone 5 MG Oral Tablet',
  'Allopurinol 100 MG Oral Tablet',
  'Warfarin Sodium 5 MG Oral Tablet',
  'Aspirin 81 MG Oral Tablet',
] as const;

/** The ingredient of the list the checker can never know: it must be named as not checked. */
export const UNKNOWN_INGREDIENT = 'zzyzxomab';

/** The pair at the end of the list, as the checker names it. */
export const LAST_PAIR = ['Aspirin', 'Warfarin'] as const;

/**
 * Never silent about naltrexone: it is named as not checked, or (once the catalogue knows it) its
 * interaction with the opioid beside it is reported.
 */
export function expectNaltrexoneNamedOrAlerted(notChecked: readonly string[], pairs: readonly (readonly string[])[]): void {
  const named = notChecked.some((name) => /naltrexone/i.test(name));
  const alerted = pairs.some((pair) => pair.includes('Naltrexone') && pair.includes('Oxycodone'));
  expect(named || alerted, `naltrexone neither named as not checked (${notChecked.join(', ')}) nor alerted with oxycodone`).toBe(true);
  if (!findDrug('naltrexone')) expect(named).toBe(true);
}
