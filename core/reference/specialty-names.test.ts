import { describe, expect, it } from 'vitest';
import { GUIDELINE_PORTALS } from './guideline-portals';
import { GUIDELINE_SPECIALTIES } from './guidelines-data';
import { SPECIALTY_NAMES } from './specialty-names';

describe('SPECIALTY_NAMES', () => {
  it('names every specialty a guideline or portal is filed under, so each has a translation', () => {
    const used = new Set([...GUIDELINE_SPECIALTIES, ...GUIDELINE_PORTALS.flatMap((p) => p.specialties)]);
    expect([...used].filter((s) => !SPECIALTY_NAMES.includes(s))).toEqual([]);
  });
});
