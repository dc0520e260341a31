// FHIR Bulk Data 2.0 kick-off (https://hl7.org/fhir/uv/bulkdata/STU2/export.html#query-parameters),
// parsed strictly as search parameters are (search-params.ts): a parameter the server does not
// support is a 400 the client sees, unless it sent `Prefer: handling=lenient`, in which case the
// spec lets the server ignore it; then the manifest says which were ignored.

import { EVERYTHING_RESOURCE_TYPES } from './capability-statement';
import { SearchParamError } from './search-params';

/** The resource types a MedAssist export holds, in the order they are written: those of $everything. */
export const BULK_TYPES = EVERYTHING_RESOURCE_TYPES;
export type BulkType = (typeof BULK_TYPES)[number];

/** `_outputFormat` values Bulk Data says mean NDJSON (the only format written). */
const NDJSON_FORMATS = new Set(['application/fhir+ndjson', 'application/ndjson', 'ndjson']);

/** Kick-off parameters Bulk Data 2.0 defines that this server does not implement. */
const UNSUPPORTED = new Set(['_elements', 'patient', 'includeAssociatedData', '_typeFilter', '_until', 'organizeOutputBy', 'allowPartialManifests']);

export interface BulkRequest {
  /** The types to write, in BULK_TYPES order. */
  types: BulkType[];
  /** Only resources changed after this instant (ISO), or null for all. */
  since: string | null;
  /** Parameters ignored under `Prefer: handling=lenient` (named in the manifest's error file). */
  ignored: string[];
}

/** The `Prefer` header's preferences (RFC 7240), lower-cased: e.g. respond-async, handling=lenient. */
export function preferences(header: string | undefined): Set<string> {
  return new Set((header ?? '').split(/[,;]/).map((p) => p.trim().toLowerCase().replace(/\s*=\s*/, '=')).filter(Boolean));
}

/** A FHIR instant with a time zone (https://hl7.org/fhir/R4/datatypes.html#instant), e.g. 2026-11-01T00:00:00Z. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

function parseSince(value: string): string {
  const at = Date.parse(value);
  if (!INSTANT.test(value) || Number.isNaN(at)) throw new SearchParamError(`_since must be a FHIR instant with a time zone (e.g. 2026-11-01T00:00:00Z), not "${value}".`);
  return new Date(at).toISOString();
}

/** Parses a GET kick-off's query. Throws SearchParamError (400) for what the server cannot honour. */
export function parseBulkRequest(query: URLSearchParams, lenient: boolean): BulkRequest {
  const ignored: string[] = [];
  let types: BulkType[] = [...BULK_TYPES];
  let since: string | null = null;
  const seen = new Set<string>();
  for (const [name, value] of query) {
    if (seen.has(name) && name !== '_type') throw new SearchParamError(`${name} is given more than once.`);
    seen.add(name);
    if (name === '_outputFormat') {
      if (!NDJSON_FORMATS.has(value)) throw new SearchParamError(`_outputFormat ${value} is not supported: files are written as application/fhir+ndjson.`);
    } else if (name === '_since') {
      since = parseSince(value);
    } else if (name === '_type') {
      // Repeated _type parameters and comma-separated lists mean the same (Bulk Data 2.0).
      const asked = new Set([...query.getAll('_type')].flatMap((v) => v.split(',')).map((t) => t.trim()));
      const unknown = [...asked].filter((t) => !(BULK_TYPES as readonly string[]).includes(t));
      if (unknown.length && !lenient) throw new SearchParamError(`_type names ${unknown.join(', ')}, which this server does not export (it exports ${BULK_TYPES.join(', ')}).`);
      if (unknown.length) ignored.push(`_type=${unknown.join(',')}`);
      types = BULK_TYPES.filter((t) => asked.has(t));
      if (types.length === 0) throw new SearchParamError(`_type names no resource type this server exports (it exports ${BULK_TYPES.join(', ')}).`);
    } else if (lenient) {
      ignored.push(name);
    } else {
      throw new SearchParamError(UNSUPPORTED.has(name) ? `${name} is not supported by this server's $export; send Prefer: handling=lenient to have it ignored.` : `${name} is not a $export parameter.`);
    }
  }
  return { types, since, ignored };
}
