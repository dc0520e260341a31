// HL7 v2 coding system names (HL7 table 0396, "Coding System") to the FHIR system URIs the chart
// stores (DESIGN.md §8; URIs from the HL7 v2-to-FHIR IG's "CodingSystem" ConceptMap and
// http://hl7.org/fhir/R4/terminologies-systems.html). A local or unknown name keeps its own
// name under a urn so a coded value is never silently re-labelled (SNM, the pre-CT SNOMED
// International, is such a name: its codes are not SNOMED CT concept ids).

import { ICD_10_CM, LOINC, RXNORM, SNOMED_CT, UCUM } from '../schemas/coding';

const SYSTEMS: Readonly<Record<string, string>> = {
  LN: LOINC,
  SCT: SNOMED_CT,
  I10: 'http://hl7.org/fhir/sid/icd-10',
  I10C: ICD_10_CM,
  'ICD10CM': ICD_10_CM,
  I9: 'http://hl7.org/fhir/sid/icd-9-cm',
  I9C: 'http://hl7.org/fhir/sid/icd-9-cm',
  I9CDX: 'http://hl7.org/fhir/sid/icd-9-cm',
  UCUM: UCUM,
  RXNORM,
  CVX: 'http://hl7.org/fhir/sid/cvx',
  NDC: 'http://hl7.org/fhir/sid/ndc',
  HL70078: 'http://terminology.hl7.org/CodeSystem/v2-0078',
};

/** Prefix for a coding system name HL7 table 0396 does not map (local codes 99zzz, L, a lab's own). */
export const HL7_LOCAL_SYSTEM_PREFIX = 'urn:hl7-v2:coding-system:';

/** The FHIR system URI of an HL7 v2 coding system name (CE/CWE component 3 or 6). */
export function fhirSystemOf(name: string): string {
  const known = SYSTEMS[name.trim().toUpperCase()];
  if (known) return known;
  const local = name.trim().replace(/\s+/g, '_');
  return `${HL7_LOCAL_SYSTEM_PREFIX}${local || 'unspecified'}`;
}
