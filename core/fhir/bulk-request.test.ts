import { describe, expect, it } from 'vitest';
import { BULK_TYPES, parseBulkRequest, preferences } from './bulk-request';
import { SearchParamError } from './search-params';

const parse = (query: string, lenient = false) => parseBulkRequest(new URLSearchParams(query), lenient);

describe('Bulk Data kick-off parameters', () => {
  it('exports every type since the beginning without parameters', () => {
    expect(parse('')).toEqual({ types: [...BULK_TYPES], since: null, ignored: [] });
  });

  it('takes _type as a list or repeated, in the export order, and _since as an instant', () => {
    expect(parse('_type=Observation,Patient&_type=Condition').types).toEqual(['Patient', 'Condition', 'Observation']);
    expect(parse('_since=2026-11-01T10:00:00%2B02:00').since).toBe('2026-11-01T08:00:00.000Z');
    expect(parse('_outputFormat=application%2Ffhir%2Bndjson').types).toHaveLength(BULK_TYPES.length);
  });

  it('refuses what it cannot honour with a message naming it', () => {
    expect(() => parse('_type=Practitioner')).toThrow(/Practitioner/);
    expect(() => parse('_since=2026-11-01')).toThrow(/instant/);
    expect(() => parse('_since=yesterday')).toThrow(SearchParamError);
    expect(() => parse('_outputFormat=text%2Fcsv')).toThrow(/text\/csv/);
    expect(() => parse('_typeFilter=Observation%3Fcode%3D1')).toThrow(/handling=lenient/);
    expect(() => parse('_elements=id')).toThrow(/_elements/);
    expect(() => parse('colour=blue')).toThrow(/colour is not a \$export parameter/);
    expect(() => parse('_since=2026-11-01T00:00:00Z&_since=2026-11-02T00:00:00Z')).toThrow(/more than once/);
  });

  it('ignores unsupported parameters and unknown types under handling=lenient, and says which', () => {
    expect(parse('_typeFilter=x&_type=Patient,Practitioner', true)).toEqual({ types: ['Patient'], since: null, ignored: ['_typeFilter', '_type=Practitioner'] });
    // A list of only unknown types would export nothing the client asked for.
    expect(() => parse('_type=Practitioner', true)).toThrow(/no resource type/);
  });

  it('reads the Prefer header’s preferences', () => {
    expect(preferences('respond-async, handling = lenient')).toEqual(new Set(['respond-async', 'handling=lenient']));
    expect(preferences(undefined).size).toBe(0);
  });
});
