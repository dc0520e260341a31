// Maps a medication as a chart or an imported record holds it (an RxNorm or ATC code, an RxNorm
// product name such as "amoxicillin 500 MG Oral Capsule", a brand such as "Augmentin" or "Doliprane",
// or free text such as "Metformin ER 500 mg" or "lisinopril-HCTZ") to the catalogue drugs the
// interaction checker and the allergy checks understand, through the one recogniser of
// core/reference/drug-names. Whatever cannot be mapped is returned as "not checked", never dropped.
import { drugByRxcui } from './drug-names/codes';
import { recogniseMedication, type MappedMedication, type RecordedMedication } from './drug-names/recognise';
import type { Drug } from './drugs';

export type { MappedMedication, RecordedMedication };
export { drugByRxcui };

/** Maps one recorded medication to catalogue drugs; see recogniseMedication. */
export function mapMedication(medication: RecordedMedication): MappedMedication {
  return recogniseMedication(medication);
}

/** Maps a medication list: every catalogue drug once, and everything that cannot be checked, in order. */
export function mapMedications(medications: readonly RecordedMedication[]): MappedMedication {
  const drugs: Drug[] = [];
  const notChecked: string[] = [];
  for (const medication of medications) {
    const mapped = mapMedication(medication);
    for (const drug of mapped.drugs) if (!drugs.some((seen) => seen.id === drug.id)) drugs.push(drug);
    for (const name of mapped.notChecked) if (!notChecked.includes(name)) notChecked.push(name);
  }
  return { drugs, notChecked };
}
