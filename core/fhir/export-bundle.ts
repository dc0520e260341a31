// Bundles and bulk files of exported resources: the `searchset` Bundle that search and
// Patient/$everything answer with (http://hl7.org/fhir/R4/bundle.html, type searchset: `total`,
// `search.mode`, a `self` link), and NDJSON lines for Bulk Data export
// (https://hl7.org/fhir/uv/bulkdata/: one resource per line, one file per resource type).

import type { FhirResource } from './export-resources';

/** What a searchset needs besides its resources. */
export interface SearchsetOptions {
  /** The server's FHIR base, e.g. https://app.example/fhir/R4 (fullUrls are base/Type/id). */
  baseUrl: string;
  /** The request URL, for the `self` link. */
  selfUrl: string;
  /** When the answer was built (Bundle.timestamp, an instant). */
  timestamp: string;
  /** Resources that match the search; `included` ones (e.g. the Patient's record in $everything beyond the Patient) are marked 'include' when given separately. */
  matches: readonly FhirResource[];
  included?: readonly FhirResource[];
}

/** A searchset Bundle: `total` counts the matches, each entry has its fullUrl and search mode. */
export function searchsetBundle(options: SearchsetOptions): FhirResource {
  const entry = (resource: FhirResource, mode: 'match' | 'include') => ({
    fullUrl: `${options.baseUrl}/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode },
  });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: options.timestamp,
    total: options.matches.length,
    link: [{ relation: 'self', url: options.selfUrl }],
    entry: [...options.matches.map((r) => entry(r, 'match')), ...(options.included ?? []).map((r) => entry(r, 'include'))],
  };
}

/** One NDJSON line (the resource as JSON, newline-terminated, no newline inside). */
export function ndjsonLine(resource: FhirResource): string {
  return `${JSON.stringify(resource)}\n`;
}

/** Lines grouped by resource type, as Bulk Data writes one file per type ("Patient.ndjson"). */
export function ndjsonFiles(resources: Iterable<FhirResource>): Map<string, string> {
  const files = new Map<string, string>();
  for (const resource of resources) files.set(`${resource.resourceType}.ndjson`, (files.get(`${resource.resourceType}.ndjson`) ?? '') + ndjsonLine(resource));
  return files;
}
