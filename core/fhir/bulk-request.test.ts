import { describe, expect, it } from 'vitest';
import { BULK_TYPES, kickOffParameters, MAX_PATIENTS, parseBulkRequest, preferences } from './bulk-request';
import { SearchParamError } from './search-params';

const parse = (query: string, lenient = false) => parseBulkRequest(new URLSearchParams(query), lenient);

describe('Bulk Data kick-off parameters', () => {
  it('exports every type since the beginning without parameters', () => {
    expect(parse('')).toEqual({ types: [...BULK_TYPES], typeAsked: false, since: null, ignored: [], elements: null, patients: null });
  });

  it('takes _type as a list or repeated, in the export order, and _since as an instant', () => {
    expect(parse('_type=Observation,Patient&_type=Condition').types).toEqual(['Patient', 'Condition', 'Observation']);
    expect(parse('_since=2026-11-01T10:00:00%2B02:00').since).toBe('2026-11-01T08:00:00.000Z');
    expect(parse('_outputFormat=application%2Ffhir%2Bndjson').types).toHaveLength(BULK_TYPES.length);
  });

  it('accepts the three NDJSON names of _outputFormat Bulk Data requires, also with an unencoded +', () => {
    for (const format of ['application%2Ffhir%2Bndjson', 'application/fhir+ndjson', 'application%2Fndjson', 'ndjson']) expect(() => parse(`_outputFormat=${format}`)).not.toThrow();
    for (const format of ['application%2Ffhir%2Bjson', 'text%2Fcsv', 'NDJSON', 'parquet']) expect(() => parse(`_outputFormat=${format}`)).toThrow(/not supported/);
  });

  it('takes _elements as root elements, bare or of a type, repeated or comma-separated', () => {
    expect(parse('_type=Patient&_elements=id').elements).toEqual(['id']);
    expect(parse('_elements=Patient.birthDate,gender&_elements=Observation.value').elements).toEqual(['Patient.birthDate', 'gender', 'Observation.value']);
    expect(() => parse('_elements=name.family')).toThrow(/root element/);
    expect(() => parse('_elements=Practitioner.name')).toThrow(/Practitioner\.name/);
    expect(parse('_elements=Practitioner.name,id', true)).toMatchObject({ elements: ['id'], ignored: ['_elements=Practitioner.name'] });
  });

  it('refuses what it cannot honour with a message naming it', () => {
    expect(() => parse('_type=Practitioner')).toThrow(/Practitioner/);
    expect(() => parse('_since=2026-11-01')).toThrow(/instant/);
    expect(() => parse('_since=yesterday')).toThrow(SearchParamError);
    expect(() => parse('_outputFormat=text%2Fcsv')).toThrow(/text\/csv/);
    expect(() => parse('_typeFilter=Observation%3Fcode%3D1')).toThrow(/handling=lenient/);
    expect(() => parse('includeAssociatedData=LatestProvenanceResources')).toThrow(/no Provenance/);
    expect(() => parse('patient=Patient%2F1')).toThrow(/system-level/);
    expect(() => parse('colour=blue')).toThrow(/colour is not a \$export parameter/);
    expect(() => parse('_since=2026-11-01T00:00:00Z&_since=2026-11-02T00:00:00Z')).toThrow(/more than once/);
  });

  it('ignores unsupported parameters and unknown types under handling=lenient, and says which', () => {
    expect(parse('_typeFilter=x&_type=Patient,Practitioner', true)).toEqual({ types: ['Patient'], typeAsked: true, since: null, ignored: ['_typeFilter', '_type=Practitioner'], elements: null, patients: null });
    // The spec's _typeFilter example (export.md, "Example Request"), repeated as it allows.
    const example = '_type=MedicationRequest,Condition&_typeFilter=MedicationRequest%3Fstatus%3Dactive,MedicationRequest%3Fstatus%3Dcompleted%26date%3Dgt2018-07-01T00%3A00%3A00Z&_typeFilter=Condition%3Fclinical-status%3Dactive';
    expect(() => parse(example)).toThrow(/_typeFilter is not supported/);
    expect(parse(example, true)).toMatchObject({ types: ['Condition', 'MedicationRequest'], ignored: ['_typeFilter'] });
    // A list of only unknown types would export nothing the client asked for.
    expect(() => parse('_type=Practitioner', true)).toThrow(/no resource type/);
  });

  it('takes patient only from a POST at Patient level, as Patient/<id> references', () => {
    const post = (pairs: [string, string][], level: 'system' | 'patient' = 'patient') => parseBulkRequest(pairs, false, { method: 'POST', level });
    expect(post([['patient', 'Patient/123'], ['patient', 'Patient/456'], ['patient', 'Patient/123']]).patients).toEqual(['123', '456']);
    expect(() => post([['patient', 'Patient/1']], 'system')).toThrow(/system-level/);
    expect(() => parseBulkRequest([['patient', 'Patient/1']], false, { method: 'GET', level: 'patient' })).toThrow(/POST/);
    expect(() => post([['patient', 'Observation/1']])).toThrow(/Patient\/<id>/);
    expect(() => post(Array.from({ length: MAX_PATIENTS + 1 }, (_, i): [string, string] => ['patient', `Patient/${i}`]))).toThrow(/at most/);
  });

  it('reads a POST kick-off’s Parameters body, as the spec’s example writes it', () => {
    // export.md, "Group Membership Request Pattern": patients as valueReference.
    const body = { resourceType: 'Parameters', parameter: [{ name: 'patient', valueReference: { reference: 'Patient/123' } }, { name: 'patient', valueReference: { reference: 'Patient/456' } }] };
    expect(kickOffParameters(body)).toEqual([['patient', 'Patient/123'], ['patient', 'Patient/456']]);
    expect(kickOffParameters({ resourceType: 'Parameters', parameter: [{ name: '_type', valueString: 'Patient' }, { name: '_since', valueInstant: '2026-11-01T00:00:00Z' }, { name: '_outputFormat', valueString: 'ndjson' }] }))
      .toEqual([['_type', 'Patient'], ['_since', '2026-11-01T00:00:00Z'], ['_outputFormat', 'ndjson']]);
    expect(kickOffParameters({ resourceType: 'Parameters' })).toEqual([]);
    expect(() => kickOffParameters({ resourceType: 'Bundle' })).toThrow(/Parameters resource/);
    expect(() => kickOffParameters(null)).toThrow(/Parameters resource/);
    expect(() => kickOffParameters({ resourceType: 'Parameters', parameter: [{ name: '_since', valueString: '2026-11-01T00:00:00Z' }] })).toThrow(/_since\) needs valueInstant/);
    expect(() => kickOffParameters({ resourceType: 'Parameters', parameter: [{ name: 'patient', valueString: 'Patient/1' }] })).toThrow(/valueReference/);
    expect(() => kickOffParameters({ resourceType: 'Parameters', parameter: [{ valueString: 'x' }] })).toThrow(/no name/);
  });

  it('reads the Prefer header’s preferences', () => {
    expect(preferences('respond-async, handling = lenient')).toEqual(new Set(['respond-async', 'handling=lenient']));
    expect(preferences(undefined).size).toBe(0);
  });
});
