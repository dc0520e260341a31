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
  /** The next page's URL when the answer is one page of more (the `next` link). */
  nextUrl?: string;
  /** When the answer was built (Bundle.timestamp, an instant). */
  timestamp: string;
  /** Resources that match the search; `included` ones (e.g. the Patient's record in $everything beyond the Patient) are marked 'include' when given separately. */
  matches: readonly FhirResource[];
  included?: readonly FhirResource[];
  /** How many match in all when more than `matches` (a page); undefined when not known (left out, as FHIR allows); absent: the number of matches. */
  total?: number | undefined;
}

/**
 * The searchset Bundle as text in pieces, so a long answer can be streamed entry by entry: `head`,
 * then each `entry` in order, then `end()`. FHIR JSON allows no empty array, so `entry` is opened
 * by the first entry and left out when there is none.
 */
export interface SearchsetWriter {
  head: string;
  entry(resource: FhirResource, mode: 'match' | 'include'): string;
  end(): string;
}

/** A searchset writer (head + entries + end() is exactly the text of the Bundle searchsetBundle builds). */
export function searchsetWriter(options: Omit<SearchsetOptions, 'matches' | 'included'> & { total: number | undefined }): SearchsetWriter {
  const head = {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: options.timestamp,
    ...(options.total !== undefined ? { total: options.total } : {}),
    link: [{ relation: 'self', url: options.selfUrl }, ...(options.nextUrl ? [{ relation: 'next', url: options.nextUrl }] : [])],
  };
  let entries = 0;
  return {
    head: JSON.stringify(head).slice(0, -1),
    entry(resource, mode) {
      entries += 1;
      const text = JSON.stringify({ fullUrl: `${options.baseUrl}/${resource.resourceType}/${resource.id}`, resource, search: { mode } });
      return `${entries === 1 ? ',"entry":[' : ','}${text}`;
    },
    end: () => (entries > 0 ? ']}' : '}'),
  };
}

/** A searchset Bundle: `total` counts the matches (or is given), each entry has its fullUrl and search mode. */
export function searchsetBundle(options: SearchsetOptions): FhirResource {
  const writer = searchsetWriter({ ...options, total: 'total' in options ? options.total : options.matches.length });
  const entries = [...options.matches.map((r) => writer.entry(r, 'match')), ...(options.included ?? []).map((r) => writer.entry(r, 'include'))];
  return JSON.parse(writer.head + entries.join('') + writer.end()) as FhirResource;
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
