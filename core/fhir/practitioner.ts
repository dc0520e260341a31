// A MedAssist user of a clinic as a FHIR R4 Practitioner (http://hl7.org/fhir/R4/practitioner.html):
// what a SMART app's id_token names as `fhirUser` (DESIGN.md §9 "SMART server"). Only what any
// colleague in the clinic sees of them (their name, and that they work there now): no contact
// details, no profile, no role.

import type { FhirResource } from './export-resources';

/** The identifier system of MedAssist user numbers (unique across regions: each region allocates from its own range). */
export const MEDASSIST_USER_SYSTEM = 'urn:medassist:user';

export interface PractitionerSource {
  id: number;
  name: string;
  /** Still an enabled member of the clinic (a removed one stays readable, as recorders stay named). */
  active: boolean;
}

export function practitionerToFhir(user: PractitionerSource): FhirResource {
  return {
    resourceType: 'Practitioner',
    id: String(user.id),
    identifier: [{ system: MEDASSIST_USER_SYSTEM, value: String(user.id) }],
    active: user.active,
    name: [{ text: user.name }],
  };
}
