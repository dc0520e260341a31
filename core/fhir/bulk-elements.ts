// Bulk Data's `_elements` (https://hl7.org/fhir/uv/bulkdata/STU2/export.html#query-parameters):
// keep the listed root elements and the ones FHIR makes mandatory, and mark the resource SUBSETTED
// so no one stores it over the complete record.

import type { BulkType } from './bulk-request';
import type { FhirResource } from './export-resources';

/**
 * Root elements with a minimum cardinality of 1 in the FHIR R4 base StructureDefinitions
 * (http://hl7.org/fhir/R4/<type>.html, the `min` of each `<Type>.<element>`); `[x]` is a choice.
 * bulk-elements.test.ts checks this table against the R4 definitions the validator loads.
 */
export const MANDATORY_ELEMENTS: Record<BulkType, readonly string[]> = {
  Patient: [],
  Condition: ['subject'],
  AllergyIntolerance: ['patient'],
  MedicationRequest: ['status', 'intent', 'medication[x]', 'subject'],
  Observation: ['status', 'code'],
  DiagnosticReport: ['status', 'code'],
  Immunization: ['status', 'vaccineCode', 'patient', 'occurrence[x]'],
  Encounter: ['status', 'class'],
};

/** The v3 ObservationValue code FHIR uses for a resource that is not whole (http://hl7.org/fhir/R4/search.html#elements). */
export const SUBSETTED = { system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue', code: 'SUBSETTED', display: 'subsetted' } as const;

/** Whether the JSON key is the element: itself, its primitive extension (`_birthDate`), or a type of a choice (`deceased` → deceasedDateTime). */
function keyIs(key: string, element: string): boolean {
  const bare = key.startsWith('_') ? key.slice(1) : key;
  const name = element.endsWith('[x]') ? element.slice(0, -3) : element;
  return bare === name || (bare.startsWith(name) && /^[A-Z]/.test(bare.slice(name.length)));
}

/**
 * The resource with only `resourceType`, `id`, `meta`, its type's mandatory elements and the asked
 * ones that apply to its type (`id` or `Patient.birthDate`). `meta` loses its profiles (a subset no
 * longer claims to conform to them) and gains the SUBSETTED tag.
 */
export function subsetResource(resource: FhirResource, type: BulkType, elements: readonly string[]): FhirResource {
  const wanted = [
    ...MANDATORY_ELEMENTS[type],
    ...elements.flatMap((e) => {
      const [prefix, name] = e.includes('.') ? e.split('.') : [null, e];
      return prefix === null || prefix === type ? [name!] : [];
    }),
  ];
  const meta: Record<string, unknown> = { ...(resource.meta as Record<string, unknown> | undefined) };
  delete meta.profile;
  meta.tag = [...(Array.isArray(meta.tag) ? meta.tag : []), SUBSETTED];
  const kept: FhirResource = { resourceType: resource.resourceType, ...(resource.id === undefined ? {} : { id: resource.id }), meta };
  for (const [key, value] of Object.entries(resource)) {
    if (key !== 'resourceType' && key !== 'id' && key !== 'meta' && wanted.some((w) => keyIs(key, w))) kept[key] = value;
  }
  return kept;
}
