import { describe, expect, it } from 'vitest';
import { indexBundle, sourceIdsOf } from './bundle-index';

const entries = [
  { fullUrl: 'urn:uuid:11111111-1111-1111-1111-111111111111', resource: { resourceType: 'Patient', id: 'p1', identifier: [{ system: 'http://hospital.example/mrn', value: 'M1' }, { value: 'nosys' }] } },
  { fullUrl: 'http://ehr.example/fhir/Patient/p2', resource: { resourceType: 'Patient', id: 'p2' } },
  { resource: { resourceType: 'Observation', id: 'o1' } },
  { resource: { resourceType: 'Observation' } },
  { fullUrl: 'urn:uuid:nothing' },
  'garbage',
];

describe('indexBundle', () => {
  const index = indexBundle(entries);

  it('resolves urn:uuid fullUrls exactly', () => {
    expect(index.resolve('urn:uuid:11111111-1111-1111-1111-111111111111')?.id).toBe('p1');
  });

  it('resolves relative references, absolute URLs and versioned references by type and id', () => {
    expect(index.resolve('Patient/p1')?.id).toBe('p1');
    expect(index.resolve('Patient/p2')?.id).toBe('p2');
    expect(index.resolve('http://elsewhere.example/fhir/Observation/o1')?.id).toBe('o1');
    expect(index.resolve('Patient/p2/_history/3')?.id).toBe('p2');
  });

  it('does not resolve what is not there, nor a reference of the wrong type', () => {
    expect(index.resolve('Patient/o1')).toBeUndefined();
    expect(index.resolve('urn:uuid:22222222-2222-2222-2222-222222222222')).toBeUndefined();
    expect(index.resolve('')).toBeUndefined();
  });

  it('keys each entry by fullUrl, else Type/id, else its position, and lists unusable entries', () => {
    expect(index.entries.map((e) => e.key)).toEqual(['urn:uuid:11111111-1111-1111-1111-111111111111', 'http://ehr.example/fhir/Patient/p2', 'Observation/o1', 'entry[3]']);
    expect(index.unusable.map((u) => u.index)).toEqual([4, 5]);
  });

  it('gives the ids an entry is known by, identifiers as system|value', () => {
    expect(sourceIdsOf(index.entries[0]!)).toEqual(['urn:uuid:11111111-1111-1111-1111-111111111111', 'Patient/p1', 'http://hospital.example/mrn|M1', '|nosys']);
  });
});
