// FHIR Bulk Data 2.0 kick-off (https://hl7.org/fhir/uv/bulkdata/STU2/export.html#query-parameters),
// parsed strictly as search parameters are (search-params.ts): a parameter the server does not
// support is a 400 the client sees, unless it sent `Prefer: handling=lenient`, in which case the
// spec lets the server ignore it; then the manifest says which were ignored. The same parameters
// arrive as a GET's query or as a POST's Parameters body (kickOffParameters).

import { EVERYTHING_RESOURCE_TYPES } from './capability-statement';
import { SearchParamError } from './search-params';

/** The resource types a MedAssist export holds, in the order they are written: those of $everything. */
export const BULK_TYPES = EVERYTHING_RESOURCE_TYPES;
export type BulkType = (typeof BULK_TYPES)[number];

/** `_outputFormat` values Bulk Data says mean NDJSON (the only format written). */
const NDJSON_FORMATS = new Set(['application/fhir+ndjson', 'application/ndjson', 'ndjson']);

/** Why a Bulk Data 2.0 parameter this server does not implement is refused (ignored under handling=lenient). */
const UNSUPPORTED: Record<string, string> = {
  _typeFilter: '_typeFilter is not supported by this server’s $export (export whole types with _type).',
  includeAssociatedData: 'includeAssociatedData is not supported: this server keeps no Provenance resources to add.',
};

/** Parameters of cardinality 0..* in the export OperationDefinitions: repeated means the same as comma-separated. */
const REPEATABLE = new Set(['_type', '_elements', 'patient', '_typeFilter', 'includeAssociatedData']);

/** Patients one POST kick-off may name (`patient`): the list is kept with the job. */
export const MAX_PATIENTS = 1000;

export type BulkLevel = 'system' | 'patient';

export interface BulkRequest {
  /** The types to write, in BULK_TYPES order. */
  types: BulkType[];
  /** Whether `_type` named them (else they are every type the server exports). */
  typeAsked: boolean;
  /** Only resources changed after this instant (ISO), or null for all. */
  since: string | null;
  /** Parameters ignored under `Prefer: handling=lenient` (named in the manifest's error file). */
  ignored: string[];
  /** `_elements`: the root elements to keep, as `id` or `Patient.birthDate`; null keeps whole resources. */
  elements: string[] | null;
  /** `patient` (POST, Patient level): the ids of the only patients whose records are written; null for every patient. */
  patients: string[] | null;
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

/** A root element, bare (`id`) or of one type (`Patient.birthDate`): Bulk Data allows no deeper paths. */
const ELEMENT = /^(?:([A-Z][A-Za-z]+)\.)?([a-z][A-Za-z0-9]*)$/;

const listOf = (values: string[]) => values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
const isBulkType = (t: string): t is BulkType => (BULK_TYPES as readonly string[]).includes(t);

/** What the kick-off asked for where `_type` and `_elements` may be repeated or comma-separated (Bulk Data 2.0: both mean the same). */
function parseElements(values: string[], lenient: boolean, ignored: string[]): string[] {
  const elements: string[] = [];
  for (const element of listOf(values)) {
    const match = ELEMENT.exec(element);
    const known = match && (match[1] === undefined || isBulkType(match[1]));
    if (known) elements.push(element);
    else if (lenient) ignored.push(`_elements=${element}`);
    else throw new SearchParamError(`_elements ${element} is not a root element of a type this server exports (write id or Patient.birthDate).`);
  }
  if (elements.length === 0) throw new SearchParamError('_elements names no element this server can keep.');
  return elements;
}

function parseTypes(values: string[], lenient: boolean, ignored: string[]): BulkType[] {
  const asked = new Set(listOf(values));
  const unknown = [...asked].filter((t) => !isBulkType(t));
  if (unknown.length && !lenient) throw new SearchParamError(`_type names ${unknown.join(', ')}, which this server does not export (it exports ${BULK_TYPES.join(', ')}).`);
  if (unknown.length) ignored.push(`_type=${unknown.join(',')}`);
  const types = BULK_TYPES.filter((t) => asked.has(t));
  if (types.length === 0) throw new SearchParamError(`_type names no resource type this server exports (it exports ${BULK_TYPES.join(', ')}).`);
  return types;
}

/** `patient` references (`Patient/123`): their ids, once each. */
function parsePatients(values: string[]): string[] {
  const ids = values.map((reference) => {
    const id = /^Patient\/([A-Za-z0-9\-.]{1,64})$/.exec(reference)?.[1];
    if (!id) throw new SearchParamError(`patient must be a reference Patient/<id>, not "${reference}".`);
    return id;
  });
  const unique = [...new Set(ids)];
  if (unique.length > MAX_PATIENTS) throw new SearchParamError(`patient names ${unique.length} patients; one export takes at most ${MAX_PATIENTS}.`);
  return unique;
}

/**
 * Parses a kick-off's parameters: a GET's query, or a POST's Parameters body as name/value pairs.
 * Throws SearchParamError (400) for what the server cannot honour. `patient` is taken only from a
 * POST at Patient level, as Bulk Data defines it.
 */
export function parseBulkRequest(params: Iterable<readonly [string, string]>, lenient: boolean, how: { method: 'GET' | 'POST'; level: BulkLevel } = { method: 'GET', level: 'system' }): BulkRequest {
  const ignored: string[] = [];
  const request: BulkRequest = { types: [...BULK_TYPES], typeAsked: false, since: null, ignored, elements: null, patients: null };
  const values = new Map<string, string[]>();
  for (const [name, value] of params) values.set(name, [...(values.get(name) ?? []), value]);
  for (const [name, given] of values) {
    if (given.length > 1 && !REPEATABLE.has(name)) throw new SearchParamError(`${name} is given more than once.`);
    const value = given[0]!;
    if (name === '_outputFormat') {
      // A `+` written unencoded in a query reads as a space: application/fhir ndjson is the same format.
      if (!NDJSON_FORMATS.has(value.replace(' ', '+'))) throw new SearchParamError(`_outputFormat ${value} is not supported: files are written as application/fhir+ndjson (also accepted: application/ndjson, ndjson).`);
    } else if (name === '_since') {
      request.since = parseSince(value);
    } else if (name === '_type') {
      request.types = parseTypes(given, lenient, ignored);
      request.typeAsked = true;
    } else if (name === '_elements') {
      request.elements = parseElements(given, lenient, ignored);
    } else if (name === 'patient' && how.method === 'POST' && how.level === 'patient') {
      request.patients = parsePatients(given);
    } else if (lenient) {
      ignored.push(name);
    } else if (name === 'patient') {
      throw new SearchParamError(how.level === 'system' ? 'patient does not apply to a system-level export; POST it to Patient/$export.' : 'patient is taken only in a POST kick-off’s Parameters body (Bulk Data 2.0).');
    } else {
      throw new SearchParamError(UNSUPPORTED[name] ? `${UNSUPPORTED[name]} Send Prefer: handling=lenient to have it ignored.` : `${name} is not a $export parameter.`);
    }
  }
  return request;
}

/** The value element each kick-off parameter takes in a Parameters body (the export OperationDefinitions). */
const VALUE_OF: Record<string, string[]> = {
  _outputFormat: ['valueString'],
  _since: ['valueInstant'],
  _type: ['valueString'],
  _elements: ['valueString'],
  _typeFilter: ['valueString'],
  includeAssociatedData: ['valueCode', 'valueString'],
};

/**
 * A POST kick-off's Parameters resource (https://hl7.org/fhir/R4/parameters.html) as name/value
 * pairs for parseBulkRequest: `patient` as its valueReference's reference, the others as their
 * string, instant or code. Throws SearchParamError for anything else.
 */
export function kickOffParameters(body: unknown): [string, string][] {
  const resource = body as { resourceType?: unknown; parameter?: unknown } | null;
  if (!resource || typeof resource !== 'object' || resource.resourceType !== 'Parameters') throw new SearchParamError('A POST kick-off’s body must be a FHIR Parameters resource.');
  if (resource.parameter === undefined) return [];
  if (!Array.isArray(resource.parameter)) throw new SearchParamError('Parameters.parameter must be an array.');
  return resource.parameter.map((p: unknown, i: number): [string, string] => {
    const param = (p ?? {}) as Record<string, unknown>;
    const name = typeof param.name === 'string' ? param.name : '';
    if (!name) throw new SearchParamError(`Parameters.parameter[${i}] has no name.`);
    if (name === 'patient') {
      const reference = (param.valueReference as { reference?: unknown } | undefined)?.reference;
      if (typeof reference !== 'string') throw new SearchParamError(`Parameters.parameter[${i}] (patient) needs a valueReference with a reference.`);
      return [name, reference];
    }
    const value = (VALUE_OF[name] ?? ['valueString']).map((k) => param[k]).find((v) => typeof v === 'string');
    if (typeof value !== 'string') throw new SearchParamError(`Parameters.parameter[${i}] (${name}) needs ${(VALUE_OF[name] ?? ['valueString']).join(' or ')}.`);
    return [name, value];
  });
}
