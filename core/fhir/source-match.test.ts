import { describe, expect, it } from 'vitest';
import { matchIdsOf } from './source-match';

describe('matchIdsOf', () => {
  it('keeps the entry name and identifiers with a system, in that order', () => {
    expect(
      matchIdsOf({
        resourceType: 'Patient',
        key: 'urn:uuid:abc',
        ids: ['urn:uuid:abc', 'Patient/abc', 'http://hospital.example|H-1', '|no-system'],
      }),
    ).toEqual(['urn:uuid:abc', 'http://hospital.example|H-1']);
  });

  it('uses Type/id when the entry has no fullUrl, and never a position', () => {
    expect(matchIdsOf({ resourceType: 'Observation', key: 'Observation/7', ids: ['Observation/7'] })).toEqual(['Observation/7']);
    expect(matchIdsOf({ resourceType: 'Observation', key: 'entry[3]', ids: ['entry[3]'] })).toEqual([]);
  });
});
