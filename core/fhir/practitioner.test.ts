import { beforeAll, describe, expect, it } from 'vitest';
import { MEDASSIST_USER_SYSTEM, practitionerToFhir } from './practitioner';
import { fhirProblems, loadFhirDefinitions, VALIDATION_TIMEOUT_MS } from './testing/fhir-validator';

beforeAll(loadFhirDefinitions, VALIDATION_TIMEOUT_MS);

describe('practitionerToFhir', () => {
  it('writes a valid Practitioner with the user number and name only', () => {
    const practitioner = practitionerToFhir({ id: 42, name: 'Dr Lena Vogt', active: true });
    expect(practitioner).toEqual({ resourceType: 'Practitioner', id: '42', identifier: [{ system: MEDASSIST_USER_SYSTEM, value: '42' }], active: true, name: [{ text: 'Dr Lena Vogt' }] });
    expect(fhirProblems(practitioner)).toEqual([]);
    expect(fhirProblems(practitionerToFhir({ id: 43, name: 'Former Colleague', active: false }))).toEqual([]);
  });
});
