import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MedicationCreated, PatientChart } from '../../../core/schemas/chart';
import type { ClinicalNote } from '../../../core/schemas/clinical-notes';
import type { Patient } from '../../../core/schemas/patients';
import { api, unwrap, type ApiData } from './api-client';

// Type-level checks (`npm run typecheck` compiles this file): callers get the route's own success
// type from `unwrap`, with no cast, so a change to a route's answer breaks the screens that read it.

describe('the typed API client', () => {
  it('types a call by the route’s successful answer', () => {
    expectTypeOf<ApiData<typeof api.stats.$get>>().toEqualTypeOf<{ appointments: number; messages: number; labResults: number | null }>();
    expectTypeOf<ApiData<(typeof api.patients)[':id']['chart']['$get']>>().toEqualTypeOf<PatientChart>();
    expectTypeOf(() => unwrap(api.patients.$get({ query: {} }))).returns.resolves.items.toExtend<Patient>();
    expectTypeOf(() => unwrap(api['clinical-notes'].$post({ json: { patientId: 1, noteContent: 'x' } }))).returns.resolves.toExtend<ClinicalNote>();
  });

  it('leaves out the error answers a route declares (the medication safety 409)', () => {
    // Each way assignable, not toEqualTypeOf: expect-type's brands tell an optional object field
    // (a finding's template) from its JSON-parsed copy, though both are the same shape.
    type Created = ApiData<(typeof api.patients)[':id']['medications']['$post']>;
    expectTypeOf<Created>().toExtend<MedicationCreated>();
    expectTypeOf<MedicationCreated>().toExtend<Created>();
  });

  it('leaves out answers that are not JSON (the audit trail as CSV)', () => {
    expectTypeOf<ApiData<(typeof api)['audit-events']['$get']>>().not.toHaveProperty('getReader');
  });
});

describe('the API client’s requests', () => {
  it('start in a later task than the call, so a page’s queries do not add up in one long task', async () => {
    const seen: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return new Response(JSON.stringify({ appointments: 1, messages: 2, labResults: null }), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    try {
      const first = unwrap(api.stats.$get({ query: {} }));
      const second = unwrap(api.stats.$get({ query: {} }));
      expect(seen).toEqual([]);
      await expect(first).resolves.toEqual({ appointments: 1, messages: 2, labResults: null });
      await second;
      expect(seen).toHaveLength(2);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
