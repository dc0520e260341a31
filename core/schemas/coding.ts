import { z } from 'zod';
import { msg } from '../i18n/msg';

// Coded data as FHIR R4 shapes it (DESIGN.md §8): a coding is { system, code, display }, free
// text is always allowed beside or instead of a code, and an imported code is kept exactly as
// received (system and code are not trimmed or re-cased).

/** SNOMED CT (problems, allergy substances, coded observation values). */
export const SNOMED_CT = 'http://snomed.info/sct';
/** ICD-10-CM (problems). */
export const ICD_10_CM = 'http://hl7.org/fhir/sid/icd-10-cm';
/** RxNorm (medications). */
export const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
/** LOINC (observations: vital signs, laboratory, surveys). */
export const LOINC = 'http://loinc.org';
/** UCUM, the Unified Code for Units of Measure (observation units). */
export const UCUM = 'http://unitsofmeasure.org';

/** The code systems the chart names, keyed for pickers. */
export const CODE_SYSTEMS = { snomed: SNOMED_CT, icd10cm: ICD_10_CM, rxnorm: RXNORM, loinc: LOINC, ucum: UCUM } as const;

/** Short labels of the known systems, for display beside a code. */
export const CODE_SYSTEM_LABELS: Readonly<Record<string, string>> = {
  [SNOMED_CT]: 'SNOMED CT',
  [ICD_10_CM]: 'ICD-10-CM',
  [RXNORM]: 'RxNorm',
  [LOINC]: 'LOINC',
  [UCUM]: 'UCUM',
};

const exact = (max: number, message: string, tooLong: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(max, tooLong)
    .refine((v) => v.trim() === v, msg('Codes cannot start or end with a space.'));

/** One coding: the system URI and code are kept exactly as given; display is optional text. */
export const CodingSchema = z.object({
  system: exact(255, msg('Each code needs its code system.'), msg('The code system must be at most 255 characters.')),
  code: exact(100, msg('Each code needs a code.'), msg('A code must be at most 100 characters.')),
  display: z.string().trim().max(500, msg('A code display must be at most 500 characters.')).optional(),
});
export type Coding = z.infer<typeof CodingSchema>;

/** Up to ten codings of the same concept (e.g. SNOMED CT and ICD-10-CM for one problem). */
export const CodingListSchema = z.array(CodingSchema).max(10, msg('At most 10 codes per item.'));

/** The text a person reads for a coded concept: the text, else the first display, else the first code. */
export function conceptLabel(concept: { text?: string | null; codings: readonly Coding[] }): string {
  const first = concept.codings[0];
  return concept.text || first?.display || first?.code || '';
}
