import type { PatientData } from '../cds/service-answer';
import type { FhirResource } from '../cds/service-request';

// "Import into clinic" from a SMART launch (issue 37): the EHR record the workspace read becomes one
// FHIR collection Bundle for the ordinary import path (worker/fhir/import-bundle.ts) and its matching
// rules. Every entry keeps (or is given) its absolute fullUrl on the EHR's FHIR base, so a later
// import from the same EHR finds the same patient and records again instead of adding them twice.

const SEARCHES = ['conditions', 'allergies', 'medications', 'observations'] as const;

/** The patient and the resources of the record's searches as one collection Bundle. */
export function recordBundle(fhirServer: string, data: PatientData): { resourceType: 'Bundle'; type: 'collection'; entry: { fullUrl: string; resource: FhirResource }[] } {
  const base = fhirServer.replace(/\/+$/, '');
  const urlOf = (resource: FhirResource, given: unknown) =>
    typeof given === 'string' && /^https?:\/\//i.test(given) ? given : `${base}/${String(resource.resourceType)}/${String(resource.id)}`;
  const entry: { fullUrl: string; resource: FhirResource }[] = [];
  if (data.patient) entry.push({ fullUrl: urlOf(data.patient, undefined), resource: data.patient });
  for (const key of SEARCHES) {
    const found = (data[key]?.entry as { fullUrl?: unknown; resource?: FhirResource }[] | undefined) ?? [];
    // A searchset may carry an OperationOutcome (search mode "outcome"): it is no record of the patient.
    for (const e of found) if (e.resource && e.resource.resourceType !== 'OperationOutcome') entry.push({ fullUrl: urlOf(e.resource, e.fullUrl), resource: e.resource });
  }
  return { resourceType: 'Bundle', type: 'collection', entry };
}
