// Issue 32: the generated sweeps cover every route of the one route table (`app.routes`), /api and
// /fhir/R4 alike. A route outside both has to be swept or named in NOT_SWEPT with a reason, so one
// added later under a new prefix cannot slip past authentication, tenancy, csrf and fuzzing.
import { describe, expect, it } from 'vitest';
import { isFhir, isSwept, NOT_SWEPT, ROUTES } from './support';

describe('the security sweeps cover the whole route table', () => {
  it('every route is swept or named in NOT_SWEPT with its reason', () => {
    expect(ROUTES.filter((r) => !isSwept(r) && !NOT_SWEPT.has(r.key)).map((r) => r.key)).toEqual([]);
  });

  it('NOT_SWEPT names only routes that exist and are not swept anyway', () => {
    const keys = new Set(ROUTES.map((r) => r.key));
    for (const key of NOT_SWEPT.keys()) expect(keys, key).toContain(key);
    expect(ROUTES.filter((r) => isSwept(r) && NOT_SWEPT.has(r.key))).toEqual([]);
  });

  it('includes the FHIR read API', () => {
    expect(ROUTES.filter(isFhir).map((r) => r.key)).toEqual(expect.arrayContaining(['GET /fhir/R4/Patient', 'GET /fhir/R4/Patient/:id', 'GET /fhir/R4/Observation']));
  });
});
