// Issue 32 "memory bombs": an import stays synchronous within documented caps
// (core/fhir/import-limits.ts); a bundle beyond one is refused before it is parsed or mapped, with
// how to split it, and stores nothing; a bundle at each cap imports.
import { describe, expect, it } from 'vitest';
import { FHIR_IMPORT_LIMITS } from '../../core/fhir/import-limits';
import { clinicState, importBundle } from '../test/fhir-import-client';
import { signedInDoctor } from '../test/helpers';

const SPLIT = 'Split it by patient and import each part.';
const patient = (i: number) => ({ fullUrl: `urn:uuid:00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, resource: { resourceType: 'Patient', id: `p${i}`, name: [{ family: `Cap${i}`, given: ['Pat'] }], birthDate: '1970-01-01' } });
const bundle = (entry: unknown[]) => ({ resourceType: 'Bundle', type: 'collection', entry });
/** A kept-nowhere resource (counted as skipped): bulk that costs no storage. */
const basic = (i: number) => ({ resource: { resourceType: 'Basic', id: `b${i}` } });

/** Imports `body`, expects `status` with exactly `message`, and that the clinic has nothing more than before. */
async function refused(body: unknown, status: number, message: string) {
  const { client, user } = await signedInDoctor();
  const before = await clinicState(user.clinicId);
  expect((await importBundle(client, body, status)).message).toBe(message);
  expect(await clinicState(user.clinicId)).toEqual(before);
}

describe('FHIR import caps (issue 32)', () => {
  it('refuses 6 MB of empty entries (2 000 000 of them, ~128 MB once parsed) with how to split it, before parsing, and stores nothing', async () => {
    const text = `{"resourceType":"Bundle","type":"collection","entry":[${Array(2_000_000).fill('{}').join(',')}]}`;
    await refused(text, 413, `This bundle has 2 000 000 entries; MedAssist imports at most 5 000 per request. ${SPLIT}`);
  });

  it('refuses one entry more than the cap and imports a bundle of exactly the cap', async () => {
    const atCap = [patient(0), ...[...Array(FHIR_IMPORT_LIMITS.entries - 1).keys()].map(basic)];
    await refused(bundle([...atCap, basic(-1)]), 413, `This bundle has 5 001 entries; MedAssist imports at most 5 000 per request. ${SPLIT}`);
    const { client } = await signedInDoctor();
    const answer = await importBundle(client, bundle(atCap));
    expect(answer.counts.Patient?.created).toBe(1);
    expect(answer.counts.Basic?.skipped).toBe(FHIR_IMPORT_LIMITS.entries - 1);
  });

  it('refuses more patients than one request imports, counting those the items only refer to, and imports exactly the cap', async () => {
    const cap = FHIR_IMPORT_LIMITS.patients;
    const patients = [...Array(cap).keys()].map(patient);
    await refused(bundle([...patients, patient(cap)]), 413, `This bundle has 101 patients; MedAssist imports at most 100 per request. ${SPLIT}`);
    const referring = { fullUrl: 'https://lab.example/fhir/Procedure/x', resource: { resourceType: 'Procedure', id: 'x', status: 'completed', code: { text: 'Suture' }, subject: { reference: 'https://lab.example/fhir/Patient/elsewhere' }, performedDateTime: '2020-01-01' } };
    await refused(bundle([...patients, referring]), 413, `This bundle has 101 patients; MedAssist imports at most 100 per request. ${SPLIT}`);
    const { client, user } = await signedInDoctor();
    const answer = await importBundle(client, bundle(patients));
    expect(answer.counts.Patient?.created).toBe(cap);
    expect((await clinicState(user.clinicId)).counts.patients).toBe(cap);
  }, 60_000);

  it('refuses a bundle of few entries that holds too many objects or values, or nests too deep', async () => {
    const objects = { resourceType: 'Basic', id: 'o', extension: Array(FHIR_IMPORT_LIMITS.containers).fill({}) };
    await refused(bundle([patient(0), { resource: objects }]), 413, `This bundle has 200 010 JSON objects and arrays; MedAssist imports at most 200 000 per request. ${SPLIT}`);
    const values = { resourceType: 'Basic', id: 'v', note: Array(FHIR_IMPORT_LIMITS.values).fill(0) };
    await refused(bundle([{ resource: values }]), 413, `This bundle has 500 008 JSON values; MedAssist imports at most 500 000 per request. ${SPLIT}`);
    let deep: unknown = {};
    for (let i = 0; i < FHIR_IMPORT_LIMITS.depth; i++) deep = { extension: [deep] };
    await refused(bundle([{ resource: { resourceType: 'Basic', id: 'd', ...(deep as object) } }]), 400, 'This bundle nests 84 levels deep; FHIR resources need far fewer, so MedAssist reads at most 40.');
  });

  it('lists the first 100 errors and counts the rest instead of dropping them', async () => {
    const { client } = await signedInDoctor();
    const orphans = [...Array(150).keys()].map((i) => ({ resource: { resourceType: 'Procedure', id: `o${i}`, status: 'completed', code: { text: 'Suture' }, performedDateTime: '2020-01-01' } }));
    const answer = await importBundle(client, bundle(orphans));
    expect(answer.counts.Procedure?.failed).toBe(150);
    expect(answer.errors).toHaveLength(FHIR_IMPORT_LIMITS.errors + 1);
    expect(answer.errors[99]).toMatchObject({ resourceType: 'Procedure', id: 'o99' });
    expect(answer.errors[100]).toEqual({ resourceType: 'Bundle', id: '', reason: '…and 50 more (not listed; fix these and import the bundle again to see them).' });
  });
});
