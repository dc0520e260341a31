import { describe, expect, it } from 'vitest';
import { matchIdsOf } from './source-match';

describe('matchIdsOf', () => {
  it('keeps the entry name and identifiers with a system, in that order', () => {
    expect(
      matchIdsOf({
        resourceType: 'Patient',
        key: 'urn:uuid:abc',
        name: 'urn:uuid:abc',
        ids: ['urn:uuid:abc', 'Patient/abc', 'http://hospital.example|H-1', '|no-system'],
      }),
    ).toEqual(['urn:uuid:abc', 'http://hospital.example|H-1']);
  });

  it('uses the name within its source, never a bare Type/id or a position', () => {
    expect(matchIdsOf({ resourceType: 'Observation', key: 'Observation/7', name: 'Lab A Observation/7', ids: ['Observation/7'] })).toEqual(['Lab A Observation/7']);
    expect(matchIdsOf({ resourceType: 'Observation', key: 'entry[3]', name: null, ids: ['entry[3]'] })).toEqual([]);
  });
});
